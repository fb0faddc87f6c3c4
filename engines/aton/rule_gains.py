"""Why an Aton move is good, by the rule that gains: the points each scoring rule would give
both seats at a scoring now (board.board_points: the temple majorities, the black cells'
majority, the bonus cells), before and after the move, said of the rule whose margin for the
seat rises most; else the temple (or the black cells) where the move brings the seat's
priests closest to the other's or furthest ahead, with the priests of both; the cards laid
with the priests they bring; the hand an exchange gives up. The Hint
(engines/ai/hint_phrases.py) adds the margin on the others."""

from engines.core import N_, NP_, Message

from .actions import ACTIONS, Assign, Exchange, Keep, Place, Remove
from .board import (
    BLACK_CELLS,
    BLACK_MAJORITY_POINTS,
    CELLS,
    EMPTY,
    TEMPLE_SLICES,
    board_points,
)

BLACK, BONUS = 4, 5  # board_points' categories after the four temples
# a majority won or grown at a scoring now ({n}: the points it gives the seat)
WINS_TEMPLE = NP_("wins the majority in temple {temple}: {n} point at the next scoring",
                  "wins the majority in temple {temple}: {n} points at the next scoring")
GROWS_TEMPLE = NP_("grows your majority in temple {temple}: {n} point at the next scoring",
                   "grows your majority in temple {temple}: {n} points at the next scoring")
BREAKS_TEMPLE = NP_("breaks the other player's majority in temple {temple}: {n} point less "
                    "for them at the next scoring",
                    "breaks the other player's majority in temple {temple}: {n} points less "
                    "for them at the next scoring")
WINS_BLACK = NP_("wins the black cells' majority: {n} point at the next scoring",
                 "wins the black cells' majority: {n} points at the next scoring")
BREAKS_BLACK = NP_("breaks the other player's black cells' majority: {n} point less for them "
                   "at the next scoring",
                   "breaks the other player's black cells' majority: {n} points less for them "
                   "at the next scoring")
BONUS_CELL = NP_("takes bonus cells worth {n} point at the next scoring",
                 "takes bonus cells worth {n} points at the next scoring")
# no scoring changes: the priests of both where the move changes them most ({n}: the seat's,
# {other}: the other player's)
CLOSES_IN = NP_("closes in on the majority in temple {temple}: {n} priest to their {other}",
                "closes in on the majority in temple {temple}: {n} priests to their {other}")
TIES = NP_("ties the majority in temple {temple}: {n} priest each",
           "ties the majority in temple {temple}: {n} priests each")
AHEAD = NP_("adds to your majority in temple {temple}: {n} priest to their {other}",
            "adds to your majority in temple {temple}: {n} priests to their {other}")
BLACK_CLOSES_IN = N_("closes in on the black cells' majority: {n} to their {other}")
BLACK_AHEAD = N_("adds to your black cells' majority: {n} to their {other}")
# own priests taken away: the majority still held ({n}: the points it gives at a scoring now)
KEEPS_TEMPLE = NP_("keeps your majority in temple {temple}: {n} point at the next scoring",
                   "keeps your majority in temple {temple}: {n} points at the next scoring")
KEEPS_BLACK = NP_("keeps your black cells' majority: {n} point at the next scoring",
                  "keeps your black cells' majority: {n} points at the next scoring")
# an exchange of a hand whose best card is low ({n}: the most priests it could bring)
LOW_HAND = 2
EXCHANGED = NP_("gives up a hand that brings at most {n} priest into play",
                "gives up a hand that brings at most {n} priests into play")
PRIESTS_LAID = NP_("brings {n} priest into play, in temples 1 to {temple}",
                   "brings {n} priests into play, in temples 1 to {temple}")
PRIESTS_IN_FIRST = NP_("brings {n} priest into play, in temple 1",
                       "brings {n} priests into play, in temple 1")


def cards_laid(before, after, seat: int) -> Message | None:
    """What the cards the move lays bring by the rules: the fourth card's value is how many
    priests come into play, the third's the highest temple they may go to (None when the
    move does not complete the seat's four cards). A last card left in hand goes on the
    last empty cartouche: the move's last card is cut from `after` when it reveals both
    seats' cards."""
    if not hasattr(before, "assigned") or 0 not in before.assigned[seat]:
        return None
    assigned = list(after.assigned[seat])
    if assigned.count(0) == 1 and len(after.hands[seat]) == 1:
        assigned[assigned.index(0)] = after.hands[seat][0]
    if 0 in assigned:
        return None
    priests, temple = assigned[3], assigned[2]
    if temple == 1:
        return Message(PRIESTS_IN_FIRST, {"n": priests})
    return Message(PRIESTS_LAID, {"n": priests, "temple": temple})


