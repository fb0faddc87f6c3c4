"""What one seat, or anyone at the table, may see of an Archaeology position, written
(docs/notation.md, "Seen positions"): `hide` and its inverse in kind, `deal`.

Hidden from a seat: the other hands (a `?` per card), the sandstorm discards another seat is
choosing, the cards of the unexplored chambers, the dig deck (which cards and in what order,
its thieves and sandstorms too), and of each other seat's knowledge (`track`) all but what
`seat_view.knowledge_seen` tells. Seen by anyone at the table: no hand and no discard being
chosen, each seat's knowledge as far as the public's goes. `deal` fills the `?`s as
`seat_view.determinize` redeals: the trader's shown cards (taken this turn, being given)
into the trader's hand, every card the viewer keeps track of into one of the hands it can be
in, the chambers from the treasures but maps, the rest into the hands and, with the thieves
and sandstorms still to come, the deck.
"""

from engines.core import Rng, seen
from engines.core import notation as n

from . import seat_view, whereabouts
from .cards import CARD_NAMES, COUNTS, MAP, NUM_TYPES, SANDSTORM, SANDSTORMS_IN_PLAY, THIEF, THIEVES
from .notation import CARD, GAME, counts, read
from .state import ACT, DISCARD, TRADE, ArchaeologyState


def hide(state: ArchaeologyState, seat: int | None, values: dict[str, str]) -> dict[str, str]:
    """`values` (the line's) with what `seat` (None: anyone) may not see written unknown."""
    players = state.num_players
    deciding = state.discard_queue[0][0] if state.phase == DISCARD else None
    public = whereabouts.canonical(state.track[players])

    def track(s: int) -> list:
        if s == seat or s == players:
            return state.track[s]
        return seat_view.knowledge_seen(public, s, seat, state.track[s])

    def items(found: list) -> str:
        return ",".join(f"{t}.{mask}" for t, mask in whereabouts.canonical(found)) or "-"

    return {
        **values,
        "deck": _unknown(len(state.deck)),
        "hands": n.per(range(players), lambda o: counts(state.hands[o]) if o == seat
                       else _unknown(sum(state.hands[o]))),
        "chambers": n.per(state.chambers, lambda chamber: _unknown(sum(chamber))),
        "pending": values["pending"] if deciding == seat else _unknown(sum(state.pending)),
        "track": n.per([track(s) for s in range(players + 1)], items),
    }


def _unknown(count: int) -> str:
    return seen.UNKNOWN * count or "-"


