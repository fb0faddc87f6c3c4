"""An estimate of each seat's final Archaeology money fitted to the outcomes of bot games.

estimate = money banked + FITTED[players][phase - 1] . features(state)[seat]

The phase is how far the dig deck has run (PHASE_DECK: at least 40 cards left, 30, 20, 10,
1, then the end phase with the deck empty). FITTED holds, per player count and phase, the
least-squares weights of what a seat still banked by the end of recorded bot games on the
seat's features below (the first weight is the constant). Nothing is fitted at run time:
the table is the output of

    python -m tests.bench.fit_archaeology_estimate play --level easy --players 4 \\
        --games 400 --first 1000 --out easy4.jsonl.gz     (and --players 3 to easy3.jsonl.gz)
    python -m tests.bench.fit_archaeology_estimate play --level medium --players 4 \\
        --games 6 --out medium4.jsonl.gz       (and --players 3 --games 7 to medium3.jsonl.gz)
    python -m tests.bench.fit_archaeology_estimate fit easy4.jsonl.gz easy3.jsonl.gz \\
        medium4.jsonl.gz medium3.jsonl.gz --print-table

(2026-11-29: game g is dealt from seed 47000 + g, its bots seeded 7919 g + seat; the held-out
errors are in docs/bots.md). A player count without a table (two players) or a game over
gets None from `fitted_values`, so `evaluate_fitted` (Hard's estimate, named
`fitted.evaluate_fitted` in its settings) is then Hard's estimate before (`evaluate_deep`:
with two players the deeper estimate, with more Medium's sets).

The hand a seat is valued by is the heuristic's `counted_hand` (sandstorm discards being
chosen still in it, the mover's trade being built as made). `features` lists a seat's
features (the fitting tool's input); `fitted_values`, called at every leaf of Hard's search,
gives the same values from the weights folded into per-type tables at import (FOLDED).
"""

from engines.core.memo import remembered

from . import heuristic
from .cards import MAP, NUM_TYPES, TRADE_VALUE

# the phase is 1 + the number of these the dig deck's size is below
PHASE_DECK = (40, 30, 20, 10, 1)
PHASES = len(PHASE_DECK) + 1
TYPES = range(NUM_TYPES)
CHEAP = (0, 1)    # pot shards, parchments: sets pay only when big
DEAR = (2, 3, 6)  # coins, talismans, pharaoh masks: every card pays

FEATURES = (
    "constant", "hand_sale", "hand_reach", "hand_cards", "cheap_cards", "dear_cards",
    "trade_points", "map_worth", "maps", "sale_at_risk", "cards_at_risk", "trades_next",
    "own_digs", "cards_x_digs", "reach_x_digs", "dig_gain", "richest",
)
# What c cards of one type add to the features a hand sums over its types (maps count only
# as maps): hand_sale, hand_reach, hand_cards, cheap_cards, dear_cards, trade_points, maps.
PER_TYPE = ("hand_sale", "hand_reach", "hand_cards", "cheap_cards", "dear_cards",
            "trade_points", "maps")
MAP_CACHE_SIZE = 1024  # (maps, chambers explored, deck size) -> map_worth


def _type_terms(t: int, c: int) -> tuple[float, ...]:
    if t == MAP:
        return (0.0, 0.0, 0.0, 0.0, 0.0, 0.0, float(c))
    return (float(heuristic.SALE[t][c]), heuristic.REACH[t][c] if c else 0.0, float(c),
            float(c if t in CHEAP else 0), float(c if t in DEAR else 0),
            float(c * TRADE_VALUE[t]), 0.0)


# TERMS[t][c]: PER_TYPE's features of c cards of type t
TERMS = tuple(tuple(_type_terms(t, c) for c in range(len(heuristic.REACH[t])))
              for t in TYPES)

