"""The Aton table: the game's app descriptor (what the screens show and draw of it)."""

from scenes.games import AppDescriptor
from shell.language.i18n import N_

from .emblem import emblem
from .scene import AtonView

DESCRIPTOR = AppDescriptor(
    name=N_("Aton"),
    tagline=N_("A duel of priests and temples under the sun god."),
    emblem=emblem,
    view=AtonView,
    learn="scenes.learn.aton",
    pictures="scenes.rules_art.aton",
    open_cards="scenes.aton.open_cards",
)

__all__ = ["AtonView", "DESCRIPTOR"]
