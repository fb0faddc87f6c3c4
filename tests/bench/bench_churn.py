"""Memory under window and screen churn: the resident set after each phase.

    python -m tests.bench.bench_churn [--games imhotep,pyramids,archaeology,aton]
        [--resizes 40] [--trips 10] [--tables 60] [--setups 30] [--json PATH]

Phases, in one process, as a player would cause them (Esc leaves a screen):
  first     the first table at 1280x720 (the reference)
  resizes   on each game's table, `--resizes` resizes between 1280x720 and 1920x1080
  big       on each game's table, `--trips` trips to 4000x3000 and back (the peak while
            there is reported too)
  tables    `--tables` tables opened and left, the games in turn
  setups    `--setups` setup screens opened and left, the games in turn
Each step is followed by a few frames (the app tidies its memory in the frame after a
screen closes or the window resizes, shell/memory.py); nothing here collects or trims on
its own. Passes (exit 0) when the RSS after the whole churn is at most `--limit` (30 %)
above the first table's. The slowest resize frame of each size is printed too.
"""

import argparse
import json
import os
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from tests.bench.bench_memory import rss_mib  # noqa: E402

GAMES = ("imhotep", "pyramids", "archaeology", "aton")
BASE = (1280, 720)
SMALL_TRIP = (1920, 1080)
BIG = (4000, 3000)
SETTLE_FRAMES = 4  # frames after each step (the tidy runs in the first)


def frames(app, count: int = SETTLE_FRAMES) -> None:
    """Frames as the app's loop runs them (what pygame_gui posted is handled)."""
    for _ in range(count):
        app.step()


def send(app, event) -> None:
    """A frame with `event` after whatever is queued (as if the system had queued it)."""
    import pygame

    app.step(pygame.event.get() + [event])


def resize(app, size) -> float:
    """Resize the window as the system would; the ms of the frame that took it."""
    import pygame

    event = pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)
    started = time.perf_counter()
    send(app, event)
    return (time.perf_counter() - started) * 1000


def escape(app) -> None:
    import pygame

    send(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b",
                                 scancode=41))


def open_table(app, game_id: str, seed: int):
    """A table with one person and bots (no hot-seat cover), its first frames drawn."""
    from engines import get_engine
    from engines.core import Seat
    from scenes.game_start import start_new_game

    players = get_engine(game_id).spec.min_players
    seats = [Seat("Anna", "human")] + [Seat(f"Bot{i}", "easy") for i in range(1, players)]
    scene = start_new_game(app, game_id, seats=seats, seed=seed, autosave=False)
    frames(app)
    return scene


def leave(app) -> None:
    """Esc until the menu is on top again."""
    for _ in range(5):
        if len(app.scenes.stack) <= 1:
            break
        escape(app)
        frames(app)


def run(args) -> dict:
    from scenes.kit.warmup import WARM_UP
    from scenes.navigator import Navigator
    from scenes.screens.menu import MenuScene
    from scenes.screens.setup import SetupScene
    from shell.app import App
    from shell.store.settings import Settings
    from tests.bench.bench_frames import VirtualClock

    games = args.games.split(",")
    app = App(Settings(), size=BASE, persist_settings=False, audio=False,
              navigator=Navigator())
    app.clock = VirtualClock()
    app.scenes.push(MenuScene(app))
    frames(app, 3)
    WARM_UP.finish(app)
    rows = []
    resize_ms: dict = {}

    def record(phase: str, **extra) -> None:
        row = {"phase": phase, "rss_mib": round(rss_mib(), 1), **extra}
        rows.append(row)
        more = "  ".join(f"{k} {v}" for k, v in extra.items())
        print(f"{phase:<22} RSS {row['rss_mib']:>7.1f} MiB  {more}", flush=True)

    def timed_resize(size) -> None:
        ms = resize(app, size)
        key = f"{size[0]}x{size[1]}"
        resize_ms[key] = max(resize_ms.get(key, 0.0), ms)
        frames(app)

    open_table(app, games[0], seed=1)
    record("first")
    leave(app)
    for game_id in games:
        open_table(app, game_id, seed=2)
        for k in range(args.resizes):
            timed_resize(SMALL_TRIP if k % 2 == 0 else BASE)
        timed_resize(BASE)
        leave(app)
        record(f"resizes {game_id}")
    for game_id in games:
        open_table(app, game_id, seed=3)
        peak = 0.0
        for _trip in range(args.trips):
            timed_resize(BIG)
            peak = max(peak, rss_mib())
            timed_resize(BASE)
        record(f"big {game_id} (open)", peak_at_4000x3000=round(peak, 1))
        leave(app)
        record(f"big {game_id}")
    for k in range(args.tables):
        open_table(app, games[k % len(games)], seed=10 + k)
        leave(app)
    record("tables")
    for k in range(args.setups):
        app.scenes.push(SetupScene(app, games[k % len(games)]))
        frames(app)
        leave(app)
    record("setups")
    app.shutdown()
    first, last = rows[0]["rss_mib"], rows[-1]["rss_mib"]
    growth = (last - first) / first
    ok = growth <= args.limit
    print("slowest resize frame: " + ", ".join(f"to {k} {v:.0f} ms"
                                               for k, v in resize_ms.items()))
    print(f"RSS with the first table: {first:.1f} MiB, after the churn: {last:.1f} MiB "
          f"({growth:+.1%}; limit {args.limit:.0%}) -> {'ok' if ok else 'TOO MUCH'}")
    return {"rows": rows, "growth": round(growth, 4), "ok": ok,
            "resize_ms": {k: round(v, 1) for k, v in resize_ms.items()}}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--resizes", type=int, default=40)
    parser.add_argument("--trips", type=int, default=10)
    parser.add_argument("--tables", type=int, default=60)
    parser.add_argument("--setups", type=int, default=30)
    parser.add_argument("--limit", type=float, default=0.30)
    parser.add_argument("--json", dest="json_path")
    args = parser.parse_args(argv)
    result = run(args)
    if args.json_path:
        with open(args.json_path, "w", encoding="utf-8") as handle:
            json.dump(result, handle, indent=2)
    return 0 if result["ok"] else 1


if __name__ == "__main__":
    raise SystemExit(main())
