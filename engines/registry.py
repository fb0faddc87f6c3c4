"""The one list of games. A line here adds a game; nothing else names one.

Each `Listing` says where the game's two halves live, as dotted module paths resolved on
first use: `engine`, a module of the engines layer exposing `ENGINE` (and optionally
`DESCRIPTOR`, an `EngineDescriptor` with the bots' per-game parts) whose `GameSpec` is
`SPEC` in its `spec` submodule (`<engine>/spec.py`), and `app`, the game's
scene package exposing `DESCRIPTOR` (what the screens show and draw, resolved by the scenes
layer only), and `locale`, where the game keeps its own translation catalogs (None: its words
are in the app's, assets/locale; the language layer lays a registered game's catalogs under
the app's). The engines layer never imports the `app` module; it only keeps its name, so
that a worker process given a listing finds the same game.

`register` adds a listing at run time (a test's toy game); a bot or analysis worker process
receives the listing with each request and registers it too.
"""

from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class Listing:
    """One game: its id, its engine module, its scene package and its own catalogs (dotted
    paths)."""

    id: str
    engine: str
    app: str
    # the folder of the game's own catalogs, <lang>/LC_MESSAGES/messages.po, as a package
    # path ("games.fifth.locale"; None: the game's words are in the app's catalogs)
    locale: str | None = None


GAMES: list[Listing] = [
    Listing("imhotep", engine="engines.imhotep", app="scenes.imhotep"),
    Listing("pyramids", engine="engines.pyramids", app="scenes.pyramids"),
    Listing("archaeology", engine="engines.archaeology", app="scenes.archaeology"),
    Listing("aton", engine="engines.aton", app="scenes.aton"),
]


_listeners: list[Callable[[], None]] = []  # told after every register and unregister


def on_change(listener: Callable[[], None]) -> None:
    """Call `listener()` whenever a game is registered or unregistered (what depends on the
    list, such as the loaded translation catalogs, reads it again)."""
    _listeners.append(listener)


def _changed() -> None:
    for listener in list(_listeners):
        listener()


def game_ids() -> tuple[str, ...]:
    """Every registered game id, in menu order."""
    return tuple(entry.id for entry in GAMES)


def listing(game_id: str) -> Listing:
    """The listing of `game_id`; KeyError when no such game is registered."""
    for entry in GAMES:
        if entry.id == game_id:
            return entry
    raise KeyError(f"unknown game {game_id!r}")


def find(game_id: str) -> Listing | None:
    """The listing of `game_id`, or None when no such game is registered."""
    try:
        return listing(game_id)
    except KeyError:
        return None


def register(entry: Listing) -> Listing:
    """Add `entry` after the others (a listing already there is kept; another game under the
    same id is refused with ValueError)."""
    for known in GAMES:
        if known.id == entry.id:
            if known != entry:
                raise ValueError(f"game id {entry.id!r} is already registered")
            return known
    GAMES.append(entry)
    _changed()
    return entry


def unregister(game_id: str) -> None:
    """Remove the game `game_id` (a test's toy game when its test ends)."""
    GAMES[:] = [entry for entry in GAMES if entry.id != game_id]
    _changed()
