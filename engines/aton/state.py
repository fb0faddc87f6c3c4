"""Aton (Thorsten Gimmler): the two-player duel of priests and temples. Whole round flow here.

Rules (the Russian rulebook, rulings in docs/rules/aton.md):
  Each player (seat 0 red, seat 1 blue) has 36 cards (values 1-4, nine each), 29 priests and
  one exchange chip. A round: both draw 4 cards; red (exchange?) assigns its 4 cards face down
  to ornaments 1-4, then blue does the same, each blind to the other's cards; both reveal.
  Ornament 1: the higher card scores twice the difference. Ornament 2: the lower card plays
  first (tie: the lower ornament 1 card; tie: both reveal deck cards until one is lower, the
  revealed cards go under their own decks). Then the first player, then the second: removal
  by ornament 2 (not in round 1): value - 2 enemy priests from temples <= own ornament 3, or on
  a 1 one own priest from any temple; then placement of ornament 4 priests from supply into
  empty cells of temples <= ornament 3. Removed priests, and priests that find no empty cell,
  go to the Kingdom of the Dead (8 cells); when it is full they return to their owner's
  supply. When the Kingdom is full, scoring follows at the end of the round; then, unless
  someone has 40+, each player (leader first, red on a tie) removes 1 own priest per temple
  (from a higher temple where they have none, or else the highest that holds one); those and
  the Kingdom's priests return to supply. Instant wins: 40 points on ornament 1; after a
  placement, a full temple, all 14 yellow or all 14 green cells.

Engine rulings where neither text decides:
  - Decision order: red exchanges or keeps, red assigns, blue exchanges or keeps, blue assigns.
    An exchange is a public act (the chip leaves the game, the 4 cards go face up on the
    discard pile like played cards), so blue knows whether red exchanged; never red's cards.
  - Turn-order tie: each pair of revealed cards is set aside until one is lower, then they
    go under their own decks, where everyone knows them (observation "deck_bottoms"). An
    empty deck is refilled from its discard pile. Both players always hold 32 cards in deck
    and discard at that moment; if all 32 pairs tie, a coin from the game's Rng decides.
  - Instant wins are checked after every single priest placed (and at ornament 1).
  - Post-scoring removal: first one priest from each temple where the player had priests
    when the removal began (any order), then, for each other temple from the lowest, a
    substitute from any higher temple holding one, or else from the highest that holds one.

Termination (engine ruling): the rulebook sets no limit, and play that always ties ornament
1 and every majority could go on for ever. The engine therefore ends the game after round
MAX_ROUNDS (far beyond real games): that round ends with a scoring, as if the Kingdom of the
Dead were full, and the game ends as after a scoring ("Иначе игра завершается после подсчета
очков ...": the higher total wins, equal totals draw).

Actions (temples 1-4, cells 0-11 row by row, ornaments 1-4):
  ("exchange",) / ("keep",)     use the once-per-game exchange chip before assigning, or not
  ("assign", ornament, value)   lay one card of that value from the hand face down
  ("remove", temple, cell)      take away one priest (ornament 2, or after a scoring)
  ("place", temple, cell)       put one priest from the supply on an empty cell
Removals and placements are compulsory (the rules give no choice to stop early), so there is
no "done" action; a priest that cannot be placed goes to the Kingdom of the Dead by itself.

The observation (`observation(seat)`) is `observation.AtonObservation`.

Events (kind, seat, data):
  round_start (None, {round}); draw (seat, {count}) reveals; reshuffle (seat, {cards}) reveals;
  exchange (seat, {discarded: [values]}); keep (seat, {}); assign (seat, {ornament});
  reveal (None, {cards: [[red 4], [blue 4]]}) reveals;
  score (seat, {points, source}) — source is a breakdown category;
  tiebreak_reveal (None, {cards: [red, blue]}) reveals; tiebreak_coin (None, {first}) reveals;
  turn_order (None, {first, reason: "ornament 2" | "ornament 1" | "deck" | "coin"});
  remove (seat, {temple, cell, owner, to: "kingdom" | "supply"}) — seat is the remover;
  place (seat, {temple, cell}); to_kingdom (seat, {}) a priest with no empty cell;
  returned (seat, {}) a priest that found the Kingdom full stays in the supply;
  kingdom_full (None, {}); scoring (None, {points: [[t1..t4, black, bonus] per seat]});
  priests_return (None, {counts: [red, blue]}); discard (None, {}) end of round;
  instant_win (seat, {reason, temple}); game_over (None, {winners, scores, reason}).
"""

