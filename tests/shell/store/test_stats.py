"""Statistics: a finished game updates its (game, level) row; streaks, best and
average; the file survives damage (garbage, truncation, a folder in the way, a read-only
folder) by being set aside or kept in memory, never by a crash; the kept replays are bounded
and the oldest go first."""

import os
import random
import sqlite3
import sys
from pathlib import Path

import pytest

from engines import get_engine
from engines.core import Replay, Seat
from shell.store import finished, saves
from shell.store.stats import (
    HOTSEAT,
    GameRecord,
    StatsStore,
    opponent_level,
    record_for,
    summarise,
    win_rate_history,
)


def rec(won, score=10, game="imhotep", level="medium", when=0.0, hints=0):
    return GameRecord(game, level, 2, score, won, hints, when)


def finished_game(game="imhotep", kinds=("human", "medium"), seed=3):
    engine = get_engine(game)
    seats = [Seat(f"P{i}", kind) for i, kind in enumerate(kinds)]
    options = engine.spec.resolve_options({})
    replay = Replay(game, options, seats, seed, [])
    state = engine.new_game(len(seats), options, seed)
    rng = random.Random(seed)
    while not state.is_over():
        action = rng.choice(state.legal_actions())
        state.apply(action)
        replay.actions.append(action)
    return replay, state


# the record ----------------------------------------------------------------------------
def test_opponent_level_is_the_strongest_bot_and_hotseat_without_bots():
    assert opponent_level(["easy", "hard", "medium"]) == "hard"
    assert opponent_level(["random"]) == "random"
    assert opponent_level([]) == HOTSEAT


def test_record_for_takes_the_human_seat_score_and_result():
    replay, state = finished_game(kinds=("medium", "human"))
    record = record_for(replay, state, hints=2, replay_name="x.json", when=5.0)
    assert (record.game, record.level, record.players) == ("imhotep", "medium", 2)
    assert record.score == state.scores()[1]
    assert record.won == (1 in state.winners())
    assert (record.hints, record.replay, record.finished) == (2, "x.json", 5.0)


def test_a_game_of_bots_alone_is_not_a_statistic():
    replay, state = finished_game(kinds=("easy", "medium"))
    assert record_for(replay, state) is None


def test_a_game_started_at_a_written_position_is_not_a_statistic():
    from engines.imhotep.notation import format as position

    replay, state = finished_game(kinds=("medium", "human"))
    replay.position = position(state)
    assert record_for(replay, state) is None


def test_streaks_best_and_average_follow_the_order_of_finishing():
    rows = [rec(True, 20, when=1), rec(True, 30, when=2), rec(True, 25, when=3),
            rec(False, 5, when=4), rec(True, 10, when=5)]
    (summary,) = summarise(list(reversed(rows)))  # the stored order does not matter
    assert (summary.games, summary.wins, summary.best) == (5, 4, 30)
    assert summary.average == pytest.approx(18.0)
    assert (summary.streak, summary.best_streak) == (1, 3)
    assert summary.win_rate == pytest.approx(0.8)


def test_recording_a_finished_game_updates_the_right_row(tmp_path):
    store = StatsStore(tmp_path / "stats.sqlite")
    store.record(rec(True, 12, level="easy", when=1))
    store.record(rec(False, 8, game="aton", level="hard", when=2))
    replay, state = finished_game(kinds=("human", "hard"))
    assert finished.record_finished_game(replay, state, hints=3, store=store,
                                         folder=tmp_path / "fin")
    hard = store.summary("imhotep", "hard")
    assert (hard.games, hard.hints, hard.best) == (1, 3, state.scores()[0])
    assert hard.wins == (0 in state.winners())
    easy = store.summary("imhotep", "easy")  # the other rows are as they were
    assert (easy.games, easy.wins, easy.best) == (1, 1, 12)
    assert store.summary("aton", "hard").games == 1
    kept = store.records("imhotep")[-1].replay
    assert (tmp_path / "fin" / kept).is_file()
    store.close()
    again = StatsStore(tmp_path / "stats.sqlite")  # it is on disk
    assert again.summary("imhotep", "hard").games == 1


