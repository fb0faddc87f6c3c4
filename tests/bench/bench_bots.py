"""Bot strength and think-time benchmark (the tables of docs/bots.md).

    .venv/bin/python -m tests.bench.bench_bots [--games 20] [--seed 1] [--jobs 1]
        [--game imhotep ...] [--probe 24] [--worker] [--json PATH]

Strength: for every game present, two-player matches with seats swapped (arena, iteration
budgets, no wall-clock cap, so the numbers are reproducible): hard-easy, easy-random,
medium-easy and hard-medium. The table shows the first bot's win rate with its 95% interval.
Think time: `--probe` positions per game, taken from random games at every player count,
each decided by every level with the interactive wall-clock caps on (what the UI does);
the table shows mean, 95th percentile and maximum per level and player count. Expert's
second root-parallel tree runs in a helper process, as in the app. `--worker` asks the app's
own bot worker (shell/workers/bot_worker.py: a worker process and its helper, polled every 1/60 s as
the table does) instead of deciding in this process.
"""

import argparse
import importlib
import json
import os
import random
import time

from engines import game_ids, get_engine
from engines.ai import LEVELS, decide, parallel
from engines.ai.arena import percentile, run_match

PAIRINGS = (("hard", "easy"), ("easy", "random"), ("medium", "easy"), ("hard", "medium"))


def available_games(wanted):
    games = []
    for gid in wanted or game_ids():
        try:
            games.append(get_engine(gid))
        except (ImportError, AttributeError, LookupError):
            continue
    return games


def strength(engine, games, seed, jobs, pairings):
    rows = []
    for first, second in pairings:
        started = time.perf_counter()
        summary, results = run_match(
            engine, [(first, None), (second, None)], games, seed, jobs=jobs
        )
        a, b = summary
        rows.append({
            "game": engine.spec.id, "pairing": f"{first}-{second}", "games": games,
            "win_rate": a["win_rate"], "ci95": a["ci95"],
            "points": [a["avg_points"], b["avg_points"]],
            "think_p95_ms": [a["think_p95_ms"], b["think_p95_ms"]],
            "think_mean_ms": [a["think_mean_ms"], b["think_mean_ms"]],
            "plies": sum(r["plies"] for r in results) / len(results),
            "seconds": time.perf_counter() - started,
        })
    return rows


