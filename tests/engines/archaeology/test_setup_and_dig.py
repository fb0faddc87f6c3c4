"""Setup by player count, the compulsory dig, thieves and sandstorms."""

import pytest

from engines.archaeology import ENGINE
from engines.archaeology.cards import MAP, SANDSTORM, THIEF
from engines.core import IllegalAction

from .helpers import check_conservation, deck_of, position, vec


@pytest.mark.parametrize("players, storms", [(2, 6), (3, 5), (4, 4)])
def test_setup_sandstorms_by_player_count(players, storms):
    state = ENGINE.new_game(players, None, 3)
    assert state.deck.count(SANDSTORM) == storms == state.sandstorms_in_play
    assert state.deck.count(THIEF) == 8
    assert state.deck.count(MAP) == 6
    check_conservation(state)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_hands_of_four_market_of_five_chambers_3_5_7_without_maps(players):
    state = ENGINE.new_game(players, None, 11)
    assert [sum(h) for h in state.hands] == [4] * players
    assert sum(state.market) == 5
    assert [sum(c) for c in state.chambers] == [3, 5, 7]
    assert all(c[MAP] == 0 for c in state.chambers)
    assert all(h[MAP] == 0 for h in state.hands) and state.market[MAP] == 0
    # 72 treasures - 4 per hand - 5 market - 15 chambers, + 8 thieves + sandstorms in play
    assert len(state.deck) == 72 - 4 * players - 20 + 8 + state.sandstorms_in_play


def test_setup_first_player_is_random_and_digs():
    firsts = {ENGINE.new_game(4, None, seed).first_player for seed in range(30)}
    assert firsts == {0, 1, 2, 3}
    state = ENGINE.new_game(3, None, 5)
    assert state.to_move() == state.first_player
    assert state.legal_actions() == [("dig",)]


def test_dig_is_compulsory_while_cards_remain():
    state = position(hands=[vec(coin=2), vec(coin=1)], deck=deck_of("talisman", "coin"))
    assert state.legal_actions() == [("dig",)]
    for action in [("end_turn",), ("sell", "coin", 1), ("trade",)]:
        with pytest.raises(IllegalAction, match="dig first"):
            state.apply(action)


def test_dig_treasure_goes_to_hand_secretly():
    state = position(hands=[vec(coin=2), vec(coin=1)], deck=deck_of("talisman", "coin"))
    events = state.apply(("dig",))
    assert state.hands[0] == vec(coin=2, talisman=1)
    assert events[0].kind == "dig" and events[0].reveals
    assert events[0].data["found"] == "treasure"
    assert events[0].data["secret"] == {"card": "talisman"}
    assert state.phase == "act"
    assert "talisman" not in str(state.observation(1)["hand"])


def test_thief_steals_a_random_card_from_the_chosen_victim():
    state = position(players=3, hands=[vec(), vec(coin=1), vec()],
                     deck=deck_of("thief", "coin"))
    state.apply(("dig",))
    assert state.thieves_out == 1
    assert state.legal_actions() == [("steal", 1)], "only opponents holding cards"
    with pytest.raises(IllegalAction):
        state.apply(("steal", 2))
    events = state.apply(("steal", 1))
    assert state.hands[0] == vec(coin=1) and state.hands[1] == vec()
    assert events[0].data["victim"] == 1 and events[0].data["secret"] == {"card": "coin"}
    assert state.phase == "act", "after a thief the turn goes on"
    assert state.known[1][0] == vec(coin=1), "the victim knows where its coin went"


def test_thief_card_taken_uniformly_from_the_victims_hand():
    seen = set()
    for seed in range(40):
        state = position(hands=[vec(), vec(coin=1, talisman=1, parchment=1)],
                         deck=deck_of("thief", "coin"), seed=seed)
        state.apply(("dig",))
        state.apply(("steal", 1))
        seen.add(tuple(state.hands[0]))
    assert len(seen) == 3


def test_thief_with_no_victim_does_nothing():
    state = position(players=3, hands=[vec(coin=2), vec(), vec()],
                     deck=deck_of("thief", "coin"))
    events = state.apply(("dig",))
    assert [e.kind for e in events] == ["dig", "thief_no_victim"]
    assert state.thieves_out == 1
    assert state.hands[0] == vec(coin=2)
    assert state.phase == "act" and ("end_turn",) in state.legal_actions()


