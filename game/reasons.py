"""Show an engine or save `Message` (msgid + parameters) in the player's language.

`tr_message` is `game.i18n.tr_message` once the i18n work provides it; until then the local
stand-in below translates the msgid (or the singular/plural pair, English plural rule) with
`_()` and formats it with the parameters. Switch by deleting the stand-in.
"""

from engines.core import Message

from .i18n import _

try:
    from .i18n import tr_message  # the catalogs' own (plural forms per language)
except ImportError:
    def tr_message(msg: Message) -> str:
        """Stand-in for game.i18n.tr_message: `_()` of the msgid, formatted."""
        text = msg.msgid
        if isinstance(text, tuple):
            text = text[0] if msg.params.get("n") == 1 else text[1]
        text = _(text)
        try:
            return text.format(**msg.params)
        except (KeyError, IndexError, ValueError):
            return text


def reason_text(exc_or_message) -> str:
    """The translated reason of an exception that carries a `message`, or of a Message."""
    msg = getattr(exc_or_message, "message", exc_or_message)
    if isinstance(msg, Message):
        return tr_message(msg)
    return str(exc_or_message)
