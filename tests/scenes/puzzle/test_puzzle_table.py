"""Solving a puzzle at the table: the person makes the whole move from the mover's seat; the
preferred move and a move within the search's noise solve it, a clearly worse move does not;
each try is counted, and the board then shows both moves and the reason at the puzzle's
position (scenes/puzzle/)."""

import dataclasses
import time

import pygame
import pytest

from engines.ai.puzzles import BEST, NOISE, WORSE, judge
from scenes.puzzle import PuzzleTable, open_puzzle
from scenes.puzzle.puzzle_table import JUDGING, PLAY, SHOWN
from shell.store.puzzle_store import PuzzleStore
from tests.engines.ai.puzzle_helpers import puzzle_and_another_move, puzzle_of


def opened(app, puzzle, following=()):
    app.settings.animation_speed = 0.0
    table = open_puzzle(app, puzzle, following)
    app.step([])
    return table


def make_move(app, table, move):
    for step in move:
        assert table.human_to_move, "the person is to move until the whole move is made"
        assert table.play(step)
        app.step([])


def verdict(app, table, seconds=60):
    deadline = time.monotonic() + seconds
    while table.phase == JUDGING and time.monotonic() < deadline:
        app.step([])
    assert table.phase == SHOWN
    app.step([])
    return table.outcome


def key(app, name):
    app.step([pygame.event.Event(pygame.KEYDOWN, key=name, mod=0, unicode="")])


def test_the_preferred_move_solves_the_puzzle_and_shows_both_moves_and_why(app):
    puzzle, state, a, _b = puzzle_of("aton")
    table = opened(app, puzzle)
    assert table.viewer == puzzle.seat and table.session.is_human(puzzle.seat)
    assert not table.hints.available(), "no Hint in a puzzle"
    assert "find the best move" in table.prompt()
    make_move(app, table, a)
    outcome = verdict(app, table)
    assert outcome.how == BEST and outcome.solved
    assert table.state == state, "the board is back at the puzzle's position"
    assert not table.human_to_move and table.interaction.bindings == []
    assert table.prompt().startswith("Solved")
    lines = table.verdict_lines()
    assert lines[0].startswith("Solved") and any("Why the bot's move" in line for line in lines)
    assert any(f"{round(100 * puzzle.preferred_win)}%" in line for line in lines)
    progress = PuzzleStore().progress_of(puzzle)
    assert (progress.tries, progress.solved) == (1, True)


def test_a_clearly_worse_move_does_not_solve_it(app):
    puzzle, _state, _a, b = puzzle_of("aton")
    table = opened(app, puzzle)
    make_move(app, table, b)
    outcome = verdict(app, table)
    assert outcome.how == WORSE and not outcome.solved
    assert table.prompt().startswith("Not solved")
    assert any("The bot's move (gold)" in line for line in table.verdict_lines())
    progress = PuzzleStore().progress_of(puzzle)
    assert (progress.tries, progress.solved) == (1, False)
    assert table.buttons.save.is_enabled, "Try again"
    key(app, pygame.K_ESCAPE)  # the verdict's box put away: the board under it shows
    assert table.verdict_hidden and app.scenes.top is table and "H shows" in table.prompt()
    key(app, pygame.K_h)
    assert not table.verdict_hidden
    key(app, pygame.K_t)
    assert table.phase == PLAY and table.human_to_move
    assert table.state == puzzle.state()


def test_a_move_within_the_noise_of_the_best_solves_it(app):
    puzzle, _state, a, b = puzzle_of("aton")
    known = dataclasses.replace(puzzle, played=a, solutions=((b, 0.55),))
    table = opened(app, known)
    make_move(app, table, b)
    outcome = verdict(app, table)
    assert outcome.how == NOISE and outcome.solved and outcome.move_win == 0.55
    assert "as good as the bot's" in table.prompt()
    assert PuzzleStore().progress_of(known).solved


@pytest.mark.slow  # starts the app's bot worker process (about 5 s on a loaded machine)
def test_a_move_the_puzzle_does_not_know_is_judged_in_the_bot_worker(app, monkeypatch):
    other, b = puzzle_and_another_move("imhotep")
    other = dataclasses.replace(other, iterations=12)
    table = opened(app, other)
    worker = app.bot_worker()
    answer = worker.poll
    held = [True]  # the verdict waits until the test has seen the judging
    monkeypatch.setattr(worker, "poll", lambda: None if held[0] else answer())
    make_move(app, table, b)
    assert table.phase == JUDGING and table.asked
    assert "Checking" in table.prompt()
    table.on_button(table.buttons.rules)  # the rules over the table stop the judgement...
    assert not table.asked
    app.scenes.pop()  # ... and coming back asks again
    assert table.asked
    held[0] = False
    outcome = verdict(app, table, seconds=120)
    assert outcome == judge(other, b), "the worker's verdict is the engine's"
    assert PuzzleStore().progress_of(other).tries == 1


def test_undo_takes_back_a_step_of_the_move_not_yet_made(app):
    puzzle, _state, a, _b = puzzle_of("aton")
    if len(a) < 2:
        a = puzzle.preferred
    table = opened(app, puzzle)
    make_move(app, table, a[:1])
    assert table.phase == PLAY
    table.undo()
    assert table.state == puzzle.state() and table.phase == PLAY


def test_next_opens_the_following_puzzle(app):
    first, _s, _a, b = puzzle_of("aton")
    second = puzzle_of("aton", seed=5)[0]
    table = opened(app, first, following=(second,))
    make_move(app, table, b)
    verdict(app, table)
    assert table.buttons.hint.is_enabled and table.buttons.hint.text.startswith("Next")
    key(app, pygame.K_n)
    top = app.scenes.top
    assert isinstance(top, PuzzleTable) and top.puzzle == second and top.following == ()


@pytest.mark.parametrize("game", ["imhotep", "pyramids", "archaeology", "aton"])
def test_a_starter_puzzle_is_solved_by_its_preferred_move(app, game):
    from shell.store.puzzle_store import starter_set

    puzzle = starter_set(game)[0]
    table = opened(app, puzzle)
    make_move(app, table, puzzle.preferred)
    assert verdict(app, table).how == BEST
