"""The Archaeology table: the game's app descriptor (what the screens show and draw of it)."""

from engines.core.lazy import Lazy
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
    learn=Lazy("scenes.learn.archaeology", "SCRIPT"),
    pictures=Lazy("scenes.rules_art.archaeology", "PICTURES"),
    open_cards=Lazy(f"{__name__}.open_cards", "rows"),
    warm_up=warm_up,
)

__all__ = ["ArchaeologyView", "DESCRIPTOR"]
