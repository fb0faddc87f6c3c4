"""A game being played: engine, replay (the save), state, autosave and the undo rule.

Undo (docs/architecture.md) replays all but the last human move and the bot actions after
it. A move is the last human action with the steps before it that the game's words read as
one with it (the engine descriptor's `Phrasing.joined`: a Pyramids domino taken and laid, an
Archaeology trade from its opening to its confirmation), all by that seat with nothing
revealed between: a domino laid goes back to the quarry in one undo. A person may take back
only their own move: the undo names who asks (`by`), and it is
refused unless the last human action is theirs (so no other human has acted since). It is
refused when anything since that action (itself included) revealed hidden information or used
chance (an event with `reveals`), and once the game is over. Against bots the bots' replies
after the move are taken back with it. A person is a "human" seat (at this screen) or a
"remote" one (a person at another computer of a table hosted over the network): the rule is
the same for both.

A hosted table's session tells its watchers (`SessionWatcher`) of every action played and
every undo, so each remote seat is sent its view after every change; a remote seat whose
player is away may be played by a stand-in bot (`stand_ins`).
"""

from typing import Protocol

from engines import find_descriptor, get_engine
from engines.core import Event, IllegalAction, State
from engines.core.replay import BOT_LEVELS, PERSON_KINDS
from shell.language.i18n import tr_message
from shell.store import saves

MOVE_STEPS = 16  # a move read as one is never longer (a trade of many cards)
HINT_SALT = 0x4A1E7  # hints are seeded apart from the Hard bot's own decisions


class SessionWatcher(Protocol):
    """Told of each change of a session (the network host sends the remote seats' views)."""

    def after_action(self, mover: int, events: list[Event]) -> None: ...

    def after_undo(self, by: int) -> None: ...


