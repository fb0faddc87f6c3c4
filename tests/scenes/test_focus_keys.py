"""Every screen from the keyboard: Tab and Shift+Tab walk each control exactly once a round,
Enter or Space does what a click does, Esc goes back; drop-downs, text fields and the volume
slider work from the keys; the ring shows on the first key and hides at a click."""

import time

import pygame
import pygame_gui
import pytest

from scenes.learn.offer import LearnOffer
from scenes.replay import open_replay
from scenes.screens.about import AboutScene
from scenes.screens.load import LoadScene
from scenes.screens.menu import MenuScene
from scenes.screens.puzzle_list import PuzzleListScene
from scenes.screens.rules import RulesScene
from scenes.screens.settings import SettingsScene
from scenes.screens.setup import SetupScene
from scenes.screens.statistics import StatisticsScene
from shell.store import saves
from shell.store.finished import record_finished_game
from shell.ui.focus import Spot, gui_controls, identity, top_window
from shell.ui.theme import GOLD
from tests.scenes.screens.test_load_rows import a_game
from tests.scenes.screens.test_results_analysis import finished_table, show_results
from tests.shell.store.test_stats import finished_game


def key(app, k, mod=0):
    app.step([pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)])


def typed(app, text):
    """Keys pressed as a keyboard sends them: the key, then the text it types."""
    for letter in text:
        app.step([pygame.event.Event(pygame.KEYDOWN, key=ord(letter.lower()), mod=0,
                                     unicode=letter, scancode=0),
                  pygame.event.Event(pygame.TEXTINPUT, text=letter)])


def click(app, pos):
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos),
              pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos)])


def show(app, scene):
    app.scenes.push(scene)
    app.step([])
    return scene


def with_a_save(app):
    folder = saves.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    saves.save_replay(a_game("aton", moves=6), folder / "aton-game.json")
    scene = LoadScene(app)
    scene.finish_reading()
    return scene


def with_history(app):
    for level in ("easy", "hard"):
        record_finished_game(*finished_game("aton", ("human", level), 3))
    scene = StatisticsScene(app)
    scene.finish_reading()
    return scene


def a_viewer(app):
    table = finished_table(app, "aton", seed=4)
    return open_replay(app, table.session.replay, at_action=0, seat=0)


SCREENS = {
    "menu": MenuScene,
    "setup-imhotep": lambda app: SetupScene(app, "imhotep"),
    "setup-pyramids": lambda app: SetupScene(app, "pyramids"),
    "setup-archaeology": lambda app: SetupScene(app, "archaeology"),
    "setup-aton": lambda app: SetupScene(app, "aton"),
    "settings": SettingsScene,
    "load": with_a_save,
    "load-empty": LoadScene,
    "statistics": with_history,
    "puzzles": lambda app: PuzzleListScene(app, "aton"),
    "rules": RulesScene,
    "about": AboutScene,
    "learn-offer": lambda app: LearnOffer(app, "aton"),
}


def open_screen(app, name):
    made = SCREENS[name](app)
    if app.scenes.top is not made:
        show(app, made)
    return made


def walk(app, scene, mod=0) -> list:
    """The controls one round of Tab (or Shift+Tab) visits, from the one focused now."""
    count = len(scene.focus.controls())
    seen = []
    for _ in range(count):
        key(app, pygame.K_TAB, mod)
        seen.append(identity(scene.focus.current))
    return seen


def tag(control_id) -> str:
    """A control's identity, comparable (a spot's name, a widget's id)."""
    return control_id if isinstance(control_id, str) else str(id(control_id))


def check_walk(app, scene) -> None:
    controls = [identity(c) for c in scene.focus.controls()]
    assert controls, "the screen has controls"
    window = top_window(scene.ui)
    for element in gui_controls(scene.ui, window):  # no pygame_gui control left out
        assert element in controls, element
    key(app, pygame.K_TAB)  # the first key shows the ring where the focus is
    assert app.focus_visible
    start = identity(scene.focus.current)
    forward = walk(app, scene)
    assert sorted(map(tag, forward)) == sorted(map(tag, controls)), "each control once"
    assert forward[-1] == start and forward == controls[controls.index(start) + 1:] + \
        controls[:controls.index(start) + 1]
    back = walk(app, scene, pygame.KMOD_SHIFT)
    assert back == list(reversed(forward[:-1])) + [start]


