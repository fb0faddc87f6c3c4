"""A cheap estimate of each Aton player's final score, for bots' playouts and cut-offs.

estimate = current score
         + what the board would score now, weighted by how near the next scoring is
           (the Kingdom of the Dead's filling: the board only pays when it is full)
         + a bonus for being close to an instant win (a full temple, all yellow, all green),
           growing steeply over the last few cells.
At the end of the game the estimate is the final score.
"""

from .board import CELLS, GREEN_CELLS, KINGDOM_CELLS, TEMPLE_SLICES, YELLOW_CELLS, board_points

SCALE = 8.0            # points that make a clear lead
BOARD_BASE = 0.55      # weight of the board's points with an empty Kingdom of the Dead
THREAT_POINTS = 30.0   # bonus as an instant win comes within one cell
THREAT_FROM = 0.6      # share of a condition's cells from which it starts to count


def _threat(board, seat) -> float:
    best = max(board[lo:hi].count(seat) / CELLS for lo, hi in TEMPLE_SLICES)
    yellow = sum(1 for i in YELLOW_CELLS if board[i] == seat) / len(YELLOW_CELLS)
    green = sum(1 for i in GREEN_CELLS if board[i] == seat) / len(GREEN_CELLS)
    share = max(best, yellow, green)
    if share <= THREAT_FROM:
        return 0.0
    x = (share - THREAT_FROM) / (1.0 - THREAT_FROM)
    return THREAT_POINTS * x * x


def evaluate(state) -> list[float]:
    scores = state.scores()
    if state.is_over():
        return [float(s) for s in scores]
    board = state.board
    gained = board_points(board)
    weight = BOARD_BASE + (1.0 - BOARD_BASE) * len(state.kingdom) / KINGDOM_CELLS
    return [
        scores[s] + weight * sum(gained[s]) + _threat(board, s)
        for s in (0, 1)
    ]
