"""The end phase after the deck runs out: passes, the forced sale, the end, the winner."""

import pytest

from engines.archaeology import ENGINE
from engines.archaeology.cards import TYPE_OF
from engines.core import IllegalAction, Rng

from .helpers import deck_of, position, vec


def last_dig(hands, players=2):
    """Seat 0 is about to dig the last card of the deck (a pot shard); every other treasure
    is in the market."""
    return position(players=players, hands=hands, deck=deck_of("pot_shard"), rest="market")


def deck_dug(hands):
    """Seat 0 to act with the deck dug out: every other treasure is in the market."""
    return position(hands=hands, deck=[], rest="market", phase="act")


def test_no_digging_once_the_deck_is_empty():
    state = last_dig([vec(coin=1), vec(coin=1)])
    events = state.apply(("dig",))
    assert "deck_empty" in [e.kind for e in events]
    state.apply(("end_turn",))
    assert state.to_move() == 1 and state.phase == "act"
    assert ("dig",) not in state.legal_actions()
    assert state.observation(1)["end_phase"] is True


def test_the_turn_that_digs_the_last_card_is_not_a_pass():
    state = last_dig([vec(coin=1), vec(coin=1)])
    state.apply(("dig",))
    events = state.apply(("end_turn",))
    assert events[0].data == {"passed": False} and state.pass_streak == 0


def test_forced_sale_after_everyone_passed():
    state = last_dig([vec(coin=1), vec(coin=2)])
    state.apply(("dig",))
    state.apply(("end_turn",))
    events = state.apply(("end_turn",))  # seat 1 passes first
    assert events[0].data == {"passed": True}
    assert state.first_passer == 1 and state.pass_streak == 1
    state.apply(("end_turn",))  # seat 0 passes: every player passed in a row
    assert state.to_move() == 1 and state.forced
    assert ("end_turn",) not in state.legal_actions()
    with pytest.raises(IllegalAction, match="must sell"):
        state.apply(("end_turn",))
    state.apply(("sell", "coin", 1))
    assert ("end_turn",) in state.legal_actions()
    state.apply(("end_turn",))
    assert state.pass_streak == 0 and not state.forced


def test_a_turn_with_only_trades_counts_as_a_pass():
    state = last_dig([vec(coin=1), vec(coin=2)])
    assert state.market[TYPE_OF["parchment"]]
    state.apply(("dig",))
    state.apply(("end_turn",))
    state.apply(("trade",))
    state.apply(("give", "coin"))
    state.apply(("take", "parchment"))
    state.apply(("confirm",))
    events = state.apply(("end_turn",))
    assert events[0].data == {"passed": True} and state.pass_streak == 1


def test_an_empty_handed_player_simply_passes_and_the_forced_sale_moves_on():
    state = last_dig([vec(coin=1), vec(), vec(coin=2)], players=3)
    state.apply(("dig",))
    state.apply(("end_turn",))
    assert state.to_move() == 2, "seat 1 has no cards: it passes"
    assert state.pass_streak == 1 and state.first_passer == 1
    state.apply(("end_turn",))  # seat 2 passes
    state.apply(("end_turn",))  # seat 0 passes: all three passed in a row
    # the first passer (seat 1) holds no cards: the forced sale falls on seat 2
    assert state.to_move() == 2 and state.forced


def test_game_ends_when_all_hands_are_empty_market_scores_nothing():
    state = last_dig([vec(coin=1), vec(talisman=1)])
    assert sum(state.market) > 50
    state.apply(("dig",))
    state.apply(("sell", "coin", 1))
    state.apply(("sell", "pot_shard", 1))
    assert not state.is_over(), "seat 1 still holds a card"
    state.apply(("end_turn",))
    events = state.apply(("sell", "talisman", 1))
    assert state.is_over() and state.to_move() is None and state.legal_actions() == []
    assert events[-1].kind == "game_over"
    assert state.scores() == [3, 3]


def test_winner_has_most_money():
    state = last_dig([vec(), vec(talisman=2)])
    state.apply(("dig",))
    state.apply(("sell", "pot_shard", 1))
    state.apply(("end_turn",))
    state.apply(("sell", "talisman", 2))
    assert state.is_over() and state.winners() == [1]


def test_tie_on_money_goes_to_fewer_cards_sold_and_else_shared():
    state = deck_dug([vec(broken_cup=2), vec(pot_shard=5)])
    state.apply(("sell", "broken_cup", 2))
    state.apply(("end_turn",))
    state.apply(("sell", "pot_shard", 5))
    assert state.is_over()
    assert state.scores() == [15, 15] and state.sold == [2, 5]
    assert state.winners() == [0]
    shared = deck_dug([vec(coin=2), vec(coin=2)])
    shared.apply(("sell", "coin", 2))
    shared.apply(("end_turn",))
    shared.apply(("sell", "coin", 2))
    assert shared.is_over() and shared.winners() == [0, 1]


def test_no_winners_before_the_end():
    state = last_dig([vec(coin=1), vec(coin=1)])
    assert state.winners() == [] and not state.is_over()


@pytest.mark.parametrize("players", [2, 4])
def test_every_turn_is_finite_even_for_a_player_who_never_ends_it_willingly(players):
    """A policy that ends its turn only when nothing else is legal still finishes the game."""
    state = ENGINE.new_game(players, None, 21)
    chooser = Rng(5)
    steps = 0
    while not state.is_over():
        legal = state.legal_actions()
        others = [a for a in legal if a != ("end_turn",)] or legal
        state.apply(others[chooser.randrange(len(others))])
        steps += 1
        assert steps < 20_000, "a turn did not end"
    assert state.winners()
