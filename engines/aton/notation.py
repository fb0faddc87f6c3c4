"""Aton positions as one line of text (like chess's FEN): `format` and its inverse `parse`.

    aton round=1 phase=exchange seat=r first=- step=0 todo=0 own=n post=r direct=- subs=-
    board=............/............/............/............ kingdom=- supply=29,29
    points=0,0,0,0,0,0,0/0,0,0,0,0,0,0 last=- hands=1134/2234 assigned=0000/0000
    revealed=n chips=yy decks=<red>/<blue> bottoms=0,0 discards=-/- result=- end=- temple=-
    rng=<hex>

(one line; wrapped here; the game's id first, see docs/notation.md). Seats are r (red) and
b (blue); the board lists temples 1-4, twelve cells each, r / b / . (empty); cards are
digits 1-4, piles listed bottom to top; "-" stands for an empty list or no value; end is an
index into rules.END_REASONS. `parse` refuses text that is not such a line, and positions no
game could hold (each player's 36 cards and 29 priests all accounted for, at most 8 priests
in the Kingdom of the Dead, a game going on only while both have under 40 points and neither
meets an instant win, a finished game's winners and ending those its points and board give,
the last scoring's points within the points), with the reason.
"""

from engines.core import FORMAT_VERSION, N_, IllegalAction
from engines.core import notation as n

from . import playable
from .board import (
    CELLS,
    GREEN_CELLS,
    KINGDOM_CELLS,
    TEMPLE_SLICES,
    WIN_ALL_YELLOW,
    WIN_FULL_TEMPLE,
    YELLOW_CELLS,
    instant_win,
)
from .state import (
    CARD_VALUES,
    CATEGORIES,
    COPIES,
    END_AFTER_SCORING,
    END_REASONS,
    END_ROUND_LIMIT,
    HAND_SIZE,
    MAX_ROUNDS,
    ORNAMENTS,
    OVER,
    PRIESTS,
    WIN_40_ORNAMENT,
    WIN_POINTS,
    AtonState,
)

GAME = "aton"
STATE = AtonState  # the state class this notation writes
KEYS = ("round", "phase", "seat", "first", "step", "todo", "own", "post", "direct", "subs",
        "board", "kingdom", "supply", "points", "last", "hands", "assigned", "revealed",
        "chips", "decks", "bottoms", "discards", "result", "end", "temple", "rng")
PHASES = ("exchange", "assign", "remove", "place", "post_remove", "over")
SEATS = "rb"
NOT_A_POSITION = N_("this is not an Aton position")
GOES_ON = N_("a game goes on only while both players have fewer than 40 points and neither "
             "holds a full temple, all yellow cells or all green cells")
ENDING = N_("a finished game's winners and how it ended must be what its points and board "
            "give, and only a finished game has them")
LAST_SCORING = N_("the points of the last scoring are part of each player's points")


def format(state: AtonState) -> str:  # the notation's two words: format and parse
    """The one-line text of `state`."""
    return n.line(GAME, values(state))


def cards(values) -> str:
    """Cards as their digits ("-" none)."""
    return "".join(str(v) for v in values) or "-"


