"""The Archaeology table: the game's app descriptor (what the screens show and draw of it)."""

from scenes.games import AppDescriptor
from shell.language.i18n import N_

from .card_warmup import warm_up
from .emblem import emblem
from .scene import ArchaeologyView

DESCRIPTOR = AppDescriptor(
    name=N_("Archaeology"),
    tagline=N_("Dig for treasure, dodge thieves and sandstorms, sell to the museum."),
    emblem=emblem,
    view=ArchaeologyView,
    learn="scenes.learn.archaeology",
    pictures="scenes.rules_art.archaeology",
    open_cards="scenes.archaeology.open_cards",
    warm_up=warm_up,
)

__all__ = ["ArchaeologyView", "DESCRIPTOR"]
