"""The replay viewer: a live bot game of each kind is recorded (every seat's
observation and the log after each move); the viewer steps through the whole game forward
and back and shows, at every step and from every seat, the same observation and the same
log as the live table did. The viewer is read-only (no drags, buttons, bots, autosave or
results) and opens saves from the Load screen."""

import threading
import time

import pygame
import pytest

from engines.core import Replay, Seat
from scenes.game_start import start_new_game
from scenes.replay import open_replay, open_replay_file
from scenes.replay.timeline import SNAPSHOT_EVERY, Timeline
from shell.store import finished, saves
from shell.store.finished import finished_dir
from shell.store.stats import StatsStore
from tests.toy import every_game

GAMES = every_game()  # the registry's games and the toy (tests/toy)


def play_live(app, game, seed=11, kinds=("random", "random")):
    """A live table game of bots to its end: after each move, every seat's observation
    and the table's log lines."""
    app.use_bot_process = False
    app.settings.animation_speed = 0.0
    seats = [Seat(f"Bot {k + 1}", kind) for k, kind in enumerate(kinds)]
    table = start_new_game(app, game, seats=seats, seed=seed, autosave=False)
    record = []

    def snapshot():
        state = table.state
        record.append(([state.observation(s) for s in range(len(seats))],
                       list(table.log.lines)))
    snapshot()
    deadline = time.monotonic() + 120
    while not table.state.is_over():
        moves = len(table.session.replay.actions)
        table.update(0.05)
        if len(table.session.replay.actions) != moves:
            assert len(table.session.replay.actions) == moves + 1
            snapshot()
        else:
            time.sleep(0.001)
        assert time.monotonic() < deadline, "the live game did not finish"
    table.update(0.05)  # the results (and the statistics) follow the end
    finished.flush()  # recorded in the background
    return table, record


def with_a_human(replay):
    """The same game with its first seat a person (who never moves by themselves)."""
    return Replay(replay.game, dict(replay.options),
                  [Seat("Ann", "human"), *replay.seats[1:]], replay.seed, list(replay.actions))


@pytest.mark.parametrize("game", GAMES)
def test_the_viewer_shows_what_the_live_game_showed_forward_and_back(app, game):
    table, record = play_live(app, game)
    replay = table.session.replay
    total = len(replay.actions)
    assert len(record) == total + 1
    viewer = open_replay(app, replay, at_action=0, seat=0)
    seats = len(replay.seats)

    def check(k):
        assert viewer.position == k
        assert viewer.state.observation(0) is not None
        for seat in range(seats):
            viewer.set_view(seat)
            assert viewer.obs == record[k][0][seat], (game, k, seat)
        assert viewer.log.lines == record[k][1], (game, k)

    check(0)
    for k in range(1, total + 1):  # forward, one move at a time (played, animated)
        viewer.command("forward")
        check(k)
    for k in range(total - 1, -1, -1):  # back, one move at a time (from snapshots)
        viewer.command("back")
        check(k)
    assert viewer.timeline.finished
    assert app.scenes.top is viewer


@pytest.mark.parametrize("game", GAMES)
def test_a_finished_live_game_is_recorded_and_opens_in_the_viewer(app, game):
    table, _record = play_live(app, game, seed=5)
    kept = list(finished_dir().glob(f"{game}-*.json"))
    assert len(kept) == 1
    assert saves.read_replay(kept[0]).actions == table.session.replay.actions
    assert StatsStore().records() == []  # bots alone: kept, but not a statistic
    assert open_replay_file(app, kept[0]) is None
    assert app.scenes.top.timeline.replay.actions == table.session.replay.actions


def test_jumps_to_rounds_start_and_end(app):
    table, record = play_live(app, "imhotep")
    viewer = open_replay(app, table.session.replay, at_action=0, seat=1)
    marks = viewer.timeline.marks
    assert len(marks) >= 6  # six rounds
    viewer.command("stage_forward")
    assert viewer.position == marks[1]
    assert viewer.timeline.stages[marks[1]] == ("round", 2)
    assert viewer.obs == record[marks[1]][0][1]
    viewer.command("end")
    assert viewer.position == len(viewer.timeline) and viewer.state.is_over()
    viewer.command("stage_back")
    assert viewer.position == marks[-1]
    viewer.command("start")
    assert viewer.position == 0 and viewer.obs == record[0][0][1]


def test_open_replay_at_an_action_and_seat_for_the_analysis(app):
    table, record = play_live(app, "aton")
    k = len(record) // 2
    viewer = open_replay(app, table.session.replay, at_action=k, seat=1)
    assert (viewer.position, viewer.viewer) == (k, 1)
    app.step([])
    assert viewer.obs == record[k][0][1]
    assert viewer.drawn_viewer == 1


