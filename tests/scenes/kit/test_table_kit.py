"""The table kit's promises, checked on all four games:

- every event kind an engine can emit has an entry in its game's `ANIMATE` and a log line
  (or is in the scene's `UNLOGGED`, each told by another event's line);
- at 1024x640 up to 2560x1440 every layout region lies inside the window, no two overlap, and
  every drag source and target of every legal action is on screen (20 positions a game);
- a tooltip belongs to its target: it goes when a move changes or removes the target, and is
  never drawn over a banner;
- the game log keeps the whole game and scrolls with the wheel, a drag and the keys.
"""

import random
import re
from importlib import import_module
from pathlib import Path

import pygame
import pytest

from engines import get_engine
from engines.core import Event, Seat
from engines.registry import listing
from scenes.game_start import start_new_game
from scenes.games import app_descriptor
from scenes.kit import motion
from scenes.navigator import Navigator
from shell.app import App
from shell.store.settings import Settings
from tests.scenes.mouse import motion as mouse_motion
from tests.scenes.table_helpers import WINDOW_SIZES as SIZES
from tests.scenes.table_helpers import load_a_ship_to_sail, uncover
from tests.toy import every_game

GAMES = every_game()  # every registered game (and the toy, tests/toy) keeps the kit's promises
# kinds that random play seldom reaches: one sample each, as the engine builds it
RARE = {
    "imhotep": [Event("pass", 0), Event("no_effect", 0, {"site": "temple"}),
                Event("no_card", 0)],
    "pyramids": [Event("forced_filling", 0, {"level": 1, "holes": [[0, 0]]})],
    "archaeology": [],
    "aton": [Event("tiebreak_coin", None, {"first": 0})],
}


def declared_kinds(game: str) -> set[str]:
    """Every event kind the engine declares (`EVENTS` of engines/<game>/events.py), or, for
    an engine without one (the toy), constructs in its source."""
    engine = import_module(listing(game).engine)
    folder = Path(engine.__file__).parent
    if (folder / "events.py").exists():
        return set(import_module(engine.__name__ + ".events").EVENTS.by_kind)
    source = "".join(p.read_text() for p in folder.glob("*.py"))
    return set(re.findall(r'Event\(\s*"([a-z_]+)"', source))


def sample_events(game: str, seeds=30) -> dict[str, list]:
    """Events by kind from random games (random options, 2 to max players) plus RARE."""
    engine = get_engine(game)
    spec = engine.spec
    samples: dict[str, list] = {}
    for seed in range(seeds):
        rng = random.Random(seed)
        options = {o.key: rng.choice(o.values) for o in spec.options}
        players = spec.min_players + seed % (spec.max_players - spec.min_players + 1)
        state = engine.new_game(players, options, seed=seed)
        while not state.is_over():
            for event in state.apply(rng.choice(state.legal_actions())):
                samples.setdefault(event.kind, []).append(event)
    for event in RARE.get(game, ()):
        samples.setdefault(event.kind, []).append(event)
    return samples


def humans(game: str, count: int | None = None) -> list[Seat]:
    spec = get_engine(game).spec
    return [Seat(f"Player {k + 1}", "human") for k in range(count or spec.max_players)]


def open_table(app, game, seed=7, count=None):
    app.settings.animation_speed = 0.0
    scene = start_new_game(app, game, seats=humans(game, count), seed=seed, autosave=False)
    app.step([])
    uncover(scene)  # hot-seat: the start cover names the first player
    return scene




# events -------------------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_the_animation_table_names_exactly_the_kinds_the_engine_emits(game):
    table = app_descriptor(game).view.ANIMATE
    assert set(table) == declared_kinds(game)
    assert all(handler is None or callable(handler) for handler in table.values())


@pytest.mark.parametrize("game", GAMES)
def test_every_event_kind_the_engine_emits_is_reached_and_has_a_log_line(app, game):
    samples = sample_events(game)
    assert set(samples) == declared_kinds(game)  # random play (and RARE) reach every kind
    scene = open_table(app, game)
    silent = {kind for kind, events in samples.items()
              if not any(scene.view.describe(event) for event in events[:50])}
    assert silent == scene.view.UNLOGGED  # only the kinds the scene declares go unlogged


# layout -------------------------------------------------------------------------------
def assert_layout_fits(scene, window: pygame.Rect) -> None:
    layout = scene.table_layout
    assert layout is not None and layout.regions
    regions = list(layout.regions.items())
    for name, rect in regions:
        assert window.contains(rect), f"region {name} {rect} is off the window {window}"
    for i, (name, rect) in enumerate(regions):
        for other, rect2 in regions[i + 1:]:
            assert not rect.colliderect(rect2), f"regions {name} and {other} overlap"
    if layout.dialog is not None:
        assert window.contains(layout.dialog)
    for binding in scene.interaction.bindings:
        for key in (binding.source, binding.target):
            if key is None or key[0] == "nowhere":  # Pyramids: keeps a held domino in hand
                continue
            assert key in scene.areas, f"{binding.action}: {key} has no area"
            assert window.contains(scene.areas[key]), f"{key} {scene.areas[key]} off screen"
    for button in scene.choice_buttons:
        assert window.contains(button.rect)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", GAMES)
