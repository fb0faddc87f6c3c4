"""Pyramids heuristic for bots: each seat's estimated final score.

estimate = points of the levels already scored
         + the level being built scored as it stands (its token areas and Mino bonus)
         + PER_DOMINO for every domino still to lay on that level (areas keep growing)
         + FUTURE[level]: a typical score for each level still to come
         + the worth of the single-tile cards in hand (CARD_VALUES: two cards are what a
           forced filling needs, so they matter most while levels 1-3 are being built)
         - HOLE_COST per card that the level's dead holes will eat
`evaluate_deep` (Hard, and so the hint) adds what the quarry offers the next player to
choose from it: QUARRY_WEIGHT times the most that one of its dominoes adds to that player's
level as it stands (laid where it adds most, with the gem token it would bring). So taking
the domino the other player needs, or refilling with the one they cannot use, counts.
With more than DEEP_MAX_PLAYERS players denying the next player helps the others as much
(Hard with the quarry term gave up its own points), so `evaluate_deep` instead estimates
better what the level being built still adds: a + b * dominoes left + c * typical gain per
level (LEVEL_FIT), the typical gain being what an average domino would add to the pyramid
as it is now (`typical_gain`). PER_DOMINO's 1.5 a domino is far from what upper levels add
(3-7 points a domino on levels 2-3 in Medium's games), and two placements that score the
same now differ in what they leave to build on. A typical gain costs a few milliseconds and
nearly every leaf of a search has a new pyramid, so a search counts it for its own seat
(`viewer`) only; the other seats get the coarse fit without it (LEVEL_FIT_COARSE). Both
fits come from Medium's four-player games (tests/bench/fit_pyramids_levels.py).

Dead holes: the empty squares of the level's settled rectangle (level 1: once it is 5x4 or
4x5) that dominoes can never cover: per region of empty squares, the imbalance between its
squares of the two checkerboard colours (a domino covers one of each). A pyramid with more
dead holes than cards will be eliminated, as an eliminated player is: points minus LOST.
"""

from engines.core.memo import remembered

from .data import DOMINOES, LEVEL_DOMINOES, LEVELS
from .geometry import DIRS, QW, domino_squares, paint_square, qindex
from .scoring import area_of, level_score, level_total, token_area_cells
from .state import LEVEL_SQUARES, TAKE

SCALE = 10.0                 # points margin meaning "clearly ahead" (see engines.ai.values)
PER_DOMINO = 1.5
LEVEL_TYPICAL = (22.0, 22.0, 20.0, 14.0)
FUTURE = tuple(sum(LEVEL_TYPICAL[k:]) for k in range(1, LEVELS + 1))   # after level k
CARD_VALUES = (0.0, 2.0, 14.0, 16.0)     # by cards in hand, while forced filling can come
CARD_TIE_VALUE = 0.5                     # per card once it cannot (tie-break only)
HOLE_COST = 4.0
LOST = 100.0
DEEP_MAX_PLAYERS = 2
QUARRY_WEIGHT = 1.0          # per point of the next chooser's best domino (evaluate_deep)
GAIN_CACHE_SIZE = 4096       # entries of each memo (gains, level terms): a search revisits them
# With more than DEEP_MAX_PLAYERS players, evaluate_deep estimates what the level being built
# still adds as a + b * dominoes left + c * typical_gain, per level (c = 0: not computed; it
# explained little on level 1 and costs most there); the other seats than the viewer get
# a + b * dominoes left (LEVEL_FIT_COARSE). Least squares on 23 games of four Medium
# players, rounded: python -m tests.bench.fit_pyramids_levels --games 23.
LEVEL_FIT = ((-1.12, 1.85, 0.0), (-2.99, 0.56, 1.65), (-1.8, 0.53, 1.47), (0.0, 11.95, 0.22))
LEVEL_FIT_COARSE = ((-1.12, 1.85), (-7.29, 3.03), (-8.69, 6.95), (0.0, 13.82))
TYPICAL_DOMINOES = tuple(range(0, len(DOMINOES), 16))


def evaluate(state) -> list[float]:
    """Each seat's estimated final score (see the module docstring)."""
    return _estimate(state, _plain_rest)


def _plain_rest(seat, p, level, left) -> float:
    """What the level being built still adds: PER_DOMINO a domino left."""
    return PER_DOMINO * left


def _fitted_rest(viewer):
    """What the level being built still adds (nothing once it is complete): LEVEL_FIT for
    the viewer (every seat without one), LEVEL_FIT_COARSE for the other seats."""

    def rest(seat, p, level, left) -> float:
        if not left:
            return 0.0
        if viewer is not None and seat != viewer:
            a, b = LEVEL_FIT_COARSE[level - 1]
            return a + b * left
        a, b, c = LEVEL_FIT[level - 1]
        return a + b * left + (c * typical_gain(p, level) if c else 0.0)

    return rest


def _estimate(state, rest) -> list[float]:
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
        current, dead = _level_terms(p, level)
        if dead > cards:
            out.append(score - LOST)
            continue
        left = dominoes_left(p, level)
        if level < LEVELS:
            card_worth = CARD_VALUES[cards - dead] - HOLE_COST * dead
        else:
            card_worth = CARD_TIE_VALUE * cards
        out.append(score + current + rest(seat, p, level, left) + FUTURE[level - 1]
                   + card_worth)
    return out


