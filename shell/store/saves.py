"""Saved games are replays (docs/architecture.md): write them atomically, load them with validation.

Loading trusts nothing in the file: it is read with a hard byte limit (regular files only),
its JSON nesting is bounded, the seed must be a 64-bit whole number and the hints' counts
31-bit ones, a newer version's save is told as such, names are cleaned and cut short, and
every action is replayed through the engine. Any problem raises `SaveError`,
whose `message` is a translatable reason (never a raw OS error or a full path), and nothing
on disk is changed.

Every unfinished game has its own autosave (`autosave-<game>-<time>-<random>.json`); starting
a new game keeps the newest `AUTOSAVES_KEPT` and drops the oldest of those this app named
(finished games' first; the player is told when an unfinished one goes; a file the player
named, even `autosave-….json`, is never removed). Continue offers the newest unfinished one.
Autosaves, like every save, are on the disk (fsync) before they replace the old file.
"""

import errno
import json
import logging
import os
import re
import secrets
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal, overload

from engines import get_engine
from engines.core import NP_, Message, Replay, ReplayError, Seat
from engines.core.replay import REPLAY_VERSION, SEAT_KINDS
from shell import notices
from shell.language.i18n import N_, _, ngettext
from shell.language.names import clean_name
from shell.language.reasons import tr_message
from shell.paths import saves_dir
from shell.store.safe_json import JsonRefused, parse
from shell.store.save_index import SaveIndex, index_for
from shell.store.storage import FileTooLarge, read_failure, read_limited, write_atomic

log = logging.getLogger(__name__)
MAX_SAVE_BYTES = 1024 * 1024  # a full game is a few kilobytes
MAX_SAVE_DEPTH = 16  # a replay nests four levels; actions a few more
MAX_SEED = 2**64 - 1
MAX_HINTS = 2**31 - 1  # hints a seat used: far more than any game has moves
AUTOSAVE_PREFIX = "autosave"
AUTOSAVE_NAME = "autosave.json"  # the single autosave of earlier versions, still offered
AUTOSAVES_KEPT = 10
MAX_FILE_NAME = 255  # characters: no file system keeps a longer name


def file_label(path) -> str:
    """A save's whole file name as errors and the log carry it (only characters that can
    be shown; a screen cuts it to its room)."""
    return clean_name(Path(str(path)).name, "?", limit=MAX_FILE_NAME)


class SaveError(Exception):
    """A save that cannot be loaded or written. `message` is the translatable reason;
    str() is "<file name>: <English reason>" for logs and tests."""

    def __init__(self, reason, file_name: str = "", **params):
        self.message = reason if isinstance(reason, Message) else Message(reason, params)
        self.file_name = file_name
        english = self.message.english()
        super().__init__(f"{file_name}: {english}" if file_name else english)

    def reason_text(self) -> str:
        """The reason in the player's language."""
        return tr_message(self.message)


@dataclass
class SaveInfo:
    """One file of the saves folder, as the Load screen lists it."""

    path: Path
    game: str | None
    seats: list[str]
    actions: int
    modified: float
    error: SaveError | None = None
    kinds: list[str] = field(default_factory=list)
    progress: Message | None = None
    finished: bool = False
    ready: bool = True  # False: listed, its details not read yet
    stamp: tuple[int, int] | None = None  # (size, mtime in ns) when it was listed

    @property
    def is_autosave(self) -> bool:
        return is_autosave(self.path)


