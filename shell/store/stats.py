"""Statistics of finished games, kept in an SQLite file in the per-user data folder.

One row per finished game with a human at the table: the game, the opponent level (the
strongest bot among the opponents; "hotseat" when every seat is human), the players, the
human's score and whether they won, the hints they used and the kept replay's file name. A
game with several humans is one row: the best of the humans (won when any human won).

Writes are transactions (SQLite's rollback journal), so a crash leaves the old file or the
new one. Only damage (not a database, truncated, failing its quick check, our own version's
table missing columns, a folder in the way) sets the file aside as `stats.sqlite.corrupt`
and starts a fresh one, and the player is told. Anything else leaves the file as it is:
another program's lock is waited for (`BUSY_WAIT`), a file from a newer version of the app
is only read (or left alone when it cannot be read), and a file that cannot be opened or
written now (locked, read-only, a full disk or a file size limit, no usable folder) keeps
the game's row waiting in its own pending file (shell/store/stats_pending.py: two running copies
never replace each other's rows) until the next game end or start writes it, once; when
even that file cannot be written, the row waits in memory for the next game end. The player
is told once, with the reason and the file. A row the file can never take (a number beyond
64 bits, from a tampered save) is set aside alone with its reason and told; it never holds
back the others. `record()` is True only for a row that is in the file. A file that is
there but cannot be read now is told too (its games are missing from the screen); a row of
the file that is not a game (text where a number belongs) is skipped and counted. Nothing
here ever raises to the caller: statistics are never worth a crash.
"""

import logging
import math
import sqlite3
import threading
import time
from dataclasses import asdict, dataclass
from pathlib import Path

from shell import notices
from shell.language.i18n import N_, _, ngettext
from shell.paths import user_data_dir
from shell.store import stats_pending
from shell.store.storage import set_aside

