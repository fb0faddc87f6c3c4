"""A cheap estimate of each seat's final money, and the bots' view of compound moves.

value(seat) = money already banked (sold sets are safe)
            + the best museum price of the hand as it is (full sets of the maximum size,
              then one set of the rest; prices grow faster than linearly, so this split is
              the best), discounted while the deck still brings thieves and sandstorms
            + a share of the gain one more card of a type would bring ("hope"), larger early
              in the game, when more cards are still to come.
A trade being built is valued as made: the hand after it, less the cheapest cards that
would still cover what it takes, less a small friction (so that a trade that gains nothing is
not worth opening). Once the game is over the value is the money itself.
`evaluate_sets` (Medium) and `evaluate_deep` hope for the best bigger set a type can still
make (REACH) instead of the next card's gain alone, so a small sale at once does not beat
the set the deck can still grow.
`prune_sets` (Medium's moves, with evaluate_sets) and `prune_deep` (Hard's, at the share
of a hand the deck's hazards leave) leave out the sales the level's estimate values below
keeping the cards: a search of a few hundred iterations cannot tell a sale worth a dollar
less from keeping, so without them the bots often sold single cards of a growing set.
`evaluate_deep` (Hard with two players, and so the hint) weighs the hand by the hazards still
in the deck, maps by the chambers they open, and adds the best single trade the market
offers the seat that trades with it next (so a trade or a sandstorm discard that leaves the
other player what they need counts against it).
Hard (and so Expert and the Hint) values positions with fitted.py's `evaluate_fitted`: at
three and four players the estimate fitted to the outcomes of bot games, else evaluate_deep.

prune(): a trade is any set of cards to take and cards to give, whatever the order the
engine lets a person click them in. Bots build it in one canonical order: takes by type,
then gives by type (only while cards of that type or above can still cover the takes) until
they cover them, then confirm (no cancelling a trade the bot chose to open); sandstorm
discards go by type too. Every trade and every discard stays
reachable (a give that over-pays is never better than confirming).
People may open and cancel trades without limit (the rules set none); a bot cancels only
when nothing else is left, and once it has cancelled BOT_CANCELS_PER_TURN trades in a turn
it opens no more that turn, so a bot's turn always ends (each confirmed trade spends a card
held before the turn, see the state's docstring).
prune_easy() (Easy) also keeps every card the bot took from the market in a trade out of its
later trades, so its noise never trades a card away and back again.
"""

import math

from engines.core.memo import remembered

from .cards import (
    CHAMBERS,
    COUNTS,
    MAP,
    MAX_SET,
    NUM_TYPES,
    PRICES,
    THIEVES,
    TRADE_VALUE,
    TYPE_OF,
)
from .whereabouts import exact_counts

SCALE = 10.0  # a margin of about $10 means "clearly ahead"
# three or four players (Hard's `scale_by_table`): the margin by the fitted estimate that
# means "clearly ahead" (its logistic fits Medium's held-out winners best at $4-8 early on)
FIELD_SCALE = 6.0
# `scale_by_deck` (a tuning setting): the spread of the final margin from a position, a + b *
# sqrt(cards left in the dig deck) (evaluate_deep's held-out error of the margin, two players:
# 12.6 with 30-39 cards left and 6.1 with 1-9 in Medium's games, 10.1 with 20-29 in Easy's;
# docs/bots.md), over LEAD_SLOPE: a normal spread's chance to lead as a logistic; never
# under MIN_SCALE
SPREAD_BASE, SPREAD_PER_ROOT, LEAD_SLOPE, MIN_SCALE = 2.0, 1.75, 1.7, 2.0
RISK = 0.85  # share of the hand's value kept while the deck runs (thieves, sandstorms)
HOPE = 0.3  # share of the next card's gain counted when the deck is full
FULL_DECK = 50  # about the dig deck's size at the start
TRADE_FRICTION = 0.05  # dollars: a trade in progress is worth a little less than made
BOT_CANCELS_PER_TURN = 1  # trades a bot may drop in a turn before it stops opening trades

