"""Pure rules engines (no pygame). `get_engine(game_id)`, `descriptor(game_id)`, `list_engines()`.

The games are listed once, in `engines/registry.py`; each game's engine lives in its own
module (a package `engines/<id>/` for the real games).
"""

import functools
import importlib

from .core import Engine
from .core.descriptor import EngineDescriptor, describe
from .registry import Listing, game_ids, listing


def descriptor(game_id: str) -> EngineDescriptor:
    """The engine descriptor of `game_id`; LookupError (KeyError) when there is no such game."""
    return _resolved(listing(game_id))


@functools.cache
def _resolved(entry: Listing) -> EngineDescriptor:
    return describe(importlib.import_module(entry.engine))


def get_engine(game_id: str) -> Engine:
    """The engine of `game_id`; LookupError (KeyError) when there is no such game."""
    return descriptor(game_id).engine


def find_descriptor(game_id: str | None) -> EngineDescriptor | None:
    """The descriptor of a registered game, or None (no game named, or not registered)."""
    if not game_id:
        return None
    try:
        listing(game_id)
    except KeyError:
        return None
    return descriptor(game_id)


def list_engines() -> list[Engine]:
    """Engines of the registered games whose engine module exists, in menu order."""
    engines = []
    for game_id in game_ids():
        try:
            engines.append(get_engine(game_id))
        except ModuleNotFoundError as exc:
            if exc.name != listing(game_id).engine:
                raise
        except LookupError:
            continue
    return engines
