"""The coach's look on the table: a papyrus card with the coach line (and the last scoring
explained), and a blue pulsing ring on the piece to take and on its target, joined by an
arrow. Nile blue, so it is never confused with the gold glow of legal targets (docs/art.md)."""

import math

import pygame

from game.theme import (
    DEEP_NILE,
    INK,
    NILE,
    PAPYRUS,
    draw_arrow,
    draw_text,
    font,
    panel,
    wrap,
)


def coach_card_at(lines: list[str], notes: list[str], topleft, width: int,
                  scale: float) -> pygame.Rect:
    """The card for `lines` and `notes`, `width` wide, at `topleft`."""
    s = scale
    height = round(16 * s) + _height(lines, notes, width - round(28 * s), s)
    return pygame.Rect(topleft, (width, height))


def _paragraphs(lines, notes, width, s):
    body = font("body", s, bold=True)
    small = font("small", s)
    out = []
    for text in lines:
        out += [(line, "body", True, INK) for line in wrap(text, body, width)]
    for text in notes:
        out += [(line, "small", False, DEEP_NILE) for line in wrap(text, small, width)]
    return out


def _height(lines, notes, width, s) -> int:
    return sum(font(role, s, bold).get_linesize()
               for _t, role, bold, _c in _paragraphs(lines, notes, width, s))


def draw_coach(surface, lines: list[str], notes: list[str], rect: pygame.Rect,
               scale: float) -> None:
    """The coach card: its instruction in bold ink, scoring notes below in blue."""
    s = scale
    panel(surface, rect, fill=PAPYRUS, radius=round(10 * s), border=NILE,
          border_width=max(2, round(3 * s)), scale=s)
    x = rect.x + round(14 * s)
    y = rect.y + round(8 * s)
    for text, role, bold, colour in _paragraphs(lines, notes, rect.w - round(28 * s), s):
        draw_text(surface, text, (x, y), role, s, colour, bold=bold)
        y += font(role, s, bold).get_linesize()


def draw_pointer(surface, source_rect, target_rect, scale: float, clock: float) -> None:
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
