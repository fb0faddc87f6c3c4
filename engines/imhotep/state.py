"""Imhotep's rules: the state, its legal actions and how each action plays out.

A turn is one action of the player on turn (`turn`): ("get_stones",), ("place", ship, slot),
("sail", ship, site) or ("play", card). Follow-up decisions are asked of whoever must take
them (a stone's owner while unloading, the card's player after a blue card), one at a time.
The work still to do is a stack of small tasks (`stack`); automatic tasks run at once, a
decision task waits for its seat. Ships' slot 0 is the bow (unloaded first).

Points the rules leave open, settled here (docs/rules/imhotep.md rulings come first):
- Market stones go back to the quarry when the whole ship is unloaded (the rulebook's
  example), so a red card taken there can only use a stone already in the quarry.
- Pyramids B: every bonus is optional ("можете взять"): the left (top market card) and
  middle (3 stones) bonuses are offered as ("take_bonus",) or ("decline",) when they would
  give something, the right one (a sled stone onto a ship) as a placement or ("decline",).
- Temple B: "2 stones" is offered only when at least one stone fits on the sled.
- Lever: its player fixes the whole unloading order before the first stone is unloaded.
- A face-down Market B pair nobody took is discarded face up at round end (revealed).
- When a round ends because everyone passed (ruling 2), stones on the ships left behind
  go back to their owners' quarries.
- Pharaoh's wrath costs 5 points once, whatever the number of sites missed.
- Decorations count every stone on their site: the pyramid's extra stones, obelisk towers
  and loose obelisk stones included.
"""

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from engines.core import (
    FORMAT_VERSION,
    N_,
    NP_,
    Event,
    IllegalAction,
    Rng,
    State,
    message,
    shuffled,
)
from engines.core.deck import build_deck
from engines.core.fields import CLEARED, COPIES, LIST, LISTS, RNG, Field, Fields, plain

from . import events as ev
from . import scoring
from .actions import (
    ACTIONS,
    ChoosePyramid,
    Decline,
    GetStones,
    KeepCard,
    LeverOrder,
    Pass,
    Place,
    Play,
    Sail,
    TakeBonus,
    TakeCard,
    TakePair,
    TempleReward,
)
from .data import (
    BLUE_CARDS,
    CHISEL_STONES,
    COLOURS,
    DECORATION_SITE,
    GET_STONES,
    HAMMER_STONES,
    HAND_CARDS,
    MARKET,
    MARKET_A_FACE_UP,
    MARKET_B_FACE_UP,
    MARKET_B_PAIR,
    MARKET_CARDS,
    OBELISK_B_BEYOND,
    OBELISK_B_LOOSE_POINTS,
    OBELISK_B_SLOTS,
    OBELISK_B_TOWER,
    OBELISKS,
    PYRAMID_A_VALUES,
    PYRAMID_B_BASE_CELLS,
    PYRAMID_B_BASE_POINTS,
    PYRAMID_B_BONUS,
    PYRAMID_B_BONUS_STONES,
    PYRAMID_B_CELLS,
    PYRAMID_B_TOP_POINTS,
    PYRAMID_EXTRA_POINTS,
    PYRAMIDS,
    PYRAMIDS_B_COUNT,
    RED_CARD_SITE,
    ROUND_CARDS,
    ROUNDS,
    SHIP_MIN_LOAD,
    SHIPS_PER_ROUND,
    SITES,
    SLED_CAPACITY,
    START_SLED,
    STONES_PER_COLOUR,
    TEMPLE,
    TEMPLE_A_POINTS,
    TEMPLE_B_POINT,
    TEMPLE_B_REWARDS,
    TEMPLE_B_STONES,
    TEMPLE_B_TWO_POINTS,
    TEMPLE_WIDTH,
    TOMB,
    UNUSED_BLUE_POINTS,
    WRATH_PENALTY,
    WRATH_SITES,
)
from .observation import (
    Breakdown,
    ImhotepObservation,
    ObelisksA,
    ObelisksB,
    Pending,
    PyramidsA,
    PyramidsB,
    Ship,
    Side,
    TempleA,
    TempleB,
    Unloading,
)
from .spec import SPEC
from .tasks import (
    UNLOADER,
    ChiselPlace,
    Choose,
    DecisionTask,
    EndTurn,
    LeverOrdering,
    NextRound,
    RedCard,
    SailSite,
    Task,
    TempleChoice,
    TempleColumn,
    Unload,
)
from .tasks import decode as decode_task

# Score categories (index into a player's points list) -----------------------------------
CAT_PYRAMID, CAT_TEMPLE, CAT_TOMB, CAT_OBELISKS, CAT_CARDS, CAT_WRATH = range(6)
CATEGORIES = (
    N_("Pyramid"), N_("Temple"), N_("Tomb"), N_("Obelisks"), N_("Market cards"),
    N_("Pharaoh's wrath"),
)
CATEGORY_KEYS = ("pyramid", "temple", "tomb", "obelisks", "market_cards", "wrath")

SITE_INDEX: dict[str, int] = {name: i for i, name in enumerate(SITES)}
GET = GetStones("get_stones")
PASS = Pass("pass")
DECLINE = Decline("decline")
TAKE_PAIR = TakePair("take_pair")
TAKE_BONUS = TakeBonus("take_bonus")
PLACE = [[Place("place", s, k) for k in range(4)] for s in range(SHIPS_PER_ROUND)]
SAIL = [[Sail("sail", s, name) for name in SITES] for s in range(SHIPS_PER_ROUND)]
PLAY = {card: Play("play", card) for card in BLUE_CARDS}
UNSAILED, STAYED = -1, -2  # ship_site values besides a site index

CANNOT_PLAY = {
    "lever": N_("the Lever cannot be played now: no ship can sail"),
    "hammer": N_("the Hammer cannot be played now: no stone can be placed"),
    "sail": N_("the Sail cannot be played now: no stone can make a ship ready to sail"),
    "chisel": N_("the Chisel cannot be played now: it needs 2 stones and 2 free spaces"),
}


