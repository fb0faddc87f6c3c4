"""Hover help that belongs to one target.

A tooltip is armed by the mouse: when it moves over a target (an area key), the tooltip
takes that target's rectangle and text. It goes as soon as the target changes (a move was
made, or its text is new), moves (its rectangle changes) or goes (no longer on the table),
and comes back only when the mouse moves again. It is never drawn while something covers
the table (a banner, the hot-seat cover), nor over a dialog unless its target is in it.
"""

from collections.abc import Callable, Mapping

import pygame

from scenes.kit.layout import AreaKey
from shell.ui.theme import INK, PAPYRUS, draw_text, font, panel, wrap


class TooltipManager:
    def __init__(self) -> None:
        self.key: AreaKey | None = None
        self.rect: pygame.Rect | None = None
        self.text: str | None = None
        self.mouse = (0, 0)
        self.version: int | None = None  # the table's version when the tooltip came up

    def arm(self, key: AreaKey | None, rect: pygame.Rect | None, text: str | None,
            mouse: tuple[int, int], version: int | None = None) -> None:
        """The mouse moved: show `text` for target `key` (at `rect`), or nothing."""
        if key is None or rect is None or not text:
            self.dismiss()
            return
        self.key, self.rect, self.text, self.mouse = key, pygame.Rect(rect), text, mouse
        self.version = version

    def dismiss(self) -> None:
        self.key = self.rect = self.text = None

    def valid(self, areas: Mapping[AreaKey, pygame.Rect],
              text_of: Callable[[AreaKey], str | None], version: int | None = None) -> bool:
        """The tooltip is up and its target is still there, unmoved and unchanged."""
        if self.key is None or version != self.version:
            return False
        rect = areas.get(self.key)
        return rect is not None and rect == self.rect and text_of(self.key) == self.text

    def check(self, areas: Mapping[AreaKey, pygame.Rect],
              text_of: Callable[[AreaKey], str | None], version: int | None = None) -> None:
        """Dismiss the tooltip if its target changed, moved or went."""
        if self.key is not None and not self.valid(areas, text_of, version):
            self.dismiss()

    @property
    def showing(self) -> bool:
        return self.key is not None

    def box(self, scale: float, bounds: pygame.Rect) -> tuple[pygame.Rect, list[str]]:
        """Where the tooltip goes: below right of the mouse, kept on screen, off the mouse."""
        s = scale
        f = font("small", s)
        lines = wrap(self.text or "", f, round(280 * s))
        w = max(f.size(line)[0] for line in lines) + round(20 * s)
        h = len(lines) * f.get_linesize() + round(14 * s)
        x, y = self.mouse
        rect = pygame.Rect(x + round(16 * s), y + round(16 * s), w, h)
        rect.clamp_ip(bounds)
        if rect.collidepoint(x, y):
            rect.bottom = y - round(8 * s)
        return rect, lines

    def draw(self, surface: pygame.Surface, scale: float, dialog: pygame.Rect | None = None,
             bounds: pygame.Rect | None = None) -> pygame.Rect | None:
        """Draw the tooltip inside `bounds` (default: the whole surface); its rectangle, or
        None when nothing was drawn."""
        if self.key is None:
            return None
        rect, lines = self.box(scale, bounds if bounds is not None else surface.get_rect())
        if (dialog is not None and rect.colliderect(dialog)
                and not (self.rect is not None and dialog.contains(self.rect))):
            return None
        s = scale
        f = font("small", s)
        panel(surface, rect, fill=INK, radius=round(8 * s), scale=s)
        for k, line in enumerate(lines):
            draw_text(surface, line, (rect.x + round(10 * s),
                                      rect.y + round(7 * s) + k * f.get_linesize()),
                      "small", s, PAPYRUS)
        return rect
