"""A table whose game is not over yet offers nobody a move (the engines' invariant forbids
it and the notation refuses such positions, so this is a defect somewhere): the table says
so in words, plays no bot and asks for no hint, and leaves Save and Menu to the player,
instead of failing on an empty list of legal actions."""

import logging

from game.i18n import _

log = logging.getLogger(__name__)


def no_move(state) -> bool:
    """The game is not over, yet no seat is to move or the seat to move has no legal
    action."""
    if state.is_over():
        return False
    return state.to_move() is None or not state.legal_actions()


def no_move_text() -> str:
    """What the table says instead of its prompt (translated now)."""
    return _("Nobody can move here, though the game is not over. Save the game to report "
             "it, or go back to the menu.")


def tell_once(scene) -> None:
    """Log the position once per table and show the words as a toast."""
    if getattr(scene, "no_move_told", False):
        return
    scene.no_move_told = True
    log.error("no legal action before the end of %s (ply %d)", scene.game_id,
              len(scene.session.replay.actions))
    scene.toast.show(no_move_text(), error=True)
