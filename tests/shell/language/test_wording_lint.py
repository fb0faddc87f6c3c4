"""The native-reader review's patterns, kept away: every plural message renders in Russian
and Polish for the counts that pick each form, a count next to its noun changes form, and
the words the review retired stay out of the catalogs (masculine forms addressed to the
player in Polish, «жетон» for the gem token, «выставлять»/«ставить» for priests, a number
of points without a plural message), the glossary's terms hold in the catalogs and on the
rules pages (per game where another game keeps the word: Aton's «клетки»), no number stands
bare after a player's name, and the statistics' headings are nominative."""

import gettext
import re
from types import SimpleNamespace

import pytest
from babel.messages.pofile import read_po

from shell.language import catalog_build, catalog_tool, i18n
from shell.paths import asset_path

COUNTS = (1, 2, 5, 21, 22, 25)
PLACEHOLDER = re.compile(r"\{([a-z_]+)\}")
# placeholders that hold a count: the word right after one is its noun
COUNT_NAMES = "n|count|points|total|score|size|holes|cards|stones|priests|moves"
# («домино» does not decline)
COUNT_THEN_WORD = re.compile(r"\{(" + COUNT_NAMES + r")\}[ \u00a0](?!домино)[^\W\d_]")

RETIRED = {
    "ru": {
        "«жетон» for the gem token (rulebook: «фишка драгоценности»)":
            r"[Жж]етон(?!\w* домино)",
        "«выставлять» for priests (rulebook: «размещать»)": r"[Вв]ыстав(ь|и|л|я)",
        "«ставить» for priests": r"\bстав(ит|ьте|ят)\w* жрец",
    },
    "pl": {
        "a masculine «sam» to the player (say «samodzielnie»)": r"(?<!ten )(?<!Ten )\bsam\b",
        "a gendered past to the player («oddałeś»)": r"\b\w+(łeś|łaś)\b",
        "«wy» to the player («Grajcie»)": r"\b[Gg]rajcie\b",
        "«stawiać» for priests (one verb: «umieszczać»)": r"\b([Ss]tawia|[Pp]ostaw)\w*",
    },
}
# the glossary's terms the review audit found lost or mixed: out of the catalogs and the
# rules pages alike
TERMS = {
    "ru": {
        "«взять новые камни» (rulebook action: «Получить камни»)": r"[Вв]зять новые камни",
        "the hint's «отсюда» (say «после этого хода»)": r"победу отсюда",
        "«обменяться на рынке» (the action is «Обмен с рынком»)": r"[Оо]бменяться на рынке",
        "«лоток» for the trade areas (say «область «Вы отдаёте»»)":
            r"\b[Лл]от(ок|ка|ке|ки|ков|кам|ками|ках)\b",
        "«призрак» for the hint's outline (say «контур»)": r"[Пп]ризрак",
        "«побеждает больший счёт» (a player wins, not a score)": r"побеждает больш\w* сч",
        "«Помощник бота» (players do not know the helper: «фоновый процесс бота»)":
            r"[Пп]омощник бота",
        "«Колода пуста: финал» (say «последние ходы»)": r"пуста: финал",
    },
    "pl": {
        "«kafelek» (a square is «pole», the card «pojedyncza płytka»)": r"[Kk]afel",
        "«karta pojedynczego …» (say «pojedyncza płytka»)": r"[Kk]art\w* pojedyncz",
        "«wymień na targu» (say «wymień karty na targu»)": r"\b[Ww]ymień na targu",
        "the hint's «stąd» (say «po tym ruchu»)": r"wygraną stąd",
    },
}
# words one game retires while another keeps them (Aton's cells are «клетки»): a message of
# that game's files (engines/<game>/, scenes/<game>/, scenes/learn/<game>.py) or its rules page
GAME_RETIRED = {
    "ru": {
        "pyramids": {"«клетка» in Pyramids (a square is «плитка», a hole «пустое место»)":
                     r"[Кк]летк",
                     "«одиночная плитка» alone (the card is «карта одиночной плитки»)":
                     r"(?<![Кк]арта )(?<![Кк]арты )(?<![Кк]арту )(?<![Кк]арт )(?<![Кк]артой )"
                     r"(?<![Кк]артами )(?<![Кк]артам )одиночн",
                     "«самоцвет» (rulebook: «драгоценность»)": r"[Сс]амоцвет",
                     "«Без плитки» for skipping the card": r"Без плитки"},
        "imhotep": {"«клетка» in Imhotep (rulebook: «ячейка»)": r"[Кк]летк"},
        "archaeology": {"«ценность» for the trade value (rulebook: «цена для торговли»)":
                        r"[Цц]енност", "«стоимость» for the trade value": r"[Сс]тоимост"},
    },
    "pl": {
        "pyramids": {"«dziura» for a hole (say «puste pole»)": r"\b[Dd]ziur"},
        "archaeology": {"«Targowisko» in Archaeology (Imhotep's market; here «targ»)":
                        r"[Tt]argowisk",
                        "the thief's «okrada gracza X z karty» (say «zabiera graczowi X kartę»)":
                        r"\b[Oo]krada\w*[ \u00a0]gracza\b"},
        "imhotep": {"«rozładunek» (rulebook: «wyładunek»)": r"[Rr]ozład",
                    "«wieża» for an obelisk": r"\b[Ww]ież",
                    "«połóż kamień» for a ship (rulebook: «załaduj kamień na łódź»)":
                    r"\b([Pp]ołóż|[Dd]ołóż|[Pp]ostaw|[Kk]ładzie)\w*[\s\u00a0](\d+[\s\u00a0])?kamie"},
    },
}
GAMES = ("imhotep", "pyramids", "archaeology", "aton")
# a player's name straight before a number («Рамсес 2», "Ramses 2"): one counted entry per
# name instead («Рамсес — 2 карты»), or «{red}: {a}»; a signed change («{red} +{a}») reads
NAME_THEN_NUMBER = re.compile(r"\{(name|red|blue|seat|player|winner|loser)\}[ \u00a0]\{")
# a number of points in a singular-only message reads «получает 1 (Храм)», «5 punktów»
# for one point: only a signed score change («+{points}») or a label («score {points}»)
# a counted card name left out of its quotes in Russian or Polish («2× Монета»: say
# «2× «Монета»», «2× „Moneta”»)
UNQUOTED_COUNT_OF_CARD = re.compile(r"×[ \u00a0]*\{card\}")
BARE_POINTS = re.compile(r"(?<![+:] )(?<!\+)(?<!score )(?<!Total )(?<!of )"
                         r"\{(points|total)\}(?! of)")


