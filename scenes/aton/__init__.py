"""The Aton table scene."""

from scenes.kit.table import TableScene

from .scene import AtonView

PLAYABLE = True


def create_scene(app, replay, state=None, autosave: bool = True):
    return TableScene(app, replay, state, view=AtonView, autosave=autosave)


VIEW = AtonView  # the game's side of the table (scenes/kit/view.py)

__all__ = ["AtonView", "VIEW", "create_scene", "PLAYABLE"]
