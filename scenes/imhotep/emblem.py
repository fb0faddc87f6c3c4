"""The menu tile's emblem of Imhotep (our own art, docs/art.md palette)."""

import pygame

from shell.ui.theme import INK, NILE

STONE_COLOURS = ((40, 36, 34), (236, 232, 222), (139, 90, 43), (128, 128, 128))


def _cube(surface: pygame.Surface, place: tuple[int, int, int, int],
          colour: tuple[int, int, int]) -> None:
    rect = pygame.Rect(place)
    pygame.draw.rect(surface, colour, rect, border_radius=max(2, rect.w // 8))
    pygame.draw.rect(surface, INK, rect, max(1, rect.w // 14), border_radius=max(2, rect.w // 8))


def emblem(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A stepped pyramid of stones in the four player colours above a boat."""
    rect = pygame.Rect(rect)
    cell = min(rect.w // 7, rect.h // 5)
    base_y = rect.y + rect.h * 66 // 100
    for level, count in enumerate((5, 3, 1)):
        for i in range(count):
            x = rect.centerx - count * cell // 2 + i * cell
            y = base_y - (level + 1) * cell
            _cube(surface, (x + 1, y + 1, cell - 2, cell - 2), STONE_COLOURS[(i + level) % 4])
    hull = [(rect.x + rect.w * 12 // 100, base_y + cell // 3),
            (rect.right - rect.w * 12 // 100, base_y + cell // 3),
            (rect.right - rect.w * 24 // 100, base_y + cell * 3 // 2),
            (rect.x + rect.w * 24 // 100, base_y + cell * 3 // 2)]
    pygame.draw.polygon(surface, (150, 100, 55), hull)
    pygame.draw.polygon(surface, INK, hull, max(1, cell // 12))
    for k in range(2):
        y = min(rect.bottom - 2, base_y + cell * 7 // 4 + k * cell // 4)
        pygame.draw.line(surface, NILE, (rect.x + (k + 1) * cell // 2, y),
                         (rect.right - (k + 1) * cell // 2, y), max(2, cell // 10))