def test_layout_regions_fit_and_every_drag_target_is_on_screen(tmp_path, game, size):
    application = App(Settings(), settings_path=tmp_path / "settings.json", size=size,
                      navigator=Navigator())
    try:
        scene = open_table(application, game, seed=size[0] + len(game))
        window = pygame.Rect((0, 0), size)
        rng = random.Random(size[1])
        checked = 0
        while checked < 20 and not scene.state.is_over():
            uncover(scene)
            assert_layout_fits(scene, window)
            checked += 1
            for _move in range(rng.randrange(1, 6)):
                if scene.state.is_over():
                    break
                uncover(scene)
                legal = scene.state.legal_actions()
                scene.play(legal[rng.randrange(len(legal))])
                scene.animator.clear()
        assert checked >= 10 or (scene.state.is_over() and checked >= 2)  # a short game
    finally:
        application.shutdown()


# tooltips -----------------------------------------------------------------------------
def hover(app, scene, key, pos=None):
    app.step([mouse_motion(pos or scene.areas[key].center)])
    assert scene.interaction.hovered == key
    assert scene.tooltips.key == key


def test_a_tooltip_goes_when_a_move_moves_its_target(app):
    scene = open_table(app, "imhotep", count=2)
    sail = load_a_ship_to_sail(scene, 20)
    hull = scene.areas[("ship", sail[1])]
    hover(app, scene, ("ship", sail[1]), (hull.right - 6, hull.centery))  # the bow
    assert f"Ship {sail[1] + 1}:" in scene.tooltips.text
    before = scene.areas[("ship", sail[1])]
    scene.play(sail)  # the ship leaves the river for its dock: its area moves
    app.step([])
    assert scene.areas[("ship", sail[1])] != before
    assert not scene.tooltips.showing
    scene.draw(pygame.Surface(app.size))
    assert not scene.tooltips.showing


def test_a_tooltip_goes_when_its_target_is_taken_away(app):
    scene = open_table(app, "pyramids", count=2)
    take = next(a for a in scene.state.legal_actions() if a[0] == "take")
    key = ("quarry", take[1])
    hover(app, scene, key)
    assert scene.tooltips.text
    scene.play(take)  # the domino leaves the quarry slot for the hand
    app.step([])
    assert key not in scene.areas
    assert not scene.tooltips.showing


def test_a_tooltip_is_never_drawn_over_a_banner(app, monkeypatch):
    scene = open_table(app, "aton", count=2)
    temple = scene.areas[("temple", 1)]
    hover(app, scene, ("temple", 1), (temple.centerx, temple.y + 6))  # its header, no cell
    drawn = []
    original = scene.tooltips.draw
    monkeypatch.setattr(scene.tooltips, "draw",
                        lambda *args, **kw: drawn.append(original(*args, **kw)))
    surface = pygame.Surface(app.size)
    scene.draw(surface)
    assert drawn and drawn[-1] is not None  # shown while nothing covers the table
    drawn.clear()
    scene.animator.speed = 1.0
    scene.animator.add(motion.banner(scene, "Scoring"))
    scene.draw(surface)
    assert drawn == [] and scene.banner_up()


def test_a_fading_banner_renders_its_text_once(app):
    from shell.ui import theme

    scene = open_table(app, "aton", count=2)
    step = motion.banner(scene, "Level 2 scored")
    tween = step.tweens[0]
    surface = pygame.Surface(app.size)
    before = theme._rendered.cache_info().misses
    for k in range(30):  # fading in, shown, fading out
        tween.draw(surface, scene.table_rect.center, k / 29)
    assert theme._rendered.cache_info().misses - before <= 1


def test_seat_counts_on_the_panel_stay_out_of_the_shared_text_cache(app, monkeypatch):
    from shell.ui import theme

    kept = []
    real = theme._rendered

    def spy(text, *args):
        kept.append(text)
        return real(text, *args)
    spy.cache_clear, spy.cache_info = real.cache_clear, real.cache_info
    monkeypatch.setattr(theme, "_rendered", spy)
    app.settings.animation_speed = 0.0
    scene = start_new_game(app, "pyramids", seats=[Seat(f"Bot{k}", "easy") for k in range(4)],
                           seed=7, autosave=False)
    app.step([])
    for _ in range(6):
        scene.play(scene.state.legal_actions()[0])
        scene.animator.clear()
        app.step([])
        app.step([])
    details = {scene.view.seat_detail(seat) for seat in range(scene.state.num_players)}
    assert scene.cache.layers["panel"].key == scene.panel_key()  # the panel shows them
    assert kept and not details & set(kept)


