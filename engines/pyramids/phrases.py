"""Pyramids' moves in words, for the Hint and the analysis (engines/core/phrasing.py): a
domino with its level and turn (the live Hint adds "where the ghost shows": only its ghost
shows the spot), the gem token by colour, the single-tile card, and the quarry left to the
next player as a reason."""

from engines.core import N_, NP_, Message
from engines.core.phrasing import Phrasing

from .actions import ACTIONS, Card, Fill, Place, Refill, SingleTile, Take, Token
from .data import DOMINOES
from .heuristic import domino_gain, next_chooser
from .rule_gains import area_grown, cards_kept, level_gain

TAKE_AND_LAY = N_("take domino {n} from the quarry and lay it on level {level}, {turn}")
LAY = N_("lay the domino on level {level}, {turn}")
# the same for the live Hint, whose ghost on the table shows where the domino goes
ON_TABLE = {TAKE_AND_LAY: N_("take domino {n} from the quarry and lay it on level {level}, "
                             "{turn}, where the ghost shows"),
            LAY: N_("lay the domino on level {level}, {turn}, where the ghost shows")}
# a domino's turn from how it lies in the quarry (R turns it clockwise)
TURNS = (N_("unturned"), N_("turned a quarter clockwise"), N_("turned half round"),
         N_("turned a quarter anticlockwise"))
# colours: brown, blue, yellow, turquoise, red, green (data.COLOURS)
TOKEN_PHRASES = (N_("put the brown gem token on it"), N_("put the blue gem token on it"),
                 N_("put the yellow gem token on it"), N_("put the turquoise gem token on it"),
                 N_("put the red gem token on it"), N_("put the green gem token on it"))
CARD_PHRASES = (N_("lay a brown single-tile card"), N_("lay a blue single-tile card"),
                N_("lay a yellow single-tile card"), N_("lay a turquoise single-tile card"),
                N_("lay a red single-tile card"), N_("lay a green single-tile card"))
FILL = N_("fill a hole: {card}")
QUARRY_DENIAL_NAMED = 2
# the end of a game (the results): an elimination, a tie on points broken (rulings 5 and 8)
ELIMINATED = N_("{player} was eliminated on level {level} (too few single-tile cards to fill "
                "the holes) and cannot win.")
LAST_ONE = N_("{other} was eliminated on level {level} (too few single-tile cards to fill the "
              "holes), so {player} wins as the last player left.")
LAST_MANY = N_("The others were eliminated (too few single-tile cards to fill the holes), so "
               "{player} wins as the last player left.")
TIED_CARDS = N_("Tied on points: {player} used fewer single-tile cards.")
TIED_LEVEL = N_("Tied on points and single-tile cards: {player} scored the best single "
                "level.")   # points of the next player's best domino worth naming


def quarry_denied(before, after, action, seat: int) -> int:
    """How much less the next player can gain from the quarry after this take or refill than
    after the alternative that leaves them most (the quarry as it was, or the other stack)."""
    nxt = next_chooser(after)
    if nxt is None or nxt == seat:
        return 0
    pyramid, level = after.pyramids[nxt], after.level

    def best(state):
        return max((domino_gain(pyramid, level, d) for d in state.quarry if d >= 0), default=0)

    if isinstance(ACTIONS.decode(action), Take):
        others = [before]
    else:
        others = []
        for alt in before.legal_actions():
            if alt != action:
                world = before.clone()
                world.apply(alt)
                others.append(world)
    return round(max(best(w) for w in others) - best(after))


# what the quarry offers the next chooser after the move ({n}: the most one domino adds to
# their level as it stands); the mover, when the others have finished the level
QUARRY_LEFT = NP_("leaves the next player no domino worth more than {n} point",
                  "leaves the next player no domino worth more than {n} points")
QUARRY_NOTHING = N_("leaves the next player no domino that adds to their level now")
QUARRY_YOURS = NP_("leaves you a domino worth {n} point for your next turn",
                   "leaves you a domino worth {n} points for your next turn")
# the level scored after the move, the seat's points for it ({n})
LEVEL_SCORED = NP_("finishes level {level}: {n} point for you",
                   "finishes level {level}: {n} points for you")


def played_out(before, steps):
    """`before` (not modified) after every step of `steps`, or None when one is not allowed.
    Only what is face up is read from it (the quarry, the pyramids): a refill takes a
    stack's visible top; what it uncovers is not read."""
    world = before.clone()
    try:
        for step in steps:
            world.apply(step)
    except Exception:  # noqa: BLE001 (steps the position does not allow say nothing)
        return None
    return world


