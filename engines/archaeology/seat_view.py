"""What one seat may see of an Archaeology state (`observation.ArchaeologyObservation`),
and worlds consistent with it.

`determinize(state, seat, rng)` redeals every card the seat has not seen: other hands (sizes
kept; every card the seat keeps track of put in one of the hands it can be in, see
whereabouts.place; a trader's shown cards kept), the chambers not yet explored (never maps)
and the deck (its thieves and sandstorms kept), then reshuffles the deck and the state's
random source.
The result depends only on the observation and `rng` (the unseen pool is built in a fixed
order), so bots cannot peek through it. `reshuffle_unseen(state, rng)`, for measuring only
(the bots' `sees_hands`), keeps every hand and redeals only what no seat has seen.
"""

from typing import TYPE_CHECKING

from engines.core import Rng

from . import whereabouts
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
from .observation import ArchaeologyObservation, Pending, PendingDiscard, Whereabouts

if TYPE_CHECKING:
    from .state import ArchaeologyState


def victims(hands: list[list[int]], turn: int) -> list[int]:
    """The seats a thief dug up by `turn` may rob: every other seat holding a card."""
    return [v for v, hand in enumerate(hands) if v != turn and any(hand)]


def observation(state: "ArchaeologyState", seat: int) -> ArchaeologyObservation:
    n = state.num_players
    return {
        "seat": seat,
        "players": n,
        "first_player": state.first_player,
        "turn": state.turn,
        "to_move": state.to_move(),
        "phase": state.phase,
        "hand": named(state.hands[seat]),
        "hand_sizes": [state.hand_size(s) for s in range(n)],
        "known": {str(o): named(whereabouts.exact_counts(state.track[seat], o, NUM_TYPES))
                  for o in range(n) if o != seat},
        "known_by": {str(o): named(whereabouts.exact_counts(state.track[o], seat, NUM_TYPES))
                     for o in range(n) if o != seat},
        "public_known": [named(k) for k in state.public_known],
        "whereabouts": _where(state.track[seat]),
        "public_whereabouts": _where(state.track[n]),
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
        "pending": _pending(state, seat),
        "end_phase": not state.deck,
        "pass_streak": state.pass_streak,
        "first_passer": state.first_passer,
        "scores": state.scores(),
        "winners": state.winners(),
    }


def _pending(state: "ArchaeologyState", seat: int) -> Pending:
    """The decision being made now, as `seat` sees it."""
    phase = state.phase
    if phase == "over":
        return {"kind": "over"}
    if phase == "dig":
        return {"kind": "dig", "seat": state.turn}
    if phase == "steal":
        return {"kind": "steal", "seat": state.turn, "victims": victims(state.hands, state.turn)}
    if phase == "discard":
        deciding, owed = state.discard_queue[0]
        discard: PendingDiscard = {"kind": "discard", "seat": deciding, "owed": owed,
                                   "queue": [e[:] for e in state.discard_queue]}
        if seat == deciding:
            discard["chosen"] = named(state.pending)
        return discard
    if phase == "act":
        return {"kind": "act", "seat": state.turn, "taken_this_turn": named(state.taken),
                "sold_this_turn": state.sold_this_turn, "forced_sale": state.forced,
                "trades_cancelled": state.cancelled}
    return {"kind": "trade", "seat": state.turn, "taken_this_turn": named(state.taken),
            "give": named(state.give), "take": named(state.take),
            "give_value": sum(a * b for a, b in zip(state.give, TRADE_VALUE, strict=True)),
            "take_value": sum(a * b for a, b in zip(state.take, TRADE_VALUE, strict=True))}


def public_observation(state: "ArchaeologyState", seat: int) -> ArchaeologyObservation:
    """`observation(state, seat)` as anyone at the table sees it: no hand (its size is in
    hand_sizes), what is known of hands only as far as everyone knows it (public_known,
    public_whereabouts), no sandstorm discards being chosen."""
    obs = observation(state, seat)
    public = obs["public_known"]
    obs["hand"] = {}
    obs["known"] = {str(o): dict(public[o]) for o in range(obs["players"]) if o != seat}
    obs["known_by"] = {str(o): dict(public[seat]) for o in range(obs["players"]) if o != seat}
    obs["whereabouts"] = [list(item) for item in obs["public_whereabouts"]]
    pending = obs["pending"]
    if pending["kind"] == "discard":
        pending.pop("chosen", None)
    return obs


def _where(items) -> Whereabouts:
    return [[TREASURES[t], whereabouts.seats_of(mask)] for t, mask in whereabouts.canonical(items)]


def _unseen(state, seat: int) -> list[int]:
    """Cards of each type `seat` has not seen where they are now."""
    pool = list(COUNTS)
    own = state.hands[seat]
    for t in range(NUM_TYPES):
        pool[t] -= own[t] + state.market[t]
    if state.phase == "discard" and state.discard_queue[0][0] == seat:
        for t in range(NUM_TYPES):
            pool[t] -= state.pending[t]
    pool[MAP] -= state.maps_used
    for museum in state.museums:
        for card, count in museum:
            pool[card] -= count
    return pool