# a player's name stands where no case ending is needed (a subject, after a colon, in
# quotes): an inserted name cannot be declined, so no word that governs a case may come
# straight before it («Музей игрока Игрок 1», «крадёт у игрока …», «+2 dla Gracz 1»,
# «Tura gracza Gracz 1»)
NAMES = r"\{(name|player|victim|seat|winner|loser|red|blue|first|owner|thief)\}"
GOVERNS = {
    "ru": r"игрока|игроку|игроком|игроке|игроков|у|для|от|к|ко|с|со|против|о|об|при|без|до|"
          r"за|над|под|перед|через|про|из|у игрока|в пользу",
    "pl": r"dla|gracza|graczowi|graczem|graczu|graczy|od|do|u|z|ze|przez|przeciw|przeciwko|o|"
          r"bez|przy|za|nad|pod|przed|wobec|dzięki|kolej|tura|turze|ruch",
}
NAME_AFTER_GOVERNOR = {lang: re.compile(rf"(?i)(?<!\w)({words})[ \u00a0]+{NAMES}")
                       for lang, words in GOVERNS.items()}


def catalog(lang):
    with open(catalog_build.po_path(lang), "rb") as handle:
        return read_po(handle, locale=lang)


@pytest.fixture(scope="module")
def template(tmp_path_factory):
    path = tmp_path_factory.mktemp("pot") / "messages.pot"
    catalog_tool.extract(path)
    with open(path, "rb") as handle:
        return read_po(handle)


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_every_plural_message_renders_for_every_count(lang):
    """Each form formats with the msgid's own placeholders (the count in every one of
    them), and the form gettext picks for 1, 2, 5, 21, 22 and 25 is a written one."""
    cat = catalog(lang)
    plurals = [m for m in cat if m.id and isinstance(m.id, tuple)]
    assert len(plurals) > 40
    wrong = []
    for message in plurals:
        wanted = set(PLACEHOLDER.findall(message.id[1]))
        for n in COUNTS:
            form = message.string[_index(cat, n)]
            if not form or set(PLACEHOLDER.findall(form)) != wanted:
                wrong.append((message.id[0], n, form))
                continue
            text = form.format(**{name: n for name in wanted})
            if "{" in text or "}" in text:
                wrong.append((message.id[0], n, text))
    assert wrong == []


