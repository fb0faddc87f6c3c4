"""A fifth game added with one registry line and its own files only: the toy Nim
(tests/toy/: its engine in engines_nim/, its table and descriptor in scenes_nim/) goes through
the menu, the learn-to-play offer and lesson, the setup screen, the table to the end against
a bot, the results, the statistics, the replay viewer with every card open and the rules
page, all driven by synthetic events. A bot worker process plays its bots and an analysis
process analyses its games too (each learns the game from the request's listing)."""

import time

import pytest

from engines.core import Replay, Seat
from engines.registry import Listing, game_ids, listing, register, unregister
from scenes import rules_art
from scenes.learn.lesson_table import LearnTable
from scenes.learn.offer import LearnOffer
from scenes.replay.open_cards import open_rows
from scenes.replay.viewer import ReplayTable
from scenes.screens import rules_page
from scenes.screens.menu import MenuScene
from scenes.screens.results import ResultsScene
from scenes.screens.rules import RulesScene, rules_text
from scenes.screens.setup import SetupScene
from scenes.screens.statistics import StatisticsScene
from shell.store import finished
from shell.workers.analysis_job import AnalysisJob
from shell.workers.bot_worker import BotWorker
from tests import toy
from tests.scenes.mouse import click, drag
from tests.toy import engines_nim as toy_nim
from tests.toy.scenes_nim import NimView


@pytest.fixture
def nim():
    with toy.registered() as listing:
        yield listing


def press_button(app, button):
    """A real click in the middle of a pygame_gui button; the press the UI posts is read in
    the next frame (from the event queue)."""
    assert button is not None and button.visible
    click(app, button.rect.center)
    app.step()


def frames_until(app, done, limit=2000):
    for _ in range(limit):
        if done():
            return
        app.step([])
        time.sleep(0.001)
    raise AssertionError("timed out")


def take_a_stone(app, table):
    """The human's move: the first legal binding's stone dragged onto the tray."""
    binding = table.interaction.bindings[0]
    before = len(table.session.replay.actions)
    start, end = table.areas[binding.source].center, table.areas[binding.target].center
    drag(app, start, end)
    assert len(table.session.replay.actions) > before, "the stone dropped played nothing"


def test_the_fifth_game_goes_through_every_screen(app, nim):
    app.use_bot_process = False
    app.settings.animation_speed = 0.0
    menu = MenuScene(app)
    app.scenes.push(menu)
    app.step([])
    assert list(menu.tiles)[-1] == "nim" and len(menu.tiles) == 5
    assert all(app.surface.get_rect().contains(rect) for rect in menu.tiles.values())

    # the game's first start: its setup with the lesson offered over it
    click(app, menu.tiles["nim"].center)
    offer = app.scenes.top
    assert isinstance(offer, LearnOffer) and offer.game_id == "nim"
    app.step([])
    press_button(app, offer.learn_button)
    lesson = app.scenes.top
    assert isinstance(lesson, LearnTable) and isinstance(lesson.view, NimView)
    frames_until(app, lambda: lesson.human_to_move and lesson.coach.highlight is not None)
    before, shown = len(lesson.session.replay.actions), lesson.coach.highlight
    start, end = shown.source_rect.center, shown.target_rect.center
    drag(app, start, end)
    assert lesson.session.replay.actions[before] == shown.action, "the coach's move was played"
    assert lesson.coach.index == 1, "the lesson's step was done"
    press_button(app, lesson.buttons.menu)
    assert lesson.asking(), "leaving a lesson asks first"
    app.step([])
    press_button(app, lesson.leave_dialog.confirm_button)
    app.step()  # the dialog's answer, posted when its button was pressed
    assert app.scenes.top is menu

    # the second start: the setup (no offer), a game against a bot played to the end
    click(app, menu.tiles["nim"].center)
    setup = app.scenes.top
    assert isinstance(setup, SetupScene) and setup.game_id == "nim"
    app.step([])
    press_button(app, setup.start_button)
    table = app.scenes.top
    assert isinstance(table.view, NimView)
    kinds = [seat.kind for seat in table.session.seats]
    assert kinds[0] == "human" and set(kinds[1:]) == {"medium"}
    for _ in range(40):
        frames_until(app, lambda: table.human_to_move or table.state.is_over())
        if table.state.is_over():
            break
        take_a_stone(app, table)
    frames_until(app, lambda: isinstance(app.scenes.top, ResultsScene))
    results = app.scenes.top
    app.step([])
    assert results.table is table and table.state.is_over()
    press_button(app, results.menu_button)
    assert app.scenes.top is menu

    # statistics: a row for the game, and its kept replay in the viewer, all cards open
    finished.flush()
    stats_button = next(b for b, key in menu.buttons.items() if key == "statistics")
    press_button(app, stats_button)
    stats = app.scenes.top
    assert isinstance(stats, StatisticsScene)
    stats.finish_reading()
    assert [(row.game, row.level, row.games) for row in stats.summaries] == [
        ("nim", "medium", 1)]
    press_button(app, stats.watch_button)
    viewer = app.scenes.top
    assert isinstance(viewer, ReplayTable) and viewer.game_id == "nim"
    app.step([])
    viewer.command("all")
    app.step([])
    assert viewer.all_open
    assert [row.items for row in open_rows(viewer)] == [
        *([card] for card in viewer.state.secrets), list(reversed(viewer.state.deck))]
    app.scenes.pop()
    app.scenes.pop()
    assert app.scenes.top is menu

    # the rules page: the game's own text and picture
    rules_button = next(b for b, key in menu.buttons.items() if key == "rules")
    press_button(app, rules_button)
    rules = app.scenes.top
    assert isinstance(rules, RulesScene)
    nim_button = next(b for b, game in rules.game_buttons.items() if game == "nim")
    press_button(app, nim_button)
    assert rules.game_id == "nim"
    blocks = rules_page.parse(rules_text("nim", "en"))
    assert [b.text for b in blocks if b.kind == "picture"] == ["nim.heaps"]
    assert "nim.heaps" in rules_art.pictures()
    assert rules.page is not None and rules.page.get_height() > 200


