"""What `ImhotepState.observation(seat)` returns: every key, as types.

Owners are seat numbers (None: empty); a site is named by `Site`; ship numbers index the
round's ship list and slot 0 is a ship's bow. Hidden from every seat: the market deck's
order, the round cards, the face-down pair (and what another seat peeks at).
"""

from typing import Literal, TypedDict

from engines.core.observation import Observation

Site = Literal["market", "pyramids", "temple", "tomb", "obelisks"]
Side = Literal["A", "B"]
Decision = Literal[
    "market", "keep", "pyramid", "bonus_card", "bonus_stones", "bonus_place", "lever_sail",
    "hammer_place", "sail_place",
]


class PendingTurn(TypedDict):
    """The seat on turn chooses its turn's action."""

    kind: Literal["turn"]
    seat: int


class PendingOver(TypedDict):
    """Nothing more to decide."""

    kind: Literal["game_over"]
    seat: None


class PendingDecision(TypedDict):
    """A follow-up decision without extras (its actions: the engine's package doc)."""

    kind: Decision
    seat: int


class PendingTempleChoice(TypedDict):
    """Temple B: 1 point or stones for the stone that reached `column`."""

    kind: Literal["temple_choice"]
    seat: int
    column: int
    stones: int  # stones the "2 stones" reward would bring now


class PendingLeverOrder(TypedDict):
    """The Lever's player fixes the unloading order, one slot at a time."""

    kind: Literal["lever_order"]
    seat: int
    ship: int
    site: Site
    chosen: list[int]  # slots already ordered


class PendingSailSite(TypedDict):
    """The ship just loaded with the Sail card goes to a site."""

    kind: Literal["sail_site"]
    seat: int
    ship: int


class PendingChiselPlace(TypedDict):
    """The Chisel's stones are placed one by one."""

    kind: Literal["chisel_place"]
    seat: int
    remaining: int


Pending = (PendingTurn | PendingOver | PendingDecision | PendingTempleChoice
           | PendingLeverOrder | PendingSailSite | PendingChiselPlace)


class Unloading(TypedDict):
    """The ship being unloaded."""

    ship: int
    site: Site
    order: list[int] | None  # slots still to unload; None while the Lever player orders


class Ship(TypedDict):
    capacity: int
    min_load: int  # stones it needs to sail
    slots: list[int | None]  # owners, bow first
    site: Site | None  # where it docked; None while in the river
    stayed: bool  # left in the river at the round's end


class Market(TypedDict):
    side: Side
    display: list[str | None]  # face-up cards (None: taken this round)
    pair: int  # face-down cards of Market B's pair
    deck_size: int
    discard: list[str]


class MarketSite(TypedDict):
    side: Side


class PyramidsA(TypedDict):
    side: Literal["A"]
    cells: list[int]  # owners in fill order
    values: list[int]  # each cell's points
    extra: list[int]  # owners of the stones beyond the cells


class PyramidsB(TypedDict):
    side: Literal["B"]
    pyramids: list[list[int]]  # left, middle, right: owners, cells 0-3 the base, 4 the top
    extra: list[int]
    bonus: list[str]  # each pyramid's base bonus: "card", "stones", "ship"


class TempleA(TypedDict):
    side: Literal["A"]
    width: int  # columns
    stones: list[int]  # owners in fill order
    columns: list[list[int]]  # owners per column, bottom to top


class TempleB(TypedDict):
    side: Literal["B"]
    width: int
    stones: list[int]
    columns: list[list[int]]
    rewards: list[str]  # each column's reward


class Tomb(TypedDict):
    side: Side
    height: int  # stones per column
    stones: list[int]  # owners in fill order
    columns: list[list[int]]  # owners per column, top to bottom


class ObelisksA(TypedDict):
    side: Literal["A"]
    heights: list[int]  # per seat


class ObelisksB(TypedDict):
    side: Literal["B"]
    loose: list[int]  # per seat, stones not in a tower
    towers: list[int]  # owner per tower slot, in the order built
    slot_values: list[int]


class Sites(TypedDict):
    market: MarketSite
    pyramids: PyramidsA | PyramidsB
    temple: TempleA | TempleB
    tomb: Tomb
    obelisks: ObelisksA | ObelisksB


class Breakdown(TypedDict):
    """One seat's points per category."""

    pyramid: int
    temple: int
    tomb: int
    obelisks: int
    market_cards: int
    wrath: int


class ImhotepObservation(Observation):
    """Everything one seat sees of an Imhotep position."""

    game: Literal["imhotep"]
    players: int
    colours: list[str]  # per seat
    options: dict[str, str | bool]  # the game's options (engines/imhotep/spec.py)
    round: int  # 1-6
    rounds: int
    round_card: str | None  # the round's ship capacities, e.g. "4322"
    round_cards_left: int  # face-down round cards
    first_player: int
    turn: int  # the seat on turn (a decision may be another seat's: `to_move`)
    pending: Pending
    over: bool
    unloading: Unloading | None
    ships: list[Ship]
    docked: dict[Site, int | None]  # the ship docked at each site
    sleds: list[int]  # per seat
    quarry: list[int]
    market_stones: list[int]  # per seat, at the market until its ship is unloaded
    market: Market
    peek: list[str] | None  # the face-down pair, only for the seat deciding "keep"
    peek_count: int
    hands: list[dict[str, int]]  # per seat, every kept card (all face up): {card: count}
    sites: Sites
    breakdown: list[Breakdown]
