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
the domino the other player needs, or refilling with the one they cannot use, counts. With
more than DEEP_MAX_PLAYERS players it is the plain estimate: denying the next player helps
the others as much, and Hard with it gave up its own points (1 of 8 games against three
Medium where the plain estimate won 3 of the same 8, 60.5 against 66.9 points).

Dead holes: the empty squares of the level's settled rectangle (level 1: once it is 5x4 or
4x5) that dominoes can never cover: per region of empty squares, the imbalance between its
squares of the two checkerboard colours (a domino covers one of each). A pyramid with more
dead holes than cards will be eliminated, as an eliminated player is: points minus LOST.
"""

from .data import DOMINOES, LEVEL_DOMINOES, LEVELS
from .geometry import domino_squares, paint_square
from .scoring import level_score
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
GAIN_CACHE_SIZE = 4096       # (pyramid, domino) gains remembered: a search revisits them


def evaluate(state) -> list[float]:
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
        current = level_score(p.surface, p.placed_tokens())[2]
        laid = p.occ[level - 1].bit_count()
        left = min(max(0, LEVEL_SQUARES[level - 1] - laid) / 2, LEVEL_DOMINOES[level - 1])
        if level < LEVELS:
            card_worth = CARD_VALUES[cards - dead] - HOLE_COST * dead
        else:
            card_worth = CARD_TIE_VALUE * cards
        out.append(score + current + PER_DOMINO * left + FUTURE[level - 1] + card_worth)
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


def evaluate_deep(state) -> list[float]:
    """`evaluate` plus the quarry's best domino for the player who chooses from it next."""
    values = evaluate(state)
    if state.is_over() or len(values) > DEEP_MAX_PLAYERS:
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
    key = (domino, level, tuple(p.pieces), tuple(p.cards), tuple(p.tokens))
    gain = _GAINS.get(key)
    if gain is not None:
        return gain
    tokens = p.placed_tokens()
    before = level_score(p.surface, tokens)[2]
    data = DOMINOES[domino]
    best = 0
    for x, y, orient in p.moves(level):
        qx, qy = 2 * x + level - 1, 2 * y + level - 1
        surface = list(p.surface)
        squares = domino_squares(level, qx, qy, orient, data)
        for sqx, sqy, colour, corners in squares:
            paint_square(surface, sqx, sqy, colour, corners)
        options = [(colour, sqx, sqy) for sqx, sqy, colour, corners in squares
                   if corners and p.tokens[colour] is None]
        for extra in options or [None]:
            after = level_score(surface, tokens + [extra] if extra else tokens)[2]
            best = max(best, after - before)
    if len(_GAINS) >= GAIN_CACHE_SIZE:
        _GAINS.clear()
    _GAINS[key] = best
    return best
