"""The command line says what is wrong: --position given a folder, a FIFO, a device, a link
that loops or a missing file names that reason (not "a position begins with the game's
name"); a position file whose name holds "=" opens; --size beyond any screen is refused
with the reason, never a traceback."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from shell.cli import build_parser
from tests.scenes.test_open_position import midgame, run
from tests.shell.processes import ROOT


def refused(capsys, source, tmp_path) -> str:
    assert run("--screenshot", tmp_path / "s.png", "--position", source) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    return err


def test_a_folder_is_refused_as_a_folder(tmp_path, capsys):
    assert "it is a folder, not a position" in refused(capsys, tmp_path, tmp_path)


def test_a_missing_file_is_refused_as_missing(tmp_path, capsys):
    assert "the file does not exist" in refused(capsys, tmp_path / "nowhere.txt", tmp_path)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_a_fifo_is_refused_as_no_regular_file(tmp_path, capsys):
    fifo = tmp_path / "pipe.txt"
    os.mkfifo(fifo)
    assert "it is not a regular file" in refused(capsys, fifo, tmp_path)


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero here")
def test_a_device_is_refused_as_no_regular_file(tmp_path, capsys):
    assert "it is not a regular file" in refused(capsys, "/dev/zero", tmp_path)


def test_a_link_that_loops_is_refused_as_such(tmp_path, capsys):
    loop = tmp_path / "loop.txt"
    try:
        loop.symlink_to(loop)
    except OSError:
        pytest.skip("links cannot be made here")
    assert "the file is a link that leads nowhere" in refused(capsys, loop, tmp_path)


def test_a_position_file_whose_name_holds_an_equals_sign_opens(tmp_path, capsys):
    source = tmp_path / "round=3.txt"
    source.write_text(midgame("aton") + "\n", encoding="utf-8")
    shot = tmp_path / "shot.png"
    assert run("--screenshot", shot, "--position", source, "--size", "1024x640") == 0
    assert shot.exists()


@pytest.mark.parametrize("size", ["99999999999999999999x720", "100000x100000", "7681x720"])
def test_a_window_larger_than_any_screen_is_refused_with_the_reason(size, capsys):
    with pytest.raises(SystemExit) as ended:
        build_parser().parse_args(["--size", size])
    assert ended.value.code == 2
    assert "size too large (at most 7680x4320)" in capsys.readouterr().err


def test_the_largest_size_is_taken():
    assert build_parser().parse_args(["--size", "7680x4320"]).size == (7680, 4320)


def test_a_huge_size_ends_the_program_with_the_reason_not_a_traceback(tmp_path):
    done = subprocess.run([sys.executable, str(ROOT / "main.py"), "--size",
                           "99999999999999999999x720", "--smoke"], capture_output=True,
                          text=True, timeout=60, cwd=ROOT,
                          env=dict(os.environ, SDL_VIDEODRIVER="dummy",
                                   SDL_AUDIODRIVER="dummy", HOME=str(tmp_path),
                                   XDG_DATA_HOME=str(tmp_path / "d"),
                                   XDG_CONFIG_HOME=str(tmp_path / "c"),
                                   XDG_CACHE_HOME=str(tmp_path / "k"),
                                   XDG_STATE_HOME=str(tmp_path / "s")))
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "size too large" in done.stderr
