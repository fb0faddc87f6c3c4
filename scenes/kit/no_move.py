"""A table whose game is not over yet offers nobody a move (the engines' invariant forbids
it and the notation refuses such positions, so this is a defect somewhere): the table says
so in words, plays no bot and asks for no hint, and leaves Save and Menu to the player,
instead of failing on an empty list of legal actions."""

import logging

from engines.core import State
from shell.language.i18n import _
from shell.ui.toast import Toast

log = logging.getLogger(__name__)


def no_move(state: State) -> bool:
    """The game is not over, yet no seat is to move or the seat to move has no legal
    action."""
    if state.is_over():
        return False
    return state.to_move() is None or not state.legal_actions()


def no_move_text() -> str:
    """What the table says instead of its prompt (translated now)."""
    return _("Nobody can move here, though the game is not over. Save the game to report "
             "it, or go back to the menu.")


def tell(game_id: str, ply: int, toast: Toast) -> None:
    """Log the position (`ply` actions into a game of `game_id`) and show the words as a
    toast (the table does it once)."""
    log.error("no legal action before the end of %s (ply %d)", game_id, ply)
    toast.show(no_move_text(), error=True)
