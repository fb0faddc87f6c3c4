"""The guided first game of Archaeology: dig, sell a set to the museum, trade with the
market; then play on with the coach explaining each sale."""

from collections.abc import Sequence

from engines.archaeology.actions import ACTIONS, Sell
from engines.archaeology.events import GAME_OVER, SELL
from engines.core import Event
from scenes.archaeology.texts import price
from shell.language.i18n import N_, _

from .coach import CoachedTable, Script, Step


def explain(event: Event, scene: CoachedTable) -> str | None:
    if event.kind == SELL.kind:
        return _("{name} sells to the museum and takes ${money}: the more cards of one "
                 "treasure in one set, the higher its price.").format(
                     name=scene.ctx.queries.name(event.seat), money=SELL.data(event)["money"])
    if event.kind == GAME_OVER.kind:
        return _("The deck is gone and every hand is empty: the most money wins.")
    return None


def biggest_set(candidates: Sequence[tuple], scene: CoachedTable) -> Sell | None:
    """The sale that pays most (a bigger set of one treasure pays more)."""
    sales = [move for action in candidates if isinstance(move := ACTIONS.decode(action), Sell)]
    return max(sales, key=lambda sale: (price(sale.card, sale.size), sale.size), default=None)


SCRIPT = Script(
    seed=7,
    steps=(
        Step(N_("{name}, dig: click the deck to take its top card. A thief steals a card, a "
                "sandstorm makes everyone discard half."), ("dig",)),
        Step(N_("Sell a set: drag a treasure card onto your museum. Cards in the museum are "
                "safe from thieves and sandstorms."), ("sell",), biggest_set,
             wait=N_("Nothing to sell yet: dig, then end your turn."),
             during=("end_turn",)),
        Step(N_("Trade with the market: click it, then give cards and take cards worth no "
                "more than you gave."), ("trade",)),
        Step(N_("Drag a card from your hand into the give tray."), ("give",)),
        Step(N_("Now drag a market card into the take tray (worth at most what you gave)."),
             ("take",)),
        Step(N_("Confirm the trade (or cancel it)."), ("confirm", "cancel")),
        Step(N_("End your turn when you have done what you want."), ("end_turn",)),
    ),
    explain=explain,
    free_text=N_("{name}, play on freely until every hand is empty: the blue ring shows a "
                 "good move, and every sale is explained here."),
)
