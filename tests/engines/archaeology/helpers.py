"""Helpers for Archaeology rule tests: hand-built positions and card accounting."""

from engines.archaeology import ENGINE, notation, whereabouts
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
from tests.engines.notation_checks import edit

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


def arranged(state, hands=None, market=None, museums=None, **values):
    """`state` built again from its notation with these hands and market (count vectors),
    museums (per seat a list of (treasure, count) sets) and other fields' text (`values`);
    treasures gained or lost come from or go to the bottom of the dig deck (a surplus the
    deck cannot give up comes from the market when the market is not given), so every card
    stays somewhere (parse refuses the position otherwise)."""
    hands = [list(h) for h in (state.hands if hands is None else hands)]
    market_given = market is not None
    market = list(state.market if market is None else market)
    museums = [list(m) for m in (state.museums if museums is None else museums)]
    deck = list(state.deck)
    for t in range(NUM_TYPES):
        count = sum(h[t] for h in hands) + market[t] + state.pending[t]
        count += sum(c[t] for c in state.chambers) + deck.count(t)
        count += sum(n for m in museums for card, n in m if card == t)
        count += state.maps_used if t == MAP else 0
        for _ in range(count - COUNTS[t]):
            if t in deck:
                deck.remove(t)
            else:
                assert not market_given and market[t], f"no treasure {t} to give up"
                market[t] -= 1
        deck[:0] = [t] * (COUNTS[t] - count)
    text = notation.format(state)
    fields = {
        "deck": "".join(notation.CARD[c] for c in deck) or "-",
        "hands": "/".join(_letters(h) for h in hands), "market": _letters(market),
        "museums": "/".join(",".join(f"{notation.CARD[c]}{n}" for c, n in m) or "-"
                            for m in museums),
        **values,
    }
    for key, value in fields.items():
        text = edit(text, key, str(value))
    return notation.parse(text)


def _letters(counts) -> str:
    return "".join(notation.CARD[t] * n for t, n in enumerate(counts)) or "-"
