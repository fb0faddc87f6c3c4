"""How the Aton table is drawn: temples, the Kingdom of the Dead, the ornament board with
the score track, and both mats, in two cached layers (the background changes with the
layout only; priests and cards go over it)."""

from collections.abc import Callable, Collection, Hashable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from engines.aton.observation import AtonObservation
from scenes.kit.game_view import ViewPart
from scenes.kit.layout import AreaKey
from scenes.kit.marks import draw_mark
from scenes.kit.render_cache import Tiles
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
    first_lines,
    font,
    panel,
    wrap,
)

from . import layout as L
from .hand import HandState
from .help import ORNAMENT_BOARD, ORNAMENT_BOARD_SHORT
from .layout import (
    KINGDOM_KEY,
    ORNAMENTS_KEY,
    TRACK_KEY,
    AtonLayout,
    CellKey,
    DeadKey,
    HandKey,
    OrnamentKey,
    SeatKey,
    SlotKey,
    TempleKey,
    read_key,
    supply_icon,
)
from .pieces import (
    PRIEST_RGB,
    cartouche,
    chip_image,
    draw_card,
    draw_cell,
    draw_priest,
    empty_slot,
    priest_image,
)
from .texts import TEMPLE_SHORT, ornament_titles, temples_text

if TYPE_CHECKING:
    from scenes.kit.context import TableContext

KINGDOM_FILL = (58, 44, 66)
KINGDOM_CELL = (86, 68, 96)
ROW_FILL = (250, 244, 226)
TEMPLE_FILL = (222, 204, 160)
# the frame a move lands repaints the cells and cards it moved; the mats' gold frames,
# headers (score, who plays first), piles and supplies and what the ornament rows say
# about their cards follow a frame later, one a frame (GameView.WAITING_PARTS)
WAITING_PARTS = ("frame", "header", "supply", "deck", "discard", "ornament")
Paint = Callable[[pygame.Surface], None]
Parts = dict[object, tuple[pygame.Rect, object, Paint]]  # see GameView.board_parts
SlotCard = tuple[int, bool] | None  # what a slot shows: (value, face up), or nothing
# what a hand's place shows: nothing, ("face", value, lifted, movable) or ("back",)
HandCard = tuple[str, int, bool, bool] | tuple[str] | None


