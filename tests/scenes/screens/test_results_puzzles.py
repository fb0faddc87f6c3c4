"""A finished game's analysis adds its puzzles: the analysis worker makes one of each turning
point a person played, the results screen keeps them in the puzzles file and says how many
are new; a lesson's game makes none."""

import time

from scenes.screens import results as results_screen
from scenes.screens.results import ResultsScene
from shell.store import puzzle_store
from shell.store.puzzle_store import PuzzleStore
from shell.workers import analysis_job
from shell.workers.analysis_job import AnalysisJob
from tests.engines.ai.puzzle_helpers import (
    analysed,
    point_at,
    turning_point_in,
    two_moves,
)
from tests.scenes.screens.test_results_analysis import finished_table


def game_with_a_turning_point():
    replay, state, seat, a, b = two_moves("aton")
    ply = len(replay.actions) - len(b)
    return replay, analysed("aton", [point_at(ply, seat, a, b)]), seat


def test_the_analysis_worker_makes_the_puzzles_of_the_persons_turning_points(monkeypatch):
    replay, analysis, seat = game_with_a_turning_point()
    monkeypatch.setattr(analysis_job, "analyse", lambda *args, **kw: analysis)
    job = AnalysisJob(replay, use_process=False, puzzles=True)
    deadline = time.monotonic() + 30
    while job.poll() is None and job.failed is None and time.monotonic() < deadline:
        time.sleep(0.01)
    assert job.result is not None
    [puzzle] = job.puzzles
    assert puzzle.seat == seat and puzzle.names[seat] == "Ann"
    assert puzzle.position.startswith("aton ")
    without = AnalysisJob(replay, use_process=False)
    while without.poll() is None and time.monotonic() < deadline:
        time.sleep(0.01)
    assert without.result is not None and without.puzzles == []


class Finished:
    """The analysis job of a game whose analysis is done, with its puzzles."""

    def __init__(self, analysis, found):
        self.analysis, self.puzzles = analysis, found
        self.progress, self.failed, self.running = (1, 1), None, False

    def poll(self):
        return self.analysis

    def cancel(self):
        pass


def test_a_finished_analysed_game_adds_its_puzzles(app, monkeypatch):
    table = finished_table(app)
    replay = table.session.replay
    analysis = analysed("aton", [turning_point_in(replay, 0)])
    monkeypatch.setattr(analysis_job, "analyse", lambda *args, **kw: analysis)
    job = AnalysisJob(replay, use_process=False, puzzles=True)
    while job.poll() is None:
        time.sleep(0.01)
    made = []
    monkeypatch.setattr(results_screen, "AnalysisJob", lambda replay, use_process, iterations,
                        puzzles: made.append(puzzles) or Finished(analysis, job.puzzles))
    results = ResultsScene(app, table)
    app.scenes.push(results)
    app.step([])
    assert made == [True], "the results ask for the game's puzzles"
    puzzle_store.flush()
    app.step([])
    assert PuzzleStore().own == job.puzzles
    assert "1 new puzzle" in app.toast.text and "Puzzles" in app.toast.text
    results.on_button(results.table_button)  # the results again: nothing new, nothing said
    app.toast.text = ""
    app.scenes.push(ResultsScene(app, table))
    app.step([])
    puzzle_store.flush()
    app.step([])
    assert len(PuzzleStore().own) == 1 and app.toast.text == ""


def test_a_lessons_game_makes_no_puzzles(app, monkeypatch):
    from scenes.learn import start_learning

    asked = []
    monkeypatch.setattr(results_screen, "AnalysisJob", lambda replay, use_process, iterations,
                        puzzles: asked.append(puzzles) or Finished(None, []))
    lesson = start_learning(app, "aton")
    state = lesson.session.state
    while not state.is_over():  # the lesson's game played to its end, the first move each time
        lesson.session.apply(state.legal_actions()[0])
    results = ResultsScene(app, lesson)
    results.start_analysis()
    assert asked == [False]
