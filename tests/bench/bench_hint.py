"""Hint latency: how long a hint takes with the interactive cap on (target: within the Hard
bot's cap), per game at the largest table.

    .venv/bin/python -m tests.bench.bench_hint [--game aton ...] [--positions 8] [--json PATH]

Positions come from a random game (fixed seed) where the mover has a real choice; each is
hinted as the app does (Hard's budget and wall-clock cap, in this process, so the worker's
round trip is not included). The table shows mean, worst, Hard's cap and the load average.
"""

import argparse
import os
import time

from engines import game_ids, get_engine
from engines.ai.hint import HINT_LEVEL, hint
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
    parser.add_argument("--json")
    args = parser.parse_args(argv)
    rows = []
    print(f"{'game':<12}{'hints':>6}{'mean s':>8}{'max s':>7}{'cap s':>7}{'load':>6}")
    for game in args.game or game_ids():
        engine = get_engine(game)
        times = []
        for k, state in enumerate(sample(engine, args.positions)):
            started = time.perf_counter()
            hint(state, state.to_move(), k, game)
            times.append(time.perf_counter() - started)
        cap = default_budget(HINT_LEVEL, game).seconds
        row = {"game": game, "hints": len(times), "mean_s": round(sum(times) / len(times), 2),
               "max_s": round(max(times), 2), "cap_s": cap,
               "load": round(os.getloadavg()[0], 1)}
        rows.append(row)
        print(f"{game:<12}{row['hints']:>6}{row['mean_s']:>8.2f}{row['max_s']:>7.2f}"
              f"{cap:>7.1f}{row['load']:>6.1f}", flush=True)
    write_rows(args.json, rows)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
