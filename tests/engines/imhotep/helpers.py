"""Helpers that build Imhotep positions for rule tests (they edit a fresh state's fields)."""

from engines.imhotep import ENGINE
from engines.imhotep.data import SITES, STONES_PER_COLOUR

ALL_A = {"market": "A", "pyramids": "A", "temple": "A", "tomb": "A", "obelisks": "A"}
ALL_B = {"market": "B", "pyramids": "B", "temple": "B", "tomb": "B", "obelisks": "B"}
BLACK, WHITE, BROWN, GRAY = range(4)


def game(players=4, seed=1, **options):
    """A fresh game at the start of round 1 (seat 0 to move)."""
    return ENGINE.new_game(players, options, seed)


def set_ships(state, caps, loads=None):
    """Replace the round's ships: `caps` capacities, `loads` lists of owners (-1 empty) per
    ship; the stones come from their owners' quarries."""
    state.caps = list(caps)
    state.slots = [[-1] * c for c in caps]
    state.ship_site = [-1] * len(caps)
    state.docked = [-1] * len(SITES)
    for s, owners in enumerate(loads or []):
        for k, owner in enumerate(owners):
            if owner >= 0:
                state.quarry[owner] -= 1
                state.slots[s][k] = owner
    state._legal = None


def set_sled(state, seat, count):
    """Give `seat` exactly `count` stones on the sled (moved from or to the quarry)."""
    state.quarry[seat] += state.sled[seat] - count
    state.sled[seat] = count
    state._legal = None


def take_from_quarry(state, owners):
    for owner in owners:
        state.quarry[owner] -= 1


def give_cards(state, seat, *cards):
    """Move cards from the deck into `seat`'s hand (kept face up)."""
    for card in cards:
        state.deck.remove(card)
        state.hands[seat][card] += 1
    state._legal = None


def empty_market(state):
    """Discard the market display and the face-down pair."""
    state.discard.extend(c for c in state.display if c is not None)
    state.discard.extend(state.pair)
    state.display, state.pair = [], []
    state._legal = None


def put_on_top(state, *cards):
    """Put these deck cards on top of the market deck (the first named is drawn first)."""
    for card in reversed(cards):
        state.deck.remove(card)
        state.deck.append(card)


def dock_all_but_one(state, owner, docked_sites=("pyramids", "tomb", "obelisks")):
    """Ships 1-3 have sailed (empty) to `docked_sites`; ship 0 (capacity 1) carries one stone
    of `owner` and can still sail. The market is emptied so a ship there brings nothing."""
    set_ships(state, [1, 1, 1, 1], [[owner]])
    for s, name in enumerate(docked_sites, start=1):
        site = SITES.index(name)
        state.ship_site[s] = site
        state.docked[site] = s
    empty_market(state)


def finish_round(state, site="market"):
    """The player on turn sails the round's last ship (one of their stones) to `site`."""
    dock_all_but_one(state, state.turn)
    return state.apply(("sail", 0, site))


def stone_total(state, owner):
    return state.stones_of(owner)


def check_conservation(state):
    for owner in range(state.num_players):
        assert state.stones_of(owner) == STONES_PER_COLOUR, (owner, state.to_json())


def set_display(state, cards):
    """Lay out these cards (taken from the deck) as the face-up market display."""
    state.deck.extend(c for c in state.display if c is not None)
    state.display = []
    for card in cards:
        state.deck.remove(card)
        state.display.append(card)
    state._legal = None


def set_pair(state, cards):
    state.deck.extend(state.pair)
    state.pair = []
    for card in cards:
        state.deck.remove(card)
        state.pair.append(card)
    state._legal = None


def check_cards(state):
    from collections import Counter

    from engines.imhotep.data import MARKET_CARDS
    seen = Counter(state.deck + state.discard + state.pair + state.peek)
    seen.update(c for c in state.display if c is not None)
    for hand in state.hands:
        seen.update({c: n for c, n in hand.items() if n})
    assert seen == Counter(dict(MARKET_CARDS)), seen


def everyone_stuck(state, temple):
    """No player can act: sleds and quarries empty, the ships below their minimum load; the
    temple holds `temple` (owners in fill order) and every other stone is in the tomb."""
    set_ships(state, [4, 4, 4, 4], [[WHITE, state.num_players - 1]])
    state.temple = list(temple)
    for seat in range(state.num_players):
        set_sled(state, seat, 0)
        state.quarry[seat] -= temple.count(seat)
        state.tomb += [seat] * state.quarry[seat]
        state.quarry[seat] = 0
    state._legal = None
