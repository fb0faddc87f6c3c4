"""How long a bot may think: an iteration budget with an optional wall-clock safety cap.

Determinism comes from iterations: the same seed and the same `iterations` give the same
choice. `seconds` is a safety cap for interactive play; when it triggers (a slow machine, a
huge position) the choice may differ from run to run. The arena runs without the cap by
default so that its numbers are reproducible.
"""

import time
from collections.abc import Callable
from dataclasses import dataclass

PROGRESS_EVERY = 32  # iterations between two progress reports
_progress: Callable[[float], None] | None = None


def report_progress(sink: Callable[[float], None] | None) -> None:
    """Let every iteration-budgeted search in this process tell `sink` the share of its
    iterations done (0..1) every PROGRESS_EVERY iterations (None: stop telling)."""
    global _progress
    _progress = sink


@dataclass(frozen=True)
class Budget:
    iterations: int | None = None
    seconds: float | None = None

    def without_cap(self) -> "Budget":
        return Budget(self.iterations, None)

    def start(self) -> "Clock":
        return Clock(self)


class Clock:
    """Counts iterations against a Budget; `capped` says whether the wall clock stopped it."""

    __slots__ = ("iterations", "deadline", "done", "capped", "started")

    def __init__(self, budget: Budget):
        if budget.iterations is None and budget.seconds is None:
            raise ValueError("a budget needs iterations, seconds or both")
        self.started = time.perf_counter()
        self.iterations = budget.iterations
        self.deadline = None if budget.seconds is None else self.started + budget.seconds
        self.done = 0
        self.capped = False

    def more(self) -> bool:
        """True while another iteration may start."""
        if self.iterations is not None and self.done >= self.iterations:
            return False
        if self.deadline is not None and self.done > 0 and time.perf_counter() >= self.deadline:
            self.capped = True
            return False
        return True

    def tick(self) -> None:
        self.done += 1
        if _progress is not None and self.iterations and not self.done % PROGRESS_EVERY:
            _progress(self.done / self.iterations)
