"""The Load screen never reads saves on the UI thread: the list is there at once (newest
first) and each row's details come from a background reader; an on-disk index of the
saves' details (keyed by name, size and time) makes a second open, and the next start,
read nothing again; a damaged or tampered index is not believed; Continue reads autosaves
only until the newest unfinished one."""

import json
import os
import random
import threading
import time

import pytest

from engines import get_engine
from engines.core import Replay, Seat
from scenes.screens.load import LoadScene
from shell.store import saves
from shell.store.save_index import forget_indexes, index_for, index_path


def a_game(game_id="aton", seed=1, moves=None, name="Anna"):
    engine = get_engine(game_id)
    replay = Replay(game_id, engine.spec.resolve_options({}), [Seat(name), Seat("Bo", "easy")],
                    seed, [])
    state = engine.new_game(2, replay.options, seed)
    rng = random.Random(seed)
    while not state.is_over() and (moves is None or len(replay.actions) < moves):
        action = rng.choice(state.legal_actions())
        state.apply(action)
        replay.actions.append(action)
    return replay


def write(folder, count, prefix="aton", unfinished=()):
    folder.mkdir(parents=True, exist_ok=True)
    finished_text = json.dumps(a_game().to_json())
    now = time.time()
    paths = []
    for n in range(count):
        path = folder / f"{prefix}-{n:03d}.json"
        text = json.dumps(a_game(moves=6).to_json()) if n in unfinished else finished_text
        path.write_text(text)
        os.utime(path, (now - 1000 + n, now - 1000 + n))
        paths.append(path)
    return paths


@pytest.fixture
def replays(monkeypatch):
    """Every save replayed through its engine, with the thread that did it."""
    calls = []
    real = saves.load_game

    def counting(path):
        calls.append((os.path.basename(path), threading.current_thread() is
                      threading.main_thread()))
        return real(path)
    monkeypatch.setattr(saves, "load_game", counting)
    forget_indexes()
    yield calls
    forget_indexes()


def opened(app, folder):
    scene = LoadScene(app, folder)
    app.scenes.push(scene)
    app.step([])
    return scene


def test_the_list_is_there_at_once_and_no_save_is_read_on_the_ui_thread(app, tmp_path,
                                                                          replays):
    paths = write(tmp_path / "saves", 30)
    scene = LoadScene(app, tmp_path / "saves")
    assert [e.path for e in scene.entries] == paths[::-1]  # newest first, before any read
    app.scenes.push(scene)
    app.step([])
    scene.finish_reading()
    assert all(e.ready and e.error is None and e.game == "aton" for e in scene.entries)
    assert len(replays) == 30 and not any(on_main for _name, on_main in replays)
    assert scene.load_button.is_enabled


def test_a_second_open_and_the_next_start_read_nothing_again(app, tmp_path, replays):
    folder = tmp_path / "saves"
    write(folder, 12)
    opened(app, folder).finish_reading()
    app.scenes.pop()
    replays.clear()
    again = LoadScene(app, folder)
    assert all(e.ready for e in again.entries)  # from memory, before the first frame
    forget_indexes()  # a restart: the index on disk answers
    app.scenes.push(LoadScene(app, folder))
    app.step([])
    app.scenes.top.finish_reading()
    assert replays == []
    assert [e.seats for e in app.scenes.top.entries] == [["Anna", "Bo"]] * 12


def test_a_changed_file_is_read_again(app, tmp_path, replays):
    folder = tmp_path / "saves"
    paths = write(folder, 5)
    opened(app, folder).finish_reading()
    app.scenes.pop()
    paths[2].write_text(json.dumps(a_game(moves=4, name="Zoë").to_json()))
    replays.clear()
    scene = opened(app, folder)
    scene.finish_reading()
    assert [name for name, _main in replays] == [paths[2].name]
    (changed,) = [e for e in scene.entries if e.path == paths[2]]
    assert changed.seats[0] == "Zoë" and not changed.finished


