"""Helpers that set up Aton positions for rule tests: each returns a new position built from
its notation (engines/aton/notation.py), so cards and priests stay conserved."""

from engines.aton import new_game
from engines.aton.board import index
from engines.aton.notation import SEATS, format, parse
from tests.engines.notation_checks import edit, field

RED, BLUE = 0, 1


def fresh(seed=0, round_=1):
    """A new game at red's first decision, with the round number forced (the position is
    built from its text, see engines/aton/notation.py)."""
    text = format(new_game(2, None, seed))
    assert text.startswith("aton round=1 ")
    return parse(text.replace(" round=1 ", f" round={round_} ", 1))


def rebuilt(state, **values):
    """`state` built again from its notation with these fields' text replaced (parse refuses
    a position no game could hold)."""
    text = format(state)
    for key, value in values.items():
        text = edit(text, key, value)
    return parse(text)


def put(state, owner, *cells):
    """`state` with priests of `owner` moved from the supply onto (temple, cell) pairs."""
    board = list(field(format(state), "board").replace("/", ""))
    for temple, cell in cells:
        i = index(temple, cell)
        assert board[i] == "."
        board[i] = SEATS[owner]
    supply = list(state.supply)
    supply[owner] -= len(cells)
    text = "".join(board)
    return rebuilt(state, board="/".join(text[t * 12:(t + 1) * 12] for t in range(4)),
                   supply=ints(supply))


def fill_temple(state, owner, temple, count=12):
    return put(state, owner, *[(temple, c) for c in range(count)])


def to_kingdom(state, *owners):
    """`state` with priests of `owners` moved from the supply to the Kingdom of the Dead."""
    supply = list(state.supply)
    for owner in owners:
        supply[owner] -= 1
    kingdom = "".join(SEATS[o] for o in list(state.kingdom) + list(owners)) or "-"
    return rebuilt(state, kingdom=kingdom, supply=ints(supply))


def give_hand(state, seat, cards):
    """`state` with seat's hand replaced by `cards`, taken from its deck (else its discard);
    the old hand goes to the bottom of the deck."""
    decks = [list(d) for d in state.decks]
    discards = [list(d) for d in state.discards]
    hands = [list(h) for h in state.hands]
    deck = decks[seat] = hands[seat] + decks[seat]
    hand = []
    for value in cards:
        pile = deck if value in deck else discards[seat]
        assert value in pile, f"no {value} left for seat {seat}"
        pile.remove(value)
        hand.append(value)
    hands[seat] = hand
    bottoms = list(state.known_bottom)
    bottoms[seat] = 0
    return rebuilt(state, decks=piles(decks), discards=piles(discards), hands=piles(hands),
                   bottoms=ints(bottoms))


def stack_deck(state, seat, top_cards):
    """`state` with `top_cards` the next cards drawn from seat's deck (first drawn first)."""
    decks = [list(d) for d in state.decks]
    for v in top_cards:
        decks[seat].remove(v)
    decks[seat].extend(reversed(top_cards))
    return rebuilt(state, decks=piles(decks))


def with_points(state, seat, points):
    """`state` with seat's points per category (a list, or {category index: points})."""
    table = [list(p) for p in state.points]
    if isinstance(points, dict):
        for k, v in points.items():
            table[seat][k] = v
    else:
        table[seat] = list(points)
    return rebuilt(state, points="/".join(ints(p) for p in table))


def ints(values):
    return ",".join(str(v) for v in values) or "-"


def piles(values):
    return "/".join("".join(str(v) for v in pile) or "-" for pile in values)


def play_cards(state, red, blue):
    """Lay red's and blue's four cards on ornaments 1-4 (keeping the drawn hand chips):
    the position with those hands, then the assignments played; (state, events)."""
    state = give_hand(give_hand(state, RED, red), BLUE, blue)
    events = []
    for cards in (red, blue):
        if state.phase == "exchange":
            events += state.apply(("keep",))
        for ornament, value in enumerate(cards, 1):
            events += state.apply(("assign", ornament, value))
    return state, events


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
