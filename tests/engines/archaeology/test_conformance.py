"""Archaeology registers with the conformance kit; invariants checked after every action."""

from engines.archaeology import ENGINE, whereabouts
from engines.archaeology.cards import MAP, NUM_TYPES, set_price
from tests.conformance import ConformanceKit

from .helpers import FIELD_FORMS, check_conservation


class TestArchaeologyConformance(ConformanceKit):
    engine = ENGINE
    player_counts = (2, 3, 4)
    option_sets = [{}]
    seeds = (1, 2, 3)
    field_forms = FIELD_FORMS

    def check_invariants(self, state):
        check_conservation(state)
        n = state.num_players
        for hand in state.hands:
            assert min(hand) >= 0
        assert min(state.market) >= 0
        for chamber, explored in zip(state.chambers, state.explored, strict=True):
            assert chamber[MAP] == 0, "chambers never hold maps"
            assert not explored or sum(chamber) == 0
        for seat in range(n):
            assert state.money[seat] == sum(set_price(c, k) for c, k in state.museums[seat])
            assert state.sold[seat] == sum(k for _, k in state.museums[seat])
        # what every seat (and the public) keeps track of is true: the real hands hold every
        # item in one of its places; no seat keeps track of its own hand
        held = [[state.hands[o][t] + (state.pending[t] if state.phase == "discard"
                 and state.discard_queue[0][0] == o else 0) for t in range(NUM_TYPES)]
                for o in range(n)]
        for s in range(n + 1):
            assert whereabouts.matches(state.track[s], held), (s, state.track[s], held)
            assert s == n or all(not mask >> s & 1 for _, mask in state.track[s])
        # knowledge is a true lower bound; cards taken this turn are known to be held
        for s in range(n):
            for o in range(n):
                if s == o:
                    continue
                size = [state.hands[o][t] + (state.pending[t] if state.phase == "discard"
                        and state.discard_queue[0][0] == o else 0) for t in range(NUM_TYPES)]
                assert all(0 <= k <= h for k, h in zip(state.known[s][o], size, strict=True))
                assert all(p <= k for p, k in zip(state.public_known[o], state.known[s][o],
                                                  strict=True))
                if state.phase in ("act", "trade") and o == state.turn:
                    known = state.known[s][o]
                    assert all(known[t] >= state.taken[t] for t in range(NUM_TYPES))
        for t in range(NUM_TYPES):
            assert 0 <= state.taken[t] <= state.hands[state.turn][t]
