"""The Archaeology table: the game's app descriptor (what the screens show and draw of it)."""

from collections.abc import Mapping
from typing import TYPE_CHECKING

from scenes.games import AppDescriptor, OpenRows, Picture
from shell.language.i18n import N_

from .card_warmup import warm_up
from .emblem import emblem
from .scene import ArchaeologyView

if TYPE_CHECKING:
    from scenes.learn.coach import Script


def lesson() -> "Script":
    """The guided first game (scenes/learn/archaeology.py)."""
    from scenes.learn.archaeology import SCRIPT

    return SCRIPT


def rules_pictures() -> Mapping[str, Picture]:
    """The rules page's pictures (scenes/rules_art/archaeology.py)."""
    from scenes.rules_art.archaeology import PICTURES

    return PICTURES


def hidden_rows() -> OpenRows:
    """What was hidden, for the replay viewer's open cards (open_cards.py)."""
    from .open_cards import rows

    return rows


DESCRIPTOR = AppDescriptor(
    name=N_("Archaeology"),
    tagline=N_("Dig for treasure, dodge thieves and sandstorms, sell to the museum."),
    emblem=emblem,
    view=ArchaeologyView,
    learn=lesson,
    pictures=rules_pictures,
    open_cards=hidden_rows,
    warm_up=warm_up,
)

__all__ = ["ArchaeologyView", "DESCRIPTOR"]
