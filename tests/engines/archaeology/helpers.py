"""Helpers for Archaeology rule tests: hand-built positions and card accounting."""

from engines.archaeology import ENGINE, whereabouts
from engines.archaeology.cards import (
    CARD_NAMES,
    COUNTS,
    MAP,
    NUM_TYPES,
    PYRAMID,
    SANDSTORM,
    SANDSTORMS,
    THIEF,
    TOTAL_CARDS,
    TYPE_OF,
)

# What a seat knows is a multiset of items: compared (and saved) in whereabouts' order.
FIELD_FORMS = {"track": lambda track: [whereabouts.canonical(items) for items in track]}


def vec(**counts) -> list[int]:
    """A count vector from treasure names: vec(coin=2, map=1)."""
    v = [0] * NUM_TYPES
    for name, n in counts.items():
        v[TYPE_OF[name]] = n
    return v


def deck_of(*names) -> list[int]:
    """A deck listed top first (the engine draws from the end of its list)."""
    index = {name: i for i, name in enumerate(CARD_NAMES)}
    return [index[name] for name in reversed(names)]


def position(players=2, hands=None, market=None, deck=None, turn=0, phase="dig", seed=1):
    """A fresh game with the given hands / market / deck (the other cards stay where the
    deal put them; use only where conservation does not matter, or check it yourself)."""
    state = ENGINE.new_game(players, None, seed)
    state.turn = state.first_player = turn
    state.phase = phase
    if hands is not None:
        state.hands = [list(h) for h in hands]
    if market is not None:
        state.market = list(market)
    if deck is not None:
        state.deck = list(deck)
    return state


def card_total(state) -> int:
    """Every one of the 87 cards, wherever it is."""
    total = sum(sum(h) for h in state.hands) + sum(state.pending) + sum(state.market)
    total += sum(sum(c) for c in state.chambers)
    total += sum(count for museum in state.museums for _, count in museum)
    total += len(state.deck) + state.thieves_out + state.sandstorms_out
    total += SANDSTORMS - state.sandstorms_in_play  # returned to the box
    total += state.maps_used + PYRAMID
    return total


def check_conservation(state) -> None:
    assert card_total(state) == TOTAL_CARDS == 87
    for t in range(NUM_TYPES):
        count = sum(h[t] for h in state.hands) + state.pending[t] + state.market[t]
        count += sum(c[t] for c in state.chambers)
        count += sum(n for museum in state.museums for card, n in museum if card == t)
        count += state.deck.count(t) + (state.maps_used if t == MAP else 0)
        assert count == COUNTS[t], f"treasure {t} is not all accounted for"
    assert state.deck.count(THIEF) + state.thieves_out == 8
    assert state.deck.count(SANDSTORM) + state.sandstorms_out == state.sandstorms_in_play


def make_whole(state) -> None:
    """Make a hand-edited game whole again: treasure surpluses and shortfalls are taken
    from or added to the bottom of the deck, and so are thieves and sandstorms."""
    for t in range(NUM_TYPES):
        count = sum(hand[t] for hand in state.hands) + state.market[t] + state.deck.count(t)
        count += sum(c[t] for c in state.chambers) + state.pending[t]
        count += sum(n for m in state.museums for c, n in m if c == t)
        count += state.maps_used if t == MAP else 0
        for _ in range(count - COUNTS[t]):
            state.deck.remove(t)
        state.deck[:0] = [t] * (COUNTS[t] - count)
    for card, total in ((THIEF, 8 - state.thieves_out),
                        (SANDSTORM, state.sandstorms_in_play - state.sandstorms_out)):
        for _ in range(state.deck.count(card) - total):
            state.deck.remove(card)
        state.deck[:0] = [card] * (total - state.deck.count(card))
    check_conservation(state)
