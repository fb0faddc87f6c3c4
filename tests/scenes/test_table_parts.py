"""The table's parts on their own, without a window: bot pacing, the render cache, the
hot-seat cover."""

from types import SimpleNamespace

import pygame

from scenes.kit.bot_pacing import BOT_PAUSE, BotPacer
from scenes.kit.hotseat_cover import HotSeatCover
from scenes.kit.render_cache import RenderCache


class FakeWorker:
    def __init__(self):
        self.requests = []
        self.answer = None
        self.fail = False
        self.cancelled = 0

    def request(self, game_id, state, seat, level, seed, key):
        self.requests.append(key)

    def poll(self):
        if self.fail:
            raise RuntimeError("bot crashed")
        return self.answer

    def cancel(self):
        self.cancelled += 1


def pacer():
    worker = FakeWorker()
    app = SimpleNamespace(bot_worker=lambda: worker,
                          settings=SimpleNamespace(animation_speed=1.0))
    state = SimpleNamespace(legal_actions=lambda: [("first",), ("second",)])
    session = SimpleNamespace(state=state, replay=SimpleNamespace(actions=[], seed=7),
                              seats=[SimpleNamespace(kind="easy")])
    return BotPacer(app, session, "toy"), worker


def test_a_bot_is_asked_once_and_its_move_waits_for_the_pause_and_the_animation():
    bots, worker = pacer()
    assert bots.step(0, 0.1, animating=False) is None and worker.requests == [0]
    worker.answer = (0, ("second",))
    assert bots.step(0, 0.1, animating=False) is None  # the pause is not over
    assert bots.step(0, BOT_PAUSE, animating=True) is None  # a move still animates
    assert bots.step(0, 0.0, animating=False) == ("second",)
    assert worker.requests == [0]


def test_a_failing_bot_plays_its_first_legal_action_and_cancel_forgets_the_request():
    bots, worker = pacer()
    worker.fail = True
    assert bots.step(0, 1.0, animating=False) == ("first",)
    assert bots.asked
    bots.cancel()
    assert not bots.asked and worker.cancelled == 1


def test_the_board_repaints_only_the_part_whose_key_changed():
    painted = []
    keys = {"a": 1, "b": 1}

    def parts():
        return {name: (pygame.Rect(i * 20, 0, 10, 10), keys[name],
                       lambda surface, name=name: painted.append(name))
                for i, name in enumerate(("a", "b"))}

    cache = RenderCache(parts)

    def frame(key):
        cache.begin_frame()
        cache.cached("board", key, (40, 10),
                     lambda layer: cache.paint_board(layer, lambda s: painted.append("all")))
        cache.board_drawn()

    frame((1, "bg", 0, 0, 0, 0, False, 0))
    assert painted == ["a", "b"]
    painted.clear()
    keys["b"] = 2
    frame((2, "bg", 0, 0, 0, 0, False, 0))
    assert painted == ["b"]


def test_a_waiting_part_keeps_its_picture_the_frame_a_move_lands_and_then_catches_up():
    painted = []
    keys = {"mat": 1, "ship": 1}

    def parts():
        return {name: (pygame.Rect(i * 20, 0, 10, 10), keys[name],
                       lambda surface, name=name: painted.append(name))
                for i, name in enumerate(("mat", "ship"))}

    cache = RenderCache(parts, waiting_parts=("mat",))
    version = 0

    def frame():
        cache.begin_frame()
        cache.cached("board", (version, "bg", 0, 0, 0, 0, False, cache.catch_up), (40, 10),
                     lambda layer: cache.paint_board(layer, lambda s: None))
        cache.board_drawn()

    frame()
    painted.clear()
    keys.update(mat=2, ship=2)
    version, cache.landed = 1, True
    frame()
    assert painted == ["ship"] and cache.parts_behind == {"mat"}
    painted.clear()
    frame()
    assert painted == ["mat"] and not cache.parts_behind


def cover(holder=1, due=2, can_undo=False):
    hotseat = SimpleNamespace(due=due, holder=holder, lifted=0)
    hotseat.lift = lambda: setattr(hotseat, "lifted", hotseat.lifted + 1)
    session = SimpleNamespace(can_undo=lambda seat: can_undo, name=lambda seat: f"P{seat}")
    return HotSeatCover(hotseat, session)


def test_a_click_before_the_cover_is_up_finishes_the_animation_and_its_release_is_swallowed():
    part = cover()
    down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1)
    up = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1)
    assert part.command(down, True, (800, 600), 1.0) == "finish"
    assert part.command(up, False, (800, 600), 1.0) is None
    assert part.command(up, False, (800, 600), 1.0) == "lift"


def test_keys_on_the_cover_and_a_read_only_table_has_none():
    part = cover(can_undo=True)

    def key(k, mod=0):
        return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod)

    assert part.command(key(pygame.K_ESCAPE), False, (800, 600), 1.0) == "menu"
    assert part.command(key(pygame.K_RETURN), False, (800, 600), 1.0) == "lift"
    assert part.command(key(pygame.K_z, pygame.KMOD_CTRL), False, (800, 600), 1.0) == "undo"
    assert part.showing(False) and not part.showing(True)
    part.lift()
    assert part.hotseat.lifted == 1
    part.active = False
    assert part.due is None and not part.showing(False)
