"""The sprite cache: pieces drawn once per size and kept as surfaces.

A piece (a square, a token, a card) is painted once into its own surface, keyed by what it
shows (piece, colour, rotation, ...) and its pixel size; every later draw is one blit. The
cache is bounded (least recently used sprites go first) and cleared when the window changes
size, since every size it held is then stale.

Layers (a pyramid, a board) are kept as `Layer`s: one surface per name, reused from repaint
to repaint (a new `Surface.convert()` costs milliseconds), repainted only when their key
changes, and then, when the game can tell which part changed, only that part. A closed
table gives its layers' surfaces back to the `POOL`, and the next table takes them from
there: a new window-sized surface costs 6-14 ms (fresh pages), a kept one
a clear fill.
"""

from collections import OrderedDict
from collections.abc import Callable, Hashable, Sequence

import pygame
from pygame.typing import ColorLike, RectLike

from shell.ui import pictures
from shell.ui.theme import fast

LIMIT = 512  # sprites kept at most (a few MiB; a game at one size uses a few hundred)


class WindowSized:
    """A store of pictures made for one window size: a new size empties it (`clear`)."""

    window: tuple | None = None

    def clear(self) -> None:
        raise NotImplementedError

    def resized(self, window: tuple[int, int]) -> None:
        """The window is now `window` big: what was kept is of the old size."""
        if window != self.window:
            self.window = window
            self.clear()

    def forget(self) -> None:
        """The window changed size (shell/ui/pictures.py): what was kept is stale."""
        self.window = None
        self.clear()


class SpriteCache(WindowSized):
    """Surfaces keyed by what they show and their size, at most `limit` of them."""

    def __init__(self, limit: int = LIMIT):
        self.limit = limit
        self._sprites: OrderedDict = OrderedDict()
        self.painted = 0  # how many sprites were painted (a test counts them)
        self.window: tuple | None = None

    def __len__(self) -> int:
        return len(self._sprites)

    def get(self, key: Hashable, size: tuple[int, int],
            paint: Callable[[pygame.Surface], None]) -> pygame.Surface:
        """The sprite for `key` at `size`: painted by `paint(surface)` into a clear
        surface the first time, then kept."""
        full = (key, size)
        image = self._sprites.get(full)
        if image is not None:
            self._sprites.move_to_end(full)
            return image
        image = pygame.Surface((max(1, size[0]), max(1, size[1])), pygame.SRCALPHA)
        paint(image)
        image = fast(image)
        self.painted += 1
        self._sprites[full] = image
        if len(self._sprites) > self.limit:
            self._sprites.popitem(last=False)
        return image

    def clear(self) -> None:
        self._sprites.clear()



SPRITES = SpriteCache()
pictures.register(SPRITES)
POOL_LIMIT = 4  # surfaces kept at most (a table uses three: background, board, panel)


class SurfacePool(WindowSized):
    """Layer surfaces kept between tables, at most `limit`, all of the window's size
    class (a new window size drops them)."""

    def __init__(self, limit: int = POOL_LIMIT):
        self.limit = limit
        self._kept: list[pygame.Surface] = []
        self.made = 0  # surfaces made anew (a test counts them)
        self.window: tuple | None = None

    def __len__(self) -> int:
        return len(self._kept)

    def take(self, size: tuple[int, int], alpha: bool = False,
             clear: bool = True) -> pygame.Surface:
        """A clear surface of `size` (transparent, or black like a new one): a kept one
        when there is one of this size and kind, else a new one. Not `clear`: a kept one
        still shows its last picture (for a paint that covers it whole: a window-sized
        fill costs milliseconds at 3840x2160)."""
        size = (max(1, size[0]), max(1, size[1]))
        for index, surface in enumerate(self._kept):
            if surface.get_size() == size and _is_alpha(surface) == alpha:
                del self._kept[index]
                if clear:
                    surface.fill((0, 0, 0, 0))
                return surface
        self.made += 1
        return new_surface(size, alpha)

    def give(self, surface: pygame.Surface | None) -> None:
        """Keep `surface` for a later layer (the oldest kept one goes past the limit)."""
        if surface is None or any(kept is surface for kept in self._kept):
            return
        self._kept.append(surface)
        if len(self._kept) > self.limit:
            self._kept.pop(0)

    def clear(self) -> None:
        self._kept.clear()


def _is_alpha(surface: pygame.Surface) -> bool:
    return bool(surface.get_flags() & pygame.SRCALPHA)


POOL = SurfacePool()
pictures.register(POOL)


def new_surface(size: tuple[int, int], alpha: bool = False) -> pygame.Surface:
    """A surface in the display's pixel format: an opaque one is made in it directly (a
    window-sized `convert()` copy costs milliseconds), an alpha one converted."""
    size = (max(1, size[0]), max(1, size[1]))
    display = pygame.display.get_surface()
    if alpha or display is None:
        return fast(pygame.Surface(size, pygame.SRCALPHA if alpha else 0))
    return pygame.Surface(size, 0, display)


class Layer:
    """One reusable surface, repainted when its key changes."""

    def __init__(self, alpha: bool = False):
        self.alpha = alpha
        self.key: Hashable | None = None
        self.surface: pygame.Surface | None = None
        self.repaints = 0
        self.partial_repaints = 0  # repaints of a changed part only (a test counts them)

    def get(self, key: Hashable, size: tuple[int, int],
            paint: Callable[[pygame.Surface], None], clear: ColorLike | None = None,
            changed: Callable[[Hashable], Sequence[RectLike] | None] | None = None,
            ) -> pygame.Surface:
        """The layer for `key`: repainted by `paint` (over `clear` fill, or transparent
        for an alpha layer; else `paint` covers the opaque layer whole, whatever it showed
        before) when the key or the size changed. `changed(old_key)`, when
        given, names the parts that differ from the picture of `old_key` (rects on the
        layer; None: it cannot tell) and only those are repainted: `paint` runs once under
        each rect's clip (a paint that sets a clip of its own keeps within the one it
        found)."""
        surface = self.surface
        if surface is None or surface.get_size() != size:
            # painted whole at once (over a `clear` fill, transparent, or covering it)
            surface = self.surface = POOL.take(size, self.alpha, clear=False)
            self.key = None
        if key != self.key or self.key is None:
            parts = changed(self.key) if changed is not None and self.key is not None else None
            if parts is None:
                self._paint(surface, None, paint, clear)
            else:
                self.partial_repaints += 1
                for place in parts:
                    part = pygame.Rect(place).clip(surface.get_rect())
                    if part.w and part.h:
                        self._paint(surface, part, paint, clear)
            self.key = key
            self.repaints += 1
        return surface

    def _paint(self, surface: pygame.Surface, part: pygame.Rect | None,
               paint: Callable[[pygame.Surface], None],
               clear: ColorLike | None) -> None:
        """`paint` the whole layer (`part` None) or only inside the rect `part`."""
        surface.set_clip(part)
        if self.alpha:
            surface.fill((0, 0, 0, 0), part)
        elif clear is not None:
            surface.fill(clear, part)
        paint(surface)
        surface.set_clip(None)

    def showable(self, size: tuple[int, int]) -> bool:
        """It holds a picture of this size (perhaps of an older key)."""
        return self.surface is not None and self.key is not None \
            and self.surface.get_size() == size

    def drop(self) -> None:
        self.surface = None
        self.key = None

    def release(self) -> None:
        """The layer is done with (its table closed): its surface goes to the pool."""
        POOL.give(self.surface)
        self.drop()