def _index(cat, n) -> int:
    """The plural form the catalog's rule (its Plural-Forms header) picks for `n`."""
    return gettext.c2py(cat.plural_expr)(n)


@pytest.mark.parametrize("lang,expected", [("ru", [0, 1, 2, 0, 1, 2]), ("pl", [0, 1, 2, 2, 1, 2])])
def test_the_forms_picked_for_the_review_counts(lang, expected):
    """1, 2, 5, 21, 22, 25: «1 камень, 2 камня, 5 камней, 21 камень» and «1 kamień,
    2 kamienie, 5 kamieni, 21 kamieni, 22 kamienie»."""
    cat = catalog(lang)
    assert [_index(cat, n) for n in COUNTS] == expected


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_a_count_next_to_its_noun_changes_form(lang):
    """A plural message whose three forms are one text although a count stands before a
    word («высота 1 камней», «1 kart») has lost its plural forms."""
    frozen = [m.id[0] for m in catalog(lang) if m.id and isinstance(m.id, tuple)
              and len(set(m.string)) == 1 and COUNT_THEN_WORD.search(m.string[0])]
    assert frozen == []


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_the_retired_words_stay_out(lang):
    found = []
    for message in catalog(lang):
        if not message.id:
            continue
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        for why, pattern in {**RETIRED[lang], **TERMS[lang]}.items():
            found += [(why, form) for form in forms if form and re.search(pattern, form)]
    assert found == []


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_a_counted_card_name_is_quoted(lang):
    unquoted = [form for message in catalog(lang) if message.id
                for form in (message.string if isinstance(message.string, tuple)
                             else (message.string,))
                if form and UNQUOTED_COUNT_OF_CARD.search(form)]
    assert unquoted == []


def test_points_are_counted_in_plural_messages(template):
    """No singular-only msgid puts a number of points where a plural form is due."""
    bare = [m.id for m in template if isinstance(m.id, str) and BARE_POINTS.search(m.id)]
    assert bare == []


def test_the_lint_catches_the_reviewed_lines():
    assert re.search(RETIRED["ru"]["«жетон» for the gem token (rulebook: «фишка драгоценности»)"],
                     "На пирамиде нет жетонов: 0 очков.")
    assert not re.search(r"[Жж]етон(?!\w* домино)", "жетоны домино")
    assert re.search(RETIRED["ru"]["«выставлять» for priests (rulebook: «размещать»)"],
                     "Выставьте жрецов на светящиеся клетки")
    assert re.search(RETIRED["ru"]["«ставить» for priests"], "{name} ставит жреца в храм 1.")
    assert re.search(RETIRED["pl"]["a masculine «sam» to the player (say «samodzielnie»)"],
                     "graj dalej sam")
    assert not re.search(r"(?<!ten )(?<!Ten )\bsam\b", "potem ten sam gracz kopie")
    assert re.search(r"\b\w+(łeś|łaś)\b", "niż oddałeś")
    assert BARE_POINTS.search("{name} scores {points} ({category}).")
    assert BARE_POINTS.search("{name} scores {total} for level {level}.")
    assert not BARE_POINTS.search("Temple 1 +{points} for {name}")
    assert COUNT_THEN_WORD.search("высота\u00a0{n}\u00a0камней")
    assert not COUNT_THEN_WORD.search("камней: {n}")
    assert not COUNT_THEN_WORD.search("{size}\u00a0домино")


def games_of(message) -> set:
    """The games whose files hold `message` (by its source references)."""
    paths = [path for path, _line in message.locations]
    return {game for game in GAMES for path in paths
            if path.startswith((f"engines/{game}/", f"scenes/{game}/"))
            or path == f"scenes/learn/{game}.py"}


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_each_games_retired_words_stay_out_of_its_messages(lang):
    found = []
    for message in catalog(lang):
        if not message.id:
            continue
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        for game in games_of(message):
            for why, pattern in GAME_RETIRED[lang].get(game, {}).items():
                found += [(why, form) for form in forms if form and re.search(pattern, form)]
    assert found == []