def _breakdown(points: list[int]) -> Breakdown:
    """A seat's points list (CATEGORIES order) by category key."""
    return {"pyramid": points[CAT_PYRAMID], "temple": points[CAT_TEMPLE],
            "tomb": points[CAT_TOMB], "obelisks": points[CAT_OBELISKS],
            "market_cards": points[CAT_CARDS], "wrath": points[CAT_WRATH]}


def _is_int(value) -> bool:
    return value.__class__ is int


class ImhotepState(State):
    """One position of Imhotep; what a seat sees of it is `observation.ImhotepObservation`."""

    FIELDS = Fields(
        Field("num_players", key="players"),
        Field("options", encode=dict, decode=dict),  # never changed: the clone shares it
        Field("sides_b", saved=False), Field("wrath", saved=False),  # from the options
        Field("rng", RNG, encode=lambda rng: rng.state, decode=Rng),
        Field("round_no"), Field("round_deck", LIST), Field("round_removed"),
        Field("round_card"), Field("caps", LIST), Field("slots", LISTS),
        Field("ship_site", LIST), Field("docked", LIST), Field("sled", LIST),
        Field("quarry", LIST), Field("held", LIST), Field("deck", LIST),
        Field("discard", LIST), Field("display", LIST), Field("pair", LIST),
        Field("peek", LIST), Field("hands", COPIES), Field("pyr", LISTS),
        Field("pyr_extra", LIST), Field("temple", LIST), Field("tomb", LIST),
        Field("obel", LIST), Field("towers", LIST), Field("points", LISTS), Field("turn"),
        Field("first_player"), Field("last_sailer"), Field("passes"),
        Field("stack", LIST, encode=plain, decode=lambda tasks: [decode_task(t) for t in tasks]),
        Field("over"),
        Field("_legal", CLEARED, saved=False),
    )

    __slots__ = FIELDS.names
    clone = FIELDS.clone_method()

    # the fields' types (their copy and save rules are in FIELDS)
    options: dict
    sides_b: tuple[bool, ...]
    wrath: bool
    rng: Rng
    round_no: int
    round_deck: list[str]          # round cards still to come
    round_removed: str
    round_card: str | None
    caps: list[int]                # the round's ships: capacities
    slots: list[list[int]]         # owners per ship slot (-1: empty; slot 0 the bow)
    ship_site: list[int]           # a site index, UNSAILED or STAYED
    docked: list[int]              # per site the ship docked there, or -1
    sled: list[int]
    quarry: list[int]
    held: list[int]                # market stones waiting to go back to the quarry
    deck: list[str]
    discard: list[str]
    display: list[str | None]
    pair: list[str]                # the face-down Market B pair
    peek: list[str]                # cards a seat is choosing between
    hands: list[dict[str, int]]
    pyr: list[list[int]]
    pyr_extra: list[int]
    temple: list[int]
    tomb: list[int]
    obel: list[int]
    towers: list[int]              # owners of Obelisks B towers, in order built
    points: list[list[int]]        # per seat, per category
    turn: int
    first_player: int
    last_sailer: int | None
    passes: int
    stack: list[Task]              # tasks still to do (the last one first): tasks.py
    over: bool
    _legal: list | None

    # -- queries ----------------------------------------------------------------------------

    def to_move(self):
        if self.over:
            return None
        if self.stack:
            return self.stack[-1].seat
        return self.turn

    def is_over(self):
        return self.over

    def scores(self):
        return [sum(p) for p in self.points]

    def score_breakdown(self):
        """Each seat's points by category; Pharaoh's wrath only when that variant is on."""
        shown = len(CATEGORIES) if self.wrath else CAT_WRATH
        return [dict(zip(CATEGORIES[:shown], p[:shown], strict=True)) for p in self.points]

    def winners(self):
        if not self.over:
            return []
        best = max((sum(p), self.sled[s]) for s, p in enumerate(self.points))
        return [s for s, p in enumerate(self.points) if (sum(p), self.sled[s]) == best]

    def ship_load(self, ship: int) -> int:
        return sum(1 for o in self.slots[ship] if o >= 0)

    def stones_on_site(self, site: int, owner: int | None = None) -> int:
        """Stones on a site (all colours, or one owner's)."""
        if site == PYRAMIDS:
            cells = [o for p in self.pyr for o in p] + self.pyr_extra
        elif site == TEMPLE:
            cells = self.temple
        elif site == TOMB:
            cells = self.tomb
        elif site == OBELISKS:
            if owner is not None:
                return self.obel[owner] + OBELISK_B_TOWER * self.towers.count(owner)
            return sum(self.obel) + OBELISK_B_TOWER * len(self.towers)
        else:
            return 0
        if owner is None:
            return len(cells)
        return cells.count(owner)

    def _stones_to_take(self, seat: int, most: int) -> int:
        return min(most, SLED_CAPACITY - self.sled[seat], self.quarry[seat])

    def _free_places(self, need_sailable: bool = False) -> list:
        """("place", ship, slot) for every empty space on an unsailed ship."""
        acts = []
        for s, slots in enumerate(self.slots):
            if self.ship_site[s] != UNSAILED:
                continue
            if need_sailable and self.ship_load(s) + 1 < SHIP_MIN_LOAD[self.caps[s]]:
                continue
            row = PLACE[s]
            for k, o in enumerate(slots):
                if o < 0:
                    acts.append(row[k])
        return acts

    def _free_space_count(self) -> int:
        return sum(
            slots.count(-1) for s, slots in enumerate(self.slots)
            if self.ship_site[s] == UNSAILED
        )

    def _sail_actions(self) -> list:
        acts = []
        docked = self.docked
        for s, slots in enumerate(self.slots):
            if self.ship_site[s] != UNSAILED:
                continue
            load = len(slots) - slots.count(-1)
            if load < SHIP_MIN_LOAD[self.caps[s]]:
                continue
            row = SAIL[s]
            for site in range(5):
                if docked[site] < 0:
                    acts.append(row[site])
        return acts

    def can_play(self, seat: int, card: str) -> bool:
        """Whether `seat` could play blue `card` now (ruling 4), holding it or not."""
        sled = self.sled[seat]
        if card == "lever":
            return bool(self._sail_actions())
        if card == "hammer":
            took = self._stones_to_take(seat, HAMMER_STONES)
            return sled + took >= 1 and self._free_space_count() >= 1
        if card == "sail":
            return sled >= 1 and bool(self._free_places(need_sailable=True))
        if card == "chisel":
            return sled >= CHISEL_STONES and self._free_space_count() >= CHISEL_STONES
        return False

    def _turn_actions(self) -> list:
        """The four actions (one pass of the ships; `can_play` states the card rules)."""
        seat = self.turn
        sled = self.sled[seat]
        quarry = self.quarry[seat]
        acts: list[tuple] = [GET] if sled < SLED_CAPACITY and quarry > 0 else []
        sails: list[tuple] = []
        free_sites = [i for i, ship in enumerate(self.docked) if ship < 0]
        spaces = 0
        any_sail = sail_card = False
        ship_site, caps = self.ship_site, self.caps
        for s, slots in enumerate(self.slots):
            if ship_site[s] != UNSAILED:
                continue
            empty = slots.count(-1)
            load = len(slots) - empty
            need = SHIP_MIN_LOAD[caps[s]]
            if empty:
                spaces += empty
                if sled:
                    places = PLACE[s]
                    acts.extend([places[k] for k, o in enumerate(slots) if o < 0])
                if load + 1 >= need:
                    sail_card = True
            if load >= need:
                any_sail = True
                row = SAIL[s]
                sails.extend([row[i] for i in free_sites])
        acts.extend(sails)
        hand = self.hands[seat]
        if hand["lever"] and any_sail:
            acts.append(PLAY["lever"])
        if hand["hammer"] and spaces and (sled or quarry):
            acts.append(PLAY["hammer"])
        if hand["sail"] and sled and sail_card:
            acts.append(PLAY["sail"])
        if hand["chisel"] and sled >= CHISEL_STONES and spaces >= CHISEL_STONES:
            acts.append(PLAY["chisel"])
        if not acts:
            acts.append(PASS)
        return acts

    def legal_actions(self):
        """Every action allowed now (a fresh list: callers may shuffle or trim it)."""
        return self._legal_list()[:]

    def _legal_list(self):
        """The cached list of legal actions (never handed out)."""
        if self._legal is not None:
            return self._legal
        if self.over:
            legal = []
        elif not self.stack:
            legal = self._turn_actions()
        else:
            task = self.stack[-1]
            legal = DECISION_RULES[task.kind].legal(self, task)
        self._legal = legal
        return legal

    def pending(self) -> Pending:
        """What must be decided now and by whom (for the UI)."""
        if self.over:
            return {"kind": "game_over", "seat": None}
        if not self.stack:
            return {"kind": "turn", "seat": self.turn}
        task = self.stack[-1]
        return DECISION_RULES[task.kind].prompt(self, task)

    # -- applying actions --------------------------------------------------------------------

    def apply(self, action):
        legal = self._legal_list()
        move = ACTIONS.decode(action)
        if move is None or move not in legal:
            raise IllegalAction(self._why(action), action)
        self._legal = None
        events: list = []
        if not self.stack:
            self._apply_turn(move, events)
        else:
            task = self.stack.pop()
            DECISION_RULES[task.kind].apply(self, task, move, events)
        if self.stack:
            self._run(events)
        return events

    def _why(self, action):
        """Why `action` is not legal now: a marked message ({seat}: a seat index)."""
        if self.over:
            return N_("the game is over")
        if not isinstance(action, tuple) or not action:
            return N_("that is not a move in Imhotep")
        if self.stack:
            task = self.stack[-1]
            return message(DECISION_RULES[task.kind].waiting, seat=task.seat)
        seat, kind = self.turn, action[0]
        if kind == "get_stones":
            if self.sled[seat] >= SLED_CAPACITY:
                return message(NP_("the sled is full: it holds {n} stone",
                                   "the sled is full: it holds {n} stones"), n=SLED_CAPACITY)
            return N_("no stones of your colour are left in the quarry")
        if kind == "place" and len(action) == 3:
            return self._why_not_placed(seat, action[1], action[2])
        if kind == "sail" and len(action) == 3:
            return self._why_not_sailed(action[1], action[2])
        if kind == "play" and len(action) == 2:
            card = action[1]
            if not isinstance(card, str) or card not in BLUE_CARDS:
                return N_("only blue cards can be played")
            if not self.hands[seat][card]:
                return N_("you do not hold that card")
            return CANNOT_PLAY[card]
        if kind == "pass":
            return N_("you may pass only when no other move is possible")
        return N_("that move is not possible now")

    def _why_not_placed(self, seat, ship, space):
        """Why `seat` cannot place a stone on `space` of `ship` (as given)."""
        if self.sled[seat] == 0:
            return N_("your sled is empty")
        why = self._why_not_afloat(ship)
        if why is not None:
            return why
        if not (_is_int(space) and 0 <= space < self.caps[ship]):
            return N_("that ship has no such space")
        return N_("that space is taken")

    def _why_not_sailed(self, ship, site):
        """Why `ship` (as given) cannot sail to `site` (as given)."""
        why = self._why_not_afloat(ship)
        if why is not None:
            return why
        need = SHIP_MIN_LOAD[self.caps[ship]]
        if self.ship_load(ship) < need:
            return message(NP_("that ship sails only with at least {n} stone",
                               "that ship sails only with at least {n} stones"), n=need)
        if not isinstance(site, str) or site not in SITE_INDEX:
            return N_("there is no such site")
        return N_("a ship has already reached that site this round")

    def _why_not_afloat(self, ship):
        """Why `ship` (as given) is no ship waiting on the Nile; None when it is one."""
        if not (_is_int(ship) and 0 <= ship < len(self.caps)):
            return N_("there is no such ship")
        if self.ship_site[ship] != UNSAILED:
            return N_("that ship has already sailed")
        return None

    def _apply_turn(self, action, events) -> None:
        """Play `action` (an ImhotepAction legal on the turn)."""
        seat = self.turn
        if isinstance(action, Place):  # the commonest turn: nothing follows it
            self.passes = 0
            self._place(seat, action.ship, action.slot, events)
            self._end_turn(events)
            return
        self.stack.append(EndTurn("end_turn", seat))
        if isinstance(action, Pass):
            self.passes += 1
            events.append(ev.PASS(seat, {}))
            return
        self.passes = 0
        if isinstance(action, GetStones):
            self._take_stones(seat, GET_STONES, "get_stones", events)
        elif isinstance(action, Sail):
            self._sail(seat, action.ship, SITE_INDEX[action.site], events)
        else:  # play a blue card
            assert isinstance(action, Play)
            card = action.card
            self.hands[seat][card] -= 1
            self.discard.append(card)
            events.append(ev.PLAY_CARD(seat, {"card": card}))
            if card == "lever":
                self.stack.append(Choose("lever_sail", seat))
            elif card == "hammer":
                self._take_stones(seat, HAMMER_STONES, "hammer", events)
                self.stack.append(Choose("hammer_place", seat))
            elif card == "sail":
                self.stack.append(Choose("sail_place", seat))
            else:
                self.stack.append(ChiselPlace("chisel_place", seat, CHISEL_STONES))

    # -- decisions (DECISION_RULES: per kind its legal actions, how one plays out, the
    #    prompt) ---------------------------------------------------------------------------

    def _legal_market(self, task: Choose) -> list:
        legal: list = [TakeCard("take_card", i) for i, c in enumerate(self.display)
                       if c is not None]
        if self.pair:
            legal.append(TAKE_PAIR)
        return legal

    def _apply_market(self, task: Choose, action, events) -> None:
        if isinstance(action, TakePair):
            self.peek, self.pair = self.pair, []
            self.stack.append(Choose("keep", task.seat))
            events.append(ev.TAKE_PAIR(task.seat, {"count": len(self.peek)},
                                reveals=True))
        else:
            index = action.place
            card = self.display[index]
            self.display[index] = None
            self._gain(task.seat, card, "display", events, index)

    def _legal_keep(self, task: Choose) -> list:
        return [KeepCard("keep", j) for j in range(len(self.peek))]

    def _apply_keep(self, task: Choose, action, events) -> None:
        card = self.peek.pop(action.which)
        rest, self.peek = self.peek, []
        self.discard.extend(rest)
        events.append(ev.KEEP(task.seat, {"card": card, "discarded": rest}, reveals=True))
        self._gain(task.seat, card, "pair", events)

    def _legal_pyramid(self, task: Choose) -> list:
        return [ChoosePyramid("choose_pyramid", k) for k, p in enumerate(self.pyr)
                if len(p) < PYRAMID_B_CELLS]

    def _apply_pyramid(self, task: Choose, action, events) -> None:
        self._place_pyramid_b(task.seat, action.pyramid, events)

    def _legal_bonus_place(self, task: Choose) -> list:
        return self._free_places() + [DECLINE]

    def _apply_place_or_decline(self, task: Choose, action, events) -> None:
        if isinstance(action, Place):
            self._place(task.seat, action.ship, action.slot, events)
        else:
            events.append(ev.DECLINE(task.seat, {"bonus": "ship"}))

    def _legal_bonus(self, task: Choose) -> list:
        return [TAKE_BONUS, DECLINE]

    def _apply_bonus_card(self, task: Choose, action, events) -> None:
        card = self._draw_card(events) if action == TAKE_BONUS else None
        if card is not None:
            self._gain(task.seat, card, "deck", events)
        elif action == DECLINE:
            events.append(ev.DECLINE(task.seat, {"bonus": "card"}))

    def _apply_bonus_stones(self, task: Choose, action, events) -> None:
        if action == TAKE_BONUS:
            self._take_stones(task.seat, PYRAMID_B_BONUS_STONES, "pyramid", events)
        else:
            events.append(ev.DECLINE(task.seat, {"bonus": "stones"}))

    def _legal_free_places(self, task: DecisionTask) -> list:
        return self._free_places()

    def _apply_chisel_place(self, task: ChiselPlace, action, events) -> None:
        self._place(task.seat, action.ship, action.slot, events)
        if task.stones > 1:
            self.stack.append(task._replace(stones=task.stones - 1))

    def _legal_sail_place(self, task: Choose) -> list:
        return self._free_places(need_sailable=True)

    def _apply_sail_place(self, task: Choose, action, events) -> None:
        self._place(task.seat, action.ship, action.slot, events)
        self.stack.append(SailSite("sail_site", task.seat, action.ship))

    def _legal_sail_site(self, task: SailSite) -> list:
        row = SAIL[task.ship]
        return [row[site] for site in range(5) if self.docked[site] < 0]

    def _apply_sail(self, task: DecisionTask, action, events) -> None:
        self._sail(task.seat, action.ship, SITE_INDEX[action.site], events)

    def _legal_lever_sail(self, task: Choose) -> list:
        return self._sail_actions()

    def _apply_lever_sail(self, task: Choose, action, events) -> None:
        ship, site = action.ship, SITE_INDEX[action.site]
        occupied = tuple(k for k, o in enumerate(self.slots[ship]) if o >= 0)
        if len(occupied) < 2:
            self._sail(task.seat, ship, site, events)
        else:
            self._sail(task.seat, ship, site, events, unload=False)
            self.stack.append(LeverOrdering("lever_order", task.seat, ship, site, ()))

    def _legal_lever_order(self, task: LeverOrdering) -> list:
        return [LeverOrder("lever_order", k) for k, o in enumerate(self.slots[task.ship])
                if o >= 0 and k not in task.chosen]

    def _apply_lever_order(self, task: LeverOrdering, action, events) -> None:
        ship = task.ship
        chosen = task.chosen + (action.slot,)
        events.append(ev.LEVER_ORDER(task.seat, {"ship": ship, "slot": action.slot}))
        left = tuple(k for k, o in enumerate(self.slots[ship]) if o >= 0 and k not in chosen)
        if len(left) == 1:
            self.stack.append(Unload("unload", UNLOADER, ship, task.site, chosen + left))
        else:
            self.stack.append(task._replace(chosen=chosen))

    def _legal_temple_choice(self, task: TempleChoice) -> list:
        return [TempleReward("temple_reward", 0), TempleReward("temple_reward", 1)]

    def _apply_temple_choice(self, task: TempleChoice, action, events) -> None:
        if action.choice == 0:
            self._score(task.seat, CAT_TEMPLE, TEMPLE_B_POINT, "temple", events,
                        column=task.column)
        else:
            self._take_stones(task.seat, TEMPLE_B_STONES, "temple", events)

    def _prompt(self, task: Choose) -> Pending:
        return {"kind": task.kind, "seat": task.seat}

    def _prompt_temple_choice(self, task: TempleChoice) -> Pending:
        return {"kind": task.kind, "seat": task.seat, "column": task.column,
                "stones": self._stones_to_take(task.seat, TEMPLE_B_STONES)}

    def _prompt_lever_order(self, task: LeverOrdering) -> Pending:
        return {"kind": task.kind, "seat": task.seat, "ship": task.ship,
                "site": SITES[task.site], "chosen": list(task.chosen)}

    def _prompt_sail_site(self, task: SailSite) -> Pending:
        return {"kind": task.kind, "seat": task.seat, "ship": task.ship}

    def _prompt_chisel_place(self, task: ChiselPlace) -> Pending:
        return {"kind": task.kind, "seat": task.seat, "remaining": task.stones}

    # -- automatic work (AUTOMATIC: per task kind what it does) ------------------------------

    def _run(self, events) -> None:
        """Do automatic tasks until a decision is needed or the stack is empty."""
        stack = self.stack
        while stack:
            task = stack[-1]
            if isinstance(task, DecisionTask):
                return
            stack.pop()
            AUTOMATIC[task.kind](self, task, events)

    def _run_unload(self, task: Unload, events) -> None:
        ship, site, order = task.ship, task.site, task.order
        if order:
            slot = order[0]
            owner = self.slots[ship][slot]
            self.slots[ship][slot] = -1
            self.stack.append(task._replace(order=order[1:]))
            events.append(ev.UNLOAD(owner, {"ship": ship, "slot": slot,
                                                  "site": SITES[site]}))
            self._deliver(site, owner, events)
        elif site == MARKET:
            for owner, count in enumerate(self.held):
                if count:
                    self.quarry[owner] += count
                    events.append(ev.STONES_RETURNED(owner,
                                        {"count": count, "from": "market"}))
            self.held = [0] * self.num_players

    def _run_red(self, task: RedCard, events) -> None:
        owner, site = task.seat, task.site
        if self.quarry[owner] > 0:
            self.quarry[owner] -= 1
            events.append(ev.STONE_FROM_QUARRY(owner, {"site": SITES[site]}))
            self._deliver(site, owner, events)
        else:
            events.append(ev.NO_EFFECT(owner, {"site": SITES[site]}))

    def _run_temple_column(self, task: TempleColumn, events) -> None:
        self._temple_b_reward(task.column, task.seat, events)

    def _run_end_turn(self, task: EndTurn, events) -> None:
        self._end_turn(events)

    def _run_next_round(self, task: NextRound, events) -> None:
        self._next_round(events)

    def _take_stones(self, seat, most, why, events) -> int:
        count = self._stones_to_take(seat, most)
        if count > 0:
            self.quarry[seat] -= count
            self.sled[seat] += count
        events.append(ev.TAKE_STONES(seat, {"count": count, "reason": why}))
        return count

    def _place(self, seat, ship, slot, events) -> None:
        self.sled[seat] -= 1
        self.slots[ship][slot] = seat
        events.append(ev.PLACE(seat, {"ship": ship, "slot": slot}))

    def _sail(self, seat, ship, site, events, unload=True) -> None:
        self.ship_site[ship] = site
        self.docked[site] = ship
        self.last_sailer = seat
        events.append(ev.SAIL(seat, {"ship": ship, "site": SITES[site]}))
        if unload:
            order = tuple(k for k, o in enumerate(self.slots[ship]) if o >= 0)
            self.stack.append(Unload("unload", UNLOADER, ship, site, order))

    def _score(self, seat, category, points, why, events, column: int | None = None) -> None:
        self.points[seat][category] += points
        data: ev.Scored = {"category": CATEGORY_KEYS[category], "points": points,
                           "reason": why}
        if column is not None:
            data["column"] = column
        events.append(ev.SCORE(seat, data))

    def _draw_card(self, events):
        """The top market card, reshuffling the discards into a new deck when it is empty."""
        if not self.deck:
            if not self.discard:
                return None
            self.deck = shuffled(self.discard, self.rng)
            self.discard = []
            events.append(ev.RESHUFFLE(None, {"deck": len(self.deck)}, reveals=True))
        return self.deck.pop()

    def _gain(self, seat, card, source, events, index=None) -> None:
        """`seat` receives a market card: red ones act at once, the others are kept."""
        data: ev.CardTaken = {"card": card, "from": source}
        if index is not None:
            data["index"] = index
        events.append(ev.CARD_TAKEN(seat, data, reveals=source == "deck"))
        if card in RED_CARD_SITE:
            self.discard.append(card)
            self.stack.append(RedCard("red", seat, RED_CARD_SITE[card]))
        else:
            self.hands[seat][card] += 1

    def _deliver(self, site, owner, events) -> None:
        """A stone of `owner` arrives at `site` and is placed by that site's rules."""
        if site == MARKET:
            self.held[owner] += 1
            if self.pair or any(c is not None for c in self.display):
                self.stack.append(Choose("market", owner))
            else:
                events.append(ev.NO_CARD(owner, {}))
        elif site == PYRAMIDS:
            if self.sides_b[PYRAMIDS]:
                if any(len(p) < PYRAMID_B_CELLS for p in self.pyr):
                    self.stack.append(Choose("pyramid", owner))
                else:
                    self._pyramid_extra(owner, events)
            else:
                cells = self.pyr[0]
                if len(cells) < len(PYRAMID_A_VALUES):
                    index = len(cells)
                    cells.append(owner)
                    events.append(ev.STONE_PLACED(owner, {"site": "pyramids",
                                                                "cell": index}))
                    self._score(owner, CAT_PYRAMID, PYRAMID_A_VALUES[index], "pyramid", events)
                else:
                    self._pyramid_extra(owner, events)
        elif site == TEMPLE:
            self.temple.append(owner)
            events.append(ev.STONE_PLACED(owner, {"site": "temple",
                                                        "cell": len(self.temple) - 1}))
        elif site == TOMB:
            self.tomb.append(owner)
            events.append(ev.STONE_PLACED(owner, {"site": "tomb",
                                                        "cell": len(self.tomb) - 1}))
        else:
            self.obel[owner] += 1
            events.append(ev.STONE_PLACED(owner, {"site": "obelisks"}))
            if self.sides_b[OBELISKS] and self.obel[owner] == OBELISK_B_TOWER:
                self.obel[owner] = 0
                slot = len(self.towers)
                self.towers.append(owner)
                value = OBELISK_B_SLOTS[slot] if slot < len(OBELISK_B_SLOTS) else OBELISK_B_BEYOND
                events.append(ev.TOWER_BUILT(owner, {"slot": slot, "value": value}))
                self._score(owner, CAT_OBELISKS, value, "tower", events)

    def _pyramid_extra(self, owner, events) -> None:
        self.pyr_extra.append(owner)
        events.append(ev.STONE_PLACED(owner, {"site": "pyramids", "cell": "extra"}))
        self._score(owner, CAT_PYRAMID, PYRAMID_EXTRA_POINTS, "pyramid", events)

    def _place_pyramid_b(self, owner, k, events) -> None:
        """Side B: the owner's stone on pyramid k; a base cell gives 1 point and the
        pyramid's bonus, the top cell 4 points."""
        pyramid = self.pyr[k]
        cell = len(pyramid)
        pyramid.append(owner)
        events.append(ev.STONE_PLACED(owner, {"site": "pyramids", "pyramid": k,
                                                    "cell": cell}))
        if cell >= PYRAMID_B_BASE_CELLS:
            self._score(owner, CAT_PYRAMID, PYRAMID_B_TOP_POINTS, "pyramid", events)
            return
        self._score(owner, CAT_PYRAMID, PYRAMID_B_BASE_POINTS, "pyramid", events)
        bonus = PYRAMID_B_BONUS[k]
        if bonus == "card":
            if self.deck or self.discard:  # a card to take (the discards are reshuffled)
                self.stack.append(Choose("bonus_card", owner))
        elif bonus == "stones":
            if self._stones_to_take(owner, PYRAMID_B_BONUS_STONES) > 0:
                self.stack.append(Choose("bonus_stones", owner))
        elif self.sled[owner] > 0 and self._free_space_count() > 0:
            self.stack.append(Choose("bonus_place", owner))

    def _temple_b_reward(self, column, owner, events) -> None:
        reward = TEMPLE_B_REWARDS[column]
        if reward == "two_points":
            self._score(owner, CAT_TEMPLE, TEMPLE_B_TWO_POINTS, "temple", events, column=column)
        elif reward == "card":
            card = self._draw_card(events)
            if card is not None:
                self._gain(owner, card, "deck", events)
        elif self._stones_to_take(owner, TEMPLE_B_STONES) > 0:
            self.stack.append(TempleChoice("temple_choice", owner, column))
        else:
            self._score(owner, CAT_TEMPLE, TEMPLE_B_POINT, "temple", events, column=column)

    # -- rounds and the end ------------------------------------------------------------------

    def _end_turn(self, events) -> None:
        if min(self.ship_site) >= 0 or self.passes >= self.num_players:
            self._end_round(events)
        else:
            self.turn = (self.turn + 1) % self.num_players

    def _end_round(self, events) -> None:
        """Round end: unsailed ships stay behind (their stones go back to the quarry), the
        temple scores, and the next round starts left of whoever sailed the last ship."""
        for s, site in enumerate(self.ship_site):
            if site == UNSAILED:
                self.ship_site[s] = STAYED
                for k, owner in enumerate(self.slots[s]):
                    if owner >= 0:
                        self.slots[s][k] = -1
                        self.quarry[owner] += 1
                        events.append(ev.STONES_RETURNED(owner,
                                            {"count": 1, "from": "ship", "ship": s}))
        starter = self.last_sailer if self.last_sailer is not None else self.first_player
        self.first_player = (starter + 1) % self.num_players
        self.passes = 0
        events.append(ev.ROUND_END(None, {"round": self.round_no}))
        self.stack.append(NextRound("next_round", None))
        visible = scoring.temple_visible(self.temple, TEMPLE_WIDTH[self.num_players])
        if self.sides_b[TEMPLE]:
            for column, owner in reversed(visible):
                self.stack.append(TempleColumn("temple_column", column, owner))
        else:
            for column, owner in visible:
                self._score(owner, CAT_TEMPLE, TEMPLE_A_POINTS, "temple", events, column=column)

    def _next_round(self, events) -> None:
        leftover = [c for c in self.display if c is not None] + self.pair
        self.display = []
        if self.pair:
            events.append(ev.PAIR_DISCARDED(None, {"cards": list(self.pair)},
                                reveals=True))
        self.pair = []
        self.discard.extend(leftover)
        if self.round_no >= ROUNDS:
            self._final_scoring(events)
        else:
            self._start_round(events)

    def _start_round(self, events) -> None:
        self.round_no += 1
        card = self.round_deck.pop()
        self.round_card = card
        self.caps = [int(c) for c in card]
        self.slots = [[-1] * cap for cap in self.caps]
        self.ship_site = [UNSAILED] * len(self.caps)
        self.docked = [-1] * len(SITES)
        self.last_sailer = None
        self.turn = self.first_player
        self.passes = 0
        events.append(ev.ROUND_START(self.first_player,
                            {"round": self.round_no, "ships": list(self.caps)}, reveals=True))
        face_up = MARKET_B_FACE_UP if self.sides_b[MARKET] else MARKET_A_FACE_UP
        self.display = []
        for _ in range(face_up):
            card = self._draw_card(events)
            if card is None:
                break
            self.display.append(card)
        if self.sides_b[MARKET]:
            for _ in range(MARKET_B_PAIR):
                card = self._draw_card(events)
                if card is None:
                    break
                self.pair.append(card)
        events.append(ev.MARKET_DEALT(None, {"display": list(self.display),
                                                   "pair": len(self.pair)}, reveals=True))

    def _final_scoring(self, events) -> None:
        """Game end, in the rulebook's order: tomb, obelisks, decorations, statues, unused
        blue cards, then Pharaoh's wrath when that variant is on."""
        n = self.num_players
        if self.sides_b[TOMB]:
            tomb = scoring.tomb_b_points(self.tomb, n)
        else:
            tomb = scoring.tomb_a_points(self.tomb, n)
        if self.sides_b[OBELISKS]:
            obel = [OBELISK_B_LOOSE_POINTS * h for h in self.obel]
        else:
            obel = scoring.obelisk_a_points(self.obel)
        for seat in range(n):
            self._final(seat, CAT_TOMB, tomb[seat], "tomb", events)
        for seat in range(n):
            self._final(seat, CAT_OBELISKS, obel[seat], "obelisks", events)
        for seat in range(n):
            hand = self.hands[seat]
            for card, site in DECORATION_SITE.items():
                for _ in range(hand[card]):
                    pts = scoring.decoration_points(self.stones_on_site(site))
                    self._final(seat, CAT_CARDS, pts, card, events)
        for seat in range(n):
            self._final(seat, CAT_CARDS, scoring.group_points(self.hands[seat]["statue"]),
                        "statue", events)
        for seat in range(n):
            unused = sum(self.hands[seat][c] for c in BLUE_CARDS)
            self._final(seat, CAT_CARDS, UNUSED_BLUE_POINTS * unused, "unused_blue", events)
        if self.wrath:
            for seat in range(n):
                if any(self.stones_on_site(site, seat) == 0 for site in WRATH_SITES):
                    self._final(seat, CAT_WRATH, -WRATH_PENALTY, "wrath", events)
        self.over = True
        events.append(ev.GAME_END(None, {"scores": self.scores(),
                                               "winners": self.winners()}))

    def _final(self, seat, category, points, why, events) -> None:
        if points:
            self._score(seat, category, points, why, events)

    # -- views, copies, saving ---------------------------------------------------------------

    def observation(self, seat: int) -> ImhotepObservation:
        n = self.num_players
        pend = self.pending()
        own = lambda o: None if o < 0 else o  # noqa: E731
        ships: list[Ship] = []
        for s, cap in enumerate(self.caps):
            site = self.ship_site[s]
            ships.append({
                "capacity": cap, "min_load": SHIP_MIN_LOAD[cap],
                "slots": [own(o) for o in self.slots[s]],
                "site": SITES[site] if site >= 0 else None, "stayed": site == STAYED,
            })
        width = TEMPLE_WIDTH[n]
        columns: list[list[int]] = [[] for _ in range(width)]
        for i, o in enumerate(self.temple):
            columns[i % width].append(o)
        tomb_cols = [self.tomb[i:i + 3] for i in range(0, len(self.tomb), 3)]
        pyramids: PyramidsA | PyramidsB
        if self.sides_b[PYRAMIDS]:
            pyramids = {"side": "B", "pyramids": [list(p) for p in self.pyr],
                        "extra": list(self.pyr_extra), "bonus": list(PYRAMID_B_BONUS)}
        else:
            pyramids = {"side": "A", "cells": list(self.pyr[0]), "extra": list(self.pyr_extra),
                        "values": list(PYRAMID_A_VALUES)}
        obelisks: ObelisksA | ObelisksB
        if self.sides_b[OBELISKS]:
            obelisks = {"side": "B", "loose": list(self.obel), "towers": list(self.towers),
                        "slot_values": list(OBELISK_B_SLOTS)}
        else:
            obelisks = {"side": "A", "heights": list(self.obel)}
        temple: TempleA | TempleB
        if self.sides_b[TEMPLE]:
            temple = {"side": "B", "width": width, "stones": list(self.temple),
                      "columns": columns, "rewards": list(TEMPLE_B_REWARDS[:width])}
        else:
            temple = {"side": "A", "width": width, "stones": list(self.temple),
                      "columns": columns}
        return {
            "game": "imhotep", "seat": seat, "players": n, "colours": list(COLOURS[:n]),
            "options": dict(self.options), "round": self.round_no, "rounds": ROUNDS,
            "round_card": self.round_card, "round_cards_left": len(self.round_deck),
            "first_player": self.first_player, "turn": self.turn, "to_move": self.to_move(),
            "pending": pend, "over": self.over, "unloading": self._unloading(),
            "ships": ships,
            "docked": {name: (None if self.docked[i] < 0 else self.docked[i])
                       for i, name in enumerate(SITES)},
            "sleds": list(self.sled), "quarry": list(self.quarry),
            "market_stones": list(self.held),
            "market": {"side": self._side(MARKET), "display": list(self.display),
                       "pair": len(self.pair), "deck_size": len(self.deck),
                       "discard": list(self.discard)},
            "peek": list(self.peek) if pend["kind"] == "keep" and pend["seat"] == seat
            else None,
            "peek_count": len(self.peek),
            "hands": [dict(h) for h in self.hands],
            "sites": {
                "market": {"side": self._side(MARKET)},
                "pyramids": pyramids, "temple": temple,
                "tomb": {"side": self._side(TOMB), "height": 3, "stones": list(self.tomb),
                         "columns": tomb_cols},
                "obelisks": obelisks,
            },
            "scores": self.scores(),
            "breakdown": [_breakdown(p) for p in self.points],
            "winners": self.winners(),
        }

    def _side(self, site: int) -> Side:
        return "B" if self.sides_b[site] else "A"

    def public_observation(self, seat: int) -> ImhotepObservation:
        """`observation(seat)` as anyone at the table sees it: the two cards a player keeps
        one of (Market B) stay face down (their number is in peek_count)."""
        obs = self.observation(seat)
        obs["peek"] = None
        return obs

    def _unloading(self) -> Unloading | None:
        """The ship being unloaded: {ship, site, order (slots still to unload)} or None."""
        for task in reversed(self.stack):
            if isinstance(task, Unload):
                return {"ship": task.ship, "site": SITES[task.site], "order": list(task.order)}
            if isinstance(task, LeverOrdering):
                return {"ship": task.ship, "site": SITES[task.site], "order": None}
        return None

    def determinize(self, seat, rng: Rng):
        """Reshuffle what `seat` cannot see: the market deck (with the face-down pair and
        cards another player is peeking at) and the round cards (with the removed one)."""
        copy = self.clone()
        pool = list(copy.deck) + list(copy.pair)
        peeking = bool(self.stack) and self.stack[-1] == Choose("keep", seat)
        if not peeking:
            pool += copy.peek
        pool.sort()  # an order fixed by what the seat sees, so the shuffle reveals nothing
        rng.shuffle(pool)
        nd, npair = len(copy.deck), len(copy.pair)
        copy.deck = pool[:nd]
        copy.pair = pool[nd:nd + npair]
        if not peeking:
            copy.peek = pool[nd + npair:]
        rounds = sorted(copy.round_deck + [copy.round_removed])
        rng.shuffle(rounds)
        copy.round_removed = rounds.pop()
        copy.round_deck = rounds
        copy.rng = rng.fork()
        return copy

    def to_json(self):
        return self.FIELDS.to_json(self, {"version": FORMAT_VERSION, "game": "imhotep"})

    @classmethod
    def from_json(cls, data):
        if data.get("version") != FORMAT_VERSION or data.get("game") != "imhotep":
            raise IllegalAction(N_("this is not a saved Imhotep game"))
        s = cls.FIELDS.load(cls, data)
        s._setup(s.num_players, s.options, s.rng)
        return s

    def _setup(self, players, options, rng) -> None:
        self.num_players = players
        self.options = dict(options)
        self.sides_b = tuple(options[name] == "B" for name in SITES)
        self.wrath = bool(options["pharaohs_wrath"])
        self.rng = rng
        self._legal = None


