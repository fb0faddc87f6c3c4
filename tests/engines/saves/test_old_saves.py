"""Saves written by earlier engines load and replay identically (make_saves.py wrote them):
every state and every action's events as they were, the same result, and the full state
JSON of the time restores to the same position, which plays on to the same end."""

import json
from pathlib import Path

import pytest

from engines import game_ids, get_engine
from engines.core import Replay, canonical
from tests.conformance import ConformanceKit
from tests.engines.archaeology.helpers import FIELD_FORMS as ARCHAEOLOGY_FORMS

from .make_saves import digest

HERE = Path(__file__).parent
FIELD_FORMS = {"archaeology": ARCHAEOLOGY_FORMS}  # fields whose order means nothing


def fixtures():
    cases = []
    for game_id in game_ids():
        saved = json.loads((HERE / f"{game_id}.json").read_text(encoding="utf-8"))
        cases += [pytest.param(game_id, fixture, id=f"{game_id}-{len(fixture['save']['seats'])}p"
                               f"-s{fixture['save']['seed']}") for fixture in saved]
    return cases


@pytest.mark.parametrize(("game_id", "fixture"), fixtures())
def test_old_save_replays_identically(game_id, fixture):
    engine = get_engine(game_id)
    replay = Replay.from_json(json.loads(json.dumps(fixture["save"])))
    state = replay.start(engine)
    assert digest(state.to_json()) == fixture["state_digests"][0]
    for step, action in enumerate(replay.actions):
        events = state.apply(action)
        assert digest([e.to_json() for e in events]) == fixture["event_digests"][step], step
        assert digest(state.to_json()) == fixture["state_digests"][step + 1], step
    assert state.is_over()
    assert state.scores() == fixture["scores"] and state.winners() == fixture["winners"]


@pytest.mark.parametrize(("game_id", "fixture"), fixtures())
def test_old_state_json_restores_the_position(game_id, fixture):
    engine = get_engine(game_id)
    kit = ConformanceKit()
    kit.engine = engine
    kit.field_forms = FIELD_FORMS.get(game_id, {})
    replay = Replay.from_json(fixture["save"])
    for step, data in fixture["states"].items():
        step = int(step)
        restored = engine.state_from_json(json.loads(json.dumps(data)))
        assert canonical(restored.to_json()) == canonical(data)
        replayed = replay.play(engine, step)
        kit.check_same_fields(restored, replayed, f"the state saved at step {step}")
        for index, action in enumerate(replay.actions[step:], start=step):
            restored.apply(action)
            assert digest(restored.to_json()) == fixture["state_digests"][index + 1]
        assert restored.scores() == fixture["scores"]
