"""The Archaeology table: the dig deck and hazard piles, the market with the trade trays, the
pyramid's three chambers, the opponents (hand sizes, museums, money) and the hand and museum
of the player at the screen.

Moves (each a click or a drag): click the dig deck; click an opponent to rob them with a
thief; click hand cards to discard them in a sandstorm; click the trade panel (or the Trade
button), then click / drag hand cards to the "give" tray and market cards to the "take" tray
and confirm; click a chamber (or drag a map onto it) to explore it; click the k-th card of a
treasure in the hand (selecting k cards) and click or drop on the museum to sell them.
Only `self.obs` is drawn; an event's secret shows only to the seats allowed to see it.

The view is composed of parts made from its table's context: the gestures (gestures.py, which
own the `sale` record: how many cards a sale sells), the drawing (drawing.py, which reads that
record) and the animations (animations.py); its hooks call them.
"""

import dataclasses
from collections.abc import Callable, Sequence

import pygame

from engines.archaeology.actions import ACTIONS
from engines.archaeology.observation import ArchaeologyObservation
from engines.core import Event
from scenes.kit.choice_places import choice_height
from scenes.kit.context import TableContext
from scenes.kit.game_view import GameView, StepMark
from scenes.kit.layout import AreaKey, frozen
from shell.language.i18n import _
from shell.ui.dragdrop import Binding, Outcome
from shell.ui.theme import ui_scale

from . import keys as K
from . import layout as L
from .animations import HANDLERS, ArchaeologyAnimations, Seen
from .drawing import ArchaeologyDrawing, Part, seat_colour
from .gestures import ArchaeologyGestures
from .help import tooltip as help_text
from .secrets_seen import allowed
from .texts import describe

AnimationHandler = Callable[[ArchaeologyAnimations, Event, Seen], None]


def on_animations(handler: AnimationHandler,
                  ) -> Callable[["ArchaeologyView", Event, Seen], None]:
    """An `ANIMATE` entry: `handler` of the view's animations part."""
    def animate(view: "ArchaeologyView", event: Event, moment: Seen) -> None:
        handler(view.animations, event, moment)
    return animate


