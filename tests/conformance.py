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
`from_json(to_json(s))` equals `s` field by field (every attribute of the state object, deep,
types included; `cache_fields` left out, `field_forms` applied; a state class with `FIELDS`
declares every one of them), and so does `clone()`, which shares no mutable part with `s`
(`shared_fields` excepted); `determinize(seat)` keeps `observation(seat)` (and the seat to
move keeps its legal actions) and depends on nothing else (two states with the same
observation give the same world for the same random source: no peeking through it), and its
world restored from JSON equals it; an illegal action raises IllegalAction and leaves the
state unchanged; `legal_actions()` is never empty before the end; observations are JSON.
Every `twin_check_every` steps, every legal action's type twins (a float, bool or str where
an int belongs, a list or dict in place of a field, the action as a list) are refused with
IllegalAction and leave the state unchanged. Then the recorded actions, replayed from the
seed, give the same states.

Copies are also played on (`test_copies_play_in_step`): every `follow_every` steps a clone and
a state restored from JSON join the game and take the same actions as the original for
`follow_steps` steps, in step: the same legal actions, events, scores, observation for every
seat and fields after every action; the clone plays each action before the original, whose
fields must not move meanwhile (a part the clone shares would). Every `world_every` steps,
each seat's determinized world and the world restored from its JSON play the same random
`world_steps` actions, compared the same way. `rare_positions()` (positions random play
seldom reaches, where a field leaves its starting value) are played on the same way.

