"""Every user-visible message is translated in every catalog (English, Russian, Polish)."""

import re

import polib
import pytest

from game import i18n
from game.catalog_tool import catalog_path, extract_messages

PLACEHOLDER = re.compile(r"\{[a-z_]+\}")


@pytest.fixture(scope="module")
def messages():
    found = extract_messages()
    assert len(found) > 30, "the extractor finds the menu's messages"
    return found


@pytest.mark.parametrize("lang", sorted(i18n.LANGUAGES))
def test_every_message_is_translated(lang, messages):
    po = polib.pofile(str(catalog_path(lang)))
    translated = {e.msgid: e.msgstr for e in po if e.msgstr and "fuzzy" not in e.flags}
    missing = sorted(m for m in messages if m not in translated)
    assert missing == [], f"{lang} lacks {len(missing)} translations: {missing[:10]}"


@pytest.mark.parametrize("lang", sorted(i18n.LANGUAGES))
def test_translations_keep_their_placeholders(lang):
    po = polib.pofile(str(catalog_path(lang)))
    wrong = [e.msgid for e in po if e.msgstr
             and sorted(PLACEHOLDER.findall(e.msgid)) != sorted(PLACEHOLDER.findall(e.msgstr))]
    assert wrong == []


def test_switching_language_takes_effect_at_once():
    seen = []
    i18n.on_language_change(seen.append)
    try:
        i18n.set_language("ru")
        assert i18n._("Settings") == "Настройки"
        i18n.set_language("pl")
        assert i18n._("Settings") == "Ustawienia"
        i18n.set_language("en")
        assert i18n._("Settings") == "Settings"
    finally:
        i18n._listeners.remove(seen.append)
    assert seen == ["ru", "pl", "en"]


def test_unknown_message_falls_back_to_english():
    i18n.set_language("ru")
    assert i18n._("a message nobody wrote") == "a message nobody wrote"
