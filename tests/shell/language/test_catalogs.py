"""Translation catalogs: standard gettext layout kept with pybabel, complete for en/ru/pl,
compiled to .mo and read with the gettext module, with real plural forms."""

import gettext
import re
import shutil

import pytest
from babel.messages.pofile import read_po

from engines.core import N_, NP_, IllegalAction, Message
from shell.language import catalog_build, catalog_tool, i18n

PLACEHOLDER = re.compile(r"\{[a-z_]+\}")
# The hand-made catalogs (assets/locale/<lang>.po) held 458 translated entries each when they
# were migrated to the gettext layout (all 458 carried over, checked entry by entry); plural
# forms replaced 22 of them by 21 pairs since, and "Burial chamber" became "Tomb" (one term).
# Fewer than this means translations were lost.
MIGRATED = 456


def read_catalog(lang):
    with open(catalog_build.po_path(lang), "rb") as handle:
        return read_po(handle, locale=lang)


def forms(message):
    return message.string if isinstance(message.string, tuple) else (message.string,)


@pytest.fixture(scope="module")
def fresh_template(tmp_path_factory):
    path = tmp_path_factory.mktemp("pot") / "messages.pot"
    catalog_tool.extract(path)
    with open(path, "rb") as handle:
        return read_po(handle)


def test_the_committed_template_matches_the_sources(fresh_template):
    with open(catalog_tool.template_path(), "rb") as handle:
        committed = {m.id for m in read_po(handle) if m.id}
    fresh = {m.id for m in fresh_template if m.id}
    assert len(fresh) >= MIGRATED
    assert fresh - committed == set(), "run: python -m shell.language.catalog_tool update"
    assert committed - fresh == set(), "run: python -m shell.language.catalog_tool update"


def test_table_keys_are_not_taken_for_messages(fresh_template):
    ids = {m.id for m in fresh_template}
    assert not {"name", "tagline", "reason"} & ids


def test_every_message_is_translated_in_every_language(fresh_template, tmp_path):
    gaps = catalog_tool.untranslated()
    assert gaps.keys() == set(i18n.LANGUAGES)
    assert all(items == [] for items in gaps.values()), {k: v[:10] for k, v in gaps.items()}


@pytest.mark.parametrize("lang", sorted(i18n.LANGUAGES))
def test_no_translation_was_lost_in_the_migration(lang, fresh_template):
    translated = [m for m in read_catalog(lang) if m.id and all(forms(m))]
    assert len(translated) >= MIGRATED
    assert len(translated) == len([m for m in fresh_template if m.id])


@pytest.mark.parametrize("lang,nplurals", [("en", 2), ("ru", 3), ("pl", 3)])
def test_plural_forms_header(lang, nplurals):
    catalog = read_catalog(lang)
    assert catalog.num_plurals == nplurals
    for message in catalog:
        if message.pluralizable:
            assert len(forms(message)) == nplurals and all(forms(message)), message.id


@pytest.mark.parametrize("lang", sorted(i18n.LANGUAGES))
def test_translations_keep_their_placeholders(lang):
    wrong = []
    for message in read_catalog(lang):
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        wanted = set(PLACEHOLDER.findall(ids[-1]))
        for form in forms(message):
            # a singular form may spell "one" instead of {n}; every other name must stay
            if form and set(PLACEHOLDER.findall(form)) - {"{n}"} != wanted - {"{n}"}:
                wrong.append(message.id)
    assert wrong == []


def test_compile_writes_mo_files_that_gettext_reads(tmp_path):
    written = catalog_build.compile_catalogs(tmp_path)
    assert sorted(p.parent.parent.name for p in written) == sorted(i18n.LANGUAGES)
    assert all(p.stat().st_mode & 0o777 == 0o644 for p in written)  # readable by all
    ru = gettext.translation(catalog_build.DOMAIN, str(tmp_path), languages=["ru"])
    assert ru.gettext("Settings") == "Настройки"


def test_unwritable_asset_folder_compiles_into_the_cache(tmp_path, monkeypatch):
    src = tmp_path / "assets_locale"
    shutil.copytree(catalog_build.source_dir(), src,
                    ignore=shutil.ignore_patterns("*.mo"))
    monkeypatch.setattr(catalog_build, "source_dir", lambda: src)
    real = catalog_build.compile_catalogs

    def read_only_assets(out_dir=None, src_dir=None):
        if out_dir == src:
            raise PermissionError("read-only")
        return real(out_dir, src_dir)

    monkeypatch.setattr(catalog_build, "compile_catalogs", read_only_assets)
    folder = catalog_build.locale_dir()
    assert folder == catalog_build.cache_dir() and folder.is_relative_to(tmp_path)
    assert (folder / "pl" / "LC_MESSAGES" / "messages.mo").exists()
    assert not list(src.rglob("*.mo"))


def game_catalogs(folder, lang, entries):
    """A game's own catalog of `lang` in `folder` (msgid -> translation)."""
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import write_po

    catalog = Catalog(locale=lang, domain=catalog_build.DOMAIN)
    for msgid, text in entries.items():
        catalog.add(msgid, text)
    path = catalog_build.po_path(lang, folder)
    path.parent.mkdir(parents=True)
    with open(path, "wb") as handle:
        write_po(handle, catalog)
    return folder


