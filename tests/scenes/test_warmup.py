"""Scene open, without timing anything:

- a closed table gives its layer surfaces to the pool and the next table takes them (no new
  window-sized surface); a kept surface is handed out clear, and a table painted on kept
  surfaces (once full of a stale colour) equals a paint on new ones pixel for pixel;
- while the menu is idle, the warm-up does one slice a frame what every table's first frame
  needs (layer surfaces, the text roles' fonts, the side panel's button shapes); a table
  opened after it makes no layer surface, no role font and no button shape of its own.
"""

import pygame
import pytest

from engines.core import Seat
from scenes.game_start import start_new_game
from scenes.kit import warmup
from scenes.kit.sprites import POOL, SurfacePool, new_surface
from scenes.kit.warmup import ROLES, WARM_UP
from scenes.screens.menu import MenuScene
from scenes.screens.results import ResultsScene
from shell.ui.theme import _font, _shadow, _wrapped, font, ui_scale
from tests.scenes.kit.test_sprites import GAMES, bot_table, pixels


def table_surfaces(scene) -> set:
    """The table's background, board and panel layer surfaces (by identity)."""
    return {id(scene.cache.layers[name].surface) for name in ("background", "board", "panel")}


def shapes(scene) -> int:
    """Button shapes in the shared pygame_gui theme's cache."""
    cache = scene.ui.get_theme().shape_cache
    return len(cache.cache_long_term_lookup) + len(cache.cache_short_term_lookup)


# the pool --------------------------------------------------------------------------------
def test_pool_hands_a_kept_surface_back_clear():
    pool = SurfacePool(limit=2)
    kept = pool.take((8, 6))
    assert pool.made == 1
    kept.fill((200, 10, 10))
    pool.give(kept)
    again = pool.take((8, 6))
    assert again is kept and pool.made == 1
    assert {again.get_at((x, y))[:3] for x in range(8) for y in range(6)} == {(0, 0, 0)}
    pool.give(again)
    clear = pool.take((8, 6), alpha=True)  # another kind: a new one
    assert clear is not kept and pool.made == 2 and clear.get_at((3, 3)).a == 0


def test_pool_is_bounded_and_dropped_on_a_new_window_size():
    pool = SurfacePool(limit=2)
    pool.resized((1280, 720))
    surfaces = [pool.take((4, 4)) for _ in range(3)]
    for surface in surfaces:
        pool.give(surface)
    pool.give(surfaces[2])  # given twice: kept once
    assert len(pool) == 2
    pool.resized((1280, 720))
    assert len(pool) == 2
    pool.resized((1920, 1080))
    assert len(pool) == 0


@pytest.mark.parametrize("game", GAMES)
def test_next_table_reuses_the_closed_tables_surfaces_and_paints_them_in_full(app, game):
    POOL.clear()
    bot_table(app, game)
    app.scenes.pop()  # closed: its background, board and panel surfaces are kept
    assert len(POOL) == 3
    kept = list(POOL._kept)
    for surface in kept:
        surface.fill((255, 0, 255))  # what a stale pixel would show
    scene = bot_table(app, game, seed=4)
    assert table_surfaces(scene) == {id(surface) for surface in kept}
    assert len(POOL) == 0
    for name, paint in (("background", scene._paint_background),
                        ("board", scene._paint_board), ("panel", scene._paint_panel)):
        layer = scene.cache.layers[name]
        fresh = new_surface(layer.surface.get_size())
        paint(fresh)
        assert pixels(fresh) == pixels(layer.surface), name


# the warm-up -----------------------------------------------------------------------------
def counted_slices(monkeypatch) -> list:
    """Count the warm-up's slices as the menu's frames draw them: one entry per slice."""
    done: list = []
    real = warmup.table_slices

    def counting(size):
        for _ in real(size):
            done.append(size)
            yield

    monkeypatch.setattr(warmup, "table_slices", counting)
    return done


def drawn_states(ui) -> int:
    """The button states of `ui`'s widgets drawn so far."""
    return sum(state.generated for element in ui.get_sprite_group().sprites()
               for state in getattr(getattr(element, "drawable_shape", None), "states",
                                    {}).values())


def test_a_new_menus_button_states_are_drawn_one_a_frame(app):
    """pygame_gui would draw a state of every new button each frame (at 3840x2160 tens of
    milliseconds each): the warm-up draws them, one a frame, before its own slices."""
    menu = MenuScene(app)
    app.scenes.push(menu)
    left = WARM_UP.states_left
    assert left > 10  # every button's hovered, selected, active, ... states
    drawn = drawn_states(menu.ui)
    for frame in range(1, left + 1):
        app.step([])
        assert drawn_states(menu.ui) == drawn + frame
    assert WARM_UP.states_left == 0


def test_warm_up_does_one_slice_a_menu_frame_until_done(app, monkeypatch):
    done = counted_slices(monkeypatch)
    app.scenes.push(MenuScene(app))
    while WARM_UP.states_left:  # the menu's own button states first
        app.step([])
    assert done == []
    app.step([])
    assert len(done) == 1 and not WARM_UP.done_for(app)
    app.step([])
    assert len(done) == 2
    WARM_UP.finish(app)
    slices = len(done)
    assert WARM_UP.done_for(app) and slices > 10
    app.step([])
    assert len(done) == slices


