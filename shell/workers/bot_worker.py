"""Bots think off the UI thread, in a worker process, so frames never stall.

`BotWorker.request(game, state, seat, level, seed, key)` starts a decision (level "hint":
the Hint for the seat, answered as `Hint.to_json()`); `poll()` returns
`(key, action)` when it is ready (None before). The rules of the worker:

- A stale decision is dropped at once: `cancel()` (undo, a new game, leaving the table) kills
  a worker that is still thinking and starts a fresh one; nobody waits for a bot.
- A worker that dies (killed, out of memory, crashed) or thinks past `cap` seconds is replaced
  and the move is recomputed; the player is told in a toast. After `MAX_ATTEMPTS` failures for
  one move `poll()` raises `BotFailed` (the table then plays a legal move itself).
- The worker ends with the app, even after `kill -9` and in the middle of a decision
  (engines/lifeline.py); so does its helper process, which searches Expert's second
  root-parallel tree (engines/ai/parallel.py) and is replaced with the worker.
Where processes cannot be used, a thread does the work instead (slower frames, same choices).
"""

import concurrent.futures as futures
import itertools
import logging
import multiprocessing
import os
import time

from engines import get_engine
from engines.lifeline import Parent, end_with
from engines.registry import Listing, find, register
from shell import notices
from shell.language.i18n import _

log = logging.getLogger(__name__)
THINK_CAP = 60.0  # seconds; Hard bots think about a second, Expert up to 3 s
SEARCH_HELPERS = 1  # processes beside the worker for Expert's root-parallel trees
MAX_ATTEMPTS = 3


class BotFailed(RuntimeError):
    """The bot could not decide (the worker failed `MAX_ATTEMPTS` times, or the bot raised)."""


HINT = "hint"  # the "level" of a Hint request: the reply is `Hint.to_json()`, not an action
JUDGE = "judge"  # a puzzle's move judged (engines/ai/puzzles.py): the reply is its Outcome


def _decide(game: str, state_json: dict | None, seat: int, level: str, seed: int,
            entry: Listing | None = None, extra: dict | None = None):
    """The decision; `entry`, the game's registry listing, is registered first (a worker
    process knows only the games listed in the code, not one registered at run time). A
    JUDGE request has no state: `extra` holds the puzzle and the move."""
    from engines.ai import decide

    if entry is not None:
        register(entry)
    if level == JUDGE and extra is not None:
        from engines.ai.puzzles import Puzzle, judge, outcome_to_json

        return outcome_to_json(judge(Puzzle.from_json(extra["puzzle"]), extra["move"]))
    assert state_json is not None
    state = get_engine(game).state_from_json(state_json)
    if level == HINT:
        from engines.ai.hint import hint

        return hint(state, seat, seed, game).to_json()
    return decide(state, seat, level, seed, game=game)


def worker_main(conn, parent: Parent, progress=None, helpers=()) -> None:
    """The worker process: answer (id, (game, state, seat, level, seed, listing)) with
    (id, ok, value); it ends with `parent`. `progress` (a shared double) follows the share
    of the search's iterations done; `helpers` are pipes to search helper processes."""
    end_with(parent)
    import engines.ai  # noqa: F401  (import the bots before the first real request)
    from engines.ai import parallel
    from engines.ai.budget import report_progress

    if progress is not None:
        report_progress(lambda share: setattr(progress, "value", share))

    parallel.use_helpers(helpers)

    while True:
        try:
            request = conn.recv()
        except (EOFError, OSError):
            os._exit(0)
        if request is None:
            os._exit(0)
        request_id, args = request
        if progress is not None:
            progress.value = 0.0
        try:
            reply = (request_id, True, _decide(*args))
        except Exception as exc:  # the bot's own failure goes back to the app
            reply = (request_id, False, f"{type(exc).__name__}: {exc}")
        try:
            conn.send(reply)
        except (OSError, ValueError):
            os._exit(0)


class _ProcessWorker:
    """One worker process and its pipe."""

    def __init__(self, context):
        from engines.ai.parallel import helper_main

        self.helpers = []
        ends = []
        for _helper in range(SEARCH_HELPERS):
            worker_end, helper_end = context.Pipe()
            helper = context.Process(target=helper_main, args=(helper_end, Parent.here()),
                                     daemon=True, name="bot-helper")
            helper.start()
            helper_end.close()
            self.helpers.append(helper)
            ends.append(worker_end)
        self.conn, child = context.Pipe()
        self.shared = context.Value("d", 0.0, lock=False)
        self.process = context.Process(target=worker_main,
                                       args=(child, Parent.here(), self.shared, ends),
                                       daemon=True, name="bot-worker")
        self.process.start()
        child.close()
        for end in ends:
            end.close()

    @property
    def pid(self) -> int | None:
        return self.process.pid

    def share_done(self) -> float | None:
        """The share of the search's iterations done (the worker writes it as it goes)."""
        return min(1.0, max(0.0, self.shared.value))

    def send(self, request) -> None:
        self.conn.send(request)

    def reply(self):
        """A reply if one is ready, else None; EOFError/OSError when the worker is gone."""
        if self.conn.poll():
            return self.conn.recv()
        if not self.process.is_alive():
            raise EOFError("the worker process ended")
        return None

    def kill(self) -> None:
        for process in (self.process, *self.helpers):
            try:
                process.kill()
                process.join(timeout=1.0)
            except (OSError, ValueError, AttributeError):
                pass
        self.conn.close()


