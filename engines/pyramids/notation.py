"""Pyramids positions as one line of text (like chess's FEN): `format` and its inverse `parse`.

    pyramids players=2 level=1 first=0 turn=0 phase=take held=- slot=- placed=- halves=-,-
    quarry=YB17,NN16,GA01 stacks=<codes>/<codes>/<codes>/<codes> pieces=-/- cards=-/-
    tokens=-,-,-,-,-,-/-,-,-,-,-,- out=nn results=-/- rng=<hex>

(one line; wrapped here; see docs/notation.md). Dominoes are their codes (data.DOMINO_CODES:
the two colours, then the gem corners); a stack is listed bottom to top. Per player, "/"
apart: `pieces` the laid dominoes in order, each `level.qx.qy.orient.CODE` (quarter
coordinates of square A); `cards` the laid single-tile cards, `level.qx.qy.COLOUR.corner.f`
(f: y when laid to fill a hole); `tokens` per colour (data.COLOURS order) "-" or
`level.qx.qy`; `out` y for an eliminated player; `results` per scored level
`total.mino` then `.COLOURgems` per scoring area. `halves` is the half that got this turn's
token and the half chosen for its card. `parse` refuses text that is not such a line and
positions no game could hold (the 90 dominoes each somewhere once, each player's 3 cards
laid at most once and 6 tokens on different squares, nothing laid over another piece on its
level) and results the game could not have written: each player in the game has one result per
level scored (all four only when the game is over; the game over only then or when one player is
left), each scored level complete, nothing laid or tokened above the level a player builds, and
each result one that scoring.level_score gives for the pyramid as written up to its level with
gem tokens on squares of that level.
"""

from engines.core import N_, NP_, IllegalAction
from engines.core import notation as n
from engines.core.state import FORMAT_VERSION

from . import playable
from .data import (
    CARD_OF_COLOUR,
    CARDS_PER_PLAYER,
    COLOURS,
    DOMINO_CODES,
    LEVELS,
    NUM_DOMINOES,
    QUARRY_SLOTS,
    STACKS,
    TOKENS_PER_PLAYER,
)
from .data import DOMINOES as DOMINO_DATA
from .geometry import DIRS, EMPTY, SPAN, domino_squares, from_quarter, qindex
from .scoring import area_of, level_total
from .spec import SPEC
from .state import (
    CARD,
    FILL,
    OVER,
    PLACE,
    REFILL,
    SINGLE,
    TAKE,
    TOKEN,
    Pyramid,
    PyramidsState,
)

GAME = "pyramids"
STATE = PyramidsState  # the state class this notation writes
KEYS = ("players", "level", "first", "turn", "phase", "held", "slot", "placed", "halves",
        "quarry", "stacks", "pieces", "cards", "tokens", "out", "results", "rng")
CODE_OF = {code: d for d, code in enumerate(DOMINO_CODES)}
NOT_A_POSITION = N_("this is not a Pyramids position")
DOMINOES = NP_("the {n} domino must be somewhere, once",
               "the {n} dominoes must each be somewhere, once")
CARDS = NP_("each player's {n} single-tile card can be laid once",
            "each player's {n} single-tile cards can each be laid once")
TOKENS = N_("each player's gem tokens must lie on different squares")
OVERLAP = N_("a domino or card cannot lie over another piece of its level")
SCORED = N_("each player in the game has one result per level scored: every level before "
            "the current one, and level 4 too once the game is over")
GAME_OVER = N_("the game is over only once level 4 is scored or one player is left in it")
ABOVE = N_("a player's pyramid has no piece or gem token above the level they are building, "
           "and each level they have a result for is complete")
RESULT = N_("a level's result must be what scoring the pyramid as written gives")
PHASES = (TAKE, PLACE, TOKEN, SINGLE, CARD, REFILL, FILL, OVER)


def format(state: PyramidsState) -> str:  # the notation's two words: format and parse
    """The one-line text of `state`."""
    return n.line(GAME, values(state))


def values(state: PyramidsState) -> dict[str, str]:
    """The line's values by key, in order (what `format` writes)."""
    pyramids = state.pyramids
    return {key: str(value) for key, value in {
        "players": state.num_players, "level": state.level, "first": state.first,
        "turn": state.turn, "phase": state.phase, "held": domino(state.held),
        "slot": n.seat(state.slot),
        "placed": "-" if state.placed is None else _piece(state.placed),
        "halves": f"{n.seat(state.token_half)},{n.seat(state.card_half)}",
        "quarry": ",".join(domino(d) for d in state.quarry),
        "stacks": n.per(state.stacks, lambda st: ",".join(domino(d) for d in st) or "-"),
        "pieces": n.per(pyramids, lambda p: ",".join(_piece(x) for x in p.pieces) or "-"),
        "cards": n.per(pyramids, lambda p: ",".join(_card(c) for c in p.cards) or "-"),
        "tokens": n.per(pyramids, lambda p: ",".join(
            "-" if t is None else ".".join(str(v) for v in t) for t in p.tokens)),
        "out": "".join(n.flag(p.eliminated) for p in pyramids),
        "results": n.per(pyramids, lambda p: ",".join(_result(r) for r in p.results) or "-"),
        "rng": f"{state.rng.state:x}",
    }.items()}


