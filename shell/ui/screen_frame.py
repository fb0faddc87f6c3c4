"""The frame the list and form screens share (Load, Puzzles, the lobby, Join): a heading at the
top, a panel box under it, a row of buttons at the foot with Back on the left and the screen's
main action on the right; and the rows of a list in that box.
"""

import time

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from shell.ui.theme import GOLD, button_widths, control_height

ROW_FILL = (250, 244, 226)
ROW_SELECTED = (240, 224, 170)
ROW_EDGE = (214, 200, 160)


def foot_row(size: tuple[int, int], scale: float) -> pygame.Rect:
    """The foot's row of buttons, the window's whole width (its y and the buttons' height)."""
    height = control_height(50, scale, 20)
    return pygame.Rect(0, size[1] - height - round(24 * scale), size[0], height)


def box_above(size: tuple[int, int], scale: float, top: int, foot: pygame.Rect) -> pygame.Rect:
    """The panel box from `top` down to just above the foot's row, 40 units in from the
    window's sides."""
    margin = round(40 * scale)
    return pygame.Rect(margin, top, size[0] - 2 * margin, foot.y - round(16 * scale) - top)


def foot_buttons(ui, box: pygame.Rect, foot: pygame.Rect, scale: float, labels: list[str],
                 gap: int = 20) -> list[pygame_gui.elements.UIButton]:
    """Back (the first label) under the box's left edge and, with a second label, the main
    action (a primary button) under its right, as wide as their labels ask (`gap` units
    between them where room is short)."""
    widths = button_widths(200, scale, labels, box.w, round(gap * scale), 20, bold=True)
    buttons = [pygame_gui.elements.UIButton(
        pygame.Rect(box.x, foot.y, widths[0], foot.h), labels[0], ui)]
    if len(labels) > 1:
        buttons.append(pygame_gui.elements.UIButton(
            pygame.Rect(box.right - widths[1], foot.y, widths[1], foot.h), labels[1], ui,
            object_id=ObjectID(class_id="@primary")))
    return buttons


def draw_row(surface, rect: pygame.Rect, selected: bool, scale: float,
             fill: tuple[int, int, int] = ROW_FILL) -> None:
    """A list row's card: `fill` (the selected row's gold tint when selected) in a rounded
    edge, gold round the selected row."""
    radius = round(8 * scale)
    pygame.draw.rect(surface, ROW_SELECTED if selected else fill, rect, border_radius=radius)
    pygame.draw.rect(surface, GOLD if selected else ROW_EDGE, rect, max(1, round(2 * scale)),
                     border_radius=radius)


def clicked_row(event, rows: list[tuple[int, pygame.Rect]]) -> int | None:
    """The index of the row a left click (`event`) fell on, the rows drawn as (index, rect)
    pairs; None for another event or a click beside them."""
    if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
        return None
    return next((index for index, rect in rows if rect.collidepoint(event.pos)), None)


def shown_time(when: float, layout: str = "%Y-%m-%d") -> str:
    """A time as the rows show it ("" for a time the system cannot show)."""
    try:
        return time.strftime(layout, time.localtime(when))
    except (OverflowError, OSError, ValueError):
        return ""
