"""The Imhotep table scene."""

from .scene import ImhotepScene

PLAYABLE = True


def create_scene(app, replay, state=None, autosave: bool = True):
    return ImhotepScene(app, replay, state, autosave=autosave)


__all__ = ["ImhotepScene", "create_scene", "PLAYABLE"]
