"""The Statistics screen: opened from the menu, its table, chart and finished games
fit every window from 1024x640 to 2560x1440 in every language, a damaged statistics file
shows an empty screen (the file set aside), and a finished game opens in the viewer."""

import sqlite3
import time

import pygame
import pytest

from scenes.screens.menu import MenuScene
from scenes.screens.statistics import StatisticsScene, columns
from shell.language import i18n
from shell.store.finished import finished_dir, record_finished_game
from shell.store.stats import BUSY_WAIT_READ, StatsStore, stats_path
from tests.frame_clock import paced_clock
from tests.scenes.table_helpers import WINDOW_SIZES as SIZES
from tests.shell.store.test_stats import finished_game


@pytest.fixture
def history():
    """Finished games of every game against three levels, and one of people only."""
    for n, game in enumerate(("imhotep", "pyramids", "archaeology", "aton")):
        for k, level in enumerate(("easy", "medium", "hard")):
            record_finished_game(*finished_game(game, ("human", level), 10 * n + k), hints=k)
    record_finished_game(*finished_game("imhotep", ("human", "human"), 99))


def test_the_menu_opens_the_statistics(app, history):
    menu = MenuScene(app)
    app.scenes.push(menu)
    app.step([])
    button = next(b for b, k in menu.buttons.items() if k == "statistics")
    menu.on_button(button)
    scene = app.scenes.top
    assert isinstance(scene, StatisticsScene)
    scene.finish_reading()
    assert len(scene.summaries) == 13 and len(scene.finished) == 13
    assert {(r.game, r.level) for r in scene.summaries} >= {("aton", "hard"),
                                                             ("imhotep", "hotseat")}


@pytest.mark.parametrize("language", ("en", "ru", "pl"))
@pytest.mark.parametrize("size", SIZES)
def test_everything_fits_the_window(app, history, size, language):
    i18n.set_language(language)
    app._on_resize(*size)
    scene = StatisticsScene(app)
    scene.finish_reading()
    app.scenes.push(scene)
    app.step([])
    screen = pygame.Rect((0, 0), size)
    boxes = (scene.table_box, scene.chart_box, scene.list_box)
    for rect in (*boxes, scene.back_button.rect, scene.watch_button.rect):
        assert screen.contains(rect), rect
    for a in boxes:
        for b in boxes:
            assert a is b or not a.colliderect(b)
    assert scene.rows and all(scene.list_box.contains(rect) for _i, rect in scene.rows)
    assert scene.table_visible() >= 5  # the table shows several rows even at 1024x640
    from shell.ui.theme import font

    small = font("small", scene.scale, bold=True)
    width = scene.table_box.w - round(24 * scene.scale)
    for heading, share in columns():  # headings are whole (not cut) at every size
        assert small.size(heading)[0] <= round(width * share) - round(8 * scene.scale), \
            (language, heading)


def test_a_damaged_statistics_file_shows_an_empty_screen_and_is_set_aside(app):
    path = stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"\x00garbage" * 300)
    scene = StatisticsScene(app)
    scene.finish_reading()
    app.scenes.push(scene)
    app.step([])
    assert scene.summaries == []
    assert path.with_name(path.name + ".corrupt").exists()
    assert StatsStore().records() == []  # a fresh file in its place


def test_a_finished_game_opens_in_the_viewer(app, history):
    scene = StatisticsScene(app)
    scene.finish_reading()
    app.scenes.push(scene)
    app.step([])
    index, rect = scene.rows[1]
    click = dict(button=1, pos=rect.center)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, **click),
              pygame.event.Event(pygame.MOUSEBUTTONUP, **click)])
    assert scene.selected == index and app.scenes.top is scene
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")])
    viewer = app.scenes.top
    assert viewer is not scene and viewer.read_only
    assert viewer.timeline.replay.game == scene.finished[index].game
    assert (finished_dir() / scene.finished[index].path.name).exists()


def click(app, pos):
    event = dict(button=1, pos=pos)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, **event),
              pygame.event.Event(pygame.MOUSEBUTTONUP, **event)])


