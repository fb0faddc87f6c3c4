"""Every statistics row the player was told about is written exactly once: two running
copies of the app finishing games against a locked file lose none (each waiting row is its
own file); a row the file can never take (a number beyond 64 bits from a tampered save) is
set aside alone with its reason and never holds back the others; a row of the file that is
not a game is skipped and counted, and the others are shown."""

import json
import os
import sqlite3
import subprocess
import sys
import textwrap

import pytest

from shell import notices
from shell.store import stats, stats_pending
from shell.store.stats import GameRecord, StatsStore
from tests.shell.processes import ROOT
from tests.shell.store.test_stats_faults import Holder, filled, rec, rows_in, told


@pytest.fixture(autouse=True)
def fresh_session(monkeypatch):
    monkeypatch.setattr(stats, "_told", set())
    notices.take()
    yield
    notices.take()


FINISHER = textwrap.dedent("""
    import sys
    from pathlib import Path
    from shell.store.stats import GameRecord, StatsStore
    path, who = Path(sys.argv[1]), int(sys.argv[2])
    for k in range(20):
        store = StatsStore(path, wait=0.05)
        store.record(GameRecord("imhotep", "medium", 2, k, k % 2 == 0, 0, 1000.0 * who + k,
                                f"imhotep-{who}-{k}.json"))
        store.close()
        print(store.outcome, flush=True)
""")


def test_two_copies_finishing_20_games_each_against_a_locked_file_write_all_40(tmp_path):
    path = tmp_path / "stats.sqlite"
    filled(path, 1)
    script = tmp_path / "finisher.py"
    script.write_text(FINISHER)
    holder = Holder(path)
    copies = [subprocess.Popen([sys.executable, str(script), str(path), str(who)], cwd=ROOT,
                               stdout=subprocess.PIPE, text=True,
                               env=dict(os.environ, PYTHONPATH=str(ROOT)))
              for who in (1, 2)]
    outcomes: list[str] = []
    try:
        for _line in range(8):  # the first games of one copy end while the file is locked
            outcomes.append(copies[0].stdout.readline().strip())
    finally:
        holder.release()  # the rest race each other for the file and its waiting rows
    for copy in copies:
        out, _err = copy.communicate(timeout=120)
        outcomes += out.split()
        assert copy.returncode == 0
    assert "pending" in outcomes and len(outcomes) == 40
    StatsStore(path).write_waiting()  # the next start writes whatever still waits
    db = sqlite3.connect(path)
    try:
        kept = db.execute("SELECT replay FROM games WHERE replay LIKE 'imhotep-_-%'").fetchall()
    finally:
        db.close()
    assert sorted(name for (name,) in kept) == sorted(
        f"imhotep-{who}-{k}.json" for who in (1, 2) for k in range(20))  # each exactly once
    assert not list((tmp_path / stats_pending.PENDING_DIR).iterdir())


def poisoned(when=5.0) -> GameRecord:
    """The row of a game loaded from a save with `"hints": [10**30, 0]`."""
    return GameRecord("imhotep", "medium", 2, 10, True, 10**30, when, "poisoned.json")


def test_a_row_sqlite_refuses_is_set_aside_alone_and_the_others_are_written(tmp_path):
    path = tmp_path / "stats.sqlite"
    filled(path)
    holder = Holder(path)
    try:
        assert StatsStore(path, wait=0.1).record(poisoned()) is False  # waits: locked
        assert StatsStore(path, wait=0.1).record(rec(when=6)) is False
    finally:
        holder.release()
    told()
    store = StatsStore(path)
    assert store.record(rec(when=7))  # the next game, and the one that waited with it
    assert rows_in(path) == 5
    (aside,) = (tmp_path / stats_pending.REFUSED_DIR).iterdir()
    kept = json.loads(aside.read_text())
    assert kept["row"]["hints"] == 10**30 and "64 bits" in kept["reason"]
    messages = told()
    assert any("too large" in text and str(aside) in text for text in messages)
    assert "1 game kept aside was added to the statistics." in messages
    assert StatsStore(path).record(rec(when=8)) and rows_in(path) == 6  # never again in the way
    assert not list((tmp_path / stats_pending.PENDING_DIR).iterdir())


def test_a_refused_game_of_its_own_is_not_reported_as_kept(tmp_path):
    path = tmp_path / "stats.sqlite"
    store = StatsStore(path)
    assert store.record(poisoned()) is False and store.outcome == "refused"
    assert rows_in(path) == 0 and len(list((tmp_path / stats_pending.REFUSED_DIR).iterdir())) == 1
    assert store.record(rec(when=9)) and rows_in(path) == 1


def test_a_row_that_is_not_a_game_is_skipped_and_counted(tmp_path):
    path = tmp_path / "stats.sqlite"
    filled(path)
    db = sqlite3.connect(path)
    with db:
        db.execute("INSERT INTO games (game, level, players, finished, score, won, hints) "
                   "VALUES ('imhotep', 'easy', 2, 3.0, 'many', 1, 0)")
        db.execute("INSERT INTO games (game, level, players, finished, score, won, hints) "
                   "VALUES ('imhotep', 'easy', 'two', 'soon', 4, 1, 0)")
    db.close()
    store = StatsStore(path)
    assert [r.score for r in store.records()] == [10, 11, 12]
    assert store.skipped == 2

