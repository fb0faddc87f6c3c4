"""The deeper check of a puzzle shipped with the game (the starter set, docs/bots.md).

    check = deep_check(game, state, seat, preferred, played, seeds=CHECK_SEEDS)

Deeper than Hard's search in two ways, on every seed of `seeds`:

- the best move: Hard's search from the seat's view with `DEEP_TIMES` times Hard's
  iterations, no time cap; its whole move must be the preferred one, or
  one not better than the preferred move beyond the noise (weighed as below; one within
  the noise is kept among the moves that solve the puzzle too);
- the preferred move against the one played: each searched below with Hard's whole
  iterations (engines/ai/duel.py `duel_moves`), and the preferred move better on every seed
  by more than the spread across the seeds (`Verdict.first_is_better`).

A candidate that fails either is no puzzle. Pure and reproducible: the same arguments give
the same check.
"""

from dataclasses import dataclass, field

from .analysis import same_move
from .budget import Budget
from .duel import Verdict, duel_moves
from .hint import HINT_LEVEL, search
from .levels import level_valuer, settings
from .whole_move import whole_move

DEEP_TIMES = 2  # the best move's search: this many times Hard's iterations
CHECK_SEEDS = (0, 1, 2)
CHECK_SALT = 0xDEE9


@dataclass(frozen=True)
class Check:
    """The check's verdict: `passed`, why not (`failure`), the duel of the preferred move
    against the one played, and the moves found as good within the noise (move, chance)."""

    passed: bool
    failure: str = ""
    duel: Verdict | None = None
    solutions: tuple = field(default=())
    best_moves: tuple = ()  # the deep search's whole move on each seed


def deep_iterations(game: str) -> int:
    """The deeper search's iterations in `game`."""
    return DEEP_TIMES * int(settings(HINT_LEVEL, game)["iterations"])


def best_move(state, seat: int, seed: int, game: str, iterations: int) -> tuple:
    """The deep search's whole move for `seat` (Hard's search, `iterations`, no cap)."""
    first, world, _stats, _n, root = search(state, seat, seed, game, Budget(iterations),
                                            cap=False, tree=True)
    return whole_move(world, seat, first, root, level_valuer(HINT_LEVEL, game), game)


def deep_check(game: str, state, seat: int, preferred: tuple, played: tuple,
               seeds: tuple = CHECK_SEEDS, times: int = DEEP_TIMES) -> Check:
    """The check of a candidate puzzle at `state` (see the module doc)."""
    hard = int(settings(HINT_LEVEL, game)["iterations"])
    salt = CHECK_SALT + 7 * seeds[0]
    verdict = duel_moves(state, seat, preferred, played, salt, game, 2 * hard, len(seeds))
    if not verdict.first_is_better:
        return Check(False, "the move played is not clearly worse", verdict)
    solutions: list = []
    bests = []
    for seed in seeds:
        best = best_move(state, seat, seed ^ CHECK_SALT, game, times * hard)
        bests.append(best)
        if same_move(game, state, best, preferred) or any(
                same_move(game, state, best, known) for known, _win in solutions):
            continue
        if same_move(game, state, best, played):
            return Check(False, "the deep search plays the move played", verdict,
                         best_moves=tuple(bests))
        other = duel_moves(state, seat, best, preferred, salt + seed + 1, game, 2 * hard,
                           len(seeds))
        if other.first_is_better:
            return Check(False, "the deep search finds a clearly better move", verdict,
                         best_moves=tuple(bests))
        if not other.reversed().first_is_better:  # within the noise: it solves it too
            solutions.append((best, other.first_chance))
    return Check(True, "", verdict, tuple(solutions), tuple(bests))
