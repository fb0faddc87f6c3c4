"""The monkey: random input through every screen of the real app, every game, all three
languages, several window sizes; it reports the exceptions, the slowest frame and the RSS.

    nice python -m tests.bench.bench_monkey [--events 20000] [--seed 1]
        [--games imhotep,pyramids,archaeology,aton] [--langs en,ru,pl]
        [--sizes 1024x640,1280x720,1920x1080,2560x1440,3840x2160] [--json PATH]

For each game a table is opened (one person and bots, or two people: hot-seat) and random
events are sent until `--events` of them reached that game's table: mouse moves, clicks
and drags (often on a widget or a table area), the wheel, keys (Esc, Tab, Enter, F11,
Ctrl+Z, arrows, letters, ...), typed text (also zero-width and direction characters,
emoji, 300-character runs), and window resizes among `--sizes`. Wherever the events lead
(the menu, setup, settings, rules, load, statistics, results, the replay viewer) the
monkey follows; when the game's table has been left for a while it is opened again. The
language changes a third of the way through each game's share.

`app.step` is called directly (with what is queued, as the app's loop does: pygame_gui's
own events, such as a button pressed, come through the queue), so the app's crash
recovery cannot hide an exception: one raised is recorded with its trace (once per place;
the app is then taken back to the menu as its recovery would) and so is anything logged
at error level. Each frame is timed by the CPU time of the app's thread (its own work, not
the waits a shared machine adds; the slowest by the wall clock is printed too);
the RSS is read every 250 events and after each game (back at 1280x720). The user folders
are a temporary directory. Passes (exit 0) with no exception, no frame over `--max-frame`
(1 s) and the RSS after every game at most `--limit` (30 %) above the first table's.
"""

import argparse
import faulthandler
import json
import logging
import os
import random
import sys
import tempfile
import time
import traceback

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

GAMES = ("imhotep", "pyramids", "archaeology", "aton")
LANGS = ("en", "ru", "pl")
SIZES = ((1024, 640), (1280, 720), (1920, 1080), (2560, 1440), (3840, 2160))
BASE = (1280, 720)
TEXTS = ("a", "Anna", "Ż", "ł", "Щ", "ё", "7", " ", "\u200b", "\u200d", "\u202e", "\ufeff",
         "\u2060", "e\u0301", "👍", "👨‍👩‍👧", "\t", "x" * 300, "Zażółć gęślą jaźń", "Съешь же")
AWAY_LIMIT = 120  # events away from the game's table before it is opened again
RSS_EVERY = 250
PROGRESS_EVERY = 2000
STUCK_S = 120  # a frame this long prints every thread's stack


