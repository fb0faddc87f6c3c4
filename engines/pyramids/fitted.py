"""An estimate of each seat's final two-player Pyramids score fitted to bot games' outcomes.

estimate = points of the levels already scored + FITTED[players][level - 1] . features[seat]

FITTED holds, per player count and level being built, the least-squares weights of what a
seat still scored by the end of recorded bot games on the seat's features (FEATURES; the
first weight is the constant): the terms of the hand-set estimate taken apart, among them
the quarry's best domino for the seat that chooses from it next. The level's score as it
stands and that domino count one for one (their weights are set, not fitted). A pyramid
with more dead holes than single-tile cards is doomed as in the hand-set estimate. The
table is the output of

    python -m tests.bench.fit_pyramids_estimate play --level medium --players 2 \\
        --games 160 --out medium2.jsonl.gz
    python -m tests.bench.fit_pyramids_estimate fit medium2.jsonl.gz --print-table

(2026-12-03: game g is dealt from seed 48000 + g, its bots seeded 7919 g + seat; the
held-out errors are in docs/bots.md). A player count without a table gets
`heuristic.evaluate_deep`.
"""

from operator import mul

from .heuristic import LOST, _level_terms, domino_gains, dominoes_left, evaluate_deep, next_chooser

FEATURES = ("constant", "level_now", "dominoes_left", "cards", "dead_holes", "quarry_next",
            "tokens_left")

# players -> one row of weights (FEATURES' order) per level 1..4
FITTED: dict[int, tuple[tuple[float, ...], ...]] = {
    2: (
        (39.047, 1.0, 1.585, 0.766, -1.001, 1.0, 0.176),
        (19.032, 1.0, 0.901, 1.288, -5.946, 1.0, 0.532),
        (0.829, 1.0, -0.616, 0.614, 0.0, 1.0, 2.779),
        (-20.459, 1.0, -3.77, 0.77, 0.0, 1.0, 4.47),
    ),
}


def next_choice(state) -> list[float]:
    """Per seat: the most one quarry domino adds to its level if it chooses from the quarry
    next (0 for the others)."""
    out = [0.0] * len(state.pyramids)
    seat = next_chooser(state)
    dominoes = [d for d in state.quarry if d >= 0]
    if seat is not None and dominoes:
        out[seat] = float(max(domino_gains(state.pyramids[seat], state.level, dominoes)))
    return out


def features(state) -> list[list[float]]:
    """Each seat's features (FEATURES), for a game not over; None for an eliminated seat."""
    level = state.level
    quarry = next_choice(state)
    rows = []
    for seat, p in enumerate(state.pyramids):
        if p.eliminated:
            rows.append(None)
            continue
        now, dead = _level_terms(p, level)
        cards = len(p.cards_left())
        if seat == state.turn and state.phase == "card":
            cards -= 1                   # the card being laid is spent already
        tokens = sum(1 for t in p.tokens if t is None)
        rows.append([1.0, float(now), float(dominoes_left(p, level)), float(cards),
                     float(dead), quarry[seat], float(tokens)])
    return rows


def evaluate_fitted(state, viewer=None) -> list[float]:
    """Each seat's estimated final score: the fit where FITTED has the player count (LOST less
    for a doomed or eliminated pyramid), else `evaluate_deep`; the final scores once the game
    is over."""
    if state.is_over():
        return [float(x) for x in state.scores()]
    table = FITTED.get(len(state.pyramids))
    if table is None:
        return evaluate_deep(state, viewer)
    weights = table[state.level - 1]
    out = []
    for p, row in zip(state.pyramids, features(state), strict=True):
        score = float(p.score())
        if row is None or row[4] > row[3]:
            out.append(score - LOST)
        else:
            out.append(score + sum(map(mul, weights, row)))
    return out
