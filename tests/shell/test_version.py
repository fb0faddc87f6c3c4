"""`--version` prints the version and exits 0; the version comes from the bundle's
assets/VERSION, else a source checkout's pyproject.toml (never a stale egg-info), else the
installed package's metadata."""

import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from shell import version as versions

ROOT = Path(__file__).resolve().parents[2]


def pyproject_version() -> str:
    return tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]["version"]


def test_main_version_prints_the_version_and_exits_0():
    env = dict(os.environ, SDL_VIDEODRIVER="dummy")
    result = subprocess.run([sys.executable, "main.py", "--version"], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout == f"nile-table {pyproject_version()}\n"


def test_version_comes_before_any_other_option(capsys):
    from shell.cli import build_parser

    with pytest.raises(SystemExit) as stop:
        build_parser().parse_args(["--version", "--size", "1x1"])
    assert stop.value.code == 0
    assert capsys.readouterr().out == f"nile-table {pyproject_version()}\n"


def stale_metadata(monkeypatch, found="0.0.1"):
    monkeypatch.setattr(versions, "version", lambda name: found)


def test_a_checkout_reads_its_pyproject_not_stale_metadata(monkeypatch):
    stale_metadata(monkeypatch)
    assert versions.app_version() == pyproject_version()


def test_an_installed_package_reads_its_metadata(monkeypatch, tmp_path):
    stale_metadata(monkeypatch, "2.3.4")
    monkeypatch.setattr(versions, "project_root", lambda: tmp_path)  # site-packages
    assert versions.app_version() == "2.3.4"
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "other"\nversion = "9"\n')
    assert versions.app_version() == "2.3.4"  # another project's file is not ours


def test_a_frozen_bundle_reads_assets_version(monkeypatch, tmp_path):
    stale_metadata(monkeypatch)
    (tmp_path / "assets").mkdir()
    (tmp_path / "assets" / "VERSION").write_text("1.2.3\n", encoding="utf-8")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert versions.app_version() == "1.2.3"
