"""Helpers that build Imhotep positions for rule tests: each returns a new position built from
its notation (engines/imhotep/notation.py), so every stone and card stays somewhere."""

from engines.core.notation import ints, seats
from engines.imhotep import ENGINE, notation
from engines.imhotep.data import (
    HAND_CARDS,
    OBELISKS,
    PYRAMIDS,
    SITES,
    STONES_PER_COLOUR,
    TEMPLE,
    TOMB,
)
from engines.imhotep.state import CAT_OBELISKS, CAT_PYRAMID
from engines.imhotep.tasks import Choose
from tests.engines.notation_checks import edit

ALL_A = {"market": "A", "pyramids": "A", "temple": "A", "tomb": "A", "obelisks": "A"}
ALL_B = {"market": "B", "pyramids": "B", "temple": "B", "tomb": "B", "obelisks": "B"}
BLACK, WHITE, BROWN, GRAY = range(4)


def game(players=4, seed=1, **options):
    """A fresh game at the start of round 1 (seat 0 to move)."""
    return ENGINE.new_game(players, options, seed)


def rebuilt(state, **values):
    """`state` built again from its notation with these fields' text replaced (parse refuses
    a position no game could hold: every stone and card must stay somewhere)."""
    text = notation.format(state)
    for key, value in values.items():
        text = edit(text, key, str(value))
    return notation.parse(text)


def cards(names) -> str:
    return "".join("--" if c is None else notation.CARD[c] for c in names) or "-"


def hands_text(hands) -> str:
    return "/".join("".join(notation.CARD[c] * h[c] for c in HAND_CARDS) or "-" for h in hands)


def ships_text(slots) -> str:
    return "/".join(seats(s) for s in slots) or "-"


def set_ships(state, caps, loads=None):
    """`state` with the round's ships replaced: `caps` capacities, `loads` lists of owners
    (-1 empty) per ship, none sailed; the old ships' stones go back to their owners'
    quarries, the new ones come from there."""
    quarry = list(state.quarry)
    for slots in state.slots:
        for owner in slots:
            if owner >= 0:
                quarry[owner] += 1
    slots = [[-1] * c for c in caps]
    for s, owners in enumerate(loads or []):
        for k, owner in enumerate(owners):
            if owner >= 0:
                quarry[owner] -= 1
                slots[s][k] = owner
    return rebuilt(state, ships=ships_text(slots), sites="." * len(caps) + "/.....",
                   quarry=ints(quarry))


def sailed(state, ship, site):
    """`state` with `ship` already docked at `site` (a site index) this round."""
    ship_site, docked = list(state.ship_site), list(state.docked)
    ship_site[ship], docked[site] = site, ship
    where = "".join(".mptbo"[s + 1] if s >= -1 else "s" for s in ship_site)
    return rebuilt(state, sites=where + "/" + seats(docked).replace("-", ""))


def set_sled(state, seat, count):
    """`state` with exactly `count` stones on seat's sled (moved from or to the quarry)."""
    quarry, sled = list(state.quarry), list(state.sled)
    quarry[seat] += sled[seat] - count
    sled[seat] = count
    return rebuilt(state, quarry=ints(quarry), sled=ints(sled))


def build(state, pyr=None, extra=None, temple=None, tomb=None, obel=None, towers=None):
    """`state` with these sites holding these stones (owners in fill order; `obel` loose
    stones per seat; `towers` owners of Obelisks B towers); a stone added comes from its
    owner's quarry, a stone taken away goes back there."""
    quarry = list(state.quarry)
    before = {"pyr": [o for p in state.pyr for o in p], "extra": state.pyr_extra,
              "temple": state.temple, "tomb": state.tomb,
              "obel": [o for o, k in enumerate(state.obel) for _ in range(k)],
              "towers": [o for o in state.towers for _ in range(3)]}
    after = {"pyr": None if pyr is None else [o for p in pyr for o in p], "extra": extra,
             "temple": temple, "tomb": tomb,
             "obel": None if obel is None else [o for o, k in enumerate(obel) for _ in range(k)],
             "towers": None if towers is None else [o for o in towers for _ in range(3)]}
    values = {}
    for key, stones in after.items():
        if stones is None:
            continue
        for owner in before[key]:
            quarry[owner] += 1
        for owner in stones:
            quarry[owner] -= 1
    if pyr is not None:
        values["pyramid"] = "/".join(seats(p) for p in pyr)
    for key, value in (("extra", extra), ("temple", temple), ("tomb", tomb),
                       ("towers", towers)):
        if value is not None:
            values[key] = seats(value)
    if obel is not None:
        values["obelisks"] = ints(obel)
    laid = (state.pyr if pyr is None else pyr, state.pyr_extra if extra is None else extra)
    rows = [list(row) for row in state.points]  # the pyramids' and towers' points as laid
    for seat, row in enumerate(rows):
        row[CAT_PYRAMID] = notation.pyramid_points(state.sides_b[PYRAMIDS], *laid, seat)
        row[CAT_OBELISKS] = notation.tower_points(state.towers if towers is None else towers,
                                                  seat)
    values["points"] = "/".join(ints(row) for row in rows)
    return rebuilt(state, quarry=ints(quarry), **values)


