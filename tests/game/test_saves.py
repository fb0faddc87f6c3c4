"""Saves are replays: written atomically, loaded with validation, bad files refused intact."""

import json

import pytest

from engines.core import Replay, Seat
from game import saves
from tests.toy_nim import ENGINE as NIM


@pytest.fixture(autouse=True)
def nim_is_a_game(monkeypatch):
    real = saves.get_engine

    def lookup(game_id):
        return NIM if game_id == "nim" else real(game_id)

    monkeypatch.setattr(saves, "get_engine", lookup)


@pytest.fixture
def folder(tmp_path):
    path = tmp_path / "saves"
    path.mkdir()
    return path


def a_replay(moves=4) -> Replay:
    state = NIM.new_game(2, None, 11)
    replay = Replay("nim", {"big_heaps": False}, [Seat("Anna"), Seat("Bot", "easy")], 11)
    for _ in range(moves):
        action = state.legal_actions()[0]
        state.apply(action)
        replay.actions.append(action)
    return replay


def snapshot(folder):
    return {p.name: p.read_bytes() for p in folder.iterdir()}


def test_save_then_load_gives_the_same_state(folder):
    replay = a_replay()
    path = folder / "game.json"
    saves.save_replay(replay, path)
    loaded, state = saves.load_game(path)
    assert loaded.actions == replay.actions
    assert state == replay.play(NIM)


def test_autosave_replaces_the_file_atomically(folder):
    saves.autosave(a_replay(2), folder)
    saves.autosave(a_replay(3), folder)
    assert [p.name for p in folder.iterdir()] == [saves.AUTOSAVE_NAME]
    assert len(saves.read_replay(saves.autosave_path(folder)).actions) == 3


BAD_FILES = {
    "truncated": lambda text: text[: len(text) // 2],
    "invalid JSON": lambda text: "{not json",
    "wrong game id": lambda text: text.replace('"game":"nim"', '"game":"chess"'),
    "unknown version": lambda text: text.replace('"version":1', '"version":99'),
    "illegal action in the middle": lambda text: text.replace('"actions":[["take",0,1]',
                                                               '"actions":[["take",0,9]'),
    "not text": lambda text: "\udcff",
}
EXPECTED = {
    "truncated": "damaged or truncated",
    "invalid JSON": "damaged or truncated",
    "wrong game id": "unknown game 'chess'",
    "unknown version": "unknown save format version 99",
    "illegal action in the middle": "action 1 is illegal",
    "not text": "not a saved game",
}


@pytest.mark.parametrize("kind", sorted(BAD_FILES))
def test_bad_save_is_refused_with_a_clear_message_and_nothing_lost(folder, kind):
    saves.autosave(a_replay(), folder)
    saves.save_replay(a_replay(3), folder / "other.json")
    text = json.dumps(a_replay().to_json(), separators=(",", ":"))
    bad = folder / "bad.json"
    content = BAD_FILES[kind](text)
    bad.write_bytes(content.encode("utf-8", "surrogateescape"))
    before = snapshot(folder)
    with pytest.raises(saves.SaveError, match=EXPECTED[kind].replace("(", r"\(")):
        saves.load_game(bad)
    assert snapshot(folder) == before
    saves.load_game(saves.autosave_path(folder))
    saves.load_game(folder / "other.json")


def test_a_50_mb_file_is_refused_without_reading_it(folder):
    huge = folder / "huge.json"
    with open(huge, "wb") as handle:
        handle.truncate(50 * 1024 * 1024)
    with pytest.raises(saves.SaveError, match="too large"):
        saves.load_game(huge)
    assert huge.stat().st_size == 50 * 1024 * 1024


def test_an_illegal_action_names_its_position(folder):
    replay = a_replay(3)
    replay.actions[2] = ("take", 7, 1)
    path = folder / "tampered.json"
    saves.save_replay(replay, path)
    with pytest.raises(saves.SaveError, match="action 3 is illegal"):
        saves.load_game(path)


def test_missing_file_is_refused(folder):
    with pytest.raises(saves.SaveError, match="cannot open"):
        saves.load_game(folder / "nope.json")


def test_list_saves_shows_damaged_files_with_their_reason(folder):
    saves.autosave(a_replay(), folder)
    (folder / "broken.json").write_text("{")
    infos = {info.path.name: info for info in saves.list_saves(folder)}
    assert infos[saves.AUTOSAVE_NAME].error is None
    assert infos[saves.AUTOSAVE_NAME].seats == ["Anna", "Bot"]
    assert "damaged" in infos["broken.json"].error
