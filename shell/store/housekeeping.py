"""What the app tidies once at start, on a background thread (the menu never waits): temp
files a kill left behind are removed (only old ones: another running copy may be writing),
the statistics rows that waited for the file are written, and Continue's autosave is looked
up once so that the saves' index answers the menu's Continue at once."""

import logging
import threading

log = logging.getLogger(__name__)


def tidy() -> None:
    """Do the start's housekeeping now; a failure is logged, never raised."""
    from shell.paths import saves_dir, user_cache_dir, user_config_dir, user_data_dir
    from shell.store.finished import finished_dir
    from shell.store.stats import StatsStore
    from shell.store.storage import remove_stale_temps

    for folder in (saves_dir(), finished_dir(), user_data_dir(), user_cache_dir(),
                   user_config_dir()):
        for path in remove_stale_temps(folder):
            log.info("removed a temp file left by an earlier run: %s", path.name)

    try:
        store = StatsStore()
        try:
            store.write_waiting()
        finally:
            store.close()
    except Exception:
        log.exception("writing the waiting statistics failed")
    try:
        from shell.store import saves

        saves.continue_candidates()
    except Exception:
        log.exception("looking up the autosaves failed")


def at_start() -> threading.Thread:
    """`tidy()` on a daemon thread; returns the thread."""
    thread = threading.Thread(target=tidy, name="housekeeping", daemon=True)
    thread.start()
    return thread
