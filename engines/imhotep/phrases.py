"""Imhotep's moves in words, for the Hint and the analysis (engines/core/phrasing.py)."""

from engines.core import N_, Message
from engines.core.phrasing import Phrasing

from . import rule_gains
from .actions import ACTIONS, Place, Play, Sail

SITES = {"market": N_("market"), "pyramids": N_("pyramids"), "temple": N_("temple"),
         "tomb": N_("tomb"), "obelisks": N_("obelisks")}


class ImhotepPhrasing(Phrasing):
    fragments = {
        "get_stones": N_("take new stones for your sled"),
        "place": N_("load a stone onto ship {ship}"),
        "sail": N_("sail ship {ship} to the {site}"),
        "take_card": N_("take a card from the market"),
        "play": N_("play the blue card {card}"),
    }

    actions = ACTIONS

    def params(self, action) -> dict:
        move = ACTIONS.decode(action)
        if isinstance(move, Play):
            name = rule_gains.CARD_NAMES.get(move.card)
            return {"card": Message(name, {}) if name is not None else move.card}
        if not isinstance(move, Place | Sail):
            return {}
        params: dict = {"ship": move.ship + 1}
        if isinstance(move, Sail):
            site = SITES.get(move.site)  # a marked name: translated with the phrase
            params["site"] = Message(site, {}) if site is not None else move.site
        return params

    def why(self, before, after, action, seat: int) -> Message | None:
        return rule_gains.why(before, after, seat)

    def ending(self, state) -> list[Message]:
        winners = state.winners()
        if len(winners) != 1:
            return []
        totals = [sum(p) for p in state.points]
        if totals.count(totals[winners[0]]) == 1:
            return []
        return [Message(N_("Tied on points: {player} has more stones on the sled."),
                        {"player": winners[0]})]
