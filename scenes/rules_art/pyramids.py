"""Pyramids pictures: dominoes, the level shapes (5x4 under 4x3, half a square in), a turn
(domino, gem token, single-tile card), where a domino may go, forced filling, a level
scored (areas with tokens and their gems), the quarry and its stacks."""

from collections.abc import Sequence

import pygame

from scenes.pyramids.pieces import (
    draw_card,
    draw_card_back,
    draw_domino,
    draw_square,
    draw_token,
    square_rects,
)

from . import Picture
from .common import arrow, badge


def _dom(colours: Sequence[int], gems: Sequence[Sequence[int]] = ((0,), ())) -> dict:
    return {"colours": list(colours), "gems": [list(g) for g in gems]}


def dominoes(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    q = 16 * s
    for i, (cols, gems) in enumerate((((0, 1), ((0,), ())), ((2, 2), ((1,), (2,))),
                                      ((4, 5), ((), (3,))))):
        origin = (rect.x + round(20 * s) + i * round(130 * s), rect.y + round(20 * s))
        draw_domino(surface, square_rects(origin, q, 0, 0, 0), _dom(cols, gems), 0)


LEVEL = ((0, 0, 1, 1, 2), (0, 3, 3, 1, 2), (4, 4, 3, 5, 5), (4, 2, 2, 5, 0))
GEMS = {(0, 0): (0,), (1, 2): (3,), (2, 0): (1,), (3, 3): (0,), (1, 4): (2,), (3, 1): (2,)}


def _level(surface: pygame.Surface, x: float, y: float, q: float, s: float,
           tokens: Sequence[tuple[int, int]] = ()) -> None:
    for row, line in enumerate(LEVEL):
        for col, colour in enumerate(line):
            r = pygame.Rect(round(x + col * 2 * q), round(y + row * 2 * q), round(2 * q),
                            round(2 * q))
            draw_square(surface, r, colour, GEMS.get((row, col), ()))
    for (row, col) in tokens:
        colour = LEVEL[row][col]
        draw_token(surface, colour, (x + col * 2 * q + q, y + row * 2 * q + q), q * 0.7)


def level_shape(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    q = 20 * s
    x, y = rect.x + round(30 * s), rect.y + round(10 * s)
    _level(surface, x, y, q, s)
    upper = pygame.Rect(round(x + q), round(y + q), round(8 * q), round(6 * q))
    pygame.draw.rect(surface, (43, 33, 24), upper, max(2, round(3 * s)))
    badge(surface, "1", (x + 10 * q + round(20 * s), y + round(20 * s)), s)
    badge(surface, "2", (upper.centerx, upper.centery), s)


def turn(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    q = 22 * s
    origin = (rect.x + round(20 * s), rect.y + round(20 * s))
    rects = square_rects(origin, q, 0, 0, 0)
    draw_domino(surface, rects, _dom((1, 4), ((2,), (1,))), 0)
    draw_token(surface, 1, rects[0].center, q * 0.6)
    badge(surface, "1", (origin[0], origin[1]), s)
    badge(surface, "2", (rects[0].centerx, rects[0].bottom + round(14 * s)), s)
    card = pygame.Rect(rect.x + round(230 * s), rect.y + round(20 * s), round(2 * q),
                       round(2 * q))
    draw_card(surface, card, 5, 0)
    badge(surface, "3", (card.centerx, card.bottom + round(14 * s)), s)
    arrow(surface, (card.x - round(6 * s), card.centery), (rects[1].right + round(8 * s),
                                                           rects[1].centery), s)


def adjacency(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    q = 18 * s
    origin = (rect.x + round(40 * s), rect.y + round(20 * s))
    draw_domino(surface, square_rects(origin, q, 0, 0, 0), _dom((0, 2)), 0)
    draw_domino(surface, square_rects(origin, q, 4, 0, 1), _dom((3, 1), ((), (2,))), 1)
    bad = square_rects((rect.x + round(260 * s), rect.y + round(20 * s)), q, 0, 0, 1)
    draw_domino(surface, bad, _dom((4, 5)), 1, outline=(181, 83, 45))
    pygame.draw.line(surface, (181, 83, 45), bad[0].topleft, bad[1].bottomright,
                     max(2, round(4 * s)))


def forced_filling(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    """No domino fits any more: each of the 2 holes takes a single-tile card."""
    q = 20 * s
    x, y = rect.x + round(30 * s), rect.y + round(10 * s)
    _level(surface, x, y, q, s)
    for row, col in ((1, 1), (2, 3)):
        hole = pygame.Rect(round(x + col * 2 * q), round(y + row * 2 * q), round(2 * q),
                           round(2 * q))
        pygame.draw.rect(surface, (214, 196, 150), hole)
        draw_card(surface, hole.inflate(-2, -2), LEVEL[row][col], 0, forced=True)
    hand = pygame.Rect(x + 10 * q + round(60 * s), y + round(30 * s), round(2 * q),
                       round(2 * q))
    for k in range(3):
        draw_card_back(surface, hand.move(k * round(10 * s), k * round(6 * s)), (k, k + 2))
    badge(surface, "2", (hand.centerx + round(10 * s), hand.bottom + round(30 * s)), s)


def level_scored(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    """A scored level: areas with a token score their visible gems; the poorest scores
    again (Mino bonus)."""
    q = 20 * s
    x, y = rect.x + round(20 * s), rect.y + round(10 * s)
    _level(surface, x, y, q, s, tokens=((0, 1), (1, 2)))
    for row, col in ((0, 1), (1, 2)):  # each token's area shows one gem: 1 point each
        badge(surface, "1", (round(x + col * 2 * q + 2 * q), round(y + row * 2 * q)), s)
    bx = x + 10 * q + round(50 * s)
    badge(surface, "1", (bx, y + round(20 * s)), s)
    badge(surface, "1", (bx + round(40 * s), y + round(20 * s)), s)
    badge(surface, "+1", (bx + round(20 * s), y + round(60 * s)), s)  # the Mino bonus
    badge(surface, "3", (bx + round(20 * s), y + round(100 * s)), s, fill=(58, 124, 165))


STACK_TOPS = ((0, 1), (2, 2), (3, 4), (5, 0))
QUARRY = ((4, 2), (1, 1), (3, 5))


def stacks(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    """The four face-up stacks (22, 22, 22, 21 dominoes) over the three quarry slots: slot 1
    is refilled from stacks 1 or 2, slot 2 from 2 or 3, slot 3 from 3 or 4."""
    q = 11 * s
    for i, colours in enumerate(STACK_TOPS):
        x = rect.x + round(20 * s) + i * round(100 * s)
        for k in range(3, 0, -1):  # the dominoes under the top one, peeking out
            pygame.draw.rect(surface, (120, 96, 60), (x + k * 2, rect.y + round(10 * s) + k * 2,
                                                       round(4 * q), round(2 * q)),
                             border_radius=max(2, round(3 * s)))
        draw_domino(surface, square_rects((x, rect.y + round(10 * s)), q, 0, 0, 0),
                    _dom(colours), 0)
        badge(surface, "21" if i == 3 else "22", (x + round(4 * q) + round(12 * s),
                                                  rect.y + round(10 * s)), s)
    for i, colours in enumerate(QUARRY):
        x = rect.x + round(70 * s) + i * round(100 * s)
        y = rect.y + round(80 * s)
        draw_domino(surface, square_rects((x, y), q, 0, 0, 0), _dom(colours, ((1,), (2,))), 0)
        badge(surface, str(i + 1), (x - round(14 * s), y + round(q)), s)


PICTURES: dict[str, Picture] = {
    "dominoes": (dominoes, 0.22),
    "level_shape": (level_shape, 0.42),
    "turn": (turn, 0.3),
    "adjacency": (adjacency, 0.26),
    "forced_filling": (forced_filling, 0.42),
    "level_scored": (level_scored, 0.42),
    "stacks": (stacks, 0.3),
}
