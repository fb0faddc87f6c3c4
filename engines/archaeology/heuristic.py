"""A cheap estimate of each seat's final money, for the bots.

value(seat) = money already banked (sold sets are safe)
            + the best museum price of the hand as it is (full sets of the maximum size,
              then one set of the rest; prices grow faster than linearly, so this split is
              the best), discounted while the deck still brings thieves and sandstorms
            + a share of the gain one more card of a type would bring ("hope"), larger early
              in the game, when more cards are still to come.
Once the game is over it is the money itself.
"""

from .cards import COUNTS, MAX_SET, NUM_TYPES, PRICES

SCALE = 10.0  # a margin of about $10 means "clearly ahead"
RISK = 0.85  # share of the hand's value kept while the deck runs (thieves, sandstorms)
HOPE = 0.3  # share of the next card's gain counted when the deck is full
FULL_DECK = 50  # about the dig deck's size at the start


def _best_sale(t: int, count: int) -> int:
    size = MAX_SET[t]
    full, rest = divmod(count, size)
    return full * PRICES[t][size - 1] + (PRICES[t][rest - 1] if rest else 0)


# Extra slots cover cards beyond the printed counts in hand-built test positions.
SALE = tuple(tuple(_best_sale(t, c) for c in range(COUNTS[t] + 8)) for t in range(NUM_TYPES))
GAIN = tuple(tuple(row[c + 1] - row[c] for c in range(len(row) - 1)) for row in SALE)
TYPES = range(NUM_TYPES)


def hand_value(hand, deck_size: int) -> float:
    """Estimated money the cards of `hand` will fetch."""
    if deck_size:
        risk = RISK
        hope = HOPE * min(1.0, deck_size / FULL_DECK)
    else:
        risk, hope = 1.0, 0.0
    value = 0.0
    for t in TYPES:
        c = hand[t]
        if c:
            value += SALE[t][c] + hope * GAIN[t][c]
    return risk * value


def evaluate(state) -> list[float]:
    if state.is_over():
        return [float(m) for m in state.money]
    deck = len(state.deck)
    values = []
    for seat in range(state.num_players):
        hand = state.hands[seat]
        if state.phase == "discard" and state.discard_queue[0][0] == seat:
            hand = [a + b for a, b in zip(hand, state.pending, strict=True)]
        values.append(state.money[seat] + hand_value(hand, deck))
    return values
