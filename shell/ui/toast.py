"""A short message that fades out at the bottom of the screen (errors, confirmations)."""

import pygame

from shell.ui.theme import INK, PAPYRUS, TERRACOTTA, draw_text, font, panel, wrap

TOAST_SECONDS = 3.0


class Toast:
    def __init__(self, at_top: bool = False):
        self.at_top = at_top  # the App's own toast sits at the top, clear of the scenes'
        self.text = ""
        self.left = 0.0
        self.error = False

    def show(self, text: str, error: bool = False, seconds: float = TOAST_SECONDS) -> None:
        self.text, self.error, self.left = text, error, seconds

    def update(self, dt: float) -> None:
        self.left = max(0.0, self.left - dt)

    @property
    def visible(self) -> bool:
        return self.left > 0 and bool(self.text)

    def draw(self, surface, scale: float) -> None:
        """The message on a plaque (`scale`: the text's); a long one wraps."""
        if not self.visible:
            return
        w, h = surface.get_size()
        f = font("body", scale)
        pad = round(20 * scale)
        lines = wrap(self.text, f, w - 80 - 2 * pad)
        text_w = max(f.size(line)[0] for line in lines)
        rect = pygame.Rect(0, 0, text_w + 2 * pad, round(44 * scale)
                           + (len(lines) - 1) * f.get_linesize())
        if self.at_top:
            rect.midtop = (w // 2, round(16 * scale))
        else:
            rect.midbottom = (w // 2, h - round(110 * scale))
        fill = TERRACOTTA if self.error else INK
        panel(surface, rect, fill=fill, radius=round(10 * scale), scale=scale)
        y = rect.centery - len(lines) * f.get_linesize() // 2
        for line in lines:
            draw_text(surface, line, (rect.centerx, y), "body", scale, PAPYRUS,
                      anchor="midtop", max_width=rect.w - round(20 * scale))
            y += f.get_linesize()
