"""The post-game analysis on the results screen: it runs in a background process
while the screen keeps drawing frames, shows its progress, then the charts; a click on a
turning point opens that position in the replay viewer; leaving stops the work."""

import sys
import time
import types

import pygame
import pytest

from engines.ai import decide, decision_seed
from engines.core import Seat
from scenes.game_start import start_new_game
from scenes.navigator import Navigator
from scenes.screens.results import ResultsScene
from shell.app import App
from shell.language import i18n
from shell.store.settings import Settings


def finished_table(app, game="aton", seed=4):
    app.settings.animation_speed = 0.0
    scene = start_new_game(app, game, seats=[Seat("Ann", "human"), Seat("Bot", "easy")],
                           seed=seed, autosave=False)
    app.step([])
    state = scene.state
    while not state.is_over():
        seat = state.to_move()
        ply = len(scene.session.replay.actions)
        scene.session.apply(decide(state, seat, "easy", decision_seed(seed, ply, seat), game))
    scene.results_shown = True  # the test shows the results itself
    scene.refresh()
    return scene


def show_results(app, table, iterations=4):
    results = ResultsScene(app, table)
    results.analysis_iterations = iterations
    app.scenes.push(results)
    return results


@pytest.mark.processes
def test_the_results_screen_draws_frames_while_the_analysis_runs(app):
    table = finished_table(app)
    results = show_results(app, table, iterations=30)  # long enough to watch on a quiet machine
    assert results.job is not None and results.job.process is not None, "a worker process"
    frames = []
    progress_seen = set()
    deadline = time.monotonic() + 180
    while results.analysis is None and time.monotonic() < deadline:
        frames.append(app.step([]))
        progress_seen.add(results.job.progress[0])
    assert results.analysis is not None, "the analysis finished"
    assert len(frames) > 5, "the screen kept drawing while the analysis ran"
    assert len(progress_seen) >= 2, "the progress bar advanced"
    # (the frame time itself is a benchmark figure: tests/bench/bench_results_frames.py)
    app.step([])
    assert 1 <= len(results.rings) <= 3
    assert results.analysis.scores[-1] == list(table.state.scores())


def test_a_click_on_a_turning_point_opens_it_in_the_replay_viewer(app, monkeypatch):
    table = finished_table(app, "imhotep", seed=2)
    # enough iterations for a duel to tell two steps apart beyond the noise across seeds
    results = show_results(app, table, iterations=30)
    deadline = time.monotonic() + 180
    while results.analysis is None and time.monotonic() < deadline:
        app.step([])
    app.step([])
    opened = []
    viewer = types.ModuleType("scenes.replay")
    viewer.open_replay = lambda app, replay, at_action=None, seat=None: opened.append(
        (replay, at_action, seat))
    monkeypatch.setitem(sys.modules, "scenes.replay", viewer)
    number, rect, point = results.rings[0]
    click = pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=rect.center)
    results.handle_event(click)
    assert opened == [(table.session.replay, point.ply, point.seat)]


@pytest.mark.processes
def test_leaving_the_results_stops_the_analysis(app):
    table = finished_table(app)
    results = show_results(app, table, iterations=400)
    app.step([])
    process = results.job.process
    results.on_button(results.table_button)
    assert app.scenes.top is table
    process.join(timeout=5)
    assert not process.is_alive()


def test_a_cancelled_analysis_thread_stops_at_its_next_decision(app):
    """Where no process can be used the analysis runs in a thread; leaving the results stops
    it too (it used to go on searching the whole game in the app's process)."""
    from shell.workers.analysis_job import AnalysisJob

    table = finished_table(app)
    job = AnalysisJob(table.session.replay, use_process=False, iterations=400)
    deadline = time.monotonic() + 30
    while job.progress[0] == 0 and time.monotonic() < deadline:
        job.poll()
        time.sleep(0.01)
    assert job.progress[0] >= 1 and job.thread.is_alive()
    job.cancel()
    job.thread.join(timeout=60)
    assert not job.thread.is_alive()
    assert job.result is None and job.failed == "cancelled"
    after = job._take()  # what the thread sent after the cancel: at most the decision under way
    assert len(after) <= 1 and all(message[0] == "progress" for message in after)


@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
def test_larger_text_leaves_room_beside_the_tabs_labels(lang, tmp_path):
    """At 200% the results' tabs (one part at a time) keep at least half a line of room on
    each side of their labels: «Punkty wg kategorii» filled its tab edge to edge."""
    i18n.set_language(lang)
    app = App(Settings(language=lang, text_size=200), settings_path=tmp_path / "s.json",
              size=(1280, 720), navigator=Navigator())
    try:
        table = start_new_game(app, "archaeology", players=2, seed=6, pre_moves=100000,
                               autosave=False)
        results = ResultsScene(app, table)
        app.scenes.push(results)
        app.step([])
        if results.job is not None:
            results.job.cancel()
        assert len(results.tabs) == 3
        for button in results.tabs:
            width, height = button.font.size(button.text)
            assert button.rect.w - width >= height, (button.text, button.rect.w, width)
    finally:
        app.shutdown()
        i18n.set_language("en")
