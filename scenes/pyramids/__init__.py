"""The Pyramids table: the game's app descriptor (what the screens show and draw of it)."""

from collections.abc import Mapping
from typing import TYPE_CHECKING

from scenes.games import AppDescriptor, OpenRows, Picture
from shell.language.i18n import N_

from .emblem import emblem
from .scene import PyramidsView

if TYPE_CHECKING:
    from scenes.learn.coach import Script


def lesson() -> "Script":
    """The guided first game (scenes/learn/pyramids.py)."""
    from scenes.learn.pyramids import SCRIPT

    return SCRIPT


def rules_pictures() -> Mapping[str, Picture]:
    """The rules page's pictures (scenes/rules_art/pyramids.py)."""
    from scenes.rules_art.pyramids import PICTURES

    return PICTURES


def hidden_rows() -> OpenRows:
    """What was hidden, for the replay viewer's open cards (open_cards.py)."""
    from .open_cards import rows

    return rows


DESCRIPTOR = AppDescriptor(
    name=N_("Pyramids"),
    tagline=N_("Stack dominoes into a four-level pyramid of colours and gems."),
    emblem=emblem,
    view=PyramidsView,
    learn=lesson,
    pictures=rules_pictures,
    open_cards=hidden_rows,
)

__all__ = ["PyramidsView", "DESCRIPTOR"]
