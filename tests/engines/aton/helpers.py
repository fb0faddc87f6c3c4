"""Helpers that set up Aton positions for rule tests (cards and priests stay conserved)."""

from engines.aton import new_game
from engines.aton.board import EMPTY, index
from engines.aton.notation import format, parse

RED, BLUE = 0, 1


def fresh(seed=0, round_=1):
    """A new game at red's first decision, with the round number forced (the position is
    built from its text, see engines/aton/notation.py)."""
    text = format(new_game(2, None, seed))
    assert text.startswith("aton round=1 ")
    return parse(text.replace(" round=1 ", f" round={round_} ", 1))


def put(state, owner, *cells):
    """Put priests of `owner` from the supply on (temple, cell) pairs."""
    for temple, cell in cells:
        i = index(temple, cell)
        assert state.board[i] == EMPTY
        state.board[i] = owner
        state.supply[owner] -= 1
    state._legal = None


def fill_temple(state, owner, temple, count=12):
    put(state, owner, *[(temple, c) for c in range(count)])


def to_kingdom(state, *owners):
    for owner in owners:
        state.kingdom.append(owner)
        state.supply[owner] -= 1
    state._legal = None


def _take(state, seat, value):
    for pile in (state.decks[seat], state.discards[seat]):
        if value in pile:
            pile.remove(value)
            return value
    raise AssertionError(f"no {value} left for seat {seat}")


def give_hand(state, seat, cards):
    """Replace seat's hand by `cards` (taken from its deck or discard)."""
    state.decks[seat][0:0] = state.hands[seat]
    state.known_bottom[seat] = 0
    state.hands[seat] = [_take(state, seat, v) for v in cards]
    state._legal = None


def stack_deck(state, seat, top_cards):
    """Make `top_cards` the next cards drawn from seat's deck (first drawn first)."""
    deck = state.decks[seat]
    for v in top_cards:
        deck.remove(v)
    deck.extend(reversed(top_cards))
    state._legal = None


def play_cards(state, red, blue):
    """Lay red's and blue's four cards on ornaments 1-4 (keeping the drawn hand chips)."""
    give_hand(state, RED, red)
    give_hand(state, BLUE, blue)
    events = []
    for cards in (red, blue):
        if state.phase == "exchange":
            events += state.apply(("keep",))
        for ornament, value in enumerate(cards, 1):
            events += state.apply(("assign", ornament, value))
    return events


def kinds(events):
    return [e.kind for e in events]


def priests_accounted(state):
    for s in (RED, BLUE):
        total = state.supply[s] + state.board.count(s) + state.kingdom.count(s)
        assert total == 29, f"seat {s} has {total} priests"
        assert state.supply[s] >= 0


def cards_accounted(state):
    for s in (RED, BLUE):
        cards = (state.decks[s] + state.discards[s] + state.hands[s]
                 + [v for v in state.assigned[s] if v])
        assert sorted(cards) == sorted([1, 2, 3, 4] * 9), f"seat {s} cards {sorted(cards)}"
