"""Every screen in every language at every supported size: no text cut that has room to wrap,
no two texts over each other, every drop-down row as tall as its text.

The kit's text helpers report what they draw to shell.ui.textlog; tests/scenes/textfit.py reads
those rectangles and the pygame_gui elements' own rectangles.
"""

import functools
import re

import pygame
import pytest

from engines import get_engine
from engines.ai.analysis import analyse
from engines.core import Rng, Seat
from scenes import is_playable
from scenes.game_start import start_new_game
from scenes.games import games, has_lesson
from scenes.kit.hotseat_cover import draw_cover
from scenes.kit.table_buttons import PANEL_COMMANDS
from scenes.learn import start_learning
from scenes.navigator import Navigator
from scenes.replay import open_replay
from scenes.screens.about import AboutScene
from scenes.screens.load import LoadScene
from scenes.screens.menu import MenuScene
from scenes.screens.results import ResultsScene
from scenes.screens.rules import RulesScene
from scenes.screens.settings import SettingsScene
from scenes.screens.setup import SetupScene
from scenes.screens.statistics import StatisticsScene
from shell.app import App
from shell.language import i18n
from shell.store import finished as finished_games
from shell.store.settings import Settings
from shell.ui.theme import font, text_scale, ui_scale
from tests import toy
from tests.conformance import BOGUS_ACTIONS, action_twins
from tests.engines.test_refusal_messages import _neighbours, _refusal
from tests.scenes import textfit
from tests.scenes.archaeology.test_archaeology_scene import advance_to as archaeology_advance_to
from tests.scenes.learn.test_learn import follow_highlight
from tests.scenes.table_helpers import WINDOW_SIZES as SIZES
from tests.toy import every_game

LANGS = ["en", "ru", "pl"]
GAMES = [game_id for game_id in games() if is_playable(game_id)]
# moves played before a table is checked, and random steps at least before a puzzle's
# decision: well into a game, a few moves into the toy's (about ten moves long)
MOVES_IN = {toy.ID: 3}
PUZZLE_WARMUP = {toy.ID: 2}


def long_log(table, lines=40):
    """A log as long as a late game's, in the current language, every seat speaking."""
    names = [table.session.name(seat) for seat in range(table.state.num_players)]
    for k in range(lines):
        seat = k % len(names)
        text = i18n.ngettext("{name} takes {count} stone from the quarry.",
                             "{name} takes {count} stones from the quarry.", k % 4 + 1)
        if k % 3 == 0:
            text = i18n._("{name} cannot act and passes.")
        table.log.add(text.format(name=names[seat], count=k % 4 + 1), seat)


def _check_scene(app, scene, label, problems, push=True, seen=None):
    if push:
        app.scenes.reset(scene)
    found, shown = textfit.frame_problems(app, scene)
    problems += [(label, kind, what) for kind, what in found]
    if seen is not None:
        seen += [(label, record.text) for record, _rect in shown]
        seen += [(label, text) for text in textfit.gui_texts(app, own_words=True)]
    for k, menu in enumerate(textfit.drop_downs(scene)):
        textfit.open_drop_down(menu)
        problems += [(f"{label} drop-down {k}", kind, what)
                     for kind, what in textfit.gui_frame_problems(app)]
        if seen is not None:
            seen += [(f"{label} drop-down {k}", text)
                     for text in textfit.gui_texts(app, own_words=True)]
        textfit.close_drop_down(menu)


# Player names as long as the setup screen allows (MAX_NAME_CHARS), for the hot-seat cover.
LONG_NAMES = ("Maximilian Alexandrowicz", "Konstantin Wasilewski")


@functools.lru_cache(maxsize=8)
def analysis_of(game_id, players, options, seed, actions):
    """The post-game analysis at the game's own budget: a turning point is only a gap the
    duels tell from their noise, which a tiny budget never does, and its lines are the
    longest texts of the results."""
    return analyse(game_id, players, dict(options), seed, list(actions))


def check_tooltips(app, table, label, problems) -> None:
    """The longest tooltips and the one nearest the corner, each in its own frame; at least
    one of them is drawn."""
    drawn = 0
    for key in textfit.tooltip_keys(table):
        found, shown = textfit.tooltip_problems(app, table, key)
        drawn += shown
        problems += [(f"{label} tooltip {key}", kind, what) for kind, what in found]
    assert drawn, f"{label}: no tooltip was drawn"


def refusals(state, count=4) -> list:
    """Illegal actions whose refusals say different things, the longest (in the current
    language) first: neighbours of the legal actions, their wrong-type twins, garbage."""
    legal = state.legal_actions()
    strings = sorted({v for action in legal for v in action[1:] if isinstance(v, str)})
    candidates = list(BOGUS_ACTIONS) + action_twins(legal[0])
    for action in legal[:30]:
        candidates += _neighbours(action, strings)
    found = {}
    for action in candidates:
        exc = _refusal(state, action)
        if exc is not None and exc.message.msgid not in found:
            found[exc.message.msgid] = (len(i18n.tr_message(exc.message)), action)
    return [action for _n, action in sorted(found.values(), key=lambda f: -f[0])][:count]


