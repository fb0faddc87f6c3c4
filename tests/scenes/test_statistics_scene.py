"""The Statistics screen (issue 18): opened from the menu, its table, chart and finished games
fit every window from 1024x640 to 2560x1440 in every language, a damaged statistics file
shows an empty screen (the file set aside), and a finished game opens in the viewer."""

import pygame
import pytest

from game import i18n
from game.finished import finished_dir, record_finished_game
from game.stats import StatsStore, stats_path
from scenes.menu import MenuScene
from scenes.statistics import StatisticsScene, columns
from tests.game.test_stats import finished_game

SIZES = ((1024, 640), (1280, 720), (1920, 1080), (2560, 1440))


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
    assert len(scene.summaries) == 13 and len(scene.finished) == 13
    assert {(r.game, r.level) for r in scene.summaries} >= {("aton", "hard"),
                                                             ("imhotep", "hotseat")}


@pytest.mark.parametrize("language", ("en", "ru", "pl"))
@pytest.mark.parametrize("size", SIZES)
def test_everything_fits_the_window(app, history, size, language):
    i18n.set_language(language)
    app._on_resize(*size)
    scene = StatisticsScene(app)
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
    from game.theme import font

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
    app.scenes.push(scene)
    app.step([])
    assert scene.summaries == []
    assert path.with_name(path.name + ".corrupt").exists()
    assert StatsStore().records() == []  # a fresh file in its place


def test_a_finished_game_opens_in_the_viewer(app, history):
    scene = StatisticsScene(app)
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
