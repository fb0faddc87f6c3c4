"""The Aton table scene."""

from .scene import AtonScene

PLAYABLE = True


def create_scene(app, replay, state=None, autosave: bool = True):
    return AtonScene(app, replay, state, autosave=autosave)


__all__ = ["AtonScene", "create_scene", "PLAYABLE"]
