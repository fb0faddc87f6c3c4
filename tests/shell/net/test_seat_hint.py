"""A joined seat's Hint and refusal reasons, over a host and a joiner on 127.0.0.1: the host
sends the seat its view of the position as a seen line; the joining app reads it into a
state whose hidden cards are dealt from what the seat has seen, and works out from it the
same Hint a table of one screen gives for that seat (the same move and reason for the same
seed, since the Hint's search sees only the seat's view), after a rejoin too, and the
engine's own reason against a move it will not send. The line never shows another seat's
hidden cards, and a line that does not fit what the seat was shown is not believed."""

import json

import pytest

from engines import notation
from engines.ai.budget import Budget
from engines.ai.hint import hint
from engines.core import Rng, canonical
from engines.core.seen import UNKNOWN
from engines.registry import game_ids
from shell.language.i18n import tr_message
from shell.net import protocol, seat_messages
from shell.net.headless import HeadlessClient, HeadlessHost
from shell.net.mirror import SeatMirror
from shell.net.protocol import from_host, to_client
from shell.net.refusals import ProtocolError
from shell.net.remote_session import RemoteSession
from shell.net.seat_position import NOT_NOW, read_position
from shell.play.session import GameSession
from tests.engines.position_fuzz import mutations
from tests.shell.net.loopback import message_fields, play, quick_limits, replay_of

QUICK = Budget(iterations=60)  # a hint's search cut short: the same for the same seed
PLIES = 5  # actions played before the remote seat's hint is asked


def seats_for(game: str) -> list[str]:
    """The remote seat first, then a bot (and a person at the host's screen where the game
    takes three)."""
    from engines import get_engine

    return ["remote", "random", "human"] if get_engine(game).spec.max_players >= 3 \
        else ["remote", "random"]


def joined_mid_game(game: str, seed: int = 11) -> tuple[HeadlessHost, HeadlessClient]:
    """A host of `game` and its joined seat 0, played at random until seat 0 is to move
    after `PLIES` actions, with the host's view of it come."""
    host = HeadlessHost(replay_of(game, seats_for(game), seed), limits=quick_limits())
    client = HeadlessClient("127.0.0.1", host.port, host.code, "Remy", seed=seed)
    play(host, [client], 10, until=lambda: host.session is not None and host.session.ply >= PLIES)
    client.autoplay = False
    play(host, [client], 10, until=lambda: host.session.state.to_move() == 0
         and client.mirror.ply == host.session.ply and not client.mirror.over)
    return host, client


@pytest.mark.parametrize("game", game_ids())
def test_a_joined_seat_gets_the_hint_a_table_of_one_screen_gives(game):
    host, client = joined_mid_game(game)
    try:
        mirror = client.mirror
        position = mirror.seen.state()
        assert position is not None
        assert canonical(position.observation(0)) == canonical(mirror.obs)
        seed = mirror.seen.hint_seed()
        remote = hint(position, 0, seed, game, QUICK, cap=False)
        assert remote.action in mirror.legal  # a legal move for its seat, as the host says
        assert remote.reason.msgid and tr_message(remote.reason)
        local = hint(host.session.state, 0, seed, game, QUICK, cap=False)
        assert (remote.action, remote.steps, remote.move, remote.reason, remote.win) == (
            local.action, local.steps, local.move, local.reason, local.win)
    finally:
        client.close()
        host.close()


def test_the_hint_is_the_same_after_a_rejoin():
    host, client = joined_mid_game("archaeology")
    back = None
    try:
        before = client.mirror.seen.state()
        seed = client.mirror.seen.hint_seed()
        assert before is not None
        first = hint(before, 0, seed, "archaeology", QUICK, cap=False)
        token = client.mirror.token
        client.client.close()  # the app closes; the seat waits for its player
        play(host, [], 5, until=lambda: not host.roster.present_remote())
        back = HeadlessClient("127.0.0.1", host.port, host.code, "Remy", token=token,
                              autoplay=False)
        play(host, [back], 10, until=lambda: back.mirror.synced)
        again = back.mirror.seen.state()
        assert again is not None and back.mirror.seen.hint_seed() == seed
        assert hint(again, 0, seed, "archaeology", QUICK, cap=False) == first
    finally:
        for player in (client, back):
            if player is not None:
                player.close()
        host.close()