def quarry_left(state, seat, count):
    """`state` with `count` stones left in seat's quarry, the others built into the tomb."""
    extra = state.quarry[seat] - count
    return build(state, tomb=list(state.tomb) + [seat] * extra)


def last_round(state):
    """`state` in round 6: the round cards still to come are played already."""
    return rebuilt(state, round=6, rounds="-")


def next_round_card(state, card):
    """`state` with round card `card` drawn next (it must not be this round's)."""
    assert card != state.round_card
    rounds, removed = list(state.round_deck), state.round_removed
    if card == removed:
        removed, rounds[-1] = rounds[-1], card
    else:
        rounds.remove(card)
        rounds.append(card)
    return rebuilt(state, rounds=",".join(rounds), removed=removed)


def with_turn(state, seat):
    return rebuilt(state, turn=seat)


def give_cards(state, seat, *names):
    """`state` with cards moved from the deck into `seat`'s hand (kept face up)."""
    deck = list(state.deck)
    hands = [dict(h) for h in state.hands]
    for card in names:
        deck.remove(card)
        hands[seat][card] += 1
    return rebuilt(state, deck=cards(deck), hands=hands_text(hands))


def empty_market(state):
    """`state` with the market display and the face-down pair discarded."""
    discard = list(state.discard) + [c for c in state.display if c is not None]
    discard += state.pair
    return rebuilt(state, discard=cards(discard), display="-", pair="-")


def put_on_top(state, *names):
    """`state` with these deck cards on top of the market deck (the first named is drawn
    first)."""
    deck = list(state.deck)
    for card in reversed(names):
        deck.remove(card)
        deck.append(card)
    return rebuilt(state, deck=cards(deck))


def deck_to_discard(state):
    """`state` with the whole market deck on the discard pile."""
    return rebuilt(state, deck="-", discard=cards(list(state.discard) + list(state.deck)))


def dock_all_but_one(state, owner, docked_sites=("pyramids", "tomb", "obelisks")):
    """Ships 1-3 have sailed (empty) to `docked_sites`; ship 0 (capacity 1) carries one stone
    of `owner` and can still sail. The market is emptied so a ship there brings nothing."""
    state = set_ships(state, [1, 1, 1, 1], [[owner]])
    for s, name in enumerate(docked_sites, start=1):
        state = sailed(state, s, SITES.index(name))
    return empty_market(state)


def finish_round(state, site="market"):
    """The player on turn sails the round's last ship (one of their stones) to `site`;
    (state, events)."""
    state = dock_all_but_one(state, state.turn)
    return state, state.apply(("sail", 0, site))


def stone_total(state, owner):
    """All of a colour's stones that are somewhere in play (STONES_PER_COLOUR); a stone whose
    owner is choosing its pyramid (Pyramids B) is counted too."""
    ships = sum(slots.count(owner) for slots in state.slots)
    sites = sum(state.stones_on_site(site, owner) for site in (PYRAMIDS, TEMPLE, TOMB,
                                                                OBELISKS))
    waiting = sum(1 for task in state.stack if task == Choose("pyramid", owner))
    return state.quarry[owner] + state.sled[owner] + state.held[owner] + ships + sites + waiting


def check_conservation(state):
    for owner in range(state.num_players):
        assert stone_total(state, owner) == STONES_PER_COLOUR, (owner, state.to_json())


def set_display(state, names):
    """`state` with these cards (taken from the deck) as the face-up market display."""
    deck = list(state.deck) + [c for c in state.display if c is not None]
    for card in names:
        deck.remove(card)
    return rebuilt(state, deck=cards(deck), display=cards(names))


def set_pair(state, names):
    """`state` with these cards (taken from the deck) as the face-down Market B pair."""
    deck = list(state.deck) + list(state.pair)
    for card in names:
        deck.remove(card)
    return rebuilt(state, deck=cards(deck), pair=cards(names))


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
    state = set_ships(state, [4, 4, 4, 4], [[WHITE, state.num_players - 1]])
    state = build(state, temple=list(temple))
    for seat in range(state.num_players):
        state = quarry_left(set_sled(state, seat, 0), seat, 0)
    return state