def deal(raw: dict[str, str], seat: int | None, rng: Rng) -> dict[str, str]:
    """`raw` (a seen line's values) with every `?` dealt from the cards it does not show,
    consistent with what `seat` (None: anyone) knows; UNKNOWNS when they cannot fill them."""
    players = n.natural(raw["players"])
    seen.check_seat(seat, players)
    hands = n.read_per(raw["hands"], str, players)
    chambers = raw["chambers"].split("/")
    hidden = {o: seen.unknowns(v) or 0 for o, v in enumerate(hands)}
    vaults = {i: seen.unknowns(v) or 0 for i, v in enumerate(chambers)}
    deck_size = seen.unknowns(raw["deck"])
    chosen = seen.unknowns(raw["pending"]) or 0

    def shown(value: str) -> str:
        return "-" if seen.unknowns(value) else value

    probe = {**raw, "hands": "/".join(shown(v) for v in hands),
             "chambers": "/".join(shown(v) for v in chambers),
             "deck": shown(raw["deck"]), "pending": shown(raw["pending"]),
             "rng": "0" if raw["rng"] == seen.UNKNOWN else raw["rng"]}
    data = read(n.line(GAME, probe))
    pool = seen.pool(COUNTS, _shown(data))
    thieves = THIEVES - data["thieves_out"]
    storms = SANDSTORMS_IN_PLAY[players] - data["sandstorms_out"]
    if min(thieves, storms) < 0:
        raise n.Malformed(raw["deck"])  # more drawn than the game has: refused
    hazards = [THIEF] * thieves + [SANDSTORM] * storms if deck_size is not None else []
    deck_cards = (deck_size or 0) - len(hazards)
    seen.expect(sum(pool), sum(hidden.values()) + sum(vaults.values()) + chosen + deck_cards)
    if deck_cards < 0:
        raise n.Malformed(raw["deck"])

    deciding = data["discard_queue"][0][0] if data["discard_queue"] else -1
    capacity = {o: size for o, size in hidden.items() if size}
    folded = chosen if deciding in capacity else 0  # the discards come from that hand
    if folded:
        capacity[deciding] += folded
    dealt = {o: [0] * NUM_TYPES for o in capacity}
    knowledge = data["track"][players if seat is None else seat]
    _place_known(data, whereabouts.canonical(knowledge), capacity, pool, dealt, rng)

    plain = [t for t in range(NUM_TYPES) if t != MAP for _ in range(pool[t])]
    rng.shuffle(plain)
    filled = {i: seen.take(plain, size) for i, size in vaults.items() if size}
    if any(len(cards) != vaults[i] for i, cards in filled.items()):
        raise n.Malformed(raw["chambers"])  # the maps cannot go into a chamber
    rest = plain + [MAP] * pool[MAP]
    rng.shuffle(rest)
    for o, hand in dealt.items():
        for card in seen.take(rest, capacity[o]):
            hand[card] += 1
    pending = seen.take(rest, chosen - folded)
    if folded:
        held = [t for t in range(NUM_TYPES) for _ in range(dealt[deciding][t])]
        rng.shuffle(held)
        pending = seen.take(held, folded)
        for card in pending:
            dealt[deciding][card] -= 1
    deck = rest + hazards
    rng.shuffle(deck)

    def vector(cards: list[int]) -> list[int]:
        return [cards.count(t) for t in range(NUM_TYPES)]

    return {
        **raw,
        "deck": ("".join(CARD[c] for c in deck) or "-") if deck_size is not None
        else raw["deck"],
        "hands": "/".join(counts(dealt[o]) if o in dealt else v for o, v in enumerate(hands)),
        "chambers": "/".join(counts(vector(filled[i])) if i in filled else v
                             for i, v in enumerate(chambers)),
        "pending": counts(vector(pending)) if chosen else raw["pending"],
        "rng": seen.rng_value(raw["rng"], rng),
    }


def _shown(data: dict) -> list[int]:
    """Per treasure, the cards the line shows (hands, discards being chosen, market,
    chambers, deck, museums, maps spent)."""
    shown = [sum(h[t] for h in data["hands"]) + data["pending"][t] + data["market"][t]
             + sum(c[t] for c in data["chambers"]) for t in range(NUM_TYPES)]
    for card in data["deck"]:
        if CARD_NAMES.index(card) < NUM_TYPES:
            shown[CARD_NAMES.index(card)] += 1
    for museum in data["museums"]:
        for name, count in museum:
            shown[CARD_NAMES.index(name)] += count
    shown[MAP] += data["maps_used"]
    return shown


def _place_known(data: dict, items: list, capacity: dict[int, int], pool: list[int],
                 dealt: dict[int, list[int]], rng: Rng) -> None:
    """Into the hands being dealt: first the cards the turn's trader has shown (taken from
    the market this turn, being given), then every card known to be in one of them."""
    turn = data["turn"]
    if data["phase"] in (ACT, TRADE) and turn in capacity:
        for t in range(NUM_TYPES):
            need = data["taken"][t] + data["give"][t]
            there = sorted((item for item in items if item[0] == t and item[1] >> turn & 1),
                           key=lambda item: bin(item[1]).count("1"))[:need]
            for item in there:
                items.remove(item)
            count = min(need, pool[t], capacity[turn])
            dealt[turn][t] += count
            pool[t] -= count
            capacity[turn] -= count
    for t, o in whereabouts.place(items, capacity, rng):
        if pool[t] > 0:
            dealt[o][t] += 1
            pool[t] -= 1
        else:  # knowledge the pool cannot hold: the place goes to a card of the rest
            capacity[o] += 1
