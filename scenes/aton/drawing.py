"""How the Aton table is drawn: temples, the Kingdom of the Dead, the ornament board with
the score track, and both mats, in two cached layers (the background changes with the
layout only; priests and cards go over it)."""

import pygame

from engines.core import canonical
from game import i18n
from game.i18n import _, ngettext
from game.theme import (
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
    min_text_width,
    panel,
    wrap,
)
from scenes.kit.marks import draw_mark

from . import layout as L
from .help import ORNAMENT_BOARD
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
from .texts import ORNAMENT_NAMES, TEMPLE_SHORT, temples_text

KINGDOM_FILL = (58, 44, 66)
KINGDOM_CELL = (86, 68, 96)
ROW_FILL = (250, 244, 226)
TEMPLE_FILL = (222, 204, 160)


class AtonDrawing:
    """The drawing half of `AtonView` (it reads the areas of `self.table_layout`)."""

    def drag_image(self, source):
        s = self.scale
        kind = source[0]
        if kind == "hand" and (value := self.hand_slots.value(source[1], source[2])):
            w, h = L.MAT_CARD
            image = pygame.Surface((round(w * s), round(h * s)), pygame.SRCALPHA)
            draw_card(image, image.get_rect(), value, source[1], True)
            return image
        if kind == "supply":
            return priest_image(source[1], round(42 * s), self.patterns)
        if kind == "cell":
            owner = self.obs["temples"][source[1] - 1][source[2]]
            if owner is not None:
                return priest_image(owner, round(42 * s), self.patterns)
        return None

    def background_key(self) -> tuple:
        return (self.size, i18n.current_language(), self.patterns,
                tuple(self.session.name(s) for s in (0, 1)))

    def draw_background(self, surface) -> None:
        s = self.scale
        o = self.obs
        for temple in range(1, 5):
            rect = self.areas[("temple", temple)]
            panel(surface, rect, fill=TEMPLE_FILL, radius=round(12 * s), scale=s)
            pygame.draw.rect(surface, (170, 140, 90), rect, max(1, round(2 * s)),
                             border_radius=round(12 * s))
            tag = _(TEMPLE_SHORT[temple])
            f = font("small", s, True)
            tw = f.size(tag)[0] + round(12 * s)
            badge = pygame.Rect(rect.right - round(10 * s) - tw, rect.y + round(7 * s), tw,
                                round(21 * s))
            disc = (rect.x + round(24 * s), rect.y + round(17 * s))
            pygame.draw.circle(surface, GOLD, disc, round(11 * s))
            pygame.draw.circle(surface, INK, disc, round(11 * s), max(1, round(2 * s)))
            draw_text(surface, str(temple), disc, "body", s, INK, bold=True, anchor="center")
            # the word beside the badge (shrunk at most to the readable minimum); where the
            # two do not fit side by side, the badge goes under the word, at the right
            word_x = rect.x + round(41 * s)
            word = draw_text(surface, _("Temple"), (word_x, rect.y + round(6 * s)), "body", s,
                             INK, bold=True, max_width=self._temple_word_room(rect, badge))
            if word.right > badge.x - round(4 * s):
                badge.y = word.bottom - round(2 * s)
            chip(surface, badge, INK)
            draw_text(surface, tag, badge.center, "small", s, GOLD, bold=True,
                      anchor="center", max_width=badge.w - round(6 * s))
            for cell in range(12):
                draw_cell(surface, o["layout"][temple - 1][cell],
                          self.areas[("cell", temple, cell)], s)
        king = self.areas[("kingdom",)]
        panel(surface, king, fill=KINGDOM_FILL, radius=round(12 * s), scale=s)
        draw_text(surface, _("Kingdom of the Dead"), (king.x + round(14 * s),
                                                      king.y + round(5 * s)),
                  "small", s, PAPYRUS, bold=True)
        for k in range(8):
            r = self.areas[("dead", k)]
            pygame.draw.rect(surface, KINGDOM_CELL, r, border_radius=round(r.w // 3))
            pygame.draw.rect(surface, (120, 100, 132), r, max(1, round(2 * s)),
                             border_radius=round(r.w // 3))
        self._draw_ornament_background(surface)
        for seat in (0, 1):
            self._draw_mat_background(surface, seat)

    def _temple_word_room(self, rect, badge) -> int:
        """How wide "Temple" may be: up to the badge when it fits there at the readable
        minimum, else (the badge under it) the whole header."""
        s = self.scale
        beside = badge.x - round(5 * s) - (rect.x + round(41 * s))
        if min_text_width(_("Temple"), "body", s, bold=True) <= beside:
            return beside
        return rect.right - round(10 * s) - (rect.x + round(41 * s))

    def _draw_ornament_background(self, surface) -> None:
        s = self.scale
        box = self.areas[("ornaments",)]
        panel(surface, box, radius=round(12 * s), scale=s)
        y = box.y + round(9 * s)
        draw_text(surface, self.session.name(0), (box.x + round(14 * s), y), "small", s,
                  PRIEST_RGB[0], bold=True, max_width=box.w // 3)
        draw_text(surface, self.session.name(1), (box.right - round(14 * s), y), "small", s,
                  PRIEST_RGB[1], bold=True, anchor="topright", max_width=box.w // 3)
        for ornament in range(1, 5):
            row = self.areas[("ornament", ornament)]
            pygame.draw.rect(surface, ROW_FILL, row, border_radius=round(10 * s))
            for seat in (0, 1):
                empty_slot(surface, self.areas[("slot", seat, ornament)], s)
            left = self.areas[("slot", 0, ornament)].right + round(10 * s)
            right = self.areas[("slot", 1, ornament)].x - round(10 * s)
            title = pygame.Rect(left, row.y + round(5 * s), right - left, round(27 * s))
            cartouche(surface, title, s, (238, 222, 178), (150, 112, 50))
            draw_text(surface, f"{ornament} · {_(ORNAMENT_NAMES[ornament])}", title.center,
                      "body", s, INK, bold=True, anchor="center",
                      max_width=title.w - round(24 * s))

    def _draw_mat_background(self, surface, seat) -> None:
        s = self.scale
        mat = self.areas[("mat", seat)]
        panel(surface, mat, radius=round(12 * s), scale=s)
        pygame.draw.rect(surface, PRIEST_RGB[seat], (mat.x, mat.y + round(10 * s),
                                                     round(6 * s), mat.h - round(20 * s)),
                         border_radius=round(3 * s))
        self.draw_seat_marker(surface, seat, (mat.x + round(26 * s), mat.y + round(17 * s)),
                              round(10 * s))
        draw_text(surface, self.session.name(seat), (mat.x + round(44 * s),
                                                     mat.y + round(5 * s)),
                  "body", s, INK, bold=True, max_width=mat.w // 2)
        for i in range(4):
            empty_slot(surface, self.areas[("hand", seat, i)], s, (232, 220, 186))
        for key, label in ((("deck", seat), _("deck")), (("discard", seat), _("discard"))):
            r = self.areas[key]
            empty_slot(surface, r, s, (226, 210, 168))
            draw_text(surface, label, (r.centerx, r.bottom + round(2 * s)), "small", s,
                      MUTED_INK, anchor="midtop")
        hand = self.areas[("hand", seat, 0)].union(self.areas[("hand", seat, 3)])
        draw_text(surface, _("hand"), (hand.centerx, hand.bottom + round(2 * s)), "small", s,
                  MUTED_INK, anchor="midtop")

    def board_parts(self) -> dict:
        """The four temples, the Kingdom of the Dead, the score track, each ornament's row
        and each mat: where each is, what it shows and how it is painted (see
        GameView.board_parts)."""
        o = self.obs
        hidden = self.animator.hidden_keys()
        i = self.interaction
        held = i.pressed if i.dragging else None
        pad = round(30 * self.scale)
        scores = tuple(self.obs_scores())
        parts = {}
        for temple in range(1, 5):
            rect = self.areas[("temple", temple)].inflate(pad, pad)
            parts[("temple", temple)] = (
                rect, (canonical(o["temples"][temple - 1]), self.shown_inside(rect)),
                lambda surface, temple=temple: self._draw_temple(surface, temple, hidden, held))
        rect = self.areas[("kingdom",)].inflate(pad, pad)
        parts["kingdom"] = (rect, (canonical(o["kingdom"]), self.shown_inside(rect)),
                            lambda surface: self._draw_kingdom(surface, hidden))
        rect = self.areas[("track",)].inflate(pad, pad)
        parts["track"] = (rect, (scores, self.patterns), self._draw_track)
        revealed = o["revealed"]
        for ornament in range(1, 5):  # a row each, with what that row shows
            k = ornament - 1
            rect = self.areas[("ornament", ornament)].inflate(pad, round(4 * self.scale))
            shown = canonical([[row[k] for row in revealed] if revealed else None, o["seat"],
                               o["assignment"][k], [row[k] for row in o["face_down"]],
                               o["first_player"], o["round"]])
            parts[("ornament", ornament)] = (
                rect, (shown, self.shown_inside(rect)),
                lambda surface, ornament=ornament: self._draw_ornament(surface, ornament,
                                                                       hidden))
        for seat in (0, 1):  # a mat shows its seat's things only (see _draw_mat)
            rect = self.areas[("mat", seat)].inflate(pad, pad)
            own = seat == o["seat"]
            pending = o["pending"] is not None and o["pending"]["seat"] == seat
            parts[("mat", seat)] = (
                rect, (seat, own, pending, scores[seat], o["first_player"] == seat,
                       self.hand_slots.pattern(seat), canonical(o["hand"]) if own else None,
                       o["deck_sizes"][seat], canonical(o["discards"][seat]),
                       o["supply"][seat], o["exchange_chips"][seat], i.selected,
                       self.shown_inside(rect)),
                lambda surface, seat=seat: self._draw_mat(surface, seat, hidden, held))
        return parts

    def draw_board(self, surface) -> None:
        for _rect, _key, paint in self.board_parts().values():
            paint(surface)

    def _draw_temple(self, surface, temple, hidden, held) -> None:
        for cell, owner in enumerate(self.obs["temples"][temple - 1]):
            key = ("cell", temple, cell)
            if owner is None or key in hidden or key == held:
                continue
            draw_priest(surface, owner, self.areas[key], self.patterns)

    def _draw_kingdom(self, surface, hidden) -> None:
        o = self.obs
        s = self.scale
        for k, owner in enumerate(o["kingdom"]):
            key = ("dead", k)
            if owner is not None and key not in hidden:
                draw_priest(surface, owner, self.areas[key], self.patterns)
        king = self.areas[("kingdom",)]
        dead = sum(1 for k in o["kingdom"] if k is not None)
        draw_text(surface, f"{dead}/8", (king.right - round(14 * s), king.y + round(5 * s)),
                  "small", s, PAPYRUS, bold=True, anchor="topright")

    def _draw_track(self, surface) -> None:
        """Both scores on a track to 40: red rides above the line, blue below."""
        s = self.scale
        track = self.areas[("track",)]
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
        draw_text(surface, "40", goal, "small", s * 0.87, INK, bold=True, anchor="center")
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

    def _draw_ornament(self, surface, ornament: int, hidden) -> None:
        """One ornament's row: the two cards laid there and what the row does."""
        o = self.obs
        s = self.scale
        revealed = o["revealed"]
        row = self.areas[("ornament", ornament)]
        for seat in (0, 1):
            key = ("slot", seat, ornament)
            if key in hidden:
                continue
            rect = self.areas[key]
            if revealed:
                draw_card(surface, rect, revealed[seat][ornament - 1], seat, True)
            elif seat == o["seat"] and o["assignment"][ornament - 1]:
                draw_card(surface, rect, o["assignment"][ornament - 1], seat, True)
            elif o["face_down"][seat][ornament - 1]:
                draw_card(surface, rect, 1, seat, False)
        left = self.areas[("slot", 0, ornament)].right + round(14 * s)
        right = self.areas[("slot", 1, ornament)].x - round(14 * s)
        top = row.y + round(38 * s)
        if revealed and any(("slot", seat, ornament) in hidden for seat in (0, 1)):
            pass  # the cards are still turning over
        elif revealed:
            self._draw_outcome(surface, ornament, revealed, left, right, top + round(2 * s))
        else:
            draw_paragraphs(surface, [_(ORNAMENT_BOARD[ornament])],
                            (left, top, right - left, row.bottom - top - round(2 * s)),
                            "small", s * 0.93, MUTED_INK, centred=True)

    def _outcome(self, ornament, revealed, seat) -> str:
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

    def _draw_outcome(self, surface, ornament, revealed, left, right, top) -> None:
        s = self.scale
        f = font("small", s, True)
        half = (right - left) // 2 - round(4 * s)
        for seat in (0, 1):
            text = self._outcome(ornament, revealed, seat)
            if not text:
                continue
            lines = wrap(text, f, half)
            for k, line in enumerate(first_lines(lines, 2, surface)):
                y = top + k * f.get_linesize()
                if seat == 0:
                    draw_text(surface, line, (left, y), "small", s, PRIEST_RGB[0], bold=True)
                else:
                    draw_text(surface, line, (right, y), "small", s, PRIEST_RGB[1], bold=True,
                              anchor="topright")

    def _draw_mat(self, surface, seat, hidden, held) -> None:
        o = self.obs
        s = self.scale
        mat = self.areas[("mat", seat)]
        pending = o["pending"]
        if pending is not None and pending["seat"] == seat:
            pygame.draw.rect(surface, GOLD, mat, max(2, round(3 * s)),
                             border_radius=round(12 * s))
        score = self.obs_scores()[seat]
        score_rect = draw_text(
            surface, ngettext("{n} point", "{n} points", score).format(n=score),
            (mat.right - round(14 * s), mat.y + round(4 * s)), "large", s, INK, bold=True,
            anchor="topright")
        if o["first_player"] == seat:
            tag = _("plays first")
            f = font("small", s, True)
            w = f.size(tag)[0] + round(14 * s)
            badge = pygame.Rect(0, 0, w, round(20 * s))
            badge.topright = (min(mat.right - round(120 * s), score_rect.left - round(18 * s)),
                              mat.y + round(8 * s))
            chip(surface, badge, GOLD)
            draw_text(surface, tag, badge.center, "small", s, INK, bold=True, anchor="center")
        sources = self.interaction.sources()
        own = seat == o["seat"]
        for i in range(4):
            key = ("hand", seat, i)
            if key in hidden or key == held or not self.hand_slots.filled(seat, i):
                continue
            rect = self.areas[key]
            value = self.hand_slots.value(seat, i)
            if own and value is not None:
                lifted = key == self.interaction.selected
                draw_card(surface, rect.move(0, -round(8 * s)) if lifted else rect,
                          value, seat, True)
                if key in sources:
                    pygame.draw.rect(surface, GOLD, rect.inflate(6, 6), max(2, round(2 * s)),
                                     border_radius=round(9 * s))
            else:
                draw_card(surface, rect, 1, seat, False)
        deck = self.areas[("deck", seat)]
        n = o["deck_sizes"][seat]
        if n:
            for k in range(min(3, (n + 9) // 10)):
                draw_card(surface, deck.move(-k * round(2 * s), -k * round(2 * s)), 1, seat,
                          False)
        self._count_badge(surface, deck, n)
        pile = self.areas[("discard", seat)]
        discards = o["discards"][seat]
        if discards and ("discard", seat) not in hidden:
            draw_card(surface, pile, discards[-1], seat, True)
        self._count_badge(surface, pile, len(discards))
        supply = self.areas[("supply", seat)]
        if o["supply"][seat] and not (held == ("supply", seat)):
            icon = pygame.Rect(0, 0, round(34 * s), round(34 * s))
            icon.center = self._icon_pos(supply)
            draw_priest(surface, seat, icon, self.patterns)
        draw_text(surface, ngettext("{n} priest in supply", "{n} priests in supply",
                                    o["supply"][seat]).format(n=o["supply"][seat]),
                  (supply.x + round(40 * s), supply.centery), "body", s, INK, anchor="midleft",
                  max_width=supply.w - round(40 * s))
        if ("supply", seat) in sources:
            pygame.draw.rect(surface, GOLD, supply.inflate(6, 4), max(2, round(2 * s)),
                             border_radius=round(8 * s))
        token = self.areas[("chip", seat)]
        available = o["exchange_chips"][seat]
        image = chip_image(round(28 * s), available)
        surface.blit(image, image.get_rect(midleft=(token.x, token.centery)))
        draw_text(surface, _("exchange available") if available else _("exchange used"),
                  (token.x + round(36 * s), token.centery), "small", s,
                  INK if available else MUTED_INK, anchor="midleft",
                  max_width=token.w - round(36 * s))

    def _count_badge(self, surface, rect, n) -> None:
        s = self.scale
        badge = pygame.Rect(0, 0, round(30 * s), round(22 * s))
        badge.center = (rect.right - round(4 * s), rect.bottom - round(6 * s))
        chip(surface, badge, INK)
        draw_text(surface, str(n), badge.center, "small", s, PAPYRUS, bold=True,
                  anchor="center")

    def _icon_pos(self, rect):
        s = self.scale
        return (rect.x + round(18 * s), rect.centery)

    def draw_overlay(self, surface) -> None:
        super().draw_overlay(surface)
        o = self.obs
        lit = self.interaction.lit_targets()
        pending = o["pending"]
        if pending and pending["kind"] in ("remove_enemy", "remove_own", "post_remove"):
            # removable priests: a terracotta ring over the gold glow
            for key in lit:
                if key[0] == "cell":
                    pygame.draw.circle(surface, TERRACOTTA, self.areas[key].center,
                                       self.areas[key].w // 2, max(2, round(3 * self.scale)))