FITTED: dict[int, tuple[tuple[float, ...], ...]] = {
    3: (
        (-0.551, 1.265, -0.201, 6.321, -0.668, 0.84, -0.975, 0.653, 1.489,
         -3.975, -18.962, 1.106, 1.53, -0.004, 0.02, 0.146, -0.341),
        (-0.312, 0.991, -0.094, 4.447, -0.178, 0.477, 0.075, 1.125, 0.544,
         -1.315, -16.448, 0.826, 1.241, -0.099, 0.01, 0.334, -0.783),
        (-0.53, 1.026, -0.143, 3.306, 1.03, 0.438, 0.36, 1.655, -1.783,
         -0.745, -10.65, 0.622, 1.15, -0.244, 0.016, 0.419, -1.054),
        (0.649, 1.174, 0.213, -0.348, 0.631, 0.35, -0.582, 1.239, -0.839,
         -0.318, -4.563, 0.47, 0.754, 0.195, -0.022, 0.555, -0.282),
        (0.041, 0.9, 0.003, 0.98, -0.665, -0.834, 0.107, 0.544, 1.218,
         -0.355, -1.977, 0.396, 0.773, 0.087, 0.003, 0.575, -0.136),
        (-0.008, 1.052, 0.047, -0.261, 0.256, 0.136, -0.158, 0.097, 2.779,
         0.0, 0.0, 0.017, 0.0, 0.0, 0.0, 0.0, -0.03),
    ),
    4: (
        (-7.778, 0.537, 0.738, 3.537, -1.823, -0.887, 0.123, 1.214, -2.88,
         -0.973, -14.584, 1.456, 2.248, 0.266, -0.071, 0.135, -0.368),
        (-1.25, 0.666, -0.102, 6.965, -0.606, -0.43, 0.55, 1.197, -0.884,
         -0.896, -15.173, 1.068, 1.318, -0.259, 0.004, 0.379, -0.712),
        (1.724, 0.893, -0.117, 2.149, 0.122, 0.553, -0.126, 0.35, 2.497,
         -0.628, -5.075, 0.812, 0.65, -0.089, 0.025, 0.558, -0.74),
        (0.429, 1.011, 0.021, 1.098, -0.224, -0.304, 0.052, 0.821, 0.981,
         -0.211, -3.394, 0.583, 0.83, 0.025, -0.005, 0.511, -0.573),
        (0.037, 0.911, -0.043, 0.761, -0.563, -0.658, 0.286, 0.709, 1.15,
         -0.003, -1.104, 0.379, 0.682, -0.096, 0.024, 0.667, -0.198),
        (-0.037, 1.059, 0.027, -0.484, 0.443, 0.177, 0.049, 1.705, -1.952,
         0.0, 0.0, 0.041, 0.0, 0.0, 0.0, 0.0, -0.122),
    ),
}


def phase(state) -> int:
    """1..PHASES: how far the dig deck has run (PHASES: the deck is empty)."""
    deck = len(state.deck)
    return 1 + sum(1 for bound in PHASE_DECK if deck < bound)


def own_digs(state) -> list[int]:
    """The cards each seat will still dig: the deck dealt out one a turn from the seat that
    digs next."""
    n, deck = state.num_players, len(state.deck)
    first = state.turn if state.phase == "dig" else (state.turn + 1) % n
    rounds, rest = divmod(deck, n)
    return [rounds + ((seat - first) % n < rest) for seat in range(n)]


def dig_shares(state) -> list[float]:
    """Per type, the share of the dig deck's cards that are treasures of that type (maps 0:
    their worth is map_worth's)."""
    deck = state.deck
    if not deck:
        return [0.0] * NUM_TYPES
    return [0.0 if t == MAP else deck.count(t) / len(deck) for t in TYPES]


def _map_worth(maps: int, explored, deck: int) -> float:
    if not maps:
        return 0.0
    return remembered(_MAP_WORTH, MAP_CACHE_SIZE, (maps, tuple(explored), deck),
                      heuristic.map_worth, maps, explored, deck)


_MAP_WORTH: dict = {}


