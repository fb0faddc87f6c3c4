"""Replay viewer speed: opening a finished 4-player game, and one step forward / back.

    .venv/bin/python -m tests.bench.bench_replay [--seed 1] [--json PATH]

Per game: a random 4-player game (2 for Aton) to its end; the time to build its Timeline
(every action checked, snapshots every SNAPSHOT_EVERY actions) and to open the viewer; the
mean and worst time of `state_at(k)` over every k; and the mean time of a viewer step
forward (played through the table) and back (set from a snapshot), without drawing.
"""

import argparse
import os
import random
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from engines import get_engine  # noqa: E402
from engines.core import Replay, Seat  # noqa: E402
from tests.bench.common import write_rows  # noqa: E402

GAMES = ("imhotep", "pyramids", "archaeology", "aton")


def random_replay(game: str, seed: int) -> Replay:
    engine = get_engine(game)
    players = engine.spec.max_players
    options = engine.spec.resolve_options({})
    state = engine.new_game(players, options, seed)
    replay = Replay(game, options, [Seat(f"P{k}", "easy") for k in range(players)], seed, [])
    rng = random.Random(seed)
    while not state.is_over():
        action = rng.choice(state.legal_actions())
        state.apply(action)
        replay.actions.append(action)
    return replay


def measure(app, game: str, seed: int) -> dict:
    from scenes.replay import open_replay
    from scenes.replay.timeline import Timeline

    replay = random_replay(game, seed)
    started = time.perf_counter()
    timeline = Timeline(replay)
    built = time.perf_counter() - started
    costs = []
    for k in range(len(timeline) + 1):
        t = time.perf_counter()
        timeline.state_at(k)
        costs.append(time.perf_counter() - t)
    started = time.perf_counter()
    viewer = open_replay(app, replay, at_action=0, timeline=timeline)
    app.step([])
    opened = time.perf_counter() - started
    started = time.perf_counter()
    for _k in range(len(timeline)):
        viewer.command("forward")
    forward = (time.perf_counter() - started) / len(timeline)
    started = time.perf_counter()
    for _k in range(len(timeline)):
        viewer.command("back")
    back = (time.perf_counter() - started) / len(timeline)
    app.scenes.pop()
    return {"game": game, "actions": len(timeline), "timeline_ms": built * 1000,
            "open_ms": opened * 1000, "state_at_mean_ms": sum(costs) / len(costs) * 1000,
            "state_at_max_ms": max(costs) * 1000, "forward_ms": forward * 1000,
            "back_ms": back * 1000}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json")
    args = parser.parse_args()
    from scenes.navigator import Navigator
    from shell.app import App
    from shell.store.settings import Settings

    app = App(Settings(), size=(1280, 720), persist_settings=False, audio=False,
              navigator=Navigator())
    app.settings.animation_speed = 0.0
    rows = [measure(app, game, args.seed) for game in GAMES]
    app.shutdown()
    print(f"{'game':12} {'actions':>7} {'timeline':>9} {'open':>7} {'state_at':>9} "
          f"{'worst':>7} {'forward':>8} {'back':>7}   (ms)")
    for r in rows:
        print(f"{r['game']:12} {r['actions']:7d} {r['timeline_ms']:9.1f} {r['open_ms']:7.1f} "
              f"{r['state_at_mean_ms']:9.2f} {r['state_at_max_ms']:7.2f} "
              f"{r['forward_ms']:8.2f} {r['back_ms']:7.2f}")
    write_rows(args.json, rows)


if __name__ == "__main__":
    main()
