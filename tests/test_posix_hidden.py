"""tests.posix_hidden makes a test that uses a POSIX-only call unguarded fail on Linux (as it
would on Windows), skips a guarded one, and leaves the libraries under test whole."""

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

TINY_TESTS = '''
import os
import signal
import subprocess
import sys

import pytest


def test_unguarded_sigkill():
    assert signal.SIGKILL


def test_unguarded_mkfifo_imported_in_the_test(tmp_path):
    import os as local_os
    local_os.mkfifo(tmp_path / "pipe")


def test_from_signal_import_sigstop():
    from signal import SIGSTOP  # noqa: F401


def test_a_posix_only_module():
    import fcntl  # noqa: F401


def test_os_geteuid():
    assert os.geteuid() >= 0


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="no SIGKILL")
def test_guarded_sigkill():
    assert signal.SIGKILL


def test_portable_calls_stay():
    assert os.path.join("a", "b") and signal.SIGTERM and signal.SIGINT and os.getpid()


def test_the_libraries_still_kill_a_process():
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    child.kill()  # subprocess sends the real signal.SIGKILL
    assert child.wait(10) < 0


def test_monkeypatch_through_the_view_reaches_the_real_module(monkeypatch):
    monkeypatch.setattr(os, "getcwd", lambda: "patched")
    assert sys.modules["os"].getcwd() == "patched"
'''

HIDDEN = {"test_unguarded_sigkill", "test_unguarded_mkfifo_imported_in_the_test",
          "test_from_signal_import_sigstop", "test_a_posix_only_module", "test_os_geteuid"}
PORTABLE = {"test_portable_calls_stay", "test_the_libraries_still_kill_a_process",
            "test_monkeypatch_through_the_view_reaches_the_real_module"}


def outcomes(folder: Path, *options: str) -> dict[str, str]:
    """Each tiny test's outcome (PASSED, FAILED, SKIPPED) in a separate pytest run."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-rA", "-p", "no:cacheprovider", *options,
         "test_tiny.py"], cwd=folder, env=env, capture_output=True, text=True, timeout=120)
    found = {name: outcome for outcome, name in
             re.findall(r"^(PASSED|FAILED|ERROR) test_tiny.py::(\w+)", result.stdout, re.M)}
    if re.search(r"^SKIPPED \[1\] test_tiny.py:\d+: no SIGKILL$", result.stdout, re.M):
        found["test_guarded_sigkill"] = "SKIPPED"  # -rA names a skipped test by its line
    return found


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="the tiny tests use POSIX calls")
def test_the_plugin_fails_unguarded_posix_calls_and_skips_guarded_ones(tmp_path):
    (tmp_path / "test_tiny.py").write_text(TINY_TESTS, encoding="utf-8")
    plain = outcomes(tmp_path)
    assert set(plain.values()) == {"PASSED"} and len(plain) == len(HIDDEN | PORTABLE) + 1
    hidden = outcomes(tmp_path, "-p", "tests.posix_hidden")
    assert {name: hidden.get(name) for name in HIDDEN} == dict.fromkeys(HIDDEN, "FAILED")
    assert {name: hidden.get(name) for name in PORTABLE} == dict.fromkeys(PORTABLE, "PASSED")
    assert hidden["test_guarded_sigkill"] == "SKIPPED"
