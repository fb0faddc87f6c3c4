"""Aton engine speed: random full games per second and the cost of the bots' basic steps.

    .venv/bin/python -m tests.bench.bench_aton [--games 300] [--seed 1] [--json PATH]

Plays `--games` random games (uniform over legal actions) to the end and reports games per
second, actions per second, rounds and actions per game and how games ended; then times
clone(), determinize() and (if present) the heuristic on positions from those games.
"""

import argparse
import json
import time
from collections import Counter

from engines.aton import ENGINE
from engines.core import Rng
from tests.bench.common import step_costs


def random_games(games, seed):
    rounds, actions, reasons, samples = [], [], Counter(), []
    chooser = Rng(seed)
    started = time.perf_counter()
    for g in range(games):
        state = ENGINE.new_game(2, None, seed * 100_003 + g)
        n = 0
        while not state.is_over():
            legal = state.legal_actions()
            state.apply(legal[chooser.randrange(len(legal))])
            n += 1
            if n == 40 and len(samples) < 200:
                samples.append(state.clone())
        rounds.append(state.round)
        actions.append(n)
        reasons[state.end_reason] += 1
    seconds = time.perf_counter() - started
    return {
        "games": games,
        "seconds": seconds,
        "games_per_second": games / seconds,
        "actions_per_second": sum(actions) / seconds,
        "rounds_mean": sum(rounds) / games,
        "rounds_max": max(rounds),
        "actions_mean": sum(actions) / games,
        "end_reasons": dict(reasons),
    }, samples


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", metavar="PATH")
    args = parser.parse_args(argv)
    figures, samples = random_games(args.games, args.seed)
    figures.update(step_costs("aton", samples))
    print("Aton engine benchmark")
    print(f"{'random games':<22}{figures['games']:>12}")
    print(f"{'games / second':<22}{figures['games_per_second']:>12.1f}")
    print(f"{'actions / second':<22}{figures['actions_per_second']:>12.0f}")
    print(f"{'rounds / game':<22}{figures['rounds_mean']:>12.1f}  (max {figures['rounds_max']})")
    print(f"{'actions / game':<22}{figures['actions_mean']:>12.1f}")
    for key in ("clone_us", "determinize_us", "legal_actions_us", "heuristic_us"):
        if key in figures:
            print(f"{key.replace('_us', ' (us)'):<22}{figures[key]:>12.1f}")
    reasons = sorted(figures["end_reasons"].items())
    print("end reasons: " + ", ".join(f"{k} {v}" for k, v in reasons))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as fh:
            json.dump(figures, fh, indent=2)


if __name__ == "__main__":
    main()
