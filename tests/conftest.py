"""Shared test setup: headless SDL, per-test user folders (never the real ones), an
English system language, and the toy game (tests/toy) registered for the generic checks."""

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

if sys.dont_write_bytecode and not sys.pycache_prefix:
    # PYTHONDONTWRITEBYTECODE (as CI sets) keeps bytecode out of the source tree; without a
    # cache every test process compiles the app and re-rewrites every test module's asserts
    # (about 10 s of each worker's 17 s collection). The compiled modules go to pytest's own
    # git-ignored cache folder instead, where the processes the tests start read them too.
    sys.pycache_prefix = str(Path(__file__).resolve().parents[1] / ".pytest_cache" / "pycache")
    sys.dont_write_bytecode = False
    os.environ["PYTHONPYCACHEPREFIX"] = sys.pycache_prefix

import gc  # noqa: E402
from concurrent import futures  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from shell.workers.analysis_job import AnalysisJob  # noqa: E402
from shell.workers.bot_worker import _ThreadWorker  # noqa: E402
from tests import early_run  # noqa: E402
from tests.frame_clock import FRAME_MS, FrameClock  # noqa: E402
from tests.user_folders import user_folders_in  # noqa: E402

# Every App the tests make steps frames without waiting out the 60 FPS cap (frame_clock.py);
# the apps the tests start as processes keep the real clock.
pygame.time.Clock = FrameClock


def pytest_collection_modifyitems(items):
    """The tests marked slow first, each file's order kept: the workers (pytest-xdist's
    worksteal) start on the long checks and end on short ones, so neither waits idle while
    the other finishes a long one."""
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)


def pytest_collection_finish(session):
    """What importing and collecting the tests made (about 235,000 objects: the modules,
    the test items) lives as long as the process: it is frozen out of every collection's
    walk (`gc.freeze`), so a full collection walks only what the tests made since. Then the
    main.py runs that collected tests marked `early_run` check are started (unless the
    tests are only listed)."""
    keep_out_of_collections()
    if session.config.option.collectonly:
        return
    for item in session.items:
        marker = item.get_closest_marker("early_run")
        if marker is not None:
            early_run.start(session.config, marker.args[0], list(marker.args[1:]))


def keep_out_of_collections() -> None:
    """Collect the garbage, then freeze what is left alive."""
    gc.collect()
    gc.freeze()


def pytest_sessionstart(session):
    """Compile the translation catalogs (.po -> .mo) once, as the build script does."""
    from shell.language import catalog_build

    catalog_build.locale_dir()


@pytest.fixture(autouse=True)
def isolated_user_dirs(tmp_path, monkeypatch):
    """platformdirs follows XDG on Linux: point every per-user folder into tmp_path."""
    for variable, folder in user_folders_in(tmp_path).items():
        monkeypatch.setenv(variable, folder)
    if sys.platform != "linux":  # Windows and macOS ignore XDG (the release runs tests there)
        _isolate_platformdirs(tmp_path, monkeypatch)
    english_system(monkeypatch)
    yield tmp_path
    from shell import notices
    from shell.language import i18n
    from shell.store import finished, puzzle_store, stats
    from shell.ui import theme

    i18n._current = i18n.DEFAULT_LANGUAGE
    theme.set_text_size(100)  # the player's text size is the app's, one test's only
    notices.take()  # a message one test left is never shown in the next one
    stats._told.clear()
    stats._held.clear()  # statistics rows no file could take live in one test only
    finished._unkept.clear()  # and so do finished games' replays no file could take
    puzzle_store._told.clear()
    puzzle_store._unsaved.clear()  # and the puzzles' changes no file could take


@pytest.fixture(autouse=True)
def toy_registered(request):
    """The toy game (tests/toy) registered, its catalogs laid under the app's, for a test
    whose `game` or `game_id` parameter is its id: a generic check parametrized over
    `tests.toy.every_game()` checks it like the registry's games."""
    from tests import toy

    callspec = getattr(request.node, "callspec", None)
    params = callspec.params if callspec is not None else {}
    if toy.ID not in (params.get("game"), params.get("game_id")):
        yield None
        return
    with toy.registered() as listing:
        yield listing