# The deeper estimate (evaluate_deep, Hard's search and the hint) refines two points:
HAZARD_LOSS = 0.87  # share of a hand lost per hazard density (0.85 kept at a 2-player start)
THIEF_WEIGHT = 0.5  # a thief costs about half what a sandstorm costs a hand
EXTRA_SEAT_RISK = 0.25  # each seat beyond two adds this share of digs before the next turn
MIN_KEEP = 0.6  # a hand keeps at least this share of its value however dense the hazards
CHAMBER_CARD = 2.2  # dollars per card of an unexplored chamber (exploring yields ~2.4-3.0)
MAP_PROGRESS = 0.3  # share of a chamber's worth counted per map towards it, deck full
DEEP_MAX_PLAYERS = 2  # the deeper estimate is measured better with two players only
MARKET_WEIGHT = 1.0  # per dollar of the best market trade open to the seat who trades next
MARKET_CACHE_SIZE = 4096  # (hand, market, chambers, deck) gains remembered: a search revisits


def _best_sale(t: int, count: int) -> int:
    size = MAX_SET[t]
    full, rest = divmod(count, size)
    return full * PRICES[t][size - 1] + (PRICES[t][rest - 1] if rest else 0)


# Extra slots cover cards beyond the printed counts in hand-built test positions.
SALE = tuple(tuple(_best_sale(t, c) for c in range(COUNTS[t] + 8)) for t in range(NUM_TYPES))
GAIN = tuple(tuple(row[c + 1] - row[c] for c in range(len(row) - 1)) for row in SALE)
TYPES = range(NUM_TYPES)


def _reach(t: int, c: int) -> float:
    """The best gain per card on the way from `c` cards of type `t` to a bigger set (up to a
    full set more): what holding a card towards the next price step is worth per card."""
    row = SALE[t]
    return max((row[c + k] - row[c]) / k for k in range(1, MAX_SET[t] + 1) if c + k < len(row))


# REACH[t][c]: like GAIN (the next card's gain), but towards the best bigger set.
REACH = tuple(tuple(_reach(t, c) for c in range(len(SALE[t]) - 1)) for t in range(NUM_TYPES))


def _factors(deck_size: int) -> tuple[float, float]:
    if not deck_size:
        return 1.0, 0.0
    return RISK, HOPE * min(1.0, deck_size / FULL_DECK)


def _card_value(t: int, c: int, hope: float) -> float:
    return SALE[t][c] + hope * GAIN[t][c] if c else 0.0


def hand_value(hand, deck_size: int) -> float:
    """Estimated money the cards of `hand` will fetch."""
    risk, hope = _factors(deck_size)
    return risk * sum(_card_value(t, hand[t], hope) for t in TYPES if hand[t])


def hand_value_sets(hand, deck_size: int) -> float:
    """hand_value() with the hope of the best bigger set (REACH) instead of the next card's
    gain alone: a pair of coins is worth keeping while the deck can still bring the third,
    and selling it at once is not, since a set's price grows faster than its size."""
    risk, hope = _factors(deck_size)
    return risk * sum(SALE[t][hand[t]] + hope * REACH[t][hand[t]] for t in TYPES if hand[t])


def _trade_value(counts) -> int:
    return sum(counts[t] * TRADE_VALUE[t] for t in TYPES)


def _spare(state) -> list[int]:
    """Cards of each type the trade being built could still give: held before this turn,
    not already given, and of a type the trade does not take."""
    hand, give, take, taken = state.hands[state.turn], state.give, state.take, state.taken
    return [0 if take[t] else hand[t] - taken[t] - give[t] for t in TYPES]


def _cheapest_give(hand, types, hope: float) -> int | None:
    """The card among `types` whose giving loses the hand the least worth per trade point
    (None when `types` is empty)."""
    best, best_cost = None, 0.0
    for t in types:
        c = hand[t]
        cost = (_card_value(t, c, hope) - _card_value(t, c - 1, hope)) / TRADE_VALUE[t]
        if best is None or cost < best_cost:
            best, best_cost = t, cost
    return best


def hand_after_trade(state) -> list[int]:
    """The mover's hand once the trade being built is made, paying what it still owes with
    the cards that lose the least value per trade point (a greedy cover)."""
    hand, give, take = state.hands[state.turn], state.give, state.take
    after = [hand[t] - give[t] + take[t] for t in TYPES]
    owed = _trade_value(take) - _trade_value(give)
    if owed <= 0:
        return after
    _, hope = _factors(len(state.deck))
    _pay(after, _spare(state), owed, hope)  # a legal trade is always covered
    return after


