"""Where things are: bundled assets (source tree or PyInstaller bundle) and per-user folders."""

import sys
from pathlib import Path

import platformdirs

APP_NAME = "NileTable"
APP_AUTHOR = "NileTable"
SOURCE_ROOT = Path(__file__).resolve().parent.parent  # the source tree (resolved once)


def project_root() -> Path:
    """The folder holding `assets/`: the bundle's folder when frozen, else the source tree."""
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        return Path(frozen_root)
    return SOURCE_ROOT


def asset_path(*parts: str) -> Path:
    """Path of a bundled asset, e.g. asset_path("fonts", "NotoSans-Regular.ttf")."""
    return project_root().joinpath("assets", *parts)


def user_config_dir() -> Path:
    return Path(platformdirs.user_config_dir(APP_NAME, APP_AUTHOR))


def user_data_dir() -> Path:
    return Path(platformdirs.user_data_dir(APP_NAME, APP_AUTHOR))


def saves_dir() -> Path:
    return user_data_dir() / "saves"


def user_cache_dir() -> Path:
    """Files the app can always rebuild (the saves' index)."""
    return Path(platformdirs.user_cache_dir(APP_NAME, APP_AUTHOR))


def log_dir() -> Path:
    return Path(platformdirs.user_log_dir(APP_NAME, APP_AUTHOR))
