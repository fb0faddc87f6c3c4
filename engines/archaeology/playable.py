"""What a written Archaeology position must hold so that the game can be played on from it
to an end (docs/notation.md): checked by `notation.parse` on the fields it read.

- Sandstorm discards are owed only while they are being chosen (`phase` discard), and then
  exactly as the sandstorm asked: every player from the one who drew it on, in turn order,
  discards half their cards (rounded down; a player owing none is skipped). The queue is
  the players still to choose, each owing half the cards they hold, the first counting the
  cards already chosen (`pending`, fewer than it owes).
- A trade is being built (`give`, `take`) only in the trade phase, giving cards of the
  hand not taken from the market this turn (`taken`, never more than the hand holds) for
  cards of other kinds in the market.
- A dig needs a card in the deck. Turns of the end phase (`endturn`: the deck was empty when
  the turn began) count the passes; a turn there begins only with cards in hand, and is a
  forced sale exactly when every player passed in a row; before it nobody has passed.
"""

from engines.core import N_, IllegalAction

from .state import DIG, DISCARD, TRADE

QUEUE = N_("sandstorm discards are owed only while they are chosen, by each player from the "
           "one who drew it on, half the cards they hold")
TRADE_RULE = N_("a trade is built only in the trade phase, from cards in hand not taken from "
                "the market this turn, for cards of other kinds in the market")

END_PHASE = N_("the passes and the forced sale must be those of the turns since the deck "
               "ran out, and a dig needs a card in the deck")


def check(data: dict) -> None:
    """Refuse a position the game cannot be played on from (reasons above)."""
    queue, pending = data["discard_queue"], data["pending"]
    if data["phase"] != DISCARD:
        if queue or any(pending):
            raise IllegalAction(QUEUE)
    elif queue != _owed(data):
        raise IllegalAction(QUEUE)
    if not _trade_holds(data):
        raise IllegalAction(TRADE_RULE)
    if not _end_phase_holds(data):
        raise IllegalAction(END_PHASE)


def _end_phase_holds(data: dict) -> bool:
    passes, passer, forced = data["pass_streak"], data["first_passer"], data["forced"]
    if data["phase"] == DIG and (not data["deck"] or data["end_phase_turn"]):
        return False
    if (passer is None) != (passes == 0):
        return False
    if not data["end_phase_turn"]:
        return not forced and passes == 0
    hand = data["hands"][data["turn"]]
    return not data["deck"] and forced == (passes >= data["players"]) \
        and (data["sold_this_turn"] or any(hand))


def _trade_holds(data: dict) -> bool:
    hand, market = data["hands"][data["turn"]], data["market"]
    give, take, taken = data["give"], data["take"], data["taken"]
    if data["phase"] != TRADE and (any(give) or any(take)):
        return False
    return all(taken[t] <= hand[t] and give[t] <= hand[t] - taken[t] and take[t] <= market[t]
               and not (give[t] and take[t]) for t in range(len(hand)))


def _owed(data: dict) -> list[list[int]] | None:
    """The queue a sandstorm drawn by `turn` leaves, from its first seat still to choose
    (None when no seat could be first: the queue would be empty or pending too large)."""
    queue, pending, hands = data["discard_queue"], data["pending"], data["hands"]
    players, turn = data["players"], data["turn"]
    if not queue:
        return None
    first = queue[0][0]
    order = [(turn + k) % players for k in range(players)]
    owed = []
    for seat in order[order.index(first):]:
        held = sum(hands[seat]) + (sum(pending) if seat == first else 0)
        if held // 2:
            owed.append([seat, held // 2])
    if not owed or owed[0][0] != first or sum(pending) >= owed[0][1]:
        return None
    return owed