def _pay(after, spare, owed: int, hope: float) -> int:
    """Give cards of `spare` from `after`, the ones that lose the least worth per trade
    point first, until `owed` trade points are covered (both lists change); returns what is
    still owed (negative: over-paid, no change is given)."""
    while owed > 0:
        t = _cheapest_give(after, [u for u in TYPES if spare[u] > 0], hope)
        if t is None:
            break
        spare[t] -= 1
        after[t] -= 1
        owed -= TRADE_VALUE[t]
    return owed


def counted_hand(state, seat: int) -> tuple[list[int], float]:
    """The hand a seat is valued by and a correction: with the discards it is choosing
    still in it, or the mover's hand once the trade being built is made (less a friction)."""
    hand = state.hands[seat]
    if state.phase == "discard" and state.discard_queue[0][0] == seat:
        return [a + b for a, b in zip(hand, state.pending, strict=True)], 0.0
    if state.phase == "trade" and seat == state.turn:
        return hand_after_trade(state), -TRADE_FRICTION
    return hand, 0.0


def _money_and_hands(state, value_of_hand) -> list[float]:
    """Each seat's money and its hand as `value_of_hand(hand, deck size)` values it."""
    if state.is_over():
        return [float(m) for m in state.money]
    deck = len(state.deck)
    values = []
    for seat in range(state.num_players):
        hand, extra = counted_hand(state, seat)
        values.append(state.money[seat] + value_of_hand(hand, deck) + extra)
    return values


def scale_by_deck(state) -> float:
    """The margin that means "clearly ahead" with the dig deck as it is, two players: the
    fewer cards still to come, the surer a lead (a level's `scale_by`). With more players
    SCALE (the spread is fitted to two-player games)."""
    if state.num_players != 2:
        return SCALE
    spread = SPREAD_BASE + SPREAD_PER_ROOT * math.sqrt(len(state.deck))
    return max(MIN_SCALE, spread / LEAD_SLOPE)


def scale_by_table(state) -> float:
    """The margin that means "clearly ahead" (Hard's `scale_by`): SCALE with two players,
    FIELD_SCALE with three or four, where Hard's fitted estimate tells a seat's money more
    closely."""
    return SCALE if state.num_players == 2 else FIELD_SCALE


def evaluate(state) -> list[float]:
    return _money_and_hands(state, hand_value)


def evaluate_sets(state) -> list[float]:
    """evaluate() with hands valued by hand_value_sets (Medium's estimate): a small sale
    now is worth less than the bigger set the cards kept can still make."""
    return _money_and_hands(state, hand_value_sets)


def hazard_keep(state) -> float:
    """The share of a hand's value kept while the deck runs: thieves and sandstorms still in
    the deck, per card of it, eat hands (more seats, more digs before the next turn); with
    no hazard left a hand is safe."""
    deck = len(state.deck)
    if not deck:
        return 1.0
    storms = state.sandstorms_in_play - state.sandstorms_out
    thieves = THIEVES - state.thieves_out
    density = (storms + THIEF_WEIGHT * thieves) / deck
    seats = 1.0 + EXTRA_SEAT_RISK * max(0, state.num_players - 2)
    return max(MIN_KEEP, 1.0 - HAZARD_LOSS * density * seats)


def map_worth(maps: int, explored, deck_size: int) -> float:
    """What `maps` maps are worth with the chambers still unexplored: the best set of
    chambers they open (CHAMBER_CARD per card found), the rest sold at their price, and
    maps short of a chamber counted towards it while the deck can still bring more maps."""
    sale = PRICES[MAP][0]
    closed = [(cost, size) for (_, cost, size), done in zip(CHAMBERS, explored, strict=True)
              if not done]
    best: float = maps * sale
    progress = MAP_PROGRESS * min(1.0, deck_size / FULL_DECK)
    for mask in range(1, 1 << len(closed)):
        chosen = [closed[i] for i in range(len(closed)) if mask >> i & 1]
        cost = sum(c for c, _ in chosen)
        if cost > maps:
            continue
        left = maps - cost
        worth = sum(CHAMBER_CARD * size for _, size in chosen) + left * sale
        best = max(best, worth)
    for cost, size in closed:
        if maps < cost:
            gain = CHAMBER_CARD * size - cost * sale
            best = max(best, maps * sale + progress * gain * maps / cost)
    return best


