"""The prompt: what the player to move may do, in a dark pill at the top of the table; a
prompt wider than the table (large text, a long name) wraps onto more lines, of even
length (no word left alone on the last), and one still taller than the room the layout
keeps for it is written smaller (`fitting_scale`), never smaller than at the design's text
size."""

import pygame

from scenes.kit.sprites import SPRITES
from shell.ui.theme import INK, PAPYRUS, balanced_wrap, draw_text, font, panel


def prompt_lines(text: str, table: pygame.Rect, scale: float) -> list[str]:
    """`text` wrapped to the widest pill the table holds (`scale`: the text's)."""
    s = scale
    return balanced_wrap(text, font("body", s, bold=True), table.w - round(40 * s))


def prompt_rect(text: str, table: pygame.Rect, scale: float, top: int | None = None,
                centre_x: int | None = None) -> pygame.Rect:
    s = scale
    f = font("body", s, bold=True)
    lines = prompt_lines(text, table, s)
    width = min(table.w - round(16 * s), max(f.size(line)[0] for line in lines)
                + round(40 * s))
    rect = pygame.Rect(0, 0, width, round(36 * s) + (len(lines) - 1) * f.get_linesize())
    rect.midtop = (table.centerx if centre_x is None else centre_x,
                   round(8 * s) if top is None else top)
    return rect


def fitting_scale(text: str, table: pygame.Rect, scale: float, room: int,
                  least: float) -> float:
    """The largest text scale from `scale` down to `least`, in steps of 5%, at which the
    prompt's pill is at most `room` high (`least` when none is)."""
    while scale > least and prompt_rect(text, table, scale).h > room:
        scale = max(least, scale * 0.95)
    return scale


def draw_prompt(surface: pygame.Surface, text: str, rect: pygame.Rect, scale: float) -> None:
    """The prompt pill (painted once per text and size, then blitted every frame)."""
    m = 2 * max(2, round(4 * scale)) + 2  # room for the panel's shadow

    def paint(image: pygame.Surface) -> None:
        paint_prompt(image, text, pygame.Rect(m, m, rect.w, rect.h), scale)
    image = SPRITES.get(("prompt", text, scale), (rect.w + 2 * m, rect.h + 2 * m), paint)
    surface.blit(image, (rect.x - m, rect.y - m))


def paint_prompt(surface: pygame.Surface, text: str, rect: pygame.Rect, scale: float) -> None:
    s = scale
    f = font("body", s, bold=True)
    lines = balanced_wrap(text, f, rect.w - round(24 * s))
    panel(surface, rect, fill=INK, radius=min(rect.h // 2, round(18 * s)), scale=s)
    y = rect.centery - len(lines) * f.get_linesize() // 2
    for line in lines:
        draw_text(surface, line, (rect.centerx, y), "body", s, PAPYRUS, bold=True,
                  anchor="midtop", max_width=rect.w - round(24 * s))
        y += f.get_linesize()