def check_refusals(app, table, label, problems, check_scene) -> None:
    """The table refusing illegal moves: each reason in the toast, in the player's words."""
    actions = refusals(table.state)
    assert actions, f"{label}: no illegal action found"
    for k, action in enumerate(actions):
        assert not table.play(action)
        assert table.toast.visible
        check_scene(app, table, f"{label} refusal {k}", problems, push=False)


def check_results(app, game_id, players, label, problems, check_scene) -> None:
    """A finished game: the results while the analysis runs and with its charts, then the
    replay viewer half way through the game."""
    finished = start_new_game(app, game_id, players=players, seed=6, pre_moves=100000,
                              push=True, autosave=False)
    assert finished.state.is_over()
    app.step([])
    if not isinstance(app.scenes.top, ResultsScene):
        app.scenes.push(ResultsScene(app, finished))
    results = app.scenes.top
    check_scene(app, results, f"results {label}", problems, push=False)
    if results.job is not None:
        results.job.cancel()
    replay = finished.session.replay
    results.analysis = analysis_of(game_id, players, tuple(sorted(replay.options.items())),
                                   replay.seed, tuple(replay.actions))
    assert results.analysis.turning_points, f"{label}: no turning point's line to check"
    check_scene(app, results, f"results {label} analysis", problems, push=False)
    viewer = open_replay(app, replay, len(replay.actions) // 2, push=False)
    check_scene(app, viewer, f"replay viewer {label}", problems)


def check_covers(app, problems, check_scene) -> None:
    """The hot-seat cover: at a real table (a hand to hide at the start), and drawn with
    the longest names, the take-back button and the note of an undo made on it."""
    seats = [Seat(name, "human") for name in LONG_NAMES]
    table = start_new_game(app, "archaeology", seats=seats, seed=3, push=True,
                           autosave=False)
    app.step([])
    assert table.cover_showing
    check_scene(app, table, "hot-seat cover", problems, push=False)
    scale = text_scale(ui_scale(app.size))
    note = i18n._("{name} takes back a move.").format(name=LONG_NAMES[1])
    found = textfit.drawing_problems(app.size, lambda surface: draw_cover(
        surface, scale, LONG_NAMES[0], LONG_NAMES[1], note))
    problems += [("hot-seat cover with take-back", kind, what) for kind, what in found]


def check_position_dialog(app, table, label, problems, check_scene) -> None:
    """The dialog keeping a table's position (the panel's Save…, the viewer's Position…)
    over it, and its Save position… file dialog."""
    if table.read_only:
        table.command("share")
    else:
        table.share_position()
    dialog = app.scenes.top
    check_scene(app, dialog, f"{label} position dialog", problems, push=False)
    dialog.open_file_dialog()
    check_scene(app, dialog, f"{label} save position file dialog", problems, push=False)
    app.scenes.pop()


def check_pyramids_turning_hint(app, check_scene, problems) -> None:
    """The person to move sees how to turn a domino, beside the pyramid's name tag: while
    taking one and while placing the one in hand."""
    table = start_new_game(app, "pyramids", players=4, seed=5, push=True, autosave=False)
    app.step([])
    assert table.human_to_move
    check_scene(app, table, "pyramids turning hint", problems, push=False)
    table.play(table.state.legal_actions()[0])
    for _ in range(30):  # the domino flies to the hand
        app.step([])
    assert table.obs["pending"] and table.obs["pending"].get("held")
    check_scene(app, table, "pyramids turning hint, domino in hand", problems, push=False)


def check_archaeology_trade(app, problems, check_scene) -> None:
    """A trade being built at an Archaeology table: both trays with cards, their values and
    the comparison sign between them (drawn with shapes: no text may touch it)."""
    seats = [Seat(name, "human") for name in LONG_NAMES]
    table = start_new_game(app, "archaeology", seats=seats, seed=3, push=True,
                           autosave=False)
    assert archaeology_advance_to(table, lambda st: ("trade",) in st.legal_actions()
                                  and st.phase == "act", Rng(7))
    if table.covered_for is not None:
        table.lift_cover()
    table.play(("trade",))
    table.play(next(a for a in table.state.legal_actions() if a[0] == "take"))
    check_scene(app, table, "archaeology trade, nothing given", problems, push=False)
    table.play(next(a for a in table.state.legal_actions() if a[0] == "give"))
    check_scene(app, table, "archaeology trade, a card given", problems, push=False)


def check_coach(app, game_id, problems, check_scene) -> None:
    """Learn to play: the coach's card at the first step and a few steps on."""
    app.settings.animation_speed = 0.0
    scene = start_learning(app, game_id)
    app.step([])
    check_scene(app, scene, f"coach {game_id}", problems, push=False)
    for _ in range(3):
        while scene.coach.highlight is None and not scene.state.is_over():
            app.step([])
        follow_highlight(app, scene)
    while scene.coach.highlight is None and not scene.state.is_over():
        app.step([])
    check_scene(app, scene, f"coach {game_id} step 4", problems, push=False)


def check_menu(app, check_scene, problems) -> None:
    """The menu; where the tiles have no room for the taglines, the band under them with
    each game's tagline in turn, whole."""
    menu = MenuScene(app)
    check_scene(app, menu, "menu", problems)
    if menu.band is None:
        return
    for game_id in games():
        menu.hovered = game_id
        found, shown = textfit.frame_problems(app, menu)
        problems += [(f"menu band {game_id}", kind, what) for kind, what in found]
        drawn = " ".join(record.text for record, rect in shown if menu.band.contains(rect))
        if drawn.split() != menu.band_text(game_id).split():
            problems.append((f"menu band {game_id}", "dropped", f"{drawn!r}"))


def check_setups(app, game_id, check_scene, problems) -> None:
    """The game's setup screen at its fewest and most players (the most: the longest
    column), scrolled to its foot too."""
    spec = get_engine(game_id).spec
    for players in sorted({spec.min_players, spec.max_players}):
        setup = SetupScene(app, game_id)
        setup.model.players = players
        label = f"setup {game_id} {players} players"
        check_scene(app, setup, label, problems)
        if setup.scroll.max_offset:
            setup.scroll.scroll_to(setup.scroll.max_offset)
            check_scene(app, setup, f"{label}, scrolled down", problems, push=False)


def check_puzzle(app, game_id, check_scene, problems, list_too=True) -> None:
    """The game's puzzle table at its start and with its verdict (the longer: a move not
    the bot's), a puzzle from a game of the player's on the list and the game's Puzzles
    screen."""
    from scenes.puzzle import open_puzzle
    from scenes.screens.puzzle_list import PuzzleListScene
    from shell.store.puzzle_store import PuzzleStore
    from tests.engines.ai.puzzle_helpers import puzzle_of

    speed = app.settings.animation_speed
    app.settings.animation_speed = 0.0
    store = PuzzleStore()
    puzzle, _state, _a, worse = puzzle_of(game_id, warmup=PUZZLE_WARMUP.get(game_id, 6))
    store.add([puzzle])
    table = open_puzzle(app, puzzle, (puzzle,), store=store)
    app.step([])
    check_scene(app, table, f"puzzle {game_id}", problems, push=False)
    for step in worse:
        table.play(step)
        app.step([])
    assert table.outcome is not None and not table.outcome.solved
    check_scene(app, table, f"puzzle {game_id} verdict", problems, push=False)
    if list_too:
        check_scene(app, PuzzleListScene(app, game_id), f"puzzles {game_id}", problems)
    app.settings.animation_speed = speed


def every_screen(app, seen=None) -> list:
    """Check every screen; `seen` collects (screen, visible text) pairs. The toy game's
    screens are checked too, the toy registered for them alone (the menu, Statistics and
    Load list the games players have)."""
    problems: list = []
    check_scene = functools.partial(_check_scene, seen=seen)
    check_menu(app, check_scene, problems)
    check_scene(app, SettingsScene(app), "settings", problems)
    check_scene(app, AboutScene(app), "about", problems)
    for game_id in GAMES:
        game_screens(app, game_id, check_scene, problems)
    check_pyramids_turning_hint(app, check_scene, problems)
    check_archaeology_trade(app, problems, check_scene)
    check_covers(app, problems, check_scene)
    finished_games.flush()  # the finished games above are on the statistics screen
    stats = StatisticsScene(app)
    stats.finish_reading()  # its rows, not "Reading…"
    check_scene(app, stats, "statistics", problems)
    load = LoadScene(app)
    load.finish_reading()  # every row with its details, not "Reading…"
    check_scene(app, load, "load", problems)
    load.on_button(load.open_button)
    check_scene(app, load, "load file dialog", problems, push=False)
    with toy.registered():  # last: statistics and saves know no toy once it is gone
        game_screens(app, toy.ID, check_scene, problems)
    return problems


def game_screens(app, game_id, check_scene, problems) -> None:
    """One game's screens: its rules page, its setup, its table with its most players (a
    long log, tooltips, refusals, the position dialog), the results and the replay viewer
    of a finished game, its lesson and its puzzle."""
    check_scene(app, RulesScene(app, game_id), f"rules {game_id}", problems)
    check_setups(app, game_id, check_scene, problems)
    players = get_engine(game_id).spec.max_players
    table = start_new_game(app, game_id, players=players, seed=5,
                           pre_moves=MOVES_IN.get(game_id, 30), push=True,
                           autosave=True)
    long_log(table)
    check_scene(app, table, f"table {game_id}", problems, push=False)
    check_tooltips(app, table, f"table {game_id}", problems)
    check_refusals(app, table, f"table {game_id}", problems, check_scene)
    check_position_dialog(app, table, f"table {game_id}", problems, check_scene)
    check_results(app, game_id, players, game_id, problems, check_scene)
    if has_lesson(game_id):
        speed = app.settings.animation_speed
        check_coach(app, game_id, problems, check_scene)  # with no animation
        app.settings.animation_speed = speed
    check_puzzle(app, game_id, check_scene, problems)


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


@pytest.mark.slow
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", LANGS)
def test_every_text_fits(lang, size, tmp_path):
    check_every_text(lang, size, 100, tmp_path)


# Larger text at the smallest window each allows and at the commonest large one.
LARGER_TEXT = [(150, (1024, 640)), (150, (1920, 1080)), (200, (1280, 720)),
               (200, (1920, 1080))]


@pytest.mark.slow
@pytest.mark.parametrize("percent, size", LARGER_TEXT,
                         ids=[f"{p}%-{w}x{h}" for p, (w, h) in LARGER_TEXT])
@pytest.mark.parametrize("lang", LANGS)
def test_larger_text_fits(lang, percent, size, tmp_path):
    check_every_text(lang, size, percent, tmp_path)


def every_table(app) -> list:
    """Check each game's table with its most players, a long log and its tooltips, and
    the replay viewer on its moves so far; the toy game's too (registered for it alone)."""
    problems: list = []
    for game_id in GAMES:
        game_table(app, game_id, problems)
    with toy.registered():
        game_table(app, toy.ID, problems)
    return problems


def game_table(app, game_id, problems) -> None:
    """One game's table and replay viewer (with their position dialogs) and its puzzle."""
    players = get_engine(game_id).spec.max_players
    table = start_new_game(app, game_id, players=players, seed=5,
                           pre_moves=MOVES_IN.get(game_id, 30),
                           push=True, autosave=False)
    long_log(table)
    _check_scene(app, table, f"table {game_id}", problems, push=False)
    check_tooltips(app, table, f"table {game_id}", problems)
    buttons = [getattr(table.buttons, name) for name in PANEL_COMMANDS]
    problems += [(f"table {game_id}", "button over a score row", f"{b.text!r} over {seat}")
                 for b in buttons for seat in range(players)
                 if b.rect.colliderect(table.panel.row(seat))]
    check_position_dialog(app, table, f"table {game_id}", problems, _check_scene)
    replay = table.session.replay
    viewer = open_replay(app, replay, len(replay.actions) // 2, push=False)
    _check_scene(app, viewer, f"replay viewer {game_id}", problems)
    check_position_dialog(app, viewer, f"replay viewer {game_id}", problems, _check_scene)
    check_puzzle(app, game_id, _check_scene, problems, list_too=False)


@pytest.mark.parametrize("percent", [150, 200])
@pytest.mark.parametrize("lang", LANGS)
def test_tables_fit_the_smallest_window_at_larger_text(lang, percent, tmp_path):
    """The tables at 1024x640 with larger text: the side panel gives way (its log, then
    the seat rows' details) and no button covers a score row or cuts its label."""
    check_every_text(lang, (1024, 640), percent, tmp_path, every_table)


def check_every_text(lang, size, percent, tmp_path, check=every_screen) -> None:
    i18n.set_language(lang)
    app = App(Settings(language=lang, text_size=percent),
              settings_path=tmp_path / "settings.json", size=size, navigator=Navigator())
    try:
        assert app.size == size
        problems = check(app)
    finally:
        app.shutdown()
    report = "\n".join(f"{label}: {kind}: {what}" for label, kind, what in problems)
    assert problems == [], \
        f"{len(problems)} problems at {size}, text {percent}%, in {lang}:\n{report}"


def test_the_recorder_sees_elision_and_overlap(tmp_path):
    """The checks themselves: a cut text with room below and two texts on one spot fail."""
    from shell.ui import textlog
    from shell.ui.theme import draw_text

    pygame.init()
    screen = pygame.display.set_mode((400, 300))
    records = textlog.start()
    try:
        draw_text(screen, "a long label that cannot fit in eighty pixels", (10, 10),
                  max_width=80)
        draw_text(screen, "first", (10, 200))
        draw_text(screen, "second", (14, 202))
    finally:
        textlog.stop()
    shown = textfit.visible_texts([(r, r.rect) for r in records])
    assert [kind for kind, _ in textfit.elided_with_room(shown, screen.get_rect())] == \
        ["elided"]
    assert [kind for kind, _ in textfit.cut_texts(shown)] == ["cut"]
    assert [kind for kind, _ in textfit.overlaps(shown)] == ["overlap"]


def test_the_recorder_sees_dropped_text(tmp_path):
    """A paragraph with no room left, or wrapped lines beyond a block's limit, fail; a
    paragraph that fits once shrunk to the readable minimum does not."""
    from shell.ui import textlog
    from shell.ui.theme import draw_paragraphs, first_lines, font, wrap

    pygame.init()
    screen = pygame.display.set_mode((400, 300))
    long = "a hint that needs a few lines in a narrow panel " * 2
    records = textlog.start()
    try:
        draw_paragraphs(screen, ["first line", long], pygame.Rect(10, 10, 200, 24))
        lines = wrap(long, font("small", 1.0), 120)
        shown = first_lines(lines, 2, screen)
    finally:
        textlog.stop()
    assert [what.split("'")[1] for _kind, what in textfit.dropped_texts(records)] == [
        long, " ".join(lines[2:])]
    assert shown == lines[:2]
    records = textlog.start()
    try:
        draw_paragraphs(screen, ["Trade with the market: give cards, take cards."],
                        pygame.Rect(10, 10, 200, 40))
    finally:
        textlog.stop()
    assert textfit.dropped_texts(records) == []


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_the_setup_picture_is_checked_for_cut_labels(lang, tmp_path, monkeypatch):
    """The setup screen's picture of Imhotep's sites is painted while the recorder is on:
    at 1024x640 its labels pass; with the table's fine print (the boards' own titles and
    notes, too small there) the cut labels fail the check."""
    from scenes.imhotep.preview import SitesPicture

    i18n.set_language(lang)
    app = App(Settings(language=lang), settings_path=tmp_path / "settings.json",
              size=(1024, 640),
              navigator=Navigator())
    try:
        scene = SetupScene(app, "imhotep")
        app.scenes.reset(scene)
        found, _shown = textfit.frame_problems(app, scene)
        assert found == []
        monkeypatch.setattr(SitesPicture, "FINE_PRINT", True)
        found, _shown = textfit.frame_problems(app, scene)
        assert "cut" in {kind for kind, _what in found}
    finally:
        app.shutdown()


def test_the_recorder_sees_text_over_a_piece(tmp_path):
    """A label running under a piece's edge fails; a piece's own label inside it and a
    count on its own badge over the corner do not."""
    from shell.ui import textlog
    from shell.ui.theme import INK, chip, draw_text

    pygame.init()
    screen = pygame.display.set_mode((400, 300))
    piece = pygame.Rect(100, 100, 60, 40)
    records = textlog.start()
    try:
        draw_text(screen, "Kamieniołom", (60, 120))  # runs under the piece
        draw_text(screen, "Ok", (110, 105), "small")  # the piece's own label
        badge = chip(screen, pygame.Rect(148, 90, 26, 20), INK)
        draw_text(screen, "22", badge.center, "small", anchor="center")
    finally:
        textlog.stop()
    placed = [(r, r.rect) for r in records]
    shown = textfit.visible_texts(placed)
    chips = [rect for record, rect in placed if record.kind == "chip"]
    found = textfit.over_pieces(shown, [("quarry", piece)], chips)
    assert [(kind, what.split("'")[1]) for kind, what in found] == [("piece", "Kamieniołom")]


def test_the_recorder_sees_text_touching_a_drawn_sign(tmp_path):
    """A sign drawn with shapes (the trays' comparison sign) reports its place: a text
    running into it fails, one beside it does not."""
    from shell.ui import textlog
    from shell.ui.theme import draw_text, sign_area

    pygame.init()
    screen = pygame.display.set_mode((400, 300))
    records = textlog.start()
    try:
        sign_area(screen, pygame.Rect(200, 100, 30, 30))
        draw_text(screen, "ценность 0", (205, 108), anchor="topright")  # runs into it
        draw_text(screen, "ценность 1", (240, 108))  # beside it
    finally:
        textlog.stop()
    placed = [(r, r.rect) for r in records]
    marks = [rect for record, rect in placed if record.kind == "mark"]
    found = textfit.over_marks(textfit.visible_texts(placed), marks)
    assert [what.split("'")[1] for _kind, what in found] == ["ценность 0"]


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_a_long_seat_detail_wraps_in_the_side_panel(lang, tmp_path):
    """Imhotep with 4 players late in a round: a seat holding blue cards has a detail too
    long for one line at 1024x640; the rows take a second line and show it whole."""
    i18n.set_language(lang)
    app = App(Settings(language=lang), settings_path=tmp_path / "settings.json",
              size=(1024, 640),
              navigator=Navigator())
    try:
        table = start_new_game(app, "imhotep", players=4, seed=7, pre_moves=60, push=True,
                               autosave=False)
        details = [table.view.seat_detail(seat) for seat in range(4)]
        assert any(i18n._("blue cards {n}").split(" ")[0] in d for d in details)
        found, shown = textfit.frame_problems(app, table)
        assert table.panel.detail_lines == 2
        assert found == []
        drawn = " ".join(record.text for record, rect in shown
                         if table.panel_rect.contains(rect))
        for detail in details:
            assert " ".join(detail.split()) in " ".join(drawn.split())
    finally:
        app.shutdown()


# Visible text that is not the app's own words: the product's name, the languages' own names
# (Settings), the names people typed (the hot-seat cover's, whole or wrapped), and the file
# dialog's path and file names, and the seats' names a puzzle keeps from the game it came from
# (tests/engines/ai/puzzle_helpers.py). Player and bot names are translated ("Player 1", bots).
NOT_TRANSLATED = re.compile("|".join(["Nile Table", *i18n.LANGUAGES.values(),
                                      *" ".join(LONG_NAMES).split(), r"\bAnn\b", r"\bBot \d\b",
                                      r"/[^ ]*", r"[\w.-]+\.(json|nile)",
                                      r"\b(json|nile)\b"]))


@pytest.mark.slow
def test_pseudo_locale_leaves_no_untranslated_text(tmp_path):
    """With the pseudo-locale every translated string is in look-alike letters: a plain
    ASCII letter on screen (outside names and file paths) bypassed the catalogs.

    Engine refusal reasons are on these screens too (each table refuses a few illegal
    moves: the toast shows tr_message of the reason). The rules pages are whole documents
    per language (assets/rules), not catalog entries: their text is left out."""
    i18n.set_language(i18n.PSEUDO)
    app = App(Settings(), settings_path=tmp_path / "settings.json", size=(1280, 720),
              navigator=Navigator())
    i18n.set_language(i18n.PSEUDO)  # after App(), which applies the settings' language
    seen: list = []
    try:
        every_screen(app, seen)
    finally:
        app.shutdown()
    assert len(seen) > 300
    assert sum("refusal" in label for label, _text in seen) > 10
    plain = sorted({(label, text) for label, text in seen
                    if re.search("[A-Za-z]", NOT_TRANSLATED.sub("", text))
                    and not (label.startswith("rules") and len(text) > 200)})
    report = "\n".join(f"{label}: {text!r}" for label, text in plain)
    assert plain == [], f"{len(plain)} untranslated texts:\n{report}"


@pytest.mark.parametrize("lang,cancel", [("ru", "Отмена"), ("pl", "Anuluj")])
def test_pygame_gui_own_words_follow_the_language(lang, cancel, tmp_path):
    """The file dialog's buttons come from pygame_gui's catalogs, in the app's language,
    also after switching language at run time."""
    app = App(Settings(), settings_path=tmp_path / "settings.json", size=(1280, 720),
              navigator=Navigator())
    try:
        i18n.set_language(lang)
        app.scenes.language_changed()
        load = LoadScene(app)
        app.scenes.reset(load)
        load.on_button(load.open_button)
        app.step([])
        assert cancel in textfit.gui_texts(app)
    finally:
        app.shutdown()


def test_the_check_sees_controls_over_each_other(tmp_path):
    """Two buttons on one spot fail; a drop-down's own buttons, the controls inside a
    container and a button beside another do not; a control scrolled out of its view is
    compared by the part that shows."""
    import pygame_gui

    pygame.init()
    pygame.display.set_mode((400, 300))
    ui = pygame_gui.UIManager((400, 300))
    menu = pygame_gui.elements.UIDropDownMenu(["a", "b"], "a", pygame.Rect(10, 10, 120, 30),
                                              ui)
    pygame_gui.elements.UIButton(pygame.Rect(140, 10, 80, 30), "beside", ui)
    view = pygame_gui.core.UIContainer(pygame.Rect(10, 60, 200, 100), ui)
    pygame_gui.elements.UIButton(pygame.Rect(0, 0, 80, 30), "inside", ui, container=view)
    pygame_gui.elements.UIButton(pygame.Rect(0, 120, 80, 30), "scrolled away", ui,
                                 container=view)
    pygame_gui.elements.UIButton(pygame.Rect(10, 170, 80, 30), "under the view", ui)
    assert textfit.gui_overlaps(ui) == []
    assert menu.rect.w == 120
    pygame_gui.elements.UIButton(pygame.Rect(200, 15, 80, 30), "planted", ui)
    found = textfit.gui_overlaps(ui)
    assert [kind for kind, _what in found] == ["controls"]
    assert "'beside'" in found[0][1] and "'planted'" in found[0][1]


def test_a_planted_overlap_on_the_setup_screen_fails(tmp_path):
    """The setup screen at 200% passes; a button planted over its Back button, or one put
    in its scrolled column over a seat's name, is reported."""
    import pygame_gui

    app = App(Settings(text_size=200), settings_path=tmp_path / "settings.json",
              size=(1280, 720), navigator=Navigator())
    try:
        setup = SetupScene(app, "imhotep")
        app.scenes.reset(setup)
        found, _shown = textfit.frame_problems(app, setup)
        assert found == []
        pygame_gui.elements.UIButton(setup.back_button.rect.move(20, 0), "planted", setup.ui)
        entry = setup.name_entries[1]
        pygame_gui.elements.UIButton(pygame.Rect(entry.relative_rect.move(10, 5)), "in view",
                                     setup.ui, container=setup.scroll.content)
        found, _shown = textfit.frame_problems(app, setup)
        overlaps = sorted(what for kind, what in found if kind == "controls")
        assert len(overlaps) == 2
        assert "'planted'" in overlaps[0] + overlaps[1] and "'in view'" in " ".join(overlaps)
    finally:
        app.shutdown()


def test_an_open_drop_down_with_a_row_too_low_for_its_text_fails(tmp_path):
    """The setup screen's drop-downs, each opened, pass; a row squeezed under its text's
    height is reported, and so is one pushed out of the window."""
    app = App(Settings(), settings_path=tmp_path / "settings.json", size=(1280, 720),
              navigator=Navigator())
    try:
        setup = SetupScene(app, "imhotep")
        app.scenes.reset(setup)
        menus = textfit.drop_downs(setup)
        assert menus
        for menu in menus:
            textfit.open_drop_down(menu)
            assert textfit.gui_frame_problems(app) == []
            textfit.close_drop_down(menu)
        textfit.open_drop_down(menus[0])
        app.step([])
        rows = [item["button_element"] for item
                in menus[0].current_state.options_selection_list.item_list]
        rows[0].set_dimensions((rows[0].rect.w, 4))
        rows[-1].set_position((rows[-1].rect.x, app.size[1] + 10))
        found = textfit.gui_frame_problems(app)
        rows_found = [what for kind, what in found if kind == "gui" and "drop-down row" in what]
        assert len(rows_found) == 2, found
        assert "for text" in rows_found[0] and "outside the window" in rows_found[1]
    finally:
        app.shutdown()


ALL_SIDES_B = {"market": "B", "pyramids": "B", "temple": "B", "tomb": "B", "obelisks": "B"}


def board_label_problems(app, table, boards) -> list:
    """The table's frame: texts on one line a space apart at least, no text running off
    the board it stands on (or touching its edge), no badge over a piece by its backing."""
    placed = textfit.frame_records(app, table)
    texts = [(record, rect) for record, rect in placed if record.kind == "text"]
    return (textfit.crowded(textfit.visible_texts(placed)) + textfit.spilling(texts, boards)
            + textfit.badges_on_pieces(placed, textfit.pieces(table), boards))


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", LANGS)
def test_board_labels_stand_apart(lang, size, tmp_path):
    """The labels the review found run together or onto the cells: Aton's temple headers
    (their scoring badges off the cells, the word «Temple» one size in all four), Imhotep's
    side-B temple rewards and tomb tag, and the Pyramids level column with two-digit
    points and a Mino bonus."""
    i18n.set_language(lang)
    app = App(Settings(language=lang), settings_path=tmp_path / "settings.json", size=size,
              navigator=Navigator())
    problems = []
    try:
        aton = start_new_game(app, "aton", players=2, seed=5, pre_moves=20, autosave=False)
        temples = [(f"temple {t}", aton.areas[("temple", t)]) for t in range(1, 5)]
        problems += [("aton", *p) for p in board_label_problems(app, aton, temples)]
        placed = textfit.frame_records(app, aton)
        word = i18n._("Temple")
        sizes = {record.font.get_height() for record, _rect in placed
                 if record.kind == "text" and record.text == word}
        if sizes - {font("body", aton.scale, True).get_height()}:
            problems.append(("aton", "title", f"{word!r} drawn at heights {sorted(sizes)}"))
        imhotep = start_new_game(app, "imhotep", players=4, seed=5, pre_moves=30,
                                 options=ALL_SIDES_B, autosave=False)
        sites = [(name, imhotep.table_layout.sites[name]) for name in ("temple", "tomb")]
        problems += [("imhotep", *p) for p in board_label_problems(app, imhotep, sites)]
        pyramids = start_new_game(app, "pyramids", players=4, seed=5, pre_moves=30,
                                  autosave=False)
        pyramids.state.pyramids[pyramids.viewer].results = [((), 2, 21), ((), 1, 14)]
        pyramids.refresh()
        panel = [("left panel", pyramids.table_layout.left)]
        problems += [("pyramids", *p) for p in board_label_problems(app, pyramids, panel)]
    finally:
        app.shutdown()
    report = "\n".join(f"{label}: {kind}: {what}" for label, kind, what in problems)
    assert problems == [], f"{len(problems)} problems at {size} in {lang}:\n{report}"


def test_the_board_checks_see_crowded_spilt_and_misplaced_labels(tmp_path):
    """Two labels on one line less than a space apart, a label running off its board and a
    tag whose backing alone sits on a cell fail; a label a space from its neighbour, inside
    its board, and a count's badge with its text on its card do not."""
    from shell.ui import textlog
    from shell.ui.theme import INK, chip, draw_text

    pygame.init()
    screen = pygame.display.set_mode((400, 300))
    board = pygame.Rect(10, 10, 200, 200)
    cell, card = pygame.Rect(30, 100, 40, 40), pygame.Rect(120, 100, 40, 40)
    records = textlog.start()
    try:
        left = draw_text(screen, "L1", (20, 20), "small")
        draw_text(screen, "19+2", (left.right, 20), "small")  # no space between
        spaced = draw_text(screen, "L2", (20, 50), "small")
        draw_text(screen, "13", (spaced.right + 12, 50), "small")
        draw_text(screen, "rows: majority 8/4/2/1", (150, 70), "small")  # off the board
        tag = chip(screen, pygame.Rect(30, 80, 80, 24), INK)  # grazes the cell below
        draw_text(screen, "tag", tag.center, "small", anchor="center")
        count = chip(screen, pygame.Rect(150, 90, 26, 20), INK)  # the card's corner
        draw_text(screen, "22", count.center, "small", anchor="center")
    finally:
        textlog.stop()
    placed = [(r, r.rect) for r in records]
    shown = textfit.visible_texts(placed)
    assert [what.split("'")[1] for _kind, what in textfit.crowded(shown)] == ["L1"]
    assert [what.split("'")[1] for _kind, what in
            textfit.spilling(shown, [("board", board)])] == ["rows: majority 8/4/2/1"]
    found = textfit.badges_on_pieces(placed, [("cell", cell), ("card", card)],
                                     [("board", board)])
    assert [what.split(" over ")[1].split(" ")[0] for _kind, what in found] == ["cell"]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game_id", every_game())
def test_the_setup_options_are_evenly_spaced(lang, game_id, tmp_path):
    """At 1024x640 each option's explanation keeps one line whichever value is chosen, so
    the options stand at even steps (a second line kept for Imhotep's temple side B in
    Polish left a gap under «Świątynia» wider than the others)."""
    i18n.set_language(lang)
    app = App(Settings(language=lang), settings_path=tmp_path / "settings.json",
              size=(1024, 640), navigator=Navigator())
    try:
        setup = SetupScene(app, game_id)
        app.scenes.reset(setup)
        app.step([])
        columns: dict = {}  # the options by column (some may go under the seats)
        for menu in setup.option_menus:
            columns.setdefault(menu.relative_rect.x, []).append(menu.relative_rect.y)
        for tops in columns.values():
            tops.sort()
            steps = {b - a for a, b in zip(tops, tops[1:], strict=False)}
            assert max(steps, default=0) - min(steps, default=0) <= 1, (game_id, tops)
    finally:
        app.shutdown()


@pytest.mark.parametrize("lang", LANGS)
def test_a_wrapped_prompt_leaves_no_word_alone(lang, tmp_path):
    """Imhotep's prompt at 1024x640 (wrapped in Russian and Polish): its lines share the
    words out evenly, and the pill draws those lines; the Polish one left «kartę.» alone
    on its second line."""
    from scenes.kit.prompt import paint_prompt, prompt_lines
    from shell.ui import textlog

    i18n.set_language(lang)
    app = App(Settings(language=lang), settings_path=tmp_path / "settings.json",
              size=(1024, 640), navigator=Navigator())
    try:
        table = start_new_game(app, "imhotep", seats=[Seat(LONG_NAMES[0], "human"),
                                                      Seat("Bot", "easy")], seed=1,
                               autosave=False)
        app.step([])
        text, rect = table.prompt_spot()
        lines = prompt_lines(text, table.table_rect, table.text_scale)
        assert len(lines) >= (1 if lang == "en" else 2), lines
        f = font("body", table.text_scale, True)
        widths = [f.size(line)[0] for line in lines]
        assert widths[-1] >= max(widths) / 2, lines
        records = textlog.start()
        try:
            paint_prompt(pygame.Surface(app.size), text, rect, table.text_scale)
        finally:
            textlog.stop()
        assert [r.text for r in records if r.kind == "text"] == lines
    finally:
        app.shutdown()
