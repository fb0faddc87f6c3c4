"""Memory housekeeping around a game, so that no frame pays for it.

While a game is open the objects that existed when it opened (modules, fonts, the theme,
the table itself) are frozen out of the garbage collector (`gc.freeze`): its full
collections then scan only what the game made since, a millisecond instead of tens. When
the last game screen closes, they are unfrozen and collected at once (the game's cycles go),
and on Linux glibc returns its free heap pages to the system (`malloc_trim`), so that the
resident size after many games stays where it was after the first.
"""

import ctypes
import ctypes.util
import gc
import sys

_frozen = False


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


def trim_heap() -> bool:
    """Return the C heap's free pages to the system (glibc only); True if it ran."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        libc.malloc_trim(0)
    except (OSError, AttributeError):
        return False
    return True


def frozen() -> bool:
    return _frozen
