"""The rules pages speak as the rest of their language's texts do: Polish pages
address the player as "ty" (as the Polish catalog does: "Weź", "twoja tura"), never "wy",
and without a gendered past ("zdobyłeś"); Russian pages say "вы" (as the Russian catalog
does: "возьмите"), never "ты"; and both use the glossary's terms (docs/glossary.md), the
words the catalogs' test retires included."""

import re

import pytest

from shell.paths import asset_path
from tests.shell.language.test_catalogs import RETIRED_TERMS

GAMES = ("imhotep", "pyramids", "archaeology", "aton")

# the second person plural (verbs, "jesteście", "wasz"), and "ty"'s gendered past
POLISH_WY = re.compile(r"(?i)\b(\w+(ajcie|ejcie|ujcie|ijcie|yjcie|ecie|icie)|\w+[^\Wn]acie|"
                       r"jesteście|wasz\w*|wam|was|wy)\b")
POLISH_GENDERED_PAST = re.compile(r"\b\w+(łeś|łaś)\b")
RUSSIAN_TY = re.compile(r"(?i)\b(ты|тебе|тебя|тобой|тво[йеёиюя]\w*|\w+(ешь|ишь|ёшь))\b")
# the rulebook's terms in place of these (docs/glossary.md: Pyramids' square is «плитка»,
# its gem token «фишка драгоценности», its gem symbol «символ драгоценности»; Archaeology's
# Map «схема»; Aton «размещать»)
RULES_RETIRED = {
    "ru": [r"самоцвет", r"[Кк]вадрат\w* (домино|уровн)", r"полквадрат", r"жетон\w* самоцвет"],
    "pl": [],
}
# the catalog's test also retires verbs that take one gender with a {name}; a page speaks of
# "игрок" (a masculine noun), where they are right
ABOUT_NAMES = {r"должен", r"первым ходит", r"ходит первым", r"\b[Вв]ыбыл\b"}


def page(game: str, lang: str) -> str:
    return asset_path("rules", f"{game}.{lang}.txt").read_text(encoding="utf-8")


@pytest.mark.parametrize("game", GAMES)
def test_polish_pages_say_ty_to_the_player(game):
    text = page(game, "pl")
    assert POLISH_WY.findall(text) == []
    assert POLISH_GENDERED_PAST.findall(text) == []
    assert re.search(r"\b(twój|twoja|twoje|twoich|twoim|twoją|ciebie|tobą)\b", text,
                     re.IGNORECASE), "the page speaks to the player"


@pytest.mark.parametrize("game", GAMES)
def test_russian_pages_say_vy_to_the_player(game):
    text = page(game, "ru")
    assert RUSSIAN_TY.findall(text) == []
    assert re.search(r"\b(вы|ваш\w*|вас|вам)\b", text, re.IGNORECASE)


@pytest.mark.parametrize("lang", ["ru", "pl"])
@pytest.mark.parametrize("game", GAMES)
def test_rules_pages_use_the_glossary_terms(game, lang):
    text = page(game, lang)
    patterns = [p for p in RETIRED_TERMS[lang] if p not in ABOUT_NAMES] + RULES_RETIRED[lang]
    found = [(pattern, match.group(0)) for pattern in patterns
             for match in re.finditer(pattern, text)]
    assert found == []


@pytest.mark.parametrize("game", GAMES)
def test_english_pages_use_the_glossary_terms(game):
    """Aton's card places are "cartouches" as in the English rulebook (not "ornaments")."""
    text = "\n".join(line for line in page(game, "en").split("\n") if not line.startswith("[["))
    found = [(pattern, match.group(0)) for pattern in RETIRED_TERMS["en"]
             for match in re.finditer(pattern, text)]
    assert found == []


LOOSE_NUMBER = re.compile(r"\w [\d$]|\d \w|\d, [\d$]|^• ", re.MULTILINE)
APP_NOTES = re.compile(r"(?i)22, 22|app's numbers|принятые в приложении|używane w aplikacji")


@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
@pytest.mark.parametrize("game", GAMES)
def test_numbers_stay_with_their_words_on_the_rules_pages(game, lang):
    """docs/glossary.md: a non-breaking space joins a number to its word («уровень 1», «3 камня»),
    the numbers of a list («12, 9, 7») and a list item's bullet to its text, so wrapping
    never leaves a number alone on a line; and no notes on the app's own numbers."""
    text = "\n".join(line for line in page(game, lang).split("\n")
                     if not line.startswith(("#", "[[")))
    assert LOOSE_NUMBER.findall(text) == []
    assert APP_NOTES.findall(page(game, lang)) == []


def test_the_checks_catch_the_old_wording():
    assert POLISH_WY.findall("Przez 6 rund wysyłacie łodziami swoje kamienie.")
    assert POLISH_WY.findall("Jesteście archeologami. Wykopujcie skarby.")
    assert not POLISH_WY.findall("W komnacie, w tym momencie, na szczycie: zdobycie.")
    assert POLISH_GENDERED_PAST.findall("w której ją zdobyłeś")
    assert RUSSIAN_TY.findall("Возьми свой камень, если ты можешь")
    assert not RUSSIAN_TY.findall("Возьмите свой камень, если вы можете")
    for loose in ("• храм", "в храм 1", "3 камня", "12, 9", "за $3"):
        assert LOOSE_NUMBER.findall(loose), loose
    assert not LOOSE_NUMBER.findall("•\u00a0в храм\u00a01,\u00a02 — 3\u00a0камня")
