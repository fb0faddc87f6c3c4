"""Archaeology's gestures: each legal action as a click or a drag, the buttons, selling by
selecting cards, and what a refused drop meant."""

from game.dragdrop import Binding
from game.i18n import _


class ArchaeologyGestures:
    """The input half of `ArchaeologyScene`."""

    def bindings(self) -> list:
        o = self.obs
        hand = self.shown_hand()
        result = []
        for action in self.state.legal_actions():
            kind = action[0]
            if kind == "dig":
                result.append(Binding(action, None, ("deck",)))
            elif kind == "steal":
                result.append(Binding(action, None, ("opp", action[1])))
            elif kind == "discard":
                for i in range(hand.get(action[1], 0)):
                    result.append(Binding(action, ("hand", action[1], i), ("storm_tray",)))
            elif kind == "trade":
                result.append(Binding(action, None, ("trade_panel",)))
            elif kind == "give":
                for i in range(hand.get(action[1], 0)):
                    result.append(Binding(action, ("hand", action[1], i), ("give_tray",)))
            elif kind == "take":
                result.append(Binding(action, ("market", action[1]), ("take_tray",)))
            elif kind == "explore":
                target = ("chamber", action[1])
                result.append(Binding(action, None, target))
                for i in range(hand.get("map", 0)):
                    result.append(Binding(action, ("hand", "map", i), target))
            elif kind == "sell":
                result.append(Binding(action, ("hand", action[1], action[2] - 1), ("museum",)))
        del o
        return result

    def choices(self) -> list:
        legal = self.state.legal_actions()
        pending = self.obs["pending"]
        labels = []
        if ("trade",) in legal:
            labels.append((_("Trade with the market"), ("trade",)))
        if ("confirm",) in legal:
            labels.append((_("Confirm trade"), ("confirm",)))
        if ("cancel",) in legal:
            labels.append((_("Cancel trade"), ("cancel",)))
        if ("end_turn",) in legal:
            passing = self.obs["end_phase"] and not pending.get("sold_this_turn")
            labels.append((_("Pass") if passing else _("End turn"), ("end_turn",)))
        return labels

    @staticmethod
    def click_selects(source, action) -> bool:
        """A click on a hand card that could be sold selects it (and the cards of its kind
        to its left) instead of selling at once; a click on the museum or a chamber acts."""
        return source[0] == "hand" and action[0] in ("sell", "explore")

    def propose(self, source, target):
        if target is None:
            return None
        if source is None:
            return {"deck": ("dig",), "trade_panel": ("trade",)}.get(target[0])
        if source[0] == "hand":
            name = source[1]
            if target[0] == "museum":
                return ("sell", name, source[2] + 1)
            if target[0] == "chamber":
                return ("explore", target[1]) if name == "map" else None
            if target[0] == "give_tray":
                return ("give", name)
            if target[0] == "storm_tray":
                return ("discard", name)
        if source[0] == "market" and target[0] == "take_tray":
            return ("take", source[1])
        return None