log = logging.getLogger(__name__)
STATS_NAME = "stats.sqlite"
SCHEMA_VERSION = 1
LEVEL_ORDER = ("random", "easy", "medium", "hard", "expert")
HOTSEAT = "hotseat"
LEVELS = (*LEVEL_ORDER, HOTSEAT)  # the order the statistics screen lists them in
SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY,
    game TEXT NOT NULL,
    level TEXT NOT NULL,
    players INTEGER NOT NULL,
    finished REAL NOT NULL,
    score INTEGER NOT NULL,
    won INTEGER NOT NULL,
    hints INTEGER NOT NULL DEFAULT 0,
    replay TEXT
);
CREATE INDEX IF NOT EXISTS games_by_kind ON games (game, level, finished);
"""
COLUMNS = "game, level, players, finished, score, won, hints, replay"
BUSY_WAIT = 5.0  # seconds a write waits for another program's lock (a background thread)
BUSY_WAIT_READ = 1.0  # what the statistics screen waits before it says the file is locked
# why the file cannot take a row now; never damage: the file is left as it is
PROBLEMS = {
    "locked": N_("another program is using the statistics file"),
    "read_only": N_("the statistics file cannot be written to"),
    "unreadable": N_("the statistics file cannot be opened"),
    "full": N_("the disk is full or a file size limit was reached"),
    "newer": N_("the statistics file is from a newer version of Nile Table"),
    "folder": N_("the data folder cannot be used"),
    "failed": N_("the statistics file cannot be written"),
}
_SQLITE_PROBLEMS = {5: "locked", 6: "locked", 3: "read_only", 8: "read_only", 23: "read_only",
                    14: "unreadable", 13: "full", 10: "failed", 19: "failed"}
_SQLITE_DAMAGE = {11, 26}  # SQLITE_CORRUPT, SQLITE_NOTADB
# why one row can never be written (it is set aside alone; the others are written)
REFUSALS = {
    "too_large": N_("a number in it is too large for the statistics file"),
    "not_stored": N_("a value in it cannot be stored in the statistics file"),
    "refused": N_("the statistics file refuses its values"),
}
INT64 = (-(2**63), 2**63 - 1)
_ROW_ERRORS = (OverflowError, ValueError, UnicodeError, sqlite3.InterfaceError,
               sqlite3.IntegrityError, sqlite3.DataError)
_told: set = set()  # what the player was told this session
# rows that neither the file nor the pending file could take (a full disk, no usable folder),
# per statistics file: shown and written at the next game end, lost only when the app ends
_held: dict[Path, list] = {}
_held_lock = threading.Lock()


def stats_path() -> Path:
    return user_data_dir() / STATS_NAME


@dataclass(frozen=True)
class GameRecord:
    """One finished game as the statistics keep it."""

    game: str
    level: str
    players: int
    score: int
    won: bool
    hints: int = 0
    finished: float = 0.0
    replay: str | None = None
    id: int | None = None


@dataclass(frozen=True)
class _Row:
    """A row that waits: its record and its pending file (None: held in memory)."""

    record: GameRecord
    path: Path | None


@dataclass(frozen=True)
class Summary:
    """The statistics of one game at one opponent level."""

    game: str
    level: str
    games: int
    wins: int
    best: int
    average: float
    streak: int  # the current run of wins (0 after a loss)
    best_streak: int
    hints: int

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


def opponent_level(kinds: list[str]) -> str:
    """The strongest bot level among `kinds` (seat kinds); "hotseat" when there is none."""
    bots = [k for k in kinds if k in LEVEL_ORDER]
    if not bots:
        return HOTSEAT
    return max(bots, key=LEVEL_ORDER.index)


def record_for(replay, state, hints: int = 0, replay_name: str | None = None,
               when: float | None = None) -> GameRecord | None:
    """The record of the finished game `state` of `replay` (None: no human played it, or
    it started at a written position: not a whole game)."""
    kinds = [seat.kind for seat in replay.seats]
    humans = [i for i, kind in enumerate(kinds) if kind == "human"]
    if not humans or not state.is_over() or replay.position is not None:
        return None
    scores, winners = state.scores(), set(state.winners())
    best = max(humans, key=lambda seat: (seat in winners, scores[seat]))
    level = opponent_level([k for i, k in enumerate(kinds) if i not in humans])
    return GameRecord(replay.game, level, len(kinds), int(scores[best]), best in winners,
                      max(0, int(hints)), time.time() if when is None else when, replay_name)


def summarise(records: list[GameRecord]) -> list[Summary]:
    """Per (game, level) in the order records were finished: counts, scores and streaks."""
    groups: dict[tuple[str, str], list[GameRecord]] = {}
    for record in sorted(records, key=lambda r: (r.finished, r.id or 0)):
        groups.setdefault((record.game, record.level), []).append(record)
    out = []
    for (game, level), rows in groups.items():
        streak = best_streak = 0
        for row in rows:
            streak = streak + 1 if row.won else 0
            best_streak = max(best_streak, streak)
        scores = [row.score for row in rows]
        out.append(Summary(game, level, len(rows), sum(row.won for row in rows), max(scores),
                           sum(scores) / len(scores), streak, best_streak,
                           sum(row.hints for row in rows)))
    return out


@dataclass(frozen=True)
class HistoryPoint:
    """The win rate of one game and opponent level after its `n`th game (finished then)."""

    n: int
    finished: float
    won: bool
    cumulative: float  # wins / games so far
    recent: float  # wins / games over the last RECENT_GAMES (fewer at the start)


RECENT_GAMES = 10


def win_rate_history(records: list[GameRecord], game: str, level: str,
                     window: int = RECENT_GAMES) -> list[HistoryPoint]:
    """The win rate of `game` against `level` after each of its games, oldest first: over
    all the games so far and over the last `window` of them."""
    rows = sorted((r for r in records if r.game == game and r.level == level),
                  key=lambda r: (r.finished, r.id or 0))
    out, wins = [], 0
    for n, row in enumerate(rows, start=1):
        wins += row.won
        last = rows[max(0, n - window):n]
        out.append(HistoryPoint(n, row.finished, row.won, wins / n,
                                sum(r.won for r in last) / len(last)))
    return out


class _Damaged(Exception):
    """The file is not a usable statistics file of this version (it is set aside)."""


def problem_of(exc: sqlite3.Error) -> str | None:
    """The `PROBLEMS` key an sqlite3 error stands for; None when it says the file is damaged.

    "database is locked" is an OperationalError like many others: the error code decides."""
    code = getattr(exc, "sqlite_errorcode", None)
    primary = code & 0xFF if isinstance(code, int) else None
    if primary in _SQLITE_DAMAGE:
        return None
    if code == 778:  # SQLITE_IOERR_WRITE: a file size limit (a full disk is SQLITE_FULL)
        return "full"
    if primary in _SQLITE_PROBLEMS:
        return _SQLITE_PROBLEMS[primary]
    if "locked" in str(exc) or "busy" in str(exc):
        return "locked"
    return "failed"


def tell_once(key, text: str, error: bool = True) -> None:
    """Post `text` to the player, once per session for each `key`."""
    if key not in _told:
        _told.add(key)
        notices.post(text, error=error)


class StatsStore:
    """The statistics file. Every method survives any damage to it (see the module doc).

    After `record()`, `outcome` is "recorded", "pending" (the row waits in the pending
    file) or "held" (no file could take it: it waits in memory until the next game end, and
    is lost if the app ends first), and `problem` (a `PROBLEMS` key) says why a row could not
    be written."""

    def __init__(self, path: Path | None = None, *, wait: float = BUSY_WAIT):
        self.path = Path(path) if path is not None else stats_path()
        self.pending_path = self.path.with_name(stats_pending.LEGACY_NAME)  # split when read
        self.wait = wait
        self.problem: str | None = None
        self.read_only = False  # a newer version's file, or one that cannot be written now
        self.outcome: str | None = None
        self.set_aside: list[Path] = []  # damaged files moved away (newest last)
        self.unread: str | None = None  # why the file's games could not be read (told)
        self.skipped = 0  # rows of the file that are not games (not shown; counted)
        self.refused: list[tuple[GameRecord, str]] = []  # rows the last write left out
        self._db: sqlite3.Connection | None = None
        self._opened = False

    # opening ------------------------------------------------------------------------
    def _connect(self) -> sqlite3.Connection | None:
        if not self._opened:
            self._opened = True
            self._db = self._open()
        return self._db

    def _open(self) -> sqlite3.Connection | None:
        """A connection (read-only when the file cannot be written now), or None."""
        self.read_only, self.problem = False, None
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            if self.path.exists() and not self.path.is_file():
                self._set_aside("something else is in the way")
        except OSError as exc:
            return self._cannot("folder", exc)
        for attempt in range(2):
            try:
                return self._open_file()
            except _Damaged as exc:
                why = str(exc)
            except sqlite3.Error as exc:
                problem = problem_of(exc)
                if problem is not None:
                    return self._cannot(problem, exc)
                why = str(exc)
            except OSError as exc:
                return self._cannot("unreadable", exc)
            if attempt or not self._set_aside(why):
                return self._cannot("failed", why)
        return None

    def _open_file(self) -> sqlite3.Connection | None:
        db = sqlite3.connect(str(self.path), timeout=self.wait)
        try:
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:  # a newer version's file: read it, change nothing
                db.close()
                return self._open_newer()
            db.execute("PRAGMA journal_mode=DELETE")
            check = db.execute("PRAGMA quick_check").fetchone()
            if not check or check[0] != "ok":
                raise _Damaged(f"quick check: {check}")
            if version < SCHEMA_VERSION:  # a new file (an old one is only read until then)
                with db:
                    db.executescript(SCHEMA)
                    db.execute(f"PRAGMA user_version={SCHEMA_VERSION}")
            try:
                db.execute(f"SELECT id, {COLUMNS} FROM games LIMIT 1").fetchall()
            except sqlite3.OperationalError as exc:
                if (getattr(exc, "sqlite_errorcode", 0) & 0xFF) == 1:  # no such table, column
                    raise _Damaged(str(exc)) from exc
                raise
        except BaseException:
            db.close()
            raise
        return db

    def _open_read_only(self) -> sqlite3.Connection:
        uri = self.path.absolute().as_uri() + "?mode=ro"
        db = sqlite3.connect(uri, uri=True, timeout=self.wait)
        try:
            db.execute(f"SELECT id, {COLUMNS} FROM games LIMIT 1").fetchall()
        except BaseException:
            db.close()
            raise
        return db

    def _open_newer(self) -> sqlite3.Connection | None:
        """A newer version's file: read when its table still has our columns, else left
        alone. Never written, never set aside."""
        try:
            db = self._open_read_only()
        except sqlite3.Error as exc:
            log.warning("statistics: a newer version's file is left alone: %s", exc)
            db = None
        self.problem, self.read_only = "newer", True
        return db

    def _cannot(self, problem: str, why) -> sqlite3.Connection | None:
        """The file cannot be written now: read it if it can be read (a lock that forbids
        reading is not waited for twice)."""
        log.warning("statistics: %s (%s): %s", problem, self.path, why)
        db = None
        if problem not in ("locked", "folder"):
            try:
                db = self._open_read_only() if self.path.is_file() else None
            except (sqlite3.Error, OSError):
                db = None
        self.problem, self.read_only = problem, True
        return db

    def _set_aside(self, why: str) -> bool:
        """Move the damaged file (or whatever is in the way) to `<name>.corrupt`."""
        try:
            target = set_aside(self.path)
        except OSError as exc:
            log.warning("statistics: cannot set aside %s (%s): %s", self.path, why, exc)
            return False
        for suffix in ("-journal", "-wal", "-shm"):  # a stale journal belongs to the old file
            try:
                self.path.with_name(self.path.name + suffix).unlink()
            except OSError:
                pass
        log.warning("statistics file was damaged (%s); set aside as %s", why, target.name)
        self.set_aside.append(target)
        tell_once(("set aside", str(target)), _(
            "The statistics file was damaged: it is kept as {path} and a new one was "
            "started.").format(path=target))
        return True

    def _close(self) -> None:
        if self._db is not None:
            try:
                self._db.close()
            except sqlite3.Error:
                pass
        self._db = None
        self._opened = False

    def close(self) -> None:
        self._close()

    # writing ----------------------------------------------------------------------------
    def record(self, record: "GameRecord") -> bool:
        """Add one finished game, with any that waited. True only when it is in the file;
        otherwise it waits in its own pending file (or in memory) and the player is told
        once; a row the file refuses for good is set aside alone and told."""
        waiting = self._waiting()
        written = self._write([w.record for w in waiting] + [record])
        if written:
            self.outcome = "refused" if self._refused_row(record) else "recorded"
            self._done_waiting(waiting)
            return self.outcome == "recorded"
        self._keep_waiting(record)
        self._tell_problem()
        return False

    def write_waiting(self) -> bool:
        """Write the rows that wait (at start); True when none is left waiting."""
        waiting = self._waiting()
        if not waiting:
            return True
        if self._write([w.record for w in waiting]):
            self._done_waiting(waiting)
            return True
        self._keep_waiting(None)
        self._tell_problem()
        return False

    @property
    def pending_dir(self) -> Path:
        return self.path.with_name(stats_pending.PENDING_DIR)

    def _waiting(self) -> list["_Row"]:
        """The rows that wait: the pending folder's (oldest first), then those held in
        memory."""
        out = []
        for item in stats_pending.read(self.pending_dir, self.pending_path):
            record = _record_from_dict(item.row)
            if record is not None:
                out.append(_Row(record, item.path))
        with _held_lock:
            held = list(_held.get(self.path, ()))
        return out + [_Row(r, None) for r in held if all(r != w.record for w in out)]

    def _keep_waiting(self, record: "GameRecord | None") -> None:
        """The file cannot take rows now: `record` (and any held in memory) waits in its own
        pending file; what cannot be kept there either is held in memory."""
        with _held_lock:
            rows = list(_held.pop(self.path, ()))
        if record is not None:
            rows.append(record)
        held = []
        for row in rows:
            try:
                stats_pending.add(self.pending_dir, _row_of(row))
            except OSError as exc:
                log.warning("statistics: the game cannot be kept aside either: %s", exc)
                held.append(row)
        if held:
            with _held_lock:
                _held[self.path] = held + _held.get(self.path, [])
        self.outcome = "held" if record is not None and record in held else "pending"

    def _refused_row(self, record: "GameRecord") -> bool:
        return any(r == record for r, _why in self.refused)

    def _done_waiting(self, waiting: list["_Row"]) -> None:
        """The transaction is in: the waiting rows' files go, the refused rows go aside."""
        kept = [w for w in waiting if not self._refused_row(w.record)]
        for record, why in self.refused:
            self._set_row_aside(record, why)
        stats_pending.remove(w.path for w in waiting if w.path is not None)
        with _held_lock:
            left = [r for r in _held.get(self.path, ()) if all(r != w.record for w in waiting)]
            if left:
                _held[self.path] = left
            else:
                _held.pop(self.path, None)
        if kept:
            notices.post(ngettext("{n} game kept aside was added to the statistics.",
                                  "{n} games kept aside were added to the statistics.",
                                  len(kept)).format(n=len(kept)))
            _told.clear()  # a later problem is news again

    def _set_row_aside(self, record: "GameRecord", why: str) -> None:
        """A row the file refuses for good: kept alone with its reason, and told."""
        folder = self.path.with_name(stats_pending.REFUSED_DIR)
        try:
            where = stats_pending.set_aside(folder, _row_of(record), why)
        except OSError as exc:
            log.warning("statistics: the refused row cannot be kept aside: %s", exc)
            where = folder
        log.warning("statistics: a row is refused (%s) and kept as %s", why, where)
        notices.post(_("A game's statistics row cannot be written: {reason}. It is kept "
                       "aside as {path}; the other games are written.").format(
                           reason=_(REFUSALS.get(why.split(":")[0], REFUSALS["refused"])),
                           path=where), error=True)

    def _tell_problem(self) -> None:
        problem = self.problem or "failed"
        where = self.path.parent if problem == "folder" else self.path
        reason = _(PROBLEMS[problem])
        if self.outcome == "pending":
            text = _("Statistics are not being kept: {reason} ({path}). This game waits "
                     "aside and will be added later.").format(reason=reason, path=where)
        else:
            text = _("Statistics are not being kept: {reason} ({path}). This game's result "
                     "is kept only until Nile Table is closed.").format(reason=reason,
                                                                      path=where)
        tell_once((problem, self.outcome), text)

    def _write(self, records: list) -> bool:
        """Insert `records` in one transaction (a row already there is not added again; a
        row the file refuses for good is left out and listed in `refused`). True when the
        transaction is in."""
        for attempt in range(2):
            self.refused = []
            db = self._connect()
            if db is None or self.read_only:
                return False
            try:
                refused = []
                with db:
                    db.execute("BEGIN IMMEDIATE")  # two copies of the app take turns
                    for record in records:
                        why = _refusal(record)
                        if why is None:
                            try:
                                _insert(db, record)
                            except _ROW_ERRORS as exc:  # this row's values, not the file
                                why = f"refused: {type(exc).__name__}: {exc}"[:200]
                        if why is not None:
                            refused.append((record, why))
                self.refused = refused
                return True
            except sqlite3.Error as exc:
                problem = problem_of(exc)
                log.warning("statistics: %s", exc)
                if problem is not None:
                    self.problem = problem
                    return False
                self._close()  # damage found on the way: a fresh file, once
                if attempt or not self._set_aside(str(exc)):
                    self.problem = "failed"
                    return False
            except Exception:
                log.exception("statistics failed")
                self.problem = "failed"
                return False
        return False

    # reading ----------------------------------------------------------------------------
    def records(self, game: str | None = None) -> list["GameRecord"]:
        """Every kept game (of `game`), oldest first: the file's and those waiting."""
        def read(db):
            sql = f"SELECT id, {COLUMNS} FROM games"
            args: tuple = ()
            if game is not None:
                sql += " WHERE game = ?"
                args = (game,)
            out = []
            self.skipped = 0
            for row in db.execute(sql + " ORDER BY finished, id", args):
                record = _record_from_row(row)
                if record is None:
                    self.skipped += 1
                else:
                    out.append(record)
            if self.skipped:
                log.warning("statistics: %d rows of %s are not games and are not shown",
                            self.skipped, self.path)
            return out
        waiting = [w.record for w in self._waiting() if game is None or w.record.game == game]
        return sorted(self._read(read, []) + waiting, key=lambda r: (r.finished, r.id or 0))

    def _read(self, work, default):
        """`work(db)`; damage found on the way sets a writable file aside and tries once
        more on a fresh one; any other failure is logged and gives `default`."""
        for attempt in range(2):
            db = self._connect()
            if db is None:
                self._tell_unread()
                return default
            try:
                return work(db)
            except sqlite3.Error as exc:
                log.warning("statistics: %s", exc)
                problem = problem_of(exc)
                if problem is not None:
                    self.problem = problem
                    self._tell_unread()
                    return default
                if attempt or self.read_only:
                    return default
                self._close()
                if not self._set_aside(str(exc)):
                    return default
            except Exception:
                log.exception("statistics failed")
                return default
        return default

    def _tell_unread(self) -> None:
        """The file is there but cannot be read now (another program's exclusive lock, a
        newer version's table, no permission): tell the player its games are not shown."""
        if self.problem is None:
            return
        try:
            there = self.path.is_file()
        except OSError:
            there = True  # something is there that cannot even be looked at
        if there:
            self.unread = _(
                "The statistics file cannot be read now: {reason} ({path}). The games in it "
                "are not shown.").format(reason=_(PROBLEMS[self.problem]), path=self.path)
            tell_once(("unread", self.problem), self.unread)

    def summaries(self) -> list[Summary]:
        return summarise(self.records())

    def summary(self, game: str, level: str) -> Summary | None:
        for row in summarise(self.records(game)):
            if row.level == level:
                return row
        return None