class UnfrozenCollector:
    """The garbage collector as shell/memory.py calls it, in a test process: the app's
    freezing does nothing (only what the tests' collection made is frozen) and a screen's
    close or a resize collects the young generations, and every `FULL_EVERY`th one all of
    them. A full collection walks everything the tests made and keep (30-150 ms with the
    modules too: the caches, the screens) and the app makes two whenever a screen closes:
    about half of a scene test's time. Unfrozen, garbage stays within reach of every
    full collection (frozen, it would stay out of their reach); the periodic one frees the
    closed screens' window-sized pictures before many pile up."""

    FULL_EVERY = 8
    calls = 0

    @staticmethod
    def freeze() -> None:
        pass

    @staticmethod
    def unfreeze() -> None:
        pass

    @classmethod
    def collect(cls, generation: int = 2) -> int:
        cls.calls += 1
        return gc.collect(generation if cls.calls % cls.FULL_EVERY == 0 else 1)


# What a test process sets glibc's thresholds to: blocks up to this size (a 3840x2160
# window's surface is 33 MB) come from the heap, which keeps what is freed
M_TRIM_THRESHOLD = -1  # glibc's mallopt parameter (memory.M_MMAP_THRESHOLD: the other)
HEAP_BLOCKS_UP_TO = 64 * 2**20
HEAP_KEPT_UP_TO = 256 * 2**20


def surfaces_from_the_heap() -> None:
    """Big blocks come from glibc's heap and go back to it (Linux): a window-sized surface
    made after another was freed reuses its pages. The app maps each block of a megabyte or
    more on its own (`memory.limit_heap`) to give its pages back at once; each new one then
    faults its pages in afresh, a tenth of a table test's CPU."""
    from shell import memory

    glibc = memory.libc()
    if glibc is not None:
        glibc.mallopt(memory.M_MMAP_THRESHOLD, HEAP_BLOCKS_UP_TO)
        glibc.mallopt(M_TRIM_THRESHOLD, HEAP_KEPT_UP_TO)


@pytest.fixture(autouse=True)
def quick_housekeeping(request, monkeypatch):
    """Screens close and the window resizes without a full collection or a heap trim, and
    window-sized surfaces come from the heap (`surfaces_from_the_heap`); the tests marked
    `housekeeping` (tests/shell/test_memory.py) get shell/memory.py as the app runs it."""
    housekeeping = request.node.get_closest_marker("housekeeping") is not None
    if not housekeeping:
        from shell import memory

        monkeypatch.setattr(memory, "gc", UnfrozenCollector)
        monkeypatch.setattr(memory, "trim_heap", lambda: False)
        monkeypatch.setattr(memory, "limit_heap", lambda: False)
        surfaces_from_the_heap()  # again after a housekeeping test set the app's limit
    yield
    if housekeeping:
        keep_out_of_collections()  # the app's housekeeping unfroze everything


@pytest.fixture(autouse=True)
def thinking_in_threads(request, monkeypatch):
    """The App's bots and analyses think in a thread of the test process (the same choices,
    no interpreter started for each table); the tests marked `processes` get the worker
    processes the app starts.

    A frame that asks a thread still at work for its answer waits up to a frame's time for
    it, as the app's frame waits out its 1/60 s: frames that never wait (tests/frame_clock.py)
    would take the interpreter from the thread while it works."""
    if request.node.get_closest_marker("processes") is None:
        from shell.app import App

        monkeypatch.setattr(App, "use_bot_process", False)
        monkeypatch.setattr(_ThreadWorker, "reply", _bot_reply_after_a_frame)
        monkeypatch.setattr(AnalysisJob, "poll", _analysis_after_a_frame)
    yield


_BOT_REPLY = _ThreadWorker.reply
_ANALYSIS_POLL = AnalysisJob.poll


def _bot_reply_after_a_frame(worker):
    if worker.future is not None:
        futures.wait([worker.future], timeout=FRAME_MS / 1000)
    return _BOT_REPLY(worker)


