"""The toy Nim (tests/toy_nim.py) as a fifth game of the app: its app descriptor and a
minimal view of the shared table, all in this file (the rules page in toy_nim_rules/).

The table draws the three heaps as columns of stones; clicking a stone takes it and every
stone above it (one binding per legal action, no source: a click on the target plays it).
The descriptor gives the title, an emblem, a one-step lesson, a rules picture and the rows
the replay viewer opens (the deck still face down).
"""

from pathlib import Path

import pygame

from game.dragdrop import Binding
from game.theme import GOLD, INK, PAPYRUS, SAND_DARK, draw_text
from scenes.games import AppDescriptor
from scenes.kit.game_view import GameView
from scenes.kit.layout import TableLayout, frozen
from scenes.learn.coach import Script, Step
from scenes.replay.open_cards import Row

STONE = 40  # a stone's size on the design canvas


def stone_areas(heaps, table_rect, scale) -> dict:
    """("stone", heap, depth) -> its rect; depth 0 is the top stone of the heap."""
    size = round(STONE * scale)
    areas = {}
    for h, count in enumerate(heaps):
        x = table_rect.x + table_rect.w * (h + 1) // (len(heaps) + 1) - size // 2
        bottom = table_rect.bottom - round(60 * scale)
        for k in range(count):  # k = 0 the bottom stone
            rect = pygame.Rect(x, bottom - (k + 1) * (size + 2), size, size)
            areas[("stone", h, count - 1 - k)] = rect
    return areas


class NimView(GameView):
    game_id = "nim"
    ANIMATE = {"take": None, "draw": None, "game_over": None}

    def compute_layout(self, obs, table_rect, scale) -> TableLayout:
        return TableLayout(table_rect, scale, areas=frozen(stone_areas(obs["heaps"],
                                                                        table_rect, scale)))

    def bindings(self) -> list:
        return [Binding(action, None, ("stone", action[1], action[2] - 1))
                for action in self.legal_actions()]

    def draw_board(self, surface) -> None:
        for rect in self.table_layout.areas.values():
            pygame.draw.ellipse(surface, SAND_DARK, rect)
            pygame.draw.ellipse(surface, INK, rect, max(1, round(2 * self.scale)))

    def describe(self, event) -> str | None:
        if event.kind != "take":
            return None
        return f"{self.name(event.seat)} takes {event.data['count']} " \
               f"from heap {event.data['heap'] + 1}"

    def status(self) -> str:
        return "Heaps: " + " ".join(str(n) for n in self.obs["heaps"])

    def turn_prompt(self, seat: int, name: str) -> str:
        return f"{name}: click a stone; it and the stones above it are taken."


def emblem(surface, rect) -> None:
    """Three heaps of stones."""
    rect = pygame.Rect(rect)
    size = max(4, min(rect.w // 7, rect.h // 6))
    for h, count in enumerate((3, 4, 5)):
        x = rect.x + rect.w * (h + 1) // 4 - size // 2
        for k in range(count):
            stone = pygame.Rect(x, rect.bottom - (k + 1) * size, size, size - 2)
            pygame.draw.ellipse(surface, GOLD, stone)
            pygame.draw.ellipse(surface, INK, stone, 1)


def _heaps_picture(surface, rect, scale) -> None:
    emblem(surface, rect)


PICTURES = {"heaps": (_heaps_picture, 0.5)}


def _card(surface, rect, card, scale) -> None:
    pygame.draw.rect(surface, PAPYRUS, rect, border_radius=4)
    pygame.draw.rect(surface, INK, rect, 1, border_radius=4)
    draw_text(surface, str(card), rect.center, "small", scale, INK, anchor="center")


def rows(state, scene) -> list[Row]:
    return [Row("Deck, top card first", list(reversed(state.deck)), _card)]


SCRIPT = Script(
    game_id="nim",
    seed=3,
    steps=(Step("{name}, click a stone: it and the stones above it leave the heap.",
                ("take",)),),
    explain=lambda event, scene: None,
    free_text="{name}, take the last stone to win.",
)

DESCRIPTOR = AppDescriptor(
    name="Nim",
    tagline="Take stones from three heaps; the last stone wins.",
    emblem=emblem,
    view=NimView,
    learn=__name__,
    pictures=__name__,
    open_cards=__name__,
    rules_folder=Path(__file__).parent / "toy_nim_rules",
)
