"""Picture caches keep only the window's current size, within their entry and byte bounds
(shell/ui/pictures.py)."""

import pygame
import pytest

from shell.ui import pictures, theme


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


def test_all_caches_together_keep_a_few_screenfuls_at_one_size(window):
    """Keys that keep changing at one window size (a shadow per panel size, a label per
    text and language) fill every cache to its own budget in a long session; together they
    keep at most `total_budget()`, the least recently used of any cache going first."""
    pictures.window_resized((1280, 720))
    budget = pictures.total_budget()
    assert budget == pictures.SCREENFULS * 1280 * 720 * 4

    @pictures.pictures(limit=4096, budget=256 * pictures.MIB)
    def tile(px, k):
        return pygame.Surface((px, px), pygame.SRCALPHA)

    surface = pygame.Surface((1280, 720))
    favourite = tile(200, -1)
    for k in range(400):  # 400 panels of distinct sizes, 400 tiles of 160 KB
        theme.panel(surface, pygame.Rect(0, 0, 300 + k, 200 + k // 2))
        tile(200, k)
        if k % 10 == 0:
            assert tile(200, -1) is favourite  # used now and then: kept
    assert pictures.kept_bytes() <= budget
    assert len(theme._shadow) > 1 and len(tile) > 1, "both caches keep pictures"
    assert tile(200, -1) is favourite
    assert tile(200, 399) is not None and len(tile) > 1


def test_the_total_grows_with_the_window(window):
    pictures.window_resized((2560, 1440))
    assert pictures.total_budget() == pictures.SCREENFULS * 2560 * 1440 * 4
    pictures.window_resized((800, 600))
    assert pictures.total_budget() == pictures.MIN_TOTAL


def test_an_app_opened_big_keeps_pictures_for_its_own_window(tmp_path):
    """The caches' budget is a few screenfuls of the window the app opens, not of the last
    window size they were told of (a 4K window started with 1280x720's 14 MB)."""
    from scenes.navigator import Navigator
    from shell.app import App
    from shell.store.settings import Settings

    pictures.window_resized((1280, 720))
    app = App(Settings(), settings_path=tmp_path / "settings.json", size=(3840, 2160),
              persist_settings=False, audio=False, navigator=Navigator())
    try:
        assert pictures.total_budget() == pictures.SCREENFULS * 3840 * 2160 * 4
    finally:
        app.shutdown()
