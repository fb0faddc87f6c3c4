"""Statistics are never lost without a word: another program's lock is waited for and never
taken for damage; a row that cannot be written now waits in the pending file and is written
at the next chance; a newer version's file is read or left alone, never set aside; the file
size limit keeps one file; the player is told once, with the reason and the file."""

import json
import os
import sqlite3
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

import pytest

from shell import notices
from shell.store import stats, stats_pending
from shell.store.stats import GameRecord, StatsStore


def rec(won=True, score=10, when=0.0, game="imhotep"):
    return GameRecord(game, "medium", 2, score, won, 0, when, f"{game}-{when}.json")


@pytest.fixture(autouse=True)
def fresh_session(monkeypatch):
    """A new session: nothing told yet, no notice waiting; locks are waited for briefly."""
    monkeypatch.setattr(stats, "_told", set())
    monkeypatch.setattr(stats, "BUSY_WAIT", 0.3)
    notices.take()
    yield
    notices.take()


def filled(path, n=3) -> StatsStore:
    store = StatsStore(path, wait=0.3)
    for k in range(n):
        assert store.record(rec(k % 2 == 0, 10 + k, when=k))
    store.close()
    return store


def rows_in(path) -> int:
    db = sqlite3.connect(path)
    try:
        return db.execute("SELECT COUNT(*) FROM games").fetchone()[0]
    finally:
        db.close()


def told() -> list[str]:
    return [text for text, _error in notices.take()]


class Holder:
    """Another program holding the statistics file with `BEGIN <mode>`."""

    def __init__(self, path, mode="EXCLUSIVE"):
        self.db = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
        self.db.execute(f"BEGIN {mode}")

    def release(self):
        self.db.execute("COMMIT")
        self.db.close()


# a lock is not damage -----------------------------------------------------------------
def test_an_exclusive_lock_is_never_taken_for_damage_and_the_row_waits(tmp_path):
    path = tmp_path / "stats.sqlite"
    filled(path)
    holder = Holder(path)
    try:
        store = StatsStore(path, wait=0.3)
        assert store.record(rec(when=10)) is False  # not in the file: not reported as kept
        assert (store.outcome, store.problem) == ("pending", "locked")
        assert StatsStore(path, wait=0.3).record(rec(when=11)) is False
    finally:
        holder.release()
    assert not list(tmp_path.glob("*.corrupt*"))
    assert rows_in(path) == 3  # the file as it was
    waiting = stats_pending.read(tmp_path / stats_pending.PENDING_DIR)
    assert [item.row["finished"] for item in waiting] == [10, 11]
    messages = told()
    assert len(messages) == 1 and str(path) in messages[0]  # told once, with the file
    assert "another program" in messages[0]
    store = StatsStore(path)
    assert store.record(rec(when=12))  # the next game end writes the waiting rows too
    assert rows_in(path) == 6
    assert not list((tmp_path / stats_pending.PENDING_DIR).iterdir())
    assert told() == ["2 games kept aside were added to the statistics."]


def test_a_short_lock_is_waited_for(tmp_path):
    path = tmp_path / "stats.sqlite"
    filled(path)
    holder = Holder(path)
    threading.Timer(0.3, holder.release).start()
    store = StatsStore(path, wait=5.0)
    assert store.record(rec(when=10))
    assert rows_in(path) == 4 and not told()


def test_while_another_program_writes_the_old_rows_are_still_shown(tmp_path):
    path = tmp_path / "stats.sqlite"
    filled(path)
    holder = Holder(path, "IMMEDIATE")
    try:
        store = StatsStore(path, wait=0.3)
        assert len(store.records()) == 3
        assert store.record(rec(when=10)) is False
        assert len(store.records()) == 4  # the waiting row is shown with them
    finally:
        holder.release()
    assert rows_in(path) == 3 and not list(tmp_path.glob("*.corrupt*"))


