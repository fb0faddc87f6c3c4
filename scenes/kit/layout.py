"""Layout as data: where everything sits on a table, computed from the observation alone.

Each game has `compute_layout(observation, table_rect, scale) -> TableLayout` (or a frozen
subclass with the game's own named parts). `regions` are the table's named boxes (a site,
the river, a mat); they lie inside the table and do not overlap. A `dialog` (a choice shown
over the table) and the banners' place lie over them. `areas` are the keyed piece
areas that drawing, drag and drop and hit-testing read (topmost last). `keep_clear` names
what choice buttons must leave in view: the board's key places and what the choice is
about; `rather_clear` what they had better leave in view (the kit places the buttons clear
of both where the table has room, of `keep_clear` first).
"""

from collections.abc import Hashable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

import pygame

# An area's key: a tuple whose first item names the kind of place ("hand", "ship", "site"),
# the rest which one (a seat, an index, a name).
AreaKey = tuple


def area_key(key: Hashable | None) -> AreaKey | None:
    """A key the table's drag and drop or keyboard play gives back (shell/ui/dragdrop.py,
    shell/ui/keyplay.py: keys of any kind) as an area key; None for none or for another kind
    (a button's spot)."""
    return key if isinstance(key, tuple) else None


def frozen(mapping: Mapping) -> Mapping:
    """A read-only view of `mapping` (a layout never changes once computed)."""
    return MappingProxyType(dict(mapping))


@dataclass(frozen=True)
class TableLayout:
    table: pygame.Rect
    scale: float
    regions: Mapping = field(default_factory=lambda: frozen({}))
    areas: Mapping[AreaKey, pygame.Rect] = field(default_factory=lambda: frozen({}))
    dialog: pygame.Rect | None = None  # a dialog over the table, while one is up
    banner_at: tuple | None = None  # where banners stand (default: the table's centre)
    buttons_y: int | None = None  # the top of the choice buttons (default: over the table)
    buttons_x: int | None = None  # the centre of the choice buttons (default: the table's)
    keep_clear: tuple = ()  # rects the choice buttons must not cover
    rather_clear: tuple = ()  # rects they had better not cover, where there is room

    def region(self, name: str) -> pygame.Rect:
        return self.regions[name]
