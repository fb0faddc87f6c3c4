"""The toy Nim, the tests' fifth game and the smallest complete example of one
(docs/adding-a-game.md): `engines_nim/` in the shape of `engines/<id>/`, `scenes_nim/` in the
shape of `scenes/<id>/`, and `locale/`, its own small catalogs (ru, pl; the app's shipped
catalogs know nothing of it), which its listing names (`Listing.locale`: while the toy is
registered the app lays them under its own).

The toy is not in the registry: `registered()` lists it for as long as a test needs it. The
generic checks run over `every_game()`, the registry's games and the toy; tests/conftest.py
registers the toy for a test whose `game` (or `game_id`) parameter is the toy's id.
"""

import importlib
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from engines.core import Engine
from engines.registry import Listing, game_ids, listing, register, unregister

LISTING = Listing("nim", engine="tests.toy.engines_nim", app="tests.toy.scenes_nim",
                  locale="tests.toy.locale")
ID = LISTING.id
LOCALE = Path(__file__).parent / "locale"  # <lang>/LC_MESSAGES/messages.po


def every_game() -> tuple[str, ...]:
    """The registered games and the toy: what a generic check runs over."""
    return (*game_ids(), ID) if ID not in game_ids() else game_ids()


def listing_of(game_id: str) -> Listing:
    """The listing of a registered game or of the toy (registered or not: a test's
    parameters are collected before the toy is registered)."""
    return LISTING if game_id == ID else listing(game_id)


def engine_of(game_id: str) -> Engine:
    """The engine of a registered game or of the toy (registered or not)."""
    return importlib.import_module(listing_of(game_id).engine).ENGINE


@contextmanager
def registered() -> Iterator[Listing]:
    """The toy listed as a game (its words translated) until the block ends."""
    added = ID not in game_ids()
    register(LISTING)
    try:
        yield LISTING
    finally:
        if added:
            unregister(ID)
