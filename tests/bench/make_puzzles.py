"""Make the starter puzzles shipped with the game: assets/puzzles/<game>.json.

    python -m tests.bench.make_puzzles --game imhotep [--count 20] [--out PATH]
        [--games N] [--log PATH] [--players 3,4]

Bot games are played (one Hard bot against Medium ones, two to four players in turn as the
game allows, the Hard bot's seat moving round; `GAME_SEEDS` give each game its deal), each
is analysed as the results screen does (engines/ai/analysis.py) with up to `POINTS` turning
points from `CANDIDATES` duels, and every turning point is checked deeper than Hard's
search (engines/ai/puzzle_check.py: the best move with twice Hard's iterations, the duel
against the move played with Hard's iterations for each move), on each of the `SEED_SETS`
(three seeds each: its solution must hold whatever the seeds). Only those that pass become
puzzles, in the order found, until `--count` (a position found twice is kept once).
`--recheck` checks a file's puzzles that were checked on fewer seed sets on the others,
and drops those that fail. The file is written after each puzzle (so a stopped run keeps what it
found) and records the games played; run again, the script goes on after them. A second
run beside the first takes other games (`--first-game 1000 --out OTHER`) and is added to
the set afterwards (`--merge OTHER`). The settings and the time it took are in
docs/bots.md.
"""

import argparse
import json
import os
import random
import sys
import time
from dataclasses import replace
from pathlib import Path

from engines import get_engine
from engines.ai import decide, decision_seed
from engines.ai.analysis import analyse, analysis_budget
from engines.ai.puzzle_check import deep_check, deep_iterations
from engines.ai.puzzles import MAX_SOLUTIONS, Puzzle, positions_before, puzzle_from_point
from engines.core import Replay, Seat
from shell.paths import asset_path
from shell.store.storage import write_atomic

SET_VERSION = 1
SEED_SETS = ((0, 1, 2), (3, 4, 5))  # a puzzle passes the deeper check on each set
POINTS = 12  # turning points kept per analysed game
CANDIDATES = 30  # decisions weighed again per game (the results screen weighs 8)
# player counts taken in turn (default 2, 3, 4); Archaeology's first three games (2, 3, 4
# players) gave turning points only at two players, so it takes two players more often
PLAYERS = {"aton": (2,), "archaeology": (2, 2, 3, 2, 2, 4)}
HARD, OTHERS = "hard", "medium"
# Archaeology's Medium seats rarely made a move the deeper check calls clearly worse (9 of 83
# turning points in its first 20 games): its games from this index on seat Easy bots instead
EASY_FROM = {"archaeology": 3000}
JUDGE_TIMES = 4  # a new move is judged in the app with this many times the analysis' budget


def game_seed(game: str, index: int) -> int:
    return random.Random(f"puzzles:{game}:{index}").getrandbits(48)


def others_of(game: str, index: int) -> str:
    """The level of the seats beside the Hard bot in game `index`."""
    return "easy" if game in EASY_FROM and index >= EASY_FROM[game] else OTHERS


def seats_of(game: str, index: int) -> list[str]:
    """The bots of game `index`: one Hard, the rest `others_of` (Medium, or Easy), at
    rotating seats."""
    counts = PLAYERS.get(game, (2, 3, 4))
    players = counts[index % len(counts)]
    kinds = [others_of(game, index)] * players
    kinds[index % players] = HARD
    return kinds


def bot_game(game: str, index: int) -> Replay:
    """Game `index` of the bots, played to its end (no time caps: reproducible)."""
    kinds = seats_of(game, index)
    seed = game_seed(game, index)
    engine = get_engine(game)
    state = engine.new_game(len(kinds), None, seed)
    replay = Replay(game, dict(state.options), [Seat(kind, kind) for kind in kinds], seed, [])
    while not state.is_over():
        seat = state.to_move()
        action = decide(state, seat, kinds[seat], decision_seed(seed, len(replay.actions), seat),
                        game, cap=False)
        state.apply(action)
        replay.actions.append(action)
    return replay


def judge_iterations(game: str) -> int:
    """The in-app judgement's budget of a starter puzzle (both moves' searches, a seed)."""
    return JUDGE_TIMES * (analysis_budget(game).iterations or 1)