T = TypeVar("T", bound=DecisionTask)


@dataclass(frozen=True)
class DecisionRule(Generic[T]):
    """One decision kind: why a move is refused while it is pending ({seat}: who must
    decide), its legal actions, how a legal action plays out (the task already taken off the
    stack) and the prompt (`pending`)."""

    waiting: str
    legal: Callable[[ImhotepState, T], list]
    apply: Callable[[ImhotepState, T, Any, list[Event]], None]
    prompt: Callable[[ImhotepState, T], Pending]


def _choose(waiting: str, legal: Callable[[ImhotepState, Choose], list],
            apply: Callable[[ImhotepState, Choose, Any, list[Event]], None],
            ) -> DecisionRule[Choose]:
    """The rule of a decision that needs only its seat (`Choose`)."""
    return DecisionRule(waiting, legal, apply, ImhotepState._prompt)


S = ImhotepState
DECISION_RULES: dict[str, DecisionRule[Any]] = {
    "market": _choose(N_("{seat} must take a market card first"),
                      S._legal_market, S._apply_market),
    "keep": _choose(N_("{seat} must keep one of the two cards first"),
                    S._legal_keep, S._apply_keep),
    "pyramid": _choose(N_("{seat} must choose a pyramid for the stone first"),
                       S._legal_pyramid, S._apply_pyramid),
    "bonus_card": _choose(N_("{seat} must take or skip the top market card first"),
                          S._legal_bonus, S._apply_bonus_card),
    "bonus_stones": _choose(N_("{seat} must take or skip the 3 stones first"),
                            S._legal_bonus, S._apply_bonus_stones),
    "bonus_place": _choose(N_("{seat} must place a stone on a ship or skip the bonus first"),
                           S._legal_bonus_place, S._apply_place_or_decline),
    "temple_choice": DecisionRule(N_("{seat} must choose the temple reward first"),
                                  S._legal_temple_choice, S._apply_temple_choice,
                                  S._prompt_temple_choice),
    "lever_sail": _choose(N_("{seat} must sail a ship with the Lever first"),
                          S._legal_lever_sail, S._apply_lever_sail),
    "lever_order": DecisionRule(N_("{seat} must choose the unloading order first"),
                                S._legal_lever_order, S._apply_lever_order,
                                S._prompt_lever_order),
    "hammer_place": _choose(N_("{seat} must place a stone on a ship first"),
                            S._legal_free_places, S._apply_place_or_decline),
    "chisel_place": DecisionRule(N_("{seat} must place a stone on a ship first"),
                                 S._legal_free_places, S._apply_chisel_place,
                                 S._prompt_chisel_place),
    "sail_place": _choose(N_("{seat} must place a stone on a ship first"),
                          S._legal_sail_place, S._apply_sail_place),
    "sail_site": DecisionRule(N_("{seat} must sail the loaded ship to a site first"),
                              S._legal_sail_site, S._apply_sail, S._prompt_sail_site),
}
AUTOMATIC: dict[str, Callable[[ImhotepState, Any, list[Event]], None]] = {
    "unload": S._run_unload, "red": S._run_red, "temple_column": S._run_temple_column,
    "end_turn": S._run_end_turn, "next_round": S._run_next_round,
}


