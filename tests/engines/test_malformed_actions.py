"""A save's action with a field of the wrong exact type (a float, bool or str where
an int belongs, a list or dict inside) is refused with IllegalAction / ReplayError, never
TypeError, and nothing changes before the refusal."""

import json

import pytest

from engines.archaeology import ENGINE as ARCHAEOLOGY
from engines.aton import ENGINE as ATON
from engines.core import IllegalAction, Replay, ReplayError, Rng, Seat, canonical
from engines.imhotep import ENGINE as IMHOTEP
from engines.pyramids import ENGINE as PYRAMIDS
from tests.conformance import action_twins

ENGINES = [IMHOTEP, PYRAMIDS, ARCHAEOLOGY, ATON]
NOT_ACTIONS = ["dig", 5, None, {}, {"kind": "place"}, [], [[[]]], 1.5, True]


def _random_prefix(engine, players, steps, seed):
    state = engine.new_game(players, {}, seed)
    chooser, actions = Rng(seed), []
    while not state.is_over() and len(actions) < steps:
        legal = state.legal_actions()
        action = legal[chooser.randrange(len(legal))]
        state.apply(action)
        actions.append(action)
    return state, actions


def _load(engine, players, seed, actions):
    replay = Replay(engine.spec.id, {}, [Seat(f"P{i}") for i in range(players)], seed, [])
    data = replay.to_json()
    data["actions"] = actions
    return Replay.from_json(json.loads(json.dumps(data))).play(engine)


@pytest.mark.parametrize("engine", ENGINES, ids=lambda e: e.spec.id)
def test_a_save_with_a_wrong_type_twin_is_refused_with_a_replay_error(engine):
    players = engine.spec.min_players
    for steps in (0, 7, 23):
        state, actions = _random_prefix(engine, players, steps, 11)
        if state.is_over():
            continue
        good = [json.loads(json.dumps(a)) for a in actions]
        for legal in state.legal_actions()[:6]:
            for twin in action_twins(legal):
                try:
                    text = json.dumps(twin)
                except TypeError:
                    continue  # bytes: no JSON file holds them
                if text == json.dumps(legal):
                    continue  # a list is how JSON stores a tuple: it is the action itself
                as_json = json.loads(text)
                with pytest.raises(ReplayError) as caught:
                    _load(engine, players, 11, good + [as_json])
                assert f"action {len(good) + 1} is illegal" in str(caught.value)
        for bogus in NOT_ACTIONS:
            with pytest.raises(ReplayError):
                _load(engine, players, 11, good + [bogus])


def test_imhotep_float_place_leaves_the_sled_alone():
    """A float field is refused before anything moves: ("place", 0.0, 0) must not lower the
    sled and then fail with TypeError."""
    state = IMHOTEP.new_game(2, {}, 3)
    assert ("place", 0, 0) in state.legal_actions()
    before = canonical(state.to_json())
    for twin in (("place", 0.0, 0), ("place", 0, False), ("place", "0", 0),
                 ("place", [0], 0), ("place", {"ship": 0}, 0)):
        with pytest.raises(IllegalAction):
            state.apply(twin)
        assert canonical(state.to_json()) == before
    state.apply(("place", 0, 0))  # the real action still plays
