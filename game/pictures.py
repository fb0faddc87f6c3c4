"""Pictures kept for the window's current size.

`@pictures(limit, budget)` memoizes a function that returns a surface, as
`functools.lru_cache` does, with two bounds: the entries it keeps and the bytes of their
pixels (the least recently used go first). Every such cache is emptied when the window
changes size (`window_resized`): what it holds was drawn for the old size (text at the old
scale, the old panels' shadows, a texture as big as the old window), so no cache keeps
pictures of every size the window went through.
"""

import functools
from collections import OrderedDict, namedtuple

import pygame

CacheInfo = namedtuple("CacheInfo", "hits misses maxsize currsize")
MIB = 2**20

_caches: list = []
_window: tuple | None = None


def surface_bytes(image) -> int:
    """The bytes of a surface's pixels (0 for anything else)."""
    if isinstance(image, pygame.Surface):
        return image.get_pitch() * image.get_height()
    return 0


class PictureCache:
    """`fn`'s results by its arguments, at most `limit` of them and `budget` bytes."""

    def __init__(self, fn, limit: int, budget: int):
        self.fn = fn
        self.limit = limit
        self.budget = budget
        self._kept: OrderedDict = OrderedDict()
        self.nbytes = 0
        self.hits = self.misses = 0
        functools.update_wrapper(self, fn)

    def __call__(self, *args):
        image = self._kept.get(args)
        if image is not None:
            self.hits += 1
            self._kept.move_to_end(args)
            return image
        self.misses += 1
        image = self.fn(*args)
        self._kept[args] = image
        self.nbytes += surface_bytes(image)
        while len(self._kept) > 1 and (len(self._kept) > self.limit
                                       or self.nbytes > self.budget):
            _key, old = self._kept.popitem(last=False)
            self.nbytes -= surface_bytes(old)
        return image

    def __len__(self) -> int:
        return len(self._kept)

    def cache_clear(self) -> None:
        self._kept.clear()
        self.nbytes = 0
        self.hits = self.misses = 0

    def cache_info(self) -> CacheInfo:
        return CacheInfo(self.hits, self.misses, self.limit, len(self._kept))

    def forget(self) -> None:
        """The window changed size: drop every picture (the counts stay)."""
        self._kept.clear()
        self.nbytes = 0


def pictures(limit: int = 256, budget: int = 32 * MIB):
    """Decorator: a `PictureCache` of the function, emptied on every window resize."""

    def wrap(fn) -> PictureCache:
        cache = PictureCache(fn, limit, budget)
        _caches.append(cache)
        return cache

    return wrap


def register(store) -> None:
    """Have `store.forget()` called on every window resize too (a sprite cache, a pool of
    window-sized surfaces)."""
    _caches.append(store)


def window_resized(size: tuple[int, int]) -> bool:
    """The window is now `size` big: empty every picture cache if the size is new (True)."""
    global _window
    size = tuple(size)
    if size == _window:
        return False
    _window = size
    for cache in _caches:
        cache.forget()
    return True


def forget_all() -> None:
    """Empty every picture cache (what they hold was drawn for another text size)."""
    for cache in _caches:
        cache.forget()


def kept_bytes() -> int:
    """The bytes all picture caches hold now."""
    return sum(getattr(cache, "nbytes", 0) for cache in _caches)


def kept_count() -> int:
    """The pictures all picture caches hold now."""
    return sum(len(cache) for cache in _caches)
