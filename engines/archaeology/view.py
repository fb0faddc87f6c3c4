"""What one seat may see of an Archaeology state, and worlds consistent with it.

`observation(state, seat)` keys (count maps are {treasure name: n}, zero counts left out):
  seat, players, first_player, turn (whose turn it is), to_move, phase
      phase: "dig" | "steal" | "discard" | "act" | "trade" | "over"
  hand              this seat's hand (sandstorm discards it is choosing are in "pending")
  hand_sizes        cards in every hand (public), discards being chosen included
  known             {str(seat): count map}: cards this seat knows another seat holds (taken
                    from the market, or stolen from this seat); a lower bound
  known_by          {str(seat): count map}: what each other seat knows this seat holds
  public_known      per seat, the count map everyone knows that seat holds (market takes)
  market            the face-up market
  chambers          [{"name", "maps", "size", "cards", "explored"}] small, medium, large
  deck_size, thieves_out, sandstorms_out, sandstorms_in_play, maps_used
  museums           per seat, the sets sold in order: [{"card", "count", "money"}]
  money, cards_sold per seat
  pending           the decision now being made:
      dig:     {"kind": "dig", "seat"}
      steal:   {"kind": "steal", "seat", "victims": [...]}
      discard: {"kind": "discard", "seat", "owed", "queue": [[seat, owed], ...],
                "chosen": count map (only in the deciding seat's own observation)}
      act:     {"kind": "act", "seat", "sold_this_turn", "forced_sale", "taken_this_turn",
                "trades_cancelled"}  (this turn's, for information: there is no limit)
      trade:   {"kind": "trade", "seat", "give", "take", "give_value", "take_value",
                "taken_this_turn"}
      over:    {"kind": "over"}
  end_phase         the deck has run out (no more digging; a turn without a sale is a pass)
  pass_streak, first_passer   passes in a row in the end phase and who passed first
  scores, winners   money so far; winners once the game is over

`determinize(state, seat, rng)` redeals every card the seat has not seen: other hands (sizes
kept, cards the seat knows about kept), the chambers not yet explored (never maps) and the
deck (its thieves and sandstorms kept), then reshuffles the deck and the state's random source.
The result depends only on the observation and `rng` (the unseen pool is built in a fixed
order), so bots cannot peek through it.
"""

from engines.core import Rng

from .cards import (
    CHAMBERS,
    COUNTS,
    MAP,
    NUM_TYPES,
    SANDSTORM,
    THIEF,
    TRADE_VALUE,
    TREASURES,
    named,
    set_price,
)

ZERO = (0,) * NUM_TYPES


def observation(state, seat: int) -> dict:
    n = state.num_players
    phase = state.phase
    over = phase == "over"
    deciding = state.discard_queue[0][0] if phase == "discard" else None
    pending: dict = {"kind": phase}
    if not over:
        pending["seat"] = state.to_move()
    if phase == "steal":
        pending["victims"] = state._victims()
    elif phase == "discard":
        pending["owed"] = state.discard_queue[0][1]
        pending["queue"] = [e[:] for e in state.discard_queue]
        if seat == deciding:
            pending["chosen"] = named(state.pending)
    elif phase in ("act", "trade"):
        pending["taken_this_turn"] = named(state.taken)
        if phase == "act":
            pending["sold_this_turn"] = state.sold_this_turn
            pending["forced_sale"] = state.forced
            pending["trades_cancelled"] = state.cancelled
        else:
            pending["give"] = named(state.give)
            pending["take"] = named(state.take)
            pending["give_value"] = sum(a * b for a, b in zip(state.give, TRADE_VALUE, strict=True))
            pending["take_value"] = sum(a * b for a, b in zip(state.take, TRADE_VALUE, strict=True))
    return {
        "seat": seat,
        "players": n,
        "first_player": state.first_player,
        "turn": state.turn,
        "to_move": state.to_move(),
        "phase": phase,
        "hand": named(state.hands[seat]),
        "hand_sizes": [state.hand_size(s) for s in range(n)],
        "known": {str(o): named(state.known[seat][o]) for o in range(n) if o != seat},
        "known_by": {str(o): named(state.known[o][seat]) for o in range(n) if o != seat},
        "public_known": [named(k) for k in state.public_known],
        "market": named(state.market),
        "chambers": [
            {"name": name, "maps": maps, "size": size, "cards": sum(state.chambers[i]),
             "explored": state.explored[i]}
            for i, (name, maps, size) in enumerate(CHAMBERS)
        ],
        "deck_size": len(state.deck),
        "thieves_out": state.thieves_out,
        "sandstorms_out": state.sandstorms_out,
        "sandstorms_in_play": state.sandstorms_in_play,
        "maps_used": state.maps_used,
        "museums": [
            [{"card": TREASURES[c], "count": k, "money": set_price(c, k)} for c, k in m]
            for m in state.museums
        ],
        "money": list(state.money),
        "cards_sold": list(state.sold),
        "pending": pending,
        "end_phase": not state.deck,
        "pass_streak": state.pass_streak,
        "first_passer": state.first_passer,
        "scores": state.scores(),
        "winners": state.winners(),
    }


