"""Scenes of one window scale and language share one parsed pygame_gui theme (opening a
screen parses nothing); another scale or language gets its own."""

import pygame

from shell.ui import scene
from shell.ui.scene import make_ui


def test_managers_of_one_scale_share_the_theme_and_its_button_shapes(fresh_themes):
    first = make_ui((1280, 720), 1.0)
    second = make_ui((1280, 720), 1.0)
    assert first is not second
    assert first.get_theme() is second.get_theme()
    assert second.get_theme().shape_cache is first.get_theme().shape_cache


def test_another_scale_gets_its_own_theme_and_only_the_latest_two_scales_are_kept(fresh_themes):
    themes = {make_ui((1280, 720), 1.0 + k / 10).get_theme() for k in range(6)}
    assert len(themes) == 6
    assert list(scene._themes) == [(1.4, scene.gui_language()), (1.5, scene.gui_language())]


def test_a_scale_used_again_keeps_its_theme_and_its_shapes(fresh_themes):
    """F11 and back, or a resize and back: the first scale's theme (its button shapes) is
    still there; a third scale then drops the one used longest ago."""
    big = make_ui((3840, 2160)).get_theme()
    small = make_ui((1280, 720)).get_theme()
    assert make_ui((3840, 2160)).get_theme() is big
    make_ui((1920, 1080))
    assert make_ui((3840, 2160)).get_theme() is big
    assert make_ui((1280, 720)).get_theme() is not small


def test_a_language_change_forgets_the_shared_themes(fresh_themes):
    class App:
        size = (1280, 720)

    screen = scene.Scene(App())
    before = screen.ui.get_theme()
    assert make_ui((1280, 720), screen.scale).get_theme() is before
    screen.language_changed()
    assert make_ui((1280, 720), screen.scale).get_theme() is not before


def test_a_nested_widgets_theming_ids_are_built_once_and_keep_no_huge_key(fresh_themes, tmp_path,
                                                                          monkeypatch):
    """pygame_gui keys the theming ids it built by a text whose length is the product of
    the id lists' (megabytes for a file dialog's list item); the shared theme keys them by
    the lists themselves, builds each once and keeps none of those texts."""
    from pygame_gui.core import UIAppearanceTheme
    from pygame_gui.windows import UIFileDialog

    for n in range(30):
        (tmp_path / f"save-{n:02}.json").write_text("{}")
    ui = make_ui((2560, 1440))
    theme = ui.get_theme()
    plain = UIAppearanceTheme(ui.resource_loader, ui.get_locale())
    ids = (["window", "selection_list", "button"], ["file_dialog", "list", "item"],
           [None, "@list", None], ["#open", None, "#item"])
    assert theme.build_all_combined_ids(*ids) == plain.build_all_combined_ids(*ids)
    built = []
    real = UIAppearanceTheme.build_all_combined_ids

    def counting(self, *args):
        built.append(args)
        return real(self, *args)

    monkeypatch.setattr(UIAppearanceTheme, "build_all_combined_ids", counting)
    for _dialog in range(2):
        UIFileDialog(pygame.Rect(0, 0, 1280, 960), ui, initial_file_path=str(tmp_path)).kill()
    assert 0 < len(built) < 20  # each widget path once, not once per list item or dialog
    assert sum(map(len, theme.unique_theming_ids)) < 10_000


def test_managers_made_one_after_another_keep_one_translations_search_path(fresh_themes):
    """pygame_gui adds its translations folder to python-i18n's search path with every
    manager; each text it shows that is none of its keys searches every entry on disk (so
    every screen opened made the next ones slower): one entry per folder is kept."""
    import i18n

    make_ui((1280, 720))
    entries = len(i18n.load_path)
    for k in range(20):
        make_ui((1280 + k, 720))
    assert len(i18n.load_path) == entries == len(set(i18n.load_path))
