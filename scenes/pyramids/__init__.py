"""The Pyramids table: the game's app descriptor (what the screens show and draw of it)."""

from engines.core.lazy import Lazy
from scenes.games import AppDescriptor
from shell.language.i18n import N_

from .emblem import emblem
from .scene import PyramidsView

DESCRIPTOR = AppDescriptor(
    name=N_("Pyramids"),
    tagline=N_("Stack dominoes into a four-level pyramid of colours and gems."),
    emblem=emblem,
    view=PyramidsView,
    learn=Lazy("scenes.learn.pyramids", "SCRIPT"),
    pictures=Lazy("scenes.rules_art.pyramids", "PICTURES"),
    open_cards=Lazy(f"{__name__}.open_cards", "rows"),
)

__all__ = ["PyramidsView", "DESCRIPTOR"]
