"""Memory over many games in one process: the resident set after the first bot game and
after the last, with the sprite cache's size (it is bounded; nothing else may grow).

    python -m tests.bench.bench_memory [--games 12] [--game pyramids] [--size 1280x720]
        [--level easy] [--json PATH]

Each game is played to its results screen by bots (4 players; Aton 2) on the frame bench's
virtual clock with animations at normal speed, then the table is closed as a player would;
the resident set is read once the game's statistics are written (a background thread) and
the C heap trimmed, as the app trims it when a game closes (shell/memory.py).
Passes (exit 0) when the last game's RSS is within `--limit` (10 %) of the first's.
"""

import argparse
import gc
import json
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def rss_mib() -> float:
    """This process's resident set size in MiB (Linux /proc)."""
    with open("/proc/self/statm", encoding="ascii") as handle:
        pages = int(handle.read().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument("--game", default="pyramids",
                        help="a game, or several separated by commas, played in turn")
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--level", default="easy")
    parser.add_argument("--limit", type=float, default=0.10)
    parser.add_argument("--json", dest="json_path")
    args = parser.parse_args(argv)

    from scenes.kit.sprites import SPRITES
    from scenes.navigator import Navigator
    from scenes.screens.menu import MenuScene
    from shell import memory
    from shell.app import App
    from shell.store import finished
    from shell.store.settings import Settings
    from tests.bench.bench_frames import VirtualClock, play_game

    size = tuple(int(v) for v in args.size.split("x"))
    games = args.game.split(",")
    app = App(Settings(), size=size, persist_settings=False, audio=False,
              navigator=Navigator())
    app.clock = VirtualClock()
    app.scenes.push(MenuScene(app))
    app.step([])
    rows = []
    for k in range(args.games):
        game_id = games[k % len(games)]
        played = play_game(app, game_id, args.level, seed=100 + k, max_moves=None)
        app.step([])  # back on the menu
        finished.flush()  # the game's statistics are written (on a background thread)
        gc.collect()
        memory.trim_heap()  # as the app does when a game closes (the recording came after)
        rows.append({"game": k + 1, "id": game_id, "moves": played["moves"],
                     "rss_mib": round(rss_mib(), 1), "sprites": len(SPRITES)})
        print(f"game {k + 1:>2} {game_id:<12} moves {played['moves']:>4}  "
              f"RSS {rows[-1]['rss_mib']:>7.1f} MiB  sprites {rows[-1]['sprites']}", flush=True)
    app.shutdown()
    first, last = rows[0]["rss_mib"], rows[-1]["rss_mib"]
    growth = (last - first) / first
    ok = growth <= args.limit and rows[-1]["sprites"] <= SPRITES.limit
    print(f"RSS after game 1: {first:.1f} MiB, after game {len(rows)}: {last:.1f} MiB "
          f"({growth:+.1%}; limit {args.limit:.0%}) -> {'ok' if ok else 'TOO MUCH'}")
    if args.json_path:
        with open(args.json_path, "w", encoding="utf-8") as handle:
            json.dump({"rows": rows, "growth": round(growth, 4), "ok": ok}, handle, indent=2)
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
