"""What `AtonState.observation(seat)` returns: every key, as types.

Seats: 0 red, 1 blue; per-seat lists are [red, blue]. Temples are numbered 1-4, cells 0-11
row by row (3 rows of 4), ornaments 1-4. Hidden from a seat: the other's hand and face-down
cards, and both decks' order above their publicly known bottom cards.
"""

from typing import Literal, TypedDict

from engines.core.observation import Observation

Phase = Literal["exchange", "assign", "remove", "place", "post_remove", "over"]
CellKind = Literal["Y", "K", "B", "G", "+1", "+2"]  # yellow, black, blue, green, bonus cells


class PendingDecision(TypedDict):
    """The decision awaited from `seat`."""

    kind: Literal["exchange", "assign", "remove_enemy", "remove_own", "place"]
    seat: int
    remaining: int  # priests still to remove or place, or cards to assign
    temples: list[int]  # temple numbers the decision may use


class PendingPostRemove(TypedDict):
    """After a scoring: one own priest removed per temple owed."""

    kind: Literal["post_remove"]
    seat: int
    remaining: int
    temples: list[int]
    substitutes: list[int]  # temples still owed where the player has no priest, in the
    # order they are paid (each from a higher temple, else from the player's highest)


Pending = PendingDecision | PendingPostRemove


class AtonObservation(Observation):
    """Everything one seat sees of an Aton position."""

    game: Literal["aton"]
    colors: list[str]  # ["red", "blue"]
    round: int  # 1-based
    phase: Phase
    pending: Pending | None  # None once the game is over
    temples: list[list[int | None]]  # 4 temples of 12 owners (None: empty)
    layout: list[list[CellKind]]  # 4 temples of 12 cell kinds
    kingdom: list[int | None]  # the Kingdom of the Dead's 8 cells
    supply: list[int]  # priests per seat
    breakdown: list[dict[str, int]]  # per seat, {score category (a translation key): points}
    last_scoring: list[dict[str, int]] | None  # the latest scoring, per seat and category
    deck_sizes: list[int]
    deck_bottoms: list[list[int]]  # per seat the publicly known bottom cards, bottom first
    discards: list[list[int]]  # per seat, all face up, top last
    hand: list[int]  # this seat's hand, sorted
    hand_sizes: list[int]
    assignment: list[int | None]  # this seat's cards on ornaments 1-4 (None: empty)
    face_down: list[list[bool]]  # per seat and ornament, a card lies there face down
    revealed: list[list[int]] | None  # both seats' 4 cards once revealed
    exchange_chips: list[bool]  # per seat, the chip is still unused
    first_player: int | None  # the seat playing first this round
    end_reason: str | None  # a text key (rules.END_REASONS)
    end_temple: int | None  # the temple of a "full temple" win
