"""Pyramids registered with the conformance kit; invariants: the 90 dominoes, each player's
6 tokens and 3 cards are always accounted for."""

from engines.pyramids import ENGINE
from tests.conformance import ConformanceKit

from .helpers import dominoes_accounted, tokens_and_cards_accounted


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
