"""A replay may start at a written position (docs/notation.md): it is saved with the
replay, loading plays on from it, and a damaged or mismatched position is refused with the
reason; replays without one (every older save) start from the seed as before."""

import json

import pytest

from engines import get_engine, notation
from engines.ai.analysis import analyse, count_decisions
from engines.core import Replay, ReplayError, Rng, Seat
from tests.engines.notation_checks import edit, field


def played(game_id="imhotep", players=2, moves=25, seed=3):
    state = get_engine(game_id).new_game(players, None, seed)
    rng, actions = Rng(seed), []
    for _ in range(moves):
        legal = state.legal_actions()
        actions.append(legal[rng.randrange(len(legal))])
        state.apply(actions[-1])
    return state, actions


def seats(n):
    return [Seat(f"P{k}") for k in range(n)]


@pytest.mark.parametrize("game_id", notation.notation_games())
def test_a_replay_starting_at_a_position_is_saved_and_plays_on_from_it(game_id):
    state, _ = played(game_id)
    text = notation.format(state)
    more = state.legal_actions()[:1]
    replay = Replay(game_id, dict(state.options), seats(2), 9, list(more), position=text)
    loaded = Replay.from_json(json.loads(json.dumps(replay.to_json())))
    assert loaded.position == text
    engine = get_engine(game_id)
    assert notation.format(loaded.start(engine)) == text
    state.apply(more[0])
    assert notation.format(loaded.play(engine)) == notation.format(state)


def test_a_replay_without_a_position_starts_from_the_seed():
    replay = Replay("aton", {}, seats(2), 5, [])
    assert "position" not in replay.to_json()
    assert Replay.from_json(replay.to_json()).position is None
    engine = get_engine("aton")
    assert replay.start(engine) == engine.new_game(2, {}, 5)


def test_a_damaged_or_mismatched_position_is_refused_with_the_reason():
    state, _ = played("pyramids")
    text = notation.format(state)
    data = Replay("pyramids", {}, seats(2), 1, [], position=text).to_json()
    with pytest.raises(ReplayError, match="starting position is damaged"):
        Replay.from_json({**data, "position": ["not", "text"]})
    engine = get_engine("pyramids")
    twice = edit(text, "held", field(text, "stacks").split(",")[0])  # a domino twice
    with pytest.raises(ReplayError, match="cannot start: the 90 dominoes"):
        Replay.from_json({**data, "position": twice}).start(engine)
    with pytest.raises(ReplayError, match="players do not match"):
        Replay("pyramids", {}, seats(3), 1, [], position=text).start(engine)


def test_the_analysis_starts_at_the_replays_position():
    state, _ = played("aton", moves=12)
    text = notation.format(state)
    rest = []
    copy = state.clone()
    rng = Rng(4)
    for _ in range(6):
        legal = copy.legal_actions()
        rest.append(legal[rng.randrange(len(legal))])
        copy.apply(rest[-1])
    probe, expected = state.clone(), 0  # decisions with a choice, from the position
    for action in rest:
        expected += len(probe.legal_actions()) > 1
        probe.apply(action)
    assert count_decisions("aton", 2, {}, 0, rest, position=text) == expected
    result = analyse("aton", 2, {}, 0, rest, 2, position=text)
    assert result.scores[0] == state.scores() and result.scores[-1] == copy.scores()
