"""Arena: bots play each other headless; win rates, points and think times.

    python -m engines.ai.arena --game GAME --players 4 --bots hard,easy,easy,easy \
        --games 200 --seed 1 [--json [PATH]] [--jobs 2] [--cap]

Seats rotate: game g puts bot slot k at seat (k + g) % players, and the games of one rotation
cycle share one deal (the same game seed), so every bot plays every seat of every deal.
A bot is `level` or `level:iterations` (e.g. `hard:300`); `hint` is a player that follows the
Hint at every decision (engines/ai/hint.py: Hard's search, seeded apart from Hard's own).
A shared win counts as a fraction. A bot may also be a tuple (level, iterations, overrides)
with settings replacing the level's (see levels.py; `python -m engines.ai.tune` builds them).
Think time is measured per decision with more than one legal action (forced moves are
answered at once and left out), including the determinization.
Without `--cap` the bots run on iteration budgets only, so the same seed gives the same games
and the same numbers (think times aside); `--cap` adds the interactive wall-clock caps.
`--engine MODULE` plays the ENGINE of any module (e.g. the test game `tests.toy.engines_nim`).
"""

import argparse
import importlib
import json
import math
import random
import sys
import time

from engines import game_ids, get_engine
from engines.registry import find

from .budget import Budget
from .hint import HINT_LEVEL
from .hint import search as hint_search
from .levels import LEVELS, default_budget
from .runner import decide, decision_seed

HINT_PLAYER = "hint"
HINT_SALT = 0x4A1E7  # the hint player's decisions are seeded apart from Hard's


def parse_bot(text: str) -> tuple[str, int | None]:
    level, _, iters = text.strip().partition(":")
    if level not in LEVELS and level != HINT_PLAYER:
        raise ValueError(f"unknown bot level {level!r}")
    return level, (int(iters) if iters else None)


def load_engine(game: str | None, module: str | None):
    if module:
        return importlib.import_module(module).ENGINE
    if game is None:
        raise KeyError("neither a game nor an engine module given")
    return get_engine(game)


def game_seed(seed: int, index: int, players: int) -> int:
    return random.Random(f"arena:{seed}:{index // players}").getrandbits(48)


def play_game(engine, bots, index, seed, options=None, cap=False, max_actions=100_000):
    """Play game `index` of a match; results are indexed by bot slot."""
    game = engine.spec.id
    players = len(bots)
    rotation = index % players
    gseed = game_seed(seed, index, players)
    state = engine.new_game(players, options, gseed)
    slot_of_seat = {(k + rotation) % players: k for k in range(players)}
    times: list[list[float]] = [[] for _ in range(players)]
    capped = [0] * players
    forced = [0] * players
    ply = 0
    while not state.is_over():
        if ply >= max_actions:
            raise RuntimeError(f"game {index} did not end in {max_actions} actions")
        seat = state.to_move()
        slot = slot_of_seat[seat]
        level, iters, *extra = bots[slot]
        overrides = extra[0] if extra else None
        budget = None
        if iters is not None:
            base = default_budget(HINT_LEVEL if level == HINT_PLAYER else level, game,
                                  overrides) or Budget()
            budget = Budget(iters, base.seconds)
        info: dict = {}
        started = time.perf_counter()
        if level == HINT_PLAYER:
            seed = decision_seed(gseed, ply, seat) ^ HINT_SALT
            found = hint_search(state, seat, seed, game, budget, cap)
            action = found[0]
            info.update(forced=not found[2], capped=False)
        else:
            action = decide(state, seat, level, decision_seed(gseed, ply, seat), game,
                            budget=budget, cap=cap, info=info, overrides=overrides)
        elapsed = time.perf_counter() - started
        if info.get("forced"):
            forced[slot] += 1
        else:
            times[slot].append(elapsed)
        capped[slot] += bool(info.get("capped"))
        state.apply(action)
        ply += 1
    scores = state.scores()
    winners = state.winners()
    return {
        "index": index,
        "seed": gseed,
        "plies": ply,
        "points": [scores[(k + rotation) % players] for k in range(players)],
        "win_share": [
            (1.0 / len(winners) if (k + rotation) % players in winners else 0.0)
            for k in range(players)
        ],
        "times": times,
        "capped": capped,
        "forced": forced,
    }


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))
    return ordered[k]


def summarize(bots, results) -> list[dict]:
    rows = []
    n = len(results)
    for k, (level, iters, *extra) in enumerate(bots):
        wins = sum(r["win_share"][k] for r in results)
        times = [t for r in results for t in r["times"][k]]
        low, high = wilson(wins, n)
        name = level if iters is None else f"{level}:{iters}"
        if extra and extra[0]:
            name += "+" + ",".join(f"{key}={val}" for key, val in sorted(extra[0].items()))
        rows.append({
            "slot": k,
            "bot": name,
            "games": n,
            "wins": wins,
            "win_rate": wins / n if n else 0.0,
            "ci95": [low, high],
            "avg_points": sum(r["points"][k] for r in results) / n if n else 0.0,
            "decisions": len(times),
            "forced": sum(r["forced"][k] for r in results),
            "capped": sum(r["capped"][k] for r in results),
            "think_mean_ms": 1000 * sum(times) / len(times) if times else 0.0,
            "think_p95_ms": 1000 * percentile(times, 0.95),
            "think_max_ms": 1000 * max(times) if times else 0.0,
        })
    return rows


