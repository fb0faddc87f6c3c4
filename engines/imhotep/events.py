"""Imhotep's events: per kind the TypedDict of its data and its `EventKind` (how to build and
read them: engines/core/events.py). Sites are named as in data.SITES, ships and slots
numbered as in the actions."""

from typing import Literal, NotRequired, TypedDict

from engines.core.events import EventKind, EventKinds, NoData

from .observation import Site

StonesFrom = Literal["get_stones", "hammer", "pyramid", "temple"]
CardFrom = Literal["display", "pair", "deck"]
Bonus = Literal["card", "stones", "ship"]


class RoundStarted(TypedDict):
    round: int
    ships: list[int]  # the round's ships' capacities


class MarketDealt(TypedDict):
    display: list[str | None]
    pair: int  # face-down cards of Market B's pair


class StonesTaken(TypedDict):
    count: int  # 0 when none fitted
    reason: StonesFrom


class Placed(TypedDict):
    ship: int
    slot: int


class Sailed(TypedDict):
    ship: int
    site: Site


class CardPlayed(TypedDict):
    card: str


CardTaken = TypedDict("CardTaken", {
    "card": str, "from": CardFrom,
    "index": NotRequired[int],  # the display place, for a card taken from the display
})


class PairTaken(TypedDict):
    count: int


class Kept(TypedDict):
    card: str
    discarded: list[str]


class Declined(TypedDict):
    bonus: Bonus


class LeverOrdered(TypedDict):
    ship: int
    slot: int


class Unloaded(TypedDict):
    ship: int
    slot: int
    site: Site


StonesReturned = TypedDict("StonesReturned", {
    "count": int, "from": Literal["market", "ship"],
    "ship": NotRequired[int],  # the ship left behind
})


class AtSite(TypedDict):
    site: Site


class StonePlaced(TypedDict):
    site: Site
    cell: NotRequired[int | Literal["extra"]]  # not on the obelisks
    pyramid: NotRequired[int]  # Pyramids B


class TowerBuilt(TypedDict):
    slot: int
    value: int


class Scored(TypedDict):
    category: str  # state.CATEGORY_KEYS
    points: int  # negative for Pharaoh's wrath
    reason: str  # what scored: a site, "tower", a card, "unused_blue", "wrath"
    column: NotRequired[int]  # the temple column


class Reshuffled(TypedDict):
    deck: int


class RoundEnded(TypedDict):
    round: int


class PairDiscarded(TypedDict):
    cards: list[str]


class GameEnded(TypedDict):
    scores: list[int]
    winners: list[int]


ROUND_START = EventKind[RoundStarted]("round_start")
MARKET_DEALT = EventKind[MarketDealt]("market_dealt")
TAKE_STONES = EventKind[StonesTaken]("take_stones")
PLACE = EventKind[Placed]("place")
SAIL = EventKind[Sailed]("sail")
PLAY_CARD = EventKind[CardPlayed]("play_card")
PASS = EventKind[NoData]("pass")
CARD_TAKEN = EventKind[CardTaken]("card_taken")
TAKE_PAIR = EventKind[PairTaken]("take_pair")
KEEP = EventKind[Kept]("keep")
DECLINE = EventKind[Declined]("decline")
LEVER_ORDER = EventKind[LeverOrdered]("lever_order")
UNLOAD = EventKind[Unloaded]("unload")
STONES_RETURNED = EventKind[StonesReturned]("stones_returned")
STONE_FROM_QUARRY = EventKind[AtSite]("stone_from_quarry")
NO_EFFECT = EventKind[AtSite]("no_effect")
NO_CARD = EventKind[NoData]("no_card")
STONE_PLACED = EventKind[StonePlaced]("stone_placed")
TOWER_BUILT = EventKind[TowerBuilt]("tower_built")
SCORE = EventKind[Scored]("score")
RESHUFFLE = EventKind[Reshuffled]("reshuffle")
ROUND_END = EventKind[RoundEnded]("round_end")
PAIR_DISCARDED = EventKind[PairDiscarded]("pair_discarded")
GAME_END = EventKind[GameEnded]("game_end")

EVENTS = EventKinds(
    ROUND_START, MARKET_DEALT, TAKE_STONES, PLACE, SAIL, PLAY_CARD, PASS, CARD_TAKEN,
    TAKE_PAIR, KEEP, DECLINE, LEVER_ORDER, UNLOAD, STONES_RETURNED, STONE_FROM_QUARRY,
    NO_EFFECT, NO_CARD, STONE_PLACED, TOWER_BUILT, SCORE, RESHUFFLE, ROUND_END,
    PAIR_DISCARDED, GAME_END)
