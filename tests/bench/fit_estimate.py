"""Fit a game's estimate of each seat's final score to the outcomes of recorded bot games.

The machinery shared by the games' fitting tools (`fit_imhotep_estimate`, ...): each gives a
`FitGame` (how a game is dealt, a position's phase and features, the table now shipped) and
calls `main(game, argv)`, which offers three commands:

`play`: bots of one level play `--games` games at `--players` players (game g: deal seed
`deal_seed` + g, options `options(g)`, bot seeds 7919 g + seat, iteration budgets without
the cap, so a file repeats). Every state in which a seat decides is written (JSON lines,
one game a line, gzip) with the game's final scores.

`fit`: for every recorded position and seat, the seat's features and what it still scores
by the end (final score - points now). Per player count and phase, numpy least squares (a
small ridge, RIDGE) of that rest on the features; games with g % HELD_OUT_EVERY == 0 are
held out of the fit. It prints, per player count and phase, the held-out root mean squared
error of the fit's final score next to the hand-set estimate's on the same positions, and
the same for the error of each seat's margin over the best other seat (what the bots'
rewards read); and for the positions of the `--test` files, the errors of the table now
shipped and how well a softmax of its values / scale (the win reward's chance to win) gives
the real winners, at WIN_SCALES. `--test PATH...`: files whose games are all held out (e.g.
Medium's games for a fit on Easy's). `--print-table` prints the table fitted on every game
not only tested on, to paste into the game's fitted.py.

`speed`: calls per second of the fitted estimate and of the hand-set one on the positions
of `--games` random games (every tenth action), the same positions for both.
"""

import argparse
import gzip
import json
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from multiprocessing import Pool
from operator import mul
from typing import Any

import numpy as np

from engines import get_engine
from engines.ai.levels import default_budget, make_bot
from engines.core import Rng
from engines.lifeline import Parent, end_with

HELD_OUT_EVERY = 4
WIN_SCALES = (2, 3, 4, 6, 8, 12)  # the win reward's scales whose fit to the winners is shown
RIDGE = 1.0  # added to the normal equations' diagonal (not on the constant)
BOT_SEED_STRIDE = 7919  # game g's seat s is seeded BOT_SEED_STRIDE * g + s


@dataclass(frozen=True)
class FitGame:
    """What the fitting tool needs to know of one game."""

    game: str                                         # the engine's id
    deal_seed: int                                    # game g is dealt from deal_seed + g
    options: Callable[[int], dict]                    # game g's options
    state_from_json: Callable[[Any], Any]
    phase: Callable[[Any], int | None]                # 1..phases; None: not fitted there
    phases: int
    features: Callable[[Any], list[list[float]]]      # per seat; the first one is 1.0
    points_now: Callable[[Any], list[float]]          # per seat, already scored
    hand_set: Callable[[Any], list[float]]            # the hand-set estimate
    fitted: Callable[[Any], list[float]]              # the estimate shipped (fitted or not)
    table: Callable[[], Mapping[int, Sequence[Sequence[float]]]]  # the table shipped


def play_one(job: tuple[FitGame, str, int, int]) -> dict:
    """One game of `level` bots: every decision's state and the final scores."""
    fit_game, level, players, game = job
    options = fit_game.options(game)
    state = get_engine(fit_game.game).new_game(players, options, fit_game.deal_seed + game)
    bots = [make_bot(level, fit_game.game, BOT_SEED_STRIDE * game + seat)
            for seat in range(players)]
    budget = default_budget(level, fit_game.game)
    budget = budget.without_cap() if budget else None
    states = []
    while not state.is_over():
        states.append(state.to_json())
        seat = state.to_move()
        state.apply(bots[seat].choose(state, seat, budget))
    return {"level": level, "players": players, "game": game, "options": options,
            "final": list(state.scores()), "states": states}


def play(fit_game: FitGame, args) -> None:
    jobs = [(fit_game, args.level, args.players, g)
            for g in range(args.first, args.first + args.games)]
    with gzip.open(args.out, "at", encoding="utf-8") as out:
        if args.jobs > 1:
            with Pool(args.jobs, initializer=end_with, initargs=(Parent.here(),)) as pool:
                for record in pool.imap(play_one, jobs):
                    out.write(json.dumps(record) + "\n")
                    out.flush()
        else:
            for job in jobs:
                out.write(json.dumps(play_one(job)) + "\n")
                out.flush()


