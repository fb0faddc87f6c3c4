"""Archaeology's moves in words, for the Hint and the analysis (engines/core/phrasing.py):
a trade with the cards given and taken, a set sold, a chamber explored."""

from engines.core import N_, Message
from engines.core.phrasing import AND, Phrasing, chain

from . import rule_gains
from .actions import ACTIONS, Confirm, Discard, Explore, Give, Sell, Take, Trade
from .treasure_names import CARD_NAMES, CHAMBER_NAMES

TRADE = N_("trade at the market: give {given}, take {taken}")
CARD_COUNT = N_("{count}× {card}")


def _card(name) -> Message:
    return Message(CARD_NAMES.get(name, name), {})


def counted(names: list) -> Message:
    """"2× Coin, 1× Map" from a list of card names (in order of first appearance)."""
    counts: dict = {}
    for name in names:
        counts[name] = counts.get(name, 0) + 1
    return chain([Message(CARD_COUNT, {"count": n, "card": _card(c)})
                  for c, n in counts.items()], AND)


EXPLORE = {"small": N_("explore the small chamber"), "medium": N_("explore the medium chamber"),
           "large": N_("explore the large chamber")}


class ArchaeologyPhrasing(Phrasing):
    fragments = {
        "dig": N_("dig: draw a card"),
        "trade": N_("trade at the market"),
        "sell": N_("sell {count}× {card} to the museum"),
        "end_turn": N_("end your turn"),
        "explore": N_("explore the {chamber}"),
        "steal": N_("steal a card with the thief"),
        "discard": N_("discard a {card}"),
        "give": N_("give a {card}"),
        "take": N_("take a {card}"),
        "confirm": N_("confirm the trade"),
        "cancel": N_("cancel the trade"),
    }

    actions = ACTIONS
    # the score is money: the shared reasons count dollars, not points
    margin_words = {
        "on_the_others": N_("{reason} (+${n} on the others)"),
        "scores_now": N_("earns ${n} now"),
        "lead_grows": N_("your lead grows by about ${n}"),
        "closes_gap": N_("closes the gap by about ${n}"),
        "gains": N_("gains you about ${n} on the others"),
    }

    def step(self, action, state=None) -> Message | None:
        """Exploring a chamber, one phrase per chamber (a chamber's name cannot stand in a
        sentence's case: «исследовать малую палату», «zbadaj małą komnatę»)."""
        move = ACTIONS.decode(action)
        if isinstance(move, Explore) and move.chamber in EXPLORE:
            return Message(EXPLORE[move.chamber], {})
        return None

    def params(self, action) -> dict:
        move = ACTIONS.decode(action)
        if isinstance(move, Sell):
            return {"count": move.size, "card": _card(move.card)}
        if isinstance(move, Give | Take | Discard):
            return {"card": _card(move.card)}
        if isinstance(move, Explore):
            return {"chamber": Message(CHAMBER_NAMES.get(move.chamber, move.chamber), {})}
        return {}

    def joined(self, steps: list, k: int) -> tuple[Message, int] | None:
        """A whole trade, from "trade" to its confirmation, as one phrase."""
        moves = [ACTIONS.decode(a) for a in steps[k:]]
        if not isinstance(moves[0], Trade):
            return None
        end = 1
        while end < len(moves) and isinstance(moves[end], Give | Take):
            end += 1
        given = [m.card for m in moves[1:end] if isinstance(m, Give)]
        taken = [m.card for m in moves[1:end] if isinstance(m, Take)]
        end += k
        if end < len(steps) and isinstance(moves[end - k], Confirm) and given and taken:
            return Message(TRADE, {"given": counted(given), "taken": counted(taken)}), end + 1 - k
        return None

    def why(self, before, after, action, seat: int, steps: tuple = ()) -> Message | None:
        return rule_gains.why(before, after, action, seat, steps)

    def ending(self, state) -> list[Message]:
        winners = state.winners()
        if len(winners) != 1 or state.money.count(state.money[winners[0]]) == 1:
            return []
        return [Message(N_("Tied on money: {player} sold fewer cards."), {"player": winners[0]})]
