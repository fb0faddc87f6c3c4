"""Keyboard play at a table, one behaviour at a time: the first key shows the focus, Esc
puts a held piece back, number keys press the choice buttons (and choose a sale's size), R
turns a held domino, the arrows reach only legal targets, the focused piece's tooltip."""

import pygame
import pytest

from engines.core import Rng, Seat, canonical
from scenes.game_start import start_new_game
from scenes.learn import start_learning
from scenes.navigator import Navigator
from shell.app import App
from shell.store.settings import Settings
from shell.ui.keyplay import Button, PanelButton
from shell.ui.theme import GOLD
from tests.frame_clock import FrameClock
from tests.scenes.key_driver import ARROWS, ENTER, ESC, SHIFT_TAB, TAB, R, key
from tests.scenes.mouse import click


@pytest.fixture
def app(tmp_path):
    application = App(Settings(), settings_path=tmp_path / "settings.json", size=(1024, 640),
                      navigator=Navigator())
    application.clock = FrameClock()
    yield application
    application.shutdown()


def table(app, game_id, seed=1):
    """A hot-seat table for two, the first player at the screen, the focus shown."""
    app.settings.animation_speed = 0.0
    scene = start_new_game(app, game_id, seats=[Seat("Anna", "human"), Seat("Boris", "human")],
                           seed=seed, autosave=False)
    app.step([])
    if scene.cover_showing:
        app.step([ENTER])
    assert scene.covered_for is None
    return scene


def focused(scene):
    return scene.keyboard.play.current(scene.keyboard.table())


def held(scene):
    return scene.keyboard.play.held(scene.keyboard.table())


def pick_up(app, scene, source):
    """Tab to `source` and pick it up with Enter."""
    if not scene.keyboard.play.visible:
        app.step([TAB])
    for _ in range(60):
        if focused(scene).key == source:
            break
        app.step([TAB])
    assert focused(scene).key == source
    app.step([ENTER])
    assert held(scene) == source


def test_the_first_key_only_shows_the_focus_and_a_click_hides_it(app):
    scene = table(app, "imhotep")
    assert not scene.keyboard.play.visible
    app.step([ENTER])
    assert scene.keyboard.play.visible and held(scene) is None
    assert scene.session.replay.actions == [], "the first key played nothing"
    first = focused(scene).key
    app.step([TAB])
    assert focused(scene).key != first
    app.step([SHIFT_TAB])
    assert focused(scene).key == first
    click(app, (5, 5))
    assert not scene.keyboard.play.visible


def test_esc_puts_the_held_piece_back_and_changes_nothing(app):
    scene = table(app, "imhotep")
    seat = scene.state.to_move()
    before = canonical(scene.state.observation(seat))
    pick_up(app, scene, ("quarry", seat))
    assert scene.interaction.lit_targets() == {("sled", seat)}
    app.step([ESC])
    assert held(scene) is None and focused(scene).key == ("quarry", seat)
    assert canonical(scene.state.observation(seat)) == before
    assert scene.app.scenes.top is scene, "Esc with a piece held stays at the table"
    app.step([ENTER, ENTER])  # picked up again and laid on its only target
    assert scene.session.replay.actions[-1][0] == "get_stones"


def test_number_keys_press_the_choice_buttons(app):
    scene = table(app, "aton")
    order = sorted(scene.choice_buttons, key=lambda b: b.rect.x)
    actions = [scene.choice_buttons[button] for button in order]
    assert {a[0] for a in actions} == {"exchange", "keep"}
    app.step([key(pygame.K_9)])  # no ninth button: nothing happens
    assert scene.session.replay.actions == []
    app.step([key(pygame.K_2)])
    assert scene.session.replay.actions == [actions[1]], "2: the second button from the left"


def test_number_keys_choose_how_many_cards_a_held_sale_sells(app):
    scene = table(app, "archaeology")
    scene.play(("dig",))
    app.step([])
    assert scene.view.gestures.sell_counts("pot_shard") == [1, 2]
    pick_up(app, scene, ("hand", "pot_shard", 0))
    app.step([key(pygame.K_1)])
    assert scene.view.gestures.sell_count("pot_shard") == 1
    app.step([key(pygame.K_3)])  # not a legal set size: unchanged
    assert scene.view.gestures.sell_count("pot_shard") == 1
    app.step([key(pygame.K_2)])
    assert scene.view.gestures.sell_count("pot_shard") == 2
    assert scene.session.replay.actions == [("dig",)], "choosing the size sold nothing"
    while focused(scene).key != ("museum",):
        app.step([TAB])
    app.step([ENTER])
    assert scene.session.replay.actions[-1] == ("sell", "pot_shard", 2)