def _analysis_after_a_frame(job):
    if job.thread is not None and job.running:
        job.thread.join(timeout=FRAME_MS / 1000)
    return _ANALYSIS_POLL(job)


def english_system(monkeypatch):
    """The app follows the system's language until the player picks one: tests (and the apps
    they start in subprocesses) run as on an English system, whatever the machine's."""
    for var in ("LC_ALL", "LANGUAGE"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LC_MESSAGES", "C")  # wins over LANG and the OS language everywhere


def _isolate_platformdirs(tmp_path, monkeypatch):
    """The Linux layout under tmp_path, for platforms whose per-user folders XDG cannot move."""
    import platformdirs

    def folder(var, *tail):
        def user_dir(appname=None, *_args, **_kwargs):
            return str(tmp_path.joinpath(var.lower(), appname or "", *tail))
        return user_dir

    monkeypatch.setattr(platformdirs, "user_config_dir", folder("XDG_CONFIG_HOME"))
    monkeypatch.setattr(platformdirs, "user_data_dir", folder("XDG_DATA_HOME"))
    monkeypatch.setattr(platformdirs, "user_state_dir", folder("XDG_STATE_HOME"))
    monkeypatch.setattr(platformdirs, "user_log_dir", folder("XDG_STATE_HOME", "log"))
    monkeypatch.setattr(platformdirs, "user_cache_dir", folder("XDG_CACHE_HOME"))


@pytest.fixture
def drawn(monkeypatch) -> list:
    """Each rounded button shape drawn: by pygame_gui (at four times its size) or the quick
    way (shell/ui/gui_shapes.py)."""
    from pygame_gui.core.drawable_shapes.rounded_rect_drawable_shape import (
        RoundedRectangleShape,
    )

    from shell.ui import gui_shapes

    calls: list = []
    real = RoundedRectangleShape.clear_and_create_shape_surface
    quick = gui_shapes.bare_shape

    def counting(self, *args, **kwargs):
        calls.append(self.containing_rect.size)
        return real(self, *args, **kwargs)

    def counting_quick(shape, state):
        bare = quick(shape, state)
        if bare is not None:
            calls.append(shape.containing_rect.size)
        return bare

    monkeypatch.setattr(RoundedRectangleShape, "clear_and_create_shape_surface", counting)
    monkeypatch.setattr(gui_shapes, "bare_shape", counting_quick)
    return calls


@pytest.fixture(autouse=True)
def looks_built_when_shown(monkeypatch):
    """pygame_gui builds a new button's other looks (hovered, pressed, disabled) one a frame
    after the first; a test never sees a look it does not show, and showing one builds it at
    once (`DrawableShape.set_active_state`). Building them all was 37 of the suite's 725 s."""
    from pygame_gui.core.drawable_shapes.drawable_shape import DrawableShape

    real = DrawableShape.update

    def update(shape, time_delta):
        shape.states_to_redraw_queue.clear()
        return real(shape, time_delta)

    monkeypatch.setattr(DrawableShape, "update", update)
    yield


@pytest.fixture(autouse=True)
def sound_left_open(request, monkeypatch):
    """The mixer opened by one App stays open for the next: closing it waits out SDL's audio
    thread (about 25 ms an App, a thousand Apps in a run). `Audio.close` still halts every
    channel and the music; pygame's quit closes everything else. The tests marked
    `sound_device` (tests/shell/ui/test_audio.py) open and close it themselves."""
    if request.node.get_closest_marker("sound_device") is not None:
        pygame.mixer.quit()
        yield
        return

    def quit_all_but_sound():
        pygame.display.quit()
        pygame.font.quit()

    monkeypatch.setattr(pygame.mixer, "quit", lambda: None)
    monkeypatch.setattr(pygame, "quit", quit_all_but_sound)
    yield


def pytest_sessionfinish(session):
    """The mixer left open (`sound_left_open`) halted, then closed, before the process ends:
    closed with a sound still playing, pygame's own quit at exit could hang."""
    if pygame.mixer.get_init():
        pygame.mixer.stop()
        pygame.mixer.quit()
