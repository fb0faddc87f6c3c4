"""The texts the screens draw themselves grow with the text size, at once on the open screen,
and have the room they need: Load, Statistics (each of its parts), Results (with the
analysis), About, the Learn-to-play offer and the lesson's leave question, at 200% in
English, Russian and Polish at 1280x720 and 1920x1080, and at 150% at 1024x640: nothing
cut, left out, over another text or a button, or out of its panel."""

import functools
from dataclasses import replace

import pygame
import pytest

from engines.ai.analysis import analyse
from engines.core import Seat
from scenes.game_start import start_new_game
from scenes.learn import start_learning
from scenes.learn.offer import LearnOffer
from scenes.navigator import Navigator
from scenes.screens.about import AboutScene
from scenes.screens.load import LoadScene
from scenes.screens.results import ResultsScene
from scenes.screens.setup import SetupScene
from scenes.screens.statistics import StatisticsScene
from shell.app import App
from shell.language import i18n
from shell.store.settings import Settings
from tests.scenes import drawn_text, textfit

LARGER = [(200, (1280, 720)), (200, (1920, 1080)), (150, (1024, 640))]


@functools.lru_cache(maxsize=4)
def analysis_of(game_id, players, options, seed, actions):
    """The post-game analysis (a small search budget: the charts' texts are what counts)."""
    return analyse(game_id, players, dict(options), seed, list(actions), 2)


def results_scene(app) -> ResultsScene:
    """The results of a finished four-player Imhotep game with the longest names, with
    its analysis."""
    app.settings.animation_speed = 0.0
    seats = [Seat(name, kind) for name, kind in zip(drawn_text.LONG_NAMES,
                                                     ("human", "easy", "medium", "hard"),
                                                     strict=True)]
    table = start_new_game(app, "imhotep", seats=seats, seed=6, pre_moves=100000,
                           push=True, autosave=False)
    app.step([])
    results = app.scenes.top
    if not isinstance(results, ResultsScene):
        results = ResultsScene(app, table)
        app.scenes.push(results)
    if results.job is not None:
        results.job.cancel()
    replay = table.session.replay
    results.analysis = analysis_of("imhotep", 4, tuple(sorted(replay.options.items())),
                                   replay.seed, tuple(replay.actions))
    return results


def screens(app):
    """Each screen (and each part of the screens that show one part at a time) on top in
    turn: yields its label and scene."""
    load = LoadScene(app)
    load.finish_reading()
    app.scenes.reset(load)
    yield "load", load
    stats = StatisticsScene(app)
    stats.finish_reading()  # its rows, not "Reading…"
    app.scenes.reset(stats)
    yield "statistics", stats
    stats.set_chart("time")
    yield "statistics over time", stats
    if getattr(stats, "compact", False):  # one part at a time: each part
        stats.set_chart("games")
        yield "statistics by game", stats
        stats.show_part("finished")
        yield "statistics finished games", stats
    about = AboutScene(app)
    app.scenes.reset(about)
    yield "about", about
    app.scenes.reset(SetupScene(app, "imhotep"))
    offer = LearnOffer(app, "imhotep")
    app.scenes.push(offer)
    yield "learn offer", offer
    results = results_scene(app)
    yield "results", results
    for part in ("charts", "points") if getattr(results, "compact", False) else ():
        results.show_part(part)
        yield f"results {part}", results


def open_app(tmp_path, lang, percent, size) -> App:
    i18n.set_language(lang)
    return App(Settings(language=lang, text_size=percent, window_width=size[0],
                        window_height=size[1]),  # kept when the offer saves the settings
               settings_path=tmp_path / "settings.json", size=size, navigator=Navigator())


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("percent, size", LARGER,
                         ids=[f"{p}%-{w}x{h}" for p, (w, h) in LARGER])
@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
def test_the_drawn_texts_have_room_at_larger_text(lang, percent, size, tmp_path):
    drawn_text.record_history()
    drawn_text.write_saves()
    app = open_app(tmp_path, lang, percent, size)
    problems = []
    try:
        assert app.size == size
        for label, scene in screens(app):
            drawn_text.frames(app)
            assert app.size == size, label
            problems += [(label, kind, what) for kind, what in drawn_text.all_problems(app,
                                                                                     scene)]
        problems += [("leave question", kind, what) for kind, what in leave_problems(app)]
    finally:
        app.shutdown()
    report = "\n".join(f"{label}: {kind}: {what}" for label, kind, what in problems)
    assert problems == [], f"{len(problems)} problems at {size}, {percent}%, {lang}:\n{report}"


def leave_problems(app) -> list:
    """The lesson's leave question: its title, text and buttons whole (no scroll bar in
    its text), inside the window."""
    lesson = start_learning(app, "imhotep")
    app.step([])
    lesson.ask_to_leave("menu")
    drawn_text.frames(app)
    dialog = lesson.leave_dialog
    found = []
    for button in (dialog.cancel_button, dialog.confirm_button, dialog.title_bar):
        text = textfit.translate(button.text)
        w, h = button.font.size(text)
        if w > button.rect.w - 4 or h > button.rect.h:
            found.append(("gui", f"{text!r} needs {w}x{h}, has {tuple(button.rect)}"))
    if dialog.confirmation_text.scroll_bar is not None:
        found.append(("cut", "the question's text scrolls"))
    if not app.surface.get_rect().contains(dialog.rect):
        found.append(("outside", f"the question {tuple(dialog.rect)}"))
    return found


