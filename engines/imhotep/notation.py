"""Imhotep positions as one line of text (like chess's FEN): `format` and its inverse `parse`.

    imhotep players=2 sides=AAAAA wrath=n round=1 card=4322 rounds=4331,3221,4221,4321,3321
    removed=3322 ships=..../.../../.. sites=..../..... sled=2,3 quarry=27,26 held=0,0
    deck=stdbsi... discard=- display=lesadtst pair=- peek=- hands=-/- pyramid=- extra=-
    temple=- tomb=- obelisks=0,0 towers=- points=0,0,0,0,0,0/0,0,0,0,0,0 turn=0 first=0
    last=- passes=0 stack=- over=n rng=<hex>

(one line; wrapped here; see docs/notation.md). `sides` is each site's side, market to
obelisks; a ship is its slots' owners, bow first ("." empty); `sites` is per ship where it
sailed (m p t b o for market, pyramids, temple, tomb (burial), obelisks; "." not sailed,
"s" stayed), then "/" and per site the ship docked there; cards are two-letter codes (CARD),
"--" an empty display place; `pyramid` lists each pyramid's stones in fill order; the
stack lists the tasks still to do, last done first, `kind:arg:...` ("-" none, `[a.b]` an
unloading order). `parse` refuses text that is not such a line and positions no game could
hold (every colour's 29 stones and the 34 market cards all somewhere, the round cards
those of the player count, each once, the pyramids' and towers' points those of the stones
laid, the final scoring's points none until the game is over after its last round, then
what that scoring gives), with the reason.
"""

from collections import Counter

from engines.core import N_, NP_, IllegalAction
from engines.core import notation as n
from engines.core.state import FORMAT_VERSION

from . import playable
from .data import (
    HAND_CARDS,
    MARKET_CARDS,
    OBELISK_B_BEYOND,
    OBELISK_B_SLOTS,
    PYRAMID_A_VALUES,
    PYRAMID_B_BASE_CELLS,
    PYRAMID_B_BASE_POINTS,
    PYRAMID_B_TOP_POINTS,
    PYRAMID_EXTRA_POINTS,
    PYRAMIDS,
    PYRAMIDS_B_COUNT,
    ROUND_CARDS,
    ROUNDS,
    SITES,
    SLED_CAPACITY,
    STONES_PER_COLOUR,
)
from .spec import SPEC
from .state import (
    CAT_CARDS,
    CAT_OBELISKS,
    CAT_PYRAMID,
    CAT_TOMB,
    CAT_WRATH,
    CATEGORIES,
    ImhotepState,
)

GAME = "imhotep"
STATE = ImhotepState  # the state class this notation writes
KEYS = ("players", "sides", "wrath", "round", "card", "rounds", "removed", "ships", "sites",
        "sled", "quarry", "held", "deck", "discard", "display", "pair", "peek", "hands",
        "pyramid", "extra", "temple", "tomb", "obelisks", "towers", "points", "turn", "first",
        "last", "passes", "stack", "over", "rng")
CARD = {
    "entrance": "en", "sarcophagus": "sa", "paved_path": "pp",
    "decoration_pyramid": "dp", "decoration_temple": "dt", "decoration_tomb": "db",
    "decoration_obelisks": "do", "statue": "st",
    "lever": "le", "hammer": "ha", "sail": "si", "chisel": "ch",
}
CARD_NAME = {code: name for name, code in CARD.items()}
SITE_LETTERS = "mptbo"
SHIP_AT = {-1: ".", -2: "s"}  # not sailed, stayed (state.UNSAILED, state.STAYED)
TASKS = frozenset((
    "end_turn", "unload", "red", "next_round", "temple_column",
    "market", "keep", "pyramid", "bonus_card", "bonus_stones", "bonus_place", "temple_choice",
    "lever_sail", "lever_order", "hammer_place", "sail_place", "sail_site", "chisel_place",
))
NOT_A_POSITION = N_("this is not an Imhotep position")
STONES = NP_("each colour's {n} stone must be somewhere",
             "each colour's {n} stones must all be somewhere")