def domino(index: int) -> str:
    """A domino's code ("-" none)."""
    return "-" if index < 0 else DOMINO_CODES[index]


def _piece(piece) -> str:
    level, qx, qy, orient, domino = piece
    return f"{level}.{qx}.{qy}.{orient}.{DOMINO_CODES[domino]}"


def _card(card) -> str:
    level, qx, qy, colour, corner, forced = card
    return f"{level}.{qx}.{qy}.{COLOURS[colour]}.{corner}.{n.flag(forced)}"


def _result(result) -> str:
    areas, mino, total = result
    return ".".join([str(total), str(mino)] + [f"{COLOURS[c]}{g}" for c, g in areas])


def parse(text: str) -> PyramidsState:
    """The position `text` writes (see `format`); IllegalAction with the reason when the
    text is not a Pyramids position or the position is impossible."""
    data = n.read_or_refuse(read, text, NOT_A_POSITION)
    _check_pieces(data)
    state = PyramidsState.from_json(data)
    _check_overlap(state)
    _check_levels(state)
    playable.check(state)
    for p in state.pyramids:
        for level, result in enumerate(p.results, 1):
            _check_result(p, level, result)
    n.check_can_move(state)
    return state


def read(text: str) -> dict:
    """The line's fields as the state's JSON data, not yet checked (a value that is not
    what `format` writes raises)."""
    raw = n.fields(text, GAME, KEYS)
    players = n.natural(raw["players"])
    n.check_players(players, SPEC.min_players, SPEC.max_players)
    phase = raw["phase"]
    if phase not in PHASES:
        raise n.Malformed(phase)
    level = n.natural(raw["level"])
    if not 1 <= level <= LEVELS:
        raise n.Malformed(raw["level"])
    halves = n.read_ints(raw["halves"], 2, lambda v: -1 if v == "-" else _half(v))
    placed = None if raw["placed"] == "-" else _read_piece(raw["placed"])
    quarry = n.exactly([_read_domino(v) for v in raw["quarry"].split(",")], QUARRY_SLOTS)
    pyramids = [{
        "pieces": [] if pieces == "-" else [list(_read_piece(v)) for v in pieces.split(",")],
        "cards": [] if cards == "-" else [_read_card(v) for v in cards.split(",")],
        "tokens": n.exactly([_read_token(v) for v in tokens.split(",")], TOKENS_PER_PLAYER),
        "eliminated": n.read_flag(out),
        "results": [] if results == "-" else [_read_result(v) for v in results.split(",")],
    } for pieces, cards, tokens, out, results in zip(
        n.read_per(raw["pieces"], str, players), n.read_per(raw["cards"], str, players),
        n.read_per(raw["tokens"], str, players), n.exactly(list(raw["out"]), players),
        n.read_per(raw["results"], str, players), strict=True)]
    slot = n.read_seat(raw["slot"], QUARRY_SLOTS, optional=True)
    return {
        "version": FORMAT_VERSION, "players": players, "options": {},
        "rng": n.hexadecimal(raw["rng"]),
        "quarry": quarry,
        "stacks": n.read_per(raw["stacks"], lambda v: [] if v == "-" else [
            CODE_OF[c] for c in v.split(",")], STACKS),
        "pyramids": pyramids,
        "level": level, "first": n.read_seat(raw["first"], players),
        "turn": n.read_seat(raw["turn"], players), "phase": phase,
        "held": _read_domino(raw["held"]), "slot": -1 if slot is None else slot,
        "placed": None if placed is None else list(placed),
        "token_half": halves[0], "card_half": halves[1],
    }


def _half(value: str) -> int:
    half = n.natural(value)
    if half > 1:
        raise n.Malformed(value)
    return half


def _read_domino(value: str) -> int:
    return -1 if value == "-" else CODE_OF[value]


def _read_piece(value: str) -> tuple:
    level, qx, qy, orient, code = n.exactly(value.split("."), 5)
    piece = (_level(level), n.integer(qx), n.integer(qy), _below(orient, 4), CODE_OF[code])
    dx, dy = DIRS[piece[3]]
    _square(piece[0], piece[1], piece[2])
    _square(piece[0], piece[1] + 2 * dx, piece[2] + 2 * dy)
    return piece


def _read_card(value: str) -> list:
    level, qx, qy, colour, corner, forced = n.exactly(value.split("."), 6)
    card = [_level(level), n.integer(qx), n.integer(qy), COLOURS.index(colour),
            _below(corner, 4), n.read_flag(forced)]
    _square(card[0], card[1], card[2])
    return card


