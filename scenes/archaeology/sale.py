"""`SaleChoice`: how many cards a sale of each treasure sells, as the player chose it with
the wheel, +/- or a number key. The gestures own it and change it; the drawing reads it (the
cards lifted, the badge of a sale held). A choice holds only while it is a legal set size;
otherwise a sale sells the largest legal set."""

from collections.abc import Hashable, Iterable
from dataclasses import dataclass, field

from engines.archaeology.actions import Sell

from . import keys as K


def set_sizes(legal: Iterable[tuple], name: str) -> list[int]:
    """How many cards of treasure `name` may be sold now (the legal set sizes, smallest
    first), of the legal actions `legal`."""
    return sorted(a.size for a in legal if isinstance(a, Sell) and a.card == name)


@dataclass
class SaleChoice:
    """Treasure -> the count the player chose for its sale (see the module doc)."""

    chosen: dict[str, int] = field(default_factory=dict)

    def count(self, legal: Iterable[tuple], name: str) -> int | None:
        """The count a sale of `name` sells: the choice while it is legal, else the largest
        legal set (None: `name` cannot be sold now)."""
        sizes = set_sizes(legal, name)
        if not sizes:
            return None
        chosen = self.chosen.get(name)
        return chosen if chosen in sizes else sizes[-1]

    def held(self, legal: Iterable[tuple], source: Hashable) -> str | None:
        """The treasure whose hand card `source` (the piece held or pressed) is held for a
        sale (None: no sale is held)."""
        card = K.read(source)
        if not isinstance(card, K.Hand) or self.count(legal, card.card) is None:
            return None
        return card.card

    def key(self) -> tuple[tuple[str, int], ...]:
        """The choices as a cache key."""
        return tuple(sorted(self.chosen.items()))
