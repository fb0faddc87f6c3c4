"""The player's puzzles: those from their own games and the starter set, with how each went.

One JSON file in the per-user data folder (`puzzles.json`): the puzzles made from the
player's finished games (engines/ai/puzzles.py) and, for every puzzle tried (the starter
set's too), how many times it was tried and whether it was ever solved. The starter set is
read from the bundle (`assets/puzzles/<game>.json`) and never written.

A puzzle is new until it is tried, then tried, solved once any try solved it. Every change
reads the file again and writes it whole (an atomic, durable write: storage.write_atomic),
so a crash leaves the old file or the new one. A file that cannot be used as a whole (not
JSON, not ours, nested too deeply, too large) is set aside as `puzzles.json.corrupt` and a
new one is started, and the player is told; a file from a newer version is only read, never
written. A single puzzle in it that is not one (a damaged entry, a position that no longer
parses) is not shown but kept in the file as it was, and counted. A file that cannot be
written now keeps the change in memory for this session, and the player is told once.
Nothing here raises to the caller.
"""

import concurrent.futures
import json
import logging
import threading
import time
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from engines.ai.puzzles import Puzzle, PuzzleRefused
from shell import notices
from shell.language.i18n import N_, _, ngettext
from shell.paths import asset_path, user_data_dir
from shell.store.safe_json import JsonRefused, parse
from shell.store.storage import FileTooLarge, read_limited, set_aside, write_atomic

log = logging.getLogger(__name__)
PUZZLES_NAME = "puzzles.json"
FORMAT = "nile-table-puzzles"
VERSION = 1
MAX_BYTES = 8 * 1024 * 1024
MAX_DEPTH = 16
MAX_OWN = 200  # puzzles from the player's games kept (the oldest solved ones go first)
MAX_TRIES = 2**31 - 1
NEW, TRIED, SOLVED = "new", "tried", "solved"
PROBLEMS = {
    "read_only": N_("the puzzles file cannot be written to"),
    "newer": N_("the puzzles file is from a newer version of Nile Table"),
    "failed": N_("the puzzles file cannot be written"),
}
_told: set = set()
_unsaved: dict[Path, dict] = {}  # progress and puzzles no file could take (this session)
_lock = threading.Lock()


def puzzles_path() -> Path:
    return user_data_dir() / PUZZLES_NAME


def tell_once(key, text: str) -> None:
    if key not in _told:
        _told.add(key)
        notices.post(text, error=True)


@dataclass(frozen=True)
class Progress:
    """How a puzzle went: tried `tries` times, solved in one of them or not."""

    tries: int = 0
    solved: bool = False

    @property
    def state(self) -> str:
        return SOLVED if self.solved else TRIED if self.tries else NEW


@dataclass(frozen=True)
class Counts:
    """A game's puzzles: how many there are, were tried and were solved."""

    puzzles: int = 0
    tried: int = 0
    solved: int = 0


@cache
def starter_set(game: str) -> tuple[Puzzle, ...]:
    """The starter puzzles of `game` shipped with the app (none when it has no set); a
    puzzle of the set that does not read is left out and logged (tests check there is
    none)."""
    path = asset_path("puzzles", f"{game}.json")
    try:
        data = parse(read_limited(path, MAX_BYTES), MAX_DEPTH)
    except FileNotFoundError:
        return ()
    except (OSError, JsonRefused) as exc:
        log.warning("the starter puzzles of %s cannot be read: %s", game, exc)
        return ()
    found = []
    for raw in data.get("puzzles", []) if isinstance(data, dict) else []:
        try:
            puzzle = Puzzle.from_json(raw)
        except PuzzleRefused as exc:
            log.warning("a starter puzzle of %s is refused: %s", game, exc)
            continue
        if puzzle.game == game and puzzle.origin == "starter":
            found.append(puzzle)
    return tuple(found)


_read_before: dict[str, Puzzle | None] = {}  # an entry's JSON text -> what it read as


def read_puzzle(entry) -> Puzzle | None:
    """The puzzle of one entry of the file (None: it is none, logged); an entry read
    before is not checked again (the check parses the position and plays the moves)."""
    key = json.dumps(entry, sort_keys=True)
    with _lock:
        if key in _read_before:
            return _read_before[key]
    try:
        puzzle: Puzzle | None = Puzzle.from_json(entry)
    except PuzzleRefused as exc:
        log.warning("puzzles: an entry is not a puzzle: %s", exc)
        puzzle = None
    with _lock:
        if len(_read_before) > 4 * MAX_OWN:
            _read_before.clear()
        _read_before[key] = puzzle
    return puzzle


def _progress_of(raw) -> Progress | None:
    if not isinstance(raw, dict):
        return None
    tries, solved = raw.get("tries"), raw.get("solved")
    if type(tries) is not int or not 0 <= tries <= MAX_TRIES or type(solved) is not bool:
        return None
    return Progress(tries, solved)


