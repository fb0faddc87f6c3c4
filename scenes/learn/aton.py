"""The guided first game of Aton: keep or exchange the cards, lay one card on each
ornament, place priests in the temples, and see the temples score; then play on."""

from collections.abc import Callable, Sequence

from engines.aton.actions import ACTIONS, Assign, Keep
from engines.aton.events import SCORE
from engines.core import Event
from shell.language.i18n import N_, translate

from .coach import CoachedTable, Script, Step

Choose = Callable[..., Assign]  # max or min, over moves by a key

SOURCES = {  # score source -> why it scored (a msgid with {name} and {points})
    "Ornament 1": N_("Cartouche 1 +{points} for {name}: twice the difference of the cards."),
    "Temple 1": N_("Temple 1 +{points} for {name}: the difference in priests there."),
    "Temple 2": N_("Temple 2 +{points} for {name}: more priests there scores 5."),
    "Temple 3": N_("Temple 3 +{points} for {name}: 1 per own priest there."),
    "Temple 4": N_("Temple 4 +{points} for {name}: 3 for each blue cell held."),
    "Black cells": N_("Black cells +{points} for {name}: more priests on them scores 8."),
    "Bonus cells": N_("Bonus cells +{points} for {name}: each priest on a bonus cell."),
}


def explain(event: Event, scene: CoachedTable) -> str | None:
    if event.kind != "score":
        return None
    scored = SCORE.data(event)
    if scored["source"] not in SOURCES:
        return None
    return translate(SOURCES[scored["source"]]).format(
        name=scene.ctx.queries.name(event.seat), points=scored["points"])


def keep(candidates: Sequence[tuple], scene: CoachedTable) -> tuple | None:
    return next((a for a in candidates if isinstance(ACTIONS.decode(a), Keep)), None)


def to_ornament(n: int, choose: Choose,
                ) -> Callable[[Sequence[tuple], CoachedTable], tuple | None]:
    """Lay a card on ornament `n`: the one `choose` (max or min) picks by its value."""
    def prefer(candidates: Sequence[tuple], scene: CoachedTable) -> tuple | None:
        cards = [move for a in candidates
                 if isinstance(move := ACTIONS.decode(a), Assign) and move.ornament == n]
        return tuple(choose(cards, key=lambda move: move.value)) if cards else None
    return prefer


SCRIPT = Script(
    seed=7,
    steps=(
        Step(N_("{name}, these are your four cards. Keep them (you may exchange them once "
                "per game)."), ("keep", "exchange"), keep),
        Step(N_("Drag a card onto cartouche 1: the higher card scores twice the difference."),
             ("assign",), to_ornament(1, max)),
        Step(N_("Cartouche 2: the lower card plays first and, later, removes priests (value "
                "minus 2)."), ("assign",), to_ornament(2, min)),
        Step(N_("Cartouche 3: which temples you may use (up to its value)."), ("assign",),
             to_ornament(3, max)),
        Step(N_("Cartouche 4: how many priests you place."), ("assign",), to_ornament(4, max)),
        Step(N_("Place your priests on glowing cells of the allowed temples."), ("place",)),
        Step(N_("When the Kingdom of the Dead is full, the temples score: the majority in "
                "each temple scores."), None),
    ),
    explain=explain,
    free_text=N_("{name}, play on freely to 40 points: the blue ring shows a good move, and "
                 "every scoring is explained here."),
)
