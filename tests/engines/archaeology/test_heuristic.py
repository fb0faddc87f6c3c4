"""The bots' heuristic: banked money plus what the hand is likely to fetch."""

import pytest

from engines.ai.levels import level_valuer
from engines.archaeology.cards import COIN, MAP, PRICES, SANDSTORMS, THIEVES, TYPE_OF
from engines.archaeology.fitted import evaluate_fitted
from engines.archaeology.heuristic import (
    CHAMBER_CARD,
    FIELD_SCALE,
    FULL_DECK,
    HOPE,
    MIN_KEEP,
    REACH,
    SALE,
    SCALE,
    evaluate,
    evaluate_deep,
    evaluate_sets,
    hazard_keep,
    map_worth,
    market_gain,
    next_trader,
    prune_deep,
    prune_sets,
    scale_by_table,
)

from .helpers import position, vec


def acting(hands, size, players=2, **values):
    """Seat 0 to act, the dig deck `size` cards long (its thieves and sandstorms among them,
    unless `values` counts them drawn); every other treasure is in the market, which only
    the deep estimate's next trader (seat 1) looks at."""
    return position(players=players, hands=hands, phase="act", size=size, rest="market",
                    **values)


def test_heuristic_prefers_a_hand_of_valuable_sets():
    state = acting([vec(coin=5), vec(parchment=1)], 20)
    mine, theirs = evaluate(state)
    assert mine > theirs + 20


def test_heuristic_counts_banked_money_fully_and_hands_at_a_discount():
    state = acting([vec(coin=5), vec()], 20, museums=[[], [(COIN, 5)]])
    mine, theirs = evaluate(state)
    assert theirs == 30.0 and mine < theirs, "a hand is at risk while the deck runs"


def test_heuristic_best_sale_splits_into_maximum_sets():
    assert SALE[TYPE_OF["talisman"]][6] == 40 + 3
    assert SALE[TYPE_OF["pot_shard"]][5] == 15


def test_heuristic_is_the_money_at_the_end():
    state = position(hands=[vec(), vec()], phase="act", deck=[], rest="market",
                     museums=[[(COIN, 3), (COIN, 1)], [(COIN, 5)]])
    state.apply(("end_turn",))  # every hand is empty: the game ends
    assert state.is_over() and state.money == [12, 30]
    assert evaluate(state) == [12.0, 30.0]


# -- the deeper estimate (Hard and the hint) -------------------------------------------------


def test_deep_hand_is_safe_once_no_thief_or_sandstorm_is_left():
    state = acting([vec(coin=3), vec()], 20, thieves=THIEVES, storms=SANDSTORMS)
    assert hazard_keep(state) == 1.0
    assert evaluate_deep(state)[0] == SALE[TYPE_OF["coin"]][3] + hope_part(state, "coin", 3)


def test_deep_hand_risk_grows_with_the_hazards_per_card_and_with_the_seats():
    sparse = acting([vec(coin=3), vec()], 40)
    dense = acting([vec(coin=3), vec()], 15)
    assert 1.0 > hazard_keep(sparse) > hazard_keep(dense) >= MIN_KEEP
    two = acting([vec(), vec()], 30, storms=2)  # 4 sandstorms left, as with four players
    four = acting([vec()] * 4, 30, players=4)
    assert hazard_keep(four) < hazard_keep(two)


def test_deep_maps_are_worth_the_chambers_they_open():
    sale = PRICES[MAP][0]
    closed = [False, False, False]
    assert map_worth(1, closed, 50) == CHAMBER_CARD * 3 > sale
    assert map_worth(3, closed, 50) == max(CHAMBER_CARD * 7, CHAMBER_CARD * 8)
    assert map_worth(2, [True, True, True], 50) == 2 * sale, "nothing left to open"
    towards = map_worth(1, [True, False, False], 50)
    assert sale < towards < CHAMBER_CARD * 5, "one map counts towards the medium chamber"
    assert map_worth(1, [True, False, False], 0) == sale, "no more maps can come"


def test_deep_estimate_keeps_a_map_for_an_open_chamber_the_plain_one_barely_tells_apart():
    with_map = acting([vec(map=1), vec()], 30)
    sold = acting([vec(), vec()], 30, museums=[[(MAP, 1)], []])
    assert sold.money[0] == PRICES[MAP][0]
    assert abs(evaluate(with_map)[0] - evaluate(sold)[0]) < 0.5
    assert evaluate_deep(with_map)[0] > evaluate_deep(sold)[0] + 1.0


def test_deep_estimate_is_mediums_sets_one_with_more_than_two_players():
    """With three or four players Hard values sets still to be built as Medium does (the
    plain estimate sells every card at once) and searches the same sales."""
    for players in (3, 4):
        state = acting([vec(map=1, coin=2)] * players, 30, players=players)
        assert evaluate_deep(state) == evaluate_sets(state) != evaluate(state)
        legal = state.legal_actions()
        assert prune_deep(state, legal) == prune_sets(state, legal)
    two = acting([vec(map=1, coin=2)] * 2, 30)
    assert evaluate_deep(two) != evaluate_sets(two)


