"""Pyramids' hidden dominoes for the replay viewer's "all cards open"
(scenes/replay/open_cards.py): the dominoes under the top of each stack."""

from engines.pyramids.state import domino_json
from game.i18n import _
from scenes.replay.open_cards import Row

from .pieces import domino_image


def _domino(patterns: bool):
    def draw(surface, rect, domino, scale) -> None:
        """A domino standing up (its squares `rect.w` wide)."""
        surface.blit(domino_image(domino_json(domino), 1, rect.w, patterns), rect)
    return draw


def rows(state, scene) -> list[Row]:
    draw = _domino(scene.patterns)
    return [Row(_("Stack {n}, under the top").format(n=k + 1), list(reversed(stack[:-1])),
                draw, aspect=0.5)
            for k, stack in enumerate(state.stacks)]
