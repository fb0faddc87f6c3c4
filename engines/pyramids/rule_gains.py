"""Why a Pyramids move is good by the rule that gains. The level scoring rule: the points
the seat's level would score now (scoring.level_score: the gems of each area holding one of
its gem tokens, and the Mino bonus), before and after the move, said of the token area that
gains most gems; short of that, the area of a colour whose gem token the seat still holds
that the move grows (a token laid there later scores its gems). The forced filling rule: a
single-tile card not laid is kept for the holes no domino can fill (with too few cards the
player is eliminated). The quarry left to the next player is the other reason
(phrases.quarry_denied, phrases.quarry_left); the Hint (engines/ai/hint_phrases.py) adds
the margin on the others."""

from engines.core import NP_, Message

from .actions import ACTIONS, SkipSingle
from .geometry import EMPTY
from .scoring import area_of, level_score, token_areas

# colours: brown, blue, yellow, turquoise, red, green (data.COLOURS); {n}: the points the
# move adds to the level's scoring
AREA_GAINS = (
    NP_("adds gems to your brown token area: +{n} point at level scoring",
        "adds gems to your brown token area: +{n} points at level scoring"),
    NP_("adds gems to your blue token area: +{n} point at level scoring",
        "adds gems to your blue token area: +{n} points at level scoring"),
    NP_("adds gems to your yellow token area: +{n} point at level scoring",
        "adds gems to your yellow token area: +{n} points at level scoring"),
    NP_("adds gems to your turquoise token area: +{n} point at level scoring",
        "adds gems to your turquoise token area: +{n} points at level scoring"),
    NP_("adds gems to your red token area: +{n} point at level scoring",
        "adds gems to your red token area: +{n} points at level scoring"),
    NP_("adds gems to your green token area: +{n} point at level scoring",
        "adds gems to your green token area: +{n} points at level scoring"),
)


def area_gems(state, seat: int) -> dict[int, int]:
    """Colour -> visible gems of each area of `seat`'s level holding its gem token."""
    pyramid = state.pyramids[seat]
    return dict(token_areas(pyramid.surface, pyramid.placed_tokens()))


def level_points(state, seat: int) -> int:
    """What `seat`'s level would score now."""
    pyramid = state.pyramids[seat]
    return level_score(pyramid.surface, pyramid.placed_tokens())[2]


def level_gain(before, after, seat: int) -> Message | None:
    """The level scoring the move adds to, said of the token area that gained most gems
    (None when the level scores no more, or no area gained: the Mino bonus alone)."""
    if not hasattr(before, "pyramids") or after.level != before.level:
        return None
    gained = level_points(after, seat) - level_points(before, seat)
    if gained <= 0:
        return None
    was, now = area_gems(before, seat), area_gems(after, seat)
    colour = max(now, key=lambda c: (now[c] - was.get(c, 0), -c))
    if now[colour] <= was.get(colour, 0):
        return None
    return Message(AREA_GAINS[colour], {"n": gained})


# an area grown of a colour whose gem token is not on the pyramid yet ({n}: its gems after)
AREA_GROWS = (
    NP_("grows a brown area to {n} gem, with your brown gem token still free",
        "grows a brown area to {n} gems, with your brown gem token still free"),
    NP_("grows a blue area to {n} gem, with your blue gem token still free",
        "grows a blue area to {n} gems, with your blue gem token still free"),
    NP_("grows a yellow area to {n} gem, with your yellow gem token still free",
        "grows a yellow area to {n} gems, with your yellow gem token still free"),
    NP_("grows a turquoise area to {n} gem, with your turquoise gem token still free",
        "grows a turquoise area to {n} gems, with your turquoise gem token still free"),
    NP_("grows a red area to {n} gem, with your red gem token still free",
        "grows a red area to {n} gems, with your red gem token still free"),
    NP_("grows a green area to {n} gem, with your green gem token still free",
        "grows a green area to {n} gems, with your green gem token still free"),
)


def largest_areas(state, seat: int) -> dict[int, int]:
    """Colour -> the most visible gems of one area of that colour on `seat`'s pyramid."""
    surface = state.pyramids[seat].surface
    best: dict[int, int] = {}
    seen: set = set()
    for cell, value in enumerate(surface):
        if value == EMPTY or cell in seen:
            continue
        colour, gems, cells = area_of(surface, cell)
        seen |= cells
        best[colour] = max(best.get(colour, 0), gems)
    return best


def area_grown(before, after, seat: int) -> Message | None:
    """The area of a colour whose gem token `seat` still holds after the move that the move
    grows most in gems (None: none grows), with its gems."""
    if not hasattr(before, "pyramids") or after.level != before.level:
        return None
    free = [c for c, token in enumerate(after.pyramids[seat].tokens) if token is None]
    was, now = largest_areas(before, seat), largest_areas(after, seat)
    grown = [(now.get(c, 0) - was.get(c, 0), now.get(c, 0), -c, c) for c in free]
    if not grown:
        return None
    rise, gems, _order, colour = max(grown)
    return Message(AREA_GROWS[colour], {"n": gems}) if rise > 0 else None


CARDS_KEPT = NP_("keeps your single-tile card for holes no domino can fill ({n} left)",
                 "keeps your single-tile cards for holes no domino can fill ({n} left)")


def cards_kept(after, action, seat: int) -> Message | None:
    """A single-tile card not laid, with the cards the seat keeps (None for another step)."""
    if not isinstance(ACTIONS.decode(action), SkipSingle) or not hasattr(after, "pyramids"):
        return None
    return Message(CARDS_KEPT, {"n": len(after.pyramids[seat].cards_left())})
