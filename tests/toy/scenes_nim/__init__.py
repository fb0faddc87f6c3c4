"""The toy Nim's table: the game's app descriptor, a fixture of the tests in the real shape
of `scenes/<id>/` (docs/adding-a-game.md). The view in `scene.py`, its places in
`layout.py`, its words in `texts.py` and `help.py`, the menu tile in `emblem.py` (with the
rules page's picture), the lesson in `learn.py`, the replay viewer's open cards in
`open_cards.py`, the rules pages in `rules/`. Registered by the tests only
(tests/toy/__init__.py)."""

from pathlib import Path

from engines.core.lazy import Lazy
from scenes.games import AppDescriptor
from shell.language.i18n import N_

from .emblem import emblem
from .scene import NimView

DESCRIPTOR = AppDescriptor(
    name=N_("Nim"),
    tagline=N_("Take stones from three heaps; the last stone wins."),
    emblem=emblem,
    view=NimView,
    learn=Lazy(f"{__name__}.learn", "SCRIPT"),
    pictures=Lazy(f"{__name__}.emblem", "PICTURES"),
    open_cards=Lazy(f"{__name__}.open_cards", "rows"),
    rules_folder=Path(__file__).parent / "rules",
)

__all__ = ["DESCRIPTOR", "NimView"]
