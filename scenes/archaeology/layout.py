"""Where everything sits on the Archaeology table.

Designed on a 980 x 720 canvas (the table left of the side panel at 1280 x 720), scaled by
the window's scale and centred in the table area. Top to bottom: the prompt, the opponents,
the middle row (dig deck and hazard piles | market and trade trays | pyramid chambers), the
action buttons, and the seat at the screen (hand and museum).
"""

import pygame

CANVAS = (980, 720)
OPP_TOP, OPP_H = 50, 104
MID_TOP = 164
PILES_X, PILES_W = 10, 170
MARKET_X, MARKET_W, MARKET_H = 190, 450, 148
TRAY_TOP, TRAY_H = MID_TOP + MARKET_H + 10, 104
PYRAMID_X, PYRAMID_W = 650, 320
MID_BOTTOM = TRAY_TOP + TRAY_H  # 426
BUTTON_Y = MID_BOTTOM + 6
OWN_TOP = BUTTON_Y + 48
OWN_H = CANVAS[1] - OWN_TOP - 8
MUSEUM_W = 250
HAND_CARD = (104, 150)
MARKET_CARD = (54, 78)
TRAY_CARD = (30, 42)


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

    def y(self, y) -> int:
        return self.oy + round(y * self.s)


def opponent_rects(canvas: Canvas, count: int) -> list[pygame.Rect]:
    gap = 12
    w = min(420, (CANVAS[0] - 20 - gap * (count - 1)) / max(1, count))
    x = (CANVAS[0] - (w * count + gap * (count - 1))) / 2
    return [canvas.rect(x + k * (w + gap), OPP_TOP, w, OPP_H) for k in range(count)]


def hand_rects(area: pygame.Rect, groups: list[tuple[str, int]], card: tuple[int, int],
               scale: float) -> dict:
    """Overlapping cards in `area`, grouped by type; {(name, i): rect}, left to right."""
    total = sum(n for _name, n in groups)
    if not total:
        return {}
    w, h = card
    ngroups = len(groups)
    step = round(w * 0.42)  # cards of a kind overlap; kinds are apart
    gap = round(w * 0.66)
    width = w + (total - 1) * step + (ngroups - 1) * gap
    if width > area.w:
        shrink = (area.w - w) / max(1, width - w)
        step *= shrink
        gap *= shrink
    width = w + (total - 1) * step + (ngroups - 1) * gap
    x = area.x + max(0, (area.w - width) / 2)
    y = area.bottom - h
    rects = {}
    for g, (name, n) in enumerate(groups):
        for i in range(n):
            rects[(name, i)] = pygame.Rect(round(x), y, w, h)
            x += step
        if g < ngroups - 1:
            x += gap
    return rects
