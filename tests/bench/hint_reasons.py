"""Which Hint reasons name a rule: over random two-player games (every fifth real decision),
the Hint's reason is either the game's own (its `Phrasing.why`: a rule that gains, what the
move sets up, denies or keeps) or one of the shared reasons that give a number only.

    .venv/bin/python -m tests.bench.hint_reasons [--game pyramids ...] [--seeds 3]
        [--iterations 200] [--samples 8] [--json PATH]

Prints per game the share that names a rule and a sample of the moves that got a shared
reason, in English.
"""

import argparse
from collections import Counter

from engines import game_ids, get_engine
from engines.ai.budget import Budget
from engines.ai.hint import hint
from engines.ai.hint_phrases import describe_move, is_shared, sentence
from engines.core import Rng
from shell.language.i18n import set_language, tr_message
from tests.bench.common import write_rows


def names_a_rule(reason, game: str) -> bool:
    """The reason is the game's own, not one of the shared number-only ones."""
    return not is_shared(reason, game)


def positions(game: str, seed: int, every: int = 5):
    """Every `every`-th position of a random two-player game where the mover has a choice."""
    state = get_engine(game).new_game(2, None, seed)
    rng = Rng(seed)
    real = 0
    while not state.is_over():
        legal = state.legal_actions()
        if len(legal) > 1:
            if real % every == 0:
                yield state.clone()
            real += 1
        state.apply(legal[rng.randrange(len(legal))])


def measure(game: str, seeds, iterations: int) -> tuple[int, int, list]:
    """(reasons naming a rule, reasons, [(move, reason) of the others], [(move, reason) of
    those naming a rule]) for `game`."""
    named, total, shared, said = 0, 0, [], []
    for seed in seeds:
        for k, state in enumerate(positions(game, seed)):
            seat = state.to_move()
            h = hint(state, seat, seed * 1000 + k, game, Budget(iterations), cap=False)
            total += 1
            move = describe_move(game, state, h.move_steps)
            pair = (sentence(tr_message(move)), tr_message(h.reason))
            if names_a_rule(h.reason, game):
                named += 1
                said.append(pair)
            else:
                shared.append(pair)
    return named, total, shared, said


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench.hint_reasons")
    parser.add_argument("--game", action="append")
    parser.add_argument("--seeds", type=int, default=3)
    parser.add_argument("--iterations", type=int, default=200)
    parser.add_argument("--samples", type=int, default=8)
    parser.add_argument("--json")
    args = parser.parse_args(argv)
    set_language("en")
    rows = []
    for game in args.game or game_ids():
        named, total, shared, said = measure(game, range(args.seeds), args.iterations)
        print(f"{game}: {named} of {total} name a rule ({100 * named / max(1, total):.0f}%)")
        kinds = Counter(reason.split(" about ")[0] for _move, reason in shared)
        print("  shared reasons:", dict(kinds.most_common()))
        for move, reason in shared[:args.samples]:
            print(f"  - {move}: {reason}")
        rows.append({"game": game, "named": named, "total": total,
                     "shared": [list(pair) for pair in shared],
                     "named_reasons": [list(pair) for pair in said]})
    write_rows(args.json, rows)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
