"""Determinize keeps, per card a seat keeps track of, the hands it can be in.

A seat that saw a card go from the market into seat 1's hand, and then saw seat 2's thief
take an unseen card from seat 1, knows the card is in seat 1's or seat 2's hand (rules: the
thief takes a card at random from the victim's hand, face down; the market is face up)."""

from engines.archaeology import whereabouts
from engines.archaeology.cards import PHARAOH_MASK, TALISMAN, THIEF
from engines.core import Rng

from .helpers import check_conservation, deck_of, position, vec


def _mask_taken_by_seat_1(players, deck):
    """Seat 0 holds 3 pharaoh masks; seat 1 takes the 4th from the market in a trade and ends
    its turn. `deck` lists the next digs, top first."""
    hands = [vec(pharaoh_mask=3), vec(coin=2, pot_shard=1)] + [vec(parchment=2)] * (players - 2)
    state = position(players=players, hands=hands, market=vec(pharaoh_mask=1, pot_shard=2),
                     turn=1, phase="act", deck=deck_of(*deck))
    # every mask is in sight of seat 0 or in the market (position takes the others out)
    assert not any(c[PHARAOH_MASK] for c in state.chambers)
    assert PHARAOH_MASK not in state.deck
    for action in (("trade",), ("take", "pharaoh_mask"), ("give", "coin"), ("give", "coin"),
                   ("confirm",), ("end_turn",)):
        state.apply(action)
    return state


def _masks_in_worlds(state, seat, seeds=60):
    """For each world determinized for `seat`: where the masks other than seat 0's are."""
    places = []
    for seed in range(seeds):
        world = state.determinize(seat, Rng(seed))
        check_conservation(world)
        places.append(tuple(h[PHARAOH_MASK] for h in world.hands))
    return places


def test_a_card_seen_going_to_seat_1_then_a_theft_by_seat_2_is_in_one_of_their_hands():
    state = _mask_taken_by_seat_1(3, ["thief"])
    assert state.observation(0)["known"]["1"] == {"pharaoh_mask": 1}
    state.apply(("dig",))
    state.apply(("steal", 1))
    assert state.observation(0)["whereabouts"] == [["pharaoh_mask", [1, 2]]]
    assert state.observation(0)["public_whereabouts"] == [["pharaoh_mask", [1, 2]]]
    assert state.observation(0)["known"]["1"] == {}  # no longer certain
    places = _masks_in_worlds(state, 0)
    assert all(p[0] == 3 and p[1] + p[2] == 1 for p in places), \
        "the 4th mask is never put back in the deck or a chamber"
    assert {p[1] for p in places} == {0, 1}, "both hands are possible"
    check_conservation(state)


def test_the_thief_and_the_victim_know_exactly_what_was_stolen():
    state = _mask_taken_by_seat_1(3, ["thief"])
    state.apply(("dig",))
    state.apply(("steal", 1))
    stolen_mask = state.hands[2][PHARAOH_MASK] == 1
    # the thief saw the card: if it was the mask, it knows seat 1 no longer has it
    assert state.observation(2)["whereabouts"] == ([] if stolen_mask
                                                   else [["pharaoh_mask", [1]]])
    # the victim knows what went to seat 2
    stolen = next(t for t in range(7) if state.hands[2][t] > (2 if t == 1 else 0))
    assert [stolen, 1 << 2] in state.track[1]
    for seed in range(20):
        world = state.determinize(1, Rng(seed))
        assert world.hands[2][stolen] >= 1 + (2 if stolen == 1 else 0)


def test_a_chain_of_thefts_widens_the_places_and_worlds_follow_it():
    """Seat 1 takes the mask; seat 2 robs seat 1, seat 3 robs seat 2, seat 0 digs a treasure,
    seat 1 robs seat 3: seat 0 knows the mask is in seat 1's, 2's or 3's hand."""
    state = _mask_taken_by_seat_1(4, ["thief", "thief", "pot_shard", "thief"])
    for thief, victim in ((2, 1), (3, 2)):
        assert state.to_move() == thief
        state.apply(("dig",))
        state.apply(("steal", victim))
        state.apply(("end_turn",))
    state.apply(("dig",))
    state.apply(("end_turn",))
    state.apply(("dig",))
    state.apply(("steal", 3))
    assert state.observation(0)["whereabouts"] == [["pharaoh_mask", [1, 2, 3]]]
    places = _masks_in_worlds(state, 0, seeds=90)
    assert all(p[0] == 3 and p[1] + p[2] + p[3] == 1 for p in places)
    assert {p.index(1, 1) for p in places} == {1, 2, 3}
    assert whereabouts.matches(state.track[0], state.hands)


def test_a_public_sale_drops_certain_items_first_and_widens_uncertain_ones():
    items = []
    whereabouts.taken(items, 1, TALISMAN, 1)  # certainly in seat 1's hand
    items.append([TALISMAN, 1 << 1 | 1 << 2])  # in seat 1's or seat 2's
    items.append([TALISMAN, 1 << 1 | 1 << 3])  # in seat 1's or seat 3's
    whereabouts.lost(items, 1, TALISMAN, 1)
    assert whereabouts.canonical(items) == [[TALISMAN, 0b0110], [TALISMAN, 0b1010]]
    whereabouts.lost(items, 1, TALISMAN, 1)  # one of the two left seat 1: unknown which
    assert items == [[TALISMAN, 0b1110]]
    whereabouts.lost(items, 1, TALISMAN, 3)
    assert items == []


def test_cards_taken_this_turn_cannot_be_the_ones_given_back():
    items = []
    whereabouts.taken(items, 1, TALISMAN, 2)
    whereabouts.lost(items, 1, TALISMAN, 1, pinned=2)
    assert items == [[TALISMAN, 2], [TALISMAN, 2]]


def test_hall_condition_checks_that_items_fit_the_hands():
    hands = [vec(), vec(talisman=1), vec(talisman=1)]
    assert whereabouts.matches([[TALISMAN, 0b110], [TALISMAN, 0b110]], hands)
    assert not whereabouts.matches([[TALISMAN, 0b010], [TALISMAN, 0b010]], hands)
    assert not whereabouts.matches([[TALISMAN, 0b110]] * 3, hands)
    assert THIEF not in {t for t, _ in [[TALISMAN, 1]]}