def quarry_left(before, steps, seat: int) -> Message | None:
    """What the quarry offers the next chooser after the whole move `steps` from `before`:
    the most one of its dominoes adds to their level as it stands (None when the move
    neither takes nor refills, or the level is over)."""
    if not any(isinstance(ACTIONS.decode(step), Take | Refill) for step in steps):
        return None
    world = played_out(before, steps)
    nxt = None if world is None else next_chooser(world)
    if world is None or nxt is None or world.level != before.level:
        return None
    best = max((domino_gain(world.pyramids[nxt], world.level, d) for d in world.quarry
                if d >= 0), default=0)
    if nxt == seat:
        return Message(QUARRY_YOURS, {"n": best}) if best else None
    return Message(QUARRY_LEFT, {"n": best}) if best else Message(QUARRY_NOTHING, {})


def level_scored(before, steps, seat: int) -> Message | None:
    """The level the whole move `steps` brings to its scoring, with the seat's points for it
    (None: the level goes on)."""
    world = played_out(before, steps)
    if world is None or world.level == before.level and not world.is_over():
        return None
    results = world.pyramids[seat].results
    if len(results) < before.level:
        return None
    return Message(LEVEL_SCORED, {"level": before.level, "n": results[before.level - 1][2]})


class PyramidsPhrasing(Phrasing):
    fragments = {
        "take": N_("take domino {n} from the quarry"),
        "place": LAY,
        "skip_single": N_("no single-tile card"),
        "refill": N_("refill the quarry from stack {n}"),
    }
    on_table = ON_TABLE
    words_name_a_move = False  # a domino's spot on its level is not in words
    actions = ACTIONS

    def step(self, action, state=None) -> Message | None:
        move = ACTIONS.decode(action)
        if isinstance(move, Token) and getattr(state, "placed", None) is not None:
            colour = DOMINOES[state.placed[4]][move.half]
            return Message(TOKEN_PHRASES[colour], {})
        if isinstance(move, Card):
            return Message(CARD_PHRASES[move.colour], {})
        if isinstance(move, Fill):
            return Message(FILL, {"card": Message(CARD_PHRASES[move.colour], {})})
        if isinstance(move, SingleTile):
            return Message(N_("take a single-tile card"), {})
        if isinstance(move, Token):
            return Message(N_("take a gem token"), {})
        return None

    def params(self, action) -> dict:
        move = ACTIONS.decode(action)
        if isinstance(move, Take):
            return {"n": move.slot + 1}
        if isinstance(move, Refill):
            return {"n": move.stack + 1}
        if isinstance(move, Place):
            return {"level": move.level, "turn": Message(TURNS[move.orient % 4], {})}
        return {}

    def joined(self, steps: list, k: int) -> tuple[Message, int] | None:
        move = ACTIONS.decode(steps[k])
        following = ACTIONS.decode(steps[k + 1]) if k + 1 < len(steps) else None
        if isinstance(move, Take) and isinstance(following, Place):
            return Message(TAKE_AND_LAY, {"n": move.slot + 1, "level": following.level,
                                          "turn": Message(TURNS[following.orient % 4], {})}), 2
        if isinstance(move, SingleTile) and isinstance(following, Card):
            return Message(CARD_PHRASES[following.colour], {}), 2
        return None

    def why(self, before, after, action, seat: int, steps: tuple = ()) -> Message | None:
        """The level scoring the move adds to, else the single-tile cards it keeps, else the
        quarry it denies the next player, else the area it grows for a gem token still
        free, else the level it brings to its scoring, else what the quarry leaves the next
        chooser."""
        gain = level_gain(before, after, seat) or cards_kept(after, action, seat)
        if gain is not None:
            return gain
        if isinstance(ACTIONS.decode(action), Take | Refill):
            first = before.clone()
            first.apply(action)
            denied = quarry_denied(before, first, action, seat)
            if denied >= QUARRY_DENIAL_NAMED:
                return Message(NP_("leaves the next player about {n} point less in the quarry",
                                   "leaves the next player about {n} points less in the "
                                   "quarry"), {"n": denied})
        steps = steps or (action,)
        return area_grown(before, after, seat) or level_scored(before, steps, seat) \
            or quarry_left(before, steps, seat)

    def ending(self, state) -> list[Message]:
        pyramids = state.pyramids
        out = [seat for seat, p in enumerate(pyramids) if p.eliminated]
        winners = state.winners()
        if len(winners) == 1 and out and len(out) == len(pyramids) - 1:
            if len(out) > 1:
                return [Message(LAST_MANY, {"player": winners[0]})]
            return [Message(LAST_ONE, {"other": out[0], "player": winners[0],
                                       "level": len(pyramids[out[0]].results) + 1})]
        said = [Message(ELIMINATED, {"player": seat, "level": len(pyramids[seat].results) + 1})
                for seat in out]
        if len(winners) != 1:
            return said
        won = pyramids[winners[0]]
        tied = [p for p in pyramids if p is not won and not p.eliminated
                and p.score() == won.score()]
        if tied:
            same_cards = any(len(p.cards) == len(won.cards) for p in tied)
            said.append(Message(TIED_LEVEL if same_cards else TIED_CARDS,
                                {"player": winners[0]}))
        return said
