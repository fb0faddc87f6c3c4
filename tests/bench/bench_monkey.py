"""The monkey: random input through every screen of the real app, every game, all three
languages, several window sizes; it reports the exceptions, the slowest frames and the RSS.

    python -m tests.bench.bench_monkey [--events 20000] [--seed 1]
        [--games imhotep,pyramids,archaeology,aton] [--langs en,ru,pl]
        [--sizes 1024x640,1280x720,1600x900,1920x1080,2560x1440] [--json PATH]

For each game, random events are sent until `--events` of them reached that game's table:
mouse moves, clicks and drags (often on a widget or a table area), the wheel, keys (Esc,
Tab, Enter, F11, Ctrl+Z, arrows, letters, ...), typed text (also zero-width and direction
characters, emoji, 300-character runs), and window resizes among `--sizes` and to random
sizes between them. Its tables alternate between the fewest and the most players (one
person and bots, or two people: hot-seat). Wherever the events lead the monkey follows;
when the game's table has been left for a while it is opened again. Every so often it is
taken on the tour's next stop (`VISITS`: the menu, setup, settings, load, statistics, the
results of a finished game, rules, About, the replay viewer, the guided first game, a
hot-seat table under its cover) and left there a while; a screen the run must reach and
did not is reported. The language changes a third of the way through each game's share.

`app.step` is called directly (with what is queued, as the app's loop does: pygame_gui's
own events, such as a button pressed, come through the queue), so the app's crash
recovery cannot hide an exception: one raised is recorded with its trace (once per place;
the app is then taken back to the menu as its recovery would) and so is anything logged
at error level. Each frame is timed by the CPU time of the app's thread (its own work) and
by the wall clock (which a shared machine's load lengthens); both are reported. The RSS is
read at the start, with the first table open, every 250 events and after each game (back
on the menu at 1280x720). The user folders are a temporary directory. SIGTERM or Ctrl+C
stops the run where it is and reports what was done. Passes (exit 0) with no exception, no
frame over `--max-frame` (1 s) of CPU time, every screen reached, and the RSS after every
game at most `--limit` (30 %) above the first table's.
"""

import argparse
import collections
import faulthandler
import json
import logging
import os
import random
import sys
import tempfile
import time
import traceback

from tests.user_folders import user_folders_in

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

GAMES = ("imhotep", "pyramids", "archaeology", "aton")
LANGS = ("en", "ru", "pl")
SIZES = ((1024, 640), (1280, 720), (1600, 900), (1920, 1080), (2560, 1440))
BASE = (1280, 720)
TEXTS = ("a", "Anna", "Ż", "ł", "Щ", "ё", "7", " ", "\u200b", "\u200d", "\u202e", "\ufeff",
         "\u2060", "e\u0301", "👍", "👨‍👩‍👧", "\t", "x" * 300, "Zażółć gęślą jaźń", "Съешь же")
AWAY_LIMIT = 25  # events away from the game's table before it is opened again
RSS_EVERY = 250
PROGRESS_EVERY = 2000
STUCK_S = 120  # a frame this long prints every thread's stack
SLOW_MS = 250.0  # a frame this long (CPU) is recorded with the frames before it
BEFORE = 4  # frames kept before each slow one
SLOW_KEPT = 40  # slow frames recorded per game
ANALYSIS_ITERATIONS = 40  # the results' analysis, per decision (its own process; the monkey
# tests the screen, not the analysis, and a full one per finished game costs minutes of CPU)


