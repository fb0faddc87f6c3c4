"""Where everything sits on the Pyramids table, as data: `compute_layout(obs, table, scale)`.

Designed on a 980 x 720 canvas (the table left of the side panel at 1280 x 720), scaled by
the window's scale and centred in the table area:
  left column   the viewed player's gem tokens and single-tile cards, the card chooser
  top centre    the 4 stacks above the 3 quarry slots (slot i is refilled from stack i or i+1)
  centre        the pyramid of the player at the screen, large, at one place and scale
                for a whole level (level 1: every square it may ever cover)
  right column  the other players' pyramids, small (click one to look at it larger), each
                at one place and scale for a whole level as the large one
"""

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from engines.pyramids.data import CARD_SIDES
from engines.pyramids.geometry import SPAN
from engines.pyramids.observation import PyramidsObservation, PyramidView
from scenes.kit.canvas import Canvas
from scenes.kit.layout import TableLayout, frozen

from . import keys as K

LEFT = (10, 52, 188, 660)
BIG = (208, 192, 540, 522)  # under the quarry mat and its repaints (16-pixel aligned)
# the quarry's mat starts at MAT_Y, under the prompt's pill (8 + 36 units and its shadow),
# as wide as the big pyramid's panel under it
MAT_Y = 50
MAT = (BIG[0], MAT_Y, BIG[2], 122)
STACK_Y, STACK_SQ = 60, 30
QUARRY_Y, QUARRY_SQ = 118, 42
# the first slot leaves room for the quarry's label (the longest, Polish, at the design's
# text size where the board is drawn at 0.8 of it: 200% text at 1280 x 720)
STACK_X0, STACK_STEP = 330, 118
RIGHT = (756, 52, 216, 660)


def stack_rect(canvas: Canvas, k: int) -> pygame.Rect:
    cx = STACK_X0 + k * STACK_STEP
    return canvas.rect(cx - STACK_SQ - 8, STACK_Y - 4, 2 * STACK_SQ + 16, STACK_SQ + 10)


def quarry_rect(canvas: Canvas, slot: int) -> pygame.Rect:
    cx = STACK_X0 + STACK_STEP // 2 + slot * STACK_STEP
    return canvas.rect(cx - QUARRY_SQ, QUARRY_Y, 2 * QUARRY_SQ, QUARRY_SQ)


