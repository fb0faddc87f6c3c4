"""The one list of games. A line here adds a game; nothing else names one.

Each `Listing` says where the game's two halves live, as dotted module paths resolved on
first use: `engine`, a module of the engines layer exposing `ENGINE` (and optionally
`DESCRIPTOR`, an `EngineDescriptor` with the bots' per-game parts) whose `GameSpec` is
`SPEC` in its `spec` submodule (`<engine>/spec.py`), and `app`, the game's
scene package exposing `DESCRIPTOR` (what the screens show and draw, resolved by the scenes
layer only). The engines layer never imports the `app` module; it only keeps its name, so
that a worker process given a listing finds the same game.

`register` adds a listing at run time (a test's toy game); a bot or analysis worker process
receives the listing with each request and registers it too.
"""

from dataclasses import dataclass


@dataclass(frozen=True)
class Listing:
    """One game: its id, its engine module and its scene package (dotted paths)."""

    id: str
    engine: str
    app: str


GAMES: list[Listing] = [
    Listing("imhotep", engine="engines.imhotep", app="scenes.imhotep"),
    Listing("pyramids", engine="engines.pyramids", app="scenes.pyramids"),
    Listing("archaeology", engine="engines.archaeology", app="scenes.archaeology"),
    Listing("aton", engine="engines.aton", app="scenes.aton"),
]


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
    return entry


def unregister(game_id: str) -> None:
    """Remove the game `game_id` (a test's toy game when its test ends)."""
    GAMES[:] = [entry for entry in GAMES if entry.id != game_id]
