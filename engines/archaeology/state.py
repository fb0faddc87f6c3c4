"""The rules of Archaeology: The Card Game (2-4 players) as an engine State.

A turn: dig (compulsory while the deck has cards) -> resolve a thief or a sandstorm ->
any number of trades, explorations and sales in any order -> end the turn.
Hands, the market and chambers are count vectors (one int per treasure type, cards.TREASURES
order); the deck is a list of card ints whose top is the end of the list.

Actions (tuples):
  ("dig",)                       draw the top card of the dig deck (compulsory)
  ("steal", victim)              a thief: take a random card from `victim`'s hand
  ("discard", name)              a sandstorm: discard one card of type `name` (one at a time
                                 until the seat's quota, floor(hand / 2), is met)
  ("trade",)                     start building a trade with the market
  ("give", name) / ("take", name)  add one card to give / to take to the trade being built
  ("confirm",) / ("cancel",)     make the trade / drop it
  ("explore", chamber)           "small" / "medium" / "large": spend 1 / 2 / 3 maps
  ("sell", name, count)          sell one set of `count` cards of type `name` to the museum
  ("end_turn",)                  end the turn (in the end phase, a turn without a sale
                                 counts as a pass)

Events (kind: data). A key "secret" holds details only the event's seat may see (and, when
"secret_to" lists seats, those seats); everything else in data is public.
  turn_start  seat: {"end_phase": bool, "forced_sale": bool}  (not for the first turn: see
              the observation's first_player)
  dig         seat: {"found": "treasure" | "thief" | "sandstorm", "deck_size": n,
                     "secret": {"card": name}}  (secret only for a treasure)      reveals
  deck_empty  None: {}
  thief_no_victim  seat: {}
  steal       seat (the thief): {"victim": v, "secret": {"card": name},
                                 "secret_to": [thief, victim]}                   reveals
  sandstorm   seat (the drawer): {"owed": [cards owed per seat]}
  discard_chosen  seat: {"left": cards still owed}  (the choice stays hidden)
  sandstorm_discard  seat: {"cards": {name: n}}  (the seat's discards reach the market) reveals
  trade_started / trade_cancelled  seat: {}
  trade_give / trade_take  seat: {"card": name}
  trade       seat: {"gave": {name: n}, "took": {name: n}}
  explore     seat: {"chamber": name, "maps": k, "cards": n,
                     "secret": {"cards": {name: n}}}                              reveals
  sell        seat: {"card": name, "count": n, "money": price}
  end_turn    seat: {"passed": bool}
  pass        seat: {"empty_hand": True}  (an empty-handed seat's turn in the end phase)
  game_over   None: {"scores": [...], "winners": [...]}

Trades: give any cards, take market cards of at most the same total trade value, no change.
Two refinements keep every turn finite without taking any real option away:
  - a trade never gives and takes the same treasure type (such a trade is a smaller trade or,
    when nothing else is taken, no trade at all);
  - a card taken from the market this turn cannot go back to the market this turn (a chain
    "take X, later give X" can always be made as one trade), so every trade spends a card
    held before, and a turn has at most as many trades as such cards.
A trade being built can be cancelled (it changes nothing), as often as the player likes: the
rules put no limit on trading. `cancelled` counts this turn's cancelled trades so that the
bots' move generator (heuristic.prune) can stop a bot from opening and dropping trades forever;
people are never limited.
Sales and maps spent use up the cards taken this turn first. In the end phase a turn without
a sale is a pass (rulings), so trading alone cannot stall the game either.

Knowledge (for determinize): track[s] lists what seat s knows about where cards are, one
item [type, mask] per known card with the set of hands it can be in (see whereabouts.py):
cards a seat took from the market, cards stolen from s, and where they can have gone since
(an unseen theft widens the places, public removals drop items). track[n] is the same for an
observer who saw only public events. known[s][o] / public_known[o] count the cards certainly
in o's hand.
"""

from typing import Final

from engines.core import (
    FORMAT_VERSION,
    N_,
    NP_,
    Event,
    IllegalAction,
    Rng,
    State,
    message,
)
from engines.core.fields import CLEARED, LIST, LISTS, RNG, Field, Fields