def rss_mib() -> float:
    with open("/proc/self/statm", encoding="ascii") as handle:
        return int(handle.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


class Faults(logging.Handler):
    """Everything logged at error level (a bot failure the table plays over, say)."""

    def __init__(self):
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


class Monkey:
    """Random events for the screen on top, from one seeded generator."""

    def __init__(self, app, rng: random.Random, sizes):
        self.app = app
        self.rng = rng
        self.sizes = sizes
        self.held = False  # the left button is down (a drag in progress)

    def point(self):
        """Somewhere worth clicking: a widget, a table area, or anywhere."""
        import pygame

        rng = self.rng
        scene = self.app.scenes.top
        w, h = self.app.size
        roll = rng.random()
        if roll < 0.4 and scene is not None and hasattr(scene, "ui"):
            rects = [element.rect for element in scene.ui.get_root_container().elements
                     if element.visible]
            if rects:
                rect = rng.choice(rects)
                return rect.centerx + rng.randint(-3, 3), rect.centery + rng.randint(-3, 3)
        if roll < 0.7 and getattr(scene, "areas", None):
            rect = pygame.Rect(self.app.scenes.top.areas[rng.choice(list(scene.areas))])
            return rect.centerx, rect.centery
        return rng.randrange(w), rng.randrange(h)

    def events(self) -> list:
        """One frame's worth: usually one event, a drag's press/move/release in turn."""
        import pygame

        rng = self.rng
        E = pygame.event.Event
        kind = rng.random()
        if self.held:
            pos = self.point()
            if rng.random() < 0.6:
                return [E(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0))]
            self.held = False
            return [E(pygame.MOUSEBUTTONUP, pos=pos, button=1)]
        if kind < 0.25:
            return [E(pygame.MOUSEMOTION, pos=self.point(), rel=(rng.randint(-9, 9), 1),
                      buttons=(0, 0, 0))]
        if kind < 0.50:
            pos = self.point()
            button = rng.choice((1, 1, 1, 1, 3, 2))
            return [E(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
                    E(pygame.MOUSEBUTTONUP, pos=pos, button=button)]
        if kind < 0.60:
            self.held = True
            return [E(pygame.MOUSEBUTTONDOWN, pos=self.point(), button=1)]
        if kind < 0.66:
            dy = rng.choice((-3, -1, 1, 3))
            return [E(pygame.MOUSEWHEEL, x=0, y=dy, precise_x=0.0, precise_y=float(dy),
                      flipped=False, which=0)]
        if kind < 0.88:
            return self.key()
        if kind < 0.97:
            return [E(pygame.TEXTINPUT, text=rng.choice(TEXTS))]
        if kind < 0.985:
            size = rng.choice(self.sizes)
            return [E(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)]
        return []  # a frame with no input

    def key(self) -> list:
        import pygame

        rng = self.rng
        key = rng.choice((pygame.K_ESCAPE, pygame.K_TAB, pygame.K_RETURN, pygame.K_F11,
                          pygame.K_SPACE, pygame.K_BACKSPACE, pygame.K_DELETE, pygame.K_LEFT,
                          pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP,
                          pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END, pygame.K_h,
                          pygame.K_z, pygame.K_a, pygame.K_r, pygame.K_PLUS, pygame.K_MINUS,
                          pygame.K_KP_ENTER, pygame.K_1))
        if key == pygame.K_ESCAPE and rng.random() < 0.7:
            key = pygame.K_TAB  # Esc less often: the monkey stays on a screen a while
        mod = rng.choice((0, 0, 0, 0, pygame.KMOD_CTRL, pygame.KMOD_SHIFT, pygame.KMOD_ALT))
        name = pygame.key.name(key)
        text = name if len(name) == 1 else ""
        return [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=text, scancode=0),
                pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=text, scancode=0)]


def open_table(app, game_id: str, rng: random.Random):
    from engines import get_engine
    from engines.core import Seat
    from scenes.game_start import start_new_game

    spec = get_engine(game_id).spec
    players = rng.randint(spec.min_players, spec.max_players)
    people = 2 if rng.random() < 0.3 else 1
    seats = [Seat(f"P{i + 1}", "human" if i < people else "easy") for i in range(players)]
    return start_new_game(app, game_id, seats=seats, seed=rng.randrange(2**31),
                          autosave=rng.random() < 0.5)


def set_language(app, lang: str) -> None:
    from dataclasses import replace

    app.apply_settings(replace(app.settings, language=lang))


