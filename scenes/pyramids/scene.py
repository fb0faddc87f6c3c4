"""The Pyramids table: the quarry under its four stacks, your pyramid large in the centre,
the other pyramids small on the right, your gem tokens and single-tile cards on the left.

A turn with the mouse: drag a quarry domino onto your pyramid (or click it, then click a
spot); while it is held, the legal spots for its current rotation light up. R, the right
mouse button or the wheel turn it. Then click the glowing square for the gem token, a square
for a single-tile card (or Skip) and a side and corner in the card chooser, and the stack to
refill the quarry from. A forced filling is a click on an empty square, then on the chooser.
"""

from typing import TYPE_CHECKING

import pygame

from engines.core import Event
from engines.pyramids.actions import Place
from engines.pyramids.observation import Phase, PyramidsObservation, PyramidView
from game.i18n import N_, _
from scenes.kit.game_view import GameView
from scenes.kit.layout import AreaKey

from . import layout as L
from .animations import ANIMATE, PyramidsAnimations
from .drawing import PyramidsDrawing
from .gestures import PyramidsGestures
from .help import tooltip as help_text
from .pieces import SEAT_RGB
from .texts import describe

if TYPE_CHECKING:
    from scenes.kit.context import TableContext

LEVEL_SQUARES = (20, 12, 6, 2)


class PyramidsView(PyramidsGestures, PyramidsDrawing, PyramidsAnimations,
                   GameView[PyramidsObservation, L.PyramidsLayout]):
    game_id = "pyramids"
    music = "terraces"  # its table\'s theme (assets/audio/music/)
    ANIMATE = ANIMATE
    UNLOGGED = frozenset({"take", "skip_single"})  # the placement's line tells the turn
    ANNOUNCE_VIEWER = True  # hot seat: the table now shows the next player's pyramid

    def __init__(self, ctx: "TableContext") -> None:
        self.rotation = 0  # quarter turns of the domino in hand
        self.look: int | None = None  # another player's pyramid shown large
        self._places_cache: tuple[int | None, list[Place]] = (None, [])
        # where a dragged domino was dropped (it lands from there)
        self._drop_pos: tuple[int, int] | None = None
        self._halos: dict = {}  # the glows' halo pictures, by size and alpha
        self._rotation_before = 0  # the rotation before the action being played
        self._idle = False  # nothing was in hand when the event being handled came
        super().__init__(ctx)

    def compute_layout(self, obs: PyramidsObservation, table_rect: pygame.Rect,
                       scale: float) -> L.PyramidsLayout:
        return L.compute_layout(obs, table_rect, scale)

    # ---------------------------------------------------------------- helpers
    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        return SEAT_RGB[seat % len(SEAT_RGB)]

    def pyramid(self, seat: int) -> PyramidView:
        return self.obs["pyramids"][seat]

    def seat_detail(self, seat: int) -> str:
        p = self.pyramid(seat)
        if p["eliminated"]:
            return _("eliminated")
        level = self.obs["level"]
        built = len(p["levels"][level - 1]) + sum(
            1 for c in p["cards"] if c["level"] == level and c["forced"])
        parts = [f"{built}/{LEVEL_SQUARES[level - 1]}",
                 _("tokens {n}").format(n=len(p["tokens_left"])),
            _("cards {n}").format(n=len(p["cards_left"]))]
        return " · ".join(parts)

    def status(self) -> str:
        o = self.obs
        if o["phase"] == "over":
            return _("Game over")
        return _("Level {level} of 4").format(level=o["level"])

    def mover_is_viewer(self) -> bool:
        return self.human_to_move and self.obs["to_move"] == self.viewer

    PROMPTS = {  # what the human to move is to do
        "take": N_("{name}: drag a domino from the quarry onto your pyramid."),
        "place": N_("{name}: lay the domino in hand on your pyramid."),
        "token": N_("{name}: click the glowing square for your gem token."),
        "single": N_("{name}: click a square of the new domino to cover it with a single-tile "
                     "card, or skip."),
        "card": N_("{name}: in the chooser on the left, click where the card's gem goes."),
        "refill": N_("{name}: click a glowing stack to refill the quarry."),
        "fill": N_("{name}: no domino fits. Click an empty square, then a card side and "
                   "corner on the left."),
    }

    def prompt_key(self) -> Phase:
        return self.obs["phase"]

    # ---------------------------------------------------------------- layout
    # ---------------------------------------------------------------- interaction
    # ---------------------------------------------------------------- animation
    # ---------------------------------------------------------------- drawing
    # ---------------------------------------------------------------- words
    def tooltip(self, key: AreaKey) -> str | None:
        return help_text(self, key)

    def describe(self, event: Event) -> str | None:
        return describe(event, self.name)
