"""Aton pictures: the cards on the four ornaments, ornament 1's worked example (4 against 1
scores 6), a temple with priests, the four temples, the Kingdom of the Dead."""

import pygame

from engines.aton.board import TEMPLE_LAYOUT
from scenes.aton.pieces import draw_card, draw_cell, draw_priest, empty_slot

from . import Picture
from .common import arrow, badge

RED, BLUE = 0, 1
PRIESTS = {(0, 0): RED, (0, 1): RED, (0, 5): BLUE, (0, 9): BLUE, (0, 6): RED,
           (1, 4): BLUE, (1, 7): RED}


def _temple(surface: pygame.Surface, index: int, x: int, y: int, cell: int, s: float,
            priests: bool = True) -> None:
    for i, kind in enumerate(TEMPLE_LAYOUT[index]):
        r = pygame.Rect(x + (i % 6) * cell, y + (i // 6) * cell, cell - 3, cell - 3)
        draw_cell(surface, kind, r, s * cell / 40)
        seat = PRIESTS.get((index, i)) if priests else None
        if seat is not None:
            draw_priest(surface, seat, r.inflate(-4, -4), False)


def temple(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    _temple(surface, 0, rect.x + round(60 * s), rect.y + round(10 * s), round(48 * s), s)
    badge(surface, "1", (rect.x + round(30 * s), rect.y + round(34 * s)), s)


def temples(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    cell = round(30 * s)
    for t in range(4):
        x = rect.x + round(14 * s) + (t % 2) * round(200 * s)
        y = rect.y + round(8 * s) + (t // 2) * round(74 * s)
        _temple(surface, t, x, y, cell, s)
        badge(surface, str(t + 1), (x + 6 * cell + round(10 * s), y + cell), s)


def ornaments(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    w, h = round(50 * s), round(70 * s)
    for k, (red, blue) in enumerate(((4, 1), (2, 3), (3, 3), (1, 4))):
        x = rect.x + round(20 * s) + k * round(100 * s)
        badge(surface, str(k + 1), (x + w, rect.y + round(14 * s)), s)
        draw_card(surface, pygame.Rect(x, rect.y + round(30 * s), w - 4, h), red, RED, True)
        draw_card(surface, pygame.Rect(x + w, rect.y + round(30 * s), w - 4, h), blue, BLUE,
                  True)


def ornament_one(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    """The worked example: 4 against 1 scores twice the difference, 6 points."""
    w, h = round(60 * s), round(84 * s)
    draw_card(surface, pygame.Rect(rect.x + round(40 * s), rect.y + round(10 * s), w, h), 4,
              RED, True)
    draw_card(surface, pygame.Rect(rect.x + round(120 * s), rect.y + round(10 * s), w, h), 1,
              BLUE, True)
    arrow(surface, (rect.x + round(200 * s), rect.y + round(52 * s)),
          (rect.x + round(280 * s), rect.y + round(52 * s)), s)
    badge(surface, "+6", (rect.x + round(320 * s), rect.y + round(52 * s)), s)


def kingdom(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    cell = round(42 * s)
    for i in range(8):
        r = pygame.Rect(rect.x + round(30 * s) + i * cell, rect.y + round(20 * s), cell - 4,
                        cell - 4)
        empty_slot(surface, r, s)
        if i < 6:
            draw_priest(surface, RED if i % 3 else BLUE, r.inflate(-4, -4), False)
    badge(surface, "8", (rect.x + round(30 * s) + 8 * cell + round(10 * s),
                         rect.y + round(40 * s)), s)


PICTURES: dict[str, Picture] = {
    "temple": (temple, 0.28),
    "temples": (temples, 0.4),
    "ornaments": (ornaments, 0.28),
    "ornament_one": (ornament_one, 0.25),
    "kingdom": (kingdom, 0.18),
}


def removal(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    """Ornament 2 with a 4: remove 4 - 2 = 2 enemy priests to the Kingdom of the Dead."""
    w, h = round(50 * s), round(70 * s)
    draw_card(surface, pygame.Rect(rect.x + round(20 * s), rect.y + round(10 * s), w, h), 4,
              RED, True)
    badge(surface, "2", (rect.x + round(20 * s) + w // 2, rect.y + round(10 * s) + h
                         + round(16 * s)), s)
    cell = round(40 * s)
    x0 = rect.x + round(110 * s)
    for i in range(2):
        r = pygame.Rect(x0 + i * cell, rect.y + round(25 * s), cell - 4, cell - 4)
        draw_cell(surface, TEMPLE_LAYOUT[1][i], r, s)
        draw_priest(surface, BLUE, r.inflate(-4, -4), False)
    arrow(surface, (x0 + 2 * cell + round(8 * s), rect.y + round(45 * s)),
          (x0 + 2 * cell + round(70 * s), rect.y + round(45 * s)), s)
    for i in range(2):
        r = pygame.Rect(x0 + 2 * cell + round(80 * s) + i * cell, rect.y + round(25 * s),
                        cell - 4, cell - 4)
        empty_slot(surface, r, s)
        draw_priest(surface, BLUE, r.inflate(-4, -4), False)


PICTURES["removal"] = (removal, 0.3)