def test_the_position_sent_never_shows_another_seats_hand():
    """Archaeology, three players: in every view the joined seat is sent, the other hands,
    the dig deck and the random source are unknown, and its own hand is its own."""
    host = HeadlessHost(replay_of("archaeology", ["remote", "random", "human"], seed=3),
                        limits=quick_limits())
    client = HeadlessClient("127.0.0.1", host.port, host.code, "Remy", seed=3)
    try:
        play(host, [client], 60)
        views = message_fields(client, "sync") + message_fields(client, "update")
        assert len(views) > 20
        for view in views:
            line = view["position"]
            if line is None:
                assert view["to_move"] is None  # the game is over: the whole game follows
                continue
            fields = dict(word.split("=", 1) for word in line.split()[1:])
            hands = fields["hands"].split("/")
            assert all(set(hand) <= {UNKNOWN, "-"} for hand in hands[1:]), line
            assert UNKNOWN not in hands[0]  # its own hand, written out
            assert fields["seen"] == "0" or (fields["seen"] == "-" and hands[0] == "-")
            assert set(fields["deck"]) <= {UNKNOWN, "-"} and fields["rng"] == UNKNOWN
    finally:
        client.close()
        host.close()


def test_a_move_refused_before_it_is_sent_says_the_engines_reason():
    """The reason a table of one screen gives (the host's engine), not a plain one."""
    host, client = joined_mid_game("imhotep", seed=4)
    try:
        session = RemoteSession(client.mirror)
        told = 0
        for action in client.mirror.legal:
            for at, value in enumerate(action):
                if value.__class__ is not int:
                    continue
                other = action[:at] + (value + 1,) + action[at + 1:]
                if other in client.mirror.legal:
                    continue
                expected = host.session.why_illegal(other)
                assert expected is not None
                assert session.why_illegal(other) == expected
                told += expected != tr_message(NOT_NOW)
        assert told > 0
    finally:
        client.close()
        host.close()


def test_a_position_that_does_not_fit_what_the_seat_was_shown_is_not_believed():
    host, client = joined_mid_game("archaeology")
    try:
        mirror = client.mirror
        line = mirror.position
        game = "archaeology"
        assert line is not None and line.endswith(" seen=0")
        assert read_position(line, game, 0, mirror.obs) is not None
        others = [notation.format_seen(host.session.state, seat) for seat in (1, 2)]
        others = [other for other in others if " seen=-" not in other]  # a hand to see
        assert others  # lines of another seat: seat 0's own hand dealt anew there
        for wrong, as_game in ((line, "imhotep"), *((other, game) for other in others),
                               (line.replace(" seen=0", " seen=1"), game),
                               (line.replace(" seen=0", " seen=7"), game),
                               (line.replace("hands=", "hands=?"), game),
                               (game + " " + "x" * 500, game), ("", game),
                               (line.replace("archaeology", "../archaeology"), game)):
            assert read_position(wrong, as_game, 0, mirror.obs) is None, wrong
        shown = dict(mirror.obs, scores=[99, 99, 99])  # the line no longer fits what was shown
        assert read_position(line, game, 0, shown) is None
    finally:
        client.close()
        host.close()


HOSTILE_POSITIONS = 200  # mutated lines a game (the joining side's fuzz)


@pytest.mark.parametrize("game", game_ids())
def test_hostile_positions_are_refused_or_not_believed_and_never_raise(game):
    """A host's position mutated (a character or a number changed: tests/engines/
    position_fuzz.py), another seat's, another game's, cut short: the joining app refuses
    the frame (its schema), or reads no position from it, or believes it only when it shows
    the seat exactly what it was shown; never another exception."""
    session = GameSession(replay_of(game, seats_for(game), seed=7), autosave=False)
    rng = Rng(7)
    for _ in range(PLIES + 4):
        legal = session.state.legal_actions()
        session.apply(legal[rng.randrange(len(legal))])
    mirror = SeatMirror()
    mirror.take(from_host(to_client(
        "welcome", version=protocol.VERSION, seat=0, token="T" * protocol.TOKEN_LENGTH,
        game=game, options=session.replay.options,
        seats=[{"name": f"P{i}", "kind": "remote", "present": True, "bot": False}
               for i in range(session.state.num_players)], started=True)))
    fields = seat_messages.sync_fields(session, 0)
    line = fields["position"]
    others = [notation.format_seen(session.state, seat)
              for seat in range(1, session.state.num_players)]
    lines = [line, *others, notation.format(session.state), line[: len(line) // 2],
             line.replace(game, "imhotep" if game != "imhotep" else "aton", 1),
             *mutations([line], HOSTILE_POSITIONS, seed=3)]
    refused = believed = unread = 0
    for text in lines:
        try:
            message = from_host(json.dumps({"type": "sync", **fields, "position": text}))
        except ProtocolError as exc:
            assert exc.code == "bad_field"
            refused += 1
            continue
        mirror.take(message)
        state = mirror.seen.state()
        if state is None:
            unread += 1
        else:
            assert canonical(state.observation(0)) == canonical(fields["obs"])
            believed += 1
    assert believed >= 1 and unread > HOSTILE_POSITIONS // 4
