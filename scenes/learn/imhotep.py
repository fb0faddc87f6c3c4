"""The guided first game of Imhotep: get stones, place them on a ship, sail it to the pyramid
and see it score, then finish the round (and the game) with the coach explaining each scoring."""

from collections.abc import Sequence
from typing import cast

from engines.core import Event
from engines.imhotep.actions import ACTIONS, Place, Sail
from engines.imhotep.events import SCORE
from engines.imhotep.observation import ImhotepObservation
from shell.language.i18n import N_, NP_, ngettext, translate

from .coach import CoachedTable, Script, Step

# score category -> why it scored (a msgid with {name} and {points}; a loss: a plural pair)
SCORING: dict[str, str | tuple[str, str]] = {
    "pyramid": N_("Pyramid +{points} for {name}: each stone scores the cell it lands on, at "
                  "once."),
    "temple": N_("Temple +{points} for {name}: at every round end each stone seen from above "
                 "scores 1."),
    "tomb": N_("Tomb +{points} for {name}: at the game's end each group of touching "
               "stones of one colour scores 1, 3, 6, 10, 15."),
    "obelisks": N_("Obelisks +{points} for {name}: at the game's end the taller obelisk scores "
                   "10, the other 1."),
    "market_cards": N_("Market cards +{points} for {name}: at the game's end decorations, "
                       "statues and unused blue cards score."),
    "wrath": NP_("Pharaoh's wrath: {name} loses {n} point.",
                 "Pharaoh's wrath: {name} loses {n} points."),
}


def explain(event: Event, scene: CoachedTable) -> str | None:
    if event.kind != "score" or SCORE.data(event)["category"] not in SCORING:
        return None
    scored = SCORE.data(event)
    points, text, name = scored["points"], SCORING[scored["category"]], scene.ctx.queries.name
    if isinstance(text, tuple):  # a loss, counted in plural forms
        singular, plural = text
        return ngettext(singular, plural, abs(points)).format(name=name(event.seat),
                                                              n=abs(points))
    return translate(text).format(name=name(event.seat), points=points)


def shown(scene: CoachedTable) -> ImhotepObservation:
    """The observation an Imhotep lesson's table shows (an Imhotep one)."""
    return cast(ImhotepObservation, scene.ctx.obs)


def cargo(sail: Sail, scene: CoachedTable) -> tuple[int, int]:
    """(the mover's stones, the others' stones) on the ship `sail` moves."""
    me = scene.ctx.queries.to_move()
    owners = [o for o in shown(scene)["ships"][sail.ship]["slots"] if o is not None]
    return sum(1 for o in owners if o == me), sum(1 for o in owners if o != me)


def own_cargo(action: tuple, scene: CoachedTable) -> bool:
    """A sail worth advising: the ship carries at least as many of the mover's stones as of
    the others' (sailing the opponent's stones to score is not a lesson in playing)."""
    sail = ACTIONS.decode(action)
    if not isinstance(sail, Sail):
        return False
    own, others = cargo(sail, scene)
    return own > 0 and own >= others


def to_pyramid(candidates: Sequence[tuple], scene: CoachedTable) -> Sail | None:
    """The ship with most of the mover's stones (fewest of the others') to the pyramid,
    when it may go there (it scores at once)."""
    sails = [move for move in map(ACTIONS.decode, candidates)
             if isinstance(move, Sail) and move.site == "pyramids"]
    if not sails:
        return None
    return max(sails, key=lambda sail: (cargo(sail, scene)[0] - cargo(sail, scene)[1],
                                        -sail.ship))


def load_up(candidates: Sequence[tuple], scene: CoachedTable) -> Place | None:
    """Another stone on the ship that holds most stones and cannot sail yet."""
    ships = shown(scene)["ships"]

    def filled(place: Place) -> tuple[bool, int]:
        ship = ships[place.ship]
        stones = sum(1 for slot in ship["slots"] if slot is not None)
        return (stones < ship["min_load"], stones)
    places = [move for move in map(ACTIONS.decode, candidates) if isinstance(move, Place)]
    return max(places, key=filled) if places else None


SCRIPT = Script(
    seed=7,
    steps=(
        Step(N_("{name}, your sled holds the stones you can ship. Drag stones from your "
                "quarry onto your sled (up to 3 at a time)."), ("get_stones",)),
        Step(N_("Each turn is one action. Drag a stone from your sled onto a free space of "
                "a ship."), ("place",)),
        Step(N_("A ship sails only with its minimum load (a ship of 4 needs 3 stones). Place "
                "another stone."), ("place",), load_up),
        Step(N_("Drag a loaded ship to a site: its stones are unloaded front first. The "
                "pyramid scores at once."), ("sail",), to_pyramid,
             wait=N_("Load a ship with your own stones first: place a stone or take stones "
                     "(the ring shows a good move)."), during=("get_stones", "place"),
             worth=own_cargo),
        Step(N_("Keep going: the round ends when all four ships have sailed."), None),
        Step(N_("The temple scores at every round end, the tomb and the obelisks "
                "at the game's end. Market cards help or score later."), None),
    ),
    explain=explain,
    free_text=N_("{name}, play on freely for six rounds: the blue ring shows a good move, "
                 "and every scoring is explained here."),
)
