"""What the rules pictures share: a number badge and an arrow."""

import pygame

from shell.ui.theme import GOLD, INK, PAPYRUS, draw_arrow, draw_text


def badge(surface, text: str, centre, scale: float, fill=INK, colour=PAPYRUS) -> None:
    """A number in a round badge (the points of a worked example)."""
    r = max(8, round(13 * scale))
    pygame.draw.circle(surface, fill, centre, r)
    pygame.draw.circle(surface, GOLD, centre, r, max(1, round(2 * scale)))
    draw_text(surface, text, centre, "small", scale, colour, bold=True, anchor="center")


def arrow(surface, start, end, scale: float, colour=INK) -> None:
    draw_arrow(surface, start, end, colour, max(2, round(3 * scale)), 10 * scale)
