"""Finished games kept as replays, and the one hook that records a game when it ends.

A finished game's replay goes to `<data>/finished/<game>-<time>.json` (an atomic write), and
only the newest `FINISHED_KEPT` are kept: the oldest are dropped when a new one arrives. Its
statistics row (shell/store/stats.py) names that file, so the statistics screen can open it in the
replay viewer. Failures are logged, never raised: the player is told when a replay could
not be kept (it waits in memory and is written at the next game end, under the name its
row links), and the statistics store tells when a row could not be written.

The table records in the background (`record_in_background`): the disk waits (about 30 ms,
up to 100 ms) never fall on a frame. `flush()` waits until every pending record is written.
"""

import concurrent.futures
import logging
import os
import threading
from dataclasses import dataclass
from pathlib import Path

from shell import notices
from shell.language.i18n import _
from shell.paths import user_data_dir
from shell.store import saves
from shell.store.stats import StatsStore, record_for

log = logging.getLogger(__name__)
FINISHED_KEPT = 40
_executor: concurrent.futures.ThreadPoolExecutor | None = None
_pending: list[concurrent.futures.Future] = []
_lock = threading.Lock()
_unkept: list[tuple] = []  # (replay, the path it is to be kept at): not written yet
last_failure: saves.SaveError | None = None  # why the last replay could not be kept


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


@dataclass(frozen=True)
class KeptGame:
    """A kept replay as the statistics screen lists it (read, not yet replayed: the viewer
    checks every action when it opens the game)."""

    path: Path
    game: str
    seats: list
    modified: float


def list_kept(folder: Path | None = None) -> list[KeptGame]:
    """The kept replays that read as replays, newest first (fast: no engine replay)."""
    out = []
    for path in reversed(kept_replays(folder)):
        try:
            replay = saves.read_replay(path)
            modified = os.stat(path).st_mtime
        except (saves.SaveError, OSError):
            continue
        out.append(KeptGame(path, replay.game, [seat.name for seat in replay.seats], modified))
    return out


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


def keep_replay(replay, folder: Path | None = None, keep: int = FINISHED_KEPT,
                path: Path | None = None) -> Path | None:
    """Write `replay` into the finished games (at `path`, else a new name) and drop the
    oldest; None when it failed (why: `last_failure`)."""
    global last_failure
    folder = folder or finished_dir()
    path = path or saves.new_save_path(replay.game, folder)
    try:
        saves.save_replay(replay, path)
    except saves.SaveError as exc:
        log.warning("cannot keep the finished game: %s", exc)
        last_failure = exc
        return None
    prune_finished(folder, keep)
    return path


def _holds(autosave: Path, replay) -> bool:
    """Whether the autosave holds the whole finished game (not an earlier move of it, left
    by writes that failed)."""
    try:
        return saves.read_replay(autosave).actions == saves.replay_from_data(
            replay.to_json()).actions
    except saves.SaveError:
        return False


def _remove(autosave: Path) -> None:
    try:
        os.unlink(autosave)
    except FileNotFoundError:
        pass
    except OSError as exc:
        log.warning("cannot remove the finished game's autosave: %s", exc)


def keep_waiting_replays(folder: Path | None = None) -> None:
    """Write the finished games' replays that could not be kept when they ended (under the
    names their statistics rows link)."""
    with _lock:
        waiting = list(_unkept)
    for replay, path in waiting:
        if keep_replay(replay, folder, path=path) is not None:
            with _lock:
                _unkept.remove((replay, path))
            notices.post(_("A finished game's replay that waited is kept now."))


def record_finished_game(replay, state, hints: int = 0, *, store: StatsStore | None = None,
                         folder: Path | None = None, autosave: Path | None = None) -> bool:
    """A game just ended: keep its replay and add its statistics row. True when recorded.
    Once the replay is kept, the game's `autosave` is removed: a finished game is nothing
    to continue and takes no autosave place. When the replay cannot be kept (a full disk),
    an autosave that holds the whole game stays; one left behind by failed writes (an
    earlier move, which Continue would reopen) is removed, its room tried for the replay;
    a replay still not kept waits in memory for the next game end, and the player is told."""
    keep_waiting_replays(folder)
    path = keep_replay(replay, folder)
    if autosave is not None and saves.is_autosave(autosave):
        if path is not None or not _holds(autosave, replay):
            _remove(autosave)
            path = path or keep_replay(replay, folder)
    name = path.name if path is not None else None
    if path is None:
        planned = saves.new_save_path(replay.game, folder or finished_dir())
        with _lock:
            _unkept.append((replay, planned))
        name = planned.name  # the row links the replay it will be written as
        reason = last_failure.reason_text() if last_failure is not None else _(
            "the file cannot be written")
        notices.post(_("The finished game's replay cannot be kept: {reason}. It is tried "
                       "again when the next game ends (closing Nile Table first loses "
                       "it).").format(reason=reason), error=True)
    record = record_for(replay, state, hints, name)
    if record is None:
        return path is not None
    own = store is None
    store = store or StatsStore()
    try:
        return store.record(record)  # the store tells the player when it could not
    finally:
        if own:
            store.close()


def record_in_background(replay, state, hints: int = 0,
                         autosave: Path | None = None) -> concurrent.futures.Future:
    """`record_finished_game` on a worker thread (copies of the replay taken now)."""
    global _executor
    from engines.core import Replay

    copy = Replay(replay.game, dict(replay.options), list(replay.seats), replay.seed,
                  list(replay.actions), position=replay.position)
    with _lock:
        if _executor is None:
            _executor = concurrent.futures.ThreadPoolExecutor(
                max_workers=1, thread_name_prefix="statistics")
        future = _executor.submit(_record_safely, copy, state.clone(), hints, autosave)
        _pending[:] = [f for f in _pending if not f.done()] + [future]
    return future


def _record_safely(replay, state, hints, autosave) -> bool:
    try:
        return record_finished_game(replay, state, hints, autosave=autosave)
    except Exception:  # statistics are never worth a crash
        log.exception("recording the finished game failed")
        return False


def flush() -> None:
    """Wait until every finished game handed to the background is recorded."""
    with _lock:
        pending = list(_pending)
    for future in pending:
        future.result()
