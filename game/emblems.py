"""Code-drawn emblems of the four games for menu tiles (our own art, docs/art.md palette)."""

import math

import pygame

from .theme import DEEP_NILE, GOLD, INK, NILE, PALM, PAPYRUS, SAND_DARK, TERRACOTTA

STONE_COLOURS = ((40, 36, 34), (236, 232, 222), (139, 90, 43), (128, 128, 128))
GEM_COLOURS = ((139, 90, 43), (58, 124, 165), (230, 190, 40), (64, 190, 180), (181, 83, 45),
               (79, 122, 58))


def _cube(surface, rect, colour):
    rect = pygame.Rect(rect)
    pygame.draw.rect(surface, colour, rect, border_radius=max(2, rect.w // 8))
    pygame.draw.rect(surface, INK, rect, max(1, rect.w // 14), border_radius=max(2, rect.w // 8))


def imhotep(surface, rect):
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


def _domino(surface, x, y, size, colours, vertical=False):
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


def pyramids(surface, rect):
    """Dominoes of coloured squares stacked half a square offset, as in Pyramido."""
    rect = pygame.Rect(rect)
    s = rect.w // 6
    x0, y0 = rect.x + rect.w // 2 - 2 * s, rect.y + rect.h * 20 // 100
    _domino(surface, x0, y0 + s * 2, s, (GEM_COLOURS[0], GEM_COLOURS[1]))
    _domino(surface, x0 + 2 * s, y0 + s * 2, s, (GEM_COLOURS[2], GEM_COLOURS[5]))
    _domino(surface, x0, y0 + s * 3, s, (GEM_COLOURS[3], GEM_COLOURS[4]))
    _domino(surface, x0 + 2 * s, y0 + s * 3, s, (GEM_COLOURS[1], GEM_COLOURS[2]))
    _domino(surface, x0 + s // 2, y0 + s * 3 // 2, s, (GEM_COLOURS[4], GEM_COLOURS[0]))
    _domino(surface, x0 + s * 5 // 2, y0 + s * 3 // 2, s, (GEM_COLOURS[5], GEM_COLOURS[3]))
    _domino(surface, x0 + s * 3 // 2, y0 + s, s, (GEM_COLOURS[2], GEM_COLOURS[1]))


def archaeology(surface, rect):
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


def aton(surface, rect):
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


EMBLEMS = {"imhotep": imhotep, "pyramids": pyramids, "archaeology": archaeology, "aton": aton}