def test_warm_up_starts_again_at_a_new_window_size(app, monkeypatch):
    app.scenes.push(MenuScene(app))
    WARM_UP.finish(app)
    done = counted_slices(monkeypatch)
    assert WARM_UP.done_for(app)
    app._on_resize(1600, 900)
    while WARM_UP.states_left:  # the menu's buttons at the new size first
        app.step([])
    assert not WARM_UP.done_for(app)  # the old size's work is not the new size's
    app.step([])
    assert done == [(1600, 900)] and POOL.window == (1600, 900)


def test_warm_up_is_not_done_for_another_app(app, tmp_path):
    from scenes.navigator import Navigator
    from shell.app import App
    from shell.store.settings import Settings

    app.scenes.push(MenuScene(app))
    WARM_UP.finish(app)
    assert WARM_UP.done_for(app)
    other = App(Settings(), settings_path=tmp_path / "other.json", size=(1280, 720),
                navigator=Navigator())
    try:
        assert not WARM_UP.done_for(other)  # same size and language, but its own fonts
        WARM_UP.finish(other)
        assert WARM_UP.done_for(other) and not WARM_UP.done_for(app)
    finally:
        other.shutdown()


def menu_until_warm(app, limit: int = 400) -> int:
    """Menu frames until the warm-up is done for the app's window (as a player waits)."""
    frames = 0
    while not WARM_UP.done_for(app):
        app.step([])
        frames += 1
        assert frames < limit, "the warm-up did not end"
    return frames


def picture_misses() -> int:
    """Pictures drawn so far by the window-sized picture caches (shell/ui/pictures.py), fonts
    and wrapped lines left out (the warm-up makes the text roles' fonts; a text shrunk to
    fit its room takes a size of its own, which depends on the window; a text is wrapped
    when first drawn at a width)."""
    from shell.ui import pictures

    return sum(cache.misses for cache in pictures._caches
               if isinstance(cache, pictures.PictureCache) and cache not in (_font, _wrapped))


def costly_open(app, monkeypatch, game: str) -> tuple[int, int, int]:
    """Open `game`'s table and draw its first frame: (button shapes pygame_gui drew, as
    shape-cache misses; sprites painted; pictures drawn)."""
    from pygame_gui.core.surface_cache import SurfaceCache

    from scenes.kit.sprites import SPRITES

    misses: list = []
    found = SurfaceCache.find_surface_in_cache

    def counted(cache, key):
        surface = found(cache, key)
        if surface is None and key.startswith("rounded_rectangle"):
            misses.append(key)
        return surface
    monkeypatch.setattr(SurfaceCache, "find_surface_in_cache", counted)
    painted, drawn = SPRITES.painted, picture_misses()
    scene = bot_table(app, game)
    monkeypatch.setattr(SurfaceCache, "find_surface_in_cache", found)
    app.scenes.pop()
    assert scene.size == app.size
    return len(misses), SPRITES.painted - painted, picture_misses() - drawn


@pytest.mark.parametrize("game", ["imhotep", "aton"])
def test_a_table_opened_after_a_resize_and_the_warm_up_draws_what_a_first_size_one_does(
        app, monkeypatch, game):
    """The menu resized (1280x720 -> 2560x1440) and idle until its warm-up is done: the
    table then draws no button shape, and no more sprites and pictures than a table opened
    at the window's first size after its warm-up (the warm-up prepared the new size)."""
    from shell.ui import pictures

    pictures.forget_all()  # what earlier tests drew at 1280x720 is not counted as prepared
    app.scenes.push(MenuScene(app))
    menu_until_warm(app)
    first = costly_open(app, monkeypatch, game)
    assert first[0] == 0
    app._on_resize(2560, 1440)
    assert menu_until_warm(app) > 20  # the new size's slices, not only the menu's states
    assert costly_open(app, monkeypatch, game) == first


@pytest.mark.parametrize("game", GAMES)
def test_table_after_the_warm_up_makes_no_layer_surface_font_or_button_shape(app, game):
    app.scenes.push(MenuScene(app))
    WARM_UP.finish(app)
    warmed = {id(surface) for surface in POOL._kept}
    misses, kept = _font.cache_info().misses, shapes(app.scenes.top)
    scale = ui_scale(app.size)
    for role in ROLES:  # the roles' fonts were all made ahead
        for bold in (False, True):
            font(role, scale, bold)
    assert _font.cache_info().misses == misses
    scene = bot_table(app, game)
    assert table_surfaces(scene) < warmed  # background, board and panel (and the veil)
    assert shapes(scene) == kept  # Undo, Save, Rules, Menu, Hint: shapes already drawn


def test_without_the_warm_up_the_first_table_makes_its_own(app):
    """The counts above can fail: a cold first table makes surfaces and button shapes."""
    POOL.clear()
    made = POOL.made
    app.scenes.push(MenuScene(app))
    kept = shapes(app.scenes.top)
    scene = bot_table(app, "imhotep")
    assert POOL.made == made + 3
    assert shapes(scene) > kept


