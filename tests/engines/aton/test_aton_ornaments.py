"""Aton round rules: drawing, exchange, assignment, and ornaments 1 to 4."""

import pytest

from engines.aton.board import EMPTY, index
from engines.core import IllegalAction

from .helpers import (
    BLUE,
    RED,
    cards_accounted,
    fill_temple,
    fresh,
    give_hand,
    kinds,
    piles,
    play_cards,
    priests_accounted,
    put,
    rebuilt,
    stack_deck,
    to_kingdom,
)

# -- the round's start ----------------------------------------------------------------


def test_each_player_draws_four_cards_and_red_decides_first():
    state = fresh()
    assert [len(h) for h in state.hands] == [4, 4]
    assert [len(d) for d in state.decks] == [32, 32]
    assert state.to_move() == RED
    assert state.legal_actions() == [("exchange",), ("keep",)]
    cards_accounted(state)


def test_exchange_discards_the_four_cards_and_draws_four_new_once_per_game():
    state = fresh()
    state = give_hand(state, RED, [1, 1, 2, 2])
    state = stack_deck(state, RED, [4, 4, 4, 3])
    events = state.apply(("exchange",))
    assert sorted(state.hands[RED]) == [3, 4, 4, 4]
    assert sorted(state.discards[RED]) == [1, 1, 2, 2]
    assert state.chips == [False, True]
    assert "exchange" in kinds(events)
    assert state.phase == "assign"
    for ornament, value in enumerate(state.hands[RED][:], 1):
        state.apply(("assign", ornament, value))
    assert state.to_move() == BLUE and state.phase == "exchange"
    state.apply(("keep",))
    for ornament, value in enumerate(list(state.hands[BLUE]), 1):
        state.apply(("assign", ornament, value))
    # Next round: red has no chip left, so it goes straight to assigning.
    while state.round == 1:
        state.apply(state.legal_actions()[0])
    assert state.phase == "assign" and state.to_move() == RED
    assert ("exchange",) not in state.legal_actions()


def test_empty_deck_is_refilled_from_the_shuffled_discard():
    state = fresh()
    pile = state.decks[RED]
    # red's deck holds 2 cards, its discard the other 30: the exchange draws 4
    state = rebuilt(state, decks=piles([pile[30:], state.decks[BLUE]]),
                    discards=piles([pile[:30], []]))
    events = state.apply(("exchange",))
    assert len(state.hands[RED]) == 4
    assert "reshuffle" in kinds(events)
    # the 30 and the exchanged 4 were shuffled into the deck, 2 of them drawn
    assert state.discards[RED] == [] and len(state.decks[RED]) == 32
    cards_accounted_after = state.decks[RED] + state.hands[RED]
    assert sorted(cards_accounted_after) == sorted([1, 2, 3, 4] * 9)


def test_assignment_puts_one_card_on_each_ornament():
    state = fresh()
    state = give_hand(state, RED, [1, 3, 3, 4])
    state.apply(("keep",))
    assert ("assign", 1, 3) in state.legal_actions()
    assert ("assign", 1, 2) not in state.legal_actions()
    state.apply(("assign", 2, 3))
    with pytest.raises(IllegalAction):
        state.apply(("assign", 2, 4))       # ornament 2 already has a card
    with pytest.raises(IllegalAction):
        state.apply(("assign", 1, 2))       # no 2 in the hand
    assert all(a[1] != 2 for a in state.legal_actions())
    assert len(state.legal_actions()) == 3 * 3


# -- ornament 1 -----------------------------------------------------------------------


def test_ornament_1_higher_card_scores_twice_the_difference():
    state = fresh()
    state, events = play_cards(state, [4, 1, 1, 1], [1, 2, 1, 1])
    assert state.points[RED][0] == 6 and state.points[BLUE][0] == 0
    assert any(e.kind == "score" and e.seat == RED and e.data["points"] == 6 for e in events)


def test_ornament_1_tie_scores_nothing():
    state = fresh()
    state, _ = play_cards(state, [3, 1, 1, 1], [3, 2, 1, 1])
    assert state.scores() == [0, 0]


# -- ornament 2: turn order -----------------------------------------------------------


def test_ornament_2_lower_card_plays_first():
    state = fresh()
    state, events = play_cards(state, [1, 3, 1, 1], [1, 2, 1, 1])
    assert state.first == BLUE and state.to_move() == BLUE
    order = [e for e in events if e.kind == "turn_order"][0]
    assert order.data == {"first": BLUE, "reason": "ornament 2"}


def test_ornament_2_tie_lower_ornament_1_card_plays_first():
    state = fresh()
    state, events = play_cards(state, [2, 3, 1, 1], [4, 3, 1, 1])
    assert state.first == RED
    assert [e for e in events if e.kind == "turn_order"][0].data["reason"] == "ornament 1"


