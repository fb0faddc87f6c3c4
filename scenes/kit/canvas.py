"""A game's design canvas (980 x 720 units: the table left of the side panel at 1280 x 720)
mapped to screen pixels by the window's scale and centred in the table area."""

import pygame

CANVAS = (980, 720)


class Canvas:
    """Maps canvas units to screen pixels."""

    def __init__(self, table: pygame.Rect, scale: float, size: tuple[int, int] = CANVAS):
        self.s = scale
        self.size = size
        self.ox = table.x + (table.w - round(size[0] * scale)) // 2
        self.oy = table.y + max(0, (table.h - round(size[1] * scale)) // 2)

    def rect(self, x, y, w, h) -> pygame.Rect:
        s = self.s
        return pygame.Rect(self.ox + round(x * s), self.oy + round(y * s), round(w * s),
                           round(h * s))

    def point(self, x, y) -> tuple[int, int]:
        return self.ox + round(x * self.s), self.oy + round(y * self.s)

    def y(self, y) -> int:
        return self.oy + round(y * self.s)

    def px(self, units: float) -> int:
        """A length in canvas units, in pixels."""
        return round(units * self.s)
