"""`DropSpots`: where the domino in hand may go this turn — every legal placement (of a
quarry domino, once taken), and the drop spots of those at the hand's current rotation, each
with its rect on the viewer's pyramid. The gestures bind them; the overlay draws them."""

import pygame

from engines.pyramids.actions import Place
from scenes.kit.context import TableContext

from . import keys as K
from .hand import Hand
from .part import PyramidsPart

DropPlaces = dict[K.Drop, tuple[pygame.Rect, Place]]


class DropSpots(PyramidsPart):
    """This turn's placements and drop spots (see the module doc), kept while the position
    (and, for the spots, the layout, the rotation and the view) stays the same."""

    def __init__(self, ctx: TableContext, hand: Hand) -> None:
        super().__init__(ctx)
        self.hand = hand
        self._places: tuple[int | None, list[Place]] = (None, [])  # (ply, placements)
        self._spots: tuple[tuple, DropPlaces] | None = None  # (what they depend on, spots)

    def forget(self) -> None:
        """The observation changes: the placements are worked out anew."""
        self._places = (None, [])

    def place_actions(self) -> list[Place]:
        """Every legal placement of the domino in hand, or of a quarry domino if taken."""
        ply = self.ply
        if self._places[0] == ply:
            return self._places[1]
        legal = self.legal_actions()
        if self.obs["phase"] == "take" and legal:  # where a quarry domino would go
            places = [a for a in self.legal_after(legal[:1]) if isinstance(a, Place)]
        else:
            places = [a for a in legal if isinstance(a, Place)]
        self._places = (ply, places)
        return places

    def drop_places(self) -> DropPlaces:
        """Where the domino in hand may go at its current rotation, for the mover at the
        screen: drop key -> (rect, place action)."""
        key = (self.table_layout, self.hand.rotation, self.viewer, self.ply)
        kept = self._spots
        if kept is not None and kept[0][0] is key[0] and kept[0][1:] == key[1:]:
            return kept[1]
        places: DropPlaces = {}
        if self.mover_is_viewer() and self.obs["phase"] in ("take", "place"):
            origin, q = self.table_layout.views[self.viewer]
            for action in self.place_actions():
                if action.orient != self.hand.rotation:
                    continue
                spot = K.drop_key(action)
                rect = pygame.Rect(0, 0, round(2 * q), round(2 * q))
                rect.center = (round(origin[0] + spot.x * q), round(origin[1] + spot.y * q))
                places[spot] = (rect, action)
        self._spots = (key, places)  # a memo: the same answer for the same inputs
        return places

    @property
    def drop_actions(self) -> dict[K.Drop, Place]:
        """This turn's drop spots -> the place actions they stand for."""
        return {spot: action for spot, (_rect, action) in self.drop_places().items()}
