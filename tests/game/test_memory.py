"""Memory housekeeping: a game screen freezes what exists when it opens out of the garbage
collector; closing the last one unfreezes and collects (game/memory.py)."""

import gc
import weakref

from game import memory
from game.scene import Scene, SceneManager


class FakeApp:
    size = (1280, 720)


class Plain(Scene):
    def __init__(self, app):  # no pygame_gui manager needed here
        self.app = app
        self.size = app.size

    def rebuild(self) -> None:
        pass


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