@pytest.mark.parametrize("lang", ["ru", "pl"])
@pytest.mark.parametrize("game", GAMES)
def test_each_games_retired_words_stay_off_its_rules_page(lang, game):
    text = asset_path("rules", f"{game}.{lang}.txt").read_text(encoding="utf-8")
    patterns = {**TERMS[lang], **GAME_RETIRED[lang].get(game, {})}.items()
    found = [(why, match.group(0)) for why, pattern in patterns
             for match in re.finditer(pattern, text)]
    assert found == []


def test_no_number_stands_bare_after_a_name_in_the_sources(template):
    bare = [m.id for m in template
            for text in (m.id if isinstance(m.id, tuple) else (m.id,))
            if NAME_THEN_NUMBER.search(text)]
    assert bare == []


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_no_number_stands_bare_after_a_name_in_the_translations(lang):
    bare = [form for message in catalog(lang) if message.id
            for form in (message.string if isinstance(message.string, tuple)
                         else (message.string,))
            if form and NAME_THEN_NUMBER.search(form)]
    assert bare == []


@pytest.mark.parametrize("lang,genitive", [("ru", {"Игр", "Побед"}), ("pl", {"Gier", "Wygranych"})])
def test_statistics_headings_are_in_the_nominative(lang, genitive):
    """Column headings name what the column holds («Игры», «Gry»), not a count's genitive
    («Игр», «Gier»); an adverb («Średnio») is no heading either."""
    from scenes.screens.statistics import columns

    i18n.set_language(lang)
    names = [name for name, _share in columns()]
    assert not genitive & set(names)
    assert "Średnio" not in names


def test_the_game_lints_catch_the_audited_lines():
    ru, pl = GAME_RETIRED["ru"], GAME_RETIRED["pl"]
    assert re.search(ru["pyramids"]["«клетка» in Pyramids (a square is «плитка», a hole "
                                    "«пустое место»)"], "закрыть пустую клетку: {card}")
    assert re.search(ru["archaeology"]["«ценность» for the trade value (rulebook: «цена для "
                                       "торговли»)"], "добавьте ещё 2 ценности")
    assert re.search(TERMS["pl"]["«kafelek» (a square is «pole», the card «pojedyncza "
                                   "płytka»)"], "połóż brązową kartę pojedynczego kafelka")
    assert re.search(TERMS["pl"]["«wymień na targu» (say «wymień karty na targu»)"],
                     "wymień na targu: oddaj 2")
    assert not re.search(r"\b[Ww]ymień na targu", "wymień karty na targu")
    assert re.search(pl["pyramids"]["«dziura» for a hole (say «puste pole»)"],
                     "zostały tylko pojedyncze dziury")
    assert re.search(TERMS["ru"]["«взять новые камни» (rulebook action: «Получить камни»)"],
                     "взять новые камни на сани")
    loose = ru["pyramids"]["«одиночная плитка» alone (the card is «карта одиночной плитки»)"]
    assert re.search(loose, "выберите одиночную плитку")
    assert not re.search(loose, "закройте картой одиночной плитки")
    assert re.search(pl["imhotep"]["«połóż kamień» for a ship (rulebook: «załaduj kamień na "
                                   "łódź»)"], "„Dłuto” (3): połóż\u00a02\u00a0kamienie ze składu")
    robs = pl["archaeology"]["the thief's «okrada gracza X z karty» (say «zabiera graczowi X "
                             "kartę»)"]
    assert re.search(robs, "{name} okrada gracza {victim} z karty.")
    assert not re.search(robs, "{name} zabiera graczowi {victim} kartę.")
    assert UNQUOTED_COUNT_OF_CARD.search("{count}× {card}")
    assert not UNQUOTED_COUNT_OF_CARD.search("{count}× „{card}”")
    assert NAME_THEN_NUMBER.search("Turn-order tie: {red} {a}, {blue} {b}")
    assert not NAME_THEN_NUMBER.search("Scoring: {red} +{a}, {blue} +{b}.")
    assert games_of(SimpleNamespace(locations=[("engines/pyramids/phrases.py", None)])) == {
        "pyramids"}


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_a_name_is_never_put_in_a_case_by_the_template(lang):
    """«Музей игрока Игрок 1», «Рамсес крадёт у игрока Игрок 1», «+2 dla Gracz 1», «Tura
    gracza Gracz 1»: the name stands as a subject, after a colon or a dash instead."""
    governed = [form for message in catalog(lang) if message.id
                for form in (message.string if isinstance(message.string, tuple)
                             else (message.string,))
                if form and NAME_AFTER_GOVERNOR[lang].search(form)]
    assert governed == []


