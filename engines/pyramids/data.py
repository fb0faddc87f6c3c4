"""Pyramids (Pyramido) component data: colours, the 90 dominoes, single-tile cards, levels.

Source: docs/rules/pyramids.md (the component data the rulebook's text leaves out).
A domino code is colour of square A, colour of square B, then its gem corners: 0-3 are the
corners of square A, 4-7 the same corners of square B, with corner code = 2 * right + bottom
(0 = left top, 1 = left bottom, 2 = right top, 3 = right bottom). "YN16" is a yellow square A
with a gem at its left-bottom corner and a brown square B with a gem at its right-top corner.
"""

# Colour indices; each colour has its own gem kind.
COLOURS = ("N", "B", "Y", "A", "R", "G")
COLOUR_NAMES = ("brown", "blue", "yellow", "turquoise", "red", "green")
BROWN, BLUE, YELLOW, TURQUOISE, RED, GREEN = range(6)

DOMINO_CODES = """
NN16 BN05 BN01 BN03 YN06 YN17 YN16 YN07 YN01 YN12 AN06 NN07 AN17 AN14 AN01
AN03 RN06 RN17 RN12 RN03 RN01 GN01 NN26 GN12 GN03 GN02 BB26 BB37 BB16 BB07
YB06 YB17 YB16 NN37 YB07 YB01 YB03 AB06 AB17 AB07 AB01 AB12 RB06 RB17 NN06
RB01 RB12 GB06 GB01 GB03 YY16 YY07 YY26 AY06 AY17 BN06 AY16 AY01 AY03 RY06
RY17 RY01 RY03 GY17 GY01 GY12 BN17 AA16 AA07 RA06 RA17 RA07 RA01 GA17 GA01
GA12 GA03 BN16 RR16 GR06 GR17 GR16 GR01 GR13 GG07 RR47 GG47 YA07 BN07 BA35
""".split()

TOKENS_PER_PLAYER = 6          # one gem token per colour
CARD_SIDES = ((BROWN, BLUE), (YELLOW, TURQUOISE), (RED, GREEN))   # 3 double-sided cards
CARDS_PER_PLAYER = len(CARD_SIDES)
CARD_OF_COLOUR = tuple(c // 2 for c in range(6))

QUARRY_SLOTS = 3
STACKS = 4
LEVELS = 4
# Level k (1-based) is (LONG - k + 1) x (SHORT - k + 1) squares: 5x4, 4x3, 3x2, 2x1.
LONG, SHORT = 5, 4
LEVEL_DOMINOES = (10, 6, 3, 1)


def parse_domino(code: str) -> tuple:
    """(colour A, colour B, gem corners of A (0-3), gem corners of B (0-3))."""
    a, b = COLOURS.index(code[0]), COLOURS.index(code[1])
    corners = [int(ch) for ch in code[2:]]
    return (
        a,
        b,
        tuple(c for c in corners if c < 4),
        tuple(c - 4 for c in corners if c >= 4),
    )


DOMINOES = tuple(parse_domino(code) for code in DOMINO_CODES)
NUM_DOMINOES = len(DOMINOES)


def domino_code(domino: int) -> str:
    return DOMINO_CODES[domino]
