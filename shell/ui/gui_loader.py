"""pygame_gui's fonts and images loaded in the thread that asks for them.

pygame_gui's own loader starts five threads for every manager made and waits for them to
finish: about 4 ms of waiting a screen opened (more on a busy machine), where a screen that
shares an already parsed theme (shell/ui/scene.py) has nothing to load at all."""

import warnings

from pygame_gui.core.resource_loaders import IResourceLoader
from pygame_gui.core.utility import SurfaceResource


class InlineResourceLoader(IResourceLoader):
    """Loads what a manager queued when it starts loading: fonts and images first, then the
    surfaces made from those images. Anything asked for later is loaded on the spot
    (pygame_gui does that once a loader has started)."""

    def __init__(self) -> None:
        self._queued: list = []
        self._started = False

    def add_resource(self, resource) -> None:
        if self._started:
            raise ValueError("Too late to add this resource to the loader")
        self._queued.append(resource)

    def start(self) -> None:
        self._started = True

    def started(self) -> bool:
        return self._started

    def update(self) -> tuple[bool, float]:
        queued, self._queued = self._queued, []
        for resource in sorted(queued, key=lambda r: isinstance(r, SurfaceResource)):
            error = resource.load()
            if error is not None:
                warnings.warn(str(error), stacklevel=2)
        return True, 1.0
