"""Imhotep's printed numbers and rule tables (see docs/rules/imhotep.md).

Every value the rules file marks as a proposal lives here on one line, so that changing it is
a one-line edit. Nothing in this module has behaviour.
"""

from .observation import Site

# -- players and stones --------------------------------------------------------------------
COLOURS = ("black", "white", "brown", "gray")  # seat order
# 30 stones per colour in the box; setup puts 1 on the scoring track's 0/40 space as the
# colour's marker ("Каждый игрок помещает 1 камень своего цвета на ячейку «0/40»"), so 29 build.
STONES_PER_COLOUR = 29
SLED_CAPACITY = 5
GET_STONES = 3  # "Get stones" takes up to this many
START_SLED = (2, 3, 4, 5)  # first player 2, the next 3, ...
ROUNDS = 6

# -- ships and round cards -----------------------------------------------------------------
SHIP_MIN_LOAD = {4: 3, 3: 2, 2: 1, 1: 1}  # capacity -> stones needed to sail
SHIPS_PER_ROUND = 4
ROUND_CARDS = {  # each card lists the capacities of the round's 4 ships
    2: ("4322", "4331", "4221", "4321", "3221", "3322", "3321"),
    3: ("4421", "4322", "4321", "4221", "3332", "4332", "3322"),  # last two: medium confidence
    4: ("4421", "4332", "4333", "3332", "4432", "4422", "4322"),
}

# -- sites ---------------------------------------------------------------------------------
SITES: tuple[Site, ...] = ("market", "pyramids", "temple", "tomb", "obelisks")
MARKET, PYRAMIDS, TEMPLE, TOMB, OBELISKS = range(5)

# -- market cards (34) ---------------------------------------------------------------------
MARKET_CARDS = (
    ("entrance", 2), ("sarcophagus", 2), ("paved_path", 2),  # red
    ("decoration_pyramid", 2), ("decoration_temple", 2),  # green
    ("decoration_tomb", 2), ("decoration_obelisks", 2),
    ("statue", 10),  # purple
    ("lever", 2), ("hammer", 2), ("sail", 3), ("chisel", 3),  # blue
)
RED_CARD_SITE = {"entrance": PYRAMIDS, "sarcophagus": TOMB, "paved_path": OBELISKS}
DECORATION_SITE = {
    "decoration_pyramid": PYRAMIDS, "decoration_temple": TEMPLE,
    "decoration_tomb": TOMB, "decoration_obelisks": OBELISKS,
}
BLUE_CARDS = ("lever", "hammer", "sail", "chisel")
HAND_CARDS = tuple(DECORATION_SITE) + ("statue",) + BLUE_CARDS  # cards kept in front of you
MARKET_A_FACE_UP = 4
MARKET_B_FACE_UP = 3
MARKET_B_PAIR = 2  # face-down cards in the bottom-right slot
HAMMER_STONES = 3
CHISEL_STONES = 2

# -- pyramid -------------------------------------------------------------------------------
# Side A: points of the 14 cells in fill order (level 1 column by column from the top left,
# then level 2, then the top); every further stone scores PYRAMID_EXTRA_POINTS.
PYRAMID_A_VALUES = (2, 1, 3, 2, 4, 3, 2, 1, 3, 2, 3, 1, 3, 4)
PYRAMID_EXTRA_POINTS = 1
# Side B: three small pyramids (proposal: 2x2 base + 1 top cell), filled in cell order.
PYRAMIDS_B_COUNT = 3
PYRAMID_B_CELLS = 5
PYRAMID_B_BASE_CELLS = 4
PYRAMID_B_BASE_POINTS = 1
PYRAMID_B_TOP_POINTS = 4
PYRAMID_B_BONUS = ("card", "stones", "ship")  # left, middle, right (base cells only)
PYRAMID_B_BONUS_STONES = 3

# -- temple --------------------------------------------------------------------------------
TEMPLE_WIDTH = {2: 4, 3: 5, 4: 5}
TEMPLE_A_POINTS = 1  # per stone visible from above at round end
# Side B (proposal): reward of a visible stone per cell, left to right; 2 players: first 4.
TEMPLE_B_REWARDS = ("point_or_stones", "two_points", "point_or_stones", "card",
                    "point_or_stones")
TEMPLE_B_POINT = 1
TEMPLE_B_STONES = 2
TEMPLE_B_TWO_POINTS = 2

# -- tomb ----------------------------------------------------------------------------------
TOMB_HEIGHT = 3  # columns of 3, filled column by column from the top left
GROUP_POINTS = (0, 1, 3, 6, 10, 15)  # tomb A groups and statues: 1..5
GROUP_EXTRA = 2  # per stone / statue beyond 5
TOMB_B_ROW_POINTS = (8, 4, 2, 1)  # proposal: majority ranks per row

# -- obelisks ------------------------------------------------------------------------------
OBELISK_A_POINTS = {2: (10, 1), 3: (12, 6, 1), 4: (15, 10, 5, 1)}
OBELISK_B_TOWER = 3  # loose stones that make a tower
OBELISK_B_SLOTS = (12, 9, 7, 5, 4, 3, 2, 1)  # proposal: free slot of highest value first
OBELISK_B_BEYOND = 1  # a tower when every slot is taken
OBELISK_B_LOOSE_POINTS = 1  # per loose stone at game end

# the sites whose side-B values above no source confirms (docs/rules/imhotep.md "proposal":
# the pyramids' bonus cells, the temple's cell order, the tomb's fourth place, the obelisk
# values but the 9); the rules page and the setup call them this edition's reading
SIDE_B_READINGS: tuple[Site, ...] = ("pyramids", "temple", "tomb", "obelisks")

# -- game end ------------------------------------------------------------------------------
DECORATION_STONES_PER_POINT = 3
UNUSED_BLUE_POINTS = 1
WRATH_PENALTY = 5  # once, for a player missing from any of the WRATH_SITES
WRATH_SITES = (PYRAMIDS, TEMPLE, TOMB, OBELISKS)
