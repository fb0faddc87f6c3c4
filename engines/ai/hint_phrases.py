"""What a hinted move is and why, as marked messages (the scene translates them).

MOVES maps (game id, action kind) to an imperative phrase; PARAMS turns the action's fields
into its parameters (1-based numbers for people). `gain_message` compares the determinized
world before and after the move: points scored at once, the heuristic's margin over the best
other seat, for Aton the majority in the temple the priest went to, and for a Pyramids
take or refill what it leaves the next player to gain from the quarry.
"""

from engines.core import N_, NP_, Message

MOVES = {
    ("imhotep", "get_stones"): N_("Take new stones for your sled"),
    ("imhotep", "place"): N_("Load a stone onto ship {ship}"),
    ("imhotep", "sail"): N_("Sail ship {ship} to the {site}"),
    ("imhotep", "take_card"): N_("Take a card from the market"),
    ("imhotep", "play"): N_("Play a blue market card"),
    ("pyramids", "take"): N_("Take domino {n} from the quarry"),
    ("pyramids", "place"): N_("Place the domino on your pyramid"),
    ("pyramids", "single_tile"): N_("Take a single-tile card"),
    ("pyramids", "skip_single"): N_("Skip the single-tile card"),
    ("pyramids", "card"): N_("Place the single tile on your pyramid"),
    ("pyramids", "refill"): N_("Refill the quarry from stack {n}"),
    ("pyramids", "token"): N_("Take a gem token"),
    ("archaeology", "dig"): N_("Dig: draw a card"),
    ("archaeology", "trade"): N_("Trade at the market"),
    ("archaeology", "sell"): N_("Sell cards at the market"),
    ("archaeology", "end_turn"): N_("End your turn"),
    ("archaeology", "explore"): N_("Explore a chamber"),
    ("archaeology", "steal"): N_("Steal a card with the thief"),
    ("archaeology", "give"): N_("Give this card in the trade"),
    ("archaeology", "take"): N_("Take this card in the trade"),
    ("archaeology", "confirm"): N_("Confirm the trade"),
    ("archaeology", "cancel"): N_("Cancel the trade"),
    ("aton", "exchange"): N_("Exchange your cards"),
    ("aton", "keep"): N_("Keep your cards"),
    ("aton", "assign"): N_("Put card {card} on space {space}"),
    ("aton", "place"): N_("Place a priest in temple {temple}"),
    ("aton", "remove"): N_("Remove a priest from temple {temple}"),
}
GENERIC_MOVE = N_("Play the highlighted move")
IMHOTEP_SITES = {"market": N_("market"), "pyramids": N_("pyramids"), "temple": N_("temple"),
                 "tomb": N_("tomb"), "obelisks": N_("obelisks")}


def _params(game, action) -> dict:
    kind, fields = action[0], action[1:]
    if game == "imhotep" and kind in ("place", "sail"):
        params = {"ship": fields[0] + 1}
        if kind == "sail":
            site = IMHOTEP_SITES.get(fields[1])  # a marked name: translated with the phrase
            params["site"] = Message(site, {}) if site is not None else fields[1]
        return params
    if game == "pyramids" and kind in ("take", "refill"):
        return {"n": fields[0] + 1}
    if game == "aton" and kind == "assign":
        return {"card": fields[0], "space": fields[1]}
    if game == "aton" and kind in ("place", "remove"):
        return {"temple": fields[0]}
    return {}


def move_message(game: str | None, action) -> Message:
    """What the move is, as an imperative phrase (a generic one for unlisted kinds)."""
    msgid = MOVES.get((game or "", action[0]))
    if msgid is None:
        return Message(GENERIC_MOVE, {})
    return Message(msgid, _params(game, action))


def _aton_majority(world, temple: int, seat: int) -> int:
    """Own priests minus the opponent's in Aton temple `temple` (1..4)."""
    cells = world.board[12 * (temple - 1): 12 * temple]
    return cells.count(seat) - cells.count(1 - seat)


QUARRY_DENIAL_NAMED = 2   # points of the next player's best domino worth naming


def _pyramids_quarry_denied(before, after, action, seat: int) -> int:
    """How much less the next player can gain from the quarry after this take or refill than
    after the alternative that leaves them most (the quarry as it was, or the other stack)."""
    from engines.pyramids.heuristic import domino_gain, next_chooser

    nxt = next_chooser(after)
    if nxt is None or nxt == seat:
        return 0
    pyramid, level = after.pyramids[nxt], after.level

    def best(state):
        return max((domino_gain(pyramid, level, d) for d in state.quarry if d >= 0), default=0)

    if action[0] == "take":
        others = [before]
    else:
        others = []
        for alt in before.legal_actions():
            if alt != action:
                world = before.clone()
                world.apply(alt)
                others.append(world)
    return round(max(best(w) for w in others) - best(after))


def gain_message(game, before, after, action, seat: int, valuer) -> Message:
    """Why the move is good, from the difference it makes (on the seat's determinized view)."""
    if game == "aton" and action[0] in ("place", "remove") and hasattr(before, "board"):
        temple = action[1]
        was, now = _aton_majority(before, temple, seat), _aton_majority(after, temple, seat)
        if now > 0 and was > 0:
            return Message(N_("keeps your majority in temple {temple}"), {"temple": temple})
        if now > 0 >= was:
            return Message(N_("wins the majority in temple {temple}"), {"temple": temple})
        if now == 0 > was:
            return Message(N_("ties the majority in temple {temple}"), {"temple": temple})
    if game == "pyramids" and action[0] in ("take", "refill"):
        denied = _pyramids_quarry_denied(before, after, action, seat)
        if denied >= QUARRY_DENIAL_NAMED:
            return Message(NP_("leaves the next player about {n} point less in the quarry",
                               "leaves the next player about {n} points less in the quarry"),
                           {"n": denied})
    scored = after.scores()[seat] - before.scores()[seat]
    if scored > 0 and not after.is_over():
        return Message(NP_("scores {n} point now", "scores {n} points now"), {"n": scored})
    margin_before = valuer.utility(before, seat)
    margin_after = valuer.utility(after, seat)
    gain = round(margin_after - margin_before)
    if gain >= 1:
        if margin_after > 0:
            return Message(NP_("your lead grows by about {n} point",
                               "your lead grows by about {n} points"), {"n": gain})
        return Message(NP_("closes the gap by about {n} point",
                           "closes the gap by about {n} points"), {"n": gain})
    if margin_after > 0:
        return Message(N_("keeps your lead"), {})
    return Message(N_("the best of the moves left"), {})
