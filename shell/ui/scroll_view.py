"""A part of a screen that scrolls when what it holds is taller than it.

The screen lays its controls out in window pixels as if nothing were scrolled and puts them
in `content` at `place(rect)`; what it draws there itself it draws `shift` pixels lower,
clipped to `rect`. The wheel over the view or its scroll bar, the bar itself (a drag of its
thumb) and `show` scroll it; the keyboard focus calls `show_control` for the
control it moves to, and a drop-down that opens is brought into view with its list.
"""

import pygame
from pygame_gui.core import ObjectID, UIContainer
from pygame_gui.elements import UIDropDownMenu, UIVerticalScrollBar

WHEEL_STEP = 60  # design pixels one click of the wheel scrolls


def bar_width(scale: float) -> int:
    """The scroll bar's width at the text's `scale` (the screen leaves this much room right
    of the view)."""
    return max(12, round(14 * scale))


def _holders(element) -> list:
    found = []
    item = getattr(element, "ui_container", None)
    while item is not None and item not in found:
        found.append(item)
        item = getattr(item, "ui_container", None)
    return found


class ScrollView:
    """A view of `rect` (window pixels) onto content `content_height` pixels tall."""

    def __init__(self, ui, rect, content_height: int, scale: float, text_scale: float):
        self.rect = pygame.Rect(rect)
        self.scale = scale
        self.content_height = max(int(content_height), self.rect.h)
        self.offset = 0  # pixels scrolled down
        self.view = UIContainer(self.rect, ui)
        self.content = UIContainer(pygame.Rect(0, 0, self.rect.w, self.content_height), ui,
                                   container=self.view)
        self.bar: UIVerticalScrollBar | None = None
        if self.content_height > self.rect.h:
            self.bar = UIVerticalScrollBar(
                pygame.Rect(self.rect.right, self.rect.y, bar_width(text_scale), self.rect.h),
                self.rect.h / self.content_height, ui,
                object_id=ObjectID(class_id="@view_bar"))  # no arrows: the wheel, a drag
        self._bar_at = 0.0  # where the bar was left (a change is the player's)
        self._opened: UIDropDownMenu | None = None  # the open one, already brought in view
        self._mouse: tuple[int, int] | None = None

    @property
    def max_offset(self) -> int:
        return self.content_height - self.rect.h

    @property
    def shift(self) -> int:
        """How far drawn content moves: add it to a y laid out unscrolled."""
        return -self.offset

    def place(self, rect) -> pygame.Rect:
        """`rect` (window pixels, unscrolled) in the content's own pixels."""
        return pygame.Rect(rect).move(-self.rect.x, -self.rect.y)

    def scroll_to(self, offset: int) -> None:
        self.offset = max(0, min(self.max_offset, round(offset)))
        self.content.set_relative_position((0, -self.offset))
        if self.bar is not None:
            self.bar.set_scroll_from_start_percentage(self.offset / self.content_height)
            self._bar_at = self.bar.start_percentage

    def scroll_by(self, pixels: int) -> None:
        self.scroll_to(self.offset + pixels)

    def show(self, rect) -> None:
        """Scroll the least that brings `rect` (window pixels, as drawn now) into view; one
        taller than the view shows its top."""
        rect = pygame.Rect(rect)
        margin = round(6 * self.scale)
        if rect.top < self.rect.top + margin or rect.h > self.rect.h - 2 * margin:
            self.scroll_by(rect.top - self.rect.top - margin)
        elif rect.bottom > self.rect.bottom - margin:
            self.scroll_by(rect.bottom - self.rect.bottom + margin)

    def holds(self, element) -> bool:
        return self.content in _holders(element)

    def show_control(self, control) -> None:
        """Bring a control of the content into view (anything else is left alone)."""
        if self.holds(control):
            self.show(control.rect)

    # events and frames ----------------------------------------------------------------
    def handle_event(self, event) -> bool:
        """The wheel over the view or its bar scrolls it (True: the event is taken)."""
        if event.type == pygame.MOUSEMOTION:
            self._mouse = event.pos
            return False
        if event.type != pygame.MOUSEWHEEL or self.bar is None:
            return False
        pos = self._mouse if self._mouse is not None else pygame.mouse.get_pos()
        if not (self.rect.collidepoint(pos) or self.bar.rect.collidepoint(pos)):
            return False
        self.scroll_by(-event.y * round(WHEEL_STEP * self.scale))
        return True

    def update(self) -> None:
        """After the manager's update: follow the bar when the player moved it, and bring
        a drop-down that has just opened into view with its list."""
        if self.bar is not None and abs(self.bar.start_percentage - self._bar_at) > 1e-6:
            self._bar_at = self.bar.start_percentage
            self.offset = max(0, min(self.max_offset,
                                     round(self._bar_at * self.content_height)))
            self.content.set_relative_position((0, -self.offset))
        opened = next((e for e in self.content.elements if isinstance(e, UIDropDownMenu)
                       and e.current_state is e.menu_states["expanded"]), None)
        if opened is not None and opened is not self._opened:
            listed = getattr(opened.current_state, "options_selection_list", None)
            self.show(opened.rect.union(listed.rect) if listed is not None else opened.rect)
        self._opened = opened
