"""What a written Nim position must hold so that the game can be played on from it to an
end (docs/notation.md): checked by `notation.parse` on the fields it read.

- The seat to take is one of the players.
- No heap holds more stones than it starts with (a game with more could not be reached).
"""

from engines.core import N_, IllegalAction

from .state import HEAPS

TURN = N_("the seat to take must be one of the players")
HEAP_SIZES = N_("no heap may hold more stones than it starts with")


def check(data: dict) -> None:
    """Refuse a position the game cannot be played on from (reasons above)."""
    if not 0 <= data["turn"] < data["players"]:
        raise IllegalAction(TURN)
    factor = 2 if data["options"]["big_heaps"] else 1
    if len(data["heaps"]) != len(HEAPS) or any(
            size > start * factor for size, start in zip(data["heaps"], HEAPS, strict=True)):
        raise IllegalAction(HEAP_SIZES)
