"""The Load screen and Continue with many saves (dummy video driver, 1280x720).

    python -m tests.bench.bench_load [--saves 600] [--json PATH]

Writes `--saves` finished games (copies of 12 random games of the four games, each its own
file with its own time) into a fresh saves folder, then times:
- first open: building the Load screen and its first frame, the slowest frame while the
  rows come in (work time, the app's 60 frames a second) and the time until every row is
  read (nothing cached: a new install); the first frame also as the UI thread's CPU time
  (what the frame itself costs, without the waits a shared machine adds);
- second open: the same again in the same run;
- after a restart: the same with the in-memory cache emptied (what the on-disk index keeps);
- Continue: finding the newest unfinished game among as many autosaves: all unfinished
  (cold), and all finished but the oldest (cold and again).
The per-user folders point into a temporary folder; nothing of the player's is touched.
"""

import argparse
import os
import random
import shutil
import tempfile
import time
from pathlib import Path

from tests.user_folders import user_folders_in

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
_HOME = Path(tempfile.mkdtemp(prefix="bench-load-"))
os.environ.update(user_folders_in(_HOME))

GAMES = ("imhotep", "pyramids", "archaeology", "aton")


def random_game(game_id: str, seed: int, finish: bool = True):
    from engines import get_engine
    from engines.core import Replay, Seat

    engine = get_engine(game_id)
    players = 2 if game_id == "aton" else 3
    seats = [Seat(f"Player {i + 1}", "human" if i == 0 else "easy") for i in range(players)]
    options = engine.spec.resolve_options({})
    replay = Replay(game_id, options, seats, seed, [])
    state = engine.new_game(players, options, seed)
    rng = random.Random(seed)
    while not state.is_over() and (finish or len(replay.actions) < 20):
        action = rng.choice(state.legal_actions())
        state.apply(action)
        replay.actions.append(action)
    return replay


def write_saves(folder: Path, count: int, prefix: str = "", unfinished_last=False,
                finished=True) -> None:
    import json

    folder.mkdir(parents=True, exist_ok=True)
    texts = [json.dumps(random_game(GAMES[k % 4], 100 + k, finished).to_json())
             for k in range(12)]
    now = time.time()
    for n in range(count):
        game = GAMES[n % 12 % 4]
        path = folder / f"{prefix}{game}-20261127-{n:06d}.json"
        text = texts[n % 12]
        if unfinished_last and n == 0:  # the oldest file: the one Continue must find
            text = json.dumps(random_game("imhotep", 7, finish=False).to_json())
        path.write_text(text)
        os.utime(path, (now - (count - n) * 60, now - (count - n) * 60))


def forget_memory() -> None:
    """As after a restart: what the process holds of the saves is forgotten."""
    from shell.store import saves

    cache = getattr(saves, "_inspected", None)  # before the on-disk index
    if isinstance(cache, dict):
        cache.clear()
    try:
        from shell.store.save_index import forget_indexes
    except ImportError:
        return
    forget_indexes()


def open_load(app, folder: Path) -> dict:
    from scenes.screens.load import LoadScene

    started, cpu = time.perf_counter(), time.thread_time()
    scene = LoadScene(app, folder)
    app.scenes.push(scene)
    first = time.perf_counter() - started + app.step([]) / 1000  # the frame's work time
    first_cpu = time.thread_time() - cpu
    slowest = first
    while getattr(scene, "reading", False):  # frames at 60 per second, as in the app
        slowest = max(slowest, app.step([]) / 1000)
    rows = time.perf_counter() - started
    count = len(scene.entries)
    app.scenes.pop()
    return {"first_frame_ms": round(first * 1000, 1),
            "first_frame_cpu_ms": round(first_cpu * 1000, 1),
            "all_rows_ms": round(rows * 1000, 1),
            "slowest_frame_ms": round(slowest * 1000, 1), "rows": count}


def time_continue(folder: Path) -> dict:
    from shell.store import saves

    started, cpu = time.perf_counter(), time.thread_time()
    candidate, _damaged = saves.continue_candidates(folder)
    spent, spent_cpu = time.perf_counter() - started, time.thread_time() - cpu
    return {"ms": round(spent * 1000, 1), "cpu_ms": round(spent_cpu * 1000, 1),
            "found": candidate.path.name if candidate is not None else None}


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--saves", type=int, default=600)
    parser.add_argument("--json", help="write the rows to this file")
    args = parser.parse_args(argv)
    from scenes.navigator import Navigator
    from shell.app import App
    from shell.store.settings import Settings
    from tests.bench.common import write_rows

    folder = _HOME / "load-saves"
    auto = _HOME / "continue-saves"
    unfinished = _HOME / "continue-unfinished"
    write_saves(folder, args.saves)
    write_saves(auto, args.saves, prefix="autosave-", unfinished_last=True)
    write_saves(unfinished, args.saves, prefix="autosave-", finished=False)
    app = App(Settings(), size=(1280, 720), persist_settings=False, audio=False,
              navigator=Navigator())
    rows = []
    try:
        from scenes.screens.menu import MenuScene

        app.scenes.push(MenuScene(app))
        app.step([])
        for name in ("first open", "second open"):
            rows.append({"case": name, **open_load(app, folder)})
        forget_memory()
        rows.append({"case": "after a restart", **open_load(app, folder)})
        forget_memory()
        rows.append({"case": "Continue, all unfinished, cold", **time_continue(unfinished)})
        rows.append({"case": "Continue, one unfinished, cold", **time_continue(auto)})
        rows.append({"case": "Continue, one unfinished, again", **time_continue(auto)})
    finally:
        app.shutdown()
        shutil.rmtree(_HOME, ignore_errors=True)
    print(f"{args.saves} saves")
    for row in rows:
        print("  ".join(f"{k}={v}" for k, v in row.items()))
    write_rows(args.json, rows)


if __name__ == "__main__":
    main()
