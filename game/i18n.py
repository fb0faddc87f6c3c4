"""Translations from gettext `.po` catalogs (assets/locale/<lang>.po), read with polib.

`_()` translates a message in the current language; `N_()` only marks one. English msgids are
the source text. Switching language takes effect at once: scenes re-read their texts.
"""

import logging

import polib

from engines.core import N_

from .paths import asset_path

LANGUAGES = {"en": "English", "ru": "Русский", "pl": "Polski"}
DEFAULT_LANGUAGE = "en"

log = logging.getLogger(__name__)
_catalogs: dict[str, dict[str, str]] = {}
_current = DEFAULT_LANGUAGE
_listeners: list = []

__all__ = ["_", "N_", "LANGUAGES", "set_language", "current_language", "catalog"]


def catalog(lang: str) -> dict[str, str]:
    """msgid -> msgstr of one language (untranslated entries left out)."""
    if lang not in _catalogs:
        path = asset_path("locale", f"{lang}.po")
        entries: dict[str, str] = {}
        try:
            for entry in polib.pofile(str(path)):
                if entry.msgstr and not entry.obsolete and "fuzzy" not in entry.flags:
                    entries[entry.msgid] = entry.msgstr
        except (OSError, ValueError) as exc:
            log.warning("cannot read catalog %s: %s", path, exc)
        _catalogs[lang] = entries
    return _catalogs[lang]


def set_language(lang: str) -> None:
    global _current
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}")
    _current = lang
    catalog(lang)
    for listener in list(_listeners):
        listener(lang)


def current_language() -> str:
    return _current


def on_language_change(listener) -> None:
    _listeners.append(listener)


def _(message: str) -> str:
    """The message in the current language (the English text when a translation is missing)."""
    return catalog(_current).get(message, message)
