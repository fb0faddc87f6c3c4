"""Why an Archaeology move is good, by the rule that gains: the museum's price for a set sold
(the money the move brings), the set a trade builds or completes with what it would sell for
(cards.PRICES, the best split of the cards held: heuristic.SALE), the chamber explored and
its cards; a turn ended, a trade dropped or a sandstorm's discards: the set kept for the
museum, with its price now and with one card more. The Hint (engines/ai/hint_phrases.py)
adds the margin on the others."""

from engines.core import N_, NP_, Message

from .actions import ACTIONS, Cancel, Discard, EndTurn, Explore
from .cards import CHAMBER_OF, CHAMBERS, MAX_SET, NUM_TYPES, TREASURES, TYPE_OF
from .heuristic import GAIN, SALE
from .treasure_names import CARD_NAMES, CHAMBER_NAMES

SOLD = N_("the museum pays ${n} for {count}× {card}")
COMPLETES = N_("completes a set of {count}× {card} (sells for ${n})")
BUILDS = N_("builds a set of {count}× {card} (sells for ${n})")
# the set kept in hand ({now}: what the museum pays for it, {more}: with one card more)
KEEPS_TO_GROW = N_("keeps {count}× {card} for the museum: ${now} now, ${more} with one more")
KEEPS_SET = N_("keeps {count}× {card} for the museum: ${now}")
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


def hand_kept(before, after, seat: int, steps) -> list[int]:
    """`seat`'s hand after the move: a sandstorm's discards are counted from the steps (the
    last one is cut from `after`, as it shows every seat's discards)."""
    moves = [ACTIONS.decode(step) for step in steps]
    if not moves or not all(isinstance(m, Discard) for m in moves):
        return list(after.hands[seat])
    hand = list(before.hands[seat])
    for move in moves:
        if isinstance(move, Discard) and hand[TYPE_OF[move.card]] > 0:
            hand[TYPE_OF[move.card]] -= 1
    return hand


def set_kept(hand) -> Message | None:
    """The set in `hand` worth most to keep: the one short of a full set that the next card
    raises most at the museum (else the best priced), with its price now and with one card
    more (None: no cards)."""
    held = [(n % MAX_SET[t] != 0 and GAIN[t][n] > 0, GAIN[t][n], SALE[t][n], t)
            for t, n in enumerate(hand) if n > 0]
    if not held:
        return None
    grows, _gain, _price, t = max(held)
    params = {"count": hand[t], "card": card_name(t), "now": SALE[t][hand[t]]}
    if grows:
        return Message(KEEPS_TO_GROW, {**params, "more": SALE[t][hand[t] + 1]})
    return Message(KEEPS_SET, params)


def why(before, after, action, seat: int, steps: tuple = ()) -> Message | None:
    """The money a sale brings, else the set a trade builds, else the chamber explored, else
    (a turn ended, a trade dropped, cards discarded) the set kept."""
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
    steps = steps or (action,)
    if isinstance(ACTIONS.decode(steps[-1]), EndTurn | Cancel | Discard):
        return set_kept(hand_kept(before, after, seat, steps))
    return None
