"""The Archaeology table scene."""

from .scene import ArchaeologyScene

PLAYABLE = True


def create_scene(app, replay, state=None, autosave: bool = True):
    return ArchaeologyScene(app, replay, state, autosave=autosave)


__all__ = ["ArchaeologyScene", "create_scene", "PLAYABLE"]
