"""Why an Imhotep move is good, by the rule that gains: the points each scoring rule gives a
seat if it scored now (the pyramids at once, the temple's top row at the round's end, the
tomb and the obelisks at the game's end), before and after the move, and the market card
taken. The Hint (engines/ai/hint_phrases.py) adds the margin on the others."""

from engines.core import N_, NP_, Message

from . import scoring
from .actions import ACTIONS, Sail
from .data import (
    OBELISK_B_LOOSE_POINTS,
    OBELISKS,
    SHIP_MIN_LOAD,
    TEMPLE,
    TEMPLE_A_POINTS,
    TEMPLE_WIDTH,
    TOMB,
)
from .heuristic import SHIP_STONE_VALUE
from .state import CAT_PYRAMID, UNSAILED

# rule -> the reason said when the move gains points under it ({n}: the points it gains)
RULE_REASONS = {
    "pyramid": NP_("builds the pyramid: {n} point now", "builds the pyramid: {n} points now"),
    "temple": NP_("fills the temple's top row: {n} point at the round's end",
                  "fills the temple's top row: {n} points at the round's end"),
    "tomb": NP_("grows your tomb: {n} point more at the game's end",
                "grows your tomb: {n} points more at the game's end"),
    "obelisks": NP_("raises your obelisk: {n} point more at the game's end",
                    "raises your obelisk: {n} points more at the game's end"),
}
CARD_TAKEN = N_("takes the card {card} from the market")
# a stone loaded: the ship may now sail, or waits for more ({n}: what a delivered stone is
# worth to the bots, heuristic.SHIP_STONE_VALUE)
CAN_SAIL = N_("loads ship {ship}: it has the stones it needs to sail now")
LOADED = NP_("loads ship {ship}: a stone delivered is worth about {n} point",
             "loads ship {ship}: a stone delivered is worth about {n} points")
# a ship sailed to the market with the seat's stones on it: each takes a card there
MARKET_CARDS = NP_("brings {n} stone of yours to the market: a card for it",
                   "brings {n} of your stones to the market: a card for each")
SLED = NP_("fills your sled: {n} stone to load", "fills your sled: {n} stones to load")
# the market cards' names, as the table names them
CARD_NAMES = {
    "entrance": N_("Entrance"), "sarcophagus": N_("Sarcophagus"),
    "paved_path": N_("Paved path"), "decoration_pyramid": N_("Pyramid decoration"),
    "decoration_temple": N_("Temple decoration"), "decoration_tomb": N_("Tomb decoration"),
    "decoration_obelisks": N_("Obelisk decoration"), "statue": N_("Statue"),
    "lever": N_("Lever"), "hammer": N_("Hammer"), "sail": N_("Sail"), "chisel": N_("Chisel"),
}


def rule_points(state, seat: int) -> dict[str, int]:
    """The points each scoring rule gives `seat` counted now: the pyramid's scored points,
    its stones seen from above in the temple (as at the round's end), the tomb and the
    obelisks as if the game ended now."""
    n = state.num_players
    temple = 0
    if not state.sides_b[TEMPLE]:
        temple = TEMPLE_A_POINTS * sum(owner == seat for _c, owner in
                                       scoring.temple_visible(state.temple, TEMPLE_WIDTH[n]))
    tomb = (scoring.tomb_b_points if state.sides_b[TOMB] else scoring.tomb_a_points)(
        state.tomb, n)[seat]
    if state.sides_b[OBELISKS]:
        obelisks = OBELISK_B_LOOSE_POINTS * state.obel[seat]
    else:
        obelisks = scoring.obelisk_a_points(state.obel)[seat]
    return {"pyramid": state.points[seat][CAT_PYRAMID], "temple": temple, "tomb": tomb,
            "obelisks": obelisks}


def cards_taken(before, after, seat: int) -> list[str]:
    """The cards `seat` holds after the move and did not before."""
    return [card for card, count in after.hands[seat].items()
            if count > before.hands[seat].get(card, 0)]


def loaded_ship(before, after, seat: int) -> int | None:
    """The unsailed ship on which the move put a stone of `seat` (None: none)."""
    for ship, (was, now) in enumerate(zip(before.slots, after.slots, strict=False)):
        if after.ship_site[ship] == UNSAILED and now.count(seat) > was.count(seat):
            return ship
    return None


def market_stones(before, action, seat: int) -> int:
    """The stones of `seat` the move's first step `action` sails to the market (0: none)."""
    move = ACTIONS.decode(action)
    if not isinstance(move, Sail) or move.site != "market":
        return 0
    return before.slots[move.ship].count(seat)


def why(before, after, seat: int, action=None) -> Message | None:
    """The rule under which the move gains most for `seat`, with the points; else the
    market card it takes, the cards its stones will take at the market, the ship it
    loads, the stones it takes onto the sled."""
    if not hasattr(before, "hands"):
        return None
    was, now = rule_points(before, seat), rule_points(after, seat)
    rule = max(RULE_REASONS, key=lambda r: (now[r] - was[r], r == "pyramid"))
    gained = now[rule] - was[rule]
    if gained > 0:
        return Message(RULE_REASONS[rule], {"n": gained})
    taken = cards_taken(before, after, seat)
    if taken and taken[0] in CARD_NAMES:
        return Message(CARD_TAKEN, {"card": Message(CARD_NAMES[taken[0]], {})})
    stones = market_stones(before, action, seat)
    if stones:
        return Message(MARKET_CARDS, {"n": stones})
    ship = loaded_ship(before, after, seat)
    if ship is not None:
        load, needed = after.ship_load(ship), SHIP_MIN_LOAD[after.caps[ship]]
        if before.ship_load(ship) < needed <= load:
            return Message(CAN_SAIL, {"ship": ship + 1})
        return Message(LOADED, {"ship": ship + 1, "n": round(SHIP_STONE_VALUE)})
    if after.sled[seat] > before.sled[seat]:
        return Message(SLED, {"n": after.sled[seat]})
    return None