def test_the_viewer_is_read_only(app, tmp_path):
    table, _record = play_live(app, "archaeology")
    replay = with_a_human(table.session.replay)
    before = sorted(p.name for p in saves.saves_dir().glob("*"))
    viewer = open_replay(app, replay, at_action=3, seat=0)
    requests = []
    worker = app.bot_worker()
    real_request = worker.request
    worker.request = lambda *a, **k: requests.append(a) or real_request(*a, **k)
    for _ in range(5):
        app.step([])
    assert viewer.covered_for is None and viewer.cover_showing is False
    assert viewer.interaction.bindings == [] or not viewer.interaction.bindings
    assert viewer.choice_buttons == {}
    assert requests == []  # no bot thinks in the viewer
    assert viewer.position == 3 and len(viewer.session.replay.actions) == 3
    viewer.command("end")
    for _ in range(3):
        app.step([])
    assert app.scenes.top is viewer  # no results screen over the viewer
    assert sorted(p.name for p in saves.saves_dir().glob("*")) == before  # no autosave


def test_keys_step_and_change_the_view(app):
    table, record = play_live(app, "pyramids")
    viewer = open_replay(app, table.session.replay, at_action=0, seat=0)
    app.step([])

    def key(k):
        app.step([pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")])
    key(pygame.K_RIGHT)
    key(pygame.K_RIGHT)
    assert viewer.position == 2
    key(pygame.K_LEFT)
    assert viewer.position == 1
    key(pygame.K_2)
    assert viewer.viewer == 1 and viewer.obs == record[1][0][1]
    key(pygame.K_v)  # after the last seat, a finished game shows all cards open
    assert viewer.all_open
    key(pygame.K_v)
    assert viewer.viewer == 0 and not viewer.all_open
    key(pygame.K_ESCAPE)
    assert app.scenes.top is not viewer


def test_stepping_back_starts_from_a_snapshot_not_the_beginning(app, monkeypatch):
    table, _record = play_live(app, "archaeology")
    timeline = Timeline(table.session.replay)
    applied = []
    real = type(timeline.final).apply

    caller = threading.get_ident()

    def counting(state, action):
        if threading.get_ident() == caller:  # the results' analysis plays in its own thread
            applied.append(action)
        return real(state, action)
    monkeypatch.setattr(type(timeline.final), "apply", counting)
    timeline.state_at(len(timeline) - 1)
    assert len(applied) < SNAPSHOT_EVERY


def test_a_tampered_replay_is_refused_with_its_reason(app, tmp_path):
    table, _record = play_live(app, "imhotep")
    replay = table.session.replay
    replay.actions[4] = ("no_such_action",)
    path = tmp_path / "bad.json"
    saves.save_replay(replay, path)
    problem = open_replay_file(app, path)
    assert problem is not None and "bad.json" in problem


def test_the_load_screen_opens_a_save_in_the_viewer(app):
    from scenes.screens.load import LoadScene

    table, _record = play_live(app, "aton")
    saves.save_replay(with_a_human(table.session.replay), saves.new_save_path("aton"))
    load = LoadScene(app)
    app.scenes.push(load)
    app.step([])
    load.selected = 0
    load.on_button(load.replay_button)
    top = app.scenes.top
    assert top is not load and top.read_only and top.position == 0


@pytest.mark.parametrize("size", ((1024, 640), (2560, 1440)))
def test_the_viewer_survives_resize_and_a_language_change(app, size):
    from shell.language import i18n

    table, record = play_live(app, "archaeology")
    viewer = open_replay(app, table.session.replay, at_action=20, seat=1)
    app.step([])
    app._on_resize(*size)
    app.step([])
    screen = pygame.Rect((0, 0), size)
    assert all(screen.contains(button.rect) for button in viewer.replay_buttons)
    assert screen.contains(viewer.buttons.menu.rect)
    lines = list(viewer.log.lines)
    i18n.set_language("ru")
    app.scenes.language_changed()
    app.step([])
    assert viewer.position == 20 and viewer.obs == record[20][0][1]
    assert len(viewer.log.lines) == len(lines) and viewer.log.lines != lines
    assert viewer.view_button.text.startswith("Вид")


@pytest.mark.parametrize("game", ("archaeology", "aton"))
def test_all_cards_open_in_a_finished_game_shows_every_seats_hand(app, game):
    from scenes.replay.open_cards import open_rows

    table, record = play_live(app, game)
    k = next(k for k in range(len(record) // 2, len(record))  # somebody holds cards
             if all(record[k][0][seat]["hand"] for seat in range(2)))
    viewer = open_replay(app, table.session.replay, at_action=k, seat=0)
    app.step([])
    plain = app.surface.copy()
    viewer.command("view")
    assert not viewer.all_open and viewer.viewer == 1
    viewer.command("view")  # after the last seat: all cards open
    assert viewer.all_open
    app.step([])
    hands = [row.items for row in open_rows(viewer) if row.seat is not None]
    expected = [record[k][0][seat]["hand"] for seat in range(2)]
    if game == "archaeology":
        expected = [sorted(c for c, n in hand.items() for _i in range(n)) for hand in expected]
    assert [sorted(h) for h in hands] == [sorted(h) for h in expected]
    band = viewer.table_rect.inflate(-40, 0)
    band.height = 30
    band.bottom = viewer.table_rect.bottom - 20  # the band of hands lies over the table
    assert any(app.surface.get_at(p) != plain.get_at(p)
               for p in [(x, band.centery) for x in range(band.x, band.right, 8)])
    assert "all cards open" in viewer.prompt() and viewer.prompt_text == viewer.prompt()
    viewer.command("view")
    assert not viewer.all_open and viewer.viewer == 0


@pytest.mark.parametrize("game", GAMES)
def test_all_cards_open_is_not_offered_in_an_unfinished_game(app, game):
    table, _record = play_live(app, game)
    replay = table.session.replay
    replay.actions = replay.actions[:min(40, len(replay.actions) // 2)]  # (a short game: half)
    viewer = open_replay(app, replay, seat=1)  # at the last move there is
    assert not viewer.can_open_all
    for _k in range(3):
        viewer.command("view")
        viewer.command("all")
        assert not viewer.all_open
    app.step([])


def hidden_truth(game, state) -> dict:
    """What was hidden at the end of the game, read from the engine's state."""
    if game == "imhotep":
        return {"Market deck, top card first": state.deck[::-1],
                "Face-down pair": list(state.pair),
                "Round cards not turned": state.round_deck[::-1],
                "Round card removed at the start": [state.round_removed]}
    if game == "pyramids":
        return {f"Stack {k + 1}, under the top": st[:-1][::-1]
                for k, st in enumerate(state.stacks)}
    if game == "archaeology":
        from engines.archaeology.cards import TREASURES

        names = dict(enumerate(TREASURES)) | {len(TREASURES): "thief",
                                              len(TREASURES) + 1: "sandstorm"}
        truth = {f"Bot {s + 1}": [TREASURES[t] for t, n in enumerate(state.hands[s])
                                  for _k in range(n)] for s in range(2)}
        truth["Dig deck, top card first"] = [names[c] for c in state.deck[::-1]]
        for k, name in enumerate(("Small chamber", "Medium chamber", "Large chamber")):
            if not state.explored[k]:
                truth[name] = [TREASURES[t] for t, n in enumerate(state.chambers[k])
                               for _k in range(n)]
        return truth
    truth = {}
    for s in range(2):
        truth[f"Bot {s + 1}"] = list(state.hands[s])
        if not state.revealed:
            truth[f"Bot {s + 1}: face-down cards"] = [v for v in state.assigned[s] if v]
        truth[f"Bot {s + 1}: deck, top card first"] = state.decks[s][::-1]
    return truth


def is_hand(label: str) -> bool:
    return label.startswith("Bot ") and ":" not in label


@pytest.mark.parametrize("game", ("imhotep", "pyramids", "archaeology", "aton"))
def test_all_cards_open_at_the_end_shows_everything_that_was_hidden(app, game):
    from scenes.replay.open_cards import open_rows

    table, _record = play_live(app, game)
    viewer = open_replay(app, table.session.replay, seat=0)  # the end of the game
    app.step([])
    plain = app.surface.copy()
    viewer.command("all")
    assert viewer.all_open
    app.step([])
    shown = {row.label: row.items for row in open_rows(viewer)}
    truth = {label: items for label, items in hidden_truth(game, table.state).items()
             if items or is_hand(label)}
    assert set(shown) == set(truth)
    for label, items in truth.items():
        if is_hand(label):  # a hand has no order
            assert sorted(shown[label]) == sorted(items), label
        else:
            assert shown[label] == items, label
    hidden = sum(len(items) for items in truth.values())
    if game != "archaeology":  # the others always end with something still hidden
        assert hidden > 0
    if hidden:
        area = viewer.table_rect.inflate(-60, -60)
        assert any(app.surface.get_at(p) != plain.get_at(p)
                   for p in [(x, area.bottom - 30) for x in range(area.x, area.right, 8)])
    viewer.go_to(0)  # the start of a finished game: the deck as it was dealt
    at_start = {row.label: row.items for row in open_rows(viewer)}
    assert sum(len(items) for items in at_start.values()) > hidden
