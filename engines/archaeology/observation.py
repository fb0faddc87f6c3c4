"""What `ArchaeologyState.observation(seat)` returns: every key, as types.

A count map is {treasure name: count} with zero counts left out (names: cards.TREASURES).
Per-seat lists are in seat order; maps keyed by another seat use str(seat) (JSON keys).
"""

from typing import Literal, NotRequired, TypedDict

from engines.core.observation import Observation

Phase = Literal["dig", "steal", "discard", "act", "trade", "over"]
ChamberName = Literal["small", "medium", "large"]
CountMap = dict[str, int]
# [card name, [the seats whose hands it can be in]] per card (a JSON pair)
Whereabouts = list[list[str | list[int]]]


class PendingDig(TypedDict):
    """The seat on turn must dig."""

    kind: Literal["dig"]
    seat: int


class PendingSteal(TypedDict):
    """A thief: the seat on turn picks a victim."""

    kind: Literal["steal"]
    seat: int
    victims: list[int]


class PendingDiscard(TypedDict):
    """A sandstorm: the first seat of the queue chooses its discards, one at a time."""

    kind: Literal["discard"]
    seat: int
    owed: int  # cards the deciding seat still owes
    queue: list[list[int]]  # [seat, owed], the deciding seat first
    chosen: NotRequired[CountMap]  # only in the deciding seat's own observation


class PendingAct(TypedDict):
    """Trades, explorations and sales in any order, then the end of the turn. This turn's
    counts are for information: the rules set no limit."""

    kind: Literal["act"]
    seat: int
    taken_this_turn: CountMap  # cards taken from the market this turn
    sold_this_turn: bool
    forced_sale: bool  # the end phase: this turn must sell or the game ends
    trades_cancelled: int


class PendingTrade(TypedDict):
    """A trade with the market being built."""

    kind: Literal["trade"]
    seat: int
    taken_this_turn: CountMap
    give: CountMap
    take: CountMap
    give_value: int
    take_value: int


class PendingOver(TypedDict):
    kind: Literal["over"]


Pending = PendingDig | PendingSteal | PendingDiscard | PendingAct | PendingTrade | PendingOver


class Chamber(TypedDict):
    name: ChamberName
    maps: int  # maps it costs to explore
    size: int  # cards dealt into it
    cards: int  # cards in it now
    explored: bool


class MuseumSet(TypedDict):
    """A set sold to the museum."""

    card: str
    count: int
    money: int


class ArchaeologyObservation(Observation):
    """Everything one seat sees of an Archaeology position."""

    players: int
    first_player: int
    turn: int  # whose turn it is (a sandstorm's discards may be another seat's: to_move)
    phase: Phase
    hand: CountMap  # this seat's hand (sandstorm discards being chosen are in pending)
    hand_sizes: list[int]  # discards being chosen included
    known: dict[str, CountMap]  # what this seat knows for certain each other seat holds
    known_by: dict[str, CountMap]  # what each other seat knows for certain this seat holds
    public_known: list[CountMap]  # per seat, what everyone knows it holds (market takes)
    whereabouts: Whereabouts  # every card this seat keeps track of, in a fixed order
    public_whereabouts: Whereabouts  # the same for what everyone saw
    market: CountMap  # face up
    chambers: list[Chamber]  # small, medium, large
    deck_size: int
    thieves_out: int
    sandstorms_out: int
    sandstorms_in_play: int
    maps_used: int
    museums: list[list[MuseumSet]]  # per seat, in the order sold
    money: list[int]
    cards_sold: list[int]
    pending: Pending  # the decision being made now
    end_phase: bool  # the deck has run out: no more digging, a turn without a sale passes
    pass_streak: int  # passes in a row in the end phase
    first_passer: int | None
