"""The four places of a mat's hand: a laid card leaves its place empty, the others stay put.

`HandSlots.settle(sizes, own_seat, own_hand, laid_from)` follows the observation: when a seat
holds one card fewer than its occupied places (a card was laid on an ornament), the place it
left is emptied (the one it was dragged from, when known) and every other card keeps its
place; any other change (a new round's draw, an exchange) deals the hand anew from the left.
`value(seat, i)` is the card in place i (None: empty or face down), `filled(seat, i)` whether
a card lies there. `HandState` is what the parts of the view share of the hands.
"""

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from .layout import HandKey

PLACES = 4


class HandSlots:
    def __init__(self) -> None:
        self._filled: dict[int, list[bool]] = {}
        self._values: dict[int, list[int | None]] = {}
        self.vacated: dict[int, int] = {}  # seat -> the place its last laid card left

    def settle(self, sizes: Sequence[int], own_seat: int | None, own_hand: Sequence[int],
               laid_from: HandKey | None = None) -> None:
        """Follow the hands of the observation (`sizes` per seat; `own_hand`, sorted, for
        `own_seat`); `laid_from` is the hand's place a card was just taken from."""
        for seat, size in enumerate(sizes):
            hand = list(own_hand) if seat == own_seat else None
            filled = self._filled.get(seat)
            before = self._values.get(seat)
            if filled is not None and sum(filled) == size + 1:
                filled = list(filled)
                self.vacated[seat] = self._vacated(seat, filled, before, hand, laid_from)
                filled[self.vacated[seat]] = False
            elif filled is None or sum(filled) != size:
                filled = [i < size for i in range(PLACES)]
            self._filled[seat] = filled
            cards = iter(hand) if hand is not None else None
            self._values[seat] = [next(cards, None) if cards is not None and here else None
                                  for here in filled]

    @staticmethod
    def _vacated(seat: int, filled: list[bool], before: list[int | None] | None,
                 hand: list[int] | None, laid_from: HandKey | None) -> int:
        """The place the laid card left: where it was dragged from if that place held it,
        else the last place holding the card's value, else the last filled place."""
        occupied = [i for i, here in enumerate(filled) if here]
        if laid_from is not None and laid_from.seat == seat and laid_from.place in occupied:
            return laid_from.place
        if before is not None and hand is not None:
            gone = Counter(v for v in before if v is not None) - Counter(hand)
            for value in gone:
                return max(i for i in occupied if before[i] == value)
        return occupied[-1]

    def filled(self, seat: int, i: int) -> bool:
        return self._filled.get(seat, [False] * PLACES)[i]

    def value(self, seat: int, i: int) -> int | None:
        return self._values.get(seat, [None] * PLACES)[i]

    def pattern(self, seat: int) -> tuple:
        """What the hand's places show (filled, value): a cache key for the mat."""
        return tuple(zip(self._filled.get(seat, ()), self._values.get(seat, ()), strict=True))

    def places_of(self, seat: int, value: int) -> list[int]:
        """The places of `seat`'s hand holding a card of `value` (own hand only)."""
        return [i for i, v in enumerate(self._values.get(seat, ())) if v == value]


@dataclass
class HandState:
    """What the view's parts share of the mats' hands: the cards' places, and the place of
    the card a drag or click is laying now (the gestures own it; the drawing reads it)."""

    slots: HandSlots = field(default_factory=HandSlots)
    laid_from: HandKey | None = None