def drawn_heights(app, scene) -> int:
    drawn_text.frames(app)
    return drawn_text.text_height(drawn_text.texts_on_screen(app, scene))


def test_the_drawn_texts_grow_at_once_with_the_text_size(tmp_path):
    """Each screen open at 100%, then the text size set to 200% while it is open: its
    drawn texts are drawn at once in a larger font."""
    drawn_text.record_history()
    drawn_text.write_saves()
    app = open_app(tmp_path, "en", 100, (1280, 720))
    try:
        small = {}
        for label, scene in screens(app):
            small[label] = drawn_heights(app, scene)
        app.apply_settings(replace(app.settings, text_size=200))
        large = {}
        for label, scene in screens(app):
            large[label] = drawn_heights(app, scene)
        for label in ("load", "statistics", "about", "learn offer", "results"):
            assert small[label] and large[label] >= 1.6 * small[label], \
                (label, small[label], large[label])
        scene = app.scenes.top  # the results, open while the size changes back
        app.apply_settings(replace(app.settings, text_size=100))
        assert drawn_heights(app, scene) == small["results"]
    finally:
        app.shutdown()


def test_the_leave_question_grows_with_the_text_size(tmp_path):
    """pygame_gui makes a dialog's buttons 30 pixels tall: the leave question's buttons
    and title bar hold their text at 200%."""
    heights = {}
    for percent in (100, 200):
        app = open_app(tmp_path, "ru", percent, (1280, 720))
        try:
            lesson = start_learning(app, "imhotep")
            app.step([])
            lesson.ask_to_leave("menu")
            drawn_text.frames(app)
            dialog = lesson.leave_dialog
            heights[percent] = (dialog.confirm_button.rect.h, dialog.title_bar.rect.h)
            assert leave_problems(app) == []
        finally:
            app.shutdown()
    assert heights[200][0] > heights[100][0] and heights[200][1] > heights[100][1]


def test_the_statistics_columns_scroll_sideways_where_they_do_not_fit(tmp_path):
    """At 200% the table's columns are wider than the window: the game and the opponents
    stay, the others scroll with Right / Left (and the hint says so); every column can be
    reached."""
    drawn_text.record_history()
    app = open_app(tmp_path, "pl", 200, (1280, 720))
    try:
        stats = StatisticsScene(app)
        stats.finish_reading()
        app.scenes.reset(stats)
        drawn_text.frames(app)
        assert stats.compact and stats.columns_hidden()
        room = stats.table_box.w - round(24 * stats.scale)
        seen = set(stats.shown_columns(room))
        for _ in range(10):
            stats.scroll_columns(1)
            seen |= set(stats.shown_columns(room))
        assert seen == set(range(10))
        assert stats.shown_columns(room)[:2] == [0, 1]
        shown = [r.text for r, _rect in drawn_text.texts_on_screen(app, stats)]
        assert i18n._("Left / Right: more columns") in shown
        for _ in range(10):
            stats.scroll_columns(-1)
        assert stats.table_col == 2
    finally:
        app.shutdown()


def test_a_key_scrolls_the_statistics_columns(tmp_path):
    drawn_text.record_history()
    app = open_app(tmp_path, "en", 200, (1280, 720))
    try:
        stats = StatisticsScene(app)
        stats.finish_reading()
        app.scenes.reset(stats)
        drawn_text.frames(app)
        tab = next(button for button, mode in stats.tabs.items() if mode == "table")
        stats.on_button(tab)
        key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t")
        for _ in range(12):
            if stats.focus.at("table"):
                break
            app.step([key])
        assert stats.focus.at("table")
        right = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="")
        app.step([right])
        assert stats.table_col == 3
    finally:
        app.shutdown()


def test_about_puts_the_facts_over_the_notices_where_they_do_not_fit_beside(tmp_path):
    """At 200% in 1280x720 the facts do not fit their panel: one page holds them and the
    notices, and scrolling it shows every place and the notices' last words."""
    from shell import crash
    from shell.paths import saves_dir
    from shell.store.settings import settings_path

    app = open_app(tmp_path, "en", 200, (1280, 720))
    try:
        about = AboutScene(app)
        app.scenes.reset(about)
        drawn_text.frames(app)
        assert about.info_rect.w == 0 and about.notices_rect.w > app.size[0] * 3 // 4
        seen = ""
        while True:
            seen += " ".join(r.text for r, _rect in drawn_text.texts_on_screen(app, about))
            if about.scroll == about.max_scroll:
                break
            about.scroll = min(about.max_scroll, about.scroll + about.view_rect.h // 2)
        for path in (settings_path(), saves_dir(), crash.log_path()):
            assert str(path).replace("/", "") in seen.replace("/", "").replace(" ", "")
        assert "asks for no notice" in " ".join(about.lines[-3:])
    finally:
        app.shutdown()