def probe_positions(engine, count, seed):
    """`count` positions with a real choice, spread over random games at every player count."""
    rand = random.Random(seed)
    positions = []
    counts = list(engine.spec.player_counts())
    game = 0
    while len(positions) < count:
        players = counts[game % len(counts)]
        state = engine.new_game(players, None, rand.getrandbits(32))
        history = []
        while not state.is_over():
            if len(state.legal_actions()) > 1:
                history.append(state.clone())
            legal = state.legal_actions()
            state.apply(legal[rand.randrange(len(legal))])
        take = min(len(history), max(1, count // (2 * len(counts))))
        positions += rand.sample(history, take)
        game += 1
    return positions[:count]


def worker_decide(worker, engine, state, level, seed) -> float:
    """Seconds the app's bot worker takes to answer, polled once a frame (1/60 s)."""
    started = time.perf_counter()
    worker.request(engine.spec.id, state, state.to_move(), level, seed, key=seed)
    while worker.poll() is None:
        time.sleep(1 / 60)
    return time.perf_counter() - started


def search_processes(level: str, worker) -> int:
    """The processes searching a decision of `level` (Expert's trees use the helpers)."""
    if level != "expert":
        return 1
    if worker is None:
        return parallel.processes()
    return 1 + len(getattr(worker.worker, "helpers", ()))


def think_times(engine, count, seed, levels=LEVELS[1:], cap=True, worker=None):
    """Wall-clock and CPU time per decision, per level and player count; the CPU time (of
    this process; none through `worker`) is what a quiet machine would take (a busy machine
    stretches the wall clock, and then the caps cut the search short)."""
    positions = probe_positions(engine, count, seed)
    rows = []
    for level in levels:
        for players in sorted({s.num_players for s in positions}):
            times, cpu, capped = [], [], 0
            for i, state in enumerate(positions):
                if state.num_players != players:
                    continue
                info: dict = {}
                started, started_cpu = time.perf_counter(), time.process_time()
                if worker is not None:
                    worker_decide(worker, engine, state, level, seed + i)
                else:
                    decide(state, state.to_move(), level, seed + i, engine.spec.id, info=info,
                           cap=cap)
                times.append(time.perf_counter() - started)
                cpu.append(time.process_time() - started_cpu)
                capped += bool(info.get("capped"))
            rows.append({
                "game": engine.spec.id, "level": level, "players": players,
                "positions": len(times), "mean_ms": 1000 * sum(times) / len(times),
                "p95_ms": 1000 * percentile(times, 0.95), "max_ms": 1000 * max(times),
                "capped": None if worker is not None else capped,  # the worker does not say
                "cpu_p50_ms": 1000 * percentile(cpu, 0.5),
                "cpu_p95_ms": 1000 * percentile(cpu, 0.95), "cpu_max_ms": 1000 * max(cpu),
                "load": os.getloadavg()[0], "processes": search_processes(level, worker),
            })
    return rows


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m tests.bench.bench_bots")
    parser.add_argument("--game", action="append", help="game id (repeatable; default all)")
    parser.add_argument("--engine", help="module exposing ENGINE (e.g. tests.toy.engines_nim)")
    parser.add_argument("--games", type=int, default=20, help="games per pairing")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--probe", type=int, default=24, help="positions for think time")
    parser.add_argument("--pairings", default=";".join(",".join(p) for p in PAIRINGS))
    parser.add_argument("--levels", default=",".join(LEVELS[1:]), help="levels to probe")
    parser.add_argument("--nocap", action="store_true", help="probe without the caps")
    parser.add_argument("--worker", action="store_true",
                        help="probe through the app's bot worker process and its helper")
    parser.add_argument("--json", metavar="PATH")
    args = parser.parse_args(argv)
    pairings = [tuple(p.split(",")) for p in args.pairings.split(";") if p]
    report = {"seed": args.seed, "games": args.games, "strength": [], "think": []}
    engines = available_games(args.game)
    if args.engine:
        engines = [importlib.import_module(args.engine).ENGINE]
    worker = None
    if args.worker:
        from shell.workers.bot_worker import BotWorker

        worker = BotWorker(use_process=True)
    elif "expert" in args.levels.split(","):
        parallel.start_helpers(1)  # as the app's bot worker has
    try:
        run(args, engines, pairings, report, worker)
    finally:
        if worker is not None:
            worker.shutdown()
        parallel.shutdown()
    if args.json:
        with open(args.json, "w", encoding="utf-8") as fh:
            json.dump(report, fh, indent=2)


def run(args, engines, pairings, report, worker) -> None:
    for engine in engines:
        if args.games:
            rows = strength(engine, args.games, args.seed, args.jobs, pairings)
            report["strength"] += rows
            for r in rows:
                print(f"{r['game']:<12}{r['pairing']:<14}{100 * r['win_rate']:>6.1f}% "
                      f"[{100 * r['ci95'][0]:.0f}-{100 * r['ci95'][1]:.0f}%]  points "
                      f"{r['points'][0]:.1f}-{r['points'][1]:.1f}  p95 ms "
                      f"{r['think_p95_ms'][0]:.0f}/{r['think_p95_ms'][1]:.0f}  "
                      f"({r['games']} games, {r['seconds']:.0f} s)", flush=True)
        if args.probe:
            rows = think_times(engine, args.probe, args.seed, args.levels.split(","),
                               not args.nocap, worker)
            report["think"] += rows
            for r in rows:
                print(f"{r['game']:<12}{r['level']:<8}{r['players']}p think mean "
                      f"{r['mean_ms']:.1f} ms, "
                      f"p95 {r['p95_ms']:.1f} ms, max {r['max_ms']:.1f} ms, capped "
                      f"{'?' if r['capped'] is None else r['capped']}/{r['positions']}; "
                      f"CPU p50 {r['cpu_p50_ms']:.0f} ms, "
                      f"p95 {r['cpu_p95_ms']:.0f} ms, max {r['cpu_max_ms']:.0f} ms "
                      f"(load {r['load']:.1f}, {r['processes']} processes)", flush=True)


if __name__ == "__main__":
    main()
