"""Events: what happened when an action was applied, for animation and the game log.

Each game declares its event kinds in `engines/<game>/events.py`: per kind a TypedDict of its
data and an `EventKind` constant, e.g. `PLACE = EventKind[Placed]("place")`, all listed in
the game's `EVENTS = EventKinds(...)`. The engine builds an event by calling the constant,
`PLACE(seat, {"ship": 1, "slot": 0})`, so mypy checks the data against the kind's type
(tests/engines/test_event_types.py checks the events of random games too).

A reader gets an event's data typed in one of two ways:
- `PLACE.data(event)`: the data as `Placed` (a ValueError if the event is of another kind),
  for a handler that already knows the kind (an `ANIMATE = {kind: handler}` entry);
- a table built with `on`: `LINES = dict([on(PLACE, placed_line), ...])` pairs each kind's
  name with a function whose first parameter is `Event[Placed]` (mypy checks the pairing),
  and `LINES[event.kind](event, ...)` dispatches.
"""

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Concatenate, Generic, ParamSpec, TypedDict, TypeVar, cast

D = TypeVar("D", bound=Mapping[str, object])
P = ParamSpec("P")
R = TypeVar("R")


@dataclass(frozen=True)
class Event(Generic[D]):
    """One thing that happened.

    kind   a short name the UI knows ("stone_unloaded", "score", ...)
    seat   the player it concerns, or None
    data   JSON-friendly details (site, cell, points, card ...), typed by the kind's
           TypedDict (`Event[Placed]`; a plain `Event` is any kind's)
    reveals  True when hidden information became known or chance was used (a card was
             drawn, a deck revealed): undo may not go back past such an event.
    """

    kind: str
    seat: int | None = None
    data: D = field(default_factory=dict)  # type: ignore[assignment]
    reveals: bool = False

    def to_json(self) -> dict:
        return {"kind": self.kind, "seat": self.seat, "data": self.data, "reveals": self.reveals}


SECRET = "secret"  # a data key holding what only some seats may see (see `seen_by`)
SECRET_TO = "secret_to"  # seats beside the event's own that may see its secret


def secret_seats(event: Event[Any]) -> set[int | None]:
    """The seats that may see `event`'s secret: its own seat and those its data's
    "secret_to" lists."""
    seats: set[int | None] = {event.seat}
    seats.update(event.data.get(SECRET_TO, ()))
    return seats


def seen_by(event: Event[Any], seat: int) -> Event[Any]:
    """`event` as `seat` may see it: its "secret" left out unless `seat` may see it (what a
    seat is sent over the network; everything else in an event is open to every seat)."""
    if SECRET not in event.data or seat in secret_seats(event):
        return event
    data = {key: value for key, value in event.data.items() if key != SECRET}
    return Event(event.kind, event.seat, data, event.reveals)


class NoData(TypedDict):
    """The data of an event that says nothing beyond its kind and seat."""


class EventKind(Generic[D]):
    """One kind of event and the TypedDict of its data (see the module's doc)."""

    def __init__(self, kind: str) -> None:
        self.kind = kind

    def __call__(self, seat: int | None, data: D, reveals: bool = False) -> Event[D]:
        """A new event of this kind."""
        return Event(self.kind, seat, data, reveals)

    def data(self, event: Event[Any]) -> D:
        """`event`'s data as this kind's type; a ValueError for an event of another kind."""
        if event.kind != self.kind:
            raise ValueError(f"a {event.kind!r} event read as {self.kind!r}")
        return cast(D, event.data)

    def __repr__(self) -> str:
        return f"EventKind({self.kind!r})"


class EventKinds:
    """A game's event kinds (`by_kind`: name -> EventKind)."""

    def __init__(self, *kinds: EventKind[Any]) -> None:
        self.by_kind: dict[str, EventKind[Any]] = {k.kind: k for k in kinds}
        if len(self.by_kind) != len(kinds):
            raise ValueError("an event kind is declared twice")


def on(kind: EventKind[D], handler: Callable[Concatenate[Event[D], P], R],
       ) -> tuple[str, Callable[Concatenate[Event[Any], P], R]]:
    """A `(kind name, handler)` entry of a dispatch table over events: `handler`'s first
    parameter must take this kind's events (`Event[D]`), which mypy checks here."""
    return kind.kind, handler