def heap_mib() -> str:
    """What glibc's malloc holds (in use, free) and the surfaces the app keeps, in MiB: what
    an RSS figure is made of ("" where glibc is not there)."""
    import ctypes
    import gc

    import pygame

    class MallInfo2(ctypes.Structure):
        _fields_ = [(name, ctypes.c_size_t) for name in (
            "arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks",
            "fordblks", "keepcost")]

    try:
        libc = ctypes.CDLL("libc.so.6")
        libc.mallinfo2.restype = MallInfo2
        info = libc.mallinfo2()
    except (OSError, AttributeError):
        return ""
    from shell import memory

    heap = (f"malloc in use {(info.uordblks + info.hblkhd) / 2**20:.1f} MiB (mapped "
            f"{info.hblkhd / 2**20:.1f}), free in the heap {info.fordblks / 2**20:.1f} MiB")
    if memory.frozen():  # a game is open: what it froze is out of gc's sight
        return heap
    surfaces = {}
    for holder in gc.get_objects():
        for held in gc.get_referents(holder):
            if isinstance(held, pygame.Surface):
                surfaces[id(held)] = held
    kept = sum(s.get_pitch() * s.get_height() for s in surfaces.values())
    return f"{heap}; {len(surfaces)} surfaces {kept / 2**20:.1f} MiB"


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
            if rng.random() < 0.3:  # anywhere between the smallest and the biggest
                (w0, h0), (w1, h1) = min(self.sizes), max(self.sizes)
                size = (rng.randint(w0, w1), rng.randint(h0, h1))
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


def open_table(app, game_id: str, rng: random.Random, players: int | None = None,
               people: int | None = None, *, moves: int = 0):
    """A new table of `game_id` pushed: `people` humans (hot-seat when two or more) and
    bots in the other seats; `moves` random moves played ahead (many: a finished game)."""
    from engines import get_engine
    from engines.core import Seat
    from scenes.game_start import start_new_game

    spec = get_engine(game_id).spec
    if players is None:
        players = rng.randint(spec.min_players, spec.max_players)
    players = max(spec.min_players, min(spec.max_players, players))
    if people is None:
        people = 2 if rng.random() < 0.3 else 1
    seats = [Seat(f"P{i + 1}", "human" if i < people else "easy") for i in range(players)]
    return start_new_game(app, game_id, seats=seats, seed=rng.randrange(2**31),
                          autosave=rng.random() < 0.5 and not moves, pre_moves=moves)


def visit(app, where: str, game_id: str, rng: random.Random) -> None:
    """Open the screen `where` (one of `VISITS`) from the menu, as `game_id`'s part of the
    tour; the random events then go on from there."""
    from scenes.learn import start_learning
    from scenes.replay import open_replay
    from scenes.screens.about import AboutScene
    from scenes.screens.load import LoadScene
    from scenes.screens.rules import RulesScene
    from scenes.screens.settings import SettingsScene
    from scenes.screens.setup import SetupScene
    from scenes.screens.statistics import StatisticsScene

    recover(app)
    simple = {"setup": lambda: SetupScene(app, game_id), "settings": lambda: SettingsScene(app),
              "load": lambda: LoadScene(app), "statistics": lambda: StatisticsScene(app),
              "rules": lambda: RulesScene(app, game_id), "about": lambda: AboutScene(app)}
    if where in simple:
        app.scenes.push(simple[where]())
    elif where == "results":  # a game played to its end by random moves, then its results
        open_table(app, game_id, rng, people=1, moves=10**6).show_results()
    elif where == "replay":
        table = open_table(app, game_id, rng, people=1, moves=rng.randrange(1, 200),
                           )
        replay = table.session.replay
        app.scenes.pop()
        open_replay(app, replay, at_action=rng.randrange(len(replay.actions) + 1))
    elif where == "learn":
        start_learning(app, game_id)
    elif where == "hotseat":  # two or more people: the cover is up until one clicks it
        open_table(app, game_id, rng, people=2)
    elif where != "menu":
        raise ValueError(f"no screen {where!r}")


def set_language(app, lang: str) -> None:
    from dataclasses import replace

    app.apply_settings(replace(app.settings, language=lang))


VISITS = ("menu", "setup", "settings", "load", "statistics", "results", "rules", "about",
          "replay", "learn", "hotseat")  # the tour: every screen, opened in turn
SCREENS = {"menu": "MenuScene", "setup": "SetupScene", "settings": "SettingsScene",
           "load": "LoadScene", "statistics": "StatisticsScene", "results": "ResultsScene",
           "rules": "RulesScene", "about": "AboutScene", "replay": "replay viewer",
           "learn": "learn to play", "hotseat": "hot-seat cover"}  # as `screen_of` names them


def make_saves(app, game_id: str, rng: random.Random, count: int) -> None:
    """`count` saved games of `game_id` in the saves folder, each some random moves in."""
    from shell.store import saves

    for _ in range(count):
        table = open_table(app, game_id, rng, moves=rng.randrange(1, 200))
        saves.save_replay(table.session.replay, saves.new_save_path(game_id), durable=False)
        app.scenes.pop()


