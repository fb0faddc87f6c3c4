"""How far a level's search tree reaches: its visits by whose turn and which step.

    .venv/bin/python -m tests.bench.tree_reach --game pyramids [--level hard]
        [--set iterations=2400] [--players 2] [--games 11,12,13] [--every 5] [--plies 0]

Medium bots play the games (deal seed g, bot seeds 100 g + seat). At every `--every`th
decision that starts a seat's turn (within the first `--plies` decisions, 0: the whole
game), the level searches the position for the seat to move (its iteration budget, no cap),
and its tree is walked on the real position: each child's visits are counted under (whose
decision: "own" or "other", how often the deciding seat changed before it, the step's kind).
Printed: those counts per root. In a game of turns taken in order the changes are the turns
completed (a sandstorm's discards, decided by every seat in another's turn, change it too).
A tree of single steps shows how many of its iterations reach the other players' replies
and the seat's next turn. A step the real position does not allow (a dig or refill that went
otherwise in the tree's world) ends the walk there.
"""

import argparse
from collections import Counter

from engines import find_descriptor
from engines.ai.levels import default_budget, make_bot
from engines.ai.tune import parse_settings
from tests.bench.common import medium_game_positions


def reach(root, state, seat: int, kind) -> Counter:
    """Visits of the tree under `root` (searched for `seat` at `state`) by (own/other,
    changes of the deciding seat before the decision, step kind); steps the real position
    does not allow (other worlds' draws) count under "elsewhere"."""
    counts: Counter = Counter()
    todo = [(root, state, 0)]
    while todo:
        node, here, changes = todo.pop()
        legal, mover = here.legal_actions(), here.to_move()
        who = "own" if mover == seat else "other"
        for action, child in node.children.items():
            if not child.visits:
                continue
            if action not in legal:
                counts["elsewhere"] += child.visits
                continue
            counts[(who, changes, kind(action))] += child.visits
            after = here.clone()
            after.apply(action)
            changed = not after.is_over() and after.to_move() != mover
            todo.append((child, after, changes + changed))
    return counts


def turn_start(state, previous) -> bool:
    """Whether the seat to move starts its turn (another seat decided last)."""
    return state.to_move() != previous


def measure(game: str, level: str, overrides: dict, players: int, games: list[int],
            every: int, plies: int) -> tuple[Counter, int]:
    """The summed reach of the sampled roots and how many roots were searched."""
    kind = find_descriptor(game).phrasing.kind
    budget = default_budget(level, game, overrides).without_cap()
    total: Counter = Counter()
    roots = 0
    for g in games:
        for state, seat, count in medium_game_positions(game, players, g, turn_start, every,
                                                        plies):
            bot = make_bot(level, game, 7 * g + count, overrides)
            bot.choose(state.clone(), seat, budget)
            if bot.last_root is not None:       # None: one move, nothing searched
                total.update(reach(bot.last_root, state, seat, kind))
                roots += 1
    return total, roots


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--set", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", default="11,12,13")
    parser.add_argument("--every", type=int, default=5)
    parser.add_argument("--plies", type=int, default=0)
    args = parser.parse_args(argv)
    overrides = parse_settings(args.set)
    total, roots = measure(args.game, args.level, overrides, args.players,
                           [int(g) for g in args.games.split(",")], args.every, args.plies)
    print(f"{roots} roots of {args.game}, {args.players} players, {args.level} {overrides}: "
          "visits per root")
    steps = [k for k in total if k != "elsewhere"]
    for key in sorted(steps, key=lambda k: (k[1], k[0] != "own", str(k[2]))):
        who, changes, step = key
        print(f"  {who:5} turn +{changes} {step:12} {total[key] / roots:8.1f}")
    print(f"  elsewhere (steps of other worlds) {total['elsewhere'] / max(roots, 1):.1f}")


if __name__ == "__main__":
    main()
