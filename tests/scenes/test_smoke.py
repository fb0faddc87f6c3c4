"""The --smoke run (scenes/smoke.py): real bot moves through the bot worker, with deadlines,
and a failure for any worker error."""

import os

import pytest

from scenes import smoke as smoke_module
from scenes.smoke import SmokeFailure, bot_seats, run_smoke, smoke
from shell.workers.bot_worker import BotWorker


class CountingWorker:
    """The app's real worker, counting the decisions asked of it (its public API only)."""

    def __init__(self, worker):
        self.worker = worker
        self.requests = []

    def request(self, game, state, seat, level, seed, key=None):
        self.requests.append((game, seat, level))
        self.worker.request(game, state, seat, level, seed, key=key)

    def __getattr__(self, name):
        return getattr(self.worker, name)


class BrokenWorker:
    """A worker whose decisions fail (`fail_after` good answers first) or never come."""

    def __init__(self, fail_after=0, silent=False):
        self.inner = BotWorker(use_process=False)
        self.answers = 0
        self.fail_after = fail_after
        self.silent = silent

    def request(self, *args, **kwargs):
        self.inner.request(*args, **kwargs)

    def poll(self):
        if self.silent:
            return None
        if self.answers >= self.fail_after:
            raise RuntimeError("worker died")
        result = self.inner.poll()
        self.answers += result is not None
        return result

    def cancel(self):
        self.inner.cancel()

    def progress(self):
        return self.inner.progress()

    @property
    def pending_key(self):
        return self.inner.pending_key

    def shutdown(self):
        self.inner.shutdown()


@pytest.fixture(autouse=True)
def no_screen_tour(monkeypatch):
    """The tour of the menu screens takes seconds at 60 FPS and has nothing to do with bots
    (tests/scenes/screens/test_shell_scenes.py runs the whole smoke)."""
    monkeypatch.setattr(smoke_module, "visit_screens", lambda app: None)


def use_worker(app, monkeypatch, worker):
    monkeypatch.setattr(app, "bot_worker", lambda: worker)
    monkeypatch.setattr(app, "use_bot_process", False)


def test_every_seat_of_a_smoke_game_is_a_bot():
    from engines import list_engines

    for engine in list_engines():
        seats = bot_seats(engine)
        assert len(seats) == engine.spec.min_players
        assert all(seat.kind == "medium" for seat in seats)


@pytest.mark.processes
def test_smoke_plays_real_bot_moves_through_a_worker_process(app, monkeypatch):
    """On Linux the worker is a spawned process, as in the frozen builds."""
    assert app.use_bot_process
    app.settings.animation_speed = 0.0
    counting = CountingWorker(app.bot_worker())
    monkeypatch.setattr(app, "bot_worker", lambda: counting)
    report = run_smoke(app, games=["imhotep", "aton"], moves=2)
    assert report.bot_moves["imhotep"] >= 2 and report.bot_moves["aton"] >= 2
    assert report.worker_pids and os.getpid() not in report.worker_pids
    asked = [game for game, _seat, level in counting.requests if level == "medium"]
    assert asked.count("imhotep") >= 3 and asked.count("aton") >= 2  # probe + table moves
    assert "bot moves through a worker process: imhotep" in report.summary()


def test_a_worker_error_fails_the_smoke_with_exit_1(app, monkeypatch, capsys):
    use_worker(app, monkeypatch, BrokenWorker())
    with pytest.raises(SmokeFailure, match="the bot worker failed: RuntimeError"):
        run_smoke(app, games=["imhotep"], moves=1)
    app.scenes.stack.clear()
    assert smoke(app) == 1
    assert "smoke FAILED: the bot worker failed" in capsys.readouterr().err


def test_a_worker_that_never_answers_fails_at_the_deadline(app, monkeypatch):
    use_worker(app, monkeypatch, BrokenWorker(silent=True))
    with pytest.raises(SmokeFailure, match="no move within 1 s"):
        run_smoke(app, games=["imhotep"], worker_deadline=1.0)


def test_a_bot_failure_the_table_hides_still_fails_the_smoke(app, monkeypatch):
    """The table logs a failed bot and plays a legal move instead: the smoke fails on the log."""
    app.settings.animation_speed = 0.0
    use_worker(app, monkeypatch, BrokenWorker(fail_after=1))
    with pytest.raises(SmokeFailure, match="logged during the smoke: ERROR scenes.kit.bot_pacing"):
        run_smoke(app, games=["imhotep"], moves=2)


def test_a_game_whose_bots_are_too_slow_fails_at_the_deadline(app, monkeypatch):
    use_worker(app, monkeypatch, BotWorker(use_process=False))
    with pytest.raises(SmokeFailure, match="imhotep: 0 of 3 bot moves in 0 s"):
        run_smoke(app, games=["imhotep"], moves=3, game_deadline=0.0)


@pytest.mark.processes
def test_bots_outside_a_process_fail_when_the_app_uses_one(app, monkeypatch):
    monkeypatch.setattr(app, "bot_worker", lambda: BotWorker(use_process=False))
    monkeypatch.setattr(smoke_module, "worker_pids", lambda: set())
    with pytest.raises(SmokeFailure, match="not think in a worker process"):
        run_smoke(app, games=["imhotep"])
