"""User settings, kept as JSON in the per-user config folder.

A missing or corrupt file gives the defaults (the corrupt one is kept aside and a warning is
logged); a single bad value falls back to its default alone.
"""

import json
import logging
from dataclasses import asdict, dataclass, fields
from pathlib import Path

from .i18n import LANGUAGES
from .paths import user_config_dir
from .storage import write_atomic

log = logging.getLogger(__name__)

ANIMATION_SPEEDS = (0.0, 0.5, 1.0, 2.0)  # instant, fast (half time), normal, slow
WINDOW_SIZES = ((1024, 640), (1280, 720), (1600, 900), (1920, 1080), (2560, 1440))
MIN_WINDOW = (1024, 640)


@dataclass
class Settings:
    language: str = "en"
    fullscreen: bool = False
    window_width: int = 1280
    window_height: int = 720
    animation_speed: float = 1.0
    volume: int = 70
    colour_blind: bool = False

    def validated(self) -> "Settings":
        """A copy where every out-of-range value is replaced by its default."""
        default = Settings()
        good = {}
        checks = {
            "language": lambda v: v in LANGUAGES,
            "fullscreen": lambda v: isinstance(v, bool),
            "window_width": lambda v: type(v) is int and MIN_WINDOW[0] <= v <= 7680,
            "window_height": lambda v: type(v) is int and MIN_WINDOW[1] <= v <= 4320,
            "animation_speed": lambda v: v in ANIMATION_SPEEDS,
            "volume": lambda v: type(v) is int and 0 <= v <= 100,
            "colour_blind": lambda v: isinstance(v, bool),
        }
        for f in fields(self):
            value = getattr(self, f.name)
            if checks[f.name](value):
                good[f.name] = value
            else:
                log.warning("setting %s=%r is invalid; using %r", f.name, value,
                            getattr(default, f.name))
                good[f.name] = getattr(default, f.name)
        return Settings(**good)


def settings_path() -> Path:
    return user_config_dir() / "settings.json"


def load_settings(path: Path | None = None) -> Settings:
    path = path or settings_path()
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Settings()
    except OSError as exc:
        log.warning("cannot read settings %s (%s); using defaults", path, exc)
        return Settings()
    try:
        raw = json.loads(text)
        if not isinstance(raw, dict):
            raise ValueError("not a JSON object")
    except ValueError as exc:
        log.warning("settings file %s is corrupt (%s); using defaults", path, exc)
        _keep_aside(path)
        return Settings()
    known = {f.name for f in fields(Settings)}
    values = {k: v for k, v in raw.items() if k in known}
    return Settings(**values).validated()


def save_settings(settings: Settings, path: Path | None = None) -> None:
    path = path or settings_path()
    write_atomic(path, json.dumps(asdict(settings), indent=2))


def _keep_aside(path: Path) -> None:
    try:
        path.replace(path.with_suffix(".corrupt"))
    except OSError:
        pass
