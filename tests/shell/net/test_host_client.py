"""A host and joining seats in one process over 127.0.0.1: whole games, privacy at every
move, refusals that change nothing, a rejoin with the seat's token, a stand-in bot, and the
bounds (one host per app)."""

import json
import time
from dataclasses import replace

import pytest
from websockets.exceptions import ConnectionClosed

from engines.registry import game_ids
from shell.net import protocol
from shell.net.headless import HeadlessClient, HeadlessHost
from shell.net.host import HostService
from shell.net.refusals import reason_text
from shell.net.roster import Place, Roster
from tests.shell.net.loopback import (
    PrivacyWatcher,
    message_fields,
    play,
    quick_limits,
    replay_of,
)


def seat_kinds(game: str) -> list[str]:
    """A hot-seat pair, a bot and a remote seat where the game takes four; else a person
    and a remote seat."""
    from engines import get_engine

    return ["human", "human", "random", "remote"] if get_engine(game).spec.max_players >= 4 \
        else ["human", "remote"]


def seated(host: HeadlessHost, count: int, seed: int = 1) -> list[HeadlessClient]:
    clients = [HeadlessClient("127.0.0.1", host.port, host.code, f"Remote {i}", seed=seed + i)
               for i in range(count)]
    play(host, clients, 10, until=host.lobby_full)
    return clients


@pytest.mark.slow  # a whole game, each move checked in three other deals: 1-4 s a game
@pytest.mark.parametrize("game", game_ids())
def test_a_whole_game_with_a_remote_seat_sends_it_only_what_it_may_see(game):
    """Every update the remote seat gets, at every move, is its own observation, its own
    legal actions only on its turn, and events as it may see them; in other deals it cannot
    tell apart the same move would send the same (nothing hidden goes with it)."""
    kinds = seat_kinds(game)
    host = HeadlessHost(replay_of(game, kinds), limits=quick_limits(), auto_start=False)
    clients = seated(host, 1)
    try:
        host.start_game()
        remote = kinds.index("remote")
        watcher = PrivacyWatcher(host, [remote])
        play(host, clients, 60)
        client = clients[0]
        updates = message_fields(client, "update")
        assert updates == watcher.expected[remote]
        assert watcher.worlds_checked > 10
        syncs = message_fields(client, "sync")
        assert len(syncs) >= 1 + host.undos  # the start, and once after each undo
        for sync in syncs:  # a sync's log is the events of each action as the seat saw them
            assert all(len(events) <= 200 for events in sync["history"])
        assert client.mirror.final is not None and client.mirror.over
        assert client.mirror.final.actions == host.session.replay.actions
        kinds_sent = [m.type for m in client.received]
        assert kinds_sent.index("final") == len(kinds_sent) - 1  # the whole game at the end
    finally:
        for client in clients:
            client.close()
        host.close()


def test_a_seat_playing_faster_than_the_rate_rests_and_its_moves_go_through():
    """Past the host's rate a seat's action is refused as too fast; the joiner rests and
    sends it again, and it is played."""
    limits = replace(quick_limits(), rate=1.0, burst=2)
    host = HeadlessHost(replay_of("aton", ["remote", "human"]), limits=limits)
    clients = seated(host, 1)
    try:
        assert host.session is not None
        refused_at: list[int] = []  # the ply of the first "too fast"

        def played_after_the_rest() -> bool:
            if not refused_at and any(f["code"] == "too_fast"
                                      for f in message_fields(clients[0], "refused")):
                refused_at.append(host.session.ply)  # the joiner's turn: the game waits
            return bool(refused_at) and host.session.ply > refused_at[0]
        play(host, clients, 20, until=played_after_the_rest)
        assert clients[0].status.state != "ended"
    finally:
        for client in clients:
            client.close()
        host.close()


def test_two_remote_seats_and_a_bot_play_a_whole_game():
    host = HeadlessHost(replay_of("imhotep", ["remote", "easy", "remote"]),
                        limits=quick_limits())
    clients = seated(host, 2)
    try:
        play(host, clients, 30)
        assert sorted(c.mirror.seat for c in clients) == [0, 2]
        assert all(c.mirror.final is not None for c in clients)
        names = [row["name"] for row in clients[0].mirror.seats]
        assert sorted(names[0::2]) == ["Remote 0", "Remote 1"]  # the joiners' names
        assert host.session.replay.seats[1].name == "easy1"
    finally:
        for client in clients:
            client.close()
        host.close()


