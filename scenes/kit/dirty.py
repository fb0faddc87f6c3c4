"""A table's frame by dirty regions: the table composes each frame on its own canvas (kept
from frame to frame) and the window is given only the rects that changed.

Each frame the canvas is put back to the cached board where something was drawn over it in
the last frame or where the board changed (`restore`), then what is drawn over the board
(targets' glow, animations, the piece in hand, hints, the prompt, widgets, tooltips) is drawn
whole while `drawing()` records where it landed: blits and fills on the canvas, and the
`pygame.draw` shapes drawn on it. Outside the restored rects the canvas already showed the
board, so the frame is the same, pixel for pixel, as one painted whole; the window gets the
restored rects and the recorded ones (`present`). Something that changes the whole window (a
new size, a cover, the board repainted whole) makes a whole frame (`whole`).
"""

import functools
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import pygame

from scenes.kit.render_cache import aligned, merged
from shell.ui import pictures

SHAPES = ("rect", "circle", "line", "lines", "aaline", "aalines", "polygon", "ellipse", "arc")
MAX_RECTS = 64  # more regions than this are joined into their bounding rect


class Canvas(pygame.Surface):
    """A surface that records where it was drawn on while `recording` is a list."""

    recording: list[pygame.Rect] | None = None

    def _mark(self, rect: pygame.Rect | None) -> None:
        if self.recording is not None and rect is not None and rect.w and rect.h:
            self.recording.append(pygame.Rect(rect))

    def blit(self, *args, **kwargs):
        rect = super().blit(*args, **kwargs)
        self._mark(rect)
        return rect

    def blits(self, *args, **kwargs):
        rects = super().blits(*args, **kwargs)
        if rects is None:  # asked for no rects back: the whole canvas may have changed
            self._mark(self.get_rect())
        for rect in rects or ():
            self._mark(rect)
        return rects

    def fblits(self, *args, **kwargs):  # no rects back: the whole canvas may have changed
        super().fblits(*args, **kwargs)
        self._mark(self.get_rect())

    def fill(self, *args, **kwargs):
        rect = super().fill(*args, **kwargs)
        self._mark(rect)
        return rect


def _recorded(shape: Callable[..., pygame.Rect]) -> Callable[..., pygame.Rect]:
    """`pygame.draw.<shape>` that also records, on a recording canvas, where it drew."""
    @functools.wraps(shape)
    def draw(surface: pygame.Surface, *args: object, **kwargs: object) -> pygame.Rect:
        rect = shape(surface, *args, **kwargs)
        if isinstance(surface, Canvas):
            surface._mark(rect)
        return rect
    return draw


@contextmanager
def shapes_recorded() -> Iterator[None]:
    """While inside, the `pygame.draw` shapes drawn on a `Canvas` are recorded too."""
    saved = {name: getattr(pygame.draw, name) for name in SHAPES}
    for name, shape in saved.items():
        setattr(pygame.draw, name, _recorded(shape))
    try:
        yield
    finally:
        for name, shape in saved.items():
            setattr(pygame.draw, name, shape)


def bounded(rects: list[pygame.Rect], area: pygame.Rect) -> list[pygame.Rect]:
    """`rects` inside `area`, those that overlap joined, at most `MAX_RECTS` of them."""
    rects = merged([aligned(rect).clip(area) for rect in rects if rect.colliderect(area)])
    if len(rects) > MAX_RECTS:
        return [rects[0].unionall(rects[1:])]
    return rects


class SpareCanvas:
    """One canvas kept between tables (a window-sized surface's first use costs tens of
    milliseconds at 3840x2160): a closed table's, or one made ahead by the menu's warm-up.
    Forgotten on a window resize."""

    def __init__(self):
        self.canvas: Canvas | None = None

    def take(self, size) -> Canvas:
        canvas, self.canvas = self.canvas, None
        if canvas is None or canvas.get_size() != tuple(size):
            display = pygame.display.get_surface()
            canvas = Canvas(size, 0, display) if display is not None else Canvas(size)
        return canvas

    def give(self, canvas: Canvas | None) -> None:
        if canvas is not None:
            self.canvas = canvas

    def prepare(self, size) -> None:
        """Make the canvas for `size` ahead (the warm-up)."""
        self.give(self.take(size))

    def forget(self) -> None:
        self.canvas = None


SPARE = SpareCanvas()
pictures.register(SPARE)


class DirtyFrames:
    """The table's canvas and the regions of its frames (see the module doc)."""

    def __init__(self) -> None:
        self.canvas: Canvas | None = None
        self.drawn: list[pygame.Rect] = []  # where the last frame drew over the board
        # the last frame's window rects (None: whole)
        self.presented: list[pygame.Rect] | None = None
        self.whole_due = True  # the next frame is painted and presented whole

    def _begun(self) -> Canvas:
        """The canvas of the frame begun (`begin` made it)."""
        if self.canvas is None:
            raise RuntimeError("no frame has begun: `begin` makes the canvas")
        return self.canvas

    def begin(self, size: tuple[int, int]) -> bool:
        """A frame of `size` starts; True when it is to be painted whole."""
        if self.canvas is None or self.canvas.get_size() != tuple(size):
            self.canvas = SPARE.take(size)
            self.whole_due = True
        whole, self.whole_due = self.whole_due, False
        return whole

    def restore(self, layer: pygame.Surface,
                changed: list[pygame.Rect] | None) -> list[pygame.Rect] | None:
        """Put `layer` (the board) back on the canvas where the last frame drew over it and
        where it `changed` (None: everywhere); the rects restored (None: all of it)."""
        canvas = self._begun()
        if changed is None:
            pygame.Surface.blit(canvas, layer, (0, 0))
            return None
        rects = bounded(self.drawn + list(changed), canvas.get_rect())
        for rect in rects:
            pygame.Surface.blit(canvas, layer, rect, rect)
        return rects

    @contextmanager
    def drawing(self) -> Iterator[Canvas]:
        """Record where the canvas is drawn on while inside (blits, fills and shapes)."""
        canvas = self._begun()
        recording: list[pygame.Rect] = []
        canvas.recording = recording
        try:
            with shapes_recorded():
                yield canvas
        finally:
            self.drawn = bounded(recording, canvas.get_rect())
            canvas.recording = None

    def present(self, surface: pygame.Surface, restored: list[pygame.Rect] | None,
                whole: bool = False) -> None:
        """Copy to the window `surface` what changed: the `restored` rects and those drawn
        in this frame (everything when `whole` or nothing was restored selectively)."""
        canvas = self._begun()
        if whole or restored is None:
            surface.blit(canvas, (0, 0))
            self.presented = None
            return
        rects = bounded(restored + self.drawn, canvas.get_rect())
        for rect in rects:
            surface.blit(canvas, rect, rect)
        self.presented = rects

    def forget(self) -> None:
        """The next frame is painted and presented whole (a cover, a resize, a new text)."""
        self.whole_due = True

    def release(self) -> None:
        """The table is closed: its canvas is kept for the next table."""
        SPARE.give(self.canvas)
        self.canvas = None
        self.drawn = []
        self.presented = None
        self.whole_due = True
