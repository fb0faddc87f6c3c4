"""The Pyramids table: the game's app descriptor (what the screens show and draw of it)."""

from scenes.games import AppDescriptor
from shell.language.i18n import N_

from .emblem import emblem
from .scene import PyramidsView

DESCRIPTOR = AppDescriptor(
    name=N_("Pyramids"),
    tagline=N_("Stack dominoes into a four-level pyramid of colours and gems."),
    emblem=emblem,
    view=PyramidsView,
    learn="scenes.learn.pyramids",
    pictures="scenes.rules_art.pyramids",
    open_cards="scenes.pyramids.open_cards",
)

__all__ = ["PyramidsView", "DESCRIPTOR"]