The engine invariant (`check_plays_to_end`): every `invariant_every` steps the state
restored from JSON and, for a game with a position notation (docs/notation.md), the state
parsed from its written position (which `parse` must accept) and the one parsed from what
the seat to move sees of it (a seen line, which must keep that seat's observation) are
played on with random actions to the end: never a state not over without a seat to move or
a legal action, and an end within `max_actions`. A game with a notation but no `seen`
module must hide nothing: its `determinize` changes nothing written.
"""

import json
import pickle

from engines.core import IllegalAction, Replay, Rng, Seat, canonical

BOGUS_ACTIONS = (("__not_an_action__",), None, 12345, (), [], {}, ("place", {}), (["x"],))


MISSING = "<missing>"  # what `state_fields` gives for a declared slot never set
SCALARS = (type(None), bool, int, float, str)


def state_fields(obj, skip=frozenset()) -> dict:
    """Every attribute of `obj` by name: its `__slots__` (through the class tree; a slot never
    set reads MISSING) and its `__dict__`, `skip` left out."""
    names: list = []
    for cls in type(obj).__mro__:
        slots = cls.__dict__.get("__slots__", ())
        names += [slots] if isinstance(slots, str) else list(slots)
    names += list(getattr(obj, "__dict__", {}))
    return {name: getattr(obj, name, MISSING) for name in dict.fromkeys(names)
            if name not in skip and name not in ("__dict__", "__weakref__")}


def difference(a, b, path="state") -> str | None:
    """Where `a` and `b` first differ, deep and with exact types (a tuple is not a list, 1
    is not True); None when they are equal. Objects compare by their fields."""
    if pickled_alike(a, b):
        return None
    return _difference(a, b, path)


def pickled_alike(a, b) -> bool:
    """`a` and `b` pickle to the same bytes: the same object graph with the same types,
    fields and values (a quick yes for `difference`; anything else, such as two equal
    lists pickled once shared and once apart, is left to the walk)."""
    try:
        return pickle.dumps(a, protocol=5) == pickle.dumps(b, protocol=5)
    except (pickle.PicklingError, TypeError, AttributeError, RecursionError):
        return False


def same_json(a, b) -> bool:
    """`a` and `b` (plain JSON-like data) write the same canonical JSON."""
    return pickled_alike(a, b) or canonical(a) == canonical(b)


def frozen(value):
    """`value` as it is now, for `difference_since`: its pickle (or a snapshot where it has an
    unpicklable part)."""
    try:
        return pickle.dumps(value, protocol=5)
    except (pickle.PicklingError, TypeError, AttributeError, RecursionError):
        return snapshot(value)


def difference_since(before, value) -> str | None:
    """Where `value` differs from what `frozen` kept of it (None: unchanged)."""
    if isinstance(before, bytes):
        if pickle.dumps(value, protocol=5) == before:
            return None
        before = pickle.loads(before)  # noqa: S301 - the test's own bytes of a moment ago
        return difference(before, value)
    return difference(snapshot(value), before)


def _difference(a, b, path) -> str | None:
    if a.__class__ is not b.__class__:
        return f"{path}: {type(a).__name__} {a!r:.80} != {type(b).__name__} {b!r:.80}"
    if isinstance(a, SCALARS):
        return None if a == b else f"{path}: {a!r:.80} != {b!r:.80}"
    if isinstance(a, (list, tuple)):
        if len(a) != len(b):
            return f"{path}: length {len(a)} != {len(b)}"
        for index, (x, y) in enumerate(zip(a, b, strict=True)):
            found = _difference(x, y, f"{path}[{index}]")
            if found:
                return found
        return None
    if isinstance(a, dict):
        if list(a) != list(b):
            for key in list(a) + list(b):
                if key not in a or key not in b:
                    return f"{path}[{key!r}]: missing in the {'first' if key in b else 'second'}"
            return f"{path}: keys in another order {list(a)} != {list(b)}"
        for key in a:
            found = _difference(a[key], b[key], f"{path}[{key!r}]")
            if found:
                return found
        return None
    if isinstance(a, (set, frozenset)):
        return None if a == b else f"{path}: {sorted(a)!r:.80} != {sorted(b)!r:.80}"
    return _difference(state_fields(a), state_fields(b), path + ".")


def snapshot(value):
    """A deep plain copy of `value` (objects as their field dicts) that later changes to
    `value` cannot reach, comparable with `difference`."""
    if isinstance(value, SCALARS):
        return value
    if isinstance(value, (list, tuple)):
        items = [snapshot(v) for v in value]
        return type(value)(*items) if hasattr(value, "_fields") else type(value)(items)
    if isinstance(value, dict):
        return {k: snapshot(v) for k, v in value.items()}
    if isinstance(value, (set, frozenset)):
        return type(value)(value)
    return {"<object>": type(value).__name__,
            **{k: snapshot(v) for k, v in state_fields(value).items()}}


def mutable_parts(value, path, found: dict) -> dict:
    """id -> path of every mutable object inside `value` (lists, dicts, sets, objects)."""
    if isinstance(value, SCALARS) or isinstance(value, frozenset):
        return found
    if isinstance(value, tuple):
        for index, item in enumerate(value):
            mutable_parts(item, f"{path}[{index}]", found)
        return found
    if id(value) in found:
        return found
    found[id(value)] = path
    if isinstance(value, list):
        for index, item in enumerate(value):
            mutable_parts(item, f"{path}[{index}]", found)
    elif isinstance(value, dict):
        for key, item in value.items():
            mutable_parts(item, f"{path}[{key!r}]", found)
    elif not isinstance(value, set):
        for name, item in state_fields(value).items():
            mutable_parts(item, f"{path}.{name}", found)
    return found


def shared_parts(a, b, skip=frozenset()) -> list[str]:
    """Paths of the mutable objects `a` and `b` hold in common (a clone must hold none)."""
    mine: dict = {}
    for name, value in state_fields(a, skip).items():
        mutable_parts(value, name, mine)
    theirs: dict = {}
    for name, value in state_fields(b, skip).items():
        mutable_parts(value, name, theirs)
    return sorted(path for key, path in mine.items() if key in theirs)


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


def worlds_alike_after(before, action, seat: int, seeds, seen):
    """Worlds `seat` cannot tell from the true one after `action`: for each seed, its
    determinization of `before` in which `action` is legal and leaves it the observation
    `seen` (canonical), as (world after the action, the action's events). What the seat is
    shown of the true move must be the same in each: it carries nothing hidden."""
    for seed in seeds:
        world = before.determinize(seat, Rng(seed))
        if action not in world.legal_actions():
            continue  # the mover's hidden cards differ there
        events = world.apply(action)
        if canonical(world.observation(seat)) != seen:
            continue  # the seat sees a difference (its own draw): another message, rightly
        yield world, events


_PLAYED: dict = {}  # (kit, case) -> its game (ConformanceKit.played), the last case's only


class ConformanceKit:
    engine = None
    player_counts: tuple | None = None
    option_sets: list | None = None
    seeds: tuple = (1,)
    max_actions: int = 50_000
    deep_check_every: int = 1
    twin_check_every: int = 7
    cache_fields: frozenset = frozenset({"_legal"})  # recomputed on demand: not compared
    shared_fields: frozenset = frozenset({"options"})  # never changed: a clone may share
    field_forms: dict = {}  # field -> its normal form, where order means nothing (a multiset)
    follow_every: int = 8
    follow_steps: int = 40
    world_every: int = 16
    world_steps: int = 12
    invariant_every: int = 60

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
            # class-scoped: pytest runs a case's tests one after another (they share its game)
            metafunc.parametrize("case", cases, ids=ids, scope="class")

    # -- hooks ------------------------------------------------------------------------

    def check_invariants(self, state) -> None:
        """Engine-specific invariants, called after every action. Override."""

    def rare_positions(self) -> list:
        """Positions random play seldom reaches (a field that is otherwise always at its
        starting value): each is played on with every check. Override."""
        return []

    # -- the checks -------------------------------------------------------------------

    def played(self, case):
        """The case's random game, played once with every check, the copies in step too
        (`play_random_game(..., follow=True)`: the same actions as without them): (final
        state, actions, snapshots). A case's tests run one after another and share it; a
        check that failed fails each of them."""
        key = (type(self), repr(case))
        if key not in _PLAYED:
            _PLAYED.clear()  # one game kept at a time
            players, options, seed = case
            try:
                _PLAYED[key] = self.play_random_game(players, options, seed, follow=True)
            except Exception as exc:  # noqa: BLE001 - every test of the case reports it
                _PLAYED[key] = exc
        found = _PLAYED[key]
        if isinstance(found, Exception):
            raise found
        return found

    def play_random_game(self, players, options, seed, follow=False):
        """Play to the end with all checks; return the actions and the state JSON per step.
        `follow`: copies join and play in step (see the module docstring)."""
        state = self.engine.new_game(players, options, seed)
        return self.play_on(state, seed, follow, players)

    def play_on(self, state, seed, follow=False, players=None):
        """Play `state` on to the end with random actions (from `seed`) and every check."""
        players = players or state.num_players
        followers: list = []  # [copy, what it is, steps left]
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
                self.check_determinize(state, chooser,
                                       play_on=follow and step % self.world_every == 0)
                self.check_illegal_refused(state, legal, previous_legal)
            if step % self.twin_check_every == 0:
                self.check_twins_refused(state, legal)
            if step % self.invariant_every == 0:
                self.check_plays_to_end(state, seed + step)
            if follow and step % self.follow_every == 0:
                followers.append([self.restore(state), "a state restored from JSON",
                                  self.follow_steps])
                followers.append([state.clone(), "a clone", self.follow_steps])
            action = legal[chooser.randrange(len(legal))]
            before = frozen(self.fields(state)) if followers else None
            moved = []
            for follower in followers:
                copy, what, _ = follower
                assert copy.legal_actions() == legal, f"{what} has other legal actions"
                moved.append(copy.apply(action))
                found = difference_since(before, self.fields(state))
                assert found is None, f"playing {what} changed the original at {found}"
            events = state.apply(action)
            for follower, copy_events in zip(followers, moved, strict=True):
                self.check_in_step(follower[0], state, events, copy_events, follower[1])
                follower[2] -= 1
            followers = [f for f in followers if f[2] > 0]
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

    def check_plays_to_end(self, state, seed) -> None:
        """The state restored from JSON and the one parsed from its written position (when
        the game has a notation) each play on to the end with random actions, a legal one
        always there before it."""
        copies = [(self.restore(state), "the state restored from JSON")]
        copies += self.written(state)
        for copy, what in copies:
            chooser = Rng(seed)
            for _ in range(self.max_actions):
                if copy.is_over():
                    break
                legal = copy.legal_actions()
                assert legal and copy.to_move() is not None, (
                    f"{what} has no legal action before the end")
                copy.apply(legal[chooser.randrange(len(legal))])
            assert copy.is_over(), f"{what} did not end"

    def written(self, state) -> list:
        """[(the state parsed from its written position, what it is), (the one parsed from
        what the seat to move sees of it, a seen line, which keeps that seat's
        observation)], none when the game has no notation. A game with a notation but no
        `seen` module hides nothing: `determinize` changes nothing written."""
        from engines import notation

        game_id = self.engine.spec.id
        if game_id not in notation.notation_games():
            return []
        module = notation.notation_of(game_id)
        seat = state.to_move()
        copies = [(module.parse(module.format(state)),
                   "the state parsed from its written position")]
        if notation.seen_of(game_id) is None:
            for viewer in range(state.num_players):
                world = state.determinize(viewer, Rng(viewer + 1))
                assert module.format(world) == module.format(state), (
                    f"{game_id} hides something from seat {viewer} but has no seen module")
        elif seat is not None:
            seen = notation.parse(notation.format_seen(state, seat))
            assert seen.observation(seat) == state.observation(seat), (
                "the seen line changed what its seat sees")
            copies.append((seen, "the state parsed from what the seat to move sees"))
        return copies

    def restore(self, state):
        """`state` through JSON text and back."""
        data = state.to_json()
        assert "version" in data
        return self.engine.state_from_json(json.loads(json.dumps(data)))

    def fields(self, state) -> dict:
        """The state's fields as compared: caches left out, `field_forms` applied."""
        fields = state_fields(state, self.cache_fields)
        for name, form in self.field_forms.items():
            if name in fields and fields[name] is not MISSING:
                fields[name] = form(fields[name])
        return fields

    def check_same_fields(self, copy, original, what):
        found = difference(self.fields(copy), self.fields(original), "")
        assert found is None, f"{what} differs from the original at {found}"

    def check_roundtrip(self, state):
        declared = getattr(type(state), "FIELDS", None)  # engines.core.fields.Fields
        if declared is not None:
            loose = sorted(set(state_fields(state)) - set(declared.names))
            assert not loose, f"the state has fields not declared in FIELDS: {loose}"
        data = state.to_json()
        restored = self.restore(state)
        self.check_same_fields(restored, state, "the state restored from JSON")
        assert same_json(restored.to_json(), data)
        assert restored.legal_actions() == state.legal_actions(), (
            "the state restored from JSON has other legal actions")
        clone = state.clone()
        self.check_clone(clone, state)
        assert same_json(clone.to_json(), data)

    def check_clone(self, clone, state):
        """A clone equals its original field by field and shares no mutable part with it."""
        self.check_same_fields(clone, state, "the clone")
        shared = shared_parts(clone, state, self.cache_fields | self.shared_fields)
        assert not shared, f"the clone shares {', '.join(shared)} with the original"

    def check_in_step(self, copy, state, events, copy_events, what):
        """After the same action: the same events, position, scores and views."""
        assert [e.to_json() for e in copy_events] == [e.to_json() for e in events], (
            f"{what} told other events")
        self.check_same_fields(copy, state, what)
        assert copy.to_move() == state.to_move(), f"{what} has another seat to move"
        assert copy.legal_actions() == state.legal_actions(), (
            f"{what} has other legal actions")
        assert copy.is_over() == state.is_over()
        assert copy.scores() == state.scores(), f"{what} has other scores"
        for seat in range(state.num_players):
            assert same_json(copy.observation(seat), state.observation(seat)), (
                f"{what} shows seat {seat} another view")

    def check_determinize(self, state, rng, play_on=False):
        before = canonical(state.to_json())
        mover = state.to_move()
        for seat in range(state.num_players):
            seen = state.observation(seat)
            seed = rng.next64()
            world = state.determinize(seat, Rng(seed))
            assert same_json(world.observation(seat), seen), f"determinize({seat}) leaks"
            # the world must depend on the observation alone: from another world with the
            # same observation the same seed gives the same world (the unseen pool is built
            # in an order fixed by what the seat sees, e.g. sorted, before it is shuffled)
            again = world.determinize(seat, Rng(seed ^ 0x5DEECE66D))
            assert same_json(again.to_json(),
                             state.determinize(seat, Rng(seed ^ 0x5DEECE66D)).to_json()), (
                f"determinize({seat}) depends on the hidden information it resamples")
            if seat == mover:
                assert world.to_move() == mover
                assert world.legal_actions() == state.legal_actions()
            restored = self.restore(world)
            self.check_same_fields(restored, world, f"determinize({seat})'s world from JSON")
            if play_on:
                self.play_worlds_in_step(world, restored, Rng(seed ^ 0xA5A5), seat)
        assert canonical(state.to_json()) == before, "determinize changed the state"

    def play_worlds_in_step(self, world, restored, chooser, seat):
        """A determinized world and its copy from JSON play the same random actions."""
        for _ in range(self.world_steps):
            if world.is_over():
                break
            legal = world.legal_actions()
            action = legal[chooser.randrange(len(legal))]
            events = world.apply(action)
            self.check_in_step(restored, world, events, restored.apply(action),
                               f"determinize({seat})'s world from JSON")

    def check_illegal_refused(self, state, legal, previous_legal):
        before = frozen(state.to_json())
        candidates = list(BOGUS_ACTIONS)
        candidates += [a for a in previous_legal if a not in legal][:3]
        for action in candidates:
            try:
                state.apply(action)
            except IllegalAction as exc:
                assert str(exc), "IllegalAction without a reason"
            else:
                raise AssertionError(f"illegal action {action!r} was accepted")
            assert difference_since(before, state.to_json()) is None, (
                f"{action!r} changed the state")

    def check_twins_refused(self, state, legal):
        """Every legal action's wrong-type twins are refused, the state left as it was."""
        before = frozen(state.to_json())
        for action in legal:
            for twin in action_twins(action):
                try:
                    state.apply(twin)
                except IllegalAction as exc:
                    assert str(exc), "IllegalAction without a reason"
                else:
                    raise AssertionError(f"twin {twin!r} of {action!r} was accepted")
                assert difference_since(before, state.to_json()) is None, (
                    f"the refused twin {twin!r} changed the state")
        assert state.legal_actions() == legal, "refused twins changed the legal actions"

    # -- tests ------------------------------------------------------------------------

    def test_random_game_follows_contract(self, case):
        self.played(case)

    def test_copies_play_in_step(self, case):
        self.played(case)

    def test_rare_positions_play_on(self):
        for index, state in enumerate(self.rare_positions()):
            self.play_on(state, index + 1, follow=True)

    def test_replay_reproduces_every_state(self, case):
        players, options, seed = case
        final, actions, snapshots = self.played(case)
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