class ArchaeologyView(GameView[ArchaeologyObservation, L.ArchaeologyLayout]):
    """The Archaeology table's view (see the module doc), composed of its gestures (which
    own the `sale` record the drawing reads), its drawing and its animations, each made from
    the table's context; its hooks call them."""

    game_id = "archaeology"
    music = "dunes"  # its table\'s theme (assets/audio/music/)
    ANIMATE = {kind: None if handler is None else on_animations(handler)
               for kind, handler in HANDLERS.items()}
    # a trade is logged once, when confirmed; a sandstorm's discards when all have chosen;
    # the end of a turn by the next turn's line
    # a cancelled trade changed nothing: it leaves no line either
    UNLOGGED = frozenset({"trade_started", "trade_give", "trade_take", "discard_chosen",
                          "end_turn", "trade_cancelled"})
    # the frame a move lands repaints the viewer's own panel; the rest follows a few frames
    # later, one part a frame, the trays first (GameView.WAITING_PARTS; cards in flight
    # start from the old picture, and no part but the hand hides what flies)
    WAITING_PARTS = ("trays", "market", "opponent", "piles", "chambers")
    ACTIONS = ACTIONS

    def __init__(self, ctx: TableContext[ArchaeologyObservation]) -> None:
        super().__init__(ctx)
        self.gestures = ArchaeologyGestures(ctx)
        self.drawing = ArchaeologyDrawing(ctx, self.gestures.sale)
        self.animations = ArchaeologyAnimations(ctx)

    def compute_layout(self, obs: ArchaeologyObservation, table_rect: pygame.Rect,
                       scale: float) -> L.ArchaeologyLayout:
        """The game's layout; the hand's cards stay where they were while the pointer rests
        on the hand in the same decision (cards discarded or sold one by one leave gaps
        until the pointer leaves the hand: scenes/kit/pointer_hold.py)."""
        lay = L.compute_layout(obs, table_rect, scale, choice_height(ui_scale(self.size)))
        fresh = {key: rect for key, rect in lay.areas.items()
                 if isinstance(K.read(key), K.Hand)}
        decision = (obs["seat"], obs["to_move"], obs["turn"], obs["phase"],
                    obs["pending"]["kind"], tuple(table_rect), scale)
        hand = self.hold.places(decision, lay.hand_area, fresh, self.interaction.mouse)
        if hand == fresh:
            return lay
        areas = dict(lay.areas)
        areas.update(hand)
        card = next(iter(hand.values())).size
        return dataclasses.replace(lay, areas=frozen(areas), hand_card=card)

    # ---------------------------------------------------------------- drawing
    def background_key(self) -> tuple:
        return self.drawing.background_key()

    def draw_background(self, surface: pygame.Surface) -> None:
        self.drawing.draw_background(surface)

    def board_key(self) -> tuple:
        return self.drawing.board_key()

    def board_parts(self) -> dict[str | tuple, Part]:
        return self.drawing.board_parts()

    def draw_board(self, surface: pygame.Surface) -> None:
        self.drawing.draw_board(surface)

    def drag_image(self, source: AreaKey) -> pygame.Surface | None:
        return self.drawing.drag_image(source)

    def draw_drag(self, surface: pygame.Surface) -> None:
        self.drawing.draw_drag(surface)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        self.drawing.draw_overlay(surface)

    # ---------------------------------------------------------------- input
    def before_event(self, event: pygame.event.Event) -> bool:
        """While a sale is held, the wheel and +/- change how many it sells."""
        return self.gestures.sell_event(event)

    def bindings(self) -> list[Binding]:
        return self.gestures.bindings()

    def choices(self) -> list[tuple[str, tuple]]:
        return self.gestures.choices()

    def click_selects(self, source: AreaKey, action: tuple) -> bool:
        return self.gestures.click_selects(source, action)

    def count_key(self, n: int) -> bool:
        return self.gestures.count_key(n)

    def before_outcome(self, outcome: Outcome) -> bool:
        return self.gestures.before_outcome(outcome)

    def propose(self, source: AreaKey | None, target: AreaKey | None) -> tuple | None:
        return self.gestures.propose(source, target)

    def piece_stuck_reason(self, key: AreaKey) -> str | None:
        return self.gestures.piece_stuck_reason(key)

    def step_marks(self, steps: Sequence[tuple], first: int = 0) -> list[StepMark]:
        return self.gestures.step_marks(steps, first)

    # ---------------------------------------------------------------- seats and text
    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        return seat_colour(seat)

    def seat_detail(self, seat: int) -> str:
        o = self.obs
        parts = [_("hand {n}").format(n=o["hand_sizes"][seat]),
                 _("sold {n}").format(n=o["cards_sold"][seat])]
        if seat == o["first_player"]:
            parts.append(_("first"))
        return " · ".join(parts)

    def status(self) -> str:
        o = self.obs
        if o["phase"] == "over":
            return _("The game is over.")
        if o["end_phase"]:
            return _("Deck empty: final turns")
        return _("Dig deck: {n}").format(n=o["deck_size"])

    def may_log_secret(self, event: Event) -> bool:
        """The log stays on screen for every human: a secret goes in only if all may see it."""
        seats = allowed(event)
        return all(h in seats for h in self.human_seats())

    def describe(self, event: Event) -> str | None:
        if event.kind in self.UNLOGGED:
            return None
        return describe(event, self.name, self.may_log_secret)

    def bot_prompt(self, seat: int, name: str) -> str:
        if self.obs["pending"]["kind"] == "discard":
            return _("Sandstorm: {name} is choosing cards to discard…").format(name=name)
        return super().bot_prompt(seat, name)

    def turn_prompt(self, seat: int, name: str) -> str:
        o = self.obs
        pending = o["pending"]
        kind = pending["kind"]
        if seat != self.viewer:
            return _("{name} is deciding…").format(name=name)
        if kind == "dig":
            return _("{name}: dig! Click the dig deck.").format(name=name)
        if kind == "steal":
            return _("{name}: a thief! Click the opponent to rob.").format(name=name)
        if pending["kind"] == "discard":
            left = pending["owed"] - sum(pending.get("chosen", {}).values())
            return _("Sandstorm! {name}, click cards in your hand to discard (left: {n}).").format(
                name=name, n=left)
        if kind == "trade":
            return _("Trade: click your cards to give, market cards to take, then confirm.")
        if pending.get("forced_sale") and not pending.get("sold_this_turn"):
            return _("{name}: everyone passed, you must sell a set.").format(name=name)
        if o["end_phase"] and not pending.get("sold_this_turn"):
            return _("{name}: sell a set, or your turn is a pass.").format(name=name)
        return _("{name}: trade, explore, sell sets, then end your turn.").format(name=name)

    def tooltip(self, key: AreaKey) -> str | None:
        return help_text(self.gestures, key)
