"""Statistics of finished games, kept in an SQLite file in the per-user data folder.

One row per finished game with a human at the table: the game, the opponent level (the
strongest bot among the opponents; "hotseat" when every seat is human), the players, the
human's score and whether they won, the hints they used and the kept replay's file name. A
game with several humans is one row: the best of the humans (won when any human won).

Writes are transactions (SQLite's rollback journal), so a crash leaves the old file or the
new one. A damaged file (not a database, truncated, failing its quick check, a folder in the
way) is set aside as `stats.sqlite.corrupt` and a fresh one started. When the folder cannot
be written, the statistics live in memory for this session. Nothing here ever raises to the
caller: statistics are never worth a crash.
"""

import logging
import os
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path

from .paths import user_data_dir

log = logging.getLogger(__name__)
STATS_NAME = "stats.sqlite"
SCHEMA_VERSION = 1
LEVEL_ORDER = ("random", "easy", "medium", "hard")
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
    """The record of the finished game `state` of `replay` (None: no human played it)."""
    kinds = [seat.kind for seat in replay.seats]
    humans = [i for i, kind in enumerate(kinds) if kind == "human"]
    if not humans or not state.is_over():
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


class StatsStore:
    """The statistics file. Every method survives any damage to it (see the module doc)."""

    def __init__(self, path: Path | None = None):
        self.path = Path(path) if path is not None else stats_path()
        self.persistent = True  # False: the folder cannot be written, kept in memory
        self.set_aside: list[Path] = []  # damaged files moved away (newest last)
        self._db: sqlite3.Connection | None = None

    # opening ------------------------------------------------------------------------
    def _connect(self) -> sqlite3.Connection:
        if self._db is None:
            self._db = self._open()
        return self._db

    def _open(self) -> sqlite3.Connection:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            if self.path.exists() and not self.path.is_file():
                self._set_aside("something else is in the way")
            return self._open_file()
        except sqlite3.DatabaseError as exc:  # not a database, malformed, wrong schema
            self._close()
            if self._set_aside(str(exc)):
                try:
                    return self._open_file()
                except (sqlite3.Error, OSError) as again:
                    log.warning("statistics: a fresh file failed too: %s", again)
        except OSError as exc:
            log.warning("statistics: cannot open %s: %s", self.path, exc)
        self.persistent = False
        log.warning("statistics are kept in memory for this session")
        db = sqlite3.connect(":memory:")
        db.executescript(SCHEMA)
        return db

    def _open_file(self) -> sqlite3.Connection:
        db = sqlite3.connect(str(self.path), timeout=2.0)
        self._db = db
        try:
            db.execute("PRAGMA journal_mode=DELETE")
            check = db.execute("PRAGMA quick_check").fetchone()
            if not check or check[0] != "ok":
                raise sqlite3.DatabaseError(f"quick check: {check}")
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise sqlite3.DatabaseError(f"written by a newer version ({version})")
            if version < SCHEMA_VERSION:  # a new file (an old one is only read until then)
                with db:
                    db.executescript(SCHEMA)
                    db.execute(f"PRAGMA user_version={SCHEMA_VERSION}")
            db.execute("SELECT id, game, level, players, finished, score, won, hints, replay "
                       "FROM games LIMIT 1").fetchall()
        except BaseException:
            self._db = None
            db.close()
            raise
        return db

    def _set_aside(self, why: str) -> bool:
        """Move the damaged file (or whatever is in the way) to `<name>.corrupt`."""
        target = self.path.with_name(self.path.name + ".corrupt")
        n = 2
        while target.exists():
            target = self.path.with_name(f"{self.path.name}.corrupt{n}")
            n += 1
        try:
            os.replace(self.path, target)
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
        return True

    def _close(self) -> None:
        if self._db is not None:
            try:
                self._db.close()
            except sqlite3.Error:
                pass
            self._db = None

    def close(self) -> None:
        self._close()

    def _run(self, work, default):
        """`work(db)`; on damage found on the way, set the file aside and try once more on
        a fresh one; on any other failure, log it and return `default`."""
        for attempt in range(2):
            try:
                return work(self._connect())
            except sqlite3.DatabaseError as exc:
                log.warning("statistics: %s", exc)
                if attempt or not self.persistent or isinstance(exc, sqlite3.OperationalError):
                    break
                self._close()
                if not self._set_aside(str(exc)):
                    break
            except Exception:
                log.exception("statistics failed")
                break
        return default

    # writing and reading ----------------------------------------------------------------
    def record(self, record: GameRecord) -> bool:
        """Add one finished game (a single transaction). False when it could not be kept."""
        def write(db):
            with db:
                db.execute(
                    "INSERT INTO games (game, level, players, finished, score, won, hints, "
                    "replay) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (record.game, record.level, record.players, record.finished,
                     record.score, int(record.won), record.hints, record.replay))
            return True
        return self._run(write, False)

    def records(self, game: str | None = None) -> list[GameRecord]:
        """Every kept game (of `game`), oldest first."""
        def read(db):
            sql = ("SELECT id, game, level, players, finished, score, won, hints, replay "
                   "FROM games")
            args: tuple = ()
            if game is not None:
                sql += " WHERE game = ?"
                args = (game,)
            rows = db.execute(sql + " ORDER BY finished, id", args).fetchall()
            return [_record_from_row(row) for row in rows]
        return self._run(read, [])

    def summaries(self) -> list[Summary]:
        return summarise(self.records())

    def summary(self, game: str, level: str) -> Summary | None:
        for row in summarise(self.records(game)):
            if row.level == level:
                return row
        return None


def _record_from_row(row) -> GameRecord:
    rid, game, level, players, finished, score, won, hints, replay = row
    return GameRecord(str(game), str(level), int(players), int(score), bool(won),
                      int(hints or 0), float(finished), replay if isinstance(replay, str)
                      else None, int(rid))
