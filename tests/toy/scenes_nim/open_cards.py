"""Nim's hidden cards for the replay viewer's "all cards open" (scenes/replay/open_cards.py):
every seat's secret card and the deck, top card first."""

from typing import TYPE_CHECKING

import pygame

from scenes.replay.open_cards import Row
from shell.language.i18n import _
from shell.ui.theme import INK, PAPYRUS, draw_text
from tests.toy.engines_nim.state import NimState

if TYPE_CHECKING:
    from scenes.replay.viewer import ReplayTable


def _card(surface: pygame.Surface, rect: pygame.Rect, card: int, scale: float) -> None:
    pygame.draw.rect(surface, PAPYRUS, rect, border_radius=4)
    pygame.draw.rect(surface, INK, rect, 1, border_radius=4)
    draw_text(surface, str(card), rect.center, "small", scale, INK, anchor="center")


def rows(state: NimState, scene: "ReplayTable") -> list[Row]:
    out = [Row(scene.session.name(seat), [state.secrets[seat]], _card, seat=seat)
           for seat in range(state.num_players)]
    out.append(Row(_("Deck, top card first"), list(reversed(state.deck)), _card))
    return out
