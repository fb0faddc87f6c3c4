"""Keyboard play at a table: a focus over what can be played now, driven by the bindings.

With no piece held the focus walks the pieces that can move now (the sources of the
bindings), the places played by a click alone (the direct targets) and the choice buttons.
Enter or Space on a piece picks it up (the interaction's selected piece, as a click would);
the focus then walks only that piece's legal targets, and Enter or Space places it there;
Esc puts it back. Enter on a direct target plays it, on a button presses it. Number keys
press the choice buttons (1 the leftmost). Tab / Shift+Tab go to the next / previous spot in
reading order, the arrows to the nearest spot that way (`shell.ui.focus.neighbour`). A spot
that goes (a rotated domino's places change) hands the focus to the spot nearest where it
was.

The focus shows from the first key on; that first key only shows it (no key acts on a spot
the player cannot see); a mouse click hides it. This module knows no scene: `Table` is
what it reads and does (scenes/kit/keyboard.py is the scene's side).
"""

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field

import pygame

from shell.ui.dragdrop import Interaction, Outcome
from shell.ui.focus import ACTIVATE, ARROWS, Spot, neighbour, reading_order

NUMBERS = {getattr(pygame, f"K_{n}"): n for n in range(1, 10)}
NUMBERS.update({getattr(pygame, f"K_KP{n}"): n for n in range(1, 10)})
KEYS = frozenset((pygame.K_TAB, pygame.K_ESCAPE, *ARROWS, *ACTIVATE, *NUMBERS))  # all it uses


@dataclass
class Table:
    """What keyboard play reads from a table and does on it."""

    interaction: Interaction
    areas: Callable[[], dict]  # area key -> rect, as laid out now
    buttons: Callable[[], list]  # [(button, rect)] of the choice buttons, left to right
    outcome: Callable[[Outcome], None]  # play a gesture's outcome (the scene's on_outcome)
    press: Callable[[object], None]  # press a button (a choice's or the side panel's)
    number: Callable[[int], bool] = field(default=lambda _n: False)  # a number key's own use
    panel: Callable[[], list] = field(default=list)  # [(name, button, rect)] of the side
    # panel's buttons that can be pressed now (Hint, Undo, Save, Rules, Menu)


@dataclass(frozen=True)
class Button:
    """A choice button as a focus spot's key (the n-th from the left)."""

    index: int


@dataclass(frozen=True)
class PanelButton:
    """A side-panel button as a focus spot's key (by its name: "hint", "undo", ...)."""

    name: str