def test_a_registered_games_own_catalogs_lie_under_the_apps(tmp_path, monkeypatch):
    """While a game whose listing names its own catalogs is registered, a msgid the app's
    catalogs lack is looked up in them (compiled at first use like the app's); the app's own
    words keep the app's translation; unregistered, the game's words are gone."""
    from engines.registry import Listing, register, unregister

    folder = game_catalogs(tmp_path / "heapgame" / "locale", "ru",
                           {"Heap of stones": "Куча камней", "Settings": "Не та"})
    monkeypatch.syspath_prepend(str(tmp_path))
    i18n.set_language("ru")
    assert i18n._("Heap of stones") == "Heap of stones"
    register(Listing("heaps", engine="heapgame.engine", app="heapgame.table",
                     locale="heapgame.locale"))
    try:
        assert i18n.game_catalogs() == [folder]
        assert i18n._("Heap of stones") == "Куча камней"
        assert i18n._("Settings") == "Настройки", "the app's catalogs come first"
        assert catalog_build.mo_path("ru", folder).exists()
        i18n.set_language("pl")  # a language the game has no catalog of: its English words
        assert i18n._("Heap of stones") == "Heap of stones"
        assert i18n._("Settings") == "Ustawienia"
        i18n.set_language("ru")
    finally:
        unregister("heaps")
    assert i18n._("Heap of stones") == "Heap of stones"


def test_a_listing_naming_no_catalogs_folder_keeps_the_games_words_english(caplog):
    from engines.registry import Listing, register, unregister

    register(Listing("lost", engine="lost.engine", app="lost.table", locale="lost.locale"))
    try:
        i18n.set_language("ru")
        assert i18n.game_catalogs() == [] and "lost.locale" in caplog.text
        assert i18n._("Settings") == "Настройки"
    finally:
        unregister("lost")


def test_a_games_unwritable_catalogs_compile_into_a_cache_of_their_own(tmp_path, monkeypatch):
    folder = game_catalogs(tmp_path / "locale", "pl", {"Heap of stones": "Stos kamieni"})
    real = catalog_build.compile_catalogs

    def read_only_package(out_dir=None, src_dir=None):
        if out_dir == folder:
            raise PermissionError("read-only")
        return real(out_dir, src_dir)

    monkeypatch.setattr(catalog_build, "compile_catalogs", read_only_package)
    compiled = catalog_build.locale_dir(folder)
    assert compiled == catalog_build.cache_dir(folder) != catalog_build.cache_dir()
    assert (compiled / "pl" / "LC_MESSAGES" / "messages.mo").exists()
    assert not list(folder.rglob("*.mo"))


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
    assert i18n.ngettext("{n} thing", "{n} things", 5) == "{n} things"


def test_one_english_word_for_two_game_terms_has_a_context_per_game(fresh_template):
    """"Market" is Imhotep's «Targowisko» and Archaeology's «Targ": two messages with a
    context (msgctxt) each, translated apart, also when marked early in a table (NC_)."""
    contexts = {m.context for m in fresh_template if m.id == "Market"}
    assert {"imhotep", "archaeology"} <= contexts
    i18n.set_language("pl")
    assert i18n.pgettext("archaeology", "Market") == "Targ"
    assert i18n.pgettext("imhotep", "Market") == "Targowisko"
    marked = i18n.NC_("archaeology", "Market")
    assert marked == "Market" and i18n.translate(marked) == i18n._(marked) == "Targ"
    assert i18n.npgettext("archaeology", "{n} thing", "{n} things", 5) == "{n} things"
    i18n.set_language(i18n.PSEUDO)
    assert i18n.pgettext("archaeology", "Market") == "Ṁȧṙķėṫ"


def test_a_missing_translation_of_one_context_is_reported(tmp_path):
    """`catalog_tool check` tells the contexts apart: a message translated in one context
    only is named with the other."""
    template = tmp_path / "messages.pot"
    template.write_text('msgid ""\nmsgstr ""\n\nmsgctxt "nowhere"\nmsgid "Tomb"\nmsgstr ""\n',
                        encoding="utf-8")
    assert all(gaps == ["nowhere|Tomb"] for gaps in catalog_tool.untranslated(template).values())


def test_tr_message_formats_translates_and_names_seats():
    i18n.set_language("ru")
    assert i18n.tr_message(Message(N_("Settings"))) == "Настройки"
    unknown = Message(NP_("one odd {n}", "{n} odd ones"), {"n": 1})
    assert i18n.tr_message(unknown) == "one odd 1"
    nested = Message(N_("{name} wins at once: {reason}."),
                     {"name": "Ann", "reason": Message(N_("Settings"))})
    assert i18n.tr_message(nested) == read_catalog("ru")[
        "{name} wins at once: {reason}."].string.format(name="Ann", reason="Настройки")
    seated = Message(N_("{seat} passes"), {"seat": 1})
    assert i18n.tr_message(seated, seat_name=lambda s: f"P{s + 1}") == "P2 passes"
    exc = IllegalAction(N_("Settings"))
    assert i18n.tr_message(exc.message) == "Настройки"


