"""The board's own texts at larger text (scenes/kit/board_text.py): never smaller than at
the design's text size in the same window, larger where their place has room; and the game
log still shown beside them at 200% in the commonest window."""

import pygame
import pytest

from engines import get_engine
from scenes.game_start import start_new_game
from scenes.kit.board_text import BoardText
from scenes.navigator import Navigator
from shell.app import App
from shell.language import i18n
from shell.store.settings import Settings
from shell.ui import theme
from tests.scenes import textfit

GAMES = ("imhotep", "pyramids", "archaeology", "aton")
# Pieces whose own labels keep the piece's scale (a card's name inside its face, a ship's
# number on its stern): the areas' kinds, per game.
PIECE_LABELS = {"imhotep": ("hand", "display", "ship")}


@pytest.fixture(autouse=True)
def design_text_after():
    yield
    theme.set_text_size(100)
    i18n.set_language("en")


def board_heights(tmp_path, game_id: str, size: tuple[int, int], percent: int,
                  lang: str = "en") -> dict[str, int]:
    """Each text painted on the board's layers (not the side panel, the prompt or the
    buttons, nor a piece's own label: PIECE_LABELS) in one frame of `game_id`'s table,
    with the height of the font it was drawn in (the least where one text is drawn
    twice)."""
    i18n.set_language(lang)
    app = App(Settings(language=lang, text_size=percent),
              settings_path=tmp_path / f"settings{percent}.json", size=size,
              navigator=Navigator())
    try:
        table = start_new_game(app, game_id, players=get_engine(game_id).spec.max_players,
                               seed=5, pre_moves=12, push=True, autosave=False)
        records, first = textfit.drawn_records(app, table)
        board = {id(layer.surface) for name, layer in table.cache.layers.items()
                 if name != "panel" and layer.surface is not None}
        pieces = [area for key, area in table.areas.items()
                  if isinstance(key, tuple) and key[0] in PIECE_LABELS.get(game_id, ())]
        heights: dict[str, int] = {}
        for record in records[first:]:
            if record.kind == "text" and id(record.surface) in board and \
                    record.text.strip() and record.font is not None and \
                    not any(area.contains(record.rect) for area in pieces):
                height = record.font.get_height()
                heights[record.text] = min(heights.get(record.text, height), height)
        return heights
    finally:
        app.shutdown()


@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", GAMES)
def test_the_board_text_is_no_smaller_at_200_percent(game_id, size, lang, tmp_path):
    """Every text the board draws at both sizes is drawn at 200% in a font at least as tall
    as at 100% (in the same window, the same position), in every language."""
    design = board_heights(tmp_path, game_id, size, 100, lang)
    large = board_heights(tmp_path, game_id, size, 200, lang)
    both = sorted(set(design) & set(large))
    assert len(both) >= 5, f"too few board texts drawn at both sizes: {both}"
    smaller = [(text, design[text], large[text]) for text in both
               if large[text] < design[text]]
    assert smaller == [], \
        f"{game_id} {lang} at {size}: smaller at 200% (text, 100%, 200%): {smaller}"


def rule_heights(tmp_path, percent: int, lang: str) -> tuple[list[int], list]:
    """The font heights of the lines Aton's cartouches print their rules in, at the start
    of a game (every cartouche shows its rule), and the texts left out for lack of room."""
    from scenes.aton.layout import OrnamentKey

    i18n.set_language(lang)
    app = App(Settings(language=lang, text_size=percent),
              settings_path=tmp_path / f"rules{percent}.json", size=(1280, 720),
              navigator=Navigator())
    try:
        table = start_new_game(app, "aton", players=2, seed=5, push=True, autosave=False)
        records, first = textfit.drawn_records(app, table)
        rows = [table.areas[OrnamentKey("ornament", k)] for k in range(1, 5)]
        heights = [record.font.get_height() for record in records[first:]
                   if record.kind == "text" and record.font is not None
                   and any(row.contains(record.rect) for row in rows)]
        return heights, textfit.dropped_texts(records[first:])
    finally:
        app.shutdown()


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_the_cartouches_rules_are_no_smaller_at_200_percent(lang, tmp_path):
    """At 200% in the commonest window every cartouche still prints its rule (in a shorter
    wording where the whole one has no room), in letters no smaller than at 100%."""
    (design, _), (large, dropped) = rule_heights(tmp_path, 100, lang), \
        rule_heights(tmp_path, 200, lang)
    assert design and large and dropped == []
    assert min(large) >= min(design), (design, large)


