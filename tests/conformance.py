"""The conformance kit: contract checks every engine registers with.

Subclass `ConformanceKit` in a test module (the class name must start with "Test"):

    class TestImhotepConformance(ConformanceKit):
        engine = ENGINE
        option_sets = [...]          # default: every combination from the spec
        player_counts = (2, 3, 4)    # default: the spec's range
        seeds = (1, 2)

        def check_invariants(self, state):   # optional, called after every action
            ...

For each (players, options, seed) it plays a random full game and checks at every step:
`from_json(to_json(s))` equals `s`; `determinize(seat)` keeps `observation(seat)` (and the
seat to move keeps its legal actions) and depends on nothing else (two states with the same
observation give the same world for the same random source: no peeking through it); an
illegal action raises IllegalAction and leaves the state unchanged; `legal_actions()` is
never empty before the end; observations are JSON. Every `twin_check_every` steps, every legal
action's type twins (a float, bool or str where an int belongs, a list or dict in place of a
field, the action as a list) are refused with IllegalAction and leave the state unchanged.
Then the recorded actions, replayed from the seed, give the same states.
"""

import json

from engines.core import IllegalAction, Replay, Rng, Seat, canonical

BOGUS_ACTIONS = (("__not_an_action__",), None, 12345, (), [], {}, ("place", {}), (["x"],))


def field_twins(value):
    """Values of the wrong exact type standing in for one action field (some compare equal
    to it: 0.0 == 0 == False)."""
    twins = [[value], {"field": value}]
    if isinstance(value, bool):
        twins += [int(value), float(value), str(value)]
    elif isinstance(value, int):
        twins += [float(value), bool(value), str(value)]
        if value in (0, 1):
            twins.append(not value)  # the other bool as well
    elif isinstance(value, str):
        twins += [value.encode(), 0]
    elif isinstance(value, tuple):
        twins.append(list(value))
        for index, inner in enumerate(value):
            twins += [value[:index] + (twin,) + value[index + 1:] for twin in field_twins(inner)]
    return twins


def action_twins(action) -> list:
    """The action with one field at a time replaced by a twin of the wrong type, and the
    whole action as a list (what JSON gives back before `action_from_json`)."""
    twins = [list(action)]
    for index, value in enumerate(action):
        twins += [action[:index] + (twin,) + action[index + 1:] for twin in field_twins(value)]
    return twins


