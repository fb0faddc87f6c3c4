"""The Archaeology table: the dig deck and hazard piles, the market with the trade trays, the
pyramid's three chambers, the opponents (hand sizes, museums, money) and the hand and museum
of the player at the screen.

Moves (each a click or a drag): click the dig deck; click an opponent to rob them with a
thief; click hand cards to discard them in a sandstorm; click the trade panel (or the Trade
button), then click / drag hand cards to the "give" tray and market cards to the "take" tray
and confirm; click a chamber (or drag a map onto it) to explore it; click the k-th card of a
treasure in the hand (selecting k cards) and click or drop on the museum to sell them.
Only `self.obs` is drawn; an event's secret shows only to the seats allowed to see it.
"""

import dataclasses
from collections.abc import Collection
from typing import TYPE_CHECKING

import pygame

from engines.archaeology.observation import ArchaeologyObservation, CountMap
from engines.core import Event
from game.i18n import _
from game.theme import ui_scale
from scenes.kit.choice_places import choice_height
from scenes.kit.game_view import GameView
from scenes.kit.layout import AreaKey, frozen

from . import layout as L
from .animations import ANIMATE, ArchaeologyAnimations
from .drawing import ArchaeologyDrawing
from .gestures import ArchaeologyGestures
from .help import tooltip as help_text
from .texts import describe

if TYPE_CHECKING:
    from scenes.kit.context import TableContext

SEAT_RGB = ((181, 83, 45), (58, 124, 165), (79, 122, 58), (128, 84, 150))


class ArchaeologyView(ArchaeologyGestures, ArchaeologyDrawing, ArchaeologyAnimations,
                      GameView[ArchaeologyObservation, L.ArchaeologyLayout]):
    game_id = "archaeology"
    music = "dunes"  # its table\'s theme (assets/audio/music/)
    ANIMATE = ANIMATE
    # a trade is logged once, when confirmed; a sandstorm's discards when all have chosen;
    # the end of a turn by the next turn's line
    # a cancelled trade changed nothing: it leaves no line either
    UNLOGGED = frozenset({"trade_started", "trade_give", "trade_take", "discard_chosen",
                          "end_turn", "trade_cancelled"})

    def __init__(self, ctx: "TableContext") -> None:
        self.sell_choice: dict[str, int] = {}  # treasure -> how many cards a sale of it sells
        super().__init__(ctx)

    def before_event(self, event: pygame.event.Event) -> bool:
        """While a sale is held, the wheel and +/- change how many it sells."""
        return self.sell_event(event)

    def compute_layout(self, obs: ArchaeologyObservation, table_rect: pygame.Rect,
                       scale: float) -> L.ArchaeologyLayout:
        """The game's layout; the hand's cards stay where they were while the pointer rests
        on the hand in the same decision (cards discarded or sold one by one leave gaps
        until the pointer leaves the hand: scenes/kit/pointer_hold.py)."""
        lay = L.compute_layout(obs, table_rect, scale, choice_height(ui_scale(self.size)))
        fresh = {key: rect for key, rect in lay.areas.items() if key[0] == "hand"}
        decision = (obs["seat"], obs["to_move"], obs["turn"], obs["phase"],
                    obs["pending"]["kind"], tuple(table_rect), scale)
        hand = self.hold.places(decision, lay.hand_area, fresh, self.interaction.mouse)
        if hand == fresh:
            return lay
        areas = dict(lay.areas)
        areas.update(hand)
        card = next(iter(hand.values())).size
        return dataclasses.replace(lay, areas=frozen(areas), hand_card=card)

    # ---------------------------------------------------------------- seats and text
    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        return SEAT_RGB[seat % len(SEAT_RGB)]

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

    def allowed(self, event: Event) -> Collection[int | None]:
        seats = {event.seat}
        seats.update(event.data.get("secret_to", ()))
        return seats

    def may_log_secret(self, event: Event) -> bool:
        """The log stays on screen for every human: a secret goes in only if all may see it."""
        humans = self.human_seats()
        allowed = self.allowed(event)
        return all(h in allowed for h in humans)

    def sees(self, event: Event) -> bool:
        """The seat at the screen may see the event's secret (for the animation)."""
        return "secret" in event.data and self.viewer in self.allowed(event)

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

    # ---------------------------------------------------------------- the viewer's side
    def opponents(self) -> list[int]:
        return L.opponents(self.obs)

    def shown_hand(self) -> CountMap:
        return L.shown_hand(self.obs)

    def trading(self) -> bool:
        return L.trading(self.obs)

    def discarding(self) -> bool:
        return L.discarding(self.obs)

    # ---------------------------------------------------------------- interaction
    # ---------------------------------------------------------------- animation
    # ---------------------------------------------------------------- drawing
    # ---------------------------------------------------------------- tooltips
    def tooltip(self, key: AreaKey) -> str | None:
        return help_text(self, key)