def test_hints_default_to_zero(tmp_path):
    store = StatsStore(tmp_path / "s.sqlite")
    store.record(GameRecord("pyramids", "easy", 2, 40, True))
    assert store.summary("pyramids", "easy").hints == 0


# damage --------------------------------------------------------------------------------
def fill(store, n=3):
    for k in range(n):
        assert store.record(rec(k % 2 == 0, 10 + k, when=k))


def test_garbage_bytes_are_set_aside_and_a_fresh_file_started(tmp_path):
    path = tmp_path / "stats.sqlite"
    path.write_bytes(os.urandom(5000))
    store = StatsStore(path)
    assert store.records() == []
    assert store.record(rec(True))
    assert store.summary("imhotep", "medium").games == 1
    assert (tmp_path / "stats.sqlite.corrupt").read_bytes() != b""
    assert store.problem is None


def test_a_truncated_file_is_set_aside(tmp_path):
    path = tmp_path / "stats.sqlite"
    store = StatsStore(path)
    fill(store, 40)
    store.close()
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2 + 100])
    store = StatsStore(path)
    summaries = store.summaries()  # never raises; either still readable or a fresh file
    assert store.record(rec(True, 99, when=100))
    assert store.summary("imhotep", "medium").best == 99
    assert summaries == [] and (tmp_path / "stats.sqlite.corrupt").exists() \
        or summaries[0].games <= 40


def test_a_header_damaged_file_is_set_aside(tmp_path):
    path = tmp_path / "stats.sqlite"
    store = StatsStore(path)
    fill(store)
    store.close()
    data = bytearray(path.read_bytes())
    data[0:16] = b"not sqlite here!"
    path.write_bytes(bytes(data))
    store = StatsStore(path)
    assert store.records() == []
    assert (tmp_path / "stats.sqlite.corrupt").exists()
    assert store.record(rec(True))


def test_a_second_damage_keeps_the_first_corrupt_file(tmp_path):
    path = tmp_path / "stats.sqlite"
    for _k in range(2):
        path.write_bytes(b"garbage" * 100)
        StatsStore(path).records()
    assert (tmp_path / "stats.sqlite.corrupt").exists()
    assert (tmp_path / "stats.sqlite.corrupt2").exists()


def test_a_folder_in_the_way_is_set_aside(tmp_path):
    path = tmp_path / "stats.sqlite"
    path.mkdir()
    (path / "inside").write_text("x")
    store = StatsStore(path)
    assert store.record(rec(True))
    assert path.is_file()
    assert (tmp_path / "stats.sqlite.corrupt" / "inside").exists()


def test_a_wrong_schema_is_set_aside(tmp_path):
    path = tmp_path / "stats.sqlite"
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE games (x)")
    db.execute("PRAGMA user_version=1")
    db.commit()
    db.close()
    store = StatsStore(path)
    assert store.record(rec(True))
    assert store.summary("imhotep", "medium").games == 1


@pytest.mark.skipif(sys.platform == "win32" or not hasattr(os, "geteuid")
                    or os.geteuid() == 0, reason="needs POSIX permissions, not root")
def test_a_read_only_folder_never_claims_a_row_it_did_not_write(tmp_path):
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        store = StatsStore(folder / "stats.sqlite")
        assert store.record(rec(True, 7)) is False
        assert store.outcome == "held"  # the pending file cannot be written there either
    finally:
        folder.chmod(0o700)


@pytest.mark.skipif(sys.platform == "win32" or not hasattr(os, "geteuid")
                    or os.geteuid() == 0, reason="needs POSIX permissions, not root")
def test_a_read_only_folder_still_shows_the_old_statistics(tmp_path):
    folder = tmp_path / "ro"
    folder.mkdir()
    store = StatsStore(folder / "stats.sqlite")
    fill(store)
    store.close()
    folder.chmod(0o500)
    try:
        store = StatsStore(folder / "stats.sqlite")
        assert store.summary("imhotep", "medium").games == 3
        # a new row (an equal one is in the file already): refused, never raised
        assert store.record(rec(True, 99, when=99)) is False
        assert store.outcome == "held"  # the pending file cannot be written there either
        assert store.summary("imhotep", "medium").best == 99  # shown while it waits
    finally:
        folder.chmod(0o700)