def level1_frame(pyramid: PyramidView) -> tuple[int, int, int, int]:
    """(x0, y0, x1, y1) in quarters: what the view must show of a pyramid. Before level 1
    is complete, every square a legal domino could still cover (the 5x4/4x5 fit);
    afterwards the level-1 rectangle."""
    rects = pyramid["rects"]
    if rects:
        r = rects[0]
        return r["x"], r["y"], r["x"] + 2 * r["w"], r["y"] + 2 * r["h"]
    squares = pyramid["levels"][0]
    if not squares:
        return -2, -2, 4, 4
    xs = [sq["x"] // 2 for sq in squares]
    ys = [sq["y"] // 2 for sq in squares]
    minx, maxx, miny, maxy = min(xs), max(xs), min(ys), max(ys)
    lo_x, hi_x = max(maxx - 4, minx - 2), min(minx + 4, maxx + 2)
    lo_y, hi_y = max(maxy - 4, miny - 2), min(miny + 4, maxy + 2)
    return 2 * lo_x, 2 * lo_y, 2 * hi_x + 2, 2 * hi_y + 2


# every quarter a level-1 square may ever cover: the first domino's square A is at (0, 0)
# and the level is at most SPAN squares on from it in any direction
LEVEL1_REACH = (-2 * SPAN, -2 * SPAN, 2 * SPAN + 2, 2 * SPAN + 2)


def level_frame(pyramid: PyramidView, level: int) -> tuple[int, int, int, int]:
    """(x0, y0, x1, y1) in quarters: what the large view keeps in sight for a whole level,
    so that no square, piece or target moves while `level` is built (until the table
    goes on to the next level). On level 1, every square it may ever cover
    (`LEVEL1_REACH`); above it, the level-1 rectangle."""
    return LEVEL1_REACH if level == 1 or not pyramid["rects"] else level1_frame(pyramid)


# (origin, q): where a pyramid's quarter (0, 0) lies, and q pixels per quarter
View = tuple[tuple[float, float], float]


def fit_view(frame, area: pygame.Rect, max_quarter: float, min_quarters=(0, 0)) -> View:
    """(origin, q): quarter (0, 0) at `origin`, q pixels per quarter, so that `frame`
    (at least `min_quarters` wide and high) is centred in `area`."""
    x0, y0, x1, y1 = frame
    w = max(x1 - x0, min_quarters[0])
    h = max(y1 - y0, min_quarters[1])
    q = min(area.w / w, area.h / h, max_quarter)
    cx = area.x + area.w / 2 - (x0 + x1) / 2 * q
    cy = area.y + area.h / 2 - (y0 + y1) / 2 * q
    return (cx, cy), q


def mini_rects(canvas: Canvas, count: int) -> list[pygame.Rect]:
    x, y, w, h = RIGHT
    if count <= 0:
        return []
    gap = 10
    each = min(400, (h - gap * (count - 1)) / count)
    return [canvas.rect(x, y + k * (each + gap), w, each) for k in range(count)]


@dataclass(frozen=True, kw_only=True)
class PyramidsLayout(TableLayout):
    canvas: Canvas
    big: pygame.Rect  # the viewer's pyramid, large
    left: pygame.Rect  # the viewer's tokens and cards, the card chooser
    views: dict[int, View]  # seat -> where its pyramid's quarters lie
    minis: dict[int, pygame.Rect]  # other seat -> its small pyramid's box


def compute_layout(obs: PyramidsObservation, table: pygame.Rect,
                   scale: float) -> PyramidsLayout:
    """The viewer (`obs["seat"]`) sees their pyramid large in the centre, the others small
    on the right; the quarry's stacks and slots above, their supply on the left."""
    s = scale
    canvas = Canvas(table, s)
    areas: dict[K.Key, pygame.Rect] = {}
    me = obs["seat"]
    pending = obs["pending"]
    # the big pyramid first (lowest for hit testing), then everything on it
    big = canvas.rect(*BIG)
    areas[K.Pyr("pyr", me)] = big
    pyr = obs["pyramids"][me]
    view_area = big.inflate(-round(16 * s), -round(16 * s))
    view_area.y += round(30 * s)
    view_area.h -= round(30 * s)
    views = {me: fit_view(level_frame(pyr, obs["level"]), view_area, 48 * s, (11, 11))}
    for k in range(4):
        areas[K.Stack("stack", k)] = stack_rect(canvas, k)
    for slot in range(3):
        if obs["quarry"][slot] is not None:
            areas[K.Quarry("quarry", slot)] = quarry_rect(canvas, slot)
    if pending is not None and pending["held"] and pending["slot"] is not None:
        areas[K.HELD] = quarry_rect(canvas, pending["slot"])
    for c in range(6):
        areas[K.TokenSupply("token_supply", c)] = token_supply_rect(canvas, c)
    for k in range(3):
        areas[K.CardSupply("card_supply", k)] = card_supply_rect(canvas, k)
    areas[K.LEVELS] = canvas.rect(LEFT[0] + 6, 308, LEFT[2] - 12, 96)
    others = [seat for seat in range(obs["players"]) if seat != me]
    minis = dict(zip(others, mini_rects(canvas, len(others)), strict=True))
    for seat, rect in minis.items():
        areas[K.Mini("mini", seat)] = rect
        p = obs["pyramids"][seat]
        views[seat] = fit_view(level_frame(p, obs["level"]), mini_pyramid_rect(rect, s),
                               24 * s, (11, 11))
    left = canvas.rect(*LEFT)
    top = canvas.rect(MAT[0], MAT_Y, MAT[2], QUARRY_Y + QUARRY_SQ + 4 - MAT_Y)
    regions = {"left": left, "pyramid": big, "quarry": top,
               "prompt": pygame.Rect(table.x, table.y, table.w, max(0, top.y - table.y))}
    regions |= {f"pyramid {seat}": rect for seat, rect in minis.items()}
    # in view over a choice: the supply column, the quarry, the pyramid's name tag and what
    # is built of it (the new domino a single-tile card would cover among it)
    tag = pygame.Rect(big.x, big.y, big.w, view_area.y - big.y)
    keep = (left, top, tag) + built_rects(pyr, views[me])
    # where there is room, the other pyramids too and the squares level 1 may still cover
    (ox, oy), q = views[me]
    x0, y0, x1, y1 = level1_frame(pyr)
    plate = pygame.Rect(round(ox + x0 * q), round(oy + y0 * q), round((x1 - x0) * q),
                        round((y1 - y0) * q))
    rather = (plate.inflate(-round(q / 2), -round(q / 2)),) + tuple(minis.values())
    return PyramidsLayout(table, s, frozen(regions), frozen(areas), banner_at=big.center,
                          buttons_y=big.bottom - round(52 * s), keep_clear=keep,
                          rather_clear=rather,
                          canvas=canvas, big=big,
                          left=left, views=views, minis=minis)


def built_rects(pyramid: PyramidView, view) -> tuple[pygame.Rect, ...]:
    """What is laid of `pyramid` (one rect round all its squares, with the shadows' room),
    where `view` (origin, q) shows it; nothing while it is empty."""
    squares = [sq for level in pyramid["levels"] for sq in level]
    if not squares:
        return ()
    (ox, oy), q = view
    x0, y0 = min(sq["x"] for sq in squares), min(sq["y"] for sq in squares)
    x1, y1 = max(sq["x"] for sq in squares) + 2, max(sq["y"] for sq in squares) + 2
    rect = pygame.Rect(round(ox + x0 * q), round(oy + y0 * q), round((x1 - x0) * q),
                       round((y1 - y0) * q))
    return (rect.inflate(round(q / 2), round(q / 2)),)


def token_supply_rect(canvas: Canvas, colour: int) -> pygame.Rect:
    row, col = divmod(colour, 3)
    return canvas.rect(LEFT[0] + 14 + col * 58, 112 + row * 54, 48, 48)


def card_supply_rect(canvas: Canvas, k: int) -> pygame.Rect:
    return canvas.rect(LEFT[0] + 14 + k * 58, 248, 48, 48)


def mini_pyramid_rect(rect: pygame.Rect, s: float) -> pygame.Rect:
    top = round(52 * s)
    return pygame.Rect(rect.x + round(8 * s), rect.y + top, rect.w - round(16 * s),
                       rect.h - top - round(8 * s))


def picker_areas(canvas: Canvas, cards: Sequence[int]) -> dict[K.Pick, pygame.Rect]:
    """The card chooser: per card left a row of its two sides; each corner a target."""
    out: dict[K.Pick, pygame.Rect] = {}
    for row, k in enumerate(cards):
        for col, colour in enumerate(CARD_SIDES[k]):
            square = canvas.rect(LEFT[0] + 22 + col * 80, 450 + row * 76, 66, 66)
            for corner in range(4):
                cx, cy = corner // 2, corner % 2
                out[K.Pick("pick", colour, corner)] = pygame.Rect(
                    square.x + cx * (square.w // 2), square.y + cy * (square.h // 2),
                    square.w // 2 if cx == 0 else square.w - square.w // 2,
                    square.h // 2 if cy == 0 else square.h - square.h // 2)
    return out
