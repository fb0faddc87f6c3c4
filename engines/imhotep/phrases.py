"""Imhotep's moves in words, for the Hint and the analysis (engines/core/phrasing.py)."""

from engines.core import N_, Message
from engines.core.phrasing import Phrasing

from . import data, rule_gains
from .actions import ACTIONS, Place, Play, Sail

SITES = {"market": N_("market"), "pyramids": N_("pyramids"), "temple": N_("temple"),
         "tomb": N_("tomb"), "obelisks": N_("obelisks")}
# side A of the pyramids site is one pyramid (the rulebooks' «А) Пирамида», «Piramida (A)»)
SIDE_A_SITES = {"pyramids": N_("pyramid")}


# a ship sailed with none of the seat's stones on it: the site it docks at takes no other
# ship this round
SITE_CLOSED = N_("takes the {site} for this round: no other ship can sail there")


def site_name(site: str, state) -> Message | str:
    """The site's name as the table shows it (side A of the pyramids site: the pyramid)."""
    if site in SIDE_A_SITES and state is not None \
            and not state.sides_b[data.SITES.index(site)]:
        return Message(SIDE_A_SITES[site], {})
    name = SITES.get(site)
    return Message(name, {}) if name is not None else site


class ImhotepPhrasing(Phrasing):
    fragments = {
        "get_stones": N_("take new stones for your sled"),
        "place": N_("load a stone onto ship {ship}"),
        "sail": N_("sail ship {ship} to the {site}"),
        "take_card": N_("take a card from the market"),
        "play": N_("play the blue card {card}"),
    }

    actions = ACTIONS

    def step(self, action, state=None) -> Message | None:
        """A sail to a site named otherwise on its side A (the pyramid), when `state` says
        that side is up."""
        move = ACTIONS.decode(action)
        if not isinstance(move, Sail) or move.site not in SIDE_A_SITES or state is None:
            return None
        if state.sides_b[data.SITES.index(move.site)]:
            return None
        return Message(self.fragments["sail"], {
            "ship": move.ship + 1, "site": Message(SIDE_A_SITES[move.site], {})})

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

    def why(self, before, after, action, seat: int, steps: tuple = ()) -> Message | None:
        """The rule that gains (rule_gains.py), else the site a sail takes for the round."""
        gain = rule_gains.why(before, after, seat, action)
        move = ACTIONS.decode(action)
        if gain is None and isinstance(move, Sail) and hasattr(before, "slots") \
                and seat not in before.slots[move.ship]:
            return Message(SITE_CLOSED, {"site": site_name(move.site, before)})
        return gain

    def ending(self, state) -> list[Message]:
        winners = state.winners()
        if len(winners) != 1:
            return []
        totals = [sum(p) for p in state.points]
        if totals.count(totals[winners[0]]) == 1:
            return []
        return [Message(N_("Tied on points: {player} has more stones on the sled."),
                        {"player": winners[0]})]
