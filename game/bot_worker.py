"""Bots think off the UI thread, in a worker process, so frames never stall.

`BotWorker.request(game, state, seat, level, seed)` starts a decision; `poll()` returns the
action when it is ready (None before). The worker process is started once and reused; where
processes cannot be used, a thread does the work instead (slower frames, same choices).
"""

import concurrent.futures as futures
import logging
import multiprocessing

from engines import get_engine

log = logging.getLogger(__name__)


def _decide(game: str, state_json: dict, seat: int, level: str, seed: int):
    from engines.ai import decide

    state = get_engine(game).state_from_json(state_json)
    return decide(state, seat, level, seed, game=game)


def _warm_up() -> bool:
    import engines.ai  # noqa: F401  (import the bots before the first real request)

    return True


class BotWorker:
    def __init__(self, use_process: bool = True):
        self.executor = None
        self.future = None
        self.pending_key = None
        if use_process:
            try:
                context = multiprocessing.get_context("spawn")
                self.executor = futures.ProcessPoolExecutor(max_workers=1, mp_context=context)
                self.executor.submit(_warm_up)
            except (OSError, ValueError, NotImplementedError) as exc:
                log.warning("no worker process (%s); bots think in a thread", exc)
                self.executor = None
        if self.executor is None:
            self.executor = futures.ThreadPoolExecutor(max_workers=1)

    @property
    def busy(self) -> bool:
        return self.future is not None

    def request(self, game: str, state, seat: int, level: str, seed: int, key=None) -> None:
        """Start thinking about `state` for `seat` (a copy is sent; `state` is not touched)."""
        self.cancel()
        self.pending_key = key
        self.future = self.executor.submit(_decide, game, state.to_json(), seat, level, seed)

    def poll(self):
        """(key, action) when the decision is ready, else None. Errors are re-raised."""
        if self.future is None or not self.future.done():
            return None
        future, self.future = self.future, None
        return self.pending_key, future.result()

    def cancel(self) -> None:
        if self.future is not None:
            self.future.cancel()
            self.future = None

    def shutdown(self) -> None:
        self.cancel()
        if self.executor is not None:
            self.executor.shutdown(wait=False, cancel_futures=True)
            self.executor = None
