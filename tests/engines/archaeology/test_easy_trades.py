"""The Easy bot never trades a card away and back again: a card it took from the market in a
trade (as every player saw it) never goes back to the market in a later trade of its own.
Its noise once made it trade a Coin for a Broken cup and the cup back for a Coin in the
final turns."""

import pytest

from engines import get_engine
from engines.ai.runner import decide
from engines.archaeology.heuristic import market_kept

ENGINE = get_engine("archaeology")


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_easy_never_gives_back_a_card_it_took_in_a_trade(seed):
    state = ENGINE.new_game(3, {}, seed)
    trades = ply = 0
    while not state.is_over():
        action = decide(state, state.to_move(), "easy", seed * 1000 + ply, "archaeology",
                        cap=False)
        ply += 1
        if action[0] == "confirm":
            trades += 1
            hand, kept = state.hands[state.turn], market_kept(state)
            assert all(give <= held - took for give, held, took
                       in zip(state.give, hand, kept, strict=True)), (ply, state.give, kept)
        state.apply(action)
    assert trades > 0  # the games did trade
