"""The Pyramids table: the quarry under its four stacks, your pyramid large in the centre,
the other pyramids small on the right, your gem tokens and single-tile cards on the left.

A turn with the mouse: drag a quarry domino onto your pyramid (or click it, then click a
spot); while it is held, the legal spots for its current rotation light up. R, the right
mouse button or the wheel turn it. Then click the glowing square for the gem token, a square
for a single-tile card (or Skip) and a side and corner in the card chooser, and the stack to
refill the quarry from. A forced filling is a click on an empty square, then on the chooser.

The view is composed of parts made from its table's context: the gestures (gestures.py,
which own the player's `hand`: the domino in hand's rotation, the pyramid looked at), the
drawing of the board (drawing.py), the overlay drawn every frame (overlay.py) and the
animations (animations.py); its hooks call them.
"""

from collections.abc import Callable, Sequence

import pygame

from engines.core import Event
from engines.pyramids.actions import ACTIONS
from engines.pyramids.observation import Phase, PyramidsObservation
from scenes.kit.context import TableContext
from scenes.kit.game_view import GameView, StepMark
from scenes.kit.layout import AreaKey
from shell.language.i18n import N_, _
from shell.ui.dragdrop import Binding, Outcome

from .animations import HANDLERS, PyramidsAnimations, Seen
from .drawing import PyramidsDrawing
from .gestures import PyramidsGestures
from .help import LEVEL_SQUARES
from .help import tooltip as help_text
from .layout import PyramidsLayout, compute_layout
from .overlay import PyramidsOverlay
from .pieces import seat_rgb
from .pyramid_painting import PyramidPainter
from .score_card import ScoreCard
from .texts import describe

AnimationHandler = Callable[[PyramidsAnimations, Event, Seen], None]


def on_animations(handler: AnimationHandler) -> Callable[["PyramidsView", Event, Seen], None]:
    """An `ANIMATE` entry: `handler` of the view's animations part."""
    def animate(view: "PyramidsView", event: Event, moment: Seen) -> None:
        handler(view.animations, event, moment)
    return animate


class PyramidsView(GameView[PyramidsObservation, PyramidsLayout]):
    game_id = "pyramids"
    music = "terraces"  # its table's theme (assets/audio/music/)
    ANIMATE = {kind: None if handler is None else on_animations(handler)
               for kind, handler in HANDLERS.items()}
    UNLOGGED = frozenset({"take", "skip_single"})  # the placement's line tells the turn
    ANNOUNCE_VIEWER = True  # hot seat: the table now shows the next player's pyramid
    # the frame a move lands repaints the quarry and the supply column; the pyramids follow
    # a frame later, one a frame (GameView.WAITING_PARTS: the end of a level changes every
    # pyramid at once, and one frame for all of them cost as much as three ordinary ones)
    WAITING_PARTS = ("big", "mini")
    ACTIONS = ACTIONS
    CHOICE_LABELS = {"skip_single": N_("Skip the card")}
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

    def __init__(self, ctx: TableContext[PyramidsObservation]) -> None:
        super().__init__(ctx)
        self.gestures = PyramidsGestures(ctx)
        self.hand = self.gestures.hand  # the gestures' (read by the parts below)
        painter = PyramidPainter(ctx)
        self.drawing = PyramidsDrawing(ctx, self.hand, painter)
        self.overlay = PyramidsOverlay(ctx, self.hand, self.gestures.drops, painter)
        self.animations = PyramidsAnimations(ctx, self.hand, ScoreCard(ctx, painter))

    # ---------------------------------------------------------------- layout and drawing
    def compute_layout(self, obs: PyramidsObservation, table_rect: pygame.Rect,
                       scale: float) -> PyramidsLayout:
        return compute_layout(obs, table_rect, scale)

    def target_areas(self) -> dict[AreaKey, pygame.Rect]:
        return self.gestures.target_areas()

    def background_key(self) -> tuple:
        return self.drawing.background_key()

    def draw_background(self, surface: pygame.Surface) -> None:
        self.drawing.draw_background(surface)

    def board_parts(self) -> dict:
        return self.drawing.board_parts()

    def draw_board(self, surface: pygame.Surface) -> None:
        self.drawing.draw_board(surface)

    def drag_image(self, source: AreaKey) -> pygame.Surface | None:
        return self.drawing.drag_image(source)

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        return seat_rgb(seat)

    def glows(self, key: AreaKey) -> bool:
        return self.overlay.glows(key)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        self.overlay.draw(surface)

    # ---------------------------------------------------------------- input
    def bindings(self) -> list[Binding]:
        return self.gestures.bindings()

    def propose(self, source: AreaKey | None, target: AreaKey | None) -> tuple | None:
        return self.gestures.propose(source, target)

    def piece_stuck_reason(self, key: AreaKey) -> str | None:
        return self.gestures.piece_stuck_reason(key)

    def before_event(self, event: pygame.event.Event) -> bool:
        return self.gestures.before_event(event)

    def after_event(self, event: pygame.event.Event) -> None:
        self.gestures.after_event(event)

    def before_outcome(self, outcome: Outcome) -> bool:
        return self.gestures.before_outcome(outcome)

    def before_play(self, action: tuple) -> None:
        self.gestures.before_play(action)

    def after_play(self, action: tuple, played: bool) -> None:
        self.gestures.after_play(action, played)

    def before_refresh(self) -> None:
        self.gestures.before_refresh()

    def after_refresh(self) -> None:
        self.gestures.after_refresh()

    # ---------------------------------------------------------------- hints
    def hint_places(self, action: tuple, steps: Sequence[tuple] = (),
                    ) -> tuple[AreaKey | None, AreaKey | None] | None:
        return self.gestures.hint_places(action, steps)

    def prepare_hint(self, action: tuple, steps: Sequence[tuple] = ()) -> None:
        self.gestures.prepare_hint(action, steps)

    def hint_keys(self, steps: Sequence[tuple]) -> str | None:
        return self.gestures.hint_keys(steps)

    def step_marks(self, steps: Sequence[tuple], first: int = 0) -> list[StepMark]:
        return self.gestures.step_marks(steps, first)

    # ---------------------------------------------------------------- words
    def seat_detail(self, seat: int) -> str:
        p = self.obs["pyramids"][seat]
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

    def prompt_key(self) -> Phase:
        return self.obs["phase"]

    def tooltip(self, key: AreaKey) -> str | None:
        return help_text(self, key)

    def describe(self, event: Event) -> str | None:
        return describe(event, self.name)
