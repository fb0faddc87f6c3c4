"""Each kind of damaged save through each of the four ways to open one.

The ways: --load on the command line, Open file… on the Load screen, a row of the Load screen,
and the menu's Continue. For every kind: no exception escapes, the player is shown a message
(or the game opens, when the damage is only in a name or a byte-order mark), and every file in
the saves folder is byte-for-byte unchanged. Continue passes over a damaged newest autosave:
it opens the older good one and the App's toast says why.
"""

import json
import os
import stat
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pygame_gui
import pytest

from engines import get_engine
from engines.core import Replay, Seat
from scenes.kit.table import TableScene
from scenes.launch import open_from_command_line
from scenes.screens.load import LoadScene
from scenes.screens.menu import MenuScene
from shell.app import App
from shell.language.names import MAX_NAME_CHARS
from shell.paths import saves_dir
from shell.store.settings import Settings

ROOT = Path(__file__).resolve().parents[3]
BAD_NAME = "autosave-imhotep-bad.json"  # an autosave's name, so that Continue picks it too
GOOD_AUTOSAVE = "autosave-imhotep-20260101-120000.json"
LONG_AGO = time.time() - 10 * 365 * 86400


def good_text() -> str:
    engine = get_engine("imhotep")
    state = engine.new_game(2, None, 3)
    replay = Replay("imhotep", state.options, [Seat("Anna"), Seat("Ramses", "easy")], 3)
    for _ in range(4):
        action = state.legal_actions()[0]
        state.apply(action)
        replay.actions.append(action)
    return json.dumps(replay.to_json(), separators=(",", ":"))


def _with_name(name: str) -> bytes:
    data = json.loads(good_text())
    data["seats"][0]["name"] = name
    return json.dumps(data).encode()  # ensure_ascii: a lone surrogate is written as \udc80


def _first_action(replacement: str) -> bytes:
    text = good_text()
    data = json.loads(text)
    first = json.dumps(data["actions"][0], separators=(",", ":"))
    return text.replace('"actions":[' + first, '"actions":[' + replacement, 1).encode()


def _write(content: bytes):
    return lambda path: path.write_bytes(content)


def _fifo(path):
    os.mkfifo(path)


def _dev_zero(path):
    path.symlink_to("/dev/zero")


def _broken_link(path):
    path.symlink_to(path.parent / "gone.json")


def _folder(path):
    path.mkdir()


# kind -> (how to make it, expected outcome: "opens" or English reason fragments, any one)
KINDS = {
    "nested 100,000 deep": (_write(b"[" * 100_000 + b"]" * 100_000), ("nested too deeply",)),
    "seed of 5,000 digits": (lambda p: p.write_bytes(
        good_text().replace('"seed":3', '"seed":' + "4" * 5000).encode()),
        ("damaged or truncated",)),
    "seed of 4,000 digits": (lambda p: p.write_bytes(
        good_text().replace('"seed":3', '"seed":' + "4" * 4000).encode()),
        ("out of range",)),
    "lone surrogate in a seat name": (lambda p: p.write_bytes(_with_name("An\udc80na")),
                                      "opens"),
    "control characters in a seat name": (lambda p: p.write_bytes(_with_name("A\x00\x1b[2J")),
                                          "opens"),
    "a 300 KB seat name": (lambda p: p.write_bytes(_with_name("N" * 300_000)), "opens"),
    "a 4 MB seat name": (lambda p: p.write_bytes(_with_name("N" * 4_000_000)), ("too large",)),
    "symlink to /dev/zero": (_dev_zero, ("not a regular file",)),
    "FIFO named *.json": (_fifo, ("not a regular file",)),
    "folder named *.json": (_folder, ("folder",)),
    "broken symlink": (_broken_link, ("does not exist",)),
    "truncated": (lambda p: p.write_bytes(good_text()[:100].encode()),
                  ("damaged or truncated",)),
    "not text": (_write(b"\x89PNG\r\n\x1a\n\xff\xfe"), ("not text",)),
    "empty": (_write(b""), ("damaged or truncated",)),
    "UTF-8 byte-order mark": (lambda p: p.write_bytes(b"\xef\xbb\xbf" + good_text().encode()),
                              "opens"),
    "illegal action": (lambda p: p.write_bytes(_first_action('["place",9,9]')),
                       ("action 1",)),
    "float twin of an int field": (lambda p: p.write_bytes(_first_action('["place",0.0,0]')),
                                   ("action 1", "cannot be replayed")),
    "dict inside an action": (lambda p: p.write_bytes(_first_action('["place",{"a":1},0]')),
                              ("action 1", "cannot be replayed")),
    "unknown game": (lambda p: p.write_bytes(
        good_text().replace('"game":"imhotep"', '"game":"chess"').encode()),
        ("unknown game chess",)),
    "one seat only": (lambda p: p.write_bytes(
        good_text().replace(',{"name":"Ramses","kind":"easy"}', "").encode()),
        ("wrong number of seats",)),
}
WAYS = ("--load", "Open file", "Load screen", "Continue")
# kinds made with POSIX-only calls (a FIFO, symbolic links, /dev/zero): skipped where the
# system has no FIFOs (Windows, whose symlinks also need a privilege)
POSIX_KINDS = frozenset({"symlink to /dev/zero", "FIFO named *.json", "broken symlink"})
HAS_POSIX_FILES = hasattr(os, "mkfifo")


