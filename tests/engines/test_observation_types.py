"""Every observation has exactly the keys and value types its game's TypedDict declares (the
return type of `observation`), at every level, for every seat of random positions of every
game and player count; the public view too. So the declared schema and the code cannot drift."""

from typing import Literal, NotRequired, TypedDict, get_type_hints

import pytest

from engines import get_engine
from engines.core import Observation, Rng
from engines.core.public import public_observation
from engines.registry import game_ids
from tests.toy import engine_of, every_game

from .pyramids.helpers import careful_choice
from .typed_dicts import mismatches, typeddicts

GAMES = [(game, players) for game in every_game()
         for players in engine_of(game).spec.player_counts()]


def declared(game: str) -> type:
    """The TypedDict the game's `observation` is annotated to return."""
    state_type = type(get_engine(game).new_game(get_engine(game).spec.min_players))
    return get_type_hints(state_type.observation)["return"]


def random_options(spec, rng: Rng) -> dict:
    return {opt.key: opt.values[rng.randrange(len(opt.values))] for opt in spec.options}


def positions(game: str, players: int, seed: int, every: int = 1, prefer: tuple = ()):
    """Every `every`-th position of a random game with random options, the end included;
    an action of a kind in `prefer` taken whenever one is legal. Pyramids plays carefully
    (random dominoes end it at level 1, a player eliminated)."""
    engine = get_engine(game)
    rng = Rng(seed)
    state = engine.new_game(players, random_options(engine.spec, rng), seed)
    step = 0
    while not state.is_over():
        if step % every == 0:
            yield state
        if game == "pyramids":
            state.apply(careful_choice(state, rng))
        else:
            legal = state.legal_actions()
            legal = [a for a in legal if a[0] in prefer] or legal
            state.apply(legal[rng.randrange(len(legal))])
        step += 1
    yield state


@pytest.mark.parametrize("game", every_game())
def test_each_game_declares_an_observation_with_the_shared_keys(game):
    tp = declared(game)
    assert tp is not Observation, f"{game}: observation() is not annotated with its own type"
    assert Observation.__required_keys__ <= tp.__required_keys__
    assert Observation.__optional_keys__ <= tp.__optional_keys__


@pytest.mark.parametrize(("game", "players"), GAMES)
def test_observations_match_their_declared_type_at_every_level(game, players):
    tp = declared(game)
    seen: set = set()
    checked = 0
    for seed in range(players, 100):  # a short game (the toy's) is played with other seeds
        for state in positions(game, players, seed=seed, every=2):
            for seat in range(players):
                for view in (state.observation(seat), public_observation(state, seat)):
                    problems = mismatches(view, tp, seen=seen)
                    assert not problems, f"{game}, seat {seat}: " + "; ".join(problems[:5])
                    checked += 1
        if checked > 50:
            break
    assert checked > 50
    assert tp in seen


def test_random_play_reaches_every_declared_part():
    """Each TypedDict a game declares (every pending kind, site side and view) is met and
    matched in random play (blue cards played as soon as they can be), the deciding seat
    looking."""
    for game in game_ids():
        tp = declared(game)
        seen: set = set()
        for g, players in GAMES:
            if g != game:
                continue
            for seed in range(10 * players, 10 * players + 2):
                for state in positions(game, players, seed, prefer=("play",)):
                    problems = mismatches(state.observation(state.to_move() or 0), tp,
                                          seen=seen)
                    assert not problems, f"{game}: " + "; ".join(problems[:5])
        missing = sorted(t.__name__ for t in typeddicts(tp) - seen)
        assert not missing, f"{game}: never checked {missing}"


# The check itself -------------------------------------------------------------------------

class _Inner(TypedDict):
    kind: Literal["a"]
    n: int


class _Other(TypedDict):
    kind: Literal["b"]


class _Outer(TypedDict):
    items: list[_Inner | _Other]
    note: NotRequired[str | None]


@pytest.mark.parametrize(("value", "complaint"), [
    ({"items": [{"kind": "a", "n": 1}]}, None),
    ({"items": [{"kind": "b"}], "note": None}, None),
    ({}, "lacks 'items'"),
    ({"items": [], "extra": 1}, "has no key 'extra'"),
    ({"items": [{"kind": "a"}]}, "lacks 'n'"),
    ({"items": [{"kind": "a", "n": True}]}, "True is not int"),
    ({"items": [{"kind": "c"}]}, "matches none of"),
    ({"items": [{"kind": "b", "n": 1}]}, "has no key 'n'"),
    ({"items": ({"kind": "b"},)}, "where a list belongs"),
    ({"items": [], "note": 3}, "matches none of"),
])
def test_the_check_finds_a_missing_extra_or_wrong_key_at_any_level(value, complaint):
    problems = mismatches(value, _Outer)
    if complaint is None:
        assert problems == []
    else:
        assert any(complaint in p for p in problems), problems