def test_a_file_locked_against_reading_is_told_when_its_games_are_not_shown(tmp_path):
    path = tmp_path / "stats.sqlite"
    filled(path)
    holder = Holder(path)
    try:
        store = StatsStore(path, wait=0.1)
        assert store.records() == []  # the three games cannot be read now
        store.records()
    finally:
        holder.release()
    (message,) = told()  # once, with the reason and the file
    assert "cannot be read now" in message and "another program" in message
    assert str(path) in message
    assert len(StatsStore(path).records()) == 3 and not told()  # read again: nothing to tell


# no usable folder or file -------------------------------------------------------------
def test_a_data_folder_that_is_a_file_holds_the_row_until_the_next_game_end(tmp_path,
                                                                           monkeypatch):
    blocker = tmp_path / "xdg_data_home"
    blocker.parent.mkdir(exist_ok=True)
    blocker.write_text("a file where the data folder should be")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocker))
    store = StatsStore()
    assert store.record(rec(when=1)) is False  # held in memory: never reported as kept
    assert (store.outcome, store.problem) == ("held", "folder")
    (message,) = told()
    assert "data folder" in message and str(store.path.parent) in message
    assert "until Nile Table is closed" in message
    assert [r.finished for r in StatsStore().records()] == [1]  # shown while it waits
    blocker.unlink()  # the player mends the folder; the next game ends
    store = StatsStore()
    assert store.record(rec(when=2)) and rows_in(store.path) == 2
    assert told() == ["1 game kept aside was added to the statistics."]
    assert len(StatsStore().records()) == 2  # written once, no longer held


def test_a_full_disk_holds_the_row_in_memory_and_writes_it_when_there_is_room(tmp_path,
                                                                              monkeypatch):
    path = tmp_path / "stats.sqlite"
    filled(path)
    full = sqlite3.OperationalError("database or disk is full")
    full.sqlite_errorcode, full.sqlite_errorname = 13, "SQLITE_FULL"

    def no_room(_db, _record):
        raise full

    def no_room_aside(_folder, _row):
        raise OSError(28, "No space left on device")
    with monkeypatch.context() as patch:
        patch.setattr(stats, "_insert", no_room)
        patch.setattr(stats_pending, "add", no_room_aside)
        store = StatsStore(path)
        assert store.record(rec(when=10)) is False
        assert (store.outcome, store.problem) == ("held", "full")
        assert StatsStore(path).record(rec(when=11)) is False
        assert len(StatsStore(path).records()) == 5
    assert rows_in(path) == 3
    assert StatsStore(path).record(rec(when=12))  # room again at the next game end
    assert rows_in(path) == 6 and len(StatsStore(path).records()) == 6


def test_a_folder_that_cannot_be_created_holds_the_row_and_says_so(tmp_path, monkeypatch):
    real_mkdir = Path.mkdir

    def refused(self, *args, **kwargs):
        if "stats-home" in str(self):
            raise PermissionError(13, "Permission denied")
        return real_mkdir(self, *args, **kwargs)
    monkeypatch.setattr(Path, "mkdir", refused)
    store = StatsStore(tmp_path / "stats-home" / "data" / "stats.sqlite")
    assert store.record(rec()) is False
    assert (store.outcome, store.problem) == ("held", "folder")
    assert len(told()) == 1


def cannot_open(monkeypatch):
    """sqlite3 cannot open the file (mode 000 for anyone but root)."""
    real = sqlite3.connect

    def connect(target, *args, **kwargs):
        if str(target).endswith("stats.sqlite") or "stats.sqlite?" in str(target):
            exc = sqlite3.OperationalError("unable to open database file")
            exc.sqlite_errorcode, exc.sqlite_errorname = 14, "SQLITE_CANTOPEN"
            raise exc
        return real(target, *args, **kwargs)
    monkeypatch.setattr("shell.store.stats.sqlite3.connect", connect)


def test_a_file_that_cannot_be_opened_is_left_alone_and_the_row_waits(tmp_path, monkeypatch):
    path = tmp_path / "stats.sqlite"
    filled(path)
    with monkeypatch.context() as patch:
        cannot_open(patch)
        store = StatsStore(path)
        assert store.record(rec(when=10)) is False
        assert (store.outcome, store.problem) == ("pending", "unreadable")
    assert not list(tmp_path.glob("*.corrupt*")) and rows_in(path) == 3
    assert StatsStore(path).write_waiting()  # the next start
    assert rows_in(path) == 4


