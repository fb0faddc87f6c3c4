"""Where everything sits on the Aton table.

Designed on a 980 x 720 canvas (the table left of the side panel at 1280 x 720), scaled by
the window's scale and centred in the table area. Temples 2 x 2 at the top left with the
Kingdom of the Dead under them, the four ornaments (red cards left, blue right) at the top
right, and the two players' mats (hand, deck, discard, supply, exchange chip) at the bottom.
"""

import pygame

CANVAS = (980, 720)
TOP = 52
TEMPLE_W, TEMPLE_H, TEMPLE_GAP = 226, 186, 8
CELL, CELL_STEP = 46, 50
CELL_X, CELL_Y = 15, 33
KINGDOM = (10, 440, 460, 76)
KINGDOM_CELL, KINGDOM_STEP = 40, 44
ORNAMENTS = (480, TOP, 490, 464)
ORNAMENT_HEADER = 38
ORNAMENT_ROW = 106
ORNAMENT_CARD = (70, 96)
MAT_Y, MAT_H, MAT_W = 526, 188, 475
MAT_CARD, MAT_CARD_STEP = (64, 88), 70


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


def temple_rect(canvas: Canvas, temple: int) -> pygame.Rect:
    col, row = (temple - 1) % 2, (temple - 1) // 2
    return canvas.rect(10 + col * (TEMPLE_W + TEMPLE_GAP), TOP + row * (TEMPLE_H + TEMPLE_GAP),
                       TEMPLE_W, TEMPLE_H)


def cell_rect(canvas: Canvas, temple: int, cell: int) -> pygame.Rect:
    col, row = (temple - 1) % 2, (temple - 1) // 2
    x = 10 + col * (TEMPLE_W + TEMPLE_GAP) + CELL_X + (cell % 4) * CELL_STEP
    y = TOP + row * (TEMPLE_H + TEMPLE_GAP) + CELL_Y + (cell // 4) * CELL_STEP
    return canvas.rect(x, y, CELL, CELL)


def kingdom_rect(canvas: Canvas) -> pygame.Rect:
    return canvas.rect(*KINGDOM)


def kingdom_cell(canvas: Canvas, k: int) -> pygame.Rect:
    x, y, w, _h = KINGDOM
    x0 = x + (w - 8 * KINGDOM_STEP + (KINGDOM_STEP - KINGDOM_CELL)) / 2
    return canvas.rect(x0 + k * KINGDOM_STEP, y + 28, KINGDOM_CELL, KINGDOM_CELL)


def ornament_panel(canvas: Canvas) -> pygame.Rect:
    return canvas.rect(*ORNAMENTS)


def ornament_row(canvas: Canvas, ornament: int) -> pygame.Rect:
    x, y, w, _h = ORNAMENTS
    return canvas.rect(x + 6, y + ORNAMENT_HEADER + (ornament - 1) * ORNAMENT_ROW, w - 12,
                       ORNAMENT_ROW - 6)


def slot_rect(canvas: Canvas, seat: int, ornament: int) -> pygame.Rect:
    x, y, w, _h = ORNAMENTS
    cw, ch = ORNAMENT_CARD
    top = y + ORNAMENT_HEADER + (ornament - 1) * ORNAMENT_ROW + (ORNAMENT_ROW - 6 - ch) / 2
    left = x + 14 if seat == 0 else x + w - 14 - cw
    return canvas.rect(left, top, cw, ch)


def mat_rect(canvas: Canvas, seat: int) -> pygame.Rect:
    return canvas.rect(10 + seat * (MAT_W + 10), MAT_Y, MAT_W, MAT_H)


def mat_card(canvas: Canvas, seat: int, index: int) -> pygame.Rect:
    """index 0-3: the hand, 4: the deck, 5: the discard pile."""
    x = 10 + seat * (MAT_W + 10) + 12 + index * MAT_CARD_STEP + (12 if index >= 4 else 0)
    return canvas.rect(x, MAT_Y + 34, *MAT_CARD)


def mat_supply(canvas: Canvas, seat: int) -> pygame.Rect:
    x = 10 + seat * (MAT_W + 10)
    return canvas.rect(x + 12, MAT_Y + 146, 250, 34)


def mat_chip(canvas: Canvas, seat: int) -> pygame.Rect:
    x = 10 + seat * (MAT_W + 10)
    return canvas.rect(x + 276, MAT_Y + 146, 190, 34)

