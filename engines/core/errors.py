"""Errors raised by engines, with reasons that the UI can translate.

A reason is a marked message: an English msgid (marked with `N_`, or `NP_` for a count that
needs plural forms) and its parameters. Engines never translate; the scene shows
`exc.message` through the catalogs (`shell.language.i18n.tr_message`). `str(exc)` stays English, for
logs and tests.

Parameter conventions (the UI prepares these values before formatting the translation):
- `seat`: a seat index (int); the UI shows that seat's player name ("{seat} must choose the
  unloading order"). In the English `str(exc)` it is the bare number.
- `why`: a nested Message (a replay error quoting the engine's reason); translate it first.
- `n`: the count that chooses the plural form of an `NP_` pair.
- `game`, `option`: a game's name or an option's label, themselves marked msgids: translate
  them too.
Every other parameter is a number.
"""

from dataclasses import dataclass, field


def N_(message: str) -> str:
    """Mark a string for the translation catalogs without translating it (engines are pure)."""
    return message


def NP_(singular: str, plural: str) -> tuple[str, str]:
    """Mark a singular/plural pair for the catalogs (chosen by the parameter `n`)."""
    return (singular, plural)


@dataclass(frozen=True)
class Message:
    """A translatable message: msgid (or a singular/plural pair) and its format parameters."""

    msgid: str | tuple[str, str]
    params: dict = field(default_factory=dict)

    def english(self) -> str:
        """The message in English (the msgid, formatted; plural chosen by `n`)."""
        text = self.msgid
        if isinstance(text, tuple):
            text = text[0] if self.params.get("n") == 1 else text[1]
        try:
            return text.format(**self.params)
        except (KeyError, IndexError, ValueError):
            return text

    def __str__(self) -> str:
        return self.english()


def message(msgid, **params) -> Message:
    """A Message from a msgid (str or NP_ pair) or an existing Message."""
    if isinstance(msgid, Message):
        return msgid
    return Message(msgid, params)


class IllegalAction(ValueError):
    """An action that the rules do not allow now. The state is left untouched.

    `reason` is a marked msgid (`N_("...")`, `NP_(...)`) or a `Message`; keyword arguments are
    its parameters: `IllegalAction(N_("the sled holds {n} stones"), action, n=5)`.
    """

    def __init__(self, reason, action=None, **params):
        self.message = message(reason, **params)
        english = self.message.english()
        super().__init__(english if action is None else f"{english} (action {action!r})")
        self.reason = english
        self.action = action


class ReplayError(ValueError):
    """A saved game (replay) that cannot be loaded; the message says why.

    Like IllegalAction it may carry a translatable `message`.
    """

    def __init__(self, reason="", **params):
        self.message = message(reason, **params)
        super().__init__(self.message.english())
