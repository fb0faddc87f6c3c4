"""What the app tidies once at start, on a background thread (the menu never waits): the
statistics rows that waited for the file are written, and Continue's autosave is looked up
once so that the saves' index answers the menu's Continue at once."""

import logging
import threading

log = logging.getLogger(__name__)


def tidy() -> None:
    """Do the start's housekeeping now; a failure is logged, never raised."""
    from .stats import StatsStore

    try:
        store = StatsStore()
        try:
            store.write_waiting()
        finally:
            store.close()
    except Exception:
        log.exception("writing the waiting statistics failed")
    try:
        from . import saves

        saves.continue_candidates()
    except Exception:
        log.exception("looking up the autosaves failed")


def at_start() -> threading.Thread:
    """`tidy()` on a daemon thread; returns the thread."""
    thread = threading.Thread(target=tidy, name="housekeeping", daemon=True)
    thread.start()
    return thread