from . import events as ev
from . import seat_view, whereabouts
from .actions import (
    ACTIONS,
    ArchaeologyAction,
    Cancel,
    Confirm,
    Dig,
    Discard,
    EndTurn,
    Explore,
    Give,
    Sell,
    Steal,
    Take,
    Trade,
)
from .cards import (
    CARD_NAMES,
    CATEGORIES,
    CHAMBER_OF,
    CHAMBERS,
    MAP,
    MAX_SET,
    NUM_TYPES,
    SANDSTORM,
    THIEF,
    TRADE_VALUE,
    TREASURES,
    TYPE_OF,
    named,
    set_price,
)
from .observation import ArchaeologyObservation, Phase

CARD_INDEX = {name: i for i, name in enumerate(CARD_NAMES)}
DIG: Final = "dig"
STEAL: Final = "steal"
DISCARD: Final = "discard"
ACT: Final = "act"
TRADE: Final = "trade"
OVER: Final = "over"
PHASES = (DIG, STEAL, DISCARD, ACT, TRADE, OVER)
TYPES = range(NUM_TYPES)
DIG_ACTION, TRADE_ACTION, END_ACTION = Dig("dig"), Trade("trade"), EndTurn("end_turn")
CONFIRM_ACTION, CANCEL_ACTION = Confirm("confirm"), Cancel("cancel")
DISCARD_ACTIONS = tuple(Discard("discard", name) for name in TREASURES)
GIVE_ACTIONS = tuple(Give("give", name) for name in TREASURES)
TAKE_ACTIONS = tuple(Take("take", name) for name in TREASURES)
EXPLORE_ACTIONS = tuple(Explore("explore", name) for name, _, _ in CHAMBERS)
SELL_ACTIONS = tuple(
    tuple(Sell("sell", TREASURES[t], count) for count in range(1, MAX_SET[t] + 1))
    for t in TYPES
)


# Why an action is refused. In a phase that takes only some kinds of action: those kinds,
# and what to do first. Otherwise, by its kind, when no legal action matches it.
PHASE_REFUSALS = {
    DIG: (("dig",), N_("you must dig first")),
    STEAL: (("steal",), N_("choose whom your thief robs first")),
    DISCARD: (("discard",), N_("the sandstorm discards come first")),
    TRADE: (("give", "take", "confirm", "cancel"), N_("finish or cancel the trade first")),
}
KIND_REFUSALS = {
    "steal": N_("the thief can only rob an opponent who holds cards"),
    "discard": N_("you do not hold that card"),
    "confirm": N_("a trade must give and take cards, taking no more value than it gives"),
    "take": N_("the market lacks that card or the trade cannot pay for it"),
    "give": N_("you cannot give that card (not in hand, taken this turn, or being taken)"),
    "trade": N_("no trade with the market is possible"),
    "end_turn": N_("you must sell at least one set this turn (everyone passed)"),
}


