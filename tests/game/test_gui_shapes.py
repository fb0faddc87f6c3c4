"""Big rounded button shapes (over pygame_gui's 40,000 px²) are drawn once per size, state
and colours and kept in the shared theme, as pygame_gui keeps small ones: a second button
of that size draws no shape, whatever its text."""

import pygame
import pygame_gui
import pytest

from game import gui_shapes
from game.scene import forget_themes, make_ui


@pytest.fixture
def ui():
    pygame.init()
    pygame.display.set_mode((2560, 1440))
    forget_themes()
    gui_shapes.keep_big_shapes()
    yield make_ui((2560, 1440))
    forget_themes()


def states_drawn(button) -> None:
    shape = button.drawable_shape
    for state in list(shape.states_to_redraw_queue):
        shape.redraw_state(state)
    shape.states_to_redraw_queue.clear()


@pytest.mark.parametrize("size", [(420, 100), (900, 200)])
def test_a_second_big_button_of_a_size_draws_no_shape(ui, drawn, size):
    first = pygame_gui.elements.UIButton(pygame.Rect((0, 0), size), "Load", ui)
    states_drawn(first)
    first.disable()
    assert first.drawable_shape.containing_rect.w * size[1] >= gui_shapes.SMALL
    assert drawn  # the first one drew its states
    drawn.clear()
    second = pygame_gui.elements.UIButton(pygame.Rect((0, 300), size), "Back", ui)
    states_drawn(second)
    second.disable()
    assert drawn == []


def test_the_kept_shape_is_the_shape_pygame_gui_draws(ui):
    size = (420, 100)
    kept = pygame_gui.elements.UIButton(pygame.Rect((0, 0), size), "Load", ui)
    again = pygame_gui.elements.UIButton(pygame.Rect((0, 300), size), "Load", ui)
    assert again.image is not kept.image
    for x in range(0, size[0], 7):
        for y in range(0, size[1], 3):
            assert again.image.get_at((x, y)) == kept.image.get_at((x, y))


def test_shapes_too_big_for_a_cache_page_are_left_to_pygame_gui(ui, drawn):
    size = (gui_shapes.MAX_SIDE + 10, 100)
    for y in (0, 300):
        pygame_gui.elements.UIButton(pygame.Rect((0, y), size), "Wide", ui)
    assert len(drawn) >= 2  # each drew its own: nothing kept, nothing refused loudly
