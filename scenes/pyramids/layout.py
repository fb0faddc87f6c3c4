"""Where everything sits on the Pyramids table.

Designed on a 980 x 720 canvas (the table left of the side panel at 1280 x 720), scaled by
the window's scale and centred in the table area:
  left column   the viewed player's gem tokens and single-tile cards, the card chooser
  top centre    the 4 stacks above the 3 quarry slots (slot i is refilled from stack i or i+1)
  centre        the pyramid of the player at the screen, large
  right column  the other players' pyramids, small (click one to look at it larger)
"""

import pygame

CANVAS = (980, 720)
LEFT = (10, 52, 188, 660)
STACK_Y, STACK_SQ = 54, 30
QUARRY_Y, QUARRY_SQ = 112, 42
STACK_X0, STACK_STEP = 285, 130
BIG = (208, 184, 540, 530)
RIGHT = (756, 52, 216, 660)


class Canvas:
    """Maps canvas units to screen pixels."""

    def __init__(self, table: pygame.Rect, scale: float):
        self.s = scale
        self.ox = table.x + (table.w - round(CANVAS[0] * scale)) // 2
        self.oy = table.y + max(0, (table.h - round(CANVAS[1] * scale)) // 2)

    def rect(self, x, y, w, h) -> pygame.Rect:
        s = self.s
        return pygame.Rect(self.ox + round(x * s), self.oy + round(y * s), round(w * s),
                           round(h * s))

    def point(self, x, y) -> tuple[int, int]:
        return self.ox + round(x * self.s), self.oy + round(y * self.s)


def stack_rect(canvas: Canvas, k: int) -> pygame.Rect:
    cx = STACK_X0 + k * STACK_STEP
    return canvas.rect(cx - STACK_SQ - 8, STACK_Y - 4, 2 * STACK_SQ + 16, STACK_SQ + 10)


def quarry_rect(canvas: Canvas, slot: int) -> pygame.Rect:
    cx = STACK_X0 + STACK_STEP // 2 + slot * STACK_STEP
    return canvas.rect(cx - QUARRY_SQ, QUARRY_Y, 2 * QUARRY_SQ, QUARRY_SQ)


def level1_frame(pyramid: dict):
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


def fit_view(frame, area: pygame.Rect, max_quarter: float, min_quarters=(0, 0)):
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
