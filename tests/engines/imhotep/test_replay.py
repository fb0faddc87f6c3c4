"""A full random 4-player all-side-B game with Pharaoh's wrath saves, reloads and replays to the
same final scores."""

import json

import pytest

from engines.core import Replay, ReplayError, Rng, Seat, canonical
from engines.imhotep import ENGINE

from .helpers import ALL_B


def random_game(players, options, seed):
    state = ENGINE.new_game(players, options, seed)
    chooser = Rng(seed + 99)
    actions = []
    while not state.is_over():
        legal = state.legal_actions()
        action = legal[chooser.randrange(len(legal))]
        state.apply(action)
        actions.append(action)
    return state, actions


def test_saved_4p_side_b_wrath_game_replays_to_the_same_final_scores(tmp_path):
    options = dict(ALL_B, pharaohs_wrath=True)
    final, actions = random_game(4, options, seed=2024)
    replay = Replay("imhotep", options, [Seat(f"P{i}", "random") for i in range(4)], 2024,
                    actions)
    path = tmp_path / "imhotep.json"
    path.write_text(json.dumps(replay.to_json()))
    loaded = Replay.from_json(json.loads(path.read_text()))
    state = loaded.play(ENGINE)
    assert state.is_over()
    assert state.scores() == final.scores()
    assert state.score_breakdown() == final.score_breakdown()
    assert state.winners() == final.winners()
    assert canonical(state.to_json()) == canonical(final.to_json())


def test_state_json_roundtrip_mid_game_continues_identically():
    options = dict(ALL_B, pharaohs_wrath=True)
    state = ENGINE.new_game(3, options, 5)
    chooser = Rng(1)
    for _ in range(60):
        legal = state.legal_actions()
        state.apply(legal[chooser.randrange(len(legal))])
    copy = ENGINE.state_from_json(json.loads(json.dumps(state.to_json())))
    a, b = Rng(3), Rng(3)
    while not state.is_over():
        la, lb = state.legal_actions(), copy.legal_actions()
        assert la == lb
        state.apply(la[a.randrange(len(la))])
        copy.apply(lb[b.randrange(len(lb))])
    assert copy.scores() == state.scores()


def test_tampered_replay_fails_at_the_first_bad_action():
    final, actions = random_game(2, {}, seed=8)
    actions = list(actions)
    actions[5] = ("sail", 9, "nowhere")
    replay = Replay("imhotep", {}, [Seat("A"), Seat("B")], 8, actions)
    with pytest.raises(ReplayError, match="action 6 is illegal"):
        replay.play(ENGINE)
