"""Helpers for Archaeology rule tests: positions built from their notation (parse refuses one
no game could hold) and card accounting."""

from engines.archaeology import ENGINE, notation, whereabouts
from engines.archaeology.cards import (
    CARD_NAMES,
    COUNTS,
    MAP,
    MAX_SET,
    NUM_TYPES,
    PYRAMID,
    SANDSTORM,
    SANDSTORMS,
    SANDSTORMS_IN_PLAY,
    THIEF,
    THIEVES,
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


def position(players=2, hands=None, market=None, deck=None, museums=None, rest="deck",
             turn=0, phase=None, seed=1, thieves=0, storms=0, size=None):
    """A game built from its notation, so parse refuses one no game could hold: the deal of
    `seed` with these hands and market (count vectors; a hand or the market not given, or
    None, stays as dealt), museums (per seat a list of (treasure, count) sets), `thieves` and
    `storms` already drawn, and `deck` (card ints, the top last: see deck_of) drawn next;
    or, with `size`, a deck of that many cards: the thieves and sandstorms not drawn, then
    treasures left over (the dealt deck's ones first; `rest` not "deck").

    Every card stays somewhere: a treasure the given places hold too many of is taken out
    of the dealt market (when not given) or the chambers, in exchange for a left-over one;
    the cards left over go to `rest`: "deck" beneath `deck` (in the dealt deck's order),
    "market" (treasures; thieves and sandstorms not in `deck` count as drawn), or a seat
    number, whose museum they are sold to in the largest sets (thieves and sandstorms
    drawn)."""
    deal = ENGINE.new_game(players, None, seed)
    hands = [list(d if h is None else h)
             for d, h in zip(deal.hands, hands or [None] * players, strict=True)]
    dealt_market = market is None
    market = list(deal.market if market is None else market)
    chambers = [list(c) for c in deal.chambers]
    museums = [list(m) for m in (museums or [[] for _ in range(players)])]
    top = list(deck or [])
    left = [COUNTS[t] - sum(h[t] for h in hands) - market[t] - top.count(t)
            - sum(c[t] for c in chambers)
            - sum(k for m in museums for card, k in m if card == t) for t in range(NUM_TYPES)]
    places = ([market] if dealt_market else []) + chambers
    for t in range(NUM_TYPES):
        for place in places:
            while left[t] < 0 and place[t]:
                spare = max((u for u in range(NUM_TYPES) if u != MAP), key=lambda u: left[u])
                assert left[spare] > 0, "no treasure is left over to exchange"
                place[t], place[spare] = place[t] - 1, place[spare] + 1
                left[t], left[spare] = left[t] + 1, left[spare] - 1
        assert left[t] >= 0, f"more {CARD_NAMES[t]} cards than the game has"
    in_play = SANDSTORMS_IN_PLAY[players]
    owed = dict(enumerate(left)) | {THIEF: THIEVES - thieves - top.count(THIEF),
                                    SANDSTORM: in_play - storms - top.count(SANDSTORM)}
    assert min(owed.values()) >= 0, "more thieves or sandstorms than the game has"
    in_deal_order = [card for card in deal.deck if _take(owed, card)]
    # the cards not dealt to the deck lie at its bottom
    in_deal_order[:0] = [card for card, k in owed.items() for _ in range(k)]
    if size is not None:  # the hazards not drawn, then the dealt deck's treasures
        assert rest != "deck" and deck is None, "a deck of `size` cards leaves the rest out"
        hazards = [c for c in in_deal_order if c in (THIEF, SANDSTORM)]
        assert len(hazards) <= size, "the deck is too small for the hazards not drawn"
        treasures = [c for c in in_deal_order if c not in (THIEF, SANDSTORM)]
        cut = len(treasures) - (size - len(hazards))  # the dealt deck's top ones stay
        top, below = hazards + treasures[cut:], treasures[:cut]
    else:
        below = in_deal_order
    if rest == "deck":
        top = below + top
    else:
        thieves, storms = THIEVES - top.count(THIEF), in_play - top.count(SANDSTORM)
        left = [below.count(t) for t in range(NUM_TYPES)]
        if rest == "market":
            market = [m + k for m, k in zip(market, left, strict=True)]
        else:
            for t, k in enumerate(left):
                whole, part = divmod(k, MAX_SET[t])
                museums[rest] += [(t, MAX_SET[t])] * whole + ([(t, part)] if part else [])
    text = notation.format(deal)
    fields = {
        "phase": phase or ("dig" if top else "act"),  # a dig needs a card in the deck
        "turn": turn, "first": turn,
        "deck": "".join(notation.CARD[c] for c in top) or "-",
        "hands": "/".join(letters(h) for h in hands), "market": letters(market),
        "chambers": "/".join(letters(c) for c in chambers),
        "museums": "/".join(",".join(f"{notation.CARD[c]}{n}" for c, n in m) or "-"
                            for m in museums),
        "storms": f"{storms},{in_play}", "thieves": thieves,
    }
    for key, value in fields.items():
        text = edit(text, key, str(value))
    return notation.parse(text)


def _take(owed, card) -> bool:
    """Whether `card` is still owed (and count it taken)."""
    if owed[card]:
        owed[card] -= 1
        return True
    return False


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
        "hands": "/".join(letters(h) for h in hands), "market": letters(market),
        "museums": "/".join(",".join(f"{notation.CARD[c]}{n}" for c, n in m) or "-"
                            for m in museums),
        **values,
    }
    for key, value in fields.items():
        text = edit(text, key, str(value))
    return notation.parse(text)


def letters(counts) -> str:
    """A count vector as the notation writes it (a hand, the market, a chamber)."""
    return "".join(notation.CARD[t] * n for t, n in enumerate(counts)) or "-"
