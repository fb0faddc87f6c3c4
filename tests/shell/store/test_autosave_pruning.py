"""Starting a game makes room among the autosaves as a player would expect: only autosaves
this app named are removed (finished games' first), the newest `AUTOSAVES_KEPT` stay, the
player is told how many unfinished games went, and a file the player named (even
`autosave-my-backup.json`) or a damaged one is never removed."""

import os
import time

from shell import notices
from shell.store import saves
from tests.shell.store.test_saves import a_replay, folder, nim_is_a_game  # noqa: F401 (fixtures)


def aged(path, age):
    os.utime(path, (time.time() - age, time.time() - age))
    return path


def test_only_our_own_autosaves_make_room_and_the_player_is_told(folder):  # noqa: F811
    ours = [aged(saves.autosave(a_replay(1, seed=50 + n), folder), 1000 - n)
            for n in range(saves.AUTOSAVES_KEPT + 3)]  # oldest first
    mine = [folder / name for name in ("autosave-my-backup.json", "autosave.json.bak.json",
                                       "autosave-nim-copy.json")]
    for path in mine:
        saves.save_replay(a_replay(1, seed=9), path)
        aged(path, 5000)  # older than all of ours
    damaged = folder / "autosave-nim-20200101-000000-abcdef.json"
    damaged.write_text("{")
    aged(damaged, 6000)
    notices.take()
    removed = saves.prune_autosaves(folder)
    assert sorted(removed) == sorted(ours[:4])  # room for the new one: the newest 9 stay
    assert all(p.exists() for p in ours[4:] + mine + [damaged])
    assert notices.take() == [("The 4 oldest unfinished games' autosaves were removed to make "
                               f"room (the newest {saves.AUTOSAVES_KEPT} are kept).", False)]


def test_the_single_autosave_of_earlier_versions_is_ours(folder):  # noqa: F811
    assert saves.made_here(folder / saves.AUTOSAVE_NAME)
    assert saves.made_here(saves.new_autosave_path("aton", folder))
    assert not saves.made_here(folder / "autosave-my-backup.json")