def _insert(db, record: "GameRecord") -> None:
    values = (record.game, record.level, record.players, record.finished, record.score,
              int(record.won), record.hints, record.replay)
    db.execute(
        f"INSERT INTO games ({COLUMNS}) SELECT ?, ?, ?, ?, ?, ?, ?, ? WHERE NOT EXISTS ("
        "SELECT 1 FROM games WHERE game = ? AND level = ? AND finished = ? AND score = ? "
        "AND won = ? AND replay IS ?)",
        values + (record.game, record.level, record.finished, record.score, int(record.won),
                  record.replay))


def _row_of(record: "GameRecord") -> dict:
    row = asdict(record)
    row.pop("id")
    return row


def _record_from_dict(row: dict) -> "GameRecord | None":
    """A waiting row back as a record; None when it is not one (a damaged pending file)."""
    try:
        fields = {key: row[key] for key in ("game", "level", "players", "score", "won",
                                             "hints", "finished")}
    except KeyError:
        return None
    types = {"game": str, "level": str, "players": int, "score": int, "won": bool,
             "hints": int}
    if any(type(fields[key]) is not kind for key, kind in types.items()):
        return None
    if type(fields["finished"]) not in (int, float):
        return None
    replay = row.get("replay")
    return GameRecord(fields["game"][:32], fields["level"][:16], fields["players"],
                      fields["score"], fields["won"], fields["hints"],
                      float(fields["finished"]), replay[:200] if isinstance(replay, str)
                      else None)


