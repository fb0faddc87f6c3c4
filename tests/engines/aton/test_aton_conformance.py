"""Aton registered with the conformance kit; invariants: 29 priests and 36 cards per player."""

from engines.aton import ENGINE
from engines.aton.board import KINGDOM_CELLS
from tests.conformance import ConformanceKit

from .helpers import cards_accounted, priests_accounted


class TestAtonConformance(ConformanceKit):
    engine = ENGINE
    player_counts = (2,)
    seeds = (1, 2, 3, 4, 5, 6, 7, 8)

    def check_invariants(self, state):
        priests_accounted(state)
        cards_accounted(state)
        assert len(state.kingdom) <= KINGDOM_CELLS
        assert all(len(h) <= 4 for h in state.hands)
        if not state.is_over():
            assert state.legal_actions()
