"""Aton's events: per kind the TypedDict of its data and its `EventKind` (how to build and
read them: engines/core/events.py). Temples are numbered 1-4, cells within a temple from 0;
seats are RED (0) and BLUE (1)."""

from typing import Literal, TypedDict

from engines.core.events import EventKind, EventKinds, NoData


class Exchanged(TypedDict):
    discarded: list[int]  # card values


class Drawn(TypedDict):
    count: int


class Assigned(TypedDict):
    ornament: int


class Cell(TypedDict):
    temple: int
    cell: int


class Removed(TypedDict):
    temple: int
    cell: int
    owner: int
    to: Literal["kingdom", "supply"]


class PriestsReturned(TypedDict):
    counts: list[int]  # per seat, from the Kingdom of the Dead


class Reshuffled(TypedDict):
    cards: int


class Round(TypedDict):
    round: int


class Revealed(TypedDict):
    cards: list[list[int]]  # per seat, its four cards


class Scored(TypedDict):
    points: int
    source: str  # a score category


class TurnOrder(TypedDict):
    first: int
    reason: str  # how it was settled


class First(TypedDict):
    first: int


class TiebreakReveal(TypedDict):
    cards: list[int]  # red's and blue's


class Scoring(TypedDict):
    points: list[list[int]]  # per seat, per category


class InstantWin(TypedDict):
    reason: str
    temple: int | None


class GameOver(TypedDict):
    winners: list[int]
    scores: list[int]
    reason: str


KEEP = EventKind[NoData]("keep")
EXCHANGE = EventKind[Exchanged]("exchange")
DRAW = EventKind[Drawn]("draw")
ASSIGN = EventKind[Assigned]("assign")
PLACE = EventKind[Cell]("place")
REMOVE = EventKind[Removed]("remove")
PRIESTS_RETURN = EventKind[PriestsReturned]("priests_return")
TO_KINGDOM = EventKind[NoData]("to_kingdom")
KINGDOM_FULL = EventKind[NoData]("kingdom_full")
RETURNED = EventKind[NoData]("returned")
RESHUFFLE = EventKind[Reshuffled]("reshuffle")
DISCARD = EventKind[NoData]("discard")
ROUND_START = EventKind[Round]("round_start")
REVEAL = EventKind[Revealed]("reveal")
SCORE = EventKind[Scored]("score")
TURN_ORDER = EventKind[TurnOrder]("turn_order")
TIEBREAK_COIN = EventKind[First]("tiebreak_coin")
TIEBREAK_REVEAL = EventKind[TiebreakReveal]("tiebreak_reveal")
SCORING = EventKind[Scoring]("scoring")
INSTANT_WIN = EventKind[InstantWin]("instant_win")
GAME_OVER = EventKind[GameOver]("game_over")

EVENTS = EventKinds(
    KEEP, EXCHANGE, DRAW, ASSIGN, PLACE, REMOVE, PRIESTS_RETURN, TO_KINGDOM, KINGDOM_FULL,
    RETURNED, RESHUFFLE, DISCARD, ROUND_START, REVEAL, SCORE, TURN_ORDER, TIEBREAK_COIN,
    TIEBREAK_REVEAL, SCORING, INSTANT_WIN, GAME_OVER)
