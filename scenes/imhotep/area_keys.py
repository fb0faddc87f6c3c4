"""The Imhotep table's area keys: each kind of place a NamedTuple whose first field `kind`
names it, made by the layout and read by their named fields. They stay tuples, so a key
equals (and hashes as) the plain tuple of its fields: `ShipKey("ship", 2) == ("ship", 2)`.
`read_key` gives the record of a key that comes as a plain tuple (a binding, the kit)."""

from collections.abc import Callable
from typing import Literal, NamedTuple, get_args, get_type_hints

from engines.imhotep.observation import Site
from scenes.kit.layout import AreaKey


class RiverKey(NamedTuple):
    """The Nile (a blue card dropped on it is played)."""

    kind: Literal["river"]


class SiteKey(NamedTuple):
    kind: Literal["site"]
    site: str  # a `Site` (an action names it as a plain string)


class DockKey(NamedTuple):
    kind: Literal["dock"]
    site: str  # a `Site`


class ShipKey(NamedTuple):
    kind: Literal["ship"]
    ship: int  # the round's ship number


class SlotKey(NamedTuple):
    kind: Literal["slot"]
    ship: int
    slot: int  # 0: the bow


class DisplayKey(NamedTuple):
    """A place of the market's face-up cards."""

    kind: Literal["display"]
    place: int


class PairKey(NamedTuple):
    """Market B's face-down pair."""

    kind: Literal["pair"]


class PeekKey(NamedTuple):
    """One of the pair's two cards in the keep dialog."""

    kind: Literal["peek"]
    which: int


class PyramidKey(NamedTuple):
    """One of Pyramids B's three small pyramids."""

    kind: Literal["pyramid"]
    pyramid: int


class CellKey(NamedTuple):
    """A site's cell: a number, or (pyramid, cell) on Pyramids B; the seat on the
    obelisks; the column on the temple."""

    kind: Literal["cell"]
    site: Site
    cell: int | tuple[int, int]


class TowerKey(NamedTuple):
    """An Obelisks B tower slot."""

    kind: Literal["tower"]
    slot: int


class SledKey(NamedTuple):
    kind: Literal["sled"]
    seat: int


class SledStoneKey(NamedTuple):
    kind: Literal["sled_stone"]
    seat: int
    place: int


class QuarryKey(NamedTuple):
    kind: Literal["quarry"]
    seat: int


class HandKey(NamedTuple):
    """One kind of card in a seat's hand."""

    kind: Literal["hand"]
    seat: int
    card: str


class HandAreaKey(NamedTuple):
    """The row of a seat's cards."""

    kind: Literal["hand_area"]
    seat: int


ImhotepKey = (RiverKey | SiteKey | DockKey | ShipKey | SlotKey | DisplayKey | PairKey | PeekKey
              | PyramidKey | CellKey | TowerKey | SledKey | SledStoneKey | QuarryKey | HandKey
              | HandAreaKey)
# kind -> (its record, how many fields it has)
RECORDS: dict[str, tuple[Callable[..., ImhotepKey], int]] = {
    get_args(get_type_hints(record)["kind"])[0]: (record, len(record._fields))
    for record in get_args(ImhotepKey)}


def read_key(key: AreaKey | None) -> ImhotepKey | None:
    """The record of the area `key`: a plain tuple (or a record) of a kind of this table's,
    with as many fields as its record, as its record; None for anything else."""
    if not key:
        return None
    entry = RECORDS.get(key[0])
    if entry is None or len(key) != entry[1]:
        return None
    record, _fields = entry
    return record(*key)
