"""The Nim menu tile's picture (also the rules page's): three heaps of stones."""

import pygame

from shell.ui.theme import GOLD, INK


def emblem(surface: pygame.Surface, rect: pygame.Rect) -> None:
    rect = pygame.Rect(rect)
    size = max(4, min(rect.w // 7, rect.h // 6))
    for h, count in enumerate((3, 4, 5)):
        x = rect.x + rect.w * (h + 1) // 4 - size // 2
        for k in range(count):
            stone = pygame.Rect(x, rect.bottom - (k + 1) * size, size, size - 2)
            pygame.draw.ellipse(surface, GOLD, stone)
            pygame.draw.ellipse(surface, INK, stone, 1)


def _heaps(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    emblem(surface, rect)


PICTURES = {"heaps": (_heaps, 0.5)}  # the rules page's pictures (scenes/rules_art)