def screen_of(scene) -> str:
    """The kind of screen `scene` is, as the report counts them: a table by its players,
    with the hot-seat cover up, as the replay viewer or the guided first game."""
    from scenes.kit.table import TableScene

    if scene is None:
        return "none"
    if isinstance(scene, TableScene):
        if getattr(scene, "read_only", False):
            return "replay viewer"
        if type(scene).__name__.startswith("Learn"):
            return "learn to play"
        if scene.covered_for is not None:
            return "hot-seat cover"
        return f"{scene.game_id} table {len(scene.session.seats)}p"
    return type(scene).__name__


def has_secrets(game_id: str) -> bool:
    """Whether two seats see different things at the start (a hand): only then does a
    hot-seat table show its cover (a game with nothing hidden needs none)."""
    from engines import get_engine
    from engines.core import canonical

    engine = get_engine(game_id)
    state = engine.new_game(2, engine.spec.resolve_options(None), 1)
    views = [{k: v for k, v in state.observation(seat).items() if k != "seat"}
             for seat in (0, 1)]
    return canonical(views[0]) != canonical(views[1])


def required_screens(game_id: str) -> set:
    """What one game's share must reach: every screen of the tour and its table at the
    fewest and the most players."""
    from engines import get_engine

    spec = get_engine(game_id).spec
    cover = {"hot-seat cover"} if has_secrets(game_id) else set()
    return cover | {"MenuScene", "SetupScene", "SettingsScene", "LoadScene", "StatisticsScene",
            "ResultsScene", "RulesScene", "AboutScene", "replay viewer", "learn to play",
            f"{game_id} table {spec.min_players}p",
            f"{game_id} table {spec.max_players}p"}


class Run:
    """The counts of one game's share of a monkey run."""

    def __init__(self, game_id: str, max_frame_ms: float, slow_ms: float = SLOW_MS):
        self.game_id = game_id
        self.max_frame_ms = max_frame_ms
        self.slow_ms = slow_ms
        self.recent: collections.deque = collections.deque(maxlen=BEFORE)  # the last frames
        self.slow_detail: list = []  # each frame over `slow_ms` with the frames before it
        self.over_slow = 0  # frames over `slow_ms` (CPU), recorded or not
        self.stay: str | None = None  # the one screen the run keeps to (`--stay`)
        self.exceptions: dict = {}  # where -> {"count", "trace", "events"}
        self.worst = (0.0, "", "")  # CPU ms, screen, events
        self.worst_wall = (0.0, "", "")  # the same by the wall clock (the machine is shared)
        self.slow_frames = 0  # frames over the limit by CPU time
        self.slow_wall = 0  # and by the wall clock
        self.slow: list = []  # (CPU ms, wall ms, screen, size, events) of the slow frames
        self.screens: dict = {}
        self.langs: set = set()
        self.sizes: set = set()
        self.rss_peak = 0.0
        self.stopped = False  # asked to stop (SIGTERM or SIGINT) before its events were sent

    def exception(self, exc: BaseException, events) -> None:
        frames = traceback.extract_tb(exc.__traceback__)
        ours = [f for f in frames if "site-packages" not in f.filename] or frames
        where = f"{type(exc).__name__} at {ours[-1].filename}:{ours[-1].lineno}"
        entry = self.exceptions.setdefault(where, {"count": 0, "trace": "".join(
            traceback.format_exception(exc)), "events": repr(events)[:300]})
        entry["count"] += 1

    def logged(self, record: logging.LogRecord) -> None:
        where = f"logged {record.levelname} {record.name}: {record.getMessage()[:120]}"
        entry = self.exceptions.setdefault(where, {"count": 0, "trace": record.exc_text or "",
                                                   "events": ""})
        entry["count"] += 1

    def frame(self, cpu_ms: float, wall_ms: float, screen: str, size, events) -> None:
        if cpu_ms > self.worst[0]:
            self.worst = (cpu_ms, screen, repr(events)[:200])
        if wall_ms > self.worst_wall[0]:
            self.worst_wall = (wall_ms, screen, repr(events)[:200])
        self.slow_frames += cpu_ms > self.max_frame_ms
        self.slow_wall += wall_ms > self.max_frame_ms
        if max(cpu_ms, wall_ms) > self.max_frame_ms and len(self.slow) < 50:
            self.slow.append((round(cpu_ms), round(wall_ms), screen, f"{size[0]}x{size[1]}",
                              repr(events)[:160]))
        this = (cpu_ms, wall_ms, screen, tuple(size), list(events))  # described when slow
        if cpu_ms > self.slow_ms:
            self.over_slow += 1
            if len(self.slow_detail) < SLOW_KEPT:
                self.slow_detail.append({**described(this),
                                         "before": [described(f) for f in self.recent]})
        self.recent.append(this)

    def missing(self) -> list:
        required = {SCREENS[self.stay]} if self.stay else required_screens(self.game_id)
        return sorted(required - set(self.screens))