def test_the_bot_worker_process_plays_the_fifth_games_bots(nim):
    """The worker is a fresh process: it learns the toy from the request's listing."""
    state = toy_nim.new_game(2, {}, 5)
    worker = BotWorker(use_process=True)
    try:
        worker.request("nim", state, 0, "medium", 11, key=0)
        deadline = time.monotonic() + 60
        result = None
        while result is None:
            assert time.monotonic() < deadline, "the worker never answered"
            result = worker.poll()
            time.sleep(0.01)
        assert result[0] == 0 and tuple(result[1]) in state.legal_actions()
        assert worker.replacements == 0
    finally:
        worker.shutdown()


def test_the_analysis_process_analyses_a_finished_fifth_game(nim):
    seats = [Seat("Anna"), Seat("Bot", "easy")]
    state = toy_nim.new_game(2, {}, 9)
    actions = []
    while not state.is_over():
        actions.append(state.legal_actions()[0])
        state.apply(actions[-1])
    job = AnalysisJob(Replay("nim", {"big_heaps": False}, seats, 9, actions),
                      use_process=True, iterations=8)
    try:
        deadline = time.monotonic() + 90
        while job.poll() is None and job.failed is None:
            assert time.monotonic() < deadline, "the analysis never finished"
            time.sleep(0.02)
        assert job.failed is None and job.result.game == "nim"
        assert job.result.plies == len(actions)
    finally:
        job.cancel()


def test_another_game_under_a_registered_id_is_refused():
    first = game_ids()[0]
    with pytest.raises(ValueError, match="already registered"):
        register(Listing(first, engine=toy.LISTING.engine, app=toy.LISTING.app))
    assert listing(first).engine != toy.LISTING.engine and "nim" not in game_ids()


def test_a_registered_game_without_its_table_is_coming_soon(app):
    register(Listing("nim", engine=toy.LISTING.engine, app="tests.toy.no_such_table"))
    try:
        menu = MenuScene(app)
        app.scenes.push(menu)
        app.step([])
        assert list(menu.tiles)[-1] == "nim" and not menu.playable["nim"]
        click(app, menu.tiles["nim"].center)
        assert app.scenes.top is menu
        assert menu.toast.visible and "Nim" in menu.toast.text  # the engine's name
    finally:
        unregister("nim")


def test_the_toys_own_catalogs_translate_each_of_its_messages(tmp_path):
    """The toy's words are in its own catalogs (tests/toy/locale, named by its listing's
    `locale`), every one translated, and shown in the player's language while it is
    registered; the app's catalogs hold none."""
    from babel.messages.frontend import CommandLineInterface
    from babel.messages.pofile import read_po

    from shell.language import i18n
    from shell.language.catalog_tool import KEYWORDS

    template = tmp_path / "toy.pot"
    keywords = [arg for k in KEYWORDS for arg in ("-k", k)]
    CommandLineInterface().run(["pybabel", "-q", "extract", *keywords, "-o", str(template),
                                str(toy.LOCALE.parent)])
    translated: dict[str, dict] = {}
    with open(template, "rb") as handle:
        wanted = {m.id if isinstance(m.id, str) else m.id[0] for m in read_po(handle) if m.id}
    assert "Heaps: {sizes}" in wanted
    for lang in ("ru", "pl"):
        with open(toy.LOCALE / lang / "LC_MESSAGES" / "messages.po", "rb") as handle:
            catalog = read_po(handle, locale=lang)
        done = {m.id if isinstance(m.id, str) else m.id[0] for m in catalog
                if m.id and all(m.string if isinstance(m.string, tuple) else (m.string,))}
        assert wanted <= done, (lang, sorted(wanted - done))
        translated[lang] = {m.id: m.string for m in catalog if isinstance(m.id, str)}
        assert i18n.translations(lang).gettext("Heaps: {sizes}") == "Heaps: {sizes}"
    with toy.registered():
        assert i18n.game_catalogs() == [toy.LOCALE]
        i18n.set_language("ru")
        assert i18n._("Heaps: {sizes}") == "Кучки: {sizes}"
        assert i18n._("Big heaps") == translated["ru"]["Big heaps"], "the engine's words too"
    assert i18n._("Heaps: {sizes}") == "Heaps: {sizes}", "gone with the game"
