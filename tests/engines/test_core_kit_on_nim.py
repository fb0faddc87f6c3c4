"""The conformance kit proven on the test-only Nim game, and the kit's own failure modes."""

import pytest

from engines.core import IllegalAction, Rng, shuffled
from tests.conformance import ConformanceKit
from tests.toy_nim import ENGINE, NimState


class TestNimConformance(ConformanceKit):
    engine = ENGINE
    seeds = (1, 2, 3)

    def check_invariants(self, state):
        cards = sorted(state.deck + state.secrets)
        assert cards == list(range(10)), "the ten cards are always somewhere"


class LeakyNim(NimState):
    """A broken engine: its determinize reveals nothing new but changes the seat's own card."""

    def determinize(self, seat, rng):
        copy = super().determinize(seat, rng)
        copy.secrets[seat] = (copy.secrets[seat] + 1) % 10
        return copy


class PeekingNim(NimState):
    """A broken engine: it shuffles the unseen cards in their hidden order (not sorted), so
    the world a bot gets depends on what it should not know."""

    def determinize(self, seat, rng):
        copy = self.clone()
        others = [s for s in range(self.num_players) if s != seat]
        pool = shuffled(copy.deck + [copy.secrets[s] for s in others], rng)
        for s in others:
            copy.secrets[s] = pool.pop()
        copy.deck = pool
        copy.rng = rng.fork()
        return copy


class SloppyNim(NimState):
    """A broken engine: it mutates the state before refusing an illegal action."""

    def apply(self, action):
        self.turn = (self.turn + 1) % self.num_players
        if action not in self.legal_actions():
            raise IllegalAction("no")
        return super().apply(action)


def test_kit_catches_a_leaking_determinize():
    state = LeakyNim.from_json(ENGINE.new_game(2, None, 5).to_json())
    with pytest.raises(AssertionError, match="leaks"):
        ConformanceKit().check_determinize(state, Rng(1))


def test_kit_catches_a_determinize_that_depends_on_hidden_order():
    state = PeekingNim.from_json(ENGINE.new_game(3, None, 5).to_json())
    with pytest.raises(AssertionError, match="depends on the hidden information"):
        ConformanceKit().check_determinize(state, Rng(1))


def test_kit_catches_an_illegal_action_that_changes_state():
    state = SloppyNim.from_json(ENGINE.new_game(2, None, 5).to_json())
    with pytest.raises(AssertionError, match="changed the state"):
        ConformanceKit().check_illegal_refused(state, state.legal_actions(), [])


def test_rng_is_deterministic_and_uniform_enough():
    a, b = Rng(42), Rng(42)
    assert [a.randrange(6) for _ in range(50)] == [b.randrange(6) for _ in range(50)]
    counts = [0] * 6
    rng = Rng(7)
    for _ in range(6000):
        counts[rng.randrange(6)] += 1
    assert all(900 < c < 1100 for c in counts)