def board_after(before, after, steps, seat: int) -> list:
    """The board after `seat`'s whole move `steps`: each priest placed or removed is certain,
    also where the move's last step is cut from `after` because it ends the round (and the
    next round's cards are drawn)."""
    board = list(before.board)
    moves = [m for m in (ACTIONS.decode(step) for step in steps) if isinstance(m, Place | Remove)]
    if not moves or len(moves) != len(steps):
        return list(after.board)
    for move in moves:
        i = (move.temple - 1) * CELLS + move.cell
        board[i] = seat if isinstance(move, Place) else EMPTY
    return board


def scoring_gain(before: list, after: list, seat: int) -> Message | None:
    """The scoring rule whose margin for `seat` (its points minus the other's, at a scoring
    now) the move raises most, with the points it gives the seat, or takes from the other,
    from the boards `before` and `after` the move (None when no rule's margin rises)."""
    other = 1 - seat
    was, now = board_points(before), board_points(after)
    rises = [((now[seat][k] - was[seat][k]) - (now[other][k] - was[other][k]), -k, k)
             for k in range(len(now[seat]))]
    rise, _order, k = max(rises)
    if rise <= 0:
        return None
    mine, lost = now[seat][k] - was[seat][k], was[other][k] - now[other][k]
    if k == BONUS:
        return Message(BONUS_CELL, {"n": mine}) if mine > 0 else None
    if k == BLACK:
        if mine > 0:
            return Message(WINS_BLACK, {"n": BLACK_MAJORITY_POINTS})
        return Message(BREAKS_BLACK, {"n": BLACK_MAJORITY_POINTS})
    if mine >= lost and now[seat][k] > 0:
        phrase = GROWS_TEMPLE if was[seat][k] > 0 else WINS_TEMPLE
        return Message(phrase, {"temple": k + 1, "n": now[seat][k]})
    return Message(BREAKS_TEMPLE, {"temple": k + 1, "n": lost})


def priests_in(board, cells, seat: int) -> tuple[int, int]:
    """(`seat`'s priests, the other's) on `cells` of `board`."""
    return (sum(board[i] == seat for i in cells), sum(board[i] == 1 - seat for i in cells))


AREAS = tuple((t + 1, range(lo, hi)) for t, (lo, hi) in enumerate(TEMPLE_SLICES)) \
    + ((None, BLACK_CELLS),)


def priests_gain(before: list, after: list, seat: int) -> Message | None:
    """The temple (or the black cells) where the move raises the seat's priests minus the
    other's most, with both counts after it (None when it raises none)."""
    best = None
    for temple, cells in AREAS:
        own, other = priests_in(after, cells, seat)
        was_own, was_other = priests_in(before, cells, seat)
        rise = (own - other) - (was_own - was_other)
        if rise > 0 and (best is None or rise > best[0]):
            best = (rise, temple, own, other)
    if best is None:
        return None
    _rise, temple, own, other = best
    if temple is None:
        return Message(BLACK_AHEAD if own > other else BLACK_CLOSES_IN,
                       {"n": own, "other": other})
    phrase = AHEAD if own > other else TIES if own == other else CLOSES_IN
    return Message(phrase, {"temple": temple, "n": own, "other": other})


def scoring_kept(before: list, after: list, seat: int) -> Message | None:
    """The seat's own priests taken away (a card 1, or after a scoring): the majority it
    held before and still holds that scores it most now (None: it keeps none)."""
    was, now = board_points(before)[seat], board_points(after)[seat]
    kept = [(now[k], -k, k) for k in range(BONUS) if was[k] > 0 and now[k] > 0]
    if not kept:
        return None
    points, _order, k = max(kept)
    if k == BLACK:
        return Message(KEEPS_BLACK, {"n": points})
    return Message(KEEPS_TEMPLE, {"temple": k + 1, "n": points})


def why(before, after, action, seat: int, steps: tuple = ()) -> Message | None:
    """The cards laid, a low hand exchanged, else the scoring rule the priests gain under,
    else where they gain on the other's priests, else the majority kept."""
    if not hasattr(before, "board"):
        return None
    move = ACTIONS.decode(action)
    if isinstance(move, Assign | Keep):
        return cards_laid(before, after, seat)
    if isinstance(move, Exchange):
        best = max(before.hands[seat], default=0)
        return Message(EXCHANGED, {"n": best}) if 0 < best <= LOW_HAND else None
    if isinstance(move, Place | Remove):
        was, now = before.board, board_after(before, after, steps, seat)
        return scoring_gain(was, now, seat) or priests_gain(was, now, seat) \
            or scoring_kept(was, now, seat)
    return None
