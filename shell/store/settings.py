"""User settings, kept as JSON in the per-user config folder.

A missing file gives the defaults. A file that cannot be used as a whole (binary, not UTF-8,
not JSON, nested too deeply, too large, not a JSON object, not a regular file) is set aside
as `settings.json.corrupt` (`.corrupt2`, ... when an older one is there: none is replaced) and
the defaults are used; a single bad value (a wrong type or out of
range, such as `"language": ["pl"]`) falls back to its default alone. Loading never raises.

An older file's single `volume` becomes both volumes: the effects' as it was, the music's
scaled by the defaults' ratio (MUSIC_VOLUME / EFFECTS_VOLUME), so a silenced game stays
silent.

`language` is None until the player chooses one in Settings (the app then follows the
system's language); a file without the key, or with null, means the same, and None is saved
as no key at all.
"""

import errno
import json
import logging
import os
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from shell.language.i18n import LANGUAGES, N_
from shell.paths import user_config_dir
from shell.store.safe_json import JsonRefused, parse
from shell.store.storage import read_limited, set_aside, write_atomic
from shell.ui.theme import TEXT_SIZES

log = logging.getLogger(__name__)

ANIMATION_SPEEDS = (0.0, 0.5, 1.0, 2.0)  # instant, fast (half time), normal, slow
WINDOW_SIZES = ((1024, 640), (1280, 720), (1600, 900), (1920, 1080), (2560, 1440))
MIN_WINDOW = (1024, 640)
MAX_SETTINGS_BYTES = 256 * 1024
MAX_SETTINGS_DEPTH = 8
MAX_REMEMBERED_GAMES = 16
MAX_REMEMBERED_NAMES = 8  # the people's names typed last, by seat
MUSIC_VOLUME, EFFECTS_VOLUME = 50, 70  # the defaults, in percent


def _is_int(value, lo, hi) -> bool:
    return type(value) is int and lo <= value <= hi


def _is_setups(value) -> bool:
    """The setup screen's memory: {game id: {choice: value}}, each part checked when used."""
    return isinstance(value, dict) and len(value) <= MAX_REMEMBERED_GAMES and all(
        isinstance(k, str) and len(k) <= 32 and isinstance(v, dict) for k, v in value.items())


def _is_game_ids(value) -> bool:
    """A list of short game ids (the games whose Learn to play was already offered)."""
    return isinstance(value, list) and len(value) <= MAX_REMEMBERED_GAMES and all(
        type(v) is str and len(v) <= 32 for v in value)


def _is_names(value) -> bool:
    """The names typed last for the setup's seats (an empty string: none typed there)."""
    return isinstance(value, list) and len(value) <= MAX_REMEMBERED_NAMES and all(
        type(v) is str and len(v) <= 64 for v in value)


CHECKS = {
    "language": lambda v: v is None or (type(v) is str and v in LANGUAGES),
    "fullscreen": lambda v: type(v) is bool,
    "window_width": lambda v: _is_int(v, MIN_WINDOW[0], 7680),
    "window_height": lambda v: _is_int(v, MIN_WINDOW[1], 4320),
    "animation_speed": lambda v: type(v) in (int, float) and v in ANIMATION_SPEEDS,
    "music_volume": lambda v: _is_int(v, 0, 100),
    "effects_volume": lambda v: _is_int(v, 0, 100),
    "muted": lambda v: type(v) is bool,
    "quiet_in_background": lambda v: type(v) is bool,
    "colour_blind": lambda v: type(v) is bool,
    "text_size": lambda v: type(v) is int and v in TEXT_SIZES,
    "setups": _is_setups,
    "learn_offered": _is_game_ids,
    "player_names": _is_names,
}


@dataclass
class Settings:
    language: str | None = None  # None: the system's language (see shell.language.system_language)
    fullscreen: bool = False
    window_width: int = 1280
    window_height: int = 720
    animation_speed: float = 1.0
    music_volume: int = MUSIC_VOLUME
    effects_volume: int = EFFECTS_VOLUME
    muted: bool = False  # the M key
    quiet_in_background: bool = True  # silent while the window has not the focus
    colour_blind: bool = False
    text_size: int = 100  # percent of the design's text size (theme.TEXT_SIZES)
    setups: dict = field(default_factory=dict)  # the setup screen's last choices per game
    learn_offered: list = field(default_factory=list)  # games whose Learn to play was offered
    player_names: list = field(default_factory=list)  # the people's names typed last, by seat

    def validated(self) -> "Settings":
        """A copy where every wrongly typed or out-of-range value is replaced by its default."""
        default = Settings()
        good: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            try:
                ok = CHECKS[f.name](value)
            except Exception:  # a check must never be the thing that fails
                ok = False
            if ok:
                good[f.name] = float(value) if f.name == "animation_speed" else value
            else:
                log.warning("setting %s=%.60r is invalid; using %r", f.name, value,
                            getattr(default, f.name))
                good[f.name] = getattr(default, f.name)
        return Settings(**good)


def settings_path() -> Path:
    return user_config_dir() / "settings.json"


def load_settings(path: Path | None = None) -> Settings:
    path = Path(path or settings_path())
    try:
        data = read_limited(path, MAX_SETTINGS_BYTES)
        raw = parse(data, MAX_SETTINGS_DEPTH)
        if not isinstance(raw, dict):
            raise JsonRefused("damaged", "not a JSON object")
    except FileNotFoundError:
        return Settings()
    except (OSError, JsonRefused) as exc:
        log.warning("settings file %s is corrupt (%s); using defaults", path, exc)
        _keep_aside(path)
        return Settings()
    known = {f.name for f in fields(Settings)}
    values = {k: v for k, v in raw.items() if k in known}
    values.update(migrated_volumes(raw))
    return Settings(**values).validated()


def migrated_volumes(raw: dict) -> dict:
    """The two volumes an older file's single `volume` stands for (nothing when the file
    has either of the new ones or no usable old one)."""
    old = raw.get("volume")
    if "music_volume" in raw or "effects_volume" in raw or type(old) is not int \
            or not 0 <= old <= 100:
        return {}
    return {"effects_volume": old, "music_volume": round(old * MUSIC_VOLUME / EFFECTS_VOLUME)}


def save_settings(settings: Settings, path: Path | None = None) -> None:
    """Write the settings (OSError when they cannot be). A settings file that is a link
    (to a dotfiles folder, say) stays one: the file it leads to is written."""
    path = Path(os.path.realpath(path or settings_path()))
    values = asdict(settings)
    if values["language"] is None:  # only a language the player chose is kept
        del values["language"]
    write_atomic(path, json.dumps(values, indent=2))


def settings_write_reason(exc: OSError) -> str:
    """Why the settings could not be written (a marked msgid)."""
    if exc.errno == errno.ENOSPC:
        return N_("the disk is full")
    if isinstance(exc, PermissionError) or exc.errno == errno.EROFS:
        return N_("the settings folder cannot be written to")
    return N_("the settings file cannot be written")


def _keep_aside(path: Path) -> None:
    """Move a bad settings file to the first free `settings.json.corrupt`, `.corrupt2`, ..."""
    try:
        set_aside(path)
    except OSError as exc:
        log.warning("cannot set %s aside: %s", path, exc)