class KeyPlay:
    """The keyboard focus of one table (see the module doc)."""

    def __init__(self):
        self.focus: Hashable | None = None  # the focused spot's key
        self.visible = False
        self._where: pygame.Rect | None = None  # the focused spot's rect when last seen
        self._stand_in = False  # the focus is on a panel button only while nothing plays

    # what can be focused ----------------------------------------------------------------
    @staticmethod
    def held(table: Table) -> Hashable | None:
        """The piece picked up (by a key or a click), None when none is."""
        i = table.interaction
        return None if i.dragging else i.selected

    def spots(self, table: Table) -> list:
        """The spots the focus walks now, in reading order."""
        i, areas = table.interaction, table.areas()
        held = self.held(table)
        if held is not None:
            keys = list(i.targets_for(held))
            return reading_order([Spot(k, areas[k]) for k in keys if k in areas])
        keys = list(dict.fromkeys([b.source for b in i.bindings if b.source is not None]
                                  + list(i.direct_targets())))
        spots = [Spot(k, areas[k]) for k in keys if k in areas]
        spots += [Spot(Button(n), pygame.Rect(rect))
                  for n, (_button, rect) in enumerate(table.buttons())]
        spots += [Spot(PanelButton(name), pygame.Rect(rect))
                  for name, _button, rect in table.panel()]
        return reading_order(spots)

    def current(self, table: Table) -> Spot | None:
        """The focused spot: the one named `focus`, else the playable spot (a piece, a
        place, a choice button) nearest where the focus was, else the first. A side-panel
        button the focus fell back to while nothing could be played (the bots' turns) is
        only a stand-in: once something can be played, the focus goes back to it, near
        where it last was (None: no spot at all)."""
        spots = self.spots(table)
        if not spots:
            return None
        playable = [s for s in spots if not isinstance(s.key, PanelButton)] or spots
        spot = next((s for s in spots if s.key == self.focus), None)
        if spot is not None and self._stand_in:
            if isinstance(playable[0].key, PanelButton):
                return spot  # still nothing to play: the stand-in stays one
            spot = None
        if spot is None:
            spot = playable[0]
            if self._where is not None:
                x, y = self._where.center
                spot = min(playable, key=lambda s: (s.rect.centerx - x) ** 2
                           + (s.rect.centery - y) ** 2)
            if isinstance(spot.key, PanelButton):  # nothing to play: stand in, keep the place
                self.focus, self._stand_in = spot.key, True
                return spot
        self._put(spot)
        return spot

    def _put(self, spot: Spot) -> None:
        """Focus `spot` (chosen: it is no stand-in)."""
        self.focus, self._where = spot.key, pygame.Rect(spot.rect)
        self._stand_in = False

    # keys -------------------------------------------------------------------------------
    def handle_event(self, event, table: Table) -> bool:
        """Take `event` when it is keyboard play's; False leaves it to the table."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.visible = False
            return False
        if event.type != pygame.KEYDOWN:
            return False
        key, mod = event.key, getattr(event, "mod", 0)
        if mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            return False
        if key in NUMBERS:
            return self.number(NUMBERS[key], table)
        if key == pygame.K_ESCAPE:
            return self.put_back(table)
        if key != pygame.K_TAB and key not in ARROWS and key not in ACTIVATE:
            return False
        spot = self.current(table)
        if spot is None:
            return key == pygame.K_TAB  # Tab never leaves the table (it has no other use)
        table.interaction.pointer_resting = True  # the keys play: the idle mouse shows nothing
        if not self.visible:
            self.visible = True  # the first key shows where the focus is
            return True
        if key == pygame.K_TAB:
            spots = self.spots(table)
            k = [s.key for s in spots].index(spot.key)
            self._put(spots[(k + (-1 if mod & pygame.KMOD_SHIFT else 1)) % len(spots)])
        elif key in ARROWS:
            spots = self.spots(table)
            k = [s.key for s in spots].index(spot.key)
            self._put(spots[neighbour(spots, k, key)])
        else:
            self.activate(spot, table)
        return True

    def activate(self, spot: Spot, table: Table) -> None:
        """Enter on `spot`: press the button, play the direct target, pick the piece up, or
        place the piece held."""
        i = table.interaction
        held = self.held(table)
        if isinstance(spot.key, Button):
            self.press(spot.key.index, table)
            return
        if isinstance(spot.key, PanelButton):
            pressed = next((button for name, button, _rect in table.panel()
                            if name == spot.key.name), None)
            if pressed is not None:
                self.focus = None
                table.press(pressed)
            return
        pos = spot.rect.center
        if held is not None:
            action = i.targets_for(held)[spot.key]
            i.selected = None
            self.focus = None  # the next spot is the one nearest this place
            table.outcome(Outcome("play", action, held, spot.key, pos))
            return
        direct = i.direct_targets()
        if spot.key in direct:
            self.focus = None
            table.outcome(Outcome("play", direct[spot.key], None, spot.key, pos))
            return
        i.selected = spot.key
        targets = self.spots(table)
        if targets:  # the focus goes to the target nearest the piece
            x, y = pos
            self._put(min(targets, key=lambda s: (s.rect.centerx - x) ** 2
                          + (s.rect.centery - y) ** 2))

    def put_back(self, table: Table) -> bool:
        """Esc: the held piece goes back (the focus on it); False when none is held."""
        held = self.held(table)
        if held is None:
            return False
        table.interaction.selected = None
        self.focus = held
        self._where = None
        return True

    def number(self, n: int, table: Table) -> bool:
        """Number key `n`: the table's own use of it (a count to choose), else the n-th
        choice button."""
        if table.number(n):
            return True
        return self.press(n - 1, table)

    def press(self, index: int, table: Table) -> bool:
        buttons = table.buttons()
        if not 0 <= index < len(buttons):
            return False
        self.focus = None
        table.press(buttons[index][0])
        return True
