"""Imhotep registers with the engine conformance kit (2, 3, 4 players, sides, variant)."""

from engines.imhotep import ENGINE
from tests.conformance import ConformanceKit

from .helpers import BLACK, WHITE, check_cards, check_conservation, everyone_stuck, game

A = {"market": "A", "pyramids": "A", "temple": "A", "tomb": "A", "obelisks": "A",
     "pharaohs_wrath": False}
B = {"market": "B", "pyramids": "B", "temple": "B", "tomb": "B", "obelisks": "B",
     "pharaohs_wrath": True}
MIX1 = {"market": "B", "pyramids": "A", "temple": "B", "tomb": "A", "obelisks": "B",
        "pharaohs_wrath": False}
MIX2 = {"market": "A", "pyramids": "B", "temple": "A", "tomb": "B", "obelisks": "A",
        "pharaohs_wrath": True}


class TestImhotepConformance(ConformanceKit):
    engine = ENGINE
    player_counts = (2, 3, 4)
    option_sets = [A, B, MIX1, MIX2]
    seeds = (1,)
    deep_check_every = 1

    def check_invariants(self, state):
        check_conservation(state)
        check_cards(state)

    def rare_positions(self):
        """Everyone stuck, some having passed (random play never passes: `passes` counts)."""
        positions = []
        for players, passed in ((2, 1), (3, 1), (3, 2), (4, 3)):
            for side in ("A", "B"):
                state = game(players, temple=side, obelisks=side)
                state = everyone_stuck(state, [BLACK, WHITE] * 2)
                for _ in range(passed):
                    state.apply(("pass",))
                assert state.passes == passed
                positions.append(state)
        return positions
