"""The bots' heuristic: banked money plus what the hand is likely to fetch."""

from engines.archaeology import ENGINE
from engines.archaeology.cards import TYPE_OF
from engines.archaeology.heuristic import SALE, evaluate

from .helpers import position, vec


def test_heuristic_prefers_a_hand_of_valuable_sets():
    state = position(hands=[vec(coin=5), vec(parchment=1)], phase="act", deck=[0] * 20)
    mine, theirs = evaluate(state)
    assert mine > theirs + 20


def test_heuristic_counts_banked_money_fully_and_hands_at_a_discount():
    state = position(hands=[vec(coin=5), vec()], phase="act", deck=[0] * 20)
    state.money[1] = 30
    mine, theirs = evaluate(state)
    assert theirs == 30.0 and mine < theirs, "a hand is at risk while the deck runs"


def test_heuristic_best_sale_splits_into_maximum_sets():
    assert SALE[TYPE_OF["talisman"]][6] == 40 + 3
    assert SALE[TYPE_OF["pot_shard"]][5] == 15


def test_heuristic_is_the_money_at_the_end():
    state = ENGINE.new_game(2, None, 1)
    state.phase, state.money = "over", [12, 30]
    assert evaluate(state) == [12.0, 30.0]
