"""Imhotep's hidden cards for the replay viewer's "all cards open" (scenes/replay/open_cards.py):
the market deck (top card first), the face-down pair, the round cards not yet turned and
the one removed at the start."""

from typing import TYPE_CHECKING

import pygame

from engines.imhotep.state import ImhotepState
from scenes.replay.open_cards import Row
from shell.language.i18n import _
from shell.ui.theme import INK, PAPYRUS, draw_text

from .pieces import card_face
from .texts import card_name

if TYPE_CHECKING:
    from scenes.replay.viewer import ReplayTable


def _card(surface: pygame.Surface, rect: pygame.Rect, card: str, scale: float) -> None:
    card_face(surface, rect, card, card_name(card), scale * rect.h / 90)


def _round_card(surface: pygame.Surface, rect: pygame.Rect, card: list[int],
                scale: float) -> None:
    """A round card: its four ships' sizes, one under the other."""
    radius = max(3, round(6 * scale))
    pygame.draw.rect(surface, PAPYRUS, rect, border_radius=radius)
    pygame.draw.rect(surface, INK, rect, max(1, round(1.5 * scale)), border_radius=radius)
    step = rect.h / (len(card) + 1)
    for k, size in enumerate(card):
        draw_text(surface, size, (rect.centerx, round(rect.y + step * (k + 1))), "small",
                  scale * rect.h / 80, INK, bold=True, anchor="center")


def rows(state: ImhotepState, scene: "ReplayTable") -> list[Row]:
    out = [Row(_("Market deck, top card first"), list(reversed(state.deck)), _card),
           Row(_("Face-down pair"), list(state.pair), _card),
           Row(_("Round cards not turned"), list(reversed(state.round_deck)), _round_card)]
    if state.round_removed is not None:
        out.append(Row(_("Round card removed at the start"), [state.round_removed],
                       _round_card))
    return out
