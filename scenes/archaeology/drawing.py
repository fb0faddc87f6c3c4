"""How the Archaeology table is drawn, a part of its view: piles, market and trays, the
pyramid's chambers, the opponents and the viewer's hand and museum, in two cached layers (the
background changes with the layout only), and the card under the cursor lifted over them. It
reads the count a sale sells from the gestures' `SaleChoice` record (sale.py)."""

from collections.abc import Callable, Collection, Hashable
from functools import partial
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from pygame.typing import RectLike

from engines.archaeology.actions import ACTIONS, Sell
from engines.archaeology.observation import (
    ArchaeologyObservation,
    CountMap,
    MuseumSet,
    PendingDiscard,
    PendingTrade,
)
from engines.core import canonical
from scenes.kit.context import TableContext
from scenes.kit.game_view import ViewPart
from scenes.kit.layout import AreaKey
from scenes.kit.marks import draw_seat_disc
from shell.language import i18n
from shell.language.i18n import _, ngettext, pgettext
from shell.ui.theme import (
    GOLD,
    INK,
    MUTED_INK,
    PAPYRUS,
    TERRACOTTA,
    chip,
    draw_paragraphs,
    draw_text,
    font,
    panel,
    panel_extent,
    sign_area,
    wrap,
)

from . import keys as K
from . import layout as L
from .cards import card_image, icon
from .help import sell_badge
from .sale import SaleChoice, set_sizes
from .texts import card_name, chamber_name, chamber_short, owed_list, price, value_of

TRAY_FILL = (236, 222, 184)
Colour = tuple[int, int, int]
SEAT_RGB = ((181, 83, 45), (58, 124, 165), (79, 122, 58), (128, 84, 150))
Part = tuple[pygame.Rect, object, Callable[[pygame.Surface], None]]  # (where, key, paint)


def seat_colour(seat: int) -> Colour:
    return SEAT_RGB[seat % len(SEAT_RGB)]


def taken_this_turn(obs: ArchaeologyObservation, seat: int) -> CountMap:
    """The cards `seat` took from the market this turn (its "new" badges); none when it is
    not deciding a turn."""
    pending = obs["pending"]
    if (pending["kind"] == "act" or pending["kind"] == "trade") and pending["seat"] == seat:
        return pending["taken_this_turn"]
    return {}


