"""A resize does its window-sized work over frames, not in one: only the scenes shown are
laid out at once, a table paints its background (and makes its canvas) in the frame after
the one that took the resize and its board in the frame after that, and pygame_gui draws a
widget's other states (hovered, ...) when first shown."""

import pygame

from engines.core import Seat
from scenes.game_start import start_new_game
from scenes.screens.menu import MenuScene
from shell.ui import pictures, theme


def open_table(app, game_id="imhotep"):
    app.scenes.push(MenuScene(app))
    app.step([])
    scene = start_new_game(app, game_id, seats=[Seat("Anna", "human"), Seat("Bot", "easy")],
                           seed=5, autosave=False)
    app.step([])
    return scene


def resize(app, size):
    app.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)])


def test_the_background_and_the_board_are_painted_in_the_two_frames_after_the_resize(app):
    from scenes.kit.dirty import SPARE

    scene = open_table(app)
    board, background = scene.cache.layers["board"], scene.cache.layers["background"]
    painted, under = board.repaints, background.repaints
    resize(app, (1600, 900))
    assert board.repaints == painted, "the resize frame shows the sand and the widgets only"
    assert background.repaints == under
    assert scene.panel_rect.right == 1600, "the widgets are laid out for the new size"
    app.step([])
    assert board.repaints == painted
    assert background.repaints == under + 1 and background.surface.get_size() == (1600, 900)
    canvas = SPARE.canvas
    assert canvas is not None and canvas.get_size() == (1600, 900)
    app.step([])
    assert board.repaints == painted + 1 and board.surface.get_size() == (1600, 900)
    assert background.repaints == under + 1 and scene.frames.canvas is canvas


def test_a_scene_under_the_top_one_is_laid_out_when_it_comes_back(app):
    scene = open_table(app)
    menu = app.scenes.stack[0]
    builds = []
    menu.build = lambda: builds.append(menu.size)
    resize(app, (1600, 900))
    resize(app, (1920, 1080))
    assert builds == [], "the menu under the table is not laid out while hidden"
    app.scenes.pop()
    assert builds == [(1920, 1080)], "once, for the size it comes back to"
    assert scene is not app.scenes.top


def test_widgets_draw_their_other_states_when_first_shown_after_a_resize(app):
    scene = open_table(app)
    resize(app, (1920, 1080))
    shapes = [element.drawable_shape for element in scene.ui.get_sprite_group().sprites()
              if getattr(element, "drawable_shape", None) is not None]
    assert shapes and all(not shape.states_to_redraw_queue for shape in shapes)
    button = scene.buttons.rules
    assert not button.drawable_shape.states["hovered"].generated
    button.on_hovered()  # what pygame_gui does when the mouse comes over it
    assert button.drawable_shape.states["hovered"].generated
    assert button.drawable_shape.active_state.state_id == "hovered"


def test_twenty_resizes_keep_the_pictures_and_fonts_of_one_size(app):
    open_table(app)
    for k in range(20):
        resize(app, (1024 + 64 * (k % 7), 640 + 48 * (k % 5)))
        app.step([])
    app.step([])
    size = app.size
    assert pictures.kept_bytes() < 3 * size[0] * size[1] * 4
    assert len(theme._font) <= 24


def test_a_tables_glows_are_kept_for_the_current_size_only(app):
    """A glow's halo is kept per target size (a few alphas each): after resizes the table
    keeps only the halos of the current size, not up to 256 of every size it went
    through (a card's halo at 2560x1440 is a quarter of a megabyte)."""
    scene = open_table(app, "archaeology")
    for k in range(8):
        size = (1024 + 160 * k, 640 + 100 * k)
        resize(app, size)
        app.step([])
        for w in range(20):
            scene.glow(app.surface, pygame.Rect(0, 0, 60 + 10 * w + k, 90 + 10 * w))
    assert len(scene._halos) == 20, "the halos of the last size only"