def run_match(engine, bots, games, seed, options=None, cap=False, jobs=1, progress=False,
              on_result=None, first=0, skip=frozenset()):
    """Play games `first` .. `games - 1` of a match but those in `skip`; returns (summary
    rows, per-game results).

    `on_result(result)` is called as each game ends (in the order they end)."""
    args = [(engine, bots, i, seed, options, cap) for i in range(first, games) if i not in skip]
    results = []
    if jobs > 1:
        import multiprocessing

        from ..lifeline import Parent, end_with

        with multiprocessing.get_context("spawn").Pool(
                jobs, initializer=end_with, initargs=(Parent.here(),)) as pool:
            remote = [(a[1:], _engine_ref(engine)) for a in args]
            for result in pool.imap_unordered(_play_remote_packed, remote):
                results.append(result)
                if on_result:
                    on_result(result)
        results.sort(key=lambda r: r["index"])
    else:
        for a in args:
            started = time.perf_counter()
            results.append(play_game(*a))
            if on_result:
                on_result(results[-1])
            if progress:
                r = results[-1]
                print(f"game {r['index']}: {r['plies']} actions, points {r['points']}, "
                      f"{time.perf_counter() - started:.1f} s", file=sys.stderr, flush=True)
    return summarize(bots, results), results


_ENGINE_MODULE: dict = {}


def _engine_ref(engine) -> str:
    """How a worker process finds the engine: the engine module of a registered game (from
    its listing, engines/registry.py), or the module of a test engine."""
    if engine.spec.id in _ENGINE_MODULE:
        return _ENGINE_MODULE[engine.spec.id]
    entry = find(engine.spec.id)
    return entry.engine if entry is not None else engine.new_game.__module__


def _play_remote_packed(packed):
    return _play_remote(*packed)


def _play_remote(args, ref):
    return play_game(importlib.import_module(ref).ENGINE, *args)


def format_table(title: str, rows: list[dict]) -> str:
    lines = [title, f"{'slot':<5}{'bot':<12}{'games':>6}{'win%':>7}{'95% CI':>15}"
             f"{'points':>8}{'moves':>7}{'mean ms':>9}{'p95 ms':>8}{'max ms':>8}{'capped':>7}"]
    for r in rows:
        ci = f"{100 * r['ci95'][0]:.0f}-{100 * r['ci95'][1]:.0f}%"
        lines.append(
            f"{r['slot']:<5}{r['bot']:<12}{r['games']:>6}{100 * r['win_rate']:>6.1f}%"
            f"{ci:>15}{r['avg_points']:>8.1f}{r['decisions']:>7}{r['think_mean_ms']:>9.1f}"
            f"{r['think_p95_ms']:>8.1f}{r['think_max_ms']:>8.1f}{r['capped']:>7}"
        )
    return "\n".join(lines)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engines.ai.arena", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", help=f"game id ({', '.join(game_ids())})")
    parser.add_argument("--engine", help="module exposing ENGINE (instead of --game)")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--bots", default="hard,easy", help="comma-separated level[:iterations]")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--options", default="{}", help="engine options as JSON")
    parser.add_argument("--cap", action="store_true", help="use the wall-clock caps")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--progress", action="store_true", help="one line per game (stderr)")
    parser.add_argument("--json", nargs="?", const="-", default=None,
                        help="print JSON (or write it to PATH)")
    args = parser.parse_args(argv)
    if not args.game and not args.engine:
        parser.error("give --game or --engine")
    bots = [parse_bot(b) for b in args.bots.split(",")]
    if len(bots) != args.players:
        parser.error(f"{args.players} players need {args.players} bots, got {len(bots)}")
    engine = load_engine(args.game, args.engine)
    if args.engine:
        _ENGINE_MODULE[engine.spec.id] = args.engine
    options = json.loads(args.options)
    started = time.perf_counter()
    rows, results = run_match(
        engine, bots, args.games, args.seed, options, args.cap, args.jobs, args.progress
    )
    wall = time.perf_counter() - started
    report = {
        "game": engine.spec.id, "players": args.players, "bots": args.bots,
        "games": args.games, "seed": args.seed, "options": options, "cap": args.cap,
        "wall_seconds": wall, "rows": rows,
        "avg_plies": sum(r["plies"] for r in results) / max(1, len(results)),
    }
    if args.json == "-":
        json.dump(report, sys.stdout, indent=2)
        print()
    else:
        title = (f"{engine.spec.id}, {args.players} players, {args.games} games, seed "
                 f"{args.seed}{', capped' if args.cap else ''} ({wall:.0f} s)")
        print(format_table(title, rows))
        if args.json:
            with open(args.json, "w", encoding="utf-8") as fh:
                json.dump(report, fh, indent=2)
    return 0


if __name__ == "__main__":
    sys.exit(main())
