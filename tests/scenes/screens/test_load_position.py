"""The Load screen opens a written position (docs/notation.md): Open file… lists .txt files
beside saves, a position opens the seats screen (the setup screen with the game, the players
and the variants fixed by the position), and Play from here opens the table there (View
only, the replay viewer); Ctrl+V pastes one. Any file or text that is not a position is
refused with the reason, in the player's language, and nothing else changes. All of it from
the keyboard too."""

import codecs
import logging
import os

import pygame
import pytest

from engines import notation
from engines.registry import Listing, register, unregister
from scenes.kit.table import TableScene
from scenes.replay import ReplayTable
from scenes.screens.load import LoadScene
from scenes.screens.menu import MenuScene
from scenes.screens.position_setup import PositionSetupScene
from shell.language import i18n
from tests.scenes.test_focus_keys import check_walk, key
from tests.scenes.test_open_position import PLAYERS, midgame


def load_screen(app, folder):
    app.scenes.reset(MenuScene(app))
    load = LoadScene(app, folder=folder)
    app.scenes.push(load)
    load.finish_reading()
    app.step([])
    return load


def toast_text(scene) -> str:
    return scene.toast.text if scene.toast.visible else ""


@pytest.mark.parametrize("game_id", sorted(PLAYERS))
def test_a_position_file_opens_the_seats_screen_then_the_table_there(app, tmp_path, game_id):
    text = midgame(game_id)
    source = tmp_path / f"{game_id}.txt"
    source.write_text(text.replace(" ", "\n  ", 3) + "\n", encoding="utf-8")  # any spacing
    load = load_screen(app, tmp_path)
    setups_before = dict(app.settings.setups)
    load.load_path(source)
    seats = app.scenes.top
    assert isinstance(seats, PositionSetupScene), toast_text(load)
    assert seats.game_id == game_id
    players = PLAYERS[game_id]
    assert seats.model.players == players and not seats.players_menu.is_enabled
    assert len(seats.kind_menus) == players
    assert all(not menu.is_enabled for menu in seats.option_menus)
    seats.on_dropdown(seats.kind_menus[-1], "easy")
    seats.on_text(seats.name_entries[0], "Anna")
    seats.on_text(seats.seed_entry, "77")
    seats.on_button(seats.start_button)
    table = app.scenes.top
    assert isinstance(table, TableScene) and not isinstance(table, ReplayTable)
    assert [type(s) for s in app.scenes.stack] == [MenuScene, type(table)], \
        "the table takes the place of the seats and Load screens"
    assert notation.format(table.state) == text
    assert table.session.replay.position == text and table.session.replay.seed == 77
    assert [s.kind for s in table.session.seats][-1] == "easy"
    assert table.session.seats[0].name == "Anna"
    assert table.session.writer is None and table.ended_before  # not saved, not counted
    assert app.settings.setups == setups_before, "a position leaves the setup memory alone"
    for _ in range(3):
        app.step([])


def test_view_only_opens_the_replay_viewer_over_the_seats_screen(app, tmp_path):
    text = midgame("archaeology")
    (tmp_path / "dig.txt").write_text(text)
    load = load_screen(app, tmp_path)
    load.load_path(tmp_path / "dig.txt")
    seats = app.scenes.top
    seats.on_button(seats.learn_button)
    viewer = app.scenes.top
    assert isinstance(viewer, ReplayTable) and viewer.session.replay.position == text
    app.step([])
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is seats


def test_the_file_dialog_lists_positions_beside_saves_and_says_so(app, tmp_path):
    folder = tmp_path / "files"
    folder.mkdir()
    for name in ("a.json", "b.txt", "C.TXT", "d.png", "e"):
        (folder / name).write_text("x")
    load = load_screen(app, folder)
    load.on_button(load.open_button)
    app.step([])
    listed = [item["text"] for item in load.file_dialog.file_selection_list.item_list]
    assert sorted(listed) == ["C.TXT", "a.json", "b.txt"]
    assert ".txt" in load.file_dialog.window_display_title


LONG = "p" * 70 + ".txt"


def binary(path):
    path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")


def cp1251(path):
    path.write_bytes("аton игра".encode("cp1251"))


def utf16(path):
    path.write_bytes(codecs.BOM_UTF16_LE + midgame("aton").encode("utf-16-le"))


def too_large(path):
    path.write_text(midgame("aton") + " " * 100_000)


def damaged(path):
    path.write_text(midgame("imhotep")[:200])


def impossible(path):
    path.write_text(midgame("aton").replace(" supply=", " supply=1", 1))


def not_a_position(path):
    path.write_text("Dear Anna, here is the game we spoke of.")


def empty(path):
    path.write_text("  \n")


