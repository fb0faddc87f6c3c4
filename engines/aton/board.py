"""The Aton board: four temples of 12 cells, their colours and bonus cells, and their scoring.

The board is a flat list of 48 owners (EMPTY, RED or BLUE): temple t (1..4), cell c (0..11,
row by row, 3 rows of 4) is index `(t - 1) * 12 + c`. Layout from docs/rules/aton.md:

    temple 1, 2:  Y Y Y Y  / K K +1 B / G G G G
    temple 3:     Y Y Y +1 / K K K B  / G G G +1
    temple 4:     Y Y Y +2 / K K K B  / G G G +2

Y yellow, K black, B blue, G green, +1/+2 bonus cells (neither yellow nor green).
"""

from collections.abc import Callable, Sequence

from engines.core import N_

from .observation import CellKind

EMPTY, RED, BLUE = -1, 0, 1
TEMPLES = 4
CELLS = 12
ROWS, COLUMNS = 3, 4
KINGDOM_CELLS = 8

YELLOW, BLACK, BLUE_CELL, GREEN, BONUS1, BONUS2 = "Y", "K", "B", "G", "+1", "+2"

TEMPLE_LAYOUT: tuple[tuple[CellKind, ...], ...] = (
    ("Y", "Y", "Y", "Y", "K", "K", "+1", "B", "G", "G", "G", "G"),
    ("Y", "Y", "Y", "Y", "K", "K", "+1", "B", "G", "G", "G", "G"),
    ("Y", "Y", "Y", "+1", "K", "K", "K", "B", "G", "G", "G", "+1"),
    ("Y", "Y", "Y", "+2", "K", "K", "K", "B", "G", "G", "G", "+2"),
)

WIN_FULL_TEMPLE = N_("A full temple")
WIN_ALL_YELLOW = N_("All yellow cells")
WIN_ALL_GREEN = N_("All green cells")

TEMPLE2_POINTS = 5
BLUE_CELL_POINTS = 3
BLACK_MAJORITY_POINTS = 8

_KINDS = [kind for layout in TEMPLE_LAYOUT for kind in layout]
YELLOW_CELLS = tuple(i for i, k in enumerate(_KINDS) if k == YELLOW)
GREEN_CELLS = tuple(i for i, k in enumerate(_KINDS) if k == GREEN)
BLACK_CELLS = tuple(i for i, k in enumerate(_KINDS) if k == BLACK)
BLUE_CELLS = tuple(i for i, k in enumerate(_KINDS) if k == BLUE_CELL)
BONUS_CELLS = tuple((i, int(k)) for i, k in enumerate(_KINDS) if k in (BONUS1, BONUS2))
TEMPLE_SLICES = tuple((t * CELLS, (t + 1) * CELLS) for t in range(TEMPLES))



def _blue_cells_held(red: int, blue: int, board: Sequence[int], winner: int) -> int:
    return BLUE_CELL_POINTS * sum(1 for i in BLUE_CELLS if board[i] == winner)


# What the majority in each temple scores (the icon printed on the temple), from the
# priests of each colour there, the board and the majority's seat.
TEMPLE_SCORING: tuple[Callable[[int, int, Sequence[int], int], int], ...] = (
    lambda red, blue, board, winner: abs(red - blue),   # temple 1: the difference of priests
    lambda red, blue, board, winner: TEMPLE2_POINTS,    # temple 2: 5 points
    lambda red, blue, board, winner: max(red, blue),    # temple 3: 1 per own priest there
    _blue_cells_held,  # temple 4: 3 per blue cell held (blue cells of all four temples)
)


def index(temple: int, cell: int) -> int:
    """The flat index of `cell` (0..11) of `temple` (1..4)."""
    return (temple - 1) * CELLS + cell


def cell_kind(temple: int, cell: int) -> str:
    return TEMPLE_LAYOUT[temple - 1][cell]


def empty_board() -> list[int]:
    return [EMPTY] * (TEMPLES * CELLS)


def board_points(board) -> list[list[int]]:
    """The points each player scores for the board now: [temple 1..4, black, bonus] per seat.

    Temple majority: 1 the difference of priests there; 2 five points; 3 one per own priest
    there; 4 three per blue cell the majority holds in all four temples. Black cells: the
    majority over all ten scores 8. Bonus cells: each occupant scores the printed +1/+2.
    A tie in a majority scores nothing.
    """
    points = [[0] * 6, [0] * 6]
    for t, (lo, hi) in enumerate(TEMPLE_SLICES):
        cells = board[lo:hi]
        red = cells.count(RED)
        blue = cells.count(BLUE)
        if red == blue:
            continue
        winner = RED if red > blue else BLUE
        points[winner][t] = TEMPLE_SCORING[t](red, blue, board, winner)
    red = sum(1 for i in BLACK_CELLS if board[i] == RED)
    blue = sum(1 for i in BLACK_CELLS if board[i] == BLUE)
    if red != blue:
        points[RED if red > blue else BLUE][4] = BLACK_MAJORITY_POINTS
    for i, value in BONUS_CELLS:
        owner = board[i]
        if owner != EMPTY:
            points[owner][5] += value
    return points


_KIND_AT = tuple(_KINDS)


def instant_win_after(board, seat: int, i: int) -> tuple[str, int | None] | None:
    """`instant_win`, checking only what a priest of `seat` just placed on index `i` can
    complete (its temple, and its colour if yellow or green)."""
    lo = i - i % CELLS
    if board[lo:lo + CELLS].count(seat) == CELLS:
        return WIN_FULL_TEMPLE, lo // CELLS + 1
    kind = _KIND_AT[i]
    if kind == YELLOW and all(board[j] == seat for j in YELLOW_CELLS):
        return WIN_ALL_YELLOW, None
    if kind == GREEN and all(board[j] == seat for j in GREEN_CELLS):
        return WIN_ALL_GREEN, None
    return None


def instant_win(board, seat: int) -> tuple[str, int | None] | None:
    """The instant-win condition `seat` fulfils on `board`, if any: (reason, temple or None).

    A full temple (all 12 cells), all 14 yellow cells, or all 14 green cells.
    """
    for t, (lo, hi) in enumerate(TEMPLE_SLICES):
        if board[lo:hi].count(seat) == CELLS:
            return WIN_FULL_TEMPLE, t + 1
    if all(board[i] == seat for i in YELLOW_CELLS):
        return WIN_ALL_YELLOW, None
    if all(board[i] == seat for i in GREEN_CELLS):
        return WIN_ALL_GREEN, None
    return None