def _record_from_row(row) -> GameRecord | None:
    """A row of the file as a record; None when its values are not a game's (a row another
    program wrote with text where a number belongs, or a number no game has)."""
    rid, game, level, players, finished, score, won, hints, replay = row
    if not all(type(v) is int for v in (rid, players, score, won)) \
            or type(hints) not in (int, type(None)) or type(finished) not in (int, float) \
            or not math.isfinite(finished) or not isinstance(game, str) \
            or not isinstance(level, str):
        return None
    return GameRecord(game, level, players, score, bool(won), hints or 0, float(finished),
                      replay if isinstance(replay, str) else None, rid)


def _refusal(record: GameRecord) -> str | None:
    """Why SQLite can never take this row (a key of `REFUSALS`), or None."""
    numbers = (record.players, record.score, record.hints)
    if not all(type(n) is int and INT64[0] <= n <= INT64[1] for n in numbers):
        return "too_large: a number beyond 64 bits"
    finished = record.finished
    if not (type(finished) is float and math.isfinite(finished)
            or type(finished) is int and INT64[0] <= finished <= INT64[1]):
        return "not_stored: its time is not a number"
    for text in (record.game, record.level, record.replay or ""):
        try:
            text.encode("utf-8")
        except UnicodeError:
            return "not_stored: a text that is not UTF-8"
    return None
