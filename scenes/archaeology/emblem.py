"""The menu tile's emblem of Archaeology (our own art, docs/art.md palette)."""

import pygame

from shell.ui.theme import GOLD, INK, SAND_DARK, TERRACOTTA


def emblem(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """An amphora beside a stack of gold coins, on a dig line."""
    rect = pygame.Rect(rect)
    cx, top = rect.x + rect.w * 40 // 100, rect.y + rect.h * 15 // 100
    w, h = rect.w * 34 // 100, rect.h * 62 // 100
    body = pygame.Rect(0, 0, w, h * 70 // 100)
    body.midbottom = (cx, top + h)
    pygame.draw.ellipse(surface, TERRACOTTA, body)
    neck = pygame.Rect(0, 0, w * 40 // 100, h * 40 // 100)
    neck.midbottom = (cx, body.y + h // 12)
    pygame.draw.rect(surface, TERRACOTTA, neck)
    pygame.draw.rect(surface, INK, neck, 2)
    pygame.draw.ellipse(surface, INK, body, max(2, w // 30))
    lip = pygame.Rect(0, 0, w * 56 // 100, h // 12)
    lip.midbottom = (cx, neck.y + 2)
    pygame.draw.rect(surface, TERRACOTTA, lip, border_radius=3)
    pygame.draw.rect(surface, INK, lip, 2, border_radius=3)
    for k in range(3):
        y = body.y + body.h * (35 + k * 15) // 100
        pygame.draw.line(surface, INK, (body.x + w // 8, y), (body.right - w // 8, y), 2)
    coin_r = rect.w // 11
    for k in range(4):
        c = (rect.x + rect.w * 74 // 100, top + h - coin_r - k * coin_r // 2)
        pygame.draw.ellipse(surface, GOLD, (c[0] - coin_r, c[1] - coin_r // 2, 2 * coin_r,
                                            coin_r))
        pygame.draw.ellipse(surface, INK, (c[0] - coin_r, c[1] - coin_r // 2, 2 * coin_r,
                                           coin_r), 2)
    pygame.draw.line(surface, SAND_DARK, (rect.x, top + h + 4), (rect.right, top + h + 4), 3)
