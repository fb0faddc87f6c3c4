"""Archaeology positions as one line of text (like chess's FEN): `format` and its inverse
`parse`.

    archaeology players=2 phase=dig turn=1 first=1 deck=mTpS... hands=pcct/sspb
    market=ppcsb chambers=pst/ppcct/sspcttf explored=nnn museums=-/- storms=0,6 thieves=0
    maps=0 queue=- pending=- give=- take=- taken=- sold=n cancelled=0 endturn=n passes=0
    passer=- forced=n track=-/-/- rng=<hex>

(one line; wrapped here; see docs/notation.md). A card is one letter (CARD: treasures in
lower case, T a thief, S a sandstorm); a hand, the market, a chamber and the trade's piles
are their cards, each kind together, in treasure order; the deck is listed bottom to top.
`museums` lists each player's sold sets as `kind count`; `storms` the sandstorms drawn and
those in the game; `queue` the sandstorm discards still owed, `seat.cards`; `track` what
each seat, then the public, knows of where cards are, `kind.mask` per card (mask: the bit
set of seats the card can be with). A player's money and cards sold follow from the museum.
`parse` refuses text that is not such a line and positions no game could hold (every
treasure, thief and sandstorm somewhere, the chambers full until explored, the maps spent
those the explored chambers cost), with the reason.
"""

from engines.core import N_, NP_, IllegalAction
from engines.core import notation as n
from engines.core.state import FORMAT_VERSION

from . import playable, whereabouts
from .cards import (
    CARD_NAMES,
    CHAMBERS,
    COUNTS,
    MAP,
    NUM_TYPES,
    SANDSTORM,
    SANDSTORMS_IN_PLAY,
    THIEF,
    THIEVES,
    TREASURES,
    TYPE_OF,
    set_price,
)
from .spec import SPEC
from .state import PHASES, ArchaeologyState

GAME = "archaeology"
STATE = ArchaeologyState  # the state class this notation writes
KEYS = ("players", "phase", "turn", "first", "deck", "hands", "market", "chambers", "explored",
        "museums", "storms", "thieves", "maps", "queue", "pending", "give", "take", "taken",
        "sold", "cancelled", "endturn", "passes", "passer", "forced", "track", "rng")
CARD = "psctbmfTS"  # CARD_NAMES order: pot shard, scroll (parchment), coin, talisman,
# broken cup, map, pharaoh's mask (face), thief, sandstorm
NOT_A_POSITION = N_("this is not an Archaeology position")
TREASURE_RULE = N_("every treasure card must be somewhere, each kind as often as the game "
                   "has it")
THIEF_RULE = NP_("the {n} thief must be somewhere", "the {n} thieves must all be somewhere")
SANDSTORM_RULE = NP_("the {n} sandstorm of this player count must be somewhere",
                     "the {n} sandstorms of this player count must all be somewhere")
CHAMBER_RULE = N_("a chamber holds its cards, and never a map, until it is explored, then "
                  "none")
MAPS_RULE = N_("the maps spent are those the explored chambers cost: 1 for the small one, 2 "
               "for the medium one, 3 for the large one")


def format(state: ArchaeologyState) -> str:  # the notation's two words: format and parse
    """The one-line text of `state`."""
    return n.line(GAME, values(state))


def values(state: ArchaeologyState) -> dict[str, str]:
    """The line's values by key, in order (what `format` writes)."""
    def museum(sets):
        return ",".join(f"{CARD[t]}{k}" for t, k in sets) or "-"

    def track(items):
        return ",".join(f"{t}.{mask}" for t, mask in whereabouts.canonical(items)) or "-"

    return {key: str(value) for key, value in {
        "players": state.num_players, "phase": state.phase, "turn": state.turn,
        "first": state.first_player, "deck": "".join(CARD[c] for c in state.deck) or "-",
        "hands": n.per(state.hands, counts), "market": counts(state.market),
        "chambers": n.per(state.chambers, counts),
        "explored": "".join(n.flag(e) for e in state.explored),
        "museums": n.per(state.museums, museum),
        "storms": f"{state.sandstorms_out},{state.sandstorms_in_play}",
        "thieves": state.thieves_out, "maps": state.maps_used,
        "queue": ",".join(f"{s}.{k}" for s, k in state.discard_queue) or "-",
        "pending": counts(state.pending), "give": counts(state.give),
        "take": counts(state.take), "taken": counts(state.taken),
        "sold": n.flag(state.sold_this_turn), "cancelled": state.cancelled,
        "endturn": n.flag(state.end_phase_turn), "passes": state.pass_streak,
        "passer": n.seat(state.first_passer), "forced": n.flag(state.forced),
        "track": n.per(state.track, track), "rng": f"{state.rng.state:x}",
    }.items()}


def counts(vector) -> str:
    """A count vector as its cards' letters."""
    return "".join(CARD[t] * k for t, k in enumerate(vector)) or "-"


def read_counts(value: str) -> list[int]:
    """A count vector written by `counts` (its letters in card order)."""
    if value == "-":
        return [0] * NUM_TYPES
    letters = [CARD.index(ch) for ch in value]
    if any(t >= NUM_TYPES for t in letters) or letters != sorted(letters):
        raise n.Malformed(value)
    return [letters.count(t) for t in range(NUM_TYPES)]


