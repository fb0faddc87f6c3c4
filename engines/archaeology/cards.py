"""Archaeology card data: the treasures, their trade values and museum price tables.

Values from docs/rules/archaeology.md (the Russian rulebook confirms talisman trade 3,
4 talismans = $24, 2 talismans = $7, 5 coins = $30). Inside the engine a card is a small
int: 0..6 are the treasures in TREASURES order, then THIEF and SANDSTORM.
"""

from engines.core import N_

from .observation import ChamberName

TREASURES = ("pot_shard", "parchment", "coin", "talisman", "broken_cup", "map", "pharaoh_mask")
NUM_TYPES = len(TREASURES)
POT_SHARD, PARCHMENT, COIN, TALISMAN, BROKEN_CUP, MAP, PHARAOH_MASK = range(NUM_TYPES)
THIEF, SANDSTORM = NUM_TYPES, NUM_TYPES + 1
CARD_NAMES = TREASURES + ("thief", "sandstorm")
TYPE_OF = {name: index for index, name in enumerate(TREASURES)}

#                 pot  parch coin  tal  cup  map  mask
COUNTS = (18, 16, 14, 8, 6, 6, 4)
TRADE_VALUE = (1, 1, 2, 3, 2, 3, 4)
# PRICES[t][n - 1] is the museum price of a set of n cards of type t; len = the maximum set.
PRICES = (
    (1, 2, 3, 4, 15),
    (1, 2, 3, 10),
    (2, 5, 10, 18, 30),
    (3, 7, 14, 24, 40),
    (2, 15),
    (3,),
    (4, 12, 26, 50),
)
MAX_SET = tuple(len(p) for p in PRICES)
CATEGORIES = (
    N_("Pot shards"), N_("Parchments"), N_("Coins"), N_("Talismans"), N_("Broken cups"),
    N_("Maps"), N_("Pharaoh masks"),
)

THIEVES = 8
SANDSTORMS = 6
PYRAMID = 1  # the marker card beside the chambers
TOTAL_CARDS = sum(COUNTS) + THIEVES + SANDSTORMS + PYRAMID  # 87
SANDSTORMS_IN_PLAY = {2: 6, 3: 5, 4: 4}
HAND_SIZE = 4
MARKET_SIZE = 5

# Chambers of the pyramid: (name, maps to explore it, cards in it).
CHAMBERS: tuple[tuple[ChamberName, int, int], ...] = (
    ("small", 1, 3), ("medium", 2, 5), ("large", 3, 7))
CHAMBER_OF: dict[str, int] = {name: index for index, (name, _, _) in enumerate(CHAMBERS)}


def set_price(card: int, count: int) -> int:
    """Museum price of one set of `count` cards of type `card` (1 <= count <= MAX_SET)."""
    return PRICES[card][count - 1]


def named(counts) -> dict[str, int]:
    """A count vector as {treasure name: count}, zero counts left out."""
    return {TREASURES[t]: n for t, n in enumerate(counts) if n}