def described(frame) -> dict:
    """A frame kept by `Run.frame` as the report and the JSON show it."""
    cpu_ms, wall_ms, screen, size, events = frame
    return {"cpu_ms": round(cpu_ms, 1), "wall_ms": round(wall_ms, 1), "screen": screen,
            "size": f"{size[0]}x{size[1]}", "events": [describe(e) for e in events]}


def describe(event) -> str:
    """One event, short: its type (pygame_gui's by name) and the fields that tell what it
    did (for a widget's event, the widget's kind and text)."""
    import pygame
    import pygame_gui

    kind = getattr(event, "user_type", event.type)
    names = {int(value): name for name, value in vars(pygame_gui).items()
             if name.startswith("UI_") and isinstance(value, int)}
    name = (names.get(int(kind)) if isinstance(kind, int) else None) \
        or pygame.event.event_name(event.type)
    fields = {k: v for k, v in event.__dict__.items()
              if k in ("pos", "button", "key", "mod", "text", "y", "w", "h")}
    if "key" in fields:
        fields["key"] = pygame.key.name(fields["key"]) or fields["key"]
    if isinstance(fields.get("text"), str):
        fields["text"] = fields["text"][:20]
    element = getattr(event, "ui_element", None)
    if element is not None:
        fields["element"] = f"{type(element).__name__} {str(getattr(element, 'text', ''))[:24]!r}"
    return f"{name} {fields}"[:160]


def recover(app) -> None:
    """What the app's recovery does after a failing frame: back to the bottom screen."""
    while len(app.scenes.stack) > 1:
        try:
            app.scenes.pop()
        except Exception:  # a screen that cannot even close: drop it
            app.scenes.stack.pop()