# the kept replays ----------------------------------------------------------------------
def test_the_replay_store_keeps_a_bounded_number_and_drops_the_oldest(tmp_path):
    folder = tmp_path / "fin"
    replay, _state = finished_game()
    for k in range(5):
        replay.seed = 100 + k
        path = finished.keep_replay(replay, folder, keep=3)
        os.utime(path, ns=(k * 10**9, k * 10**9))  # in the order written
    kept = finished.kept_replays(folder)
    assert [saves.read_replay(p).seed for p in kept] == [102, 103, 104]
    assert len(list(folder.glob("*.json"))) == 3


class ReadOnlyFileSystem:
    """sqlite3.connect on a file system mounted read-only (works for root too)."""

    def __init__(self, monkeypatch):
        real = sqlite3.connect

        def connect(path, *args, uri=False, **kwargs):
            if not uri:
                path = f"{Path(path).absolute().as_uri()}?mode=ro"
            return real(path, *args, uri=True, **kwargs)
        monkeypatch.setattr("shell.store.stats.sqlite3.connect", connect)


def test_a_read_only_file_system_without_a_file_keeps_the_row_waiting(
        tmp_path, monkeypatch):
    ReadOnlyFileSystem(monkeypatch)
    store = StatsStore(tmp_path / "stats.sqlite")
    assert store.record(rec(True, 7)) is False  # not in a file: never reported as kept
    assert (store.outcome, store.problem) == ("pending", "unreadable")
    assert store.summary("imhotep", "medium").best == 7  # shown from the pending file


def test_a_read_only_file_system_shows_the_old_statistics_and_refuses_to_write(
        tmp_path, monkeypatch):
    store = StatsStore(tmp_path / "stats.sqlite")
    fill(store)
    store.close()
    before = (tmp_path / "stats.sqlite").read_bytes()
    ReadOnlyFileSystem(monkeypatch)
    store = StatsStore(tmp_path / "stats.sqlite")
    assert store.summary("imhotep", "medium").games == 3
    assert store.record(rec(True)) is False  # refused, never raised
    assert (tmp_path / "stats.sqlite").read_bytes() == before
    assert not (tmp_path / "stats.sqlite.corrupt").exists()


def test_the_kept_list_is_newest_first_and_skips_what_is_not_a_replay(tmp_path):
    folder = tmp_path / "fin"
    replay, _state = finished_game()
    for k in range(3):
        replay.seed = 200 + k
        path = finished.keep_replay(replay, folder)
        os.utime(path, ns=(k * 10**9, k * 10**9))
    (folder / "zz-damaged.json").write_bytes(b"\xff\x00 not json")
    kept = finished.list_kept(folder)
    assert [saves.read_replay(item.path).seed for item in kept] == [202, 201, 200]
    assert all(item.game == "imhotep" and item.seats == ["P0", "P1"] for item in kept)


def test_the_win_rate_history_follows_one_game_and_level_in_finishing_order():
    records = [rec(True, when=3.0), rec(False, when=1.0), rec(True, when=2.0),
               rec(True, when=1.5, level="hard"), rec(False, when=4.0, game="aton"),
               rec(False, when=5.0)]
    points = win_rate_history(records, "imhotep", "medium", window=2)
    assert [p.n for p in points] == [1, 2, 3, 4]
    assert [p.finished for p in points] == [1.0, 2.0, 3.0, 5.0]
    assert [p.won for p in points] == [False, True, True, False]
    assert [p.cumulative for p in points] == [0.0, 0.5, 2 / 3, 0.5]
    assert [p.recent for p in points] == [0.0, 0.5, 1.0, 0.5]  # the last two games
    assert win_rate_history(records, "pyramids", "medium") == []
