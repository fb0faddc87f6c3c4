"""Worker processes end within seconds of their parent's `kill -9`, whatever they compute:
the bot worker, the results' analysis, the arena's pool, and a worker stuck in a call that
holds the interpreter lock. Each parent is a throwaway process started by the test."""

import signal
import sys

import pytest

from tests.shell.processes import (
    PROC,
    busy,
    descendants,
    kill_all,
    running,
    start_parent,
    still_running_after,
)

pytestmark = pytest.mark.skipif(not (PROC and hasattr(signal, "SIGKILL")),
                                reason="needs /proc and kill -9")
GRACE_S = 3.0  # the lifeline's poll is 0.25 s; the rest is a loaded machine's slack

BOT_PARENT = """
import os, threading, time
from engines import get_engine
from shell.workers.bot_worker import BotWorker
def answer(worker, state):
    worker.request("imhotep", state, state.to_move(), "easy", 1, key=0)
    while worker.poll() is None:
        time.sleep(0.01)
def start(made, state):
    made.append(BotWorker())
    answer(made[0], state)
if __name__ == "__main__":
    state = get_engine("imhotep").new_game(4, None, 5)
    if STARTER == "main thread":
        worker = BotWorker()
    else:  # started by a thread that ends once the worker is up: no tie to that thread
        made = []
        starter = threading.Thread(target=start, args=(made, state))
        starter.start()
        starter.join()
        worker = made[0]
    answer(worker, state)  # the worker is up
    helper = os.fork()  # a process the app forks later holds copies of the app's pipe ends
    if helper == 0:
        time.sleep(60)
        os._exit(0)
    worker.request("imhotep", state, state.to_move(), "hard", 1, key=1)
    print(worker.worker.pid, helper, worker.replacements, flush=True)
    time.sleep(120)
"""


@pytest.mark.parametrize("starter", ["main thread", "another thread"])
def test_the_bot_worker_ends_with_the_app_mid_decision_though_a_fork_holds_its_pipe(tmp_path,
                                                                                   starter):
    app = start_parent(tmp_path, BOT_PARENT.replace("STARTER", repr(starter)))
    left: list[int] = []
    try:
        worker, helper, replacements = map(int, app.stdout.readline().split())
        left = [worker, helper]
        assert replacements == 0  # the first worker answered (it outlived its starting thread)
        app.kill()  # kill -9 while a Hard bot thinks on a 4-player table
        app.wait(10)
        assert still_running_after([worker], GRACE_S) == []
        assert running(helper)  # the pipe's other end was still open all along
    finally:
        app.kill()
        kill_all(left)


ANALYSIS_PARENT = """
import sys, time
from shell.workers.analysis_job import AnalysisJob
from tests.shell.store.test_stats import finished_game
if __name__ == "__main__":
    replay, _state = finished_game("imhotep", kinds=("human", "hard", "hard", "hard"))
    job = AnalysisJob(replay, use_process=True, iterations=int(sys.argv[1]))
    while sys.argv[2] == "computing" and job.progress[0] == 0:  # the first decision is done
        job.poll()
        time.sleep(0.01)
    print(job.process.pid, flush=True)
    time.sleep(120)
"""


@pytest.mark.parametrize("when, iterations", [
    ("starting", 10**6),  # killed before the child runs a line of its own; a decision then
                          # searches for minutes
    ("computing", 600),  # killed between progress reports (a fraction of a second each)
])
def test_the_analysis_child_ends_with_the_app_whenever_it_is_killed(tmp_path, capfd, when,
                                                                   iterations):
    app = start_parent(tmp_path, ANALYSIS_PARENT.replace("sys.argv[1]", str(iterations))
                       .replace("sys.argv[2]", repr(when)))
    left: list[int] = []
    try:
        left = [int(app.stdout.readline())]
        app.kill()
        app.wait(10)
        # the child's own start-up (an interpreter and the imports) comes on top when "starting"
        assert still_running_after(left, GRACE_S + (5 if when == "starting" else 0)) == []
        assert "Traceback" not in capfd.readouterr().err  # it ends quietly
    finally:
        app.kill()
        kill_all(left)


ARENA_PARENT = """
import multiprocessing, threading, time
from engines.ai.arena import main
def tell():
    while len(multiprocessing.active_children()) < 2:
        time.sleep(0.02)
    print("started", flush=True)
if __name__ == "__main__":
    threading.Thread(target=tell, daemon=True).start()
    main(["--game", "imhotep", "--bots", "hard,hard", "--games", "4", "--jobs", "2"])
"""


def test_the_arenas_pool_ends_with_its_parent_mid_game(tmp_path):
    app = start_parent(tmp_path, ARENA_PARENT)
    left: list[int] = []
    try:
        assert app.stdout.readline().strip() == "started"
        left = sorted(descendants(app.pid))  # the two workers, the resource tracker
        assert busy(left, 2, 1.0)  # both workers are into a game (half a minute of Hard bots)
        app.kill()
        app.wait(10)
        assert still_running_after(left, GRACE_S) == []
    finally:
        app.kill()
        kill_all(left)


LOCKED_PARENT = """
import multiprocessing, time
from engines.lifeline import Parent
from tests.shell.workers.test_worker_lifeline import hold_the_lock
if __name__ == "__main__":
    process = multiprocessing.get_context("spawn").Process(target=hold_the_lock,
                                                           args=(Parent.here(),))
    process.start()
    time.sleep(120)
"""


def hold_the_lock(parent) -> None:
    """A worker whose every thread waits: one regular-expression call holds the interpreter
    lock for hours."""
    import re

    from engines.lifeline import end_with

    end_with(parent)
    print("stuck", flush=True)
    re.match(r"(a+)+$", "a" * 60 + "b")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux's parent-death signal")
def test_a_worker_in_a_call_that_holds_the_interpreter_lock_ends_with_its_parent(tmp_path):
    app = start_parent(tmp_path, LOCKED_PARENT)
    left: list[int] = []
    try:
        assert app.stdout.readline().strip() == "stuck"
        left = sorted(descendants(app.pid))
        app.kill()
        app.wait(10)
        assert still_running_after(left, GRACE_S) == []
    finally:
        app.kill()
        kill_all(left)
