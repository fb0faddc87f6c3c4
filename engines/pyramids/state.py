"""Pyramids' rules: setup, the turn's decisions, forced filling, level scoring and the end.

Rules: the Russian rulebook and the rulings in docs/rules/pyramids.md. Every player builds
a pyramid of 4 levels (5x4 or 4x5, then 4x3, 3x2, 2x1 squares). A turn: take one of the 3
quarry dominoes, lay it on the level being built, place one matching gem token if one can be
placed (compulsory), optionally lay a single-tile card on a square of that domino without a
token (the token of the card's colour, if still unplaced, must go on the card), refill the
quarry slot from one of the two stacks above it. When no domino fits in the level's empty
squares, the player covers each with a single-tile card (no tokens there) or is eliminated.
When every player still in the game has completed the level, the level is scored (see
scoring.py), tokens return, the player with the lowest level score starts the next level.
See the package docstring for actions, observation keys and events.
"""

from typing import Final

from engines.core import (
    FORMAT_VERSION,
    N_,
    Event,
    IllegalAction,
    Rng,
    State,
    message,
    shuffled,
)
from engines.core.fields import COPIES, LIST, LISTS, OPTIONAL_LIST, RNG, Field, Fields

from . import events as ev
from .actions import (
    ACTIONS,
    Card,
    Fill,
    Place,
    Refill,
    SingleTile,
    SkipSingle,
    Take,
    Token,
)
from .data import (
    CARD_OF_COLOUR,
    CARD_SIDES,
    CARDS_PER_PLAYER,
    COLOURS,
    DOMINOES,
    LEVEL_DOMINOES,
    LEVELS,
    NUM_DOMINOES,
    QUARRY_SLOTS,
    STACKS,
    TOKENS_PER_PLAYER,
    domino_code,
)
from .geometry import (
    CELLS,
    DIRS,
    EMPTY,
    NEIGHBOURS,
    QCELLS,
    SPAN,
    bit_index,
    cell_xy,
    domino_squares,
    fits_level1,
    from_quarter,
    level1_moves,
    level_rect,
    paint_square,
    rect_mask,
    to_quarter,
    upper_moves,
)
from .observation import (
    Domino,
    LevelRect,
    Pending,
    Phase,
    PyramidsObservation,
    PyramidView,
    Square,
)
from .scoring import level_score
from .spec import SPEC

LEVEL_CATEGORIES = (N_("Level 1"), N_("Level 2"), N_("Level 3"), N_("Level 4"))
MINO = N_("Mino bonus")
CATEGORIES = LEVEL_CATEGORIES + (MINO,)

LEVEL_SQUARES = tuple(2 * n for n in LEVEL_DOMINOES)

TAKE: Final = "take"
PLACE: Final = "place"
TOKEN: Final = "token"
SINGLE: Final = "single"
CARD: Final = "card"
REFILL: Final = "refill"
FILL: Final = "fill"
OVER: Final = "over"

# Every action record made once where the choices are few (legal_actions runs in every
# playout step); placements are made once per list of moves (see _placements).
TAKE_ACTIONS = tuple(Take("take", s) for s in range(QUARRY_SLOTS))
TOKEN_ACTIONS = (Token("token", 0), Token("token", 1))
SINGLE_ACTIONS = (SingleTile("single_tile", 0), SingleTile("single_tile", 1))
SKIP_SINGLE = SkipSingle("skip_single")
CARD_ACTIONS = tuple(tuple(Card("card", c, corner) for corner in range(4))
                     for c in range(len(COLOURS)))
REFILL_ACTIONS = tuple(Refill("refill", st) for st in range(STACKS))
PLACEMENTS_KEPT = 8192
_PLACEMENTS: dict[tuple[int, int], tuple] = {}  # (level, id(moves)) -> (moves, records)


