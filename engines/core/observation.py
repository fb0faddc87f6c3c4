"""The keys every game's observation has: what `State.observation(seat)` returns at least.

Each game declares its whole observation as a TypedDict extending `Observation` in
`engines/<game>/observation.py`; observations stay plain dicts, as they travel as JSON to the
bot worker and into replays.
"""

from typing import NotRequired, TypedDict


class Observation(TypedDict):
    """What one seat may see of a position."""

    seat: int  # the seat this view is for
    to_move: int | None  # the seat that must decide now; None once the game is over
    scores: list[int]  # per seat
    winners: list[int]  # seats that won; empty before the end
    public: NotRequired[bool]  # True in `public_observation`: a view with nothing private
