"""The setup screen at 200% text in a 1280x720 window: one column that scrolls by the wheel,
by its scroll bar and by the keyboard focus, so every seat and option can be reached."""

from dataclasses import replace

import pygame
import pygame_gui
import pytest

from scenes.navigator import Navigator
from scenes.screens.setup import SetupScene
from shell.app import App
from shell.language import i18n
from shell.store.settings import Settings


@pytest.fixture
def big_text(tmp_path):
    application = App(Settings(text_size=200), settings_path=tmp_path / "settings.json",
                      size=(1280, 720), navigator=Navigator())
    yield application
    application.shutdown()
    i18n.set_language("en")


def key(app, k, mod=0):
    app.step([pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)])


def four_players(app, game_id="imhotep") -> SetupScene:
    setup = SetupScene(app, game_id)
    setup.model.players = 4
    app.scenes.reset(setup)
    app.step([])
    return setup


def in_view(setup, control) -> bool:
    return setup.scroll.rect.contains(control.rect)


def test_large_text_lays_the_setup_out_in_one_column_that_scrolls(big_text):
    setup = four_players(big_text)
    assert not setup.two_columns
    assert setup.scroll.bar is not None and setup.scroll.max_offset > 0
    assert not in_view(setup, setup.seed_entry)  # below the fold until scrolled


def test_at_100_percent_the_two_columns_do_not_scroll(app):
    setup = SetupScene(app, "imhotep")
    app.scenes.reset(setup)
    app.step([])
    assert setup.two_columns and setup.scroll.bar is None and setup.scroll.max_offset == 0


def test_the_wheel_over_the_view_scrolls_it(big_text):
    setup = four_players(big_text)
    entry = setup.name_entries[0]
    y = entry.rect.y
    big_text.step([pygame.event.Event(pygame.MOUSEMOTION, pos=setup.scroll.rect.center,
                                      rel=(0, 0), buttons=(0, 0, 0))])
    big_text.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False)])
    assert setup.scroll.offset > 0
    assert entry.rect.y == y - setup.scroll.offset  # the controls move with it
    big_text.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=50, flipped=False)])
    assert setup.scroll.offset == 0 and entry.rect.y == y


def test_the_wheel_elsewhere_leaves_the_view_alone(big_text):
    setup = four_players(big_text)
    big_text.step([pygame.event.Event(pygame.MOUSEMOTION, pos=setup.back_button.rect.center,
                                      rel=(0, 0), buttons=(0, 0, 0))])
    big_text.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False)])
    assert setup.scroll.offset == 0


def test_moving_the_scroll_bar_scrolls_the_view(big_text):
    setup = four_players(big_text)
    setup.scroll.bar.set_scroll_from_start_percentage(1.0)  # as a drag to its foot does
    big_text.step([])
    assert setup.scroll.offset == setup.scroll.max_offset
    assert in_view(setup, setup.seed_entry)


def test_tab_brings_every_control_into_view(big_text):
    """Every seat's name and level, each option and the seed: Tab reaches each and the
    view scrolls it in whole; Shift+Tab comes back up."""
    setup = four_players(big_text)
    controls = setup.focus.controls()
    assert len(setup.name_entries) == len(setup.kind_menus) == 4
    key(big_text, pygame.K_TAB)  # shows the ring
    seen = []
    for _ in range(len(controls)):
        key(big_text, pygame.K_TAB)
        current = setup.focus.current
        seen.append(current)
        if setup.scroll.holds(current):
            assert in_view(setup, current), current
    assert setup.seed_entry in seen and all(entry in seen for entry in setup.name_entries)
    for _ in range(len(controls)):
        key(big_text, pygame.K_TAB, pygame.KMOD_SHIFT)
        current = setup.focus.current
        if setup.scroll.holds(current):
            assert in_view(setup, current), current


