"""A cheap estimate of each Nim player's final score, for bots' playouts and cut-offs.

With two players the position is won for the seat to take exactly when the heaps' nim-sum
(their sizes XOR-ed) is not 0: that seat is given the win's points, the other none. With
more players nobody can force the win: each is given a share of it. Every seat adds its own
card, which is part of its score (a seat's estimate reads the card only of a state
determinized for it, as the bots' are). At the end of the game the estimate is the final score.
"""

from functools import reduce
from operator import xor

from .state import WIN_POINTS

SCALE = 10.0  # points that make a clear lead: the win


def evaluate(state) -> list[float]:
    if state.is_over():
        return [float(s) for s in state.scores()]
    players = state.num_players
    cards = [float(card) for card in state.secrets]
    if players != 2:
        return [card + WIN_POINTS / players for card in cards]
    winning = reduce(xor, state.heaps) != 0
    taker = state.turn
    return [card + (WIN_POINTS if (s == taker) == winning else 0.0)
            for s, card in enumerate(cards)]