def test_turn_order_full_tie_is_decided_by_revealing_deck_cards_which_go_under_the_deck():
    state = fresh()
    state = give_hand(state, RED, [2, 3, 1, 1])
    state = give_hand(state, BLUE, [2, 3, 1, 1])
    state = stack_deck(state, RED, [3, 4, 2])
    state = stack_deck(state, BLUE, [3, 4, 1])
    size = len(state.decks[RED])
    state, events = play_cards(state, [2, 3, 1, 1], [2, 3, 1, 1])
    reveals = [e.data["cards"] for e in events if e.kind == "tiebreak_reveal"]
    assert reveals == [[3, 3], [4, 4], [2, 1]]
    assert all(e.reveals for e in events if e.kind == "tiebreak_reveal")
    assert state.first == BLUE
    assert [len(d) for d in state.decks] == [size, size]
    assert state.decks[RED][:3] == [3, 4, 2] and state.decks[BLUE][:3] == [3, 4, 1]
    obs = state.observation(RED)
    assert obs["deck_bottoms"] == [[3, 4, 2], [3, 4, 1]]
    cards_accounted(state)


# -- ornament 2: removals -------------------------------------------------------------


def test_no_removals_in_the_first_round():
    state = fresh(round_=1)
    state = put(state, BLUE, (1, 0), (1, 1))
    state, _ = play_cards(state, [1, 4, 4, 1], [1, 4, 4, 1])
    assert state.phase == "place"
    assert state.board.count(BLUE) == 2


def test_ornament_2_value_2_removes_nothing():
    state = fresh(round_=2)
    state = put(state, BLUE, (1, 0))
    state = put(state, RED, (1, 1))
    state, _ = play_cards(state, [1, 2, 4, 1], [1, 3, 1, 1])
    assert state.to_move() == RED and state.phase == "place"


def test_ornament_2_value_3_removes_one_enemy_priest_from_temples_allowed_by_ornament_3():
    state = fresh(round_=2)
    state = put(state, BLUE, (1, 0), (2, 0), (3, 0))
    state, _ = play_cards(state, [1, 3, 2, 1], [1, 4, 1, 1])
    assert state.to_move() == RED and state.phase == "remove"
    assert state.legal_actions() == [("remove", 1, 0), ("remove", 2, 0)]
    with pytest.raises(IllegalAction):
        state.apply(("remove", 3, 0))
    events = state.apply(("remove", 2, 0))
    assert state.board[index(2, 0)] == EMPTY
    assert state.kingdom == [BLUE]
    assert [e.data for e in events if e.kind == "remove"] == [
        {"temple": 2, "cell": 0, "owner": BLUE, "to": "kingdom"}]
    assert state.phase == "place"
    priests_accounted(state)


def test_ornament_2_value_4_removes_two_enemy_priests():
    state = fresh(round_=2)
    state = put(state, BLUE, (1, 0), (1, 1), (1, 2))
    state, _ = play_cards(state, [1, 4, 1, 1], [1, 2, 1, 1])
    assert state.to_move() == BLUE and state.phase == "place"   # 2 < 4: blue first
    state.apply(("place", 1, 3))
    assert state.to_move() == RED and state.phase == "remove" and state.todo == 2
    state.apply(("remove", 1, 0))
    assert state.phase == "remove" and state.todo == 1
    state.apply(("remove", 1, 3))
    assert state.kingdom == [BLUE, BLUE]
    assert state.board.count(BLUE) == 2
    assert state.phase == "place"


def test_removal_takes_only_the_priests_there_are():
    state = fresh(round_=2)
    state = put(state, BLUE, (1, 5))
    state, _ = play_cards(state, [1, 4, 1, 1], [2, 4, 1, 1])
    # Ornament 2 ties, red's lower ornament 1 card makes red first; two removals are owed.
    assert state.to_move() == RED and state.phase == "remove" and state.todo == 2
    state.apply(("remove", 1, 5))
    assert state.phase == "place"      # the second removal had nothing left to take


def test_ornament_2_value_1_removes_one_own_priest_from_any_temple():
    state = fresh(round_=2)
    state = put(state, RED, (4, 0))
    state = put(state, BLUE, (1, 0))
    state, _ = play_cards(state, [1, 1, 1, 1], [1, 2, 1, 1])
    assert state.to_move() == RED and state.phase == "remove"
    # Ornament 3 is 1, yet the own priest in temple 4 is removable; enemy priests are not.
    assert state.legal_actions() == [("remove", 4, 0)]
    state.apply(("remove", 4, 0))
    assert state.kingdom == [RED]


def test_ornament_2_value_1_without_own_priests_removes_nothing():
    state = fresh(round_=2)
    state = put(state, BLUE, (1, 0))
    state, _ = play_cards(state, [1, 1, 1, 1], [1, 2, 1, 1])
    assert state.to_move() == RED and state.phase == "place"


# -- ornaments 3 and 4: placement -----------------------------------------------------


def test_ornament_3_limits_placement_to_temples_up_to_its_value():
    state = fresh()
    state, _ = play_cards(state, [1, 1, 2, 3], [1, 2, 1, 1])
    assert state.to_move() == RED
    temples = {a[1] for a in state.legal_actions()}
    assert temples == {1, 2}
    with pytest.raises(IllegalAction):
        state.apply(("place", 3, 0))


