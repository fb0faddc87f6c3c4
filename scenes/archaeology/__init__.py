"""The Archaeology table scene."""

from scenes.kit.table import TableScene

from .scene import ArchaeologyView
from .warmup import warm_up

PLAYABLE = True


def create_scene(app, replay, state=None, autosave: bool = True):
    return TableScene(app, replay, state, view=ArchaeologyView, autosave=autosave)


VIEW = ArchaeologyView  # the game's side of the table (scenes/kit/view.py)

__all__ = ["ArchaeologyView", "VIEW", "create_scene", "PLAYABLE", "warm_up"]
