"""The keys for the move the coach points at, said under its line: the same move as the
drag or click it shows, made from the keyboard (scenes/kit/keyboard.py)."""

from collections.abc import Iterable

from pygame_gui.elements import UIButton

from shell.language.i18n import _

from .coach import Highlight


def keys_line(choice_buttons: Iterable[UIButton], highlight: Highlight | None) -> str | None:
    """How to make the coach's move `highlight` by keys (None: no move shown); a choice
    button's key is its place among `choice_buttons`, counted from the left."""
    if highlight is None:
        return None
    if highlight.button is not None:
        order = sorted(choice_buttons, key=lambda button: button.rect.x)
        if highlight.button in order:
            return _("Keys: press {n}.").format(n=order.index(highlight.button) + 1)
        return None
    if highlight.source is not None:
        return _("Keys: Tab to the piece, Enter, the arrows to its place, Enter.")
    return _("Keys: Tab to it, then Enter.")
