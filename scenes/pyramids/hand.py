"""`Hand`: what the player at the Pyramids table chose that the view's parts share — how the
domino in hand is turned, where a dragged domino was dropped, which pyramid is looked at.
The gestures own it (they change it); the drawing and the animations read it."""

from dataclasses import dataclass


@dataclass
class Hand:
    """The player's choices at the table that are not moves (see the module doc)."""

    rotation: int = 0  # quarter turns clockwise of the domino in hand (and the one picked)
    look: int | None = None  # another seat's pyramid shown large (None: none)
    drop_pos: tuple[int, int] | None = None  # where a dragged domino was dropped: it lands
    # from there (None: it was not dragged)
