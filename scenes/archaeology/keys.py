"""The Archaeology table's area keys: each a NamedTuple whose first field `kind` names it,
read by its named fields. They stay tuples, equal to (and hashed as) the plain tuples the kit
may hand back (`("market", "coin") == Market("market", "coin")`); `read(key)` gives any key
its type.

The piles: `Deck`, `Thieves`, `Sandstorms`. The market and its trays: `MarketPanel`, `Market`
(a treasure's slot), `TradePanel`, `GiveTray`, `TakeTray`, `StormTray`. The pyramid:
`Chamber`. The opponents: `Opp`, `OppHand`, `OppMuseum`. The seat at the screen: `Own`,
`OwnHand`, `Hand` (a card of it), `Museum`. The kit's panel adds `Score`.
"""

from collections.abc import Hashable
from typing import Literal, NamedTuple


class Deck(NamedTuple):
    """The dig deck."""

    kind: Literal["deck"]


class Thieves(NamedTuple):
    """The pile of thieves dug."""

    kind: Literal["thieves"]


class Sandstorms(NamedTuple):
    """The pile of sandstorms dug."""

    kind: Literal["sandstorms"]


class MarketPanel(NamedTuple):
    """The market's panel (its cards' slots inside it)."""

    kind: Literal["market_panel"]


class Market(NamedTuple):
    """The market's cards of one treasure."""

    kind: Literal["market"]
    card: str


class TradePanel(NamedTuple):
    """Under the market when nobody trades: a click starts a trade."""

    kind: Literal["trade_panel"]


class GiveTray(NamedTuple):
    """The cards the trading viewer gives."""

    kind: Literal["give_tray"]


class TakeTray(NamedTuple):
    """The market cards the trading viewer takes."""

    kind: Literal["take_tray"]


class StormTray(NamedTuple):
    """The cards the viewer discards in a sandstorm."""

    kind: Literal["storm_tray"]


class Chamber(NamedTuple):
    """A chamber of the pyramid: "small", "medium" or "large"."""

    kind: Literal["chamber"]
    chamber: str


class Opp(NamedTuple):
    """An opponent's panel."""

    kind: Literal["opp"]
    seat: int


class OppHand(NamedTuple):
    """An opponent's hand, face down."""

    kind: Literal["opp_hand"]
    seat: int


class OppMuseum(NamedTuple):
    """An opponent's museum."""

    kind: Literal["opp_museum"]
    seat: int


class Own(NamedTuple):
    """The panel of the seat at the screen."""

    kind: Literal["own"]


class OwnHand(NamedTuple):
    """The hand of the seat at the screen, as a whole."""

    kind: Literal["own_hand"]


class Hand(NamedTuple):
    """A card in the viewer's hand: the `nth` of its treasure's stack (from 0, leftmost)."""

    kind: Literal["hand"]
    card: str
    nth: int


class Museum(NamedTuple):
    """The viewer's museum (a sale's target)."""

    kind: Literal["museum"]


class Score(NamedTuple):
    """A seat's score row in the side panel (the kit's)."""

    kind: Literal["score"]
    seat: int


Key = (Deck | Thieves | Sandstorms | MarketPanel | Market | TradePanel | GiveTray | TakeTray
       | StormTray | Chamber | Opp | OppHand | OppMuseum | Own | OwnHand | Hand | Museum
       | Score)
KINDS: dict[str, type[Key]] = {
    "deck": Deck, "thieves": Thieves, "sandstorms": Sandstorms, "market_panel": MarketPanel,
    "market": Market, "trade_panel": TradePanel, "give_tray": GiveTray, "take_tray": TakeTray,
    "storm_tray": StormTray, "chamber": Chamber, "opp": Opp, "opp_hand": OppHand,
    "opp_museum": OppMuseum, "own": Own, "own_hand": OwnHand, "hand": Hand, "museum": Museum,
    "score": Score}
DECK = Deck("deck")
THIEVES = Thieves("thieves")
SANDSTORMS = Sandstorms("sandstorms")
MARKET_PANEL = MarketPanel("market_panel")
TRADE_PANEL = TradePanel("trade_panel")
GIVE_TRAY = GiveTray("give_tray")
TAKE_TRAY = TakeTray("take_tray")
STORM_TRAY = StormTray("storm_tray")
OWN = Own("own")
OWN_HAND = OwnHand("own_hand")
MUSEUM = Museum("museum")


def read(key: Hashable) -> Key | None:
    """`key` as its typed NamedTuple (None: no key, or one this table does not lay out)."""
    if not isinstance(key, tuple) or not key or key[0] not in KINDS:
        return None
    cls = KINDS[key[0]]
    return key if isinstance(key, cls) else cls._make(key)
