"""Imhotep pictures: stones and sled, a round's ships, a loaded ship, unloading, the scored
pyramid, side B's small pyramids, market cards, the temple at round end, tomb groups and the
obelisks' ranking (the rulebook's worked examples, with their points)."""

from collections.abc import Sequence

import pygame

from scenes.imhotep.pieces import card_face, draw_stone, empty_cell, ship_hull
from scenes.imhotep.texts import card_name

from . import Picture
from .common import arrow, badge

COLOURS = ("black", "white", "brown", "gray")


def _ship(surface: pygame.Surface, x: int, y: int, cap: int,
          stones: Sequence[str | None], s: float) -> pygame.Rect:
    """A ship of `cap` slots at (x, y) with `stones` (colours, bow first); its rect."""
    cell = round(26 * s)
    rect = pygame.Rect(x, y, cell * cap + round(30 * s), round(40 * s))
    ship_hull(surface, rect, s)
    for i in range(cap):
        slot = pygame.Rect(rect.right - round(24 * s) - (i + 1) * cell, rect.y + round(8 * s),
                           cell - 2, cell - 2)
        empty_cell(surface, slot, s)
        stone = stones[i] if i < len(stones) else None
        if stone:
            draw_stone(surface, stone, slot, False)
    return rect


def stones(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    size = round(30 * s)
    for i, colour in enumerate(COLOURS):
        for k in range(3):
            draw_stone(surface, colour, pygame.Rect(rect.x + round(20 * s) + i * round(44 * s),
                                                    rect.y + round(10 * s) + k * size * 9 // 10,
                                                    size, size), False)
    sled = pygame.Rect(rect.x + round(220 * s), rect.y + round(30 * s), round(180 * s),
                       round(44 * s))
    pygame.draw.rect(surface, (150, 100, 55), sled, border_radius=round(8 * s))
    for k in range(5):
        cell = pygame.Rect(sled.x + round(8 * s) + k * round(34 * s), sled.y + round(7 * s),
                           round(30 * s), round(30 * s))
        empty_cell(surface, cell, s)
        if k < 3:
            draw_stone(surface, "black", cell, False)
    badge(surface, "5", (sled.right, sled.y), s)


def round_card(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    y = rect.y + round(6 * s)
    for cap, filled in ((4, 3), (3, 1), (2, 0), (2, 2)):
        _ship(surface, rect.x + round(20 * s), y, cap, COLOURS[:filled], s)
        badge(surface, str(cap), (rect.x + round(12 * s), y + round(20 * s)), s)
        y += round(46 * s)


def ship_with_stones(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    ship = _ship(surface, rect.x + round(20 * s), rect.y + round(30 * s), 4,
                 ("black", "white", "black"), s)
    badge(surface, "3", (ship.right + round(30 * s), ship.centery), s)
    site = pygame.Rect(rect.right - round(110 * s), rect.y + round(6 * s), round(90 * s),
                       round(90 * s))
    pygame.draw.rect(surface, (244, 235, 208), site, border_radius=round(8 * s))
    pygame.draw.rect(surface, (150, 120, 70), site, max(1, round(2 * s)),
                     border_radius=round(8 * s))
    cell = round(24 * s)
    for k in range(9):
        empty_cell(surface, pygame.Rect(site.x + round(9 * s) + (k % 3) * cell,
                                        site.y + round(9 * s) + (k // 3) * cell, cell - 3,
                                        cell - 3), s)
    arrow(surface, (ship.right + round(50 * s), ship.centery),
          (site.x - round(8 * s), ship.centery), s)


def unloading(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    ship = _ship(surface, rect.x + round(10 * s), rect.y + round(40 * s), 3,
                 ("white", "black", "brown"), s)
    cell = round(28 * s)
    x0 = rect.right - round(140 * s)
    for i, colour in enumerate(("white", "black", "brown")):
        r = pygame.Rect(x0 + i * (cell + 4), rect.y + round(46 * s), cell, cell)
        draw_stone(surface, colour, r, False)
        badge(surface, str(i + 1), (r.centerx, r.bottom + round(14 * s)), s)
    arrow(surface, (ship.right + round(6 * s), ship.centery), (x0 - round(10 * s), ship.centery),
          s)


PYRAMID_POINTS = ((2, 2, 2), (1, 4, 1), (3, 3, 3))  # rows of the base, read as on the board


def pyramid_scored(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    cell = round(44 * s)
    x0, y0 = rect.x + round(30 * s), rect.y + round(10 * s)
    order = ("black", "white", "black", "white")
    k = 0
    for col in range(3):
        for row in range(3):
            r = pygame.Rect(x0 + col * cell, y0 + row * cell, cell - 3, cell - 3)
            empty_cell(surface, r, s)
            if k < len(order):
                draw_stone(surface, order[k], r.inflate(-round(8 * s), -round(8 * s)), False)
            badge(surface, str(PYRAMID_POINTS[row][col]), (r.right - round(6 * s),
                                                            r.bottom - round(6 * s)), s)
            k += 1
    totals: dict[str, int] = {}
    for k, colour in enumerate(order):  # the k-th stone lands on cell k (column by column)
        totals[colour] = totals.get(colour, 0) + PYRAMID_POINTS[k % 3][k // 3]
    for i, (colour, points) in enumerate(totals.items()):
        y = rect.y + round(36 * s) + i * round(44 * s)
        draw_stone(surface, colour, pygame.Rect(rect.right - round(140 * s), y, round(28 * s),
                                                round(28 * s)), False)
        badge(surface, str(points), (rect.right - round(90 * s), y + round(14 * s)), s)


def side_b_pyramids(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    cell = round(30 * s)
    for p in range(3):
        x0 = rect.x + round(20 * s) + p * round(130 * s)
        y0 = rect.y + round(40 * s)
        for i in range(4):
            r = pygame.Rect(x0 + (i // 2) * cell, y0 + (i % 2) * cell, cell - 2, cell - 2)
            empty_cell(surface, r, s)
            if p == 0 and i < 2:
                draw_stone(surface, COLOURS[i], r.inflate(-4, -4), False)
        top = pygame.Rect(x0 + cell // 2, y0 - cell, cell - 2, cell - 2)
        empty_cell(surface, top, s, (230, 205, 120))
        badge(surface, "4", top.midtop, s)
        badge(surface, "1", (x0 + 2 * cell + round(14 * s), y0 + cell), s)


def market_cards(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    """Four market cards in two rows, wide enough for their full names."""
    w, h, gap = round(140 * s), round(104 * s), round(16 * s)
    x0 = rect.centerx - w - gap // 2
    for i, card in enumerate(("statue", "entrance", "decoration_tomb", "lever")):
        r = pygame.Rect(x0 + i % 2 * (w + gap), rect.y + round(8 * s) + i // 2 * (h + gap),
                        w, h)
        card_face(surface, r, card, card_name(card), s)


def temple(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    cell = round(48 * s)
    x0, y0 = rect.x + round(50 * s), rect.y + round(60 * s)
    below = ("black", "white", "black", "brown", "white")
    above = ("white", None, "black", None, None)
    for i in range(5):
        r = pygame.Rect(x0 + i * cell, y0, cell - 4, cell - 4)
        empty_cell(surface, r, s)
        draw_stone(surface, below[i], r.inflate(-8, -8), False)
        top = r
        stone = above[i]
        if stone:
            top = r.move(0, -round(36 * s))
            draw_stone(surface, stone, top.inflate(-8, -8), False)
        badge(surface, "1", (top.centerx, top.y - round(10 * s)), s)


TOMB = (("black", "black", "white"), ("black", "white", "white"), ("brown", "white", "black"),
        ("brown", "brown", "black"))  # columns of the burial chamber, top to bottom
GROUP_POINTS = (0, 1, 3, 6, 10, 15)  # by group size; +2 per stone beyond 5


def tomb_group_scores(columns) -> list[tuple[int, tuple]]:
    """Each group of orthogonally touching stones of one colour: (points, first cell)."""
    seen, out = set(), []
    for col, column in enumerate(columns):
        for row in range(len(column)):
            if (col, row) in seen:
                continue
            colour, todo, size = column[row], [(col, row)], 0
            seen.add((col, row))
            while todo:
                c, r = todo.pop()
                size += 1
                for nc, nr in ((c + 1, r), (c - 1, r), (c, r + 1), (c, r - 1)):
                    if (0 <= nc < len(columns) and 0 <= nr < len(columns[nc])
                            and (nc, nr) not in seen and columns[nc][nr] == colour):
                        seen.add((nc, nr))
                        todo.append((nc, nr))
            points = GROUP_POINTS[size] if size <= 5 else 15 + 2 * (size - 5)
            out.append((points, (col, row)))
    return out


def tomb_groups(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    """The worked example: every group scores by its size (3 stones 6, 4 stones 10, 2
    stones 3), the points shown on each group's first stone."""
    cell = round(40 * s)
    x0, y0 = rect.x + round(100 * s), rect.y + round(10 * s)
    for col, column in enumerate(TOMB):
        for row, colour in enumerate(column):
            r = pygame.Rect(x0 + col * cell, y0 + row * cell, cell - 3, cell - 3)
            empty_cell(surface, r, s, (120, 110, 100))
            draw_stone(surface, colour, r.inflate(-4, -4), False)
    for points, (col, row) in tomb_group_scores(TOMB):
        badge(surface, str(points), (x0 + col * cell + cell - round(8 * s),
                                     y0 + row * cell + round(8 * s)), s)


def obelisks_tie(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    """Four players, towers 5, 3, 3, 1: the two tied for second share 10 + 5, 7 each
    (rounded down); the others take 15 and 1."""
    size = round(22 * s)
    base = rect.bottom - round(10 * s)
    for i, (colour, height, points) in enumerate((("black", 5, "15"), ("white", 3, "7"),
                                                  ("brown", 3, "7"), ("gray", 1, "1"))):
        x = rect.x + round(40 * s) + i * round(95 * s)
        for k in range(height):
            draw_stone(surface, colour, pygame.Rect(x, base - (k + 1) * size, size, size), False)
        badge(surface, points, (x + size + round(22 * s), base - height * size), s)


def obelisks(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    """Two players: the taller tower scores 10, the other 1."""
    size = round(30 * s)
    base = rect.bottom - round(10 * s)
    for i, (colour, height, points) in enumerate((("black", 5, "10"), ("white", 2, "1"))):
        x = rect.x + round(80 * s) + i * round(140 * s)
        for k in range(height):
            draw_stone(surface, colour, pygame.Rect(x, base - (k + 1) * size, size, size), False)
        badge(surface, points, (x + size + round(30 * s), base - height * size), s)


PICTURES: dict[str, Picture] = {
    "stones": (stones, 0.3),
    "round_card": (round_card, 0.46),
    "ship_with_stones": (ship_with_stones, 0.25),
    "unloading": (unloading, 0.32),
    "pyramid_scored": (pyramid_scored, 0.36),
    "side_b_pyramids": (side_b_pyramids, 0.3),
    "market_cards": (market_cards, 0.56),
    "temple": (temple, 0.3),
    "tomb_groups": (tomb_groups, 0.32),
    "obelisks": (obelisks, 0.4),
    "obelisks_tie": (obelisks_tie, 0.34),
}


def wrath(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    """Pharaoh's wrath: white has stones at three of the four scoring sites but none at the
    obelisks, and loses 5 points."""
    cell = round(30 * s)
    for i, present in enumerate((True, True, True, False)):
        box = pygame.Rect(rect.x + round(20 * s) + i * round(100 * s), rect.y + round(20 * s),
                          round(80 * s), round(70 * s))
        pygame.draw.rect(surface, (214, 196, 150), box, border_radius=round(8 * s))
        pygame.draw.rect(surface, (150, 120, 70), box, max(1, round(2 * s)),
                         border_radius=round(8 * s))
        slot = pygame.Rect(0, 0, cell, cell)
        slot.center = box.center
        empty_cell(surface, slot, s)
        if present:
            draw_stone(surface, "white", slot, False)
        else:
            badge(surface, "-5", box.center, s, fill=(181, 83, 45))


PICTURES["wrath"] = (wrath, 0.26)
