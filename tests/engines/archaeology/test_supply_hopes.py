"""Set hopes bounded by the cards still to be had (evaluate_deep_supply, prune_deep_supply)."""

from engines.archaeology.cards import MAX_SET, NUM_TYPES, PRICES, TYPE_OF
from engines.archaeology.heuristic import (
    REACH,
    REACH_WITHIN,
    evaluate_deep,
    evaluate_deep_supply,
    prune_deep,
    prune_deep_supply,
    unheld_supply,
    unseen_supply,
)

from .helpers import position, vec

MASK = TYPE_OF["pharaoh_mask"]


def masks_position(other_masks: int, sold_masks: int):
    """Seat 0 to act with two pharaoh masks, a 45-card dig deck; the other two masks in
    seat 1's hand or sold to its museum."""
    museums = [[], [(MASK, sold_masks)] if sold_masks else []]
    return position(hands=[vec(pharaoh_mask=2), vec(pharaoh_mask=other_masks)], phase="act",
                    size=45, rest="market", museums=museums)


def test_reach_within_a_full_sets_supply_is_reach_and_within_none_is_nothing():
    for t in range(NUM_TYPES):
        for c, reach in enumerate(REACH[t]):
            assert REACH_WITHIN[t][c][MAX_SET[t]] == reach
            assert REACH_WITHIN[t][c][0] == 0.0
    # two masks: one more makes three (26), two more make four (50)
    assert REACH_WITHIN[MASK][2][1] == PRICES[MASK][2] - PRICES[MASK][1]
    assert REACH_WITHIN[MASK][2][2] == (PRICES[MASK][3] - PRICES[MASK][1]) / 2


def test_the_supply_is_the_cards_in_no_hand_and_not_sold():
    held = masks_position(other_masks=2, sold_masks=0)
    assert unheld_supply(held)[MASK] == 0
    assert unseen_supply(held, 0)[MASK] == 2, "seat 0 cannot see seat 1's masks"
    sold = masks_position(other_masks=0, sold_masks=2)
    assert unheld_supply(sold)[MASK] == unseen_supply(sold, 0)[MASK] == 0


def test_a_pair_of_masks_hopes_for_nothing_once_the_other_two_are_held_or_sold():
    for other, sold in ((2, 0), (0, 2)):
        state = masks_position(other, sold)
        assert evaluate_deep_supply(state)[0] < evaluate_deep(state)[0], (other, sold)
    free = masks_position(other_masks=0, sold_masks=0)  # the other two still to be dug
    assert evaluate_deep_supply(free) == evaluate_deep(free)


def test_a_pair_of_masks_may_be_sold_once_no_mask_is_left_to_grow_it():
    sale = ("sell", "pharaoh_mask", 2)
    free = masks_position(other_masks=0, sold_masks=0)
    assert sale not in prune_deep(free, free.legal_actions())
    assert sale not in prune_deep_supply(free, free.legal_actions())
    sold = masks_position(other_masks=0, sold_masks=2)
    assert sale not in prune_deep(sold, sold.legal_actions()), "the plain prune still hopes"
    assert sale in prune_deep_supply(sold, sold.legal_actions())
