"""What goes wrong is told, not only logged, and the player's own links are respected: a
settings change that cannot be written is told (once); a settings.json that is a link stays
one; the log never follows a link; a bot whose helper keeps failing says it played a plain
move; a save from a newer version says so."""

import json
import logging
import os
import sys

import pytest

from shell import notices
from shell.logfile import file_handler
from shell.store import saves
from shell.store.settings import Settings, load_settings, save_settings
from tests.scenes.kit.test_table_parts import pacer


@pytest.fixture(autouse=True)
def no_notices():
    notices.take()
    yield
    notices.take()


def test_a_settings_change_that_cannot_be_written_is_told_once(app, tmp_path):
    from dataclasses import replace

    blocker = tmp_path / "config"
    blocker.write_text("a file where the config folder should be")
    app.settings_path = blocker / "settings.json"
    app.apply_settings(replace(app.settings, effects_volume=33))
    app.apply_settings(replace(app.settings, effects_volume=34))
    app.step([])
    assert app.settings.effects_volume == 34  # the change holds for this run
    assert app.toast.text == ("Settings cannot be saved: the settings file cannot be "
                              "written. The change holds until Nile Table is closed.")
    assert app.toast.error
    blocker.unlink()
    app.apply_settings(replace(app.settings, effects_volume=35))  # the folder can be made again
    assert json.loads(app.settings_path.read_text())["effects_volume"] == 35
    app.settings_path.unlink()
    app.settings_path.parent.rmdir()
    app.settings_path.parent.write_text("in the way again")
    app.apply_settings(replace(app.settings, effects_volume=36))
    assert [error for _text, error in notices.take()] == [True]  # news again after a success


def test_a_settings_file_that_is_a_link_stays_a_link(tmp_path):
    dotfiles = tmp_path / "dotfiles" / "nile-table.json"
    dotfiles.parent.mkdir()
    save_settings(Settings(effects_volume=20), dotfiles)
    link = tmp_path / "config" / "settings.json"
    link.parent.mkdir()
    try:
        link.symlink_to(dotfiles)
    except OSError:
        pytest.skip("links cannot be made here")
    save_settings(Settings(effects_volume=55), link)
    assert link.is_symlink() and os.readlink(link) == str(dotfiles)
    assert load_settings(link).effects_volume == 55 and load_settings(dotfiles).effects_volume == 55


@pytest.mark.skipif(sys.platform == "win32", reason="links need a privilege on Windows")
def test_the_log_never_follows_a_link(tmp_path):
    victim = tmp_path / "bashrc"
    victim.write_text("# the player's own file\n")
    log_path = tmp_path / "log" / "nile-table.log"
    log_path.parent.mkdir()
    log_path.symlink_to(victim)
    with pytest.raises(OSError):
        file_handler(log_path)
    assert victim.read_text() == "# the player's own file\n"
    plain = tmp_path / "log" / "plain.log"
    handler = file_handler(plain)
    handler.emit(logging.LogRecord("t", logging.WARNING, __file__, 1, "kept", (), None))
    handler.close()
    assert "kept" in plain.read_text()


def test_a_bot_that_cannot_decide_says_it_played_a_plain_move():
    bots, worker = pacer()
    worker.fail = True
    assert bots.step(0, 1.0, animating=False) == ("first",)
    assert notices.take() == [("The bot could not work out its move; it played a plain "
                               "legal move instead.", True)]


def test_a_save_from_a_newer_version_says_so(tmp_path):
    path = tmp_path / "from-the-future.json"
    path.write_text(json.dumps({"format": "nile-table-replay", "version": 2, "game": "aton",
                                "options": {}, "seats": [], "seed": 1, "actions": []}))
    with pytest.raises(saves.SaveError) as refused:
        saves.read_replay(path)
    assert refused.value.message.english() == "the save is from a newer version of Nile Table"


def test_a_save_with_an_absurd_count_of_hints_is_refused(tmp_path):
    from engines.core import Replay, Seat

    replay = Replay("aton", {}, [Seat("A", "human"), Seat("B", "hard")], 1, [],
                    hints=[10**30, 0])
    path = tmp_path / "tampered.json"
    path.write_text(json.dumps(replay.to_json()))
    with pytest.raises(saves.SaveError) as refused:
        saves.read_replay(path)
    assert "hints" in refused.value.message.english()