from typing import Final

from engines.core import (
    FORMAT_VERSION,
    N_,
    Event,
    IllegalAction,
    Rng,
    State,
    build_deck,
    message,
)
from engines.core.fields import LIST, RNG, Field, Fields

from . import events as ev
from .actions import ACTIONS, EXCHANGE_ACTION, KEEP_ACTION, Assign, Exchange, Keep, Place, Remove
from .board import (
    BLUE,
    CELLS,
    EMPTY,
    KINGDOM_CELLS,
    RED,
    TEMPLE_LAYOUT,
    TEMPLE_SLICES,
    WIN_ALL_GREEN,
    WIN_ALL_YELLOW,
    WIN_FULL_TEMPLE,
    board_points,
    empty_board,
    instant_win_after,
)
from .observation import AtonObservation, Pending, Phase
from .spec import SPEC

CARD_VALUES = (1, 2, 3, 4)
COPIES = 9
HAND_SIZE = 4
ORNAMENTS = 4
PRIESTS = 29
WIN_POINTS = 40
MAX_ROUNDS = 100
COLORS = ("red", "blue")

# The end reasons and score categories are identifiers kept in saves and events (the Russian
# rulebook's "ornaments"); their words are END_WORDS and CATEGORY_WORDS (the English rulebook's
# "cartouches").
WIN_40_ORNAMENT = "40 points on ornament 1"
END_AFTER_SCORING = N_("40 points after a scoring")
END_ROUND_LIMIT = N_("Round limit")
END_REASONS = (WIN_40_ORNAMENT, WIN_FULL_TEMPLE, WIN_ALL_YELLOW, WIN_ALL_GREEN,
               END_AFTER_SCORING, END_ROUND_LIMIT)

END_WORDS = {WIN_40_ORNAMENT: N_("40 points on cartouche 1")}

CATEGORIES = (
    "Ornament 1", N_("Temple 1"), N_("Temple 2"), N_("Temple 3"), N_("Temple 4"),
    N_("Black cells"), N_("Bonus cells"),
)
SCORING_CATEGORIES = CATEGORIES[1:]
CATEGORY_WORDS = {"Ornament 1": N_("Cartouche 1")}  # the breakdown's names, by category

EXCHANGE: Final = "exchange"
ASSIGN: Final = "assign"
REMOVE: Final = "remove"
PLACE: Final = "place"
POST_REMOVE: Final = "post_remove"
OVER: Final = "over"
ALL_TEMPLES = (1, 2, 3, 4)
# What the seat to move must do ({seat}: that seat), the reason any other move is refused.
MUST_NOW = {
    EXCHANGE: N_("{seat} must exchange or keep the cards drawn"),
    ASSIGN: N_("{seat} must lay a card from the hand on an empty cartouche"),
    REMOVE: N_("{seat} must remove a priest allowed by cartouches 2 and 3"),
    PLACE: N_("{seat} must place a priest on an empty cell of a temple allowed by cartouche 3"),
    POST_REMOVE: N_("{seat} must take one of their own priests from a temple now owed"),
}