def test_r_turns_the_held_domino_and_the_focus_stays_on_its_places(app):
    scene = table(app, "pyramids")
    source = next(k for k in scene.interaction.sources() if k[0] == "quarry")
    pick_up(app, scene, source)
    rotation = scene.view.hand.rotation
    before = set(scene.interaction.targets_for(source))
    app.step([R])
    assert scene.view.hand.rotation == (rotation + 1) % 4 and held(scene) == source
    targets = set(scene.interaction.targets_for(source))
    assert targets != before
    assert focused(scene).key in targets
    app.step([key(pygame.K_r, pygame.KMOD_SHIFT, "R")])
    assert scene.view.hand.rotation == rotation
    app.step([ENTER])
    placed = scene.session.replay.actions[-1]
    assert placed[0] == "place" and placed[4] == rotation


def play_until(app, scene, found, seed=1):
    """Random legal moves (covers lifted by Enter) until `found(scene)` gives a piece of the
    one at the screen with more than one legal target on the table; that piece."""
    rng = Rng(seed)
    for _ in range(200):
        if scene.cover_showing:
            app.step([ENTER])
            continue
        source = found(scene)
        if source is not None and len(set(scene.interaction.targets_for(source))
                                      & set(scene.areas)) > 1:
            return source
        legal = scene.state.legal_actions()
        scene.play(legal[rng.randrange(len(legal))])
        app.step([])
    pytest.fail("no piece with several targets came")


@pytest.mark.parametrize("game_id, kind", [
    ("pyramids", "quarry"), ("imhotep", "sled"), ("aton", "hand")])
def test_the_arrows_reach_only_the_held_pieces_legal_targets(app, game_id, kind):
    scene = table(app, game_id)
    source = play_until(app, scene, lambda scene: next(
        (k for k in sorted(scene.interaction.sources(), key=repr) if k[0] == kind), None))
    pick_up(app, scene, source)
    legal = set(scene.interaction.targets_for(source))
    assert set(scene.interaction.lit_targets()) == legal
    seen = set()
    for event in [TAB] * 12 + ARROWS * 12 + ARROWS[::-1] * 12:
        app.step([event])
        spot = focused(scene).key
        assert spot in legal, f"{spot} is not a legal target"
        seen.add(spot)
    assert len(seen) > 1


@pytest.mark.parametrize("game_id", ["imhotep", "archaeology"])
def test_the_focused_piece_shows_its_tooltip_beside_it(app, game_id):
    scene = table(app, game_id)
    if game_id == "archaeology":
        scene.play(("dig",))  # the hand at the window's foot: the tooltips go over it
    app.step([TAB])
    for _ in range(8):
        spot = focused(scene)
        if isinstance(spot.key, (Button, PanelButton)):
            assert not scene.tooltips.showing, "a piece's tooltip goes with the focus"
        else:
            assert scene.tooltips.key == spot.key
            assert scene.tooltips.text == scene.view.tooltip(spot.key)
            assert scene.tooltips.valid(scene.areas, scene.view.tooltip, scene.version)
            box, _lines = scene.tooltips.box(scene.scale, app.surface.get_rect())
            assert not box.colliderect(spot.rect), "the tooltip leaves the piece in sight"
        app.step([TAB])
    pick_up(app, scene, sorted(scene.interaction.sources(), key=repr)[0])
    spot = focused(scene)
    assert scene.tooltips.key == spot.key, "a target's tooltip once the piece is held"


def test_the_coach_names_the_keys_of_the_move_it_shows(app):
    """A button: its number; a drag: Tab, Enter, the arrows, Enter; and the keys it names
    make the move it shows."""
    app.settings.animation_speed = 0.0
    scene = start_learning(app, "aton")
    app.step([])
    if scene.cover_showing:
        app.step([ENTER])
    lit = scene.coach.highlight
    assert lit.button is not None
    n = sorted(scene.choice_buttons, key=lambda b: b.rect.x).index(lit.button) + 1
    assert f"Keys: press {n}." in scene.coach_lines()[1]
    app.step([key(getattr(pygame, f"K_{n}"))])
    assert scene.session.replay.actions[-1] == lit.action
    app.step([])
    lit = scene.coach.highlight
    assert lit.source is not None
    assert "Keys: Tab to the piece, Enter, the arrows to its place, Enter." in \
        scene.coach_lines()[1]


def test_tab_reaches_the_side_panels_buttons_and_enter_presses_them(app):
    from scenes.screens.rules import RulesScene

    scene = table(app, "imhotep")
    app.step([TAB])  # the first key shows the focus
    walked = []
    for _ in range(len(scene.keyboard.play.spots(scene.keyboard.table())) + 1):
        spot = scene.keyboard.spot()
        walked.append(spot.key)
        if spot.key == PanelButton("rules"):
            break
        app.step([TAB])
    assert PanelButton("rules") in walked, walked
    assert PanelButton("undo") not in walked  # nothing to undo yet: a disabled button
    app.step([])  # the ring stands over the panel, around the button
    rect = scene.buttons.rules.rect
    above = [app.surface.get_at((rect.centerx, y))[:3] for y in range(rect.top - 14, rect.top)]
    assert GOLD in above, "the gold ring over the Rules button"
    app.step([ENTER])
    assert isinstance(app.scenes.top, RulesScene)
