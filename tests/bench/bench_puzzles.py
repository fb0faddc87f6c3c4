"""The starter puzzles checked again: every puzzle of assets/puzzles/<game>.json parses, and
its solution passes the deeper check (engines/ai/puzzle_check.py) with other seeds than the
ones it was made with.

    python -m tests.bench.bench_puzzles [--game aton ...] [--seeds 6,7,8] [--limit N]
        [--json PATH]

Per game: the puzzles in the file, those that read (Puzzle.from_json: the position parses,
every move is legal there), those whose check passes on the new seeds (the preferred move
better than the move played beyond the noise, and the deep search's move the preferred one
or within its noise), the CPU seconds and the wall seconds. A failure is listed with its
reason; the exit code is 1 when any puzzle does not read or does not pass.
"""

import argparse
import json
import sys
import time

from engines.ai.puzzle_check import deep_check
from engines.ai.puzzles import Puzzle, PuzzleRefused
from scenes.games import games
from shell.paths import asset_path
from tests.bench.common import write_rows

SEEDS = (6, 7, 8)  # the set was made with seeds 0-5 (make_puzzles.SEED_SETS)


def check_game(game: str, seeds: tuple, limit: int | None) -> dict:
    path = asset_path("puzzles", f"{game}.json")
    raw = json.loads(path.read_text(encoding="utf-8"))["puzzles"] if path.is_file() else []
    raw = raw[:limit] if limit else raw
    row = {"game": game, "puzzles": len(raw), "read": 0, "passed": 0, "failures": []}
    wall, cpu = time.perf_counter(), time.process_time()
    for data in raw:
        try:
            puzzle = Puzzle.from_json(data)
        except PuzzleRefused as exc:
            row["failures"].append(f"{data.get('id')}: does not read: {exc}")
            continue
        row["read"] += 1
        check = deep_check(game, puzzle.state(), puzzle.seat, puzzle.preferred, puzzle.played,
                           seeds=seeds)
        if check.passed:
            row["passed"] += 1
        else:
            row["failures"].append(f"{puzzle.id}: {check.failure}"
                                   + (f" (gap {check.duel.gap:.3f}, noise {check.duel.noise:.3f})"
                                      if check.duel else ""))
        print(f"  {game} {puzzle.id}: {'passed' if check.passed else check.failure}",
              flush=True)
    row["cpu_s"] = round(time.process_time() - cpu, 1)
    row["wall_s"] = round(time.perf_counter() - wall, 1)
    return row


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench.bench_puzzles")
    parser.add_argument("--game", action="append")
    parser.add_argument("--seeds", default=",".join(map(str, SEEDS)))
    parser.add_argument("--limit", type=int, help="the first N puzzles of each game")
    parser.add_argument("--json")
    args = parser.parse_args(argv)
    seeds = tuple(int(s) for s in args.seeds.split(","))
    rows = [check_game(game, seeds, args.limit) for game in args.game or games()]
    print(f"{'game':<12}{'puzzles':>8}{'read':>6}{'passed':>8}{'cpu s':>9}{'wall s':>9}")
    for row in rows:
        print(f"{row['game']:<12}{row['puzzles']:>8}{row['read']:>6}{row['passed']:>8}"
              f"{row['cpu_s']:>9}{row['wall_s']:>9}")
        for failure in row["failures"]:
            print(f"  {failure}")
    write_rows(args.json, rows)
    return 0 if all(not row["failures"] for row in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
