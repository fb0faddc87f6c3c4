"""The games as the app shows them: each game's app descriptor, found through the registry.

The one list of games is `engines/registry.py`; a listing's `app` names the game's scene
package, which exposes `DESCRIPTOR = AppDescriptor(...)`: its title and tagline, the menu
emblem, its table scene, the learn-to-play script, the rules text and pictures, the rows
the replay viewer opens. The parts not needed to show the menu or play (the lesson, the
rules pictures, the open cards) are `Lazy` parts (engines/core/lazy.py) that import them
on first use. Screens iterate `games()` and never name a game. A package without
a DESCRIPTOR (or not there at all) is a game "coming soon".
"""

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from engines import get_engine
from engines.registry import game_ids, listing
from shell.language.i18n import translate
from shell.paths import asset_path

if TYPE_CHECKING:
    import pygame

    from scenes.kit.table import TableScene
    from scenes.learn.coach import Script

# a rules page's picture: draw(surface, rect, scale) and its aspect (height / width)
Picture = tuple[Callable[["pygame.Surface", "pygame.Rect", float], None], float]
# rows(state, table): everything hidden at the replay's position (scenes/replay/open_cards.py)
OpenRows = Callable[..., list]


@dataclass(frozen=True)
class AppDescriptor:
    """What the screens need of one game. The parts given as functions are imported when
    they are called (the lesson, the rules pictures, the open cards)."""

    name: str  # msgid of the game's title (marked with N_)
    tagline: str  # msgid of one line about it
    emblem: Callable  # emblem(surface, rect): the menu tile's picture
    view: type  # its side of the shared table (a GameView, scenes/kit/view.py)
    learn: "Callable[[], Script] | None" = None  # the guided first game (scenes/learn/coach)
    # the rules page's pictures by name (scenes/rules_art)
    pictures: Callable[[], Mapping[str, Picture]] | None = None
    open_cards: Callable[[], OpenRows] | None = None  # everything hidden, opened (replay)
    rules_folder: Path | None = None  # where <id>.<lang>.txt rules pages are (None: assets)
    warm_up: Callable | None = None  # warm_up(scale): first-frame pictures drawn ahead

    def create_scene(self, app, replay, state=None, autosave: bool = True) -> "TableScene":
        """The game's table for `replay` (at `state`, when given)."""
        from scenes.kit.table import TableScene

        return TableScene(app, replay, state, view=self.view, autosave=autosave)

    def rules_path(self, game_id: str, lang: str) -> Path:
        """Where the rules page of `game_id` in language `lang` is."""
        folder = self.rules_folder if self.rules_folder is not None else asset_path("rules")
        return Path(folder) / f"{game_id}.{lang}.txt"


def app_descriptor(game_id: str) -> AppDescriptor | None:
    """The app descriptor of a registered game, or None while it cannot be played (no scene
    package yet, or one without a DESCRIPTOR); KeyError for an unknown id."""
    name = listing(game_id).app
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name == name:
            return None
        raise
    found = getattr(module, "DESCRIPTOR", None)
    return found if isinstance(found, AppDescriptor) else None


def games() -> tuple[str, ...]:
    """Every registered game id in menu order (playable or not)."""
    return game_ids()


def is_playable(game_id: str) -> bool:
    """The game has both its engine and its table."""
    try:
        get_engine(game_id)
        return app_descriptor(game_id) is not None
    except (LookupError, ModuleNotFoundError):
        return False


def players_range(game_id: str) -> tuple[int, int] | None:
    """(fewest, most) players of the game, from its engine (None without one)."""
    try:
        spec = get_engine(game_id).spec
    except (LookupError, ModuleNotFoundError):
        return None
    return spec.min_players, spec.max_players


def has_lesson(game_id: str) -> bool:
    """The game is playable and its descriptor names a learn-to-play script."""
    try:
        found = app_descriptor(game_id)
    except LookupError:
        return False
    return found is not None and found.learn is not None


def game_title(game_id: str) -> str:
    """The game's title in the player's language (its engine's name while it has no table,
    the id itself for a game not registered, such as one in an old save)."""
    try:
        found = app_descriptor(game_id)
        return translate(found.name if found is not None else get_engine(game_id).spec.name)
    except (LookupError, ModuleNotFoundError):
        return game_id


def game_tagline(game_id: str) -> str:
    """One line about the game in the player's language ("" while it has no table)."""
    try:
        found = app_descriptor(game_id)
    except LookupError:
        return ""
    return translate(found.tagline) if found is not None else ""
