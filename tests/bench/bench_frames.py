"""Frame time of every game table at 1280x720, 1920x1080, 2560x1440 and 3840x2160 (dummy
video driver), bots playing to the end (4 players; Aton 2).

    nice -n -5 python -m tests.bench.bench_frames [--quick] [--games imhotep,pyramids]
        [--sizes 1280x720,1920x1080,2560x1440,3840x2160] [--moves N] [--level easy]
        [--json PATH] [--worst N]

Each frame's work time (events + update + draw, without the 60 FPS wait) is put in one
phase: "landing" (a move is played in this frame), "animating" (an animation plays),
"thinking" (a bot's worker is busy, nothing moves), "idle" (anything else: the pause
between bot moves); "open" is building the table scene plus its first frame, and the frame
that opens the results screen at the end; "played" is every frame but those. The table
gives p50/p95/p99/max per game, size and phase, and the load average when each game ended
(the machine may be shared: repeat a bad cell before believing it). The bot worker process
is started once per launch, with the menu: its start is printed on its own line. Before
the first game the menu stays up until its warm-up of the tables' shared pictures is done
(scenes/kit/warmup.py; at most 2 s, less than a player looks at the menu and the setup
screen), and the slowest of those menu frames is printed.

Game time runs on a virtual clock (1/60 s a frame) so a game takes less than its real
length; while a bot thinks the loop waits out the frame like the real one, so that the
worker gets the CPU. `--quick` plays the first 40 moves of each game at 1280x720 only.
Every frame is timed twice in one run: by the wall clock and by the CPU time of the drawing
thread (the frame's own work, without the waits other processes add on a shared machine);
both are printed, CPU time first. `--cpu` makes CPU time the one `--worst` ranks frames by
and the menu's line reports. `--moves N` ends each game after N moves.
`--worst N` lists each cell's N slowest frames (phase, ply); `--profile MS` runs every
frame under cProfile and prints, per game, where the frames slower than MS ms spent their
time (the profiler slows every frame: read it for causes, not for times).
"""

import argparse
import cProfile
import io
import json
import os
import pstats
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

GAMES = ("imhotep", "pyramids", "archaeology", "aton")
PLAYERS = {"aton": 2}
SIZES = ((1280, 720), (1920, 1080), (2560, 1440), (3840, 2160))
PHASES = ("open", "idle", "animating", "thinking", "landing")
PLAYED = "played"  # every frame but the opening ones
FRAME = 1 / 60
MENU_FRAMES = 120  # the menu's frames at most before the first game (2 s: a player's look)
CPU_TIME = False  # --cpu: --worst and --profile rank frames by CPU time, not the wall clock
CLOCKS = ("cpu", "wall")


def percentile(values, p):
    values = sorted(values)
    if not values:
        return 0.0
    return values[min(len(values) - 1, int(p / 100 * len(values)))]


def summary(values) -> dict:
    return {"frames": len(values), "p50": round(percentile(values, 50), 2),
            "p95": round(percentile(values, 95), 2), "p99": round(percentile(values, 99), 2),
            "max": round(max(values, default=0.0), 2)}


class VirtualClock:
    """Stands in for pygame's clock: every frame is 1/60 s of game time; `wait` makes the
    next tick sleep out the rest of a real frame (while a bot thinks)."""

    def __init__(self):
        self.wait = False
        self._last = time.perf_counter()

    def tick(self, fps=60) -> int:
        now = time.perf_counter()
        if self.wait:
            rest = 1 / fps - (now - self._last)
            if rest > 0:
                time.sleep(rest)
        self._last = time.perf_counter()
        return round(1000 / fps)