def test_hard_and_the_hint_use_the_fitted_estimate_medium_the_sets_one_easy_the_plain_one():
    assert level_valuer("hard", "archaeology").evaluate is evaluate_fitted
    assert level_valuer("medium", "archaeology").evaluate is evaluate_sets
    assert level_valuer("easy", "archaeology").evaluate is evaluate
    assert level_valuer("hard", "archaeology", {"estimate": None, "deep": True}).evaluate \
        is evaluate_deep


def test_hard_plays_to_win_at_three_and_four_seats_and_as_before_at_two():
    """Hard's reward at three and four seats is each seat's chance to finish first at a
    $6 scale (reward win, scale_by_table); at two seats it is the margin's at SCALE, as
    before (docs/bots.md)."""
    from engines.archaeology import new_game

    hard = level_valuer("hard", "archaeology")
    assert hard.reward == "win" and hard.scale_by is scale_by_table
    margin = level_valuer("hard", "archaeology", {"reward": "margin", "scale_by": None})
    two = new_game(2, seed=3)
    assert hard.unit(two) == margin.unit(two) == SCALE
    assert hard.rewards(two) == margin.rewards(two)
    for players in (3, 4):
        state = new_game(players, seed=3)
        state.apply(state.legal_actions()[0])  # the first dig: the hands differ in value
        rewards = hard.rewards(state)
        assert hard.unit(state) == FIELD_SCALE
        assert sum(rewards) == pytest.approx(1.0), "the chances to finish first"
        assert rewards != margin.rewards(state)


def hope_part(state, name, count):
    t = TYPE_OF[name]
    hope = HOPE * min(1.0, len(state.deck) / FULL_DECK)
    return hope * REACH[t][count]


# -- the market the next trader finds (deep estimate) ----------------------------------------


def test_market_gain_is_the_best_trade_paid_with_the_cheapest_other_cards():
    mask = TYPE_OF["pharaoh_mask"]
    hand, market = vec(pharaoh_mask=2, coin=2), vec(pharaoh_mask=1)
    before = PRICES[mask][1] + SALE[TYPE_OF["coin"]][2]       # 12 + 5
    assert market_gain(hand, market, [False] * 3, 0) == PRICES[mask][2] - before  # 26


def test_market_gain_needs_other_cards_to_pay_and_is_never_negative():
    assert market_gain(vec(pharaoh_mask=2), vec(pharaoh_mask=1), [False] * 3, 0) == 0
    hand = vec(coin=4)                                     # a coin for a pot shard loses
    assert market_gain(hand, vec(pot_shard=1), [False] * 3, 0) == 0


def test_next_trader_is_the_mover_until_their_actions_then_the_next_seat():
    assert next_trader(position(phase="dig", turn=1)) == 1
    assert next_trader(position(phase="act", turn=1)) == 0
    assert next_trader(position(phase="trade", turn=0)) == 1


def test_deep_estimate_adds_the_best_trade_the_market_offers_the_next_trader():
    """The same position with seat 0 to trade next (seat 1 on turn: bare) or seat 1 (seat 0
    on turn); seat 0's coin buys nothing from a market of one mask, seat 1 completes a set."""
    hands = [vec(coin=1), vec(pharaoh_mask=2, coin=2)]
    offers, bare = (position(hands=hands, market=vec(pharaoh_mask=1), phase="act", turn=turn,
                             deck=[], rest=0) for turn in (0, 1))
    assert next_trader(offers) == 1 and next_trader(bare) == 0
    mine, theirs = evaluate_deep(offers)
    assert mine == evaluate_deep(bare)[0]
    assert theirs - evaluate_deep(bare)[1] == 26 - (12 + 5), "the mask completes their set"


def sold_or_kept(name, count, deck):
    """Medium's values of selling `count` cards of `name` now and of keeping them."""
    drawn = {} if deck >= THIEVES + SANDSTORMS else {"thieves": THIEVES, "storms": SANDSTORMS}
    keep = acting([vec(**{name: count}), vec()], deck, **drawn)
    sold = acting([vec(), vec()], deck, museums=[[(TYPE_OF[name], count)], []], **drawn)
    assert sold.money[0] == PRICES[TYPE_OF[name]][count - 1]
    return evaluate_sets(sold)[0], evaluate_sets(keep)[0]


def test_medium_keeps_a_small_set_while_the_deck_can_still_grow_it_and_sells_it_late():
    for name, count in (("coin", 2), ("pot_shard", 2), ("talisman", 1), ("pharaoh_mask", 2)):
        sold, kept = sold_or_kept(name, count, FULL_DECK)
        assert kept > sold, (name, count)
        sold, kept = sold_or_kept(name, count, 1)
        assert sold > kept, (name, count)
    # a full set is sold at once: no bigger price to wait for
    sold, kept = sold_or_kept("pot_shard", 5, FULL_DECK)
    assert sold > kept
    # the plain estimate (Easy) sells a pair of pot shards at once
    keep = acting([vec(pot_shard=2), vec()], FULL_DECK)
    sold = acting([vec(), vec()], FULL_DECK, museums=[[(TYPE_OF["pot_shard"], 2)], []])
    assert evaluate(sold)[0] > evaluate(keep)[0]
