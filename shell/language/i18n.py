"""Translations read with the standard `gettext` module from compiled `.mo` catalogs.

Sources: assets/locale/<lang>/LC_MESSAGES/messages.po (kept with
`python -m shell.language.catalog_tool`, a wrapper of `pybabel`);
`shell.language.catalog_build` compiles them. A game may bring its own catalogs in the same
layout (its registry listing's `locale`, engines/registry.py): while it is registered they are
laid under the app's, so a msgid the app's catalogs lack is looked up in them. English msgids
are the source text. `_()`
translates, `ngettext()` picks the plural form of the current language (ru and pl
have three), `N_()`/`NP_()` only mark, `tr_message()` renders an engine `Message`.
Where one English word names two things (Imhotep's market and Archaeology's), the message
has a context (msgctxt, the game's id): `pgettext()`/`npgettext()` translate it, `NC_()`
marks it in a table (the mark carries its context to `translate()`).
Switching language takes effect at once: scenes re-read their texts.

The pseudo-locale `PSEUDO` writes every translated string with accented look-alikes of its
ASCII letters ("Settings" -> "Ṡėṫṫïṅġṡ", placeholders kept), so a test can find visible text
that bypassed the catalogs: any plain ASCII letter on screen that is not a name.
"""

import gettext
import importlib.util
import logging
import re
from collections.abc import Callable
from pathlib import Path

from engines import registry
from engines.core import N_, NP_, Message
from shell.language import catalog_build

LANGUAGES = {"en": "English", "ru": "Русский", "pl": "Polski"}
DEFAULT_LANGUAGE = "en"
PSEUDO = "qps"
PSEUDO_LETTERS = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "ȧḃċḋėḟġḣïĵķŀṁṅȯṗɋṙṡṫüṿẇẋẏżȦḂĊḊĖḞĠḢİĴĶĿṀṄȮṖɊṘṠṪÜṾẆẊẎŻ")
_PLACEHOLDER = re.compile(r"(\{[^{}]*\})")
# Message parameters that hold a seat number; tr_message shows them as player names.
SEAT_PARAMS = frozenset({"seat", "player", "winner", "loser", "other"})
# parameters that hold a marked name (a game, an option): translated before formatting
NAME_PARAMS = frozenset({"game", "option"})

log = logging.getLogger(__name__)
_translations: dict[str, gettext.NullTranslations] = {}
registry.on_change(_translations.clear)  # a game came or went: its own catalogs with it
_current = DEFAULT_LANGUAGE
_listeners: list = []

__all__ = ["_", "N_", "NP_", "NC_", "ngettext", "pgettext", "npgettext", "translate",
           "tr_message", "LANGUAGES", "PSEUDO",
           "set_language", "current_language", "on_language_change", "translations"]


def pseudo(message: str) -> str:
    """`message` in accented look-alike letters, its {placeholders} untouched."""
    return "".join(part if _PLACEHOLDER.fullmatch(part) else part.translate(PSEUDO_LETTERS)
                   for part in _PLACEHOLDER.split(message))


class PseudoTranslations(gettext.NullTranslations):
    """Every string in look-alike letters (English plural rule)."""

    def gettext(self, message):
        return pseudo(message)

    def ngettext(self, msgid1, msgid2, n):
        return self.gettext(msgid1 if n == 1 else msgid2)

    def pgettext(self, context, message):
        return self.gettext(message)

    def npgettext(self, context, msgid1, msgid2, n):
        return self.ngettext(msgid1, msgid2, n)


def translations(lang: str) -> gettext.NullTranslations:
    """The gettext catalog of one language (English fallback for a missing file), with the
    registered games' own catalogs of that language laid under it."""
    if lang not in _translations:
        if lang == PSEUDO:
            _translations[lang] = PseudoTranslations()
        else:
            folder = catalog_build.locale_dir()
            catalog: gettext.NullTranslations
            try:
                catalog = gettext.translation(catalog_build.DOMAIN, str(folder),
                                              languages=[lang])
            except OSError as exc:
                log.warning("no catalog for %s in %s: %s", lang, folder, exc)
                catalog = gettext.NullTranslations()
            for own in game_catalogs():
                try:
                    catalog.add_fallback(gettext.translation(
                        catalog_build.DOMAIN, str(catalog_build.locale_dir(own)),
                        languages=[lang]))
                except OSError:
                    pass  # the game's words stay English in this language
            _translations[lang] = catalog
    return _translations[lang]


