"""What one seat, or anyone at the table, may see of an Imhotep position, written
(docs/notation.md, "Seen positions"): `hide` and its inverse in kind, `deal`.

Every stone, ship, site and kept card lies open; hidden are the market deck (a `?` per card),
Market B's face-down pair, the cards a player keeps one of (seen by that player only), and
the round cards still to come with the one removed at the start: `rounds` then lists those
round cards sorted, one more than the rounds to come, and `removed` is `?`. `deal` deals
them as `ImhotepState.determinize` does: the market cards not shown, shuffled, into the
deck, the pair and the cards being looked at; the round cards shuffled, the last removed.
"""

from collections import Counter

from engines.core import Rng, seen
from engines.core import notation as n

from .data import MARKET_CARDS
from .notation import GAME, cards, read
from .state import ImhotepState

HIDDEN_PILES = ("deck", "pair", "peek")  # market cards face down, in this order of dealing


def hide(state: ImhotepState, seat: int | None, values: dict[str, str]) -> dict[str, str]:
    """`values` (the line's) with what `seat` (None: anyone) may not see written unknown."""
    looking = seat is not None and state.observation(seat)["peek"] is not None
    return {
        **values,
        "rounds": ",".join(sorted(state.round_deck + [state.round_removed])),
        "removed": seen.UNKNOWN,
        "deck": _unknown(len(state.deck)), "pair": _unknown(len(state.pair)),
        "peek": values["peek"] if looking else _unknown(len(state.peek)),
    }


def _unknown(count: int) -> str:
    return seen.UNKNOWN * count or "-"


def deal(raw: dict[str, str], seat: int | None, rng: Rng) -> dict[str, str]:
    """`raw` (a seen line's values) with every `?` dealt from the cards it does not show;
    UNKNOWNS when they cannot fill them."""
    players = n.natural(raw["players"])
    seen.check_seat(seat, players)
    sizes = {pile: seen.unknowns(raw[pile]) or 0 for pile in HIDDEN_PILES}
    probe = {**raw, **{pile: "-" for pile, size in sizes.items() if size},
             "rng": "0" if raw["rng"] == seen.UNKNOWN else raw["rng"]}
    data = read(n.line(GAME, probe))
    shown = Counter(data["deck"] + data["discard"] + data["pair"] + data["peek"])
    shown.update(c for c in data["display"] if c is not None)
    for hand in data["hands"]:
        shown.update({c: k for c, k in hand.items() if k})
    names = [name for name, _count in MARKET_CARDS]
    counts = seen.pool([count for _name, count in MARKET_CARDS], [shown[c] for c in names])
    pool = sorted(name for name, count in zip(names, counts, strict=True)
                  for _ in range(count))
    seen.expect(len(pool), sum(sizes.values()))
    rng.shuffle(pool)
    out = {**raw, "rng": seen.rng_value(raw["rng"], rng)}
    for pile, size in sizes.items():
        if size:
            out[pile] = cards(pool[:size])
            del pool[:size]
    if raw["removed"] == seen.UNKNOWN:
        rounds = sorted(data["round_deck"])
        rng.shuffle(rounds)
        if not rounds:
            raise n.Malformed(raw["rounds"])
        out["removed"] = rounds.pop()
        out["rounds"] = ",".join(rounds) or "-"
    return out

