"""The Imhotep table scene."""

from .scene import ImhotepScene


def create_scene(app, replay, state=None):
    return ImhotepScene(app, replay, state)


__all__ = ["ImhotepScene", "create_scene"]
