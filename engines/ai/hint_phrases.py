"""What a move is and why, as marked messages in the games' own words (the scene translates).

`describe_move(game, state, steps)` names a whole move (engines/ai/whole_move.py) step by
step, on a copy of `state`: a Pyramids domino with its level and turn, the gem token by
colour, the single-tile card; an Archaeology trade with the cards given and taken, a set
sold; each Aton card on its ornament, each priest's temple and kind of cell. The parts are
lowercase fragments chained by "{first}; {then}"; `sentence` capitalises the translated
text. `move_message(game, action)` names one step alone. `gain_message` says why: from the
position before and after the whole move, never against the scores (a lead only when the
seat leads on points; "the best of the moves left" only when every move is within a point).
"""

from engines.core import N_, NP_, Message

FRAGMENTS = {
    ("imhotep", "get_stones"): N_("take new stones for your sled"),
    ("imhotep", "place"): N_("load a stone onto ship {ship}"),
    ("imhotep", "sail"): N_("sail ship {ship} to the {site}"),
    ("imhotep", "take_card"): N_("take a card from the market"),
    ("imhotep", "play"): N_("play a blue market card"),
    ("pyramids", "take"): N_("take domino {n} from the quarry"),
    ("pyramids", "place"): N_("lay the domino on level {level}, {turn}, where the ghost shows"),
    ("pyramids", "skip_single"): N_("no single-tile card"),
    ("pyramids", "refill"): N_("refill the quarry from stack {n}"),
    ("archaeology", "dig"): N_("dig: draw a card"),
    ("archaeology", "trade"): N_("trade at the market"),
    ("archaeology", "sell"): N_("sell {count}× {card} to the museum"),
    ("archaeology", "end_turn"): N_("end your turn"),
    ("archaeology", "explore"): N_("explore the {chamber}"),
    ("archaeology", "steal"): N_("steal a card with the thief"),
    ("archaeology", "discard"): N_("discard a {card}"),
    ("archaeology", "give"): N_("give a {card}"),
    ("archaeology", "take"): N_("take a {card}"),
    ("archaeology", "confirm"): N_("confirm the trade"),
    ("archaeology", "cancel"): N_("cancel the trade"),
    ("aton", "exchange"): N_("exchange your cards"),
    ("aton", "keep"): N_("keep your cards"),
    ("aton", "assign"): N_("card {card} on ornament {ornament}"),
}
GENERIC_MOVE = N_("play the highlighted move")
THEN = N_("{first}; {then}")
AND = N_("{first}, {then}")
TAKE_AND_LAY = N_("take domino {n} from the quarry and lay it on level {level}, {turn}, "
                  "where the ghost shows")
TRADE = N_("trade at the market: give {given}, take {taken}")
IMHOTEP_SITES = {"market": N_("market"), "pyramids": N_("pyramids"), "temple": N_("temple"),
                 "tomb": N_("tomb"), "obelisks": N_("obelisks")}
# a domino's turn from how it lies in the quarry (R turns it clockwise)
TURNS = (N_("unturned"), N_("turned a quarter clockwise"), N_("turned half round"),
         N_("turned a quarter anticlockwise"))
# Pyramids colours: brown, blue, yellow, turquoise, red, green (engines/pyramids/data.py)
TOKEN_PHRASES = (N_("put the brown gem token on it"), N_("put the blue gem token on it"),
                 N_("put the yellow gem token on it"), N_("put the turquoise gem token on it"),
                 N_("put the red gem token on it"), N_("put the green gem token on it"))
CARD_PHRASES = (N_("lay a brown single-tile card"), N_("lay a blue single-tile card"),
                N_("lay a yellow single-tile card"), N_("lay a turquoise single-tile card"),
                N_("lay a red single-tile card"), N_("lay a green single-tile card"))
FILL = N_("fill a hole: {card}")
CARD_NAMES = {"pot_shard": N_("Pot shard"), "parchment": N_("Parchment"), "coin": N_("Coin"),
              "talisman": N_("Talisman"), "broken_cup": N_("Broken cup"), "map": N_("Map"),
              "pharaoh_mask": N_("Pharaoh mask")}
CHAMBER_NAMES = {"small": N_("Small chamber"), "medium": N_("Medium chamber"),
                 "large": N_("Large chamber")}