def load_set(path: Path, game: str) -> dict:
    if path.is_file():
        data = json.loads(path.read_text(encoding="utf-8"))
        if data.get("game") == game:
            data["settings"] = settings_text(game)
            for puzzle in data["puzzles"]:  # the judgement's budget follows the settings
                puzzle["iterations"] = judge_iterations(game)
            return data
    return {"format": "nile-table-puzzles", "version": SET_VERSION, "game": game,
            "settings": settings_text(game), "games_played": 0, "seconds": 0.0,
            "candidates": 0, "puzzles": []}


def settings_text(game: str) -> dict:
    easy = (f" (easy from game {EASY_FROM[game]})" if game in EASY_FROM else "")
    return {"bots": f"one {HARD}, the rest {OTHERS}{easy}; "
                    f"players {PLAYERS.get(game, (2, 3, 4))}",
            "analysis": f"the game's own budget, {POINTS} turning points of {CANDIDATES} duels",
            "check": f"seed sets {[list(seeds) for seeds in SEED_SETS]}, "
                     f"best move {deep_iterations(game)} "
                     f"iterations, duel {deep_iterations(game) // 2} a move",
            "judge": f"{judge_iterations(game)} iterations a seed (both moves), 3 seeds"}


def merge(data: dict, other: dict, known: set) -> None:
    """`other`'s puzzles not in `data` added to it, its games, checks and time counted."""
    for puzzle in other["puzzles"]:
        if puzzle["id"] not in known:
            known.add(puzzle["id"])
            data["puzzles"].append(puzzle)
    for key in ("games_played", "candidates", "seconds"):
        data[key] += other[key]
    data["dropped"] = data.get("dropped", 0) + other.get("dropped", 0)
    data.setdefault("rechecked", []).extend(other.get("rechecked", []))


def checked(game: str, state, seat: int, preferred: tuple, played: tuple, seed_sets):
    """The deeper check on each of `seed_sets`: (the first set's Check, the moves found as
    good on any set), or (the Check that failed, ())."""
    first, solutions = None, []
    for seeds in seed_sets:
        check = deep_check(game, state, seat, preferred, played, seeds=seeds)
        if not check.passed:
            return check, ()
        first = first or check
        solutions += [pair for pair in check.solutions
                      if all(pair[0] != known for known, _win in solutions)]
    return first, tuple(solutions[:MAX_SOLUTIONS])


def recheck(data: dict, game: str, log) -> None:
    """Check the file's puzzles made with fewer seed sets on the others; drop those that
    fail (counted in `dropped`)."""
    done = set(data.setdefault("rechecked", []))
    kept = []
    for raw in data["puzzles"]:
        if raw["id"] in done:
            kept.append(raw)
            continue
        puzzle = Puzzle.from_json(raw)
        check, solutions = checked(game, puzzle.state(), puzzle.seat, puzzle.preferred,
                                   puzzle.played, SEED_SETS[1:])
        if check.passed:
            known = list(puzzle.solutions)
            known += [pair for pair in solutions if all(pair[0] != k for k, _w in known)]
            kept.append(replace(puzzle, solutions=tuple(known[:MAX_SOLUTIONS])).to_json())
            data["rechecked"].append(puzzle.id)
        else:
            data["dropped"] = data.get("dropped", 0) + 1
        log_line(log, f"  recheck {puzzle.source}: {'kept' if check.passed else check.failure}")
    data["puzzles"] = kept


