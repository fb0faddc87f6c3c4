"""Saved games are replays (DESIGN.md): write them atomically, load them with validation.

Loading replays every action through the engine; any problem — unreadable file, not JSON,
wrong format, unknown game or version, an illegal action, a huge file — raises SaveError with
a message for the player, and nothing on disk is changed.
"""

import json
import logging
import time
from dataclasses import dataclass
from pathlib import Path

from engines import get_engine
from engines.core import Replay, ReplayError

from .paths import saves_dir
from .storage import write_atomic

log = logging.getLogger(__name__)
MAX_SAVE_BYTES = 5 * 1024 * 1024  # a full game is a few kilobytes
AUTOSAVE_NAME = "autosave.json"


class SaveError(Exception):
    """A save that cannot be loaded or written; str() is the reason."""


@dataclass
class SaveInfo:
    path: Path
    game: str | None
    seats: list[str]
    actions: int
    modified: float
    error: str | None = None


def autosave_path(folder: Path | None = None) -> Path:
    return (folder or saves_dir()) / AUTOSAVE_NAME


def new_save_path(game_id: str, folder: Path | None = None) -> Path:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    folder = folder or saves_dir()
    path = folder / f"{game_id}-{stamp}.json"
    n = 2
    while path.exists():
        path = folder / f"{game_id}-{stamp}-{n}.json"
        n += 1
    return path


def save_replay(replay: Replay, path: Path, durable: bool = True) -> None:
    try:
        write_atomic(path, json.dumps(replay.to_json(), separators=(",", ":")), durable)
    except OSError as exc:
        raise SaveError(f"cannot write {path}: {exc.strerror or exc}") from exc


def autosave(replay: Replay, folder: Path | None = None) -> Path:
    path = autosave_path(folder)
    save_replay(replay, path, durable=False)
    return path


class AutosaveWriter:
    """Writes autosaves on a background thread so the frame never waits for the disk.

    Only the newest pending save is written; `flush()` waits until it is on disk."""

    def __init__(self):
        import concurrent.futures

        self._executor = concurrent.futures.ThreadPoolExecutor(max_workers=1)
        self._future = None
        self.last_error: str | None = None

    def submit(self, replay: Replay, folder: Path | None = None) -> None:
        text = json.dumps(replay.to_json(), separators=(",", ":"))
        path = autosave_path(folder)
        self._future = self._executor.submit(self._write, path, text)

    def _write(self, path: Path, text: str) -> None:
        try:
            write_atomic(path, text, durable=False)
            self.last_error = None
        except OSError as exc:
            self.last_error = str(exc)
            log.warning("autosave failed: %s", exc)

    def flush(self) -> None:
        if self._future is not None:
            self._future.result()


def read_replay(path: Path) -> Replay:
    """The replay in `path`, its shape checked (not yet played)."""
    path = Path(path)
    try:
        size = path.stat().st_size
    except OSError as exc:
        raise SaveError(f"cannot open {path.name}: {exc.strerror or exc}") from exc
    if size > MAX_SAVE_BYTES:
        raise SaveError(f"{path.name} is too large to be a saved game ({size // 1024} KB)")
    try:
        text = path.read_bytes().decode("utf-8")
    except OSError as exc:
        raise SaveError(f"cannot read {path.name}: {exc.strerror or exc}") from exc
    except UnicodeDecodeError as exc:
        raise SaveError(f"{path.name} is not a saved game (not text)") from exc
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise SaveError(f"{path.name} is damaged or truncated ({exc.msg})") from exc
    try:
        return Replay.from_json(data)
    except ReplayError as exc:
        raise SaveError(f"{path.name}: {exc}") from exc


def load_game(path: Path):
    """(replay, state) of a saved game, every action checked by the engine."""
    replay = read_replay(path)
    try:
        engine = get_engine(replay.game)
    except (KeyError, ModuleNotFoundError) as exc:
        raise SaveError(f"{Path(path).name}: unknown game {replay.game!r}") from exc
    if len(replay.seats) not in engine.spec.player_counts():
        raise SaveError(f"{Path(path).name}: wrong number of seats for {replay.game}")
    try:
        state = replay.play(engine)
    except ReplayError as exc:
        raise SaveError(f"{Path(path).name}: {exc}") from exc
    return replay, state


def list_saves(folder: Path | None = None) -> list[SaveInfo]:
    """Every save in the folder, newest first; damaged ones carry an error and are kept."""
    folder = folder or saves_dir()
    infos = []
    for path in folder.glob("*.json") if folder.exists() else []:
        try:
            modified = path.stat().st_mtime
            replay = read_replay(path)
        except (SaveError, OSError) as exc:
            infos.append(SaveInfo(path, None, [], 0, 0.0, str(exc)))
            continue
        infos.append(SaveInfo(path, replay.game, [s.name for s in replay.seats],
                              len(replay.actions), modified))
    infos.sort(key=lambda info: info.modified, reverse=True)
    return infos
