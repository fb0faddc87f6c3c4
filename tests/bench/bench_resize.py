"""What a window resize costs on each game's table: the frame that takes the resize and
the frames after it, by the CPU time of the app's thread.

    python -m tests.bench.bench_resize [--games imhotep,pyramids,archaeology,aton]
        [--sizes 3840x2160,4000x3000] [--screen 3840x2160] [--repeat 3] [--json PATH]
        [--opens 2560x1440>3840x2160,1280x720>F11,...]

A table (three players where the game allows, else two; one person) is opened at 1280x720
after the menu's warm-up, then resized to each size and back `--repeat` times, then put
fullscreen with F11 on a screen of `--screen` and back (F11 again; the row "F11 WxH").
Printed per game and size: the resize frame (the first time at that size, and the slowest
later one) and the slowest of the 10 frames after it. Passes (exit 0) when no resize or
F11 frame to 3840x2160 or smaller takes more than `--limit` ms (250).

Then a table opened after the menu was resized: for each path of `--opens` (window sizes
and F11 presses in turn, from a new app's menu) and each game (4 players, Aton 2), the
menu stays up at each size until its warm-up is done, then the table opens. Printed: the
open (building the table and its first frame, ms CPU), the warm-up's frames at the last
size and the slowest of them. Passes when every open takes less than `--open-limit` ms
(100); `--opens ''` leaves them out.
"""

import argparse
import os
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

GAMES = ("imhotep", "pyramids", "archaeology", "aton")
BASE = (1280, 720)
AFTER = 10  # frames watched after a resize


def cpu_step(app, events=None) -> float:
    started = time.thread_time()
    app.step(events)
    return (time.thread_time() - started) * 1000


def resize(app, size) -> tuple[float, float]:
    """(ms of the frame that took the resize, ms of the slowest of the frames after it)."""
    import pygame

    event = pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)
    took = cpu_step(app, pygame.event.get() + [event])
    after = max(cpu_step(app) for _ in range(AFTER))
    return took, after


def f11(app) -> tuple[float, float]:
    """F11 pressed: (ms of its frame, ms of the slowest of the frames after it)."""
    import pygame

    keys = [pygame.event.Event(kind, key=pygame.K_F11, mod=0, unicode="", scancode=0)
            for kind in (pygame.KEYDOWN, pygame.KEYUP)]
    took = cpu_step(app, pygame.event.get() + keys)
    after = max(cpu_step(app) for _ in range(AFTER))
    return took, after


def screen_of(size):
    """pygame's set_mode as on a screen of `size`: fullscreen at (0, 0) takes that size (the
    dummy video driver's own screen is 1024x768)."""
    import pygame

    set_mode = pygame.display.set_mode

    def on_screen(mode=(0, 0), flags=0, *args, **kwargs):
        if flags & pygame.FULLSCREEN and tuple(mode) == (0, 0):
            mode = size
        return set_mode(mode, flags, *args, **kwargs)

    return on_screen


def measure(app, game_id: str, sizes, repeat: int, screen=None) -> list[dict]:
    from engines import get_engine
    from engines.core import Seat
    from scenes.game_start import start_new_game

    spec = get_engine(game_id).spec
    players = min(3, spec.max_players)
    seats = [Seat("Anna", "human")] + [Seat(f"Bot{i}", "easy") for i in range(1, players)]
    start_new_game(app, game_id, seats=seats, seed=4, autosave=False)
    for _ in range(5):
        app.step()
    rows = []
    for size in sizes:
        first = later = after = 0.0
        for k in range(repeat):
            took, settle = resize(app, size)
            if k == 0:
                first = took
            else:
                later = max(later, took)
            after = max(after, settle)
            resize(app, BASE)
        rows.append({"game": game_id, "size": f"{size[0]}x{size[1]}", "first_ms": round(first),
                     "later_max_ms": round(later), "after_max_ms": round(after),
                     "pixels": size[0] * size[1]})
    if screen is not None:
        first = later = after = 0.0
        for k in range(repeat):
            took, settle = f11(app)  # fullscreen
            assert app.size == tuple(screen), app.size
            first, later = (took, later) if k == 0 else (first, max(later, took))
            after = max(after, settle)
            f11(app)  # the window again
        rows.append({"game": game_id, "size": f"F11 {screen[0]}x{screen[1]}",
                     "first_ms": round(first), "later_max_ms": round(later),
                     "after_max_ms": round(after), "pixels": screen[0] * screen[1]})
    while len(app.scenes.stack) > 1:
        app.scenes.pop()
    app.step()
    return rows


OPENS = ("2560x1440>3840x2160,3840x2160>2560x1440,1280x720>3840x2160,1280x720>F11,"
         "1280x720>F11>F11>F11")
WARM_FRAMES = 600  # menu frames at most before a warm-up counts as never ending


def menu_warmed(app) -> list[float]:
    """Menu frames until the warm-up is done at the window's size: their ms CPU."""
    from scenes.kit.warmup import WARM_UP

    frames: list[float] = []
    while len(frames) < 3 or not WARM_UP.done_for(app):
        frames.append(cpu_step(app, []))
        if len(frames) >= WARM_FRAMES:
            raise RuntimeError(f"the warm-up at {app.size} did not end")
    return frames