_TERMS: dict = {}


def _level_terms(p, level) -> tuple[int, int]:
    """The level being built scored as it stands and its dead holes, remembered by the
    pyramid (a search values many positions where only one seat's pyramid changed)."""
    return remembered(_TERMS, GAIN_CACHE_SIZE, (level, *_pyramid_key(p)), _one_level_terms,
                      p, level)


def _one_level_terms(p, level) -> tuple[int, int]:
    return level_score(p.surface, p.placed_tokens())[2], dead_holes(p, level)


def dominoes_left(p, level) -> float:
    """The dominoes still to lay on the level (half its empty squares, at most its count)."""
    laid = p.occ[level - 1].bit_count()
    return min(max(0, LEVEL_SQUARES[level - 1] - laid) / 2, LEVEL_DOMINOES[level - 1])


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


def evaluate_deep(state, viewer=None) -> list[float]:
    """Two players: `evaluate` plus the quarry's best domino for the player who chooses from
    it next. More: the estimate with the fitted rest of the level, the typical gain counted
    for `viewer` only (the seat a search runs for; every seat when None)."""
    if len(state.pyramids) > DEEP_MAX_PLAYERS:
        return _estimate(state, _fitted_rest(viewer))
    values = evaluate(state)
    if state.is_over():
        return values
    seat = next_chooser(state)
    if seat is not None:
        p = state.pyramids[seat]
        gains = [domino_gain(p, state.level, d) for d in state.quarry if d >= 0]
        if gains:
            values[seat] += QUARRY_WEIGHT * max(gains)
    return values


def next_chooser(state):
    """The seat that takes from the quarry next on this level (None: the level is done)."""
    if state.phase == TAKE:
        return state.turn
    n = len(state.pyramids)
    for step in range(1, n + 1):
        seat = (state.turn + step) % n
        p = state.pyramids[seat]
        if not p.eliminated and not p.level_done(state.level):
            return seat
    return None


_GAINS: dict = {}


def domino_gain(p, level, domino) -> int:
    """The most that laying `domino` adds to `p`'s level score as it stands, over every
    legal placement, with the gem token it brings (the best half) where one can go."""
    key = (domino, level, *_pyramid_key(p))
    return remembered(_GAINS, GAIN_CACHE_SIZE, key, _one_gain, p, level, domino)


def _one_gain(p, level, domino) -> int:
    return _best_gains(p, level, (domino,))[0]


def _pyramid_key(p) -> tuple:
    """What a pyramid's gains depend on: its dominoes, cards and tokens."""
    return tuple(p.pieces), tuple(p.cards), tuple(p.tokens)


def _best_gains(p, level, dominoes) -> list[int]:
    """domino_gain of each of `dominoes`, sharing the work that depends on the placement only.

    The same as scoring each placement with level_score, but an area that the domino
    neither covers nor touches keeps its gems, so only the areas it reaches are filled again;
    a placement that reaches no area and brings no token changes nothing (gain 0)."""
    areas = token_area_cells(p.surface, p.placed_tokens())
    before = level_total([gems for _c, gems, _cells, _starts in areas])
    owner = {cell: k for k, area in enumerate(areas) for cell in area[2]}
    best = [0] * len(dominoes)
    for x, y, orient in p.moves(level):
        qx, qy = 2 * x + level - 1, 2 * y + level - 1
        dx, dy = DIRS[orient]
        reached = set()
        for corner in (qindex(qx, qy), qindex(qx + 2 * dx, qy + 2 * dy)):
            for cell in (corner, corner + 1, corner + QW, corner + QW + 1):
                for near in (cell, cell - 1, cell + 1, cell - QW, cell + QW):
                    k = owner.get(near)
                    if k is not None:
                        reached.add(k)
        kept = [area[1] for k, area in enumerate(areas) if k not in reached]
        starts = [start for k in reached for start in areas[k][3]]
        for n, domino in enumerate(dominoes):
            squares = domino_squares(level, qx, qy, orient, DOMINOES[domino])
            options = [(sqx, sqy) for sqx, sqy, colour, corners in squares
                       if corners and p.tokens[colour] is None]
            if not reached and not options:
                continue
            surface = list(p.surface)
            for sqx, sqy, colour, corners in squares:
                paint_square(surface, sqx, sqy, colour, corners)
            extras: list[tuple[int, int] | None] = list(options) or [None]
            for extra in extras:
                gems = list(kept)
                counted: set = set()
                token_cells = starts + [qindex(*extra)] if extra else starts
                for start in token_cells:
                    if start not in counted:
                        _colour, area_gems, cells = area_of(surface, start)
                        counted |= cells
                        gems.append(area_gems)
                best[n] = max(best[n], level_total(gems) - before)
    return best


_TYPICAL: dict = {}


def typical_gain(p, level) -> float:
    """What an average domino would add to `p`'s level as it stands: the mean domino_gain of
    TYPICAL_DOMINOES (every sixteenth of the 90: six). Cached like domino_gain."""
    return remembered(_TYPICAL, GAIN_CACHE_SIZE, (level, *_pyramid_key(p)), _mean_gain, p, level)


def _mean_gain(p, level) -> float:
    return sum(_best_gains(p, level, TYPICAL_DOMINOES)) / len(TYPICAL_DOMINOES)
