"""The Nim view of the shared table (scenes/kit/game_view.py): the heaps drawn in code, a
stone dragged (or clicked, then the tray clicked) to the tray takes it and the stones above
it. Its words are in texts.py and help.py, its places in layout.py."""

import pygame

from engines.core import Event
from scenes.kit.game_view import GameView
from scenes.kit.layout import AreaKey
from shell.ui.dragdrop import Binding
from shell.ui.theme import GOLD, INK, SAND_DARK
from tests.toy.engines_nim.actions import ACTIONS
from tests.toy.engines_nim.observation import NimObservation

from . import help, layout, texts


class NimView(GameView[NimObservation, layout.NimLayout]):
    game_id = "nim"
    music = "river"  # its table's theme: one of the app's (assets/audio/music/)
    ANIMATE = {"take": None, "draw": None, "game_over": None}
    UNLOGGED = frozenset({"game_over"})  # the last take's line and the results say it
    ACTIONS = ACTIONS

    def compute_layout(self, obs: NimObservation, table_rect: pygame.Rect,
                       scale: float) -> layout.NimLayout:
        return layout.compute_layout(obs, table_rect, scale)

    def bindings(self) -> list[Binding]:
        """Each take: its lowest stone dropped on the tray."""
        out = []
        heaps = self.obs["heaps"]
        for action in self.legal_actions():
            move = ACTIONS.decode(action)
            if move is not None:
                lowest = ("stone", move.heap, heaps[move.heap] - move.stones)
                out.append(Binding(action, lowest, ("tray",)))
        return out

    def board_parts(self) -> dict:
        """The tray and each heap (the stone held in a drag and those above it left out):
        where each is, what it shows and how it is painted (GameView.board_parts)."""
        areas, width = self.areas, max(1, round(2 * self.scale))
        tray = areas[("tray",)]
        held = self.interaction.pressed if self.interaction.dragging else None
        parts: dict = {("tray",): (tray, (), lambda surface: pygame.draw.rect(
            surface, GOLD, tray, width, border_radius=width * 4))}
        for (_kind, heap), rect in self.table_layout.regions.items():
            count = self.obs["heaps"][heap]
            left = held[2] if isinstance(held, tuple) and held[1] == heap else count
            stones = [areas[("stone", heap, height)] for height in range(left)]

            def paint(surface: pygame.Surface, stones: list = stones) -> None:
                for stone in stones:
                    pygame.draw.ellipse(surface, SAND_DARK, stone)
                    pygame.draw.ellipse(surface, INK, stone, width)
            parts[("heap", heap)] = (rect, left, paint)
        return parts

    def describe(self, event: Event) -> str | None:
        return texts.describe(event, self.name(event.seat))

    def status(self) -> str:
        return texts.status(self.obs)

    def turn_prompt(self, seat: int, name: str) -> str:
        return texts.turn_prompt(name)

    def tooltip(self, key: AreaKey) -> str | None:
        return help.tooltip(key, self.obs)