# the game log -------------------------------------------------------------------------
def wheel(y):
    return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0,
                              precise_y=float(y))


def key(k):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def test_the_game_log_keeps_the_whole_game_and_scrolls(app):
    scene = open_table(app, "imhotep", count=2)
    for k in range(600):
        scene.log.add(f"line {k}", k % 2)
    log, rect, s = scene.log, scene.panel.log_rect, scene.scale
    assert len(log.lines) >= 601 and log.lines[0][0] == "The game begins."
    app.step([])
    assert log.scroll == 0  # following the newest line
    top = log.max_scroll(rect, s)
    assert top > 0
    # the wheel over the log scrolls back; elsewhere it does not
    app.step([mouse_motion((10, 10)), wheel(2)])
    assert log.scroll == 0
    app.step([mouse_motion(rect.center), wheel(2)])
    assert log.scroll > 0
    # keys: Home shows the first line, End the newest, Page Up/Down a page
    app.step([key(pygame.K_HOME)])
    assert log.scroll == top
    app.step([key(pygame.K_PAGEDOWN)])
    assert 0 < log.scroll < top
    app.step([key(pygame.K_END)])
    assert log.scroll == 0
    app.step([key(pygame.K_PAGEUP)])
    page = log.scroll
    assert page > 0
    # a drag of the text downward shows older lines
    start = rect.center
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
              mouse_motion((start[0], start[1] + 60), (1, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(start[0], start[1] + 60),
                                 button=1)])
    assert log.scroll == page + 60
    # while scrolled back, a new line does not move the text being read
    before = log.scroll
    scene.log.add("a new move", 0)
    app.step([])
    line_h = log.content_height(rect, s) // len(log.rows(rect.w, s))
    assert log.scroll == before + line_h
    assert not scene.interaction.pressed  # the log's drag was not a table gesture


def test_points_count_on_the_panel_when_they_land(app):
    scene = open_table(app, "aton", count=2)
    scene.app.settings.animation_speed = 1.0
    for _ in range(300):
        uncover(scene)
        legal = scene.state.legal_actions()
        probe = scene.state.clone()
        if any(e.kind == "score" and e.data["points"] for e in probe.apply(legal[0])):
            break
        scene.play(legal[0])
        scene.animator.clear()
    else:
        pytest.fail("no scoring met")
    scene.play(legal[0])
    assert scene.obs_scores() != scene.obs["scores"]  # in flight: not shown yet
    scene.animator.clear()
    assert scene.obs_scores() == scene.obs["scores"]


def _escape(app):
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="",
                                 scancode=0)])


def test_leaving_an_unfinished_game_says_it_is_saved(tmp_path):
    """Esc at a table returns to the menu with a word that the game is saved for Continue."""
    app = App(Settings(), settings_path=tmp_path / "settings.json", size=(1280, 720),
              navigator=Navigator())
    try:
        app.step([])
        table = start_new_game(app, "pyramids", players=2, seed=3)
        uncover(table)
        _escape(app)
        app.step([])
        assert app.scenes.top is not table
        assert app.toast.visible and "saved" in app.toast.text
        assert "Continue" in app.toast.text
    finally:
        app.shutdown()


def test_leaving_a_game_that_is_not_autosaved_claims_no_save(tmp_path):
    """A table without an autosave (as Learn to play's) does not say the game is saved."""
    app = App(Settings(), settings_path=tmp_path / "settings.json", size=(1280, 720),
              navigator=Navigator())
    try:
        app.step([])
        table = start_new_game(app, "aton", players=2, seed=5, autosave=False)
        uncover(table)
        _escape(app)
        app.step([])
        assert app.scenes.top is not table
        assert not (app.toast.visible and "saved" in app.toast.text)
    finally:
        app.shutdown()


@pytest.mark.parametrize("game", GAMES)
def test_the_prompt_is_placed_on_every_change_and_drawing_only_draws_it(app, game,
                                                                         monkeypatch):
    from scenes.kit import table as table_module

    app.settings.animation_speed = 0.0
    scene = start_new_game(app, game, seats=[Seat("A", "human"), Seat("B", "human")],
                           seed=3, autosave=False)
    app.step([])
    uncover(scene)
    scene.play(scene.state.legal_actions()[0])
    uncover(scene)  # placed by the change, before any frame is drawn
    assert scene.prompt_text == scene.prompt() and scene.prompt_box is not None
    assert scene.table_rect.contains(scene.prompt_box)
    box = scene.prompt_box
    drawn = []
    monkeypatch.setattr(table_module, "draw_prompt",
                        lambda surface, text, rect, s: drawn.append((text, rect)))
    scene.draw(pygame.Surface(scene.size))
    assert drawn == [(scene.prompt(), box)] and scene.prompt_box is box
