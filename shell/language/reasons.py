"""Show an engine or save `Message` (msgid + parameters) in the player's language."""

from engines.core import Message
from shell.language.i18n import tr_message

__all__ = ["tr_message", "reason_text"]


def reason_text(exc_or_message, seat_name=None) -> str:
    """The translated reason of an exception that carries a `message`, or of a Message."""
    msg = getattr(exc_or_message, "message", exc_or_message)
    if isinstance(msg, Message):
        return tr_message(msg, seat_name)
    return str(exc_or_message)
