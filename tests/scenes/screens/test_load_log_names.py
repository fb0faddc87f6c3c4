"""A save that cannot be opened is told to the player with its name cut to the toast's room,
and logged with its whole name (a log is for bug reports)."""

import logging

from engines.core import Replay
from scenes.replay import open_replay_file
from scenes.screens.load import open_saved_game
from shell.store import finished, saves

LONG = "a-save-named-at-length-so-that-no-short-cut-keeps-it-whole-" + "x" * 20 + ".json"


def test_a_save_error_carries_the_whole_file_name(tmp_path):
    path = tmp_path / LONG
    path.write_text("{not json")
    try:
        saves.read_replay(path)
    except saves.SaveError as exc:
        assert exc.file_name == LONG and str(exc).startswith(LONG + ": ")
    else:
        raise AssertionError("a damaged save was read")
    (tmp_path / "in the way" / LONG).mkdir(parents=True)  # a folder where the file goes
    try:
        saves.save_replay(Replay("aton", {}, [], 1, []), tmp_path / "in the way" / LONG)
    except saves.SaveError as exc:
        assert exc.file_name == LONG
    else:
        raise AssertionError("a save was written over a folder")


def test_the_log_names_the_whole_file_and_the_toast_its_first_60_characters(app, tmp_path,
                                                                            caplog):
    path = tmp_path / LONG
    path.write_text("{not json")
    with caplog.at_level(logging.INFO):
        problem = open_saved_game(app, path)
        watched = open_replay_file(app, path)
    assert problem is not None and LONG[:60] in problem and LONG not in problem
    assert watched is not None and LONG[:60] in watched and LONG not in watched
    logged = [r.getMessage() for r in caplog.records]
    assert sum(LONG in line and "damaged or truncated" in line for line in logged) == 2, logged


def test_a_finished_game_that_cannot_be_kept_is_logged_with_its_whole_name(tmp_path, caplog,
                                                                           monkeypatch):
    (tmp_path / LONG).mkdir()  # a folder where the kept game's file goes
    monkeypatch.setattr(saves, "new_save_path", lambda game, folder=None: tmp_path / LONG)
    with caplog.at_level(logging.WARNING):
        assert finished.keep_replay(Replay("aton", {}, [], 1, []), tmp_path) is None
    assert any(LONG in r.getMessage() for r in caplog.records)
