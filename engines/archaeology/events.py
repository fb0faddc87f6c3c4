"""Archaeology's events: per kind the TypedDict of its data and its `EventKind` (how to build
and read them: engines/core/events.py; what each means: state.py's doc). A key "secret"
holds details only the event's seat may see (and, when "secret_to" lists seats, those
seats); everything else is public. Cards are named as in cards.TREASURES; `Cards` counts
them by name."""

from typing import Literal, NotRequired, TypedDict

from engines.core.events import EventKind, EventKinds, NoData

Cards = dict[str, int]


class CardSecret(TypedDict):
    card: str


class CardsSecret(TypedDict):
    cards: Cards


class TurnStarted(TypedDict):
    end_phase: bool
    forced_sale: bool


class Dug(TypedDict):
    found: Literal["treasure", "thief", "sandstorm"]
    deck_size: int
    secret: NotRequired[CardSecret]  # a treasure's name


class Stolen(TypedDict):
    victim: int
    secret: CardSecret
    secret_to: list[int]  # the thief and the victim


class Sandstorm(TypedDict):
    owed: list[int]  # cards owed per seat


class DiscardChosen(TypedDict):
    left: int  # cards still owed


class CardsLost(TypedDict):
    cards: Cards


class TradeCard(TypedDict):
    card: str


class Traded(TypedDict):
    gave: Cards
    took: Cards


class Explored(TypedDict):
    chamber: str
    maps: int
    cards: int
    secret: CardsSecret


class Sold(TypedDict):
    card: str
    count: int
    money: int


class TurnEnded(TypedDict):
    passed: bool  # an end-phase turn without a sale


class Passed(TypedDict):
    empty_hand: bool


class GameOver(TypedDict):
    scores: list[int]
    winners: list[int]


TURN_START = EventKind[TurnStarted]("turn_start")
DIG = EventKind[Dug]("dig")
DECK_EMPTY = EventKind[NoData]("deck_empty")
THIEF_NO_VICTIM = EventKind[NoData]("thief_no_victim")
STEAL = EventKind[Stolen]("steal")
SANDSTORM = EventKind[Sandstorm]("sandstorm")
DISCARD_CHOSEN = EventKind[DiscardChosen]("discard_chosen")
SANDSTORM_DISCARD = EventKind[CardsLost]("sandstorm_discard")
TRADE_STARTED = EventKind[NoData]("trade_started")
TRADE_CANCELLED = EventKind[NoData]("trade_cancelled")
TRADE_GIVE = EventKind[TradeCard]("trade_give")
TRADE_TAKE = EventKind[TradeCard]("trade_take")
TRADE = EventKind[Traded]("trade")
EXPLORE = EventKind[Explored]("explore")
SELL = EventKind[Sold]("sell")
END_TURN = EventKind[TurnEnded]("end_turn")
PASS = EventKind[Passed]("pass")
GAME_OVER = EventKind[GameOver]("game_over")

EVENTS = EventKinds(
    TURN_START, DIG, DECK_EMPTY, THIEF_NO_VICTIM, STEAL, SANDSTORM, DISCARD_CHOSEN,
    SANDSTORM_DISCARD, TRADE_STARTED, TRADE_CANCELLED, TRADE_GIVE, TRADE_TAKE, TRADE, EXPLORE,
    SELL, END_TURN, PASS, GAME_OVER)