class SlowFrames:
    """Profiles each frame on its own; keeps the statistics of those slower than `ms`."""

    def __init__(self, ms: float):
        self.ms = ms
        self.stats: pstats.Stats | None = None
        self.count = 0

    def step(self, app) -> float:
        profile = cProfile.Profile()
        profile.enable()
        work = app.step([])
        profile.disable()
        if work > self.ms:
            self.count += 1
            if self.stats is None:
                self.stats = pstats.Stats(profile, stream=io.StringIO())
            else:
                self.stats.add(profile)
        return work

    def report(self, title: str, lines: int = 25) -> str:
        if self.stats is None:
            return f"{title}: no frame over {self.ms} ms"
        out = io.StringIO()
        self.stats.stream = out
        self.stats.sort_stats("cumulative").print_stats(lines)
        return f"{title}: {self.count} frames over {self.ms} ms\n{out.getvalue()}"


def play_game(app, game_id: str, level: str, seed: int, max_moves: int | None,
              worst: int = 0, slow: SlowFrames | None = None) -> dict:
    """One bot game on `app`'s window; frame times per phase (and the slowest frames)."""
    from engines.core import Seat
    from scenes.game_start import start_new_game
    from scenes.screens.results import ResultsScene

    phases = {clock: {phase: [] for phase in PHASES} for clock in CLOCKS}
    frames = []
    seats = [Seat(f"Bot{i}", level) for i in range(PLAYERS.get(game_id, 4))]
    started, cpu = time.perf_counter(), time.thread_time()
    scene = start_new_game(app, game_id, seats=seats, seed=seed, autosave=False)
    app.step([])
    phases["wall"]["open"].append((time.perf_counter() - started) * 1000)
    phases["cpu"]["open"].append((time.thread_time() - cpu) * 1000)
    worker = app.bot_worker()
    while not isinstance(app.scenes.top, ResultsScene):
        plies = len(scene.session.replay.actions)
        if max_moves is not None and plies >= max_moves:
            break
        busy = scene.animator.busy
        thinking = worker.busy and not busy
        app.clock.wait = thinking
        cpu = time.thread_time()
        wall = slow.step(app) if slow is not None else app.step([])
        work = {"wall": wall, "cpu": (time.thread_time() - cpu) * 1000}
        if isinstance(app.scenes.top, ResultsScene):
            phase = "open"  # the results screen opened in this frame
        elif len(scene.session.replay.actions) != plies:
            phase = "landing"
        else:
            phase = "animating" if busy else "thinking" if thinking else "idle"
        for clock in CLOCKS:
            phases[clock][phase].append(work[clock])
        if worst:
            frames.append((work["cpu" if CPU_TIME else "wall"], phase, plies))
        if sum(len(v) for v in phases["wall"].values()) > 200_000:
            raise RuntimeError(f"{game_id}: the game did not end")
    app.clock.wait = False
    while app.scenes.top is not None and len(app.scenes.stack) > 1:
        app.scenes.pop()
    result = {"phases": phases, "moves": len(scene.session.replay.actions)}
    if worst:
        result["worst"] = sorted(frames, reverse=True)[:worst]
    return result


