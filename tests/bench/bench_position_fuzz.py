"""The position fuzz at scale: `--mutations` one-character or one-number mutations of each
game's notation (tests/engines/position_fuzz.py), each refused with a reason or played on
with random moves to the end.

    python -m tests.bench.bench_position_fuzz [--mutations 10000] [--seed 1] [--games aton]
        [--json PATH]

Reported per game: mutations tried, refused, accepted and played to the end, failures (a
state with no legal action before the end, an exception, a game not over after
position_fuzz.MAX_ACTIONS actions, or one position taking over `--limit` seconds, where the
platform has SIGALRM) and the seconds taken. Exits 1 when anything failed, printing the
first failures with their text.
"""

import argparse
import json
import signal
import sys
import time

from engines import notation
from tests.engines import position_fuzz


class TooSlow(Exception):
    """One position took longer than the limit."""


def _alarm(_signum, _frame):
    raise TooSlow


def run_game(game_id: str, count: int, seed: int, limit: float) -> dict:
    texts = position_fuzz.start_positions(game_id, games=8, seed=seed)
    counts = {position_fuzz.REFUSED: 0, position_fuzz.PLAYED: 0}
    failures = []
    timed = hasattr(signal, "SIGALRM")
    if timed:
        signal.signal(signal.SIGALRM, _alarm)
    started = time.perf_counter()
    for index, text in enumerate(position_fuzz.mutations(texts, count, seed * 7919 + 1)):
        if timed:
            signal.setitimer(signal.ITIMER_REAL, limit)
        try:
            outcome = position_fuzz.check(text, index)
        except TooSlow:
            outcome = position_fuzz.Outcome("slow", text, f"over {limit} s")
        finally:
            if timed:
                signal.setitimer(signal.ITIMER_REAL, 0)
        if outcome.failed:
            failures.append(outcome)
        else:
            counts[outcome.kind] += 1
    return {
        "game": game_id, "tried": count, "refused": counts[position_fuzz.REFUSED],
        "played": counts[position_fuzz.PLAYED], "failed": len(failures),
        "seconds": round(time.perf_counter() - started, 1),
        "failures": [{"kind": o.kind, "detail": o.detail, "text": o.text}
                     for o in failures[:20]],
    }


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mutations", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", default=",".join(notation.notation_games()))
    parser.add_argument("--limit", type=float, default=10.0,
                        help="seconds one position may take")
    parser.add_argument("--json", metavar="PATH")
    args = parser.parse_args(argv)
    rows = [run_game(g, args.mutations, args.seed, args.limit)
            for g in args.games.split(",")]
    print(f"{'game':<13}{'tried':>8}{'refused':>9}{'played':>8}{'failed':>8}{'seconds':>9}")
    for row in rows:
        print(f"{row['game']:<13}{row['tried']:>8}{row['refused']:>9}{row['played']:>8}"
              f"{row['failed']:>8}{row['seconds']:>9}")
    for row in rows:
        for failure in row["failures"][:5]:
            print(f"\n{row['game']} {failure['kind']}: {failure['detail']}\n  {failure['text']}")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as out:
            json.dump(rows, out, indent=1)
    return 1 if any(row["failed"] for row in rows) else 0


if __name__ == "__main__":
    sys.exit(main())