def evaluate_deep(state) -> list[float]:
    """evaluate() with the hazards still in the deck instead of a fixed RISK, maps worth
    the chambers they can open, and the best market trade of the seat that trades next
    (MARKET_WEIGHT per dollar it adds, at the same hazard discount). Two players only: with
    four, Hard won less with it than with evaluate() (docs/bots.md); with more players it is
    Medium's evaluate_sets (sets still to be built), not the plain estimate that sells every
    card at once."""
    if state.is_over():
        return evaluate(state)
    if state.num_players > DEEP_MAX_PLAYERS:
        return evaluate_sets(state)
    deck = len(state.deck)
    keep = hazard_keep(state)
    _, hope = _factors(deck)
    values = []
    for seat in range(state.num_players):
        hand, extra = counted_hand(state, seat)
        values.append(state.money[seat] + keep * _hand_worth(hand, state.explored, deck, hope)
                      + extra)
    seat = next_trader(state)
    values[seat] += MARKET_WEIGHT * keep * market_gain(
        state.hands[seat], state.market, state.explored, deck)
    return values


def next_trader(state) -> int:
    """The seat that trades with the market next: the mover while their turn has not reached
    its actions (digging, a thief, sandstorm discards), else the seat after the mover."""
    if state.phase in ("act", "trade"):
        return (state.turn + 1) % state.num_players
    return state.turn


def _hand_worth(hand, explored, deck: int, hope: float) -> float:
    """A hand's cards at their best sale plus the hope of the best bigger set (REACH, as
    Medium's evaluate_sets), maps at the chambers they open."""
    cards = sum(SALE[t][hand[t]] + hope * REACH[t][hand[t]]
                for t in TYPES if hand[t] and t != MAP)
    return cards + (map_worth(hand[MAP], explored, deck) if hand[MAP] else 0.0)


_MARKET_GAINS: dict = {}


def market_gain(hand, market, explored, deck: int) -> float:
    """The most one trade with the market adds to `hand`'s worth: k cards of one market
    type, paid with the hand's other cards that lose the least worth per trade point. The
    market is taken as it stands: a trade being built changes it once it is confirmed."""
    key = (tuple(hand), tuple(market), tuple(explored), deck)
    return remembered(_MARKET_GAINS, MARKET_CACHE_SIZE, key, _best_trade_gain, hand, market,
                      explored, deck)


def _best_trade_gain(hand, market, explored, deck: int) -> float:
    _, hope = _factors(deck)
    before = _hand_worth(hand, explored, deck, hope)
    best = 0.0
    for t in TYPES:
        if not market[t]:
            continue
        after, spare = list(hand), list(hand)
        spare[t] = 0  # a trade does not give the type it takes
        owed = 0
        for _ in range(market[t]):
            after[t] += 1
            owed = _pay(after, spare, owed + TRADE_VALUE[t], hope)
            if owed > 0:
                break
            best = max(best, _hand_worth(after, explored, deck, hope) - before)
    return best


def _last_type(counts) -> int:
    """The highest treasure type with a non-zero count (0 when all are zero)."""
    for t in range(NUM_TYPES - 1, -1, -1):
        if counts[t]:
            return t
    return 0


def _from_type(actions, kind: str, first: int) -> list:
    return [a for a in actions if a.kind == kind and TYPE_OF[a.card] >= first]


def _covering_gives(state, legal) -> list:
    """Gives in type order that can still cover the takes with cards of that type or above
    (so the canonical order never runs into a dead end)."""
    owed = _trade_value(state.take) - _trade_value(state.give)
    spare = [n * TRADE_VALUE[t] for t, n in enumerate(_spare(state))]
    first = _last_type(state.give)
    options = []
    for action in legal:
        if action.kind == "give":
            t = TYPE_OF[action.card]
            if t >= first and sum(spare[t:]) >= owed:
                options.append(action)
    return options


def _without_cancel(legal) -> list:
    """The trade's moves but cancelling, or only cancelling when nothing else is left."""
    return [a for a in legal if a.kind != "cancel"] or legal