class PuzzleStore:
    """The puzzles file (see the module doc). `own` are the player's own puzzles that read,
    newest first, `progress` maps a puzzle's id to its Progress; `damaged` counts the
    entries of the file that are not puzzles (kept in the file, not shown)."""

    def __init__(self, path: Path | None = None, *, read_puzzles: bool = True):
        """`read_puzzles` False: the progress only (the statistics' counts: no puzzle's
        position is parsed)."""
        self.path = Path(path) if path is not None else puzzles_path()
        self.read_puzzles = read_puzzles
        self.own: list[Puzzle] = []
        self.progress: dict[str, Progress] = {}
        self.damaged = 0
        self.read_only = False
        self._raw: dict = {}  # the file's data as read (unreadable entries kept as they are)
        self.load()

    # reading --------------------------------------------------------------------------
    def load(self) -> None:
        """Read the file (again); a missing file is an empty one."""
        self.read_only = False
        raw = self._read()
        with _lock:
            waiting = _unsaved.get(self.path)
        if waiting is not None:  # what the file could not take earlier in this session
            raw = _merged(raw, waiting)
        self._raw = raw
        self.own, self.damaged = [], 0
        for entry in raw["own"] if self.read_puzzles else ():
            puzzle = read_puzzle(entry)
            if puzzle is None:
                self.damaged += 1
            else:
                self.own.append(puzzle)
        self.own.sort(key=lambda p: -p.created)
        self.progress = {}
        for ident, value in raw["progress"].items():
            progress = _progress_of(value)
            if progress is not None and isinstance(ident, str):
                self.progress[ident] = progress
        if self.damaged:
            tell_once(("damaged", self.path, self.damaged), ngettext(
                "{n} puzzle in the puzzles file is damaged and is not shown ({path}).",
                "{n} puzzles in the puzzles file are damaged and are not shown ({path}).",
                self.damaged).format(n=self.damaged, path=self.path))

    def _read(self) -> dict:
        empty = {"format": FORMAT, "version": VERSION, "own": [], "progress": {}}
        try:
            data = parse(read_limited(self.path, MAX_BYTES), MAX_DEPTH)
        except FileNotFoundError:
            return empty
        except (OSError, JsonRefused) as exc:
            if isinstance(exc, OSError) and not isinstance(exc, (IsADirectoryError,
                                                                 FileTooLarge)) \
                    and self.path.is_file():  # there, but not readable now: left alone
                log.warning("puzzles: %s cannot be read: %s", self.path, exc)
                self.read_only = True
                tell_once(("unreadable", self.path), _(
                    "The puzzles file cannot be read now ({path}): your puzzles are not "
                    "shown.").format(path=self.path))
                return empty
            return self._set_aside(str(exc), empty)
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            return self._set_aside("not a puzzles file", empty)
        version = data.get("version")
        if type(version) is int and version > VERSION:
            self.read_only = True
            tell_once(("newer", self.path), _(
                "The puzzles file is from a newer version of Nile Table ({path}): it is "
                "only read.").format(path=self.path))
        elif version != VERSION:
            return self._set_aside(f"version {version!r}", empty)
        own = data.get("own")
        progress = data.get("progress")
        if not isinstance(own, list) or not isinstance(progress, dict):
            if self.read_only:
                return empty
            return self._set_aside("its parts are missing", empty)
        return {**data, "own": own, "progress": progress}

    def _set_aside(self, why: str, empty: dict) -> dict:
        """Move a damaged file to `puzzles.json.corrupt` (a free name) and start afresh."""
        try:
            target = set_aside(self.path)
        except OSError as exc:
            log.warning("puzzles: cannot set aside %s (%s): %s", self.path, why, exc)
            self.read_only = True  # never written over: it may still be the player's
            tell_once(("damaged file", self.path), _(
                "The puzzles file is damaged and cannot be moved aside ({path}): your "
                "puzzles are not kept.").format(path=self.path))
            return empty
        log.warning("puzzles file was damaged (%s); set aside as %s", why, target.name)
        tell_once(("set aside", str(target)), _(
            "The puzzles file was damaged: it is kept as {path} and a new one was "
            "started.").format(path=target))
        return empty

    # what the screens ask ---------------------------------------------------------------
    def puzzles(self, game: str) -> list[Puzzle]:
        """The puzzles of `game`: the player's own (newest first), then the starter set."""
        return [p for p in self.own if p.game == game] + list(starter_set(game))

    def progress_of(self, puzzle: Puzzle) -> Progress:
        return self.progress.get(puzzle.id, Progress())

    def counts(self, game: str) -> Counts:
        """How many puzzles of `game` there are, were tried and were solved."""
        shown = self.puzzles(game)
        states = [self.progress_of(p).state for p in shown]
        return Counts(len(shown), sum(s != NEW for s in states), states.count(SOLVED))

    def tried(self) -> dict[str, Counts]:
        """Per game, the puzzles tried and those solved, from the progress alone (the
        statistics; `puzzles` is not counted here)."""
        out: dict[str, Counts] = {}
        for value in self._raw["progress"].values():
            progress = _progress_of(value)
            game = value.get("game") if isinstance(value, dict) else None
            if progress is None or not progress.tries or not isinstance(game, str):
                continue
            old = out.get(game, Counts())
            out[game] = Counts(0, old.tried + 1, old.solved + progress.solved)
        return out

    # writing ----------------------------------------------------------------------------
    def add(self, found: Iterable[Puzzle]) -> int:
        """Add puzzles from a finished game (one already there is not added again); how
        many were added."""
        found = list(found)
        self.load()
        have = {p.id for p in self.own}  # (a damaged entry of the same id is no puzzle)
        have |= {p.id for game in {p.game for p in found} for p in starter_set(game)}
        new = [p for p in found if p.id not in have]
        if not new:
            return 0
        own = self._raw["own"] + [p.to_json() for p in new]
        self._raw = {**self._raw, "own": self._trimmed(own)}
        self._write()
        self.load()
        return len(new)

    def record(self, puzzle: Puzzle, solved: bool) -> Progress:
        """One more try of `puzzle` (solved or not); its progress now."""
        self.load()
        old = _progress_of(self._raw["progress"].get(puzzle.id)) or Progress()
        new = Progress(min(MAX_TRIES, old.tries + 1), old.solved or solved)
        entry = {"tries": new.tries, "solved": new.solved, "game": puzzle.game}
        self._raw = {**self._raw, "progress": {**self._raw["progress"], puzzle.id: entry}}
        self.progress[puzzle.id] = new
        self._write()
        return new

    def _trimmed(self, own: list) -> list:
        """At most MAX_OWN own puzzles: the oldest solved ones go first, then the oldest."""
        if len(own) <= MAX_OWN:
            return own
        progress = self._raw["progress"]

        def keep_first(entry) -> tuple:
            ident = entry.get("id") if isinstance(entry, dict) else None
            solved = bool((_progress_of(progress.get(ident)) or Progress()).solved)
            created = entry.get("created", 0) if isinstance(entry, dict) else 0
            return (solved, -(created if type(created) in (int, float) else 0))

        return sorted(own, key=keep_first)[:MAX_OWN]

    def _write(self) -> None:
        """Write the file whole; when it cannot be, the change waits in memory (told once)."""
        if self.read_only:
            self._keep_unsaved("newer" if self._newer() else "read_only")
            return
        text = json.dumps({**self._raw, "format": FORMAT, "version": VERSION},
                          ensure_ascii=False, indent=1)
        try:
            write_atomic(self.path, text)
        except OSError as exc:
            log.warning("puzzles: cannot write %s: %s", self.path, exc)
            self._keep_unsaved("read_only" if isinstance(exc, PermissionError) else "failed")
            return
        with _lock:
            _unsaved.pop(self.path, None)

    def _newer(self) -> bool:
        version = self._raw.get("version")
        return type(version) is int and version > VERSION

    def _keep_unsaved(self, problem: str) -> None:
        with _lock:
            _unsaved[self.path] = {"own": list(self._raw["own"]),
                                   "progress": dict(self._raw["progress"])}
        tell_once(("unsaved", self.path, problem), _(
            "Puzzles are not being kept: {reason} ({path}). Until Nile Table is closed they "
            "are kept in memory.").format(reason=_(PROBLEMS[problem]), path=self.path))


