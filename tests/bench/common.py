"""Shared helpers of the benchmarks: timing a call over sample positions, writing the rows."""

import importlib
import json
import time

from engines.core import Rng


def per_call(fn, items, repeat=20) -> float:
    """Mean microseconds of `fn(item)` over `items`, `repeat` times each."""
    started = time.perf_counter()
    for _ in range(repeat):
        for item in items:
            fn(item)
    return round((time.perf_counter() - started) / (repeat * len(items)) * 1e6, 1)


def step_costs(game_id: str, samples) -> dict:
    """Microseconds of clone(), determinize(), legal_actions() and the game's heuristic
    (when it has one) on mid-game sample positions."""
    rng = Rng(5)
    costs = {
        "clone_us": per_call(lambda s: s.clone(), samples, 20),
        "determinize_us": per_call(lambda s: s.determinize(s.to_move(), rng), samples, 10),
        "legal_actions_us": per_call(lambda s: s.clone().legal_actions(), samples, 20),
    }
    try:
        heuristic = importlib.import_module(f"engines.{game_id}.heuristic")
    except ModuleNotFoundError:
        heuristic = None
    if heuristic is not None:
        costs["heuristic_us"] = per_call(heuristic.evaluate, samples, 20)
    return costs


def write_rows(path: str | None, rows: list) -> None:
    """The `--json PATH` output of a benchmark: its rows, indented (nothing without a path)."""
    if path:
        with open(path, "w", encoding="utf-8") as handle:
            json.dump(rows, handle, indent=2)
