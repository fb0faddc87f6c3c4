"""What `NimState.observation(seat)` returns: every key, as types. Hidden from a seat: the
others' secret cards (and the deck's order) until the game is over."""

from typing import Literal

from engines.core.observation import Observation


class NimObservation(Observation):
    """Everything one seat sees of a Nim position."""

    game: Literal["nim"]
    heaps: list[int]  # stones left in each heap
    turn: int  # the seat taking now (the last taker once the game is over)
    deck_size: int
    secrets: list[int | None]  # per seat its secret card, None where this seat may not see it
