"""Tuning: one bot setting against a baseline over paired deals, with a 95% interval.

    python -m engines.ai.tune --game GAME --bot hard --set exploration=0.5 \\
        --vs medium --deals 20 --workers 2 [--seed 1] [--players 2] [--json]

The candidate (`--bot` with its `--set KEY=VALUE` overrides, see levels.py) plays every deal
at every seat against `--players - 1` copies of the baseline (`--vs` with `--vs-set`): with
two players each deal is played twice, seats swapped, so the luck of the deal cancels out.
Budgets are iteration counts without the wall-clock cap, so the result repeats for a seed and
does not depend on the machine's load. Printed: the candidate's win rate with its 95% Wilson
interval, the deals it won at every seat, split and lost at every seat, and the mean points.
`--bot hint` is a player that follows the Hint at every decision. A stopped run (`--log`)
goes on with `--resume` (the same bots, seed, deals, players and log; the log does not record
the bots, so that is the caller's to keep): only the games its log lacks are played, and the
whole log is summarised after them; `--read-log` summarises a log alone, and with
`--against-log OTHER` compares it game by game with another candidate's log of the same deals.
`--first-deal K` starts at deal K instead.
`--engine MODULE` tunes on any module's ENGINE (e.g. the test game `tests.toy.engines_nim`).
"""

import argparse
import json
import sys
import time

from engines import game_ids

from .arena import _ENGINE_MODULE, HINT_PLAYER, game_seed, load_engine, run_match, wilson
from .levels import LEVELS

LOGGED = ("index", "seed", "plies", "points", "win_share")  # a --log line's fields


def parse_value(text: str):
    """A setting's value: a JSON number, boolean or null, else the text itself."""
    try:
        return json.loads(text)
    except ValueError:
        return text


def parse_settings(items) -> dict:
    out = {}
    for item in items or ():
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise ValueError(f"a setting is KEY=VALUE, got {item!r}")
        out[key.strip()] = parse_value(value.strip())
    return out


