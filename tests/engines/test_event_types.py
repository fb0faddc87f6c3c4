"""Every event an engine makes is of a kind its game declares (`engines/<game>/events.py`)
and its data has exactly the keys and value types that kind's TypedDict declares, in random
games of every game and player count; and the games' log lines are written for declared
kinds only. So the declared events and the code cannot drift."""

import importlib
from typing import get_args, get_type_hints

import pytest

from engines import get_engine
from engines.core import Rng
from engines.core.events import EventKind, EventKinds
from engines.registry import game_ids

from .pyramids.helpers import careful_choice
from .test_observation_types import random_options
from .typed_dicts import mismatches

GAMES = [(game, players) for game in game_ids()
         for players in get_engine(game).spec.player_counts()]


def declared(game: str) -> EventKinds:
    return importlib.import_module(f"engines.{game}.events").EVENTS


def data_type(kind: EventKind) -> type:
    (tp,) = get_args(kind.__orig_class__)  # type: ignore[attr-defined]
    return tp


def played_events(game: str, players: int, seed: int):
    """Every event of a random game with random options (Pyramids plays carefully)."""
    engine = get_engine(game)
    rng = Rng(seed)
    state = engine.new_game(players, random_options(engine.spec, rng), seed)
    while not state.is_over():
        if game == "pyramids":
            action = careful_choice(state, rng)
        else:
            legal = state.legal_actions()
            action = legal[rng.randrange(len(legal))]
        yield from state.apply(action)


@pytest.mark.parametrize(("game", "players"), GAMES)
def test_events_are_of_declared_kinds_with_declared_data(game, players):
    kinds = declared(game).by_kind
    seen = set()
    for seed in range(3):
        for event in played_events(game, players, seed + players):
            assert event.kind in kinds, f"{game}: undeclared event kind {event.kind!r}"
            problems = mismatches(event.data, data_type(kinds[event.kind]), event.kind)
            assert not problems, f"{game}: " + "; ".join(problems[:5])
            seen.add(event.kind)
    assert len(seen) > len(kinds) // 2


@pytest.mark.parametrize("game", game_ids())
def test_log_lines_are_for_declared_kinds_reading_their_type(game):
    """A scenes/<game>/texts.py LINES entry is for a declared kind, and its function reads
    that kind's data type."""
    texts = importlib.import_module(f"scenes.{game}.texts")
    kinds = declared(game).by_kind
    assert set(texts.LINES) <= set(kinds)
    for name, line in texts.LINES.items():
        event_type = next(iter(get_type_hints(line).values()))
        (data,) = get_args(event_type)
        assert data is data_type(kinds[name]), (game, name)