def _lower_bounds(state, seat: int) -> list[list[int]]:
    """Per other seat, the cards `seat` knows are in that hand (pending discards included)."""
    bounds = []
    for o in range(state.num_players):
        if o == seat:
            bounds.append([0] * NUM_TYPES)
            continue
        lb = state.known[seat][o][:]
        if state.phase == "trade" and o == state.turn:
            # the trade being built shows cards the trader holds (and not taken this turn)
            for t in range(NUM_TYPES):
                lb[t] = max(lb[t], state.taken[t] + state.give[t])
        bounds.append(lb)
    return bounds


def determinize(state, seat: int, rng: Rng):
    world = state.clone()
    if state.phase == "over":
        return world
    n = state.num_players
    deciding = state.discard_queue[0][0] if state.phase == "discard" else None
    bounds = _lower_bounds(state, seat)
    # cards unseen by `seat`, minus those it knows are in a given hand
    pool = list(COUNTS)
    own = state.hands[seat]
    for t in range(NUM_TYPES):
        pool[t] -= own[t] + state.market[t]
        for o in range(n):
            pool[t] -= bounds[o][t]
    if seat == deciding:
        for t in range(NUM_TYPES):
            pool[t] -= state.pending[t]
    pool[MAP] -= state.maps_used
    for museum in state.museums:
        for card, count in museum:
            pool[card] -= count
    # the unexplored chambers hold no maps: fill them first from the other treasures
    plain = [t for t in range(NUM_TYPES) if t != MAP for _ in range(pool[t])]
    rng.shuffle(plain)
    for i in range(len(CHAMBERS)):
        if state.explored[i]:
            continue
        size = sum(state.chambers[i])
        chamber = [0] * NUM_TYPES
        for card in plain[len(plain) - size:]:
            chamber[card] += 1
        del plain[len(plain) - size:]
        world.chambers[i] = chamber
    rest = plain + [MAP] * pool[MAP]
    rng.shuffle(rest)
    for o in range(n):
        if o == seat:
            continue
        hand = bounds[o][:]
        free = state.hand_size(o) - sum(hand)
        for card in rest[len(rest) - free:]:
            hand[card] += 1
        del rest[len(rest) - free:]
        if o == deciding:
            cards = [t for t in range(NUM_TYPES) for _ in range(hand[t])]
            rng.shuffle(cards)
            chosen = [0] * NUM_TYPES
            for card in cards[: sum(state.pending)]:
                chosen[card] += 1
                hand[card] -= 1
            world.pending = chosen
        world.hands[o] = hand
    hazards = [THIEF] * state.deck.count(THIEF) + [SANDSTORM] * state.deck.count(SANDSTORM)
    deck = rest + hazards
    assert len(deck) == len(state.deck), "determinize lost track of a card"
    rng.shuffle(deck)
    world.deck = deck
    # What another seat knows of a third seat's hand is hidden from `seat` beyond the public
    # part (thefts between them): in this world it is the public part. What others know of
    # `seat`'s own hand is in its observation (known_by) and stays.
    for s in range(n):
        for o in range(n):
            if s != o and s != seat and o != seat:
                public, hand = state.public_known[o], world.hands[o]
                extra = world.pending if o == deciding else ZERO
                world.known[s][o] = [
                    min(public[t], hand[t] + extra[t]) for t in range(NUM_TYPES)
                ]
    world.rng = rng.fork()
    return world
