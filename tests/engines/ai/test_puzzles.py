"""Puzzles from a finished game's turning points, kept as JSON that is checked on reading,
and judged: the preferred move and a move within the search's noise solve one, a move
clearly worse does not (engines/ai/puzzles.py)."""

import dataclasses

import pytest

from engines.ai.duel import Verdict, duel, duel_moves
from engines.ai.puzzles import (
    BEST,
    NOISE,
    WORSE,
    Puzzle,
    PuzzleRefused,
    judge,
    puzzle_id,
    puzzles_from_game,
)
from engines.core import Message
from engines.notation import format as write
from engines.notation import parse

from .puzzle_helpers import (
    ANALYSIS_ITERATIONS,
    analysed,
    point_at,
    puzzle_and_another_move,
    puzzle_of,
    two_moves,
)

GAMES = ("imhotep", "pyramids", "archaeology", "aton")


@pytest.mark.parametrize("game", GAMES)
def test_a_persons_turning_point_becomes_a_puzzle_from_their_seat(game):
    replay, state, seat, a, b = two_moves(game)
    ply = len(replay.actions) - len(b)
    point = point_at(ply, seat, a, b)
    [puzzle] = puzzles_from_game(analysed(game, [point]), replay, created=5.0, source="g.json")
    assert parse(puzzle.position) == state and puzzle.position == write(state)
    assert (puzzle.game, puzzle.players, puzzle.seat) == (game, 2, seat)
    assert puzzle.options == dict(state.options)
    assert (puzzle.preferred, puzzle.played) == (a, b)
    assert (puzzle.preferred_win, puzzle.played_win, puzzle.noise) == (0.62, 0.41, 0.03)
    assert puzzle.iterations == 2 * ANALYSIS_ITERATIONS  # the analysis' duels' budget
    assert puzzle.origin == "game" and puzzle.source == "g.json" and puzzle.created == 5.0
    assert puzzle.names == tuple(s.name for s in replay.seats)
    assert isinstance(puzzle.reason, Message) and puzzle.reason.english()
    assert puzzle.id == puzzle_id(puzzle.position, seat)


def test_a_bots_turning_point_is_no_puzzle():
    replay, _state, seat, a, b = two_moves("aton")
    ply = len(replay.actions) - len(b)
    bot = 1 - seat
    points = [point_at(ply, seat, a, b), dataclasses.replace(point_at(ply, seat, a, b), seat=bot)]
    found = puzzles_from_game(analysed("aton", points), replay, created=0.0, source="")
    assert [p.seat for p in found] == [seat]


@pytest.mark.parametrize("game", GAMES)
def test_a_puzzle_reads_back_from_its_json(game):
    puzzle, _state, _a, _b = puzzle_of(game)
    assert Puzzle.from_json(puzzle.to_json()) == puzzle


def damaged(puzzle: Puzzle, **changes) -> dict:
    return {**puzzle.to_json(), **changes}


def test_a_damaged_puzzle_is_refused_with_what_is_wrong():
    puzzle, state, a, b = puzzle_of("aton")
    other_seat = 1 - puzzle.seat
    bad = [
        "not a puzzle",
        damaged(puzzle, position="aton players=2 nonsense"),
        damaged(puzzle, seat=other_seat),
        damaged(puzzle, id="0" * 16),
        damaged(puzzle, players=3),
        damaged(puzzle, options={"nope": 1}),
        damaged(puzzle, preferred=[]),
        damaged(puzzle, preferred=[["no", "such", "move"]]),
        damaged(puzzle, played=[list(b[0])] * 40),
        damaged(puzzle, preferred_win=1.5),
        damaged(puzzle, noise="loud"),
        damaged(puzzle, iterations=10**9),
        damaged(puzzle, origin="elsewhere"),
        damaged(puzzle, names=["only one"]),
        damaged(puzzle, reason={"msgid": "{n:>999999999}", "params": {"n": 1}}),
        damaged(puzzle, reason={"msgid": "{n.__class__}", "params": {"n": 1}}),
        damaged(puzzle, reason="because"),
        damaged(puzzle, solutions=[[[list(a[0])], 2.0]]),
        {k: v for k, v in puzzle.to_json().items() if k != "played"},
    ]
    for data in bad:
        with pytest.raises(PuzzleRefused):
            Puzzle.from_json(data)


def never_weighed(*args, **kwargs):
    raise AssertionError("a known move is judged without a search")


def test_the_preferred_move_solves_the_puzzle_at_once():
    puzzle, _state, a, _b = puzzle_of("aton")
    outcome = judge(puzzle, a, weigh=never_weighed)
    assert outcome.how == BEST and outcome.solved
    assert outcome.move_win == outcome.best_win == puzzle.preferred_win


def test_the_move_played_in_the_game_does_not_solve_it():
    puzzle, _state, _a, b = puzzle_of("aton")
    outcome = judge(puzzle, b, weigh=never_weighed)
    assert outcome.how == WORSE and not outcome.solved
    assert (outcome.move_win, outcome.best_win) == (puzzle.played_win, puzzle.preferred_win)


def test_a_move_known_to_be_within_the_noise_solves_it():
    puzzle, _state, _a, b = puzzle_of("aton")
    known = dataclasses.replace(puzzle, played=puzzle.preferred, solutions=((b, 0.6),))
    outcome = judge(known, b, weigh=never_weighed)
    assert outcome.how == NOISE and outcome.solved and outcome.move_win == 0.6


def other_move_puzzle():
    """A puzzle whose move B is neither its preferred move nor its played one."""
    return puzzle_and_another_move("imhotep")


def test_another_move_within_the_noise_of_the_best_solves_it():
    puzzle, b = other_move_puzzle()
    asked = []

    def weigh(state, seat, first, second, seed, game, iterations):
        asked.append((seat, first, second, seed, game, iterations))
        return Verdict(0.55, 0.52, (0.06, -0.01, 0.04))  # one seed prefers the other move

    outcome = judge(puzzle, b, weigh=weigh)
    assert outcome.how == NOISE and outcome.solved
    assert (outcome.move_win, outcome.best_win) == (0.52, 0.55)
    assert asked == [(puzzle.seat, puzzle.preferred, b, puzzle.seed, "imhotep",
                      puzzle.iterations)]


def test_another_move_clearly_worse_than_the_best_fails():
    puzzle, b = other_move_puzzle()
    outcome = judge(puzzle, b, weigh=lambda *a: Verdict(0.6, 0.3, (0.3, 0.31, 0.29)))
    assert outcome.how == WORSE and not outcome.solved
    assert (outcome.move_win, outcome.best_win) == (0.3, 0.6)


def test_a_real_judgement_is_reproducible():
    puzzle, b = other_move_puzzle()
    puzzle = dataclasses.replace(puzzle, iterations=20)
    first, again = judge(puzzle, b), judge(puzzle, b)
    assert first == again and first.how in (NOISE, WORSE)
    assert 0.0 <= first.move_win <= 1.0 and 0.0 <= first.best_win <= 1.0


def test_whole_moves_of_one_step_duel_as_their_steps_do():
    replay, state, seat, a, b = two_moves("imhotep")
    steps = duel(state, seat, a[0], b[0], 7, "imhotep", 16)
    moves = duel_moves(state, seat, (a[0],), (b[0],), 7, "imhotep", 16)
    assert steps == moves
