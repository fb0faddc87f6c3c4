"""The system's interface language, for a player who has not chosen one in Settings.

Linux and other POSIX systems: the locale variables as GNU gettext reads them (LC_ALL, else
LC_MESSAGES, else LANG; the LANGUAGE list first unless that locale is C/POSIX). Windows: the
user's UI language (GetUserDefaultUILanguage). macOS: the languages in System Settings
(`defaults read -g AppleLanguages`), then LANG. On every system an explicit LC_ALL or
LC_MESSAGES wins. The first language the game speaks (en, ru, pl) is used; otherwise English.
"""

from __future__ import annotations

import logging
import os
import re
import subprocess
import sys
from collections.abc import Callable, Iterable, Iterator, Mapping

from shell.language.i18n import DEFAULT_LANGUAGE, LANGUAGES

log = logging.getLogger(__name__)

# Windows primary language identifiers (LANGID & 0x3FF) of the languages the game speaks
WINDOWS_PRIMARY = {0x09: "en", 0x19: "ru", 0x15: "pl"}
UNTRANSLATED = ("c", "posix")


def language_code(name: str) -> str:
    """"pl_PL.UTF-8@euro", "pl-PL", "PL" -> "pl"."""
    return re.split(r"[-_.@]", name.strip(), maxsplit=1)[0].lower()


def locale_candidates(environ: Mapping[str, str], variables: Iterable[str]) -> list[str]:
    """The languages the first set locale variable of `variables` asks for, best first:
    the LANGUAGE list, then the locale itself; ["C"] for the untranslated C/POSIX locale."""
    name = next((environ[var] for var in variables if environ.get(var)), "")
    if not name:
        return []
    if language_code(name) in UNTRANSLATED:
        return ["C"]
    return [part for part in environ.get("LANGUAGE", "").split(":") if part] + [name]


def windows_ui_languages(windll=None) -> list[str]:
    """The Windows user's interface language as a code (["pl"]), [] if Windows will not say."""
    try:
        if windll is None:
            import ctypes

            windll = ctypes.windll  # type: ignore[attr-defined]  # Windows' ctypes only
        langid = int(windll.kernel32.GetUserDefaultUILanguage())
    except (AttributeError, ImportError, OSError, TypeError, ValueError):
        return []
    code = WINDOWS_PRIMARY.get(langid & 0x3FF)
    return [code] if code else []


def parse_apple_languages(output: str) -> list[str]:
    """`defaults read -g AppleLanguages` output, `("pl-PL", "en-US")`, as a list."""
    return re.findall(r'"?([A-Za-z]{2,3}(?:[-_][A-Za-z0-9]+)*)"?\s*,?\s*$', output, re.M)


def macos_languages(run: Callable = subprocess.run) -> list[str]:
    """The macOS user's preferred languages, best first ([] if `defaults` fails)."""
    try:
        result = run(["defaults", "read", "-g", "AppleLanguages"], capture_output=True,
                     text=True, timeout=3)
    except (OSError, subprocess.SubprocessError):
        return []
    return parse_apple_languages(result.stdout) if result.returncode == 0 else []


def candidates(environ: Mapping[str, str], platform: str) -> Iterator[str]:
    """Every language the system asks for, best first (the OS asked only when needed)."""
    if not platform.startswith(("win", "darwin")):
        yield from locale_candidates(environ, ("LC_ALL", "LC_MESSAGES", "LANG"))
        return
    explicit = locale_candidates(environ, ("LC_ALL", "LC_MESSAGES"))
    if explicit:
        yield from explicit
    elif platform.startswith("win"):
        yield from windows_ui_languages()
    else:
        yield from macos_languages()
        yield from locale_candidates(environ, ("LANG",))


def system_language(environ: Mapping[str, str] | None = None,
                    platform: str | None = None) -> str:
    """The first of the system's languages the game speaks, else English."""
    environ = os.environ if environ is None else environ
    for candidate in candidates(environ, platform or sys.platform):
        code = language_code(candidate)
        if code in UNTRANSLATED:
            break
        if code in LANGUAGES:
            return code
    return DEFAULT_LANGUAGE