def features(state) -> list[list[float]]:
    """Each seat's features, in FEATURES' order."""
    gain = heuristic.GAIN
    n = state.num_players
    deck = len(state.deck)
    shares = dig_shares(state)
    risk = 1.0 - heuristic.hazard_keep(state)
    trader = heuristic.next_trader(state)
    digs = own_digs(state)
    rows = []
    for seat in range(n):
        hand, _ = heuristic.counted_hand(state, seat)
        sums = [0.0] * len(PER_TYPE)
        for t in TYPES:
            for k, term in enumerate(TERMS[t][hand[t]]):
                sums[k] += term
        sale, reach, cards, cheap, dear, trade, maps = sums
        dig = sum(shares[t] * gain[t][hand[t]] for t in TYPES)
        own = digs[seat]
        rows.append([
            1.0, sale, reach, cards, cheap, dear, trade,
            _map_worth(hand[MAP], state.explored, deck), maps, sale * risk, cards * risk,
            1.0 if seat == trader else 0.0, own, cards * own, reach * own, dig * own, 0.0,
        ])
    best = max(row[1] for row in rows)
    for row in rows:
        row[-1] = 1.0 if row[1] == best else 0.0
    return rows


def _fold(weights) -> tuple:
    """One row of weights as per-type tables: BASE[t][c] (the PER_TYPE features' share),
    RISKY[t][c] (times the hazards' risk) and DIGGING[t][c] (times the seat's own digs),
    then the weights of the features that are not sums over types."""
    w = dict(zip(FEATURES, weights, strict=True))

    def table(parts):
        return tuple(tuple(sum(w[name] * terms[PER_TYPE.index(source)]
                               for name, source in parts) for terms in row) for row in TERMS)

    base = table([(name, name) for name in PER_TYPE])
    risky = table([("sale_at_risk", "hand_sale"), ("cards_at_risk", "hand_cards")])
    digging = table([("cards_x_digs", "hand_cards"), ("reach_x_digs", "hand_reach")])
    return (base, risky, digging, w["constant"], w["map_worth"], w["trades_next"],
            w["own_digs"], w["dig_gain"], w["richest"])


# players -> per phase the folded weights (fitted_values' fast form of FITTED)
FOLDED = {players: tuple(_fold(row) for row in table) for players, table in FITTED.items()}


def fitted_values(state) -> list[float] | None:
    """For each seat, the fitted estimate of its final money (FITTED . features, from the
    folded tables); None where the table does not apply (a player count without a table,
    the game over)."""
    table = FOLDED.get(state.num_players)
    if table is None or state.is_over():
        return None
    base, risky, digging, constant, w_maps, w_trader, w_digs, w_dig, w_richest = \
        table[phase(state) - 1]
    sale_of, gain, counted_hand = heuristic.SALE, heuristic.GAIN, heuristic.counted_hand
    deck = len(state.deck)
    risk = 1.0 - heuristic.hazard_keep(state)
    trader = heuristic.next_trader(state)
    digs = own_digs(state)
    shares = [w_dig * share for share in dig_shares(state)]
    values, sales = [], []
    for seat in range(state.num_players):
        hand, friction = counted_hand(state, seat)
        value = risky_sum = dig_sum = sale = 0.0
        for t in TYPES:
            c = hand[t]
            dig_sum += shares[t] * gain[t][c]
            if c:
                value += base[t][c]
                risky_sum += risky[t][c]
                dig_sum += digging[t][c]
                if t != MAP:
                    sale += sale_of[t][c]
        value += (state.money[seat] + constant + friction + risk * risky_sum
                  + digs[seat] * (dig_sum + w_digs))
        if hand[MAP]:
            value += w_maps * _map_worth(hand[MAP], state.explored, deck)
        if seat == trader:
            value += w_trader
        values.append(value)
        sales.append(sale)
    best = max(sales)
    return [value + w_richest if sale == best else value
            for value, sale in zip(values, sales, strict=True)]


def evaluate_fitted(state) -> list[float]:
    """For each seat, the estimate fitted to bot games' outcomes where its table applies
    (three and four players, the game not over), else `heuristic.evaluate_deep`'s (Hard's
    estimate before: with two players exactly as it was)."""
    values = fitted_values(state)
    return heuristic.evaluate_deep(state) if values is None else values