def test_pseudo_locale_marks_every_translated_string():
    i18n.set_language(i18n.PSEUDO)
    assert i18n._("Settings") == "Ṡėṫṫïṅġṡ"
    assert i18n.ngettext("{n} stone", "{n} stones", 2) == "{n} ṡṫȯṅėṡ"
    assert i18n._("{name}'s quarry") == "{name}'ṡ ɋüȧṙṙẏ"
    assert not re.search("[A-Za-z]", i18n._("ABC xyz: The Card Game"))


@pytest.mark.parametrize("lang,expected", [
    ("en", {1: "1 stone", 2: "2 stones", 5: "5 stones", 21: "21 stones"}),
    ("ru", {1: "1 камень", 2: "2 камня", 4: "4 камня", 5: "5 камней", 11: "11 камней",
            12: "12 камней", 21: "21 камень", 22: "22 камня", 0: "0 камней"}),
    ("pl", {1: "1 kamień", 2: "2 kamienie", 5: "5 kamieni", 12: "12 kamieni",
            21: "21 kamieni", 22: "22 kamienie", 0: "0 kamieni"}),
])
def test_counts_take_the_plural_form_of_the_language(lang, expected):
    i18n.set_language(lang)
    got = {n: i18n.ngettext("{n} stone", "{n} stones", n).format(n=n).replace("\u00a0", " ")
           for n in expected}
    assert got == expected


def test_no_count_message_left_without_plural_forms(fresh_template):
    """A number next to a counted noun goes through ngettext: no singular-only msgid such as
    "{n} stones", "Deck: {n} cards" or "at least {min} stones" (those read "1 stones" and
    "{n} камн.")."""
    noun = re.compile(r"\{(n|count|cap|min|score|total|size|moves|holes)\} (stones|cards|points|"
                      r"priests|maps|gems|dominoes|moves|holes)\b")
    singular_only = [m.id for m in fresh_template
                     if isinstance(m.id, str) and noun.search(m.id)]
    assert singular_only == []


# Terms docs/glossary.md replaces (one term per thing, as the rulebooks say it).
RETIRED_TERMS = {
    # Aton's card places are the English rulebook's "cartouches" (the Russian one's «орнаменты»)
    "en": [r"(?i)burial chamber", r"(?i)(?<!\{)\bornaments?\b(?!\})"],
    "ru": [r"Молот\b", r"Зубил", r"(?<![А-Яа-яё])строй?к", r"жетон\w* самоцвет", r"Ярус", r"ярусн",
           r"[Кк]арт\w* сокровищ", r"Черепк", r"Сторона [AB]\b", r"выставл",
           # verbs that take one gender with {name} (bots include Nefertari, Hatshepsut)
           r"должен", r"первым ходит", r"ходит первым", r"\b[Вв]ыбыл\b"],
    "pl": [r"[Kk]omnat\w* grob", r"\b[Ss]tat(ek|k)", r"\b[Ss]anie\b", r"Młot\b", r"Zdobien",
           r"Pęknięt",
           r"(?<![Pp]lac )(?<![Pp]lace )(?<![Pp]lacu )(?<!placów )budow(a|ę|y|ie|ach)?\b"],
}


@pytest.mark.parametrize("lang", sorted(i18n.LANGUAGES))
def test_one_term_per_thing(lang):
    patterns = [re.compile(p) for p in RETIRED_TERMS[lang]]
    found = []
    for message in read_catalog(lang):
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        texts = list(ids) if lang == "en" else []
        texts += [form for form in forms(message) if form]
        found += [(p.pattern, t) for t in texts for p in patterns if p.search(t)]
    assert found == []


@pytest.mark.parametrize("lang,term", [("en", "Tomb"), ("ru", "Гробница"), ("pl", "Grobowiec")])
def test_each_catalog_opens_with_its_glossary(lang, term):
    head = catalog_build.po_path(lang).read_text(encoding="utf-8").split('msgid ""')[0]
    assert "Glossary" in head or "Глоссарий" in head or "Słowniczek" in head
    assert term in head
    assert read_catalog(lang)["Tomb"].string == term


@pytest.mark.parametrize("lang,quoted", [("ru", "«{card}»"), ("pl", "„{card}”")])
def test_typography_numbers_stay_with_their_word_and_card_names_are_quoted(lang, quoted):
    """docs/glossary.md: a non-breaking space between a word and its number (корабль 2,
    Gracz 1) so wrapping never orphans the number; card names in sentences in the language's
    quotes."""
    loose = re.compile(r"\w \{(n|number|ship|temple|level|round|stack|count|score|total)\}"
                       r"|\{(n|number|ship|temple|level|count|score|total)\} \w")
    wrong, cards = [], []
    for message in read_catalog(lang):
        for form in forms(message):
            if form and loose.search(form):
                wrong.append(form)
            if form and re.search(r"(карту|kartę) .?\{card\}", form):
                cards.append(form)
    assert wrong == []
    assert cards and all(quoted in form for form in cards)