def test_a_click_on_a_table_row_shows_its_win_rate_over_time(app, history):
    for when in (1.0, 2.0, 3.0):  # three more Aton games against Hard bots, two won
        record_finished_game(*finished_game("aton", ("human", "hard"), 50 + int(when)))
    scene = StatisticsScene(app)
    scene.finish_reading()
    app.scenes.push(scene)
    app.step([])
    assert scene.chart_mode == "games"
    aton_hard = next(k for k, r in enumerate(scene.summaries)
                     if (r.game, r.level) == ("aton", "hard"))
    assert scene.chosen == aton_hard, "at first the row with the most games"
    other = next(k for k, r in enumerate(scene.summaries) if (r.game, r.level) ==
                 ("pyramids", "medium"))
    row = dict(scene.table_rows)[other]
    click(app, row.center)
    assert scene.chosen == other and scene.chart_mode == "time"
    history = scene.history()
    assert len(history) == 1 and history[0].n == 1
    by_game = next(b for b, mode in scene.tabs.items() if mode == "games")
    scene.on_button(by_game)
    assert scene.chart_mode == "games"
    scene.chosen = aton_hard
    scene.set_chart("time")
    app.step([])
    assert [p.n for p in scene.history()] == [1, 2, 3, 4]


@pytest.mark.parametrize("language", ("en", "ru", "pl"))
@pytest.mark.parametrize("size", SIZES)
def test_the_chart_tabs_and_the_win_rate_over_time_fit(app, history, size, language):
    from shell.ui import textlog

    i18n.set_language(language)
    app._on_resize(*size)
    scene = StatisticsScene(app)
    scene.finish_reading()
    app.scenes.push(scene)
    scene.set_chart("time")
    texts = textlog.start()
    try:
        app.step([])
    finally:
        textlog.stop()
    for button in scene.tabs:
        assert scene.chart_box.contains(button.rect)
        assert button.rect.y < scene.chart_box.y + round(60 * scene.scale)
    inside = [t for t in texts if t.kind == "text" and scene.chart_box.contains(t.rect)]
    for a in inside:  # no label over another
        for b in inside:
            assert a is b or not a.rect.colliderect(b.rect), (a.text, b.text)
    assert any("%" in t.text for t in inside), "the y axis is labelled"
    assert sum(t.text.count("-") == 2 for t in inside) >= 1, "a date under the x axis"
    assert not [t for t in inside if t.elided], [t.text for t in inside if t.elided]


@pytest.fixture
def locked():
    """A second connection holding an exclusive lock on the statistics file (no other
    program may read it): `release()` ends it."""
    StatsStore().close()  # the file exists, with its table
    other = sqlite3.connect(stats_path(), isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    held = [True]

    def release():
        if held[0]:
            held[0] = False
            other.execute("ROLLBACK")
    yield release
    release()
    other.close()


def drawn_texts(app) -> list[str]:
    from shell.ui import textlog

    texts = textlog.start()
    try:
        app.step([])
    finally:
        textlog.stop()
    return [t.text for t in texts if t.kind == "text"]


def test_a_locked_statistics_file_never_holds_the_screen(app, history, locked, monkeypatch):
    """The file is read in the background: the first frame is drawn at once, saying the
    statistics are being read, and the rows show when the lock is let go."""
    monkeypatch.setattr("shell.store.stats_reader.BUSY_WAIT_READ", 30.0)  # let go within the wait
    started = time.monotonic()
    scene = StatisticsScene(app)
    app.scenes.push(scene)
    shown = drawn_texts(app)
    first_frame = time.monotonic() - started
    assert first_frame < BUSY_WAIT_READ / 2, first_frame  # the wait the screen had
    assert scene.reading and scene.summaries == []
    assert i18n._("Reading…") in shown
    assert not [b for b, mode in scene.tabs.items() if b.is_enabled and mode == "time"]
    locked()  # within the busy wait: the reader goes on
    scene.finish_reading()
    shown = drawn_texts(app)
    assert not scene.reading and len(scene.summaries) == 13 and len(scene.finished) == 13
    assert i18n._("Reading…") not in shown and "Aton" in shown
    assert scene.rows and scene.watch_button.is_enabled
    assert all(b.is_enabled for b in scene.tabs)
    assert scene.widths == scene.column_widths(scene.table_box.w - round(24 * scene.scale))


def test_a_lock_held_past_the_wait_is_told_and_no_frame_waits(app, history, locked):
    from shell import notices

    scene = StatisticsScene(app)
    app.scenes.push(scene)
    app.clock = paced_clock()  # frames at 60 a second, the reader's thread beside them
    slowest = 0.0
    deadline = time.monotonic() + BUSY_WAIT_READ + 5
    while scene.reading and time.monotonic() < deadline:
        started = time.monotonic()
        app.step([])
        slowest = max(slowest, time.monotonic() - started)
    assert not scene.reading and scene.summaries == [] and len(scene.finished) == 13
    assert slowest < BUSY_WAIT_READ / 2, slowest
    told = app.toast.text
    assert "cannot be read now" in told and str(stats_path()) in told
    assert notices.take() == []
    shown = " ".join(drawn_texts(app))
    assert scene.unread == told and told.split(":")[0] in shown, "the table says why"
    assert "No finished games yet" not in shown


@pytest.mark.parametrize("change", ("back", "language", "text size"))
def test_leaving_or_changing_the_screen_while_it_reads_loses_nothing(app, history, locked,
                                                                     change, monkeypatch):
    from dataclasses import replace

    from shell.store.settings import Settings

    monkeypatch.setattr("shell.store.stats_reader.BUSY_WAIT_READ", 30.0)  # let go within the wait
    menu = MenuScene(app)
    app.scenes.push(menu)
    scene = StatisticsScene(app)
    app.scenes.push(scene)
    app.step([])
    assert scene.reading
    if change == "back":
        app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                     unicode="\x1b")])
        assert app.scenes.top is menu
    elif change == "language":
        app.apply_settings(replace(app.settings, language="pl"))
    else:
        app.apply_settings(replace(app.settings, text_size=Settings().text_size + 50))
    app.step([])
    locked()
    scene.finish_reading()
    app.step([])
    if change == "back":
        assert app.scenes.top is menu
        return
    assert app.scenes.top is scene and len(scene.summaries) == 13
    assert scene.rows and all(scene.list_box.contains(rect) for _i, rect in scene.rows)
    assert StatsStore().records()  # the file is as it was