class ArchaeologyDrawing(ViewPart[ArchaeologyObservation, L.ArchaeologyLayout]):
    """The drawing part of `ArchaeologyView` (it reads `self.table_layout` and the gestures'
    `sale` record)."""

    def __init__(self, ctx: TableContext[ArchaeologyObservation], sale: SaleChoice) -> None:
        super().__init__(ctx)
        self.sale = sale

    # the sale held: the count chosen (sale.py) among the legal set sizes ------------------
    def sell_count(self, name: str) -> int | None:
        return self.sale.count(self.legal_actions(), name)

    def sell_counts(self, name: str) -> list[int]:
        return set_sizes(self.legal_actions(), name)

    def held_sale(self) -> str | None:
        return self.sale.held(self.legal_actions(),
                              self.interaction.active_source or self.interaction.pressed)

    def drag_image(self, source: AreaKey) -> pygame.Surface | None:
        s = self.scale
        piece = K.read(source)
        if isinstance(piece, K.Hand):
            name = piece.card
            count = (self.sell_count(name) or 1) if self._sells(source) else 1
            return self._stack_image(name, count, self.table_layout.hand_card, s)
        if isinstance(piece, K.Market):
            return card_image(piece.card, self.table_layout.market_slots[piece.card].size, s,
                              card_name(piece.card), value_of(piece.card))
        return None

    def draw_seat_disc(self, surface: pygame.Surface, seat: int, center: tuple[int, int],
                       radius: int) -> None:
        """A seat's disc in its colour (marked when colour-blind marks are on)."""
        draw_seat_disc(surface, seat, seat_colour(seat), center, radius, self.patterns)

    def _sells(self, source: Hashable) -> bool:
        """A drop of `source` may sell it."""
        return any(b.source == source and isinstance(ACTIONS.decode(b.action), Sell)
                   for b in self.interaction.bindings)

    def _stack_image(self, name: str, count: int, size: tuple[int, int],
                     s: float) -> pygame.Surface:
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

    def draw_drag(self, surface: pygame.Surface) -> None:
        """A sale held says what it sells and how to change it."""
        name = self.held_sale() if self.interaction.dragging else None
        count = None if name is None else self.sell_count(name)
        if name is None or count is None:
            return
        x, y = self.interaction.mouse
        reach = round(self.table_layout.hand_card[1] * 0.5 + 40 * self.scale)
        self._badge(surface, sell_badge(name, count,
                                        len(self.sell_counts(name)) > 1),
                    (x, y - reach), fill=GOLD, colour=INK,
                    avoid=self.choice_rects(), instead=(x, y + reach))

    def draw_overlay(self, surface: pygame.Surface) -> None:
        self.draw_hover_lift(surface)

    def draw_hover_lift(self, surface: pygame.Surface) -> None:
        """The card under the cursor comes to the front, lifted, with a larger shadow."""
        i = self.interaction
        key = K.read(i.hovered)
        if (not isinstance(key, K.Hand | K.Market) or i.dragging
                or self.covered_for is not None or key not in self.areas
                or key in self.animator.hidden_keys()):
            return
        active = K.read(i.active_source)
        if (isinstance(active, K.Hand) and isinstance(key, K.Hand)
                and key.card == active.card and self._sells(active)
                and key.nth < (self.sell_count(key.card) or 0)):
            return  # already lifted as part of the selection
        s = self.scale
        rect = self.areas[key]
        name = key.card
        lift = round(12 * s)
        face = card_image(name, rect.size, s, card_name(name) if isinstance(key, K.Hand) else "",
                          value_of(name), highlight=key in i.sources())
        shadow = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(shadow, (43, 33, 24, 70), shadow.get_rect(),
                         border_radius=round(8 * s))
        surface.blit(shadow, rect.move(round(5 * s), round(2 * s) - lift // 2))
        surface.blit(face, rect.move(0, -lift))

    def board_key(self) -> tuple:
        """The board shows the counts chosen for sales."""
        return self.sale.key()

    def background_key(self) -> tuple:
        o = self.obs
        return (self.size, o["players"], self.viewer, i18n.current_language(),
                self.patterns)

    def draw_background(self, surface: pygame.Surface) -> None:
        s = self.scale
        bt = self.board_text.scale
        # piles
        deck = self.areas[K.DECK]
        pygame.draw.rect(surface, (214, 192, 134), deck.inflate(round(8 * s), round(8 * s)),
                         border_radius=round(10 * s))
        # the deck's name: one line over the piles' column (the rivals' row is just above)
        draw_text(surface, _("Dig deck"), (deck.centerx, deck.y - round(6 * s)), "small", bt,
                  INK, bold=True, anchor="midbottom", max_width=round(L.DECK_NAME_W * s))
        for key, label in ((K.THIEVES, _("Thieves")), (K.SANDSTORMS, _("Sandstorms"))):
            r = self.areas[key]
            pygame.draw.rect(surface, (214, 192, 134), r, border_radius=round(8 * s))
            draw_text(surface, label, (r.x + round(38 * s), r.y + round(3 * s)
                                       - self.board_text.taller("small", s, True)),
                      "small", bt, INK, bold=True, max_width=r.w - round(40 * s))
        # market and trays
        panel(surface, self.table_layout.market, radius=round(12 * s), scale=s)
        market = self.table_layout.market
        draw_text(surface, pgettext("archaeology", "Market"),
                  (market.x + round(12 * s), market.y + round(8 * s)
                   - self.board_text.taller("body", s, True)), "body", bt, INK, bold=True)
        for _name, slot in self.table_layout.market_slots.items():
            pygame.draw.rect(surface, TRAY_FILL, slot, border_radius=round(6 * s))
        # the pyramid
        r = self.table_layout.pyramid
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
        draw_text(surface, _("Pyramid"), (r.x + round(4 * s), r.y + round(4 * s)), "body", bt,
                  INK, bold=True)
        # own panel
        panel(surface, self.table_layout.own, radius=round(14 * s), scale=s)
        self.draw_seat_disc(surface, self.viewer, (self.table_layout.own.x + round(20 * s),
                                                     self.table_layout.own.y + round(18 * s)),
                              round(9 * s))
        pygame.draw.rect(surface, TRAY_FILL, self.table_layout.museum, border_radius=round(10 * s))

    def board_parts(self) -> dict[str | tuple, Part]:
        """The piles, the market, the trays, the chambers, each opponent and the viewer's
        own panel: where each is (with room for its badges, shadows and lifted cards), what
        it shows and how it is painted (see GameView.board_parts)."""
        o = self.obs
        lay = self.table_layout
        i = self.interaction
        hidden = self.animator.hidden_keys()
        sources = frozenset(i.sources())
        pending = canonical(o["pending"])

        def around(*rects: "RectLike", pad: int = 10) -> pygame.Rect:
            """`rects` with `pad` on each side for what their paint puts beside them
            (badges, stacked or lifted cards)."""
            return pygame.Rect(rects[0]).unionall(rects[1:]).inflate(
                round(2 * pad * self.scale), round(2 * pad * self.scale))
        # Parts that do not overlap are repainted, or wait, on their own: the opponents,
        # the market and the trays stand 10 canvas units apart, so each part is only what
        # it paints (a panel with its shadow; the market's cards and counts stay inside
        # its panel, which the background paints).
        piles = [self.areas[key] for key in (K.DECK, K.THIEVES, K.SANDSTORMS)]
        chambers = [rect for key, rect in self.areas.items()
                    if isinstance(K.read(key), K.Chamber)] or [lay.pyramid]
        parts: dict[str | tuple, Part] = {
            "piles": (around(*piles), (o["deck_size"], o["thieves_out"], o["sandstorms_out"],
                                       o["sandstorms_in_play"]),
                      self.draw_piles),
            "market": (lay.market.copy(),
                       (canonical(o["market"]), L.trading(o), pending,
                        frozenset(k for k in sources if isinstance(K.read(k), K.Market))),
                       self.draw_market),
            "trays": (panel_extent(lay.tray, self.scale),
                      (L.trading(o), L.discarding(o), pending, o["to_move"]),
                      self.draw_trays),
            "chambers": (around(*chambers), canonical(o["chambers"]), self.draw_chambers),
        }
        for seat in L.opponents(o):
            parts[("opponent", seat)] = (
                panel_extent(lay.opps[seat], self.scale),
                (seat, o["to_move"] == seat, o["money"][seat], o["hand_sizes"][seat],
                 canonical(o["museums"][seat]), self.name(seat), self.patterns),
                partial(self.draw_opponent, seat=seat))
        me = self.viewer
        hand = tuple((k, tuple(r)) for k, r in self.areas.items()
                     if isinstance(K.read(k), K.Hand))
        # of the phase and the pending step the own panel shows only the cards taken this
        # turn (the "new" badges) and whether movable cards are lit
        taken = canonical(taken_this_turn(o, me)) if o["pending"].get("seat") == me else None
        parts["own"] = (
            around(lay.own, *(r for _k, r in hand), pad=20),
            (me, o["to_move"] == me, canonical(L.shown_hand(o)), o["money"][me],
             canonical(o["museums"][me]),
             o["phase"] in ("discard", "trade") and any(isinstance(K.read(k), K.Hand)
                                                        for k in sources),
             taken, hand,
             i.active_source,
             i.dragging, sources, frozenset(k for k in hidden if isinstance(K.read(k), K.Hand)),
             self.sale.key(), self.name(me), o["hand_sizes"][me],
             o.get("public", False)),
            lambda surface: self.draw_own(surface, hidden))
        return parts

    def draw_board(self, surface: pygame.Surface) -> None:
        for _rect, _key, paint in self.board_parts().values():
            paint(surface)

    def _badge(self, surface: pygame.Surface, text: str, center: tuple[float, float],
               fill: Colour = INK, colour: Colour = PAPYRUS, role: str = "small",
               avoid: Collection[pygame.Rect] = (),
               instead: tuple[float, float] | None = None) -> pygame.Rect:
        """A pill of text at `center`, kept on the table; at `instead` when it would lie
        under one of the `avoid` rects (buttons drawn over the table). Returns its rect."""
        s, bt = self.scale, self.board_text.scale
        f = font(role, bt, True)
        w = max(round(24 * s), f.size(text)[0] + round(12 * s))
        rect = pygame.Rect(0, 0, w, max(f.get_height(), round(22 * s) if role == "small"
                                        else round(28 * s)))
        for place in (center,) if instead is None else (center, instead):
            rect.center = place
            rect.clamp_ip(self.table_rect)  # a long badge stays on the table
            if rect.collidelist(list(avoid)) == -1:
                break
        chip(surface, rect, fill)
        pygame.draw.rect(surface, INK, rect, 1, border_radius=rect.h // 2)
        draw_text(surface, text, rect.center, role, bt, colour, bold=True, anchor="center")
        return rect

    def draw_piles(self, surface: pygame.Surface) -> None:
        o = self.obs
        s = self.scale
        bt = self.board_text.scale
        deck = self.areas[K.DECK]
        n = o["deck_size"]
        if n:
            back = card_image("back", deck.size, s)
            for k in range(min(4, (n + 9) // 10), 0, -1):
                surface.blit(back, deck.move(round(2 * k * s), round(-2 * k * s)))
            surface.blit(back, deck)
        else:
            pygame.draw.rect(surface, (200, 176, 120), deck, border_radius=round(8 * s))
            draw_text(surface, _("empty"), deck.center, "small", bt, MUTED_INK, anchor="center")
        self._badge(surface, str(n), (deck.centerx, deck.bottom - round(16 * s)), role="large")
        for key, kind, out, total in ((K.THIEVES, "thief", o["thieves_out"], 8),
                                      (K.SANDSTORMS, "sandstorm", o["sandstorms_out"],
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
                      (r.x + round(38 * s), r.bottom - round(4 * s)), "small", bt, MUTED_INK,
                      anchor="bottomleft", max_width=r.w - round(40 * s))

    def draw_market(self, surface: pygame.Surface) -> None:
        o = self.obs
        s = self.scale
        bt = self.board_text.scale
        market = o["market"]
        total = sum(market.values())
        # the count at the panel's top right, its foot clear of the slots' count badges
        panel_rect = self.table_layout.market
        badge_h = max(font("small", bt, True).get_height(), round(22 * s))
        first_row = min(slot.y for slot in self.table_layout.market_slots.values())
        foot = min(panel_rect.y + round(10 * s) + font("small", bt).get_height(),
                   first_row + round(4 * s) - badge_h // 2 - round(2 * s))
        draw_text(surface, _("cards: {n}").format(n=total),
                  (panel_rect.right - round(12 * s), foot), "small", bt, MUTED_INK,
                  anchor="bottomright")
        taking = L.trading(o)
        pending = o["pending"]
        take = pending["take"] if taking and pending["kind"] == "trade" else {}
        sources = self.interaction.sources()
        for name, slot in self.table_layout.market_slots.items():
            n = market.get(name, 0) - take.get(name, 0)
            if n <= 0:
                box = pygame.Rect(0, 0, slot.h * 0.7, slot.h * 0.7)
                box.center = slot.center
                ghost = pygame.Surface(box.size, pygame.SRCALPHA)
                icon(ghost, name, ghost.get_rect())
                ghost.set_alpha(60)
                surface.blit(ghost, box)
                continue
            face = card_image(name, slot.size, s, card_name(name), value_of(name),
                              highlight=K.Market("market", name) in sources)
            if n > 1:
                surface.blit(face, slot.move(round(3 * s), round(-3 * s)))
            surface.blit(face, slot)
            self._badge(surface, f"×{n}", (slot.right - round(12 * s), slot.y + round(4 * s)))

    def _tray_cards(self, surface: pygame.Surface, rect: pygame.Rect, counts: CountMap,
                    s: float) -> None:
        size = (round(L.TRAY_CARD[0] * s), round(L.TRAY_CARD[1] * s))
        x = rect.x + round(10 * s)
        y = rect.y + round(34 * s)
        for name, n in L.counts(counts):
            face = card_image(name, size, s, "", 0)
            surface.blit(face, (x, y))
            if n > 1:
                self._badge(surface, f"×{n}", (x + size[0], y + round(4 * s)))
            x += size[0] + round(14 * s)
            if x > rect.right - size[0]:
                break

    def draw_trays(self, surface: pygame.Surface) -> None:
        """Under the market: the give and take trays while the viewer trades, the sandstorm's
        tray while anyone discards, else the trade panel's rule."""
        pending = self.obs["pending"]
        if pending["kind"] == "trade" and L.trading(self.obs):
            self.draw_trade(surface, pending)
        elif pending["kind"] == "discard":
            self.draw_storm_tray(surface, pending)
        else:
            self.draw_trade_panel(surface)

    def draw_trade(self, surface: pygame.Surface, pending: PendingTrade) -> None:
        """The give and take trays, the sign comparing their values between them and the
        rule the trade meets or misses under them."""
        bt = self.board_text.scale
        lay = self.table_layout
        gv, tv = pending["give_value"], pending["take_value"]
        ok = tv <= gv and tv > 0 and gv > 0
        sign = self._compare_sign_rect()
        self.draw_tray(surface, lay.give, _("You give"), pending["give"], gv, sign)
        self.draw_tray(surface, lay.take, _("You take"), pending["take"], tv, sign)
        self._compare_sign(surface, gv >= tv)
        if ok:
            rules = (_("You give {g}, you take {t}: you may confirm."),
                     _("You give {g}, take {t}."))
        elif not tv:
            rules = (_("Take market cards worth at most what you give (no change)."),
                     _("Take at most what you give."))
        else:
            rules = (_("Give {n} more value to take these cards."), _("Give {n} more value."))
        # the whole rule where the line holds it at the board's text size, else its short form
        rule = self.board_text.label([text.format(g=gv, t=tv, n=tv - gv) for text in rules],
                                     lay.tray.w, bold=True)
        draw_text(surface, rule, lay.tray.midbottom, "small", bt, INK if ok else TERRACOTTA,
                  anchor="midbottom", bold=True, max_width=lay.tray.w)

    def draw_tray(self, surface: pygame.Surface, rect: pygame.Rect, title: str,
                  counts: CountMap, value: int, sign: pygame.Rect) -> None:
        """One trade tray at `rect` beside the `sign`: its title, the value of its cards
        (beside the title, or under it in a narrow tray) and its cards, or a prompt to put
        some there."""
        s = self.scale
        bt = self.board_text.scale
        panel(surface, rect, fill=TRAY_FILL, radius=round(10 * s), scale=s)
        inner = self._clear_of_sign(rect, sign)
        title_rect = draw_text(surface, title, (inner.x + round(10 * s), rect.y + round(6 * s)),
                               "body", bt, INK, bold=True)
        worth = _("value {n}").format(n=value)
        room = inner.right - round(10 * s) - title_rect.right - round(12 * s)
        if font("small", bt, True).size(worth)[0] <= room:
            worth_at = (inner.right - round(10 * s), rect.y + round(8 * s))
        else:  # a narrow tray: the value goes under the title, right-aligned
            worth_at = (inner.right - round(10 * s), title_rect.bottom + round(2 * s))
        worth_rect = draw_text(surface, worth, worth_at, "small", bt, INK, bold=True,
                               anchor="topright")
        if counts:
            self._tray_cards(surface, inner, counts, s)
            return
        f = font("small", bt)
        lines = wrap(_("click or drop cards here"), f, inner.w - round(16 * s))
        # centred in the tray below its title and value; a narrow tray keeps the lines that
        # fit (the prompt above says how to trade)
        top = max(title_rect.bottom, worth_rect.bottom) + round(2 * s)
        fit = max(0, (rect.bottom - round(2 * s) - top) // f.get_linesize())
        lines = lines if len(lines) <= fit else []
        top += max(0, (rect.bottom - top - len(lines) * f.get_linesize()) // 2)
        for k, line in enumerate(lines):
            draw_text(surface, line, (inner.centerx, top + k * f.get_linesize()), "small", bt,
                      MUTED_INK, anchor="midtop", max_width=inner.w - round(16 * s))

    def draw_storm_tray(self, surface: pygame.Surface, pending: PendingDiscard) -> None:
        """A sandstorm: who discards how many, and the cards the viewer chose (or who is
        still to discard)."""
        s = self.scale
        bt = self.board_text.scale
        rect = self.table_layout.tray
        panel(surface, rect, fill=TRAY_FILL, radius=round(10 * s), scale=s)
        chosen = pending.get("chosen") if L.discarding(self.obs) else None
        title = ngettext("Sandstorm: {name} discards {n} card",
                         "Sandstorm: {name} discards {n} cards", pending["owed"]).format(
            name=self.name(pending["seat"]), n=pending["owed"])
        draw_text(surface, title, (rect.x + round(10 * s), rect.y + round(6 * s)), "body",
                  bt, INK, bold=True, max_width=rect.w - round(20 * s))
        if chosen:
            self._tray_cards(surface, rect, chosen, s)
            return
        queue = owed_list((self.name(q), n) for q, n in pending["queue"])
        draw_text(surface, _("Still to discard: {list}").format(list=queue),
                  (rect.x + round(10 * s), rect.y + round(40 * s)), "small", bt,
                  MUTED_INK, max_width=rect.w - round(20 * s))

    def draw_trade_panel(self, surface: pygame.Surface) -> None:
        """Nobody at the screen trades: the trade's rule (a click starts a trade)."""
        s = self.scale
        bt = self.board_text.scale
        rect = self.table_layout.tray
        panel(surface, rect, fill=TRAY_FILL, radius=round(10 * s), scale=s)
        draw_text(surface, _("Trade with the market"),
                  (rect.x + round(10 * s), rect.y + round(6 * s)), "body", bt, INK, bold=True)
        rule = _("Give any cards from your hand; take market cards of equal or lower total "
                 "value. No change is given.")
        top = rect.y + round(34 * s)
        room = pygame.Rect(rect.x + round(10 * s), top, rect.w - round(20 * s),
                           rect.bottom - round(4 * s) - top)
        text, px = self.board_text.wording(
            [rule + "\n" + _("A card's trade value is on its gold coin."), rule,
             _("Give cards; take market cards of equal or lower value.")], room)
        draw_paragraphs(surface, text.split("\n"), room, "small", bt, MUTED_INK,
                        sizes=(px, px))

    def _compare_sign_rect(self) -> pygame.Rect:
        """Where the "give >= take" sign stands: between the trays, at their middle."""
        s = self.scale
        r = pygame.Rect(0, 0, round(30 * s), round(30 * s))
        give, take = self.table_layout.give, self.table_layout.take
        r.center = ((give.right + take.x) // 2, give.centery)
        return r

    def _clear_of_sign(self, tray: pygame.Rect, sign: pygame.Rect) -> pygame.Rect:
        """The part of a tray beside the sign (the sign overlaps the trays' inner edges when
        the gap between them is narrow): its texts and cards stay there."""
        gap = max(2, round(3 * self.scale))
        inner = pygame.Rect(tray)
        if tray.centerx < sign.centerx:
            inner.width = max(0, min(tray.right, sign.x - gap) - tray.x)
        else:
            left = max(tray.x, sign.right + gap)
            inner.width, inner.x = max(0, tray.right - left), left
        return inner

    def _compare_sign(self, surface: pygame.Surface, fine: bool) -> None:
        """A drawn "give >= take" sign between the trays (the font has no such glyph)."""
        s = self.scale
        r = self._compare_sign_rect()
        sign_area(surface, r)
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

    def draw_chambers(self, surface: pygame.Surface) -> None:
        s = self.scale
        bt = self.board_text.scale
        for chamber in self.obs["chambers"]:
            r = self.areas[K.Chamber("chamber", chamber["name"])]
            explored = chamber["explored"]
            fill = (176, 140, 86) if explored else (92, 62, 36)
            pygame.draw.rect(surface, fill, r, border_radius=round(8 * s))
            pygame.draw.rect(surface, INK, r, max(1, round(2 * s)), border_radius=round(8 * s))
            text_colour = INK if explored else PAPYRUS
            room = r.w - round(44 * s)
            name = self.board_text.label(
                [chamber_name(chamber["name"]), chamber_short(chamber["name"])], room,
                bold=True)
            draw_text(surface, name, (r.x + round(10 * s), r.y + round(5 * s)),
                      "small", bt, text_colour, bold=True, max_width=room)
            if explored:
                draw_text(surface, _("explored"), (r.centerx, r.bottom - round(8 * s)),
                          "small", bt, INK, anchor="midbottom")
                continue
            # maps needed
            mw, mh = L.scaled(L.MAP_CARD, s)
            y = r.bottom - mh - round(8 * s)
            x = r.x + round(10 * s)
            for _k in range(chamber["maps"]):
                surface.blit(card_image("map", (mw, mh), s), (x, y))
                x += mw + round(3 * s)
            need = ngettext("{n} map", "{n} maps", chamber["maps"]).format(n=chamber["maps"])
            draw_text(surface, need,
                      (x + round(2 * s), y + mh // 2), "small", bt * 0.9, GOLD, anchor="midleft")
            # face-down cards
            bw, bh = L.scaled(L.CHAMBER_CARD, s)
            count = chamber["cards"]
            right = r.right - round(10 * s)
            step = min(round(10 * s), (r.w * 2 // 5 - bw) // max(1, count - 1))
            back = card_image("back", (bw, bh), s)
            for k in range(count):
                surface.blit(back, (right - bw - (count - 1 - k) * step, y + round(2 * s)))
            self._badge(surface, str(count), (r.right - round(16 * s), r.y + round(14 * s)),
                        fill=GOLD, colour=INK)

    def draw_opponent(self, surface: pygame.Surface, seat: int) -> None:
        o = self.obs
        s = self.scale
        bt = self.board_text.scale
        rect = self.table_layout.opps[seat]
        mover = o["to_move"]
        panel(surface, rect, radius=round(12 * s), scale=s)
        if seat == mover:
            pygame.draw.rect(surface, GOLD, rect, max(2, round(3 * s)),
                             border_radius=round(12 * s))
        self.draw_seat_disc(surface, seat, (rect.x + round(18 * s), rect.y + round(17 * s)),
                              round(9 * s))
        draw_text(surface, self.name(seat), (rect.x + round(34 * s), rect.y + round(6 * s)),
                  "body", bt, INK, bold=True, max_width=rect.w - round(110 * s))
        draw_text(surface, f"${o['money'][seat]}", (
            rect.right - round(12 * s),
            rect.y + round(3 * s) - self.board_text.taller("large", s, True)),
            "large", bt, INK, bold=True, anchor="topright")
        # hand: card backs
        hand = self.areas[K.OppHand("opp_hand", seat)]
        n = o["hand_sizes"][seat]
        bw, bh = L.scaled(L.OPPONENT_CARD, s)
        if n:
            step = min(round(12 * s), (hand.w - bw - round(30 * s)) / max(1, n - 1))
            back = card_image("back", (bw, bh), s)
            for k in range(n):
                surface.blit(back, (hand.x + round(k * step), hand.y + round(4 * s)))
            self._badge(surface, str(n), (hand.x + bw + round((n - 1) * step) + round(14 * s),
                                          hand.y + round(4 * s) + bh // 2))
        else:
            draw_text(surface, _("no cards"), (hand.x, hand.y + round(20 * s)), "small", bt,
                      MUTED_INK)
        # museum
        self.draw_museum_chips(surface, self.areas[K.OppMuseum("opp_museum", seat)],
                               o["museums"][seat], compact=True)

    def draw_museum_chips(self, surface: pygame.Surface, area: pygame.Rect,
                          sets: list[MuseumSet], compact: bool = False) -> None:
        """The sets sold, one chip per treasure: cards sold and money."""
        s = self.scale
        bt = self.board_text.scale
        if not sets:
            draw_text(surface, _("museum empty"), (area.x + round(4 * s), area.y + round(8 * s)),
                      "small", bt, MUTED_INK)
            return
        for name, (r, count, money) in L.museum_chips(area, sets, s, compact).items():
            surface.blit(card_image(name, r.size, s), r)
            if compact:
                draw_text(surface, f"×{count}", (r.centerx, r.bottom + round(1 * s)),
                          "small", bt, INK, bold=True, anchor="midtop")
                continue
            self._badge(surface, str(count), (r.right, r.y + round(2 * s)))
            draw_text(surface, f"${money}", (r.centerx, r.bottom + round(1 * s)),
                      "small", bt, INK, bold=True, anchor="midtop")

    def draw_own(self, surface: pygame.Surface, hidden: Collection[AreaKey]) -> None:
        o = self.obs
        s = self.scale
        bt = self.board_text.scale
        seat = self.viewer
        rect = self.table_layout.own
        if o["to_move"] == seat:
            pygame.draw.rect(surface, GOLD, rect, max(2, round(3 * s)),
                             border_radius=round(14 * s))
        hand = L.shown_hand(o)
        hidden_hand = o.get("public", False)  # a view of what every player may see
        count = o["hand_sizes"][seat] if hidden_hand else sum(hand.values())
        title = _("{name} · cards in hand: {n}").format(name=self.name(seat), n=count)
        draw_text(surface, title, (rect.x + round(36 * s), rect.y + round(8 * s)), "body", bt,
                  INK, bold=True, max_width=self.table_layout.hand_area.w - round(20 * s))
        # museum
        m = self.table_layout.museum
        draw_text(surface, _("Museum"), (m.x + round(10 * s), m.y + round(6 * s)), "body", bt,
                  INK, bold=True)
        draw_text(surface, f"${o['money'][seat]}", (m.right - round(10 * s), m.y + round(2 * s)),
                  "large", bt, INK, bold=True, anchor="topright")
        inner = L.museum_inner(self.table_layout)
        self.draw_museum_chips(surface, inner, o["museums"][seat])
        if not o["museums"][seat]:
            f = font("small", bt)
            y = inner.y + round(30 * s)
            for line in wrap(_("Drop a set here to sell it."), f, inner.w - round(8 * s)):
                draw_text(surface, line, (inner.x + round(4 * s), y), "small", bt, MUTED_INK)
                y += f.get_linesize()
        # hand
        if not hand:
            text = _("Hidden until the game is over.") if hidden_hand and count else _(
                "Your hand is empty.")
            draw_text(surface, text, self.table_layout.hand_area.center,
                      "body", bt,
                      MUTED_INK, anchor="center")
            return
        self.draw_hand(surface, hand, hidden)

    def draw_hand(self, surface: pygame.Surface, hand: CountMap,
                  hidden: Collection[AreaKey]) -> None:
        """The viewer's cards (but the `hidden` ones, in flight): the cards of a sale held
        lifted (left where they were while they follow the mouse) with what it sells over
        them, the cards taken this turn marked "new", each stack's count on its top card."""
        o = self.obs
        s = self.scale
        active = K.read(self.interaction.active_source)
        selling = active if isinstance(active, K.Hand) and self._sells(active) else None
        lifted_count = 0 if selling is None else self.sell_count(selling.card) or 0
        sources = self.interaction.sources()
        taken = taken_this_turn(o, self.viewer)
        lift = round(20 * s)
        dragging = self.interaction.dragging
        for key, r in self.areas.items():
            card = K.read(key)
            if not isinstance(card, K.Hand) or key in hidden:
                continue
            name, i = card.card, card.nth
            lifted = selling is not None and selling.card == name and i < lifted_count
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
        held = None if selling is None else self.sell_count(selling.card)
        if selling is not None and held is not None and not dragging:
            r = self.areas[selling]
            self._badge(surface, sell_badge(selling.card, held,
                                            len(self.sell_counts(selling.card)) > 1),
                        (r.centerx, r.y - lift - round(14 * s)), fill=GOLD, colour=INK)
