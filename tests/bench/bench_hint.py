"""Hint latency: how long a hint takes with the interactive cap on (target: 2 s), per game
at the largest table.

    .venv/bin/python -m tests.bench.bench_hint [--game aton ...] [--positions 8]
        [--helper] [--json PATH]

Positions come from a random game (fixed seed) where the mover has a real choice; each is
hinted as the app does, in this process (the worker's round trip is not included): alone,
Hard's search under its cap; with `--helper`, one helper process beside it as the app's bot
worker has, Expert's trees under the hint's 2 s. The table shows the level, mean, 95th
percentile, worst, the cap and the load average.
"""

import argparse
import os
import time

from engines import game_ids, get_engine
from engines.ai import parallel
from engines.ai.hint import hint, hint_search_level
from engines.ai.levels import default_budget
from engines.core import Rng
from tests.bench.common import write_rows


def sample(engine, count, seed=13):
    state = engine.new_game(engine.spec.max_players, None, seed)
    rng = Rng(seed)
    found = []
    step = 0
    while not state.is_over() and len(found) < count:
        if len(state.legal_actions()) > 1 and step % 7 == 0:
            found.append(state.clone())
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
        step += 1
    return found


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench.bench_hint")
    parser.add_argument("--game", action="append")
    parser.add_argument("--positions", type=int, default=8)
    parser.add_argument("--helper", action="store_true",
                        help="one helper process beside this one, as the app's bot worker")
    parser.add_argument("--json")
    args = parser.parse_args(argv)
    if args.helper:
        parallel.start_helpers(1)
    try:
        rows = measure(args.game or game_ids(), args.positions)
    finally:
        parallel.shutdown()
    write_rows(args.json, rows)
    return 0


def measure(games, positions: int) -> list[dict]:
    rows = []
    print(f"{'game':<12}{'level':>7}{'hints':>6}{'mean s':>8}{'p95 s':>7}{'max s':>7}"
          f"{'cap s':>7}{'load':>6}")
    for game in games:
        engine = get_engine(game)
        times = []
        for k, state in enumerate(sample(engine, positions)):
            started = time.perf_counter()
            hint(state, state.to_move(), k, game)
            times.append(time.perf_counter() - started)
        level, budget = hint_search_level(game)
        cap = (budget or default_budget(level, game)).seconds
        times.sort()
        row = {"game": game, "level": level, "hints": len(times),
               "mean_s": round(sum(times) / len(times), 2),
               "p95_s": round(times[min(len(times) - 1, int(0.95 * len(times)))], 2),
               "max_s": round(times[-1], 2), "cap_s": cap,
               "load": round(os.getloadavg()[0], 1)}
        rows.append(row)
        print(f"{game:<12}{level:>7}{row['hints']:>6}{row['mean_s']:>8.2f}{row['p95_s']:>7.2f}"
              f"{row['max_s']:>7.2f}{cap:>7.2f}{row['load']:>6.1f}", flush=True)
    return rows


if __name__ == "__main__":
    raise SystemExit(main())
