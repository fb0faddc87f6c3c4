"""Fit Pyramids' LEVEL_FIT and LEVEL_FIT_COARSE (engines/pyramids/heuristic.py) from
Medium's four-player games.

    .venv/bin/python -m tests.bench.fit_pyramids_levels [--games 23] [--jobs 2]

Four Medium bots play `--games` games (game g: deal seed 1000 + g, bot seeds 77 g + seat).
At the start of every turn, for every seat still building the level, it records the dominoes
the seat has left to lay on it and its `typical_gain`, and, when the level is scored, what
the level added after that moment. Per level it fits by least squares

    points still added = a + b * dominoes left + c * typical gain

(level 1: c = 0, the typical gain explained little there and is the costly part; level 4:
a = 0, one domino is always left), and LEVEL_FIT_COARSE the same without the typical gain.
It prints both tables with their errors on every fourth game, held out of the fit, next to
the plain estimate's (PER_DOMINO a domino).
"""

import argparse
from multiprocessing import Pool

from engines import get_engine
from engines.ai.levels import default_budget, make_bot
from engines.lifeline import Parent, end_with
from engines.pyramids.data import LEVELS
from engines.pyramids.heuristic import PER_DOMINO, dominoes_left, typical_gain
from engines.pyramids.scoring import level_score
from engines.pyramids.state import TAKE

PLAYERS = 4
DEAL_SEED = 1000
HELD_OUT_EVERY = 4


def play(game: int) -> list[tuple[int, int, float, float, int]]:
    """(level, game, dominoes left, typical gain, points the level still added) samples."""
    state = get_engine("pyramids").new_game(PLAYERS, None, DEAL_SEED + game)
    bots = [make_bot("medium", "pyramids", 77 * game + seat) for seat in range(PLAYERS)]
    budget = default_budget("medium", "pyramids").without_cap()
    pending = []      # (level, seat, dominoes left, typical gain, level points then)
    while not state.is_over():
        if state.phase == TAKE:
            level = state.level
            for seat, p in enumerate(state.pyramids):
                left = dominoes_left(p, level)
                if p.eliminated or not left:
                    continue
                now = level_score(p.surface, p.placed_tokens())[2]
                pending.append((level, seat, left, typical_gain(p, level), now))
        seat = state.to_move()
        state.apply(bots[seat].choose(state, seat, budget))
    out = []
    for level, seat, left, gain, now in pending:
        results = state.pyramids[seat].results
        if len(results) >= level:              # not eliminated before the level was scored
            out.append((level, game, left, gain, results[level - 1][2] - now))
    return out


def least_squares(rows: list[list[float]], targets: list[float]) -> list[float]:
    """Weights w minimising sum((row . w - target)^2), by the normal equations."""
    n = len(rows[0])
    a = [[sum(r[i] * r[j] for r in rows) for j in range(n)] for i in range(n)]
    b = [sum(r[i] * t for r, t in zip(rows, targets, strict=True)) for i in range(n)]
    for col in range(n):                      # Gauss-Jordan with partial pivoting
        pivot = max(range(col, n), key=lambda k: abs(a[k][col]))
        a[col], a[pivot], b[col], b[pivot] = a[pivot], a[col], b[pivot], b[col]
        for k in range(n):
            if k != col and a[col][col]:
                f = a[k][col] / a[col][col]
                a[k] = [x - f * y for x, y in zip(a[k], a[col], strict=True)]
                b[k] -= f * b[col]
    return [b[i] / a[i][i] for i in range(n)]


def features(level: int, left: float, gain: float | None) -> list[float]:
    """The fit's inputs (gain None: the coarse fit)."""
    if level == LEVELS:
        return [left] if gain is None else [left, gain]
    if level == 1 or gain is None:
        return [1.0, left]
    return [1.0, left, gain]


def squared_error(level: int, weights: list[float], samples, coarse: bool) -> float:
    """The mean squared error of the fitted rest on `samples`."""
    total = 0.0
    for _level, _game, left, gain, added in samples:
        inputs = features(level, left, None if coarse else gain)
        guess = sum(x * w for x, w in zip(inputs, weights, strict=True))
        total += (guess - added) ** 2
    return total / len(samples)


def as_fit(level: int, w: list[float], coarse: bool) -> tuple:
    """(a, b, c), or (a, b) for the coarse fit."""
    if level == LEVELS:
        w = [0.0] + w
    if coarse:
        return (w[0], w[1])
    return (w[0], w[1], w[2] if len(w) > 2 else 0.0)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=23)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    with Pool(args.jobs, initializer=end_with, initargs=(Parent.here(),)) as pool:
        samples = [s for game in pool.map(play, range(args.games)) for s in game]
    for coarse, name in ((False, "LEVEL_FIT"), (True, "LEVEL_FIT_COARSE")):
        table = []
        for level in range(1, LEVELS + 1):
            mine = [s for s in samples if s[0] == level]
            held = [s for s in mine if not s[1] % HELD_OUT_EVERY]
            weights = {}
            for part, rows in (("fit", [s for s in mine if s[1] % HELD_OUT_EVERY]),
                               ("all", mine)):
                weights[part] = least_squares(
                    [features(level, s[2], None if coarse else s[3]) for s in rows],
                    [s[4] for s in rows])
            plain = sum((PER_DOMINO * s[2] - s[4]) ** 2 for s in held) / len(held)
            print(f"{name} level {level}: {len(mine)} samples; held-out mean squared error "
                  f"{squared_error(level, weights['fit'], held, coarse):.2f} "
                  f"(plain estimate {plain:.2f})")
            table.append(tuple(round(v, 2) for v in as_fit(level, weights["all"], coarse)))
        print(name, "=", tuple(table))

if __name__ == "__main__":
    main()