CARDS = NP_("the {n} market card must be somewhere",
            "the {n} market cards must all be somewhere, each as often as the game has it")
ROUND_CARD_RULE = N_("the round cards must be those of the player count, each used once, "
                     "one per round")
SLED = NP_("a sled holds at most {n} stone", "a sled holds at most {n} stones")
POINTS = N_("the points must be what the stones and cards as written give: the pyramids' and "
            "the built obelisks' at once, the tomb's, the obelisks' and the market cards' only "
            "at the game's end")
OVER = N_("the game is over only after its last round")
# the categories scored only at the game's end (obelisks: side A's, and side B's loose stones)
FINAL = (CAT_TOMB, CAT_OBELISKS, CAT_CARDS, CAT_WRATH)


def format(state: ImhotepState) -> str:  # the notation's two words: format and parse
    """The one-line text of `state`."""
    return n.line(GAME, values(state))


def cards(values) -> str:
    """Market cards as their codes ("--" an empty display place, "-" none)."""
    return "".join("--" if c is None else CARD[c] for c in values) or "-"


def values(state: ImhotepState) -> dict[str, str]:
    """The line's values by key, in order (what `format` writes)."""
    def hand(h):
        return "".join(CARD[c] * h[c] for c in HAND_CARDS) or "-"

    def task(t):
        return ":".join([t[0]] + [_arg(a) for a in t[1:]])

    sailed = "".join(SITE_LETTERS[s] if s >= 0 else SHIP_AT[s] for s in state.ship_site)
    docked = "".join("." if d < 0 else str(d) for d in state.docked)
    return {key: str(value) for key, value in {
        "players": state.num_players,
        "sides": "".join(state.options[name] for name in SITES),
        "wrath": n.flag(state.options["pharaohs_wrath"]),
        "round": state.round_no, "card": state.round_card or "-",
        "rounds": ",".join(state.round_deck) or "-", "removed": state.round_removed,
        "ships": "/".join(n.seats(slots) if slots else "-" for slots in state.slots) or "-",
        "sites": f"{sailed or '-'}/{docked}",
        "sled": n.ints(state.sled), "quarry": n.ints(state.quarry), "held": n.ints(state.held),
        "deck": cards(state.deck), "discard": cards(state.discard),
        "display": cards(state.display), "pair": cards(state.pair), "peek": cards(state.peek),
        "hands": n.per(state.hands, hand),
        "pyramid": n.per(state.pyr, n.seats), "extra": n.seats(state.pyr_extra),
        "temple": n.seats(state.temple), "tomb": n.seats(state.tomb),
        "obelisks": n.ints(state.obel), "towers": n.seats(state.towers),
        "points": n.per(state.points, n.ints), "turn": state.turn,
        "first": state.first_player, "last": n.seat(state.last_sailer),
        "passes": state.passes, "stack": "/".join(task(t) for t in state.stack) or "-",
        "over": n.flag(state.over), "rng": f"{state.rng.state:x}",
    }.items()}


def _arg(value) -> str:
    if value is None:
        return "-"
    if isinstance(value, tuple):
        return "[" + ".".join(str(v) for v in value) + "]"
    return str(value)


def parse(text: str) -> ImhotepState:
    """The position `text` writes (see `format`); IllegalAction with the reason when the
    text is not an Imhotep position or the position is impossible."""
    data = n.read_or_refuse(read, text, NOT_A_POSITION)
    _check(data)
    playable.check(data)
    state = ImhotepState.from_json(data)
    _check_points(state, data)
    n.check_can_move(state)
    return state


