"""A joined seat's own view of the position as a game state: the seen line the host sends
with every view (`seat_messages.seen_line`: every card the seat may not see written `?`),
read by the engines' notation, its hidden cards dealt again from what the seat has seen
(`engines.notation.parse`, then the seat's `determinize`), as the Load screen reads a copied
position.

The joining app works out from it what a table of one screen asks of its state: the Hint
(in its own bot worker, seeded by the line and the decision, so the same view asks the
same hint, after a rejoin too) and the engine's reason against a move it will not send. It
never decides anything: the host plays every move and refuses what its game refuses.

A line is believed only when it writes a position of this table's game, seen by this seat
(or by anyone at the table), that reads back to exactly the observation the host sent with
it. Anything else (a game without written positions, a line that cannot be read, a host that
sends what cannot be) is no position: no hint, and the plain reason.
"""

import logging
from typing import Protocol

from engines import notation
from engines.ai import decision_seed
from engines.core import N_, IllegalAction, Message, State, canonical, seen
from shell.play.session import HINT_SALT

log = logging.getLogger(__name__)

NOT_NOW = N_("that is not possible now")  # the reason when the position cannot tell another


class SeatView(Protocol):
    """What the position is read against (a `mirror.SeatMirror`)."""

    game: str | None
    seat: int | None
    ply: int
    obs: dict
    position: str | None


def read_position(line: str, game: str, seat: int, obs: dict) -> State | None:
    """The state `line` writes, dealt from `seat`'s sight, when it is a position of `game`
    seen by `seat` (or anyone at the table) that shows `seat` exactly `obs`; else None."""
    try:
        if notation.game_of(line) != game:
            return None
        is_seen, viewer = notation.seen_by(line)
        if is_seen and viewer not in (seat, None):
            return None
        state = notation.parse(line)
        if not 0 <= seat < state.num_players or \
                canonical(state.observation(seat)) != canonical(obs):
            return None
    except IllegalAction:
        return None
    except Exception:  # noqa: BLE001 (whatever a host sends: a line that reads as no position)
        log.warning("a position from the host could not be read", exc_info=True)
        return None
    return state


class SeatPosition:
    """The position of one joined seat (see the module doc), read once per line sent."""

    def __init__(self, view: SeatView) -> None:
        self.view = view
        self._read: tuple[str, int, State | None] | None = None  # (line, ply, state)

    def state(self) -> State | None:
        """A copy of the seat's position, its hidden cards dealt (None: no position)."""
        view = self.view
        line = view.position
        if line is None or view.game is None or view.seat is None:
            return None
        if self._read is None or self._read[:2] != (line, view.ply):
            self._read = (line, view.ply, read_position(line, view.game, view.seat, view.obs))
        state = self._read[2]
        return None if state is None else state.clone()

    def hint_seed(self) -> int:
        """The Hint's seed for this decision: from the line (what the seat sees) and the
        number of actions played; never from the game's seed, which the host keeps."""
        view = self.view
        return decision_seed(seen.seed(view.position or ""), view.ply,
                             -1 if view.seat is None else view.seat) ^ HINT_SALT

    def refusal(self, steps: tuple, action: tuple) -> Message:
        """The engine's reason against `action` after the seat's `steps` (a move being built),
        as a table of one screen gives it; `NOT_NOW` when the position cannot tell one."""
        state = self.state()
        if state is None:
            return Message(NOT_NOW)
        try:
            for step in steps:
                state.apply(step)
        except IllegalAction:
            return Message(NOT_NOW)  # the steps taken do not fit this deal: it cannot tell
        try:
            state.apply(action)
        except IllegalAction as exc:
            return exc.message
        return Message(NOT_NOW)