def _place_known(state, seat, items, capacity, pool, hands, rng) -> None:
    """Put the cards `seat` keeps track of into hands: first the trader's shown cards (cards
    taken this turn and cards being given), then every item in one of its places."""
    if state.phase == "trade" and state.turn != seat:
        o = state.turn
        for t in range(NUM_TYPES):
            need = state.taken[t] + state.give[t]
            if not need:
                continue
            there = [item for item in items if item[0] == t and item[1] >> o & 1]
            there.sort(key=lambda item: bin(item[1]).count("1"))
            for item in there[:need]:
                items.remove(item)
            count = min(len(there), need)
            count += min(need - count, pool[t] - count)
            hands[o][t] += count
            pool[t] -= count
            capacity[o] -= count
    for t, o in whereabouts.place(items, capacity, rng):
        if pool[t] > 0:
            hands[o][t] += 1
            pool[t] -= 1
        else:  # cannot happen while knowledge is true: leave the place to a random card
            capacity[o] += 1


def determinize(state, seat: int, rng: Rng):
    world = state.clone()
    if state.phase == "over":
        return world
    n = state.num_players
    deciding = state.discard_queue[0][0] if state.phase == "discard" else None
    pool = _unseen(state, seat)
    capacity = {o: state.hand_size(o) for o in range(n) if o != seat}
    hands = {o: [0] * NUM_TYPES for o in capacity}
    _place_known(state, seat, whereabouts.canonical(state.track[seat]), capacity, pool, hands,
                 rng)
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
    for o, hand in hands.items():
        free = capacity[o]
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
    world.track = _world_knowledge(state, world, seat)
    world.rng = rng.fork()
    return world


def reshuffle_unseen(state, rng: Rng):
    """A world with every hand as it is and only what no seat has seen dealt anew: the
    unexplored chambers (never maps) and the deck's order (its thieves and sandstorms kept).
    For measuring how much of the luck cap the hands make (the bots' `sees_hands`)."""
    world = state.clone()
    if state.phase == "over":
        return world
    plain = [card for card in state.deck if card not in (MAP, THIEF, SANDSTORM)]
    for i, chamber in enumerate(state.chambers):
        if not state.explored[i]:
            plain += [t for t in range(NUM_TYPES) for _ in range(chamber[t])]
    plain.sort()
    rng.shuffle(plain)
    for i, chamber in enumerate(state.chambers):
        if not state.explored[i]:
            size = sum(chamber)
            world.chambers[i] = [0] * NUM_TYPES
            for card in plain[len(plain) - size:]:
                world.chambers[i][card] += 1
            del plain[len(plain) - size:]
    deck = plain + [card for card in state.deck if card in (MAP, THIEF, SANDSTORM)]
    deck.sort()
    rng.shuffle(deck)
    world.deck = deck
    world.rng = rng.fork()
    return world


def _world_knowledge(state, world, seat: int) -> list:
    """What every seat knows in the world. `seat`'s own knowledge is kept. The others' is
    hidden from `seat` beyond what everyone saw: in this world it is the public knowledge
    that the world's hands can hold, plus what each knows for certain of `seat`'s hand (in
    `seat`'s observation as known_by)."""
    n = state.num_players
    deciding = state.discard_queue[0][0] if state.phase == "discard" else None
    held = [h[:] for h in world.hands]
    if deciding is not None:
        held[deciding] = [a + b for a, b in zip(held[deciding], world.pending, strict=True)]
    public: list[list[int]] = []
    kept: dict[int, list[int]] = {}
    for item in whereabouts.canonical(state.track[n]):  # the items the world's hands hold
        t = item[0]
        masks = kept.setdefault(t, [])
        if whereabouts.fits(masks + [item[1]], {o: hand[t] for o, hand in enumerate(held)}):
            masks.append(item[1])
            public.append(item)
    track: list = [None] * (n + 1)
    track[seat] = [item[:] for item in state.track[seat]]
    track[n] = public
    for s in range(n):
        if s != seat:
            track[s] = knowledge_seen(public, s, seat, state.track[s])
    return track


def knowledge_seen(public: list, s: int, seat: int | None, track: list) -> list:
    """What `seat` (None: anyone at the table) can tell of seat s's knowledge `track`: the
    `public` items that cannot be in s's hand (s knows its own hand) nor only in `seat`'s,
    and what s knows for certain of `seat`'s hand."""
    own_bit = 0 if seat is None else 1 << seat
    items = [[t, mask] for t, mask in public if mask != own_bit and not mask >> s & 1]
    if seat is not None:
        certain = whereabouts.exact_counts(track, seat, NUM_TYPES)
        for t in range(NUM_TYPES):
            whereabouts.taken(items, seat, t, certain[t])
    return items