def a_folder(path):
    path.mkdir()


def a_loop(path):
    os.symlink(path, path)


def nowhere(path):
    os.symlink(path.parent / "gone.txt", path)


BAD_FILES = [
    (binary, "not a position (not text)"),
    (cp1251, "the file is not UTF-8 text"),
    (utf16, "the file is not UTF-8 text"),
    (too_large, "the file is too large to be a position (over 100 KB)"),
    (damaged, "this is not an Imhotep position"),
    (impossible, "each player's 29 priests must all be somewhere"),
    (not_a_position, "a position begins with the game's name: imhotep, pyramids, "
                     "archaeology, aton"),
    (empty, "the file is empty"),
    (a_folder, "it is a folder, not a position"),
    (a_loop, "the file is a link that leads nowhere"),
    (nowhere, "the file does not exist"),
]


@pytest.mark.parametrize(("make", "reason"), BAD_FILES, ids=[m.__name__ for m, _ in BAD_FILES])
def test_a_file_that_is_no_position_is_refused_with_the_reason(app, tmp_path, make, reason,
                                                               caplog):
    path = tmp_path / "bad" / LONG
    path.parent.mkdir()
    make(path)
    load = load_screen(app, tmp_path / "bad")
    stack = list(app.scenes.stack)
    listing = list(os.listdir(path.parent))
    with caplog.at_level(logging.INFO):
        load.load_path(path)
        app.step([])
    assert app.scenes.stack == stack, "nothing opened"
    assert toast_text(load) == f"Cannot open {LONG[:60]}: {reason}"
    assert os.listdir(path.parent) == listing, "nothing written or removed"
    assert any(LONG in r.getMessage() for r in caplog.records), "logged with the whole name"


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0,
                    reason="root reads every file")
def test_a_file_that_cannot_be_read_is_refused(app, tmp_path):
    path = tmp_path / "locked.txt"
    path.write_text(midgame("aton"))
    path.chmod(0)
    load = load_screen(app, tmp_path)
    load.load_path(path)
    assert toast_text(load) == "Cannot open locked.txt: there is no permission to read the file"
    assert app.scenes.top is load


def test_a_position_of_a_game_without_a_notation_is_refused(app, tmp_path):
    register(Listing("nim", engine="tests.engines.engine_without_notation",
                     app="tests.toy.scenes_nim"))
    try:
        (tmp_path / "nim.txt").write_text("nim heap=7 turn=0")
        load = load_screen(app, tmp_path)
        load.load_path(tmp_path / "nim.txt")
        assert toast_text(load) == "Cannot open nim.txt: Nim has no written positions yet"
        assert app.scenes.top is load
    finally:
        unregister("nim")


def test_the_refusal_is_in_the_players_language(app, tmp_path):
    (tmp_path / "x.txt").write_text("imhotep players=9")
    load = load_screen(app, tmp_path)
    i18n.set_language("ru")
    try:
        load.load_path(tmp_path / "x.txt")
        said = toast_text(load)
    finally:
        i18n.set_language("en")
    assert said == "Не удаётся открыть x.txt: это не позиция игры «Имхотеп»", said


def paste(app, text):
    pygame.scrap.put_text(text)
    key(app, pygame.K_v, pygame.KMOD_CTRL)


def test_ctrl_v_pastes_a_position_or_says_why_the_text_is_none(app, tmp_path):
    load = load_screen(app, tmp_path)
    paste(app, "a shopping list")
    assert app.scenes.top is load
    assert toast_text(load).startswith("The pasted text is not a position: a position begins")
    paste(app, "")
    assert toast_text(load) == "Copy a position first: nothing to paste"
    text = midgame("pyramids")
    paste(app, f"\n{text}\n")
    seats = app.scenes.top
    assert isinstance(seats, PositionSetupScene) and seats.text == text


def test_ctrl_v_in_the_open_file_dialog_pastes_into_its_path_only(app, tmp_path):
    load = load_screen(app, tmp_path)
    load.on_button(load.open_button)
    app.step([])
    paste(app, midgame("aton"))
    assert app.scenes.top is load and load.dialog_open


def tab_to(app, scene, control, limit=40):
    """Tab until the focus is on `control`."""
    for _ in range(limit):
        key(app, pygame.K_TAB)
        if scene.focus.current is control:
            return
    raise AssertionError(f"Tab never reached {control}")