def test_a_board_text_grows_where_its_place_has_room():
    """`wording` gives a text the grown size in a wide place, the least in one too narrow
    for it, and takes the shorter wording where the full one has no room; `label` the same
    on one line."""
    pygame.font.init()
    text = BoardText(floor=1.0, grown=2.0)
    assert text.wording(["Temple"], pygame.Rect(0, 0, 1000, 100)) == \
        ("Temple", theme.font_px("small", 2.0))
    assert text.wording(["Temple"], pygame.Rect(0, 0, 10, 10)) == ("Temple", text.least())
    room = pygame.Rect(0, 0, 120, 2 * theme.font_of(text.px("small")).get_linesize())
    long, short = "a rule much too long for two lines of this narrow place " * 2, "short"
    assert text.wording([long, short], room)[0] == short
    assert text.label([long, short], 120) == short
    assert text.label(["fits", short], 120) == "fits"


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080), (3840, 2160)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("percent", [125, 150, 200])
def test_the_rule_keeps_the_design_size_as_the_least(size, percent):
    """The board's text scale at larger text is never below the board's own scale at the
    design's text size in the same window, and at most the larger text's."""
    pygame.font.init()
    theme.set_text_size(percent)
    text = BoardText.of(size)
    theme.set_text_size(100)
    design = BoardText.of(size)
    assert text.floor == design.floor == design.grown
    assert text.floor <= text.grown <= design.floor * percent / 100 + 1e-9
    for role in theme.FONT_SIZES:
        assert text.sizes(role)[-1] == design.px(role)


@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
def test_the_log_is_shown_at_200_percent_in_the_commonest_window(lang, tmp_path):
    """At 1280x720 and 200% the side panel shows the game log under the score rows at every
    table (its most players), with its title and two lines at least."""
    i18n.set_language(lang)
    app = App(Settings(language=lang, text_size=200), settings_path=tmp_path / "s.json",
              size=(1280, 720), navigator=Navigator())
    try:
        for game_id in GAMES:
            table = start_new_game(app, game_id, seed=5, pre_moves=4, autosave=False,
                                   players=get_engine(game_id).spec.max_players)
            assert table.panel.log_shown and not table.panel.folded, game_id
    finally:
        app.shutdown()


@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
def test_archaeology_deck_name_and_market_count_stay_clear_at_200_percent(lang, tmp_path):
    """A four-player Archaeology table at 1280x720 and 200% text: the dig deck's name is one
    whole line under the rivals' row (not a second line hidden behind it), and the market's
    card count stays clear of the slots' count pills."""
    i18n.set_language(lang)
    app = App(Settings(language=lang, text_size=200), settings_path=tmp_path / "s.json",
              size=(1280, 720), navigator=Navigator())
    try:
        table = start_new_game(app, "archaeology", players=4, seed=7, pre_moves=25,
                               push=True, autosave=False)
        records, first = textfit.drawn_records(app, table)
        placed = textfit.screen_records(table, records[first:], app.surface)
        texts = [(record.text, rect) for record, rect in placed if record.kind == "text"]
        deck_name = i18n._("Dig deck")
        names = [rect for text, rect in texts if text == deck_name]
        assert names, f"the dig deck's name is not drawn whole on one line: {deck_name!r}"
        rivals = [area for key, area in table.areas.items()
                  if isinstance(key, tuple) and key[0] == "opp"]
        assert rivals
        assert all(rect.collidelist(rivals) == -1 for rect in names), (names, rivals)
        count = i18n._("cards: {n}").split("{n}")[0]
        counts = [rect for text, rect in texts if text.startswith(count)]
        scale = table.scale
        pills = [rect.inflate(round(12 * scale), max(0, round(22 * scale) - rect.h))
                 for text, rect in texts if text.startswith("×")]
        assert counts and pills
        assert all(rect.collidelist(pills) == -1 for rect in counts), (counts, pills)
    finally:
        app.shutdown()
