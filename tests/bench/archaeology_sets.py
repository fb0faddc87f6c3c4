"""Archaeology: the museum sets each bot level sells, beside `tune`'s win rate.

    python -m tests.bench.archaeology_sets --bot medium --vs easy --deals 20 --seed 31

Plays `engines.ai.tune`'s paired deals in this process (one worker) and counts every sale a
bot chooses, by level: the mean set size, the share of sales of one or two cards, and the
money per sale. The win rate is tune's own (same seed, same games).
"""

import argparse
import json
import sys

from engines.ai import arena, tune


def record_sales(sales: dict, log: str | None = None):
    """Wrap the arena's decide so each sale a level chooses is counted in `sales` (and
    appended to `log` as it is made, so a stopped run still tells)."""
    decide = arena.decide

    def counting(state, seat, level, *args, **kwargs):
        action = decide(state, seat, level, *args, **kwargs)
        if action[0] == "sell":
            sales.setdefault(level, []).append(action[2])
            if log:
                with open(log, "a", encoding="utf-8") as fh:
                    fh.write(json.dumps([level, action[2]]) + "\n")
        return action

    arena.decide = counting
    return decide


def summary(sizes: list[int]) -> dict:
    """Mean set size, the share of sets of 1-2 cards and the number of sales."""
    if not sizes:
        return {"sales": 0, "mean_size": 0.0, "small_share": 0.0}
    return {"sales": len(sizes), "mean_size": round(sum(sizes) / len(sizes), 2),
            "small_share": round(sum(1 for s in sizes if s <= 2) / len(sizes), 3)}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bot", default="medium")
    parser.add_argument("--vs", default="easy")
    parser.add_argument("--set", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--vs-set", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--seed", type=int, default=31)
    parser.add_argument("--log", metavar="PATH",
                        help="games to PATH (tune's --log), sales to PATH.sales")
    args = parser.parse_args(argv)
    sales: dict = {}
    original = record_sales(sales, args.log and args.log + ".sales")
    try:
        report = tune.tune(arena.get_engine("archaeology"), args.bot, tune.parse_settings(args.set),
                           args.vs, tune.parse_settings(args.vs_set), args.deals, args.seed,
                           log=args.log)
    finally:
        arena.decide = original
    report["sets"] = {level: summary(sizes) for level, sizes in sales.items()}
    print(tune.format_report(report))
    print(json.dumps(report["sets"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
