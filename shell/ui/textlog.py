"""Where texts and panels were drawn, for the text-fit tests: off unless a test starts it.

`theme.draw_text`, `theme.panel`, `theme.chip` and `theme.sign_area` report here; a test
reads the records instead of guessing from pixels. A record holds the surface it was drawn
on (a cached layer or the window), the rectangle in that surface's pixels, the text shown
and the text asked for (they differ when it was elided), and the width it was allowed.
"""

from dataclasses import dataclass

import pygame


@dataclass
class Drawn:
    kind: str  # "text", "panel" (hides what was drawn under it), "chip" (a badge's backing),
    #            "mark" (a drawn sign that no text may touch) or "dropped" (a text left out
    #            for lack of room: `wanted` holds it)
    surface: pygame.Surface
    rect: pygame.Rect
    text: str = ""
    wanted: str = ""
    max_width: int | None = None
    font: pygame.font.Font | None = None

    @property
    def elided(self) -> bool:
        return self.text != self.wanted


_records: list[Drawn] | None = None


def start() -> list[Drawn]:
    """Record from now on; returns the (live) list of records."""
    global _records
    _records = []
    return _records


def stop() -> list[Drawn]:
    global _records
    records, _records = _records or [], None
    return records


def recording() -> bool:
    return _records is not None


def text(surface, rect, shown, wanted, max_width, font) -> None:
    if _records is not None:
        visible = rect.clip(surface.get_clip())
        if visible.w and visible.h:
            _records.append(Drawn("text", surface, visible, shown, wanted, max_width, font))


def panel(surface, rect) -> None:
    if _records is not None:
        _records.append(Drawn("panel", surface, pygame.Rect(rect)))


def chip(surface, rect) -> None:
    """A badge's backing: a text on it may stand over a piece's edge (a count on a card)."""
    if _records is not None:
        _records.append(Drawn("chip", surface, pygame.Rect(rect)))


def mark(surface, rect) -> None:
    """A sign drawn without a font (a comparison sign between trays): texts keep off it."""
    if _records is not None:
        _records.append(Drawn("mark", surface, pygame.Rect(rect)))


def dropped(surface, rect, text) -> None:
    """A text (or the rest of one) left out because `rect` had no room for it."""
    if _records is not None and text:
        _records.append(Drawn("dropped", surface, pygame.Rect(rect), "", text))