# Every action tuple made once (legal_actions is called in every playout step).
PLACE_ACTIONS = tuple(Place("place", i // CELLS + 1, i % CELLS) for i in range(4 * CELLS))
REMOVE_ACTIONS = tuple(Remove("remove", i // CELLS + 1, i % CELLS) for i in range(4 * CELLS))
ASSIGN_ACTIONS = tuple(tuple(Assign("assign", o + 1, v) for v in range(5))
                       for o in range(ORNAMENTS))


def _cells_of(board, owner, temples):
    """("remove", t, c) for every cell of `owner` in `temples`."""
    out = []
    for t in temples:
        hi = t * CELLS
        out += [REMOVE_ACTIONS[i] for i in range(hi - CELLS, hi) if board[i] == owner]
    return out


TWO_LISTS = "[{0}[0][:], {0}[1][:]]"  # a list per seat (copy rule, engines.core.fields)


class AtonState(State):
    num_players = 2
    FIELDS = Fields(
        Field("options", encode=dict, decode=dict),  # never changed: the clone shares it
        Field("rng", RNG, encode=lambda rng: rng.state, decode=Rng),
        Field("decks", TWO_LISTS), Field("known_bottom", LIST), Field("discards", TWO_LISTS),
        Field("hands", TWO_LISTS), Field("assigned", TWO_LISTS), Field("revealed"),
        Field("chips", LIST), Field("board", LIST), Field("kingdom", LIST),
        Field("supply", LIST), Field("points", TWO_LISTS),
        Field("last_scoring", f"(None if {{0}} is None else {TWO_LISTS})"),
        Field("round"), Field("phase"), Field("seat"), Field("first"), Field("step"),
        Field("todo"), Field("own_removal"), Field("post_first"), Field("post_direct", LIST),
        Field("post_subs", LIST), Field("result", LIST), Field("end_reason"),
        Field("end_temple"),
        Field("_legal", saved=False),  # computed once, never changed: clones share it
    )
    clone = FIELDS.clone_method()

    def __init__(self):
        self.options = {}
        self.rng = Rng(0)
        self.decks: list[list[int]] = [[], []]  # top of the deck is the end of the list
        self.known_bottom = [0, 0]     # cards at the bottom of the deck everyone has seen
        self.discards: list[list[int]] = [[], []]
        self.hands: list[list[int]] = [[], []]
        self.assigned = [[0] * ORNAMENTS, [0] * ORNAMENTS]   # 0 = no card there
        self.revealed = False
        self.chips = [True, True]
        self.board = empty_board()
        self.kingdom = []              # owners, in the order they arrived
        self.supply = [PRIESTS, PRIESTS]
        self.points = [[0] * len(CATEGORIES), [0] * len(CATEGORIES)]
        self.last_scoring = None       # [[6 ints], [6 ints]] of the latest scoring
        self.round = 0
        self.phase: Phase = EXCHANGE
        self.seat = RED
        self.first = -1
        self.step = 0                  # 0: the first player of the round acts, 1: the second
        self.todo = 0                  # removals / placements still owed
        self.own_removal = False
        self.post_first = RED
        self.post_direct = []          # temples owing a post-scoring removal of their own
        self.post_subs = []            # temples where the player had none: substitutes
        self.result = []               # winners once over
        self.end_reason = None
        self.end_temple = None
        self._legal = None

    # -- the contract ----------------------------------------------------------------

    def to_move(self):
        return None if self.phase == OVER else self.seat

    def is_over(self):
        return self.phase == OVER

    def scores(self):
        return [sum(p) for p in self.points]

    def score_breakdown(self):
        names = [CATEGORY_WORDS.get(c, c) for c in CATEGORIES]
        return [dict(zip(names, p, strict=True)) for p in self.points]

    def winners(self):
        return list(self.result)

    def legal_actions(self):
        if self._legal is None:
            self._legal = self._compute_legal()
        return list(self._legal)

    def _compute_legal(self):
        phase = self.phase
        if phase == OVER:
            return []
        s = self.seat
        if phase == EXCHANGE:
            return [EXCHANGE_ACTION, KEEP_ACTION]
        if phase == ASSIGN:
            values = sorted(set(self.hands[s]))
            assigned = self.assigned[s]
            return [
                ASSIGN_ACTIONS[o][v]
                for o in range(ORNAMENTS) if assigned[o] == 0
                for v in values
            ]
        if phase == PLACE:
            board = self.board
            return [PLACE_ACTIONS[i] for i in range(self.assigned[s][2] * CELLS)
                    if board[i] == EMPTY]
        if phase == REMOVE:
            if self.own_removal:
                return _cells_of(self.board, s, ALL_TEMPLES)
            return _cells_of(self.board, 1 - s, range(1, self.assigned[s][2] + 1))
        return _cells_of(self.board, s, self._post_temples())

    def apply(self, action):
        if self._legal is None:
            self._legal = self._compute_legal()
        move = ACTIONS.decode(action)
        if move is None or move not in self._legal:
            raise IllegalAction(self._why_illegal(move), action)
        events: list[Event] = []
        s = self.seat
        if isinstance(move, Exchange):
            self._exchange(s, events)
        elif isinstance(move, Keep):
            events.append(ev.KEEP(s, {}))
            self.phase = ASSIGN
        elif isinstance(move, Assign):
            self._assign(s, move.ornament, move.value, events)
        elif isinstance(move, Place):
            self._place(s, move.temple, move.cell, events)
        elif self.phase == REMOVE:
            self._remove(s, move.temple, move.cell, events)
        else:
            self._post_remove(s, move.temple, move.cell, events)
        self._settle(events)
        self._legal = None
        return events

    def _why_illegal(self, move):
        """Why a move is refused now (`move`: the decoded action, None when it is not an
        Aton action at all): a marked message ({seat}: who must act)."""
        if self.phase == OVER:
            return N_("the game is over")
        if move is None:
            return N_("that is not a move in Aton")
        return message(MUST_NOW[self.phase], seat=self.seat)

    # -- actions ---------------------------------------------------------------------

    def _exchange(self, s, events):
        old = self.hands[s]
        self.hands[s] = []
        self.discards[s].extend(old)
        self.chips[s] = False
        events.append(ev.EXCHANGE(s, {"discarded": sorted(old)}))
        self.hands[s] = self._draw(s, HAND_SIZE, events)
        events.append(ev.DRAW(s, {"count": len(self.hands[s])}, reveals=True))
        self.phase = ASSIGN

    def _assign(self, s, ornament, value, events):
        self.hands[s].remove(value)
        self.assigned[s][ornament - 1] = value
        events.append(ev.ASSIGN(s, {"ornament": ornament}))
        if self.hands[s]:
            return
        if s == RED:
            self.seat = BLUE
            self.phase = EXCHANGE if self.chips[BLUE] else ASSIGN
        else:
            self._reveal(events)

    def _place(self, s, temple, cell, events):
        i = (temple - 1) * CELLS + cell
        self.board[i] = s
        self.supply[s] -= 1
        self.todo -= 1
        events.append(ev.PLACE(s, {"temple": temple, "cell": cell}))
        win = instant_win_after(self.board, s, i)
        if win:
            self._finish([s], win[0], events, instant=True, temple=win[1])

    def _remove(self, s, temple, cell, events):
        i = (temple - 1) * CELLS + cell
        owner = self.board[i]
        self.board[i] = EMPTY
        self.todo -= 1
        at = len(events)
        where = self._to_kingdom(owner, events)
        events.insert(at, ev.REMOVE(s, {
            "temple": temple, "cell": cell, "owner": owner, "to": where,
        }))

    def _post_remove(self, s, temple, cell, events):
        self.board[(temple - 1) * CELLS + cell] = EMPTY
        self.supply[s] += 1
        if self.post_direct:
            self.post_direct.remove(temple)
        else:
            self.post_subs.pop(0)
        events.append(ev.REMOVE(s, {
            "temple": temple, "cell": cell, "owner": s, "to": "supply",
        }))

    # -- round flow ------------------------------------------------------------------

    def _settle(self, events):
        """Run the automatic steps until a decision is needed or the game is over."""
        while True:
            phase = self.phase
            if phase in (OVER, EXCHANGE, ASSIGN):
                return
            s = self.seat
            if phase == REMOVE:
                if self.todo > 0 and self._compute_legal():
                    return
                self._begin_placement(s)
            elif phase == PLACE:
                if self.todo > 0 and self.supply[s] == 0:
                    self.todo = 0
                if self.todo > 0:
                    if self._has_empty_cell(s):
                        return
                    self.supply[s] -= 1
                    self.todo -= 1
                    self._to_kingdom(s, events, from_supply=True)
                    continue
                if self.step == 0:
                    self.step = 1
                    self._begin_turn(1 - s)
                else:
                    self._end_round(events)
            else:  # POST_REMOVE
                if s in self.board and (self.post_direct or self.post_subs):
                    return
                if s == self.post_first:
                    self._begin_post_removal(1 - s)
                else:
                    counts = [self.kingdom.count(RED), self.kingdom.count(BLUE)]
                    self.supply[RED] += counts[RED]
                    self.supply[BLUE] += counts[BLUE]
                    self.kingdom = []
                    events.append(ev.PRIESTS_RETURN(None, {"counts": counts}))
                    self._next_round(events)

    def _has_empty_cell(self, s):
        hi = self.assigned[s][2] * CELLS
        return EMPTY in self.board[:hi]

    def _to_kingdom(self, owner, events, from_supply=False):
        """A priest goes to the Kingdom of the Dead, or back to supply when it is full."""
        if len(self.kingdom) < KINGDOM_CELLS:
            self.kingdom.append(owner)
            if from_supply:
                events.append(ev.TO_KINGDOM(owner, {}))
            if len(self.kingdom) == KINGDOM_CELLS:
                events.append(ev.KINGDOM_FULL(None, {}))
            return "kingdom"
        self.supply[owner] += 1
        if from_supply:
            events.append(ev.RETURNED(owner, {}))
        return "supply"

    def _draw(self, s, count, events):
        """Take `count` cards from the top of s's deck, reshuffling the discard when empty."""
        deck = self.decks[s]
        out: list[int] = []
        while len(out) < count:
            if not deck:
                pile = self.discards[s]
                if not pile:
                    break
                deck.extend(pile)
                pile.clear()
                self.rng.shuffle(deck)
                self.known_bottom[s] = 0
                events.append(ev.RESHUFFLE(s, {"cards": len(deck)}, reveals=True))
            out.append(deck.pop())
        if self.known_bottom[s] > len(deck):
            self.known_bottom[s] = len(deck)
        return out

    def _next_round(self, events):
        if self.round > 0:
            for s in (RED, BLUE):
                self.discards[s].extend(v for v in self.assigned[s] if v)
                self.assigned[s] = [0] * ORNAMENTS
            self.revealed = False
            events.append(ev.DISCARD(None, {}))
        self.round += 1
        self.first = -1
        self.step = 0
        events.append(ev.ROUND_START(None, {"round": self.round}))
        for s in (RED, BLUE):
            self.hands[s] = self._draw(s, HAND_SIZE, events)
            events.append(ev.DRAW(s, {"count": len(self.hands[s])}, reveals=True))
        self.seat = RED
        self.phase = EXCHANGE if self.chips[RED] else ASSIGN

    def _reveal(self, events):
        self.revealed = True
        red, blue = self.assigned
        events.append(ev.REVEAL(None, {"cards": [list(red), list(blue)]}, reveals=True))
        if red[0] != blue[0]:
            w = RED if red[0] > blue[0] else BLUE
            pts = 2 * abs(red[0] - blue[0])
            self.points[w][0] += pts
            events.append(ev.SCORE(w, {"points": pts, "source": CATEGORIES[0]}))
            if sum(self.points[w]) >= WIN_POINTS:
                self._finish([w], WIN_40_ORNAMENT, events, instant=True)
                return
        if red[1] != blue[1]:
            first, reason = (RED if red[1] < blue[1] else BLUE), "ornament 2"
        elif red[0] != blue[0]:
            first, reason = (RED if red[0] < blue[0] else BLUE), "ornament 1"
        else:
            first, reason = self._deck_tiebreak(events)
        self.first = first
        events.append(ev.TURN_ORDER(None, {"first": first, "reason": reason}))
        self.step = 0
        self._begin_turn(first)

    def _deck_tiebreak(self, events):
        """Both reveal deck cards until one is lower; the cards go under their own decks.

        Both players always hold 32 cards in deck and discard here, so they run out together;
        if all 32 pairs tie (practically never) a coin from the game's Rng decides.
        """
        shown: list[list[int]] = [[], []]
        first, reason = None, "deck"
        while first is None:
            red = self._draw(RED, 1, events)
            blue = self._draw(BLUE, 1, events)
            if not red or not blue:
                shown[RED].extend(red)
                shown[BLUE].extend(blue)
                first, reason = self.rng.randrange(2), "coin"
                events.append(ev.TIEBREAK_COIN(None, {"first": first}, reveals=True))
                break
            shown[RED].append(red[0])
            shown[BLUE].append(blue[0])
            events.append(ev.TIEBREAK_REVEAL(None, {"cards": [red[0], blue[0]]},
                                reveals=True))
            if red[0] != blue[0]:
                first = RED if red[0] < blue[0] else BLUE
        for s in (RED, BLUE):
            self.decks[s][0:0] = shown[s]
            self.known_bottom[s] += len(shown[s])
        return first, reason

    def _begin_turn(self, s):
        """Ornament 2b (from round 2 on), then ornament 4, for seat s."""
        self.seat = s
        value = self.assigned[s][1] - 2
        if self.round > 1 and value != 0:
            self.phase = REMOVE
            self.own_removal = value < 0
            self.todo = 1 if value < 0 else value
        else:
            self._begin_placement(s)

    def _begin_placement(self, s):
        self.phase = PLACE
        self.own_removal = False
        self.todo = self.assigned[s][3]

    def _end_round(self, events):
        if len(self.kingdom) < KINGDOM_CELLS and self.round < MAX_ROUNDS:
            self._next_round(events)
            return
        gained = board_points(self.board)
        for s in (RED, BLUE):
            for k, pts in enumerate(gained[s]):
                self.points[s][k + 1] += pts
                if pts:
                    events.append(ev.SCORE(s, {
                        "points": pts, "source": SCORING_CATEGORIES[k],
                    }))
        self.last_scoring = gained
        events.append(ev.SCORING(None, {"points": gained}))
        scores = self.scores()
        if max(scores) >= WIN_POINTS or self.round >= MAX_ROUNDS:
            best = max(scores)
            reason = END_AFTER_SCORING if best >= WIN_POINTS else END_ROUND_LIMIT
            self._finish([s for s in (RED, BLUE) if scores[s] == best], reason, events)
            return
        self.post_first = RED if scores[RED] >= scores[BLUE] else BLUE
        self._begin_post_removal(self.post_first)

    def _begin_post_removal(self, s):
        """Rule 8: one own priest per temple; a substitute where the player has none."""
        self.phase = POST_REMOVE
        self.seat = s
        self.post_direct = []
        self.post_subs = []
        for t in ALL_TEMPLES:
            lo, hi = TEMPLE_SLICES[t - 1]
            if s in self.board[lo:hi]:
                self.post_direct.append(t)
            else:
                self.post_subs.append(t)

    def _post_temples(self):
        """Temples the post-scoring removal may take from now."""
        if self.post_direct:
            return self.post_direct
        s = self.seat
        owed = self.post_subs[0]
        holding = [t for t in ALL_TEMPLES if s in self.board[(t - 1) * CELLS:t * CELLS]]
        higher = [t for t in holding if t > owed]
        if higher:
            return higher
        return holding[-1:]

    def _finish(self, winners, reason, events, instant=False, temple=None):
        self.phase = OVER
        self.result = winners
        self.end_reason = reason
        self.end_temple = temple
        if instant:
            events.append(ev.INSTANT_WIN(winners[0], {"reason": reason, "temple": temple}))
        events.append(ev.GAME_OVER(None, {
            "winners": list(winners), "scores": self.scores(), "reason": reason,
        }))

    # -- views -----------------------------------------------------------------------

    def pending(self) -> Pending | None:
        """The decision awaited now, or None once the game is over."""
        phase = self.phase
        if phase == OVER:
            return None
        s = self.seat
        if phase == EXCHANGE:
            return {"kind": "exchange", "seat": s, "remaining": 1, "temples": []}
        if phase == ASSIGN:
            return {"kind": "assign", "seat": s, "remaining": len(self.hands[s]), "temples": []}
        if phase == PLACE:
            return {"kind": "place", "seat": s, "remaining": self.todo,
                    "temples": list(range(1, self.assigned[s][2] + 1))}
        if phase == REMOVE:
            if self.own_removal:
                return {"kind": "remove_own", "seat": s, "remaining": self.todo,
                        "temples": list(ALL_TEMPLES)}
            return {"kind": "remove_enemy", "seat": s, "remaining": self.todo,
                    "temples": list(range(1, self.assigned[s][2] + 1))}
        return {"kind": "post_remove", "seat": s,
                "remaining": len(self.post_direct) + len(self.post_subs),
                "temples": list(self._post_temples()),
                "substitutes": list(self.post_subs)}

    def observation(self, seat: int) -> AtonObservation:
        board = self.board
        face_down = [[bool(v) and not self.revealed for v in self.assigned[s]] for s in (0, 1)]
        return {
            "game": "aton",
            "seat": seat,
            "colors": list(COLORS),
            "round": self.round,
            "phase": self.phase,
            "to_move": self.to_move(),
            "pending": self.pending(),
            "temples": [
                [None if o == EMPTY else o for o in board[lo:hi]] for lo, hi in TEMPLE_SLICES
            ],
            "layout": [list(row) for row in TEMPLE_LAYOUT],
            "kingdom": list(self.kingdom) + [None] * (KINGDOM_CELLS - len(self.kingdom)),
            "supply": list(self.supply),
            "scores": self.scores(),
            "breakdown": self.score_breakdown(),
            "last_scoring": None if self.last_scoring is None else [
                dict(zip(SCORING_CATEGORIES, p, strict=True)) for p in self.last_scoring
            ],
            "deck_sizes": [len(d) for d in self.decks],
            "deck_bottoms": [self.decks[s][:self.known_bottom[s]] for s in (0, 1)],
            "discards": [list(d) for d in self.discards],
            "hand": sorted(self.hands[seat]),
            "hand_sizes": [len(h) for h in self.hands],
            "assignment": [v or None for v in self.assigned[seat]],
            "face_down": face_down,
            "revealed": [list(a) for a in self.assigned] if self.revealed else None,
            "exchange_chips": list(self.chips),
            "first_player": None if self.first < 0 else self.first,
            "winners": list(self.result),
            "end_reason": self.end_reason,
            "end_temple": self.end_temple,
        }

    def public_observation(self, seat: int) -> AtonObservation:
        """`observation(seat)` as anyone at the table sees it: no hand (its size is in
        hand_sizes) and no face-down card (which slots hold one is in face_down)."""
        obs = self.observation(seat)
        obs["hand"] = []
        if obs["revealed"] is None:
            obs["assignment"] = [None] * len(obs["assignment"])
        return obs

    def determinize(self, seat, rng):
        """Unseen cards resampled: deck orders (above the known bottom cards) of both
        players, and the other player's hand and face-down cards."""
        copy = self.clone()
        for s in (RED, BLUE):
            known = copy.known_bottom[s]
            deck = copy.decks[s]
            pool = deck[known:]
            hide = s != seat
            slots = []
            if hide:
                pool += copy.hands[s]
                if not copy.revealed:
                    slots = [o for o in range(ORNAMENTS) if copy.assigned[s][o]]
                    pool += [copy.assigned[s][o] for o in slots]
            pool.sort()            # an order fixed by the observation, then shuffled
            rng.shuffle(pool)
            if hide:
                for o in slots:
                    copy.assigned[s][o] = pool.pop()
                n = len(copy.hands[s])
                copy.hands[s] = [pool.pop() for _ in range(n)]
            copy.decks[s] = deck[:known] + pool
        copy.rng = rng.fork()
        copy._legal = None
        return copy

    # -- copying and saving ----------------------------------------------------------

    def to_json(self):
        return self.FIELDS.to_json(self, {"version": FORMAT_VERSION, "game": "aton"})

    @classmethod
    def from_json(cls, data):
        if data.get("version") != FORMAT_VERSION:
            raise IllegalAction(N_("this is not a saved Aton game"))
        return cls.FIELDS.load(cls, {"options": {}, **data})


def new_game(players=2, options=None, seed=0):
    """A new game: both decks shuffled, round 1 dealt, red to decide."""
    SPEC.check_players(players)
    state = AtonState()
    state.options = SPEC.resolve_options(options)
    state.rng = Rng(seed)
    for s in (RED, BLUE):
        deck = build_deck((v, COPIES) for v in CARD_VALUES)
        state.rng.shuffle(deck)
        state.decks[s] = deck
    state._next_round([])
    return state