def test_sandstorm_rulebook_example_6_5_3_1_discard_3_2_1_0():
    # Player A (seat 0) draws the sandstorm holding 6 cards; B 5, C 3, D 1.
    hands = [vec(parchment=3, coin=2, talisman=1), vec(pot_shard=5), vec(coin=3),
             vec(talisman=1)]
    state = position(players=4, hands=hands, market=vec(),
                     deck=deck_of("sandstorm", "pharaoh_mask", "coin"))
    events = state.apply(("dig",))
    assert events[1].kind == "sandstorm" and events[1].data["owed"] == [3, 2, 1, 0]
    assert state.discard_queue == [[0, 3], [1, 2], [2, 1]]
    # A chooses 2 parchments and 1 coin
    assert state.to_move() == 0
    state.apply(("discard", "parchment"))
    state.apply(("discard", "parchment"))
    assert state.market == vec(), "discards reach the market when the seat is done"
    state.apply(("discard", "coin"))
    assert state.market == vec(parchment=2, coin=1)
    assert state.hands[0] == vec(parchment=1, coin=1, talisman=1)
    assert state.to_move() == 1
    state.apply(("discard", "pot_shard"))
    state.apply(("discard", "pot_shard"))
    assert state.to_move() == 2
    state.apply(("discard", "coin"))
    assert [sum(h) for h in state.hands] == [3, 3, 2, 1]
    assert state.market == vec(parchment=2, coin=2, pot_shard=2)
    # then the drawer digs again
    assert state.to_move() == 0 and state.legal_actions() == [("dig",)]
    state.apply(("dig",))
    assert state.hands[0] == vec(parchment=1, coin=1, talisman=1, pharaoh_mask=1)


def test_sandstorm_discards_go_clockwise_from_the_drawer():
    hands = [vec(coin=2), vec(coin=2), vec(coin=4)]
    state = position(players=3, hands=hands, turn=2, deck=deck_of("sandstorm", "coin"))
    state.apply(("dig",))
    assert [seat for seat, _ in state.discard_queue] == [2, 0, 1]
    assert state.discard_queue[0][1] == 2


def test_sandstorm_choice_is_hidden_from_others_until_done():
    state = position(players=2, hands=[vec(coin=2, pharaoh_mask=2), vec(coin=2)],
                     deck=deck_of("sandstorm", "coin"))
    state.apply(("dig",))
    events = state.apply(("discard", "pharaoh_mask"))
    assert events[0].kind == "discard_chosen" and "card" not in events[0].data
    other = state.observation(1)
    assert "chosen" not in other["pending"] and other["hand_sizes"] == [4, 2]
    assert other["market"] == state.observation(0)["market"]
    assert state.observation(0)["pending"]["chosen"] == {"pharaoh_mask": 1}


def test_sandstorm_when_nobody_owes_cards_the_drawer_digs_again():
    state = position(hands=[vec(coin=1), vec()], deck=deck_of("sandstorm", "coin"))
    state.apply(("dig",))
    assert state.sandstorms_out == 1
    assert state.legal_actions() == [("dig",)] and state.to_move() == 0


def test_sold_sets_are_safe_from_thieves_and_sandstorms():
    state = position(hands=[vec(coin=4), vec(talisman=2)], phase="act",
                     deck=deck_of("thief", "sandstorm", "coin"))
    state.apply(("sell", "coin", 4))
    state.apply(("end_turn",))
    state.apply(("dig",))  # seat 1: thief, but seat 0 has no cards
    assert state.hands[1] == vec(talisman=2) and state.museums[0] == [(2, 4)]
    state.apply(("end_turn",))
    state.apply(("dig",))  # seat 0: sandstorm; seat 1 discards one talisman
    assert state.discard_queue == [[1, 1]]
    state.apply(("discard", "talisman"))
    assert state.museums[0] == [(2, 4)] and state.money[0] == 18


def test_sandstorm_as_the_last_card_means_no_dig_again():
    state = position(hands=[vec(coin=2), vec(coin=2)], deck=deck_of("sandstorm"),
                     rest="market")
    state.apply(("dig",))
    state.apply(("discard", "coin"))
    events = state.apply(("discard", "coin"))
    assert state.deck == [] and state.phase == "act" and state.to_move() == 0
    assert events[-1].kind == "sandstorm_discard"
    assert ("dig",) not in state.legal_actions()