def _merged(raw: dict, waiting: dict) -> dict:
    """The file's data with what waits in memory: its puzzles added, its progress over
    the file's (the more tries win)."""
    have = {entry.get("id") for entry in raw["own"] if isinstance(entry, dict)}
    own = raw["own"] + [e for e in waiting["own"]
                        if isinstance(e, dict) and e.get("id") not in have]
    progress = dict(raw["progress"])
    for ident, value in waiting["progress"].items():
        mine, theirs = _progress_of(value), _progress_of(progress.get(ident))
        if mine is not None and (theirs is None or mine.tries > theirs.tries):
            progress[ident] = value
    return {**raw, "own": own, "progress": progress}


# the results screen adds a finished game's puzzles without waiting for the disk ----------
_executor: concurrent.futures.ThreadPoolExecutor | None = None
_pending: list[concurrent.futures.Future] = []


def add_in_background(found: list[Puzzle], path: Path | None = None
                      ) -> concurrent.futures.Future:
    """Add `found` to the puzzles file in a background thread; the future gives how many
    were added (0 when none could be)."""
    global _executor
    with _lock:
        if _executor is None:
            _executor = concurrent.futures.ThreadPoolExecutor(1, thread_name_prefix="puzzles")
        future = _executor.submit(_add, list(found), path)
        _pending.append(future)
    return future


def _add(found: list[Puzzle], path: Path | None) -> int:
    try:
        return PuzzleStore(path).add(found)
    except Exception:  # noqa: BLE001 (puzzles are never worth a crash)
        log.exception("puzzles: adding a game's puzzles failed")
        return 0


def flush(timeout: float = 10.0) -> None:
    """Wait for the background additions (tests, the app's end)."""
    with _lock:
        pending, _pending[:] = list(_pending), []
    deadline = time.monotonic() + timeout
    for future in pending:
        try:
            future.result(timeout=max(0.0, deadline - time.monotonic()))
        except Exception:  # noqa: BLE001
            log.exception("puzzles: a background addition failed")
