"""The hand-built test positions (helpers.position) hold every card, or are refused."""

import pytest

from engines.archaeology.cards import COIN, MAP, SANDSTORMS, THIEVES
from engines.core import IllegalAction

from .helpers import check_conservation, deck_of, position, vec

BUILT = [
    {"hands": [vec(pharaoh_mask=3), vec(coin=2)], "market": vec(pharaoh_mask=1)},
    {"players": 3, "hands": [vec(), vec(coin=1), vec()], "deck": deck_of("thief", "coin")},
    {"hands": [vec(coin=2), vec()], "deck": deck_of("sandstorm"), "rest": "market"},
    {"hands": [vec(coin=1), vec()], "market": vec(coin=1), "deck": [], "rest": 1},
    {"hands": [vec(map=1), vec()], "size": 20, "rest": "market",
     "museums": [[(MAP, 1)], [(COIN, 5)]]},
    {"players": 4, "hands": [vec(talisman=2)] * 4, "size": 3, "rest": "market",
     "thieves": THIEVES, "storms": 2},
]


@pytest.mark.parametrize("arguments", BUILT)
def test_a_built_position_holds_every_card_and_keeps_what_was_asked(arguments):
    state = position(**arguments)
    check_conservation(state)
    for seat, hand in enumerate(arguments["hands"]):
        assert state.hands[seat] == hand
    if "market" in arguments and arguments.get("rest") != "market":
        assert state.market == arguments["market"]
    if "deck" in arguments:
        given = arguments["deck"]
        assert state.deck[len(state.deck) - len(given):] == given, "drawn first"
        assert arguments.get("rest", "deck") == "deck" or state.deck == given
    if "size" in arguments:
        assert len(state.deck) == arguments["size"]


def test_the_left_over_cards_go_where_asked():
    state = position(hands=[vec(coin=1), vec()], deck=[], rest=1)
    assert state.deck == [] and sum(state.market) == 5 and state.money[1] > 100
    assert state.thieves_out == THIEVES and state.sandstorms_out == SANDSTORMS
    state = position(hands=[vec(), vec()], deck=deck_of("coin"), rest="market")
    assert len(state.deck) == 1 and sum(state.market) > 50


def test_a_position_no_game_could_hold_is_refused():
    with pytest.raises(AssertionError, match="more pharaoh_mask"):
        position(hands=[vec(pharaoh_mask=3), vec(pharaoh_mask=2)])
    with pytest.raises(AssertionError, match="more thieves"):
        position(deck=deck_of(*["thief"] * 9))
    with pytest.raises(AssertionError, match="too small"):
        position(size=5, rest="market")
    with pytest.raises(IllegalAction):  # no museum buys two maps as one set
        position(museums=[[(MAP, 2)], []])
