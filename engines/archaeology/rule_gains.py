"""Why an Archaeology move is good, by the rule that gains: the museum's price for a set sold
(the money the move brings), the set a trade builds or completes with what it would sell for
(cards.PRICES, the best split of the cards held: heuristic.SALE), the chamber explored and
its cards. The Hint (engines/ai/hint_phrases.py) adds the margin on the others."""

from engines.core import N_, NP_, Message

from .actions import ACTIONS, Explore
from .cards import CHAMBER_OF, CHAMBERS, MAX_SET, NUM_TYPES, TREASURES
from .heuristic import SALE
from .treasure_names import CARD_NAMES, CHAMBER_NAMES

SOLD = N_("the museum pays ${n} for {count}× {card}")
COMPLETES = N_("completes a set of {count}× {card} (sells for ${n})")
BUILDS = N_("builds a set of {count}× {card} (sells for ${n})")
EXPLORES = NP_("opens the {chamber}: {n} card to share out",
               "opens the {chamber}: {n} cards to share out")


def card_name(index: int) -> Message:
    return Message(CARD_NAMES[TREASURES[index]], {})


def set_grown(before, after, seat: int) -> int | None:
    """The treasure whose count in `seat`'s hand the move raised most (None: none rose)."""
    was, now = before.hands[seat], after.hands[seat]
    grown = [(now[t] - was[t], t) for t in range(NUM_TYPES) if now[t] > was[t]]
    return max(grown)[1] if grown else None


def set_sold(before, after, seat: int) -> tuple[int, int] | None:
    """(treasure, cards) of the set the move sold (None: no sale)."""
    was, now = before.hands[seat], after.hands[seat]
    sold = [(was[t] - now[t], t) for t in range(NUM_TYPES) if now[t] < was[t]]
    return (max(sold)[1], max(sold)[0]) if sold else None


def why(before, after, action, seat: int) -> Message | None:
    """The money a sale brings, else the set a trade builds, else the chamber explored."""
    if not hasattr(before, "hands"):
        return None
    earned = after.money[seat] - before.money[seat]
    sold = set_sold(before, after, seat)
    if earned > 0 and sold is not None:
        treasure, count = sold
        return Message(SOLD, {"n": earned, "count": count, "card": card_name(treasure)})
    grown = set_grown(before, after, seat)
    if grown is not None:
        count = after.hands[seat][grown]
        phrase = COMPLETES if count >= MAX_SET[grown] else BUILDS
        return Message(phrase, {"count": count, "card": card_name(grown),
                                "n": SALE[grown][count]})
    move = ACTIONS.decode(action)
    if isinstance(move, Explore) and move.chamber in CHAMBER_OF:
        cards = CHAMBERS[CHAMBER_OF[move.chamber]][2]
        return Message(EXPLORES, {"chamber": Message(CHAMBER_NAMES[move.chamber], {}),
                                  "n": cards})
    return None