class Run:
    """The counts of one monkey run."""

    def __init__(self, max_frame_ms: float):
        self.max_frame_ms = max_frame_ms
        self.exceptions: dict = {}  # where -> {"count", "trace", "event"}
        self.worst = (0.0, "", "")  # ms, screen, events
        self.slow_frames = 0
        self.slow: list = []  # (ms, screen, size, events) of the frames over the limit
        self.screens: dict = {}
        self.rss_peak = 0.0
        self.wall_ms = 0.0  # the slowest frame by the wall clock (the machine may be shared)

    def exception(self, exc: BaseException, events) -> None:
        frames = traceback.extract_tb(exc.__traceback__)
        ours = [f for f in frames if "site-packages" not in f.filename] or frames
        where = f"{type(exc).__name__} at {ours[-1].filename}:{ours[-1].lineno}"
        entry = self.exceptions.setdefault(where, {"count": 0, "trace": "".join(
            traceback.format_exception(exc)), "events": repr(events)[:300]})
        entry["count"] += 1

    def frame(self, ms: float, screen: str, size, events) -> None:
        if ms > self.worst[0]:
            self.worst = (ms, screen, repr(events)[:200])
        if ms > self.max_frame_ms:
            self.slow_frames += 1
            if len(self.slow) < 50:
                self.slow.append((round(ms), screen, f"{size[0]}x{size[1]}",
                                  repr(events)[:160]))


def recover(app) -> None:
    """What the app's recovery does after a failing frame: back to the bottom screen."""
    while len(app.scenes.stack) > 1:
        try:
            app.scenes.pop()
        except Exception:  # a screen that cannot even close: drop it
            app.scenes.stack.pop()


