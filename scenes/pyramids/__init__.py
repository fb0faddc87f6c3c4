"""The Pyramids table scene."""

from scenes.kit.table import TableScene

from .scene import PyramidsView

PLAYABLE = True


def create_scene(app, replay, state=None, autosave: bool = True):
    return TableScene(app, replay, state, view=PyramidsView, autosave=autosave)


VIEW = PyramidsView  # the game's side of the table (scenes/kit/view.py)

__all__ = ["PyramidsView", "VIEW", "create_scene", "PLAYABLE"]
