"""Memory housekeeping around a game, so that no frame pays for it.

While a game is open the objects that existed when it opened (modules, fonts, the theme,
the table itself) are frozen out of the garbage collector (`gc.freeze`): its full
collections then scan only what the game made since, a millisecond instead of tens. When
the last game screen closes, they are unfrozen and collected at once (the game's cycles go),
and on Linux glibc returns its free heap pages to the system (`malloc_trim`), so that the
resident size after many games stays where it was after the first. Any other screen that
closes, and every window resize, is tidied the same way (`tidy`): a resize drops pictures as
big as the window, which would otherwise stay as free heap. Blocks of a megabyte or more
(window-sized surfaces) are mapped on their own (`limit_heap`), so that freeing one gives its
pages back at once instead of leaving a hole in the heap.
"""

import ctypes
import ctypes.util
import functools
import gc
import sys

_frozen = False
M_MMAP_THRESHOLD = -3  # glibc's mallopt parameter
MAPPED_FROM = 2**20  # blocks this big or bigger get pages of their own


def settle() -> None:
    """A game screen opened: freeze what exists now (cheap: no collection runs)."""
    global _frozen
    gc.freeze()
    _frozen = True


def release() -> None:
    """No game screen is left: unfreeze, collect every generation, give free pages back."""
    global _frozen
    if not _frozen:
        return
    _frozen = False
    gc.unfreeze()
    gc.collect()
    trim_heap()


def tidy() -> None:
    """A screen closed or the window changed size: collect what it left (also what was
    frozen with an open game and is garbage now) and give the free heap back."""
    if _frozen:
        gc.unfreeze()
        gc.collect()
        gc.freeze()
    else:
        gc.collect()
    trim_heap()


@functools.cache
def libc():
    """glibc, looked up once (finding it runs `ldconfig`); None elsewhere."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        return ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
    except OSError:
        return None


def limit_heap() -> bool:
    """Map blocks of `MAPPED_FROM` bytes or more on their own (glibc only; its default
    threshold grows with every big block freed, after which window-sized surfaces come from
    the heap and their pages stay when freed); True if it was set."""
    glibc = libc()
    try:
        return glibc is not None and glibc.mallopt(M_MMAP_THRESHOLD, MAPPED_FROM) == 1
    except AttributeError:
        return False


def trim_heap() -> bool:
    """Return the C heap's free pages to the system (glibc only); True if it ran."""
    glibc = libc()
    try:
        return glibc is not None and glibc.malloc_trim(0) in (0, 1)
    except AttributeError:
        return False


def frozen() -> bool:
    return _frozen
