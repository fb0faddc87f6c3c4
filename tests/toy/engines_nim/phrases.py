"""Nim's moves in words, for the Hint and the analysis (engines/core/phrasing.py): the
stones taken and their heap, and the nim-sum as a reason."""

from functools import reduce
from operator import xor

from engines.core import N_, Message
from engines.core.phrasing import Phrasing

from .actions import ACTIONS

TAKE = N_("take {n} from heap {heap}")
LEAVES_ZERO = N_("leaves heaps whose sizes cancel out: whatever the next player takes, you "
                 "can answer to keep it so")


class NimPhrasing(Phrasing):
    actions = ACTIONS
    fragments = {"take": TAKE}

    def params(self, action) -> dict:
        move = ACTIONS.decode(action)
        return {} if move is None else {"n": move.stones, "heap": move.heap + 1}

    def why(self, before, after, action, seat: int, steps: tuple = ()) -> Message | None:
        if before.num_players == 2 and not after.is_over() and reduce(xor, after.heaps) == 0:
            return Message(LEAVES_ZERO, {})
        return None
