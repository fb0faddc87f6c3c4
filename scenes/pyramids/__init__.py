"""The Pyramids table scene."""

from .scene import PyramidsScene

PLAYABLE = True


def create_scene(app, replay, state=None, autosave: bool = True):
    return PyramidsScene(app, replay, state, autosave=autosave)


__all__ = ["PyramidsScene", "create_scene", "PLAYABLE"]
