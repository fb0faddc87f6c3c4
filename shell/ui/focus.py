"""Keyboard focus on a screen: a gold ring over one control, moved by Tab / Shift+Tab and the
arrows; Enter or Space does what a click does; drop-downs, text fields and sliders work from
the keyboard.

A screen takes part with `keyboard_focus = True` (shell/ui/scene.py); its controls are its
pygame_gui controls (buttons, drop-downs, text fields, sliders, lists) and the `Spot`s it
draws itself (a game tile, a list of rows), in reading order unless the screen lists them
itself. While a pygame_gui window (a file dialog) is open only its controls are walked, and
Esc closes it.

Keys: Tab / Shift+Tab go to the next / previous control (round the screen); Left / Right go
to the neighbour in the same row (else the next / previous one), Up / Down to the nearest
control above / below. Enter or Space presses a button or a spot. A drop-down opens with
Enter, Space or Alt+Down; the arrows (Home, End) move over its options, Enter or Space
chooses, Esc or Tab closes it. A text field takes every key but Tab, Esc, Up and Down while
focused. A slider moves by its step with Left / Right (Home / End: its ends). In a list of
rows Up / Down choose a row and Enter opens it, as a double click does. A spot may keep keys
for the screen while it is focused (a list's Up / Down and Enter).

The ring shows once a key is used and hides at a mouse click (a click also moves the focus to
the control clicked). While it is hidden the first key only shows it, so that a key never
acts on a control the player cannot see; a focused control's own keys (typing, a list's
arrows) act at once. Whether it shows is the app's (`App.focus_visible`), so it stays shown
on the next screen.
"""

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field

import pygame
import pygame_gui
from pygame_gui.core.interfaces import IWindowInterface
from pygame_gui.elements import (
    UIButton,
    UIDropDownMenu,
    UIHorizontalSlider,
    UISelectionList,
    UITextEntryLine,
    UIWindow,
)

from shell.ui.theme import GOLD, INK

CONTROL_TYPES = (UIButton, UIDropDownMenu, UITextEntryLine, UIHorizontalSlider,
                 UISelectionList)
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)
ACTIVATE = (*ENTER, pygame.K_SPACE)
ARROWS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN)
FIELD_LEAVES = (pygame.K_TAB, pygame.K_ESCAPE, pygame.K_UP, pygame.K_DOWN)


@dataclass(eq=False)
class Spot:
    """A control the screen draws itself. `key` names it across rebuilds (a string, or a
    table's area key); `activate` is what Enter or Space does; `keys` are keys the screen
    handles itself while it is focused."""

    key: Hashable
    rect: pygame.Rect
    activate: Callable[[], object] | None = None
    keys: frozenset = field(default_factory=frozenset)


def rect_of(control) -> pygame.Rect:
    return pygame.Rect(control.rect)


def shown_rect(control) -> pygame.Rect:
    """The part of `control` that shows: a control in a scrolled view is clipped to it."""
    rect = rect_of(control)
    container = getattr(control, "ui_container", None)
    while container is not None:
        rect = rect.clip(container.get_rect())
        parent = getattr(container, "ui_container", None)
        container = None if parent is container else parent
    return rect


def identity(control):
    return control.key if isinstance(control, Spot) else control


def top_window(ui):
    """The topmost open pygame_gui window of `ui`, or None."""
    windows = [e for e in ui.get_sprite_group().sprites()
               if isinstance(e, UIWindow) and e.alive() and e.visible]
    return max(windows, key=lambda w: w.get_top_layer()) if windows else None


def _inside(element, window) -> bool:
    container = getattr(element, "ui_container", None)
    target = window.get_container()
    while container is not None:
        if container is target:
            return True
        parent = getattr(container, "ui_container", None)
        container = None if parent is container else parent
    return False


def gui_controls(ui, window=None) -> list:
    """The pygame_gui controls of `ui` a player can use now: shown, enabled, not a part of
    another control (a drop-down's arrow, a slider's buttons, a list's rows); inside `window`
    when one is given."""
    found = []
    for element in ui.get_sprite_group().sprites():
        if not isinstance(element, CONTROL_TYPES) or not element.alive():
            continue
        if not element.visible or not element.is_enabled:
            continue
        parent = getattr(element, "parent_element", None)
        if parent is not None and not isinstance(parent, IWindowInterface):
            continue
        if window is not None and not _inside(element, window):
            continue
        if isinstance(parent, IWindowInterface):  # a window's own title-bar buttons
            continue
        found.append(element)
    return found


