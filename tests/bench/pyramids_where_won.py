"""Where two bots' two-player Pyramids games are won: each level's score, the single-tile
cards spent by level, ties, and how often the player ahead after each level wins.

    .venv/bin/python -m tests.bench.pyramids_where_won [--bot hard] [--vs medium]
        [--games 60] [--seed 900000] [--workers 2] [--out PATH]

Game g: deal seed `seed` + g // 2, the first bot at seat g % 2, bot decisions seeded from g
(engines.ai.runner.BotRunner), iteration budgets without the cap, so a run repeats. Each
game's record (the first bot's seat, the winners, each seat's level scores, the levels its
cards were laid on, whether it was eliminated) is written to `--out` as JSON lines.
"""

import argparse
import json
from collections import Counter
from multiprocessing import Pool

from engines.ai.runner import BotRunner
from engines.pyramids import new_game
from engines.pyramids.data import LEVELS


def play(game: int, bot: str, vs: str, seed: int) -> dict:
    """One game of `bot` against `vs` (see the module doc) and its record."""
    first = game % 2
    state = new_game(2, seed=seed + game // 2)
    runner = BotRunner("pyramids", {first: bot, 1 - first: vs}, game, cap=False)
    ply = 0
    while not state.is_over():
        state.apply(runner.decide(state, ply))
        ply += 1
    seats = [{"levels": [r[2] for r in p.results], "card_levels": [c[0] for c in p.cards],
              "eliminated": p.eliminated} for p in state.pyramids]
    return {"game": game, "first": first, "winners": state.winners(), "seats": seats}


def summary(records: list[dict]) -> dict:
    """The figures of `records` (the first bot's side first in every pair)."""
    wins, ties, ties_won, finished = 0.0, 0, 0.0, 0
    sums = [[0.0] * LEVELS, [0.0] * LEVELS]
    cards_by_level = [Counter(), Counter()]
    by_cards: dict = {}
    leader_wins, leader_games = Counter(), Counter()
    for record in records:
        first = record["first"]
        sides = record["seats"][first], record["seats"][1 - first]
        mine, theirs = sides
        share = 1.0 / len(record["winners"]) if first in record["winners"] else 0.0
        wins += share
        for counter, seat in zip(cards_by_level, sides, strict=True):
            counter.update(seat["card_levels"])
        won, played = by_cards.get(len(mine["card_levels"]), (0.0, 0))
        by_cards[len(mine["card_levels"])] = (won + share, played + 1)
        if mine["eliminated"] or theirs["eliminated"]:
            continue
        finished += 1
        for side, seat in zip(sums, sides, strict=True):
            for k, score in enumerate(seat["levels"]):
                side[k] += score
        if sum(mine["levels"]) == sum(theirs["levels"]):
            ties += 1
            ties_won += share
        ahead = 0
        for k in range(LEVELS - 1):
            ahead += mine["levels"][k] - theirs["levels"][k]
            if ahead:
                leader_games[k + 1] += 1
                leader_wins[k + 1] += share if ahead > 0 else 1.0 - share
    return {"games": len(records), "finished": finished, "wins": wins,
            "level_means": [[round(s / max(finished, 1), 1) for s in side] for side in sums],
            "cards_by_level": cards_by_level, "wins_by_cards": dict(sorted(by_cards.items())),
            "ties": ties, "ties_won": ties_won,
            "leader_wins": leader_wins, "leader_games": leader_games}


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bot", default="hard")
    parser.add_argument("--vs", default="medium")
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--seed", type=int, default=900000)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--out")
    args = parser.parse_args(argv)
    jobs = [(g, args.bot, args.vs, args.seed) for g in range(args.games)]
    with Pool(args.workers) as pool:
        records = pool.starmap(play, jobs)
    if args.out:
        with open(args.out, "w", encoding="utf-8") as handle:
            handle.writelines(json.dumps(r) + "\n" for r in records)
    s = summary(records)
    print(f"{args.bot} against {args.vs}, {s['games']} games: {args.bot} won {s['wins']:g} "
          f"({s['finished']} without an eliminated player)")
    for side, name in enumerate((args.bot, args.vs)):
        cards = s["cards_by_level"][side]
        print(f"  {name:8} level scores {s['level_means'][side]}  cards laid on levels 1-4 "
              f"{[cards[k] for k in range(1, LEVELS + 1)]}")
    print(f"  {args.bot}'s wins by the cards it spent: "
          + ", ".join(f"{c}: {w:g} of {n}" for c, (w, n) in s["wins_by_cards"].items()))
    print(f"  ties on points {s['ties']}, {args.bot} won {s['ties_won']:g} of them")
    print("  the player ahead after level k won: "
          + ", ".join(f"level {k}: {s['leader_wins'][k]:g} of {s['leader_games'][k]}"
                      for k in sorted(s["leader_games"])))


if __name__ == "__main__":
    main()
