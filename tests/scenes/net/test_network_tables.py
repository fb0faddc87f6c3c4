"""The screens of a table over the network, driven like a player would: a table hosted from
the setup screen, its lobby, the hosted table with a remote seat played from another app,
the join screen, a joined seat's table to the end of the game and its results; an away
player's seat given to a bot; a save of a hosted game continued in a lobby."""

import random
import time

import pygame
import pytest

from engines import get_engine
from engines.core import Replay, Seat
from scenes.net.host_table import HostTable
from scenes.net.join import JoinScene
from scenes.net.lobby import LobbyScene
from scenes.net.remote_table import RemoteTable
from scenes.screens.results import ResultsScene
from scenes.screens.setup import SetupScene
from shell.net.headless import HeadlessClient, HeadlessHost
from shell.net.hosting import Hosting
from shell.play.session import GameSession
from shell.store import saves
from tests.shell.net.loopback import quick_limits, replay_of


def quick(app) -> None:
    app.use_bot_process = False
    app.settings.animation_speed = 0.0


def until(test, step, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while not test():
        step()
        time.sleep(0.001)
        assert time.monotonic() < deadline, "not in time"


@pytest.mark.slow  # a whole game at a real table, a refresh a move: about 5 s
def test_a_table_hosted_from_the_setup_screen_is_played_to_its_results(app):
    quick(app)
    setup = SetupScene(app, "imhotep")
    setup.model.players = 2
    app.scenes.push(setup)
    app.step([])
    setup.model.kinds[:2] = ["human", "remote"]
    setup.on_dropdown(setup.kind_menus[1], "remote")
    assert setup.start_button.text == "Host the table"
    setup.start()
    lobby = app.scenes.top
    assert isinstance(lobby, LobbyScene)
    hosting = lobby.hosting
    assert not lobby.start_button.is_enabled  # the remote seat is not taken yet
    remote = HeadlessClient("127.0.0.1", hosting.port, hosting.code, "Remy", seed=2)
    try:
        until(hosting.ready, lambda: (lobby.update(0.05), remote.step()))
        lobby.update(0.05)
        assert lobby.start_button.is_enabled
        lobby.on_button(lobby.start_button)
        table = app.scenes.top
        assert isinstance(table, HostTable)
        assert table.session.name(1) == "Remy" and table.session.is_remote(1)
        rng = random.Random(3)

        def step():
            remote.step()
            if table.human_to_move:
                table.play(rng.choice(table.state.legal_actions()))
            table.update(0.05)

        until(lambda: isinstance(app.scenes.top, ResultsScene) and remote.done, step, 60)
        results = app.scenes.top
        assert not results.again_button.visible  # a new game is hosted anew
        assert remote.mirror.final is not None
        assert remote.mirror.final.actions == table.session.replay.actions
    finally:
        remote.close()
        app.scenes.reset(setup)  # the hosted table closes with its scene
    assert hosting.closed


def test_a_seat_joined_from_the_join_screen_plays_to_the_results(app):
    quick(app)
    host = HeadlessHost(replay_of("imhotep", ["human", "remote", "random"]),
                        limits=quick_limits())
    join = JoinScene(app, browse=False)
    app.scenes.push(join)
    app.step([])
    try:
        join.fields.update(address=f"127.0.0.1:{host.port}", code=host.code.lower(),
                           name="Zoe")
        join.join()
        until(lambda: isinstance(app.scenes.top, RemoteTable),
              lambda: (host.step(), join.update(0.05)))
        table = app.scenes.top
        assert table.mirror.seat == 1 and table.session.is_human(1)
        assert not table.session.is_human(0) and table.session.is_remote(0)
        assert table.session.name(1) == "Zoe"
        table.session.count_hint(1)  # Zoe asked for a hint: her statistics count it
        rng = random.Random(5)
        moves = 0

        def step():
            nonlocal moves
            host.step()
            table.update(0.05)
            if table.human_to_move and not table.pending:
                assert table.play(rng.choice(table.state.legal_actions()))
                moves += 1

        until(lambda: isinstance(app.scenes.top, ResultsScene), step, 60)
        assert moves > 5 and host.over
        assert isinstance(table.session, GameSession)  # the whole game, at its end
        assert [s.kind for s in table.session.replay.seats] == ["remote", "human", "random"]
        assert table.session.replay.actions == host.session.replay.actions
        assert table.session.replay.hints == [0, 1, 0] and table.hints_used == 1
    finally:
        host.close()


def test_a_move_refused_by_the_table_says_why_and_an_undo_goes_to_the_host(app):
    quick(app)
    host = HeadlessHost(replay_of("imhotep", ["remote", "random"], seed=4),
                        limits=quick_limits())
    try:
        table = joined_table(app, host)
        assert not table.play(("sail", 99, "nowhere"))  # not among the legal actions
        assert table.toast.visible
        ply = table.mirror.ply
        assert table.play(table.state.legal_actions()[0])
        until(lambda: table.mirror.ply > ply and not table.pending,
              lambda: (host.step(), table.update(0.05)))
        # the bot has replied and it is this seat's turn again: nothing moves meanwhile (an
        # undo asked while a reply is on its way would be refused as stale)
        until(lambda: table.human_to_move and not table.pending,
              lambda: (host.step(), table.update(0.05)))
        assert table.session.can_undo(0)  # nothing was revealed since its move
        before = host.session.ply
        table.undo()
        until(lambda: host.session.ply < before, lambda: (host.step(), table.update(0.05)))
        until(lambda: table.mirror.ply == host.session.ply,
              lambda: (host.step(), table.update(0.05)))
        assert table.mirror.ply == ply  # its move and the bot's reply taken back
    finally:
        app.scenes.reset(JoinScene(app, browse=False))
        host.close()


def joined_table(app, host: HeadlessHost) -> RemoteTable:
    """The join screen joins `host`'s table; its seat's table once it is this seat's turn."""
    join = JoinScene(app, browse=False)
    app.scenes.push(join)
    join.fields.update(address=f"127.0.0.1:{host.port}", code=host.code, name="Zoe")
    join.join()
    until(lambda: isinstance(app.scenes.top, RemoteTable),
          lambda: (host.step(), join.update(0.05)))
    table = app.scenes.top
    app.step([])
    until(lambda: table.human_to_move, lambda: (host.step(), table.update(0.05)))
    return table


def test_a_move_refused_before_it_is_sent_says_the_engines_reason(app):
    """The reason a table of one screen gives, not a plain one (worked out from the seat's
    own view of the position the host sent)."""
    quick(app)
    host = HeadlessHost(replay_of("imhotep", ["remote", "random"], seed=4),
                        limits=quick_limits())
    try:
        table = joined_table(app, host)
        legal = table.state.legal_actions()
        near = [action[:at] + (value + 1,) + action[at + 1:] for action in legal
                for at, value in enumerate(action) if value.__class__ is int]
        reasons = {action: host.session.why_illegal(action) for action in near
                   if action not in legal}
        told = {action: reason for action, reason in reasons.items()
                if reason not in (None, "that is not possible now")}
        assert told  # moves the engine refuses with a reason of its own
        shown: list[str] = []
        table.refused = shown.append  # type: ignore[method-assign]
        for action, reason in told.items():
            assert not table.play(action)
            assert shown[-1] == reason
            assert table.session.why_illegal(action) == reason  # a drop's reason too
            assert table.view.refusal_after((), action) == reason  # a view's preview too
        assert not table.pending  # nothing was sent
        # Ctrl+C copies the same view of the position: the seat's own, as the host wrote it
        assert table.written_position() == table.mirror.position
        assert table.written_position().endswith((" seen=0", " seen=-"))
    finally:
        app.scenes.reset(JoinScene(app, browse=False))
        host.close()


def test_a_joined_seat_asks_for_a_hint_and_follows_it_step_by_step(app, monkeypatch):
    """The Hint at a joined seat: worked out in this app's bot worker from the seat's own
    view of the position; a legal move for its seat with a reason, counted, and still shown
    after its first step comes back from the host."""
    from engines.ai import hint as hint_search
    from engines.ai.budget import Budget
    from scenes.kit.hint_ghosts import hint_line

    quick(app)
    monkeypatch.setattr(hint_search, "hint_search_level",
                        lambda game: ("hard", Budget(iterations=120)))  # a quick search
    host = HeadlessHost(replay_of("pyramids", ["remote", "random"], seed=6),
                        limits=quick_limits())
    try:
        table = joined_table(app, host)
        assert table.buttons.hint.is_enabled
        app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h")])
        until(lambda: table.hints.current() is not None, lambda: (host.step(), app.step([])))
        hint = table.hints.current()
        assert hint is not None and hint.action in table.mirror.legal
        assert table.hints.ghost_rects, "the hinted move glows on the table"
        assert hint_line(hint).count("—") == 1 and "%" in hint_line(hint)
        assert table.session.hints_used(0) == 1
        steps = hint.move_steps
        assert len(steps) > 1  # a domino taken, then laid
        ply = table.mirror.ply
        assert table.play(steps[0])
        until(lambda: table.mirror.ply > ply and not table.pending,
              lambda: (host.step(), app.step([])))
        following = table.hints.current()
        assert following is not None and following.action == steps[1]
    finally:
        app.scenes.reset(JoinScene(app, browse=False))
        host.close()


def test_an_away_players_seat_is_given_to_a_bot_and_back(app):
    quick(app)
    replay = Replay("imhotep", get_engine("imhotep").spec.resolve_options(None),
                    [Seat("Remy", "remote"), Seat("Anna", "human")], 7)
    hosting = Hosting(replay, port=0, bind="127.0.0.1", announce=False, limits=quick_limits())
    lobby = LobbyScene(app, replay, hosting)
    app.scenes.push(lobby)
    remote = HeadlessClient("127.0.0.1", hosting.port, hosting.code, "Remy", autoplay=False)
    try:
        until(hosting.ready, lambda: (lobby.update(0.05), remote.step()))
        lobby.start_game()
        table = app.scenes.top
        assert isinstance(table, HostTable)
        app.step([])
        remote.close()  # the player's app goes: the seat is away
        until(lambda: not hosting.roster.present_remote(), lambda: table.update(0.05))
        until(lambda: table.state.to_move() == 0, lambda: (
            table.human_to_move and table.play(table.state.legal_actions()[0]),
            table.update(0.05)))
        table.refresh()
        assert "away" in table.prompt()
        (offer,) = table.offers
        assert "bot" in offer.text
        ply = table.session.ply
        table.on_button(offer)
        assert table.session.bot_level(0) == "easy"
        assert "(away" not in table.row_detail(0) and "Away" in table.row_detail(0)
        until(lambda: table.session.ply > ply, lambda: table.update(0.05))  # the bot plays it
    finally:
        app.scenes.reset(lobby)
    assert hosting.closed


def test_a_saved_hosted_game_goes_on_in_a_lobby_with_its_names(app, tmp_path):
    quick(app)
    from scenes.screens.load import open_saved_game

    replay = replay_of("aton", ["human", "remote"])
    replay.seats[1].name = "Remy"
    session = GameSession(replay, autosave=False)
    for _i in range(3):
        session.apply(session.state.legal_actions()[0])
    path = tmp_path / "hosted.json"
    saves.save_replay(session.replay, path)
    app.scenes.push(JoinScene(app, browse=False))  # any screen under it
    assert open_saved_game(app, path) is None
    lobby = app.scenes.top
    try:
        assert isinstance(lobby, LobbyScene) and lobby.hosting.roster.names_fixed
        assert len(lobby.replay.actions) == 3
        remote = HeadlessClient("127.0.0.1", lobby.hosting.port, lobby.hosting.code, "remy")
        until(lambda: remote.mirror.seat is not None, lambda: (lobby.update(0.05),
                                                               remote.step()))
        assert lobby.hosting.roster.names() == ["human0", "Remy"]  # the save's names
        assert remote.mirror.seat == 1  # Remy's own seat
        lobby.start_game()
        table = app.scenes.top
        assert isinstance(table, HostTable) and table.session.ply == 3
        until(lambda: remote.mirror.synced, lambda: (table.update(0.05), remote.step()))
        assert remote.mirror.ply == 3  # the game goes on where it was saved
        remote.close()
    finally:
        app.scenes.reset(JoinScene(app, browse=False))


def test_the_menu_offers_to_join_a_table(app):
    from scenes.screens.menu import MenuScene

    menu = MenuScene(app)
    app.scenes.push(menu)
    app.step([])
    (button,) = [b for b, key in menu.buttons.items() if key == "join"]
    menu.on_button(button)
    assert isinstance(app.scenes.top, JoinScene)
    app.scenes.top.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE,
                                                   mod=0, unicode=""))
    assert app.scenes.top is menu