def open_after(game_id: str, path: str) -> dict:
    """A new app's menu taken along `path` ("1280x720>3840x2160", "1280x720>F11"), warmed
    at each size; then `game_id`'s table opened: its cost and the last warm-up's frames."""
    import pygame

    from engines import get_engine
    from engines.core import Seat
    from scenes.game_start import start_new_game
    from scenes.navigator import Navigator
    from scenes.screens.menu import MenuScene
    from shell.app import App
    from shell.store.settings import Settings
    from tests.bench.bench_frames import VirtualClock

    steps = path.split(">")
    width, height = (int(v) for v in steps[0].split("x"))
    app = App(Settings(), size=(width, height), persist_settings=False, audio=False,
              navigator=Navigator())
    app.clock = VirtualClock()
    app.scenes.push(MenuScene(app))
    warm = menu_warmed(app)
    for step in steps[1:]:
        if step == "F11":
            f11(app)
        else:
            size = tuple(int(v) for v in step.split("x"))
            app.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)])
        warm = menu_warmed(app)
    app.bot_worker()  # started once per launch, with the menu: not the table's open
    players = min(4, get_engine(game_id).spec.max_players)
    seats = [Seat(f"Bot{k}", "easy") for k in range(players)]
    started = time.thread_time()
    start_new_game(app, game_id, seats=seats, seed=1, autosave=False)
    app.step([])
    took = (time.thread_time() - started) * 1000
    size = app.size
    app.shutdown()
    return {"game": game_id, "path": path, "size": f"{size[0]}x{size[1]}",
            "open_ms": round(took, 1), "warm_frames": len(warm),
            "warm_max_ms": round(max(warm[1:]), 1), "load": round(os.getloadavg()[0], 2)}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--sizes", default="3840x2160,4000x3000")
    parser.add_argument("--screen", default="3840x2160",
                        help="the screen F11 goes fullscreen on ('' for no F11 row)")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--limit", type=float, default=250.0)
    parser.add_argument("--opens", default=OPENS,
                        help="menu resize paths a table is opened after ('' for none)")
    parser.add_argument("--open-limit", type=float, default=100.0)
    parser.add_argument("--json", dest="json_path")
    args = parser.parse_args(argv)

    import pygame

    from scenes.kit.warmup import WARM_UP
    from scenes.navigator import Navigator
    from scenes.screens.menu import MenuScene
    from shell.app import App
    from shell.store.settings import Settings
    from tests.bench.bench_frames import VirtualClock
    from tests.bench.common import write_rows

    sizes = [tuple(int(v) for v in s.split("x")) for s in args.sizes.split(",")]
    screen = tuple(int(v) for v in args.screen.split("x")) if args.screen else None
    if screen is not None:
        pygame.display.set_mode = screen_of(screen)
    app = App(Settings(), size=BASE, persist_settings=False, audio=False,
              navigator=Navigator())
    app.clock = VirtualClock()
    app.scenes.push(MenuScene(app))
    app.step()
    WARM_UP.finish(app)
    rows = []
    print(f"{'game':<12} {'size':>14} {'first':>7} {'later':>7} {'after':>7}  (ms CPU)")
    for game_id in args.games.split(","):
        for row in measure(app, game_id, sizes, args.repeat, screen):
            rows.append(row)
            print(f"{row['game']:<12} {row['size']:>14} {row['first_ms']:>7} "
                  f"{row['later_max_ms']:>7} {row['after_max_ms']:>7}", flush=True)
    app.shutdown()
    judged = [row for row in rows if row["pixels"] <= 3840 * 2160]
    worst = max((max(row["first_ms"], row["later_max_ms"]) for row in judged), default=0)
    ok = worst <= args.limit
    print(f"slowest resize or F11 frame up to 3840x2160: {worst} ms (limit {args.limit:.0f}) -> "
          f"{'ok' if ok else 'TOO SLOW'}")
    opens = []
    if args.opens:
        print(f"{'game':<12} {'path':<24} {'size':>10} {'open':>7} {'warm-up frames':>15} "
              f"{'slowest':>8}  load")
    for path in [p for p in args.opens.split(",") if p]:
        for game_id in args.games.split(","):
            row = open_after(game_id, path)
            opens.append(row)
            print(f"{row['game']:<12} {row['path']:<24} {row['size']:>10} {row['open_ms']:>7} "
                  f"{row['warm_frames']:>15} {row['warm_max_ms']:>8}  {row['load']}", flush=True)
    slowest = max((row["open_ms"] for row in opens), default=0)
    opens_ok = slowest < args.open_limit
    if opens:
        print(f"slowest open after a resize: {slowest} ms (limit {args.open_limit:.0f}) -> "
              f"{'ok' if opens_ok else 'TOO SLOW'}")
    write_rows(args.json_path, rows + opens)
    return 0 if ok and opens_ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