def _read_token(value: str) -> list | None:
    if value == "-":
        return None
    level, qx, qy = n.exactly(value.split("."), 3)
    token = [_level(level), n.integer(qx), n.integer(qy)]
    _square(*token)
    return token


def _square(level: int, qx: int, qy: int) -> None:
    """Refuse quarter coordinates that are no square of `level` on the table's area."""
    square = from_quarter(level, qx, qy)
    if square is None or not all(-SPAN <= v <= SPAN for v in square) \
            or not all(-2 * SPAN <= q <= 2 * SPAN for q in (qx, qy)):
        raise n.Malformed(f"{level}.{qx}.{qy}")


def _read_result(value: str) -> list:
    total, mino, *areas = value.split(".")
    return [[[COLOURS.index(a[0]), n.natural(a[1:])] for a in areas], n.natural(mino),
            n.natural(total)]


def _level(value: str) -> int:
    level = n.natural(value)
    if not 1 <= level <= LEVELS:
        raise n.Malformed(value)
    return level


def _below(value: str, limit: int) -> int:
    number = n.natural(value)
    if number >= limit:
        raise n.Malformed(value)
    return number


def _check_pieces(data: dict) -> None:
    """Refuse dominoes, cards or tokens no game could have where the text puts them."""
    dominoes = [d for d in data["quarry"] if d >= 0] + [d for st in data["stacks"] for d in st]
    dominoes += [piece[4] for p in data["pyramids"] for piece in p["pieces"]]
    if data["held"] >= 0:
        dominoes.append(data["held"])
    if sorted(dominoes) != list(range(NUM_DOMINOES)):
        raise IllegalAction(DOMINOES, n=NUM_DOMINOES)
    for p in data["pyramids"]:
        used = [CARD_OF_COLOUR[card[3]] for card in p["cards"]]
        if len(set(used)) != len(used):
            raise IllegalAction(CARDS, n=CARDS_PER_PLAYER)
        laid = [tuple(t) for t in p["tokens"] if t is not None]
        if len(set(laid)) != len(laid):
            raise IllegalAction(TOKENS)


def _check_overlap(state: PyramidsState) -> None:
    """Every laid domino covers two free squares of its level, a hole's card one."""
    for p in state.pyramids:
        for level in range(1, LEVELS + 1):
            squares = 2 * sum(1 for piece in p.pieces if piece[0] == level)
            squares += sum(1 for card in p.cards if card[0] == level and card[5])
            if p.occ[level - 1].bit_count() != squares:
                raise IllegalAction(OVERLAP)



def _check_levels(state: PyramidsState) -> None:
    """The results count the levels scored, and each pyramid is built up to its next level."""
    in_game = {len(p.results) for p in state.pyramids if not p.eliminated}
    scored = state.level - 1
    if state.phase == OVER and in_game == {LEVELS} and state.level == LEVELS:
        scored = LEVELS
    if in_game != {scored} or any(len(p.results) > scored for p in state.pyramids):
        raise IllegalAction(SCORED)
    left = sum(not p.eliminated for p in state.pyramids)
    if (state.phase == OVER) != (scored == LEVELS or left <= 1):
        raise IllegalAction(GAME_OVER)
    for p in state.pyramids:
        building = len(p.results) + 1
        laid = [piece[0] for piece in p.pieces] + [card[0] for card in p.cards]
        tokens = [t[0] for t in p.tokens if t is not None]
        if any(level > building for level in laid) or any(t != building for t in tokens) \
                or not all(p.level_done(level) for level in range(1, building)):
            raise IllegalAction(ABOVE)


def _check_result(p: Pyramid, level: int, result: tuple) -> None:
    """`result` is the scoring of `p` as laid up to `level`, for some gem tokens lying on
    squares or cards of that level (each token in the area showing where it lies)."""
    below = Pyramid()
    starts = []
    for lv in range(1, level + 1):
        for piece in p.pieces:
            if piece[0] == lv:
                below.lay_domino(*piece)
                if lv == level:
                    starts += [(qx, qy) for qx, qy, *_ in
                               domino_squares(*piece[:4], DOMINO_DATA[piece[4]])]
        for card in p.cards:
            if card[0] == lv:
                below.lay_card(*card)
                if lv == level:
                    starts.append((card[1], card[2]))
    reachable = set()
    for qx, qy in starts:
        if below.surface[qindex(qx, qy)] != EMPTY:
            colour, shown, _cells = area_of(below.surface, qindex(qx, qy))
            reachable.add((colour, shown))
    areas, mino, total = result
    gems = [g for _c, g in areas]
    if not set(areas) <= reachable or len(areas) > TOKENS_PER_PLAYER \
            or mino != min(gems, default=0) or total != level_total(gems):
        raise IllegalAction(RESULT)