def test_the_keyboard_alone_opens_a_position_file_and_plays_it(app, tmp_path):
    text = midgame("aton")
    folder = tmp_path / "files"
    folder.mkdir()
    (folder / "aton.txt").write_text(text)
    load = load_screen(app, folder)
    tab_to(app, load, load.open_button)
    key(app, pygame.K_RETURN)
    dialog = load.file_dialog
    assert dialog.alive()
    tab_to(app, load, dialog.file_selection_list)
    key(app, pygame.K_DOWN)  # the first (and only) file
    app.step(pygame.event.get())  # what the dialog posted, as the app's loop takes it
    tab_to(app, load, dialog.ok_button)
    key(app, pygame.K_RETURN)
    app.step(pygame.event.get())
    seats = app.scenes.top
    assert isinstance(seats, PositionSetupScene)
    check_walk(app, seats)  # every control of the seats screen is reached by Tab
    tab_to(app, seats, seats.start_button)
    key(app, pygame.K_RETURN)
    table = app.scenes.top
    assert isinstance(table, TableScene) and notation.format(table.state) == text


FIT = [(100, (1024, 640)), (100, (1920, 1080)), (150, (1024, 640)), (200, (1280, 720))]


@pytest.mark.slow
@pytest.mark.parametrize(("percent", "size"), FIT, ids=[f"{p}%-{w}x{h}" for p, (w, h) in FIT])
@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
def test_the_seats_screen_and_the_dialog_fit_their_text(lang, percent, size, tmp_path):
    """Each game's seats screen (scrolled to its foot too; for a position copied as one seat
    saw it, with its note that the hidden cards were dealt again) and the Open file…
    dialog: no text cut that has room, nothing over anything (the checks of
    test_text_fit)."""
    from scenes.navigator import Navigator
    from shell.app import App
    from shell.store.settings import Settings
    from tests.scenes.test_text_fit import _check_scene

    i18n.set_language(lang)
    app = App(Settings(language=lang, text_size=percent), settings_path=tmp_path / "s.json",
              size=size, navigator=Navigator())
    problems: list = []
    try:
        for game_id in PLAYERS:
            text = notation.format_seen(notation.parse(midgame(game_id)), 1)
            seats = PositionSetupScene(app, notation.parse(text), text)
            assert seats.note()
            _check_scene(app, seats, f"seats {game_id}", problems)
            if seats.scroll.max_offset:
                seats.scroll.scroll_to(seats.scroll.max_offset)
                _check_scene(app, seats, f"seats {game_id}, scrolled down", problems,
                             push=False)
        load = LoadScene(app, folder=tmp_path)
        load.finish_reading()
        _check_scene(app, load, "load", problems)
        load.on_button(load.open_button)
        _check_scene(app, load, "load file dialog", problems, push=False)
    finally:
        app.shutdown()
        i18n.set_language("en")
    report = "\n".join(f"{label}: {kind}: {what}" for label, kind, what in problems)
    assert problems == [], report


def test_a_pasted_text_too_long_for_a_position_is_refused(app, tmp_path):
    load = load_screen(app, tmp_path)
    paste(app, midgame("aton") + " x" * 60_000)
    assert toast_text(load) == \
        "The pasted text is not a position: the text is too long to be a position"
    assert app.scenes.top is load


def test_a_notation_that_trips_is_refused_not_a_crash(app, tmp_path, monkeypatch):
    def tripping(text):
        raise IndexError("a bug in a notation")
    monkeypatch.setattr(notation, "parse", tripping)
    (tmp_path / "x.txt").write_text(midgame("aton"))
    load = load_screen(app, tmp_path)
    load.load_path(tmp_path / "x.txt")
    assert toast_text(load) == "Cannot open x.txt: the position cannot be read"
    assert app.scenes.top is load


def test_a_table_that_trips_on_a_position_leaves_the_seats_screen_with_a_message(
        app, tmp_path, monkeypatch):
    import scenes.screens.position_setup as position_setup

    (tmp_path / "x.txt").write_text(midgame("aton"))
    load = load_screen(app, tmp_path)
    load.load_path(tmp_path / "x.txt")
    seats = app.scenes.top

    def tripping(*args, **kwargs):
        raise RuntimeError("a bug in a table")
    monkeypatch.setattr(position_setup, "open_position", tripping)
    seats.on_button(seats.start_button)
    assert app.scenes.top is seats and toast_text(seats) == "The position cannot be opened."


def test_a_position_of_a_game_not_playable_yet_is_refused_before_the_seats(app, tmp_path,
                                                                          monkeypatch):
    import scenes.screens.load as load_module

    monkeypatch.setattr(load_module, "is_playable", lambda game_id: False)
    (tmp_path / "x.txt").write_text(midgame("aton"))
    load = load_screen(app, tmp_path)
    load.load_path(tmp_path / "x.txt")
    assert app.scenes.top is load
    assert toast_text(load) == "Cannot open the position: this game cannot be played yet"
