"""The table's parts on their own: bot pacing, the render cache, the hot-seat cover, the
buttons and the input."""

from types import SimpleNamespace

import pygame

from scenes.kit.bot_pacing import BOT_PAUSE, BotPacer
from scenes.kit.dirty import DirtyFrames
from scenes.kit.hotseat_cover import HotSeatCover
from scenes.kit.layout import TableLayout
from scenes.kit.render_cache import Changes, RenderCache, Tiles, aligned, merged
from scenes.kit.table_buttons import TableButtons
from scenes.kit.table_input import TableInput
from shell.ui.dragdrop import Interaction, Outcome
from shell.ui.scene import make_ui


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
    state = SimpleNamespace(legal_actions=lambda: [("first",), ("second",)])
    session = SimpleNamespace(state=state, replay=SimpleNamespace(actions=[], seed=7),
                              seats=[SimpleNamespace(kind="easy")], ply=0,
                              bot_level=lambda seat: "easy")
    return BotPacer(lambda: worker, lambda: 1.0, session, "toy"), worker


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


def board_frames(cache, size):
    """A frame function for `cache`: each call is a frame whose board key is new, so every
    part is asked for its key again and repainted where it changed."""
    version = [0]

    def frame():
        version[0] += 1
        cache.begin_frame()
        cache.cached("board", (version[0], "bg", 0, 0, 0, 0, False, 0), size,
                     lambda layer: cache.paint_board(layer, lambda s: None))
        cache.board_drawn()

    return frame


def test_a_tiled_part_repaints_only_its_places_whose_key_changed():
    """A part keyed by `Tiles` repaints (under a clip) only the places whose key changed;
    places that moved repaint it whole."""
    clips = []
    places = {"left": 1, "right": 1}
    shift = [0]

    def parts():
        tiles = Tiles([(pygame.Rect(shift[0], 0, 16, 10), places["left"]),
                       (pygame.Rect(48, 0, 16, 10), places["right"])])
        return {"mat": (pygame.Rect(0, 0, 64, 10), tiles,
                        lambda surface: clips.append(tuple(surface.get_clip())))}

    cache = RenderCache(parts)
    frame = board_frames(cache, (64, 10))

    frame()
    clips.clear()
    places["right"] = 2
    frame()
    assert clips == [(48, 0, 16, 10)] and cache.board_changed == [pygame.Rect(48, 0, 16, 10)]
    clips.clear()
    shift[0] = 2
    frame()
    assert clips == [(0, 0, 64, 10)]


def test_a_part_keyed_by_changes_repaints_where_its_key_says():
    """A `Changes` key names the rects its picture changed from the data of the key painted
    before; with no earlier `Changes` the part is painted whole."""
    clips = []
    state = [("a", 1)]

    def where(old, new):
        return [pygame.Rect(16, 0, 16, 5)] if old[0] == new[0] else None

    def parts():
        return {"pyramid": (pygame.Rect(0, 0, 48, 10), Changes(state, tuple(state[0]), where),
                            lambda surface: clips.append(tuple(surface.get_clip())))}

    cache = RenderCache(parts)
    frame = board_frames(cache, (48, 10))

    frame()
    clips.clear()
    state[0] = ("a", 2)
    frame()
    assert clips == [(16, 0, 16, 5)]
    clips.clear()
    state[0] = ("b", 2)
    frame()
    assert clips == [(0, 0, 48, 10)]
    assert Changes([1, 2], "x", where) == Changes([1, 2], "y", where) == (1, 2)


def test_overlapping_rects_are_joined_only_where_their_union_is_no_larger():
    """Two strips of an L stay two rects (their union would repaint the square between
    them); rects that mostly overlap become one."""
    top, side = pygame.Rect(0, 0, 100, 5), pygame.Rect(0, 0, 5, 100)
    assert sorted(map(tuple, merged([top, side]))) == [(0, 0, 5, 100), (0, 0, 100, 5)]
    assert merged([pygame.Rect(0, 0, 10, 10), pygame.Rect(2, 0, 10, 10)]) == [
        pygame.Rect(0, 0, 12, 10)]


def test_rects_copied_between_window_sized_surfaces_start_and_end_on_16_pixels():
    """A repainted or presented rect whose rows SDL would copy the slow way (starting 16
    but not 64 bytes aligned) starts on 16 pixels instead; others stay as they are."""
    assert aligned(pygame.Rect(100, 7, 100, 30)) == pygame.Rect(96, 7, 104, 30)
    assert aligned(pygame.Rect(32, 0, 48, 5)) == pygame.Rect(32, 0, 48, 5)
    assert aligned(pygame.Rect(101, 0, 48, 5)) == pygame.Rect(101, 0, 48, 5)
    assert aligned(pygame.Rect(100, 0, 47, 5)) == pygame.Rect(100, 0, 47, 5)
    frames = DirtyFrames()
    frames.begin((200, 100))
    board = pygame.Surface((200, 100))
    assert frames.restore(board, [pygame.Rect(20, 10, 8, 5)]) == [pygame.Rect(16, 10, 12, 5)]


