"""Big rounded button shapes (over pygame_gui's 40,000 px²) are drawn once per size, state
and colours and kept in the shared theme, as pygame_gui keeps small ones: a second button
of that size draws no shape, whatever its text. A plain one (solid colours, no shadow) is
drawn without pygame_gui's surfaces four times its size, and comes out as pygame_gui's but
for a few blended pixels of its corners."""

import pygame
import pygame_gui
import pytest

from shell.ui import gui_shapes
from shell.ui.scene import forget_themes, make_ui


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


@pytest.fixture
def fourfold(monkeypatch) -> list:
    """Each shape pygame_gui draws itself (four times as big, then scaled down)."""
    from pygame_gui.core.drawable_shapes.rounded_rect_drawable_shape import (
        RoundedRectangleShape,
    )

    calls: list = []
    real = RoundedRectangleShape.clear_and_create_shape_surface

    def counting(self, *args, **kwargs):
        calls.append(self.containing_rect.size)
        return real(self, *args, **kwargs)

    monkeypatch.setattr(RoundedRectangleShape, "clear_and_create_shape_surface", counting)
    return calls


@pytest.mark.parametrize("size", [(420, 100), (900, 200), (160, 40)])
def test_a_second_button_of_a_size_draws_no_shape(ui, drawn, fourfold, size):
    first = pygame_gui.elements.UIButton(pygame.Rect((0, 0), size), "Load", ui)
    states_drawn(first)
    first.disable()
    assert len(drawn) >= 4  # the first one drew its states: normal, hovered, ..., disabled
    assert fourfold == []  # none at four times its size
    drawn.clear()
    second = pygame_gui.elements.UIButton(pygame.Rect((0, 300), size), "Back", ui)
    states_drawn(second)
    second.disable()
    assert drawn == []


def pygame_guis(shape, state: str) -> pygame.Surface:
    """The bare shape as pygame_gui itself draws it (four times as big, scaled down)."""
    gui_shapes._draw(shape, state, add_text=False)
    return shape.states[state].surface.copy()


@pytest.mark.parametrize("size", [(420, 100), (780, 150), (1000, 60), (300, 200), (160, 40)])
def test_the_quick_shape_is_pygame_guis_but_for_its_corners_blend(ui, size):
    button = pygame_gui.elements.UIButton(pygame.Rect((0, 0), size), "", ui)
    shape = button.drawable_shape
    radius = max(shape.shape_corner_radius)
    corner = radius + shape.border_widths["left"] + 1
    w, h = size
    corners = [pygame.Rect(x, y, corner, corner)
               for x in (0, w - corner) for y in (0, h - corner)]
    for state in ("normal", "hovered", "selected", "active", "disabled"):
        quick = gui_shapes.bare_shape(shape, state)
        theirs = pygame_guis(shape, state)
        assert quick is not None and quick.get_size() == theirs.get_size() == size
        ours, its = (pygame.image.tobytes(s, "RGBA") for s in (quick, theirs))
        differ = [(i // 4 % w, i // 4 // w, abs(a - b))
                  for i, (a, b) in enumerate(zip(ours, its, strict=True)) if a != b]
        assert all(any(c.collidepoint(x, y) for c in corners) for x, y, _d in differ), state
        assert max((d for _x, _y, d in differ), default=0) <= 32, state  # a few shades
        assert len(differ) < 4 * 4 * corner, state  # a few pixels of each corner


def test_a_shadowed_shape_is_left_to_pygame_gui(ui):
    button = pygame_gui.elements.UIButton(pygame.Rect((0, 0), (420, 100)), "", ui)
    shape = button.drawable_shape
    assert gui_shapes.bare_shape(shape, "normal") is not None
    shape.shadow_width = 2
    assert gui_shapes.bare_shape(shape, "normal") is None


def test_the_kept_shape_is_the_shape_pygame_gui_draws(ui):
    size = (420, 100)
    kept = pygame_gui.elements.UIButton(pygame.Rect((0, 0), size), "Load", ui)
    again = pygame_gui.elements.UIButton(pygame.Rect((0, 300), size), "Load", ui)
    assert again.image is not kept.image
    for x in range(0, size[0], 7):
        for y in range(0, size[1], 3):
            assert again.image.get_at((x, y)) == kept.image.get_at((x, y))


@pytest.mark.parametrize("size", [(gui_shapes.MAX_SIDE + 10, 100), (300, gui_shapes.MAX_SIDE + 1)])
def test_plain_shapes_too_big_for_a_cache_page_are_drawn_the_quick_way_each_time(
        ui, drawn, fourfold, size):
    buttons = [pygame_gui.elements.UIButton(pygame.Rect((0, y), size), "Wide", ui)
               for y in (0, 300)]
    assert len(drawn) >= 2  # each drew its own: nothing kept, nothing refused loudly
    assert fourfold == []  # none at four times its size
    assert ui.ui_theme.shape_cache.cache_short_term_lookup.keys().isdisjoint(
        key for button in buttons
        if (key := gui_shapes.shape_key(button.drawable_shape, "normal", big=True)))


def test_a_shadowed_shape_too_big_for_a_page_is_left_to_pygame_gui(ui, fourfold):
    button = pygame_gui.elements.UIButton(
        pygame.Rect((0, 0), (gui_shapes.MAX_SIDE + 10, 100)), "", ui)
    shape = button.drawable_shape
    shape.shadow_width = 2
    fourfold.clear()
    gui_shapes.redraw_state(shape, "normal")
    assert fourfold and set(fourfold) == {shape.containing_rect.size}


def test_a_wide_button_looks_as_pygame_gui_draws_it_but_for_its_corners(ui):
    size = (gui_shapes.MAX_SIDE + 10, 100)
    button = pygame_gui.elements.UIButton(pygame.Rect((0, 0), size), "Wide", ui)
    shape = button.drawable_shape
    ours = shape.states["normal"].surface.copy()
    gui_shapes._draw(shape, "normal", add_text=True)
    theirs = shape.states["normal"].surface
    corner = max(shape.shape_corner_radius) + shape.border_widths["left"] + 1
    middle = pygame.Rect(corner, 0, size[0] - 2 * corner, size[1])
    assert all(ours.get_at(p) == theirs.get_at(p)
               for p in ((x, y) for x in range(middle.left, middle.right, 5)
                         for y in range(0, size[1], 3)))
