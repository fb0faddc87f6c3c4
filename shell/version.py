"""The app's version: in a frozen bundle from assets/VERSION (written from pyproject.toml by
the build), in a source checkout from its pyproject.toml (so a stale egg-info or an old
editable install's metadata never wins), else from the installed package's metadata."""

import sys
import tomllib

from shell.paths import asset_path, project_root

DIST_NAME = "nile-table"
UNKNOWN = "unknown"


def checkout_version() -> str | None:
    """The version in the source checkout's pyproject.toml (None outside a checkout)."""
    try:
        with open(project_root() / "pyproject.toml", "rb") as handle:
            project = tomllib.load(handle).get("project", {})
    except (OSError, ValueError):
        return None
    if project.get("name") != DIST_NAME or not isinstance(project.get("version"), str):
        return None
    return project["version"]


def bundle_version() -> str | None:
    try:
        return asset_path("VERSION").read_text(encoding="utf-8").strip() or None
    except OSError:
        return None


def version(name: str) -> str:
    """The installed distribution `name`'s version (importlib.metadata, about 50 ms of
    imports, is read only for a version the bundle and the checkout do not give)."""
    from importlib.metadata import version as installed

    return installed(name)


def app_version() -> str:
    if getattr(sys, "frozen", False) or getattr(sys, "_MEIPASS", None):
        found = bundle_version()
        if found:
            return found
    found = checkout_version()
    if found:
        return found
    from importlib.metadata import PackageNotFoundError

    try:
        return version(DIST_NAME)
    except PackageNotFoundError:
        return bundle_version() or UNKNOWN
