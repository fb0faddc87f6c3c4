"""Results screen frame times while the post-game analysis runs (target: p99 under 8 ms).

    SDL_VIDEODRIVER=dummy .venv/bin/python -m tests.bench.bench_results_frames
        [--game imhotep ...] [--players 4] [--seed 3] [--json PATH]

For each game a 4-player game of Easy bots is finished on a real table scene, the results
screen is pushed (the analysis starts in its worker process, with the game's analysis
budget) and frames are stepped until the analysis is done. The table shows the frames, the
frame work time (event handling, update, draw; `App.step`) at the 50th and 99th percentile
and the worst, the same frames' CPU time (this thread's: on a loaded machine the wall time
also holds the time the app waited for a core), the analysis's wall time seen from the app
(its process runs at a lower priority) and the 1-minute load average.
"""

import argparse
import os
import tempfile
import time
from pathlib import Path

from engines import game_ids, get_engine
from engines.ai import decide, decision_seed
from engines.core import Seat
from scenes.game_start import start_new_game
from scenes.navigator import Navigator
from scenes.screens.results import ResultsScene
from shell.app import App
from shell.store.settings import Settings
from tests.bench.common import write_rows


def pct(values, q):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * len(ordered)) - 1))]


def run(game: str, players: int, seed: int) -> dict:
    app = App(Settings(), settings_path=Path(tempfile.mkdtemp()) / "settings.json",
              size=(1280, 720),
              navigator=Navigator())
    try:
        app.settings.animation_speed = 0.0
        seats = [Seat("Ann", "human")] + [Seat(f"Bot {k}", "easy") for k in range(1, players)]
        table = start_new_game(app, game, seats=seats, seed=seed, autosave=False)
        app.step([])
        state = table.state
        while not state.is_over():
            seat = state.to_move()
            ply = len(table.session.replay.actions)
            table.session.apply(decide(state, seat, "easy", decision_seed(seed, ply, seat),
                                       game))
        table.results_shown = True
        table.refresh()
        results = ResultsScene(app, table)
        started = time.perf_counter()
        app.scenes.push(results)
        frames, cpu = [], []

        def step():
            before = time.thread_time()
            frames.append(app.step([]))
            cpu.append(1000 * (time.thread_time() - before))

        while results.analysis is None and time.perf_counter() - started < 300:
            step()
        seconds = time.perf_counter() - started
        for _ in range(30):  # the charts, once drawn
            step()
        return {"game": game, "players": players, "frames": len(frames),
                "p50_ms": round(pct(frames, 0.50), 2), "p99_ms": round(pct(frames, 0.99), 2),
                "max_ms": round(max(frames), 2), "cpu_p99_ms": round(pct(cpu, 0.99), 2),
                "cpu_max_ms": round(max(cpu), 2), "analysis_s": round(seconds, 1),
                "done": results.analysis is not None, "load": round(os.getloadavg()[0], 1)}
    finally:
        app.shutdown()


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench.bench_results_frames")
    parser.add_argument("--game", action="append")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--json")
    args = parser.parse_args(argv)
    rows = []
    print(f"{'game':<12}{'frames':>7}{'p50 ms':>8}{'p99 ms':>8}{'max ms':>8}"
          f"{'cpu p99':>8}{'cpu max':>8}{'analysis s':>11}{'load':>6}")
    for game in args.game or game_ids():
        players = min(args.players, get_engine(game).spec.max_players)
        row = run(game, players, args.seed)
        rows.append(row)
        print(f"{game:<12}{row['frames']:>7}{row['p50_ms']:>8.2f}{row['p99_ms']:>8.2f}"
              f"{row['max_ms']:>8.2f}{row['cpu_p99_ms']:>8.2f}{row['cpu_max_ms']:>8.2f}"
              f"{row['analysis_s']:>11.1f}{row['load']:>6.1f}",
              flush=True)
    write_rows(args.json, rows)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
