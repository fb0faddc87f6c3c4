"""Post-game analysis benchmark: the whole analysis of a 4-player game, per game (target:
under 30 s on a 2-core machine).

    .venv/bin/python -m tests.bench.bench_analysis [--game imhotep ...] [--seed 3]
        [--players 4] [--iterations N] [--json PATH]

Each game is first played by Easy bots (fixed seed), then `engines.ai.analysis.analyse` runs
over it with the analysis budget (the game's own, or --iterations). The table shows the
actions, the decisions searched, the wall seconds, the CPU seconds of this process (on a
loaded machine the wall time also holds the time spent waiting for a core; the CPU time is
what the analysis itself costs), the milliseconds per decision and the 1-minute load average.
"""

import argparse
import os
import time

from engines import game_ids, get_engine
from engines.ai import decide, decision_seed
from engines.ai.analysis import analyse, analysis_budget
from tests.bench.common import write_rows


def easy_game(game: str, players: int, seed: int) -> list:
    """The actions of a whole game of Easy bots."""
    state = get_engine(game).new_game(players, None, seed)
    actions = []
    while not state.is_over():
        seat = state.to_move()
        action = decide(state, seat, "easy", decision_seed(seed, len(actions), seat), game)
        state.apply(action)
        actions.append(action)
    return actions


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench.bench_analysis")
    parser.add_argument("--game", action="append")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--iterations", type=int)
    parser.add_argument("--json")
    args = parser.parse_args(argv)
    rows = []
    print(f"{'game':<12}{'actions':>8}{'decisions':>10}{'iters':>6}{'seconds':>9}"
          f"{'cpu s':>8}{'ms/dec':>8}{'load':>6}")
    for game in args.game or game_ids():
        players = min(args.players, get_engine(game).spec.max_players)
        actions = easy_game(game, players, args.seed)
        started = time.perf_counter()
        cpu_started = time.process_time()
        result = analyse(game, players, None, args.seed, actions, args.iterations)
        seconds = time.perf_counter() - started
        cpu_seconds = time.process_time() - cpu_started
        n = len(result.decisions)
        row = {"game": game, "players": players, "actions": len(actions), "decisions": n,
               "iterations": analysis_budget(game, args.iterations).iterations,
               "seconds": round(seconds, 2), "cpu_seconds": round(cpu_seconds, 2),
               "ms_per_decision": round(1000 * seconds / n, 1),
               "load": round(os.getloadavg()[0], 1)}
        rows.append(row)
        print(f"{game:<12}{row['actions']:>8}{n:>10}{row['iterations']:>6}"
              f"{row['seconds']:>9.1f}{row['cpu_seconds']:>8.1f}{row['ms_per_decision']:>8.1f}{row['load']:>6.1f}",
              flush=True)
    write_rows(args.json, rows)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
