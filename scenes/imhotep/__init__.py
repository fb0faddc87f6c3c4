"""The Imhotep table: the game's app descriptor (what the screens show and draw of it)."""

from engines.core.lazy import Lazy
from scenes.games import AppDescriptor
from shell.language.i18n import N_

from .emblem import emblem
from .scene import ImhotepView

DESCRIPTOR = AppDescriptor(
    name=N_("Imhotep"),
    tagline=N_("Ship stones up the Nile and build Egypt's monuments."),
    emblem=emblem,
    view=ImhotepView,
    learn=Lazy("scenes.learn.imhotep", "SCRIPT"),
    pictures=Lazy("scenes.rules_art.imhotep", "PICTURES"),
    open_cards=Lazy(f"{__name__}.open_cards", "rows"),
)

__all__ = ["ImhotepView", "DESCRIPTOR"]
