"""Shared helpers of the benchmarks: timing a call over sample positions, sampling the
positions of Medium games, writing the rows."""

import importlib
import json
import time

from engines import get_engine
from engines.ai.levels import default_budget, make_bot
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


def medium_game_positions(game_id: str, players: int, game: int, wanted, every: int,
                          plies: int = 0):
    """One game of Medium bots (deal seed `game`, bot seeds 100 `game` + seat): yields
    (state, seat to move, count) at every `every`th position where `wanted(state, previous
    mover)` holds, within the first `plies` decisions (0: the whole game). The state is the
    game's own: read or clone it, do not change it."""
    state = get_engine(game_id).new_game(players, None, game)
    medium = [make_bot("medium", game_id, 100 * game + seat) for seat in range(players)]
    budget = default_budget("medium", game_id).without_cap()
    count, previous, ply = 0, None, 0
    while not state.is_over() and (not plies or ply < plies):
        seat = state.to_move()
        if wanted(state, previous):
            count += 1
            if count % every == 0:
                yield state, seat, count
        previous = seat
        state.apply(medium[seat].choose(state.clone(), seat, budget))
        ply += 1