@pytest.mark.parametrize("language", ("en", "ru", "pl"))
def test_the_chart_title_stays_clear_of_the_tabs_without_games(app, language):
    from shell.ui import textlog

    i18n.set_language(language)
    scene = StatisticsScene(app)
    scene.finish_reading()
    app.scenes.push(scene)
    texts = textlog.start()
    try:
        app.step([])
    finally:
        textlog.stop()
    assert scene.summaries == [] and not scene.compact
    title = next(t for t in texts if t.text == i18n._("Win rate by game and opponents"))
    for button in scene.tabs:
        assert not title.rect.colliderect(button.rect), (title.rect, button.rect)


def test_a_screen_left_at_once_reads_nothing(app, history, monkeypatch):
    """Left before its first frames are over, the screen reads no file."""
    from shell.store import stats_reader

    opened: list = []
    monkeypatch.setattr("shell.store.background_read.FIRST_FRAME_WAIT", 30.0)  # a slow machine
    monkeypatch.setattr(StatsStore, "records", lambda self, game=None: opened.append(1) or [])
    monkeypatch.setattr(stats_reader, "list_kept", lambda folder: opened.append(2) or [])
    scene = StatisticsScene(app)
    app.scenes.push(scene)
    app.scenes.pop()
    scene.finish_reading()
    assert opened == []


def test_a_row_that_is_not_a_game_is_counted_and_the_other_games_are_shown(app, history):
    db = sqlite3.connect(stats_path())
    with db:
        db.execute("INSERT INTO games (game, level, players, finished, score, won, hints) "
                   "VALUES ('imhotep', 'easy', 2, 'yesterday', 'many', 1, 0)")
    db.close()
    scene = StatisticsScene(app)
    app.scenes.push(scene)
    scene.finish_reading()
    app.step([])
    assert len(scene.summaries) == 13 and len(scene.records) == 13
    assert scene.toast.text == "1 row of the statistics file is not a game and is not shown."


@pytest.mark.parametrize("language", ("en", "ru", "pl"))
@pytest.mark.parametrize("size", [(1024, 640), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_chart_title_is_as_large_as_the_other_titles(app, history, size, language):
    """The chart's title goes beside the tabs only where it fits there at its full size,
    else under them: never smaller than «Finished games» (pl at 1024x640 shrank it)."""
    from shell.ui import textlog

    i18n.set_language(language)
    app._on_resize(*size)
    scene = StatisticsScene(app)
    scene.finish_reading()
    app.scenes.push(scene)
    texts = textlog.start()
    try:
        app.step([])
    finally:
        textlog.stop()
    heights = {t.text: t.font.get_height() for t in texts if t.kind == "text"}
    title = i18n._("Win rate by game and opponents")
    assert heights[title] == heights[i18n._("Finished games")]


@pytest.mark.parametrize("language,average", [("en", "38.5"), ("ru", "38,5"), ("pl", "38,5")])
def test_the_average_has_the_languages_decimal_sign(language, average):
    """Russian and Polish write a decimal comma: «38,5», not «38.5»."""
    from types import SimpleNamespace

    from scenes.screens.statistics import row_cells

    i18n.set_language(language)
    try:
        row = SimpleNamespace(game="aton", level="easy", games=2, wins=1, win_rate=0.5,
                              best=40, average=38.5, streak=1, best_streak=1, hints=0)
        assert row_cells(row)[6] == average
    finally:
        i18n.set_language("en")
