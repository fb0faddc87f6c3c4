"""Pyramids' actions as typed records (still tuples: a save lists them as JSON lists).

Coordinates are quarters of a square and orientations quarter turns (see the package
docstring); halves are 0 (square A) and 1 (square B) of the domino laid this turn.
"""

from typing import Literal, NamedTuple

from engines.core.actions import ActionKinds


class Take(NamedTuple):
    """Take the domino in quarry `slot` (0-2)."""

    kind: Literal["take"]
    slot: int


class Place(NamedTuple):
    """Lay the domino taken on `level`, square A at quarter (x, y), turned `orient`."""

    kind: Literal["place"]
    level: int
    x: int
    y: int
    orient: int


class Token(NamedTuple):
    """Put the gem token on `half` of the domino laid (when both halves could take it)."""

    kind: Literal["token"]
    half: int


class SingleTile(NamedTuple):
    """Lay a single-tile card on `half` of the domino laid (a half without a token)."""

    kind: Literal["single_tile"]
    half: int


class SkipSingle(NamedTuple):
    """Lay no single-tile card this turn."""

    kind: Literal["skip_single"]


class Card(NamedTuple):
    """The single-tile card's side (`colour`) and gem `corner`."""

    kind: Literal["card"]
    colour: int
    corner: int


class Refill(NamedTuple):
    """Refill the emptied quarry slot from `stack`."""

    kind: Literal["refill"]
    stack: int


class Fill(NamedTuple):
    """Forced filling: cover the empty square at quarter (x, y) with a card's `colour` side,
    gem on `corner`."""

    kind: Literal["fill"]
    x: int
    y: int
    colour: int
    corner: int


PyramidsAction = Take | Place | Token | SingleTile | SkipSingle | Card | Refill | Fill
ACTIONS: ActionKinds[PyramidsAction] = ActionKinds(
    Take, Place, Token, SingleTile, SkipSingle, Card, Refill, Fill)