@pytest.mark.parametrize("name", SCREENS)
def test_tab_walks_every_control_once_each_way(app, name):
    scene = open_screen(app, name)
    check_walk(app, scene)


def test_tab_walks_the_results_and_the_replay_viewer(app):
    table = finished_table(app, "aton", seed=4)
    results = show_results(app, table, iterations=2)
    deadline = time.monotonic() + 180
    while results.analysis is None and time.monotonic() < deadline:
        app.step([])  # the turning points' texts are drawn once the analysis is in
    app.step([])
    assert results.analysis is not None and results.point_rects, "turning points to walk"
    check_walk(app, results)
    focus_on(app, results, results.table_button)
    key(app, pygame.K_RETURN)  # back to the finished table, as its click does
    assert app.scenes.top is table
    app.focus_visible = False
    viewer = open_replay(app, table.session.replay, at_action=0, seat=0)
    app.step([])
    check_walk(app, viewer)


def focus_on(app, scene, wanted):
    scene.focus.focus(wanted)
    app.focus_visible = True
    assert scene.focus.current is wanted or identity(scene.focus.current) == wanted


def test_enter_and_space_do_what_a_click_does(app):
    menu = show(app, MenuScene(app))
    focus_on(app, menu, next(b for b, k in menu.buttons.items() if k == "settings"))
    key(app, pygame.K_RETURN)
    settings = app.scenes.top
    assert isinstance(settings, SettingsScene)
    focus_on(app, settings, settings.about_button)
    key(app, pygame.K_SPACE)
    assert isinstance(app.scenes.top, AboutScene)
    focus_on(app, app.scenes.top, app.scenes.top.back_button)
    key(app, pygame.K_RETURN)
    assert app.scenes.top is settings
    focus_on(app, settings, settings.back_button)
    key(app, pygame.K_KP_ENTER)
    assert app.scenes.top is menu
    menu.focus.focus(next(s for s in menu.focus_spots() if s.key == "tile:aton"))
    key(app, pygame.K_RETURN)  # a game tile: its setup (and, the first time, the lesson)
    assert any(isinstance(s, SetupScene) and s.game_id == "aton" for s in app.scenes.stack)
    offer = app.scenes.top
    assert isinstance(offer, LearnOffer)
    focus_on(app, offer, offer.setup_button)
    key(app, pygame.K_RETURN)
    setup = app.scenes.top
    assert isinstance(setup, SetupScene)
    focus_on(app, setup, setup.back_button)
    key(app, pygame.K_RETURN)
    assert app.scenes.top is menu


def test_enter_on_the_rules_games_and_the_load_list(app):
    rules = show(app, RulesScene(app))
    aton = next(b for b, g in rules.game_buttons.items() if g == "aton")
    focus_on(app, rules, aton)
    key(app, pygame.K_RETURN)
    assert rules.game_id == "aton"
    assert identity(rules.focus.current) == next(  # the rebuilt screen keeps the place
        b for b, g in rules.game_buttons.items() if g == "aton")
    app.scenes.pop()
    load = show(app, with_a_save(app))
    focus_on(app, load, "saves")
    key(app, pygame.K_SPACE)  # the list: Space (or Enter) loads the chosen save
    assert app.scenes.top.holds_game


def test_the_viewer_steps_from_its_buttons_and_keeps_its_arrows(app):
    viewer = a_viewer(app)
    app.step([])
    forward = next(b for b, k in viewer.replay_buttons.items() if k == "forward")
    focus_on(app, viewer, forward)
    key(app, pygame.K_RETURN)
    assert viewer.position == 1
    key(app, pygame.K_RIGHT)  # the arrows still step the replay, not the focus
    assert viewer.position == 2 and viewer.focus.current is forward


def test_the_statistics_lists_take_their_arrows(app):
    scene = show(app, with_history(app))
    key(app, pygame.K_DOWN)  # the finished games have the focus first: it acts at once
    assert scene.selected == 1 and scene.focus.at("games")
    focus_on(app, scene, "table")
    before = scene.chosen
    key(app, pygame.K_DOWN if before == 0 else pygame.K_UP)
    assert scene.chosen != before and scene.chart_mode == "time"
    by_game = next(b for b, mode in scene.tabs.items() if mode == "games")
    focus_on(app, scene, by_game)
    key(app, pygame.K_SPACE)
    assert scene.chart_mode == "games"
    focus_on(app, scene, "games")
    scene.selected = 0
    key(app, pygame.K_DOWN)
    assert scene.selected == 1


