"""The table's buttons: the side panel's (Hint, Undo, Save…, Rules, Menu; Save… opens the
dialog that saves the game or copies and saves its position; the game log's toggle where the
log has no room of its own) and the choice buttons over the table (one per choice the player
to move has, each playing its action). What a press asks for is `command(element)`; the
table carries it out."""

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from scenes.kit.choice_places import steady_places
from scenes.kit.panel import button_places, hint_label
from shell.language.i18n import N_, _

PANEL_COMMANDS = ("undo", "save", "rules", "menu", "hint")


def panel_button_places(rect: pygame.Rect, scale: float,
                        own: dict[str, tuple[str, str]] | None = None) -> dict:
    """Where the side panel's buttons go, at the foot of `rect`: Hint over Undo / Save
    over Rules / Menu, or rows of as many as fit when larger text leaves a half row too
    narrow for a label (name -> (label, rect)); `scale` is the window's. A kind of table
    may give a slot its own label (`own`: name -> (marked label, shorter marked label);
    the whole first row's shorter one is taken where the longer does not fit it)."""
    own = own or {}
    first, short = own.get("hint", (N_("Hint (H)"), N_("Hint")))
    labels = {"hint": hint_label(rect, scale, _(first), _(short)), "undo": _("Undo"),
              "save": _("Save…"), "rules": _("Rules"), "menu": _("Menu")}
    labels.update({name: _(pair[0]) for name, pair in own.items() if name != "hint"})
    return {name: (labels[name], place)
            for name, place in button_places(rect, scale, list(labels.values())).items()}


def panel_buttons(ui, rect: pygame.Rect, scale: float,
                  own: dict[str, tuple[str, str]] | None = None) -> dict:
    """The side panel's buttons (name -> button; see `panel_button_places`)."""
    return {name: pygame_gui.elements.UIButton(place, label, ui)
            for name, (label, place) in panel_button_places(rect, scale, own).items()}


class TableButtons:
    """The panel's buttons (`undo`, `save`, `rules`, `menu`, `hint`) and the choice buttons
    (`choices`: button -> the action it plays)."""

    KEPT = 64  # labels whose last place is remembered, at most

    def __init__(self, own: dict[str, tuple[str, str]] | None = None):
        """`own`: labels of a kind of table's own for some slots (`panel_button_places`);
        what a press does is the table's (`command` names the slot)."""
        self.own = own
        self.choices: dict = {}
        self._panel: dict = {}
        # label -> where its button last stood, and what those places were made for (the
        # table's rect and scales): a button shown again stands there while it may
        self._kept: dict[str, pygame.Rect] = {}
        self._kept_for: tuple | None = None

    def build(self, ui, panel_rect: pygame.Rect, scale: float) -> None:
        """Make the panel's buttons in a fresh widget manager (no choice buttons yet); the
        log's toggle waits hidden until the log has no room of its own (`place_log`)."""
        self._panel = panel_buttons(ui, panel_rect, scale, self.own)
        self._ui = ui
        self.log_toggle: pygame_gui.elements.UIButton | None = None
        self._log_shows: tuple | None = None
        self.choices = {}

    def place_log(self, rect: pygame.Rect | None, log_open: bool) -> None:
        """The toggle between the score rows and the game log at `rect` (None: hidden, the
        log has its room), named for what it shows next: the log, or the players."""
        shows = None if rect is None else (tuple(rect), log_open)
        if shows == self._log_shows:
            return
        self._log_shows = shows
        if self.log_toggle is not None:
            self.log_toggle.kill()
            self.log_toggle = None
        if rect is not None:
            self.log_toggle = pygame_gui.elements.UIButton(
                rect, _("Players") if log_open else _("Game log"), self._ui,
                tool_tip_text=_("The game log in the players' place, and back (L)"))

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
                      window_scale: float, text_scale: float, avoid=()) -> None:
        """Replace the choice buttons with one per (label, action) of `choices`, clear of
        the layout's `keep_clear` rects and of `avoid` where the table has room; a button
        shown before stands where it stood while that place is still clear
        (scenes/kit/choice_places.py: `steady_places`)."""
        for button in self.choices:
            button.kill()
        self.choices = {}
        if not choices:
            return
        context = (tuple(table_rect), scale, window_scale, text_scale)
        if context != self._kept_for or len(self._kept) > self.KEPT:
            self._kept, self._kept_for = {}, context
        labels = [label for label, _a in choices]
        places = steady_places(labels, self._kept, table_rect, table_layout, scale,
                               window_scale, text_scale, avoid)
        self._kept.update(zip(labels, (pygame.Rect(place) for place in places), strict=True))
        for (label, action), place in zip(choices, places, strict=True):
            button = pygame_gui.elements.UIButton(place, label, ui,
                                                  object_id=ObjectID(class_id="@primary"))
            self.choices[button] = action

    def pressable(self) -> list:
        """(name, button, rect) of the panel's buttons that can be pressed now (shown and
        enabled), for keyboard play."""
        buttons = dict(self._panel)
        if self.log_toggle is not None:
            buttons["log"] = self.log_toggle
        return [(name, button, pygame.Rect(button.rect)) for name, button in buttons.items()
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
        if element is not None and element is self.log_toggle:
            return ("log",)
        return None
