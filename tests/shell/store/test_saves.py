"""Saves are replays: written atomically, loaded with validation, bad files refused intact."""

import json
import logging
import os
import time

import pytest

from engines.core import Replay, Seat
from shell import notices
from shell.language import i18n
from shell.language.names import MAX_NAME_CHARS
from shell.store import saves
from tests.toy.engines_nim import ENGINE as NIM


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


def a_replay(moves=4, seed=11) -> Replay:
    state = NIM.new_game(2, None, seed)
    replay = Replay("nim", {"big_heaps": False}, [Seat("Anna"), Seat("Bot", "easy")], seed)
    for _ in range(moves):
        action = state.legal_actions()[0]
        state.apply(action)
        replay.actions.append(action)
    return replay


def replay_text(replay=None) -> str:
    return json.dumps((replay or a_replay()).to_json(), separators=(",", ":"))


def snapshot(folder):
    return {p.name: p.read_bytes() for p in folder.iterdir()}


def test_save_then_load_gives_the_same_state(folder):
    replay = a_replay()
    path = folder / "game.json"
    saves.save_replay(replay, path)
    loaded, state = saves.load_game(path)
    assert loaded.actions == replay.actions
    assert state == replay.play(NIM)


def test_each_game_gets_its_own_autosave(folder):
    first = saves.AutosaveWriter(folder=folder)
    second = saves.AutosaveWriter(folder=folder)
    first.submit(a_replay(2))
    first.flush()
    second.submit(a_replay(1, seed=12))
    second.flush()
    first.submit(a_replay(3))
    first.flush()
    assert first.path != second.path
    assert all(saves.is_autosave(p) for p in folder.iterdir())
    assert len(saves.read_replay(first.path).actions) == 3
    assert len(saves.read_replay(second.path).actions) == 1


def test_a_new_game_keeps_the_newest_autosaves_and_drops_the_oldest(folder):
    paths = []
    for n in range(saves.AUTOSAVES_KEPT + 2):
        writer = saves.AutosaveWriter(folder=folder)
        writer.submit(a_replay(1, seed=20 + n))
        writer.flush()
        os.utime(writer.path, (time.time() - 100 + n, time.time() - 100 + n))
        paths.append(writer.path)
    left = sorted(p for p in folder.iterdir())
    assert len(left) == saves.AUTOSAVES_KEPT
    assert set(left) == set(paths[-saves.AUTOSAVES_KEPT:])


def test_an_autosave_another_running_copy_pruned_first_is_no_warning(folder, monkeypatch,
                                                                      caplog):
    for n in range(saves.AUTOSAVES_KEPT + 1):
        path = saves.autosave(a_replay(1, seed=40 + n), folder)
        os.utime(path, (time.time() - 100 + n, time.time() - 100 + n))
    listed = saves.autosaves(folder)
    monkeypatch.setattr(saves, "autosaves", lambda _folder=None: listed)
    listed[-1].path.unlink()  # the other copy, between the listing and the removal
    with caplog.at_level(logging.WARNING, logger=saves.log.name):
        assert saves.prune_autosaves(folder) == [listed[-2].path]
    assert not caplog.records
    assert len(list(folder.iterdir())) == saves.AUTOSAVES_KEPT - 1


def test_continue_offers_the_newest_unfinished_autosave(folder):
    finished = a_replay(0)
    state = NIM.new_game(2, None, finished.seed)
    while not state.is_over():
        action = state.legal_actions()[0]
        state.apply(action)
        finished.actions.append(action)
    older = saves.autosave(a_replay(2), folder)
    newest = saves.autosave(finished, folder)
    os.utime(older, (time.time() - 50, time.time() - 50))
    candidate, damaged = saves.continue_candidates(folder)
    assert candidate.path == older and candidate.progress is not None and damaged == []
    broken = folder / "autosave-nim-broken.json"
    broken.write_text("{")
    candidate, damaged = saves.continue_candidates(folder)
    assert candidate.path == older and [info.path for info in damaged] == [broken]
    newest.unlink()
    older.unlink()
    assert saves.continue_candidates(folder)[0] is None


def test_a_bom_save_loads(folder):
    path = folder / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + replay_text().encode())
    replay, _state = saves.load_game(path)
    assert replay.seats[0].name == "Anna"


