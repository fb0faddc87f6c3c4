"""The bot worker survives its own death and never outlives the app."""

import os
import signal
import time

import pytest

from engines import get_engine
from shell import notices
from shell.workers.bot_worker import BotFailed, BotWorker
from tests.shell.processes import PROC, descendants, killed, start_parent, still_running_after


def wait_for(worker, timeout=30.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        result = worker.poll()
        if result is not None:
            return result
        time.sleep(0.01)
    raise AssertionError("no decision in time")


@pytest.fixture
def worker():
    bot = BotWorker()
    yield bot
    bot.shutdown()


def a_state():
    engine = get_engine("imhotep")
    return engine.new_game(2, None, 5)


def test_a_killed_worker_is_replaced_and_the_move_recomputed(worker):
    state = a_state()
    notices.take()
    worker.request("imhotep", state, state.to_move(), "hard", 1, key="a")
    worker.worker.process.kill()  # SIGKILL on POSIX, TerminateProcess on Windows
    key, action = wait_for(worker)
    assert key == "a" and action in state.legal_actions()
    assert worker.replacements == 1
    assert any("worked out again" in text for text, _error in notices.take())


@pytest.mark.skipif(not hasattr(signal, "SIGSTOP"), reason="freezing a process needs SIGSTOP")
def test_a_hung_worker_is_replaced_after_its_cap(worker):
    state = a_state()
    worker.request("imhotep", state, state.to_move(), "easy", 1, key=1)
    os.kill(worker.worker.pid, signal.SIGSTOP)  # frozen: alive but never answers
    worker.cap = 0.3
    deadline = time.monotonic() + 10
    while worker.replacements == 0 and time.monotonic() < deadline:
        assert worker.poll() is None
        time.sleep(0.05)
    assert worker.replacements == 1
    worker.cap = 60.0  # the new worker's start-up is not a hang
    key, action = wait_for(worker)
    assert key == 1 and action in state.legal_actions()


def test_a_worker_that_keeps_dying_gives_up_with_botfailed(worker):
    state = a_state()
    worker.request("imhotep", state, state.to_move(), "hard", 1, key=1)
    with pytest.raises(BotFailed):
        for _attempt in range(10):
            worker.worker.process.kill()
            worker.worker.process.join(5)
            worker.poll()
    assert not worker.busy


def test_cancel_drops_a_thinking_bot_at_once(worker):
    state = a_state()
    worker.request("imhotep", state, state.to_move(), "hard", 1, key=1)
    old = worker.worker
    worker.cancel()
    # killed, not awaited: the hard decision never finished, a new worker stands in
    assert killed(old.process)
    assert not worker.busy and worker.worker.pid != old.pid
    worker.request("imhotep", state, state.to_move(), "easy", 2, key=2)
    assert wait_for(worker)[0] == 2


APP_STAND_IN = """
import sys, time
from engines import get_engine
from shell.workers.bot_worker import BotWorker
if __name__ == "__main__":
    state = get_engine("imhotep").new_game(2, None, 5)
    worker = BotWorker()
    worker.request("imhotep", state, state.to_move(), "easy", 1, key=0)
    while worker.poll() is None:
        time.sleep(0.01)
    worker.request("imhotep", state, state.to_move(), "hard", 1, key=1)
    print("ready", flush=True)
    time.sleep(120)
"""


@pytest.mark.skipif(not PROC, reason="needs /proc")
def test_kill_9_of_the_app_leaves_no_worker_or_resource_tracker(tmp_path):
    app = start_parent(tmp_path, APP_STAND_IN)
    try:
        assert app.stdout.readline().strip() == "ready"
        helpers = descendants(app.pid)
        assert helpers, "the worker process should be running"
        app.kill()  # kill -9
        app.wait(10)
        assert not still_running_after(helpers, 10)
    finally:
        if app.poll() is None:
            app.kill()


def test_without_processes_a_thread_decides_and_cancel_drops_the_stale_answer():
    bot = BotWorker(use_process=False)
    try:
        state = a_state()
        bot.request("imhotep", state, state.to_move(), "easy", 1, key="old")
        bot.cancel()
        assert not bot.busy and bot.poll() is None
        bot.request("imhotep", state, state.to_move(), "easy", 2, key="new")
        key, action = wait_for(bot)
        assert key == "new" and action in state.legal_actions()
    finally:
        bot.shutdown()


def test_a_bot_that_raises_is_reported_as_botfailed(worker):
    state = a_state()
    worker.request("imhotep", state, state.to_move(), "no-such-level", 1, key=1)
    with pytest.raises(BotFailed, match="level"):
        wait_for(worker)
    assert worker.replacements == 0  # the worker itself is fine and stays
