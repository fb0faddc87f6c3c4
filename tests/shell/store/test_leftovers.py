"""Nothing is left behind and nothing is lost to a power cut: temp files a kill left are
removed at the next start (only old ones), saves and kept replays are on the disk before
they replace the old file, two running copies never pick one save name, the analysis child
ends quietly when the app closes its pipe, and the log file rotates."""

import os
import re
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from engines.core import Replay, Seat
from shell.paths import saves_dir
from shell.store import finished, housekeeping, saves, storage

ROOT = Path(__file__).resolve().parents[3]


def a_replay():
    return Replay("aton", {}, [Seat("Anna"), Seat("Bo", "easy")], 5, [])


def aged(path: Path, seconds: float) -> Path:
    when = time.time() - seconds
    os.utime(path, (when, when), follow_symlinks=False)
    return path


# temp files left by a kill ------------------------------------------------------------------
def left(path: Path, text: str, age: float = 600) -> Path:
    path.write_text(text)
    return aged(path, age)


def test_the_start_removes_old_temp_files_and_keeps_fresh_ones_and_everything_else():
    folder = saves_dir()
    folder.mkdir(parents=True)
    stale = left(folder / ".autosave-imhotep-20261127-101010.json.k3j_9x2a.tmp", "{half")
    fresh = left(folder / ".autosave-aton-20261127-101011.json.p0q1r2s3.tmp", "{being",
                 age=1)  # another running copy is writing it
    save = left(folder / "autosave-aton-20261127-101011.json", "{}")
    other = left(folder / ".notes.tmp", "not ours")
    inside = folder / ".a-folder.json.abcdefgh.tmp"
    inside.mkdir()
    aged(inside, 600)
    kept_dir = finished.finished_dir()
    kept_dir.mkdir(parents=True)
    kept_stale = left(kept_dir / ".imhotep-20261127-101010.json.zzzzzzzz.tmp", "x")
    housekeeping.tidy()
    assert not stale.exists() and not kept_stale.exists()
    assert fresh.exists() and save.exists() and other.exists() and inside.is_dir()


@pytest.mark.skipif(os.name != "posix", reason="symbolic links")
def test_a_link_named_like_a_temp_file_is_left_alone(tmp_path):
    target = tmp_path / "precious.json"
    target.write_text("keep me")
    link = tmp_path / ".x.json.abcdefgh.tmp"
    link.symlink_to(target)
    aged(link, 600)
    assert storage.remove_stale_temps(tmp_path) == []
    assert link.is_symlink() and target.read_text() == "keep me"


# durable writes ---------------------------------------------------------------------------
@pytest.fixture
def fsyncs(monkeypatch):
    synced = []
    real = os.fsync

    def fsync(fd):
        synced.append(os.path.realpath(f"/proc/self/fd/{fd}") if sys.platform == "linux"
                      else fd)
        real(fd)
    monkeypatch.setattr(storage.os, "fsync", fsync)
    return synced


def test_an_autosave_is_on_the_disk_before_it_replaces_the_old_one(fsyncs, tmp_path):
    writer = saves.AutosaveWriter(folder=tmp_path)
    writer.submit(a_replay())
    writer.flush()
    assert len(fsyncs) >= 1
    if os.name == "posix":
        assert len(fsyncs) >= 2  # the file, then its folder
    if sys.platform == "linux":
        assert fsyncs[-1] == os.path.realpath(tmp_path)
        assert any(".tmp" in name or name == str(writer.path) for name in fsyncs[:-1])


def test_a_kept_replay_is_on_the_disk_before_its_rename(fsyncs, tmp_path):
    assert finished.keep_replay(a_replay(), tmp_path / "finished") is not None
    assert len(fsyncs) >= (2 if os.name == "posix" else 1)


# save names -------------------------------------------------------------------------------
def test_two_running_copies_never_pick_the_same_save_name(tmp_path, monkeypatch):
    monkeypatch.setattr(saves.time, "strftime", lambda _fmt: "20261127-101010")
    # nothing written yet: each copy checks, none sees the other (40 names from 24 random
    # bits collide once in about 20,000 runs)
    names = {saves.new_autosave_path("imhotep", tmp_path).name for _ in range(40)}
    assert len(names) == 40
    pattern = re.compile(r"^autosave-imhotep-20261127-101010-[0-9a-f]{6}\.json$")
    assert all(pattern.match(name) for name in names)
    assert saves.is_autosave(tmp_path / next(iter(names)))
    assert re.match(r"^aton-\d{8}-\d{6}-[0-9a-f]{6}\.json$",
                    saves.new_save_path("aton", tmp_path).name)


# the analysis child -------------------------------------------------------------------------
def test_the_analysis_child_ends_quietly_when_the_app_closes_its_pipe(capfd):
    from shell.workers.analysis_job import AnalysisJob
    from tests.shell.store.test_stats import finished_game

    replay, _state = finished_game("aton", kinds=("human", "easy"))
    job = AnalysisJob(replay, use_process=True, iterations=50)
    process = job.process
    job.conn.close()  # the results screen is left before the child says anything
    job.conn = None
    process.join(timeout=120)
    assert process.exitcode == 0
    err = capfd.readouterr().err
    assert "Traceback" not in err and "BrokenPipeError" not in err


# the log file -------------------------------------------------------------------------------
def run_logging(tmp_path, body: str, limit: int | None = None):
    script = textwrap.dedent(f"""
        import logging, resource
        from shell.cli import setup_logging
        limit = {limit!r}
        if limit:
            resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
        setup_logging(False)
        log = logging.getLogger("nile-table.test")
    """) + textwrap.dedent(body)
    env = dict(os.environ, XDG_STATE_HOME=str(tmp_path / "state"))
    return subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=120, cwd=ROOT, env=env)


@pytest.mark.skipif(sys.platform != "linux", reason="the log folder follows XDG on Linux")
def test_the_log_file_rotates(tmp_path):
    from shell.logfile import LOG_BACKUPS, MAX_LOG_BYTES

    done = run_logging(tmp_path, """
        for n in range(40_000):
            log.info("line %d %s", n, "x" * 80)
    """)
    assert done.returncode == 0, done.stderr
    folder = tmp_path / "state" / "NileTable" / "log"
    logs = sorted(p.name for p in folder.iterdir())
    assert logs == ["nile-table.log"] + [f"nile-table.log.{k}" for k in range(1, LOG_BACKUPS + 1)]
    assert all(p.stat().st_size <= MAX_LOG_BYTES for p in folder.iterdir())
    assert "line 39999" in (folder / "nile-table.log").read_text()


@pytest.mark.skipif(sys.platform != "linux", reason="RLIMIT_FSIZE and the XDG log folder")
def test_a_log_file_at_a_size_limit_says_nothing(tmp_path):
    done = run_logging(tmp_path, """
        for n in range(5_000):
            log.info("line %d %s", n, "x" * 80)
        print("still running")
    """, limit=64 * 1024)
    assert done.returncode == 0, done.stderr
    assert "still running" in done.stdout
    assert "Logging error" not in done.stderr and "Traceback" not in done.stderr


def test_a_rows_name_leaves_out_the_random_part(tmp_path):
    path = saves.new_autosave_path("archaeology", tmp_path)
    shown = saves.shown_name(path)
    assert re.match(r"^autosave-archaeology-\d{8}-\d{6}\.json$", shown)
    assert saves.shown_name(tmp_path / "my game-abc123.json") == "my game-abc123.json"