def run(games, sizes, level: str, seed: int, max_moves, worst: int = 0,
        profile_ms: float | None = None) -> list[dict]:
    from scenes.kit.warmup import WARM_UP
    from scenes.navigator import Navigator
    from scenes.screens.menu import MenuScene
    from shell.app import App
    from shell.store.settings import Settings

    rows = []
    for size in sizes:
        app = App(Settings(), size=size, persist_settings=False, audio=False,
                  navigator=Navigator())
        app.clock = VirtualClock()
        if app.scenes.top is None:
            app.scenes.push(MenuScene(app))
        menu = []  # the menu is up first, as in play
        while len(menu) < 3 or (not WARM_UP.done_for(app) and len(menu) < MENU_FRAMES):
            cpu = time.thread_time()
            work = app.step([])
            menu.append((time.thread_time() - cpu) * 1000 if CPU_TIME else work)
        print(f"{'':<22}menu: {len(menu)} frames (the tables' warm-up), max "
              f"{max(menu[1:]):.1f} ms after its first", flush=True)
        started = time.perf_counter()
        app.bot_worker()  # once per launch: timed on its own, not as a table's open
        print(f"{'':<22}bot worker started in {(time.perf_counter() - started) * 1000:.1f} ms "
              f"(wall)", flush=True)
        for game_id in games:
            slow = SlowFrames(profile_ms) if profile_ms is not None else None
            played = play_game(app, game_id, level, seed, max_moves, worst, slow)
            if slow is not None:
                print(slow.report(f"{game_id} {size[0]}x{size[1]}"))
            load = os.getloadavg()
            row = {"game": game_id, "size": f"{size[0]}x{size[1]}", "moves": played["moves"],
                   "load": [round(v, 2) for v in load],
                   "phases": {clock: phase_summaries(played["phases"][clock])
                              for clock in CLOCKS}}
            if worst:
                row["worst"] = [{"ms": round(ms, 2), "phase": ph, "ply": ply}
                                for ms, ph, ply in played["worst"]]
            rows.append(row)
            print_row(row)
        app.shutdown()
    return rows


def phase_summaries(phases: dict) -> dict:
    """Each phase's summary, and "played": every frame but the opening ones (the issue's
    per-frame p99 and max with bots playing to the end)."""
    played = [ms for phase, values in phases.items() if phase != "open" for ms in values]
    return {**{phase: summary(values) for phase, values in phases.items()},
            PLAYED: summary(played)}


def print_header() -> None:
    print(f"{'game':<12}{'size':<10}{'clock':<6}{'phase':<10}{'frames':>7}{'p50':>8}{'p95':>8}{'p99':>8}"
          f"{'max':>8}   load (1 min)")


def print_row(row) -> None:
    for clock in CLOCKS:
        for phase in (*PHASES, PLAYED):
            r = row["phases"][clock][phase]
            if not r["frames"]:
                continue
            print(f"{row['game']:<12}{row['size']:<10}{clock:<6}{phase:<10}{r['frames']:>7}"
                  f"{r['p50']:>8.2f}{r['p95']:>8.2f}{r['p99']:>8.2f}{r['max']:>8.2f}   "
                  f"{row['load'][0]:.2f}", flush=True)
    for w in row.get("worst", []):
        print(f"{'':<22}worst {w['ms']:>7.2f} ms  {w['phase']:<10} ply {w['ply']}")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--sizes", default=",".join(f"{w}x{h}" for w, h in SIZES))
    parser.add_argument("--level", default="easy")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--quick", action="store_true",
                        help="the first 40 moves of each game, at 1280x720 only")
    parser.add_argument("--worst", type=int, default=0, help="list each cell's N worst frames")
    parser.add_argument("--profile", type=float, metavar="MS",
                        help="profile the frames slower than MS ms")
    parser.add_argument("--cpu", action="store_true",
                        help="rank --worst frames (and the menu's) by this thread's CPU time, not "
                             "the wall clock (both are always printed)")
    parser.add_argument("--moves", type=int, help="end each game after this many moves")
    parser.add_argument("--json", dest="json_path")
    args = parser.parse_args(argv)
    global CPU_TIME
    CPU_TIME = args.cpu
    games = [g for g in args.games.split(",") if g]
    sizes = [tuple(int(v) for v in s.split("x")) for s in args.sizes.split(",") if s]
    max_moves = args.moves
    if args.quick:
        sizes, max_moves = sizes[:1], 40
    print_header()
    started = time.perf_counter()
    rows = run(games, sizes, args.level, args.seed, max_moves, args.worst, args.profile)
    print(f"{time.perf_counter() - started:.0f} s; load average at the end "
          f"{' '.join(f'{v:.2f}' for v in os.getloadavg())}")
    if args.json_path:
        with open(args.json_path, "w", encoding="utf-8") as handle:
            json.dump({"level": args.level, "seed": args.seed, "rows": rows}, handle, indent=2)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