def test_rects_far_apart_over_a_shared_part_stay_apart_and_close_ones_are_joined():
    """Two changed places at opposite corners of a large board, both over one big part: the
    rect round them both would repaint most of the board, so each is repainted alone (the
    big part painted twice); two places close together are repainted as one rect."""
    clips = []
    keys = {"a": 1, "b": 1}
    far = [True]

    def parts():
        b = pygame.Rect(1904, 1000, 96, 100) if far[0] else pygame.Rect(112, 0, 96, 100)
        return {"big": (pygame.Rect(0, 0, 2000, 1100), 0,
                        lambda surface: clips.append(("big", tuple(surface.get_clip())))),
                "a": (pygame.Rect(0, 0, 96, 100), keys["a"], lambda surface: None),
                "b": (b, keys["b"], lambda surface: None)}

    cache = RenderCache(parts)
    frame = board_frames(cache, (2000, 1100))
    frame()
    clips.clear()
    keys.update(a=2, b=2)
    frame()
    assert sorted(clips) == [("big", (0, 0, 96, 100)), ("big", (1904, 1000, 96, 100))]
    far[0] = False
    frame()  # "b" moved: repainted whole there and where it was
    clips.clear()
    keys.update(a=3, b=3)
    frame()
    assert clips == [("big", (0, 0, 208, 100))]


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


def test_a_waiting_tiled_part_under_a_repainted_rect_waits_unless_it_changed_there():
    """A waiting part keyed by places, round a part repainted the frame a move lands: it
    keeps its picture while its changed places are away from that rect, and is repainted
    at those places (not whole) when one is under it."""
    clips = []
    keys = {"card": 1, "near": 1, "far": 1}

    def parts():
        tiles = Tiles([(pygame.Rect(16, 40, 16, 16), keys["near"]),
                       (pygame.Rect(96, 0, 16, 16), keys["far"])])
        return {"frame": (pygame.Rect(0, 0, 128, 64), tiles,
                          lambda surface: clips.append(("frame", tuple(surface.get_clip())))),
                "card": (pygame.Rect(0, 16, 32, 32), keys["card"], lambda surface: None)}

    cache = RenderCache(parts, waiting_parts=("frame",))
    version = [0]

    def frame(landed=False):
        version[0] += 1
        cache.landed = landed
        cache.begin_frame()
        cache.cached("board", (version[0], "bg", 0, 0, 0, 0, False, cache.catch_up),
                     (128, 64), lambda layer: cache.paint_board(layer, lambda s: None))
        cache.board_drawn()

    frame()
    clips.clear()
    keys.update(card=2, far=2)
    frame(landed=True)
    assert clips == [("frame", (0, 16, 32, 32))] and cache.parts_behind == {"frame"}
    clips.clear()
    frame()
    assert clips == [("frame", (96, 0, 16, 16))] and not cache.parts_behind
    clips.clear()
    keys.update(card=3, near=2)
    frame(landed=True)
    assert clips == [("frame", (0, 16, 32, 40))] and not cache.parts_behind


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


def test_choice_buttons_stand_in_the_layouts_bar_and_a_press_names_its_command(app):
    ui = make_ui((1280, 720), 1.0)
    buttons = TableButtons()
    buttons.build(ui, pygame.Rect(980, 0, 300, 720), 1.0)
    table = pygame.Rect(0, 0, 980, 720)
    layout = TableLayout(table, 1.0, buttons_x=400, buttons_y=90)
    buttons.place_choices(ui, [("Take", ("take",)), ("Pass", ("pass",))], table, layout, 1.0,
                          1.0, 1.0)
    first, second = buttons.choices
    assert first.rect.y == second.rect.y == 90 and first.rect.right < second.rect.x
    assert abs((first.rect.x + second.rect.right) / 2 - 400) <= 1
    assert buttons.command(second) == ("choice", ("pass",))
    assert buttons.command(buttons.hint) == ("hint",)
    assert buttons.command(buttons.menu) == ("menu",)
    assert buttons.command(object()) is None
    buttons.enable("undo", False)
    assert not buttons.undo.is_enabled
    buttons.place_choices(ui, [], table, None, 1.0, 1.0, 1.0)
    assert buttons.choices == {} and not first.alive()


def fake_table(human_to_move=True):
    """What the input part reads of a table, with the calls it makes recorded."""
    calls = []
    table = SimpleNamespace(
        interaction=Interaction(), areas={("piece", 0): pygame.Rect(10, 10, 20, 20)},
        state=SimpleNamespace(is_over=lambda: False, to_move=lambda: 1),
        session=SimpleNamespace(name=lambda seat: f"P{seat}",
                                why_illegal=lambda action: "the ship is full"),
        human_to_move=human_to_move, calls=calls,
        toast=SimpleNamespace(show=lambda text, error=False: calls.append(("toast", text))),
        refused=lambda reason: calls.append(("refused", reason)),
        play=lambda action: calls.append(("play", action)),
        view=SimpleNamespace(propose=lambda source, target: ("place", target),
                             drag_image=lambda source: None,
                             piece_stuck_reason=lambda key: "it is fixed",
                             click_selects=lambda source, action: False))
    return table, calls


def test_the_input_part_says_why_a_piece_is_stuck_and_why_a_drop_is_refused():
    table, calls = fake_table(human_to_move=False)
    part = TableInput(table, sound=lambda name: calls.append(("sound", name)))
    part.on_outcome(Outcome("stuck", keys=(("piece", 0),)))
    assert calls == [("toast", "Wait: it is P1's turn."), ("sound", "error")]
    table.human_to_move = True
    part.on_outcome(Outcome("stuck", keys=(("piece", 0),)))
    assert calls[-2:] == [("toast", "it is fixed"), ("sound", "error")]
    part.on_outcome(Outcome("refused", source=("piece", 0), target=("ship", 2)))
    assert calls[-1] == ("refused", "the ship is full")
    part.on_outcome(Outcome("play", action=("take",)))
    assert calls[-1] == ("play", ("take",))
    assert part.snap_reach(("piece", 0)) == 20 and part.snap_reach(("nothing",)) == 0
