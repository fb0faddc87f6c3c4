"""Pyramids' hidden dominoes for the replay viewer's "all cards open"
(scenes/replay/open_cards.py): the dominoes under the top of each stack."""

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from engines.pyramids.state import PyramidsState, domino_json
from scenes.replay.open_cards import Row
from shell.language.i18n import _

from .pieces import domino_image

if TYPE_CHECKING:
    from scenes.replay.viewer import ReplayTable


def _domino(patterns: bool) -> Callable[[pygame.Surface, pygame.Rect, int, float], None]:
    def draw(surface: pygame.Surface, rect: pygame.Rect, domino: int, scale: float) -> None:
        """A domino standing up (its squares `rect.w` wide)."""
        surface.blit(domino_image(domino_json(domino), 1, rect.w, patterns), rect)
    return draw


def rows(state: PyramidsState, scene: "ReplayTable") -> list[Row]:
    draw = _domino(scene.patterns)
    return [Row(_("Stack {n}, under the top").format(n=k + 1), list(reversed(stack[:-1])),
                draw, aspect=0.5)
            for k, stack in enumerate(state.stacks)]
