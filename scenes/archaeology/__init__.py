"""The Archaeology table scene."""

from .scene import ArchaeologyScene
from .warmup import warm_up

PLAYABLE = True


def create_scene(app, replay, state=None, autosave: bool = True):
    return ArchaeologyScene(app, replay, state, autosave=autosave)


__all__ = ["ArchaeologyScene", "create_scene", "PLAYABLE", "warm_up"]