@pytest.mark.skipif(sys.platform == "win32" or not hasattr(os, "geteuid") or os.geteuid() == 0,
                    reason="needs POSIX permissions, not root")
def test_a_file_with_mode_000_is_left_alone(tmp_path):
    path = tmp_path / "stats.sqlite"
    filled(path)
    path.chmod(0)
    try:
        store = StatsStore(path)
        assert store.record(rec(when=10)) is False
        assert store.outcome == "pending"
    finally:
        path.chmod(0o600)
    assert not list(tmp_path.glob("*.corrupt*")) and rows_in(path) == 3


@pytest.mark.skipif(sys.platform == "win32" or not hasattr(os, "geteuid") or os.geteuid() == 0,
                    reason="needs POSIX permissions, not root")
def test_a_data_folder_with_mode_000_holds_the_row_and_says_so(tmp_path):
    folder = tmp_path / "data"
    folder.mkdir()
    folder.chmod(0)
    try:
        store = StatsStore(folder / "stats.sqlite")
        assert store.record(rec()) is False
        assert store.outcome == "held"
        assert len(told()) == 1
    finally:
        folder.chmod(0o700)


# a newer version's file ---------------------------------------------------------------
def newer(path, rename=False):
    filled(path)
    db = sqlite3.connect(path)
    if rename:
        db.execute("ALTER TABLE games RENAME COLUMN score TO points")
    else:
        db.execute("ALTER TABLE games ADD COLUMN opponent TEXT NOT NULL DEFAULT ''")
    db.execute("PRAGMA user_version=2")
    db.commit()
    db.close()
    return path.read_bytes()


def test_a_newer_versions_file_is_read_and_never_written(tmp_path):
    path = tmp_path / "stats.sqlite"
    before = newer(path)
    store = StatsStore(path)
    assert len(store.records()) == 3
    assert store.record(rec(when=10)) is False
    assert (store.outcome, store.problem) == ("pending", "newer")
    assert path.read_bytes() == before and not list(tmp_path.glob("*.corrupt*"))
    assert "newer version" in told()[0]


def test_a_newer_versions_file_it_cannot_read_is_left_alone(tmp_path):
    path = tmp_path / "stats.sqlite"
    before = newer(path, rename=True)
    store = StatsStore(path)
    assert store.records() == []
    (message,) = told()  # the games it holds are not shown, and the player knows why
    assert "cannot be read now" in message and "newer version" in message
    assert store.record(rec(when=10)) is False and store.outcome == "pending"
    assert path.read_bytes() == before and not list(tmp_path.glob("*.corrupt*"))


def test_extra_columns_in_this_versions_file_are_no_damage(tmp_path):
    path = tmp_path / "stats.sqlite"
    filled(path)
    db = sqlite3.connect(path)
    db.execute("ALTER TABLE games ADD COLUMN note TEXT")
    db.commit()
    db.close()
    assert StatsStore(path).record(rec(when=10))
    assert rows_in(path) == 4 and not list(tmp_path.glob("*.corrupt*"))


# damage is still set aside, and told ---------------------------------------------------
def test_a_damaged_file_is_set_aside_and_the_player_told(tmp_path):
    path = tmp_path / "stats.sqlite"
    path.write_bytes(b"not a database at all" * 300)
    assert StatsStore(path).record(rec())
    (message,) = told()
    assert str(tmp_path / "stats.sqlite.corrupt") in message


# the pending file -----------------------------------------------------------------------
def test_waiting_rows_are_written_once_even_if_the_pending_file_stays(tmp_path, monkeypatch):
    path = tmp_path / "stats.sqlite"
    filled(path)
    pending = tmp_path / stats_pending.PENDING_DIR
    for when in (20, 21):
        stats_pending.add(pending, stats._row_of(rec(when=when)))
    monkeypatch.setattr(stats_pending, "remove", lambda _paths: None)  # a kill before removal
    assert StatsStore(path).write_waiting()
    assert StatsStore(path).write_waiting()
    assert rows_in(path) == 5


