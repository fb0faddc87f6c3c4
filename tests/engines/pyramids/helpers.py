"""Helpers for Pyramids rule tests: scripted turns, conservation checks, hand-built pyramids."""

from engines.pyramids import ENGINE, notation
from engines.pyramids.data import (
    CARDS_PER_PLAYER,
    DOMINO_CODES,
    NUM_DOMINOES,
    TOKENS_PER_PLAYER,
)
from engines.pyramids.geometry import paint_square
from engines.pyramids.state import PLACE, Pyramid
from tests.engines.notation_checks import edit

N, B, Y, A, R, G = range(6)

# A 4 wide x 5 tall level 1 of 10 horizontal dominoes (quarter coordinates of square A,
# orientation 0), then a level 2 of vertical dominoes, level 3 horizontal, level 4 vertical.
LEVEL1_4X5 = [(2 * x, 2 * y, 0) for y in range(5) for x in (0, 2)]
LEVEL2_3X4 = [(2 * x + 1, 2 * y + 1, 1) for y in (0, 2) for x in range(3)]
LEVEL3_2X3 = [(2, 2 * y + 2, 0) for y in range(3)]
LEVEL4_1X2 = [(3, 3, 1)]
LAYOUT = (LEVEL1_4X5, LEVEL2_3X4, LEVEL3_2X3, LEVEL4_1X2)
# A 4 x 5 level 1 of 9 dominoes leaving two isolated holes: squares (3, 0) and (0, 4).
HOLES_LAYOUT_FOR_TESTS = [(0, 0, 0), (4, 0, 1), (0, 2, 0), (6, 2, 1), (0, 4, 0), (4, 4, 1),
                          (0, 6, 0), (6, 6, 1), (2, 8, 0)]


def game(players=2, seed=1):
    return ENGINE.new_game(players, {}, seed)


def wide_placement(players: int, seed: int, wider_than: int):
    """The game of `players` and `seed` at its first placement with more than `wider_than`
    choices, each step before it the first legal one."""
    state = game(players, seed)
    while not (state.phase == PLACE and len(state.legal_actions()) > wider_than):
        state.apply(state.legal_actions()[0])
    return state


def domino(code: str) -> int:
    return DOMINO_CODES.index(code)


def put_in_quarry(state, slot: int, code_or_id):
    """`state` built again from its notation with the domino swapped into quarry `slot`
    from wherever it lies in the quarry or stacks."""
    d = domino(code_or_id) if isinstance(code_or_id, str) else code_or_id
    if state.quarry[slot] == d:
        return state
    quarry, stacks = list(state.quarry), [list(st) for st in state.stacks]
    old = quarry[slot]
    if d in quarry:
        quarry[quarry.index(d)] = old
    else:
        stack = next((st for st in stacks if d in st), None)
        if stack is None:
            raise ValueError(f"domino {d} is not in the quarry or the stacks")
        stack[stack.index(d)] = old
    quarry[slot] = d
    text = edit(notation.format(state), "quarry", ",".join(_code(q) for q in quarry))
    text = edit(text, "stacks", "/".join(",".join(_code(q) for q in st) or "-" for st in stacks))
    return notation.parse(text)


def _code(d: int) -> str:
    return "-" if d < 0 else DOMINO_CODES[d]


def play_turn(state, qx, qy, orient, token=None, single=None, refill=None):
    """Take (the first domino of the quarry: see put_in_quarry to choose it), place, then
    token / single tile / refill: `token` a half (default: the first option), `single` a
    (half, colour, corner) or None to skip, `refill` a stack (default: the first option).
    Returns all events."""
    events = []
    slot = state.legal_actions()[0][1]
    events += state.apply(("take", slot))
    events += state.apply(("place", state.level, qx, qy, orient))
    if state.phase == "token":
        events += state.apply(("token", token if token is not None else
                               state.legal_actions()[0][1]))
    if state.phase == "single":
        if single is None:
            events += state.apply(("skip_single",))
        else:
            events += state.apply(("single_tile", single[0]))
            events += state.apply(("card", single[1], single[2]))
    if state.phase == "refill":
        events += state.apply(("refill", refill if refill is not None else
                               state.legal_actions()[0][1]))
    return events


def play_level(state, layout):
    """Every player lays `layout` (one entry per turn, in turn order) until the level ends."""
    level = state.level
    count = {s: 0 for s in range(state.num_players)}
    while state.level == level and not state.is_over():
        seat = state.to_move()
        qx, qy, o = layout[count[seat]]
        play_turn(state, qx, qy, o)
        count[seat] += 1


def dominoes_accounted(state) -> None:
    """The 90 dominoes: quarry + stacks + in hand + pyramids, each exactly once."""
    ids = [d for d in state.quarry if d >= 0]
    ids += [d for st in state.stacks for d in st]
    if state.held >= 0:
        ids.append(state.held)
    ids += [piece[4] for p in state.pyramids for piece in p.pieces]
    assert sorted(ids) == list(range(NUM_DOMINOES))


def tokens_and_cards_accounted(state) -> None:
    """Each player's 6 tokens (one per colour, in supply or on a square/card of the level
    being built) and 3 cards (each in hand or laid once)."""
    for p in state.pyramids:
        assert len(p.tokens) == TOKENS_PER_PLAYER
        for t in p.tokens:
            assert t is None or t[0] == state.level or state.is_over() or p.eliminated
        used = [c[3] // 2 for c in p.cards]
        assert len(used) == len(set(used)) and len(used) <= CARDS_PER_PLAYER
        assert len(p.cards_left()) + len(used) == CARDS_PER_PLAYER


def careful_choice(state, rng):
    """A playout policy that survives: never spends a card voluntarily and lays dominoes
    that leave the fewest isolated empty squares (random among the best)."""
    legal = state.legal_actions()
    if state.phase == "single":
        return ("skip_single",)
    if state.phase != PLACE:
        return legal[rng.randrange(len(legal))]
    best, best_cost = [], None
    for action in legal:
        trial = state.clone()
        trial.apply(action)
        p = trial.pyramids[state.turn]
        cost = _isolated(p, state.level)
        if best_cost is None or cost < best_cost:
            best, best_cost = [action], cost
        elif cost == best_cost:
            best.append(action)
    return best[rng.randrange(len(best))]


def _isolated(p, level) -> int:
    if level == 1 and p.rect is None:
        bbox = p.bbox
        w, h = bbox[2] - bbox[0] + 1, bbox[3] - bbox[1] + 1
        if sorted((w, h)) != [4, 5]:
            return 0
    holes = set(p.holes(level))
    return sum(
        1 for x, y in holes
        if not any((x + dx, y + dy) in holes for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)))
    )


# -- hand-built pyramids (scoring only) -------------------------------------------------

def blank() -> Pyramid:
    return Pyramid()


def square(p: Pyramid, level: int, qx: int, qy: int, colour: int, corners=()) -> None:
    """Paint a square (or card) whose top-left quarter is (qx, qy) on the visible surface."""
    assert (qx - level + 1) % 2 == 0 and (qy - level + 1) % 2 == 0
    paint_square(p.surface, qx, qy, colour, tuple(corners))

