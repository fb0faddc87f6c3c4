"""The table's buttons: the side panel's (Hint, Undo, Save, Rules, Menu) and the choice
buttons over the table (one per choice the player to move has, each playing its action).
What a press asks for is `command(element)`; the table carries it out."""

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from game.i18n import _
from game.theme import FONT_SIZES, control_height, font
from scenes.kit.panel import button_places

PRIMARY_BUTTON_PX = 20  # the choice buttons' font size in assets/theme.json ("@primary")
PANEL_COMMANDS = ("undo", "save", "rules", "menu", "hint")
TIGHT_PADDING = 20  # a choice button's width beyond its text where a row is short of room


def panel_button_places(rect: pygame.Rect, scale: float) -> dict:
    """Where the side panel's buttons go, at the foot of `rect`: Hint over Undo / Save
    over Rules / Menu, or one under another when larger text leaves a half row too narrow
    for a label (name -> (label, rect)); `scale` is the window's."""
    labels = {"hint": _("Hint (H)"), "undo": _("Undo"), "save": _("Save"),
              "rules": _("Rules"), "menu": _("Menu")}
    return {name: (labels[name], place)
            for name, place in button_places(rect, scale, list(labels.values())).items()}


def panel_buttons(ui, rect: pygame.Rect, scale: float) -> dict:
    """The side panel's buttons (name -> button; see `panel_button_places`)."""
    return {name: pygame_gui.elements.UIButton(place, label, ui)
            for name, (label, place) in panel_button_places(rect, scale).items()}


def choice_bar_y(table_rect: pygame.Rect, table_layout, scale: float) -> int:
    """Where choice buttons go: the layout's place for them, else over the table."""
    if table_layout is not None and table_layout.buttons_y is not None:
        return table_layout.buttons_y
    return table_rect.y + round(6 * scale)


def choice_places(labels: list[str], table_rect: pygame.Rect, table_layout, scale: float,
                  window_scale: float, text_scale: float) -> list[pygame.Rect]:
    """One rect per label, side by side and centred on the layout's place for the choice
    bar (else over the table), each as wide as its label in the buttons' own face and as
    tall as the player's text size needs (`scale` is the board's). The buttons stay inside
    the table area: where a row has no room they shrink to their text, and where even that
    has none they wrap to further rows (below the bar, or above where the table ends)."""
    bh = control_height(40, window_scale, PRIMARY_BUTTON_PX)
    # measured with the buttons' own face: bold, 20 px at scale 1 (theme.json "@primary")
    f = font("large", text_scale * PRIMARY_BUTTON_PX / FONT_SIZES["large"], bold=True)
    texts = [f.size(label)[0] for label in labels]
    gap = round(10 * scale)
    room = max(1, table_rect.w - 2 * gap)
    widths = [max(round(110 * scale), text + round(40 * scale)) for text in texts]
    if _row_width(widths, gap) > room:
        tight = [min(room, text + round(TIGHT_PADDING * window_scale)) for text in texts]
        widths = tight if _row_width(tight, gap) <= room else [min(room, w) for w in widths]
    rows = _rows(widths, gap, room)
    y = choice_bar_y(table_rect, table_layout, scale)
    block = len(rows) * bh + (len(rows) - 1) * gap
    y = max(table_rect.y, min(y, table_rect.bottom - gap - block))
    centre = table_rect.centerx
    if table_layout is not None and table_layout.buttons_x is not None:
        centre = table_layout.buttons_x
    places = []
    for row in rows:
        total = _row_width(row, gap)
        x = min(max(centre - total // 2, table_rect.x + gap), table_rect.right - gap - total)
        for width in row:
            places.append(pygame.Rect(x, y, width, bh))
            x += width + gap
        y += bh + gap
    return places


def _row_width(widths: list[int], gap: int) -> int:
    return sum(widths) + gap * (len(widths) - 1)


def _rows(widths: list[int], gap: int, room: int) -> list[list[int]]:
    """`widths` in order, as many to a row as fit in `room`."""
    rows: list[list[int]] = [[]]
    for width in widths:
        if rows[-1] and _row_width(rows[-1] + [width], gap) > room:
            rows.append([])
        rows[-1].append(width)
    return rows


class TableButtons:
    """The panel's buttons (`undo`, `save`, `rules`, `menu`, `hint`) and the choice buttons
    (`choices`: button -> the action it plays)."""

    def __init__(self):
        self.choices: dict = {}
        self._panel: dict = {}

    def build(self, ui, panel_rect: pygame.Rect, scale: float) -> None:
        """Make the panel's buttons in a fresh widget manager (no choice buttons yet)."""
        self._panel = panel_buttons(ui, panel_rect, scale)
        self.choices = {}

    @property
    def undo(self):
        return self._panel["undo"]

    @property
    def save(self):
        return self._panel["save"]

    @property
    def rules(self):
        return self._panel["rules"]

    @property
    def menu(self):
        return self._panel["menu"]

    @property
    def hint(self):
        return self._panel["hint"]

    def place_choices(self, ui, choices, table_rect, table_layout, scale: float,
                      window_scale: float, text_scale: float) -> None:
        """Replace the choice buttons with one per (label, action) of `choices`."""
        for button in self.choices:
            button.kill()
        self.choices = {}
        if not choices:
            return
        places = choice_places([label for label, _a in choices], table_rect, table_layout,
                               scale, window_scale, text_scale)
        for (label, action), place in zip(choices, places, strict=True):
            button = pygame_gui.elements.UIButton(place, label, ui,
                                                  object_id=ObjectID(class_id="@primary"))
            self.choices[button] = action

    def pressable(self) -> list:
        """(name, button, rect) of the panel's buttons that can be pressed now (shown and
        enabled), for keyboard play."""
        return [(name, button, pygame.Rect(button.rect)) for name, button in self._panel.items()
                if button.visible and button.is_enabled]

    def enable(self, name: str, on: bool) -> None:
        """Enable or disable the panel's button `name`."""
        button = self._panel[name]
        if on:
            button.enable()
        else:
            button.disable()

    def command(self, element):
        """What a press of `element` asks for: ("choice", action), (name,) for a panel
        button, None for a button that is not the table's."""
        if element in self.choices:
            return ("choice", self.choices[element])
        for name in PANEL_COMMANDS:
            if self._panel.get(name) is element:
                return (name,)
        return None
