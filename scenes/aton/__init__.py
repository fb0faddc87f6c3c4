"""The Aton table: the game's app descriptor (what the screens show and draw of it)."""

from engines.core.lazy import Lazy
from scenes.games import AppDescriptor
from shell.language.i18n import N_

from .emblem import emblem
from .scene import AtonView

DESCRIPTOR = AppDescriptor(
    name=N_("Aton"),
    tagline=N_("A duel of priests and temples under the sun god."),
    emblem=emblem,
    view=AtonView,
    learn=Lazy("scenes.learn.aton", "SCRIPT"),
    pictures=Lazy("scenes.rules_art.aton", "PICTURES"),
    open_cards=Lazy(f"{__name__}.open_cards", "rows"),
)

__all__ = ["AtonView", "DESCRIPTOR"]
