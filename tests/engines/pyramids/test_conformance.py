"""Pyramids registered with the conformance kit; invariants: the 90 dominoes, each player's
6 tokens and 3 cards are always accounted for."""

import pytest

from engines.core import Rng
from engines.pyramids import ENGINE
from tests.conformance import ConformanceKit

from .helpers import careful_choice, dominoes_accounted, tokens_and_cards_accounted


class TestPyramidsConformance(ConformanceKit):
    engine = ENGINE
    player_counts = (2, 3, 4)
    seeds = (1, 2)

    def check_invariants(self, state):
        dominoes_accounted(state)
        tokens_and_cards_accounted(state)
        if not state.is_over():
            assert state.legal_actions()
            assert state.to_move() is not None
            assert not state.pyramids[state.to_move()].eliminated


class _Kit(ConformanceKit):
    """The kit's checks, reused below (not collected: the name does not start with Test)."""

    engine = ENGINE


@pytest.mark.parametrize("players", [2, 3, 4])
def test_careful_games_reach_level_four_and_follow_the_contract(players):
    """Uniformly random play spends the cards at once and is soon eliminated; a careful
    policy plays all four levels, checked like the kit does at every step."""
    kit = _Kit()
    state = ENGINE.new_game(players, {}, 40 + players)
    policy, checker = Rng(players), Rng(99)
    previous: list = []
    levels_seen = set()
    step = 0
    while not state.is_over():
        legal = state.legal_actions()
        kit.check_roundtrip(state)
        kit.check_determinize(state, checker)
        kit.check_illegal_refused(state, legal, previous)
        if step % 5 == 0:  # the upper levels' placements and fills, which random play misses
            kit.check_twins_refused(state, legal)
        step += 1
        action = careful_choice(state, policy)
        state.apply(action)
        dominoes_accounted(state)
        tokens_and_cards_accounted(state)
        levels_seen.add(state.level)
        previous = legal
    assert levels_seen == {1, 2, 3, 4}
    assert all(len(p.results) == 4 for p in state.pyramids if not p.eliminated)
    assert [sum(b.values()) for b in state.score_breakdown()] == state.scores()
    assert state.winners()
