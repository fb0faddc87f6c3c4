"""Imhotep's moves in words, for the Hint and the analysis (engines/core/phrasing.py)."""

from engines.core import N_, Message
from engines.core.phrasing import Phrasing

SITES = {"market": N_("market"), "pyramids": N_("pyramids"), "temple": N_("temple"),
         "tomb": N_("tomb"), "obelisks": N_("obelisks")}


class ImhotepPhrasing(Phrasing):
    fragments = {
        "get_stones": N_("take new stones for your sled"),
        "place": N_("load a stone onto ship {ship}"),
        "sail": N_("sail ship {ship} to the {site}"),
        "take_card": N_("take a card from the market"),
        "play": N_("play a blue market card"),
    }

    def params(self, action) -> dict:
        kind, fields = action[0], action[1:]
        if kind not in ("place", "sail"):
            return {}
        params = {"ship": fields[0] + 1}
        if kind == "sail":
            site = SITES.get(fields[1])  # a marked name: translated with the phrase
            params["site"] = Message(site, {}) if site is not None else fields[1]
        return params

    def ending(self, state) -> list[Message]:
        winners = state.winners()
        if len(winners) != 1:
            return []
        totals = [sum(p) for p in state.points]
        if totals.count(totals[winners[0]]) == 1:
            return []
        return [Message(N_("Tied on points: {player} has more stones on the sled."),
                        {"player": winners[0]})]