def drive(app, game_id: str, events: int, rng, monkey, run: Run, langs, log,
          stay: str | None = None) -> dict:
    """Random events until `events` of them reached `game_id`'s table; every
    `visit_every` of them the monkey is taken to the tour's next screen (`VISITS`) and
    left there a while. Tables alternate between the fewest and the most players.
    With `stay` (one of `VISITS`) that screen takes the table's place: the events count
    there, it is opened again when left for a while, and there is no tour."""
    import pygame

    from engines import get_engine
    from scenes.kit.table import TableScene

    spec = get_engine(game_id).spec
    on_table = away = sent = 0
    lang_at = {events * k // len(langs): lang for k, lang in enumerate(langs)}
    visit_every = max(10, events // (2 * len(VISITS) * len(langs)))
    next_visit, tour = visit_every, 0
    opened = 0
    while on_table < events and sent < events * 6:
        if on_table in lang_at:
            set_language(app, lang_at.pop(on_table))
        top = app.scenes.top
        if stay is not None:
            is_table = screen_of(top) == SCREENS[stay]
            if not is_table:
                away += 1
            if top is None or (not is_table and away > AWAY_LIMIT) or opened == 0:
                visit(app, stay, game_id, rng)
                opened += 1
                away = 0
                continue
        is_table = isinstance(top, TableScene) and top.game_id == game_id \
            and not getattr(top, "read_only", False) \
            and not type(top).__name__.startswith("Learn")
        if not is_table:
            away += 1
        if is_table and on_table >= next_visit:
            visit(app, VISITS[tour % len(VISITS)], game_id, rng)
            tour += 1
            next_visit += visit_every
            away = 0
            continue
        if top is None or (not is_table and away > AWAY_LIMIT) or opened == 0:
            recover(app)
            players = (spec.min_players, spec.max_players)[opened % 2]
            open_table(app, game_id, rng, players)
            opened += 1
            away = 0
            continue
        batch = monkey.events()
        name = screen_of(top)
        run.screens[name] = run.screens.get(name, 0) + 1
        run.langs.add(app.settings.language)
        run.sizes.add(tuple(app.size))
        faulthandler.dump_traceback_later(STUCK_S)  # a frame stuck for minutes: say where
        started, cpu = time.perf_counter(), time.thread_time()
        queued = pygame.event.get()
        if any(event.type == pygame.QUIT for event in queued):  # SIGTERM/SIGINT: stop here
            run.stopped = True
            break
        try:
            app.step(queued + batch)  # what pygame_gui posted comes first
        except Exception as exc:  # noqa: BLE001 - the point is to see every one
            run.exception(exc, batch)
            log(f"  exception on {name}: {type(exc).__name__}: {exc}")
            recover(app)
        run.frame((time.thread_time() - cpu) * 1000, (time.perf_counter() - started) * 1000,
                  name, app.size, queued + batch)
        if not app.running:  # the menu's Quit: the monkey stays
            app.running = True
        sent += 1
        on_table += is_table
        if sent % RSS_EVERY == 0:
            run.rss_peak = max(run.rss_peak, rss_mib())
        if sent % PROGRESS_EVERY == 0:
            log(f"  {game_id}: {sent} events, {on_table} on its table, RSS {rss_mib():.0f} MiB")
    return {"events": sent, "on_table": on_table, "tables_opened": opened, "tour_stops": tour}


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


def report(runs: list, rows: list, rss: dict, args, log) -> bool:
    """Print the table per game and every fault; True when the run passed."""
    first = rss["first_table"]
    log("")
    log(f"{'game':<12} {'events':>7} {'table':>6} {'exc':>4} {'CPU max':>8} {'wall max':>9} "
        f"{'>1s CPU':>7} {'>1s wall':>8} {'RSS after':>9} {'vs first':>8}  missing screens")
    for run, row in zip(runs, rows, strict=True):
        log(f"{run.game_id:<12} {row['events']:>7} {row['on_table']:>6} "
            f"{sum(e['count'] for e in run.exceptions.values()):>4} "
            f"{run.worst[0]:>6.0f}ms {run.worst_wall[0]:>7.0f}ms {run.slow_frames:>7} "
            f"{run.slow_wall:>8} {row['rss_mib']:>7.1f}Mi {row['rss_mib'] / first - 1:>+8.1%}"
            f"  {', '.join(run.missing()) or '-'}")
    for run in runs:
        log(f"{run.game_id}: screens {run.screens}; languages {sorted(run.langs)}; "
            f"{len(run.sizes)} window sizes {min(run.sizes)}..{max(run.sizes)}")
        log(f"  slowest frame by CPU {run.worst[0]:.0f} ms on {run.worst[1]} ({run.worst[2]}); "
            f"by the wall clock {run.worst_wall[0]:.0f} ms on {run.worst_wall[1]}")
        for slow in run.slow:
            log(f"  slow frame (CPU ms, wall ms, screen, size, events) {slow}")
        log(f"  {run.over_slow} frames over {run.slow_ms:.0f} ms of CPU"
            + (f"; the first {len(run.slow_detail)}:" if run.slow_detail else ""))
        for slow in run.slow_detail:
            log(f"  {slow['cpu_ms']:.0f} ms CPU ({slow['wall_ms']:.0f} wall) on "
                f"{slow['screen']} at {slow['size']}: {'; '.join(slow['events']) or '-'}")
            for back, frame in enumerate(reversed(slow["before"]), 1):
                log(f"      {back} before: {frame['cpu_ms']:.0f} ms on {frame['screen']} "
                    f"at {frame['size']}: {'; '.join(frame['events']) or '-'}")
        for where, entry in run.exceptions.items():
            log(f"--- {where} x{entry['count']}\n{entry['trace']}  after events "
                f"{entry['events']}")
    worst = max(row["rss_mib"] for row in rows)
    growth = worst / first - 1
    ok = (not any(run.exceptions for run in runs) and not any(run.slow_frames for run in runs)
          and growth <= args.limit and not any(run.missing() for run in runs))
    log(f"RSS: at the start {rss['start']:.1f} MiB, with the first table {first:.1f} MiB, "
        f"at the end {rss['end']:.1f} MiB (x{rss['end'] / first:.2f}), worst after a game "
        f"{worst:.1f} MiB ({growth:+.1%}; limit {args.limit:.0%}), peak "
        f"{max(run.rss_peak for run in runs):.1f} MiB -> {'ok' if ok else 'FAILED'}")
    return ok


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
    parser.add_argument("--slow-frame", type=float, default=SLOW_MS,
                        help="ms of CPU: such a frame is recorded with the frames before it")
    parser.add_argument("--stay", choices=VISITS,
                        help="keep the monkey on this screen instead of the game's table")
    parser.add_argument("--saves", type=int, default=0,
                        help="saved games made per game before its events (for the Load screen)")
    parser.add_argument("--json", dest="json_path")
    args = parser.parse_args(argv)

    home = tempfile.mkdtemp(prefix="monkey-")
    os.environ.update(user_folders_in(home))

    from scenes.navigator import Navigator
    from scenes.screens.menu import MenuScene
    from scenes.screens.results import ResultsScene
    from shell.app import App
    from shell.store.settings import Settings
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
    ResultsScene.analysis_iterations = ANALYSIS_ITERATIONS

    def log(text: str) -> None:
        print(text, flush=True)

    rss = {"start": rss_mib()}
    log(f"seed {args.seed}, {args.events} events per table; RSS at the start "
        f"{rss['start']:.1f} MiB")
    rows, runs = [], []
    for game_id in args.games.split(","):
        started = time.perf_counter()
        if not runs:
            open_table(app, game_id, rng)
            for _ in range(5):
                app.step()
            rss["first_table"] = rss_mib()
            log(f"RSS with the first table open: {rss['first_table']:.1f} MiB; {heap_mib()}")
        run = Run(game_id, args.max_frame, args.slow_frame)
        run.stay = args.stay
        runs.append(run)
        make_saves(app, game_id, rng, args.saves)
        counts = drive(app, game_id, args.events, rng, monkey, run, args.langs.split(","), log,
                       args.stay)
        if run.stopped:
            log(f"{game_id}: stopped after {counts['on_table']} events on its table")
        back_home(app)
        for record in faults.records:
            run.logged(record)
        faults.records.clear()
        after = rss_mib()
        run.rss_peak = max(run.rss_peak, after)
        rows.append({"game": game_id, **counts, "stopped": run.stopped,
                     "rss_mib": round(after, 1),
                     "seconds": round(time.perf_counter() - started, 1)})
        log(f"{game_id:<12} {counts['on_table']} events on its table ({counts['events']} in "
            f"all, {counts['tables_opened']} tables opened, {counts['tour_stops']} tour "
            f"stops), RSS after {after:.1f} MiB, {rows[-1]['seconds']:.0f} s; {heap_mib()}")
        if run.stopped:
            break
    faulthandler.cancel_dump_traceback_later()
    logging.getLogger().removeHandler(faults)
    rss["end"] = rss_mib()
    app.shutdown()
    ok = report(runs, rows, rss, args, log)
    if args.json_path:
        with open(args.json_path, "w", encoding="utf-8") as handle:
            json.dump({"seed": args.seed, "events": args.events, "rss": rss, "ok": ok,
                       "games": [{**row, "exceptions": run.exceptions,
                                  "worst_cpu_ms": round(run.worst[0], 1),
                                  "worst_wall_ms": round(run.worst_wall[0], 1),
                                  "slow_cpu": run.slow_frames, "slow_wall": run.slow_wall,
                                  "slow": run.slow, "screens": run.screens,
                                  "over_slow_ms": run.over_slow,
                                  "slow_detail": run.slow_detail,
                                  "missing": run.missing(), "langs": sorted(run.langs),
                                  "sizes": len(run.sizes), "rss_peak": round(run.rss_peak, 1)}
                                 for run, row in zip(runs, rows, strict=True)]},
                      handle, indent=2)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