class ArchaeologyState(State):
    """A position of Archaeology. Fields are plain lists and ints (see to_json)."""

    FIELDS = Fields(
        Field("num_players", key="players"),
        Field("options", encode=dict, decode=dict),  # never changed: the clone shares it
        Field("rng", RNG, encode=lambda rng: rng.state, decode=Rng),
        Field("deck", LIST, encode=lambda deck: [CARD_NAMES[c] for c in deck],
              decode=lambda names: [CARD_INDEX[name] for name in names]),
        Field("hands", LISTS), Field("market", LIST), Field("chambers", LISTS),
        Field("explored", LIST),
        Field("museums", LISTS, encode=lambda ms: [[[TREASURES[c], n] for c, n in m] for m in ms],
              decode=lambda ms: [[(TYPE_OF[name], n) for name, n in m] for m in ms]),
        Field("money", LIST), Field("sold", LIST), Field("thieves_out"),
        Field("sandstorms_out"), Field("sandstorms_in_play"), Field("maps_used"),
        Field("phase"), Field("turn"), Field("first_player"), Field("discard_queue", LISTS),
        Field("pending", LIST), Field("give", LIST), Field("take", LIST), Field("taken", LIST),
        Field("sold_this_turn"), Field("cancelled"), Field("end_phase_turn"),
        Field("pass_streak"), Field("first_passer"), Field("forced"),
        Field("track", "[[item[:] for item in items] for items in {0}]",
              encode=lambda track: [whereabouts.canonical(items) for items in track]),
        Field("_legal", CLEARED, saved=False),
    )
    clone = FIELDS.clone_method()

    def __init__(self, num_players, options, rng):
        n = num_players
        self.num_players = n
        self.options = options
        self.rng = rng
        self.deck: list[int] = []
        self.hands = [[0] * NUM_TYPES for _ in range(n)]
        self.market = [0] * NUM_TYPES
        self.chambers = [[0] * NUM_TYPES for _ in CHAMBERS]
        self.explored = [False] * len(CHAMBERS)
        self.museums: list[list[tuple[int, int]]] = [[] for _ in range(n)]
        self.money = [0] * n
        self.sold = [0] * n  # cards sold per seat (the tie-break)
        self.thieves_out = 0
        self.sandstorms_out = 0
        self.sandstorms_in_play = 0
        self.maps_used = 0
        self.phase: Phase = DIG
        self.turn = 0
        self.first_player = 0
        self.discard_queue: list[list[int]] = []  # [seat, owed]; the first one decides now
        self.pending = [0] * NUM_TYPES  # discards chosen so far by the deciding seat (hidden)
        self.give = [0] * NUM_TYPES  # the trade being built
        self.take = [0] * NUM_TYPES
        self.taken = [0] * NUM_TYPES  # cards taken from the market this turn (see Trades)
        self.sold_this_turn = False
        self.cancelled = 0  # trades cancelled this turn
        self.end_phase_turn = False  # this turn began with an empty deck
        self.pass_streak = 0
        self.first_passer: int | None = None
        self.forced = False
        self.track: list[list[list[int]]] = [[] for _ in range(n + 1)]  # n: the public
        self._legal: list | None = None  # legal_actions() cache, cleared by apply

    # -- queries ----------------------------------------------------------------------

    def to_move(self):
        if self.phase == OVER:
            return None
        if self.phase == DISCARD:
            return self.discard_queue[0][0]
        return self.turn

    def is_over(self):
        return self.phase == OVER

    def hand_size(self, seat: int) -> int:
        """Cards in `seat`'s hand, sandstorm discards still being chosen included."""
        size = sum(self.hands[seat])
        if self.phase == DISCARD and self.discard_queue[0][0] == seat:
            size += sum(self.pending)
        return size

    def _trade_possible(self) -> bool:
        """Some market card could be paid for with fresh cards of other types."""
        hand, taken, market = self.hands[self.turn], self.taken, self.market
        fresh_value = [(hand[t] - taken[t]) * TRADE_VALUE[t] for t in TYPES]
        total = sum(fresh_value)
        for t in TYPES:
            if market[t] and TRADE_VALUE[t] <= total - fresh_value[t]:
                return True
        return False

    def legal_actions(self):
        """Every legal action (cached until the next `apply`; states change only by apply)."""
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        return list(legal)

    def _compute_legal(self):
        phase = self.phase
        if phase == ACT:
            return self._act_actions()
        if phase == DIG:
            return [DIG_ACTION]
        if phase == TRADE:
            return self._trade_actions()
        if phase == DISCARD:
            hand = self.hands[self.discard_queue[0][0]]
            return [DISCARD_ACTIONS[t] for t in TYPES if hand[t]]
        if phase == STEAL:
            return [Steal("steal", v) for v in seat_view.victims(self.hands, self.turn)]
        return []

    def _act_actions(self):
        hand = self.hands[self.turn]
        actions: list[ArchaeologyAction] = []
        if self._trade_possible():
            actions.append(TRADE_ACTION)
        maps = hand[MAP]
        if maps:
            for index in range(min(maps, len(CHAMBERS))):
                if not self.explored[index]:
                    actions.append(EXPLORE_ACTIONS[index])
        for t in TYPES:
            if hand[t]:
                actions.extend(SELL_ACTIONS[t][: hand[t]])
        if not self.forced or self.sold_this_turn:
            actions.append(END_ACTION)
        return actions

    def _trade_actions(self):
        hand, market, give, take, taken = (
            self.hands[self.turn], self.market, self.give, self.take, self.taken,
        )
        give_value = take_value = reach = 0
        spare = [0] * NUM_TYPES  # value still available to give, for types not being taken
        actions: list[ArchaeologyAction] = []
        for t in TYPES:
            value = TRADE_VALUE[t]
            give_value += give[t] * value
            take_value += take[t] * value
            if not take[t]:
                left = hand[t] - taken[t] - give[t]
                if left > 0:
                    spare[t] = left * value
                    actions.append(GIVE_ACTIONS[t])
        reach = give_value + sum(spare)
        for t in TYPES:
            if (
                not give[t]
                and market[t] > take[t]
                and take_value + TRADE_VALUE[t] <= reach - spare[t]
            ):
                actions.append(TAKE_ACTIONS[t])
        if give_value and take_value and take_value <= give_value:
            actions.append(CONFIRM_ACTION)
        actions.append(CANCEL_ACTION)
        return actions

    # -- scoring ----------------------------------------------------------------------

    def scores(self):
        return list(self.money)

    def score_breakdown(self):
        result = []
        for seat in range(self.num_players):
            parts = dict.fromkeys(CATEGORIES, 0)
            for card, count in self.museums[seat]:
                parts[CATEGORIES[card]] += set_price(card, count)
            result.append(parts)
        return result

    def winners(self):
        """Most money; a tie goes to fewer cards sold; still tied: a shared win."""
        if self.phase != OVER:
            return []
        best = max(self.money)
        rich = [s for s in range(self.num_players) if self.money[s] == best]
        fewest = min(self.sold[s] for s in rich)
        return [s for s in rich if self.sold[s] == fewest]

    # -- applying actions ---------------------------------------------------------------

    def apply(self, action):
        if self.phase == OVER:
            raise IllegalAction(N_("the game is over"), action)
        if self._legal is None:
            self._legal = self._compute_legal()
        move = ACTIONS.decode(action)
        if move is None or move not in self._legal:
            raise IllegalAction(self._why_illegal(action), action)
        self._legal = None
        seat = self.to_move()
        if isinstance(move, Dig):
            return self._dig(seat)
        if isinstance(move, Steal):
            return self._steal(seat, move.victim)
        if isinstance(move, Discard):
            return self._discard(seat, TYPE_OF[move.card])
        if isinstance(move, Trade):
            self.phase = TRADE
            return [ev.TRADE_STARTED(seat, {})]
        if isinstance(move, Give):
            self.give[TYPE_OF[move.card]] += 1
            return [ev.TRADE_GIVE(seat, {"card": move.card})]
        if isinstance(move, Take):
            self.take[TYPE_OF[move.card]] += 1
            return [ev.TRADE_TAKE(seat, {"card": move.card})]
        if isinstance(move, Confirm):
            return self._confirm_trade(seat)
        if isinstance(move, Cancel):
            self.cancelled += 1
            self._clear_trade()
            return [ev.TRADE_CANCELLED(seat, {})]
        if isinstance(move, Explore):
            return self._explore(seat, CHAMBER_OF[move.chamber])
        if isinstance(move, Sell):
            return self._sell(seat, TYPE_OF[move.card], move.size)
        return self._end_turn(seat)

    def _why_illegal(self, action):
        """Why `action` (as given: it may be no Archaeology action at all) is refused now:
        a marked message."""
        if not isinstance(action, tuple) or not action:
            return N_("that is not a move in Archaeology")
        kind = action[0]
        if self.phase in PHASE_REFUSALS:
            kinds, first = PHASE_REFUSALS[self.phase]
            if kind not in kinds:
                return first
        if kind == "explore":
            name = action[1] if len(action) > 1 else None
            index = CHAMBER_OF.get(name) if isinstance(name, str) else None
            if index is not None and self.explored[index]:
                return N_("that chamber has already been explored")
            return N_("not enough maps to explore that chamber")
        if kind == "sell":
            if (len(action) == 3 and isinstance(action[1], str) and action[1] in TYPE_OF
                    and _is_int(action[2])):
                t = TYPE_OF[action[1]]
                if action[2] > MAX_SET[t]:
                    return message(NP_("a set of these treasures holds at most {n} card",
                                       "a set of these treasures holds at most {n} cards"),
                                   n=MAX_SET[t])
            return N_("you do not hold that set")
        if isinstance(kind, str) and kind in KIND_REFUSALS:
            return KIND_REFUSALS[kind]
        return N_("that move is not possible now")

    def _dig(self, seat):
        card = self.deck.pop()
        events: list[Event] = []
        if card == THIEF:
            self.thieves_out += 1
            events.append(ev.DIG(seat, {"found": "thief", "deck_size": len(self.deck)},
                                reveals=True))
            if seat_view.victims(self.hands, self.turn):
                self.phase = STEAL
            else:
                events.append(ev.THIEF_NO_VICTIM(seat, {}))
                self.phase = ACT
        elif card == SANDSTORM:
            self.sandstorms_out += 1
            events.append(ev.DIG(seat, {"found": "sandstorm", "deck_size": len(self.deck)},
                                reveals=True))
            owed = [sum(h) // 2 for h in self.hands]
            events.append(ev.SANDSTORM(seat, {"owed": owed}))
            n = self.num_players
            self.discard_queue = [
                [s, owed[s]] for s in ((seat + i) % n for i in range(n)) if owed[s]
            ]
            if self.discard_queue:
                self.phase = DISCARD
            else:
                self._after_sandstorm()
        else:
            self.hands[seat][card] += 1
            events.append(ev.DIG(seat, {
                "found": "treasure", "deck_size": len(self.deck),
                "secret": {"card": TREASURES[card]},
            }, reveals=True))
            self.phase = ACT
        if not self.deck:
            events.append(ev.DECK_EMPTY(None, {}))
        return events

    def _after_sandstorm(self):
        """The drawer digs again (if the deck still has cards)."""
        self.phase = DIG if self.deck else ACT

    def _steal(self, thief, victim):
        hand = self.hands[victim]
        pick = self.rng.randrange(sum(hand))
        card = 0
        while pick >= hand[card]:
            pick -= hand[card]
            card += 1
        hand[card] -= 1
        self.hands[thief][card] += 1
        track = self.track
        whereabouts.lost(track[thief], victim, card, 1)
        whereabouts.taken(track[victim], thief, card, 1)
        for s in range(self.num_players + 1):
            if s != thief and s != victim:
                whereabouts.robbed(track[s], victim, thief)
        self.phase = ACT
        return [ev.STEAL(thief, {
            "victim": victim, "secret": {"card": TREASURES[card]}, "secret_to": [thief, victim],
        }, reveals=True)]

    def _discard(self, seat, card):
        self.hands[seat][card] -= 1
        self.pending[card] += 1
        entry = self.discard_queue[0]
        left = entry[1] - sum(self.pending)
        events: list[Event] = [ev.DISCARD_CHOSEN(seat, {"left": left})]
        if left:
            return events
        for t in range(NUM_TYPES):
            if self.pending[t]:
                self.market[t] += self.pending[t]
                self._publicly_lost(seat, t, self.pending[t], 0)
        events.append(ev.SANDSTORM_DISCARD(seat, {"cards": named(self.pending)},
                            reveals=True))
        self.pending = [0] * NUM_TYPES
        self.discard_queue.pop(0)
        if not self.discard_queue:
            self._after_sandstorm()
        return events

    def _publicly_lost(self, seat, t, count, pinned):
        """Everyone else saw `count` cards of type t leave `seat`'s hand (`pinned` cards of
        that type, taken this turn, cannot be among them)."""
        for s in range(self.num_players + 1):
            if s != seat:
                whereabouts.lost(self.track[s], seat, t, count, pinned)

    @property
    def known(self) -> list[list[list[int]]]:
        """known[s][o]: per type, the cards s knows for certain are in o's hand."""
        n = self.num_players
        return [[whereabouts.exact_counts(self.track[s], o, NUM_TYPES) for o in range(n)]
                for s in range(n)]

    @property
    def public_known(self) -> list[list[int]]:
        """public_known[o]: per type, the cards everyone knows for certain o holds."""
        return [whereabouts.exact_counts(self.track[self.num_players], o, NUM_TYPES)
                for o in range(self.num_players)]

    def _clear_trade(self):
        self.give = [0] * NUM_TYPES
        self.take = [0] * NUM_TYPES
        self.phase = ACT

    def _confirm_trade(self, seat):
        hand, market, give, take = self.hands[seat], self.market, self.give, self.take
        for t in range(NUM_TYPES):
            if give[t]:
                hand[t] -= give[t]
                market[t] += give[t]
                self._publicly_lost(seat, t, give[t], self.taken[t])
            if take[t]:
                market[t] -= take[t]
                hand[t] += take[t]
                self.taken[t] += take[t]
                for s in range(self.num_players + 1):
                    if s != seat:
                        whereabouts.taken(self.track[s], seat, t, take[t])
        event = ev.TRADE(seat, {"gave": named(give), "took": named(take)})
        self._clear_trade()
        return [event]

    def _explore(self, seat, index):
        _, maps, _ = CHAMBERS[index]
        hand = self.hands[seat]
        hand[MAP] -= maps
        self.maps_used += maps
        self.taken[MAP] = max(0, self.taken[MAP] - maps)
        self._publicly_lost(seat, MAP, maps, 0)
        found = self.chambers[index]
        for t in range(NUM_TYPES):
            hand[t] += found[t]
        self.chambers[index] = [0] * NUM_TYPES
        self.explored[index] = True
        return [ev.EXPLORE(seat, {
            "chamber": CHAMBERS[index][0], "maps": maps, "cards": sum(found),
            "secret": {"cards": named(found)},
        }, reveals=True)]

    def _sell(self, seat, card, count):
        self.hands[seat][card] -= count
        price = set_price(card, count)
        self.museums[seat].append((card, count))
        self.money[seat] += price
        self.sold[seat] += count
        self.sold_this_turn = True
        self.taken[card] = max(0, self.taken[card] - count)
        self._publicly_lost(seat, card, count, 0)
        events: list[Event] = [ev.SELL(seat, {"card": TREASURES[card], "count": count,
                                              "money": price})]
        if not self.deck and not any(any(h) for h in self.hands):
            self._finish(events)
        return events

    def _end_turn(self, seat):
        passed = self.end_phase_turn and not self.sold_this_turn
        events: list[Event] = [ev.END_TURN(seat, {"passed": passed})]
        if self.end_phase_turn:
            self._count_pass(seat, passed)
        self.taken = [0] * NUM_TYPES
        self.sold_this_turn = False
        self.cancelled = 0
        self.forced = False
        if not self.deck and not any(any(h) for h in self.hands):
            self._finish(events)
        else:
            self._start_turn((seat + 1) % self.num_players, events)
        return events

    def _count_pass(self, seat, passed):
        if passed:
            if not self.pass_streak:
                self.first_passer = seat
            self.pass_streak += 1
        else:
            self.pass_streak = 0
            self.first_passer = None

    def _start_turn(self, seat, events):
        """Begin `seat`'s turn; in the end phase empty-handed seats simply pass.

        After every player has passed in a row, the next turn (the first passer's, or the
        first of that row who still holds cards) must sell at least one set.
        """
        n = self.num_players
        while True:
            self.turn = seat
            if self.deck:
                self.end_phase_turn = False
                self.phase = DIG
                events.append(ev.TURN_START(seat, {"end_phase": False,
                                                         "forced_sale": False}))
                return
            self.end_phase_turn = True
            if any(self.hands[seat]):
                break
            self._count_pass(seat, True)
            events.append(ev.PASS(seat, {"empty_hand": True}))
            seat = (seat + 1) % n
        self.forced = self.pass_streak >= n
        self.phase = ACT
        events.append(ev.TURN_START(seat, {"end_phase": True,
                                                 "forced_sale": self.forced}))

    def _finish(self, events):
        self.phase = OVER
        events.append(ev.GAME_OVER(None, {"scores": self.scores(),
                                                "winners": self.winners()}))

    # -- hidden information -----------------------------------------------------------

    def observation(self, seat: int) -> ArchaeologyObservation:
        return seat_view.observation(self, seat)

    def public_observation(self, seat: int) -> ArchaeologyObservation:
        return seat_view.public_observation(self, seat)

    def determinize(self, seat, rng: Rng):
        return seat_view.determinize(self, seat, rng)

    def reshuffle_unseen(self, rng: Rng):
        return seat_view.reshuffle_unseen(self, rng)

    # -- copying and saving -----------------------------------------------------------

    def to_json(self):
        """Everything. Count vectors are lists in cards.TREASURES order; the deck lists card
        names bottom to top; museums list [name, count] sets in the order sold."""
        return self.FIELDS.to_json(self, {"version": FORMAT_VERSION, "game": "archaeology"})

    @classmethod
    def from_json(cls, data):
        if data.get("version") != FORMAT_VERSION or data.get("phase") not in PHASES:
            raise IllegalAction(N_("this is not a saved Archaeology game"))
        return cls.FIELDS.load(cls, data)


def _is_int(value) -> bool:
    """An int that is not a bool (True == 1 in Python, but not in an action)."""
    return value.__class__ is int
