"""How close Pyramids' settled placements come to the best by many worlds (`settle_ahead`).

    .venv/bin/python -m tests.bench.settle_regret [--games 11,12] [--every 4] [--players 4]

Medium bots play the games (deal seed g, bot seeds 100 g + seat). At every `--every`th
placement root wider than Hard's `widen_min`, the `--top` placements whose turn's ends Hard
values most are each valued a turn further on (`bots.turn_ahead`, as Hard's `settle_ahead`
does) in 2 x `--reference` worlds common to them all. The first half is the reference: its
best mean is what the choice should reach. The second half, cut into sets of K worlds, gives
the choice that K worlds among the best T make; its regret is the reference's best mean
minus the reference mean of that choice (reward units: 1 is the whole range). Printed: the
mean regret per K and T, of the turn's end alone, and how often the reference's best lies
outside the best 6 and 8 by the turn's end.
"""

import argparse
import random

from engines.ai import bots
from engines.ai.levels import make_bot
from engines.pyramids.state import PLACE
from tests.bench.common import medium_game_positions

WORLDS = (8, 16, 32)
TOPS = (6, 8, 12)


def root_regrets(state, seat: int, top: int, reference: int, seed: int) -> dict:
    """{"end": regret of the best turn's end, (K, T): mean regret of K worlds among the best
    T (K up to `reference`, T up to `top`), "rank": the reference best's place by the turn's
    end} at one placement root."""
    hard = make_bot("hard", "pyramids", seed)
    hard.begin_search(state, seat)
    hard.settle_ahead = 0                       # the turn's ends alone
    root = hard._settled(state, seat, state.legal_actions())
    ranked = sorted(root.children, key=lambda a: root.children[a].total, reverse=True)[:top]
    rng = random.Random(seed)
    seeds = [rng.getrandbits(64) for _ in range(2 * reference)]
    values = {a: [bots.turn_ahead(state, seat, a, s, hard._values, hard.playout)[0][seat]
                  for s in seeds] for a in ranked}
    ref = {a: sum(v[:reference]) / reference for a, v in values.items()}
    best = max(ref.values())
    out = {"end": best - ref[ranked[0]], "rank": ranked.index(max(ranked, key=ref.get))}
    for k in (k for k in WORLDS if k <= reference):
        for t in (t for t in TOPS if t <= top):
            regrets = []
            for lo in range(reference, 2 * reference - k + 1, k):
                pick = max(ranked[:t], key=lambda a, lo=lo: sum(values[a][lo:lo + k]))
                regrets.append(best - ref[pick])
            out[k, t] = sum(regrets) / len(regrets)
    return out


def game_regrets(game: int, players: int, every: int, top: int, reference: int) -> list:
    """root_regrets at every `every`th wide placement root of one game of Medium bots."""
    widen_min = make_bot("hard", "pyramids", 0).widen_min

    def wide_placement(state, _previous) -> bool:
        return state.phase == PLACE and len(state.legal_actions()) > widen_min

    return [root_regrets(state, seat, top, reference, 1000 * game + count)
            for state, seat, count in medium_game_positions("pyramids", players, game,
                                                            wide_placement, every)]


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default="11,12")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--every", type=int, default=4)
    parser.add_argument("--top", type=int, default=max(TOPS))
    parser.add_argument("--reference", type=int, default=64)
    args = parser.parse_args(argv)
    rows = []
    for game in (int(g) for g in args.games.split(",")):
        rows += game_regrets(game, args.players, args.every, args.top, args.reference)
    n = len(rows)
    print(f"{n} placement roots, {args.players} players, games {args.games}")
    print(f"the turn's end alone: {sum(r['end'] for r in rows) / n:.4f}")
    for k in (k for k in WORLDS if k <= args.reference):
        cells = "  ".join(f"top {t}: {sum(r[k, t] for r in rows) / n:.4f}"
                          for t in TOPS if t <= args.top)
        print(f"{k:2} worlds  {cells}")
    print("reference best outside the best 6 by the turn's end:",
          sum(r["rank"] >= 6 for r in rows), "outside 8:", sum(r["rank"] >= 8 for r in rows))


if __name__ == "__main__":
    main()