def _placements(level: int, moves: tuple) -> list:
    """The Place records of a level's `moves` (geometry's remembered tuple of (x, y, orient)
    in level squares), made once per tuple: the entry holds the tuple, so its id is not
    reused while the entry lasts."""
    key = (level, id(moves))
    entry = _PLACEMENTS.get(key)
    if entry is not None and entry[0] is moves:
        return entry[1]
    if len(_PLACEMENTS) >= PLACEMENTS_KEPT:
        _PLACEMENTS.clear()
    records = [Place("place", level, 2 * x + level - 1, 2 * y + level - 1, o)
               for x, y, o in moves]
    _PLACEMENTS[key] = (moves, records)
    return records


def _lists(items) -> list:
    """Tuples (or None) as JSON lists."""
    return [None if x is None else list(x) for x in items]


def _tuples(items) -> list:
    return [None if x is None else tuple(x) for x in items]


def _results_json(results) -> list:
    return [[[list(a) for a in areas], mino, total] for areas, mino, total in results]


def _results(data) -> list:
    return [(tuple(tuple(a) for a in areas), mino, total) for areas, mino, total in data]


class Pyramid:
    """One player's pyramid, tokens and cards.

    occ      per level, a bit mask of occupied squares (level square coordinates)
    bbox     [minx, miny, maxx, maxy] of level 1's squares (None before the first domino)
    rect     (x0, y0, w, h) of level 1 once it is complete; masks: each level's full mask
    surface  the visible surface, one cell per quarter (see geometry.paint_square)
    pieces   placed dominoes (level, qx, qy, orient, domino) in order
    cards    placed single-tile cards (level, qx, qy, colour, corner, forced) in order
    tokens   per colour: None (in supply) or (level, qx, qy) of the square/card it lies on
    results  per scored level: (areas ((colour, gems), ...), mino, total)
    """

    FIELDS = Fields(
        Field("occ", LIST, saved=False), Field("bbox", OPTIONAL_LIST, saved=False),
        Field("rect", saved=False), Field("masks", saved=False),
        Field("surface", LIST, saved=False),  # these five follow from pieces and cards
        Field("pieces", LIST, encode=_lists, decode=_tuples),
        Field("cards", LIST, encode=_lists, decode=_tuples),
        Field("tokens", LIST, encode=_lists, decode=_tuples),
        Field("eliminated"),
        Field("results", LIST, encode=_results_json, decode=_results),
    )
    __slots__ = FIELDS.names
    copy = FIELDS.clone_method()

    occ: list[int]
    bbox: list[int] | None
    rect: tuple[int, int, int, int] | None
    masks: tuple[int, ...] | None
    surface: list[int]
    pieces: list[tuple[int, int, int, int, int]]
    cards: list[tuple[int, int, int, int, int, bool]]
    tokens: list[tuple[int, int, int] | None]
    eliminated: bool
    results: list[tuple]

    def __init__(self):
        self.occ = [0] * LEVELS
        self.bbox = None
        self.rect = None
        self.masks = None
        self.surface = [EMPTY] * QCELLS
        self.pieces = []
        self.cards = []
        self.tokens = [None] * TOKENS_PER_PLAYER
        self.eliminated = False
        self.results = []

    def to_json(self) -> dict:
        return self.FIELDS.to_json(self, {})

    @classmethod
    def from_json(cls, data: dict) -> "Pyramid":
        """The saved pyramid, its surface and masks rebuilt by laying its dominoes and cards
        again level by level (in the saved order within a level)."""
        saved = cls.FIELDS.load(cls, data)
        p = cls()
        for level in range(1, LEVELS + 1):
            for piece in saved.pieces:
                if piece[0] == level:
                    p.lay_domino(*piece)
            for card in saved.cards:
                if card[0] == level:
                    p.lay_card(*card)
        p.pieces, p.cards = saved.pieces, saved.cards
        p.tokens, p.eliminated, p.results = saved.tokens, saved.eliminated, saved.results
        return p

    # -- derived -----------------------------------------------------------------------

    def cards_left(self) -> list[int]:
        used = {CARD_OF_COLOUR[c[3]] for c in self.cards}
        return [k for k in range(CARDS_PER_PLAYER) if k not in used]

    def score(self) -> int:
        return sum(r[2] for r in self.results)

    def placed_tokens(self) -> list[tuple[int, int, int]]:
        """(colour, qx, qy) of each gem token on the pyramid (what scoring.level_score takes)."""
        return [(c, t[1], t[2]) for c, t in enumerate(self.tokens) if t is not None]

    def level_done(self, level: int) -> bool:
        return self.occ[level - 1].bit_count() == LEVEL_SQUARES[level - 1]

    def moves(self, level: int) -> tuple[tuple[int, int, int], ...]:
        """(x, y, orient) in level square coordinates of every legal domino on `level`."""
        if level == 1:
            return level1_moves(self.occ[0], self.bbox)
        masks = self.masks
        assert masks is not None, "an upper level before level 1 is complete"
        return upper_moves(self.occ[level - 1], masks[level - 1])

    def holes(self, level: int) -> list[tuple[int, int]]:
        """Empty squares (level coordinates) of the level's rectangle."""
        if level == 1:
            assert self.bbox is not None, "holes before the first domino"
            minx, miny, maxx, maxy = self.bbox
            full = 0
            for y in range(miny, maxy + 1):
                for x in range(minx, maxx + 1):
                    full |= 1 << bit_index(x, y)
        else:
            assert self.masks is not None, "an upper level before level 1 is complete"
            full = self.masks[level - 1]
        free = full & ~self.occ[level - 1]
        return [cell_xy(i) for i in range(CELLS) if free >> i & 1]

    # -- changes -----------------------------------------------------------------------

    def occupy(self, level: int, x: int, y: int) -> None:
        self.occ[level - 1] |= 1 << bit_index(x, y)
        if level == 1:
            if self.bbox is None:
                self.bbox = [x, y, x, y]
            else:
                b = self.bbox
                b[0], b[1], b[2], b[3] = min(b[0], x), min(b[1], y), max(b[2], x), max(b[3], y)
            if self.level_done(1):
                minx, miny, maxx, maxy = self.bbox
                self.rect = (minx, miny, maxx - minx + 1, maxy - miny + 1)
                self.masks = tuple(rect_mask(self.rect, k) for k in range(1, LEVELS + 1))

    def lay_domino(self, level, qx, qy, orient, domino) -> list:
        squares = domino_squares(level, qx, qy, orient, DOMINOES[domino])
        for sqx, sqy, colour, corners in squares:
            paint_square(self.surface, sqx, sqy, colour, corners)
            self.occupy(level, *from_quarter(level, sqx, sqy))
        self.pieces.append((level, qx, qy, orient, domino))
        return squares

    def lay_card(self, level, qx, qy, colour, corner, forced) -> None:
        paint_square(self.surface, qx, qy, colour, (corner,))
        if forced:
            self.occupy(level, *from_quarter(level, qx, qy))
        self.cards.append((level, qx, qy, colour, corner, forced))


