"""Shared fixtures for the bot tests: the engines to test and a Nim game."""

from engines import game_ids, get_engine
from tests.toy.engines_nim import ENGINE as NIM


def canonical_nim(players=2, seed=0, big=False):
    """A Nim game (its determinize depends only on the observation, as every engine's must)."""
    return NIM.new_game(players, {"big_heaps": big}, seed)


def real_engines():
    """The game engines present and importable in the tree (they land one by one; a package
    still being written, without ENGINE, is left out)."""
    found = []
    for gid in game_ids():
        try:
            found.append(get_engine(gid))
        except (ImportError, AttributeError, LookupError):
            continue
    return found


def all_engines():
    return [NIM, *real_engines()]


def game_id(engine):
    """The game id the bots get: None for the test game (no heuristic module)."""
    return None if engine is NIM else engine.spec.id
