"""What anyone at the table may see of a Pyramids position, written (docs/notation.md, "Seen
positions"): `hide` and its inverse in kind, `deal`.

Every player sees the same table: the pyramids, the quarry and each stack's top domino. Hidden
from everyone are the dominoes under the stacks' tops (a `?` each, so a stack keeps its size).
`deal` deals them as `PyramidsState.determinize` does: the dominoes not shown, shuffled, under
the tops.
"""

from engines.core import Rng, seen
from engines.core import notation as n

from .data import NUM_DOMINOES
from .notation import GAME, domino, read
from .state import PyramidsState


def hide(state: PyramidsState, seat: int | None, values: dict[str, str]) -> dict[str, str]:
    """`values` (the line's) with what nobody sees written unknown."""
    return {**values, "stacks": n.per(state.stacks, _stack)}


def _stack(stack: list[int]) -> str:
    """A stack as seen: a `?` per domino under its top, then the top's code."""
    return ",".join([seen.UNKNOWN] * (len(stack) - 1) + [domino(stack[-1])]) if stack else "-"


def deal(raw: dict[str, str], seat: int | None, rng: Rng) -> dict[str, str]:
    """`raw` (a seen line's values) with every `?` dealt from the dominoes it does not show;
    UNKNOWNS when they cannot fill them."""
    seen.check_seat(seat, n.natural(raw["players"]))
    stacks = [[] if value == "-" else value.split(",") for value in raw["stacks"].split("/")]
    probe = {**raw, "stacks": "/".join(",".join(v for v in stack if v != seen.UNKNOWN) or "-"
                                       for stack in stacks),
             "rng": "0" if raw["rng"] == seen.UNKNOWN else raw["rng"]}
    data = read(n.line(GAME, probe))
    shown = [d for d in data["quarry"] if d >= 0] + [d for st in data["stacks"] for d in st]
    shown += [piece[4] for p in data["pyramids"] for piece in p["pieces"]]
    if data["held"] >= 0:
        shown.append(data["held"])
    counts = seen.pool([1] * NUM_DOMINOES, [shown.count(d) for d in range(NUM_DOMINOES)])
    pool = [d for d in range(NUM_DOMINOES) if counts[d]]
    seen.expect(len(pool), sum(stack.count(seen.UNKNOWN) for stack in stacks))
    rng.shuffle(pool)
    dealt = [",".join(domino(pool.pop()) if v == seen.UNKNOWN else v for v in stack) or "-"
             for stack in stacks]
    return {**raw, "stacks": "/".join(dealt), "rng": seen.rng_value(raw["rng"], rng)}