def prune(state, legal) -> list:
    """The actions a bot considers: trades and discards in one canonical order, no endless
    opening and cancelling of trades."""
    phase = state.phase
    if phase == "trade":
        give_value = _trade_value(state.give)
        if give_value:
            if give_value >= _trade_value(state.take):
                return [a for a in legal if a.kind == "confirm"]
            return _covering_gives(state, legal) or _without_cancel(legal)
        options = _from_type(legal, "take", _last_type(state.take))
        if any(state.take):
            options += _covering_gives(state, legal)
        return options or _without_cancel(legal)
    if phase == "discard":
        return _from_type(legal, "discard", _last_type(state.pending)) or legal
    if phase == "act" and state.cancelled >= BOT_CANCELS_PER_TURN:
        return [a for a in legal if a.kind != "trade"] or legal
    return legal


def _type_worth(t: int, count: int, keep: float, hope: float) -> float:
    """What `count` held cards of type `t` are worth: their best sale and the hope of the
    best bigger set (REACH), at the share `keep` of it the deck's hazards leave."""
    return keep * (SALE[t][count] + hope * REACH[t][count]) if count else 0.0


def sale_worth_it(state, t: int, count: int, keep: float) -> bool:
    """Whether the mover's sale of `count` cards of type `t` is worth at least what keeping
    them is (money banked now against the held cards' worth, `keep` the share of it the
    hazards leave). Part of a holding short of a full set never is: selling all of it at
    once fetches at least as much (a set never fetches less than its parts sold apart)."""
    held = state.hands[state.turn][t]
    if count < min(held, MAX_SET[t]):
        return False
    _, hope = _factors(len(state.deck))
    sold = PRICES[t][count - 1] + _type_worth(t, held - count, keep, hope)
    return sold >= _type_worth(t, held, keep, hope)


def _worthy_sales(state, legal, keep: float, types) -> list:
    """prune() without the sales of `types` that are not worth it (kept when nothing else
    would be left)."""
    options = prune(state, legal)
    kept = [a for a in options if a.kind != "sell" or TYPE_OF[a.card] not in types
            or sale_worth_it(state, TYPE_OF[a.card], a.size, keep)]
    return kept or options


def market_kept(state) -> list[int]:
    """Cards of each type the mover holds because it took them from the market in a trade
    (as every player saw it: the public observer's certain items; this turn's included)."""
    seen = exact_counts(state.track[state.num_players], state.turn, NUM_TYPES)
    return [max(a, b) for a, b in zip(seen, state.taken, strict=True)]


def prune_easy(state, legal) -> list:
    """prune() for Easy: a card it took from the market in a trade never goes back to the
    market (so it never trades a card away and back again, whatever its noise), and a trade
    is opened, and a market card taken into it, only where the other cards can pay."""
    phase = state.phase
    if phase not in ("act", "trade"):
        return prune(state, legal)
    hand, kept = state.hands[state.turn], market_kept(state)
    give, take = state.give, state.take
    free = [0 if take[t] else max(0, hand[t] - kept[t] - give[t]) * TRADE_VALUE[t]
            for t in TYPES]
    if phase == "act":
        reach = sum(free)
        payable = any(state.market[t] and TRADE_VALUE[t] <= reach - free[t] for t in TYPES)
        return prune(state, [a for a in legal if a.kind != "trade" or payable])
    reach = _trade_value(give) + sum(free)
    owed = _trade_value(take)
    kept_legal = [a for a in legal
                  if (a.kind != "give" or free[TYPE_OF[a.card]] > 0)
                  and (a.kind != "take"
                       or owed + TRADE_VALUE[TYPE_OF[a.card]] <= reach - free[TYPE_OF[a.card]])]
    return prune(state, kept_legal)


def prune_sets(state, legal) -> list:
    """prune() without the sales that evaluate_sets values below keeping the cards (Medium):
    bigger sets while the deck can still grow them, small ones once it runs out (with the
    deck empty, selling a whole holding is always worth it, so a turn that must sell can)."""
    risk, _ = _factors(len(state.deck))
    return _worthy_sales(state, legal, risk, TYPES)


def prune_deep(state, legal) -> list:
    """prune_sets() at the share of a hand the hazards still in the deck leave (Hard, with
    evaluate_deep; two players only, as that estimate, else prune_sets itself): maps, worth
    the chambers they open, stay the search's choice."""
    if state.num_players > DEEP_MAX_PLAYERS:
        return prune_sets(state, legal)
    return _worthy_sales(state, legal, hazard_keep(state),
                         [t for t in TYPES if t != MAP])

