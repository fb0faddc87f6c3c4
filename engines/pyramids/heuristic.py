"""Pyramids heuristic for bots: each seat's estimated final score.

estimate = points of the levels already scored
         + the level being built scored as it stands (its token areas and Mino bonus)
         + PER_DOMINO for every domino still to lay on that level (areas keep growing)
         + FUTURE[level]: a typical score for each level still to come
         + the worth of the single-tile cards in hand (CARD_VALUES: two cards are what a
           forced filling needs, so they matter most while levels 1-3 are being built)
         - HOLE_COST per card that the level's dead holes will eat
Dead holes: the empty squares of the level's settled rectangle (level 1: once it is 5x4 or
4x5) that dominoes can never cover: per region of empty squares, the imbalance between its
squares of the two checkerboard colours (a domino covers one of each). A pyramid with more
dead holes than cards will be eliminated, as an eliminated player is: points minus LOST.
"""

from .data import LEVEL_DOMINOES, LEVELS
from .geometry import EMPTY
from .scoring import area_of, level_score
from .state import LEVEL_SQUARES

SCALE = 10.0                 # points margin meaning "clearly ahead" (see engines.ai.values)
PER_DOMINO = 1.5
LEVEL_TYPICAL = (22.0, 22.0, 20.0, 14.0)
FUTURE = tuple(sum(LEVEL_TYPICAL[k:]) for k in range(1, LEVELS + 1))   # after level k
CARD_VALUES = (0.0, 2.0, 14.0, 16.0)     # by cards in hand, while forced filling can come
CARD_TIE_VALUE = 0.5                     # per card once it cannot (tie-break only)
HOLE_COST = 4.0
LOST = 100.0


def evaluate(state) -> list[float]:
    return estimate(state, PER_DOMINO, CARD_VALUES, HOLE_COST)


def estimate(state, per_domino, card_values, hole_cost) -> list[float]:
    """Each seat's estimated final score with the given weights (see the module docstring)."""
    over = state.is_over()
    level = state.level
    out = []
    for seat, p in enumerate(state.pyramids):
        score = float(p.score())
        if p.eliminated:
            out.append(score - LOST)
            continue
        if over:
            out.append(score)
            continue
        cards = len(p.cards_left())
        if seat == state.turn and state.phase == "card":
            cards -= 1                   # the card being laid is spent already
        dead = dead_holes(p, level)
        if dead > cards:
            out.append(score - LOST)
            continue
        tokens = [(c, t[1], t[2]) for c, t in enumerate(p.tokens) if t is not None]
        current = level_score(p.surface, tokens)[2] if tokens else 0
        laid = p.occ[level - 1].bit_count()
        left = min(max(0, LEVEL_SQUARES[level - 1] - laid) / 2, LEVEL_DOMINOES[level - 1])
        if level < LEVELS:
            card_worth = card_values[cards - dead] - hole_cost * dead
        else:
            card_worth = CARD_TIE_VALUE * cards
        out.append(score + current + per_domino * left + FUTURE[level - 1] + card_worth)
    return out


def dead_holes(p, level) -> int:
    """A lower bound on the single-tile cards the level's empty squares will need."""
    if level == 1:
        if p.bbox is None:
            return 0
        minx, miny, maxx, maxy = p.bbox
        if sorted((maxx - minx + 1, maxy - miny + 1)) != [4, 5]:
            return 0
    holes = set(p.holes(level))
    need = 0
    while holes:
        start = holes.pop()
        todo, balance = [start], 0
        while todo:
            x, y = todo.pop()
            balance += 1 if (x + y) % 2 else -1
            for cell in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if cell in holes:
                    holes.remove(cell)
                    todo.append(cell)
        need += abs(balance)
    return need


# The deeper estimate (evaluate_deep: Hard's search and the hint) adds two terms:
UNPLACED_TOKEN = 0.0  # per gem token still in supply, times the share of the level left
ASSET_GEM = 0.0  # per gem of each colour's largest visible area, per level still to come
DEEP_PER_DOMINO = PER_DOMINO
DEEP_CARD_VALUES = CARD_VALUES
DEEP_HOLE_COST = HOLE_COST


def largest_areas(surface) -> list[int]:
    """Per colour, the gems of its largest (most gems) visible area."""
    best = [0] * 6
    seen: set = set()
    for start, value in enumerate(surface):
        if value == EMPTY or start in seen:
            continue
        colour, gems, cells = area_of(surface, start)
        seen |= cells
        if gems > best[colour]:
            best[colour] = gems
    return best


def evaluate_deep(state) -> list[float]:
    """evaluate() plus the tokens still to place on this level and the gem areas that later
    levels can join."""
    values = estimate(state, DEEP_PER_DOMINO, DEEP_CARD_VALUES, DEEP_HOLE_COST)
    if state.is_over():
        return values
    level = state.level
    for seat, p in enumerate(state.pyramids):
        if p.eliminated:
            continue
        laid = p.occ[level - 1].bit_count()
        share = max(0, LEVEL_SQUARES[level - 1] - laid) / LEVEL_SQUARES[level - 1]
        unplaced = sum(1 for t in p.tokens if t is None)
        extra = UNPLACED_TOKEN * unplaced * share
        if ASSET_GEM and level < LEVELS:
            extra += ASSET_GEM * (LEVELS - level) * sum(largest_areas(p.surface))
        values[seat] += extra
    return values