@pytest.mark.parametrize("name", [n for n in SCREENS if n != "menu"])
def test_esc_goes_back(app, name):
    menu = show(app, MenuScene(app))
    scene = open_screen(app, name)
    assert app.scenes.top is scene
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is menu


def test_esc_on_the_menu_quits(app):
    show(app, MenuScene(app))
    key(app, pygame.K_ESCAPE)
    assert not app.running


# drop-downs, text fields, the slider --------------------------------------------------
def expanded(menu) -> bool:
    return menu.current_state is menu.menu_states["expanded"]


def test_a_drop_down_opens_moves_chooses_and_closes_from_the_keys(app):
    settings = show(app, SettingsScene(app))
    menu = settings.speed_menu
    focus_on(app, settings, menu)
    was = app.settings.animation_speed
    key(app, pygame.K_RETURN)
    assert expanded(menu)
    ring = settings.focus.ring_rect()
    assert ring != menu.rect and ring.top >= menu.rect.bottom - 2, "the ring is on an option"
    key(app, pygame.K_DOWN if was != 2.0 else pygame.K_UP)
    assert settings.focus.ring_rect() != ring, "the ring moved to the next option"
    key(app, pygame.K_ESCAPE)  # closes, chooses nothing, stays on the screen
    assert not expanded(menu) and app.scenes.top is settings
    assert app.settings.animation_speed == was
    key(app, pygame.K_DOWN, pygame.KMOD_ALT)
    assert expanded(menu)
    key(app, pygame.K_HOME)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)  # the second speed: Fast
    assert app.settings.animation_speed == 0.5 and not expanded(settings.speed_menu)
    assert settings.speed_menu.selected_option[1] == "0.5"


def test_tab_leaves_an_open_drop_down_shut(app):
    settings = show(app, SettingsScene(app))
    focus_on(app, settings, settings.language_menu)
    key(app, pygame.K_SPACE)
    assert expanded(settings.language_menu)
    key(app, pygame.K_TAB)
    assert not expanded(settings.language_menu)
    assert settings.focus.current is settings.size_menu


def test_an_open_drop_downs_list_takes_a_click_over_the_name_field_under_it(app):
    """The Players list, open, lies over Seat 2's name field: a click on the lower half of
    its last option is the list's (the drop-down stays open and focused for its button to
    choose), not the field's."""
    setup = show(app, SetupScene(app, "imhotep"))
    menu = setup.players_menu
    click(app, menu.rect.center)
    app.step()  # the press, posted by the UI, opens it
    assert expanded(menu)
    options = menu.current_state.options_selection_list
    last = options.item_list_container.elements[-1]
    pos = (last.rect.centerx, last.rect.bottom - 3)
    assert any(entry.rect.collidepoint(pos) for entry in setup.name_entries)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
    assert expanded(menu) and setup.focus.current is menu
    assert not any(entry.is_focused for entry in setup.name_entries)


def test_the_players_drop_down_rebuilds_setup_and_keeps_the_focus(app):
    setup = show(app, SetupScene(app, "imhotep"))
    focus_on(app, setup, setup.players_menu)
    key(app, pygame.K_RETURN)
    key(app, pygame.K_END)
    key(app, pygame.K_RETURN)
    assert setup.model.players == 4 and len(setup.name_entries) == 4
    assert setup.focus.current is setup.players_menu  # the new one


def test_text_fields_take_typing_and_tab_leaves_them(app):
    setup = show(app, SetupScene(app, "imhotep"))
    key(app, pygame.K_TAB)  # shows the ring on the players drop-down
    key(app, pygame.K_TAB)
    entry = setup.name_entries[0]
    assert setup.focus.current is entry and entry.is_focused
    entry.set_text("")
    typed(app, "Ann Bo")  # a space is typed, not a press
    assert entry.get_text() == "Ann Bo"
    key(app, pygame.K_LEFT)  # the arrows move in the text, not the focus
    assert setup.focus.current is entry
    key(app, pygame.K_TAB)
    assert not entry.is_focused and setup.focus.current is setup.kind_menus[0]
    focus_on(app, setup, setup.seed_entry)
    assert setup.seed_entry.is_focused
    typed(app, "42")
    assert setup.seed_entry.get_text() == "42"


