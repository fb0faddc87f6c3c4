"""Aton's moves in words, for the Hint and the analysis (engines/core/phrasing.py): each card
on its ornament, each priest's temple and kind of cell; the reasons are rule_gains.py's."""

from engines.core import N_, Message
from engines.core.phrasing import Phrasing

from . import rule_gains
from .actions import ACTIONS, Assign, Place, Remove
from .board import WIN_ALL_GREEN, WIN_ALL_YELLOW, WIN_FULL_TEMPLE, cell_kind
from .state import END_ROUND_LIMIT, END_WORDS, MAX_ROUNDS, WIN_40_ORNAMENT

# a priest placed or removed, by the kind of cell (board.py)
PLACE = {"Y": N_("place a priest on a yellow cell of temple {temple}"),
         "K": N_("place a priest on a black cell of temple {temple}"),
         "B": N_("place a priest on the blue cell of temple {temple}"),
         "G": N_("place a priest on a green cell of temple {temple}"),
         "+": N_("place a priest on a bonus cell of temple {temple}")}
REMOVE = {"Y": N_("remove a priest from a yellow cell of temple {temple}"),
          "K": N_("remove a priest from a black cell of temple {temple}"),
          "B": N_("remove a priest from the blue cell of temple {temple}"),
          "G": N_("remove a priest from a green cell of temple {temple}"),
          "+": N_("remove a priest from a bonus cell of temple {temple}")}


class AtonPhrasing(Phrasing):
    fragments = {
        "exchange": N_("exchange your cards"),
        "keep": N_("keep your cards"),
        "assign": N_("card {card} on cartouche {ornament}"),
    }
    unordered = frozenset({"assign"})  # cards laid in a row read by ornament
    actions = ACTIONS

    def step(self, action, state=None) -> Message | None:
        move = ACTIONS.decode(action)
        if isinstance(move, Place | Remove):
            kind = cell_kind(move.temple, move.cell)[0]
            table = PLACE if isinstance(move, Place) else REMOVE
            return Message(table[kind], {"temple": move.temple})
        return None

    def params(self, action) -> dict:
        move = ACTIONS.decode(action)
        if isinstance(move, Assign):
            return {"card": move.value, "ornament": move.ornament}
        return {}

    def why(self, before, after, action, seat: int, steps: tuple = ()) -> Message | None:
        return rule_gains.why(before, after, action, seat, steps)

    def ending(self, state) -> list[Message]:
        reason, winners = state.end_reason, state.winners()
        if reason in (WIN_40_ORNAMENT, WIN_FULL_TEMPLE, WIN_ALL_YELLOW, WIN_ALL_GREEN) \
                and len(winners) == 1:
            why = Message(END_WORDS.get(reason, reason), {})
            if state.end_temple:
                why = Message(N_("{reason} (temple {temple})"),
                              {"reason": why, "temple": state.end_temple})
            return [Message(N_("{player} wins at once: {reason}."),
                            {"player": winners[0], "reason": why})]
        if reason == END_ROUND_LIMIT:
            return [Message(N_("The game stopped after round {n}, the round limit, with "
                               "nobody at 40 points: the higher total wins."),
                            {"n": MAX_ROUNDS})]
        return []
