"""Imhotep's task stack (`ImhotepState.stack`) as typed records, read by their named fields.

A task is work still to do: a decision waits for its `seat`, an automatic task runs at once.
Like the actions, the records are still tuples, so a save lists them as JSON lists
(`("unload", -1, ship, site, order)` is `["unload", -1, ship, site, [...]]`); `decode` turns
a loaded list back into its record. Ships and slots are numbered as in the actions; `site`
is an index into data.SITES.
"""

from collections.abc import Callable
from typing import Literal, NamedTuple, get_args

from .observation import Decision

UNLOADER = -1  # an unloading is nobody's decision: its `seat`


class Choose(NamedTuple):
    """A follow-up decision of `seat` that needs nothing more (`Decision` names them)."""

    kind: Decision
    seat: int


class TempleChoice(NamedTuple):
    """Temple B: `seat` takes 1 point or stones for its stone that reached `column`."""

    kind: Literal["temple_choice"]
    seat: int
    column: int


class LeverOrdering(NamedTuple):
    """The Lever: `seat` fixes the unloading order of `ship` at `site`, one slot at a time."""

    kind: Literal["lever_order"]
    seat: int
    ship: int
    site: int
    chosen: tuple[int, ...]  # slots already ordered


class SailSite(NamedTuple):
    """The Sail: `seat` sends `ship`, just loaded, to a site."""

    kind: Literal["sail_site"]
    seat: int
    ship: int


class ChiselPlace(NamedTuple):
    """The Chisel: `seat` still places `stones` stones."""

    kind: Literal["chisel_place"]
    seat: int
    stones: int


class Unload(NamedTuple):
    """Unload `ship` at `site`, the slots in `order` first (automatic)."""

    kind: Literal["unload"]
    seat: int  # always UNLOADER
    ship: int
    site: int
    order: tuple[int, ...]


class RedCard(NamedTuple):
    """A red market card: a stone of `seat` from the quarry to `site` (automatic)."""

    kind: Literal["red"]
    seat: int
    site: int


class TempleColumn(NamedTuple):
    """Temple B at the round's end: the reward for `seat`'s stone on top of `column`."""

    kind: Literal["temple_column"]
    column: int
    seat: int


class EndTurn(NamedTuple):
    """End `seat`'s turn once its action's follow-ups are done (automatic)."""

    kind: Literal["end_turn"]
    seat: int


class NextRound(NamedTuple):
    """Start the next round, or end the game (automatic)."""

    kind: Literal["next_round"]
    seat: None


DecisionTask = Choose | TempleChoice | LeverOrdering | SailSite | ChiselPlace
AutomaticTask = Unload | RedCard | TempleColumn | EndTurn | NextRound
Task = DecisionTask | AutomaticTask

RECORDS: dict[str, Callable[..., Task]] = {
    kind: record
    for record in (Choose, TempleChoice, LeverOrdering, SailSite, ChiselPlace, Unload,
                   RedCard, TempleColumn, EndTurn, NextRound)
    for kind in get_args(record.__annotations__["kind"])
}


def decode(value: list | tuple) -> Task:
    """The record a saved task stands for (its lists become tuples)."""
    return RECORDS[value[0]](*(tuple(v) if isinstance(v, list) else v for v in value))
