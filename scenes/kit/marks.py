"""Colour-blind seat marks: one set for every game, so that a player learns it once.

Seat 0 wears a dot, seat 1 a rising stripe, seat 2 a ring and seat 3 a cross, on their
stone, priest, square or card as on their panel row.
"""

import pygame

from shell.ui.theme import INK, PAPYRUS

Colour = tuple[int, ...]  # RGB or RGBA
Point = tuple[float, float]

SEAT_MARKS = ("dot", "stripe", "ring", "cross")


def seat_mark(seat: int) -> str:
    return SEAT_MARKS[seat % len(SEAT_MARKS)]


def draw_mark(surface: pygame.Surface, seat: int, center: Point, radius: int,
              colour: Colour = PAPYRUS, width: int = 0) -> None:
    """Seat `seat`'s mark centred on `center`, `radius` pixels from the centre."""
    x, y = round(center[0]), round(center[1])
    r = max(2, radius)
    width = width or max(2, r // 2)
    kind = seat_mark(seat)
    if kind == "dot":
        pygame.draw.circle(surface, colour, (x, y), r)
    elif kind == "stripe":
        pygame.draw.line(surface, colour, (x - r, y + r), (x + r, y - r), width)
    elif kind == "ring":
        pygame.draw.circle(surface, colour, (x, y), r + 1, max(1, width // 2 + 1))
    else:
        pygame.draw.line(surface, colour, (x - r, y - r), (x + r, y + r), width)
        pygame.draw.line(surface, colour, (x - r, y + r), (x + r, y - r), width)


def draw_seat_disc(surface: pygame.Surface, seat: int, colour: Colour, center: Point,
                   radius: int, patterns: bool) -> None:
    """A seat's round token in its colour, with its mark when patterns are on."""
    pygame.draw.circle(surface, colour, center, radius)
    pygame.draw.circle(surface, INK, center, radius, max(1, radius // 5))
    if patterns:
        draw_mark(surface, seat, center, max(2, radius // 2), PAPYRUS, max(2, radius // 4))
