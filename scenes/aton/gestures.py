"""Aton's gestures: each legal action as a drag or a click, the buttons, and what a refused
drop meant."""

from game.dragdrop import Binding
from game.i18n import N_


class AtonGestures:
    """The input half of `AtonScene`: legal actions as drags, clicks and buttons."""

    def bindings(self) -> list:
        o = self.obs
        pending = o["pending"]
        if pending is None:
            return []
        seat = pending["seat"]
        kind = pending["kind"]
        result = []
        kingdom_open = None in o["kingdom"]
        for action in self.state.legal_actions():
            name = action[0]
            if name == "assign":
                for i, value in enumerate(o["hand"]):
                    if value == action[2]:
                        result.append(Binding(action, ("hand", seat, i),
                                              ("slot", seat, action[1])))
            elif name == "place":
                cell = ("cell", action[1], action[2])
                result.append(Binding(action, None, cell))
                result.append(Binding(action, ("supply", seat), cell))
            elif name == "remove":
                cell = ("cell", action[1], action[2])
                owner = o["temples"][action[1] - 1][action[2]]
                if kind == "post_remove" or not kingdom_open:
                    target = ("supply", owner)
                else:
                    target = ("kingdom",)
                result.append(Binding(action, None, cell))
                result.append(Binding(action, cell, target))
        return result

    CHOICE_LABELS = {"exchange": N_("Exchange the cards"), "keep": N_("Keep the cards")}

    def propose(self, source, target):
        if source is None or target is None:
            return None
        o = self.obs
        if source[0] == "hand" and target[0] == "slot" and source[2] < len(o["hand"]):
            return ("assign", target[2], o["hand"][source[2]])
        if source[0] == "supply" and target[0] == "cell":
            return ("place", target[1], target[2])
        if source[0] == "cell":
            return ("remove", source[1], source[2])
        return None