def read(text: str) -> dict:
    """The line's fields as the state's JSON data, not yet checked (a value that is not
    what `format` writes raises)."""
    raw = n.fields(text, GAME, KEYS)
    players = n.natural(raw["players"])
    n.check_players(players, SPEC.min_players, SPEC.max_players)
    sides = raw["sides"]
    if len(sides) != len(SITES) or any(side not in "AB" for side in sides):
        raise n.Malformed(sides)
    options = SPEC.resolve_options({**dict(zip(SITES, sides, strict=True)),
                                    "pharaohs_wrath": n.read_flag(raw["wrath"])})

    def cards(value, empty=False):
        return n.read_codes(value, {**CARD_NAME, **({"--": None} if empty else {})})

    def hand(value):
        held = Counter(n.read_codes(value, {CARD[c]: c for c in HAND_CARDS}))
        return {c: held[c] for c in HAND_CARDS}

    def seats(value):
        return n.read_seats(value, players)

    def per_seat(value, read=n.natural):
        return n.read_ints(value, players, read)

    slots = [] if raw["ships"] == "-" else n.read_per(
        raw["ships"], lambda v: n.read_seats(v, players, empty=True))
    if any(not 1 <= len(s) <= 4 for s in slots):
        raise n.Malformed(raw["ships"])
    sailed, docked = n.read_per(raw["sites"], str, 2)
    sailed = "" if sailed == "-" else sailed
    ship_site = [SITE_LETTERS.index(c) if c in SITE_LETTERS else
                 {v: k for k, v in SHIP_AT.items()}[c] for c in sailed]
    if len(ship_site) != len(slots) or len(docked) != len(SITES):
        raise n.Malformed(raw["sites"])
    pyramids = n.read_per(raw["pyramid"], seats)
    if len(pyramids) != (PYRAMIDS_B_COUNT if sides[1] == "B" else 1):
        raise n.Malformed(raw["pyramid"])
    card = None if raw["card"] == "-" else raw["card"]
    return {
        "version": FORMAT_VERSION, "game": GAME, "players": players, "options": options,
        "rng": n.hexadecimal(raw["rng"]),
        "round_no": n.natural(raw["round"]),
        "round_deck": [] if raw["rounds"] == "-" else raw["rounds"].split(","),
        "round_removed": raw["removed"], "round_card": card,
        "caps": [len(s) for s in slots], "slots": slots, "ship_site": ship_site,
        "docked": [-1 if c == "." else _ship(c, len(slots)) for c in docked],
        "sled": per_seat(raw["sled"]), "quarry": per_seat(raw["quarry"]),
        "held": per_seat(raw["held"]),
        "deck": cards(raw["deck"]), "discard": cards(raw["discard"]),
        "display": cards(raw["display"], empty=True), "pair": cards(raw["pair"]),
        "peek": cards(raw["peek"]),
        "hands": n.read_per(raw["hands"], hand, players),
        "pyr": pyramids, "pyr_extra": seats(raw["extra"]),
        "temple": seats(raw["temple"]), "tomb": seats(raw["tomb"]),
        "obel": per_seat(raw["obelisks"]), "towers": seats(raw["towers"]),
        "points": n.read_per(raw["points"], lambda v: n.read_ints(v, len(CATEGORIES),
                                                                  n.integer), players),
        "turn": n.read_seat(raw["turn"], players),
        "first_player": n.read_seat(raw["first"], players),
        "last_sailer": n.read_seat(raw["last"], players, optional=True),
        "passes": n.natural(raw["passes"]),
        "stack": [] if raw["stack"] == "-" else [_task(t, players)
                                                 for t in raw["stack"].split("/")],
        "over": n.read_flag(raw["over"]),
    }


def _ship(value: str, ships: int) -> int:
    ship = n.natural(value)
    if ship >= ships:
        raise n.Malformed(value)
    return ship


def _task(value: str, players: int) -> list:
    kind, *args = value.split(":")
    if kind not in TASKS or not args:
        raise n.Malformed(value)
    out: list = [kind]
    for arg in args:
        if arg == "-":
            out.append(None)
        elif arg.startswith("[") and arg.endswith("]"):
            out.append([n.natural(v) for v in arg[1:-1].split(".")] if arg != "[]" else [])
        else:
            out.append(n.integer(arg))
    return out