def samples(fit_game: FitGame, paths, test_only=()) -> list[dict]:
    """Per recorded position: players, phase, game, the seats' features, the hand-set and
    shipped estimates, points now and final scores (`test_only`'s games all held out)."""
    rows = []
    for path in list(paths) + list(test_only):
        with gzip.open(path, "rt", encoding="utf-8") as fh:
            for line in fh:
                if not line.strip():
                    continue
                record = json.loads(line)
                held = path in test_only or record["game"] % HELD_OUT_EVERY == 0
                for data in record["states"]:
                    state = fit_game.state_from_json(data)
                    phase = fit_game.phase(state)
                    if phase is None:
                        continue
                    rows.append({
                        "players": len(record["final"]), "phase": phase, "held": held,
                        "test": path in test_only, "features": fit_game.features(state),
                        "now": [float(x) for x in fit_game.points_now(state)],
                        "hand": list(fit_game.hand_set(state)),
                        "shipped": list(fit_game.fitted(state)),
                        "final": [float(x) for x in record["final"]],
                        "source": f"{record['level']}:{record['game']}",
                    })
    return rows


def least_squares(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """Weights minimising |x w - y|^2 + RIDGE |w[1:]|^2 (column 0 is the constant)."""
    penalty = RIDGE * np.eye(x.shape[1])
    penalty[0, 0] = 0.0
    return np.linalg.solve(x.T @ x + penalty, x.T @ y)


def margins(values: np.ndarray) -> np.ndarray:
    """Each seat's value minus the best other seat's (rows: positions)."""
    out = np.empty_like(values)
    for seat in range(values.shape[1]):
        others = np.delete(values, seat, axis=1)
        out[:, seat] = values[:, seat] - others.max(axis=1)
    return out


def held_out_by_level(rows: list[dict]) -> list[tuple[str, list[dict]]]:
    """The held-out rows, grouped by the level of the bots that played their game."""
    levels: dict[str, list[dict]] = {}
    for r in rows:
        if r["held"]:
            levels.setdefault(r["source"].split(":")[0], []).append(r)
    return sorted(levels.items())


def errors(guess: np.ndarray, held: list[dict]) -> str:
    """RMSE of the final scores and of the margins over the best other seat, the guess's
    and the hand-set estimate's."""
    final = np.array([r["final"] for r in held])
    hand = np.array([r["hand"] for r in held])

    def rmse(a, b):
        return float(np.sqrt(np.mean((a - b) ** 2)))

    return (f"RMSE final score {rmse(guess, final):.2f} (hand-set {rmse(hand, final):.2f}), "
            f"margin {rmse(margins(guess), margins(final)):.2f} "
            f"(hand-set {rmse(margins(hand), margins(final)):.2f})")


def winner_log_likelihood(values: np.ndarray, final: np.ndarray, scale: float) -> float:
    """Mean log-probability of the real winners (ties share) when each seat's chance to win
    is the softmax of its value / scale (values.py's win reward)."""
    logits = values / scale
    logits -= logits.max(axis=1, keepdims=True)
    log_p = logits - np.log(np.exp(logits).sum(axis=1, keepdims=True))
    won = (final == final.max(axis=1, keepdims=True)).astype(float)
    won /= won.sum(axis=1, keepdims=True)
    return float((won * log_p).sum(axis=1).mean())


def fitted_values(table, row: dict) -> list[float]:
    """What `table` says for a recorded position (the hand-set estimate where it has no
    weights for the position's player count)."""
    weights = table.get(row["players"])
    if weights is None:
        return row["hand"]
    return [now + sum(map(mul, weights[row["phase"] - 1], feats))
            for now, feats in zip(row["now"], row["features"], strict=True)]


def fit(fit_game: FitGame, args) -> None:
    rows = samples(fit_game, args.paths, args.test or ())
    print(f"{len(rows)} positions from {len({r['source'] for r in rows})} games")
    tables = {}
    for players in sorted({r["players"] for r in rows}):
        table = []
        trained = any(not r["test"] for r in rows if r["players"] == players)
        for phase in range(1, fit_game.phases + 1) if trained else ():
            mine = [r for r in rows if r["players"] == players and r["phase"] == phase]
            weights = {}
            for part in ("fit", "all"):
                use = [r for r in mine if not r["test"] and (part == "all" or not r["held"])]
                x = np.array([f for r in use for f in r["features"]])
                y = np.array([fin - now for r in use
                              for fin, now in zip(r["final"], r["now"], strict=True)])
                weights[part] = least_squares(x, y)
            for level, held in held_out_by_level(mine):
                x = np.array([r["features"] for r in held])            # positions, seats, k
                guess = x @ weights["fit"] + np.array([r["now"] for r in held])
                print(f"{players} players, phase {phase}, {len(held)} held-out positions "
                      f"of {level} games: {errors(guess, held)}")
            table.append(tuple(round(float(w), 3) for w in weights["all"]))
        if trained:
            tables[players] = tuple(table)
        shipped = fit_game.table()
        for level, held in held_out_by_level([r for r in rows
                                              if r["players"] == players and r["test"]]):
            guess = np.array([fitted_values(shipped, r) for r in held])
            print(f"{players} players, every phase, {len(held)} positions of {level} games "
                  f"only tested on, the table shipped: {errors(guess, held)}")
            print(f"  log-likelihood of the winners, a softmax of value / scale (uniform "
                  f"{np.log(1 / players):.3f}), the table shipped | hand-set:")
            hand = np.array([r["hand"] for r in held])
            final = np.array([r["final"] for r in held])
            for scale in WIN_SCALES:
                print(f"    scale {scale:g}: {winner_log_likelihood(guess, final, scale):.3f} | "
                      f"{winner_log_likelihood(hand, final, scale):.3f}")
    if args.print_table:
        print_table(tables)


def print_table(tables: dict) -> None:
    print("FITTED = {")
    for players, table in tables.items():
        print(f"    {players}: (")
        for weights in table:
            half = (len(weights) + 1) // 2
            print("        (" + ", ".join(map(str, weights[:half])) + ",")
            print("         " + ", ".join(map(str, weights[half:])) + "),")
        print("    ),")
    print("}")


def speed(fit_game: FitGame, args) -> None:
    rng = Rng(1)
    positions = []
    for g in range(args.games):
        state = get_engine(fit_game.game).new_game(args.players, fit_game.options(g),
                                                   fit_game.deal_seed + g)
        n = 0
        while not state.is_over():
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
            n += 1
            if n % 10 == 0 and not state.is_over():
                positions.append(state.clone())
    for name, fn in (("fitted", fit_game.fitted), ("hand-set", fit_game.hand_set)):
        started = time.process_time()
        calls = 0
        while time.process_time() - started < 1.0:
            for state in positions:
                fn(state)
            calls += len(positions)
        rate = calls / (time.process_time() - started)
        print(f"{name}: {rate:,.0f} calls per CPU second ({1e6 / rate:.1f} us a call; "
              f"{len(positions)} positions, {args.players} players)")


def main(fit_game: FitGame, argv=None, description: str = "") -> None:
    parser = argparse.ArgumentParser(description=description)
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("play", help="play bot games and record their positions")
    p.add_argument("--level", default="medium")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--games", type=int, default=60)
    p.add_argument("--first", type=int, default=0, help="the first game's number")
    p.add_argument("--out", required=True, help="a .jsonl.gz file (appended to)")
    p.add_argument("--jobs", type=int, default=1)
    f = sub.add_parser("fit", help="fit the table on recorded positions")
    f.add_argument("paths", nargs="+")
    f.add_argument("--test", nargs="+", metavar="PATH",
                   help="files only tested on (every game held out)")
    f.add_argument("--print-table", action="store_true")
    b = sub.add_parser("speed", help="calls per second against the hand-set estimate")
    b.add_argument("--players", type=int, default=4)
    b.add_argument("--games", type=int, default=20)
    args = parser.parse_args(argv)
    {"play": play, "fit": fit, "speed": speed}[args.command](fit_game, args)
