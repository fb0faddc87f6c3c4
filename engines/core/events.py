"""Events: what happened when an action was applied, for animation and the game log."""

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Event:
    """One thing that happened.

    kind   a short name the UI knows ("stone_unloaded", "score", ...)
    seat   the player it concerns, or None
    data   JSON-friendly details (site, cell, points, card ...)
    reveals  True when hidden information became known or chance was used (a card was
             drawn, a deck revealed): undo may not go back past such an event.
    """

    kind: str
    seat: int | None = None
    data: dict = field(default_factory=dict)
    reveals: bool = False

    def to_json(self) -> dict:
        return {"kind": self.kind, "seat": self.seat, "data": self.data, "reveals": self.reveals}
