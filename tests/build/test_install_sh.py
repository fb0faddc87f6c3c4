"""build/linux/install.sh (the tar.gz's per-user installer), run against a scratch home whose
path has spaces, quotes and non-ASCII letters."""

import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "build" / "linux"
pytestmark = pytest.mark.skipif(not shutil.which("sh") or os.name != "posix",
                                reason="needs a POSIX shell")


def unpacked(folder: Path) -> Path:
    """What the tar.gz unpacks to: the bundle's executable, _internal/, desktop file, icon."""
    top = folder / "NileTable-1.0-linux-x86_64"
    (top / "_internal").mkdir(parents=True)
    (top / "_internal" / "lib.so").write_bytes(b"x")
    exe = top / "NileTable"
    exe.write_text("#!/bin/sh\necho started\n", encoding="utf-8")
    exe.chmod(0o755)
    shutil.copy(LINUX / "install.sh", top / "install.sh")
    shutil.copy(LINUX / "nile-table.desktop", top / "nile-table.desktop")
    shutil.copy(ROOT / "assets" / "icons" / "icon-256.png", top / "nile-table.png")
    return top


def run(top: Path, home: Path, path: str, *args: str) -> str:
    env = {"HOME": str(home), "PATH": path, "LANG": "C"}
    proc = subprocess.run(["sh", str(top / "install.sh"), *args], env=env, capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def exec_argv(value: str) -> list[str]:
    """An Exec value split as the desktop-entry spec says: the key file's string escapes
    first, then double-quoted arguments with \\ " ` $ escaped, %% for a literal %."""
    value = value.replace("\\\\", "\0")  # the key file's own escape for a backslash
    value = value.replace("\0", "\\")
    argv, current, quoted, i = [], "", False, 0
    while i < len(value):
        char = value[i]
        if quoted and char == "\\" and i + 1 < len(value) and value[i + 1] in '\\"`$':
            current += value[i + 1]
            i += 2
            continue
        if char == '"':
            quoted = not quoted
        elif char == " " and not quoted:
            argv.append(current)
            current = ""
        elif char == "%" and value[i + 1:i + 2] == "%":
            current += "%"
            i += 1
        else:
            current += char
        i += 1
    argv.append(current)
    return argv


@pytest.mark.parametrize("home_name", ["home with spaces", 'Zoë "quoted" $HOME `x` 100%',
                                       "back\\slash"])
def test_menu_entry_starts_the_game_from_a_home_with_awkward_characters(tmp_path, home_name):
    top = unpacked(tmp_path / "unpacked here")
    home = tmp_path / home_name
    home.mkdir()
    run(top, home, "/usr/bin:/bin")
    entry = home / ".local/share/applications/nile-table.desktop"
    lines = entry.read_text("utf-8").splitlines()
    exec_line = next(line for line in lines if line.startswith("Exec="))
    target = home / ".local/opt/NileTable/NileTable"
    assert exec_argv(exec_line[len("Exec="):]) == [str(target)]
    assert subprocess.run([str(target)], capture_output=True, text=True).stdout == "started\n"
    if shutil.which("desktop-file-validate"):
        proc = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True,
                              text=True)
        assert proc.returncode == 0 and "error" not in proc.stdout.lower(), proc.stdout
    assert "StartupWMClass=nile-table" in lines


def test_says_when_local_bin_is_not_on_path(tmp_path):
    top = unpacked(tmp_path / "t")
    home = tmp_path / "home"
    home.mkdir()
    out = run(top, home, "/usr/bin:/bin")
    assert f"{home}/.local/bin is not on your PATH" in out
    assert 'export PATH="$HOME/.local/bin:$PATH"' in out
    out = run(top, home, f"/usr/bin:{home}/.local/bin:/bin")
    assert "not on your PATH" not in out and "installed" in out


def test_remove_undoes_the_install(tmp_path):
    top = unpacked(tmp_path / "t")
    home = tmp_path / "h o m e"
    home.mkdir()
    run(top, home, "/usr/bin:/bin")
    assert (home / ".local/bin/NileTable").is_symlink()
    run(top, home, "/usr/bin:/bin", "--remove")
    assert not (home / ".local/opt/NileTable").exists()
    assert not (home / ".local/bin/NileTable").is_symlink()
    assert not (home / ".local/share/applications/nile-table.desktop").exists()


def test_exec_argv_reads_the_spec_examples():
    assert exec_argv('"/a b/c"') == ["/a b/c"]
    assert exec_argv('"/a\\\\\\\\b"') == ["/a\\b"]  # a backslash: \\\\ in the file
    assert exec_argv('"x\\\\"y 100%%"') == ['x"y 100%']  # \\" in the file: a quote
