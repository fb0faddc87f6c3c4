"""All cards open: in the replay of a finished game, everything that was hidden at the shown
position, drawn over the table with the game's own faces.

What was hidden is the game's to say: its app descriptor gives a function
`rows(state, scene)` (`open_cards()`) that lists it as `Row`s (a hand, a deck top first,
the cards still face down). Read from the true state, so the viewer offers this only once
the game is over (a finished replay); a hand is read from its own seat's observation.
"""

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from scenes.games import OpenRows, app_descriptor
from shell.language.i18n import _
from shell.ui.theme import INK, MUTED_INK, PAPYRUS, draw_text, panel


@dataclass
class Row:
    """One line of the view: a label (or a seat's marker and name) and its pieces."""

    label: str
    items: list
    draw: Callable  # draw(surface, rect, item, scale)
    aspect: float = 0.71  # a piece's width over its height
    seat: int | None = None


def _rows_of(game: str) -> OpenRows | None:
    """The game's `rows(state, scene)`, or None when it opens no cards."""
    found = app_descriptor(game)
    return found.open_cards() if found is not None and found.open_cards is not None else None


def has_open_cards(game: str) -> bool:
    return _rows_of(game) is not None


def open_rows(scene) -> list[Row]:
    """Everything hidden at the scene's position (rows with nothing in them left out)."""
    rows_of = _rows_of(scene.game_id)
    rows = rows_of(scene.state, scene) if rows_of is not None else []
    return [row for row in rows if row.items or row.seat is not None]


def draw_open_cards(surface, scene) -> pygame.Rect:
    """The panel of everything hidden, over the table (rows shrink to fit); its rect."""
    s = scene.scale
    rows = open_rows(scene)
    pad = round(12 * s)
    table = scene.table_rect
    head = round(40 * s)
    room = table.h - 2 * pad - head - pad
    row_h = max(round(26 * s), min(round(72 * s), room // max(1, len(rows))))
    piece_h = row_h - round(8 * s)
    height = head + row_h * len(rows) + pad
    band = pygame.Rect(table.x + pad, table.bottom - height - pad, table.w - 2 * pad, height)
    panel(surface, band, fill=PAPYRUS, radius=round(12 * s), border=INK,
          border_width=max(1, round(2 * s)), scale=s)
    draw_text(surface, _("All cards open"), (band.x + pad, band.y + round(8 * s)), "body", s,
              INK, bold=True)
    name_w = min(round(230 * s), band.w // 3)
    y = band.y + head
    for row in rows:
        middle = y + piece_h // 2
        x = band.x + pad
        if row.seat is not None:
            scene.view.draw_seat_marker(surface, row.seat, (x + round(9 * s), middle),
                                   round(9 * s))
            x += round(24 * s)
        draw_text(surface, row.label, (x, middle), "small" if row.seat is None else "body",
                  s, INK, bold=row.seat is not None, anchor="midleft",
                  max_width=band.x + pad + name_w - x - round(8 * s))
        x0 = band.x + pad + name_w
        piece_w = max(4, round(piece_h * row.aspect))
        room_w = band.right - pad - x0 - piece_w
        if not row.items:
            draw_text(surface, _("no cards"), (x0, middle), "small", s, MUTED_INK,
                      anchor="midleft")
        step = min(piece_w + round(4 * s), room_w / max(1, len(row.items) - 1))
        for k, item in enumerate(row.items):
            row.draw(surface, pygame.Rect(round(x0 + k * step), y, piece_w, piece_h), item, s)
        y += row_h
    return band
