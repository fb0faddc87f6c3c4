"""The numbers the rules pages and the coach state come from the engines' data: every rules
page (en, ru, pl) is parsed for the tables it prints (Imhotep's round cards per player count,
point tables, Aton's counts) and compared with engines/*/; a page that lists a round card the
game never deals, or an instant win the engine does not have, fails here."""

import re

import pytest
from babel.messages.pofile import read_po

from engines.archaeology import cards as archaeology
from engines.aton import board as aton_board
from engines.aton import state as aton_rules
from engines.imhotep import data as imhotep
from shell.language import catalog_build
from shell.paths import asset_path

LANGS = ("en", "ru", "pl")


def page(game: str, lang: str) -> str:
    text = asset_path("rules", f"{game}.{lang}.txt").read_text(encoding="utf-8")
    return text.replace("\u00a0", " ")


def numbers(text: str, separator: str) -> tuple[int, ...]:
    return tuple(int(n) for n in text.split(separator))


# Russian counts players in words (the obelisks' table: «вдвоём 10/1; втроём 12/6/1; …»)
PLAYERS = {"вдвоём": 2, "втроём": 3, "вчетвером": 4}

# -- Imhotep -------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_imhotep_round_cards_are_the_ones_the_game_deals(lang):
    """«3 players: … 3321» listed a card the engine never deals (it has 3322)."""
    listed = {int(count): tuple(cards.split(", ")) for count, cards in re.findall(
        r"^• (\d) \w+: (\d{4}(?:, \d{4})*)$", page("imhotep", lang), re.MULTILINE)}
    assert listed == imhotep.ROUND_CARDS


@pytest.mark.parametrize("lang", LANGS)
def test_imhotep_point_tables_are_the_engines(lang):
    text = page("imhotep", lang)
    pyramid = re.search(r"(\d), (\d), (\d) \| (\d), (\d), (\d) \| (\d), (\d), (\d)\D+"
                        r"(\d), (\d), (\d), (\d)\D+(\d)\.", text)
    assert pyramid and tuple(int(n) for n in pyramid.groups()) == imhotep.PYRAMID_A_VALUES
    ranked = re.findall(r"\b(\d \w+|вдвоём|втроём|вчетвером) (\d+(?:/\d+)+)", text)
    obelisks = {PLAYERS.get(players) or int(players.split()[0]): numbers(points, "/")
                for players, points in ranked}
    assert obelisks == imhotep.OBELISK_A_POINTS
    # every slash-separated table on the page is one of the engine's
    tables = {numbers(t, "/") for t in re.findall(r"\b\d+(?:/\d+){2,}", text)}
    groups = imhotep.GROUP_POINTS[1:]
    assert tables == {groups, tuple(range(1, len(groups) + 1)), imhotep.TOMB_B_ROW_POINTS,
                      *(p for p in imhotep.OBELISK_A_POINTS.values() if len(p) > 2)}
    assert re.findall(r"\+(\d) [^.]*? 5\b", text) == [str(imhotep.GROUP_EXTRA)] * 2
    slots = re.search(rf"\b{imhotep.OBELISK_B_SLOTS[0]}(?:, \d+)+", text)
    assert slots and numbers(slots.group(0), ", ") == imhotep.OBELISK_B_SLOTS


@pytest.mark.parametrize("lang", LANGS)
def test_imhotep_components_are_the_engines(lang):
    components = page("imhotep", lang).split("## ")[2]
    bullets = [[int(n) for n in re.findall(r"\d+", line)] for line in components.split("\n")
               if line.startswith("• ")]
    stones, _boards, _ships, sleds, cards = bullets
    in_the_box = imhotep.STONES_PER_COLOUR + 1  # one marks the score
    assert (stones[0], stones[1], stones[-1]) == (len(imhotep.COLOURS) * in_the_box,
                                                  in_the_box, imhotep.STONES_PER_COLOUR)
    assert (sleds[0], sleds[-1]) == (len(imhotep.COLOURS), imhotep.SLED_CAPACITY)
    per_count = {len(deck) for deck in imhotep.ROUND_CARDS.values()}
    assert cards == [sum(len(deck) for deck in imhotep.ROUND_CARDS.values()), *per_count,
                     *sorted(imhotep.ROUND_CARDS), sum(n for _card, n in imhotep.MARKET_CARDS)]


def imhotep_tables() -> set[tuple[int, ...]]:
    """The point tables of Imhotep's engine, as a text may state them."""
    groups = imhotep.GROUP_POINTS[1:]
    return {groups, imhotep.TOMB_B_ROW_POINTS, *imhotep.OBELISK_A_POINTS.values()}