def reading_order(controls: list) -> list:
    """`controls` by rows (top to bottom), each row left to right."""
    rows: list[list] = []
    for control in sorted(controls, key=lambda c: rect_of(c).centery):
        rect = rect_of(control)
        if rows:
            first = rect_of(rows[-1][0])
            if rect.centery - first.centery <= min(rect.h, first.h) // 2:
                rows[-1].append(control)
                continue
        rows.append([control])
    return [c for row in rows for c in sorted(row, key=lambda c: rect_of(c).x)]


def _beside(rect: pygame.Rect, other: pygame.Rect) -> bool:
    """The two share a row (their vertical spans overlap by half the smaller one)."""
    overlap = min(rect.bottom, other.bottom) - max(rect.top, other.top)
    return overlap >= min(rect.h, other.h) // 2


def neighbour(controls: list, index: int, key: int) -> int:
    """The index an arrow key goes to from `controls[index]`."""
    here = rect_of(controls[index])
    if key in (pygame.K_LEFT, pygame.K_RIGHT):
        sign = 1 if key == pygame.K_RIGHT else -1
        row = [(sign * (rect_of(c).centerx - here.centerx), k) for k, c in enumerate(controls)
               if k != index and _beside(here, rect_of(c))
               and sign * (rect_of(c).centerx - here.centerx) > 0]
        if row:
            return min(row)[1]
        return (index + sign) % len(controls)
    sign = 1 if key == pygame.K_DOWN else -1
    best = None
    for k, control in enumerate(controls):
        rect = rect_of(control)
        dy = sign * (rect.centery - here.centery)
        if k == index or dy <= 0 or _beside(here, rect):
            continue
        dx = max(0, rect.left - here.right, here.left - rect.right)  # 0 when they overlap
        score = (dy + 3 * dx, abs(rect.centerx - here.centerx))
        if best is None or score < best[0]:
            best = (score, k)
    return index if best is None else best[1]


