"""Pictures kept for the window's current size.

`@pictures(limit, budget)` memoizes a function that returns a surface, as
`functools.lru_cache` does, with two bounds: the entries it keeps and the bytes of their
pixels (the least recently used go first). Every such cache is emptied when the window
changes size (`window_resized`): what it holds was drawn for the old size (text at the old
scale, the old panels' shadows, a texture as big as the old window), so no cache keeps
pictures of every size the window went through.

All the caches together keep at most `total_budget()` bytes: a few screenfuls of the
current window (never less than `MIN_TOTAL`). Each cache alone stays within its own
bounds, but their keys keep changing at one size (a panel's shadow per panel size, a label
per text and language, a card face per name and language), so without a shared bound every
cache would fill its own budget in a long session; the least recently used picture of any
cache goes first.
"""

import functools
from collections import OrderedDict, namedtuple

import pygame

CacheInfo = namedtuple("CacheInfo", "hits misses maxsize currsize")
MIB = 2**20

_caches: list = []
_window: tuple | None = None
SCREENFULS = 4  # the pictures of all caches together: at most this many windows' pixels
MIN_TOTAL = 12 * MIB
_order: OrderedDict = OrderedDict()  # (cache, key) -> bytes, least recently used first
_total = 0


def total_budget() -> int:
    """The bytes all picture caches together may keep at the window's current size."""
    w, h = _window or (1280, 720)
    return max(MIN_TOTAL, SCREENFULS * w * h * 4)


def _kept(cache, key, nbytes: int) -> None:
    global _total
    _order[(cache, key)] = nbytes
    _total += nbytes
    budget = total_budget()
    while _total > budget and len(_order) > 1:
        (owner, old), _nbytes = next(iter(_order.items()))
        if owner is cache and old == key:  # the picture being drawn stays
            _order.move_to_end((owner, old))
            continue
        owner.drop(old)


def _dropped(cache, key) -> None:
    global _total
    _total -= _order.pop((cache, key), 0)


def surface_bytes(image) -> int:
    """The bytes of a surface's pixels, or of the surfaces in a tuple of them (nested, as
    (place, surface) pairs); 0 for anything else."""
    if isinstance(image, pygame.Surface):
        return image.get_pitch() * image.get_height()
    if isinstance(image, tuple):
        return sum(surface_bytes(item) for item in image)
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
            if (self, args) in _order:
                _order.move_to_end((self, args))
            return image
        self.misses += 1
        image = self.fn(*args)
        self._kept[args] = image
        nbytes = surface_bytes(image)
        self.nbytes += nbytes
        while len(self._kept) > 1 and (len(self._kept) > self.limit
                                       or self.nbytes > self.budget):
            self.drop(next(iter(self._kept)))
        if nbytes:
            _kept(self, args, nbytes)
        return image

    def drop(self, key) -> None:
        """Forget the picture of `key` (the least recently used, when a bound is reached)."""
        old = self._kept.pop(key, None)
        if old is not None:
            self.nbytes -= surface_bytes(old)
        _dropped(self, key)

    def __len__(self) -> int:
        return len(self._kept)

    def cache_clear(self) -> None:
        self.forget()
        self.hits = self.misses = 0

    def cache_info(self) -> CacheInfo:
        return CacheInfo(self.hits, self.misses, self.limit, len(self._kept))

    def forget(self) -> None:
        """The window changed size: drop every picture (the counts stay)."""
        for key in self._kept:
            _dropped(self, key)
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
    size = (size[0], size[1])
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