class _ThreadWorker:
    """The fallback: a thread (cannot be killed; a dropped decision runs on unused)."""

    pid = None

    def share_done(self) -> float | None:
        return None  # a thread's search does not report its progress

    def __init__(self):
        self.executor = futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
        self.future = None
        self.request_id = None

    def send(self, request) -> None:
        self.request_id, args = request
        self.future = self.executor.submit(_decide, *args)

    def reply(self):
        if self.future is None or not self.future.done():
            return None
        future, self.future = self.future, None
        try:
            return self.request_id, True, future.result()
        except Exception as exc:
            return self.request_id, False, f"{type(exc).__name__}: {exc}"

    def kill(self) -> None:
        self.executor.shutdown(wait=False, cancel_futures=True)


class BotWorker:
    def __init__(self, use_process: bool = True, cap: float = THINK_CAP):
        self.cap = cap
        self.use_process = use_process
        self._context = multiprocessing.get_context("spawn") if use_process else None
        self._ids = itertools.count(1)
        self.pending_key = None
        self._request: tuple[int, tuple] | None = None  # (id, args) in flight
        self._started = 0.0
        self._attempts = 0
        self.replacements = 0  # workers replaced after a death or hang (for tests and logs)
        self.worker = self._new_worker()

    def _new_worker(self):
        if self._context is not None:
            try:
                return _ProcessWorker(self._context)
            except (OSError, ValueError, NotImplementedError, RuntimeError) as exc:
                log.warning("no worker process (%s); bots think in a thread", exc)
                self._context = None
        return _ThreadWorker()

    @property
    def busy(self) -> bool:
        return self._request is not None

    def progress(self) -> tuple[float, float | None] | None:
        """(seconds thinking, share of the iterations done or None when unknown) of the
        decision in flight; None when there is none."""
        if self._request is None:
            return None
        return time.monotonic() - self._started, self.worker.share_done()

    def request(self, game: str, state, seat: int, level: str, seed: int, key=None) -> None:
        """Start thinking about `state` for `seat` (a copy is sent; `state` is not touched)."""
        self.cancel()
        self.pending_key = key
        self._request = (next(self._ids),
                         (game, state.to_json(), seat, level, seed, find(game)))
        self._attempts = 0
        self._send()

    def judge(self, puzzle, move, key=None) -> None:
        """Start judging the whole `move` of `puzzle` (engines/ai/puzzles.py `judge`);
        `poll()` answers (key, the Outcome as JSON)."""
        from engines.ai.puzzles import moves_json

        self.cancel()
        self.pending_key = key
        self._request = (next(self._ids),
                         (puzzle.game, None, puzzle.seat, JUDGE, puzzle.seed, find(puzzle.game),
                          {"puzzle": puzzle.to_json(), "move": moves_json(tuple(move))}))
        self._attempts = 0
        self._send()

    def _send(self) -> None:
        self._attempts += 1
        self._started = time.monotonic()
        try:
            self.worker.send(self._request)
        except (OSError, ValueError, EOFError):
            self._replace("the worker could not be reached")
            try:
                self.worker.send(self._request)
            except (OSError, ValueError, EOFError):
                pass  # poll() finds the new worker dead and recomputes (or gives up)

    def poll(self):
        """(key, action) when the decision is ready, else None.

        A dead or hung worker is replaced and the move recomputed (told in a toast);
        BotFailed when that keeps failing or the bot itself raised."""
        if self._request is None:
            return None
        try:
            reply = self.worker.reply()
        except Exception as exc:  # EOF, a broken pipe, half a message from a dying worker
            return self._recompute(f"the worker died ({type(exc).__name__} {exc})")
        if reply is None:
            if time.monotonic() - self._started > self.cap:
                return self._recompute(f"the worker thought for more than {self.cap:.0f} s")
            return None
        request_id, ok, value = reply
        if request_id != self._request[0]:
            return None  # a stale answer from before a cancel (thread fallback only)
        self._request = None
        if not ok:
            raise BotFailed(value)
        return self.pending_key, value

    def _recompute(self, why: str):
        log.warning("bot worker failed: %s; replacing it", why)
        if self._attempts >= MAX_ATTEMPTS:
            self._request = None
            self._replace(why)
            raise BotFailed(why)
        self._replace(why)
        notices.post(_("The bot's helper stopped; its move is being worked out again."),
                     error=True)
        self._send()
        return None

    def _replace(self, why: str) -> None:
        self.worker.kill()
        self.replacements += 1
        self.worker = self._new_worker()

    def cancel(self) -> None:
        """Drop the decision in flight at once (a thinking worker is replaced, not awaited)."""
        if self._request is not None:
            self._request = None
            self.worker.kill()
            self.worker = self._new_worker()

    def shutdown(self) -> None:
        self._request = None
        if self.worker is not None:
            self.worker.kill()
            self.worker = None
