"""Trading with the market, exploring the pyramid and selling sets to the museum."""

import pytest

from engines.archaeology.cards import MAX_SET, PRICES, TRADE_VALUE, TYPE_OF, set_price
from engines.core import IllegalAction

from .helpers import position, vec


def acting(hand, market=None, players=2, others=None):
    """Seat 0 after its dig, ready for trades, explorations and sales."""
    hands = [hand] + [others or vec(coin=1) for _ in range(players - 1)]
    return position(players=players, hands=hands, market=market or vec(), phase="act",
                    deck=[0, 0, 0])


def trade(state, give=(), take=()):
    state.apply(("trade",))
    for name in give:
        state.apply(("give", name))
    for name in take:
        state.apply(("take", name))
    return state.apply(("confirm",))


# -- price tables -------------------------------------------------------------------------

RULEBOOK_PRICES = {
    "pot_shard": (1, [1, 2, 3, 4, 15]),
    "parchment": (1, [1, 2, 3, 10]),
    "coin": (2, [2, 5, 10, 18, 30]),
    "talisman": (3, [3, 7, 14, 24, 40]),
    "broken_cup": (2, [2, 15]),
    "map": (3, [3]),
    "pharaoh_mask": (4, [4, 12, 26, 50]),
}


@pytest.mark.parametrize("name", sorted(RULEBOOK_PRICES))
def test_price_table_and_trade_value_of_every_treasure(name):
    trade_val, prices = RULEBOOK_PRICES[name]
    t = TYPE_OF[name]
    assert TRADE_VALUE[t] == trade_val
    assert list(PRICES[t]) == prices and MAX_SET[t] == len(prices)
    for count, price in enumerate(prices, start=1):
        state = acting(vec(**{name: count}))
        events = state.apply(("sell", name, count))
        assert events[0].data["money"] == price == set_price(t, count)
        assert state.money[0] == price


def test_rulebook_talisman_card_four_sell_for_24_trade_value_3():
    assert set_price(TYPE_OF["talisman"], 4) == 24 and TRADE_VALUE[TYPE_OF["talisman"]] == 3


# -- selling ------------------------------------------------------------------------------

def test_sale_total_rulebook_example_24_plus_7_plus_30_is_61():
    state = acting(vec(talisman=6, coin=5))
    state.apply(("sell", "talisman", 4))
    state.apply(("sell", "talisman", 2))
    state.apply(("sell", "coin", 5))
    assert state.money[0] == 24 + 7 + 30 == 61
    assert state.scores()[0] == 61
    breakdown = state.score_breakdown()[0]
    assert breakdown["Talismans"] == 31 and breakdown["Coins"] == 30
    assert sum(breakdown.values()) == 61
    assert state.museums[0] == [(3, 4), (3, 2), (2, 5)], "each sale is its own set"


def test_selling_above_the_maximum_is_refused():
    state = acting(vec(talisman=6))
    assert ("sell", "talisman", 6) not in state.legal_actions()
    with pytest.raises(IllegalAction, match="at most 5"):
        state.apply(("sell", "talisman", 6))
    assert state.hands[0] == vec(talisman=6) and state.money[0] == 0
    state.apply(("sell", "talisman", 5))
    state.apply(("sell", "talisman", 1))  # several sets of one type, several sales a turn
    assert state.money[0] == 40 + 3


def test_selling_cards_not_held_is_refused():
    state = acting(vec(coin=2))
    with pytest.raises(IllegalAction):
        state.apply(("sell", "coin", 3))
    with pytest.raises(IllegalAction):
        state.apply(("sell", "talisman", 1))


# -- trading ------------------------------------------------------------------------------

def test_trade_rulebook_example_two_parchments_and_coin_for_talisman_and_pot_shard():
    state = acting(vec(parchment=2, coin=1, pharaoh_mask=1),
                   market=vec(talisman=1, pot_shard=1, coin=1))
    events = trade(state, give=["parchment", "parchment", "coin"],
                   take=["talisman", "pot_shard"])
    assert state.hands[0] == vec(talisman=1, pot_shard=1, pharaoh_mask=1)
    assert state.market == vec(parchment=2, coin=2)
    assert events[0].kind == "trade"
    assert events[0].data == {"gave": {"parchment": 2, "coin": 1},
                              "took": {"pot_shard": 1, "talisman": 1}}
    assert state.known[1][0] == vec(talisman=1, pot_shard=1), "market trades are public"