def test_the_name_lint_catches_the_reviewed_lines():
    ru, pl = NAME_AFTER_GOVERNOR["ru"], NAME_AFTER_GOVERNOR["pl"]
    for line in ("Музей игрока {name}.", "{name} крадёт у игрока {victim} карту «{card}».",
                 "Это принадлежит игроку {name}.", "+{points} для {name}",
                 "У\u00a0{name} нет камней"):
        assert ru.search(line), line
    for line in ("Piramida: +{points} dla {name}: …", "Tura gracza {name}.",
                 "{name} zabiera graczowi {victim} kartę.", "To należy do {name}."):
        assert pl.search(line), line
    for line in ("Музей: {name}.", "{victim} теряет карту: её крадёт {name}.",
                 "Храм 2: {name} получает +{points}", "Ход: {name}"):
        assert not ru.search(line), line
    for line in ("Tura: {name}.", "Piramida: {name} +{points} — …", "Muzeum: {name}."):
        assert not pl.search(line), line


@pytest.mark.parametrize("lang,average", [("en", "68.2"), ("ru", "68,2"), ("pl", "68,2")])
def test_statistics_decimals_take_the_languages_separator(lang, average):
    """R13/P16: «38.0», «68.2» read as English; Russian and Polish write a decimal comma."""
    from scenes.screens.statistics import row_cells

    i18n.set_language(lang)
    row = SimpleNamespace(game="imhotep", level="hotseat", games=5, wins=2, win_rate=0.4,
                          best=80, average=68.2, streak=1, best_streak=2, hints=0)
    assert average in row_cells(row)


@pytest.mark.parametrize("lang", ["ru"])
def test_an_instant_win_reason_reads_on_after_the_colon(lang):
    """R17: «…сразу побеждает: Заполненный храм.»: the reasons stand mid-sentence, after
    «{name} wins at once:», so they start in lower case."""
    from engines.aton.board import WIN_ALL_GREEN, WIN_ALL_YELLOW, WIN_FULL_TEMPLE
    from engines.aton.state import END_WORDS, WIN_40_ORNAMENT

    cat = catalog(lang)
    reasons = [WIN_FULL_TEMPLE, WIN_ALL_YELLOW, WIN_ALL_GREEN, END_WORDS[WIN_40_ORNAMENT]]
    assert [cat[r].string for r in reasons if not cat[r].string[0].islower()
            and not cat[r].string[0].isdigit()] == []


@pytest.mark.parametrize("lang,expected", [("en", "explore the small chamber"),
                                           ("ru", "исследовать малую палату"),
                                           ("pl", "zbadaj małą komnatę")])
def test_exploring_names_the_chamber_in_the_sentences_case(lang, expected):
    """R35: «исследовать: Малая палата» put a name in the nominative after a verb; each
    chamber has its own phrase."""
    from engines.ai.hint_phrases import move_message

    i18n.set_language(lang)
    assert i18n.tr_message(move_message("archaeology", ("explore", "small"))) == expected


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_one_is_never_all(lang):
    """R36: «все 1 вор должны быть на месте»: the form a count of 1 takes reads as one."""
    cat = catalog(lang)
    wrong = []
    for message in cat:
        if not message.id or not isinstance(message.id, tuple):
            continue
        form = message.string[_index(cat, 1)]
        wanted = set(PLACEHOLDER.findall(message.id[1]))
        text = form.format(**{name: 1 for name in wanted}).replace("\u00a0", " ")
        if re.search(r"(?i)\b(все|всех|wszystkie|wszystkich|wszyscy) 1\b", text):
            wrong.append(text)
    assert wrong == []
