"""The app's CPU while nobody touches it: the menu, and each game's table waiting for the
person's move with nothing moving.

    SDL_VIDEODRIVER=dummy .venv/bin/python -m tests.bench.bench_idle
        [--seconds 10] [--size 1280x720] [--game imhotep ...] [--players 4] [--full-rate]
        [--json PATH]

Each screen is opened in a real App, made quiet (the menu's warm-up done; a table's opening
moves played by Easy bots and its animations over, the person to move), then the app's own
loop runs for `--seconds` with no input (`App.wait_while_idle` then `App.step`, as `App.run`
does). The table shows the frames drawn a second and the process's CPU as a share of one
core over that time; the first second, before the app calls the screen idle, is left out
(`IDLE_AFTER`). Under the dummy video driver nothing reaches a screen, so a real window
costs more a frame (docs/performance.md, Idle, has figures under Xvfb). `--full-rate` never
idles (the frame rate the app kept before it idled), for comparison.
"""

import argparse
import os
import tempfile
import time
from pathlib import Path

from engines import game_ids, get_engine
from engines.core import Seat
from scenes.game_start import start_new_game
from scenes.kit.warmup import WARM_UP
from scenes.navigator import Navigator
from scenes.screens.menu import MenuScene
from shell import app as app_module
from shell.app import IDLE_AFTER, App
from shell.store.settings import Settings
from tests.bench.common import write_rows


def idle_run(app, seconds: float) -> tuple[float, float]:
    """(frames a second, CPU share of one core) of `seconds` of the app's loop untouched,
    after the `IDLE_AFTER` second it takes to call the screen idle."""
    app.last_event = time.monotonic()
    settle = time.monotonic() + IDLE_AFTER
    while time.monotonic() < settle:
        app.step(app.wait_while_idle())
    frames, cpu, wall = 0, time.process_time(), time.monotonic()
    end = wall + seconds
    while time.monotonic() < end:
        app.step(app.wait_while_idle())
        frames += 1
    wall = time.monotonic() - wall
    return frames / wall, (time.process_time() - cpu) / wall


def quiet_table(app, game: str, players: int):
    """A table of `game` after its opening moves, the person to move and nothing moving."""
    seats = [Seat("Ann", "human")] + [Seat(f"Bot {k}", "easy") for k in range(1, players)]
    table = start_new_game(app, game, seats=seats, seed=5, autosave=False)
    deadline = time.monotonic() + 120
    while (table.state.to_move() != 0 or app.scenes.busy()) and time.monotonic() < deadline:
        app.step([])
    return table


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench.bench_idle")
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--game", action="append")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--full-rate", action="store_true", help="never idle (for comparison)")
    parser.add_argument("--json")
    args = parser.parse_args(argv)
    if args.full_rate:
        app_module.IDLE_AFTER = float("inf")
    size = tuple(int(n) for n in args.size.split("x"))
    rows = []
    print(f"{'screen':<14}{'frames/s':>9}{'CPU':>7}{'load':>6}")
    screens = ["menu", *(args.game or game_ids())]
    for screen in screens:
        app = App(Settings(), settings_path=Path(tempfile.mkdtemp()) / "settings.json",
                  size=size, navigator=Navigator())
        try:
            if screen == "menu":
                app.scenes.reset(MenuScene(app))
                WARM_UP.finish(app)
            else:
                WARM_UP.finish(app)
                quiet_table(app, screen, min(args.players, get_engine(screen).spec.max_players))
            rate, share = idle_run(app, args.seconds)
        finally:
            app.shutdown()
        row = {"screen": screen, "size": args.size, "full_rate": args.full_rate,
               "frames_per_s": round(rate, 1),
               "cpu_share": round(share, 3), "load": round(os.getloadavg()[0], 1)}
        rows.append(row)
        print(f"{screen:<14}{rate:>9.1f}{100 * share:>6.1f}%{row['load']:>6.1f}", flush=True)
    write_rows(args.json, rows)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
