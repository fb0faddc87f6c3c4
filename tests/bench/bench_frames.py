"""Frame time of the Imhotep table at 1280x720 (dummy video driver), 4 bot players.

    python -m tests.bench.bench_frames [--games 1] [--level medium] [--json PATH]

Frame work time (events + update + draw, without the 60 FPS wait) is split into frames
while an animation plays and frames while a bot thinks (worker process busy, no animation).
"""

import argparse
import json
import os
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def percentile(values, p):
    values = sorted(values)
    if not values:
        return 0.0
    return values[min(len(values) - 1, int(p / 100 * len(values)))]


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--level", default="medium")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", dest="json_path")
    args = parser.parse_args(argv)

    from engines.core import Seat
    from game.app import App
    from game.settings import Settings
    from scenes.game_start import start_new_game
    from scenes.results import ResultsScene

    app = App(Settings(), size=(1280, 720), persist_settings=False, audio=False)
    animating, thinking = [], []
    started = time.perf_counter()
    frames = 0
    for game in range(args.games):
        seats = [Seat(f"Bot{i}", args.level) for i in range(4)]
        scene = start_new_game(app, "imhotep", seats=seats, seed=args.seed + game,
                               autosave=False)
        while not isinstance(app.scenes.top, ResultsScene):
            busy = scene.animator.busy
            waiting_for_bot = app.bot_worker().busy and not busy
            work = app.step([])
            frames += 1
            (animating if busy else thinking if waiting_for_bot else []).append(work)
            if frames > 500_000:
                raise RuntimeError("the game did not end")
        app.scenes.pop()
        app.scenes.pop()
    elapsed = time.perf_counter() - started
    app.shutdown()
    report = {
        "frames": frames, "seconds": round(elapsed, 1),
        "animating": {"frames": len(animating), "p50": percentile(animating, 50),
                      "p99": percentile(animating, 99), "max": max(animating, default=0)},
        "bot_thinking": {"frames": len(thinking), "p50": percentile(thinking, 50),
                         "p99": percentile(thinking, 99), "max": max(thinking, default=0)},
    }
    print(f"{'phase':<14}{'frames':>8}{'p50 ms':>9}{'p99 ms':>9}{'max ms':>9}")
    for phase in ("animating", "bot_thinking"):
        r = report[phase]
        print(f"{phase:<14}{r['frames']:>8}{r['p50']:>9.2f}{r['p99']:>9.2f}{r['max']:>9.2f}")
    if args.json_path:
        with open(args.json_path, "w", encoding="utf-8") as handle:
            json.dump(report, handle, indent=2)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