def _check(data: dict) -> None:
    """Refuse a position no game could hold."""
    players = data["players"]
    if any(sled > SLED_CAPACITY for sled in data["sled"]):
        raise IllegalAction(SLED, n=SLED_CAPACITY)
    for owner in range(players):
        waiting = sum(1 for t in data["stack"] if t[0] == "pyramid" and t[1] == owner)
        sites = (sum(p.count(owner) for p in data["pyr"]) + data["pyr_extra"].count(owner)
                 + data["temple"].count(owner) + data["tomb"].count(owner)
                 + data["obel"][owner] + 3 * data["towers"].count(owner))
        ships = sum(slots.count(owner) for slots in data["slots"])
        total = (data["quarry"][owner] + data["sled"][owner] + data["held"][owner] + ships
                 + sites + waiting)
        if total != STONES_PER_COLOUR:
            raise IllegalAction(STONES, n=STONES_PER_COLOUR)
    seen = Counter(data["deck"] + data["discard"] + data["pair"] + data["peek"])
    seen.update(c for c in data["display"] if c is not None)
    for hand in data["hands"]:
        seen.update({c: k for c, k in hand.items() if k})
    if seen != Counter(dict(MARKET_CARDS)):
        raise IllegalAction(CARDS, n=sum(k for _, k in MARKET_CARDS))
    rounds = data["round_deck"] + [data["round_removed"]]
    if data["round_card"] is not None:
        rounds.append(data["round_card"])
    if (any(r not in ROUND_CARDS[players] for r in rounds) or len(set(rounds)) != len(rounds)
            or len(data["round_deck"]) + data["round_no"] != ROUNDS
            or (data["round_card"] is None) != (data["round_no"] == 0)):
        raise IllegalAction(ROUND_CARD_RULE)


def _check_points(state: ImhotepState, data: dict) -> None:
    """The pyramids' and towers' points follow from the stones laid; the final scoring's
    categories are empty until the game is over, then what that scoring gives."""
    if state.over and state.round_no != ROUNDS:
        raise IllegalAction(OVER)
    before_end = [list(points) for points in state.points]
    for seat, row in enumerate(before_end):
        for category in FINAL:
            row[category] = 0
        row[CAT_OBELISKS] = tower_points(state.towers, seat)
        if state.points[seat][CAT_PYRAMID] != pyramid_points(state.sides_b[PYRAMIDS], state.pyr,
                                                             state.pyr_extra, seat):
            raise IllegalAction(POINTS)
    expected = before_end
    if state.over:
        ended = ImhotepState.from_json({**data, "points": before_end, "over": False})
        ended._final_scoring([])
        expected = ended.points
    if expected != state.points:
        raise IllegalAction(POINTS)


def pyramid_points(side_b: bool, pyramids: list, extra: list, seat: int) -> int:
    """What `seat`'s stones on the pyramids (each pyramid's owners in fill order, then the
    stones beyond them) scored when laid."""
    if side_b:
        laid = sum(PYRAMID_B_BASE_POINTS if cell < PYRAMID_B_BASE_CELLS else PYRAMID_B_TOP_POINTS
                   for pyramid in pyramids for cell, owner in enumerate(pyramid)
                   if owner == seat)
    else:
        laid = sum(PYRAMID_A_VALUES[cell] for cell, owner in enumerate(pyramids[0])
                   if owner == seat)
    return laid + PYRAMID_EXTRA_POINTS * extra.count(seat)


def tower_points(towers: list, seat: int) -> int:
    """What `seat`'s obelisks built on side B (`towers`: owners in order built) scored."""
    return sum(OBELISK_B_SLOTS[slot] if slot < len(OBELISK_B_SLOTS) else OBELISK_B_BEYOND
               for slot, owner in enumerate(towers) if owner == seat)
