"""Shared test setup: headless SDL and per-test user folders (never the real ones)."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402


def pytest_sessionstart(session):
    """Compile the translation catalogs (.po -> .mo) once, as the build script does."""
    from game import catalog_build

    catalog_build.locale_dir()


@pytest.fixture(autouse=True)
def isolated_user_dirs(tmp_path, monkeypatch):
    """platformdirs follows XDG on Linux: point every per-user folder into tmp_path."""
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(var, str(tmp_path / var.lower()))
    yield tmp_path
    from game import i18n

    i18n._current = i18n.DEFAULT_LANGUAGE