def test_a_damaged_pending_file_of_an_earlier_version_is_no_rows(tmp_path):
    path = tmp_path / "stats.sqlite"
    filled(path)
    pending = tmp_path / stats_pending.LEGACY_NAME
    for n, junk in enumerate((b"\xff\xfe", b"[]", json.dumps(
            {"format": stats_pending.FORMAT, "rows": [{"game": 3}, "x", None]}).encode())):
        pending.write_bytes(junk)
        store = StatsStore(path)
        assert len(store.records()) == 3 + n and store.record(rec(when=30 + n))


def test_a_damaged_row_file_is_skipped_and_the_others_are_written(tmp_path):
    path = tmp_path / "stats.sqlite"
    filled(path)
    folder = tmp_path / stats_pending.PENDING_DIR
    stats_pending.add(folder, stats._row_of(rec(when=20)))
    (folder / "row-0000000000000001-00000000.json").write_bytes(b"\xff{")
    (folder / "row-0000000000000002-00000000.json").write_text('{"format": "x", "row": {}}')
    assert StatsStore(path).write_waiting()
    assert rows_in(path) == 4


def test_an_earlier_versions_pending_file_is_split_and_nothing_is_dropped(tmp_path):
    path = tmp_path / "stats.sqlite"
    filled(path)
    legacy = tmp_path / stats_pending.LEGACY_NAME
    legacy.write_text(json.dumps({"format": stats_pending.FORMAT, "rows": [
        stats._row_of(rec(when=100 + k)) for k in range(500)]}))
    assert len(StatsStore(path).records()) == 503  # every waiting row is shown
    assert not legacy.exists()
    assert len(list((tmp_path / stats_pending.PENDING_DIR).iterdir())) == 500
    assert StatsStore(path).write_waiting()
    assert rows_in(path) == 503
    assert not list((tmp_path / stats_pending.PENDING_DIR).iterdir())


# the file size limit --------------------------------------------------------------------
@pytest.mark.skipif(sys.platform == "win32", reason="RLIMIT_FSIZE is POSIX")
def test_a_file_size_limit_keeps_one_file_and_tells_the_player(tmp_path):
    script = textwrap.dedent(f"""
        import resource
        from pathlib import Path
        from shell import notices
        from shell.store.stats import GameRecord, StatsStore
        resource.setrlimit(resource.RLIMIT_FSIZE, (2048, 2048))
        store = StatsStore(Path({str(tmp_path)!r}) / "stats.sqlite")
        kept = store.record(GameRecord("imhotep", "medium", 2, 10, True, 0, 1.0))
        print(kept, store.outcome, store.problem)
        for text, _error in notices.take():
            print(text)
    """)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=60, cwd=Path(__file__).resolve().parents[3])
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == "False pending full"
    assert any("Statistics are not being kept" in line for line in lines[1:])
    names = sorted(p.name for p in tmp_path.iterdir())
    assert not [n for n in names if ".corrupt" in n]
    assert stats_pending.PENDING_DIR in names
    assert StatsStore(tmp_path / "stats.sqlite").write_waiting()  # the limit is gone
    assert rows_in(tmp_path / "stats.sqlite") == 1


def test_the_rows_that_waited_are_written_at_the_next_start(tmp_path):
    from shell.store import housekeeping
    from shell.store.stats import stats_path

    path = stats_path()
    filled(path)
    stats_pending.add(path.with_name(stats_pending.PENDING_DIR), stats._row_of(rec(when=40)))
    housekeeping.at_start().join(timeout=30)
    assert rows_in(path) == 4
    assert told() == ["1 game kept aside was added to the statistics."]


def test_the_app_tidies_at_start(monkeypatch):
    from scenes.launch import launch
    from shell.app import App
    from shell.cli import build_parser
    from shell.store import housekeeping

    started = []
    monkeypatch.setattr(housekeeping, "at_start", lambda: started.append(True))
    monkeypatch.setattr(App, "run", lambda self, max_frames=None: None)
    assert launch(build_parser().parse_args(["--size", "1024x640"])) == 0
    assert started == [True]