@pytest.mark.parametrize("lang", LANGS)
def test_imhotep_texts_state_the_engines_tables(lang):
    """The board tags ("groups: 1/3/6/10/15", "rows: majority 8/4/2/1"), the site and card
    help, the setup lines and the coach: every point table an Imhotep message states, in
    each language, is one of the engine's."""
    from tests.shell.language.test_wording_lint import catalog

    cat = catalog("ru" if lang == "en" else lang)
    texts = []
    for message in cat:
        if not message.id or not any(path.startswith(("scenes/imhotep/", "engines/imhotep/",
                                                       "scenes/learn/imhotep"))
                                     for path, _line in message.locations):
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        texts += [t.replace("\u00a0", " ") for t in (ids if lang == "en" else forms)]
    stated = {numbers(t, "/") for text in texts for t in re.findall(r"\b\d+(?:/\d+)+", text)}
    stated |= {tuple(int(n) for n in re.findall(r"\d+", t)) for text in texts
               for t in re.findall(r"\b1, 3(?:(?:, | or | или | lub )\d+)+", text)}
    assert stated and stated <= imhotep_tables()
    assert imhotep.GROUP_POINTS[1:] in stated and imhotep.TOMB_B_ROW_POINTS in stated


# -- Archaeology ---------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_archaeology_trade_values_and_museum_prices_are_the_engines(lang):
    rows = [line for line in page("archaeology", lang).split("\n")
            if line.startswith("• ") and line.count("$") >= 1 and ";" in line][:7]
    stated = [(int(re.search(r":\D*?(\d+)", row).group(1)),
               tuple(int(n) for n in re.findall(r"\$(\d+)", row))) for row in rows]
    assert stated == list(zip(archaeology.TRADE_VALUE, archaeology.PRICES, strict=True))


# -- Aton ----------------------------------------------------------------------------------

# the page's words for the cell colours (a stem each)
COLOUR_WORDS = {
    "en": {"Y": "yellow", "G": "green", "K": "black", "B": "blue"},
    "ru": {"Y": "жёлт", "G": "зелён", "K": "чёрн", "B": "син"},
    "pl": {"Y": "żółt", "G": "zielon", "K": "czarn", "B": "niebiesk"},
}
ONE_COLOUR = {"en": "one colour", "ru": "одного цвета", "pl": "jednego koloru"}


def instant_win_colours() -> set[str]:
    """The cell colours whose every cell, held by one player, wins at once (asked of the
    engine: fill all cells of the colour, nothing else)."""
    kinds = [kind for layout in aton_board.TEMPLE_LAYOUT for kind in layout]
    winning = set()
    for colour in ("Y", "G", "K", "B"):
        board = [aton_board.RED if kind == colour else aton_board.EMPTY for kind in kinds]
        if aton_board.instant_win(board, aton_board.RED):
            winning.add(colour)
    return winning


@pytest.mark.parametrize("lang", LANGS)
def test_aton_goal_names_the_instant_wins_the_engine_has(lang):
    """The Goal said "all cells of one colour" win: only all yellow or all green do."""
    goal = next(sentence for sentence in page("aton", lang).split("## ")[1].split(". ")
                if "40" in sentence)
    words = COLOUR_WORDS[lang]
    named = {colour for colour, stem in words.items() if stem in goal.lower()}
    assert named == instant_win_colours() == {"Y", "G"}
    assert ONE_COLOUR[lang] not in goal


@pytest.mark.parametrize("lang", LANGS)
def test_aton_counts_are_the_engines(lang):
    text = page("aton", lang)
    kinds = [kind for layout in aton_board.TEMPLE_LAYOUT for kind in layout]
    words = COLOUR_WORDS[lang]
    totals = re.search(r"(In all|Всего|Razem):? [^.]*\.", text)
    assert totals
    for colour in ("Y", "G", "K", "B"):
        stated = re.findall(rf"(\d+) {words[colour]}", totals.group(0), re.IGNORECASE)
        assert [int(n) for n in stated] == [kinds.count(colour)], colour
    bonus = sum(1 for kind in kinds if kind.startswith("+"))
    assert re.search(rf"\b{bonus} \w+ (cells|клеток|pól)", totals.group(0))
    components = text.split("## ")[2]
    cards = len(aton_rules.CARD_VALUES) * aton_rules.COPIES
    assert set(re.findall(r"\b(\d+) (?:cards|карт|kart)\b", components)) == {str(cards)}
    assert set(re.findall(r"\b(\d+) (?:priests|жрецов|kapłanów)\b", components)) == {
        str(aton_rules.PRIESTS)}
    assert re.search(rf"\b{aton_board.KINGDOM_CELLS} (cells|клеток|pól)", text)


