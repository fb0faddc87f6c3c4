"""Nim's moves in words, for the Hint and the analysis (engines/core/phrasing.py): the
stones taken and their heap, and the nim-sum as a reason."""

from functools import reduce
from operator import xor

from engines.core import N_, NP_, Message
from engines.core.phrasing import Phrasing

from .actions import ACTIONS

TAKE = NP_("take {n} stone from heap {heap}", "take {n} stones from heap {heap}")
LEAVES_ZERO = N_("leaves heaps whose sizes cancel out: whatever the next player takes, you "
                 "can answer to keep it so")


class NimPhrasing(Phrasing):
    actions = ACTIONS

    def step(self, action, state=None) -> Message | None:
        move = ACTIONS.decode(action)
        if move is None:
            return None
        return Message(TAKE, {"n": move.count, "heap": move.heap + 1})

    def why(self, before, after, action, seat: int) -> Message | None:
        if before.num_players == 2 and not after.is_over() and reduce(xor, after.heaps) == 0:
            return Message(LEAVES_ZERO, {})
        return None
