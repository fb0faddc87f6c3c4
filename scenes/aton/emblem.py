"""The menu tile's emblem of Aton (our own art, docs/art.md palette)."""

import math

import pygame

from shell.ui.theme import DEEP_NILE, GOLD, INK, PALM, TERRACOTTA


def emblem(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The sun disk of Aton with rays ending in hands, over a temple of four cells."""
    rect = pygame.Rect(rect)
    c = (rect.centerx, rect.y + rect.h * 38 // 100)
    r = rect.w // 7
    for k in range(9):
        a = math.pi * (0.1 + 0.8 * k / 8)
        start = (c[0] + math.cos(a) * r * 1.2, c[1] + math.sin(a) * r * 1.2)
        end = (c[0] + math.cos(a) * r * 2.4, c[1] + math.sin(a) * r * 2.4)
        pygame.draw.line(surface, GOLD, start, end, max(2, r // 6))
        pygame.draw.circle(surface, GOLD, end, max(2, r // 5))
    pygame.draw.circle(surface, GOLD, c, r)
    pygame.draw.circle(surface, INK, c, r, max(2, r // 10))
    cell = rect.w // 9
    for k, colour in enumerate((TERRACOTTA, DEEP_NILE, TERRACOTTA, DEEP_NILE)):
        x = rect.centerx - 2 * cell + k * cell
        y = rect.y + rect.h * 78 // 100
        pygame.draw.rect(surface, PALM if k % 2 else (214, 190, 110), (x, y, cell, cell))
        pygame.draw.rect(surface, INK, (x, y, cell, cell), 2)
        pygame.draw.circle(surface, colour, (x + cell // 2, y + cell // 2), cell // 3)
