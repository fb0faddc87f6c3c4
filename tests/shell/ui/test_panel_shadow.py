"""A panel's shadow is kept as the pieces the panel leaves uncovered, and a panel drawn with
them is, pixel for pixel, a panel drawn over its whole shadow (a rounded rectangle `offset`
larger, dropped by half of it)."""

import random

import pygame
import pytest

from shell.ui import theme


@pytest.fixture(autouse=True)
def window():
    pygame.init()
    pygame.display.set_mode((64, 64))
    yield
    theme._shadow.cache_clear()


def whole_shadow(size, offset, radius) -> pygame.Surface:
    shade = pygame.Surface((size[0] + offset * 2, size[1] + offset * 2), pygame.SRCALPHA)
    pygame.draw.rect(shade, theme.SHADOW, shade.get_rect().inflate(-offset, -offset),
                     border_radius=radius + offset)
    return shade


def striped(size, alpha: bool) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA if alpha else 0)
    for y in range(0, size[1], 5):
        surface.fill((y * 3 % 256, 120, 255 - y % 256, (y * 7) % 256 if alpha else 255),
                     (0, y, size[0], 5))
    return surface


def test_a_panel_over_its_pieces_of_shadow_is_a_panel_over_the_whole_shadow():
    rng = random.Random(3)
    for _trial in range(200):
        size = (rng.randint(20, 400), rng.randint(20, 300))
        rect = pygame.Rect(rng.randint(-30, size[0]), rng.randint(-30, size[1]),
                           rng.randint(1, 300), rng.randint(1, 200))
        radius = rng.choice([0, 1, 3, 8, 12, 18, 40, 54, 200])
        scale = rng.choice([0.3, 0.5, 1.0, 1.5, 3.0])
        alpha = rng.random() < 0.3
        expected, drawn = striped(size, alpha), striped(size, alpha)
        offset = theme._shadow_offset(scale)
        expected.blit(whole_shadow(rect.size, offset, radius), (rect.x, rect.y + offset // 2))
        pygame.draw.rect(expected, theme.PAPYRUS, rect, border_radius=radius)
        theme.panel(drawn, rect, radius=radius, scale=scale)
        assert pygame.image.tobytes(drawn, "RGBA") == pygame.image.tobytes(expected, "RGBA"), (
            size, rect, radius, scale, alpha)


def test_a_window_sized_panels_shadow_keeps_a_sliver_of_its_pixels():
    size, offset, radius = (3600, 2040), theme._shadow_offset(3.0), 54
    pieces = theme._shadow(size, offset, radius)
    kept = sum(piece.get_width() * piece.get_height() for _at, piece in pieces)
    assert kept < (size[0] + 2 * offset) * (size[1] + 2 * offset) // 20  # under 5 %