class Focus:
    """The focus of one screen (see the module doc)."""

    def __init__(self, scene):
        self.scene = scene
        self._key = None  # identity() of the focused control
        self._index = 0  # its place, for a rebuilt screen (new widgets, same order)
        self._menu = None  # the drop-down whose options the keys move over
        self._option = 0

    # what is focused ------------------------------------------------------------------
    @property
    def visible(self) -> bool:
        return getattr(self.scene.app, "focus_visible", False)

    def _show(self, on: bool) -> None:
        self.scene.app.focus_visible = on

    def controls(self) -> list:
        window = top_window(self.scene.ui)
        if window is not None:
            return reading_order(gui_controls(self.scene.ui, window))
        return list(self.scene.focus_controls())

    def _find(self, controls: list) -> int | None:
        if not controls:
            return None
        if self._key is not None:
            for k, control in enumerate(controls):
                if identity(control) is self._key or identity(control) == self._key:
                    return k
        start = self.scene.focus_start() if self._key is None else None
        if start is not None:
            for k, control in enumerate(controls):
                if identity(control) == start or control is start:
                    return k
        return min(self._index, len(controls) - 1)

    @property
    def current(self):
        """The focused control (None on a screen without any)."""
        controls = self.controls()
        k = self._find(controls)
        return None if k is None else controls[k]

    def at(self, key: str) -> bool:
        """The spot named `key` has the focus."""
        current = self.current
        return isinstance(current, Spot) and current.key == key

    def focus(self, control) -> None:
        """Put the focus on `control` (a text field then takes typing)."""
        controls = self.controls()
        ids = [identity(c) for c in controls]
        if identity(control) not in ids:
            return
        self._index = ids.index(identity(control))
        self._key = identity(control)
        self.scene.reveal(control)
        menu = self._menu
        if menu is not None and menu is not control and menu.alive() and self._expanded(menu):
            menu.current_state.should_transition = True  # Tab leaves an open drop-down shut
        ui = self.scene.ui
        if isinstance(control, UITextEntryLine):
            if not control.is_focused:
                ui.set_focus_set(control)
        elif any(isinstance(e, UITextEntryLine) for e in ui.get_focus_set() or ()):
            ui.set_focus_set(None)

    def move(self, step: int) -> None:
        controls = self.controls()
        k = self._find(controls)
        if k is not None:
            self.focus(controls[(k + step) % len(controls)])

    # events ---------------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        """Take `event` when it is the focus's; False leaves it to the screen."""
        if not self.scene.keyboard_focus:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            self._show(False)
            self._clicked(event.pos)
            return False
        if event.type != pygame.KEYDOWN:
            return False
        key, mod = event.key, getattr(event, "mod", 0)
        window = top_window(self.scene.ui)
        if key == pygame.K_ESCAPE and window is not None and not (
                isinstance(self.current, UIDropDownMenu) and self._expanded(self.current)):
            window.on_close_window_button_pressed()  # Esc closes the dialog, not the screen
            return True
        controls = self.controls()
        k = self._find(controls)
        if k is None:
            return False
        control = controls[k]
        if self._own_key(control, key, mod):
            self._show(True)
            return self._control_key(control, key, mod)
        moves = key == pygame.K_TAB or key in ARROWS or key in ACTIVATE
        if not moves or (key in ARROWS and key in self.scene.focus_leaves):
            return False
        if not self.visible:  # the first key shows where the focus is
            self._show(True)
            self.focus(control)
            return True
        if key == pygame.K_TAB:
            self.move(-1 if mod & pygame.KMOD_SHIFT else 1)
        elif key in ARROWS:
            self.focus(controls[neighbour(controls, k, key)])
        else:
            self.activate(control)
        return True

    def _clicked(self, pos) -> None:
        """The focus goes to the control clicked; an open drop-down's list lies over the
        controls under it and takes every click on it (the drop-down keeps the focus)."""
        controls = self.controls()
        for control in controls:
            if isinstance(control, UIDropDownMenu) and self._expanded(control):
                options = getattr(control.current_state, "options_selection_list", None)
                if options is not None and options.rect.collidepoint(pos):
                    self.focus(control)
                    return
        for control in controls:
            if shown_rect(control).collidepoint(pos):
                self.focus(control)
                return

    def _own_key(self, control, key: int, mod: int) -> bool:
        """The control (or the screen, for a spot) uses `key` itself while focused."""
        if isinstance(control, Spot):
            return key in control.keys
        if isinstance(control, UITextEntryLine):  # (a click elsewhere leaves it)
            return control.is_focused and key not in FIELD_LEAVES
        if isinstance(control, UIDropDownMenu):
            if self._expanded(control):
                return key != pygame.K_TAB
            return key == pygame.K_DOWN and bool(mod & pygame.KMOD_ALT)
        if isinstance(control, UIHorizontalSlider):
            return key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END)
        if isinstance(control, UISelectionList):
            return key in (pygame.K_UP, pygame.K_DOWN)
        return False

    def _control_key(self, control, key: int, mod: int) -> bool:
        if isinstance(control, UIDropDownMenu):
            return self._menu_key(control, key)
        if isinstance(control, UIHorizontalSlider):
            self._slide(control, key)
            return True
        if isinstance(control, UISelectionList):
            self._pick_row(control, 1 if key == pygame.K_DOWN else -1)
            return True
        return False  # a field's or a spot's key: the screen's widgets take it

    # doing ----------------------------------------------------------------------------
    def _send(self, kind, **data) -> None:
        """Give the screen the event a click would make, now."""
        element = data["ui_element"]
        data.setdefault("ui_object_id", element.most_specific_combined_id)
        self.scene.handle_event(pygame.event.Event(kind, data))

    def activate(self, control) -> None:
        """What a click on `control` does."""
        if isinstance(control, Spot):
            if control.activate is not None:
                control.activate()
        elif isinstance(control, UIButton):
            self._send(pygame_gui.UI_BUTTON_PRESSED, ui_element=control, mouse_button=1)
        elif isinstance(control, UIDropDownMenu):
            self._open(control)
        elif isinstance(control, UITextEntryLine):
            self.focus(control)
        elif isinstance(control, UISelectionList):
            chosen = [item["button_element"] for item in control.item_list
                      if item.get("selected") and item["button_element"] is not None]
            if chosen:  # a double click: a folder of a file dialog opens
                self._send(pygame_gui.UI_BUTTON_DOUBLE_CLICKED, ui_element=chosen[0],
                           mouse_button=1)

    @staticmethod
    def _expanded(menu) -> bool:
        return menu.current_state is menu.menu_states["expanded"]

    def _open(self, menu) -> None:
        if not self._expanded(menu):
            menu.current_state.should_transition = True  # opens at the next update
        self._menu = menu
        options = list(menu.options_list)
        self._option = options.index(menu.selected_option) if menu.selected_option in \
            options else 0

    def _menu_key(self, menu, key: int) -> bool:
        if not self._expanded(menu):
            if key in ACTIVATE or key == pygame.K_DOWN:
                self._open(menu)
            return True
        if self._menu is not menu:  # opened by a click
            self._open(menu)
        last = len(menu.options_list) - 1
        if key in (pygame.K_UP, pygame.K_LEFT):
            self._option = max(0, self._option - 1)
        elif key in (pygame.K_DOWN, pygame.K_RIGHT):
            self._option = min(last, self._option + 1)
        elif key == pygame.K_HOME:
            self._option = 0
        elif key == pygame.K_END:
            self._option = last
        elif key in ACTIVATE:
            self._choose(menu, menu.options_list[self._option])
        elif key == pygame.K_ESCAPE:
            menu.current_state.should_transition = True  # closes at the next update
        return True

    def _choose(self, menu, option) -> None:
        menu.current_state.should_transition = True
        if option == menu.selected_option:
            return
        menu.selected_option = option
        self._send(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=menu, text=option[0],
                   selected_option_id=option[1])

    def _slide(self, slider, key: int) -> None:
        low, high = sorted(slider.value_range)
        value = slider.get_current_value()
        step = getattr(slider, "increment", 1)
        wanted = {pygame.K_LEFT: value - step, pygame.K_RIGHT: value + step,
                  pygame.K_HOME: low, pygame.K_END: high}[key]
        wanted = max(low, min(high, wanted))
        if wanted != value:
            slider.set_current_value(wanted)
            self._send(pygame_gui.UI_HORIZONTAL_SLIDER_MOVED, ui_element=slider,
                       value=slider.get_current_value())

    def _pick_row(self, rows, step: int) -> None:
        """Select the next / previous row of a list, as a click on it would."""
        items = rows.item_list
        chosen = [k for k, item in enumerate(items) if item.get("selected")]
        if not items:
            return
        k = max(0, min(len(items) - 1, (chosen[0] + step) if chosen else 0))
        if chosen and k == chosen[0]:
            return  # a press on the chosen row would drop it
        if items[k]["button_element"] is None and rows.scroll_bar is not None:
            rows.scroll_bar.set_scroll_from_start_percentage(k / len(items))
            rows.update(0.0)
        button = items[k]["button_element"]
        if button is not None:
            self._send(pygame_gui.UI_BUTTON_PRESSED, ui_element=button, mouse_button=1)

    # drawing --------------------------------------------------------------------------
    def ring_rect(self) -> pygame.Rect | None:
        """Where the ring goes: the focused control, or the option the keys are on in an
        open drop-down."""
        current = self.current
        if current is None:
            return None
        if isinstance(current, UIDropDownMenu) and self._expanded(current) \
                and self._menu is current:
            state = getattr(current, "current_state", None)
            rows = state.options_selection_list if state is not None else None
            items = rows.item_list if rows is not None else []
            if self._option < len(items) and items[self._option]["button_element"]:
                return shown_rect(items[self._option]["button_element"])
        return shown_rect(current)

    def draw(self, surface) -> None:
        """The ring (gold over a dark edge: it shows on light and dark grounds alike)."""
        if not self.scene.keyboard_focus or not self.visible:
            return
        rect = self.ring_rect()
        if rect is None or not rect.w or not rect.h:
            return
        draw_ring(surface, rect, self.scene.scale)


def draw_ring(surface, rect, scale: float) -> None:
    """The focus ring around `rect`: gold over a dark edge (it shows on light and dark
    grounds alike)."""
    s = scale
    width = max(3, round(4 * s))
    ring = pygame.Rect(rect).inflate(2 * (width + round(3 * s)), 2 * (width + round(3 * s)))
    radius = round(8 * s)
    pygame.draw.rect(surface, INK, ring.inflate(2 * max(1, round(s)), 2 * max(1, round(s))),
                     width + 2 * max(1, round(s)), border_radius=radius + 2)
    pygame.draw.rect(surface, GOLD, ring, width, border_radius=radius)
    inner = ring.inflate(-2 * width, -2 * width)
    pygame.draw.rect(surface, INK, inner, max(1, round(s)), border_radius=max(0, radius - 2))
