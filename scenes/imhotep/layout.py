"""Where everything sits on the Imhotep table.

Coordinates are designed on a 980 x 720 canvas (the table left of the side panel at
1280 x 720) and scaled by the window's scale, centred in the table area.
"""

import pygame

CANVAS = (980, 720)
SITE_ORDER = ("market", "pyramids", "temple", "tomb", "obelisks")
SITE_WIDTHS = {"market": 220, "pyramids": 196, "temple": 166, "tomb": 186, "obelisks": 152}
SITE_TOP, SITE_H = 52, 238
DOCK_H = 50
RIVER_TOP, RIVER_BOTTOM = 292, 440
SHIP_ROW_Y, SHIP_H = 366, 54
SLOT, SLOT_STEP = 36, 42
MATS_TOP, MAT_GAP = 450, 10


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


def site_rects(canvas: Canvas) -> dict[str, pygame.Rect]:
    total = sum(SITE_WIDTHS.values())
    gap = (CANVAS[0] - 20 - total) / 4
    x = 10.0
    rects = {}
    for name in SITE_ORDER:
        rects[name] = canvas.rect(x, SITE_TOP, SITE_WIDTHS[name], SITE_H)
        x += SITE_WIDTHS[name] + gap
    return rects


def dock_rects(canvas: Canvas, sites: dict) -> dict[str, pygame.Rect]:
    return {name: pygame.Rect(r.x, r.bottom + round(4 * canvas.s), r.w,
                              round(DOCK_H * canvas.s)) for name, r in sites.items()}


def ship_size(capacity: int) -> tuple[int, int]:
    return capacity * SLOT_STEP + 34, SHIP_H


def river_ship_rects(canvas: Canvas, capacities: list[int], in_river: list[bool]) -> dict:
    widths = [ship_size(c)[0] for c in capacities]
    total = sum(w for w, here in zip(widths, in_river) if here)
    count = sum(in_river)
    gap = 24
    x = (CANVAS[0] - total - gap * max(0, count - 1)) / 2
    rects = {}
    for i, (w, here) in enumerate(zip(widths, in_river)):
        if here:
            rects[i] = canvas.rect(x, SHIP_ROW_Y, w, SHIP_H)
            x += w + gap
    return rects


def docked_ship_rect(canvas: Canvas, dock: pygame.Rect, capacity: int) -> pygame.Rect:
    """A docked ship, shrunk to fit its dock."""
    w, h = ship_size(capacity)
    shrink = min(0.92, (dock.w - 4) / (w * canvas.s))
    rect = pygame.Rect(0, 0, round(w * canvas.s * shrink), round(h * canvas.s * shrink))
    rect.center = dock.center
    return rect


def slot_rects(ship: pygame.Rect, capacity: int, scale: float) -> list[pygame.Rect]:
    """Slot 0 is the bow (the right end); the rest follow toward the stern."""
    size = round(SLOT * scale * ship.h / (SHIP_H * scale))
    step = round(SLOT_STEP * scale * ship.h / (SHIP_H * scale))
    bow_room = ship.h * 3 // 4
    rects = []
    for j in range(capacity):
        right = ship.right - bow_room - j * step
        rects.append(pygame.Rect(right - size, ship.centery - size // 2, size, size))
    return rects


def mat_rects(canvas: Canvas, players: int) -> list[pygame.Rect]:
    cols = 2
    rows = (players + 1) // 2
    w = (CANVAS[0] - 20 - MAT_GAP) / cols
    h = (CANVAS[1] - MATS_TOP - 8 - MAT_GAP * (rows - 1)) / rows
    h = min(h, 128)
    rects = []
    for seat in range(players):
        r, c = divmod(seat, cols)
        rects.append(canvas.rect(10 + c * (w + MAT_GAP), MATS_TOP + r * (h + MAT_GAP), w, h))
    return rects
