"""The prompt: what the player to move may do, in a dark pill at the top of the table."""

import pygame

from game.theme import INK, PAPYRUS, draw_text, font, panel
from scenes.kit.sprites import SPRITES


def prompt_rect(text: str, table: pygame.Rect, scale: float, top: int | None = None,
                centre_x: int | None = None) -> pygame.Rect:
    s = scale
    f = font("body", s, bold=True)
    width = min(table.w - round(40 * s), f.size(text)[0] + round(40 * s))
    rect = pygame.Rect(0, 0, width, round(36 * s))
    rect.midtop = (table.centerx if centre_x is None else centre_x,
                   round(8 * s) if top is None else top)
    return rect


def draw_prompt(surface, text: str, rect: pygame.Rect, scale: float) -> None:
    """The prompt pill (painted once per text and size, then blitted every frame)."""
    m = 2 * max(2, round(4 * scale)) + 2  # room for the panel's shadow

    def paint(image):
        paint_prompt(image, text, pygame.Rect(m, m, rect.w, rect.h), scale)
    image = SPRITES.get(("prompt", text, scale), (rect.w + 2 * m, rect.h + 2 * m), paint)
    surface.blit(image, (rect.x - m, rect.y - m))


def paint_prompt(surface, text: str, rect: pygame.Rect, scale: float) -> None:
    s = scale
    panel(surface, rect, fill=INK, radius=rect.h // 2, scale=s)
    draw_text(surface, text, rect.center, "body", s, PAPYRUS, bold=True, anchor="center",
              max_width=rect.w - round(24 * s))
