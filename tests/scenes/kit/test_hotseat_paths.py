"""Every other way a position reaches the screen keeps to what its viewer may see: the hint
(asked only by the seat at the screen, after its cover, and the same in every world that
seat may believe in), the tooltips (at the table: the same in every world the seat at the
screen may believe in; in a replay of a game not over: in every world any seat may), the
learn-to-play coach, the Load screen's row, the window title, and the results (only after
the end)."""

import copy

import pygame
import pytest

from engines.ai.budget import Budget
from engines.ai.hint import hint
from engines.core import Rng, Seat
from scenes.game_start import start_new_game
from scenes.learn import start_learning
from scenes.replay import open_replay
from scenes.screens.load import LoadScene
from scenes.screens.results import ResultsScene
from shell.store import saves
from tests.scenes.mouse import click
from tests.scenes.replay.test_replay_privacy import played

SECRETS = {"archaeology": {}, "aton": {}, "imhotep": {"market": "B"}}


def key(k, unicode=""):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=unicode, scancode=0)


def hotseat(app, game, seed=4):
    app.settings.animation_speed = 0.0
    app.use_bot_process = False
    return start_new_game(app, game, seats=[Seat("Anna", "human"), Seat("Boris", "human")],
                          seed=seed, options=SECRETS[game], autosave=False)


def other_worlds(state, seat, count=3):
    """Worlds `seat` may believe in: everything it has not seen dealt anew."""
    return [state.determinize(seat, Rng(100 + k)) for k in range(count)]


def tooltips(scene) -> dict:
    return {key: scene.view.tooltip(key) for key in scene.areas}


def in_world(scene, world, read):
    """`read(scene)` with the scene's state swapped for `world` (then put back)."""
    truth = scene.session.state
    scene.session.state = world
    scene.refresh()
    try:
        return read(scene)
    finally:
        scene.session.state = truth
        scene.refresh()


# the hint ------------------------------------------------------------------------------
def test_the_hint_is_asked_only_after_the_cover_for_the_seat_at_the_screen(app, monkeypatch):
    scene = hotseat(app, "archaeology")
    asked = []
    worker = app.bot_worker()
    monkeypatch.setattr(worker, "request", lambda *args, **kw: asked.append(args))
    app.step([])
    assert scene.cover_showing
    app.step([key(pygame.K_h, "h")])
    assert not asked and sum(scene.session.replay.hints) == 0
    seat = scene.covered_for
    click(app, (10, 10))
    assert scene.screen_holder == seat and scene.covered_for is None
    app.step([key(pygame.K_h, "h")])
    assert len(asked) == 1
    _game, state, asker, level, _seed = asked[0]
    assert asker == seat == state.to_move() and level == "hint"


def test_the_hint_is_the_same_in_every_world_its_seat_may_believe_in():
    _replay, state = played("archaeology", ["human", "human"], 6, 25)
    seat = state.to_move()
    budget = Budget(iterations=40)
    shown = hint(state, seat, 9, "archaeology", budget, cap=False).to_json()
    for world in other_worlds(state, seat):
        assert hint(world, seat, 9, "archaeology", budget, cap=False).to_json() == shown


# tooltips ------------------------------------------------------------------------------
@pytest.mark.parametrize("game", SECRETS)
def test_table_tooltips_tell_only_what_the_seat_at_the_screen_sees(app, game):
    scene = hotseat(app, game)
    app.step([])
    checked = 0
    for _move in range(12):
        if scene.state.is_over():
            break
        if scene.cover_showing:
            click(app, (10, 10))
        seat = scene.screen_holder
        shown = tooltips(scene)
        assert any(shown.values())
        for world in other_worlds(scene.state, seat, 2):
            assert in_world(scene, world, tooltips) == shown
            checked += 1
        legal = scene.state.legal_actions()
        scene.play(legal[len(legal) // 2])
        app.step([])
    assert checked >= 10


@pytest.mark.parametrize("game", ("archaeology", "aton"))
def test_replay_tooltips_of_a_game_not_over_tell_nothing_private(app, game):
    replay, state = played(game, ["human", "human"], 5, 30)
    viewer = open_replay(app, replay)
    app.step([])
    shown = tooltips(viewer)
    for seat in range(state.num_players):
        for world in other_worlds(viewer.state, seat, 2):
            assert in_world(viewer, world, tooltips) == shown


# learn to play -------------------------------------------------------------------------
def coached(scene):
    h = scene.coach.highlight
    return scene.coach.text(scene), None if h is None else (
        h.action, h.source, h.target, tuple(h.source_rect or ()), tuple(h.target_rect or ()))


@pytest.mark.parametrize("game", ("archaeology", "aton"))
def test_the_coach_points_the_same_in_every_world_the_learner_may_believe_in(app, game):
    app.settings.animation_speed = 0.0
    app.use_bot_process = False
    scene = start_learning(app, game)
    app.step([])
    checked = 0
    for _frame in range(400):
        if scene.state.is_over() or checked >= 8:
            break
        if scene.coach.highlight is None:
            app.step([])
            continue
        seat = scene.state.to_move()
        shown = coached(scene)
        for world in other_worlds(scene.state, seat, 2):
            kept = copy.copy(scene.coach)
            scene.coach._suggested = None
            assert in_world(scene, world, coached) == shown
            scene.coach = kept
            scene.refresh()
        checked += 1
        scene.play(scene.coach.highlight.action)
        app.step([])
    assert checked >= 8


# the Load screen, the window title, the results ----------------------------------------
@pytest.mark.parametrize("game", SECRETS)
def test_a_load_row_tells_the_same_in_every_world(app, game):
    replay, state = played(game, ["human", "human"], 5, 30, SECRETS[game])
    saves.autosave(replay)
    load = LoadScene(app)
    app.scenes.push(load)
    load.finish_reading()  # the rows' details are read in the background
    app.step([])
    entry = load.entries[0]
    assert "Anna" in load.detail(entry) and entry.progress == saves.progress_message(state)
    for seat in range(state.num_players):
        for world in other_worlds(state, seat, 2):
            assert saves.progress_message(world) == saves.progress_message(state)


def test_the_window_title_names_nothing_of_a_hotseat_game(app):
    scene = hotseat(app, "archaeology")
    for _move in range(20):
        app.step([])
        if scene.cover_showing:
            click(app, (10, 10))
        assert pygame.display.get_caption()[0] == "Nile Table"
        legal = scene.state.legal_actions()
        scene.play(legal[0])


def test_there_are_no_results_before_the_end(app):
    scene = hotseat(app, "archaeology")
    with pytest.raises(ValueError):
        ResultsScene(app, scene)
    for _frame in range(5):
        app.step([])
    assert app.scenes.top is scene and not scene.results_shown
