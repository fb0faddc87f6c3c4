"""Scenes of one window scale and language share one parsed pygame_gui theme (opening a
screen parses nothing); another scale or language gets its own."""

import pygame
import pytest

from game import scene
from game.scene import forget_themes, make_ui


@pytest.fixture
def window():
    pygame.init()
    pygame.display.set_mode((1280, 720))
    forget_themes()
    yield
    forget_themes()


def test_managers_of_one_scale_share_the_theme_and_its_button_shapes(window):
    first = make_ui((1280, 720), 1.0)
    second = make_ui((1280, 720), 1.0)
    assert first is not second
    assert first.get_theme() is second.get_theme()
    assert second.get_theme().shape_cache is first.get_theme().shape_cache


def test_another_scale_gets_its_own_theme_and_only_the_latest_two_scales_are_kept(window):
    themes = {make_ui((1280, 720), 1.0 + k / 10).get_theme() for k in range(6)}
    assert len(themes) == 6
    assert list(scene._themes) == [(1.4, scene.gui_language()), (1.5, scene.gui_language())]


def test_a_scale_used_again_keeps_its_theme_and_its_shapes(window):
    """F11 and back, or a resize and back: the first scale's theme (its button shapes) is
    still there; a third scale then drops the one used longest ago."""
    big = make_ui((3840, 2160)).get_theme()
    small = make_ui((1280, 720)).get_theme()
    assert make_ui((3840, 2160)).get_theme() is big
    make_ui((1920, 1080))
    assert make_ui((3840, 2160)).get_theme() is big
    assert make_ui((1280, 720)).get_theme() is not small


def test_a_language_change_forgets_the_shared_themes(window):
    class App:
        size = (1280, 720)

    screen = scene.Scene(App())
    before = screen.ui.get_theme()
    assert make_ui((1280, 720), screen.scale).get_theme() is before
    screen.language_changed()
    assert make_ui((1280, 720), screen.scale).get_theme() is not before
