# mypy: ignore-errors
"""How the Pyramids table is drawn: the stacks and quarry, the viewer's supply and card
chooser, the pyramids (large and small) with their pieces, the drop spots of the domino in
hand, a looked-at pyramid and the level's scoring card. Placed by `self.table_layout`."""

import pygame

from engines.core import canonical
from engines.pyramids.data import CARD_SIDES
from engines.pyramids.geometry import DIRS
from game import i18n
from game.i18n import _, ngettext
from game.theme import (
    GOLD,
    INK,
    MUTED_INK,
    PAPYRUS,
    SAND_DARK,
    TERRACOTTA,
    chip,
    draw_text,
    first_lines,
    font,
    panel,
    wrap,
)
from scenes.kit.layout import AreaKey
from scenes.kit.render_cache import Changes, Tiles
from scenes.kit.sprites import Layer

from . import layout as L
from .help import level_label
from .pieces import (
    COLOUR_RGB,
    corner_centre,
    domino_image,
    draw_card,
    draw_card_back,
    draw_square,
    draw_token,
    pyramid_signature,
    square_rects,
    visible_surface,
)
from .score_tags import tag_places


class PyramidsDrawing:
    """The drawing half of `PyramidsView`."""

    def drag_image(self, source):
        domino = self.domino_of(source)
        if domino is None or self.viewer not in self.table_layout.views:
            return None
        q = self.table_layout.views[self.viewer][1]
        return domino_image(domino, self.rotation, round(2 * q), self.patterns)

    def background_key(self) -> tuple:
        o = self.obs
        return (self.size, o["players"], self.viewer, i18n.current_language(), self.patterns)

    def draw_background(self, surface) -> None:
        s = self.scale
        o = self.obs
        canvas = self.table_layout.canvas
        # the quarry mat: stacks above, the three slots below
        mat = canvas.rect(218, 44, 520, 122)
        panel(surface, mat, fill=(226, 206, 160), radius=round(14 * s), scale=s)
        for k in range(4):
            r = L.stack_rect(canvas, k)
            draw_text(surface, str(k + 1), (r.x - round(2 * s), r.centery), "small", s,
                      MUTED_INK, anchor="midright")
        for slot in range(3):
            r = L.quarry_rect(canvas, slot)
            pygame.draw.rect(surface, (206, 184, 134), r.inflate(round(8 * s), round(8 * s)),
                             border_radius=round(8 * s))
            # the two stacks that refill this slot
            for k in (slot, slot + 1):
                top = L.stack_rect(canvas, k)
                pygame.draw.line(surface, (190, 166, 116), (top.centerx, top.bottom),
                                 r.midtop, max(1, round(2 * s)))
        # the label left of the first slot (the slots' row is its own: nothing goes under it)
        first = L.quarry_rect(canvas, 0)
        draw_text(surface, _("Quarry"), (mat.x + round(10 * s), first.centery), "small", s,
                  MUTED_INK, bold=True, anchor="midleft",
                  max_width=first.x - round(10 * s) - (mat.x + round(10 * s)))
        # the supply column
        left = self.table_layout.left
        panel(surface, left, radius=round(12 * s), scale=s)
        draw_text(surface, self.name(self.viewer),
                  (left.x + round(12 * s), left.y + round(10 * s)), "body", s, INK, bold=True,
                  max_width=left.w - round(24 * s))
        # TRANSLATORS: a column header over the pictures, about 120 px at 1024x640
        draw_text(surface, _("Gem tokens"), canvas.point(L.LEFT[0] + 12, 90), "small", s,
                  MUTED_INK, max_width=left.w - round(16 * s))
        draw_text(surface, _("Single-tile cards"), canvas.point(L.LEFT[0] + 12, 226), "small",
                  s, MUTED_INK, max_width=left.w - round(16 * s))
        # the big pyramid's base
        panel(surface, self.table_layout.big, fill=(222, 200, 150), radius=round(16 * s), scale=s)
        for seat, rect in self.table_layout.minis.items():
            panel(surface, rect, radius=round(12 * s), scale=s)
            self.draw_seat_marker(surface, seat, (rect.x + round(16 * s), rect.y + round(16 * s)),
                                  round(8 * s))
            draw_text(surface, self.name(seat), (rect.x + round(30 * s),
                                                         rect.y + round(6 * s)),
                      "body", s, INK, bold=True, max_width=rect.w - round(80 * s))
        del o

    # the frame a move lands repaints the quarry and the supply column; the pyramids follow
    # a frame later, one a frame (GameView.WAITING_PARTS: the end of a level changes every
    # pyramid at once, and one frame for all of them cost as much as three ordinary ones)
    WAITING_PARTS = ("big", "mini")

    def board_parts(self) -> dict:
        """The quarry, the viewer's supply column, the big pyramid and each small one:
        where each is, what it shows and how it is painted (see GameView.board_parts)."""
        o = self.obs
        lay = self.table_layout
        hidden = self.animator.hidden_keys()
        me = self.viewer

        def seat_hidden(seat, kinds):
            return frozenset(k for k in hidden if len(k) == 3 and k[1] == seat
                             and k[0] in kinds)
        parts = {"quarry": (self._quarry_rect(), Tiles(self._quarry_places(hidden)),
                            lambda surface: self.draw_quarry(surface, hidden))}
        parts["left"] = (lay.left.inflate(8, 8), Tiles(self._supply_places(me, hidden)),
                         lambda surface: self.draw_supply(surface, hidden))
        mine = canonical(self.pyramid(me))
        over = o["phase"] == "over"
        placed = (o["pending"] or {}).get("placed") if o["to_move"] == me else None
        turning = (o["to_move"] == me and self.is_human(me)
                   and o["phase"] in ("take", "place"))  # the header's turning hint
        # the pyramids paint inside their panels (the background's), the mover's frame on
        # the edge: neighbouring pyramids never share a pixel, so each catches up alone
        shown = seat_hidden(me, ("piece", "card", "token"))
        parts["big"] = (lay.big.copy(),
                        Changes((me, mine, canonical(placed), o["level"], over, turning,
                                 lay.views.get(me), shown, self.patterns),
                                (me, self.pyramid(me), shown, placed, o["level"], over,
                                 turning, lay.views.get(me)), self._big_change),
                        lambda surface: self.draw_big(surface, hidden))
        for seat, rect in lay.minis.items():
            parts[("mini", seat)] = (
                rect.copy(),
                (seat, canonical(self.pyramid(seat)), o["to_move"] == seat, o["level"],
                 over, lay.views.get(seat), self.patterns,
                 seat_hidden(seat, ("piece", "card", "token", "supply"))),
                lambda surface, seat=seat, rect=rect: self.draw_mini(surface, seat, rect,
                                                                     hidden))
        return parts

    def _big_change(self, old, new) -> list | None:
        """Where the big pyramid's picture changed between two of its keys' data (seat,
        pyramid, hidden keys, domino laid, level, game over, turning hint, view): the
        pieces, cards and tokens that did (`pyramid_change`); None when its header or
        view changed too."""
        if old[0] != new[0] or old[4:] != new[4:] or new[7] is None:
            return None
        origin, q = new[7]
        rect = pyramid_change(old[1:5], new[1:5], new[0], origin, q, self.scale)
        return None if rect is None else [rect.clip(self.table_layout.big)]

    def _quarry_rect(self) -> pygame.Rect:
        """The quarry part: the stacks and the three quarry places, with room for the
        stacks' count badges (22 units past their right edges); the same in every state."""
        canvas = self.table_layout.canvas
        rects = [L.stack_rect(canvas, k) for k in range(4)]
        rects += [L.quarry_rect(canvas, slot) for slot in range(3)]
        return rects[0].unionall(rects[1:]).inflate(round(48 * self.scale),
                                                    round(48 * self.scale))

    def _quarry_places(self, hidden) -> list:
        """The quarry part's places (`Tiles`): each stack with its badge, and each quarry
        place with the domino there (lifted, ringed) or the domino in hand over it and
        its "in hand" under it; each with what `draw_quarry` shows there."""
        o = self.obs
        s = self.scale
        i = self.interaction
        canvas = self.table_layout.canvas
        sources = i.sources()
        active = i.active_source
        places = []
        for k, stack in enumerate(o["stacks"]):
            r = L.stack_rect(canvas, k)
            badge = pygame.Rect(0, 0, round(26 * s), round(18 * s))
            badge.midleft = (r.right - round(4 * s), r.y + round(6 * s))
            places.append((r.union(badge).inflate(6, 6),
                           (stack["size"], canonical(stack["top"]), ("stack", k) in hidden,
                            self.patterns)))
        pending = o["pending"] or {}
        held = pending.get("held") if ("held",) in self.areas else None
        f = font("small", s, True)
        label = f.size(_("in hand"))[0] + 4
        for slot, domino in enumerate(o["quarry"]):
            key = ("quarry", slot)
            r = L.quarry_rect(canvas, slot)
            place = r.inflate(12, 12).union(r.move(0, -round(4 * s)).inflate(12, 12))
            place.union_ip(pygame.Rect(r.centerx - label // 2, r.bottom, label,
                                       round(2 * s) + f.get_linesize() + 2))
            in_hand = None
            if held and pending.get("slot") == slot:
                in_hand = (canonical(held), self.rotation if self.mover_is_viewer() else 0,
                           ("held",) in hidden, active == ("held",) and i.dragging)
            places.append((place, (canonical(domino), key in hidden, active == key,
                                   i.dragging, key in sources, in_hand, self.patterns)))
        return places

    def _supply_places(self, me, hidden) -> list:
        """The supply column's places (`Tiles`): each gem token and single-tile card, the
        levels and the total, the card chooser; the whole column for the seat shown."""
        o = self.obs
        s = self.scale
        lay = self.table_layout
        p = self.pyramid(me)
        over = o["phase"] == "over"
        places = [(lay.left.inflate(8, 8), (me, self.patterns))]
        for c in range(6):
            placed = (p["tokens"][c] is not None or ("token", me, c) in hidden
                      or ("supply", me, c) in hidden)
            places.append((self.areas[("token_supply", c)].inflate(8, 8), placed))
        for k in range(3):
            places.append((self.areas[("card_supply", k)].inflate(4, 4),
                           k in p["cards_left"]))
        top = lay.canvas.point(0, 312)[1]
        bottom = top + round(22 * s) + round(70 * s) + font("body", s, True).get_linesize()
        places.append((pygame.Rect(lay.left.x, top - 2, lay.left.w, bottom - top + 6),
                       (o["level"], over, canonical(p["level_scores"]), p["score"])))
        choosing = o["phase"] in ("card", "fill") and self.mover_is_viewer()
        picker = tuple((k, tuple(r)) for k, r in self.areas.items() if k[0] == "pick")
        box = lay.canvas.rect(L.LEFT[0] + 6, 404, L.LEFT[2] - 12, 300).inflate(4, 4)
        places.append((box, (choosing, picker)))
        return places

    def draw_board(self, surface) -> None:
        for _rect, _key, paint in self.board_parts().values():
            paint(surface)

    def draw_big(self, surface, hidden) -> None:
        """The viewer's pyramid, large, with its name tag (and veiled once eliminated)."""
        s = self.scale
        me = self.viewer
        self.blit_pyramid(surface, me, self.table_layout.big.inflate(-round(4 * s),
                                                                   -round(4 * s)), hidden,
                          big=True)
        if self.pyramid(me)["eliminated"]:
            surface.blit(self._veil(self.table_layout.big.size, (60, 40, 30, 110)),
                         self.table_layout.big)
            tag = pygame.Rect(0, 0, round(260 * s), round(44 * s))
            tag.center = self.table_layout.big.center
            chip(surface, tag, TERRACOTTA, round(10 * s))
            draw_text(surface, _("Eliminated"), tag.center, "large", s, PAPYRUS, bold=True,
                      anchor="center")
        self.draw_big_header(surface)

    def draw_big_header(self, surface) -> None:
        """The pyramid's name tag and, while the viewer places, the turning hint to its
        right; when both do not fit one row, the tag leaves out the level (the panel's
        status names it), and failing that the hint goes under the tag."""
        s = self.scale
        o = self.obs
        me = self.viewer
        r = self.table_layout.big
        name = self.name(me)
        short = _("{name}'s pyramid").format(name=name)
        text = short if o["phase"] == "over" else _(
            "{name}'s pyramid · building level {level}").format(name=name, level=o["level"])
        hint = None
        if o["to_move"] == me and self.is_human(me) and o["phase"] in ("take",
                                                                                  "place"):
            hint = _("R / right click / wheel: turn")
        f = font("small", s, True)
        pad, gap = round(24 * s), round(16 * s)
        hint_w = font("small", s).size(hint)[0] if hint else 0
        room = r.w - round(20 * s) - (hint_w + gap + round(2 * s) if hint else 0)
        if f.size(text)[0] + pad > room:
            text = short
        tag = pygame.Rect(0, 0, 0, round(26 * s))
        tag.w = min(r.w - round(20 * s), f.size(text)[0] + pad)
        tag.topleft = (r.x + round(10 * s), r.y + round(8 * s))
        chip(surface, tag, INK, round(13 * s))
        draw_text(surface, text, tag.center, "small", s, PAPYRUS, bold=True, anchor="center",
                  max_width=tag.w - round(16 * s))
        if hint:
            beside = tag.w <= room
            draw_text(surface, hint, (r.right - round(12 * s),
                                      r.y + round(12 * s) if beside
                                      else tag.bottom + round(4 * s)),
                      "small", s, MUTED_INK, anchor="topright")

    def draw_quarry(self, surface, hidden) -> None:
        s = self.scale
        o = self.obs
        sources = self.interaction.sources()
        for k, stack in enumerate(o["stacks"]):
            r = self.areas[("stack", k)]
            inner = r.inflate(-round(16 * s), -round(10 * s))
            if stack["size"] > 1:
                for depth in (2, 1):
                    off = round(depth * 2 * s)
                    pygame.draw.rect(surface, (176, 150, 104), inner.move(off, off),
                                     border_radius=round(4 * s))
            if stack["top"] is not None and ("stack", k) not in hidden:
                image = domino_image(stack["top"], 0, inner.h, self.patterns)
                surface.blit(image, image.get_rect(center=inner.center))
            elif stack["top"] is None:
                pygame.draw.rect(surface, (206, 184, 134), inner, max(1, round(2 * s)),
                                 border_radius=round(4 * s))
            badge = pygame.Rect(0, 0, round(26 * s), round(18 * s))
            badge.midleft = (r.right - round(4 * s), r.y + round(6 * s))
            chip(surface, badge, INK, round(9 * s))
            draw_text(surface, str(stack["size"]), badge.center, "small", s * 0.9, PAPYRUS,
                      bold=True, anchor="center")
        pending = o["pending"] or {}
        active = self.interaction.active_source
        for slot, domino in enumerate(o["quarry"]):
            key = ("quarry", slot)
            if domino is None or key in hidden:
                continue
            r = self.areas[key]
            if active == key and self.interaction.dragging:
                pygame.draw.rect(surface, (190, 166, 116), r, border_radius=round(4 * s))
                continue
            lift = round(4 * s) if active == key else 0
            image = domino_image(domino, 0, r.h, self.patterns)
            surface.blit(image, image.get_rect(center=(r.centerx, r.centery - lift)))
            if key in sources:
                pygame.draw.rect(surface, GOLD, r.inflate(6, 6).move(0, -lift),
                                 max(2, round(2 * s)), border_radius=round(6 * s))
        held = pending.get("held")
        if held and ("held",) in self.areas and ("held",) not in hidden:
            r = self.areas[("held",)]
            if not (active == ("held",) and self.interaction.dragging):
                turn = self.rotation if self.mover_is_viewer() else 0
                image = domino_image(held, turn, r.h if turn % 2 == 0 else r.h // 2,
                                     self.patterns)
                surface.blit(image, image.get_rect(center=r.center))
                pygame.draw.rect(surface, GOLD, r.inflate(8, 8), max(2, round(3 * s)),
                                 border_radius=round(6 * s))
            draw_text(surface, _("in hand"), (r.centerx, r.bottom + round(2 * s)), "small", s,
                      INK, bold=True, anchor="midtop")

    def supply_shown(self, seat: int) -> tuple:
        """What the supply column shows of `seat`'s pyramid (`draw_supply` reads no more):
        which tokens are on it, the single-tile cards left, the levels' scores, the total.
        A domino laid leaves it as it was."""
        p = self.pyramid(seat)
        return (tuple(token is not None for token in p["tokens"]), tuple(p["cards_left"]),
                canonical(p["level_scores"]), p["score"])

    def draw_supply(self, surface, hidden) -> None:
        s = self.scale
        o = self.obs
        me = self.viewer
        p = self.pyramid(me)
        for c in range(6):
            r = self.areas[("token_supply", c)]
            placed = (p["tokens"][c] is not None or ("token", me, c) in hidden
                      or ("supply", me, c) in hidden)
            draw_token(surface, c, r.center, r.w * 0.42, faded=placed)
        used = {k for k in range(3) if k not in p["cards_left"]}
        for k in range(3):
            r = self.areas[("card_supply", k)]
            draw_card_back(surface, r, CARD_SIDES[k], faded=k in used)
        # levels: which is being built and each scored level's points; the names and the
        # points in two columns at the panel's right (as wide as their texts, a space
        # apart), the bars in the room left of them
        left = self.table_layout.left
        x = left.x + round(12 * s)
        y = self.table_layout.canvas.point(0, 312)[1]
        draw_text(surface, _("Levels"), (x, y), "small", s, MUTED_INK)
        y += round(22 * s)
        names = [_("L{level}").format(level=level) for level in range(1, 5)]
        labels = [level_label(entry) for entry in p["level_scores"]]
        plain, bold = font("small", s), font("small", s, True)
        space = plain.size(" ")[0]
        right = left.right - round(12 * s)
        points_w = max([bold.size(label)[0] for label in labels] + [bold.size("00+0")[0]])
        name_x = right - points_w - 2 * space - max(plain.size(n)[0] for n in names)
        unit = min(22 * s, (name_x - round(10 * s) - x - round(18 * s)) / 4)
        for level in range(1, 5):
            w = round((5 - level) * unit + 14 * s)
            bar = pygame.Rect(x + round(4 * s) + round((level - 1) * unit / 2),
                              y + round((4 - level) * 16 * s), w, round(14 * s))
            current = level == o["level"] and o["phase"] != "over"
            done = level <= len(labels)
            fill = GOLD if current else ((200, 176, 120) if done else (230, 216, 180))
            pygame.draw.rect(surface, fill, bar, border_radius=round(3 * s))
            pygame.draw.rect(surface, INK, bar, 1, border_radius=round(3 * s))
            draw_text(surface, names[level - 1], (name_x, bar.centery), "small", s, MUTED_INK,
                      anchor="midleft")
            if done:
                draw_text(surface, labels[level - 1], (right, bar.centery), "small", s, INK,
                          bold=True, anchor="midright")
        y += round(70 * s)
        draw_text(surface, _("Total {score}").format(score=p["score"]), (x, y), "body", s, INK,
                  bold=True)
        if o["phase"] in ("card", "fill") and self.mover_is_viewer():
            self.draw_picker(surface)

    def draw_picker(self, surface) -> None:
        s = self.scale
        o = self.obs
        box = self.table_layout.canvas.rect(L.LEFT[0] + 6, 404, L.LEFT[2] - 12, 300)
        pygame.draw.rect(surface, (250, 244, 226), box, border_radius=round(10 * s))
        pygame.draw.rect(surface, GOLD, box, max(2, round(2 * s)), border_radius=round(10 * s))
        f = font("small", s, True)
        lines = wrap(_("Single-tile card: click where its gem goes"), f,
                     box.w - round(16 * s))
        for k, line in enumerate(first_lines(lines, 2, surface, box)):
            draw_text(surface, line, (box.x + round(8 * s), box.y + round(4 * s) +
                                      k * f.get_linesize()), "small", s, INK, bold=True)
        seen = set()
        for key, rect in self.areas.items():
            if key[0] != "pick" or key[1] in seen:
                continue
            seen.add(key[1])
            colour = key[1]
            square = rect.unionall([self.areas[("pick", colour, c)] for c in range(4)])
            draw_square(surface, square, colour, (), self.patterns)
            pygame.draw.rect(surface, INK, square, 1)
            for corner in range(4):
                c = corner_centre(square, corner)
                pygame.draw.circle(surface, (250, 244, 226), (round(c[0]), round(c[1])),
                                   round(square.w / 7), 1)
        del o

    def draw_mini(self, surface, seat, rect, hidden) -> None:
        s = self.scale
        o = self.obs
        p = self.pyramid(seat)
        if o["to_move"] == seat:
            pygame.draw.rect(surface, GOLD, rect, max(2, round(3 * s)),
                             border_radius=round(12 * s))
        draw_text(surface, str(p["score"]), (rect.right - round(10 * s), rect.y + round(4 * s)),
                  "large", s, INK, bold=True, anchor="topright", keep=False)
        # tokens and cards left, small
        x = rect.x + round(12 * s)
        y = rect.y + round(38 * s)
        for c in range(6):
            if (p["tokens"][c] is None and ("token", seat, c) not in hidden
                    and ("supply", seat, c) not in hidden):
                draw_token(surface, c, (x + round(7 * s), y), 7 * s)
            else:
                draw_token(surface, c, (x + round(7 * s), y), 7 * s, faded=True)
            x += round(17 * s)
        x += round(6 * s)
        for k in range(3):
            r = pygame.Rect(x, y - round(8 * s), round(16 * s), round(16 * s))
            draw_card_back(surface, r, CARD_SIDES[k], faded=k not in p["cards_left"])
            x += round(19 * s)
        self.blit_pyramid(surface, seat, L.mini_pyramid_rect(rect, s), hidden, big=False)
        if p["eliminated"]:
            surface.blit(self._veil(rect.size, (60, 40, 30, 120)), rect)
            tag = pygame.Rect(0, 0, rect.w - round(30 * s), round(30 * s))
            tag.center = rect.center
            chip(surface, tag, TERRACOTTA, round(8 * s))
            draw_text(surface, _("Eliminated"), tag.center, "body", s, PAPYRUS, bold=True,
                      anchor="center")

    def blit_pyramid(self, surface, seat, box, hidden, big) -> None:
        """Seat's pyramid inside `box`, from its own cached layer: repainted only when what
        it shows changed (a piece, card or token of this seat, the level being built, the
        domino laid this turn), not when another pyramid or the quarry did."""
        p = self.pyramid(seat)
        origin, q = self.table_layout.views[seat]
        o = self.obs
        s = self.scale
        mine = frozenset(k for k in hidden if len(k) == 3 and k[1] == seat
                         and k[0] in ("piece", "card", "token"))
        placed = (o["pending"] or {}).get("placed") if big and o["to_move"] == seat else None
        background = self.background_layer()  # painted before the board, up to date
        key = (seat, pyramid_signature(p), mine, o["level"], o["phase"] == "over",
               tuple(sorted(placed.items())) if placed else None, origin, q, tuple(box),
               self.patterns, background.key)
        layers = self.__dict__.setdefault("_pyramid_layers", {})
        layer = layers.get((big, seat))
        if layer is None:
            layer = layers[(big, seat)] = Layer()
        # the layer starts at even pixels: Python rounds halves to even, so a piece at
        # x.5 lands on the layer where it would land on the board
        x0, y0 = box.x - box.x % 2, box.y - box.y % 2
        area = pygame.Rect(x0, y0, box.right - x0, box.bottom - y0)
        shifted = (origin[0] - x0, origin[1] - y0)

        def paint(image):  # opaque: the table under it, then the pyramid
            image.blit(background.surface, (0, 0), area)
            clip = image.get_clip()  # the part repainted (see Layer.get)
            image.set_clip(clip.clip(box.move(-x0, -y0)))
            self.draw_pyramid(image, seat, p, shifted, q, hidden, big=big)
            image.set_clip(clip)

        shown = self.__dict__.setdefault("_pyramids_shown", {})
        now = (key, p, mine, placed, o["level"])

        def changed(old_key):
            """Where the picture differs from the last one painted (same place, size
            and look; only the pyramid's pieces, the hidden ones, the domino laid this
            turn or the level being built changed)."""
            before = shown.get((big, seat))
            steady = (0, 4, 6, 7, 8, 9, 10)
            if before is None or before[0] != old_key or any(
                    old_key[k] != key[k] for k in steady):
                return None
            part = pyramid_change(before[1:], now[1:], seat, shifted, q, s)
            return None if part is None else [part]
        surface.blit(layer.get(key, area.size, paint, changed=changed), box,
                     box.move(-x0, -y0))
        shown[(big, seat)] = now

    def _veil(self, size, colour) -> pygame.Surface:
        key = ("veil", size, colour)
        image = self._halos.get(key)
        if image is None:
            image = self._halos[key] = pygame.Surface(size, pygame.SRCALPHA)
            image.fill(colour)
        return image

    def draw_pyramid(self, surface, seat, p, origin, q, hidden, big=False,
                     tokens_override=None, plain=False) -> None:
        """A pyramid seen from above: level by level, upper levels casting a shadow."""
        s = self.scale
        o = self.obs
        frame = L.level1_frame(p)
        x0, y0, x1, y1 = frame
        plate = pygame.Rect(round(origin[0] + x0 * q), round(origin[1] + y0 * q),
                            round((x1 - x0) * q), round((y1 - y0) * q))
        if not p["rects"]:
            # the squares level 1 may still cover, faintly
            for qy in range(y0, y1, 2):
                for qx in range(x0, x1, 2):
                    cell = pygame.Rect(round(origin[0] + qx * q), round(origin[1] + qy * q),
                                       round(2 * q) - 1, round(2 * q) - 1)
                    pygame.draw.rect(surface, (232, 214, 170), cell.inflate(-2, -2),
                                     border_radius=max(1, round(q / 6)))
        else:
            pygame.draw.rect(surface, SAND_DARK, plate.inflate(round(q / 2), round(q / 2)),
                             border_radius=max(2, round(q / 3)))
        building = o["level"] if o["phase"] != "over" and not p["eliminated"] else None
        if plain:
            building = None
        pieces = p["pieces"]
        by_level = [[] for _ in range(4)]
        for i, piece in enumerate(pieces):
            by_level[piece["level"] - 1].append(i)
        squares = p["levels"]
        for level in range(1, 5):
            if building == level and level > 1 and p["rects"]:
                r = p["rects"][level - 1]
                target = pygame.Rect(round(origin[0] + r["x"] * q), round(origin[1] + r["y"] * q),
                                     round(2 * r["w"] * q), round(2 * r["h"] * q))
                self.dashed_rect(surface, target, INK if big else MUTED_INK,
                                 max(1, round(q / 12)))
            level_squares = squares[level - 1]
            shown = []
            for n, i in enumerate(by_level[level - 1]):
                if ("piece", seat, i) in hidden:
                    continue
                piece = pieces[i]
                pair = level_squares[2 * n:2 * n + 2]
                rects = square_rects(origin, q, piece["x"], piece["y"], piece["orient"])
                shown.append((rects, pair))
            if level > 1 and shown:
                # the levels below recede a little, the new level casts a shadow
                base = plate.inflate(round(q / 2), round(q / 2))
                surface.blit(self._veil(base.size, (43, 33, 24, 30)), base)
                off = max(2, round(q * 0.28))
                for rects, _pair in shown:
                    whole = rects[0].union(rects[1])
                    self._shadow(surface, whole.move(off, off))
            for rects, pair in shown:
                for rect, sq in zip(rects, pair):
                    draw_square(surface, rect, sq["colour"], sq["gems"], self.patterns)
                whole = rects[0].union(rects[1])
                width = max(1, round(q / 14))
                pygame.draw.rect(surface, INK, whole, width, border_radius=max(1, width * 2))
                a, b = rects
                if a.y == b.y:
                    xline = max(a.x, b.x)
                    pygame.draw.line(surface, (90, 74, 56), (xline, a.y + width),
                                     (xline, a.bottom - width - 1), max(1, width // 2))
                else:
                    yline = max(a.y, b.y)
                    pygame.draw.line(surface, (90, 74, 56), (a.x + width, yline),
                                     (a.right - width - 1, yline), max(1, width // 2))
            for j, card in enumerate(p["cards"]):
                if card["level"] != level or ("card", seat, j) in hidden:
                    continue
                rect = pygame.Rect(round(origin[0] + card["x"] * q),
                                   round(origin[1] + card["y"] * q), round(2 * q), round(2 * q))
                draw_card(surface, rect.inflate(-max(1, round(q / 8)), -max(1, round(q / 8))),
                          card["colour"], card["corner"], self.patterns, card["forced"])
        tokens = tokens_override if tokens_override is not None else p["tokens"]
        for colour, token in enumerate(tokens):
            if token is None or ("token", seat, colour) in hidden:
                continue
            centre = (origin[0] + (token["x"] + 1) * q, origin[1] + (token["y"] + 1) * q)
            draw_token(surface, colour, centre, max(4, q * 0.55))
        # the domino laid this turn
        pending = o["pending"] or {}
        placed = pending.get("placed")
        if placed and o["to_move"] == seat and big and not plain:
            rects = square_rects(origin, q, placed["x"], placed["y"], placed["orient"])
            pygame.draw.rect(surface, GOLD, rects[0].union(rects[1]).inflate(4, 4),
                             max(2, round(2 * s)), border_radius=round(4 * s))

    def _shadow(self, surface, rect) -> None:
        key = ("shadow", rect.size)
        image = self._halos.get(key)
        if image is None:
            image = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(image, (43, 33, 24, 95), image.get_rect(),
                             border_radius=max(2, rect.w // 16))
            self._halos[key] = image
        surface.blit(image, rect)

    @staticmethod
    def dashed_rect(surface, rect, colour, width) -> None:
        dash = max(4, width * 5)
        for x in range(rect.x, rect.right, 2 * dash):
            end = min(x + dash, rect.right)
            pygame.draw.line(surface, colour, (x, rect.y), (end, rect.y), width)
            pygame.draw.line(surface, colour, (x, rect.bottom - 1), (end, rect.bottom - 1), width)
        for y in range(rect.y, rect.bottom, 2 * dash):
            end = min(y + dash, rect.bottom)
            pygame.draw.line(surface, colour, (rect.x, y), (rect.x, end), width)
            pygame.draw.line(surface, colour, (rect.right - 1, y), (rect.right - 1, end), width)

    def glows(self, key: AreaKey) -> bool:
        """The table's glow marks every lit target but the spots for the domino in hand,
        the card chooser's corners (drawn their own way below) and the stacks (outlined,
        keeping the top domino readable)."""
        return not key or key[0] not in ("drop", "nowhere", "pick", "stack")

    def draw_overlay(self, surface) -> None:
        s = self.scale
        i = self.interaction
        lit = i.lit_targets()
        drops = [k for k in lit if k and k[0] == "drop" and k in self.areas]
        for key in lit:
            if key and key[0] in ("drop", "nowhere", "pick"):
                continue
            rect = self.areas.get(key)
            if rect is not None and key[0] == "stack":
                self.outline_glow(surface, rect)  # keep the top domino readable
            elif rect is not None:  # glowing already (`glows`)
                if key[0] == "half" and self.obs["phase"] == "single":
                    # a card would go here: its papyrus frame, dashed
                    frame = rect.inflate(-round(rect.w / 6), -round(rect.h / 6))
                    self.dashed_rect(surface, frame, PAPYRUS, max(2, round(3 * s)))
                if key[0] == "half" and self.obs["phase"] == "token":
                    colour = self.half_colour(key[1])
                    if colour is not None:
                        draw_token(surface, colour, rect.center, rect.w * 0.27, faded=True)
        source = i.active_source
        if source is None and i.hovered is not None and i.hovered[0] in ("quarry", "held") \
                and i.hovered in i.sources():
            self.outline_glow(surface, self.areas[i.hovered])  # this one can be picked up
        # holes of a forced filling glow until one is chosen
        for key in i.sources():
            if key[0] == "hole" and key != source:
                self.glow(surface, self.areas[key])
            if key[0] == "hole" and key == source:
                pygame.draw.rect(surface, TERRACOTTA, self.areas[key].inflate(6, 6),
                                 max(2, round(3 * s)), border_radius=round(6 * s))
        if drops:
            self.draw_drop_spots(surface, drops)
        domino = self.domino_of(source)
        if domino is not None and self.can_rotate():
            actions = self.drop_actions
            hovered = i.hovered if i.hovered in actions else None
            if hovered is not None:
                action = actions[hovered]
                origin, q = self.table_layout.views[self.viewer]
                rects = square_rects(origin, q, action[2], action[3], action[4])
                ghost = domino_image(domino, action[4], round(2 * q), self.patterns, alpha=170)
                surface.blit(ghost, rects[0].union(rects[1]))
            elif (not i.dragging and not i.pointer_resting
                  and self.table_layout.big.collidepoint(i.mouse)):
                q = self.table_layout.views[self.viewer][1]
                ghost = domino_image(domino, self.rotation, round(2 * q), self.patterns,
                                     alpha=150)
                surface.blit(ghost, ghost.get_rect(center=i.mouse))
            if not drops:
                box = self.table_layout.big
                draw_text(surface, _("No room this way round: turn the domino."),
                          (box.centerx, box.bottom - round(30 * s)), "body", s, TERRACOTTA,
                          bold=True, anchor="center")
        # the card chooser glows; the corner under the mouse previews the card
        picks = [k for k in lit if k and k[0] == "pick"]
        if picks:
            for colour in sorted({k[1] for k in picks}):
                square = self.areas[("pick", colour, 0)].unionall(
                    [self.areas[("pick", colour, c)] for c in range(1, 4)])
                self.glow(surface, square)
        if i.hovered and i.hovered[0] == "pick" and i.hovered in lit:
            _k, colour, corner = i.hovered
            square = self.areas[("pick", colour, 0)].unionall(
                [self.areas[("pick", colour, c)] for c in range(1, 4)])
            draw_card(surface, square, colour, corner, self.patterns)
            target = self.card_target()
            if target is not None:
                draw_card(surface, target.inflate(-2, -2), colour, corner, self.patterns)
                pygame.draw.rect(surface, GOLD, target.inflate(4, 4), max(2, round(3 * s)),
                                 border_radius=round(6 * s))
        if self.look is not None:
            key = (self.look, self.version, surface.get_size(), self.patterns)
            if getattr(self, "_look_cache", (None,))[0] != key:
                image = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
                self.draw_look(image, self.look)
                self._look_cache = (key, image)
            surface.blit(self._look_cache[1], (0, 0))

    def outline_glow(self, surface, rect) -> None:
        """A legal target whose face must stay readable: a pulsing gold frame only."""
        s = self.scale
        pulse = 0.6 + 0.4 * abs(((self.clock * 1.6) % 2) - 1)
        width = max(2, round(3 * s * pulse + 1))
        pygame.draw.rect(surface, GOLD, rect.inflate(6, 6), width, border_radius=round(8 * s))

    def half_colour(self, half: int):
        """The colour of a half of the domino laid this turn."""
        placed = (self.obs["pending"] or {}).get("placed")
        if not placed:
            return None
        for sq in self.pyramid(self.obs["to_move"])["levels"][placed["level"] - 1]:
            if sq["domino"] == placed["domino"] and sq["half"] == half:
                return sq["colour"]
        return None

    def card_target(self):
        o = self.obs
        pending = o["pending"] or {}
        if o["phase"] == "card" and pending.get("placed"):
            origin, q = self.table_layout.views[self.viewer]
            placed = pending["placed"]
            rects = square_rects(origin, q, placed["x"], placed["y"], placed["orient"])
            return rects[pending["card_half"]]
        source = self.interaction.active_source
        if o["phase"] == "fill" and source is not None and source[0] == "hole":
            return self.areas.get(source)
        return None

    def draw_drop_spots(self, surface, drops) -> None:
        """Each legal spot for the held domino's centre: a small gold domino outline."""
        s = self.scale
        pulse = 0.6 + 0.4 * abs(((self.clock * 1.6) % 2) - 1)
        origin, q = self.table_layout.views[self.viewer]
        horizontal = DIRS[self.rotation][1] == 0
        w, h = (q * 1.6, q * 0.8) if horizontal else (q * 0.8, q * 1.6)
        covered = set()
        actions = self.drop_actions
        for key in drops:
            action = actions.get(key)
            if action is None:
                continue
            for rect in square_rects(origin, q, action[2], action[3], action[4]):
                covered.add(tuple(rect))
        tint = pygame.Surface((max(1, round(2 * q)), max(1, round(2 * q))), pygame.SRCALPHA)
        tint.fill((*GOLD, int(60 * pulse)))
        for rect in covered:
            surface.blit(tint, rect[:2])
        for key in drops:
            rect = self.areas[key]
            spot = pygame.Rect(0, 0, round(w), round(h))
            spot.center = rect.center
            pygame.draw.rect(surface, (*GOLD,), spot, max(2, round(3 * s)),
                             border_radius=max(2, round(q / 3)))
            pygame.draw.circle(surface, GOLD, spot.center, max(2, round(q / 7)))

    def draw_look(self, surface, seat) -> None:
        s = self.scale
        veil = pygame.Surface(self.table_rect.size, pygame.SRCALPHA)
        veil.fill((43, 33, 24, 150))
        surface.blit(veil, self.table_rect)
        box = self.table_rect.inflate(-round(80 * s), -round(60 * s))
        panel(surface, box, radius=round(16 * s), scale=s)
        p = self.pyramid(seat)
        title = ngettext("{name}'s pyramid · {score} point", "{name}'s pyramid · {score} points",
                         p["score"]).format(name=self.name(seat), score=p["score"])
        draw_text(surface, title, (box.x + round(20 * s), box.y + round(14 * s)), "large", s,
                  INK, bold=True, max_width=box.w - round(40 * s))
        draw_text(surface, _("Click anywhere to close"), (box.right - round(20 * s),
                                                          box.bottom - round(30 * s)),
                  "small", s, MUTED_INK, anchor="topright")
        area = box.inflate(-round(60 * s), -round(110 * s)).move(0, round(10 * s))
        origin, q = L.fit_view(L.level1_frame(p), area, 60 * s,
                               (11, 11) if p["rects"] else (13, 13))
        self.draw_pyramid(surface, seat, p, origin, q, frozenset(), big=False)
        self.draw_supply_line(surface, p, (box.x + round(20 * s), box.bottom - round(30 * s)))

    def draw_supply_line(self, surface, p, pos) -> None:
        s = self.scale
        x, y = pos
        for c in range(6):
            draw_token(surface, c, (x + round(10 * s), y + round(10 * s)), 10 * s,
                       faded=p["tokens"][c] is not None)
            x += round(24 * s)
        x += round(10 * s)
        for k in range(3):
            r = pygame.Rect(x, y, round(20 * s), round(20 * s))
            draw_card_back(surface, r, CARD_SIDES[k], faded=k not in p["cards_left"])
            x += round(24 * s)

    def paint_score_card(self, surface, seat, pyr, areas, data):
        """Level scoring on `surface` (a clear window-corner layer the size of the table):
        the pyramid, every scoring area outlined with its points. A generator: each `yield`
        ends a slice of a few milliseconds (the animator paints one slice a frame)."""
        s = self.scale
        surface.fill((43, 33, 24, 140), self.table_rect)  # the veil over the table
        box = self.table_rect.inflate(-round(100 * s), -round(70 * s))
        box.top = self.table_rect.y + round(52 * s)
        box.h = self.table_rect.h - round(70 * s)
        # no soft shadow on the veil (a window-sized shadow costs 10 ms to make)
        panel(surface, box, radius=round(16 * s), scale=s, shadow=False)
        title = _("Level {level} scored: {name}").format(level=data["level"],
                                                          name=self.name(seat))
        draw_text(surface, title, (box.x + round(20 * s), box.y + round(14 * s)), "large", s,
                  INK, bold=True, max_width=box.w - round(200 * s), keep=False)
        draw_text(surface, f"+{data['total']}", (box.right - round(20 * s),
                                                  box.y + round(8 * s)),
                  "heading", s, GOLD, bold=True, anchor="topright", keep=False)
        yield
        area = box.inflate(-round(60 * s), -round(130 * s)).move(0, round(6 * s))
        origin, q = L.fit_view(L.level1_frame(pyr), area, 52 * s, (11, 11))
        self.draw_pyramid(surface, seat, pyr, origin, q, frozenset(), big=False,
                          tokens_override=pyr["tokens"], plain=True)
        yield
        # what does not score is dimmed
        scoring = set()
        for _c, _g, cells in areas:
            scoring |= cells
        for (x, y) in visible_surface(pyr):
            if (x, y) not in scoring:
                x0, y0 = round(origin[0] + x * q), round(origin[1] + y * q)
                size = (round(origin[0] + (x + 1) * q) - x0, round(origin[1] + (y + 1) * q) - y0)
                surface.blit(self._veil(size, (43, 33, 24, 130)), (x0, y0))
        mino_index = None
        if areas:
            low = min(g for _c, g, _cells in areas)
            mino_index = next(k for k, a in enumerate(areas) if a[1] == low)
        width = max(2, round(q / 8))
        f = font("large", s, True)
        labels = [f"+{gems}" if k != mino_index else _("+{gems}, Mino +{gems}").format(
            gems=gems) for k, (_c, gems, _cells) in enumerate(areas)]
        tags = tag_places([(f.size(label)[0] + round(18 * s), round(34 * s))
                           for label in labels], [cells for _c, _g, cells in areas],
                          origin, q, box, round(4 * s))
        for k, (_colour, _gems, cells) in enumerate(areas):
            edge = GOLD if k != mino_index else (255, 255, 255)
            for (x, y) in cells:
                px, py = origin[0] + x * q, origin[1] + y * q
                if (x - 1, y) not in cells:
                    pygame.draw.line(surface, edge, (px, py), (px, py + q), width)
                if (x + 1, y) not in cells:
                    pygame.draw.line(surface, edge, (px + q, py), (px + q, py + q), width)
                if (x, y - 1) not in cells:
                    pygame.draw.line(surface, edge, (px, py), (px + q, py), width)
                if (x, y + 1) not in cells:
                    pygame.draw.line(surface, edge, (px, py + q), (px + q, py + q), width)
        for (colour, _gems, _cells), label, tag in zip(areas, labels, tags, strict=True):
            chip(surface, tag, INK, round(17 * s))
            pygame.draw.rect(surface, COLOUR_RGB[colour], tag, max(2, round(3 * s)),
                             border_radius=round(17 * s))
            draw_text(surface, label, tag.center, "large", s, PAPYRUS, bold=True,
                      anchor="center", keep=False)
        yield
        y = box.bottom - round(34 * s)
        if not areas:
            line = _("No gem token on the pyramid: 0 points.")
        else:
            parts = " + ".join(str(g) for _c, g, _cells in areas)
            line = ngettext("Areas {parts}, Mino bonus {mino}: {total} point",
                            "Areas {parts}, Mino bonus {mino}: {total} points",
                            data["total"]).format(
                parts=parts, mino=data["mino"], total=data["total"])
        draw_text(surface, line, (box.centerx, y), "body", s, INK, bold=True, anchor="midtop",
                  max_width=box.w - round(40 * s), keep=False)


def pyramid_change(old, new, seat: int, origin, q: float, scale: float):
    """Where a pyramid's picture differs between `old` and `new`, each (pyramid, its hidden
    keys, the domino laid this turn or None, the level being built): the pieces and cards
    added or shown or hidden (with the shadow a piece casts), the tokens that came, went
    or moved, the laid domino's outline, the dashed frames of the old and new level, the
    faint squares level 1 may still cover (before and after). None
    when more changed: a level frame, the elimination, a piece or card taken back, or an
    upper level's first piece shown or hidden (the levels below recede)."""
    (p0, hidden0, placed0, level0), (p1, hidden1, placed1, level1) = old, new
    if p0["rects"] != p1["rects"] or p0["eliminated"] != p1["eliminated"]:
        return None
    for kind in ("pieces", "cards"):
        if p1[kind][:len(p0[kind])] != p0[kind]:
            return None

    def levels_shown(p, hidden):  # a level over the first one veils those below
        return {piece["level"] for i, piece in enumerate(p["pieces"])
                if piece["level"] > 1 and ("piece", seat, i) not in hidden}
    if levels_shown(p0, hidden0) != levels_shown(p1, hidden1):
        return None

    def flipped(kind, index):
        return ((kind, seat, index) in hidden0) != ((kind, seat, index) in hidden1)
    rects = []
    if not p1["rects"] and L.level1_frame(p0) != L.level1_frame(p1):
        for p in (p0, p1):  # the faint squares level 1 may still cover, before and after
            x0, y0, x1, y1 = L.level1_frame(p)
            rects.append(pygame.Rect(round(origin[0] + x0 * q), round(origin[1] + y0 * q),
                                     round((x1 - x0) * q) + 1, round((y1 - y0) * q) + 1))
    off = max(2, round(q * 0.28))
    for i, piece in enumerate(p1["pieces"]):
        if i >= len(p0["pieces"]) or flipped("piece", i):
            a, b = square_rects(origin, q, piece["x"], piece["y"], piece["orient"])
            whole = a.union(b)
            rects += [whole, whole.move(off, off)]
    for j, card in enumerate(p1["cards"]):
        if j >= len(p0["cards"]) or flipped("card", j):
            rects.append(pygame.Rect(round(origin[0] + card["x"] * q),
                                     round(origin[1] + card["y"] * q), round(2 * q) + 1,
                                     round(2 * q) + 1))
    r = max(4, round(max(4, q * 0.55)))
    reach = r + max(1, r // 6) + 2
    for colour in range(6):
        tokens = [p["tokens"][colour] if ("token", seat, colour) not in hidden else None
                  for p, hidden in ((p0, hidden0), (p1, hidden1))]
        if tokens[0] != tokens[1]:
            for token in tokens:
                if token is not None:
                    centre = (round(origin[0] + (token["x"] + 1) * q),
                              round(origin[1] + (token["y"] + 1) * q))
                    rects.append(pygame.Rect(centre[0] - reach, centre[1] - reach,
                                             2 * reach, 2 * reach))
    if placed0 != placed1:
        width = max(2, round(2 * scale))
        for placed in (placed0, placed1):
            if placed:
                a, b = square_rects(origin, q, placed["x"], placed["y"], placed["orient"])
                rects.append(a.union(b).inflate(4 + 2 * width, 4 + 2 * width))
    if level0 != level1:
        width = max(1, round(q / 12))
        for p, level in ((p0, level0), (p1, level1)):
            if p["rects"] and 1 < level <= len(p["rects"]):
                r = p["rects"][level - 1]
                rects.append(pygame.Rect(round(origin[0] + r["x"] * q),
                                         round(origin[1] + r["y"] * q), round(2 * r["w"] * q),
                                         round(2 * r["h"] * q)).inflate(2 * width + 4,
                                                                        2 * width + 4))
    if not rects:
        return pygame.Rect(0, 0, 0, 0)
    return rects[0].unionall(rects[1:]).inflate(4, 4)
