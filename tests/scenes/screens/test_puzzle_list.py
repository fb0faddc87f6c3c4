"""The Puzzles screen: on the menu, a tab per game, the player's own puzzles then the starter
set, each new, tried or solved; played by keys alone (Tab to the list, the arrows to pick,
Enter to play, Esc back), with how the try went shown on coming back."""

import dataclasses

import pygame

from scenes.puzzle import PuzzleTable
from scenes.screens.menu import MenuScene
from scenes.screens.puzzle_list import PuzzleListScene
from shell.store.puzzle_store import PuzzleStore, starter_set
from tests.engines.ai.puzzle_helpers import puzzle_of
from tests.scenes.key_driver import ENTER, ESC, TAB, key


def press(app, *events):
    app.step(list(events))


def test_the_menu_opens_the_puzzles(app):
    menu = MenuScene(app)
    app.scenes.push(menu)
    app.step([])
    button = next(b for b, name in menu.buttons.items() if name == "puzzles")
    assert button.text == "Puzzles"
    menu.on_button(button)
    assert isinstance(app.scenes.top, PuzzleListScene)


def test_the_list_shows_own_puzzles_first_then_the_starter_set(app):
    own = puzzle_of("aton")[0]
    PuzzleStore().add([own])
    screen = PuzzleListScene(app, "aton")
    app.scenes.push(screen)
    app.step([])
    assert screen.puzzles == [own, *starter_set("aton")]
    assert screen.summary().startswith("Aton: ")
    tab = next(b for b, game in screen.tabs.items() if game == "imhotep")
    screen.on_button(tab)
    assert screen.game == "imhotep" and own not in screen.puzzles


def test_a_puzzle_is_played_by_keys_and_its_try_shows_on_the_list(app):
    first, second = puzzle_of("aton")[0], created_at(puzzle_of("aton", seed=5)[0], 2000.0)
    store = PuzzleStore()
    store.add([first, second])
    app.settings.animation_speed = 0.0
    screen = PuzzleListScene(app, "aton")
    app.scenes.push(screen)
    press(app, TAB)
    while not screen.focus.at("puzzles"):
        press(app, TAB)
    assert screen.puzzles[:2] == [second, first], "the newest first"
    press(app, key(pygame.K_DOWN))
    assert screen.selected == 1
    press(app, ENTER)
    table = app.scenes.top
    assert isinstance(table, PuzzleTable) and table.puzzle == first
    for step in first.played:  # the move played in the game: not solved
        table.play(step)
        app.step([])
    assert table.outcome is not None and not table.outcome.solved
    press(app, ESC)  # the verdict's box put away
    press(app, ESC)  # then back to the list
    assert app.scenes.top is screen
    app.step([])
    assert screen.store.progress_of(first).tries == 1
    assert screen.store.progress_of(second).tries == 0


def created_at(puzzle, when):
    return dataclasses.replace(puzzle, created=when)


def test_next_from_a_table_goes_to_the_puzzles_after_it_not_solved(app):
    own = puzzle_of("aton")[0]
    store = PuzzleStore()
    store.add([own])
    screen = PuzzleListScene(app, "aton")
    app.scenes.push(screen)
    app.step([])
    screen.play_selected()
    table = app.scenes.top
    assert isinstance(table, PuzzleTable)
    assert table.following == tuple(starter_set("aton"))


def test_the_statistics_count_the_puzzles_tried_and_solved(app):
    from scenes.screens.statistics import StatisticsScene

    solved, failed = puzzle_of("aton")[0], starter_set("aton")[0]
    store = PuzzleStore()
    store.add([solved])
    store.record(solved, solved=False)
    store.record(solved, solved=True)
    store.record(failed, solved=False)
    stats = StatisticsScene(app)
    assert stats.puzzles_line() == "Puzzles: 2 tried, 1 solved"
    stats.finish_reading()
    app.scenes.push(stats)
    app.step([])
