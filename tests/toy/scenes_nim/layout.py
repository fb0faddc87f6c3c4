"""Where everything sits on the Nim table, as data: `compute_layout(obs, table, scale)`.

On the 980 x 720 design canvas: the three heaps as columns of stones standing on the lower
part of the table, the tray the stones taken are dropped on above them.
"""

from dataclasses import dataclass

import pygame

from scenes.kit.canvas import Canvas
from scenes.kit.layout import TableLayout, frozen
from tests.toy.engines_nim.observation import NimObservation

STONE, STONE_GAP = 40, 4  # a stone's size and the gap between two in a heap
HEAP_XS = (245, 490, 735)  # each heap's centre
GROUND = 660  # where the heaps stand
TALLEST = 10  # stones in the tallest heap (big heaps)
TRAY = (290, 40, 400, 90)


@dataclass(frozen=True)
class NimLayout(TableLayout):
    """The areas: ("tray",), and ("stone", heap, height) with height 0 the bottom stone (a
    stone keeps its key while the stones above it are taken); the
    regions: ("heap", heap), the room of each heap at its tallest."""


def stone_rect(canvas: Canvas, heap: int, height: int) -> pygame.Rect:
    """The stone `height` places above the ground (0: the bottom stone) in `heap`."""
    top = GROUND - (height + 1) * (STONE + STONE_GAP)
    return canvas.rect(HEAP_XS[heap] - STONE // 2, top, STONE, STONE)


def heap_rect(canvas: Canvas, heap: int) -> pygame.Rect:
    top = GROUND - TALLEST * (STONE + STONE_GAP)
    return canvas.rect(HEAP_XS[heap] - STONE // 2 - 2, top - 2, STONE + 4, GROUND - top + 4)


def compute_layout(obs: NimObservation, table: pygame.Rect, scale: float) -> NimLayout:
    canvas = Canvas(table, scale)
    areas: dict = {("tray",): canvas.rect(*TRAY)}
    regions = {("heap", heap): heap_rect(canvas, heap) for heap in range(len(HEAP_XS))}
    for heap, count in enumerate(obs["heaps"]):
        for height in range(count):
            areas[("stone", heap, height)] = stone_rect(canvas, heap, height)
    return NimLayout(table, scale, regions=frozen(regions), areas=frozen(areas),
                     keep_clear=(areas[("tray",)],))