def game_catalogs() -> list[Path]:
    """The folders of the registered games' own catalogs (their listings' `locale`), in menu
    order; one that cannot be found is left out (its game's words stay English)."""
    folders = []
    for entry in registry.GAMES:
        if entry.locale is None:
            continue
        try:
            spec = importlib.util.find_spec(entry.locale)
        except (ImportError, ValueError):  # no such parent package, or a broken one
            spec = None
        if spec is None or not spec.submodule_search_locations:
            log.warning("no catalogs folder %s for %s", entry.locale, entry.id)
            continue
        folders.append(Path(next(iter(spec.submodule_search_locations))))
    return folders


def set_language(lang: str) -> None:
    global _current
    if lang not in LANGUAGES and lang != PSEUDO:
        raise ValueError(f"unknown language {lang!r}")
    _current = lang
    translations(lang)
    for listener in list(_listeners):
        listener(lang)


def current_language() -> str:
    return _current


def on_language_change(listener) -> None:
    _listeners.append(listener)


def _(message: str) -> str:
    """The message in the current language (the English text when a translation is missing)."""
    return translate(message)


def translate(msgid: str) -> str:
    """`_()` for a msgid held in a variable or a table (marked with N_ or NC_ where it is
    written); a separate name so that `pybabel extract` does not take the table key for a
    message."""
    context = getattr(msgid, "context", None)
    if context is not None:
        return pgettext(context, str(msgid))
    return translations(_current).gettext(msgid)


def pgettext(context: str, message: str) -> str:
    """The message of `context` (a game's id) in the current language."""
    return translations(_current).pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    """`ngettext()` for a message with a context (not formatted)."""
    return translations(_current).npgettext(context, singular, plural, n)


class ContextMessage(str):
    """A msgid marked with its context: compares and hashes as the English text."""

    context: str

    def __new__(cls, context: str, message: str):
        marked = super().__new__(cls, message)
        marked.context = context
        return marked


def NC_(context: str, message: str) -> str:  # noqa: N802 (the gettext marker's name)
    """Mark `message` of `context` without translating it; `translate()` honours the context."""
    return ContextMessage(context, message)


def decimal(value: float, digits: int = 1) -> str:
    """`value` with `digits` decimals and the current language's decimal separator ("38.5",
    «38,5»)."""
    # TRANSLATORS: the decimal separator of a number such as 38.5 (a comma in ru and pl)
    return f"{value:.{digits}f}".replace(".", pgettext("number", "."))


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of the current language for the count `n` (not formatted)."""
    return translations(_current).ngettext(singular, plural, n)


def tr_message(msg, seat_name: Callable[[int], str] | None = None) -> str:
    """An engine `Message` (or a plain marked string) in the current language, formatted.

    A pair msgid is chosen by the parameter `n`; parameters that are Messages are translated
    too; with `seat_name`, integer parameters named in SEAT_PARAMS become player names.
    """
    if not isinstance(msg, Message):
        return _(str(msg))
    params = {}
    for key, value in msg.params.items():
        if isinstance(value, Message):
            value = tr_message(value, seat_name)
        elif key in NAME_PARAMS and isinstance(value, str):
            value = _(value)
        elif seat_name is not None and key in SEAT_PARAMS and isinstance(value, int) \
                and not isinstance(value, bool):
            value = seat_name(value)
        params[key] = value
    if isinstance(msg.msgid, tuple):
        n = params.get("n", 0)
        text = ngettext(msg.msgid[0], msg.msgid[1], n if isinstance(n, int) else 0)
    else:
        text = _(msg.msgid)
    try:
        return text.format(**params)
    except (KeyError, IndexError, ValueError):
        log.warning("message %r does not fit its parameters %r", text, params)
        return text