CARD_COUNT = N_("{count}× {card}")
# Aton: a priest placed or removed, by the kind of cell (engines/aton/board.py)
ATON_PLACE = {"Y": N_("place a priest on a yellow cell of temple {temple}"),
              "K": N_("place a priest on a black cell of temple {temple}"),
              "B": N_("place a priest on the blue cell of temple {temple}"),
              "G": N_("place a priest on a green cell of temple {temple}"),
              "+": N_("place a priest on a bonus cell of temple {temple}")}
ATON_REMOVE = {"Y": N_("remove a priest from a yellow cell of temple {temple}"),
               "K": N_("remove a priest from a black cell of temple {temple}"),
               "B": N_("remove a priest from the blue cell of temple {temple}"),
               "G": N_("remove a priest from a green cell of temple {temple}"),
               "+": N_("remove a priest from a bonus cell of temple {temple}")}


def sentence(text: str) -> str:
    """`text` with its first letter capitalised (a translated move reads as a sentence)."""
    return text[:1].upper() + text[1:]


def _aton_cell(action) -> Message:
    from engines.aton.board import cell_kind

    kind = cell_kind(action[1], action[2])[0]
    table = ATON_PLACE if action[0] == "place" else ATON_REMOVE
    return Message(table[kind], {"temple": action[1]})


def move_message(game: str | None, action, state=None) -> Message:
    """One step as a lowercase fragment (a generic one for unknown kinds); `state`, the
    position before it, names what the step alone does not (a Pyramids token's colour)."""
    kind, fields = action[0], action[1:]
    if game == "aton" and kind in ("place", "remove") and len(fields) == 2:
        return _aton_cell(action)
    if game == "pyramids" and kind == "token" and getattr(state, "placed", None) is not None:
        return Message(TOKEN_PHRASES[_pyramids_half_colour(state, fields[0])], {})
    if game == "pyramids" and kind == "card":
        return Message(CARD_PHRASES[fields[0]], {})
    if game == "pyramids" and kind == "fill":
        return Message(FILL, {"card": Message(CARD_PHRASES[fields[2]], {})})
    if game == "pyramids" and kind == "single_tile":
        return Message(N_("take a single-tile card"), {})
    if game == "pyramids" and kind == "token":
        return Message(N_("take a gem token"), {})
    msgid = FRAGMENTS.get((game or "", kind))
    if msgid is None:
        return Message(GENERIC_MOVE, {})
    return Message(msgid, _params(game, action))


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
    if game == "pyramids" and kind == "place":
        return {"level": fields[0], "turn": Message(TURNS[fields[3] % 4], {})}
    if game == "aton" and kind == "assign":
        return {"card": fields[1], "ornament": fields[0]}
    if game == "archaeology" and kind == "sell":
        return {"count": fields[1], "card": Message(CARD_NAMES.get(fields[0], fields[0]), {})}
    if game == "archaeology" and kind in ("give", "take", "discard"):
        return {"card": Message(CARD_NAMES.get(fields[0], fields[0]), {})}
    if game == "archaeology" and kind == "explore":
        return {"chamber": Message(CHAMBER_NAMES.get(fields[0], fields[0]), {})}
    return {}


def _pyramids_half_colour(state, half: int) -> int:
    from engines.pyramids.data import DOMINOES

    domino = state.placed[4]
    return DOMINOES[domino][half]


def _chain(parts: list, joiner: str = THEN) -> Message:
    message = parts[-1]
    for part in reversed(parts[:-1]):
        message = Message(joiner, {"first": part, "then": message})
    return message


def _counted(names: list) -> Message:
    """"2× Coin, 1× Map" from a list of card names (in order of first appearance)."""
    counts: dict = {}
    for name in names:
        counts[name] = counts.get(name, 0) + 1
    return _chain([Message(CARD_COUNT, {"count": n, "card": Message(CARD_NAMES.get(c, c), {})})
                   for c, n in counts.items()], AND)