def test_ornament_4_places_that_many_priests_then_the_other_player_plays():
    state = fresh()
    state, _ = play_cards(state, [1, 1, 4, 3], [1, 2, 1, 2])
    for cell in range(3):
        assert state.to_move() == RED
        state.apply(("place", 4, cell))
    assert state.supply[RED] == 26
    assert state.to_move() == BLUE and state.phase == "place" and state.todo == 2
    with pytest.raises(IllegalAction):
        state.apply(("place", 2, 0))      # blue's ornament 3 is 1


def test_placement_on_an_occupied_cell_is_refused():
    state = fresh()
    state = put(state, BLUE, (1, 0))
    state, _ = play_cards(state, [1, 1, 4, 3], [1, 2, 1, 2])
    with pytest.raises(IllegalAction):
        state.apply(("place", 1, 0))


def test_priest_that_cannot_be_placed_goes_to_the_kingdom_of_the_dead():
    state = fresh()
    state = fill_temple(state, BLUE, 1, 11)
    state, _ = play_cards(state, [1, 1, 1, 3], [1, 2, 1, 1])
    assert state.legal_actions() == [("place", 1, 11)]
    events = state.apply(("place", 1, 11))
    assert [e.seat for e in events if e.kind == "to_kingdom"] == [RED, RED, BLUE]
    # Blue's one priest (ornament 3 is 1, temple 1 full) also went to the Kingdom.
    assert state.kingdom == [RED, RED, BLUE]
    assert state.supply[RED] == 26
    priests_accounted(state)


def test_no_placement_without_supply():
    state = fresh()
    for t in (2, 3):
        state = fill_temple(state, RED, t, 11)  # a full temple would have won the game
    state = fill_temple(state, RED, 4, 7)
    assert state.supply[RED] == 0
    state, _ = play_cards(state, [1, 1, 1, 4], [1, 2, 1, 1])
    assert state.to_move() == BLUE          # red had nothing to place
    assert state.kingdom == []
    priests_accounted(state)


def test_overflow_when_the_kingdom_is_full_the_priest_returns_to_supply():
    state = fresh(round_=2)
    state = to_kingdom(state, *[RED] * 4, *[BLUE] * 4)
    state = put(state, BLUE, (1, 0), (1, 11))
    for c in range(1, 11):
        state = put(state, RED, (1, c))
    state, _ = play_cards(state, [1, 3, 1, 2], [1, 4, 1, 1])
    assert state.to_move() == RED and state.phase == "remove"
    # The removed blue priest finds the Kingdom full and goes back to blue's supply.
    supply = state.supply[BLUE]
    events = state.apply(("remove", 1, 0))
    assert [e.data["to"] for e in events if e.kind == "remove"] == ["supply"]
    assert state.supply[BLUE] == supply + 1 and state.kingdom.count(BLUE) == 4
    # Red places one on the freed cell; the second cannot be placed and stays in supply.
    supply = state.supply[RED]
    events = state.apply(("place", 1, 0))
    assert "returned" in kinds(events)
    assert state.supply[RED] == supply - 1
    assert len(state.kingdom) == 8
    priests_accounted(state)


def test_turn_order_deck_reveal_refills_an_empty_deck_from_the_discard():
    state = fresh()
    state = give_hand(state, RED, [2, 3, 1, 1])
    state = give_hand(state, BLUE, [2, 3, 1, 1])
    state = rebuilt(state, decks=piles([[], []]), discards=piles(state.decks))
    state, events = play_cards(state, [2, 3, 1, 1], [2, 3, 1, 1])
    assert kinds(events).count("reshuffle") == 2
    assert state.first in (RED, BLUE) and state.phase == "place"
    shown = len([e for e in events if e.kind == "tiebreak_reveal"])
    assert state.known_bottom == [shown, shown]
    cards_accounted(state)


def test_turn_order_endless_deck_tie_falls_back_to_a_coin():
    state = fresh()
    state = give_hand(state, RED, [2, 3, 1, 1])
    state = give_hand(state, BLUE, [2, 3, 1, 1])
    # identical decks (the same cards in the same order): every reveal ties
    state = rebuilt(state, decks=piles([state.decks[RED], state.decks[RED]]))
    state, events = play_cards(state, [2, 3, 1, 1], [2, 3, 1, 1])
    assert len([e for e in events if e.kind == "tiebreak_reveal"]) == 32
    assert [e.data["first"] for e in events if e.kind == "tiebreak_coin"] == [state.first]
    assert [e for e in events if e.kind == "turn_order"][0].data["reason"] == "coin"
    assert len(state.decks[RED]) == 32 and state.known_bottom == [32, 32]
    cards_accounted(state)


def test_removal_uses_the_removers_ornament_3_not_the_victims():
    state = fresh(round_=2)
    state = put(state, RED, (4, 0))
    state, _ = play_cards(state, [1, 2, 1, 1], [1, 3, 4, 1])
    state.apply(("place", 1, 0))                  # red first, ornament 3 = 1
    assert state.to_move() == BLUE and state.phase == "remove"
    assert state.legal_actions() == [("remove", 1, 0), ("remove", 4, 0)]
