"""A game being played: engine, replay (the save), state, autosave and the undo rule.

Undo (DESIGN.md) replays all but the last human action and the bot actions after it. It is
allowed only when nothing since that action (itself included) revealed hidden information or
used chance (an event with `reveals`). In hot-seat play the undone action may be another
human's: the player at the screen takes back the last move.
"""

from engines import get_engine
from engines.core import IllegalAction

from . import saves


class GameSession:
    def __init__(self, replay, state=None, *, autosave: bool = True):
        self.engine = get_engine(replay.game)
        self.replay = replay
        self.writer = saves.AutosaveWriter() if autosave else None
        self.state = self.engine.new_game(len(replay.seats), replay.options, replay.seed)
        self.movers: list[int] = []  # the seat that made each action
        self.reveals: list[bool] = []  # whether each action revealed hidden information
        self.history: list[list] = []  # the events of each action (for the game log)
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
        return self.replay.seats[seat].kind == "human"

    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.replay.seats) if s.kind == "human"]

    def name(self, seat: int | None) -> str:
        return self.replay.seats[seat].name if seat is not None else ""

    # play -----------------------------------------------------------------------------
    def apply(self, action) -> list:
        """Apply a legal action, record it and autosave. IllegalAction leaves all as it was."""
        events = self._apply(action)
        self._autosave()
        return events

    def _autosave(self) -> None:
        if self.writer is not None:
            self.writer.submit(self.replay)

    def _apply(self, action) -> list:
        seat = self.state.to_move()
        events = self.state.apply(action)
        self.replay.actions.append(action)
        self.movers.append(seat)
        self.reveals.append(any(e.reveals for e in events))
        self.history.append(events)
        return events

    def why_illegal(self, action) -> str | None:
        """The engine's reason that `action` is illegal now (None when it is legal)."""
        if action in self.state.legal_actions():
            return None
        try:
            self.state.clone().apply(action)
        except IllegalAction as exc:
            return exc.reason
        return None

    # undo ----------------------------------------------------------------------------
    def undo_point(self) -> int | None:
        """How many actions to keep to take back the last human action (and the bot
        actions after it), or None when undo is not allowed: no human action yet, or
        something since it (itself included) revealed hidden information or used chance."""
        index = len(self.movers) - 1
        while index >= 0 and not self.is_human(self.movers[index]):
            if self.reveals[index]:
                return None
            index -= 1
        if index < 0 or self.reveals[index]:
            return None
        return index

    def can_undo(self) -> bool:
        return self.undo_point() is not None

    def undo(self) -> bool:
        keep = self.undo_point()
        if keep is None:
            return False
        actions = self.replay.actions[:keep]
        self.state = self.engine.new_game(len(self.replay.seats), self.replay.options,
                                          self.replay.seed)
        self.replay.actions, self.movers, self.reveals, self.history = [], [], [], []
        for action in actions:
            self._apply(action)
        self._autosave()
        return True
