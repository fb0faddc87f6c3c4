"""tests/posix_users.py: the test files CI runs again with the POSIX-only calls hidden."""

from pathlib import Path

from tests.posix_users import ROOT, imported, names_hidden, users


def test_a_hidden_call_is_found_in_every_way_it_is_written():
    assert names_hidden("os.mkfifo(path)")
    assert names_hidden('if hasattr(signal, "SIGKILL"):')
    assert names_hidden("from os import getcwd, fork")
    assert names_hidden("import fcntl")
    assert names_hidden("HARD = getattr(signal, 'SIGSTOP', None)")
    assert not names_hidden("os.path.join(a, b); signal.SIGTERM; import json")
    assert not names_hidden("from os import path, getcwd")


def test_a_tests_helper_is_followed_and_other_imports_are_not():
    path = ROOT / "tests" / "shell" / "net" / "test_app_processes.py"
    helpers = imported(path, path.read_text(encoding="utf-8"))
    assert ROOT / "tests" / "shell" / "net" / "app_process.py" in helpers
    assert all(p.is_relative_to(ROOT / "tests") for p in helpers)


def test_the_files_listed_are_those_that_meet_a_hidden_name():
    listed = {p.relative_to(ROOT) for p in users()}
    assert Path("tests/shell/store/test_saves.py") in listed  # os.mkfifo, guarded
    assert Path("tests/shell/net/test_app_processes.py") in listed  # through app_process.py
    assert Path("tests/scenes/test_command_line_files.py") in listed  # outside tests/shell
    assert Path("tests/shell/store/test_puzzle_store.py") not in listed