def test_an_opened_drop_down_is_shown_with_its_list(big_text):
    setup = four_players(big_text)
    last = setup.kind_menus[-1]
    setup.focus.focus(last)
    big_text.focus_visible = True
    setup.scroll.scroll_to(0)
    key(big_text, pygame.K_RETURN)  # opens it
    big_text.step([])
    state = last.current_state
    assert state is last.menu_states["expanded"]
    assert setup.scroll.rect.contains(last.rect.union(state.options_selection_list.rect))


def test_a_click_goes_to_what_shows_not_to_a_control_scrolled_out_of_view(big_text):
    """A control below the view still lies in the window in window pixels: a press there
    (under the buttons) neither focuses it nor scrolls to it."""
    setup = four_players(big_text)
    window = pygame.Rect((0, 0), big_text.size)
    spots = [(c, pygame.Rect(c.rect).clip(window)) for c in setup.focus.controls()
             if setup.scroll.holds(c) and c.rect.top > setup.scroll.rect.bottom]
    spots = [(c, r) for c, r in spots if r.w and r.h]
    assert spots, "a control scrolled out of view, inside the window's rect"
    hidden, where = spots[0]
    before = setup.focus.current
    big_text.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=where.center)])
    assert setup.focus.current is not hidden and setup.focus.current is before
    assert setup.scroll.offset == 0


def scrolled_to(setup, control, where=0.4) -> None:
    """Scroll so that `control` stands `where` of the way down the view."""
    view = setup.scroll.rect
    setup.scroll.scroll_to(control.rect.top + setup.scroll.offset - view.top
                           - round(where * view.h))


def test_a_players_change_keeps_the_view_where_it_was(big_text):
    """Scrolled a little, the players drop-down still in view under its heading: choosing
    three players lays the screen out anew, and the drop-down stays where it stood, the
    view scrolled as it was."""
    setup = four_players(big_text)
    menu = setup.players_menu
    setup.scroll.scroll_to((menu.rect.top - setup.scroll.rect.top) // 2)
    big_text.step([])
    offset, where = setup.scroll.offset, setup.players_menu.rect.top
    assert offset > 0 and in_view(setup, menu)
    big_text.step([pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=menu,
                                      text="3", selected_option_id="3")])
    assert setup.model.players == 3 and setup.players_menu is not menu  # laid out anew
    assert setup.scroll.offset == offset and setup.players_menu.rect.top == where


@pytest.mark.parametrize("change", ["language", "text size", "window size"])
def test_the_focused_control_stays_in_view_across_a_rebuild(big_text, change):
    """The keyboard focus on the seed (the foot of the view): the language, the text size
    or the window's size changes and the screen is laid out anew; the seed keeps the focus,
    in view, and the view is not back at its top."""
    setup = four_players(big_text)
    key(big_text, pygame.K_TAB)  # shows the ring
    setup.focus.focus(setup.seed_entry)
    big_text.step([])
    assert in_view(setup, setup.seed_entry) and setup.scroll.offset > 0
    if change == "language":
        big_text.apply_settings(replace(big_text.settings, language="pl"))
    elif change == "text size":
        big_text.apply_settings(replace(big_text.settings, text_size=150))
    else:
        big_text._on_resize(1024, 640)
    big_text.step([])
    assert setup.scroll.max_offset > 0
    assert setup.focus.current is setup.seed_entry
    assert in_view(setup, setup.seed_entry) and setup.scroll.offset > 0


def test_without_focus_the_control_at_the_top_of_the_view_stays_there(big_text):
    """Scrolled by the wheel to the options (no ring): after the language changes, the
    first seat's level that stood at the top of the view still does."""
    setup = four_players(big_text)
    control = setup.kind_menus[2]
    scrolled_to(setup, control, 0.05)
    big_text.step([])
    where = (control.rect.top - setup.scroll.rect.top) / setup.scroll.rect.h
    big_text.apply_settings(replace(big_text.settings, language="ru"))
    big_text.step([])
    moved = setup.kind_menus[2]
    assert moved is not control
    now = (moved.rect.top - setup.scroll.rect.top) / setup.scroll.rect.h
    assert abs(now - where) < 0.02