def test_results_after_the_warm_up_take_the_warmed_veil_and_button_shapes(app, monkeypatch):
    app.scenes.push(MenuScene(app))
    WARM_UP.finish(app)
    veils = {id(s) for s in POOL._kept if s.get_flags() & pygame.SRCALPHA}
    assert len(veils) == 1
    seats = [Seat(f"Bot{k}", "easy") for k in range(2)]
    scene = start_new_game(app, "aton", seats=seats, seed=2, autosave=False,
                           pre_moves=100_000)  # played to its end
    kept = shapes(scene)
    shadows: list = []
    made = _shadow.fn
    monkeypatch.setattr(_shadow, "fn", lambda size, *rest: shadows.append(size) or made(
        size, *rest))
    for _frame in range(3):
        app.step([])
    results = app.scenes.top
    assert shadows and results.box.size not in shadows  # its big panel's shadow made ahead
    assert isinstance(results, ResultsScene)
    assert id(results._veil) in veils
    assert shapes(results) == kept  # View the table, Play again, Main menu: drawn ahead
    app.scenes.pop()
    assert id(POOL._kept[-1]) in veils  # kept for the next results screen


@pytest.mark.parametrize("size", [(1280, 720), (1001, 563)])
def test_the_results_veil_strip_covers_the_window_as_one_veil(app, size):
    """The results screen's veil is a strip a quarter of the window high, blitted down
    it: every pixel veiled once, as a window-sized veil would."""
    from scenes.screens.results import VEIL, paint_veil, veil_size

    def table():
        surface = pygame.Surface(size)
        for y in range(0, size[1], 7):  # rows of changing colour: a misplaced strip shows
            surface.fill((y % 256, 90, 255 - y % 256), (0, y, size[0], 7))
        return surface
    whole = pygame.Surface(size, pygame.SRCALPHA)
    whole.fill(VEIL)
    expected = table()
    expected.blit(whole, (0, 0))
    veiled = table()
    strip = paint_veil(veiled, None)
    assert strip.get_size() == veil_size(size) and strip.get_height() * 4 >= size[1]
    assert strip.get_height() < size[1] // 3  # not a window-sized surface
    assert pygame.image.tobytes(veiled, "RGB") == pygame.image.tobytes(expected, "RGB")
    assert paint_veil(table(), strip) is strip  # kept while the size stays


def test_archaeology_table_after_the_warm_up_draws_no_new_card_face(app):
    """The warm-up made every card face the first frame draws (scenes/archaeology/card_warmup.py):
    opening a table after it renders none; without it the first frame renders a dozen."""
    from scenes.archaeology.cards import _card

    _card.cache_clear()
    bot_table(app, "archaeology", seed=4)
    cold = _card.cache_info().misses
    assert cold >= 8
    app.scenes.pop()
    _card.cache_clear()
    app.scenes.push(MenuScene(app))
    WARM_UP._for = None  # a warm-up from the start (the fixture's app may have run one)
    WARM_UP.finish(app)
    warmed = _card.cache_info().misses
    for seed in (4, 11, 23):
        bot_table(app, "archaeology", seed=seed)
        assert _card.cache_info().misses == warmed, seed
        app.scenes.pop()


def test_a_4k_table_after_the_warm_up_draws_no_button_shape_and_takes_its_canvas(
        app, monkeypatch):
    """pygame_gui keeps no shape of a button over 40,000 px² (every side panel button at
    3840x2160): the warm-up keeps them, and makes the canvas the table composes on."""
    from pygame_gui.core.surface_cache import SurfaceCache

    from scenes.kit.dirty import SPARE

    app._on_resize(3840, 2160)
    app.scenes.push(MenuScene(app))
    WARM_UP.finish(app)
    canvas = SPARE.canvas
    assert canvas is not None and canvas.get_size() == (3840, 2160)
    misses = []
    found = SurfaceCache.find_surface_in_cache

    def counted(cache, key):
        surface = found(cache, key)
        if surface is None:
            misses.append(key)
        return surface
    monkeypatch.setattr(SurfaceCache, "find_surface_in_cache", counted)
    scene = bot_table(app, "pyramids")
    app.step([])
    assert scene.frames.canvas is canvas
    assert not [key for key in misses if key.startswith("rounded_rectangle")]


def test_a_menus_button_states_are_not_drawn_for_another_app(app, tmp_path):
    """The warm-up outlives an app (a new window): states left from the old one's menu are
    dropped, not drawn with its fonts."""
    from scenes.navigator import Navigator
    from shell.app import App
    from shell.store.settings import Settings

    app.scenes.push(MenuScene(app))
    assert WARM_UP.states_left > 0
    other = App(Settings(), settings_path=tmp_path / "other.json", size=(1280, 720),
                navigator=Navigator())
    try:
        WARM_UP.step(other)
        assert WARM_UP.states_left == 0
    finally:
        other.shutdown()
