"""Small drawn widgets shared by the game scenes: side panel (scores, log), cover, prompt."""

import pygame

from shell.ui.theme import (
    GOLD,
    INK,
    MUTED_INK,
    PAPYRUS,
    SAND_DARK,
    chip,
    draw_text,
    font,
    panel,
    wrap,
)


class GameLog:
    """The game log: lines in player names, newest last."""

    def __init__(self, limit: int = 400):
        self.lines: list[tuple[str, int | None]] = []
        self.limit = limit

    def add(self, text: str, seat: int | None = None) -> None:
        self.lines.append((text, seat))
        del self.lines[:-self.limit]

    def draw(self, surface, rect: pygame.Rect, scale: float, seat_colour) -> None:
        """The newest lines that fit, bottom-aligned, wrapped to the panel width."""
        f = font("small", scale)
        line_h = f.get_linesize()
        mark = round(10 * scale)
        width = rect.w - mark - round(8 * scale)
        rows: list[tuple[str, int | None, bool]] = []
        for text, seat in reversed(self.lines):
            wrapped = wrap(text, f, width)
            for k, line in enumerate(reversed(wrapped)):
                rows.append((line, seat, k == len(wrapped) - 1))
            if len(rows) * line_h > rect.h:
                break
        y = rect.bottom - line_h
        clip = surface.get_clip()
        surface.set_clip(pygame.Rect(rect).clip(clip))  # within a clip it was given
        for line, seat, first in rows:
            if y < rect.y:
                break
            if first and seat is not None:
                centre = (rect.x + mark // 2, y + line_h // 2)
                pygame.draw.circle(surface, seat_colour(seat), centre, max(3, mark // 3))
                pygame.draw.circle(surface, INK, centre, max(3, mark // 3), 1)
            draw_text(surface, line, (rect.x + mark + round(4 * scale), y), "small", scale, INK)
            y -= line_h
        surface.set_clip(clip)


def cover(surface, scale: float, title: str, subtitle: str) -> pygame.Rect:
    """The hot-seat cover: the table hidden until the named player clicks."""
    w, h = surface.get_size()
    surface.fill((31, 78, 121))
    for k in range(0, w, max(8, round(24 * scale))):
        pygame.draw.line(surface, (40, 92, 138), (k, 0), (k - h // 2, h), 2)
    box = pygame.Rect(0, 0, round(560 * scale), round(220 * scale))
    box.center = (w // 2, h // 2)
    panel(surface, box, radius=round(18 * scale), scale=scale)
    # a long name wraps the title (and the line under it): the block stays centred
    heading, body = font("heading", scale, bold=True), font("body", scale)
    titles = wrap(title, heading, box.w - 40)
    subtitles = wrap(subtitle, body, box.w - 40)
    gap = round(36 * scale) if len(titles) + len(subtitles) <= 2 else round(14 * scale)
    y = box.centery - (len(titles) * heading.get_linesize() + gap +
                       len(subtitles) * body.get_linesize()) // 2
    for line in titles:
        draw_text(surface, line, (box.centerx, y), "heading", scale, INK, bold=True,
                  anchor="midtop", max_width=box.w - 40)
        y += heading.get_linesize()
    y += gap
    for line in subtitles:
        draw_text(surface, line, (box.centerx, y), "body", scale, MUTED_INK, anchor="midtop",
                  max_width=box.w - 40)
        y += body.get_linesize()
    return box


def thinking_dots(t: float) -> str:
    return "." * (1 + int(t * 3) % 3)


def badge(surface, rect, text, scale, fill=GOLD, colour=INK):
    chip(surface, rect, fill, round(6 * scale))
    draw_text(surface, text, rect.center, "small", scale, colour, bold=True, anchor="center")


def divider(surface, x1, x2, y):
    pygame.draw.line(surface, SAND_DARK, (x1, y), (x2, y), 1)


__all__ = ["GameLog", "cover", "thinking_dots", "badge", "divider", "PAPYRUS"]
