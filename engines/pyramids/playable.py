"""What a written Pyramids position must hold so that the game can be played on from it to
an end (docs/notation.md): checked by `notation.parse` on the state it built.

- Level 1 is laid as the game lays it: the first domino at the origin (quarter 0, 0),
  every square sharing a side with another, all inside a rectangle of 5 by 4 squares (a
  domino far away, quarter 6 for -6, leaves a level that can never be completed).
- An upper level lies wholly on the level below.
- The turn is where its phase puts it: a domino is held (taken from its quarry place) only
  while it is to be laid; from then until the turn ends it is the turn player's last piece,
  its quarry place still empty; a token's half, then a card's half, chosen in that order;
  a single-tile card is chosen only by a player with one left. The turn is a player's
  still building.
"""

from engines.core import N_, IllegalAction

from .data import LEVELS
from .geometry import NEIGHBOURS, bit_index, cell_xy, fits_level1
from .state import CARD, FILL, OVER, PLACE, REFILL, SINGLE, TAKE, TOKEN, PyramidsState

LAYOUT = N_("each level must lie as the game lays it: level 1 from its first domino at the "
            "centre, its squares side by side within 5 by 4, each level above wholly on the "
            "one below")

TURN = N_("this turn's domino must be where its phase puts it: held from its emptied quarry "
          "place until laid, then the last piece of the player on turn, who is still building "
          "and has a single-tile card left when choosing one")
PLACED = (TOKEN, SINGLE, CARD, REFILL)


def check(state: PyramidsState) -> None:
    """Refuse a pyramid the game could not have built (reason above)."""
    for p in state.pyramids:
        if not _level1_holds(p.occ[0]):
            raise IllegalAction(LAYOUT)
        if p.masks is None:
            continue
        for level in range(2, LEVELS + 1):
            if p.occ[level - 1] & ~p.masks[level - 1]:
                raise IllegalAction(LAYOUT)
    if state.phase != OVER and not _turn_holds(state):
        raise IllegalAction(TURN)


def _turn_holds(state: PyramidsState) -> bool:
    phase, p = state.phase, state.pyramids[state.turn]
    halves = (state.token_half, state.card_half)
    if p.eliminated:
        return False
    if phase in (TAKE, FILL):
        return state.held < 0 and state.slot < 0 and state.placed is None and halves == (-1, -1)
    emptied = state.slot >= 0 and state.quarry[state.slot] < 0
    if phase == PLACE:
        return state.held >= 0 and emptied and state.placed is None and halves == (-1, -1)
    last = p.pieces[-1] if p.pieces else None
    if state.held >= 0 or not emptied or state.placed is None \
            or tuple(state.placed) != tuple(last or ()) or state.placed[0] != state.level:
        return False
    if phase == TOKEN and halves != (-1, -1):
        return False
    if phase in (SINGLE, CARD) and not p.cards_left():
        return False
    if phase == CARD and (state.card_half < 0 or state.card_half == state.token_half):
        return False
    return phase != SINGLE or state.card_half < 0


def _level1_holds(occ: int) -> bool:
    """Level 1's squares (`occ`) hold the origin, are connected and fit 5 by 4."""
    if not occ:
        return True
    origin = 1 << bit_index(0, 0)
    if not occ & origin:
        return False
    reached, edge = origin, origin
    while edge:
        grown = 0
        bits = edge
        while bits:
            low = bits & -bits
            grown |= NEIGHBOURS[low.bit_length() - 1]
            bits ^= low
        edge = grown & occ & ~reached
        reached |= edge
    if reached != occ:
        return False
    squares = [cell_xy(i) for i in range(occ.bit_length()) if occ >> i & 1]
    xs, ys = [x for x, _ in squares], [y for _, y in squares]
    return fits_level1(min(xs), min(ys), max(xs), max(ys))