def describe_move(game: str | None, state, steps) -> Message:
    """The whole move `steps` from `state` (not modified), as one chained fragment; steps
    the position does not allow are still named, from their own fields alone."""
    world = state.clone() if state is not None else None

    def advance(*actions):
        nonlocal world
        for a in actions:
            if world is None:
                return
            try:
                world.apply(a)
            except Exception:  # noqa: BLE001 (a name never fails for a strange position)
                world = None

    parts: list = []
    k = 0
    steps = list(steps)
    if game == "aton":  # cards laid in a row read by ornament (their order does not matter)
        assigns = [k for k, a in enumerate(steps) if a[0] == "assign"]
        if assigns and assigns == list(range(assigns[0], assigns[-1] + 1)):
            steps[assigns[0]:assigns[-1] + 1] = sorted(steps[assigns[0]:assigns[-1] + 1])
    while k < len(steps):
        action = steps[k]
        kind = action[0]
        if game == "pyramids" and kind == "take" and k + 1 < len(steps) \
                and steps[k + 1][0] == "place":
            place = steps[k + 1]
            parts.append(Message(TAKE_AND_LAY, {"n": action[1] + 1, "level": place[1],
                                                "turn": Message(TURNS[place[4] % 4], {})}))
            advance(action, place)
            k += 2
            continue
        if game == "archaeology" and kind == "trade":
            end = k + 1
            while end < len(steps) and steps[end][0] in ("give", "take"):
                end += 1
            given = [a[1] for a in steps[k + 1:end] if a[0] == "give"]
            taken = [a[1] for a in steps[k + 1:end] if a[0] == "take"]
            if end < len(steps) and steps[end][0] == "confirm" and given and taken:
                parts.append(Message(TRADE, {"given": _counted(given),
                                             "taken": _counted(taken)}))
                advance(*steps[k:end + 1])
                k = end + 1
                continue
        if game == "pyramids" and kind == "single_tile" and k + 1 < len(steps) \
                and steps[k + 1][0] == "card":
            advance(action)
            action = steps[k + 1]
            k += 1
        parts.append(move_message(game, action, world))
        advance(action)
        k += 1
    if not parts:
        return Message(GENERIC_MOVE, {})
    return _chain(parts)


# ---------------------------------------------------------------------------- the reason
def _aton_majority(world, temple: int, seat: int) -> int:
    """Own priests minus the opponent's in Aton temple `temple` (1..4)."""
    cells = world.board[12 * (temple - 1): 12 * temple]
    return cells.count(seat) - cells.count(1 - seat)


QUARRY_DENIAL_NAMED = 2   # points of the next player's best domino worth naming
EQUAL_WITHIN = 1.0        # moves this close (in the heuristic's points) are "all equal"
EQUAL_CHANCE = 0.02       # ... when the search's chances for them are this close too


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


def leads_on_points(state, seat: int) -> bool:
    """`seat` has more points than every other seat."""
    scores = state.scores()
    return all(scores[seat] > v for k, v in enumerate(scores) if k != seat)


def all_moves_equal(before, seat: int, valuer) -> bool:
    """Every first step the seat may take leaves it within a point of the best one (the
    heuristic's margin one step ahead)."""
    values = []
    for action in valuer.actions(before):
        world = before.clone()
        world.apply(action)
        values.append(valuer.utility(world, seat))
    return not values or max(values) - min(values) < EQUAL_WITHIN


def gain_message(game, before, after, action, seat: int, valuer,
                 next_best: float | None = None, spread: float | None = None) -> Message:
    """Why the move is good, from the difference it makes (on the seat's determinized view):
    `before` the move, `after` the whole move whose first step is `action`. `next_best` is
    the search's chance to win with the best other first step, `spread` the gap between its
    best and worst searched first steps (None: not searched)."""
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
        first = before.clone()
        first.apply(action)
        denied = _pyramids_quarry_denied(before, first, action, seat)
        if denied >= QUARRY_DENIAL_NAMED:
            return Message(NP_("leaves the next player about {n} point less in the quarry",
                               "leaves the next player about {n} points less in the quarry"),
                           {"n": denied})
    scored = after.scores()[seat] - before.scores()[seat]
    if scored > 0 and not after.is_over():
        return Message(NP_("scores {n} point now", "scores {n} points now"), {"n": scored})
    leads = leads_on_points(after, seat)
    gain = round(valuer.utility(after, seat) - valuer.utility(before, seat))
    if gain >= 1:
        if leads:
            return Message(NP_("your lead grows by about {n} point",
                               "your lead grows by about {n} points"), {"n": gain})
        return Message(NP_("closes the gap by about {n} point",
                           "closes the gap by about {n} points"), {"n": gain})
    if (spread is None or spread < EQUAL_CHANCE) and all_moves_equal(before, seat, valuer):
        return Message(N_("the best of the moves left"), {})
    if leads:
        return Message(N_("keeps your lead"), {})
    if next_best is not None:
        return Message(N_("the next best move wins about {pct}% of the time"),
                       {"pct": round(100 * max(0.0, min(1.0, next_best)))})
    return Message(N_("loses the least"), {})
