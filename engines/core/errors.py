"""Errors raised by engines."""


class IllegalAction(ValueError):
    """An action that the rules do not allow now. The state is left untouched."""

    def __init__(self, reason: str, action=None):
        super().__init__(reason if action is None else f"{reason} (action {action!r})")
        self.reason = reason
        self.action = action


class ReplayError(ValueError):
    """A saved game (replay) that cannot be loaded; the message says why."""
