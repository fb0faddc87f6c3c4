"""The event table: how a game's engine events animate.

Each game declares `ANIMATE = {event kind: handler}` with an entry for every event kind its
engine emits (None: the event shows no animation, only its log line). After a move the kit
calls `handler(view, event, moment)` for each event in order (`view`: the game's view of the
table, scenes/kit/game_view.py); `moment` holds what the table looked like before the move
and after it.
"""

import logging
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

import pygame

from engines.core import Event, Observation
from scenes.kit.layout import AreaKey
from scenes.kit.view import TableView

Handler = Callable[..., None]  # (view, event, moment), the view of the game's own class
log = logging.getLogger(__name__)
O = TypeVar("O", bound=Observation)  # the game's observation type


@dataclass(frozen=True)
class Moment(Generic[O]):
    """One move as the table saw it: the observations before and after, the areas before
    (where pieces were), and all the move's events (a handler may look ahead)."""

    before: O
    after: O
    old_areas: Mapping[AreaKey, pygame.Rect]
    events: tuple[Event, ...]

    def later(self, event: Event) -> tuple[Event, ...]:
        """The events after `event` in this move."""
        index = next(i for i, e in enumerate(self.events) if e is event)
        return self.events[index + 1:]


def seat_of(event: Event) -> int:
    """The seat a seat's event (a move, a card drawn, points scored) concerns; an event of
    that kind naming none is a defect of the engine."""
    if event.seat is None:
        raise ValueError(f"the event {event.kind!r} names no seat")
    return event.seat


def by_name(cls: type, animated: Iterable[str],
            silent: Iterable[str] = ()) -> dict[str, Handler | None]:
    """An event table from a class's handler methods: `anim_<kind>` for each animated kind
    (a missing method fails at import), None for each silent kind."""
    table: dict[str, Handler | None] = {kind: getattr(cls, f"anim_{kind}") for kind in animated}
    table.update(dict.fromkeys(silent))
    return table


def animate(scene: TableView, table: Mapping[str, Handler | None], events: Sequence[Event],
            before: Observation, after: Observation,
            old_areas: Mapping[AreaKey, pygame.Rect]) -> None:
    """Hand every event to its handler (the observations `before` and `after` the move). A
    kind missing from the table is a defect (the scene tests check every kind the engine
    emits); in play it is logged and not animated."""
    moment = Moment(before, after, dict(old_areas), tuple(events))
    for event in events:
        if event.kind not in table:
            log.warning("no animation entry for event kind %r", event.kind)
            continue
        handler = table[event.kind]
        if handler is not None:
            handler(scene, event, moment)