def test_names_are_cleaned_and_cut_short(folder):
    data = a_replay().to_json()
    data["seats"][0]["name"] = "An\udc80na\x00\u202e\n" + "x" * 500_000
    data["seats"][1]["name"] = "\x07\x08"
    path = folder / "names.json"
    path.write_text(json.dumps(data))  # ensure_ascii writes the lone surrogate as \udc80
    replay, _state = saves.load_game(path)
    first, second = replay.seats[0].name, replay.seats[1].name
    assert first.startswith("Anna x") and len(first) == MAX_NAME_CHARS
    assert first.encode("utf-8")  # no lone surrogate is left
    assert second == "Player 2"


def damaged(text: str) -> dict:
    """Each kind of damaged save (bytes) and the English reason it is refused with."""
    data = json.loads(text)
    big_seed = dict(data, seed=int("9" * 4000))
    return {
        "truncated": (text[: len(text) // 2].encode(), "damaged or truncated"),
        "invalid JSON": (b"{not json", "damaged or truncated"),
        "not text": (b"\xff\xfe\x00garbage", "not text"),
        "nested 100,000 deep": (b"[" * 100_000 + b"]" * 100_000, "nested too deeply"),
        "unclosed nesting": (b"{\"a\":" + b"[" * 200_000, "nested too deeply"),
        "seed of 5,000 digits": (text.replace('"seed":11', '"seed":' + "7" * 5000).encode(),
                                 "damaged or truncated"),
        "seed of 4,000 digits": (json.dumps(big_seed).encode(), "seed is out of range"),
        "negative seed": (text.replace('"seed":11', '"seed":-1').encode(),
                          "seed is out of range"),
        "a 4 MB seat name": (text.replace('"Anna"', '"' + "A" * 4_000_000 + '"').encode(),
                             "too large"),
        "wrong game id": (text.replace('"game":"nim"', '"game":"chess"').encode(),
                          "unknown game chess"),
        "a newer version": (text.replace('"version":1', '"version":99').encode(),
                            "the save is from a newer version of Nile Table"),
        "unknown version": (text.replace('"version":1', '"version":0').encode(),
                            "unknown save format version 0"),
        "illegal action": (text.replace('"actions":[["take",0,1]',
                                        '"actions":[["take",0,9]').encode(),
                           "action 1 is illegal"),
        "a list where an action field belongs": (
            text.replace('"actions":[["take",0,1]', '"actions":[["take",[0],1]').encode(),
            "action 1"),
        "not an object": (b"[1, 2]", "not a saved game"),
        "empty": (b"", "damaged or truncated"),
    }


def test_every_damaged_kind_is_refused_with_its_reason_and_nothing_changes(folder):
    saves.autosave(a_replay(), folder)
    saves.save_replay(a_replay(3), folder / "other.json")
    kinds = damaged(replay_text())
    for kind, (content, reason) in kinds.items():
        bad = folder / "bad.json"
        bad.write_bytes(content)
        before = snapshot(folder)
        with pytest.raises(saves.SaveError) as caught:
            saves.load_game(bad)
        assert reason in str(caught.value), kind
        assert "Errno" not in caught.value.reason_text() and str(folder) not in str(
            caught.value), kind
        assert snapshot(folder) == before, kind
    saves.load_game(saves.autosave_path(folder))
    saves.load_game(folder / "other.json")


def test_a_50_mb_file_is_refused_without_reading_it(folder):
    huge = folder / "huge.json"
    with open(huge, "wb") as handle:
        handle.truncate(50 * 1024 * 1024)
    with pytest.raises(saves.SaveError, match="too large"):
        saves.load_game(huge)
    assert huge.stat().st_size == 50 * 1024 * 1024


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX only")
def test_special_files_are_refused_without_blocking(folder):
    fifo = folder / "pipe.json"
    os.mkfifo(fifo)
    zero = folder / "zero.json"
    zero.symlink_to("/dev/zero")
    (folder / "dir.json").mkdir()
    (folder / "nowhere.json").symlink_to(folder / "missing")
    expected = {"pipe.json": "not a regular file", "zero.json": "not a regular file",
                "dir.json": "folder", "nowhere.json": "does not exist"}
    for name, reason in expected.items():
        with pytest.raises(saves.SaveError, match=reason):
            saves.load_game(folder / name)


def test_reasons_are_translated_and_name_only_the_file(folder):
    i18n.set_language("ru")
    try:
        with pytest.raises(saves.SaveError) as caught:
            saves.load_game(folder / "nope.json")
    finally:
        i18n.set_language("en")
    error = caught.value
    assert error.file_name == "nope.json"
    assert str(folder) not in error.reason_text() and "Errno" not in error.reason_text()


def test_an_illegal_action_names_its_position(folder):
    replay = a_replay(3)
    replay.actions[2] = ("take", 7, 1)
    path = folder / "tampered.json"
    saves.save_replay(replay, path)
    with pytest.raises(saves.SaveError, match="action 3 is illegal"):
        saves.load_game(path)


def test_an_engine_that_trips_is_a_refused_save_not_a_crash(folder, monkeypatch):
    path = folder / "game.json"
    saves.save_replay(a_replay(), path)

    def broken(*_args, **_kwargs):
        raise KeyError("an engine bug")

    monkeypatch.setattr(Replay, "play", broken)
    with pytest.raises(saves.SaveError, match="cannot be replayed"):
        saves.load_game(path)


def test_list_saves_shows_damaged_files_with_their_reason(folder):
    auto = saves.autosave(a_replay(), folder)
    (folder / "broken.json").write_text("{")
    (folder / "deep.json").write_text("[" * 50_000)
    infos = {info.path.name: info for info in saves.list_saves(folder)}
    assert infos[auto.name].error is None
    assert infos[auto.name].seats == ["Anna", "Bot"]
    assert infos[auto.name].kinds == ["human", "easy"]
    assert infos[auto.name].actions == 4 and not infos[auto.name].finished
    assert "damaged" in str(infos["broken.json"].error)
    assert "deeply" in str(infos["deep.json"].error)


def test_autosave_failures_are_told_once_and_retried(folder):
    notices.take()
    blocked = folder / "autosave-nim-blocked.json"
    blocked.mkdir()  # a directory in the way of the autosave
    writer = saves.AutosaveWriter(path=blocked)
    for moves in (1, 2, 3):
        writer.submit(a_replay(moves))
        writer.flush()
    told = notices.take()
    assert len(told) == 1 and told[0][1] is True
    assert "in the way" in told[0][0]
    assert writer.failures == 6  # each of three saves, and each flush tried it again
    blocked.rmdir()
    writer.flush()  # leaving the table retries the newest save
    assert writer.failures == 0 and len(saves.read_replay(blocked).actions) == 3
    assert notices.take() == [("The game is autosaved again.", False)]


@pytest.mark.parametrize("errno_name, reason", [("ENOSPC", "disk is full"),
                                                ("EROFS", "cannot be written to"),
                                                ("EACCES", "cannot be written to")])
def test_full_disk_and_read_only_folder_are_reasons_not_crashes(folder, monkeypatch,
                                                                errno_name, reason):
    import errno

    from shell.store import storage

    code = getattr(errno, errno_name)

    def refuse(*_args, **_kwargs):
        raise (PermissionError if code == errno.EACCES else OSError)(code, os.strerror(code))

    monkeypatch.setattr(storage.tempfile, "mkstemp", refuse)
    notices.take()
    writer = saves.AutosaveWriter(folder=folder)
    writer.submit(a_replay(1))
    writer.flush()
    assert reason in str(writer.last_error)
    assert len(notices.take()) == 1


def test_replace_is_retried_while_another_program_holds_the_file(folder, monkeypatch):
    from shell.store import storage

    calls = []
    real = os.replace

    def held_twice(source, target):
        calls.append(target)
        if len(calls) <= 2:
            raise PermissionError(13, "held by a scanner")
        real(source, target)

    monkeypatch.setattr(storage.os, "replace", held_twice)
    saves.save_replay(a_replay(2), folder / "game.json")
    assert len(calls) == 3
    assert len(saves.read_replay(folder / "game.json").actions) == 2


def test_replace_gives_up_after_its_retries(folder, monkeypatch):
    from shell.store import storage

    def always_held(_source, _target):
        raise PermissionError(13, "held")

    monkeypatch.setattr(storage.os, "replace", always_held)
    monkeypatch.setattr(storage, "REPLACE_FIRST_WAIT", 0.001)
    with pytest.raises(saves.SaveError, match="cannot be written to"):
        saves.save_replay(a_replay(2), folder / "game.json")
    assert list(folder.iterdir()) == []  # the temp file is gone too


def test_a_path_with_a_nul_is_refused(folder):
    with pytest.raises(saves.SaveError, match="cannot be read"):
        saves.load_game(folder / "a\x00b.json")
    assert saves.inspect_save(folder / "a\x00b.json").error is not None
