"""Pyramid geometry: squares per level, quarters, rotations and where a domino may go.

Coordinates (docs/rules/pyramids.md, "Geometry"). Everything the UI sees is in *quarters*: a
square is 2x2 quarters, x grows to the right and y downwards. A square of level k has its
top-left quarter at (qx, qy) with qx and qy congruent to k-1 modulo 2 (level 1 on even
quarters, level 2 offset by half a square, level 3 by a whole square, ...). The pyramid is
measured from its first domino: square A of the first domino of level 1 is at quarter (0, 0)
(the player may lay it anywhere; the engine moves the coordinates there).

Internally a level's squares use the level's own square coordinates (x, y) with
qx = 2x + k - 1; a level's occupied squares are one bit mask over x, y in [-4, 4].

Orientations (square B relative to square A, turning clockwise): 0 = B right of A,
1 = B below, 2 = B left, 3 = B above. Turning the domino turns its gem corners with it.
A corner code is 2 * right + bottom (0 left-top, 1 left-bottom, 2 right-top, 3 right-bottom).
"""

from engines.core.memo import remembered

from .data import LONG, SHORT

# Direction of square B from square A per orientation.
DIRS = ((1, 0), (0, 1), (-1, 0), (0, -1))

# ROTATE[r][c]: corner c after turning the square r quarter turns clockwise.
_ROT1 = tuple(2 * (1 - (c % 2)) + (c // 2) for c in range(4))  # (cx, cy) -> (1 - cy, cx)


def _rotations():
    table = [tuple(range(4))]
    for _ in range(3):
        table.append(tuple(_ROT1[c] for c in table[-1]))
    return tuple(table)


ROTATE = _rotations()

# Square coordinates of one level: x, y in [-SPAN, SPAN] (the first square is at 0, 0 and a
# level is at most LONG squares long).
SPAN = LONG - 1
SIDE = 2 * SPAN + 1
CELLS = SIDE * SIDE


def bit_index(x: int, y: int) -> int:
    return (x + SPAN) + SIDE * (y + SPAN)


def cell_xy(index: int) -> tuple[int, int]:
    return index % SIDE - SPAN, index // SIDE - SPAN


def _neighbour_masks():
    masks = []
    for i in range(CELLS):
        x, y = cell_xy(i)
        m = 0
        for dx, dy in DIRS:
            if -SPAN <= x + dx <= SPAN and -SPAN <= y + dy <= SPAN:
                m |= 1 << bit_index(x + dx, y + dy)
        masks.append(m)
    return tuple(masks)


NEIGHBOURS = _neighbour_masks()


def _pairs():
    """Every (x, y, orient, bit A, bit B, touch mask) of a domino inside the square grid."""
    out = []
    for y in range(-SPAN, SPAN + 1):
        for x in range(-SPAN, SPAN + 1):
            for o, (dx, dy) in enumerate(DIRS):
                bx, by = x + dx, y + dy
                if -SPAN <= bx <= SPAN and -SPAN <= by <= SPAN:
                    a, b = bit_index(x, y), bit_index(bx, by)
                    out.append((x, y, o, 1 << a, 1 << b, NEIGHBOURS[a] | NEIGHBOURS[b]))
    return tuple(out)


PAIRS = _pairs()


def fits_level1(minx: int, miny: int, maxx: int, maxy: int) -> bool:
    """The squares' bounding box still fits a LONG x SHORT or SHORT x LONG rectangle."""
    w, h = maxx - minx + 1, maxy - miny + 1
    return (w <= LONG and h <= SHORT) or (w <= SHORT and h <= LONG)


def _pairs_at():
    """For each square, the indices into PAIRS of the dominoes covering it."""
    at: list[list[int]] = [[] for _ in range(CELLS)]
    for k, (_x, _y, _o, a, b, _touch) in enumerate(PAIRS):
        at[a.bit_length() - 1].append(k)
        at[b.bit_length() - 1].append(k)
    return tuple(tuple(ks) for ks in at)


PAIRS_AT = _pairs_at()
_LEFT_COLUMN = sum(1 << bit_index(-SPAN, y) for y in range(-SPAN, SPAN + 1))
_RIGHT_COLUMN = sum(1 << bit_index(SPAN, y) for y in range(-SPAN, SPAN + 1))
_ALL = (1 << CELLS) - 1


def frontier(occ: int) -> int:
    """Empty squares sharing a side with an occupied one."""
    around = ((occ & ~_RIGHT_COLUMN) << 1) | ((occ & ~_LEFT_COLUMN) >> 1)
    around |= ((occ << SIDE) & _ALL) | (occ >> SIDE)
    return around & ~occ


_LEVEL1_MOVES: dict = {}
MOVES_KEPT = 8192   # layouts whose moves are remembered per level kind (bots revisit them)


def level1_moves(occ: int, bbox) -> tuple[tuple[int, int, int], ...]:
    """(x, y, orient) of square A for every legal level-1 domino, in square coordinates.

    The first domino is listed at the origin (0, 0) in any orientation; later ones cover two
    empty squares, share at least one whole square side with a placed square and keep the
    level inside a 5x4 or 4x5 rectangle. (`bbox` is the occupied squares' bounding box, a
    function of `occ`: the answer is remembered per `occ`.)
    """
    return remembered(_LEVEL1_MOVES, MOVES_KEPT, occ, _level1_moves, occ, bbox)


def _level1_moves(occ: int, bbox) -> tuple[tuple[int, int, int], ...]:
    if not occ:
        return tuple((0, 0, o) for o in range(4))
    minx, miny, maxx, maxy = bbox
    edge = frontier(occ)
    candidates = set()
    while edge:
        low = edge & -edge
        candidates.update(PAIRS_AT[low.bit_length() - 1])
        edge ^= low
    out = []
    for k in sorted(candidates):
        x, y, o, a, b, _touch = PAIRS[k]
        if occ & (a | b):
            continue
        dx, dy = DIRS[o]
        bx, by = x + dx, y + dy
        if fits_level1(min(minx, x, bx), min(miny, y, by), max(maxx, x, bx), max(maxy, y, by)):
            out.append((x, y, o))
    return tuple(out)


def level_rect(rect, level: int) -> tuple[int, int, int, int]:
    """(x0, y0, width, height) of `level` in its own square coordinates, from level 1's
    rectangle (x0, y0, w, h): each level is one square narrower and lower, offset by half."""
    x0, y0, w, h = rect
    return x0, y0, w - level + 1, h - level + 1


def rect_mask(rect, level: int) -> int:
    x0, y0, w, h = level_rect(rect, level)
    m = 0
    for y in range(y0, y0 + h):
        for x in range(x0, x0 + w):
            m |= 1 << bit_index(x, y)
    return m


_UPPER_MOVES: dict = {}


def upper_moves(occ: int, full: int) -> tuple[tuple[int, int, int], ...]:
    """(x, y, orient) of every legal domino on an upper level: both squares empty and inside
    the level's rectangle (`full` mask), i.e. wholly on the level below (remembered per
    `occ` and `full`, as level 1's)."""
    return remembered(_UPPER_MOVES, MOVES_KEPT, (occ, full), _upper_moves, occ, full)


def _upper_moves(occ: int, full: int) -> tuple[tuple[int, int, int], ...]:
    free = full & ~occ
    out = []
    for x, y, o, a, b, _touch in PAIRS:
        if (free & a) and (free & b):
            out.append((x, y, o))
    return tuple(out)


def to_quarter(level: int, x: int, y: int) -> tuple[int, int]:
    return 2 * x + level - 1, 2 * y + level - 1


def from_quarter(level: int, qx: int, qy: int):
    """Square coordinates of level `level`, or None when (qx, qy) is off the level's lattice."""
    if (qx - level + 1) % 2 or (qy - level + 1) % 2:
        return None
    return (qx - level + 1) // 2, (qy - level + 1) // 2


# The visible surface: one cell per quarter, quarters qx, qy in [-2*SPAN, 2*SPAN + 1],
# with an empty border so that flood fills need no bounds checks.
QOFF = 2 * SPAN + 1
QW = 2 * QOFF + 2
QCELLS = QW * QW
EMPTY = -1


def qindex(qx: int, qy: int) -> int:
    return (qx + QOFF) + QW * (qy + QOFF)


def paint_square(surface: list, qx: int, qy: int, colour: int, corners) -> None:
    """Lay a square of `colour` whose top-left quarter is (qx, qy), gems at `corners`.

    A cell holds 2 * colour + (1 if a gem symbol shows there)."""
    i = qindex(qx, qy)
    base = 2 * colour
    surface[i] = surface[i + 1] = surface[i + QW] = surface[i + QW + 1] = base
    for c in corners:
        surface[i + (c // 2) + QW * (c % 2)] = base + 1


def domino_squares(level: int, qx: int, qy: int, orient: int, domino_data) -> list:
    """The two squares of a placed domino: [(qx, qy, colour, corners)] for A then B."""
    ca, cb, ga, gb = domino_data
    dx, dy = DIRS[orient]
    rot = ROTATE[orient]
    return [
        (qx, qy, ca, tuple(rot[c] for c in ga)),
        (qx + 2 * dx, qy + 2 * dy, cb, tuple(rot[c] for c in gb)),
    ]

