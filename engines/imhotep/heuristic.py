"""A cheap estimate of each seat's final Imhotep score, for bots (MCTS cut-offs, greedy play).

estimate = points already scored
         + what the game-end sites would give if the game ended now (tomb, obelisks,
           decorations, statues, unused blue cards, Pharaoh's wrath scaled by how late it is)
         + the temple's visible stones for the round ends still to come (discounted)
         + a small value for stones on unsailed ships and on the sled (future deliveries).
At the end of the game it is exactly the final scores.

`evaluate_fitted`: the estimate fitted to bot games' outcomes (fitted.py) where its table
applies, else `evaluate`; a level names it with its `estimate` setting.
"""

from . import scoring
from .data import (
    BLUE_CARDS,
    DECORATION_SITE,
    OBELISK_B_LOOSE_POINTS,
    OBELISK_B_TOWER,
    OBELISKS,
    ROUNDS,
    TEMPLE,
    TEMPLE_WIDTH,
    TOMB,
    UNUSED_BLUE_POINTS,
    WRATH_PENALTY,
    WRATH_SITES,
)
from .fitted import fitted_values

SHIP_STONE_VALUE = 2.0  # a stone on an unsailed ship: a delivery is worth about 2 points
SLED_STONE_VALUE = 0.3  # a stone on the sled: a future delivery (and the tie-break)
LOOSE_OBELISK_B_VALUE = 2.0  # a loose obelisk-B stone, towards a tower
FUTURE_TEMPLE_DISCOUNT = 0.5  # visible temple stones may be covered in later rounds
BLUE_CARD_VALUE = 1.5  # an unused blue card: its point or a better turn


def evaluate(state) -> list[float]:
    """For each seat, an estimate of its final score (exact once the game is over)."""
    if state.over:
        return [float(s) for s in state.scores()]
    values = [float(sum(p)) for p in state.points]
    for add_term in (add_temple, add_tomb, add_obelisks, add_holdings, add_ships):
        add_term(values, state)
    return values


def add_temple(values: list[float], state) -> None:
    """The temple's visible stones: this round's end for sure, later ones discounted."""
    weight = 1.0 + FUTURE_TEMPLE_DISCOUNT * (ROUNDS - state.round_no)
    if state.sides_b[TEMPLE]:
        weight = 1.2 * weight
    for _, owner in scoring.temple_visible(state.temple, TEMPLE_WIDTH[state.num_players]):
        values[owner] += weight


def add_tomb(values: list[float], state) -> None:
    """The tomb as if the game ended now."""
    n = state.num_players
    tomb = (scoring.tomb_b_points if state.sides_b[TOMB] else scoring.tomb_a_points)(
        state.tomb, n)
    for seat in range(n):
        values[seat] += tomb[seat]


def add_obelisks(values: list[float], state) -> None:
    """Side A: the obelisks as if the game ended now; side B: loose stones towards a tower."""
    if state.sides_b[OBELISKS]:
        for seat in range(state.num_players):
            loose = state.obel[seat]
            values[seat] += loose * (OBELISK_B_LOOSE_POINTS + LOOSE_OBELISK_B_VALUE
                                     * (loose + 1) / OBELISK_B_TOWER) / 2
    else:
        for seat, pts in enumerate(scoring.obelisk_a_points(state.obel)):
            values[seat] += pts


def add_holdings(values: list[float], state) -> None:
    """Each seat's cards and sled, and the Pharaoh's wrath it is heading for."""
    site_stones = {site: state.stones_on_site(site) for site in DECORATION_SITE.values()}
    progress = state.round_no / ROUNDS
    for seat in range(state.num_players):
        hand = state.hands[seat]
        for card, site in DECORATION_SITE.items():
            if hand[card]:
                values[seat] += hand[card] * scoring.decoration_points(
                    int(site_stones[site] / max(progress, 0.3)))
        values[seat] += scoring.group_points(hand["statue"])
        blue = sum(hand[c] for c in BLUE_CARDS)
        values[seat] += blue * max(BLUE_CARD_VALUE * (1 - progress), UNUSED_BLUE_POINTS)
        values[seat] += SLED_STONE_VALUE * state.sled[seat]
        if state.wrath:
            missing = any(state.stones_on_site(site, seat) == 0 for site in WRATH_SITES)
            if missing:
                values[seat] -= WRATH_PENALTY * progress


def add_ships(values: list[float], state) -> None:
    """The stones on unsailed ships, each a delivery to come."""
    for s, slots in enumerate(state.slots):
        if state.ship_site[s] == -1:
            for owner in slots:
                if owner >= 0:
                    values[owner] += SHIP_STONE_VALUE


def evaluate_fitted(state) -> list[float]:
    """For each seat, the fitted estimate of its final score (fitted.py) where its table
    applies, else `evaluate`'s."""
    values = fitted_values(state)
    return evaluate(state) if values is None else values
