"""The text-size setting: every text and the controls holding it grow at once, on the open
screen and on the screens under it, and the choice is kept in settings.json."""

import json

import pygame
import pygame_gui

from scenes.game_start import start_new_game
from scenes.screens.settings import SettingsScene
from shell.ui import theme
from shell.ui.theme import FONT_SIZES, font_px, text_scale


def choose(app, menu, option_id):
    app.scenes.handle_event(pygame.event.Event(
        pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=menu, selected_option_id=option_id,
        text=option_id))


def button_heights(scene):
    return {b.text: b.rect.h for b in scene.ui.get_root_container().elements
            if isinstance(b, pygame_gui.elements.UIButton)}


def test_text_scale_is_the_window_scale_times_the_text_size():
    theme.set_text_size(150)
    assert text_scale(1.5) == 2.25
    assert font_px("body", text_scale(1.0)) == round(FONT_SIZES["body"] * 1.5)


def test_a_text_size_not_offered_is_refused():
    for bad in (175, 0, "150"):
        try:
            theme.set_text_size(bad)
        except ValueError:
            continue
        raise AssertionError(f"{bad!r} was taken")
    assert theme.text_size() == 100


def test_choosing_a_text_size_relayouts_every_screen_at_once_and_keeps_it(app):
    table = start_new_game(app, "imhotep", players=4, seed=5, push=True, autosave=False)
    app.step([])
    panel_rows = table.panel.row_h
    menu_button = table.buttons.menu.rect.h
    settings = SettingsScene(app)
    app.scenes.push(settings)
    app.step([])
    before = button_heights(settings)
    menu_h = settings.text_size_menu.rect.h
    choose(app, settings.text_size_menu, "200")
    app.step([])
    assert app.settings.text_size == 200 and theme.text_size() == 200
    assert json.loads(app.settings_path.read_text())["text_size"] == 200
    after = button_heights(settings)
    assert all(after[text] > before[text] for text in before)  # the open screen, at once
    assert settings.text_size_menu.rect.h > menu_h
    app.scenes.pop()
    app.step([])
    assert table.buttons.menu.rect.h > menu_button  # the table under it too
    assert table.panel.row_h > panel_rows
    choose_back = SettingsScene(app)
    app.scenes.push(choose_back)
    choose(app, choose_back.text_size_menu, "100")
    assert button_heights(choose_back) == before


def test_the_menu_at_200_percent_keeps_every_tagline_in_a_band(tmp_path):
    """At 200% in 1280x720 the tiles have no room for their taglines: they show the title
    and players, and the band under them the tagline of the tile pointed at or focused."""
    from scenes.games import game_tagline, games
    from scenes.navigator import Navigator
    from scenes.screens.menu import MenuScene
    from shell.app import App
    from shell.store.settings import Settings
    from shell.ui.focus import Spot

    app = App(Settings(text_size=200), settings_path=tmp_path / "settings.json",
              size=(1280, 720), navigator=Navigator())
    try:
        menu = MenuScene(app)
        app.scenes.reset(menu)
        app.step([])
        assert menu.band is not None and menu.described == games()[0]
        assert all(not menu.band.colliderect(tile) for tile in menu.tiles.values())
        last = games()[-1]
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=menu.tiles[last].center,
                                     rel=(0, 0), buttons=(0, 0, 0))])
        assert menu.described == last and game_tagline(last) in menu.band_text(last)
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 700), rel=(0, 0),
                                     buttons=(0, 0, 0))])
        assert menu.described == last  # kept when the pointer leaves
        tiles = [c for c in menu.focus.controls() if isinstance(c, Spot)]
        app.focus_visible = True
        menu.focus.focus(tiles[1])
        app.step([])
        assert menu.described == games()[1]
    finally:
        app.shutdown()


def test_the_menu_tiles_hold_their_taglines_at_100_percent(app):
    from scenes.screens.menu import MenuScene

    menu = MenuScene(app)
    app.scenes.reset(menu)
    app.step([])
    assert menu.band is None and len({rect.y for rect in menu.tiles.values()}) == 1
