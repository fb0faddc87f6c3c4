"""Memory housekeeping: a game screen freezes what exists when it opens out of the garbage
collector; closing the last one unfreezes and collects (shell/memory.py)."""

import gc
import weakref

import pytest

from shell import memory
from shell.ui.scene import Scene, SceneManager

pytestmark = pytest.mark.housekeeping  # the collector as the app calls it (tests/conftest.py)


class FakeApp:
    size = (1280, 720)


class Plain(Scene):
    def __init__(self, app):  # no pygame_gui manager needed here
        self.app = app
        self.size = app.size

    def rebuild(self) -> None:
        pass

    def update(self, dt: float) -> None:
        pass

    def resize(self, size) -> None:
        self.size = size


class Game(Plain):
    holds_game = True


class Cycle:
    def __init__(self):
        self.me = self


def test_a_game_screen_freezes_until_the_last_one_closes():
    app = FakeApp()
    scenes = SceneManager(app)
    scenes.push(Plain(app))
    assert not memory.frozen()
    before = gc.get_freeze_count()
    scenes.push(Game(app))
    assert memory.frozen() and gc.get_freeze_count() > before
    scenes.push(Plain(app))  # e.g. the results over the table
    scenes.pop()
    assert memory.frozen()
    scenes.pop()  # back to the menu: no game screen left
    assert not memory.frozen() and gc.get_freeze_count() == 0


def test_cycles_left_by_a_closed_game_are_collected():
    app = FakeApp()
    scenes = SceneManager(app)
    scenes.push(Plain(app))
    cycle = Cycle()
    ref = weakref.ref(cycle)
    scenes.push(Game(app))  # the cycle exists as the game opens: frozen
    del cycle
    gc.collect()
    assert ref() is not None, "a frozen cycle outlives a collection"
    scenes.pop()
    assert ref() is None, "closing the game collected it"


def test_a_game_replaced_by_another_is_collected_before_the_new_one_freezes():
    app = FakeApp()
    scenes = SceneManager(app)
    scenes.push(Plain(app))
    scenes.push(Game(app))
    old = Cycle()
    ref = weakref.ref(old)
    del old
    scenes.replace(Game(app))  # "play again" from the results
    assert ref() is None and memory.frozen()


def test_trim_heap_runs_on_linux_and_is_harmless_elsewhere():
    import sys

    assert memory.trim_heap() == sys.platform.startswith("linux")


def test_the_c_library_is_looked_up_once_however_often_the_heap_is_trimmed(monkeypatch):
    """Finding libc starts `ldconfig`: a screen's close must not start a process."""
    import ctypes.util
    import sys

    lookups = []
    find = ctypes.util.find_library
    monkeypatch.setattr(ctypes.util, "find_library", lambda name: lookups.append(name)
                        or find(name))
    memory.libc.cache_clear()
    try:
        for _ in range(3):
            memory.trim_heap()
        memory.limit_heap()
    finally:
        memory.libc.cache_clear()
    assert lookups == (["c"] if sys.platform.startswith("linux") else [])


def test_a_closed_screen_is_collected_and_the_heap_trimmed(monkeypatch):
    trims = []
    monkeypatch.setattr(memory, "trim_heap", lambda: trims.append(1) or True)
    app = FakeApp()
    scenes = SceneManager(app)
    scenes.push(Plain(app))
    screen = Plain(app)
    screen.leftover = Cycle()
    ref = weakref.ref(screen.leftover)
    scenes.push(screen)
    del screen
    gc.disable()  # only the screen's close may collect it
    try:
        scenes.pop()
        scenes.update(0.0)  # the next frame
        assert ref() is None and trims
    finally:
        gc.enable()


def test_a_resize_with_a_game_open_collects_what_was_frozen_with_it():
    """A resize replaces what the table held at its opening (its pygame_gui manager, its
    layers): frozen with the game, it would stay until the game closes."""
    app = FakeApp()
    scenes = SceneManager(app)
    scenes.push(Plain(app))
    game = Game(app)
    game.old = Cycle()
    ref = weakref.ref(game.old)
    scenes.push(game)
    game.old = None  # what the resize replaces
    scenes.resize((1920, 1080))
    scenes.update(0.0)
    assert ref() is None
    assert memory.frozen(), "the game stays frozen after the resize"
    scenes.pop()


def test_big_blocks_are_mapped_on_their_own_on_linux():
    import sys

    assert memory.limit_heap() == sys.platform.startswith("linux")