def best_seats(standings: dict[int, tuple[list[int], int]]) -> list[int]:
    """The winning seats of `standings` (seat: (level totals, single-tile cards used)): the
    highest total; ties: fewer cards used, then the best single level; still tied: all."""
    keys = {s: (sum(levels), -cards, max(levels, default=0))
            for s, (levels, cards) in standings.items()}
    best = max(keys.values())
    return [s for s, k in keys.items() if k == best]


def next_first_player(totals: dict, previous_first: int, players: int) -> int:
    """The player with the lowest score for the level just scored starts the next one; ties
    go to the tied player first in turn order from this level's starting player (ruling 7).
    `totals` maps the seats still in the game to their level score."""
    low = min(totals.values())
    order = [(previous_first + k) % players for k in range(players)]
    return next(s for s in order if totals.get(s) == low)


def _is_int(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def domino_json(domino: int) -> Domino:
    ca, cb, ga, gb = DOMINOES[domino]
    return {"id": domino, "code": domino_code(domino), "colours": [ca, cb],
            "gems": [list(ga), list(gb)]}


class PyramidsState(State):
    FIELDS = Fields(
        Field("num_players", key="players"),
        Field("options", encode=dict, decode=dict),  # never changed: the clone shares it
        Field("rng", RNG, encode=lambda rng: rng.state, decode=Rng),
        Field("quarry", LIST), Field("stacks", LISTS),
        Field("pyramids", COPIES, encode=lambda ps: [p.to_json() for p in ps],
              decode=lambda ps: [Pyramid.from_json(p) for p in ps]),
        Field("level"), Field("first"), Field("turn"), Field("phase"), Field("held"),
        Field("slot"), Field("placed", encode=lambda p: None if p is None else list(p),
                             decode=lambda p: None if p is None else tuple(p)),
        Field("token_half"), Field("card_half"),
        Field("_legal", saved=False),  # computed once, never changed: clones share it
    )
    clone = FIELDS.clone_method()

    def __init__(self, players, options, rng, quarry, stacks, pyramids):
        self.num_players = players
        self.options = options
        self.rng = rng
        self.quarry = quarry            # QUARRY_SLOTS domino ids, -1 = empty
        self.stacks = stacks            # STACKS lists, top = last
        self.pyramids = pyramids
        self.level = 1
        self.first = 0                  # the level's starting player
        self.turn = 0
        self.phase: Phase = TAKE
        self.held = -1                  # the domino taken this turn, until it is laid
        self.slot = -1                  # the quarry slot it came from
        self.placed = None              # (level, qx, qy, orient, domino) laid this turn
        self.token_half = -1            # the half of `placed` that got this turn's token
        self.card_half = -1             # the half chosen for this turn's single-tile card
        self._legal = None

    # -- the contract ------------------------------------------------------------------

    def to_move(self):
        return None if self.phase == OVER else self.turn

    def is_over(self):
        return self.phase == OVER

    def legal_actions(self):
        return list(self._legal_list())

    def _legal_list(self) -> list:
        """The cached legal actions (never handed out: callers get a copy)."""
        if self._legal is None:
            self._legal = self._compute_legal()
        return self._legal

    def _compute_legal(self):
        phase = self.phase
        p = self.pyramids[self.turn]
        if phase == TAKE:
            return [TAKE_ACTIONS[s] for s in range(QUARRY_SLOTS) if self.quarry[s] >= 0]
        if phase == PLACE:
            return _placements(self.level, p.moves(self.level))
        if phase == TOKEN:
            return [TOKEN_ACTIONS[h] for h in self._token_options()]
        if phase == SINGLE:
            out: list = [SINGLE_ACTIONS[h] for h in (0, 1) if h != self.token_half]
            out.append(SKIP_SINGLE)
            return out
        if phase == CARD:
            colours = [c for k in p.cards_left() for c in CARD_SIDES[k]]
            return [CARD_ACTIONS[c][corner] for c in colours for corner in range(4)]
        if phase == REFILL:
            return [REFILL_ACTIONS[st] for st in self._refill_options()]
        if phase == FILL:
            colours = [c for k in p.cards_left() for c in CARD_SIDES[k]]
            level = self.level
            return [Fill("fill", *to_quarter(level, x, y), c, corner)
                    for x, y in p.holes(level) for c in colours for corner in range(4)]
        return []

    def apply(self, action):
        if self.phase == OVER:
            raise IllegalAction(N_("the game is over"), action)
        move = ACTIONS.decode(action)
        if self.phase == PLACE:
            reason = self.placement_error(action)
            if reason:
                raise IllegalAction(reason, action)
        if move is None or (self.phase != PLACE and move not in self._legal_list()):
            raise IllegalAction(self._refusal(action), action)
        self._legal = None
        events: list[Event] = []
        seat = self.turn
        if isinstance(move, Take):
            self._take(seat, move.slot, events)
        elif isinstance(move, Place):
            self._place(seat, move, events)
        elif isinstance(move, Token):
            self._put_token(seat, self.placed, move.half, events)
            self._after_token(events)
        elif isinstance(move, SingleTile):
            self.card_half = move.half
            self.phase = CARD
        elif isinstance(move, Card):
            self._single_tile(seat, self.card_half, move.colour, move.corner, events)
            self._refill_step(events)
        elif isinstance(move, SkipSingle):
            events.append(ev.SKIP_SINGLE(seat, {}))
            self._refill_step(events)
        elif isinstance(move, Refill):
            self._refill(seat, move.stack, events)
            self._end_turn(events)
        elif isinstance(move, Fill):
            self._fill(seat, move, events)
        return events

    def _refusal(self, action):
        """What the player must do now (the reason an action of another kind is refused)."""
        return {
            TAKE: N_("take a domino from the quarry first"),
            TOKEN: N_("place a gem token on a square of the new domino showing its gem"),
            SINGLE: N_("choose a square of the new domino without a token for a single-tile "
                       "card, or skip"),
            CARD: N_("choose the single-tile card's side and gem corner"),
            REFILL: N_("refill the quarry from one of the two stacks above the empty place"),
            FILL: N_("cover each empty square of the level with a single-tile card"),
        }[self.phase]

    def placement_error(self, action):
        """Why ('place', level, qx, qy, orient) cannot be played now (a marked message), or
        None if it can. The first domino of level 1 may go anywhere (the rulebook sets no
        place for it): any whole-number position is accepted and laid at (0, 0)."""
        if self.phase != PLACE:
            return N_("take a domino from the quarry first")
        if not (isinstance(action, tuple) and len(action) == 5 and action[0] == "place"
                and all(_is_int(v) for v in action[1:])):
            return N_("that is not a way to lay a domino")
        _, level, qx, qy, orient = action
        if level != self.level:
            return message(N_("dominoes go on level {level} now"), level=self.level)
        if not 0 <= orient < 4:
            return N_("a domino turns in quarter turns only")
        p = self.pyramids[self.turn]
        if level == 1 and not p.occ[0]:
            return None  # the first domino: anywhere (normalised by _place)
        square = from_quarter(level, qx, qy)
        if square is None:
            if level == 1:
                return N_("the domino must line up with the squares already laid, sides "
                          "touching entirely")
            return N_("each corner of the domino must lie on the centre of a square below")
        x, y = square
        dx, dy = DIRS[orient]
        bx, by = x + dx, y + dy
        inside = all(-SPAN <= v <= SPAN for v in (x, y, bx, by))
        if level == 1:
            if not inside:
                return N_("level 1 must fit in a rectangle of 5 by 4 squares")
            a, b = 1 << bit_index(x, y), 1 << bit_index(bx, by)
            if p.occ[0] & (a | b):
                return N_("a square there is already covered")
            if not p.occ[0] & (NEIGHBOURS[bit_index(x, y)] | NEIGHBOURS[bit_index(bx, by)]):
                return N_("the domino must touch a laid domino along a whole side")
            minx, miny, maxx, maxy = p.bbox
            if not fits_level1(min(minx, x, bx), min(miny, y, by), max(maxx, x, bx),
                               max(maxy, y, by)):
                return N_("level 1 must fit in a rectangle of 5 by 4 squares")
            return None
        mask = p.masks[level - 1]
        if not inside or not (mask >> bit_index(x, y) & 1 and mask >> bit_index(bx, by) & 1):
            return N_("the domino must lie wholly on the level below")
        if p.occ[level - 1] & ((1 << bit_index(x, y)) | (1 << bit_index(bx, by))):
            return N_("a square there is already covered")
        return None

    # -- the steps of a turn -----------------------------------------------------------

    def _take(self, seat, slot, events):
        self.held = self.quarry[slot]
        self.slot = slot
        self.quarry[slot] = -1
        self.phase = PLACE
        events.append(ev.TAKE(seat, {"slot": slot, "domino": self.held}))

    def _place(self, seat, action: Place, events):
        level, qx, qy, orient = action.level, action.x, action.y, action.orient
        p = self.pyramids[seat]
        if level == 1 and not p.occ[0]:
            qx = qy = 0  # the pyramid's coordinates start at its first domino
        domino = self.held
        squares = p.lay_domino(level, qx, qy, orient, domino)
        self.placed = (level, qx, qy, orient, domino)
        self.held = -1
        self.token_half = -1
        events.append(ev.PLACE(seat, {
            "level": level, "x": qx, "y": qy, "orient": orient, "domino": domino,
            "squares": [{"x": sx, "y": sy, "colour": c, "gems": list(g)}
                        for sx, sy, c, g in squares],
        }))
        options = self._token_options()
        if len(options) == 1:
            self._put_token(seat, self.placed, options[0], events)
        elif options:
            self.phase = TOKEN
            return
        self._after_token(events)

    def _token_options(self) -> list[int]:
        """Halves of the new domino that can take a token: a gem of a colour whose token is
        still in the player's supply (one token per turn; rulings 3)."""
        assert self.placed is not None, "no domino laid this turn"
        level, qx, qy, orient, domino = self.placed
        ca, cb, ga, gb = DOMINOES[domino]
        tokens = self.pyramids[self.turn].tokens
        return [h for h, (c, g) in enumerate(((ca, ga), (cb, gb)))
                if g and tokens[c] is None]

    def _put_token(self, seat, placed, half, events):
        level, qx, qy, orient, domino = placed
        sx, sy, colour, _ = domino_squares(level, qx, qy, orient, DOMINOES[domino])[half]
        self.pyramids[seat].tokens[colour] = (level, sx, sy)
        self.token_half = half
        events.append(ev.TOKEN(seat, {"colour": colour, "level": level, "x": sx,
                                            "y": sy, "on_card": False}))

    def _after_token(self, events):
        if self.pyramids[self.turn].cards_left():
            self.phase = SINGLE
        else:
            self._refill_step(events)

    def _single_tile(self, seat, half, colour, corner, events):
        assert self.placed is not None, "no domino laid this turn"
        level, qx, qy, orient, domino = self.placed
        sx, sy, _, _ = domino_squares(level, qx, qy, orient, DOMINOES[domino])[half]
        p = self.pyramids[seat]
        p.lay_card(level, sx, sy, colour, corner, False)
        events.append(ev.SINGLE_TILE(seat, {"level": level, "x": sx, "y": sy,
                                                  "colour": colour, "corner": corner,
                                                  "forced": False}))
        if p.tokens[colour] is None:
            p.tokens[colour] = (level, sx, sy)
            events.append(ev.TOKEN(seat, {"colour": colour, "level": level, "x": sx,
                                                "y": sy, "on_card": True}))

    def _refill_options(self) -> list[int]:
        """Stacks the emptied quarry slot i may be refilled from: i or i + 1 (a non-empty
        one); should both be empty, any non-empty stack."""
        above = [st for st in (self.slot, self.slot + 1) if self.stacks[st]]
        return above or [st for st in range(STACKS) if self.stacks[st]]

    def _refill_step(self, events):
        options = self._refill_options()
        if len(options) > 1:
            self.phase = REFILL
            return
        if options:
            self._refill(self.turn, options[0], events)
        self._end_turn(events)

    def _refill(self, seat, stack, events):
        domino = self.stacks[stack].pop()
        self.quarry[self.slot] = domino
        top = self.stacks[stack][-1] if self.stacks[stack] else None
        events.append(ev.REFILL(seat, {"slot": self.slot, "stack": stack,
                                             "domino": domino, "top": top}, reveals=True))
        self._split_empty_stacks(events)

    def _split_empty_stacks(self, events):
        """An empty stack gets the bottom half of the largest stack (ruling 6)."""
        for empty in range(STACKS):
            if self.stacks[empty]:
                continue
            source = max(range(STACKS), key=lambda k: (len(self.stacks[k]), -k))
            count = len(self.stacks[source]) // 2
            if not count:
                continue
            self.stacks[empty] = self.stacks[source][:count]
            del self.stacks[source][:count]
            events.append(ev.STACK_SPLIT(None, {
                "from": source, "to": empty, "count": count, "top": self.stacks[empty][-1]},
                reveals=True))

    def _fill(self, seat, action: Fill, events):
        qx, qy, colour, corner = action.x, action.y, action.colour, action.corner
        p = self.pyramids[seat]
        p.lay_card(self.level, qx, qy, colour, corner, True)
        events.append(ev.SINGLE_TILE(seat, {"level": self.level, "x": qx, "y": qy,
                                                  "colour": colour, "corner": corner,
                                                  "forced": True}))
        if p.level_done(self.level):
            self._end_turn(events)

    # -- turns, levels, the end --------------------------------------------------------

    def _end_turn(self, events):
        self.held = self.slot = self.token_half = self.card_half = -1
        self.placed = None
        self._advance((self.turn + 1) % self.num_players, events)

    def _advance(self, start, events):
        """Give the turn to the next player from `start` (clockwise) who is still building
        the level; when there is none, score the level."""
        n = self.num_players
        for step in range(n):
            seat = (start + step) % n
            p = self.pyramids[seat]
            if p.eliminated or p.level_done(self.level):
                continue
            if self._begin_turn(seat, events):
                return
        self._end_level(events)

    def _begin_turn(self, seat, events) -> bool:
        """Start `seat`'s turn: a domino turn, forced filling, or elimination (ruling 5).
        False when the seat was eliminated and play goes on with the next one."""
        self.turn = seat
        p = self.pyramids[seat]
        if p.moves(self.level):
            self.phase = TAKE
            return True
        holes = p.holes(self.level)
        if len(holes) <= len(p.cards_left()):
            self.phase = FILL
            events.append(ev.FORCED_FILLING(seat, {
                "level": self.level, "holes": [list(to_quarter(self.level, x, y))
                                               for x, y in holes]}))
            return True
        p.eliminated = True
        events.append(ev.ELIMINATED(seat, {"level": self.level, "holes": len(holes),
                                                 "cards": len(p.cards_left())}))
        if sum(not q.eliminated for q in self.pyramids) <= 1:
            self._game_over(events)
            return True
        return False

    def _end_level(self, events):
        level = self.level
        totals = {}
        for seat, p in enumerate(self.pyramids):
            if p.eliminated:
                continue
            areas, mino, total = level_score(p.surface, p.placed_tokens())
            p.results.append((tuple(areas), mino, total))
            totals[seat] = total
            events.append(ev.LEVEL_SCORED(seat, {
                "level": level, "areas": [{"colour": c, "gems": g} for c, g in areas],
                "mino": mino, "total": total, "score": p.score()}))
            p.tokens = [None] * TOKENS_PER_PLAYER
        events.append(ev.TOKENS_RETURNED(None, {"level": level}))
        if level == LEVELS:
            self._game_over(events)
            return
        self.first = next_first_player(totals, self.first, self.num_players)
        self.level = level + 1
        events.append(ev.LEVEL_START(self.first, {"level": self.level}))
        self._advance(self.first, events)

    def _game_over(self, events):
        self.phase = OVER
        self.held = self.slot = self.token_half = self.card_half = -1
        self.placed = None
        events.append(ev.GAME_OVER(None, {"winners": self.winners(),
                                                "scores": self.scores()}))

    # -- results -----------------------------------------------------------------------

    def scores(self):
        return [p.score() for p in self.pyramids]

    def score_breakdown(self):
        out = []
        for p in self.pyramids:
            row = dict.fromkeys(CATEGORIES, 0)
            for k, (_areas, mino, total) in enumerate(p.results):
                row[LEVEL_CATEGORIES[k]] = total - mino
                row[MINO] += mino
            out.append(row)
        return out

    def winners(self):
        """Highest total among players not eliminated; ties: fewer single-tile cards used,
        then the best single level (ruling 8); still tied: a shared win."""
        if self.phase != OVER:
            return []
        return best_seats({s: ([r[2] for r in p.results], len(p.cards))
                           for s, p in enumerate(self.pyramids) if not p.eliminated})

    # -- views -------------------------------------------------------------------------

    def observation(self, seat: int) -> PyramidsObservation:
        return {
            "game": "pyramids",
            "seat": seat,
            "players": self.num_players,
            "level": self.level,
            "first_player": self.first,
            "to_move": self.to_move(),
            "phase": self.phase,
            "pending": self._pending(),
            "quarry": [None if d < 0 else domino_json(d) for d in self.quarry],
            "stacks": [{"size": len(st), "top": domino_json(st[-1]) if st else None}
                       for st in self.stacks],
            "pyramids": [self._pyramid_view(p) for p in self.pyramids],
            "scores": self.scores(),
            "breakdown": self.score_breakdown(),
            "winners": self.winners(),
        }

    def _pending(self) -> Pending | None:
        if self.phase == OVER:
            return None
        p = self.pyramids[self.turn]
        out: Pending = {"phase": self.phase, "seat": self.turn,
                        "held": None if self.held < 0 else domino_json(self.held),
                        "slot": None if self.slot < 0 else self.slot,
                        "placed": None,
                        "token_half": None if self.token_half < 0 else self.token_half,
                        "card_half": None if self.card_half < 0 else self.card_half,
                        "refill_from": [], "holes": []}
        if self.placed is not None:
            level, qx, qy, orient, domino = self.placed
            out["placed"] = {"level": level, "x": qx, "y": qy, "orient": orient,
                             "domino": domino}
        if self.phase == REFILL:
            out["refill_from"] = self._refill_options()
        if self.phase == FILL:
            out["holes"] = [list(to_quarter(self.level, x, y)) for x, y in p.holes(self.level)]
        return out

    def _pyramid_view(self, p: Pyramid) -> PyramidView:
        levels: list[list[Square]] = [[] for _ in range(LEVELS)]
        for level, qx, qy, orient, domino in p.pieces:
            for half, (sx, sy, c, g) in enumerate(
                    domino_squares(level, qx, qy, orient, DOMINOES[domino])):
                levels[level - 1].append({"x": sx, "y": sy, "colour": c, "gems": list(g),
                                          "domino": domino, "half": half})
        rects: list[LevelRect] | None = None
        if p.rect is not None:
            rects = []
            for k in range(1, LEVELS + 1):
                x0, y0, w, h = level_rect(p.rect, k)
                qx, qy = to_quarter(k, x0, y0)
                rects.append({"x": qx, "y": qy, "w": w, "h": h})
        return {
            "levels": levels,
            "pieces": [{"level": lv, "x": qx, "y": qy, "orient": o, "domino": d}
                       for lv, qx, qy, o, d in p.pieces],
            "cards": [{"level": lv, "x": qx, "y": qy, "colour": c, "corner": k, "forced": f}
                      for lv, qx, qy, c, k, f in p.cards],
            "tokens": [None if t is None else {"level": t[0], "x": t[1], "y": t[2]}
                       for t in p.tokens],
            "tokens_left": [c for c, t in enumerate(p.tokens) if t is None],
            "cards_left": p.cards_left(),
            "cards_used": len(p.cards),
            "rects": rects,
            "eliminated": p.eliminated,
            "level_scores": [{"areas": [{"colour": c, "gems": g} for c, g in areas],
                              "mino": mino, "total": total}
                             for areas, mino, total in p.results],
            "score": p.score(),
        }

    def determinize(self, seat, rng: Rng):
        """Every stack keeps its size and visible top; the dominoes under the tops (seen by
        nobody) are reshuffled among the stacks."""
        copy = self.clone()
        # sorted first, so that the result depends only on what the seat sees
        hidden = shuffled(sorted(d for st in copy.stacks for d in st[:-1]), rng)
        for st in copy.stacks:
            if st:
                top = st[-1]
                k = len(st) - 1
                st[:] = hidden[:k] + [top]
                del hidden[:k]
        copy.rng = rng.fork()
        return copy

    # -- copies and saves --------------------------------------------------------------

    def to_json(self):
        return self.FIELDS.to_json(self, {"version": FORMAT_VERSION})

    @classmethod
    def from_json(cls, data):
        return cls.FIELDS.load(cls, data)


def new_game(players, options=None, seed=0):
    """Each player gets 6 gem tokens and 3 single-tile cards; the 90 dominoes are shuffled,
    3 face up in the quarry and the rest in 4 face-up stacks (22, 22, 22, 21)."""
    SPEC.check_players(players)
    options = SPEC.resolve_options(options)
    rng = Rng(seed)
    deck = shuffled(range(NUM_DOMINOES), rng)
    quarry = deck[:QUARRY_SLOTS]
    rest = deck[QUARRY_SLOTS:]
    stacks = [rest[k::STACKS] for k in range(STACKS)]
    return PyramidsState(players, options, rng, quarry, stacks,
                         [Pyramid() for _ in range(players)])
