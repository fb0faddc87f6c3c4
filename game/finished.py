"""Finished games kept as replays, and the one hook that records a game when it ends.

A finished game's replay goes to `<data>/finished/<game>-<time>.json` (an atomic write), and
only the newest `FINISHED_KEPT` are kept: the oldest are dropped when a new one arrives. Its
statistics row (game/stats.py) names that file, so the statistics screen can open it in the
replay viewer. Failures are logged and told once as a notice, never raised.
"""

import logging
import os
from pathlib import Path

from . import notices, saves
from .i18n import _
from .paths import user_data_dir
from .stats import StatsStore, record_for

log = logging.getLogger(__name__)
FINISHED_KEPT = 40


def finished_dir() -> Path:
    return user_data_dir() / "finished"


def kept_replays(folder: Path | None = None) -> list[Path]:
    """The kept replays, oldest first (by modification time, then name)."""
    folder = folder or finished_dir()
    try:
        paths = [p for p in folder.glob("*.json") if p.is_file()]
    except OSError:
        return []

    def age(path: Path):
        try:
            return (os.stat(path).st_mtime_ns, path.name)
        except OSError:
            return (0, path.name)
    return sorted(paths, key=age)


def prune_finished(folder: Path | None = None, keep: int = FINISHED_KEPT) -> list[Path]:
    """Drop the oldest kept replays beyond `keep`; returns what was removed."""
    paths = kept_replays(folder)
    removed = []
    for path in paths[:max(0, len(paths) - keep)]:
        try:
            path.unlink()
            removed.append(path)
        except OSError as exc:
            log.warning("cannot remove old replay %s: %s", path.name, exc)
    return removed


def keep_replay(replay, folder: Path | None = None, keep: int = FINISHED_KEPT) -> Path | None:
    """Write `replay` into the finished games and drop the oldest; None when it failed."""
    folder = folder or finished_dir()
    path = saves.new_save_path(replay.game, folder)
    try:
        saves.save_replay(replay, path, durable=False)
    except saves.SaveError as exc:
        log.warning("cannot keep the finished game: %s", exc)
        return None
    prune_finished(folder, keep)
    return path


def record_finished_game(replay, state, hints: int = 0, *, store: StatsStore | None = None,
                         folder: Path | None = None) -> bool:
    """A game just ended: keep its replay and add its statistics row. True when recorded."""
    path = keep_replay(replay, folder)
    record = record_for(replay, state, hints, path.name if path is not None else None)
    if record is None:
        return path is not None
    own = store is None
    store = store or StatsStore()
    try:
        done = store.record(record)
    finally:
        if own:
            store.close()
    if not done:
        notices.post(_("The statistics could not be saved for this game."), error=True)
    return done