class ConformanceKit:
    engine = None
    player_counts: tuple | None = None
    option_sets: list | None = None
    seeds: tuple = (1,)
    max_actions: int = 50_000
    deep_check_every: int = 1
    twin_check_every: int = 7

    # -- parametrisation --------------------------------------------------------------

    def cases(self):
        spec = self.engine.spec
        counts = self.player_counts or tuple(spec.player_counts())
        option_sets = self.option_sets if self.option_sets is not None else spec.all_option_sets()
        return [
            (players, options, seed)
            for players in counts
            for options in option_sets
            for seed in self.seeds
        ]

    def pytest_generate_tests(self, metafunc):
        if "case" in metafunc.fixturenames:
            cases = self.cases()
            ids = [f"{p}p-{'-'.join(f'{k}={v}' for k, v in o.items()) or 'default'}-s{s}"
                   for p, o, s in cases]
            metafunc.parametrize("case", cases, ids=ids)

    # -- hooks ------------------------------------------------------------------------

    def check_invariants(self, state) -> None:
        """Engine-specific invariants, called after every action. Override."""

    # -- the checks -------------------------------------------------------------------

    def play_random_game(self, players, options, seed):
        """Play to the end with all checks; return the actions and the state JSON per step."""
        state = self.engine.new_game(players, options, seed)
        chooser = Rng(seed * 7919 + 17)
        actions, snapshots = [], [canonical(state.to_json())]
        previous_legal: list = []
        self.check_invariants(state)
        step = 0
        while not state.is_over():
            assert step < self.max_actions, "the game did not end"
            legal = state.legal_actions()
            assert legal, "legal_actions() is empty before the end"
            assert state.to_move() is not None
            if step % self.deep_check_every == 0:
                self.check_roundtrip(state)
                self.check_determinize(state, chooser)
                self.check_illegal_refused(state, legal, previous_legal)
            if step % self.twin_check_every == 0:
                self.check_twins_refused(state, legal)
            action = legal[chooser.randrange(len(legal))]
            events = state.apply(action)
            assert isinstance(events, list)
            json.dumps([e.to_json() for e in events])
            actions.append(action)
            snapshots.append(canonical(state.to_json()))
            self.check_invariants(state)
            previous_legal = legal
            step += 1
        assert state.to_move() is None
        assert state.legal_actions() == []
        scores = state.scores()
        assert len(scores) == players
        breakdown = state.score_breakdown()
        assert [sum(b.values()) for b in breakdown] == scores
        winners = state.winners()
        assert winners and all(0 <= w < players for w in winners)
        self.check_roundtrip(state)
        return state, actions, snapshots

    def check_roundtrip(self, state):
        data = state.to_json()
        assert "version" in data
        text = json.dumps(data)
        restored = self.engine.state_from_json(json.loads(text))
        assert canonical(restored.to_json()) == canonical(data)
        assert restored.legal_actions() == state.legal_actions()
        clone = state.clone()
        assert canonical(clone.to_json()) == canonical(data)

    def check_determinize(self, state, rng):
        before = canonical(state.to_json())
        mover = state.to_move()
        for seat in range(state.num_players):
            seen = canonical(state.observation(seat))
            seed = rng.next64()
            world = state.determinize(seat, Rng(seed))
            assert canonical(world.observation(seat)) == seen, f"determinize({seat}) leaks"
            # the world must depend on the observation alone: from another world with the
            # same observation the same seed gives the same world (the unseen pool is built
            # in an order fixed by what the seat sees, e.g. sorted, before it is shuffled)
            again = world.determinize(seat, Rng(seed ^ 0x5DEECE66D))
            assert canonical(again.to_json()) == canonical(
                state.determinize(seat, Rng(seed ^ 0x5DEECE66D)).to_json()), (
                f"determinize({seat}) depends on the hidden information it resamples")
            if seat == mover:
                assert world.to_move() == mover
                assert world.legal_actions() == state.legal_actions()
        assert canonical(state.to_json()) == before, "determinize changed the state"

    def check_illegal_refused(self, state, legal, previous_legal):
        before = canonical(state.to_json())
        candidates = list(BOGUS_ACTIONS)
        candidates += [a for a in previous_legal if a not in legal][:3]
        for action in candidates:
            try:
                state.apply(action)
            except IllegalAction as exc:
                assert str(exc), "IllegalAction without a reason"
            else:
                raise AssertionError(f"illegal action {action!r} was accepted")
            assert canonical(state.to_json()) == before, f"{action!r} changed the state"

    def check_twins_refused(self, state, legal):
        """Every legal action's wrong-type twins are refused, the state left as it was."""
        before = canonical(state.to_json())
        for action in legal:
            for twin in action_twins(action):
                try:
                    state.apply(twin)
                except IllegalAction as exc:
                    assert str(exc), "IllegalAction without a reason"
                else:
                    raise AssertionError(f"twin {twin!r} of {action!r} was accepted")
                after = canonical(state.to_json())
                assert after == before, f"the refused twin {twin!r} changed the state"
        assert state.legal_actions() == legal, "refused twins changed the legal actions"

    # -- tests ------------------------------------------------------------------------

    def test_random_game_follows_contract(self, case):
        players, options, seed = case
        self.play_random_game(players, options, seed)

    def test_replay_reproduces_every_state(self, case):
        players, options, seed = case
        final, actions, snapshots = self.play_random_game(players, options, seed)
        replay = Replay(
            self.engine.spec.id, options, [Seat(f"P{i}") for i in range(players)], seed, actions
        )
        loaded = Replay.from_json(json.loads(json.dumps(replay.to_json())))
        state = loaded.start(self.engine)
        assert canonical(state.to_json()) == snapshots[0]
        for index, action in enumerate(loaded.actions):
            state.apply(action)
            assert canonical(state.to_json()) == snapshots[index + 1]
        assert state.scores() == final.scores()

    def test_same_seed_same_start(self, case):
        players, options, seed = case
        a = self.engine.new_game(players, options, seed)
        b = self.engine.new_game(players, options, seed)
        assert canonical(a.to_json()) == canonical(b.to_json())