# reading ------------------------------------------------------------------------------
def _read_error(exc: OSError, name: str) -> SaveError:
    if isinstance(exc, FileTooLarge):
        return SaveError(N_("the file is too large to be a saved game (over {kb} KB)"), name,
                         kb=exc.limit // 1024)
    if isinstance(exc, IsADirectoryError):
        return SaveError(N_("it is a folder, not a saved game"), name)
    return SaveError(read_failure(exc), name)


def read_replay(path: Path) -> Replay:
    """The replay in `path`, its shape checked and its names cleaned (not yet played)."""
    path = Path(path)
    name = file_label(path)
    try:
        data = read_limited(path, MAX_SAVE_BYTES)
    except OSError as exc:
        raise _read_error(exc, name) from exc
    except ValueError as exc:  # a path no file system accepts (an embedded NUL)
        raise SaveError(N_("the file cannot be read"), name) from exc
    try:
        raw = parse(data, MAX_SAVE_DEPTH)
    except JsonRefused as exc:
        reason = {"not_text": N_("not a saved game (not text)"),
                  "too_deep": N_("not a saved game (nested too deeply)")}.get(
            exc.kind, N_("the file is damaged or truncated"))
        raise SaveError(reason, name) from exc
    return replay_from_data(raw, name)


def replay_from_data(raw, name: str = "") -> Replay:
    """A Replay from parsed JSON, with bounded seed and clean, short seat names."""
    if isinstance(raw, dict):
        seed, version, hints = raw.get("seed"), raw.get("version"), raw.get("hints")
        if type(version) is int and version > REPLAY_VERSION:
            raise SaveError(N_("the save is from a newer version of Nile Table"), name)
        if type(seed) is int and not 0 <= seed <= MAX_SEED:
            raise SaveError(N_("the saved game's seed is out of range"), name)
        if isinstance(hints, list) and any(type(n) is int and n > MAX_HINTS for n in hints):
            raise SaveError(N_("the saved game's count of hints is out of range"), name)
    try:
        replay = Replay.from_json(raw)
    except ReplayError as exc:
        raise SaveError(exc.message, name) from exc
    except (TypeError, ValueError, RecursionError) as exc:
        raise SaveError(N_("the file is damaged or truncated"), name) from exc
    replay.game = clean_name(replay.game, "?", limit=32)
    replay.seats = [Seat(clean_name(seat.name, _("Player {number}").format(number=i + 1)),
                         seat.kind) for i, seat in enumerate(replay.seats)]
    return replay


def load_game(path: Path):
    """(replay, state) of a saved game, every action checked by the engine."""
    replay = read_replay(path)
    name = file_label(path)
    return replay, play_replay(replay, name)


def play_replay(replay: Replay, name: str = ""):
    """The state after every action of `replay`; SaveError when the engine refuses one."""
    try:
        engine = get_engine(replay.game)
    except (KeyError, LookupError, ModuleNotFoundError) as exc:
        raise SaveError(N_("unknown game {game}"), name, game=replay.game) from exc
    if len(replay.seats) not in engine.spec.player_counts():
        raise SaveError(N_("wrong number of seats for {game}"), name, game=replay.game)
    try:
        return replay.play(engine)
    except ReplayError as exc:
        raise SaveError(exc.message, name) from exc
    except Exception as exc:  # an engine tripping on hostile input must not end the app
        log.exception("replaying %s failed", name)
        raise SaveError(N_("the saved game cannot be replayed"), name) from exc


def progress_message(state) -> Message | None:
    """How far a game has come, from its public view: round, level or cards left."""
    if state.is_over():
        return Message(N_("finished"))
    obs = state.observation(0)
    if isinstance(obs.get("round"), int) and isinstance(obs.get("rounds"), int):
        return Message(N_("round {round} of {rounds}"),
                       {"round": obs["round"], "rounds": obs["rounds"]})
    if isinstance(obs.get("round"), int):
        return Message(N_("round {round}"), {"round": obs["round"]})
    if isinstance(obs.get("level"), int):
        return Message(N_("level {level}"), {"level": obs["level"]})
    if isinstance(obs.get("deck_size"), int):
        return Message(NP_("{n} card left in the deck", "{n} cards left in the deck"),
                       {"n": obs["deck_size"]})
    return None


# listing ------------------------------------------------------------------------------
def listing(folder: Path | None = None, pattern: str = "*.json") -> list[SaveInfo]:
    """Every save (`pattern`) of the folder, newest first, not yet read (`ready` False; a
    file that cannot even be looked at is listed with its error). Fast: one stat a file."""
    folder = folder or saves_dir()
    try:
        paths = sorted(folder.glob(pattern)) if folder.is_dir() else []
    except OSError as exc:
        log.warning("cannot list saves: %s", exc)
        paths = []
    infos = [_listed(path) for path in paths]
    infos.sort(key=lambda info: info.modified, reverse=True)
    return infos


def _listed(path: Path) -> SaveInfo:
    try:
        info = os.stat(path)
    except (OSError, ValueError) as exc:  # a broken link: listed by the link's own time
        try:
            modified = os.lstat(path).st_mtime
        except (OSError, ValueError):
            modified = 0.0
        name = file_label(path)
        error = _read_error(exc, name) if isinstance(exc, OSError) else SaveError(
            N_("the file cannot be read"), name)
        return SaveInfo(path, None, [], 0, modified, error)
    return SaveInfo(path, None, [], 0, info.st_mtime, ready=False,
                    stamp=(info.st_size, info.st_mtime_ns))


@overload
def read_details(listed: SaveInfo, index: SaveIndex | None = None,
                 known_only: Literal[False] = False) -> SaveInfo: ...


@overload
def read_details(listed: SaveInfo, index: SaveIndex | None, known_only: bool) -> SaveInfo | None:
    ...


def read_details(listed: SaveInfo, index: SaveIndex | None = None,
                 known_only: bool = False) -> SaveInfo | None:
    """The details of a listed save: from the index when it knows the file as it is now,
    else replayed through its engine and noted in the index. Never raises (errors are
    listed). `known_only`: None instead of reading the file."""
    if listed.ready:
        return listed
    index = index or index_for(listed.path.parent)
    assert listed.stamp is not None  # a save listed and not read yet carries its stamp
    size, mtime_ns = listed.stamp
    known = index.get(listed.path.name, size, mtime_ns)
    entry = _info_from_data(listed, known) if known is not None else None
    if entry is not None or known_only:
        return entry
    entry = _replayed(listed)
    try:
        index.put(listed.path.name, size, mtime_ns, _info_data(entry))
    except _NotNoted as exc:
        log.info("%s is not noted in the index: %s", listed.path.name, exc)
    return entry


def _replayed(listed: SaveInfo) -> SaveInfo:
    path, modified = listed.path, listed.modified
    try:
        replay, state = load_game(path)
        return SaveInfo(path, replay.game, [s.name for s in replay.seats], len(replay.actions),
                        modified, kinds=[s.kind for s in replay.seats],
                        progress=progress_message(state), finished=state.is_over(),
                        stamp=listed.stamp)
    except SaveError as exc:
        return SaveInfo(path, None, [], 0, modified, exc, stamp=listed.stamp)
    except Exception:  # one bad file never stops the listing
        log.exception("inspecting %s failed", path.name)
        return SaveInfo(path, None, [], 0, modified, SaveError(
            N_("the saved game cannot be replayed"), file_label(path)),
            stamp=listed.stamp)


def inspect_save(path: Path) -> SaveInfo:
    """A save's details (from the index, or replayed); never raises (errors are listed)."""
    return read_details(_listed(Path(path)))


def list_saves(folder: Path | None = None, pattern: str = "*.json") -> list[SaveInfo]:
    """Every save (`pattern`) in the folder with its details, newest first; damaged ones
    carry their error."""
    folder = folder or saves_dir()
    index = index_for(folder)
    infos = [read_details(info, index) for info in listing(folder, pattern)]
    index.save({info.path.name for info in infos} if pattern == "*.json" else None)
    return infos


_PLAIN = (str, int, bool)
MESSAGE_DEPTH = 3  # a reason inside a reason inside a reason


class _NotNoted(ValueError):
    """A detail the index cannot keep (the file is read again next time)."""


def _message_data(message: Message | None, depth: int = 0):
    if message is None:
        return None
    if depth >= MESSAGE_DEPTH:
        raise _NotNoted("nested too deeply")
    params = {}
    for key, value in message.params.items():
        if isinstance(value, Message):
            params[key] = _message_data(value, depth + 1)
        elif type(value) in _PLAIN:
            params[key] = value
        else:
            raise _NotNoted(f"a {type(value).__name__} parameter")
    msgid = list(message.msgid) if isinstance(message.msgid, tuple) else message.msgid
    return {"id": msgid, "params": params}


def _message_from(data, depth: int = 0) -> Message | None:
    """A message noted in the index (None when it is not one)."""
    if not isinstance(data, dict) or depth >= MESSAGE_DEPTH:
        return None
    msgid, raw = data.get("id"), data.get("params")
    if isinstance(msgid, list) and len(msgid) == 2 and all(isinstance(m, str) for m in msgid):
        msgid = tuple(msgid)
    elif not isinstance(msgid, str):
        return None
    if not isinstance(raw, dict):
        return None
    params = {}
    for key, value in raw.items():
        if isinstance(value, dict):
            value = _message_from(value, depth + 1)
            if value is None:
                return None
        elif type(value) not in _PLAIN:
            return None
        params[key] = value
    return Message(msgid, params)


def _info_data(info: SaveInfo) -> dict:
    return {"game": info.game, "seats": info.seats, "kinds": info.kinds,
            "actions": info.actions, "progress": _message_data(info.progress),
            "finished": info.finished,
            "error": _message_data(info.error.message) if info.error is not None else None}


def _info_from_data(listed: SaveInfo, data: dict) -> SaveInfo | None:
    """A listed save's details as the index noted them; None when the note is not sound."""
    name = file_label(listed.path)
    error, progress = data.get("error"), data.get("progress")
    if error is not None:
        message = _message_from(error)
        return None if message is None else SaveInfo(
            listed.path, None, [], 0, listed.modified, SaveError(message, name),
            stamp=listed.stamp)
    game, seats, kinds = data.get("game"), data.get("seats"), data.get("kinds")
    actions, finished = data.get("actions"), data.get("finished")
    if not (isinstance(game, str) and game == clean_name(game, "?", limit=32)
            and isinstance(seats, list) and isinstance(kinds, list)
            and len(seats) == len(kinds) and 0 < len(seats) <= 8
            and all(isinstance(n, str) and n == clean_name(n) for n in seats)
            and all(k in SEAT_KINDS for k in kinds)
            and type(actions) is int and actions >= 0 and type(finished) is bool):
        return None
    message = _message_from(progress) if progress is not None else None
    if progress is not None and message is None:
        return None
    return SaveInfo(listed.path, game, seats, actions, listed.modified, kinds=kinds,
                    progress=message, finished=finished, stamp=listed.stamp)


# writing ------------------------------------------------------------------------------
def in_folder(path, folder: Path) -> bool:
    """Whether the file `path` lies in `folder` itself (links followed: a link in the folder
    to a file elsewhere is not in it)."""
    try:
        return Path(path).resolve().parent == Path(folder).resolve()
    except (OSError, RuntimeError, ValueError):  # a link loop, a name no system takes
        return False


def is_autosave(path: Path) -> bool:
    name = Path(path).name
    return name.startswith(AUTOSAVE_PREFIX) and name.endswith(".json")


def _stamped_path(folder: Path, stem: str) -> Path:
    """`<stem>-<date>-<time>-<6 hex>.json`: in time order, readable, and unique even when
    two running copies of the app save in the same second (a random part, never a name
    that is already there)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    while True:
        path = folder / f"{stem}-{stamp}-{secrets.token_hex(3)}.json"
        if not path.exists():
            return path


STAMPED = re.compile(r"^(.*-\d{8}-\d{6})-[0-9a-f]{6}$")
AUTOSAVE_STAMPED = re.compile(
    rf"^{AUTOSAVE_PREFIX}-[a-z0-9_]+-\d{{8}}-\d{{6}}-[0-9a-f]{{6}}\.json$")


def shown_name(path) -> str:
    """A save's file name as the Load screen's row shows it: for a name this app stamped,
    without its random part (which only keeps two running copies' names apart)."""
    path = Path(str(path))
    stamped = STAMPED.match(path.stem)
    return stamped.group(1) + path.suffix if stamped else path.name


def new_save_path(game_id: str, folder: Path | None = None) -> Path:
    return _stamped_path(folder or saves_dir(), game_id)


def new_autosave_path(game_id: str, folder: Path | None = None) -> Path:
    return _stamped_path(folder or saves_dir(), f"{AUTOSAVE_PREFIX}-{game_id}")


def autosaves(folder: Path | None = None) -> list[SaveInfo]:
    """The autosaves in the folder, newest first."""
    return [info for info in list_saves(folder, f"{AUTOSAVE_PREFIX}*.json")
            if info.is_autosave]


def autosave_path(folder: Path | None = None) -> Path:
    """The newest autosave (the single autosave name of earlier versions when none exists)."""
    folder = folder or saves_dir()
    try:
        found = [p for p in folder.glob("*.json") if is_autosave(p)]
        return max(found, key=lambda p: p.stat().st_mtime_ns)
    except (OSError, ValueError):
        return folder / AUTOSAVE_NAME


def has_autosave(folder: Path | None = None) -> bool:
    folder = folder or saves_dir()
    try:
        return any(is_autosave(p) for p in folder.glob("*.json"))
    except OSError:
        return False


def continue_candidates(folder: Path | None = None) -> tuple[SaveInfo | None, list[SaveInfo]]:
    """What Continue opens: (the newest unfinished autosave that loads, or None; the damaged
    autosaves newer than it, which the player is told about). The autosaves are read newest
    first (the index answers for those read before) and only until that one is found."""
    folder = folder or saves_dir()
    index = index_for(folder)
    skipped, found = [], None
    for listed in listing(folder, f"{AUTOSAVE_PREFIX}*.json"):
        if not listed.is_autosave:
            continue
        info = read_details(listed, index)
        if info.error is not None:
            skipped.append(info)
        elif not info.finished:
            found = info
            break
    index.save()
    return found, skipped


def made_here(path) -> bool:
    """Whether `path` is an autosave this app named (`autosave-<game>-<date>-<time>-<6 hex>.json`,
    or the single autosave of earlier versions); a file the player named so is not."""
    name = Path(path).name
    return name == AUTOSAVE_NAME or AUTOSAVE_STAMPED.match(name) is not None


def prune_autosaves(folder: Path | None = None, keep: int = AUTOSAVES_KEPT) -> list[Path]:
    """Make room for a new autosave: keep the newest `keep - 1` good ones (finished games go
    first, and the player is told how many unfinished ones went). Only autosaves this app
    named are removed: damaged files and files the player named are never deleted. Returns
    what was removed."""
    good = [info for info in autosaves(folder) if info.error is None and made_here(info.path)]
    good.sort(key=lambda info: (info.finished, -info.modified))
    removed, unfinished = [], 0
    for info in good[max(0, keep - 1):]:
        try:
            info.path.unlink()
            removed.append(info.path)
            unfinished += not info.finished
        except FileNotFoundError:  # another running copy of the app pruned it first
            continue
        except OSError as exc:
            log.warning("cannot remove old autosave %s: %s", info.path.name, exc)
    if unfinished:
        notices.post(ngettext(
            "The oldest unfinished game's autosave was removed to make room (the newest "
            "{kept} are kept).",
            "The {n} oldest unfinished games' autosaves were removed to make room (the "
            "newest {kept} are kept).", unfinished).format(n=unfinished, kept=keep))
    return removed


def save_replay(replay: Replay, path: Path, durable: bool = True) -> None:
    try:
        write_atomic(path, json.dumps(replay.to_json(), separators=(",", ":")), durable)
    except OSError as exc:
        raise SaveError(_write_reason(exc), file_label(path)) from exc


def _write_reason(exc: OSError) -> str:
    if exc.errno == errno.ENOSPC:
        return N_("the disk is full")
    if isinstance(exc, PermissionError) or exc.errno == errno.EROFS:
        return N_("the saves folder cannot be written to")
    if isinstance(exc, IsADirectoryError | NotADirectoryError | FileExistsError):
        return N_("something else is in the way of the file")
    return N_("the file cannot be written")


def autosave(replay: Replay, folder: Path | None = None) -> Path:
    """Write a new autosave for `replay` now (used by tests and tools)."""
    path = new_autosave_path(replay.game, folder)
    save_replay(replay, path)
    return path


class AutosaveWriter:
    """Writes one game's autosave on a background thread so the frame never waits for the
    disk. Every `submit` queues a whole write of that position, done in order on one
    thread (so the file always ends with the newest); `flush()` waits until the last one
    queued is on disk.

    The file is chosen on the first save (a new one, after pruning the oldest) unless
    `use_path` continues an existing autosave. A failure (full disk, read-only folder,
    something in the way) is told to the player once; every later save retries (and so does
    `flush` when the table is left), and a success after failures is told too."""

    def __init__(self, path: Path | None = None, folder: Path | None = None):
        import concurrent.futures

        self._executor = concurrent.futures.ThreadPoolExecutor(
            max_workers=1, thread_name_prefix="autosave")
        self._future: concurrent.futures.Future[None] | None = None
        self.path = path
        self.folder = folder
        self.last_error: SaveError | None = None
        self.failures = 0
        self._last: str | None = None
        self.retired = False  # the game is over: nothing more is written

    def use_path(self, path: Path) -> bool:
        """Keep writing to `path` (a continued autosave) instead of starting a new file:
        only an autosave in this writer's own folder. A file from anywhere else is never
        written (nor removed when the game ends): False, and the game gets its own file."""
        if not is_autosave(path) or not in_folder(path, self.folder or saves_dir()):
            return False
        self.path = Path(path)
        return True

    def submit(self, replay: Replay) -> None:
        if self.retired:
            return
        text = json.dumps(replay.to_json(), separators=(",", ":"))
        if self.path is None:
            folder = self.folder or saves_dir()
            try:
                prune_autosaves(folder)
            except Exception:  # pruning is housekeeping: never in the way of playing
                log.exception("pruning autosaves failed")
            self.path = new_autosave_path(replay.game, folder)
        self._last = text
        self._future = self._executor.submit(self._write, self.path, text)

    def _write(self, path: Path, text: str) -> None:
        try:
            write_atomic(path, text)  # on the disk before the rename: a power cut keeps it
        except Exception as exc:  # OSError above all; anything else is a failure too
            reason = _write_reason(exc) if isinstance(exc, OSError) else N_(
                "the file cannot be written")
            self.last_error = SaveError(reason, file_label(path))
            self.failures += 1
            log.warning("autosave to %s failed: %r", path, exc)
            if self.failures == 1:
                notices.post(_("The game cannot be autosaved: {reason}. Play on; it will "
                               "try again after each move.").format(
                                   reason=self.last_error.reason_text()), error=True)
            return
        if self.failures:
            notices.post(_("The game is autosaved again."))
        self.last_error, self.failures = None, 0

    def flush(self) -> None:
        """Wait until the newest save is written; after a failure, try it once more."""
        if self._future is not None:
            self._future.result()
        if self.failures and self._last is not None and self.path is not None \
                and not self.retired:
            self._executor.submit(self._write, self.path, self._last).result()

    def retire(self) -> Path | None:
        """The game is over: wait for the last write and write nothing more. Returns the
        autosave's path (None when none was chosen), for `finished` to remove once the
        finished game is kept (or at once when failed writes left an earlier move in it)."""
        self.flush()
        self.retired = True
        return self.path