class Probe:
    """A joined seat whose messages the test sends itself."""

    def __init__(self, host: HeadlessHost, **kwargs) -> None:
        self.host = host
        self.player = HeadlessClient("127.0.0.1", host.port, host.code, "Probe",
                                     autoplay=False, **kwargs)

    def refusal(self, kind: str, **fields) -> str:
        """Send one message and answer the code of the refusal it gets."""
        before = len(message_fields(self.player, "refused"))
        self.player.client.send(kind, **fields)
        play(self.host, [self.player], 5,
             until=lambda: len(message_fields(self.player, "refused")) > before)
        return message_fields(self.player, "refused")[-1]["code"]


def test_refused_requests_change_nothing_and_say_why():
    host = HeadlessHost(replay_of("aton", ["remote", "remote"]), limits=quick_limits())
    first, second = Probe(host, seat=0), Probe(host, seat=1)  # the test plays both seats
    try:
        play(host, [first.player, second.player], 5,
             until=lambda: first.player.mirror.synced and second.player.mirror.synced)
        session = host.session
        snapshot = session.state.clone()
        mirror = first.player.mirror
        assert mirror.to_move == 0 and mirror.legal
        action = list(mirror.legal[0])
        assert first.refusal("act", ply=mirror.ply + 1, action=action) == "stale"
        assert first.refusal("act", ply=mirror.ply, action=["assign", 99, 99]) == "illegal"
        assert first.refusal("act", ply=mirror.ply, action=["no_such_kind"]) == "illegal"
        assert first.refusal("undo", ply=mirror.ply) == "undo_refused"
        assert second.refusal("act", ply=mirror.ply, action=action) == "not_your_turn"
        assert session.state == snapshot and session.ply == 0
        illegal = [r for r in message_fields(first.player, "refused") if r["code"] == "illegal"]
        assert illegal[0]["message"]["msgid"]  # the engine's own reason goes with it
        first.player.client.send("act", ply=0, action=action)  # now a legal one is played
        play(host, [first.player, second.player], 5, until=lambda: mirror.ply == 1)
        assert session.ply == 1 and session.replay.actions[0] == tuple(action)
    finally:
        first.player.close()
        second.player.close()
        host.close()


def test_a_hello_is_refused_for_a_wrong_code_a_wrong_version_a_taken_seat_or_token():
    host = HeadlessHost(replay_of("aton", ["remote", "human"]), limits=quick_limits())
    try:
        wrong = "A" * protocol.CODE_LENGTH if host.code != "A" * 6 else "B" * 6
        for kwargs, code in [({"code": wrong}, "bad_code"),
                             ({"token": "T" * protocol.TOKEN_LENGTH}, "bad_token"),
                             ({"seat": 1}, "no_seat")]:
            player = HeadlessClient("127.0.0.1", host.port, kwargs.pop("code", host.code),
                                    "X", **kwargs)
            play(host, [player], 5, until=lambda p=player: p.status.state == "ended")
            assert player.status.code == code
            player.close()
        first = HeadlessClient("127.0.0.1", host.port, host.code, "First", seat=0)
        play(host, [first], 5, until=lambda: first.mirror.seat == 0)
        second = HeadlessClient("127.0.0.1", host.port, host.code, "Second", seat=0)
        play(host, [second], 5, until=lambda: second.status.state == "ended")
        assert second.status.code == "seat_taken"
        second.close()
        first.close()
    finally:
        host.close()


def raw_exchange(port: int, frames: list[str]) -> list[dict]:
    """Send `frames` on a plain WebSocket and answer what the host sent back (decoded)."""
    from websockets.sync.client import connect

    answers = []
    with connect(f"ws://127.0.0.1:{port}/", subprotocols=[protocol.SUBPROTOCOL],
                 open_timeout=5, close_timeout=1) as socket:
        for frame in frames:
            socket.send(frame)
        try:
            while True:
                answers.append(json.loads(socket.recv(timeout=2)))
        except (TimeoutError, ConnectionClosed):
            pass
    return answers


def test_a_version_mismatch_is_refused_with_a_clear_reason():
    host = HeadlessHost(replay_of("aton", ["remote", "human"]), limits=quick_limits())
    try:
        hello = {"type": "hello", "version": protocol.VERSION + 1, "app": "9.0", "code":
                 host.code, "name": "New", "seat": None, "token": None}
        answers = raw_exchange(host.port, [json.dumps(hello)])
        assert answers == [{"type": "bye", "code": "version"}]
        assert "same version" in reason_text("version")
        assert host.roster.present_remote() == []
    finally:
        host.close()


