"""Pyramids heuristic for bots: each seat's estimated final score.

estimate = points of the levels already scored
         + the level being built scored as it stands (its token areas and Mino bonus)
         + PER_DOMINO for every domino still to lay on that level (areas keep growing)
         + FUTURE[level]: a typical score for each level still to come
         + CARD_VALUE per single-tile card in hand (safety against forced filling, tie-break)
A pyramid with more permanently isolated empty squares than cards in hand is doomed to
elimination, like an eliminated player: its estimate is its points minus LOST.
"""

from .data import LEVEL_DOMINOES, LEVELS
from .scoring import level_score
from .state import LEVEL_SQUARES

SCALE = 10.0                 # points margin meaning "clearly ahead" (see engines.ai.values)
PER_DOMINO = 1.5
LEVEL_TYPICAL = (22.0, 22.0, 20.0, 14.0)
FUTURE = tuple(sum(LEVEL_TYPICAL[k:]) for k in range(1, LEVELS + 1))   # after level k
CARD_VALUE = 0.5
LOST = 100.0


def evaluate(state) -> list[float]:
    over = state.is_over()
    level = state.level
    out = []
    for p in state.pyramids:
        score = float(p.score())
        if p.eliminated:
            out.append(score - LOST)
            continue
        if over:
            out.append(score)
            continue
        cards = len(p.cards_left())
        if _isolated_holes(p, level) > cards:
            out.append(score - LOST)
            continue
        tokens = [(c, t[1], t[2]) for c, t in enumerate(p.tokens) if t is not None]
        current = level_score(p.surface, tokens)[2] if tokens else 0
        laid = p.occ[level - 1].bit_count()
        left = max(0, LEVEL_SQUARES[level - 1] - laid) / 2
        left = min(left, LEVEL_DOMINOES[level - 1])
        out.append(score + current + PER_DOMINO * left + FUTURE[level - 1] + CARD_VALUE * cards)
    return out


def _isolated_holes(p, level) -> int:
    """Empty squares of a level whose rectangle is settled that no domino can reach."""
    if level == 1:
        if p.bbox is None:
            return 0
        minx, miny, maxx, maxy = p.bbox
        if sorted((maxx - minx + 1, maxy - miny + 1)) != [4, 5]:
            return 0
    holes = set(p.holes(level))
    return sum(
        1 for x, y in holes
        if (x + 1, y) not in holes and (x - 1, y) not in holes
        and (x, y + 1) not in holes and (x, y - 1) not in holes
    )
