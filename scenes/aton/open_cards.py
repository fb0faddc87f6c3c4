"""Aton's hidden cards for the replay viewer's "all cards open" (scenes/replay/open_cards.py):
every seat's hand (read from its own observation), face-down cards and deck (top first)."""

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from engines.aton.state import AtonState
from scenes.replay.open_cards import Row
from shell.language.i18n import _

from .pieces import draw_card

if TYPE_CHECKING:
    from scenes.replay.viewer import ReplayTable


def _card(seat: int) -> Callable[[pygame.Surface, pygame.Rect, int, float], None]:
    def draw(surface: pygame.Surface, rect: pygame.Rect, card: int, scale: float) -> None:
        draw_card(surface, rect, card, seat, True)
    return draw


def rows(state: AtonState, scene: "ReplayTable") -> list[Row]:
    out = []
    for seat in range(state.num_players):
        name = scene.session.name(seat)
        draw = _card(seat)
        out.append(Row(name, list(state.observation(seat)["hand"]), draw, seat=seat))
        if not state.revealed:
            down = [v for v in state.assigned[seat] if v]
            if down:
                out.append(Row(_("{name}: face-down cards").format(name=name), down, draw))
        out.append(Row(_("{name}: deck, top card first").format(name=name),
                       list(reversed(state.decks[seat])), draw))
    return out
