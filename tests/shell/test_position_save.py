"""Save position… writes a position to a new .txt file the player named: `.txt` added to a
bare name, another suffix or a file already there refused with the reason, nothing written
then; a write that fails leaves no file behind and says why."""

import errno

import pytest

from shell.store import position_file
from shell.store.position_file import PositionRefused, position_text, save_position

LINE = "nim players=2 big=n heaps=3,4,5 turn=0 secrets=?,? deck=?,?,?,?,?,?,?,? rng=? seen=-"


def test_a_bare_name_gets_txt_and_the_file_reads_back_as_the_line(tmp_path):
    written = save_position(tmp_path / "endgame", LINE)
    assert written == tmp_path / "endgame.txt"
    assert position_text(written) == LINE
    assert written.read_text(encoding="utf-8") == LINE + "\n"


@pytest.mark.parametrize(("name", "reason"), [
    ("game.json", "a position is saved as a .txt file"),
    ("taken.txt", "a file of that name is there already: choose another name"),
])
def test_a_name_that_cannot_be_written_is_refused_and_nothing_changes(tmp_path, name, reason):
    (tmp_path / "taken.txt").write_text("mine")
    with pytest.raises(PositionRefused) as refused:
        save_position(tmp_path / name, LINE)
    assert refused.value.message.english() == reason
    assert sorted(p.name for p in tmp_path.iterdir()) == ["taken.txt"]
    assert (tmp_path / "taken.txt").read_text() == "mine"


def test_a_full_disk_is_told_and_leaves_no_file(tmp_path, monkeypatch):
    def full(path, text, durable=True):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(position_file, "write_atomic", full)
    with pytest.raises(PositionRefused) as refused:
        save_position(tmp_path / "x.txt", LINE)
    assert refused.value.message.english() == "the disk is full"
    assert list(tmp_path.iterdir()) == []


def test_a_new_position_name_is_the_game_and_the_time():
    name = position_file.position_name("aton")
    assert name.startswith("aton-position-") and name.endswith(".txt")
