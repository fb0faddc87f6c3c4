"""The type checker ([tool.mypy] in pyproject.toml) checks all of the app: every module of
engines/, shell/ and scenes/ (any added later too), with no exclusion, no module that ignores
its errors and no error code switched off."""

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ("engines", "shell", "scenes")
IGNORES_ERRORS = re.compile(r"^#\s*mypy:\s*ignore-errors", re.M)


def mypy_config() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]


def covered(path: Path, files: list[str]) -> bool:
    rel = path.relative_to(ROOT).as_posix()
    return any(rel == f or rel.startswith(f.rstrip("/") + "/") for f in files)


def app_modules() -> list[Path]:
    return [path for source in SOURCES for path in sorted((ROOT / source).rglob("*.py"))]


def test_every_listed_path_exists():
    for name in mypy_config()["files"]:
        assert (ROOT / name).exists(), f"[tool.mypy] files lists {name}, which is not there"


def test_every_module_of_the_app_is_checked():
    files = mypy_config()["files"]
    modules = app_modules()
    assert len(modules) > 250
    unchecked = [path.relative_to(ROOT).as_posix() for path in modules
                 if not covered(path, files)]
    assert unchecked == []


def test_the_configuration_names_no_exclusion_and_switches_no_check_off():
    config = mypy_config()
    assert not any(key.startswith("exclude") for key in config)
    assert not config.get("disable_error_code") and not config.get("overrides")
    assert config.get("check_untyped_defs") is True


def test_no_module_ignores_its_errors():
    skipping = [path.relative_to(ROOT).as_posix() for path in app_modules()
                if IGNORES_ERRORS.search(path.read_text(encoding="utf-8"))]
    assert skipping == []


def test_a_module_outside_the_list_is_found():
    assert not covered(ROOT / "scenes" / "kit" / "table.py", ["engines", "shell"])
    assert covered(ROOT / "scenes" / "kit" / "table.py", ["engines", "scenes"])
