"""What one seat, or anyone at the table, may see of a Nim position, written
(docs/notation.md, "Seen positions"): `hide` and its inverse in kind, `deal`.

Hidden from a seat until the end: the others' secret cards (`?`), and always the deck (a `?`
per card). `deal` deals them as `NimState.determinize` does: the cards not shown, shuffled,
to the unknown secrets first, the rest into the deck.
"""

from engines.core import Rng, seen
from engines.core import notation as n

from .state import CARDS, NimState


def hide(state: NimState, seat: int | None, values: dict[str, str]) -> dict[str, str]:
    """`values` (the line's) with what `seat` (None: anyone) may not see written unknown."""
    over = state.is_over()
    secrets = [str(card) if s == seat or over else seen.UNKNOWN
               for s, card in enumerate(state.secrets)]
    deck = [seen.UNKNOWN] * len(state.deck)
    return {**values, "secrets": ",".join(secrets), "deck": ",".join(deck) or "-"}


def deal(raw: dict[str, str], seat: int | None, rng: Rng) -> dict[str, str]:
    """`raw` (a seen line's values) with every `?` dealt from the cards it does not show;
    UNKNOWNS when they cannot fill them."""
    seen.check_seat(seat, n.natural(raw["players"]))
    secrets = raw["secrets"].split(",")
    deck = [] if raw["deck"] == "-" else raw["deck"].split(",")
    shown = [n.natural(v) for v in secrets + deck if v != seen.UNKNOWN]
    counts = seen.pool([1] * len(CARDS), [shown.count(card) for card in CARDS])
    pool = [card for card in CARDS if counts[card]]
    seen.expect(len(pool), (secrets + deck).count(seen.UNKNOWN))
    rng.shuffle(pool)

    def filled(values: list[str]) -> str:
        return ",".join(str(pool.pop()) if v == seen.UNKNOWN else v for v in values) or "-"

    return {**raw, "secrets": filled(secrets), "deck": filled(deck),
            "rng": seen.rng_value(raw["rng"], rng)}