# -- the coach -----------------------------------------------------------------------------

def coach_texts(lang: str, msgid: str) -> str:
    """The msgid (en) or its translation, spaces made plain."""
    if lang == "en":
        return msgid
    with open(catalog_build.po_path(lang), "rb") as handle:
        return read_po(handle, locale=lang)[msgid].string.replace("\u00a0", " ")


@pytest.mark.parametrize("lang", LANGS)
def test_the_imhotep_coach_states_the_engines_scoring(lang):
    from scenes.learn.imhotep import SCORING

    tomb = coach_texts(lang, SCORING["tomb"])
    assert ", ".join(map(str, imhotep.GROUP_POINTS[1:])) in tomb
    cards = coach_texts(lang, SCORING["market_cards"])
    # the end scores decorations, statues and unused blue cards; an entrance acts at once
    assert not re.search(r"(?i)entrance|вход|wejści", cards)
    assert re.search(r"(?i)blue|голуб|niebiesk", cards)


# -- side B: the values no source confirms ------------------------------------------------

READING = {"en": "this edition's reading", "ru": "толкование этого издания",
           "pl": "interpretacja tego wydania"}


@pytest.mark.parametrize("lang", LANGS)
def test_side_b_values_no_source_confirms_are_marked_as_this_editions_reading(lang):
    """docs/rules/imhotep.md marks the pyramids' bonus cells, the temple's cell order, the
    tomb's fourth place and the obelisk values but the 9 as proposals: the rules page's side-B
    paragraph of each such site and its side-B line on the setup screen say so; the sites
    whose side B the rulebooks confirm (the market) do not."""
    from scenes.imhotep.preview import option_help
    from scenes.imhotep.texts import site_name
    from shell.language import i18n

    i18n.set_language(lang)
    side_b = page("imhotep", lang).split("## ")[8]  # Sites, side B
    paragraphs = {line.split(":")[0]: line for line in side_b.split("\n") if ":" in line}
    for site in imhotep.SITES:
        marked = READING[lang] in paragraphs[site_name(site, "B")]
        setup = READING[lang] in option_help(site, "B")
        assert marked == setup == (site in imhotep.SIDE_B_READINGS), site
    assert imhotep.SIDE_B_READINGS == ("pyramids", "temple", "tomb", "obelisks")


@pytest.mark.parametrize("lang", LANGS)
def test_aton_scoring_numbers_are_the_engines(lang):
    """The Scoring section of the rules page and the coach's scoring notes state the
    majority points the engine scores (temple 2: 5, temple 4: 3 per blue cell, black: 8)."""
    from scenes.learn.aton import SOURCES

    values = {"Temple 2": aton_board.TEMPLE2_POINTS, "Temple 4": aton_board.BLUE_CELL_POINTS,
              "Black cells": aton_board.BLACK_MAJORITY_POINTS}
    scoring = page("aton", lang).split("## ")[11]
    bullets = [line for line in scoring.split("\n") if line.startswith("• ")]
    for row, (source, value) in zip((1, 3, 4), values.items(), strict=True):
        assert str(value) in re.findall(r"\d+", bullets[row].split(":", 1)[1]), source
        note = coach_texts(lang, SOURCES[source]).split("—" if lang != "en" else ":")[-1]
        assert str(value) in re.findall(r"\d+", note), source


# -- Pyramids ------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_pyramids_counts_and_level_sizes_are_the_engines(lang):
    from engines.pyramids import data as pyramids

    text = page("pyramids", lang)
    components = text.split("## ")[2]
    bullets = [[int(n) for n in re.findall(r"\d+", line)] for line in components.split("\n")
               if line.startswith("• ")]
    assert bullets[0][0] == pyramids.NUM_DOMINOES
    assert bullets[2][:2] == [pyramids.TOKENS_PER_PLAYER, pyramids.CARDS_PER_PLAYER]
    shape = next(part for part in text.split("\n\n") if "5×4" in part)
    sizes = list(dict.fromkeys((int(a), int(b)) for a, b in re.findall(r"(\d)×(\d)", shape)
                               if a > b))  # each level once, lying down
    levels = [(pyramids.LONG - k, pyramids.SHORT - k) for k in range(pyramids.LEVELS)]
    assert sizes == levels
    assert [int(n) for n in re.findall(r"\((\d+) ", shape)] == list(pyramids.LEVEL_DOMINOES[:-1])
