"""How Archaeology's events animate, a part of its view: `HANDLERS` maps every event kind the
engine emits to a handler of this part (None: the log line is enough; the view's `ANIMATE`
calls them on its part). Cards fly from the dig deck, between hands, trays and
the market, into chambers and museums; money flies to the panel; hazards, empty decks and
turns of several humans get a banner. A secret card shows face up only to those who may see
it."""

from collections.abc import Mapping

import pygame

from engines.archaeology import events as ev
from engines.archaeology.cards import TREASURES
from engines.archaeology.observation import ArchaeologyObservation
from engines.core import Event
from scenes.kit import event_animations, motion
from scenes.kit.game_view import ViewPart
from scenes.kit.layout import AreaKey
from shell.language.i18n import _
from shell.ui.anim import Step, Tween
from shell.ui.theme import INK, TERRACOTTA

from . import keys as K
from . import layout as L
from .cards import card_image
from .secrets_seen import allowed
from .texts import card_name, value_of

FLY = 0.32  # seconds a card flies
Seen = event_animations.Moment[ArchaeologyObservation]  # a move as the table saw it
Point = tuple[int, int]


class ArchaeologyAnimations(ViewPart[ArchaeologyObservation, L.ArchaeologyLayout]):
    """The animation part of `ArchaeologyView`; `HANDLERS` below names its handlers."""

    def sees(self, event: Event) -> bool:
        """The seat at the screen may see the event's secret."""
        return "secret" in event.data and self.viewer in allowed(event)

    def _small(self, kind: str) -> pygame.Surface:
        s = self.scale
        return card_image(kind, (round(L.MARKET_CARD[0] * s), round(L.MARKET_CARD[1] * s)), s,
                          "" if kind == "back" else card_name(kind),
                          value_of(kind) if kind in TREASURES else 0)

    def hand_point(self, seat: int | None,
                   areas: Mapping[AreaKey, pygame.Rect] | None = None) -> Point:
        areas = areas or self.areas
        if seat == self.viewer:
            return areas[K.OWN_HAND].center
        key = None if seat is None else K.OppHand("opp_hand", seat)
        rect = None if key is None else areas.get(key) or self.areas.get(key)
        return rect.center if rect else self.table_rect.center

    def museum_point(self, seat: int, card: str | None = None) -> Point:
        """Where a sold card lands: its treasure's chip in the seat's museum."""
        o = self.obs
        if seat == self.viewer:
            area = L.museum_inner(self.table_layout)
            chips = L.museum_chips(area, o["museums"][seat], self.scale)
        else:
            area = self.areas[K.OppMuseum("opp_museum", seat)]
            chips = L.museum_chips(area, o["museums"][seat], self.scale, compact=True)
        if card in chips:
            return chips[card][0].center
        return area.center

    def _hand_card_point(self, seat: int | None, card: str, index_from_end: int = 0,
                         areas: Mapping[AreaKey, pygame.Rect] | None = None,
                         ) -> tuple[Point, AreaKey | None]:
        """Where the viewer's card of kind `card` lies (the newest one), else the hand."""
        areas = areas or self.areas
        if seat == self.viewer:
            keys = [k for k in areas if isinstance(hand := K.read(k), K.Hand)
                    and hand.card == card]
            if keys:
                key = keys[max(0, len(keys) - 1 - index_from_end)]
                return areas[key].center, key
        return self.hand_point(seat, areas), None

    def _fly(self, tweens: list[Tween], sound: str | None = "card_deal",
             pause: float = 0.0) -> None:
        self.animator.add(Step(tweens, on_start=self._sound(sound) if sound else None,
                               pause=pause))

    def anim_dig(self, event: Event, moment: Seen) -> None:
        d = ev.DIG.data(event)
        deck = self.areas[K.DECK].center
        found = d["found"]
        if found == "treasure":
            secret = d.get("secret") if self.sees(event) else None
            card = None if secret is None else secret["card"]
            if card is not None:
                end, key = self._hand_card_point(event.seat, card)
            else:
                end, key = self.hand_point(event.seat), None
            image = self._small(card or "back")
            self._fly([Tween(deck, end, self._blit(image), duration=FLY,
                             hides=frozenset({key}) if key else frozenset(), arc=30 * self.scale)])
            return
        pile = self.areas[K.THIEVES if found == "thief" else K.SANDSTORMS].center
        image = self._small(found)
        self._fly([Tween(deck, pile, self._blit(image), duration=FLY, arc=20 * self.scale)],
                  "card_flip")
        self.banner_step(_("Thief!") if found == "thief" else _("Sandstorm!"), 0.7,
                         sound=self._sound("thief" if found == "thief" else "sand"))

    def anim_steal(self, event: Event, moment: Seen) -> None:
        d = ev.STEAL.data(event)
        card = d["secret"]["card"] if self.sees(event) else None
        start = self.hand_point(d["victim"], moment.old_areas)
        if card is not None and event.seat == self.viewer:
            end, key = self._hand_card_point(event.seat, card)
        else:
            end, key = self.hand_point(event.seat), None
        image = self._small(card or "back")
        self._fly([Tween(start, end, self._blit(image), duration=0.45,
                         hides=frozenset({key}) if key else frozenset(), arc=60 * self.scale)])

    def anim_discard_chosen(self, event: Event, moment: Seen) -> None:
        if event.seat == self.viewer:
            self.animator.add(Step([], on_start=self._sound("card_deal")))

    def anim_sandstorm_discard(self, event: Event, moment: Seen) -> None:
        tweens = []
        k = 0
        for card, n in L.counts(ev.SANDSTORM_DISCARD.data(event)["cards"]):
            for _i in range(n):
                start = (self.table_layout.tray.center if event.seat == self.viewer
                         else self.hand_point(event.seat))
                tweens.append(Tween(start, self.table_layout.market_slots[card].center,
                                    self._blit(self._small(card)), duration=FLY,
                                    delay=0.06 * k, arc=20 * self.scale))
                k += 1
        if tweens:
            self._fly(tweens)

    def anim_trade_give(self, event: Event, moment: Seen) -> None:
        card = ev.TRADE_GIVE.data(event)["card"]
        start, _key = self._hand_card_point(event.seat, card, areas=moment.old_areas)
        lay = self.table_layout
        end = lay.give.center if K.GIVE_TRAY in self.areas else lay.tray.center
        self._fly([Tween(start, end, self._blit(self._small(card)), duration=0.25)])

    def anim_trade_take(self, event: Event, moment: Seen) -> None:
        card = ev.TRADE_TAKE.data(event)["card"]
        start = self.table_layout.market_slots[card].center
        lay = self.table_layout
        end = lay.take.center if K.TAKE_TRAY in self.areas else lay.tray.center
        self._fly([Tween(start, end, self._blit(self._small(card)), duration=0.25)])

    def anim_trade_cancelled(self, event: Event, moment: Seen) -> None:
        """The cards in the trays go back: the given ones to the hand, the others to the
        market (drawn from the trays as they were)."""
        if event.seat != self.viewer:
            return
        tweens = []
        trays = moment.before["pending"]
        if trays["kind"] != "trade":
            return
        lay = self.table_layout
        for card in trays["give"]:
            end, _key = self._hand_card_point(event.seat, card)
            tweens.append(Tween(lay.give.center, end, self._blit(self._small(card)),
                                duration=0.25))
        for card in trays["take"]:
            tweens.append(Tween(lay.take.center, lay.market_slots[card].center,
                                self._blit(self._small(card)), duration=0.25))
        if tweens:
            self._fly(tweens)

    def anim_thief_no_victim(self, event: Event, moment: Seen) -> None:
        self.banner_step(_("The thief finds nothing"), 0.7)

    def anim_trade(self, event: Event, moment: Seen) -> None:
        d = ev.TRADE.data(event)
        tweens = []
        k = 0
        for card, n in L.counts(d["gave"]):
            for _i in range(n):
                tweens.append(Tween(self.table_layout.give.center if event.seat == self.viewer
                                    else self.hand_point(event.seat),
                                    self.table_layout.market_slots[card].center,
                                    self._blit(self._small(card)), duration=FLY,
                                    delay=0.05 * k))
                k += 1
        for card, n in L.counts(d["took"]):
            for _i in range(n):
                start = (self.table_layout.take.center if event.seat == self.viewer
                         else self.table_layout.market_slots[card].center)
                end, key = self._hand_card_point(event.seat, card, index_from_end=_i)
                tweens.append(Tween(start, end, self._blit(self._small(card)), duration=FLY,
                                    delay=0.05 * k,
                                    hides=frozenset({key}) if key else frozenset()))
                k += 1
        if tweens:
            self._fly(tweens)

    def anim_explore(self, event: Event, moment: Seen) -> None:
        d = ev.EXPLORE.data(event)
        chamber = self.areas[K.Chamber("chamber", d["chamber"])].center
        start = self.hand_point(event.seat, moment.old_areas)
        maps = [Tween(start, chamber, self._blit(self._small("map")), duration=FLY,
                      delay=0.06 * k) for k in range(d["maps"])]
        self._fly(maps)
        found = d["secret"]["cards"] if self.sees(event) else None
        tweens = []
        if found:
            k = 0
            for card, n in L.counts(found):
                for i in range(n):
                    end, key = self._hand_card_point(event.seat, card, index_from_end=i)
                    tweens.append(Tween(chamber, end, self._blit(self._small(card)),
                                        duration=FLY, delay=0.06 * k,
                                        hides=frozenset({key}) if key else frozenset()))
                    k += 1
        else:
            end = self.hand_point(event.seat)
            tweens = [Tween(chamber, end, self._blit(self._small("back")), duration=FLY,
                            delay=0.06 * k) for k in range(d["cards"])]
        if tweens:
            self._fly(tweens)

    def anim_sell(self, event: Event, moment: Seen) -> None:
        if event.seat is None:
            return
        d = ev.SELL.data(event)
        card, count = d["card"], d["count"]
        end = self.museum_point(event.seat, card)
        tweens = []
        for i in range(count):
            key = K.Hand("hand", card, i)
            if event.seat == self.viewer and key in moment.old_areas:
                start = moment.old_areas[key].center
            else:
                start = self.hand_point(event.seat)
            tweens.append(Tween(start, end, self._blit(self._small(card)), duration=FLY,
                                delay=0.05 * i, arc=20 * self.scale))
        self._fly(tweens)
        money = d["money"]
        self.animator.add(Step([motion.points_to_panel(self, event.seat, end, f"+${money}",
                                                       points=money, duration=0.5)],
                               on_start=self._sound("coins"),
                               on_done=motion.landing(self, event.seat, money)))

    def anim_deck_empty(self, event: Event, moment: Seen) -> None:
        self.banner_step(_("The dig deck is empty!"), 1.0)

    def anim_turn_start(self, event: Event, moment: Seen) -> None:
        if event.seat is None:
            return
        if ev.TURN_START.data(event)["forced_sale"]:
            self.banner_step(_("{name} must sell a set").format(name=self.name(event.seat)), 0.9)
        elif self.is_human(event.seat) and len(self.human_seats()) > 1:
            self.banner_step(_("{name}'s turn").format(name=self.name(event.seat)), 0.6)

    def anim_sandstorm(self, event: Event, moment: Seen) -> None:
        """Each hand shows how many cards the storm takes."""
        tweens = []
        for seat, owed in enumerate(ev.SANDSTORM.data(event)["owed"]):
            if owed:
                tweens.append(motion.float_text(self, f"−{owed}", self.hand_point(seat),
                                                TERRACOTTA))
        if tweens:
            self.animator.add(Step(tweens))

    def anim_end_turn(self, event: Event, moment: Seen) -> None:
        if ev.END_TURN.data(event)["passed"]:
            self._show_pass(event.seat)

    def anim_pass(self, event: Event, moment: Seen) -> None:
        self._show_pass(event.seat)

    def _show_pass(self, seat: int | None) -> None:
        self.animator.add(Step([motion.float_text(self, _("Pass"), self.hand_point(seat), INK)]))

    def anim_game_over(self, event: Event, moment: Seen) -> None:
        self.banner_step(_("Game over"), 0.9)


HANDLERS = event_animations.by_name(
    ArchaeologyAnimations,
    animated=("turn_start", "dig", "deck_empty", "thief_no_victim", "steal", "sandstorm",
              "discard_chosen", "sandstorm_discard", "trade_give", "trade_take",
              "trade_cancelled", "trade", "explore", "sell", "pass", "end_turn", "game_over"),
    silent=("trade_started",))
