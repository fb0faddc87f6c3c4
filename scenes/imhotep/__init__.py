"""The Imhotep table scene."""

from scenes.kit.table import TableScene

from .scene import ImhotepView

PLAYABLE = True


def create_scene(app, replay, state=None, autosave: bool = True):
    return TableScene(app, replay, state, view=ImhotepView, autosave=autosave)


VIEW = ImhotepView  # the game's side of the table (scenes/kit/view.py)

__all__ = ["ImhotepView", "VIEW", "create_scene", "PLAYABLE"]
