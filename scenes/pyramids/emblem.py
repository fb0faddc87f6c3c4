"""The menu tile's emblem of Pyramids (our own art, docs/art.md palette)."""

import pygame

from shell.ui.theme import INK, PAPYRUS

GEM_COLOURS = ((139, 90, 43), (58, 124, 165), (230, 190, 40), (64, 190, 180), (181, 83, 45),
               (79, 122, 58))


def _domino(surface: pygame.Surface, x: int, y: int, size: int,
            colours: tuple[tuple[int, int, int], ...], vertical: bool = False) -> None:
    for k, colour in enumerate(colours):
        dx, dy = (0, k * size) if vertical else (k * size, 0)
        square = pygame.Rect(x + dx, y + dy, size, size)
        pygame.draw.rect(surface, colour, square)
        pygame.draw.rect(surface, INK, square, max(1, size // 16))
        gem = (square.x + size * 3 // 4, square.y + size // 4)
        pygame.draw.polygon(surface, PAPYRUS, [(gem[0], gem[1] - size // 7),
                                               (gem[0] + size // 7, gem[1]),
                                               (gem[0], gem[1] + size // 7),
                                               (gem[0] - size // 7, gem[1])])
    w, h = (size, 2 * size) if vertical else (2 * size, size)
    pygame.draw.rect(surface, INK, (x, y, w, h), max(2, size // 10))


def emblem(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Dominoes of coloured squares stacked half a square offset, as in Pyramido; as big
    as `rect` holds (the stack is four squares tall from y0)."""
    rect = pygame.Rect(rect)
    s = max(1, min(rect.w // 6, rect.h // 5))
    x0, y0 = rect.x + rect.w // 2 - 2 * s, rect.y + min(rect.h * 20 // 100, rect.h - 4 * s)
    _domino(surface, x0, y0 + s * 2, s, (GEM_COLOURS[0], GEM_COLOURS[1]))
    _domino(surface, x0 + 2 * s, y0 + s * 2, s, (GEM_COLOURS[2], GEM_COLOURS[5]))
    _domino(surface, x0, y0 + s * 3, s, (GEM_COLOURS[3], GEM_COLOURS[4]))
    _domino(surface, x0 + 2 * s, y0 + s * 3, s, (GEM_COLOURS[1], GEM_COLOURS[2]))
    _domino(surface, x0 + s // 2, y0 + s * 3 // 2, s, (GEM_COLOURS[4], GEM_COLOURS[0]))
    _domino(surface, x0 + s * 5 // 2, y0 + s * 3 // 2, s, (GEM_COLOURS[5], GEM_COLOURS[3]))
    _domino(surface, x0 + s * 3 // 2, y0 + s, s, (GEM_COLOURS[2], GEM_COLOURS[1]))