def log_line(log, text: str) -> None:
    line = f"{time.strftime('%H:%M:%S')} {text}"
    print(line, flush=True)
    if log is not None:
        with open(log, "a", encoding="utf-8") as handle:
            handle.write(line + "\n")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench.make_puzzles")
    parser.add_argument("--game", required=True)
    parser.add_argument("--count", type=int, default=20)
    parser.add_argument("--games", type=int, default=60, help="stop after this many games")
    parser.add_argument("--out")
    parser.add_argument("--log")
    parser.add_argument("--first-game", type=int, default=0,
                        help="a new file's first game (a second run beside another)")
    parser.add_argument("--merge", metavar="PATH",
                        help="add the puzzles and the counts of another run's file, then stop")
    parser.add_argument("--players", metavar="N,N",
                        help="only the games of these player counts (the others are skipped, "
                             "each game keeping its deal and seats)")
    parser.add_argument("--recheck", action="store_true",
                        help="check the puzzles made on fewer seed sets on the others, then "
                             "go on")
    args = parser.parse_args(argv)
    game = args.game
    path = Path(args.out) if args.out else asset_path("puzzles", f"{game}.json")
    data = load_set(path, game)
    data.setdefault("next_game", args.first_game if not data["games_played"]
                    else data["games_played"])
    known = {p["id"] for p in data["puzzles"]}
    if args.merge:
        merge(data, load_set(Path(args.merge), game), known)
        write_atomic(path, json.dumps(data, indent=1, ensure_ascii=False) + "\n")
        log_line(args.log, f"{game}: {len(data['puzzles'])} puzzles after merging {args.merge}")
        return 0
    if args.recheck:
        recheck(data, game, args.log)
        write_atomic(path, json.dumps(data, indent=1, ensure_ascii=False) + "\n")
    judge = judge_iterations(game)
    wanted = {int(n) for n in args.players.split(",")} if args.players else None
    while len(data["puzzles"]) < args.count and data["games_played"] < args.games:
        index = data["next_game"]
        if wanted is not None and len(seats_of(game, index)) not in wanted:
            data["next_game"] = index + 1
            continue
        started = time.perf_counter()
        replay = bot_game(game, index)
        analysis = analyse(game, len(replay.seats), replay.options, replay.seed, replay.actions,
                           points=POINTS, candidates=CANDIDATES)
        log_line(args.log, f"{game} game {index} ({len(replay.seats)} players, "
                           f"{len(replay.actions)} actions): {len(analysis.turning_points)} "
                           f"turning points, {time.perf_counter() - started:.0f} s")
        states = positions_before(replay, {p.ply for p in analysis.turning_points})
        for point in analysis.turning_points:
            if len(data["puzzles"]) >= args.count:
                break
            state = states[point.ply]
            tick = time.perf_counter()
            check, solutions = checked(game, state, point.seat, point.preferred_steps,
                                       point.played_steps, SEED_SETS)
            data["candidates"] += 1
            verdict = check.duel
            said = (f"  ply {point.ply} seat {point.seat}: "
                    f"{'kept' if check.passed else check.failure}"
                    + (f" (gap {verdict.gap:.3f}, noise {verdict.noise:.3f})" if verdict else "")
                    + f", {time.perf_counter() - tick:.0f} s")
            if not check.passed or verdict is None:
                log_line(args.log, said)
                continue
            puzzle = puzzle_from_point(
                game, state, point, judge, origin="starter",
                source=f"{game} bot game {index}, ply {point.ply}",
                solutions=solutions)
            if puzzle is None or puzzle.id in known:
                log_line(args.log, said + " (not written: repeated or not readable)")
                continue
            # the deeper check's duel replaces the analysis' figures
            puzzle = replace(puzzle, preferred_win=verdict.first_chance,
                             played_win=verdict.second_chance, noise=verdict.chance_noise)
            known.add(puzzle.id)
            data["puzzles"].append(puzzle.to_json())
            data.setdefault("rechecked", []).append(puzzle.id)
            log_line(args.log, said + f" -> {len(data['puzzles'])} of {args.count}")
            data["seconds"] += time.perf_counter() - started
            started = time.perf_counter()
            write_atomic(path, json.dumps(data, indent=1, ensure_ascii=False) + "\n")
        data["games_played"] += 1
        data["next_game"] = index + 1
        data["seconds"] += time.perf_counter() - started
        write_atomic(path, json.dumps(data, indent=1, ensure_ascii=False) + "\n")
    log_line(args.log, f"{game}: {len(data['puzzles'])} puzzles from {data['games_played']} "
                       f"games, {data['candidates']} checked, {data['seconds'] / 60:.0f} min "
                       f"(pid {os.getpid()})")
    return 0 if len(data["puzzles"]) >= args.count else 1


if __name__ == "__main__":
    sys.exit(main())
