"""Places that stay put under the pointer: a group of a table's areas (a hand of cards) keeps
the rects it had while the pointer rests in the group's region and the same decision goes on,
so a second click lands where the first one aimed.

A game's layout asks `places(decision, region, fresh, pointer)` for the group's rects: while
the pointer is inside the region it had when they were laid out, `decision` (what the game
calls one decision: the seat, the turn, the kind of choice) is the same and every area of
`fresh` had a place then (cards only went), the old rects come back; otherwise `fresh` is
laid out and kept. The table's input asks `left(pointer)` on every mouse move: True once the
pointer has left a region whose areas are held, so the table lays out again.
"""

from collections.abc import Hashable, Mapping
from typing import TypeVar

import pygame

K = TypeVar("K", bound=Hashable)  # an area's key


class PointerHold:
    """The held group of one table: its decision, its region and its rects."""

    def __init__(self) -> None:
        self.decision: Hashable = None
        self.region: pygame.Rect | None = None
        self.kept: dict[Hashable, pygame.Rect] = {}
        self.holding = False  # the last layout gave back kept rects that differ from fresh

    def places(self, decision: Hashable, region: pygame.Rect,
               fresh: Mapping[K, pygame.Rect], pointer: tuple[int, int]) -> dict[K, pygame.Rect]:
        """The group's rects: the kept ones while the pointer rests on the region in the
        same decision and nothing new came, else `fresh` (then kept)."""
        if (self.region is not None and decision == self.decision
                and self.region.collidepoint(pointer) and set(fresh) <= set(self.kept)):
            held = {key: pygame.Rect(self.kept[key]) for key in fresh}
            self.holding = any(held[key] != fresh[key] for key in fresh)
            return held
        self.decision, self.region = decision, pygame.Rect(region)
        self.kept = {key: pygame.Rect(rect) for key, rect in fresh.items()}
        self.holding = False
        return dict(fresh)

    def left(self, pointer: tuple[int, int]) -> bool:
        """The pointer is off the region whose rects are held: they may move now."""
        if not self.holding or self.region is None or self.region.collidepoint(pointer):
            return False
        self.holding = False
        self.region = None  # the next layout lays the group out afresh
        return True