def test_a_dropped_seat_is_away_then_rejoins_with_its_token_and_gets_its_view():
    host = HeadlessHost(replay_of("archaeology", ["remote", "random", "human"]),
                        limits=quick_limits())
    first = seated(host, 1)[0]
    try:
        play(host, [first], 10, until=lambda: host.session is not None and
             host.session.ply > 6)
        token, seat = first.mirror.token, first.mirror.seat
        first.client.close()  # the app closes: the seat is away, kept for its player
        play(host, [], 5, until=lambda: not host.roster.present_remote())
        assert host.roster.rows()[seat]["present"] is False
        ply = host.session.ply
        for _ in range(50):  # the table waits for the away seat (or others play on)
            host.step()
        assert host.session.state.to_move() == seat or host.session.ply >= ply
        back = HeadlessClient("127.0.0.1", host.port, host.code, "Back", token=token, seed=5)
        play(host, [back], 30)
        assert back.mirror.seat == seat and back.mirror.final is not None
        assert message_fields(back, "sync")[0]["ply"] >= ply  # its whole view, at once
        assert host.roster.rows()[seat]["name"] == "Remote 0"  # the same seat, same name
    finally:
        host.close()


def test_the_host_turns_an_away_seat_into_a_bot_until_its_player_is_back():
    host = HeadlessHost(replay_of("imhotep", ["remote", "easy"]), limits=quick_limits())
    first = seated(host, 1)[0]
    try:
        play(host, [first], 10, until=lambda: host.session is not None and
             host.session.ply > 2)
        token = first.mirror.token
        first.client.close()
        play(host, [], 5, until=lambda: not host.roster.present_remote())
        host.authority.stand_in(0, "easy")
        assert host.roster.rows()[0]["bot"] is True
        ply = host.session.ply
        play(host, [], 10, until=lambda: host.session.ply > ply + 6)  # the bot plays it
        back = HeadlessClient("127.0.0.1", host.port, host.code, "Back", token=token)
        play(host, [back], 30)
        assert host.roster.rows()[0]["bot"] is False  # the player took the seat back
        assert back.mirror.final is not None
    finally:
        host.close()


def test_one_host_per_app():
    roster = Roster([Place("remote", "R"), Place("person", "P")])
    first = HostService("ABCDEF", roster, "aton", {})
    first.start("127.0.0.1", 0)
    try:
        second = HostService("ABCDEF", roster, "aton", {})
        with pytest.raises(RuntimeError):
            second.start("127.0.0.1", 0)
    finally:
        first.stop()
    again = HostService("ABCDEF", roster, "aton", {})  # once stopped, another may start
    again.start("127.0.0.1", 0)
    again.stop()


def test_a_port_in_use_is_an_oserror_and_no_host_is_left_running():
    roster = Roster([Place("remote", "R"), Place("person", "P")])
    first = HostService("ABCDEF", roster, "aton", {})
    port = first.start("127.0.0.1", 0)
    first.stop()
    import socket

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        busy = taken.getsockname()[1]
        second = HostService("ABCDEF", roster, "aton", {})
        started = time.monotonic()
        with pytest.raises(OSError):
            second.start("127.0.0.1", busy)
        assert time.monotonic() - started < 5
    third = HostService("ABCDEF", roster, "aton", {})
    assert third.start("127.0.0.1", 0) != busy or port
    third.stop()


def test_a_connection_lost_mid_game_is_tried_again_and_the_seat_goes_on():
    """The network drops (the TCP connection is cut): the joining app says it is trying
    again, comes back to its seat with its token, gets its whole view and plays on."""
    from shell.net.client import Retry

    host = HeadlessHost(replay_of("imhotep", ["remote", "random"]), limits=quick_limits())
    player = HeadlessClient("127.0.0.1", host.port, host.code, "Kim",
                            retry=Retry(waits=(0.2, 0.2, 0.2)))
    try:
        play(host, [player], 10, until=lambda: host.session is not None and
             host.session.ply > 4)
        service = host.service
        (connection,) = service._by_seat.values()
        service._loop.call_soon_threadsafe(connection.socket.transport.abort)
        states = []
        play(host, [player], 10, until=lambda: (states.append(player.status.state) or
                                                 "retrying" in states and
                                                 player.status.state == "joined"))
        play(host, [player], 30)
        assert player.mirror.final is not None and player.mirror.seat == 0
        assert len(message_fields(player, "sync")) >= 2  # its view again after the drop
    finally:
        player.close()
        host.close()
