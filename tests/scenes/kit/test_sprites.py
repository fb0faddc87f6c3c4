"""The sprite cache and the cached board layers, without timing anything:

- the cache is bounded (least recently used sprites go) and cleared when the window's size
  changes; a table drawn at a new size holds no sprite of the old one;
- a piece drawn from the cache has exactly the pixels of the piece painted directly, and a
  Pyramids board composed from cached pyramid layers matches the one painted directly;
- a move landing repaints only what it changed: no background repaint, no new layer
  surface, the other pyramids' layers untouched, and no sprite painted twice;
- the game log wraps each line once, and a replaced last line reads anew.
"""

import random

import pygame
import pytest
from pygame import surfarray

from engines.core import Seat
from scenes.game_start import start_new_game
from scenes.games import players_range
from scenes.kit.gamelog import GameLog
from scenes.kit.render_cache import ALIGN
from scenes.kit.sprites import POOL, SPRITES, Layer, SpriteCache, SurfacePool, new_surface
from scenes.navigator import Navigator
from scenes.pyramids import pieces
from shell.app import App
from shell.store.settings import Settings
from tests.frame_clock import FrameClock
from tests.scenes.table_helpers import WINDOW_SIZES as SIZES
from tests.toy import every_game

GAMES = every_game()  # the registry's games and the toy (tests/toy)


