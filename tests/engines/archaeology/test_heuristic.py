"""The bots' heuristic: banked money plus what the hand is likely to fetch."""

from engines.ai.levels import level_valuer
from engines.archaeology import ENGINE
from engines.archaeology.cards import MAP, PRICES, THIEVES, TYPE_OF
from engines.archaeology.heuristic import (
    CHAMBER_CARD,
    FULL_DECK,
    HOPE,
    MIN_KEEP,
    REACH,
    SALE,
    evaluate,
    evaluate_deep,
    evaluate_sets,
    hazard_keep,
    map_worth,
    market_gain,
    next_trader,
)

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


# -- the deeper estimate (Hard and the hint) -------------------------------------------------


def test_deep_hand_is_safe_once_no_thief_or_sandstorm_is_left():
    state = position(hands=[vec(coin=3), vec()], phase="act", deck=[0] * 20)
    state.thieves_out = THIEVES
    state.sandstorms_out = state.sandstorms_in_play
    assert hazard_keep(state) == 1.0
    assert evaluate_deep(state)[0] == SALE[TYPE_OF["coin"]][3] + hope_part(state, "coin", 3)


def test_deep_hand_risk_grows_with_the_hazards_per_card_and_with_the_seats():
    sparse = position(hands=[vec(coin=3), vec()], phase="act", deck=[0] * 40)
    dense = position(hands=[vec(coin=3), vec()], phase="act", deck=[0] * 15)
    assert 1.0 > hazard_keep(sparse) > hazard_keep(dense) >= MIN_KEEP
    two = position(hands=[vec(), vec()], phase="act", deck=[0] * 30)
    four = position(players=4, hands=[vec()] * 4, phase="act", deck=[0] * 30)
    four.sandstorms_in_play, four.sandstorms_out = two.sandstorms_in_play, two.sandstorms_out
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
    with_map = position(hands=[vec(map=1), vec()], phase="act", deck=[0] * 30)
    sold = position(hands=[vec(), vec()], phase="act", deck=[0] * 30)
    sold.money[0] = PRICES[MAP][0]
    assert abs(evaluate(with_map)[0] - evaluate(sold)[0]) < 0.5
    assert evaluate_deep(with_map)[0] > evaluate_deep(sold)[0] + 1.0


def test_deep_estimate_is_the_plain_one_with_more_than_two_players():
    for players in (3, 4):
        state = position(players=players, hands=[vec(map=1, coin=2)] * players, phase="act",
                         deck=[0] * 30)
        assert evaluate_deep(state) == evaluate(state)
    two = position(hands=[vec(map=1, coin=2)] * 2, phase="act", deck=[0] * 30)
    assert evaluate_deep(two) != evaluate(two)


def test_hard_and_the_hint_use_the_deep_estimate_medium_the_sets_one_easy_the_plain_one():
    assert level_valuer("hard", "archaeology").evaluate is evaluate_deep
    assert level_valuer("medium", "archaeology").evaluate is evaluate_sets
    assert level_valuer("easy", "archaeology").evaluate is evaluate
    assert level_valuer("hard", "archaeology", {"deep": False}).evaluate is evaluate


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
    hands = [vec(coin=1), vec(pharaoh_mask=2, coin=2)]
    offers = position(hands=hands, market=vec(pharaoh_mask=1), phase="act", deck=[])
    bare = position(hands=hands, market=vec(), phase="act", deck=[])
    mine, theirs = evaluate_deep(offers)
    assert mine == evaluate_deep(bare)[0]
    assert theirs - evaluate_deep(bare)[1] == 26 - (12 + 5), "the mask completes their set"


def sold_or_kept(name, count, deck):
    """Medium's values of selling `count` cards of `name` now and of keeping them."""
    keep = position(hands=[vec(**{name: count}), vec()], phase="act", deck=[0] * deck)
    sold = position(hands=[vec(), vec()], phase="act", deck=[0] * deck)
    sold.money[0] = PRICES[TYPE_OF[name]][count - 1]
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
    keep = position(hands=[vec(pot_shard=2), vec()], phase="act", deck=[0] * FULL_DECK)
    sold = position(hands=[vec(), vec()], phase="act", deck=[0] * FULL_DECK)
    sold.money[0] = PRICES[TYPE_OF["pot_shard"]][1]
    assert evaluate(sold)[0] > evaluate(keep)[0]