def paired_outcomes(results, players: int) -> dict:
    """Per deal (one seat rotation), how the candidate (slot 0) fared at every seat."""
    deals: dict[int, list[float]] = {}
    for r in results:
        deals.setdefault(r["index"] // players, []).append(r["win_share"][0])
    complete = [d for d in deals.values() if len(d) == players]
    return {
        "deals": len(complete),
        "won_every_seat": sum(1 for d in complete if min(d) == 1.0),
        "lost_every_seat": sum(1 for d in complete if max(d) == 0.0),
        "split": sum(1 for d in complete if max(d) > 0.0 and min(d) < 1.0),
    }


def log_entries(path: str) -> list[tuple[int, dict]]:
    """A `--log` file's games as (line number, entry); a line that is no logged game raises
    ValueError naming it."""
    with open(path, encoding="utf-8") as fh:
        lines = [(number, line) for number, line in enumerate(fh, 1) if line.strip()]
    entries = []
    for number, line in lines:
        try:
            entry = json.loads(line)
            if not isinstance(entry, dict) or not set(LOGGED) <= entry.keys():
                raise ValueError(f"it lacks one of {', '.join(LOGGED)}")
            entry["index"] = int(entry["index"])
        except (ValueError, TypeError) as exc:
            raise ValueError(f"{path}, line {number}: not a game of a tuning log ({exc})") from exc
        entries.append((number, entry))
    return entries


def logged_games(path: str, seed: int, deals: int, players: int) -> set[int]:
    """The games (indices) a `--log` file holds already, each checked to be a game of this run
    (its index within the deals, its deal's seed): a log of another run raises ValueError."""
    try:
        entries = log_entries(path)
    except FileNotFoundError:
        return set()
    for number, entry in entries:
        index = entry["index"]
        if not 0 <= index < deals * players or entry["seed"] != game_seed(seed, index, players):
            raise ValueError(f"{path}, line {number}: game {index} is not one of this run's "
                             f"(another --seed, --deals or --players)")
    return {entry["index"] for _number, entry in entries}


def already_played(log: str, seed: int, deals: int, players: int, first_deal: int = 0
                   ) -> set[int]:
    """The games from deal `first_deal` on that a resumed run leaves out (its log holds
    them); ValueError when the log is not this run's or holds every game already."""
    done = {index for index in logged_games(log, seed, deals, players)
            if index >= first_deal * players}
    if len(done) == (deals - first_deal) * players:
        raise ValueError("every game of this run is in its log already")
    return done


def tune(engine, bot, overrides, baseline, base_overrides, deals, seed, players=2,
         workers=1, options=None, log=None, first_deal=0, resume=False) -> dict:
    """Play deals `first_deal` .. `deals - 1` (each at every seat rotation); the candidate is
    slot 0. `log`: a path that receives one JSON line per game as it ends (partial runs count);
    `resume`: leave out the games the log holds already (a stopped run goes on)."""
    for level in (bot, baseline):
        if level not in LEVELS and level != HINT_PLAYER:
            raise ValueError(f"unknown bot level {level!r}")
    bots = [(bot, None, dict(overrides))] + [
        (baseline, None, dict(base_overrides)) for _ in range(players - 1)
    ]
    done = already_played(log, seed, deals, players, first_deal) if resume and log else set()
    games = (deals - first_deal) * players - len(done)
    started = time.perf_counter()
    on_result = None
    if log:
        def on_result(result):
            with open(log, "a", encoding="utf-8") as fh:
                fh.write(json.dumps({k: result[k] for k in LOGGED}) + "\n")
    rows, results = run_match(engine, bots, deals * players, seed, options, jobs=workers,
                              on_result=on_result, first=first_deal * players, skip=done)
    wins = rows[0]["wins"]
    low, high = wilson(wins, games)
    return {
        "game": engine.spec.id, "players": players, "seed": seed, "games": games,
        "candidate": rows[0]["bot"], "baseline": rows[1]["bot"],
        "wins": wins, "win_rate": wins / games, "ci95": [low, high],
        "points": [rows[0]["avg_points"], rows[1]["avg_points"]],
        "think_mean_ms": [rows[0]["think_mean_ms"], rows[1]["think_mean_ms"]],
        "paired": paired_outcomes(results, players),
        "wall_seconds": time.perf_counter() - started,
    }


def logged_by_index(path: str) -> tuple[dict[int, dict], int]:
    """A `--log` file's games by index (a game logged twice, a deal replayed, counts once)
    and how many lines it holds."""
    logged = [entry for _number, entry in log_entries(path)]
    by_index: dict[int, dict] = {}
    for result in logged:
        by_index.setdefault(result["index"], result)
    return by_index, len(logged)


def read_log(path: str, players: int = 2) -> dict:
    """The candidate's record in a `--log` file (games played so far, e.g. of a run that was
    stopped): win rate over all games and the paired outcomes of the complete deals."""
    by_index, lines = logged_by_index(path)
    results = list(by_index.values())
    games = len(results)
    wins = sum(r["win_share"][0] for r in results)
    low, high = wilson(wins, games)
    return {"games": games, "wins": wins, "win_rate": wins / games if games else 0.0,
            "ci95": [low, high], "paired": paired_outcomes(results, players),
            "repeated": lines - games}


def compare_logs(path: str, other: str) -> dict:
    """Two candidates on the same deals (two `--log` files of one --seed, --deals and
    --players), game by game over the games both hold: each one's wins and mean points, and
    the games one won where the other lost (by index)."""
    first, second = logged_by_index(path)[0], logged_by_index(other)[0]
    common = sorted(first.keys() & second.keys())
    for index in common:
        if first[index]["seed"] != second[index]["seed"]:
            raise ValueError(f"game {index} was dealt differently in {path} and {other} "
                             "(another --seed, --deals or --players)")
    share = {index: (first[index]["win_share"][0], second[index]["win_share"][0])
             for index in common}
    games = len(common)
    return {
        "games": games,
        "wins": [sum(a for a, _b in share.values()), sum(b for _a, b in share.values())],
        "points": [sum(first[i]["points"][0] for i in common) / games if games else 0.0,
                   sum(second[i]["points"][0] for i in common) / games if games else 0.0],
        "only_first": [i for i in common if share[i][0] > share[i][1]],
        "only_second": [i for i in common if share[i][1] > share[i][0]],
    }


def format_report(report: dict) -> str:
    p = report["paired"]
    low, high = report["ci95"]
    return "\n".join([
        f"{report['game']}, {report['players']} players, {report['games']} games "
        f"({p['deals']} deals, every seat), seed {report['seed']} "
        f"({report['wall_seconds']:.0f} s)",
        f"{report['candidate']} vs {report['baseline']}: win rate "
        f"{100 * report['win_rate']:.1f}% [{100 * low:.1f}-{100 * high:.1f}] "
        f"({report['wins']:g} of {report['games']})",
        f"deals won at every seat {p['won_every_seat']}, split {p['split']}, "
        f"lost at every seat {p['lost_every_seat']}",
        f"points {report['points'][0]:.1f} vs {report['points'][1]:.1f}; think mean "
        f"{report['think_mean_ms'][0]:.0f} / {report['think_mean_ms'][1]:.0f} ms (no cap)",
    ])


def format_log(report: dict) -> str:
    p, (low, high) = report["paired"], report["ci95"]
    repeated = (f" ({report['repeated']} logged again, counted once)"
                if report.get("repeated") else "")
    return (f"{report['wins']:g} of {report['games']} games{repeated}: "
            f"{100 * report['win_rate']:.1f}% [{100 * low:.1f}-{100 * high:.1f}]; deals won "
            f"at every seat {p['won_every_seat']}, split {p['split']}, lost "
            f"{p['lost_every_seat']}")


def format_comparison(report: dict) -> str:
    wins, points = report["wins"], report["points"]
    return (f"{report['games']} games in both logs: this log won {wins[0]:g} (points "
            f"{points[0]:.1f}), the other {wins[1]:g} ({points[1]:.1f}); won here and lost "
            f"there {len(report['only_first'])} {report['only_first']}, the other way "
            f"{len(report['only_second'])} {report['only_second']}")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engines.ai.tune", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", help=f"game id ({', '.join(game_ids())})")
    parser.add_argument("--engine", help="module exposing ENGINE (instead of --game)")
    parser.add_argument("--bot", default="hard", help="the candidate's level")
    parser.add_argument("--set", action="append", metavar="KEY=VALUE",
                        help="a setting of the candidate (repeatable)")
    parser.add_argument("--vs", default=None, help="the baseline's level (default: --bot)")
    parser.add_argument("--vs-set", action="append", metavar="KEY=VALUE",
                        help="a setting of the baseline (repeatable)")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--deals", type=int, default=20, help="deals (games = deals x players)")
    parser.add_argument("--first-deal", type=int, default=0,
                        help="go on from this deal (a stopped run: same --seed, --deals and --log)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--options", default="{}", help="engine options as JSON")
    parser.add_argument("--workers", type=int, default=1, help="worker processes")
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.add_argument("--log", metavar="PATH", help="append one JSON line per game")
    parser.add_argument("--resume", action="store_true",
                        help="play only the games the --log lacks (a stopped run: the same bots, "
                             "--seed, --deals, --players and --log), then summarise the whole "
                             "log")
    parser.add_argument("--read-log", metavar="PATH", help="only summarise a --log file")
    parser.add_argument("--against-log", metavar="PATH",
                        help="with --read-log: compare it game by game with this log of another "
                             "candidate on the same deals")
    args = parser.parse_args(argv)
    if args.against_log and not args.read_log:
        parser.error("--against-log compares with the --read-log file")
    if args.read_log:
        print(format_log(read_log(args.read_log, args.players)))
        if args.against_log:
            try:
                print(format_comparison(compare_logs(args.read_log, args.against_log)))
            except ValueError as exc:
                parser.error(str(exc))
        return 0
    if args.resume and not args.log:
        parser.error("--resume goes on with a --log")
    if not args.game and not args.engine:
        parser.error("give --game or --engine")
    if not 0 <= args.first_deal < args.deals:
        parser.error(f"--first-deal {args.first_deal} must lie below --deals {args.deals} "
                     "(the run's whole count of deals)")
    try:
        overrides = parse_settings(args.set)
        base_overrides = parse_settings(args.vs_set)
        options = json.loads(args.options)
        if args.resume:
            already_played(args.log, args.seed, args.deals, args.players, args.first_deal)
    except ValueError as exc:
        parser.error(str(exc))
    engine = load_engine(args.game, args.engine)
    if args.engine:
        _ENGINE_MODULE[engine.spec.id] = args.engine
    report = tune(engine, args.bot, overrides, args.vs or args.bot, base_overrides,
                  args.deals, args.seed, args.players, args.workers, options, args.log,
                  args.first_deal, args.resume)
    if args.json:
        json.dump(report, sys.stdout, indent=2)
        print()
    else:
        print(format_report(report))
        if args.resume:
            print("the whole log: " + format_log(read_log(args.log, args.players)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