class GameSession:
    def __init__(self, replay, state=None, *, autosave: bool = True):
        self.engine = get_engine(replay.game)
        self.replay = replay
        self.writer = saves.AutosaveWriter() if autosave else None
        self.state = replay.start(self.engine)
        self.movers: list[int] = []  # the seat that made each action
        self.reveals: list[bool] = []  # whether each action revealed hidden information
        self.history: list[list] = []  # the events of each action (for the game log)
        self.watchers: list[SessionWatcher] = []
        self.stand_ins: dict[int, str] = {}  # remote seat -> the bot level playing it meanwhile
        actions, replay.actions = list(replay.actions), []
        for action in actions:
            self._apply(action)
        if state is not None and state != self.state:
            raise ValueError("the given state does not match the replay")

    # seats ----------------------------------------------------------------------------
    @property
    def seats(self):
        return self.replay.seats

    def is_human(self, seat: int) -> bool:
        """A person plays `seat` at this screen."""
        return self.replay.seats[seat].kind == "human"

    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.replay.seats) if s.kind == "human"]

    def is_person(self, seat: int) -> bool:
        """A person plays `seat`, here or from another computer."""
        return self.replay.seats[seat].kind in PERSON_KINDS

    def is_remote(self, seat: int) -> bool:
        """A person at another computer plays `seat` (a table hosted over the network)."""
        return self.replay.seats[seat].kind == "remote"

    def bot_level(self, seat: int) -> str | None:
        """The level of the bot that decides for `seat` (a bot seat's, or the stand-in of a
        remote seat whose player is away); None when a person decides."""
        kind = self.replay.seats[seat].kind
        return kind if kind in BOT_LEVELS else self.stand_ins.get(seat)

    def is_bot(self, seat: int) -> bool:
        """A bot plays `seat` now (a stand-in for an away player too)."""
        return self.bot_level(seat) is not None

    @property
    def ply(self) -> int:
        """Actions played so far."""
        return len(self.replay.actions)

    def name(self, seat: int | None) -> str:
        return self.replay.seats[seat].name if seat is not None else ""

    # play -----------------------------------------------------------------------------
    def apply(self, action) -> list:
        """Apply a legal action, record it and autosave. IllegalAction leaves all as it was."""
        mover = self.state.to_move()
        events = self._apply(action)
        self._autosave()
        assert mover is not None  # `_apply` refuses every action once the game is over
        for watcher in self.watchers:
            watcher.after_action(mover, events)
        return events

    def _autosave(self) -> None:
        if self.writer is not None:
            self.writer.submit(self.replay)

    def _apply(self, action) -> list:
        seat = self.state.to_move()
        events = self.state.apply(action)
        assert seat is not None  # apply refuses every move once the game is over
        self.replay.actions.append(action)
        self.movers.append(seat)
        self.reveals.append(any(e.reveals for e in events))
        self.history.append(events)
        return events

    def count_hint(self, seat: int) -> None:
        """One more hint used by `seat` (kept in the replay, so in every save)."""
        hints = self.replay.hints
        if len(hints) != len(self.replay.seats):
            hints[:] = [0] * len(self.replay.seats)
        hints[seat] += 1
        self._autosave()

    def hint_position(self, seat: int) -> tuple[State, int] | None:
        """The position the Hint for `seat` is worked out from (the bot worker determinizes
        it for the seat) and the hint's seed: here the game itself, seeded by the game's seed
        and the decision (None: no position to work it out from)."""
        from engines.ai import decision_seed

        return self.state, decision_seed(self.replay.seed, self.ply, seat) ^ HINT_SALT

    def played_since(self, ply: int) -> tuple[tuple, ...] | None:
        """The actions played after the first `ply` (None: not all of them are known)."""
        return tuple(tuple(a) for a in self.replay.actions[ply:])

    def hints_used(self, seat: int) -> int:
        hints = self.replay.hints
        return hints[seat] if seat < len(hints) else 0

    def why_illegal(self, action) -> str | None:
        """The engine's reason that `action` is illegal now (None when it is legal)."""
        if action in self.state.legal_actions():
            return None
        try:
            self.state.clone().apply(action)
        except IllegalAction as exc:
            return tr_message(exc.message, self.name)
        return None

    # undo ----------------------------------------------------------------------------
    def undo_owner(self) -> int | None:
        """The seat whose move an undo would take back now, or None when undo is not
        allowed: the game is over, no human has moved yet, or something since the last human
        action (itself included) revealed hidden information or used chance."""
        index = self._last_human_action()
        if index is None or self.state.is_over():
            return None
        if any(self.reveals[index:]):
            return None
        return self.movers[index]

    def _last_human_action(self) -> int | None:
        for index in range(len(self.movers) - 1, -1, -1):
            if self.is_person(self.movers[index]):
                return index
        return None

    def _move_start(self, index: int) -> int:
        """The first action of the move that action `index` ends (see the module doc)."""
        found = find_descriptor(self.replay.game)
        if found is None:
            return index
        seat, actions = self.movers[index], self.replay.actions
        start = index
        for first in range(index - 1, max(-1, index - MOVE_STEPS), -1):
            if self.movers[first] != seat or self.reveals[first]:
                break
            joined = found.phrasing.joined(actions[first:index + 1], 0)
            if joined is not None and joined[1] == index + 1 - first:
                start = first
        return start

    def undo_point(self, by: int | None) -> int | None:
        """How many actions to keep when seat `by` takes back their last move (and the bot
        actions after it), or None when `by` may not undo now."""
        if by is None or self.undo_owner() != by:
            return None
        index = self._last_human_action()
        return None if index is None else self._move_start(index)

    def can_undo(self, by: int | None) -> bool:
        return self.undo_point(by) is not None

    def undo(self, by: int | None) -> int:
        """Seat `by` takes back their last move and the bot replies after it. Returns how
        many actions were taken back (0 when the undo is refused; nothing changes then)."""
        keep = self.undo_point(by)
        if keep is None:
            return 0
        taken = len(self.replay.actions) - keep
        actions = self.replay.actions[:keep]
        self.state = self.replay.start(self.engine)
        self.replay.actions, self.movers, self.reveals, self.history = [], [], [], []
        for action in actions:
            self._apply(action)
        self._autosave()
        assert by is not None  # `undo_point` names a seat
        for watcher in self.watchers:
            watcher.after_undo(by)
        return taken
