"""The conformance kit proven on the test-only Nim game, and the kit's own failure modes."""

import pytest

from engines.core import IllegalAction, Rng, shuffled
from engines.core.fields import Field, Fields
from tests.conformance import ConformanceKit, action_twins
from tests.toy.engines_nim import ENGINE, NimState


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


class LaxNim(NimState):
    """A broken engine: it checks actions with `in`, so ("take", 0.0, 1) passes as ("take",
    0, 1) and fails later, after the heap was touched."""

    def apply(self, action):
        if action not in self.legal_actions():
            raise IllegalAction("no")
        self.heaps[action[1]] -= action[2]
        return []


def test_kit_catches_an_accepted_float_twin():
    state = LaxNim.from_json(ENGINE.new_game(2, None, 5).to_json())
    with pytest.raises((AssertionError, TypeError)):
        ConformanceKit().check_twins_refused(state, state.legal_actions())


def test_kit_twins_cover_every_wrong_type():
    twins = action_twins(("take", 1, 2))
    assert ["take", 1, 2] in twins
    assert ("take", 1.0, 2) in twins and ("take", True, 2) in twins
    assert ("take", "1", 2) in twins and ("take", {"field": 1}, 2) in twins
    assert ("take", [1], 2) in twins and ("take", False, 2) in twins
    assert (["take"], 1, 2) in twins
    nested = action_twins(("trade", ("a", 0)))
    assert ("trade", ["a", 0]) in nested and ("trade", ("a", 0.0)) in nested


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


def test_rng_shuffle_is_fisher_yates_over_randrange():
    """The shuffle (its loop written out for speed) swaps item i with randrange(i + 1) from
    the last down, so saved games and seeds deal the same as ever; it leaves the generator
    where randrange would."""
    for seed in (0, 1, 42, 2**63 + 5):
        for size in (0, 1, 2, 7, 90):
            items, reference = list(range(size)), list(range(size))
            fast, slow = Rng(seed), Rng(seed)
            fast.shuffle(items)
            for i in range(size - 1, 0, -1):
                j = slow.randrange(i + 1)
                reference[i], reference[j] = reference[j], reference[i]
            assert items == reference and fast.state == slow.state, (seed, size)


class SharingNim(NimState):
    """A broken engine: its clone shares the heaps with the original."""

    def clone(self):
        copy = super().clone()
        copy.heaps = self.heaps
        return copy


class ForgetfulNim(NimState):
    """A broken engine: a field (the last heap taken from) is declared but not saved, so a
    restored state starts it afresh."""

    FIELDS = Fields(*NimState.FIELDS.fields, Field("last", saved=False))
    clone = FIELDS.clone_method()
    last = None

    def apply(self, action):
        events = super().apply(action)
        self.last = action[1]
        return events


class DriftingNim(NimState):
    """A broken engine: a state restored from JSON plays differently (the field compare
    cannot see it: the difference is in the class, not in a field)."""

    @classmethod
    def from_json(cls, data):
        state = super().from_json(data)
        state.__class__ = DriftingRestored
        return state


class DriftingRestored(DriftingNim):
    def legal_actions(self):
        return super().legal_actions()[::-1]


def _kit(state_class):
    """The kit on a Nim engine whose states are of `state_class`."""

    def new_game(players, options, seed):
        state = ENGINE.new_game(players, options, seed)
        state.__class__ = state_class
        return state

    kit = ConformanceKit()
    kit.engine = ENGINE.__class__(ENGINE.spec, new_game, state_class.from_json)
    return kit


def test_kit_catches_a_clone_sharing_a_list():
    state = SharingNim.from_json(ENGINE.new_game(2, None, 5).to_json())
    with pytest.raises(AssertionError, match="the clone shares heaps"):
        _kit(SharingNim).check_roundtrip(state)
    with pytest.raises(AssertionError, match="shares heaps|changed the original at"):
        _kit(SharingNim).play_random_game(2, {"big_heaps": False}, 3, follow=True)


def test_kit_catches_a_field_missing_from_json():
    kit = _kit(ForgetfulNim)
    state = ForgetfulNim.from_json(ENGINE.new_game(2, None, 5).to_json())
    kit.check_roundtrip(state)  # at its starting value the loss cannot show
    state.apply(("take", 2, 1))
    with pytest.raises(AssertionError, match=r"restored from JSON differs .*\['last'\]"):
        kit.check_roundtrip(state)


def test_kit_catches_a_restored_state_that_plays_differently():
    with pytest.raises(AssertionError, match="differs|other legal actions"):
        _kit(DriftingNim).play_random_game(2, {"big_heaps": False}, 3, follow=True)


class DeclaredNim(NimState):
    """Nim (its fields declared once, NimState.FIELDS) with a field `last`, set by play,
    not among them."""

    def apply(self, action):
        events = super().apply(action)
        self.last = action[1]
        return events


def test_kit_catches_a_field_left_out_of_the_declaration():
    state = DeclaredNim.from_json(ENGINE.new_game(2, None, 5).to_json())
    kit = _kit(DeclaredNim)
    kit.check_roundtrip(state)
    state.apply(("take", 0, 1))
    with pytest.raises(AssertionError, match=r"not declared in FIELDS: \['last'\]"):
        kit.check_roundtrip(state)


class StallingNim(NimState):
    """A broken engine: a state restored from JSON has the same legal actions at first,
    but none once it has moved, though the game is not over."""

    @classmethod
    def from_json(cls, data):
        state = super().from_json(data)
        state.__class__ = StallingRestored
        return state


class StallingRestored(StallingNim):
    moved = False

    def apply(self, action):
        events = super().apply(action)
        self.moved = True
        return events

    def legal_actions(self):
        return [] if self.moved else super().legal_actions()


def test_kit_catches_a_restored_state_that_cannot_be_played_to_the_end():
    kit = _kit(StallingNim)
    state = StallingNim.from_json(ENGINE.new_game(2, None, 5).to_json())
    state.__class__ = StallingNim
    kit.check_roundtrip(state)  # the same legal actions at first
    with pytest.raises(AssertionError, match="restored from JSON has no legal action"):
        kit.check_plays_to_end(state, 1)
    with pytest.raises(AssertionError, match="no legal action before the end"):
        kit.play_random_game(2, {"big_heaps": False}, 3)


def test_kit_plays_a_written_position_on_to_the_end():
    from engines import get_engine

    kit = ConformanceKit()
    kit.engine = get_engine("aton")
    state = kit.engine.new_game(2, None, 4)
    (copy, what), (seen, seen_what) = kit.written(state)
    assert what == "the state parsed from its written position" and copy == state
    assert seen_what == "the state parsed from what the seat to move sees"
    assert seen.observation(0) == state.observation(0) and seen != state  # blue's hand dealt
    kit.check_plays_to_end(state, 1)
    assert not state.is_over(), "the check plays copies, never the state itself"
