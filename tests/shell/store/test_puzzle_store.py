"""The puzzles file: a game's puzzles are added once, each try is counted, a damaged file is
set aside with a message and a damaged entry is kept but not shown; the other files are never
touched (shell/store/puzzles.py)."""

import json

import pytest

from engines.ai.puzzles import Puzzle
from shell import notices
from shell.store import puzzle_store as store
from shell.store.puzzle_store import NEW, SOLVED, TRIED, PuzzleStore
from tests.engines.ai.puzzle_helpers import puzzle_of


@pytest.fixture(scope="module")
def made() -> Puzzle:
    return puzzle_of("aton")[0]


def file_of(tmp_path):
    return tmp_path / "puzzles.json"


def test_a_games_puzzles_are_added_once_and_read_back(tmp_path, made):
    path = file_of(tmp_path)
    assert PuzzleStore(path).add([made]) == 1
    assert PuzzleStore(path).add([made]) == 0, "the same puzzle is not added twice"
    again = PuzzleStore(path)
    assert again.own == [made]
    assert again.puzzles("aton")[0] == made and again.puzzles("imhotep")[:1] != [made]
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == store.FORMAT and data["version"] == store.VERSION


def test_tries_and_solutions_are_counted_per_game(tmp_path, made):
    path = file_of(tmp_path)
    puzzles = PuzzleStore(path)
    puzzles.add([made])
    assert puzzles.progress_of(made).state == NEW
    before = puzzles.counts("aton")
    assert puzzles.record(made, solved=False).state == TRIED
    assert puzzles.record(made, solved=True).state == SOLVED
    assert puzzles.record(made, solved=False).state == SOLVED, "solved once stays solved"
    again = PuzzleStore(path)
    assert again.progress_of(made).tries == 3
    counts = again.counts("aton")
    assert (counts.puzzles, counts.tried, counts.solved) == (before.puzzles, before.tried + 1,
                                                             before.solved + 1)
    quick = PuzzleStore(path, read_puzzles=False)
    assert quick.own == [] and quick.tried() == {"aton": store.Counts(0, 1, 1)}


@pytest.mark.parametrize("content", [b'{"format": "nile-table-puzzles", "version": 1,',
                                     b"\xff\xfe\x00binary", b"[1, 2]",
                                     b'{"format": "someone-else", "version": 1}',
                                     b'{"format": "nile-table-puzzles", "version": 1, '
                                     b'"own": 3, "progress": {}}',
                                     b"[" * 100 + b"]" * 100])
def test_a_damaged_file_is_set_aside_with_a_message(tmp_path, made, content):
    path = file_of(tmp_path)
    neighbour = tmp_path / "stats.sqlite"
    neighbour.write_bytes(b"the statistics")
    path.write_bytes(content)
    notices.take()
    puzzles = PuzzleStore(path)
    assert puzzles.own == [] and not path.exists()
    assert (tmp_path / "puzzles.json.corrupt").read_bytes() == content
    told = [text for text, _error in notices.take()]
    assert any("damaged" in text and "puzzles.json.corrupt" in text for text in told), told
    assert puzzles.add([made]) == 1 and PuzzleStore(path).own == [made], "a new file"
    assert neighbour.read_bytes() == b"the statistics"


def test_a_file_too_large_or_a_folder_in_its_place_is_set_aside(tmp_path, monkeypatch):
    path = file_of(tmp_path)
    monkeypatch.setattr(store, "MAX_BYTES", 100)
    path.write_text(json.dumps({"format": store.FORMAT, "version": store.VERSION,
                                "own": [], "progress": {}, "padding": "x" * 200}))
    PuzzleStore(path)
    assert not path.exists() and (tmp_path / "puzzles.json.corrupt").is_file()
    path.mkdir()
    PuzzleStore(path)
    assert not path.exists() and (tmp_path / "puzzles.json.corrupt2").is_dir()


def test_a_damaged_entry_is_kept_in_the_file_but_not_shown(tmp_path, made):
    path = file_of(tmp_path)
    broken = {**made.to_json(), "seat": 7}
    path.write_text(json.dumps({"format": store.FORMAT, "version": store.VERSION,
                                "own": [broken], "progress": {"x": "nonsense"}}))
    notices.take()
    puzzles = PuzzleStore(path)
    assert puzzles.own == [] and puzzles.damaged == 1
    assert any("damaged" in text for text, _e in notices.take())
    puzzles.add([made])
    data = json.loads(path.read_text(encoding="utf-8"))
    assert broken in data["own"] and made.to_json() in data["own"]


def test_a_newer_versions_file_is_only_read(tmp_path, made):
    path = file_of(tmp_path)
    text = json.dumps({"format": store.FORMAT, "version": store.VERSION + 1,
                       "own": [made.to_json()], "progress": {}, "more": "to come"})
    path.write_text(text)
    puzzles = PuzzleStore(path)
    assert puzzles.own == [made] and puzzles.read_only
    puzzles.record(made, solved=True)
    assert path.read_text() == text, "never written"
    assert puzzles.progress_of(made).solved, "kept for this session"


def test_a_file_that_cannot_be_written_keeps_the_try_for_the_session(tmp_path, made,
                                                                  monkeypatch):
    path = file_of(tmp_path)
    PuzzleStore(path).add([made])
    before = path.read_bytes()

    def refused(*args, **kwargs):
        raise PermissionError(13, "read-only folder")

    monkeypatch.setattr(store, "write_atomic", refused)
    notices.take()
    PuzzleStore(path).record(made, solved=True)
    assert path.read_bytes() == before
    assert any("not being kept" in text for text, _e in notices.take())
    assert PuzzleStore(path).progress_of(made).solved, "kept in memory"
    monkeypatch.undo()
    PuzzleStore(path).record(made, solved=False)
    progress = json.loads(path.read_text())["progress"][made.id]
    assert progress == {"tries": 2, "solved": True, "game": "aton"}, "written once it can be"


def test_puzzles_are_added_in_the_background(tmp_path, made):
    path = file_of(tmp_path)
    future = store.add_in_background([made], path)
    store.flush()
    assert future.result() == 1 and PuzzleStore(path).own == [made]