def drive(app, game_id: str, events: int, rng, monkey, run: Run, langs, log) -> dict:
    """Random events until `events` of them reached `game_id`'s table."""
    import pygame

    from scenes.kit.table import TableScene

    on_table = away = sent = 0
    lang_at = {events * k // len(langs): lang for k, lang in enumerate(langs)}
    opened = 0
    while on_table < events and sent < events * 6:
        if on_table in lang_at:
            set_language(app, lang_at.pop(on_table))
        top = app.scenes.top
        is_table = isinstance(top, TableScene) and top.game_id == game_id \
            and not getattr(top, "read_only", False)
        if not is_table:
            away += 1
        if top is None or (not is_table and away > AWAY_LIMIT) or opened == 0:
            recover(app)
            open_table(app, game_id, rng)
            opened += 1
            away = 0
            continue
        batch = monkey.events()
        name = type(top).__name__
        run.screens[name] = run.screens.get(name, 0) + 1
        faulthandler.dump_traceback_later(STUCK_S)  # a frame stuck for minutes: say where
        started, cpu = time.perf_counter(), time.thread_time()
        try:
            app.step(pygame.event.get() + batch)  # what pygame_gui posted comes first
        except Exception as exc:  # noqa: BLE001 - the point is to see every one
            run.exception(exc, batch)
            log(f"  exception on {name}: {type(exc).__name__}: {exc}")
            recover(app)
        run.frame((time.thread_time() - cpu) * 1000, name, app.size, batch)
        run.wall_ms = max(run.wall_ms, (time.perf_counter() - started) * 1000)
        if not app.running:  # the menu's Quit: the monkey stays
            app.running = True
        sent += 1
        on_table += is_table
        if sent % RSS_EVERY == 0:
            run.rss_peak = max(run.rss_peak, rss_mib())
        if sent % PROGRESS_EVERY == 0:
            log(f"  {game_id}: {sent} events, {on_table} on its table, RSS {rss_mib():.0f} MiB")
    return {"events": sent, "on_table": on_table, "tables_opened": opened}


def back_home(app) -> None:
    """The menu at 1280x720 in English, a few quiet frames (the app tidies in them)."""
    import pygame

    recover(app)
    if app.settings.fullscreen:
        app.toggle_fullscreen()
    set_language(app, "en")
    app.step(pygame.event.get() + [pygame.event.Event(pygame.VIDEORESIZE, w=BASE[0], h=BASE[1],
                                                      size=BASE)])
    for _ in range(5):
        app.step()


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--events", type=int, default=20_000, help="events per game's table")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--langs", default=",".join(LANGS))
    parser.add_argument("--sizes", default=",".join(f"{w}x{h}" for w, h in SIZES))
    parser.add_argument("--max-frame", type=float, default=1000.0, help="ms")
    parser.add_argument("--limit", type=float, default=0.30)
    parser.add_argument("--json", dest="json_path")
    args = parser.parse_args(argv)

    home = tempfile.mkdtemp(prefix="monkey-")
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        os.environ[var] = os.path.join(home, var.lower())

    from game.app import App
    from game.settings import Settings
    from scenes.navigator import Navigator
    from scenes.screens.menu import MenuScene
    from tests.bench.bench_frames import VirtualClock

    sizes = [tuple(int(v) for v in s.split("x")) for s in args.sizes.split(",")]
    rng = random.Random(args.seed)
    faults = Faults()
    logging.getLogger().addHandler(faults)
    app = App(Settings(), size=BASE, persist_settings=False, audio=False,
              navigator=Navigator())
    app.clock = VirtualClock()
    app.scenes.push(MenuScene(app))
    for _ in range(3):
        app.step()
    monkey = Monkey(app, rng, sizes)
    run = Run(args.max_frame)

    def log(text: str) -> None:
        print(text, flush=True)

    rows = []
    first = None
    for game_id in args.games.split(","):
        started = time.perf_counter()
        if first is None:
            open_table(app, game_id, rng)
            for _ in range(5):
                app.step()
            first = rss_mib()
            log(f"RSS with the first table: {first:.1f} MiB")
        counts = drive(app, game_id, args.events, rng, monkey, run, args.langs.split(","), log)
        back_home(app)
        rss = rss_mib()
        run.rss_peak = max(run.rss_peak, rss)
        rows.append({"game": game_id, **counts, "rss_mib": round(rss, 1),
                     "seconds": round(time.perf_counter() - started, 1)})
        log(f"{game_id:<12} {counts['on_table']} events on its table ({counts['events']} in "
            f"all, {counts['tables_opened']} tables opened), RSS after {rss:.1f} MiB, "
            f"{rows[-1]['seconds']:.0f} s")
    faulthandler.cancel_dump_traceback_later()
    logging.getLogger().removeHandler(faults)
    app.shutdown()
    for record in faults.records:
        where = f"logged {record.levelname} {record.name}: {record.getMessage()[:120]}"
        entry = run.exceptions.setdefault(where, {"count": 0, "trace": record.exc_text or "",
                                                  "events": ""})
        entry["count"] += 1
    worst_rss = max(row["rss_mib"] for row in rows)
    growth = (worst_rss - first) / first
    ok = not run.exceptions and run.slow_frames == 0 and growth <= args.limit
    log(f"screens: {run.screens}")
    log(f"exceptions: {sum(e['count'] for e in run.exceptions.values())} "
        f"({len(run.exceptions)} places)")
    for where, entry in run.exceptions.items():
        log(f"--- {where} x{entry['count']}\n{entry['trace']}  after events {entry['events']}")
    log(f"worst frame {run.worst[0]:.0f} ms CPU on {run.worst[1]} ({run.worst[2]}); frames "
        f"over {args.max_frame:.0f} ms: {run.slow_frames}; worst by the wall clock "
        f"{run.wall_ms:.0f} ms")
    for slow in run.slow:
        log(f"  slow frame {slow}")
    log(f"RSS: first table {first:.1f} MiB, peak {run.rss_peak:.1f} MiB, worst after a game "
        f"{worst_rss:.1f} MiB ({growth:+.1%}; limit {args.limit:.0%}) -> "
        f"{'ok' if ok else 'FAILED'}")
    if args.json_path:
        with open(args.json_path, "w", encoding="utf-8") as handle:
            json.dump({"rows": rows, "exceptions": run.exceptions, "worst_ms": run.worst[0],
                       "worst_wall_ms": round(run.wall_ms, 1),
                       "slow_frames": run.slow_frames, "slow": run.slow,
                       "rss_first": round(first, 1),
                       "rss_peak": round(run.rss_peak, 1), "screens": run.screens,
                       "ok": ok}, handle, indent=2)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
