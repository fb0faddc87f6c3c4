"""The game log stays within reach at every window size and text size (review L6: at 200%
text the log was left out): the seat rows give their room up for it (the details, a name's
second line, the scores' larger size), and where even that
leaves it no room, a toggle under the rows (or L) shows the log in the rows' place and the
rows again."""

import dataclasses

import pygame
import pygame_gui
import pytest

from scenes.game_start import start_new_game
from scenes.navigator import Navigator
from shell.app import App
from shell.language import i18n
from shell.store.settings import Settings
from shell.ui.theme import font
from tests.scenes.key_driver import key

SIZES = ((1024, 640), (1280, 720), (1920, 1080), (2560, 1440), (3840, 2160))
L = key(pygame.K_l, unicode="l")


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def log_lines(table) -> float:
    """How many lines of the log its box shows (0: the log is not shown)."""
    panel = table.panel
    if not panel.log_shown:
        return 0
    return panel.log_rect.h / font("small", panel.ts).get_linesize()


def check_no_overlap(table, where) -> None:
    """The toggle stands clear of the score rows and of the panel's buttons, its label
    inside it."""
    toggle = table.buttons.log_toggle
    assert toggle is not None and toggle.visible, where
    panel = table.panel
    if panel.rows_shown:
        for seat in range(table.state.num_players):
            assert not toggle.rect.colliderect(panel.row(seat)), (where, seat)
    for name, button, rect in table.buttons.pressable():
        if button is not toggle:
            assert not toggle.rect.colliderect(rect), (where, name)
    assert toggle.font.size(toggle.text)[0] <= toggle.rect.w - 4, (where, toggle.text)
    assert table.panel_rect.contains(toggle.rect), where


@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
def test_the_game_log_is_shown_or_one_press_away_at_every_size(lang, tmp_path):
    i18n.set_language(lang)
    app = App(Settings(language=lang, text_size=200), settings_path=tmp_path / "s.json",
              size=SIZES[0], navigator=Navigator())
    folded = 0
    try:
        table = start_new_game(app, "imhotep", players=4, seed=5, pre_moves=30,
                               autosave=False)
        for percent in (200, 150):
            app.apply_settings(dataclasses.replace(app.settings, text_size=percent))
            for size in SIZES:
                app._on_resize(*size)
                app.step([])
                where = (lang, percent, size)
                if not table.panel.folded:
                    assert log_lines(table) >= 2, where
                    assert table.buttons.log_toggle is None, where
                    continue
                folded += 1
                check_no_overlap(table, where)
                assert log_lines(table) == 0 and table.panel.rows_shown
                app.step([L])  # the log in the rows' place
                assert log_lines(table) >= 2 and not table.panel.rows_shown, where
                assert not any(key[0] == "score" for key in table.areas), where
                assert table.panel.log_rect.bottom <= table.buttons.log_toggle.rect.y, where
                check_no_overlap(table, where)
                app.step([pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_object_id="",
                                             ui_element=table.buttons.log_toggle)])
                assert table.panel.rows_shown and log_lines(table) == 0, where
                assert ("score", 3) in table.areas
    finally:
        app.shutdown()
    if lang == "ru":
        assert folded, "Russian at 1024x640 and 200% has no room for the log under the rows"
