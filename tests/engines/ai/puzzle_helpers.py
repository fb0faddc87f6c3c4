"""Puzzles for the tests: a real decision of a seeded game with two whole moves that differ,
made into a turning point, an analysis holding it and the puzzle it gives."""

import dataclasses

from engines import get_engine
from engines.ai.analysis import Analysis, TurningPoint, same_move
from engines.ai.puzzles import puzzles_from_game
from engines.ai.whole_move import played_move, whole_move
from engines.core import Replay, Rng, Seat

ANALYSIS_ITERATIONS = 12


def two_moves(game: str, players: int = 2, seed: int = 3, warmup: int = 6):
    """(replay up to a decision, the state there, its seat, move A, move B): the first
    decision after `warmup` random steps whose first two first steps make different whole
    moves; the replay's seats are a person at that seat and Easy bots."""
    engine = get_engine(game)
    state = engine.new_game(players, None, seed)
    rng = Rng(seed)
    actions: list = []
    while True:
        legal = state.legal_actions()
        seat = state.to_move()
        if len(actions) >= warmup and len(legal) > 1:
            a = whole_move(state, seat, legal[0], game=game)
            b = whole_move(state, seat, legal[-1], game=game)
            if not same_move(game, state, a, b):
                break
        action = legal[rng.randrange(len(legal))]
        state.apply(action)
        actions.append(action)
    seats = [Seat("Ann" if k == seat else f"Bot {k}", "human" if k == seat else "easy")
             for k in range(players)]
    replay = Replay(game, dict(state.options), seats, seed, list(actions) + list(b))
    return replay, state, seat, a, b


def point_at(ply: int, seat: int, preferred: tuple, played: tuple, before=0.62, after=0.41,
             noise=0.03) -> TurningPoint:
    return TurningPoint(ply, seat, before, after, played[0], preferred[0], tuple(played),
                        tuple(preferred), noise)


def analysed(game: str, points: list, players: int = 2) -> Analysis:
    """An analysis holding `points` (its charts flat at an even chance)."""
    plies = max([p.ply for p in points], default=0) + 1
    return Analysis(game, players, plies, scores=[[0] * players] * (plies + 1),
                    chances=[[(0, 1 / players), (plies, 1 / players)]] * players,
                    turning_points=points, iterations=ANALYSIS_ITERATIONS)


def turning_point_in(replay, seat: int) -> TurningPoint:
    """A turning point of `replay`'s game at `seat`'s first decision with two whole moves
    that differ: the move played there against one from another first step."""
    engine = get_engine(replay.game)
    state = replay.start(engine)
    for ply, action in enumerate(replay.actions):
        legal = state.legal_actions()
        if state.to_move() == seat and len(legal) > 1:
            played = played_move(state, replay.actions, ply, replay.game)
            for first in legal:
                other = whole_move(state, seat, first, game=replay.game)
                if first != played[0] and not same_move(replay.game, state, other, played):
                    return point_at(ply, seat, other, played)
        state.apply(action)
    raise LookupError("no decision with two moves")


def puzzle_of(game: str = "aton", seed: int = 3, warmup: int = 6):
    """(puzzle, state, preferred move, played move): move A preferred to move B, after
    `warmup` random steps at least."""
    replay, state, seat, a, b = two_moves(game, seed=seed, warmup=warmup)
    ply = len(replay.actions) - len(b)
    [puzzle] = puzzles_from_game(analysed(game, [point_at(ply, seat, a, b)]), replay,
                                 created=1000.0, source="test")
    return puzzle, state, a, b


def puzzle_and_another_move(game: str = "imhotep", seed: int = 3):
    """(puzzle, a move it does not know): its played move is a third whole move there."""
    puzzle, state, a, b = puzzle_of(game, seed)
    seat = state.to_move()
    for first in state.legal_actions():
        c = whole_move(state, seat, first, game=game)
        if not any(same_move(game, state, c, known) for known in (a, b)):
            return dataclasses.replace(puzzle, played=c), b
    raise LookupError("no third move")