def values(state: AtonState) -> dict[str, str]:
    """The line's values by key, in order (what `format` writes)."""
    def seat(s):
        return "-" if s is None or s < 0 else SEATS[s]

    def ints(values, sep=","):
        return sep.join(str(v) for v in values) or "-"

    cells = "".join("." if o is None or o < 0 else SEATS[o] for o in state.board)
    fields = {
        "round": state.round, "phase": state.phase, "seat": seat(state.seat),
        "first": seat(state.first), "step": state.step, "todo": state.todo,
        "own": "y" if state.own_removal else "n", "post": seat(state.post_first),
        "direct": ints(state.post_direct), "subs": ints(state.post_subs),
        "board": "/".join(cells[t * CELLS:(t + 1) * CELLS] for t in range(4)),
        "kingdom": "".join(SEATS[o] for o in state.kingdom) or "-",
        "supply": ints(state.supply), "points": "/".join(ints(p) for p in state.points),
        "last": ("-" if state.last_scoring is None
                 else "/".join(ints(p) for p in state.last_scoring)),
        "hands": "/".join(cards(h) for h in state.hands),
        "assigned": "/".join(cards(a) for a in state.assigned),
        "revealed": "y" if state.revealed else "n",
        "chips": "".join("y" if c else "n" for c in state.chips),
        "decks": "/".join(cards(d) for d in state.decks), "bottoms": ints(state.known_bottom),
        "discards": "/".join(cards(d) for d in state.discards), "result": ints(state.result),
        "end": "-" if state.end_reason is None else END_REASONS.index(state.end_reason),
        "temple": "-" if state.end_temple is None else state.end_temple,
        "rng": f"{state.rng.state:x}",
    }
    return {key: str(fields[key]) for key in KEYS}


def parse(text: str) -> AtonState:
    """The position `text` writes (see `format`); IllegalAction with the reason when the
    text is not an Aton position or the position is impossible."""
    data = n.read_or_refuse(read, text, NOT_A_POSITION)
    _check(data)
    playable.check(data)
    state = AtonState.from_json(data)
    n.check_can_move(state)
    return state


def read(text: str) -> dict:
    """The line's fields as the state's JSON data, not yet checked (a value that is not
    what `format` writes raises)."""
    words = text.split()
    if not words or words[0] != GAME:
        raise ValueError("game")
    pairs = [word.split("=", 1) for word in words[1:]]
    if [key for key, _ in pairs] != list(KEYS):
        raise ValueError("keys")
    raw = dict(pairs)

    def seat(value, none_ok=False):
        if value == "-" and none_ok:
            return None
        return SEATS.index(value) if len(value) == 1 else _bad()

    def ints(value, count=None):
        values = [] if value == "-" else [_int(v) for v in value.split(",")]
        return values if count is None or len(values) == count else _bad()

    def cards(value):
        values = [] if value == "-" else [_int(v) for v in value]
        return values if all(v in CARD_VALUES for v in values) else _bad()

    def pair(value, read):
        parts = value.split("/")
        return [read(p) for p in parts] if len(parts) == 2 else _bad()

    def flag(value):
        return {"y": True, "n": False}[value]

    board = raw["board"].split("/")
    if len(board) != 4 or any(len(t) != CELLS for t in board):
        _bad()
    first = seat(raw["first"], none_ok=True)
    end = raw["end"]
    assigned = pair(raw["assigned"], lambda v: [_int(c) for c in v])
    return {
        "version": FORMAT_VERSION, "game": "aton", "options": {},
        "rng": int(raw["rng"], 16),
        "round": _int(raw["round"]),
        "phase": raw["phase"] if raw["phase"] in PHASES else _bad(),
        "seat": seat(raw["seat"]), "first": -1 if first is None else first,
        "step": _int(raw["step"]), "todo": _int(raw["todo"]), "own_removal": flag(raw["own"]),
        "post_first": seat(raw["post"]), "post_direct": ints(raw["direct"]),
        "post_subs": ints(raw["subs"]),
        "board": [{"r": 0, "b": 1, ".": -1}[c] for c in "".join(board)],
        "kingdom": [] if raw["kingdom"] == "-" else [seat(c) for c in raw["kingdom"]],
        "supply": ints(raw["supply"], 2),
        "points": pair(raw["points"], lambda v: ints(v, len(CATEGORIES))),
        "last_scoring": (None if raw["last"] == "-"
                         else pair(raw["last"], lambda v: ints(v, len(CATEGORIES) - 1))),
        "hands": pair(raw["hands"], cards),
        "assigned": assigned if all(len(a) == ORNAMENTS for a in assigned) else _bad(),
        "revealed": flag(raw["revealed"]),
        "chips": [flag(c) for c in raw["chips"]] if len(raw["chips"]) == 2 else _bad(),
        "decks": pair(raw["decks"], cards), "known_bottom": ints(raw["bottoms"], 2),
        "discards": pair(raw["discards"], cards), "result": ints(raw["result"]),
        "end_reason": None if end == "-" else END_REASONS[_int(end)],
        "end_temple": None if raw["temple"] == "-" else _int(raw["temple"]),
    }