def parse(text: str) -> ArchaeologyState:
    """The position `text` writes (see `format`); IllegalAction with the reason when the
    text is not an Archaeology position or the position is impossible."""
    data = n.read_or_refuse(read, text, NOT_A_POSITION)
    _check(data)
    playable.check(data)
    state = ArchaeologyState.from_json(data)
    n.check_can_move(state)
    return state


def read(text: str) -> dict:
    """The line's fields as the state's JSON data, not yet checked (a value that is not
    what `format` writes raises)."""
    raw = n.fields(text, GAME, KEYS)
    players = n.natural(raw["players"])
    n.check_players(players, SPEC.min_players, SPEC.max_players)
    if raw["phase"] not in PHASES:
        raise n.Malformed(raw["phase"])

    def museum(value):
        sets = [] if value == "-" else [(CARD.index(v[0]), n.natural(v[1:]))
                                        for v in value.split(",")]
        if any(t >= NUM_TYPES or k < 1 for t, k in sets):
            raise n.Malformed(value)
        return sets

    def track(value):
        items = [] if value == "-" else [n.read_ints(v.replace(".", ","), 2)
                                         for v in value.split(",")]
        if any(t >= NUM_TYPES or not 0 < mask < 1 << players for t, mask in items):
            raise n.Malformed(value)
        return items

    def queue(value):
        owed = [] if value == "-" else [n.read_ints(v.replace(".", ","), 2)
                                        for v in value.split(",")]
        if any(s >= players for s, _ in owed):
            raise n.Malformed(value)
        return owed

    museums = n.read_per(raw["museums"], museum, players)
    out, in_play = n.read_ints(raw["storms"], 2)
    explored = [n.read_flag(f) for f in n.exactly(list(raw["explored"]), len(CHAMBERS))]
    return {
        "version": FORMAT_VERSION, "game": GAME, "players": players, "options": {},
        "rng": n.hexadecimal(raw["rng"]),
        "deck": [] if raw["deck"] == "-" else [CARD_NAMES[CARD.index(c)] for c in raw["deck"]],
        "hands": n.read_per(raw["hands"], read_counts, players),
        "market": read_counts(raw["market"]),
        "chambers": n.read_per(raw["chambers"], read_counts, len(CHAMBERS)),
        "explored": explored,
        "museums": [[[TREASURES[t], k] for t, k in m] for m in museums],
        "money": [sum(set_price(t, k) for t, k in m) for m in museums],
        "sold": [sum(k for _, k in m) for m in museums],
        "thieves_out": n.natural(raw["thieves"]), "sandstorms_out": out,
        "sandstorms_in_play": in_play, "maps_used": n.natural(raw["maps"]),
        "phase": raw["phase"], "turn": n.read_seat(raw["turn"], players),
        "first_player": n.read_seat(raw["first"], players),
        "discard_queue": queue(raw["queue"]),
        "pending": read_counts(raw["pending"]), "give": read_counts(raw["give"]),
        "take": read_counts(raw["take"]), "taken": read_counts(raw["taken"]),
        "sold_this_turn": n.read_flag(raw["sold"]), "cancelled": n.natural(raw["cancelled"]),
        "end_phase_turn": n.read_flag(raw["endturn"]), "pass_streak": n.natural(raw["passes"]),
        "first_passer": n.read_seat(raw["passer"], players, optional=True),
        "forced": n.read_flag(raw["forced"]),
        "track": n.read_per(raw["track"], track, players + 1),
    }


def _check(data: dict) -> None:
    """Refuse a position no game could hold."""
    deck = [CARD_NAMES.index(c) for c in data["deck"]]
    for t in range(NUM_TYPES):
        count = sum(h[t] for h in data["hands"]) + data["pending"][t] + data["market"][t]
        count += sum(c[t] for c in data["chambers"]) + deck.count(t)
        count += sum(k for m in data["museums"] for name, k in m if TYPE_OF[name] == t)
        count += data["maps_used"] if t == MAP else 0
        if count != COUNTS[t]:
            raise IllegalAction(TREASURE_RULE)
    if deck.count(THIEF) + data["thieves_out"] != THIEVES:
        raise IllegalAction(THIEF_RULE, n=THIEVES)
    storms = SANDSTORMS_IN_PLAY[data["players"]]
    if data["sandstorms_in_play"] != storms or (
            deck.count(SANDSTORM) + data["sandstorms_out"] != storms):
        raise IllegalAction(SANDSTORM_RULE, n=storms)
    for chamber, explored, (_, _, size) in zip(data["chambers"], data["explored"], CHAMBERS,
                                               strict=True):
        if chamber[MAP] or sum(chamber) != (0 if explored else size):
            raise IllegalAction(CHAMBER_RULE)
    if data["maps_used"] != sum(maps for explored, (_, maps, _) in zip(
            data["explored"], CHAMBERS, strict=True) if explored):
        raise IllegalAction(MAPS_RULE)