def test_trading_for_more_value_is_refused():
    state = acting(vec(parchment=1, talisman=1), market=vec(coin=1))
    state.apply(("trade",))
    state.apply(("give", "parchment"))
    state.apply(("take", "coin"))  # still reachable by also giving the talisman
    assert ("confirm",) not in state.legal_actions()
    with pytest.raises(IllegalAction, match="no more value"):
        state.apply(("confirm",))
    assert state.hands[0] == vec(parchment=1, talisman=1) and state.market == vec(coin=1)


def test_trade_cannot_take_what_no_give_could_pay_for():
    state = acting(vec(parchment=1), market=vec(coin=1))
    assert ("trade",) not in state.legal_actions()
    state = acting(vec(parchment=2), market=vec(coin=1, pharaoh_mask=1))
    state.apply(("trade",))
    assert ("take", "coin") in state.legal_actions()
    assert ("take", "pharaoh_mask") not in state.legal_actions()


def test_trade_returns_no_change():
    state = acting(vec(pharaoh_mask=1), market=vec(parchment=2))
    trade(state, give=["pharaoh_mask"], take=["parchment"])
    assert state.hands[0] == vec(parchment=1)
    assert state.market == vec(parchment=1, pharaoh_mask=1)


def test_taking_nothing_is_not_a_trade():
    state = acting(vec(coin=2), market=vec(parchment=1))
    state.apply(("trade",))
    state.apply(("give", "coin"))
    assert ("confirm",) not in state.legal_actions()
    state.apply(("cancel",))
    assert state.hands[0] == vec(coin=2) and state.phase == "act"


def test_trade_cannot_give_and_take_the_same_treasure():
    state = acting(vec(coin=2), market=vec(coin=1, parchment=1))
    state.apply(("trade",))
    state.apply(("give", "coin"))
    assert ("take", "coin") not in state.legal_actions()
    with pytest.raises(IllegalAction):
        state.apply(("take", "coin"))


def test_several_trades_a_turn_but_cards_taken_stay_out_of_the_market_this_turn():
    state = acting(vec(coin=1, talisman=1), market=vec(parchment=2))
    trade(state, give=["coin"], take=["parchment", "parchment"])
    assert state.taken == vec(parchment=2)
    state.apply(("trade",))
    assert ("give", "parchment") not in state.legal_actions()
    state.apply(("give", "talisman"))
    state.apply(("take", "coin"))
    state.apply(("confirm",))
    assert state.hands[0] == vec(parchment=2, coin=1)
    state.apply(("end_turn",))
    state.apply(("dig",))
    state.apply(("end_turn",))
    state.apply(("dig",))
    state.apply(("trade",))
    assert ("give", "parchment") in state.legal_actions(), "next turn they may go back"


# -- exploring ----------------------------------------------------------------------------

@pytest.mark.parametrize("chamber, maps, size", [("small", 1, 3), ("medium", 2, 5),
                                                 ("large", 3, 7)])
def test_explore_chamber_with_1_2_3_maps(chamber, maps, size):
    state = acting(vec(map=3))
    index = ["small", "medium", "large"].index(chamber)
    inside = list(state.chambers[index])
    assert sum(inside) == size
    events = state.apply(("explore", chamber))
    hand = vec(map=3 - maps)
    assert state.hands[0] == [h + c for h, c in zip(hand, inside, strict=True)]
    assert state.maps_used == maps, "used maps leave the game"
    assert state.explored[index] and sum(state.chambers[index]) == 0
    assert events[0].data["cards"] == size and events[0].reveals


def test_explore_needs_enough_maps():
    state = acting(vec(map=1))
    assert ("explore", "small") in state.legal_actions()
    with pytest.raises(IllegalAction, match="maps"):
        state.apply(("explore", "medium"))


def test_exploring_a_chamber_twice_is_refused():
    state = acting(vec(map=2))
    state.apply(("explore", "small"))
    assert ("explore", "small") not in state.legal_actions()
    with pytest.raises(IllegalAction, match="already been explored"):
        state.apply(("explore", "small"))


def test_a_person_may_open_and_cancel_trades_without_limit():
    """The rulebook sets no limit on trades with the market in a turn: a trade being built
    can be dropped as often as the player likes."""
    state = acting(vec(coin=2), market=vec(parchment=3))
    for _ in range(40):
        state.apply(("trade",))
        state.apply(("give", "coin"))
        state.apply(("cancel",))
    assert state.hands[0] == vec(coin=2) and state.market == vec(parchment=3)
    assert ("trade",) in state.legal_actions()
    state.apply(("trade",))
    state.apply(("take", "parchment"))
    state.apply(("give", "coin"))
    state.apply(("confirm",))
    assert state.hands[0] == vec(coin=1, parchment=1)
    assert state.observation(0)["pending"]["trades_cancelled"] == 40
