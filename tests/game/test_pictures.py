"""Picture caches keep only the window's current size, within their entry and byte bounds
(game/pictures.py)."""

import pygame
import pytest

from game import pictures, theme


@pytest.fixture
def window():
    pygame.init()
    pygame.display.set_mode((320, 200))
    yield


def test_a_resize_empties_every_picture_cache(window):
    made = []

    @pictures.pictures(limit=8)
    def square(px):
        made.append(px)
        return pygame.Surface((px, px))

    pictures.window_resized((1280, 720))
    first = square(10)
    assert square(10) is first and made == [10]
    assert not pictures.window_resized((1280, 720)), "the same size keeps the pictures"
    assert len(square) == 1
    assert pictures.window_resized((1920, 1080))
    assert len(square) == 0 and square.nbytes == 0
    assert square(10) is not first and made == [10, 10]


def test_a_cache_keeps_at_most_its_entries_and_bytes(window):
    @pictures.pictures(limit=3, budget=3 * 100 * 100 * 4)
    def square(px):
        return pygame.Surface((px, px), pygame.SRCALPHA)

    for px in range(1, 10):
        square(px)
    assert len(square) == 3
    square(100)  # 40,000 bytes: the three small ones still fit beside it, not a fourth
    square(101)
    square(102)
    assert square.nbytes <= square.budget
    square(400)  # bigger than the whole budget: kept alone (it is being drawn)
    assert len(square) == 1 and square(400).get_size() == (400, 400)


def test_the_themes_window_sized_pictures_are_picture_caches(window):
    """The panels' shadows and the rendered labels: emptied on a resize, so twenty sizes
    leave the pictures of one; the table's sand is one tile for every size."""
    for k in range(20):
        size = (1024 + 40 * k, 640 + 30 * k)
        pictures.window_resized(size)
        surface = pygame.Surface(size)
        theme.draw_table(surface)
        theme.panel(surface, pygame.Rect(10, 10, size[0] // 2, size[1] // 2))
        theme.draw_text(surface, "Nile", (5, 5), scale=theme.ui_scale(size))
    assert theme._sand_tile.cache_info().currsize == 1
    assert len(theme._shadow) == 1
    assert len(theme._rendered) == 1
    assert pictures.kept_bytes() < 3 * size[0] * size[1] * 4
