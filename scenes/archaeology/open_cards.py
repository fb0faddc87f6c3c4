"""Archaeology's hidden cards for the replay viewer's "all cards open"
(scenes/replay/open_cards.py): every seat's hand (read from its own observation), the dig
deck (top first) and the chambers not yet explored."""

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from engines.archaeology.cards import CHAMBERS, SANDSTORM, THIEF, TREASURES
from engines.archaeology.state import ArchaeologyState
from scenes.replay.open_cards import Row
from shell.language.i18n import _

from .cards import card_image
from .texts import chamber_name

if TYPE_CHECKING:
    from scenes.replay.viewer import ReplayTable


def _card(surface: pygame.Surface, rect: pygame.Rect, card: str, scale: float) -> None:
    surface.blit(card_image(card, rect.size, scale), rect)


def _names(counts: Sequence[int]) -> list[str]:
    return [TREASURES[t] for t, n in enumerate(counts) for _k in range(n)]


def hand(state: ArchaeologyState, seat: int) -> list[str]:
    """A seat's hand, one name per card, read from that seat's own observation."""
    counts = state.observation(seat)["hand"]
    return [card for card, n in sorted(counts.items()) for _k in range(n)]


def rows(state: ArchaeologyState, scene: "ReplayTable") -> list[Row]:
    out = [Row(scene.session.name(seat), hand(state, seat), _card, seat=seat)
           for seat in range(state.num_players)]
    special = {THIEF: "thief", SANDSTORM: "sandstorm"}
    deck = [special.get(c) or TREASURES[c] for c in reversed(state.deck)]
    out.append(Row(_("Dig deck, top card first"), deck, _card))
    for k, (name, _maps, _size) in enumerate(CHAMBERS):
        if not state.explored[k]:
            out.append(Row(chamber_name(name), _names(state.chambers[k]), _card))
    return out
