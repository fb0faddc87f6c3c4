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

import pygame

from engines.archaeology.cards import TREASURES
from game import i18n
from game.anim import Step, Tween
from game.dragdrop import Binding
from game.i18n import _, ngettext
from game.theme import (
    GOLD,
    INK,
    MUTED_INK,
    PAPYRUS,
    TERRACOTTA,
    draw_text,
    font,
    panel,
    wrap,
)
from scenes.table import TableScene

from . import layout as L
from .cards import card_image, icon
from .texts import (
    card_help,
    card_name,
    chamber_name,
    describe,
    max_set,
    price,
    value_of,
)

SEAT_RGB = ((181, 83, 45), (58, 124, 165), (79, 122, 58), (128, 84, 150))
PANEL_FILL = (250, 244, 226)
TRAY_FILL = (236, 222, 184)
FLY = 0.32  # seconds a card flies


def _counts(d: dict) -> list[tuple[str, int]]:
    return [(name, d[name]) for name in TREASURES if d.get(name)]


class ArchaeologyScene(TableScene):
    game_id = "archaeology"

    def __init__(self, app, replay, state=None, *, autosave: bool = True):
        self._prev_selected = None
        self._tray_before: dict = {}
        self.canvas = None
        super().__init__(app, replay, state, autosave=autosave)

    # ---------------------------------------------------------------- seats and text
    def seat_colour(self, seat: int):
        return SEAT_RGB[seat % len(SEAT_RGB)]

    def draw_seat_marker(self, surface, seat, center, radius) -> None:
        pygame.draw.circle(surface, self.seat_colour(seat), center, radius)
        pygame.draw.circle(surface, INK, center, radius, max(1, radius // 5))
        if self.app.settings.colour_blind:  # a mark per seat: dot, stripe, ring, cross
            r = max(2, radius // 2)
            x, y = center
            mark = seat % 4
            if mark == 0:
                pygame.draw.circle(surface, PAPYRUS, center, max(2, radius // 3))
            elif mark == 1:
                pygame.draw.line(surface, PAPYRUS, (x - r, y), (x + r, y), max(2, radius // 3))
            elif mark == 2:
                pygame.draw.circle(surface, PAPYRUS, center, r, max(1, radius // 4))
            else:
                w = max(1, radius // 4)
                pygame.draw.line(surface, PAPYRUS, (x - r, y - r), (x + r, y + r), w + 1)
                pygame.draw.line(surface, PAPYRUS, (x - r, y + r), (x + r, y - r), w + 1)

    def name(self, seat) -> str:
        return self.session.name(seat)

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

    def obs_scores(self):
        return self.obs["money"]

    def allowed(self, event) -> set:
        seats = {event.seat}
        seats.update(event.data.get("secret_to", ()))
        return seats

    def may_log_secret(self, event) -> bool:
        """The log stays on screen for every human: a secret goes in only if all may see it."""
        humans = self.session.human_seats()
        allowed = self.allowed(event)
        return all(h in allowed for h in humans)

    def sees(self, event) -> bool:
        """The seat at the screen may see the event's secret (for the animation)."""
        return "secret" in event.data and self.viewer in self.allowed(event)

    def describe(self, event) -> str | None:
        return describe(event, self.name, self.may_log_secret)

    def prompt(self) -> str:
        o = self.obs
        pending = o["pending"]
        kind = pending["kind"]
        if kind == "over":
            return _("The game is over.")
        seat = pending["seat"]
        name = self.name(seat)
        if not self.session.is_human(seat):
            if kind == "discard":
                return _("Sandstorm: {name} is choosing cards to discard…").format(name=name)
            return _("{name} is thinking…").format(name=name)
        if seat != self.viewer:
            return _("{name} is deciding…").format(name=name)
        if kind == "dig":
            return _("{name}: dig! Click the dig deck.").format(name=name)
        if kind == "steal":
            return _("{name}: a thief! Click the opponent to rob.").format(name=name)
        if kind == "discard":
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

    def opponents(self) -> list[int]:
        n = self.obs["players"]
        return [(self.viewer + k) % n for k in range(1, n)]

    def shown_hand(self) -> dict:
        """The viewer's hand as drawn: cards put in the give tray have left it."""
        hand = dict(self.obs["hand"])
        pending = self.obs["pending"]
        if pending["kind"] == "trade" and pending["seat"] == self.viewer:
            for card, n in pending["give"].items():
                hand[card] = hand.get(card, 0) - n
        return {c: n for c, n in hand.items() if n > 0}

    def trading(self) -> bool:
        p = self.obs["pending"]
        return p["kind"] == "trade" and p["seat"] == self.viewer

    def discarding(self) -> bool:
        p = self.obs["pending"]
        return p["kind"] == "discard" and p["seat"] == self.viewer

    # ---------------------------------------------------------------- layout
    def layout(self) -> None:
        if not hasattr(self, "table_rect"):
            return
        o = self.obs
        s = self.scale
        c = L.Canvas(self.table_rect, s)
        self.canvas = c
        areas: dict = {}
        # piles
        areas[("deck",)] = c.rect(L.PILES_X + 40, L.MID_TOP + 24, 90, 126)
        areas[("thieves",)] = c.rect(L.PILES_X + 4, L.MID_TOP + 162, 160, 46)
        areas[("sandstorms",)] = c.rect(L.PILES_X + 4, L.MID_TOP + 214, 160, 46)
        # market
        self.market_rect = c.rect(L.MARKET_X, L.MID_TOP, L.MARKET_W, L.MARKET_H)
        areas[("market_panel",)] = self.market_rect
        self.market_slots = {}
        mw, mh = L.MARKET_CARD
        step = (L.MARKET_W - 24 - mw) / 6
        for k, name in enumerate(TREASURES):
            self.market_slots[name] = c.rect(L.MARKET_X + 12 + k * step, L.MID_TOP + 40, mw, mh)
        for name in TREASURES:
            if o["market"].get(name):
                areas[("market", name)] = self.market_slots[name]
        # trade trays / sandstorm tray / trade panel
        self.tray_rect = c.rect(L.MARKET_X, L.TRAY_TOP, L.MARKET_W, L.TRAY_H)
        half = (L.MARKET_W - 10) / 2
        self.give_rect = c.rect(L.MARKET_X, L.TRAY_TOP, half, L.TRAY_H - 24)
        self.take_rect = c.rect(L.MARKET_X + half + 10, L.TRAY_TOP, half, L.TRAY_H - 24)
        if self.trading():
            areas[("give_tray",)] = self.give_rect
            areas[("take_tray",)] = self.take_rect
        elif self.discarding():
            areas[("storm_tray",)] = self.tray_rect
        else:
            areas[("trade_panel",)] = self.tray_rect
        # pyramid
        self.pyramid_rect = c.rect(L.PYRAMID_X, L.MID_TOP, L.PYRAMID_W,
                                   L.MID_BOTTOM - L.MID_TOP)
        for k, (name, w) in enumerate((("small", 176), ("medium", 236), ("large", 300))):
            areas[("chamber", name)] = c.rect(L.PYRAMID_X + (L.PYRAMID_W - w) / 2,
                                              L.MID_TOP + 44 + k * 74, w, 66)
        # opponents
        self.opp_rects = {}
        for seat, rect in zip(self.opponents(), L.opponent_rects(c, o["players"] - 1),
                              strict=True):
            self.opp_rects[seat] = rect
            areas[("opp", seat)] = rect
            areas[("opp_hand", seat)] = pygame.Rect(rect.x + round(10 * s),
                                                    rect.y + round(34 * s),
                                                    round(120 * s), round(62 * s))
            areas[("opp_museum", seat)] = pygame.Rect(rect.x + round(136 * s),
                                                      rect.y + round(32 * s),
                                                      rect.w - round(144 * s), round(68 * s))
        # the seat at the screen
        self.own_rect = c.rect(10, L.OWN_TOP, L.CANVAS[0] - 20, L.OWN_H)
        areas[("own",)] = self.own_rect
        self.museum_rect = c.rect(L.CANVAS[0] - 10 - L.MUSEUM_W - 8, L.OWN_TOP + 8, L.MUSEUM_W,
                                  L.OWN_H - 16)
        areas[("museum",)] = self.museum_rect
        hand_area = c.rect(22, L.OWN_TOP + 34, L.CANVAS[0] - 20 - L.MUSEUM_W - 44,
                           L.OWN_H - 42)
        self.hand_area = hand_area
        areas[("own_hand",)] = hand_area
        card = (round(L.HAND_CARD[0] * s), round(L.HAND_CARD[1] * s))
        self.hand_card = card
        for (name, i), rect in L.hand_rects(hand_area, _counts(self.shown_hand()), card,
                                            s).items():
            areas[("hand", name, i)] = rect
        for seat in range(o["players"]):
            areas[("score", seat)] = self.panel_row(seat)
        self.areas = areas

    def panel_row(self, seat: int) -> pygame.Rect:
        s = self.scale
        pad = round(12 * s)
        y = pad + round(32 * s) + seat * round(58 * s)
        return pygame.Rect(self.panel_rect.x + pad, y, self.panel_rect.w - 2 * pad,
                           round(52 * s))

    def choice_bar_y(self) -> int:
        if self.canvas is None:
            return round(8 * self.scale)
        return self.canvas.y(L.BUTTON_Y)

    # ---------------------------------------------------------------- interaction
    def bindings(self) -> list:
        o = self.obs
        hand = self.shown_hand()
        result = []
        for action in self.state.legal_actions():
            kind = action[0]
            if kind == "dig":
                result.append(Binding(action, None, ("deck",)))
            elif kind == "steal":
                result.append(Binding(action, None, ("opp", action[1])))
            elif kind == "discard":
                for i in range(hand.get(action[1], 0)):
                    result.append(Binding(action, ("hand", action[1], i), ("storm_tray",)))
            elif kind == "trade":
                result.append(Binding(action, None, ("trade_panel",)))
            elif kind == "give":
                for i in range(hand.get(action[1], 0)):
                    result.append(Binding(action, ("hand", action[1], i), ("give_tray",)))
            elif kind == "take":
                result.append(Binding(action, ("market", action[1]), ("take_tray",)))
            elif kind == "explore":
                target = ("chamber", action[1])
                result.append(Binding(action, None, target))
                for i in range(hand.get("map", 0)):
                    result.append(Binding(action, ("hand", "map", i), target))
            elif kind == "sell":
                result.append(Binding(action, ("hand", action[1], action[2] - 1), ("museum",)))
        del o
        return result

    def choices(self) -> list:
        legal = self.state.legal_actions()
        pending = self.obs["pending"]
        labels = []
        if ("trade",) in legal:
            labels.append((_("Trade with the market"), ("trade",)))
        if ("confirm",) in legal:
            labels.append((_("Confirm trade"), ("confirm",)))
        if ("cancel",) in legal:
            labels.append((_("Cancel trade"), ("cancel",)))
        if ("end_turn",) in legal:
            passing = self.obs["end_phase"] and not pending.get("sold_this_turn")
            labels.append((_("Pass") if passing else _("End turn"), ("end_turn",)))
        return labels

    def handle_event(self, event) -> None:
        self._prev_selected = self.interaction.selected
        super().handle_event(event)

    def on_outcome(self, outcome) -> None:
        # A click on a hand card that could be sold selects it (and the cards of its kind to
        # its left) instead of selling at once; a click on the museum or a chamber then acts.
        source = outcome.source
        if (outcome.kind == "play" and outcome.pos is None and source is not None
                and source[0] == "hand" and outcome.action[0] in ("sell", "explore")):
            self.interaction.selected = None if self._prev_selected == source else source
            return
        super().on_outcome(outcome)

    def propose(self, source, target):
        if target is None:
            return None
        if source is None:
            return {"deck": ("dig",), "trade_panel": ("trade",)}.get(target[0])
        if source[0] == "hand":
            name = source[1]
            if target[0] == "museum":
                return ("sell", name, source[2] + 1)
            if target[0] == "chamber":
                return ("explore", target[1]) if name == "map" else None
            if target[0] == "give_tray":
                return ("give", name)
            if target[0] == "storm_tray":
                return ("discard", name)
        if source[0] == "market" and target[0] == "take_tray":
            return ("take", source[1])
        return None

    def drag_image(self, source):
        s = self.scale
        if source[0] == "hand":
            name, i = source[1], source[2]
            count = i + 1 if self._sells(source) else 1
            return self._stack_image(name, count, self.hand_card, s)
        if source[0] == "market":
            return card_image(source[1], self.market_slots[source[1]].size, s,
                              card_name(source[1]), value_of(source[1]))
        return None

    def _sells(self, source) -> bool:
        return any(b.source == source and b.action[0] == "sell"
                   for b in self.interaction.bindings)

    def _stack_image(self, name, count, size, s):
        off = round(8 * s)
        w, h = size
        image = pygame.Surface((w + off * (count - 1), h + off * (count - 1)), pygame.SRCALPHA)
        face = card_image(name, size, s, card_name(name), value_of(name))
        for k in range(count):
            image.blit(face, (k * off, (count - 1 - k) * off))
        if count > 1:
            badge = pygame.Rect(0, 0, round(64 * s), round(26 * s))
            badge.midbottom = (image.get_width() // 2, image.get_height() - round(4 * s))
            pygame.draw.rect(image, INK, badge, border_radius=badge.h // 2)
            draw_text(image, f"{count}: ${price(name, count)}", badge.center, "small", s, GOLD,
                      bold=True, anchor="center")
        return image

    # ---------------------------------------------------------------- animation
    def _small(self, kind):
        s = self.scale
        return card_image(kind, (round(L.MARKET_CARD[0] * s), round(L.MARKET_CARD[1] * s)), s,
                          "" if kind == "back" else card_name(kind),
                          value_of(kind) if kind in TREASURES else 0)

    def hand_point(self, seat, areas=None):
        areas = areas or self.areas
        if seat == self.viewer:
            return areas[("own_hand",)].center
        rect = areas.get(("opp_hand", seat)) or self.areas.get(("opp_hand", seat))
        return rect.center if rect else self.table_rect.center

    def museum_point(self, seat, card=None):
        """Where a sold card lands: its treasure's chip in the seat's museum."""
        o = self.obs
        if seat == self.viewer:
            area = self.museum_inner()
            chips = self.museum_chips(area, o["museums"][seat])
        else:
            area = self.areas[("opp_museum", seat)]
            chips = self.museum_chips(area, o["museums"][seat], compact=True)
        if card in chips:
            return chips[card][0].center
        return area.center

    def _hand_card_point(self, seat, card, index_from_end=0, areas=None):
        """Where the viewer's card of kind `card` lies (the newest one), else the hand."""
        areas = areas or self.areas
        if seat == self.viewer:
            keys = [k for k in areas if k[0] == "hand" and k[1] == card]
            if keys:
                key = keys[max(0, len(keys) - 1 - index_from_end)]
                return areas[key].center, key
        return self.hand_point(seat, areas), None

    def animate(self, events, before: dict) -> None:
        for event in events:
            handler = getattr(self, f"_anim_{event.kind}", None)
            if handler is not None:
                handler(event, before)

    def _fly(self, tweens, sound="card", pause=0.0):
        self.animator.add(Step(tweens, on_start=self._sound(sound) if sound else None,
                               pause=pause))

    def _anim_dig(self, event, before):
        d = event.data
        deck = self.areas[("deck",)].center
        found = d["found"]
        if found == "treasure":
            card = d["secret"]["card"] if self.sees(event) else None
            if card is not None:
                end, key = self._hand_card_point(event.seat, card)
            else:
                end, key = self.hand_point(event.seat), None
            image = self._small(card or "back")
            self._fly([Tween(deck, end, self._blit(image), duration=FLY,
                             hides=frozenset({key}) if key else frozenset(), arc=30 * self.scale)])
            return
        pile = self.areas[("thieves",) if found == "thief" else ("sandstorms",)].center
        image = self._small(found)
        self._fly([Tween(deck, pile, self._blit(image), duration=FLY, arc=20 * self.scale)])
        self.banner_step(_("Thief!") if found == "thief" else _("Sandstorm!"), 0.7)

    def _anim_steal(self, event, before):
        card = event.data["secret"]["card"] if self.sees(event) else None
        start = self.hand_point(event.data["victim"], before)
        if card is not None and event.seat == self.viewer:
            end, key = self._hand_card_point(event.seat, card)
        else:
            end, key = self.hand_point(event.seat), None
        image = self._small(card or "back")
        self._fly([Tween(start, end, self._blit(image), duration=0.45,
                         hides=frozenset({key}) if key else frozenset(), arc=60 * self.scale)])

    def _anim_discard_chosen(self, event, before):
        if event.seat == self.viewer:
            self.app.audio.play("card")

    def _anim_sandstorm_discard(self, event, before):
        tweens = []
        k = 0
        for card, n in _counts(event.data["cards"]):
            for _i in range(n):
                start = (self.tray_rect.center if event.seat == self.viewer
                         else self.hand_point(event.seat))
                tweens.append(Tween(start, self.market_slots[card].center,
                                    self._blit(self._small(card)), duration=FLY,
                                    delay=0.06 * k, arc=20 * self.scale))
                k += 1
        if tweens:
            self._fly(tweens)

    def _anim_trade_give(self, event, before):
        card = event.data["card"]
        start, _key = self._hand_card_point(event.seat, card, areas=before)
        end = self.give_rect.center if ("give_tray",) in self.areas else self.tray_rect.center
        self._fly([Tween(start, end, self._blit(self._small(card)), duration=0.25)])

    def _anim_trade_take(self, event, before):
        card = event.data["card"]
        start = self.market_slots[card].center
        end = self.take_rect.center if ("take_tray",) in self.areas else self.tray_rect.center
        self._fly([Tween(start, end, self._blit(self._small(card)), duration=0.25)])

    def _anim_trade_cancelled(self, event, before):
        """The cards in the trays go back: the given ones to the hand, the others to the
        market (drawn from the trays as they were)."""
        if event.seat != self.viewer:
            return
        tweens = []
        for card in self._tray_before.get("give", {}):
            end, _key = self._hand_card_point(event.seat, card)
            tweens.append(Tween(self.give_rect.center, end, self._blit(self._small(card)),
                                duration=0.25))
        for card in self._tray_before.get("take", {}):
            tweens.append(Tween(self.take_rect.center, self.market_slots[card].center,
                                self._blit(self._small(card)), duration=0.25))
        if tweens:
            self._fly(tweens)

    def _anim_thief_no_victim(self, event, before):
        self.banner_step(_("The thief finds nothing"), 0.7)

    def play(self, action) -> bool:
        pending = self.obs["pending"]
        self._tray_before = pending if pending["kind"] == "trade" else {}
        return super().play(action)

    def _anim_trade(self, event, before):
        d = event.data
        tweens = []
        k = 0
        for card, n in _counts(d["gave"]):
            for _i in range(n):
                tweens.append(Tween(self.give_rect.center if event.seat == self.viewer
                                    else self.hand_point(event.seat),
                                    self.market_slots[card].center,
                                    self._blit(self._small(card)), duration=FLY,
                                    delay=0.05 * k))
                k += 1
        for card, n in _counts(d["took"]):
            for _i in range(n):
                start = (self.take_rect.center if event.seat == self.viewer
                         else self.market_slots[card].center)
                end, key = self._hand_card_point(event.seat, card, index_from_end=_i)
                tweens.append(Tween(start, end, self._blit(self._small(card)), duration=FLY,
                                    delay=0.05 * k,
                                    hides=frozenset({key}) if key else frozenset()))
                k += 1
        if tweens:
            self._fly(tweens)

    def _anim_explore(self, event, before):
        d = event.data
        chamber = self.areas[("chamber", d["chamber"])].center
        start = self.hand_point(event.seat, before)
        maps = [Tween(start, chamber, self._blit(self._small("map")), duration=FLY,
                      delay=0.06 * k) for k in range(d["maps"])]
        self._fly(maps)
        found = d["secret"]["cards"] if self.sees(event) else None
        tweens = []
        if found:
            k = 0
            for card, n in _counts(found):
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

    def _anim_sell(self, event, before):
        d = event.data
        card, count = d["card"], d["count"]
        end = self.museum_point(event.seat, card)
        tweens = []
        for i in range(count):
            key = ("hand", card, i)
            if event.seat == self.viewer and key in before:
                start = before[key].center
            else:
                start = self.hand_point(event.seat)
            tweens.append(Tween(start, end, self._blit(self._small(card)), duration=FLY,
                                delay=0.05 * i, arc=20 * self.scale))
        self._fly(tweens)
        self._fly([self._money_tween(end, event.seat, d["money"])], sound="score")

    def _money_tween(self, start, seat, money) -> Tween:
        s = self.scale
        end = self.areas[("score", seat)].midright
        text = f"+${money}"

        def draw(surface, pos, _t):
            w = font("large", s, True).size(text)[0] + round(20 * s)
            rect = pygame.Rect(0, 0, w, round(34 * s))
            rect.center = (round(pos[0]), round(pos[1]))
            pygame.draw.rect(surface, INK, rect, border_radius=rect.h // 2)
            draw_text(surface, text, rect.center, "large", s, GOLD, bold=True, anchor="center")
        return Tween(start, (end[0] - round(40 * s), end[1]), draw, duration=0.5,
                     arc=40 * s)

    def _anim_deck_empty(self, event, before):
        self.banner_step(_("The dig deck is empty!"), 1.0)

    def _anim_turn_start(self, event, before):
        if event.data.get("forced_sale"):
            self.banner_step(_("{name} must sell a set").format(name=self.name(event.seat)), 0.9)
        elif self.session.is_human(event.seat) and len(self.session.human_seats()) > 1:
            self.banner_step(_("{name}'s turn").format(name=self.name(event.seat)), 0.6)

    def _anim_sandstorm(self, event, before):
        """Each hand shows how many cards the storm takes."""
        tweens = []
        for seat, owed in enumerate(event.data["owed"]):
            if owed:
                tweens.append(self._float_text(f"−{owed}", self.hand_point(seat), TERRACOTTA))
        if tweens:
            self.animator.add(Step(tweens))

    def _anim_end_turn(self, event, before):
        if event.data.get("passed"):
            self._show_pass(event.seat)

    def _anim_pass(self, event, before):
        self._show_pass(event.seat)

    def _show_pass(self, seat):
        self.animator.add(Step([self._float_text(_("Pass"), self.hand_point(seat), INK)]))

    def _float_text(self, text, pos, colour) -> Tween:
        """A label rising over a spot (a pass, the cards a sandstorm takes)."""
        s = self.scale

        def draw(surface, p, _t):
            f = font("large", s, True)
            rect = pygame.Rect(0, 0, f.size(text)[0] + round(22 * s), round(34 * s))
            rect.center = (round(p[0]), round(p[1]))
            pygame.draw.rect(surface, PAPYRUS, rect, border_radius=rect.h // 2)
            pygame.draw.rect(surface, colour, rect, max(2, round(2 * s)),
                             border_radius=rect.h // 2)
            draw_text(surface, text, rect.center, "large", s, colour, bold=True,
                      anchor="center")
        return Tween(pos, (pos[0], pos[1] - round(36 * s)), draw, duration=0.7)

    def _anim_game_over(self, event, before):
        self.banner_step(_("Game over"), 0.9)

    # ---------------------------------------------------------------- drawing
    def draw_overlay(self, surface) -> None:
        super().draw_overlay(surface)
        self.draw_hover_lift(surface)

    def draw_hover_lift(self, surface) -> None:
        """The card under the cursor comes to the front, lifted, with a larger shadow."""
        i = self.interaction
        key = i.hovered
        if (key is None or i.dragging or self.covered_for is not None
                or key[0] not in ("hand", "market") or key not in self.areas
                or key in self.animator.hidden_keys()):
            return
        active = i.active_source
        if (active is not None and active[0] == "hand" and key[0] == "hand"
                and key[1] == active[1] and key[2] <= active[2] and self._sells(active)):
            return  # already lifted as part of the selection
        s = self.scale
        rect = self.areas[key]
        name = key[1]
        lift = round(12 * s)
        face = card_image(name, rect.size, s, card_name(name) if key[0] == "hand" else "",
                          value_of(name), highlight=key in i.sources())
        shadow = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(shadow, (43, 33, 24, 70), shadow.get_rect(),
                         border_radius=round(8 * s))
        surface.blit(shadow, rect.move(round(5 * s), round(2 * s) - lift // 2))
        surface.blit(face, rect.move(0, -lift))

    def draw_prompt(self, surface) -> None:
        text = self.prompt()
        if not text:
            return
        s = self.scale
        f = font("body", s, bold=True)
        width = min(self.table_rect.w - round(40 * s), f.size(text)[0] + round(40 * s))
        rect = pygame.Rect(0, 0, width, round(36 * s))
        rect.midtop = (self.table_rect.centerx, (self.canvas.oy if self.canvas else 0)
                       + round(8 * s))
        panel(surface, rect, fill=INK, radius=round(18 * s), scale=s)
        draw_text(surface, text, rect.center, "body", s, PAPYRUS, bold=True, anchor="center",
                  max_width=rect.w - round(24 * s))

    def background_key(self) -> tuple:
        o = self.obs
        return (self.size, o["players"], self.viewer, i18n.current_language(),
                self.app.settings.colour_blind)

    def draw_background(self, surface) -> None:
        s = self.scale
        # piles
        deck = self.areas[("deck",)]
        pygame.draw.rect(surface, (214, 192, 134), deck.inflate(round(8 * s), round(8 * s)),
                         border_radius=round(10 * s))
        draw_text(surface, _("Dig deck"), (deck.centerx, deck.y - round(6 * s)), "small", s,
                  INK, bold=True, anchor="midbottom", max_width=round(160 * s))
        for key, label in ((("thieves",), _("Thieves")), (("sandstorms",), _("Sandstorms"))):
            r = self.areas[key]
            pygame.draw.rect(surface, (214, 192, 134), r, border_radius=round(8 * s))
            draw_text(surface, label, (r.x + round(42 * s), r.y + round(3 * s)), "small", s,
                      INK, bold=True, max_width=r.w - round(46 * s))
        # market and trays
        panel(surface, self.market_rect, radius=round(12 * s), scale=s)
        draw_text(surface, _("Market"), (self.market_rect.x + round(12 * s),
                                         self.market_rect.y + round(8 * s)),
                  "body", s, INK, bold=True)
        for _name, slot in self.market_slots.items():
            pygame.draw.rect(surface, TRAY_FILL, slot, border_radius=round(6 * s))
        # the pyramid
        r = self.pyramid_rect
        apex = (r.centerx, r.y + round(4 * s))
        base_l = (r.x, r.bottom)
        base_r = (r.right, r.bottom)
        pygame.draw.polygon(surface, (222, 196, 138), (apex, base_r, base_l))
        for k in range(1, 9):
            y = apex[1] + (r.bottom - apex[1]) * k / 9
            half = (y - apex[1]) / (r.bottom - apex[1]) * r.w / 2
            pygame.draw.line(surface, (204, 176, 116), (r.centerx - half, y),
                             (r.centerx + half, y), max(1, round(s)))
        pygame.draw.polygon(surface, (176, 140, 86), (apex, base_r, base_l), max(2, round(2 * s)))
        draw_text(surface, _("Pyramid"), (r.x + round(4 * s), r.y + round(4 * s)), "body", s,
                  INK, bold=True)
        # own panel
        panel(surface, self.own_rect, radius=round(14 * s), scale=s)
        self.draw_seat_marker(surface, self.viewer, (self.own_rect.x + round(20 * s),
                                                     self.own_rect.y + round(18 * s)),
                              round(9 * s))
        pygame.draw.rect(surface, TRAY_FILL, self.museum_rect, border_radius=round(10 * s))

    def draw_board(self, surface) -> None:
        hidden = self.animator.hidden_keys()
        self.draw_piles(surface)
        self.draw_market(surface)
        self.draw_trays(surface)
        self.draw_chambers(surface)
        for seat in self.opponents():
            self.draw_opponent(surface, seat)
        self.draw_own(surface, hidden)

    def _badge(self, surface, text, center, fill=INK, colour=PAPYRUS, role="small"):
        s = self.scale
        f = font(role, s, True)
        w = max(round(24 * s), f.size(text)[0] + round(12 * s))
        rect = pygame.Rect(0, 0, w, round(22 * s) if role == "small" else round(28 * s))
        rect.center = center
        pygame.draw.rect(surface, fill, rect, border_radius=rect.h // 2)
        pygame.draw.rect(surface, INK, rect, 1, border_radius=rect.h // 2)
        draw_text(surface, text, rect.center, role, s, colour, bold=True, anchor="center")

    def draw_piles(self, surface) -> None:
        o = self.obs
        s = self.scale
        deck = self.areas[("deck",)]
        n = o["deck_size"]
        if n:
            back = card_image("back", deck.size, s)
            for k in range(min(4, (n + 9) // 10), 0, -1):
                surface.blit(back, deck.move(round(2 * k * s), round(-2 * k * s)))
            surface.blit(back, deck)
        else:
            pygame.draw.rect(surface, (200, 176, 120), deck, border_radius=round(8 * s))
            draw_text(surface, _("empty"), deck.center, "small", s, MUTED_INK, anchor="center")
        self._badge(surface, str(n), (deck.centerx, deck.bottom - round(16 * s)), role="large")
        for key, kind, out, total in ((("thieves",), "thief", o["thieves_out"], 8),
                                      (("sandstorms",), "sandstorm", o["sandstorms_out"],
                                       o["sandstorms_in_play"])):
            r = self.areas[key]
            pile = pygame.Rect(r.x + round(4 * s), r.y + round(3 * s), round(30 * s),
                               r.h - round(6 * s))
            if out:
                surface.blit(card_image(kind, pile.size, s), pile)
            else:
                ghost = pygame.Surface(pile.size, pygame.SRCALPHA)
                icon(ghost, kind, ghost.get_rect())
                ghost.set_alpha(70)
                surface.blit(ghost, pile)
            draw_text(surface, _("{n} of {total} out").format(n=out, total=total),
                      (r.x + round(42 * s), r.bottom - round(4 * s)), "small", s, MUTED_INK,
                      anchor="bottomleft", max_width=r.w - round(46 * s))

    def draw_market(self, surface) -> None:
        o = self.obs
        s = self.scale
        market = o["market"]
        total = sum(market.values())
        draw_text(surface, _("cards: {n}").format(n=total),
                  (self.market_rect.right - round(12 * s), self.market_rect.y + round(10 * s)),
                  "small", s, MUTED_INK, anchor="topright")
        taking = self.trading()
        take = o["pending"].get("take", {}) if taking else {}
        sources = self.interaction.sources()
        for name, slot in self.market_slots.items():
            n = market.get(name, 0) - take.get(name, 0)
            if n <= 0:
                box = slot.inflate(-round(12 * s), -round(30 * s))
                ghost = pygame.Surface(box.size, pygame.SRCALPHA)
                icon(ghost, name, ghost.get_rect())
                ghost.set_alpha(60)
                surface.blit(ghost, box)
                continue
            face = card_image(name, slot.size, s, card_name(name), value_of(name),
                              highlight=("market", name) in sources)
            if n > 1:
                surface.blit(face, slot.move(round(3 * s), round(-3 * s)))
            surface.blit(face, slot)
            self._badge(surface, f"×{n}", (slot.centerx, slot.bottom + round(9 * s)))

    def _tray_cards(self, surface, rect, counts, s):
        size = (round(L.TRAY_CARD[0] * s), round(L.TRAY_CARD[1] * s))
        x = rect.x + round(10 * s)
        y = rect.y + round(34 * s)
        for name, n in _counts(counts):
            face = card_image(name, size, s, "", 0)
            surface.blit(face, (x, y))
            if n > 1:
                self._badge(surface, f"×{n}", (x + size[0], y + round(4 * s)))
            x += size[0] + round(14 * s)
            if x > rect.right - size[0]:
                break

    def draw_trays(self, surface) -> None:
        o = self.obs
        s = self.scale
        pending = o["pending"]
        if self.trading():
            gv, tv = pending["give_value"], pending["take_value"]
            ok = tv <= gv and tv > 0 and gv > 0
            for rect, title, counts, value in (
                    (self.give_rect, _("You give"), pending["give"], gv),
                    (self.take_rect, _("You take"), pending["take"], tv)):
                panel(surface, rect, fill=TRAY_FILL, radius=round(10 * s), scale=s)
                title_rect = draw_text(surface, title, (rect.x + round(10 * s),
                                                        rect.y + round(6 * s)),
                                       "body", s, INK, bold=True)
                worth = _("value {n}").format(n=value)
                room = rect.right - round(10 * s) - title_rect.right - round(12 * s)
                if font("small", s, True).size(worth)[0] <= room:
                    draw_text(surface, worth, (rect.right - round(10 * s), rect.y + round(8 * s)),
                              "small", s, INK, bold=True, anchor="topright")
                else:  # a narrow tray: the value goes under the title, right-aligned
                    draw_text(surface, worth, (rect.right - round(10 * s),
                                               title_rect.bottom + round(2 * s)),
                              "small", s, INK, bold=True, anchor="topright")
                if counts:
                    self._tray_cards(surface, rect, counts, s)
                else:
                    draw_text(surface, _("click or drop cards here"),
                              (rect.centerx, rect.y + round(58 * s)), "small", s, MUTED_INK,
                              anchor="center", max_width=rect.w - round(16 * s))
            self._compare_sign(surface, gv >= tv)
            if ok:
                rule = _("You give {g}, you take {t}: you may confirm.").format(g=gv, t=tv)
            elif not tv:
                rule = _("Take market cards worth at most what you give (no change).")
            else:
                rule = _("Give {n} more value to take these cards.").format(n=tv - gv)
            draw_text(surface, rule, (self.tray_rect.centerx, self.tray_rect.bottom),
                      "small", s, INK if ok else TERRACOTTA, anchor="midbottom", bold=True,
                      max_width=self.tray_rect.w)
            return
        rect = self.tray_rect
        panel(surface, rect, fill=TRAY_FILL, radius=round(10 * s), scale=s)
        if pending["kind"] == "discard":
            chosen = pending.get("chosen") if self.discarding() else None
            seat = pending["seat"]
            title = _("Sandstorm: {name} discards {n}").format(name=self.name(seat),
                                                               n=pending["owed"])
            draw_text(surface, title, (rect.x + round(10 * s), rect.y + round(6 * s)), "body",
                      s, INK, bold=True, max_width=rect.w - round(20 * s))
            if chosen:
                self._tray_cards(surface, rect, chosen, s)
            else:
                queue = ", ".join(f"{self.name(q)} {n}" for q, n in pending["queue"])
                draw_text(surface, _("Still to discard: {list}").format(list=queue),
                          (rect.x + round(10 * s), rect.y + round(40 * s)), "small", s,
                          MUTED_INK, max_width=rect.w - round(20 * s))
            return
        draw_text(surface, _("Trade with the market"), (rect.x + round(10 * s),
                                                        rect.y + round(6 * s)),
                  "body", s, INK, bold=True)
        lines = (_("Give any cards from your hand; take market cards of equal or lower total "
                   "value. No change is given."),
                 _("A card's trade value is on its gold coin."))
        y = rect.y + round(34 * s)
        f = font("small", s)
        for text in lines:
            wrapped = wrap(text, f, rect.w - round(20 * s))
            if y + len(wrapped) * f.get_linesize() > rect.bottom - round(4 * s):
                break  # only whole hints that fit (small windows, long languages)
            for line in wrapped:
                draw_text(surface, line, (rect.x + round(10 * s), y), "small", s, MUTED_INK)
                y += f.get_linesize()

    def _compare_sign(self, surface, fine: bool) -> None:
        """A drawn "give >= take" sign between the trays (the font has no such glyph)."""
        s = self.scale
        r = pygame.Rect(0, 0, round(30 * s), round(30 * s))
        r.center = ((self.give_rect.right + self.take_rect.x) // 2, self.give_rect.centery)
        pygame.draw.ellipse(surface, GOLD if fine else TERRACOTTA, r)
        pygame.draw.ellipse(surface, INK, r, 1)
        w = max(2, round(2.5 * s))
        a, b = r.x + r.w * 0.32, r.right - r.w * 0.32
        top, mid, low = r.y + r.h * 0.24, r.y + r.h * 0.44, r.y + r.h * 0.64
        if fine:  # >=
            pygame.draw.lines(surface, INK, False, ((a, top), (b, mid), (a, low)), w)
        else:  # <
            pygame.draw.lines(surface, INK, False, ((b, top), (a, mid), (b, low)), w)
        pygame.draw.line(surface, INK, (a, r.y + r.h * 0.78), (b, r.y + r.h * 0.78), w)

    def draw_chambers(self, surface) -> None:
        s = self.scale
        for chamber in self.obs["chambers"]:
            r = self.areas[("chamber", chamber["name"])]
            explored = chamber["explored"]
            fill = (176, 140, 86) if explored else (92, 62, 36)
            pygame.draw.rect(surface, fill, r, border_radius=round(8 * s))
            pygame.draw.rect(surface, INK, r, max(1, round(2 * s)), border_radius=round(8 * s))
            text_colour = INK if explored else PAPYRUS
            draw_text(surface, chamber_name(chamber["name"]), (r.x + round(10 * s),
                                                               r.y + round(5 * s)),
                      "small", s, text_colour, bold=True, max_width=r.w - round(44 * s))
            if explored:
                draw_text(surface, _("explored"), (r.centerx, r.bottom - round(8 * s)),
                          "small", s, INK, anchor="midbottom")
                continue
            # maps needed
            mw, mh = round(18 * s), round(24 * s)
            y = r.bottom - mh - round(8 * s)
            x = r.x + round(10 * s)
            for _k in range(chamber["maps"]):
                surface.blit(card_image("map", (mw, mh), s), (x, y))
                x += mw + round(3 * s)
            need = ngettext("{n} map", "{n} maps", chamber["maps"]).format(n=chamber["maps"])
            draw_text(surface, need,
                      (x + round(2 * s), y + mh // 2), "small", s * 0.9, GOLD, anchor="midleft")
            # face-down cards
            bw, bh = round(16 * s), round(22 * s)
            count = chamber["cards"]
            right = r.right - round(10 * s)
            step = min(round(10 * s), (r.w * 2 // 5 - bw) // max(1, count - 1))
            back = card_image("back", (bw, bh), s)
            for k in range(count):
                surface.blit(back, (right - bw - (count - 1 - k) * step, y + round(2 * s)))
            self._badge(surface, str(count), (r.right - round(16 * s), r.y + round(14 * s)),
                        fill=GOLD, colour=INK)

    def draw_opponent(self, surface, seat) -> None:
        o = self.obs
        s = self.scale
        rect = self.opp_rects[seat]
        mover = o["to_move"]
        panel(surface, rect, radius=round(12 * s), scale=s)
        if seat == mover:
            pygame.draw.rect(surface, GOLD, rect, max(2, round(3 * s)),
                             border_radius=round(12 * s))
        self.draw_seat_marker(surface, seat, (rect.x + round(18 * s), rect.y + round(17 * s)),
                              round(9 * s))
        draw_text(surface, self.name(seat), (rect.x + round(34 * s), rect.y + round(6 * s)),
                  "body", s, INK, bold=True, max_width=rect.w - round(110 * s))
        draw_text(surface, f"${o['money'][seat]}", (rect.right - round(12 * s),
                                                    rect.y + round(3 * s)),
                  "large", s, INK, bold=True, anchor="topright")
        # hand: card backs
        hand = self.areas[("opp_hand", seat)]
        n = o["hand_sizes"][seat]
        bw, bh = round(32 * s), round(46 * s)
        if n:
            step = min(round(12 * s), (hand.w - bw - round(30 * s)) / max(1, n - 1))
            back = card_image("back", (bw, bh), s)
            for k in range(n):
                surface.blit(back, (hand.x + round(k * step), hand.y + round(4 * s)))
            self._badge(surface, str(n), (hand.x + bw + round((n - 1) * step) + round(14 * s),
                                          hand.y + round(4 * s) + bh // 2))
        else:
            draw_text(surface, _("no cards"), (hand.x, hand.y + round(20 * s)), "small", s,
                      MUTED_INK)
        # museum
        self.draw_museum_chips(surface, self.areas[("opp_museum", seat)], o["museums"][seat],
                               compact=True)

    def museum_chips(self, area, sets, compact=False) -> dict:
        """{treasure: (chip rect, cards sold, money)} for one museum, in TREASURES order."""
        s = self.scale
        cards: dict = {}
        money: dict = {}
        for entry in sets:
            cards[entry["card"]] = cards.get(entry["card"], 0) + entry["count"]
            money[entry["card"]] = money.get(entry["card"], 0) + entry["money"]
        kinds = [name for name in TREASURES if name in cards]
        if compact:
            cw, ch = round(24 * s), round(34 * s)
            per_row = len(kinds)
            step = min(cw + round(10 * s), (area.w - cw) / max(1, len(kinds) - 1))
        else:
            cw, ch = round(44 * s), round(62 * s)
            per_row = 4
            step = (area.w - cw - round(8 * s)) / 3
        chips = {}
        for k, name in enumerate(kinds):
            row, col = divmod(k, per_row)
            x = area.x + round(col * step)
            y = area.y + round(2 * s) if compact else \
                area.y + round(6 * s) + row * (ch + round(26 * s))
            chips[name] = (pygame.Rect(x, y, cw, ch), cards[name], money[name])
        return chips

    def museum_inner(self) -> pygame.Rect:
        s = self.scale
        m = self.museum_rect
        return pygame.Rect(m.x + round(10 * s), m.y + round(38 * s), m.w - round(20 * s),
                           m.h - round(44 * s))

    def draw_museum_chips(self, surface, area, sets, compact=False) -> None:
        """The sets sold, one chip per treasure: cards sold and money."""
        s = self.scale
        if not sets:
            draw_text(surface, _("museum empty"), (area.x + round(4 * s), area.y + round(8 * s)),
                      "small", s, MUTED_INK)
            return
        for name, (r, count, money) in self.museum_chips(area, sets, compact).items():
            surface.blit(card_image(name, r.size, s), r)
            if compact:
                draw_text(surface, f"×{count}", (r.centerx, r.bottom + round(1 * s)),
                          "small", s, INK, bold=True, anchor="midtop")
                continue
            self._badge(surface, str(count), (r.right, r.y + round(2 * s)))
            draw_text(surface, f"${money}", (r.centerx, r.bottom + round(1 * s)),
                      "small", s, INK, bold=True, anchor="midtop")

    def draw_own(self, surface, hidden) -> None:
        o = self.obs
        s = self.scale
        seat = self.viewer
        rect = self.own_rect
        if o["to_move"] == seat:
            pygame.draw.rect(surface, GOLD, rect, max(2, round(3 * s)),
                             border_radius=round(14 * s))
        hand = self.shown_hand()
        title = _("{name} · cards in hand: {n}").format(name=self.name(seat),
                                                     n=sum(hand.values()))
        draw_text(surface, title, (rect.x + round(36 * s), rect.y + round(8 * s)), "body", s,
                  INK, bold=True, max_width=self.hand_area.w - round(20 * s))
        # museum
        m = self.museum_rect
        draw_text(surface, _("Museum"), (m.x + round(10 * s), m.y + round(6 * s)), "body", s,
                  INK, bold=True)
        draw_text(surface, f"${o['money'][seat]}", (m.right - round(10 * s), m.y + round(2 * s)),
                  "large", s, INK, bold=True, anchor="topright")
        inner = self.museum_inner()
        self.draw_museum_chips(surface, inner, o["museums"][seat])
        if not o["museums"][seat]:
            f = font("small", s)
            y = inner.y + round(30 * s)
            for line in wrap(_("Drop a set here to sell it."), f, inner.w - round(8 * s)):
                draw_text(surface, line, (inner.x + round(4 * s), y), "small", s, MUTED_INK)
                y += f.get_linesize()
        # hand
        if not hand:
            draw_text(surface, _("Your hand is empty."), self.hand_area.center, "body", s,
                      MUTED_INK, anchor="center")
            return
        active = self.interaction.active_source
        lift_upto = None
        if active is not None and active[0] == "hand" and self._sells(active):
            lift_upto = active
        sources = self.interaction.sources()
        taken = o["pending"].get("taken_this_turn", {}) if o["pending"].get("seat") == seat \
            else {}
        lift = round(20 * s)
        dragging = self.interaction.dragging
        for key, r in self.areas.items():
            if key[0] != "hand" or key in hidden:
                continue
            name, i = key[1], key[2]
            lifted = (lift_upto is not None and lift_upto[1] == name and i <= lift_upto[2])
            if lifted and dragging:
                continue  # it is in the player's hand, following the mouse
            pos = r.move(0, -lift) if lifted else r
            face = card_image(name, r.size, s, card_name(name), value_of(name),
                              highlight=lifted or (key in sources and o["phase"] in
                                                   ("discard", "trade")))
            surface.blit(face, pos)
            if i >= hand.get(name, 0) - taken.get(name, 0) and taken.get(name):
                self._badge(surface, _("new"), (pos.right - round(20 * s),
                                                pos.bottom - round(30 * s)), fill=GOLD,
                            colour=INK)
            if i == hand[name] - 1 and hand[name] > 1:
                self._badge(surface, f"×{hand[name]}", (pos.right - round(12 * s),
                                                        pos.y + round(12 * s)))
        if lift_upto is not None and not dragging:
            name, i = lift_upto[1], lift_upto[2]
            r = self.areas[lift_upto]
            self._badge(surface, _("sell {n} for ${money}").format(n=i + 1,
                                                                   money=price(name, i + 1)),
                        (r.centerx, r.y - lift - round(14 * s)), fill=GOLD, colour=INK)

    # ---------------------------------------------------------------- tooltips
    def tooltip(self, key) -> str | None:
        o = self.obs
        kind = key[0]
        if kind == "hand":
            name, i = key[1], key[2]
            text = card_help(name)
            if any(b.source == key and b.action[0] == "sell" for b in
                   self.interaction.bindings):
                text += " " + _("Select it and click the museum (or drag it there) to sell "
                                "{n} for ${money}.").format(n=i + 1, money=price(name, i + 1))
            elif i + 1 > max_set(name):
                text += " " + _("A set holds at most {n}.").format(n=max_set(name))
            return text
        if kind == "market":
            return card_help(key[1]) + " " + _("In the market: {n}.").format(
                n=o["market"].get(key[1], 0))
        if kind == "deck":
            return _("Dig deck, cards left: {n} (treasures, maps, thieves and sandstorms). "
                     "Digging is compulsory at the start of your turn.").format(n=o["deck_size"])
        if kind == "thieves":
            return _("Thieves dug: {n} of 8.").format(n=o["thieves_out"]) + " " + \
                card_help("thief")
        if kind == "sandstorms":
            return _("Sandstorms dug: {n} of {total}.").format(
                n=o["sandstorms_out"], total=o["sandstorms_in_play"]) + " " + \
                card_help("sandstorm")
        if kind == "chamber":
            chamber = next(c for c in o["chambers"] if c["name"] == key[1])
            if chamber["explored"]:
                return _("{chamber}: already explored.").format(
                    chamber=chamber_name(key[1]))
            return _("{chamber}: maps needed {maps}, face-down cards {n}. Exploring gives "
                     "you all of them.").format(
                chamber=chamber_name(key[1]), maps=chamber["maps"], n=chamber["cards"])
        if kind in ("museum", "opp_museum"):
            seat = self.viewer if kind == "museum" else key[1]
            sets = o["museums"][seat]
            head = (_("Your museum: sets sold are safe from thieves and sandstorms. Drop a set "
                      "of one treasure here to sell it.") if kind == "museum"
                    else _("{name}'s museum.").format(name=self.name(seat)))
            if not sets:
                return head
            listed = ", ".join(f"{e['count']}× {card_name(e['card'])} ${e['money']}"
                               for e in sets)
            return head + " " + _("Sets sold: {list}.").format(list=listed)
        if kind in ("opp", "opp_hand"):
            seat = key[1]
            text = _("{name}: cards in hand {n}, money ${money}, cards sold {sold}.").format(
                name=self.name(seat), n=o["hand_sizes"][seat], money=o["money"][seat],
                sold=o["cards_sold"][seat])
            known = o["known"].get(str(seat))
            if known:
                from .texts import cards_text
                text += " " + _("You know they hold: {cards}.").format(cards=cards_text(known))
            return text
        if kind == "trade_panel":
            return _("Click to trade with the market.")
        if kind in ("give_tray", "take_tray"):
            return _("Give any cards; take market cards of equal or lower total value.")
        if kind == "storm_tray":
            return _("Click cards in your hand to discard them to the market.")
        return None
