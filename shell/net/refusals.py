"""Why the host refuses a message or a request: a reason code on the wire, its text in the
reader's language.

Every refusal names one of `REASONS`; the host sends the code (and, for an illegal action or
a refused undo, the engine's own reason as a message id with its parameters), the app that
reads it shows the code's text through its own catalogs. Nothing changes on a refusal.
"""

from shell.language.i18n import N_, _

REASONS: dict[str, str] = {
    "malformed": N_("The message could not be read."),
    "too_large": N_("The message is too large."),
    "unknown_type": N_("The message is of an unknown kind."),
    "bad_field": N_("A part of the message is not as it should be."),
    "version": N_("This table runs another version of Nile Table; both players need the same "
                  "version."),
    "hello_first": N_("The app must say hello with the table code first."),
    "bad_code": N_("That table code is not this table's."),
    "bad_token": N_("That seat was taken with another code; join again as a new player."),
    "no_seat": N_("There is no free seat for a player from another computer at this table."),
    "seat_taken": N_("That seat is taken."),
    "not_started": N_("The game has not started yet."),
    "game_over": N_("The game is over."),
    "not_your_turn": N_("It is not your turn."),
    "stale": N_("The table has changed since; try again."),
    "illegal": N_("That move is not allowed."),
    "undo_refused": N_("That move cannot be taken back now."),
    "too_fast": N_("Too many messages at once; slow down."),
    "too_many_tries": N_("Too many wrong table codes from this address; wait a minute."),
    "replaced": N_("This seat was joined again from another window."),
    "closed": N_("The host closed the table."),
    "unknown_game": N_("This table plays a game this app does not know."),
    "lost": N_("The connection to the table was lost."),
    "busy": N_("This table is full of connections; try again later."),
}


class ProtocolError(ValueError):
    """A message refused: `code` is one of `REASONS`, `detail` says what, in English, for
    the log."""

    def __init__(self, code: str, detail: str = "") -> None:
        assert code in REASONS, code
        super().__init__(f"{code}: {detail}" if detail else code)
        self.code = code
        self.detail = detail


def reason_text(code: str) -> str:
    """The text of reason `code` in the current language (an unknown code reads as a
    message that could not be read)."""
    return _(REASONS.get(code, REASONS["malformed"]))
