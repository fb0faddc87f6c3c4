"""The guided first game of Pyramids: take a domino and place it, put a gem token on it,
refill the quarry, and see a level score; then build on with the coach explaining scorings."""

from engines.ai import decide, decision_seed
from engines.core import Event
from engines.pyramids.actions import ACTIONS, Place, Take
from engines.pyramids.events import LEVEL_SCORED
from scenes.kit.layout import AreaKey
from scenes.pyramids.keys import drop_key
from scenes.pyramids.scene import PyramidsView
from shell.language.i18n import N_, ngettext

from .coach import CoachedTable, Script, Step


def explain(event: Event, scene: CoachedTable) -> str | None:
    if event.kind != LEVEL_SCORED.kind:
        return None
    scored = LEVEL_SCORED.data(event)
    total = scored["total"]
    return ngettext("Level {level} scores {total} point for {name}: each area of one colour "
                    "with a token scores its visible gems, and the poorest one scores again "
                    "(Mino bonus {mino}).",
                    "Level {level} scores {total} points for {name}: each area of one colour "
                    "with a token scores its visible gems, and the poorest one scores again "
                    "(Mino bonus {mino}).", total).format(
        level=scored["level"], name=scene.ctx.queries.name(event.seat), total=total,
        mino=scored["mino"])


def aim(scene: CoachedTable, action: tuple) -> AreaKey | None:
    """Where the domino goes: the Easy bot's placement for it; the domino in hand is turned
    to that placement's rotation, and its spot is the target to point at."""
    move = ACTIONS.decode(action)
    place = move
    if isinstance(move, Take):
        probe = scene.state.clone()
        probe.apply(action)
        seat = probe.to_move()
        assert seat is not None, "a take is followed by its placement"
        place = ACTIONS.decode(decide(
            probe, seat, "easy",
            decision_seed(SEED, scene.ctx.queries.ply() + 1, seat), "pyramids",
            cap=False))
    view = scene.view
    if not isinstance(place, Place) or not isinstance(view, PyramidsView):
        return None
    view.gestures.turn_to(place.orient)
    return drop_key(place)


SEED = 7
SCRIPT = Script(
    seed=SEED,
    aim=aim,
    steps=(
        Step(N_("{name}, drag a domino from the quarry onto a glowing spot of your pyramid "
                "(R or the mouse wheel turns it)."), ("take", "place")),
        Step(N_("Put a gem token on a square of the new domino: at the level's scoring, the "
                "area of that colour scores its gems for you."), ("token",)),
        Step(N_("You may lay a single-tile card on the new domino, or skip it."),
             ("single_tile", "skip_single")),
        Step(N_("Refill the quarry from one of the two stacks above the empty place."),
             ("refill",)),
        Step(N_("Each new domino must touch one you placed, inside a 5 by 4 level. Take the "
                "next domino."), ("take", "place")),
        Step(N_("When both levels are complete, each one scores: build on to see it."),
             ("token", "single_tile", "skip_single", "refill")),
    ),
    explain=explain,
    free_text=N_("{name}, build on freely, level by level: the blue ring shows a good move, "
                 "and every level's scoring is explained here."),
)
