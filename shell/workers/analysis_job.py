"""The post-game analysis runs in the background: a worker process, so frames never stall.

    job = AnalysisJob(replay)      # starts at once
    job.poll()                     # each frame: reads progress; returns the Analysis when done
    job.progress                   # (done, total) decisions searched so far
    job.failed                     # the error text when the analysis could not be made
    job.puzzles                    # the game's puzzles (engines/ai/puzzles.py), once done
    job.cancel()                   # leaving the results: the worker is stopped

With `puzzles`, the worker also makes the puzzles of the game's turning points played by a
person, each from the position before it (made there: replaying the game and writing each
position costs the app's frames nothing).

The worker process ends with the app, even after `kill -9` (engines/lifeline.py), and ends
quietly when the app has closed its pipe. Where processes cannot be used a thread does the
work (the same result, slower frames).
"""

import logging
import multiprocessing
import os
import threading
import time

from engines.ai.analysis import Analysis, analyse
from engines.ai.puzzles import Puzzle, PuzzleRefused, puzzles_from_game
from engines.core import Replay
from engines.lifeline import Parent, end_with
from engines.registry import find, register

log = logging.getLogger(__name__)


class _Cancelled(Exception):
    """Raised inside a thread's analysis at its next decision once the job is cancelled."""


def _work(args, send, cancelled=None) -> None:
    game, players, options, seed, actions, iterations, position, entry, seats = args
    if entry is not None:  # a game registered at run time: the worker process learns it too
        register(entry)

    def progress(done, total):
        if cancelled is not None and cancelled.is_set():
            raise _Cancelled
        send(("progress", done, total))

    try:
        result = analyse(game, players, options, seed, actions, iterations, progress=progress,
                         position=position)
        found = []
        if seats is not None:
            replay = Replay(game, options, list(seats), seed, list(actions), position=position)
            found = [p.to_json() for p in puzzles_from_game(result, replay, time.time(), "")]
        send(("done", result.to_json(), found))
    except _Cancelled:
        return
    except Exception as exc:  # the analysis's own failure is shown, not raised in the app
        try:
            send(("failed", f"{type(exc).__name__}: {exc}"))
        except _Cancelled:
            return


def _pipe_sender(conn):
    """`conn.send`, except that a pipe the app has closed (the results screen was left, the
    app ended) stops the work quietly instead of raising."""
    def send(message):
        try:
            conn.send(message)
        except (BrokenPipeError, EOFError, ConnectionError, OSError) as exc:
            raise _Cancelled from exc
    return send


def _process_main(conn, args, parent: Parent) -> None:
    """The worker process: it ends with `parent` (the app) whatever it is computing, and runs
    at the lowest CPU priority, so the app's frames come first."""
    end_with(parent)
    try:
        os.nice(10)
    except (AttributeError, OSError):
        pass
    _work(args, _pipe_sender(conn))
    try:
        conn.close()
    except OSError:
        pass


class AnalysisJob:
    def __init__(self, replay, use_process: bool = True, iterations: int | None = None,
                 puzzles: bool = False):
        """`iterations`: per-decision budget (None: the game's own, from its engine
        descriptor); `puzzles`: make the game's puzzles too."""
        self.args = (replay.game, len(replay.seats), dict(replay.options), replay.seed,
                     list(replay.actions), iterations, replay.position, find(replay.game),
                     list(replay.seats) if puzzles else None)
        self.progress = (0, 0)
        self.result: Analysis | None = None
        self.puzzles: list[Puzzle] = []
        self.failed: str | None = None
        self._messages: list = []
        self._lock = threading.Lock()
        self.process = None
        self.conn = None
        self.thread = None
        self._cancelled = None
        if use_process:
            try:
                context = multiprocessing.get_context("spawn")
                self.conn, child = context.Pipe(duplex=False)
                self.process = context.Process(target=_process_main,
                                               args=(child, self.args, Parent.here()),
                                               daemon=True, name="analysis")
                self.process.start()
                child.close()
                return
            except (OSError, ValueError, RuntimeError) as exc:
                log.warning("no analysis process (%s); it runs in a thread", exc)
                self.process = self.conn = None
        self._cancelled = threading.Event()
        self.thread = threading.Thread(target=_work, daemon=True, name="analysis",
                                       args=(self.args, self._queue, self._cancelled))
        self.thread.start()

    def _queue(self, message) -> None:
        with self._lock:
            self._messages.append(message)

    def _take(self) -> list:
        if self.conn is not None:
            messages = []
            try:
                while self.conn.poll():
                    messages.append(self.conn.recv())
            except (EOFError, OSError):
                if self.result is None and self.failed is None and not messages:
                    self.failed = "the analysis process ended"
            return messages
        with self._lock:
            messages, self._messages = self._messages, []
        return messages

    @property
    def running(self) -> bool:
        return self.result is None and self.failed is None

    def poll(self) -> Analysis | None:
        """Read what the worker sent; the Analysis once it is done (None before)."""
        if not self.running:
            return self.result
        for message in self._take():
            if message[0] == "progress":
                self.progress = (message[1], message[2])
            elif message[0] == "done":
                self.result = Analysis.from_json(message[1])
                self.puzzles = self._read_puzzles(message[2])
            else:
                self.failed = message[1]
        if not self.running:
            self._stop()
        return self.result

    @staticmethod
    def _read_puzzles(found: list) -> list[Puzzle]:
        """The worker's puzzles, each checked as a file's would be."""
        out = []
        for data in found:
            try:
                out.append(Puzzle.from_json(data))
            except PuzzleRefused as exc:
                log.warning("the analysis made a puzzle that does not read back: %s", exc)
        return out

    def _stop(self) -> None:
        if self.process is not None:
            self.process.join(timeout=0.05)
            if self.process.is_alive():
                self.process.kill()
            self.process = None
        if self.conn is not None:
            self.conn.close()
            self.conn = None

    def cancel(self) -> None:
        if self.running:
            self.failed = "cancelled"
        if self._cancelled is not None:  # a thread stops at its next decision
            self._cancelled.set()
        self._stop()