@pytest.mark.parametrize("damage", ["garbage", "truncated", "foreign", "tampered"])
def test_a_damaged_or_tampered_index_is_not_believed(app, tmp_path, replays, damage):
    folder = tmp_path / "saves"
    write(folder, 4)
    opened(app, folder).finish_reading()
    app.scenes.pop()
    index = index_path(folder)
    data = json.loads(index.read_text())
    if damage == "garbage":
        index.write_bytes(os.urandom(300))
    elif damage == "truncated":
        index.write_text(index.read_text()[:100])
    elif damage == "foreign":
        index.write_text(json.dumps({"format": "something else", "entries": []}))
    else:  # each entry says something no save can say
        for n, entry in enumerate(data["entries"]):
            details = entry[3]
            details["seats" if n % 2 else "kinds"] = ["\u202eEvil\x00", "x"] if n % 2 \
                else ["alien", "human"]
        index.write_text(json.dumps(data))
    forget_indexes()
    replays.clear()
    scene = opened(app, folder)
    scene.finish_reading()
    assert len(replays) == 4  # every file read again
    assert all(e.seats == ["Anna", "Bo"] and e.kinds == ["human", "easy"]
               for e in scene.entries)
    app.scenes.pop()
    forget_indexes()
    replays.clear()
    opened(app, folder).finish_reading()
    assert replays == []  # the index was rebuilt


def test_the_index_forgets_files_that_are_gone(app, tmp_path, replays):
    folder = tmp_path / "saves"
    paths = write(folder, 3)
    opened(app, folder).finish_reading()
    app.scenes.pop()
    paths[0].unlink()
    opened(app, folder).finish_reading()
    names = [entry[0] for entry in json.loads(index_path(folder).read_text())["entries"]]
    assert names == [paths[1].name, paths[2].name]


def test_continue_reads_only_until_the_newest_unfinished_autosave(tmp_path, replays):
    folder = tmp_path / "saves"
    paths = write(folder, 40, prefix="autosave-aton", unfinished=range(40))
    found, damaged = saves.continue_candidates(folder)
    assert found.path == paths[-1] and damaged == []
    assert len(replays) == 1


def test_continue_asks_the_index_before_reading_finished_autosaves(tmp_path, replays):
    folder = tmp_path / "saves"
    paths = write(folder, 30, prefix="autosave-aton", unfinished={0})
    assert saves.continue_candidates(folder)[0].path == paths[0]
    assert len(replays) == 30  # once: every newer one is finished
    forget_indexes()
    replays.clear()
    assert saves.continue_candidates(folder)[0].path == paths[0]
    assert replays == []


def test_a_row_still_being_read_opens_when_chosen(app, tmp_path, monkeypatch):
    folder = tmp_path / "saves"
    write(folder, 3, unfinished={2})
    monkeypatch.setattr("shell.store.background_read.FIRST_FRAME_WAIT", 30.0)  # the reader waits
    scene = LoadScene(app, folder)
    app.scenes.push(scene)
    app.step([])
    assert not scene.entries[0].ready and scene.load_button.is_enabled
    scene.load_selected()  # read now, then opened
    assert app.scenes.top is not scene  # the table of that save replaced the screen


def test_the_index_lives_in_the_cache_folder(tmp_path):
    assert str(index_for(tmp_path / "saves").path).startswith(str(tmp_path / "xdg_cache_home"))


def test_the_start_looks_up_continue_so_the_menu_reads_nothing(tmp_path, replays):
    from shell.paths import saves_dir
    from shell.store import housekeeping

    paths = write(saves_dir(), 3, prefix="autosave-aton", unfinished={0, 1, 2})
    housekeeping.at_start().join(timeout=60)
    replays.clear()
    assert saves.continue_candidates()[0].path == paths[-1]
    assert replays == []


def test_a_row_whose_time_cannot_be_shown_is_drawn(app, tmp_path, replays):
    write(tmp_path / "saves", 2)
    scene = opened(app, tmp_path / "saves")
    scene.finish_reading()
    for entry in scene.entries:
        entry.modified = 1e20  # far beyond any calendar the system knows
    app.step([])
    assert len(scene.rows) == 2
