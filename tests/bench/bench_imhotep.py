"""Imhotep engine speed: random playouts for 2 and 4 players, sides A and B.

    .venv/bin/python -m tests.bench.bench_imhotep [--games 200] [--seed 1] [--json PATH]

Plays `--games` random games (uniform over legal actions) per row to the end and reports
games and actions per second (target: at least 30,000 actions/s on one core) and actions per
game (per wall-clock second and per CPU second of this process, which is steadier on a
busy machine); then times clone(), determinize(), legal_actions() and the heuristic on mid-game
positions.
"""

import argparse
import json
import time

from engines.core import Rng
from engines.imhotep import ENGINE
from engines.imhotep.data import SITES
from engines.imhotep.heuristic import evaluate

SIDE_A = {name: "A" for name in SITES}
SIDE_B = dict({name: "B" for name in SITES}, pharaohs_wrath=True)
ROWS = [(2, "A", SIDE_A), (2, "B+wrath", SIDE_B), (4, "A", SIDE_A), (4, "B+wrath", SIDE_B)]


def random_games(players, options, games, seed):
    chooser = Rng(seed)
    actions, samples = [], []
    started, cpu_started = time.perf_counter(), time.process_time()
    for g in range(games):
        state = ENGINE.new_game(players, options, seed * 100_003 + g)
        n = 0
        while not state.is_over():
            legal = state.legal_actions()
            state.apply(legal[chooser.randrange(len(legal))])
            n += 1
            if n == 50 and len(samples) < 100:
                samples.append(state.clone())
        actions.append(n)
    seconds = time.perf_counter() - started
    cpu = time.process_time() - cpu_started
    return {
        "players": players,
        "games": games,
        "seconds": round(seconds, 3),
        "games_per_second": round(games / seconds, 1),
        "actions_per_second": round(sum(actions) / seconds),
        "cpu_seconds": round(cpu, 3),
        "actions_per_cpu_second": round(sum(actions) / cpu),
        "actions_mean": round(sum(actions) / games, 1),
        "actions_max": max(actions),
    }, samples


def per_call(fn, items, repeat=20):
    started = time.perf_counter()
    for _ in range(repeat):
        for item in items:
            fn(item)
    return round((time.perf_counter() - started) / (repeat * len(items)) * 1e6, 1)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", metavar="PATH")
    args = parser.parse_args(argv)

    rows, samples = [], []
    print(f"{'players':>7} {'sides':>8} {'games':>6} {'games/s':>8} {'actions/s':>10} "
          f"{'act/cpu-s':>10} {'act/game':>9}")
    for players, label, options in ROWS:
        row, found = random_games(players, options, args.games, args.seed)
        row["sides"] = label
        rows.append(row)
        samples += found
        print(f"{players:>7} {label:>8} {row['games']:>6} {row['games_per_second']:>8} "
              f"{row['actions_per_second']:>10} {row['actions_per_cpu_second']:>10} "
              f"{row['actions_mean']:>9}")

    rng = Rng(args.seed)
    calls = {
        "clone_us": per_call(lambda s: s.clone(), samples),
        "determinize_us": per_call(lambda s: s.determinize(s.to_move(), rng), samples),
        "legal_actions_us": per_call(lambda s: (setattr(s, "_legal", None),
                                                s.legal_actions()), samples),
        "heuristic_us": per_call(evaluate, samples),
    }
    print("  ".join(f"{k} {v}" for k, v in calls.items()))
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"game": "imhotep", "rows": rows, "calls": calls}, f, indent=2)


if __name__ == "__main__":
    main()