def pixels(surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def canvas(size=(160, 120)) -> pygame.Surface:
    surface = pygame.Surface(size)
    surface.fill((233, 216, 166))
    return surface


def bot_table(app, game, seed=3):
    seats = [Seat(f"Bot{k}", "easy") for k in range(players_range(game)[1])]
    app.settings.animation_speed = 0.0
    scene = start_new_game(app, game, seats=seats, seed=seed, autosave=False)
    # the tests play the bots' moves themselves: a worker's answer landing in a frame that
    # depends on the machine's load would make the frames counted here depend on it too
    scene.drive_bot = lambda seat, dt: None
    app.step([])
    return scene


def play_moves(app, scene, count, seed=5):
    """`count` moves played the way a bot's land (any legal action), a frame after each."""
    rng = random.Random(seed)
    for _ in range(count):
        if scene.state.is_over():
            break
        scene.play(rng.choice(scene.state.legal_actions()))
        scene.animator.clear()
        app.step([])


def catch_up(app, scene) -> int:
    """Frames until no waiting board part is behind (TableScene.WAITING_PARTS): one a
    frame, none in a frame the panel is repainted, so at most twice as many frames as there
    are parts; how many it took."""
    for frames in range(2 * len(scene.view.board_parts()) + 1):
        if not scene.parts_behind:
            return frames
        app.step([])
    raise AssertionError(f"board parts never caught up: {sorted(map(str, scene.parts_behind))}")


# the cache -------------------------------------------------------------------------------
def test_cache_is_bounded_and_keeps_the_recent_sprites():
    cache = SpriteCache(limit=8)
    for k in range(20):
        cache.get(("piece", k), (4, 4), lambda image, k=k: image.fill((k, 0, 0, 255)))
        cache.get(("piece", 0), (4, 4), lambda image: pytest.fail("piece 0 is kept"))
    assert len(cache) == 8
    assert cache.painted == 20
    first = cache.get(("piece", 19), (4, 4), lambda image: None)
    assert first.get_at((0, 0))[:3] == (19, 0, 0)
    cache.get(("piece", 1), (4, 4), lambda image: None)  # long gone: painted again
    assert cache.painted == 21


def test_same_key_at_another_size_is_another_sprite():
    cache = SpriteCache()
    a = cache.get("square", (4, 4), lambda image: None)
    b = cache.get("square", (6, 6), lambda image: None)
    assert a.get_size() == (4, 4) and b.get_size() == (6, 6) and len(cache) == 2


def test_resize_clears_the_cache():
    cache = SpriteCache()
    cache.resized((1280, 720))
    cache.get("x", (4, 4), lambda image: None)
    cache.resized((1280, 720))
    assert len(cache) == 1
    cache.resized((1920, 1080))
    assert len(cache) == 0


def test_table_clears_the_sprites_when_the_window_is_resized(app):
    bot_table(app, "pyramids")
    app.step([])
    assert len(SPRITES) > 0 and SPRITES.window == (1280, 720)
    app._on_resize(1600, 900)
    assert SPRITES.window == app.size == (1600, 900)
    assert len(SPRITES) == 0
    app.step([])  # the resize frame: the sand and the widgets
    app.step([])  # the background, painted again
    app.step([])  # the board, painted again
    assert len(SPRITES) > 0


def test_layer_keeps_its_surface_and_repaints_on_a_new_key():
    layer = Layer()
    calls = []
    first = layer.get(1, (10, 10), calls.append)
    again = layer.get(1, (10, 10), calls.append)
    other = layer.get(2, (10, 10), calls.append)
    assert first is again is other and len(calls) == 2 and layer.repaints == 2
    bigger = layer.get(2, (12, 10), calls.append)
    assert bigger.get_size() == (12, 10) and len(calls) == 3


def test_a_kept_surface_is_cleared_unless_its_paint_covers_it():
    """The pool clears a kept surface by default; a layer takes it as it is (its whole
    paint covers it) and still shows only its own picture."""
    pool = SurfacePool()
    surface = pygame.Surface((8, 8))
    surface.fill((200, 10, 10))
    pool.give(surface)
    kept = pool.take((8, 8), clear=False)
    assert kept is surface and kept.get_at((3, 3))[:3] == (200, 10, 10)
    pool.give(kept)
    assert pool.take((8, 8)).get_at((3, 3))[:3] == (0, 0, 0)
    POOL.give(surface)
    surface.fill((200, 10, 10))
    layer = Layer()
    image = layer.get(1, (8, 8), lambda layer_surface: layer_surface.fill((1, 2, 3)))
    assert image.get_at((3, 3))[:3] == (1, 2, 3)


# same pixels -------------------------------------------------------------------------------
@pytest.mark.parametrize("size", [14, 31, 48, 67])
@pytest.mark.parametrize("patterns", [False, True])
def test_cached_square_has_the_painted_pixels(size, patterns):
    for colour, gems in ((0, ()), (1, (0, 3)), (4, (1,)), (5, (0, 1, 2, 3))):
        rect = pygame.Rect(37, 21, size, size)
        direct, cached = canvas(), canvas()
        pieces.paint_square(direct, rect, colour, gems, patterns)
        pieces.draw_square(cached, rect, colour, gems, patterns)
        assert pixels(direct) == pixels(cached), (colour, gems, size)


@pytest.mark.parametrize("radius", [4, 7.3, 12, 21.6])
def test_cached_token_has_the_painted_pixels(radius):
    for colour in range(6):
        for faded in (False, True):
            direct, cached = canvas(), canvas()
            pieces.paint_token(direct, colour, (61.4, 47.6), radius, faded)
            pieces.draw_token(cached, colour, (61.4, 47.6), radius, faded)
            assert pixels(direct) == pixels(cached), (colour, radius, faded)


@pytest.mark.parametrize("size", [16, 30, 48])
def test_cached_cards_have_the_painted_pixels(size):
    rect = pygame.Rect(23, 19, size, size)
    for colour, corner, forced in ((0, 0, False), (3, 2, True), (5, 3, False)):
        direct, cached = canvas(), canvas()
        pieces.paint_card(direct, rect, colour, corner, True, forced)
        pieces.draw_card(cached, rect, colour, corner, True, forced)
        assert pixels(direct) == pixels(cached)
    for sides, faded in (((0, 1), False), ((2, 3), True)):
        direct, cached = canvas(), canvas()
        pieces.paint_card_back(direct, rect, sides, faded)
        pieces.draw_card_back(cached, rect, sides, faded)
        assert pixels(direct) == pixels(cached)


def test_pyramids_board_from_layers_matches_the_direct_paint(app, monkeypatch):
    scene = bot_table(app, "pyramids")
    play_moves(app, scene, 60)
    cached = canvas(app.size)
    scene._paint_board(cached)

    def paint_in_place(surface, seat, box, hidden, big):  # the pyramid straight on the board
        origin, q = scene.table_layout.views[seat]
        surface.set_clip(box)
        scene.view.drawing.painter.draw_pyramid(surface, seat, scene.obs["pyramids"][seat], origin,
                                                q, hidden, big=big)
        surface.set_clip(None)
    monkeypatch.setattr(scene.view.drawing, "blit_pyramid", paint_in_place)
    direct = canvas(app.size)
    scene._paint_board(direct)
    # the same picture: where a piece's edge falls on a rounding tie (x.5 after float
    # sums) it may sit one pixel over; every other pixel is the same
    w = app.size[0]
    a, b = pixels(cached), pixels(direct)
    differ = {(i // 4 % w, i // 4 // w) for i in range(0, len(a), 4) if a[i:i + 4] != b[i:i + 4]}

    def close(p, q):  # a shade over the layer's clear pixels rounds once less: 1 or 2 apart
        return max(abs(u - v) for u, v in zip(p, q)) <= 2
    differ = {(x, y) for x, y in differ if not close(cached.get_at((x, y)),
                                                     direct.get_at((x, y)))}
    assert len(differ) < w * app.size[1] // 200

    def shifted(x, y):
        return any(close(cached.get_at((x, y)), direct.get_at((x + dx, y + dy)))
                   for dx in (-1, 0, 1) for dy in (-1, 0, 1))
    odd = [(x, y) for x, y in differ if not shifted(x, y)]
    assert len(odd) <= 4  # a corner where a shifted outline meets a shifted square


# the frame a move lands ----------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_landing_repaints_no_background_and_makes_no_new_layer(app, game):
    scene = bot_table(app, game)
    app.step([])
    background = scene.cache.layers["background"]
    board = scene.cache.layers["board"]
    surfaces = (background.surface, board.surface, scene.cache.layers["panel"].surface)
    painted = background.repaints
    board_repaints = board.repaints
    play_moves(app, scene, 25)
    assert background.repaints == painted  # the layout's paint is kept
    assert board.repaints > board_repaints  # and the moves were shown
    assert (background.surface, board.surface, scene.cache.layers["panel"].surface) == surfaces


@pytest.mark.parametrize("game", GAMES)
def test_the_frame_a_move_lands_repaints_the_board_the_panel_and_waiting_parts_follow(
        app, game, monkeypatch):
    scene = bot_table(app, game)
    monkeypatch.setattr(scene, "drive_bot", lambda seat, dt: None)  # the test plays them
    monkeypatch.setattr(app, "clock", FrameClock())  # the panel's thinking dots on time
    play_moves(app, scene, 2)
    catch_up(app, scene)
    board, panel = scene.cache.layers["board"], scene.cache.layers["panel"]
    boards, panels = board.repaints, panel.repaints
    play_moves(app, scene, 1)  # the move lands and its frame is drawn
    assert board.repaints == boards + 1 and panel.repaints == panels
    app.step([])  # the next frame brings the panel up to date
    assert panel.repaints == panels + 1 and board.repaints == boards + 1
    assert panel.key == scene.panel_key()
    frames = catch_up(app, scene)  # then the waiting board parts, one a frame
    assert board.repaints == boards + 1 + frames and panel.repaints == panels + 1


def aligned_home(rect: pygame.Rect) -> pygame.Rect:
    """`rect` with room on its left for `render_cache.aligned` to widen a rect inside it."""
    return pygame.Rect(rect.x - ALIGN + 1, rect.y, rect.w + ALIGN - 1, rect.h)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", ("imhotep", "pyramids", "archaeology"))  # Aton waits none
def test_each_waiting_part_catches_up_on_its_own(tmp_path, game, size, monkeypatch):
    """A waiting part's catch-up frame repaints inside that part alone (a neighbour's shared
    margin aside): a rect out of it would paint the parts under it too, and one frame would
    pay for several parts."""
    application = App(Settings(), settings_path=tmp_path / "settings.json", size=size,
                      navigator=Navigator())
    try:
        scene = bot_table(application, game, seed=size[0])
        monkeypatch.setattr(application, "clock", FrameClock())
        assert scene.view.WAITING_PARTS
        monkeypatch.setattr(scene, "drive_bot", lambda seat, dt: None)
        repainted = []
        change = scene.cache._board_change
        monkeypatch.setattr(scene.cache, "_board_change",
                            lambda old: repainted.append(change(old)) or repainted[-1])
        caught = 0
        for _move in range(12):
            play_moves(application, scene, 1, seed=len(repainted))
            for _frame in range(3 * len(scene.view.board_parts())):
                if not scene.parts_behind:
                    break
                behind = set(scene.parts_behind)
                repainted.clear()
                application.step([])
                if not repainted:
                    continue  # the panel's frame: the board waits
                (rects,) = repainted
                assert rects is not None, "a catch-up frame painted the whole board"
                parts = scene.view.board_parts()
                caught_now = behind - scene.parts_behind
                assert caught_now, "a catch-up frame repainted no waiting part"
                # every rect lies in a part that just caught up (a neighbour's shared margin
                # aside), its left edge perhaps moved to a copy-aligned column
                for r in rects:
                    homes = [aligned_home(parts[name][0]) for name in caught_now]
                    assert any(home.contains(r) for home in homes), (r, caught_now)
                caught += 1
            assert not scene.parts_behind, "the waiting parts never caught up"
        assert caught, "no part ever waited"
    finally:
        application.shutdown()


def painted_inside_and_outside(surface, rect) -> tuple[bool, bool]:
    """Whether any pixel of the clear-filled `surface` was painted inside `rect`, and
    whether any was painted outside it (the pixels inside are cleared to tell)."""
    rect = rect.clip(surface.get_rect())  # a part may reach past the window's edge
    alpha = surfarray.pixels_alpha(surface)  # indexed [x, y]; locks the surface
    try:
        inside = bool(alpha[rect.left:rect.right, rect.top:rect.bottom].any())
        alpha[rect.left:rect.right, rect.top:rect.bottom] = 0
        return inside, bool(alpha.any())
    finally:
        del alpha


def test_the_paint_check_sees_a_pixel_outside_the_rect():
    surface = pygame.Surface((60, 40), pygame.SRCALPHA)
    rect = pygame.Rect(10, 10, 20, 20)
    for spot, expected in [((15, 15), (True, False)), ((30, 15), (False, True)),
                           ((9, 29), (False, True)), ((29, 29), (True, False))]:
        surface.fill((0, 0, 0, 0))
        surface.set_at(spot, (255, 255, 255, 255))
        assert painted_inside_and_outside(surface, rect) == expected, spot
    rect = pygame.Rect(-5, -5, 20, 20)  # past the edge: the part inside the surface counts
    for spot, expected in [((0, 0), (True, False)), ((14, 3), (True, False)),
                           ((15, 3), (False, True))]:
        surface.fill((0, 0, 0, 0))
        surface.set_at(spot, (255, 255, 255, 255))
        assert painted_inside_and_outside(surface, rect) == expected, spot
    surface.fill((0, 0, 0, 0))
    assert painted_inside_and_outside(surface, rect) == (False, False)


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
@pytest.mark.parametrize("game", GAMES)
def test_each_board_part_paints_inside_its_rect(tmp_path, game, size):
    """A part repainted under its rect's clip must draw nothing outside it (else what it
    drew there stays stale when it changes): each part painted alone on a clear surface
    stays inside its rect, over random positions (hot-seat: every seat's view)."""
    application = App(Settings(), settings_path=tmp_path / "settings.json", size=size,
                      navigator=Navigator())
    try:
        seats = [Seat(f"Player {k + 1}", "human") for k in range(players_range(game)[1])]
        application.settings.animation_speed = 0.0
        scene = start_new_game(application, game, seats=seats, seed=size[1],
                               autosave=False)
        application.step([])
        rng = random.Random(size[0])
        alone = pygame.Surface(size, pygame.SRCALPHA)
        checked = 0
        for _position in range(10):
            for _move in range(rng.randrange(1, 12)):
                if not scene.state.is_over():
                    scene.play(rng.choice(scene.state.legal_actions()))
                    scene.animator.clear()
            application.step([])
            for name, (rect, _key, paint) in scene.view.board_parts().items():
                alone.fill((0, 0, 0, 0))
                paint(alone)
                inside, outside = painted_inside_and_outside(alone, rect)
                assert not outside, (name, rect, alone.get_bounding_rect())
                checked += inside
        assert checked > min(20, 2 * len(scene.view.board_parts()))  # a small board has few parts
    finally:
        application.shutdown()


def test_pyramids_move_repaints_only_the_pyramid_it_changed(app):
    scene = bot_table(app, "pyramids")
    play_moves(app, scene, 4)
    catch_up(app, scene)
    layers = scene.view.drawing.pyramid_layers
    rng = random.Random(11)
    repainted = 0
    for _ in range(40):
        before = {key: layer.repaints for key, layer in layers.items()}
        painted = SPRITES.painted
        mover = scene.state.to_move()
        scene.play(rng.choice(scene.state.legal_actions()))
        scene.animator.clear()
        app.step([])
        catch_up(app, scene)
        changed = {seat for (_big, seat), layer in layers.items()
                   if layer.repaints != before.get((_big, seat))}
        assert changed <= {mover}
        repainted += len(changed)
        assert SPRITES.painted - painted < 10  # a few new pieces, never a whole board
    assert repainted >= 10


def test_the_end_of_a_level_repaints_one_pyramid_a_frame_after_its_landing(app, monkeypatch):
    scene = bot_table(app, "pyramids", seed=2)  # easy bots score level 1 at move 152
    monkeypatch.setattr(scene, "drive_bot", lambda seat, dt: None)  # the test plays them
    monkeypatch.setattr(app, "clock", FrameClock())  # the panel's thinking dots on time
    from engines.ai import decide

    scored = False
    while not scored:  # to the move that scores a level (every pyramid changes)
        assert not scene.state.is_over()
        layers = scene.view.drawing.pyramid_layers
        before = {key: layer.repaints for key, layer in layers.items()}
        seat = scene.state.to_move()
        scene.play(decide(scene.state, seat, "easy", len(scene.session.replay.actions)))
        scored = any(e.kind == "level_scored" for e in scene.session.history[-1])
        scene.animator.clear()
        app.step([])
        if not scored:
            catch_up(app, scene)
    minis = [key for key in layers if not key[0]]
    landed = [key for key in minis if layers[key].repaints != before[key]]
    assert landed == []  # they wait: the landing frame repaints the quarry and the supply
    assert ("big", *[("mini", key[1]) for key in minis]) == tuple(
        sorted(scene.parts_behind, key=lambda name: (name != "big", str(name))))
    for _ in range(2 * len(minis) + 4):  # the panel's frame(s), then one pyramid a frame
        if not scene.parts_behind:
            break
        before_frame = {key: layer.repaints for key, layer in layers.items()}
        app.step([])
        assert sum(layer.repaints != before_frame.get(key)
                   for key, layer in layers.items()) <= 1  # one pyramid a frame
    assert not scene.parts_behind
    caught_up = [key for key in minis if layers[key].repaints != before[key]]
    assert len(caught_up) == len(minis), "every small pyramid shows the scored level"
    board = scene.cache.layers["board"].repaints
    app.step([])
    assert scene.cache.layers["board"].repaints == board, "and then the board rests"


def full_repaint_differs(app, scene) -> list:
    """The pyramid layers whose picture differs from the same key painted anew in full
    (the layers then hold the full paint)."""
    layers = scene.view.drawing.pyramid_layers
    before = {k: (layer.key, pixels(layer.surface)) for k, layer in layers.items()
              if layer.key is not None}
    for layer in layers.values():
        layer.key = None
    scene.view.drawing.pyramids_shown.clear()
    scene._paint_board(canvas(app.size))
    return [k for k, (key, picture) in before.items()
            if layers[k].key == key and pixels(layers[k].surface) != picture]


def test_pyramid_layers_repainted_in_part_equal_a_full_repaint(app):
    """A move's pieces, cards and tokens are repainted in the part they changed only; the
    picture is the full repaint's, pixel for pixel (after moves landing at once, and
    during their animations, while pieces are hidden and shown)."""
    scene = bot_table(app, "pyramids", seed=6)
    layers = scene.view.drawing.pyramid_layers
    rng = random.Random(8)
    partial = 0
    for count in range(70):
        before = sum(layer.partial_repaints for layer in layers.values())
        scene.play(rng.choice(scene.state.legal_actions()))
        if count % 7 == 6:  # mid-animation: the landing piece is hidden, then shown
            app.settings.animation_speed = 1.0
            for _frame in range(12):
                app.step([])
                assert full_repaint_differs(app, scene) == []
            app.settings.animation_speed = 0.0
        scene.animator.clear()
        app.step([])
        catch_up(app, scene)
        partial += sum(layer.partial_repaints for layer in layers.values()) - before
        if count % 5 == 4:
            assert full_repaint_differs(app, scene) == []
        if scene.state.is_over():
            break
    assert partial >= 15


def test_pyramid_layers_after_a_level_ends_equal_a_full_repaint(app):
    """The end of a level (tokens go back, the next level's frame is dashed) repaints
    every pyramid in part; each then equals its full repaint."""
    from engines.ai import decide

    scene = bot_table(app, "pyramids", seed=2)  # easy bots score level 1 at move 152
    scored = False
    while not scored:
        seat = scene.state.to_move()
        scene.play(decide(scene.state, seat, "easy", len(scene.session.replay.actions)))
        scored = any(e.kind == "level_scored" for e in scene.session.history[-1])
        scene.animator.clear()
        app.step([])
    catch_up(app, scene)  # the pyramids catch up, one a frame
    assert full_repaint_differs(app, scene) == []


def test_pyramid_change_covers_an_added_piece_and_not_the_rest():
    from scenes.pyramids.layout import level1_frame
    from scenes.pyramids.pyramid_change import pyramid_change

    piece = {"level": 1, "x": 4, "y": 2, "orient": 0, "domino": 3}
    corners = [{"x": 0, "y": 0}, {"x": 8, "y": 4}]  # squares the level already spans
    empty = {"rects": None, "eliminated": False, "pieces": [], "cards": [],
             "tokens": [None] * 6, "levels": [corners, [], [], []]}
    # the piece lies inside what the level spans: the faint squares it may still cover stay
    laid = dict(empty, pieces=[piece],
                levels=[corners + [{"x": 4, "y": 2}, {"x": 6, "y": 2}], [], [], []])
    assert level1_frame(laid) == level1_frame(empty)
    part = pyramid_change((empty, frozenset(), None, 1), (laid, frozenset(), None, 1), 0,
                          (100, 50), 10.0, 1.0)
    assert part.contains(pygame.Rect(140, 70, 40, 20))  # both squares and the shadow
    assert part.w < 70 and part.h < 50
    hidden = frozenset({("piece", 0, 0)})
    assert pyramid_change((laid, hidden, None, 1), (laid, frozenset(), None, 1), 0, (100, 50),
                          10.0, 1.0).contains(pygame.Rect(140, 70, 40, 20))
    assert pyramid_change((laid, frozenset(), None, 1), (empty, frozenset(), None, 1), 0,
                          (100, 50), 10.0, 1.0) is None  # taken back: the whole pyramid
    framed = dict(laid, rects=[{"x": 0, "y": 0, "w": 4, "h": 4}])
    assert pyramid_change((laid, frozenset(), None, 1), (framed, frozenset(), None, 1), 0,
                          (100, 50), 10.0, 1.0) is None


def test_pyramid_change_covers_the_faint_squares_when_they_change():
    """The large grid stays put for a level (scenes/pyramids/layout.py: level_frame): a piece
    that changes which squares level 1 may still cover repaints the faint squares before
    and after, not only the piece."""
    from scenes.pyramids.layout import level1_frame
    from scenes.pyramids.pyramid_change import pyramid_change

    first = [{"x": 0, "y": 0}, {"x": 2, "y": 0}]
    before = {"rects": None, "eliminated": False, "tokens": [None] * 6, "cards": [],
              "pieces": [{"level": 1, "x": 0, "y": 0, "orient": 0, "domino": 1}],
              "levels": [first, [], [], []]}
    piece = {"level": 1, "x": 0, "y": 2, "orient": 1, "domino": 3}
    after = dict(before, pieces=before["pieces"] + [piece],
                 levels=[first + [{"x": 0, "y": 2}, {"x": 0, "y": 4}], [], [], []])
    origin, q = (300, 300), 10.0
    part = pyramid_change((before, frozenset(), None, 1), (after, frozenset(), None, 1), 0,
                          origin, q, 1.0)
    for p in (before, after):
        x0, y0, x1, y1 = level1_frame(p)
        assert part.contains(pygame.Rect(origin[0] + x0 * q, origin[1] + y0 * q,
                                         (x1 - x0) * q, (y1 - y0) * q))


def board_differs(app, scene) -> bool:
    """The board layer differs from the board painted anew in full, outside the waiting
    parts still behind (TableScene.WAITING_PARTS: they catch up in the next frames)."""
    fresh = new_surface(app.size)
    scene._paint_board(fresh)
    board = scene.cache.layers["board"].surface
    parts = scene.view.board_parts()
    for name in scene.parts_behind:
        rect = parts[name][0]
        fresh.blit(board, rect, rect)
    return pixels(fresh) != pixels(board)


@pytest.mark.parametrize("game", GAMES)  # every board is in parts
def test_board_repainted_in_parts_equals_a_full_repaint(app, game, monkeypatch):
    """A move repaints only the board parts it changed (TableScene.board_parts), and the
    board is the full repaint's pixel for pixel: after moves landing at once, and on every
    frame of their animations (but in the waiting parts still catching up), and everywhere
    once they caught up."""
    scene = bot_table(app, game, seed=6)
    monkeypatch.setattr(app, "clock", FrameClock())  # frames of 1/60 s however slow they run
    board = scene.cache.layers["board"]
    rng = random.Random(9)
    partial = moves = 0
    while moves < 90 and not scene.state.is_over():
        before = board.partial_repaints
        scene.play(rng.choice(scene.state.legal_actions()))
        moves += 1
        if moves % 6 == 0:  # each frame of the move's animation
            app.settings.animation_speed = 1.0
            for _frame in range(12):
                app.step([])
                assert not board_differs(app, scene)
            app.settings.animation_speed = 0.0
        scene.animator.clear()
        app.step([])
        partial += board.partial_repaints - before
        if moves % 4 == 0:
            assert not board_differs(app, scene)
            catch_up(app, scene)
            assert not scene.parts_behind and not board_differs(app, scene)
    assert partial >= moves // 2


# the log -----------------------------------------------------------------------------------------
def test_log_wraps_each_line_once(app, monkeypatch):
    from scenes.kit import gamelog

    wrapped = []
    real = gamelog.wrap
    monkeypatch.setattr(gamelog, "wrap", lambda text, f, w: wrapped.append(text) or
                        real(text, f, w))
    log = GameLog()
    for k in range(30):
        log.add(f"line {k} " + "word " * (k % 7), k % 4)
        log.rows(260, 1.0)
    assert len(wrapped) == 30
    log.replace_last("a new last line", 1)
    rows = log.rows(260, 1.0)
    assert rows[-1][0] == "a new last line" and len(wrapped) == 31
    assert sum(1 for row in rows if row[2]) == 30
    log.rows(200, 1.0)  # a new width wraps everything again
    assert len(wrapped) == 61
