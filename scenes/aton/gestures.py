"""Aton's gestures: each legal action as a drag or a click, the buttons, and what a refused
drop meant."""

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from engines.aton.actions import ACTIONS, Assign, Place, Remove
from engines.aton.observation import AtonObservation
from game.dragdrop import Binding
from game.i18n import N_, _
from scenes.kit.game_view import GameView, StepMark
from scenes.kit.layout import AreaKey

from .hand import HandSlots
from .layout import AtonLayout


class AtonGestures(GameView[AtonObservation, AtonLayout]):
    """The input half of `AtonView`: legal actions as drags, clicks and buttons."""

    ACTIONS = ACTIONS

    if TYPE_CHECKING:  # from the view's other halves (scene.py, drawing.py)
        hand_slots: HandSlots

        def drag_image(self, source: AreaKey) -> pygame.Surface | None: ...

    def bindings(self) -> list[Binding]:
        o = self.obs
        pending = o["pending"]
        if pending is None:
            return []
        seat = pending["seat"]
        kind = pending["kind"]
        result = []
        target: AreaKey
        kingdom_open = None in o["kingdom"]
        for action in self.legal_actions():
            move = ACTIONS.decode(action)
            if isinstance(move, Assign):
                for i in self.hand_slots.places_of(seat, move.value):
                    result.append(Binding(action, ("hand", seat, i), ("slot", seat, move.ornament)))
            elif isinstance(move, Place):
                cell = ("cell", move.temple, move.cell)
                result.append(Binding(action, None, cell))
                result.append(Binding(action, ("supply", seat), cell))
            elif isinstance(move, Remove):
                cell = ("cell", move.temple, move.cell)
                owner = o["temples"][move.temple - 1][move.cell]
                if kind == "post_remove" or not kingdom_open:
                    target = ("supply", owner)
                else:
                    target = ("kingdom",)
                result.append(Binding(action, None, cell))
                result.append(Binding(action, cell, target))
        return result

    def step_marks(self, steps: Sequence[tuple], first: int = 0) -> list[StepMark]:
        """The whole move on the board: each card from its place in the hand onto its
        ornament, each priest from the supply onto its cell, each priest removed."""
        pending = self.obs["pending"]
        if pending is None:
            return []
        seat = pending["seat"]
        used: set[int] = set()
        marks: list[StepMark] = []
        for k, action in enumerate(steps):
            move, show = ACTIONS.decode(action), k >= first
            if isinstance(move, Assign):
                free = [i for i in self.hand_slots.places_of(seat, move.value) if i not in used]
                source = ("hand", seat, free[0]) if free else None
                used.update(free[:1])
                if show:
                    image = self.drag_image(source) if source is not None else None
                    marks.append((source, ("slot", seat, move.ornament), image))
            elif isinstance(move, Place) and show:
                marks.append((("supply", seat), ("cell", move.temple, move.cell),
                              self.drag_image(("supply", seat))))
            elif isinstance(move, Remove) and show:
                marks.append((("cell", move.temple, move.cell), None, None))
        return marks

    CHOICE_LABELS = {"exchange": N_("Exchange the cards"), "keep": N_("Keep the cards")}

    def propose(self, source: AreaKey | None, target: AreaKey | None) -> tuple | None:
        if source is None or target is None:
            return None
        if source[0] == "hand" and target[0] == "slot":
            value = self.hand_slots.value(source[1], source[2])
            return None if value is None else ("assign", target[2], value)
        if source[0] == "supply" and target[0] == "cell":
            return ("place", target[1], target[2])
        if source[0] == "cell":
            return ("remove", source[1], source[2])
        return None

    # ---------------------------------------------------------------- drags that cannot go
    def piece_stuck_reason(self, key: AreaKey) -> str | None:
        """Why the piece at `key` cannot be dragged now (None: no piece there)."""
        o = self.obs
        pending = o["pending"]
        kind = key[0]
        if pending is None or kind not in ("hand", "supply", "cell", "slot", "deck",
                                           "discard", "chip"):
            return None
        if kind == "hand" and not self.hand_slots.filled(key[1], key[2]):
            return None  # an empty place: nothing to pick up
        if kind in ("hand", "supply", "deck", "discard", "chip") and key[1] != pending["seat"]:
            return _("That belongs to {name}.").format(name=self.name(key[1]))
        if kind == "hand":
            if pending["kind"] == "exchange":
                return _("First exchange your cards or keep them (the buttons on the cartouche "
                         "board).")
            return _("Cards are laid on the cartouches only at the start of a round.")
        if kind == "supply":
            return _("Priests are placed only when cartouche 4 acts, in the temples cartouche 3 "
                     "allows.")
        if kind == "cell":
            if o["temples"][key[1] - 1][key[2]] is None:
                return None
            return _("This priest cannot be removed now: only the removals of cartouche 2 and "
                     "after a scoring take priests away.")
        if kind in ("deck", "discard"):
            return _("The deck and the discard pile are not moved: four cards are drawn each "
                     "round.")
        if kind == "chip":
            return _("The exchange chip is used with the Exchange button at the start of a "
                     "round.")
        return None
