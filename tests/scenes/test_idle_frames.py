"""A screen with nothing moving and no input for a second idles: the app draws a frame each
`IDLE_FRAME` seconds and wakes at once for the next event (shell/app.py); anything that moves
keeps the full frame rate."""

import pygame

from engines.core import Seat
from scenes.game_start import start_new_game
from scenes.kit.warmup import WARM_UP
from scenes.screens.menu import MenuScene
from shell import app as app_module
from shell.app import IDLE_AFTER, IDLE_FRAME


def quiet_for(app, seconds: float) -> None:
    """As if the last input came `seconds` ago."""
    app.last_event -= seconds


def test_the_menu_idles_once_its_warm_up_is_done_and_input_stops(app):
    app.scenes.reset(MenuScene(app))
    app.step([])
    quiet_for(app, IDLE_AFTER + 1)
    assert not app.idle(), "the warm-up is still working a slice a frame"
    WARM_UP.finish(app)
    app.step([])
    assert app.idle()
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0))])
    assert not app.idle(), "an event: full rate again for a second"
    quiet_for(app, IDLE_AFTER + 1)
    app.toast.show("Saved", seconds=2)
    assert not app.idle(), "a toast fades at full rate"


def test_a_table_idles_only_while_a_person_thinks_and_nothing_moves(app):
    table = start_new_game(app, "aton", seats=[Seat("Ann", "human"), Seat("Bot", "easy")],
                           seed=3, autosave=False)
    app.step([])
    quiet_for(app, IDLE_AFTER + 1)
    state = table.state
    assert state.to_move() == 0
    assert app.idle() == (not table.animator.busy)
    while table.animator.busy:
        app.step([])
    quiet_for(app, IDLE_AFTER + 1)
    assert app.idle(), "the person's turn, nothing moving"
    table.session.apply(state.legal_actions()[0])
    table.refresh()
    while state.to_move() == 0:  # Ann's whole move
        table.session.apply(state.legal_actions()[0])
    assert state.to_move() == 1
    assert not app.idle(), "the bot is to move"


def test_idle_frames_wait_for_the_next_event_and_handle_it(app, monkeypatch):
    app.scenes.reset(MenuScene(app))
    WARM_UP.finish(app)
    app.step([])
    quiet_for(app, IDLE_AFTER + 1)
    waits = []
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="", scancode=0)
    later = pygame.event.Event(pygame.KEYUP, key=pygame.K_F1, mod=0, unicode="", scancode=0)
    replies = [pygame.event.Event(pygame.NOEVENT), key]

    def wait(timeout):
        waits.append(timeout)
        return replies.pop(0)

    monkeypatch.setattr(app_module.pygame.event, "wait", wait)
    pygame.event.clear()  # the window's own events of its first frames
    assert app.wait_while_idle() == [], "nothing came within the idle frame"
    pygame.event.post(later)
    assert app.wait_while_idle() == [key, later], "the event that woke it first, in order"
    assert waits == [round(IDLE_FRAME * 1000)] * 2
    app.step([key, later])
    assert app.wait_while_idle() is None, "after an event the frames come at the full rate"


def test_every_kind_of_table_says_whether_it_is_busy(app):
    """App.idle asks the top screen every frame of the real loop: the replay viewer, a
    lesson and a puzzle waiting for the person, and the results idle; a toast does not."""
    from scenes.learn import start_learning
    from scenes.puzzle import open_puzzle
    from scenes.replay import open_replay
    from tests.engines.ai.puzzle_helpers import puzzle_of
    from tests.scenes.screens.test_results_analysis import finished_table, show_results

    table = finished_table(app)
    results = show_results(app, table)
    viewer = open_replay(app, table.session.replay, at_action=3)
    for _ in range(30):
        app.step([])
    quiet_for(app, IDLE_AFTER + 1)
    assert not viewer.animator.busy and app.idle(), "a viewer standing still idles"
    lesson = start_learning(app, "imhotep")
    app.step([])
    assert lesson.session.is_person(lesson.state.to_move())
    assert not lesson.busy(), "the learner's first move, nothing moving"
    puzzle, _state, _a, _b = puzzle_of()
    solving = open_puzzle(app, puzzle)
    app.step([])
    assert not solving.busy(), "the puzzle's move is the person's"
    assert not results.busy(), "the analysis works in its worker; its bar moves at 10 a second"
    results.toast.show("Saved", seconds=2)
    assert results.busy(), "a toast fades at full rate"
