"""The toy Nim's table: the game's app descriptor, a fixture of the tests in the real shape
of `scenes/<id>/` (docs/adding-a-game.md). The view in `scene.py`, its places in
`layout.py`, its words in `texts.py` and `help.py`, the menu tile in `emblem.py` (with the
rules page's picture), the lesson in `learn.py`, the replay viewer's open cards in
`open_cards.py`, the rules pages in `rules/`. Registered by the tests only
(tests/toy/__init__.py)."""

from collections.abc import Mapping
from pathlib import Path

from scenes.games import AppDescriptor, OpenRows, Picture
from scenes.learn.coach import Script
from shell.language.i18n import N_

from .emblem import emblem
from .scene import NimView


def lesson() -> Script:
    """The guided first game (learn.py)."""
    from .learn import SCRIPT

    return SCRIPT


def rules_pictures() -> Mapping[str, Picture]:
    """The rules page's pictures (emblem.py)."""
    from .emblem import PICTURES

    return PICTURES


def hidden_rows() -> OpenRows:
    """What was hidden, for the replay viewer's open cards (open_cards.py)."""
    from .open_cards import rows

    return rows


DESCRIPTOR = AppDescriptor(
    name=N_("Nim"),
    tagline=N_("Take stones from three heaps; the last stone wins."),
    emblem=emblem,
    view=NimView,
    learn=lesson,
    pictures=rules_pictures,
    open_cards=hidden_rows,
    rules_folder=Path(__file__).parent / "rules",
)

__all__ = ["DESCRIPTOR", "NimView"]
