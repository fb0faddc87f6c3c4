"""The coach's look on the table: a papyrus card with the coach line (and the last scoring
explained; paged when its place has no room for it all), and a blue pulsing ring on the
piece to take and on its target, joined by an arrow. Nile blue, so it is never confused
with the gold glow of legal targets (docs/art.md)."""

import math

import pygame

from shell.language.i18n import _
from shell.ui.theme import (
    DEEP_NILE,
    INK,
    MUTED_INK,
    NILE,
    PAPYRUS,
    draw_arrow,
    draw_text,
    font,
    panel,
    wrap,
)

Row = tuple[str, str, bool, tuple[int, int, int]]  # (text, font role, bold, colour)


class CoachCard:
    """The coach card laid out at `topleft`, `width` wide, no taller than `max_height`: its
    rows (the instruction in bold ink, scoring notes below in blue) on one page when they
    fit, else on pages that each fit, with a footer naming the page and the keys that turn
    it (the card is as tall as its tallest page, so it does not jump)."""

    def __init__(self, lines: list[str], notes: list[str], topleft: tuple[int, int],
                 width: int, scale: float, max_height: int | None = None) -> None:
        s = self.scale = scale
        self.page = 0
        rows = _paragraphs(lines, notes, width - round(28 * s), s)
        air = round(16 * s)
        if max_height is None or air + _height(rows, s) <= max_height:
            self.pages = [rows]
            self.rect = pygame.Rect(topleft, (width, air + _height(rows, s)))
            return
        self.pages = _pages(rows, max_height - air - self._footer_height(width, 2), s)
        footer = self._footer_height(width, len(self.pages))
        height = air + max(_height(page, s) for page in self.pages) + footer
        self.rect = pygame.Rect(topleft, (width, height))

    @property
    def paged(self) -> bool:
        return len(self.pages) > 1

    def turn(self, step: int, wrap_around: bool = False) -> bool:
        """Show the page `step` pages on (back when negative; from the last to the first
        with `wrap_around`); True when the page changed."""
        page = self.page + step
        if wrap_around:
            page %= len(self.pages)
        page = max(0, min(len(self.pages) - 1, page))
        changed = page != self.page
        self.page = page
        return changed

    def footer(self) -> str:
        """What the foot of a paged card says now."""
        return footer_text(self.page, len(self.pages))

    def _footer_lines(self, page: int, width: int) -> list[str]:
        return wrap(footer_text(page, len(self.pages)), font("small", self.scale, bold=True),
                    width - round(28 * self.scale))

    def _footer_height(self, width: int, count: int) -> int:
        """The footer's height on `count` pages (its longest wording)."""
        f = font("small", self.scale, bold=True)
        lines = max(len(wrap(footer_text(page, count), f, width - round(28 * self.scale)))
                    for page in (0, count - 1))
        return lines * f.get_linesize()

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        rect = self.rect
        panel(surface, rect, fill=PAPYRUS, radius=round(10 * s), border=NILE,
              border_width=max(2, round(3 * s)), scale=s)
        x = rect.x + round(14 * s)
        y = rect.y + round(8 * s)
        for text, role, bold, colour in self.pages[self.page]:
            draw_text(surface, text, (x, y), role, s, colour, bold=bold)
            y += font(role, s, bold).get_linesize()
        if not self.paged:
            return
        small = font("small", s, bold=True)
        lines = self._footer_lines(self.page, rect.w)
        y = rect.bottom - round(8 * s) - len(lines) * small.get_linesize()
        for line in lines:
            draw_text(surface, line, (x, y), "small", s, MUTED_INK, bold=True)
            y += small.get_linesize()


def footer_text(page: int, count: int) -> str:
    """The foot of a paged card: the page (from 0) of `count`, and the key to the next one
    (on the last, the key back)."""
    if page < count - 1:
        return _("{page} of {pages} · PgDn: more").format(page=page + 1, pages=count)
    return _("{page} of {pages} · PgUp: back").format(page=page + 1, pages=count)


def _pages(rows: list[Row], room: int, s: float) -> list[list[Row]]:
    """`rows` in pages no taller than `room` (a page holds one row at least)."""
    pages: list[list[Row]] = [[]]
    used = 0
    for row in rows:
        h = font(row[1], s, row[2]).get_linesize()
        if pages[-1] and used + h > room:
            pages.append([])
            used = 0
        pages[-1].append(row)
        used += h
    return pages


def _paragraphs(lines: list[str], notes: list[str], width: int, s: float) -> list[Row]:
    body = font("body", s, bold=True)
    small = font("small", s)
    out: list[Row] = []
    for text in lines:
        out += [(line, "body", True, INK) for line in wrap(text, body, width)]
    for text in notes:
        out += [(line, "small", False, DEEP_NILE) for line in wrap(text, small, width)]
    return out


def _height(rows: list[Row], s: float) -> int:
    return sum(font(role, s, bold).get_linesize() for _t, role, bold, _c in rows)


def draw_pointer(surface: pygame.Surface, source_rect: pygame.Rect | None,
                 target_rect: pygame.Rect | None, scale: float, clock: float) -> None:
    """Rings on the piece and its target and an arrow between them (a click target alone
    gets its ring only)."""
    s = scale
    pulse = 0.5 + 0.5 * math.sin(clock * 5)
    grow = round((4 + 4 * pulse) * s)
    width = max(2, round(3 * s))
    for rect in (source_rect, target_rect):
        if rect is not None:
            pygame.draw.rect(surface, NILE, rect.inflate(2 * grow, 2 * grow), width,
                             border_radius=round(10 * s))
    if source_rect is None or target_rect is None:
        return
    start, end = pygame.Vector2(source_rect.center), pygame.Vector2(target_rect.center)
    if start.distance_to(end) < 20 * s:
        return
    draw_arrow(surface, start, end, NILE, width, 14 * s)