@pytest.mark.parametrize("slider, field", [("music_slider", "music_volume"),
                                           ("effects_slider", "effects_volume")])
def test_the_volume_sliders_move_with_left_and_right(app, slider, field):
    settings = show(app, SettingsScene(app))
    focus_on(app, settings, getattr(settings, slider))
    start = getattr(app.settings, field)
    key(app, pygame.K_LEFT if start >= 5 else pygame.K_RIGHT)
    assert abs(getattr(app.settings, field) - start) == 5
    key(app, pygame.K_END)
    assert getattr(app.settings, field) == 100
    assert getattr(settings, slider).get_current_value() == 100


# the ring -------------------------------------------------------------------------------
def ring_pixel(app, scene):
    rect = scene.focus.ring_rect()
    s = scene.scale
    width = max(3, round(4 * s))
    x = rect.left - width - round(3 * s) + width // 2
    return tuple(app.surface.get_at((x, rect.centery)))[:3]


@pytest.mark.parametrize("colour_blind", (False, True))
def test_the_ring_shows_on_the_first_key_and_hides_at_a_click(app, colour_blind):
    app.settings.colour_blind = colour_blind
    menu = show(app, MenuScene(app))
    assert not app.focus_visible and ring_pixel(app, menu) != GOLD
    key(app, pygame.K_RETURN)  # the first key only shows the ring: nothing opens
    assert app.scenes.top is menu and app.focus_visible
    assert ring_pixel(app, menu) == GOLD
    assert isinstance(menu.focus.current, Spot) and menu.focus.current.key == "tile:imhotep"
    key(app, pygame.K_RIGHT)
    assert menu.focus.current.key == "tile:pyramids"
    key(app, pygame.K_DOWN)  # from a tile down to the button below it
    below = menu.focus.current
    assert isinstance(below, pygame_gui.elements.UIButton)
    assert below.rect.left < menu.tiles["pyramids"].centerx < below.rect.right + 40
    rules = next(b for b, k in menu.buttons.items() if k == "rules")
    click(app, (rules.rect.x + 1, rules.rect.y + 1))  # opens the rules...
    app.scenes.pop()
    assert not app.focus_visible  # ...and the ring is hidden
    assert menu.focus.current is rules, "a click moves the focus to what was clicked"


def test_a_click_on_a_text_field_moves_the_focus_there(app):
    setup = show(app, SetupScene(app, "imhotep"))
    click(app, setup.seed_entry.rect.center)
    assert setup.focus.current is setup.seed_entry and not app.focus_visible
    typed(app, "7")  # typing goes to the field and shows the ring
    assert setup.seed_entry.get_text() == "7"


def test_the_open_file_dialog_takes_the_keys_and_esc_closes_it(app):
    menu = show(app, MenuScene(app))
    load = show(app, LoadScene(app))
    focus_on(app, load, load.open_button)
    key(app, pygame.K_RETURN)
    dialog = load.file_dialog
    assert dialog is not None and dialog.alive()
    inside = load.focus.controls()
    assert dialog.file_selection_list in inside and dialog.cancel_button in inside
    assert load.back_button not in inside, "only the dialog's controls while it is open"
    check_walk(app, load)
    focus_on(app, load, dialog.file_selection_list)
    key(app, pygame.K_DOWN)
    rows = dialog.file_selection_list.item_list
    assert [item["selected"] for item in rows].count(True) == 1
    key(app, pygame.K_ESCAPE)
    app.step([])
    assert not dialog.alive() and app.scenes.top is load
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is menu


def test_a_click_beside_a_text_field_leaves_it(app):
    setup = show(app, SetupScene(app, "imhotep"))
    click(app, setup.seed_entry.rect.center)
    click(app, (setup.box.centerx, setup.box.bottom - 5))  # on the panel, no control
    assert not setup.seed_entry.is_focused
    typed(app, "5")
    assert setup.seed_entry.get_text() == "", "the keys no longer go to the field"
    key(app, pygame.K_RETURN)  # Enter (or Space) on it goes back into it
    assert setup.seed_entry.is_focused and setup.focus.current is setup.seed_entry