def kinds(names) -> list:
    """`names` as parameters, the POSIX-only kinds skipped where they cannot be made."""
    return [pytest.param(name, marks=pytest.mark.skipif(
        name in POSIX_KINDS and not HAS_POSIX_FILES, reason="POSIX file kind"))
        for name in names]


@pytest.fixture
def app(tmp_path):
    application = App(Settings(), settings_path=tmp_path / "settings.json", size=(1280, 720),
                      persist_settings=False, audio=False)
    application.use_bot_process = False
    yield application
    application.shutdown()


def folder_snapshot(folder: Path) -> dict:
    """Every entry by name: a link's target, a regular file's bytes, else its file type."""
    out = {}
    for path in folder.iterdir():
        mode = os.lstat(path).st_mode
        if stat.S_ISLNK(mode):
            out[path.name] = ("link", os.readlink(path))
        elif stat.S_ISREG(mode):
            out[path.name] = ("file", path.read_bytes())
        else:
            out[path.name] = ("other", stat.S_IFMT(mode))
    return out


def make_folder(kind: str) -> Path:
    folder = saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    for name in ("imhotep-20260101-120000.json", GOOD_AUTOSAVE):
        (folder / name).write_text(good_text())
        os.utime(folder / name, (LONG_AGO, LONG_AGO))
    KINDS[kind][0](folder / BAD_NAME)
    return folder


def open_by(way: str, app, path: Path):
    """Open `path` the way a player would; returns the scene that should show a message."""
    menu = MenuScene(app)
    app.scenes.push(menu)
    if way == "--load":
        open_from_command_line(app, path)
        return menu
    if way == "Continue":
        menu.continue_game()
        return menu
    screen = LoadScene(app, path.parent)
    app.scenes.push(screen)
    app.step([])  # the list is drawn with the bad file in it
    if way == "Open file":
        screen.handle_event(pygame.event.Event(
            pygame_gui.UI_FILE_DIALOG_PATH_PICKED, text=str(path), ui_element=None,
            ui_object_id=""))
    else:
        screen.selected = next(i for i, e in enumerate(screen.entries) if e.path == path)
        screen.load_selected()
    return screen


@pytest.mark.parametrize("way", WAYS)
@pytest.mark.parametrize("kind", kinds(KINDS))
def test_a_damaged_save_never_crashes_and_changes_nothing(app, kind, way):
    folder = make_folder(kind)
    before = folder_snapshot(folder)
    scene = open_by(way, app, folder / BAD_NAME)  # a FIFO or /dev/zero is never read
    app.step([])  # one more frame: the message (or the opened table) is drawn
    expected = KINDS[kind][1]
    if expected == "opens":
        table = app.scenes.top
        assert isinstance(table, TableScene)
        for seat in table.session.seats:
            assert seat.name.encode("utf-8") and len(seat.name) <= MAX_NAME_CHARS
            assert seat.name.isprintable()
    elif way == "Continue":  # the older good autosave opens; the App tells why
        table = app.scenes.top
        assert isinstance(table, TableScene)
        assert table.session.writer.path == folder / GOOD_AUTOSAVE
        assert app.toast.visible and app.toast.error
        text = app.toast.text
        assert BAD_NAME in text and "the game before it was opened." in text
        assert any(fragment in text for fragment in expected), text
        assert "Errno" not in text and str(folder) not in text
    else:
        assert not isinstance(app.scenes.top, TableScene)
        assert scene.toast.visible and scene.toast.error
        text = scene.toast.text
        assert BAD_NAME in text
        assert any(fragment in text for fragment in expected), text
        assert "Errno" not in text and str(folder) not in text
    assert folder_snapshot(folder) == before


def test_the_load_screen_opens_with_every_damaged_kind_at_once(app):
    folder = saves_dir()
    folder.mkdir(parents=True)
    (folder / "good.json").write_text(good_text())
    made = {kind: KINDS[kind] for kind in KINDS if HAS_POSIX_FILES or kind not in POSIX_KINDS}
    for n, (make, _expected) in enumerate(made.values()):
        make(folder / f"bad-{n:02d}.json")
    screen = LoadScene(app, folder)
    app.scenes.push(screen)
    app.step([])
    screen.finish_reading()  # the rows are read in the background
    names = {entry.path.name: entry for entry in screen.entries}
    assert names["good.json"].error is None
    refused = [entry for entry in screen.entries if entry.error is not None]
    assert len(refused) == sum(1 for _m, e in made.values() if e != "opens")
    screen.selected = screen.entries.index(names["good.json"])
    screen.load_selected()
    assert isinstance(app.scenes.top, TableScene)


def run_main(*args, timeout=60):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=timeout, env=env)


@pytest.mark.parametrize("kind", kinds(["FIFO named *.json", "symlink to /dev/zero",
                                        "nested 100,000 deep", "seed of 5,000 digits"]))
def test_the_real_command_line_load_neither_hangs_nor_crashes(tmp_path, kind):
    bad = tmp_path / BAD_NAME
    KINDS[kind][0](bad)
    result = run_main("--screenshot", str(tmp_path / "shot.png"), "--load", str(bad))
    assert result.returncode == 0, result.stderr
    assert f"Cannot load {BAD_NAME}" in result.stdout
    assert (tmp_path / "shot.png").exists()