class AtonDrawing(ViewPart[AtonObservation, AtonLayout]):
    """The drawing part of `AtonView` (it reads the areas of the table's layout and the
    hands' places the gestures keep)."""

    def __init__(self, ctx: "TableContext[AtonObservation]", hand: HandState) -> None:
        super().__init__(ctx)
        self.hand = hand

    def drag_image(self, source: AreaKey) -> pygame.Surface | None:
        s = self.scale
        place = read_key(source)
        if isinstance(place, HandKey) and (value := self.hand.slots.value(place.seat,
                                                                          place.place)):
            w, h = L.MAT_CARD
            image = pygame.Surface((round(w * s), round(h * s)), pygame.SRCALPHA)
            draw_card(image, image.get_rect(), value, place.seat, True)
            return image
        if isinstance(place, SeatKey) and place.kind == "supply":
            return priest_image(place.seat, round(42 * s), self.patterns)
        if isinstance(place, CellKey):
            owner = self.obs["temples"][place.temple - 1][place.cell]
            if owner is not None:
                return priest_image(owner, round(42 * s), self.patterns)
        return None

    def draw_seat_marker(self, surface: pygame.Surface, seat: int, center: tuple[int, int],
                         radius: int) -> None:
        """A seat's priest, as its mark on the mats and the panel."""
        image = priest_image(seat, radius * 2 + 6, self.patterns)
        surface.blit(image, image.get_rect(center=center))

    def background_key(self) -> tuple:
        return (self.size, i18n.current_language(), self.patterns,
                tuple(self.name(s) for s in (0, 1)))

    def draw_background(self, surface: pygame.Surface) -> None:
        s = self.scale
        bt = self.board_text.scale
        o = self.obs
        word_shown = self._temple_word_fits()
        for temple in range(1, 5):
            rect = self.areas[TempleKey("temple", temple)]
            panel(surface, rect, fill=TEMPLE_FILL, radius=round(12 * s), scale=s)
            pygame.draw.rect(surface, (170, 140, 90), rect, max(1, round(2 * s)),
                             border_radius=round(12 * s))
            disc = (rect.x + round(24 * s), rect.y + round(17 * s))
            pygame.draw.circle(surface, GOLD, disc, round(11 * s))
            pygame.draw.circle(surface, INK, disc, round(11 * s), max(1, round(2 * s)))
            draw_text(surface, str(temple), disc, "body", bt, INK, bold=True, anchor="center")
            # one row above the cells: the number, the word (at its full size, in all four
            # temples or in none) and the scoring badge at the right
            if word_shown:
                draw_text(surface, _("Temple"), (rect.x + round(41 * s), rect.y + round(6 * s)),
                          "body", bt, INK, bold=True)
            badge = self._temple_badge(rect, temple)
            chip(surface, badge, INK)
            draw_text(surface, _(TEMPLE_SHORT[temple]), badge.center, "small", bt, GOLD,
                      bold=True, anchor="center", max_width=badge.w - round(6 * s))
            for cell in range(12):
                draw_cell(surface, o["layout"][temple - 1][cell],
                          self.areas[CellKey("cell", temple, cell)], s, bt)
        king = self.areas[KINGDOM_KEY]
        panel(surface, king, fill=KINGDOM_FILL, radius=round(12 * s), scale=s)
        draw_text(surface, _("Kingdom of the Dead"), (king.x + round(14 * s),
                                                      king.y + round(5 * s)),
                  "small", bt, PAPYRUS, bold=True)
        for k in range(8):
            r = self.areas[DeadKey("dead", k)]
            pygame.draw.rect(surface, KINGDOM_CELL, r, border_radius=round(r.w // 3))
            pygame.draw.rect(surface, (120, 100, 132), r, max(1, round(2 * s)),
                             border_radius=round(r.w // 3))
        self._draw_ornament_background(surface)
        for seat in (0, 1):
            self._draw_mat_background(surface, seat)

    def _temple_badge(self, rect: pygame.Rect, temple: int) -> pygame.Rect:
        """The scoring badge at the right of a temple's header, as wide as its text (no
        wider than the header beside the number), level with the number."""
        s = self.scale
        bt = self.board_text.scale
        room = rect.right - round(10 * s) - (rect.x + round(41 * s))
        width = min(room, font("small", bt, True).size(_(TEMPLE_SHORT[temple]))[0]
                    + round(12 * s))
        return pygame.Rect(rect.right - round(10 * s) - width, rect.y + round(7 * s), width,
                           round(21 * s))

    def _temple_word_fits(self) -> bool:
        """Whether "Temple" fits beside the badge of every temple at its full size (else the
        number alone names each temple: a word under the badge would sit on the cells)."""
        s = self.scale
        bt = self.board_text.scale
        width = font("body", bt, True).size(_("Temple"))[0]
        for temple in range(1, 5):
            rect = self.areas[TempleKey("temple", temple)]
            if rect.x + round(41 * s) + width + round(5 * s) > self._temple_badge(rect,
                                                                               temple).x:
                return False
        return True

    def _draw_ornament_background(self, surface: pygame.Surface) -> None:
        s = self.scale
        bt = self.board_text.scale
        box = self.areas[ORNAMENTS_KEY]
        panel(surface, box, radius=round(12 * s), scale=s)
        y = box.y + round(9 * s)
        draw_text(surface, self.name(0), (box.x + round(14 * s), y), "small", bt,
                  PRIEST_RGB[0], bold=True, max_width=box.w // 3)
        draw_text(surface, self.name(1), (box.right - round(14 * s), y), "small", bt,
                  PRIEST_RGB[1], bold=True, anchor="topright", max_width=box.w // 3)
        for ornament in range(1, 5):
            row = self.areas[OrnamentKey("ornament", ornament)]
            pygame.draw.rect(surface, ROW_FILL, row, border_radius=round(10 * s))
            for seat in (0, 1):
                empty_slot(surface, self.areas[SlotKey("slot", seat, ornament)], s)
            title = self._ornament_title(ornament)
            cartouche(surface, title, s, (238, 222, 178), (150, 112, 50))
            room = title.w - round(24 * s)
            name = self.board_text.label(ornament_titles(ornament), room, "body", bold=True)
            draw_text(surface, name, title.center, "body", bt, INK, bold=True,
                      anchor="center", max_width=room)

    def _draw_mat_background(self, surface: pygame.Surface, seat: int) -> None:
        s = self.scale
        bt = self.board_text.scale
        mat = self.areas[SeatKey("mat", seat)]
        panel(surface, mat, radius=round(12 * s), scale=s)
        pygame.draw.rect(surface, PRIEST_RGB[seat], (mat.x, mat.y + round(10 * s),
                                                     round(6 * s), mat.h - round(20 * s)),
                         border_radius=round(3 * s))
        self.draw_seat_marker(surface, seat, (mat.x + round(26 * s), mat.y + round(17 * s)),
                              round(10 * s))
        draw_text(surface, self.name(seat), (mat.x + round(44 * s),
                                                     mat.y + round(5 * s)),
                  "body", bt, INK, bold=True, max_width=mat.w // 2)
        for i in range(4):
            empty_slot(surface, self.areas[HandKey("hand", seat, i)], s, (232, 220, 186))
        deck, discard = self.areas[SeatKey("deck", seat)], self.areas[SeatKey("discard", seat)]
        f = font("small", bt)
        # under their piles, two spaces apart at least (larger text may need more room)
        wide = (f.size(_("deck"))[0] + f.size(_("discard"))[0]) // 2 + 2 * f.size(" ")[0]
        apart = max(0, wide - (discard.centerx - deck.centerx)) // 2
        for r, label, dx in ((deck, _("deck"), -apart), (discard, _("discard"), apart)):
            empty_slot(surface, r, s, (226, 210, 168))
            draw_text(surface, label, (r.centerx + dx, r.bottom + round(2 * s)), "small", bt,
                      MUTED_INK, anchor="midtop")
        hand = self.areas[HandKey("hand", seat, 0)].union(self.areas[HandKey("hand", seat, 3)])
        draw_text(surface, _("hand"), (hand.centerx, hand.bottom + round(2 * s)), "small", bt,
                  MUTED_INK, anchor="midtop")

    def board_parts(self) -> Parts:
        """Each temple cell, each place of the Kingdom of the Dead and its count, the score
        track, each ornament slot and row text, and each mat's places (its frame, header,
        hand cards, deck, discard pile, supply and chip): where each is, what it shows and
        how it is painted (see GameView.board_parts). A move repaints the places it changed,
        not whole temples or mats."""
        o = self.obs
        s = self.scale
        hidden = self.animator.hidden_keys()
        i = self.interaction
        held = i.pressed if i.dragging else None
        parts: Parts = {}
        for temple in range(1, 5):
            for cell, owner in enumerate(o["temples"][temple - 1]):
                at = CellKey("cell", temple, cell)
                priest = None if owner is None or at in hidden or at == held else owner
                parts[at] = (self.areas[at].inflate(2, 2), priest,
                             partial(self._draw_priest_at, key=at, owner=priest))
        for k, owner in enumerate(o["kingdom"]):
            grave = DeadKey("dead", k)
            priest = None if owner is None or grave in hidden else owner
            parts[grave] = (self.areas[grave].inflate(2, 2), priest,
                            partial(self._draw_priest_at, key=grave, owner=priest))
        dead = sum(1 for k in o["kingdom"] if k is not None)
        parts["kingdom"] = (self._kingdom_count_rect(), dead,
                            partial(self._draw_kingdom_count, dead=dead))
        rect = self.areas[TRACK_KEY].inflate(round(30 * s), round(30 * s))
        parts["track"] = (rect, (tuple(self.obs_scores()), self.patterns), self._draw_track)
        for ornament in range(1, 5):
            for seat in (0, 1):
                slot = SlotKey("slot", seat, ornament)
                card = None if slot in hidden else self._slot_card(seat, ornament)
                parts[slot] = (self.areas[slot].inflate(2, 2), card,
                               partial(self._draw_slot, key=slot, shown=card))
            rect, says = self._ornament_text(ornament, hidden)
            parts[OrnamentKey("ornament", ornament)] = (
                rect, says, partial(self._draw_ornament_text, ornament=ornament, shown=says))
        for seat in (0, 1):
            parts.update(self._mat_parts(seat, hidden, held))
        return parts

    def draw_board(self, surface: pygame.Surface) -> None:
        for _rect, _key, paint in self.board_parts().values():
            paint(surface)

    def _draw_priest_at(self, surface: pygame.Surface, key: CellKey | DeadKey,
                        owner: int | None) -> None:
        """A priest of `owner` on the cell or the Kingdom place `key` (None: none shown)."""
        if owner is not None:
            draw_priest(surface, owner, self.areas[key], self.patterns)

    def _kingdom_count_rect(self) -> pygame.Rect:
        s = self.scale
        bt = self.board_text.scale
        king = self.areas[KINGDOM_KEY]
        h = font("small", bt, True).get_linesize() + round(4 * s)
        return pygame.Rect(king.right - round(60 * s), king.y + round(3 * s), round(58 * s), h)

    def _draw_kingdom_count(self, surface: pygame.Surface, dead: int) -> None:
        s = self.scale
        bt = self.board_text.scale
        king = self.areas[KINGDOM_KEY]
        draw_text(surface, f"{dead}/8", (king.right - round(14 * s), king.y + round(5 * s)),
                  "small", bt, PAPYRUS, bold=True, anchor="topright")

    def _draw_track(self, surface: pygame.Surface) -> None:
        """Both scores on a track to 40: red rides above the line, blue below."""
        s = self.scale
        bt = self.board_text.scale
        track = self.areas[TRACK_KEY]
        y = track.centery
        x0, x1 = track.x + round(8 * s), track.right - round(22 * s)
        pygame.draw.line(surface, (176, 150, 100), (x0, y), (x1, y), max(2, round(3 * s)))
        for k in range(0, 41, 5):
            x = x0 + (x1 - x0) * k // 40
            h = round((5 if k % 10 == 0 else 3) * s)
            pygame.draw.line(surface, MUTED_INK, (x, y - h), (x, y + h), max(1, round(s)))
        goal = (x1 + round(12 * s), y)
        pygame.draw.circle(surface, GOLD, goal, round(12 * s))
        pygame.draw.circle(surface, INK, goal, round(12 * s), max(1, round(1.5 * s)))
        draw_text(surface, "40", goal, "small", bt * 0.87, INK, bold=True, anchor="center")
        for seat in (0, 1):
            score = self.obs_scores()[seat]
            x = x0 + (x1 - x0) * min(score, 40) // 40
            cy = y - round(8 * s) if seat == 0 else y + round(8 * s)
            r = round(7 * s)
            pygame.draw.circle(surface, PRIEST_RGB[seat], (x, cy), r)
            pygame.draw.circle(surface, PAPYRUS if not self.patterns else INK, (x, cy), r,
                               max(1, round(1.5 * s)))
            if self.patterns:
                draw_mark(surface, seat, (x, cy), max(2, r // 2), PAPYRUS, max(1, r // 3))

    def _slot_card(self, seat: int, ornament: int) -> SlotCard:
        """The card an ornament slot shows: (value, face up), or None."""
        o = self.obs
        revealed = o["revealed"]
        if revealed:
            return revealed[seat][ornament - 1], True
        own = o["assignment"][ornament - 1] if seat == o["seat"] else None
        if own:
            return own, True
        if o["face_down"][seat][ornament - 1]:
            return 1, False
        return None

    def _draw_slot(self, surface: pygame.Surface, key: SlotKey, shown: SlotCard) -> None:
        if shown is not None:
            draw_card(surface, self.areas[key], shown[0], key.seat, shown[1])

    def _ornament_title(self, ornament: int) -> pygame.Rect:
        """An ornament's name plate: between its two slots at the top of its row, as tall
        as its name's letters need."""
        s = self.scale
        row = self.areas[OrnamentKey("ornament", ornament)]
        left = self.areas[SlotKey("slot", 0, ornament)].right + round(10 * s)
        right = self.areas[SlotKey("slot", 1, ornament)].x - round(10 * s)
        height = max(round(27 * s), font("body", self.board_text.scale, True).get_height())
        return pygame.Rect(left, row.y + round(5 * s), right - left, height)

    def _ornament_text_box(self, ornament: int) -> pygame.Rect:
        """Where an ornament row says what it does: between its two slots, under its name,
        down to the row's bottom (the part's rect and the drawing both go by it)."""
        s = self.scale
        row = self.areas[OrnamentKey("ornament", ornament)]
        left = self.areas[SlotKey("slot", 0, ornament)].right + round(14 * s)
        right = self.areas[SlotKey("slot", 1, ornament)].x - round(14 * s)
        top = self._ornament_title(ornament).bottom + round(6 * s)
        return pygame.Rect(left, top, right - left, row.bottom - top)

    def _ornament_text(self, ornament: int, hidden: Collection[Hashable],
                       ) -> tuple[pygame.Rect, tuple]:
        """Where an ornament row says what it does (its text box, with room round the
        letters: a long word may stand a little past it), and what it says."""
        o = self.obs
        rect = self._ornament_text_box(ornament).inflate(2 * round(4 * self.scale), 4)
        revealed = o["revealed"]
        if not revealed:
            return rect, ("rules",)
        if any(SlotKey("slot", seat, ornament) in hidden for seat in (0, 1)):
            return rect, ("turning",)  # the cards are still turning over
        return rect, ("outcome", revealed[0][ornament - 1], revealed[1][ornament - 1],
                      o["first_player"], o["round"])

    def _draw_ornament_text(self, surface: pygame.Surface, ornament: int, shown: tuple,
                            ) -> None:
        """What one ornament's row does, between the two cards laid there."""
        s = self.scale
        bt = self.board_text.scale
        box = self._ornament_text_box(ornament)
        revealed = self.obs["revealed"]
        if shown[0] == "outcome" and revealed:
            self._draw_outcome(surface, ornament, revealed, box.x, box.right,
                               box.y + round(2 * s))
        elif shown[0] == "rules":
            rules = {k: self._rule(k) for k in range(1, 5)}  # one size for the four
            px = min(size for _text, size, _room in rules.values())
            text, _px, room = rules[ornament]
            draw_paragraphs(surface, [text], room, "small", bt, MUTED_INK, centred=True,
                            sizes=(px, px))

    def _rule(self, ornament: int) -> tuple[str, int, pygame.Rect]:
        """An ornament's rule as its row prints it: the wording, the largest size it fits
        at and the room under the row's name."""
        box = self._ornament_text_box(ornament)
        room = pygame.Rect(box.x, box.y, box.w, box.h - round(2 * self.scale))
        text, px = self.board_text.wording(
            [_(ORNAMENT_BOARD[ornament]), _(ORNAMENT_BOARD_SHORT[ornament])], room)
        return text, px, room

    def _outcome(self, ornament: int, revealed: list[list[int]], seat: int) -> str:
        """What the revealed card of `seat` on `ornament` does this round."""
        o = self.obs
        mine, theirs = revealed[seat][ornament - 1], revealed[1 - seat][ornament - 1]
        if ornament == 1:
            if mine > theirs:
                gain = 2 * (mine - theirs)
                return ngettext("+{n} point", "+{n} points", gain).format(n=gain)
            return _("tie") if mine == theirs else ""
        if ornament == 2:
            parts = []
            if o["first_player"] == seat:
                parts.append(_("plays first"))
            if o["round"] == 1:
                parts.append(_("no removal"))
            elif mine == 1:
                parts.append(_("removes 1 own"))
            elif mine == 2:
                parts.append(_("no removal"))
            else:
                parts.append(_("removes {n}").format(n=mine - 2))
            return ", ".join(parts)
        if ornament == 3:
            if mine == 1:
                return _("temple {t}").format(t=1)
            return _("temples {t}").format(t=temples_text(list(range(1, mine + 1))))
        return _("places {n}").format(n=mine)

    def _draw_outcome(self, surface: pygame.Surface, ornament: int, revealed: list[list[int]],
                      left: int, right: int, top: int) -> None:
        s = self.scale
        bt = self.board_text.scale
        f = font("small", bt, True)
        half = (right - left) // 2 - round(4 * s)
        for seat in (0, 1):
            text = self._outcome(ornament, revealed, seat)
            if not text:
                continue
            lines = wrap(text, f, half)
            for k, line in enumerate(first_lines(lines, 2, surface)):
                y = top + k * f.get_linesize()
                if seat == 0:
                    draw_text(surface, line, (left, y), "small", bt, PRIEST_RGB[0], bold=True)
                else:
                    draw_text(surface, line, (right, y), "small", bt, PRIEST_RGB[1], bold=True,
                              anchor="topright")

    def _mat_parts(self, seat: int, hidden: Collection[Hashable], held: Hashable | None,
                   ) -> Parts:
        """A mat's places as board parts: its frame (gold while the seat is to act), its
        header (score, who plays first), each hand card, the deck, the discard pile, the
        supply and the exchange chip."""
        o = self.obs
        s = self.scale
        bt = self.board_text.scale
        i = self.interaction
        mat = self.areas[SeatKey("mat", seat)]
        pending = o["pending"] is not None and o["pending"]["seat"] == seat
        edge = max(2, round(3 * s)) + round(6 * s)  # the line, and its rounded corners
        frame = mat.inflate(2, 2)
        strips = [pygame.Rect(frame.x, frame.y, frame.w, edge),
                  pygame.Rect(frame.x, frame.bottom - edge, frame.w, edge),
                  pygame.Rect(frame.x, frame.y + edge, edge, frame.h - 2 * edge),
                  pygame.Rect(frame.right - edge, frame.y + edge, edge, frame.h - 2 * edge)]
        parts: Parts = {("frame", seat): (frame, Tiles((strip, pending) for strip in strips),
                                          partial(self._draw_mat_frame, seat=seat,
                                                  pending=pending))}
        score = self.obs_scores()[seat]
        first = o["first_player"] == seat
        header = pygame.Rect(mat.x, mat.y, mat.w, max(
            round(34 * s), round(4 * s) + font("large", bt, True).get_linesize()))
        parts[("header", seat)] = (header, (score, first),
                                   partial(self._draw_mat_header, seat=seat, score=score,
                                           first=first))
        sources = i.sources()
        own = seat == o["seat"]
        slots = self.hand.slots
        for index in range(4):
            place = HandKey("hand", seat, index)
            rect = self.areas[place]
            card: HandCard = None
            if not (place in hidden or place == held or not slots.filled(seat, index)):
                value = slots.value(seat, index)
                card = ("face", value, place == i.selected, place in sources) \
                    if own and value is not None else ("back",)
            parts[place] = (rect.union(rect.move(0, -round(8 * s))).inflate(8, 8), card,
                            partial(self._draw_hand_card, key=place, shown=card))
        deck_key = SeatKey("deck", seat)
        deck = self.areas[deck_key]
        n = o["deck_sizes"][seat]
        rect = deck.union(deck.move(-round(4 * s), -round(4 * s))).union(
            self._badge_rect(deck)).inflate(4, 4)
        parts[deck_key] = (rect, n, partial(self._draw_deck, seat=seat, n=n))
        pile_key = SeatKey("discard", seat)
        pile = self.areas[pile_key]
        discards = o["discards"][seat]
        top = discards[-1] if discards and pile_key not in hidden else None
        rect = pile.union(self._badge_rect(pile)).inflate(4, 4)
        parts[pile_key] = (rect, (top, len(discards)),
                           partial(self._draw_pile, seat=seat, top=top, count=len(discards)))
        supply_key = SeatKey("supply", seat)
        supply = self.areas[supply_key]
        priests = (o["supply"][seat], held == supply_key, supply_key in sources)
        parts[supply_key] = (supply.inflate(round(8 * s), round(8 * s)), priests,
                             partial(self._draw_supply, seat=seat, shown=priests))
        chip_key = SeatKey("chip", seat)
        token = self.areas[chip_key]
        available = o["exchange_chips"][seat]
        parts[chip_key] = (token.inflate(round(8 * s), round(8 * s)), available,
                           partial(self._draw_chip, seat=seat, available=available))
        return parts

    def _draw_mat_frame(self, surface: pygame.Surface, seat: int, pending: bool) -> None:
        s = self.scale
        if pending:
            pygame.draw.rect(surface, GOLD, self.areas[SeatKey("mat", seat)],
                             max(2, round(3 * s)), border_radius=round(12 * s))

    def _draw_mat_header(self, surface: pygame.Surface, seat: int, score: int,
                         first: bool) -> None:
        s = self.scale
        bt = self.board_text.scale
        mat = self.areas[SeatKey("mat", seat)]
        taller = self.board_text.taller
        score_rect = draw_text(
            surface, ngettext("{n} point", "{n} points", score).format(n=score),
            (mat.right - round(14 * s), mat.y + round(4 * s) - taller("large", s, True)),
            "large", bt, INK, bold=True, anchor="topright")
        if first:
            tag = _("plays first")
            f = font("small", bt, True)
            w = f.size(tag)[0] + round(14 * s)
            badge = pygame.Rect(0, 0, w, max(round(20 * s), f.get_height()))
            badge.topright = (min(mat.right - round(120 * s), score_rect.left - round(18 * s)),
                              mat.y + round(8 * s) - taller("small", s, True))
            chip(surface, badge, GOLD)
            draw_text(surface, tag, badge.center, "small", bt, INK, bold=True, anchor="center")

    def _draw_hand_card(self, surface: pygame.Surface, key: HandKey, shown: HandCard,
                        ) -> None:
        if shown is None:
            return
        s = self.scale
        rect = self.areas[key]
        if len(shown) == 1:  # ("back",)
            draw_card(surface, rect, 1, key.seat, False)
            return
        _face, value, lifted, movable = shown
        draw_card(surface, rect.move(0, -round(8 * s)) if lifted else rect, value, key.seat,
                  True)
        if movable:
            pygame.draw.rect(surface, GOLD, rect.inflate(6, 6), max(2, round(2 * s)),
                             border_radius=round(9 * s))

    def _draw_deck(self, surface: pygame.Surface, seat: int, n: int) -> None:
        s = self.scale
        deck = self.areas[SeatKey("deck", seat)]
        if n:
            for k in range(min(3, (n + 9) // 10)):
                draw_card(surface, deck.move(-k * round(2 * s), -k * round(2 * s)), 1, seat,
                          False)
        self._count_badge(surface, deck, n)

    def _draw_pile(self, surface: pygame.Surface, seat: int, top: int | None,
                   count: int) -> None:
        pile = self.areas[SeatKey("discard", seat)]
        if top is not None:
            draw_card(surface, pile, top, seat, True)
        self._count_badge(surface, pile, count)

    def _draw_supply(self, surface: pygame.Surface, seat: int,
                     shown: tuple[int, bool, bool]) -> None:
        s = self.scale
        bt = self.board_text.scale
        count, in_hand, movable = shown
        supply = self.areas[SeatKey("supply", seat)]
        if count and not in_hand:
            icon = pygame.Rect(0, 0, round(34 * s), round(34 * s))
            icon.center = supply_icon(supply, s)
            draw_priest(surface, seat, icon, self.patterns)
        room = supply.w - round(40 * s)
        label = self.board_text.label(  # the priest drawn beside it says "priests"
            [ngettext("{n} priest in supply", "{n} priests in supply", count).format(n=count),
             _("{n} in supply").format(n=count)], room, "body")
        draw_text(surface, label, (supply.x + round(40 * s), supply.centery), "body", bt, INK,
                  anchor="midleft", max_width=room)
        if movable:
            pygame.draw.rect(surface, GOLD, supply.inflate(6, 4), max(2, round(2 * s)),
                             border_radius=round(8 * s))

    def _draw_chip(self, surface: pygame.Surface, seat: int, available: bool) -> None:
        s = self.scale
        bt = self.board_text.scale
        token = self.areas[SeatKey("chip", seat)]
        image = chip_image(round(28 * s), available)
        surface.blit(image, image.get_rect(midleft=(token.x, token.centery)))
        room = token.w - round(36 * s)
        label = self.board_text.label(  # the chip's picture says "exchange"
            [_("exchange available"), pgettext("aton", "available")] if available else
            [_("exchange used"), pgettext("aton", "used")], room)
        draw_text(surface, label, (token.x + round(36 * s), token.centery), "small", bt,
                  INK if available else MUTED_INK, anchor="midleft", max_width=room)

    def _badge_rect(self, rect: pygame.Rect) -> pygame.Rect:
        """Where a pile's count badge stands (at its bottom right corner)."""
        s, bt = self.scale, self.board_text.scale
        badge = pygame.Rect(0, 0, round(30 * bt), round(22 * bt))
        badge.center = (rect.right - round(4 * s), rect.bottom - round(6 * s))
        return badge

    def _count_badge(self, surface: pygame.Surface, rect: pygame.Rect, n: int) -> None:
        bt = self.board_text.scale
        badge = self._badge_rect(rect)
        chip(surface, badge, INK)
        draw_text(surface, str(n), badge.center, "small", bt, PAPYRUS, bold=True,
                  anchor="center")

    def draw_overlay(self, surface: pygame.Surface) -> None:
        o = self.obs
        lit = self.interaction.lit_targets()
        pending = o["pending"]
        if pending and pending["kind"] in ("remove_enemy", "remove_own", "post_remove"):
            # removable priests: a terracotta ring over the gold glow
            for key in lit:
                if isinstance(read_key(key), CellKey):
                    cell = self.areas[key]
                    pygame.draw.circle(surface, TERRACOTTA, cell.center, cell.w // 2,
                                       max(2, round(3 * self.scale)))