def _check(data: dict) -> None:
    """Refuse a position no game could hold."""
    for s in (0, 1):
        held = (data["decks"][s] + data["discards"][s] + data["hands"][s]
                + [v for v in data["assigned"][s] if v])
        if any(v not in (0, *CARD_VALUES) for v in data["assigned"][s]) or sorted(held) != [
                v for v in CARD_VALUES for _ in range(COPIES)]:
            raise IllegalAction(N_("each player's 36 cards must all be somewhere, 9 of each "
                                   "value"))
        if (data["board"].count(s) + data["kingdom"].count(s) + data["supply"][s] != PRIESTS
                or data["supply"][s] < 0):
            raise IllegalAction(N_("each player's 29 priests must all be somewhere"))
        if len(data["hands"][s]) > HAND_SIZE or data["known_bottom"][s] > len(data["decks"][s]):
            raise IllegalAction(NOT_A_POSITION)
    if len(data["kingdom"]) > KINGDOM_CELLS:
        raise IllegalAction(N_("the Kingdom of the Dead holds at most 8 priests"))
    _check_ending(data)


def _check_ending(data: dict) -> None:
    """The points, the result and how the game ended agree with each other and the board."""
    scores = [sum(p) for p in data["points"]]
    board, winners, reason = data["board"], data["result"], data["end_reason"]
    last = data["last_scoring"]
    if last is not None and any(gained > points for s in (0, 1)
                                for gained, points in zip(last[s], data["points"][s][1:],
                                                          strict=True)):
        raise IllegalAction(LAST_SCORING)
    if data["phase"] != OVER:
        if winners or reason is not None or data["end_temple"] is not None \
                or max(scores) >= WIN_POINTS or any(instant_win(board, s) for s in (0, 1)):
            raise IllegalAction(GOES_ON)
        return
    if reason is None or not winners or winners != sorted(set(winners)) \
            or any(w not in (0, 1) for w in winners) \
            or (data["end_temple"] is not None) != (reason == WIN_FULL_TEMPLE) \
            or not _ending_holds(reason, winners, scores, board, data):
        raise IllegalAction(ENDING)


def _ending_holds(reason: str, winners: list, scores: list, board: list, data: dict) -> bool:
    """Whether the game could end for `reason` with `winners`, given the final points and
    board (a scoring's end: those with the best total; an instant win: one player, whose
    condition holds while both are under 40 points, ornament 1's win aside)."""
    best = [s for s in (0, 1) if scores[s] == max(scores)]
    if reason == END_AFTER_SCORING:
        return winners == best and max(scores) >= WIN_POINTS
    if reason == END_ROUND_LIMIT:
        return winners == best and max(scores) < WIN_POINTS and data["round"] >= MAX_ROUNDS
    if len(winners) != 1:
        return False
    w = winners[0]
    if reason == WIN_40_ORNAMENT:
        return scores[w] >= WIN_POINTS > scores[1 - w]
    if max(scores) >= WIN_POINTS:
        return False
    if reason == WIN_FULL_TEMPLE:
        temple = data["end_temple"]
        if not 1 <= temple <= len(TEMPLE_SLICES):
            return False
        lo, hi = TEMPLE_SLICES[temple - 1]
        return board[lo:hi].count(w) == CELLS
    cells = YELLOW_CELLS if reason == WIN_ALL_YELLOW else GREEN_CELLS  # or all green
    return all(board[i] == w for i in cells)


def _int(value: str) -> int:
    if not value.isdigit():
        raise ValueError(value)
    return int(value)


def _bad():
    raise ValueError("not a position")
