"""The Imhotep table: the game's app descriptor (what the screens show and draw of it)."""

from scenes.games import AppDescriptor
from shell.language.i18n import N_

from .emblem import emblem
from .scene import ImhotepView

DESCRIPTOR = AppDescriptor(
    name=N_("Imhotep"),
    tagline=N_("Ship stones up the Nile and build Egypt's monuments."),
    emblem=emblem,
    view=ImhotepView,
    learn="scenes.learn.imhotep",
    pictures="scenes.rules_art.imhotep",
    open_cards="scenes.imhotep.open_cards",
)

__all__ = ["ImhotepView", "DESCRIPTOR"]
