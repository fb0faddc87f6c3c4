"""A short message that fades out at the bottom of the screen (errors, confirmations)."""

import pygame

from .theme import INK, PAPYRUS, TERRACOTTA, draw_text, font, panel

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
        if not self.visible:
            return
        w, h = surface.get_size()
        f = font("body", scale)
        text_w = min(f.size(self.text)[0], w - 80)
        rect = pygame.Rect(0, 0, text_w + round(40 * scale), round(44 * scale))
        if self.at_top:
            rect.midtop = (w // 2, round(16 * scale))
        else:
            rect.midbottom = (w // 2, h - round(110 * scale))
        fill = TERRACOTTA if self.error else INK
        panel(surface, rect, fill=fill, radius=round(10 * scale), scale=scale)
        draw_text(surface, self.text, rect.center, "body", scale, PAPYRUS, anchor="center",
                  max_width=rect.w - round(20 * scale))
