"""An estimate of each seat's final Imhotep score fitted to the outcomes of bot games.

estimate = points already scored + FITTED[players][round - 1] . features(state)[seat]

FITTED holds, per player count and round, the least-squares weights of what a seat still
scored by the end of recorded bot games on the seat's features below (the first weight is
the constant). Nothing is fitted at run time: the table is the output of

    python -m tests.bench.fit_imhotep_estimate play --level easy --players 4 --games 400 \\
        --first 1000 --out easy4.jsonl.gz          (and --players 3 to easy3.jsonl.gz)
    python -m tests.bench.fit_imhotep_estimate play --level medium --players 4 --games 32 \\
        --out medium4.jsonl.gz                     (and --players 3 to medium3.jsonl.gz)
    python -m tests.bench.fit_imhotep_estimate fit easy4.jsonl.gz easy3.jsonl.gz \\
        medium4.jsonl.gz medium3.jsonl.gz --print-table

(2026-11-29: game g is dealt from seed 46000 + g, its bots seeded 7919 g + seat, Pharaoh's
wrath on in odd games, every site on side A; the held-out errors are in docs/bots.md). A
game with a site on side B, or a player count without a table (two players), gets None
from `fitted_values`, so `heuristic.evaluate_fitted` is then the hand-set `evaluate`.
"""

from operator import mul

from . import scoring
from .data import (
    BLUE_CARDS,
    DECORATION_SITE,
    OBELISKS,
    PYRAMIDS,
    ROUNDS,
    TEMPLE,
    TEMPLE_WIDTH,
    TOMB,
    WRATH_SITES,
)
from .state import UNSAILED

FEATURES = (
    "constant", "temple_visible", "tomb_points", "tomb_stones", "obelisk_points",
    "obelisk_stones", "decoration_points", "decoration_cards", "statue_points", "statues",
    "blue_cards", "sled", "quarry", "ship_stones", "wrath_missing", "wrath_any",
)

# players -> one row of weights (FEATURES' order) per round 1..ROUNDS
FITTED: dict[int, tuple[tuple[float, ...], ...]] = {
    3: (
        (18.109, 1.22, 1.48, -0.062, 0.176, -0.678, 0.796, 0.71,
         -0.431, 0.974, -0.382, 0.754, 0.503, 0.944, 0.46, -2.371),
        (-0.632, 1.466, 0.97, 0.78, 0.246, 0.483, 0.311, 1.352,
         0.438, 0.344, 0.07, 1.414, 1.018, 1.96, 0.213, -1.087),
        (1.71, 1.175, 0.688, 1.012, 0.364, 0.604, 0.365, 1.589,
         0.441, 0.549, 0.41, 1.076, 0.761, 1.608, -0.245, -0.15),
        (1.853, 0.898, 0.683, 0.894, 0.406, 0.744, 0.416, 1.576,
         0.551, 0.406, 0.706, 0.907, 0.576, 1.586, -0.257, -0.152),
        (-0.586, 0.61, 0.711, 0.757, 0.539, 0.589, 0.586, 1.043,
         0.698, 0.215, 0.888, 0.851, 0.485, 1.545, -0.781, 0.482),
        (-2.349, 0.442, 0.909, 0.21, 0.751, 0.329, 0.683, 0.805,
         0.768, 0.177, 0.92, 0.647, 0.34, 1.39, -0.476, -2.0),
    ),
    4: (
        (19.761, 0.667, 0.907, 0.302, 0.079, 0.27, -0.177, 0.912,
         2.05, -2.122, -0.28, 0.542, 0.337, 0.804, 0.51, -2.464),
        (0.696, 0.998, 0.579, 1.333, 0.151, 0.906, -0.582, 2.284,
         0.419, 0.421, 0.378, 1.224, 0.876, 1.566, 0.069, -0.615),
        (1.373, 0.862, 0.54, 1.23, 0.263, 1.001, -0.044, 2.287,
         0.493, 0.495, 0.551, 1.025, 0.696, 1.483, -0.001, -0.56),
        (0.622, 0.718, 0.616, 1.037, 0.399, 0.855, 0.326, 1.902,
         0.86, 0.081, 0.78, 0.901, 0.544, 1.588, -0.719, 0.217),
        (-4.162, 0.783, 0.785, 0.696, 0.553, 0.699, 0.474, 1.542,
         0.793, 0.147, 0.709, 0.914, 0.564, 1.642, -2.346, 1.531),
        (-4.08, 0.538, 0.884, 0.375, 0.781, 0.297, 0.676, 0.983,
         0.738, 0.266, 0.737, 0.601, 0.369, 1.322, -2.402, 0.488),
    ),
}


def _owners_by_site(state) -> dict[int, set[int]]:
    """The seats with a stone on each of the wrath's sites."""
    pyramid = {owner for cells in state.pyr for owner in cells}
    pyramid.update(state.pyr_extra)
    return {PYRAMIDS: pyramid, TEMPLE: set(state.temple), TOMB: set(state.tomb),
            OBELISKS: {seat for seat, height in enumerate(state.obel) if height}
            | set(state.towers)}


def features(state) -> list[list[float]]:
    """Each seat's features, in FEATURES' order (every site on side A)."""
    n = state.num_players
    temple = [0] * n
    for _, owner in scoring.temple_visible(state.temple, TEMPLE_WIDTH[n]):
        temple[owner] += 1
    tomb_points = scoring.tomb_a_points(state.tomb, n)
    obelisk_points = scoring.obelisk_a_points(state.obel)
    ship_stones = [0] * n
    for s, slots in enumerate(state.slots):
        if state.ship_site[s] == UNSAILED:
            for owner in slots:
                if owner >= 0:
                    ship_stones[owner] += 1
    site_stones = {site: state.stones_on_site(site) for site in DECORATION_SITE.values()}
    present = _owners_by_site(state) if state.wrath else {}
    rows = []
    for seat in range(n):
        hand = state.hands[seat]
        decoration_points = decoration_cards = 0
        for card, site in DECORATION_SITE.items():
            if hand[card]:
                decoration_cards += hand[card]
                decoration_points += hand[card] * scoring.decoration_points(site_stones[site])
        missing = (sum(1 for site in WRATH_SITES if seat not in present[site])
                   if state.wrath else 0)
        rows.append([1.0, temple[seat], tomb_points[seat], state.tomb.count(seat),
                     obelisk_points[seat], state.obel[seat], decoration_points,
                     decoration_cards, scoring.group_points(hand["statue"]), hand["statue"],
                     sum(hand[c] for c in BLUE_CARDS), state.sled[seat], state.quarry[seat],
                     ship_stones[seat], missing, 1.0 if missing else 0.0])
    return rows


def fitted_values(state) -> list[float] | None:
    """For each seat, the fitted estimate of its final score; None where the table does not
    apply (a site on side B, a player count without a table, the game over or not begun)."""
    table = FITTED.get(state.num_players)
    if table is None or state.over or any(state.sides_b) or not 1 <= state.round_no <= ROUNDS:
        return None
    weights = table[state.round_no - 1]
    return [float(sum(points)) + sum(map(mul, weights, row))
            for points, row in zip(state.points, features(state), strict=True)]