def new_game(players: int, options: dict | None = None, seed: int = 0) -> ImhotepState:
    """Set up: round cards for the player count (one removed at random, 6 shuffled), the
    shuffled market deck, sleds with 2/3/4/5 stones from the first player on, round 1."""
    SPEC.check_players(players)
    options = SPEC.resolve_options(options)
    rng = Rng(seed)
    s = ImhotepState.__new__(ImhotepState)
    s._setup(players, options, rng)
    cards = shuffled(ROUND_CARDS[players], rng)
    s.round_removed = cards.pop()
    s.round_deck = cards
    s.round_no = 0
    s.round_card = None
    s.deck = shuffled(build_deck(MARKET_CARDS), rng)
    s.discard, s.display, s.pair, s.peek = [], [], [], []
    s.sled = list(START_SLED[:players])
    s.quarry = [STONES_PER_COLOUR - n for n in s.sled]
    s.held = [0] * players
    s.hands = [{card: 0 for card in HAND_CARDS} for _ in range(players)]
    s.pyr = [[] for _ in range(PYRAMIDS_B_COUNT if s.sides_b[PYRAMIDS] else 1)]
    s.pyr_extra, s.temple, s.tomb, s.towers = [], [], [], []
    s.obel = [0] * players
    s.points = [[0] * len(CATEGORIES) for _ in range(players)]
    s.first_player = 0
    s.last_sailer = None
    s.passes = 0
    s.stack = []
    s.over = False
    s.caps, s.slots, s.ship_site, s.docked = [], [], [], [-1] * len(SITES)
    s.turn = 0
    s._start_round([])
    return s


__all__ = ["ImhotepState", "new_game", "CATEGORIES"]
