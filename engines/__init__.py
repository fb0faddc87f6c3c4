"""Pure rules engines (no pygame). `get_engine(game_id)` and `list_engines()`.

A new game is one package `engines/<id>/` exposing `ENGINE` and one entry in GAME_IDS.
"""

import importlib

from .core import Engine

GAME_IDS = ("imhotep", "pyramids", "archaeology", "aton")


def get_engine(game_id: str) -> Engine:
    """The engine of `game_id`; LookupError (KeyError) when there is no such game."""
    if game_id not in GAME_IDS:
        raise KeyError(f"unknown game {game_id!r}")
    module = importlib.import_module(f"engines.{game_id}")
    engine = getattr(module, "ENGINE", None)
    if not isinstance(engine, Engine):
        raise LookupError(f"engines.{game_id} defines no ENGINE")
    return engine


def list_engines() -> list[Engine]:
    """Engines of the games whose rules are implemented, in menu order."""
    engines = []
    for game_id in GAME_IDS:
        try:
            engines.append(get_engine(game_id))
        except ModuleNotFoundError as exc:
            if exc.name != f"engines.{game_id}":
                raise
        except LookupError:
            continue
    return engines
