"""What one seat, or anyone at the table, may see of an Aton position, written
(docs/notation.md, "Seen positions"): `hide` and its inverse in kind, `deal`.

Hidden from a seat: the other player's hand and the cards lying face down on their
cartouches (`?`; an empty cartouche stays `0`), and in both decks the order and the cards
above the publicly known bottom ones; the seat's own hand is written in order of value (as
its observation has it: the order of the deal is its deck's). Seen by anyone at the table:
neither hand nor any face-down card. `deal` deals them as `AtonState.determinize` does,
each player's from that player's own 36 cards not shown: the face-down cards first, then
the hand, the rest into the deck above its known bottom.
"""

from engines.core import Rng, seen
from engines.core import notation as n

from .notation import cards
from .state import CARD_VALUES, COPIES, AtonState

SEATS = (0, 1)
EMPTY = "0"  # a cartouche without a card


def hide(state: AtonState, seat: int | None, values: dict[str, str]) -> dict[str, str]:
    """`values` (the line's) with what `seat` (None: anyone) may not see written unknown."""
    def hand(s: int) -> str:
        """The seat's own hand in order of value, as its observation shows it (the order
        it was dealt in is its deck's, hidden); another's as unknowns."""
        if s == seat:
            return cards(sorted(state.hands[s]))
        return seen.UNKNOWN * len(state.hands[s]) or "-"

    def assigned(s: int) -> str:
        if s == seat or state.revealed:
            return cards(state.assigned[s])
        return "".join(seen.UNKNOWN if v else EMPTY for v in state.assigned[s])

    def deck(s: int) -> str:
        known = state.known_bottom[s]
        pile = state.decks[s]
        return "".join(map(str, pile[:known])) + seen.UNKNOWN * (len(pile) - known) or "-"

    return {**values, "hands": "/".join(hand(s) for s in SEATS),
            "assigned": "/".join(assigned(s) for s in SEATS),
            "decks": "/".join(deck(s) for s in SEATS)}


def deal(raw: dict[str, str], seat: int | None, rng: Rng) -> dict[str, str]:
    """`raw` (a seen line's values) with every `?` dealt from each player's cards it does
    not show; UNKNOWNS when they cannot fill them."""
    seen.check_seat(seat, len(SEATS))
    piles = {key: n.exactly(raw[key].split("/"), len(SEATS))
             for key in ("hands", "assigned", "decks", "discards")}
    out = {key: list(parts) for key, parts in piles.items() if key != "discards"}
    for s in SEATS:
        written = {key: "" if parts[s] == "-" else parts[s] for key, parts in piles.items()}
        shown = [0] * len(CARD_VALUES)
        for key, value in written.items():
            for ch in value:
                if ch == seen.UNKNOWN or (key == "assigned" and ch == EMPTY):
                    continue
                if not ch.isdigit() or int(ch) not in CARD_VALUES:
                    raise n.Malformed(value)
                shown[CARD_VALUES.index(int(ch))] += 1
        counts = seen.pool([COPIES] * len(CARD_VALUES), shown)
        pool = [v for v, k in zip(CARD_VALUES, counts, strict=True) for _ in range(k)]
        seen.expect(len(pool), sum(written[key].count(seen.UNKNOWN)
                                   for key in ("hands", "assigned", "decks")))
        rng.shuffle(pool)
        for key in ("assigned", "hands"):  # determinize's order: the rest into the deck
            out[key][s] = "".join(str(pool.pop()) if ch == seen.UNKNOWN else ch
                                  for ch in written[key]) or "-"
        out["decks"][s] = "".join(str(pool.pop(0)) if ch == seen.UNKNOWN else ch
                                  for ch in written["decks"]) or "-"
    return {**raw, **{key: "/".join(parts) for key, parts in out.items()},
            "rng": seen.rng_value(raw["rng"], rng)}
