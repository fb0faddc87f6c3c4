"""`PyramidsPart`: what every part of the Pyramids view (its gestures, drawing, overlay,
animations...) reads alike of the table's context: a seat's pyramid, whether the seat to
move is the one at the screen, the domino an area holds."""

from engines.pyramids.observation import Domino, PyramidsObservation, PyramidView
from scenes.kit.game_view import ViewPart
from scenes.kit.layout import AreaKey

from . import keys as K
from .layout import PyramidsLayout


class PyramidsPart(ViewPart[PyramidsObservation, PyramidsLayout]):
    """A part of the Pyramids view, made from the table's context (see the module doc)."""

    def pyramid(self, seat: int) -> PyramidView:
        return self.obs["pyramids"][seat]

    def mover_is_viewer(self) -> bool:
        """A human is to move and the table shows their pyramid."""
        return self.human_to_move and self.obs["to_move"] == self.viewer

    def domino_of(self, source: AreaKey | None) -> Domino | None:
        """The domino at the area `source`: a quarry domino or the one in hand."""
        key = K.read(source)
        if isinstance(key, K.Quarry):
            return self.obs["quarry"][key.slot]
        if isinstance(key, K.Held):
            pending = self.obs["pending"]
            return pending["held"] if pending is not None else None
        return None

    def can_rotate(self) -> bool:
        """The domino in hand (or the one picked next) may be turned now."""
        return self.obs["phase"] in ("take", "place") and self.mover_is_viewer()
