"""What a written Aton position must hold so that the game can be played on from it to an
end (docs/notation.md): checked by `notation.parse` on the fields it read.

- The round is one of 1 to MAX_ROUNDS (a round 0 never discards its ornaments: the next
  round's cards find no empty ornament).
- The hands and ornaments are those of the phase: while cards are assigned, red assigns all
  four before blue draws on (the seat to move holds the cards not yet laid, 4 in all, and
  may exchange only before laying one, with its chip); once they are revealed both hands
  are empty and every ornament holds a card.
- A removal or placement is owed by the seat whose turn it is (the first player's at step
  0, the other's at step 1), and no more than its ornament gives: ornament 2's value - 2
  enemy priests (a 1: one own priest, not in round 1), ornament 4's value priests; none is
  owed in any other phase (a game won at once in the middle of a placement ends with some
  still owed).
- The post-scoring removal is the leader's first (red on a tie), from distinct temples 1-4
  each still holding one of the remover's priests, substitutes lowest first.
"""

from engines.core import N_, IllegalAction

from .board import CELLS
from .state import (
    ALL_TEMPLES,
    ASSIGN,
    EXCHANGE,
    HAND_SIZE,
    MAX_ROUNDS,
    ORNAMENTS,
    OVER,
    PLACE,
    POST_REMOVE,
    REMOVE,
)

BLUE, RED = 1, 0
ROUND = N_("the round must be from 1 to {high}")
CARDS = N_("the cards in hand and on the cartouches must be those of the phase: red lays "
           "all four before blue, and both are revealed once every cartouche holds one")
OWED = N_("a removal or placement is owed only by the seat whose turn it is, and no more "
          "than its cartouche gives")
POST = N_("the removal after a scoring is the leader's first, from distinct temples that "
          "still hold the remover's priests")


def check(data: dict) -> None:
    """Refuse a position the game cannot be played on from (reasons above)."""
    if not 1 <= data["round"] <= MAX_ROUNDS:
        raise IllegalAction(ROUND, high=MAX_ROUNDS)
    phase = data["phase"]
    if phase in (EXCHANGE, ASSIGN):
        _check_assigning(data)
    elif phase in (REMOVE, PLACE, POST_REMOVE):
        if any(data["hands"]) or not all(all(a) for a in data["assigned"]) \
                or not data["revealed"]:
            raise IllegalAction(CARDS)
    if phase in (REMOVE, PLACE):
        _check_owed(data)
    elif phase != OVER and (data["todo"] or data["own_removal"]):
        raise IllegalAction(OWED)  # an instant win may end the game with placements owed
    if phase == POST_REMOVE:
        _check_post(data)


def _laid(ornaments: list) -> int:
    return sum(1 for v in ornaments if v)


def _check_assigning(data: dict) -> None:
    seat, hands, assigned = data["seat"], data["hands"], data["assigned"]
    mine = len(hands[seat]) + _laid(assigned[seat])
    if seat == RED:
        others_ok = len(hands[BLUE]) == HAND_SIZE and not _laid(assigned[BLUE])
    else:
        others_ok = not hands[RED] and _laid(assigned[RED]) == ORNAMENTS
    exchanging = data["phase"] == EXCHANGE
    if mine != HAND_SIZE or not hands[seat] or not others_ok or data["revealed"] \
            or (exchanging and (not data["chips"][seat] or _laid(assigned[seat]))):
        raise IllegalAction(CARDS)


def _check_owed(data: dict) -> None:
    seat, first, step, todo = data["seat"], data["first"], data["step"], data["todo"]
    ornaments = data["assigned"][seat]
    if first not in (RED, BLUE) or step not in (0, 1) or seat != (first if step == 0
                                                                  else 1 - first):
        raise IllegalAction(OWED)
    if data["phase"] == REMOVE:
        value = ornaments[1] - 2
        most = 1 if value < 0 else value
        if data["round"] == 1 or value == 0 or data["own_removal"] != (value < 0) \
                or not 1 <= todo <= most:
            raise IllegalAction(OWED)
    elif data["own_removal"] or not 1 <= todo <= ornaments[3]:
        raise IllegalAction(OWED)


def _check_post(data: dict) -> None:
    seat, direct, subs = data["seat"], data["post_direct"], data["post_subs"]
    scores = [sum(p) for p in data["points"]]
    leader = RED if scores[RED] >= scores[BLUE] else BLUE
    temples = direct + subs
    holding = [t for t in ALL_TEMPLES
               if seat in data["board"][(t - 1) * CELLS:t * CELLS]]
    if data["post_first"] != leader or seat not in (RED, BLUE) \
            or len(set(temples)) != len(temples) \
            or any(t not in ALL_TEMPLES for t in temples) \
            or any(t not in holding for t in direct) or subs != sorted(subs):
        raise IllegalAction(POST)
