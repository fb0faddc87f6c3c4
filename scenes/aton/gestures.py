"""Aton's gestures: each legal action as a drag or a click, the buttons' labels, and what a
refused drop meant. The gestures own the hands' record the drawing shares (`HandState`):
a card laid by a drag or a click leaves the place it was taken from empty."""

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from engines.aton.actions import ACTIONS, Assign, Place, Remove
from engines.aton.observation import AtonObservation
from scenes.kit.game_view import StepMark, ViewPart
from scenes.kit.layout import AreaKey
from shell.language.i18n import N_, _
from shell.ui.dragdrop import Binding, Outcome

from .hand import HandState
from .layout import (
    KINGDOM_KEY,
    AtonLayout,
    CellKey,
    HandKey,
    SeatKey,
    SlotKey,
    read_key,
)

if TYPE_CHECKING:
    from scenes.kit.context import TableContext

CHOICE_LABELS = {"exchange": N_("Exchange"), "keep": N_("Keep")}
Picture = Callable[[AreaKey], pygame.Surface | None]  # what a dragged piece looks like


class AtonGestures(ViewPart[AtonObservation, AtonLayout]):
    """The input part of `AtonView`: legal actions as drags, clicks and buttons."""

    def __init__(self, ctx: "TableContext[AtonObservation]") -> None:
        super().__init__(ctx)
        self.hand = HandState()  # a laid card leaves a gap; the rest stay put

    def settle_hand(self) -> None:
        """The hand's cards keep their places; a card laid leaves its place empty."""
        o = self.obs
        self.hand.slots.settle(o["hand_sizes"], o["seat"], o["hand"], self.hand.laid_from)

    def note_outcome(self, outcome: Outcome) -> None:
        """A card about to be laid from the hand: its place is the one it leaves."""
        source = read_key(outcome.source)
        if outcome.kind == "play" and isinstance(source, HandKey):
            self.hand.laid_from = source

    def outcome_done(self) -> None:
        self.hand.laid_from = None

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
                for i in self.hand.slots.places_of(seat, move.value):
                    result.append(Binding(action, HandKey("hand", seat, i),
                                          SlotKey("slot", seat, move.ornament)))
            elif isinstance(move, Place):
                cell = CellKey("cell", move.temple, move.cell)
                result.append(Binding(action, None, cell))
                result.append(Binding(action, SeatKey("supply", seat), cell))
            elif isinstance(move, Remove):
                cell = CellKey("cell", move.temple, move.cell)
                owner = o["temples"][move.temple - 1][move.cell]
                if owner is None:
                    continue  # no priest there to remove
                if kind == "post_remove" or not kingdom_open:
                    target = SeatKey("supply", owner)
                else:
                    target = KINGDOM_KEY
                result.append(Binding(action, None, cell))
                result.append(Binding(action, cell, target))
        return result

    def step_marks(self, steps: Sequence[tuple], first: int, picture: Picture,
                   ) -> list[StepMark]:
        """The whole move on the board: each card from its place in the hand onto its
        ornament, each priest from the supply onto its cell, each priest removed
        (`picture`: what a piece taken from a place looks like)."""
        pending = self.obs["pending"]
        if pending is None:
            return []
        seat = pending["seat"]
        supply = SeatKey("supply", seat)
        used: set[int] = set()
        marks: list[StepMark] = []
        for k, action in enumerate(steps):
            move, show = ACTIONS.decode(action), k >= first
            if isinstance(move, Assign):
                free = [i for i in self.hand.slots.places_of(seat, move.value) if i not in used]
                source = HandKey("hand", seat, free[0]) if free else None
                used.update(free[:1])
                if show:
                    image = picture(source) if source is not None else None
                    marks.append((source, SlotKey("slot", seat, move.ornament), image))
            elif isinstance(move, Place) and show:
                marks.append((supply, CellKey("cell", move.temple, move.cell),
                              picture(supply)))
            elif isinstance(move, Remove) and show:
                marks.append((CellKey("cell", move.temple, move.cell), None, None))
        return marks

    def propose(self, source: AreaKey | None, target: AreaKey | None) -> tuple | None:
        """The action a refused drop of `source` onto `target` meant."""
        if source is None or target is None:
            return None
        start, end = read_key(source), read_key(target)
        if isinstance(start, HandKey) and isinstance(end, SlotKey):
            value = self.hand.slots.value(start.seat, start.place)
            return None if value is None else ("assign", end.ornament, value)
        if isinstance(start, SeatKey) and start.kind == "supply" and isinstance(end, CellKey):
            return ("place", end.temple, end.cell)
        if isinstance(start, CellKey):
            return ("remove", start.temple, start.cell)
        return None

    # ---------------------------------------------------------------- drags that cannot go
    def piece_stuck_reason(self, key: AreaKey) -> str | None:
        """Why the piece at `key` cannot be dragged now (None: no piece there)."""
        o = self.obs
        pending = o["pending"]
        place = read_key(key)
        if pending is None:
            return None
        if isinstance(place, CellKey):
            if o["temples"][place.temple - 1][place.cell] is None:
                return None
            return _("This priest cannot be removed now: only the removals of cartouche 2 and "
                     "after a scoring take priests away.")
        if isinstance(place, HandKey):
            if not self.hand.slots.filled(place.seat, place.place):
                return None  # an empty place: nothing to pick up
            if place.seat != pending["seat"]:
                return self._not_yours(place.seat)
            if pending["kind"] == "exchange":
                return _("First exchange your cards or keep them (the buttons on the cartouche "
                         "board).")
            return _("Cards are laid on the cartouches only at the start of a round.")
        if isinstance(place, SlotKey):
            return None
        if not isinstance(place, SeatKey) or place.kind in ("mat", "score"):
            return None
        if place.seat != pending["seat"]:
            return self._not_yours(place.seat)
        if place.kind == "supply":
            return _("Priests are placed only when cartouche 4 acts, in the temples cartouche 3 "
                     "allows.")
        if place.kind in ("deck", "discard"):
            return _("The deck and the discard pile are not moved: four cards are drawn each "
                     "round.")
        return _("The exchange chip is used with the Exchange button at the start of a "
                 "round.")

    def _not_yours(self, seat: int) -> str:
        return _("That belongs to {name}.").format(name=self.name(seat))
