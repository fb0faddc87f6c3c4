"""Archaeology engine speed: random full games per second for 2, 3 and 4 players.

    .venv/bin/python -m tests.bench.bench_archaeology [--games 200] [--seed 1] [--json PATH]

Plays `--games` random games per player count (uniform over legal actions) to the end and
reports games and actions per second, actions and turns per game; then times clone(),
determinize(), legal_actions() and (if present) the heuristic on mid-game positions.
"""

import argparse
import json
import time

from engines.archaeology import ENGINE
from engines.core import Rng
from tests.bench.common import step_costs


def random_games(players, games, seed):
    chooser = Rng(seed)
    actions, turns, samples = [], [], []
    started = time.perf_counter()
    for g in range(games):
        state = ENGINE.new_game(players, None, seed * 100_003 + g)
        n = ends = 0
        while not state.is_over():
            legal = state.legal_actions()
            action = legal[chooser.randrange(len(legal))]
            state.apply(action)
            n += 1
            ends += action == ("end_turn",)
            if n == 60 and len(samples) < 100:
                samples.append(state.clone())
        actions.append(n)
        turns.append(ends)
    seconds = time.perf_counter() - started
    return {
        "players": players,
        "games": games,
        "seconds": round(seconds, 3),
        "games_per_second": round(games / seconds, 1),
        "actions_per_second": round(sum(actions) / seconds),
        "actions_mean": round(sum(actions) / games, 1),
        "turns_mean": round(sum(turns) / games, 1),
        "actions_max": max(actions),
    }, samples


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, nargs="*", default=[2, 3, 4])
    parser.add_argument("--json", metavar="PATH")
    args = parser.parse_args(argv)
    rows = []
    for players in args.players:
        figures, samples = random_games(players, args.games, args.seed)
        figures.update(step_costs("archaeology", samples))
        rows.append(figures)
    print(f"Archaeology random games ({args.games} per player count, seed {args.seed})")
    header = ("players", "games/s", "actions/s", "actions/game", "turns/game", "max actions",
              "clone us", "determinize us", "legal us", "heuristic us")
    print("  ".join(f"{h:>14}" for h in header))
    for r in rows:
        values = (r["players"], r["games_per_second"], r["actions_per_second"],
                  r["actions_mean"], r["turns_mean"], r["actions_max"], r["clone_us"],
                  r["determinize_us"], r["legal_actions_us"], r.get("heuristic_us", "-"))
        print("  ".join(f"{v:>14}" for v in values))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump({"game": "archaeology", "results": rows}, f, indent=2)


if __name__ == "__main__":
    main()
