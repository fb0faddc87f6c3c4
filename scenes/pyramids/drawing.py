"""How the Pyramids board is drawn: the background (the quarry mat, the supply column's and
the pyramids' panels), then the board in parts that change on their own — the quarry
(quarry_drawing.py), the viewer's supply column (supply_drawing.py), the viewer's pyramid
large and each other pyramid small, each from its own cached layer (painted by
pyramid_painting.py, repainted where it changed: pyramid_change.py). Placed by
`self.table_layout`."""

from collections.abc import Collection, Hashable
from typing import Any

import pygame

from engines.core import canonical
from engines.pyramids.data import CARD_SIDES
from engines.pyramids.observation import Piece, PyramidView
from scenes.kit.context import TableContext
from scenes.kit.layout import AreaKey
from scenes.kit.marks import draw_seat_disc
from scenes.kit.render_cache import Changes, Tiles
from scenes.kit.sprites import Layer
from shell.language import i18n
from shell.language.i18n import _
from shell.ui.theme import (
    GOLD,
    INK,
    MUTED_INK,
    PAPYRUS,
    TERRACOTTA,
    chip,
    draw_text,
    font,
    panel,
)

from . import keys as K
from . import layout as L
from .hand import Hand
from .part import PyramidsPart
from .pieces import domino_image, draw_card_back, draw_token, pyramid_signature, seat_rgb
from .pyramid_change import pyramid_change
from .pyramid_painting import PyramidPainter
from .quarry_drawing import QuarryDrawing
from .supply_drawing import SupplyDrawing

Paint = Any  # a board part's painter, `paint(surface)`
# a pyramid's layer key when last painted, and what the pyramid showed (`Shown`)
ShownAt = tuple[tuple, PyramidView, Collection[AreaKey], Piece | None, int]


class PyramidsDrawing(PyramidsPart):
    """The drawing part of `PyramidsView`: the background and the board's parts (see the
    module doc). It reads the hand (the domino in hand's rotation)."""

    def __init__(self, ctx: TableContext, hand: Hand, painter: PyramidPainter) -> None:
        super().__init__(ctx)
        self.hand = hand
        self.painter = painter
        self.quarry = QuarryDrawing(ctx, hand)
        self.supply = SupplyDrawing(ctx)
        # (big, seat) -> the pyramid's cached layer; and what each showed when last painted
        self.pyramid_layers: dict[tuple[bool, int], Layer] = {}
        self.pyramids_shown: dict[tuple[bool, int], ShownAt] = {}

    def drag_image(self, source: AreaKey) -> pygame.Surface | None:
        domino = self.domino_of(source)
        if domino is None or self.viewer not in self.table_layout.views:
            return None
        q = self.table_layout.views[self.viewer][1]
        return domino_image(domino, self.hand.rotation, round(2 * q), self.patterns)

    # ---------------------------------------------------------------- background
    def background_key(self) -> tuple:
        o = self.obs
        return (self.size, o["players"], self.viewer, i18n.current_language(), self.patterns)

    def draw_background(self, surface: pygame.Surface) -> None:
        self.draw_quarry_mat(surface)
        self.draw_supply_column(surface)
        s = self.scale
        # the big pyramid's base
        panel(surface, self.table_layout.big, fill=(222, 200, 150), radius=round(16 * s), scale=s)
        for seat, rect in self.table_layout.minis.items():
            self.draw_mini_panel(surface, seat, rect)

    def draw_quarry_mat(self, surface: pygame.Surface) -> None:
        """The quarry mat: the stacks' numbers above, the three slots below, each slot tied
        to the two stacks that refill it, the label left of the first slot."""
        s = self.scale
        bt = self.board_text.scale
        canvas = self.table_layout.canvas
        mat = canvas.rect(*L.MAT)
        panel(surface, mat, fill=(226, 206, 160), radius=round(14 * s), scale=s)
        for k in range(4):
            r = L.stack_rect(canvas, k)
            draw_text(surface, str(k + 1), (r.x - round(2 * s), r.centery), "small", bt,
                      MUTED_INK, anchor="midright")
        for slot in range(3):
            r = L.quarry_rect(canvas, slot)
            pygame.draw.rect(surface, (206, 184, 134), r.inflate(round(8 * s), round(8 * s)),
                             border_radius=round(8 * s))
            for k in (slot, slot + 1):
                top = L.stack_rect(canvas, k)
                pygame.draw.line(surface, (190, 166, 116), (top.centerx, top.bottom),
                                 r.midtop, max(1, round(2 * s)))
        # the slots' row is its own: nothing goes under the label
        first = L.quarry_rect(canvas, 0)
        left = mat.x + round(8 * s)
        draw_text(surface, _("Quarry"), (left, first.centery), "small", s,
                  MUTED_INK, bold=True, anchor="midleft", px=self.board_text.px("small"),
                  max_width=first.x - round(8 * s) - left)

    def draw_supply_column(self, surface: pygame.Surface) -> None:
        """The supply column's panel: the viewer's name and the headers."""
        s = self.scale
        bt = self.board_text.scale
        canvas = self.table_layout.canvas
        left = self.table_layout.left
        panel(surface, left, radius=round(12 * s), scale=s)
        draw_text(surface, self.name(self.viewer),
                  (left.x + round(12 * s), left.y + round(10 * s)), "body", bt, INK, bold=True,
                  max_width=left.w - round(24 * s))
        # TRANSLATORS: a column header over the pictures, about 120 px at 1024x640
        draw_text(surface, _("Gem tokens"), canvas.point(L.LEFT[0] + 12, 90), "small", bt,
                  MUTED_INK, max_width=left.w - round(16 * s))
        draw_text(surface, _("Single-tile cards"), canvas.point(L.LEFT[0] + 12, 226), "small",
                  bt, MUTED_INK, max_width=left.w - round(16 * s))

    def draw_mini_panel(self, surface: pygame.Surface, seat: int, rect: pygame.Rect) -> None:
        """A small pyramid's panel: the seat's marker and name."""
        s = self.scale
        bt = self.board_text.scale
        panel(surface, rect, radius=round(12 * s), scale=s)
        draw_seat_disc(surface, seat, seat_rgb(seat),
                       (rect.x + round(16 * s), rect.y + round(16 * s)), round(8 * s),
                       self.patterns)
        rise = self.board_text.taller("body", s, True)  # the gems' row comes up under it
        draw_text(surface, self.name(seat), (rect.x + round(30 * s), rect.y + round(6 * s) - rise),
                  "body", bt, INK, bold=True, max_width=rect.w - round(80 * s))

    # ---------------------------------------------------------------- the board's parts
    def board_parts(self) -> dict:
        """The quarry, the viewer's supply column, the big pyramid and each small one:
        where each is, what it shows and how it is painted (see GameView.board_parts)."""
        lay = self.table_layout
        hidden = self.animator.hidden_keys()
        me = self.viewer
        parts: dict[object, tuple[pygame.Rect, object, Paint]] = {
            "quarry": (self.quarry.rect(), Tiles(self.quarry.places(hidden)),
                       lambda surface: self.quarry.draw(surface, hidden)),
            "left": (lay.left.inflate(8, 8), Tiles(self.supply.places(me, hidden)),
                     lambda surface: self.supply.draw(surface, hidden)),
            # the pyramids paint inside their panels (the background's), the mover's frame
            # on the edge: neighbouring pyramids never share a pixel, so each catches up
            # alone
            "big": (lay.big.copy(), self.big_key(hidden),
                    lambda surface: self.draw_big(surface, hidden))}
        for seat, rect in lay.minis.items():
            parts[("mini", seat)] = (
                rect.copy(), self.mini_key(seat, hidden),
                lambda surface, seat=seat, rect=rect: self.draw_mini(surface, seat, rect,
                                                                     hidden))
        return parts

    def draw_board(self, surface: pygame.Surface) -> None:
        for _rect, _key, paint in self.board_parts().values():
            paint(surface)

    @staticmethod
    def seat_hidden(seat: int, hidden: Collection[AreaKey],
                    kinds: tuple[str, ...]) -> frozenset[AreaKey]:
        """The hidden keys of `seat`'s pieces of `kinds` (pieces, cards, tokens...)."""
        return frozenset(key for key in hidden
                         if isinstance(seated := K.read(key), K.SeatPiece)
                         and seated.seat == seat and seated.kind in kinds)

    def placed_by_viewer(self) -> Piece | None:
        """The domino the viewer laid this turn (None: none, or another seat moves)."""
        o = self.obs
        pending = o["pending"]
        return pending["placed"] if pending is not None and o["to_move"] == self.viewer \
            else None

    def turning_hint(self) -> bool:
        """The big pyramid's header shows how to turn the domino in hand."""
        o = self.obs
        me = self.viewer
        return o["to_move"] == me and self.is_human(me) and o["phase"] in ("take", "place")

    def big_key(self, hidden: Collection[AreaKey]) -> Changes:
        """What the big pyramid shows, and the data `big_change` compares."""
        o = self.obs
        lay = self.table_layout
        me = self.viewer
        over = o["phase"] == "over"
        placed = self.placed_by_viewer()
        turning = self.turning_hint()
        shown = self.seat_hidden(me, hidden, ("piece", "card", "token"))
        return Changes((me, canonical(self.pyramid(me)), canonical(placed), o["level"], over,
                        turning, lay.views.get(me), shown, self.patterns),
                       (me, self.pyramid(me), shown, placed, o["level"], over, turning,
                        lay.views.get(me)), self.big_change)

    def mini_key(self, seat: int, hidden: Collection[AreaKey]) -> tuple:
        """What a small pyramid shows."""
        o = self.obs
        return (seat, canonical(self.pyramid(seat)), o["to_move"] == seat, o["level"],
                o["phase"] == "over", self.table_layout.views.get(seat), self.patterns,
                self.seat_hidden(seat, hidden, ("piece", "card", "token", "supply")))

    def big_change(self, old: tuple, new: tuple) -> list | None:
        """Where the big pyramid's picture changed between two of its keys' data (seat,
        pyramid, hidden keys, domino laid, level, game over, turning hint, view): the
        pieces, cards and tokens that did (`pyramid_change`); None when its header or
        view changed too."""
        if old[0] != new[0] or old[4:] != new[4:] or new[7] is None:
            return None
        origin, q = new[7]
        rect = pyramid_change(old[1:5], new[1:5], new[0], origin, q, self.scale)
        return None if rect is None else [rect.clip(self.table_layout.big)]

    # ---------------------------------------------------------------- the pyramids
    def draw_big(self, surface: pygame.Surface, hidden: Collection[AreaKey]) -> None:
        """The viewer's pyramid, large, with its name tag (and veiled once eliminated)."""
        s = self.scale
        big = self.table_layout.big
        me = self.viewer
        self.blit_pyramid(surface, me, big.inflate(-round(4 * s), -round(4 * s)), hidden,
                          big=True)
        if self.pyramid(me)["eliminated"]:
            self.draw_eliminated(surface, big, (60, 40, 30, 110), round(260 * s),
                                 round(44 * s), round(10 * s), "large")
        self.draw_big_header(surface)

    def draw_eliminated(self, surface: pygame.Surface, rect: pygame.Rect,
                        veil: tuple[int, int, int, int], width: int, height: int,
                        radius: int, role: str) -> None:
        """An eliminated pyramid: veiled, "Eliminated" on a tag in its middle."""
        surface.blit(self.painter.veil(rect.size, veil), rect)
        tag = pygame.Rect(0, 0, width, height)
        tag.center = rect.center
        chip(surface, tag, TERRACOTTA, radius)
        draw_text(surface, _("Eliminated"), tag.center, role, self.scale, PAPYRUS, bold=True,
                  anchor="center")

    def draw_big_header(self, surface: pygame.Surface) -> None:
        """The pyramid's name tag and, while the viewer places, the turning hint to its
        right; when both do not fit one row, the tag leaves out the level (the panel's
        status names it), and failing that the hint goes under the tag."""
        s = self.scale
        bt = self.board_text.scale
        o = self.obs
        r = self.table_layout.big
        name = self.name(self.viewer)
        short = _("{name}'s pyramid").format(name=name)
        text = short if o["phase"] == "over" else _(
            "{name}'s pyramid · building level {level}").format(name=name, level=o["level"])
        hint = _("R / right click / wheel: turn") if self.turning_hint() else None
        f = font("small", bt, True)
        pad, gap = round(24 * s), round(16 * s)
        hint_w = font("small", bt).size(hint)[0] if hint else 0
        room = r.w - round(20 * s) - (hint_w + gap + round(2 * s) if hint else 0)
        if f.size(text)[0] + pad > room:
            text = short
        tag = pygame.Rect(0, 0, 0, round(26 * s))
        tag.w = min(r.w - round(20 * s), f.size(text)[0] + pad)
        tag.topleft = (r.x + round(10 * s), r.y + round(8 * s))
        chip(surface, tag, INK, round(13 * s))
        draw_text(surface, text, tag.center, "small", bt, PAPYRUS, bold=True, anchor="center",
                  max_width=tag.w - round(16 * s))
        if hint:
            beside = tag.w <= room
            draw_text(surface, hint, (r.right - round(12 * s),
                                      r.y + round(12 * s) if beside
                                      else tag.bottom + round(4 * s)),
                      "small", bt, MUTED_INK, anchor="topright")

    def draw_mini(self, surface: pygame.Surface, seat: int, rect: pygame.Rect,
                  hidden: Collection[AreaKey]) -> None:
        """Another seat's pyramid, small: framed while it moves, its score, its tokens and
        cards left, the pyramid (veiled once eliminated)."""
        s = self.scale
        bt = self.board_text.scale
        p = self.pyramid(seat)
        if self.obs["to_move"] == seat:
            pygame.draw.rect(surface, GOLD, rect, max(2, round(3 * s)),
                             border_radius=round(12 * s))
        draw_text(surface, str(p["score"]), (rect.right - round(10 * s), rect.y + round(4 * s)),
                  "large", bt, INK, bold=True, anchor="topright", keep=False)
        self.draw_mini_supply(surface, seat, rect, hidden)
        self.blit_pyramid(surface, seat, L.mini_pyramid_rect(rect, s), hidden, big=False)
        if p["eliminated"]:
            self.draw_eliminated(surface, rect, (60, 40, 30, 120), rect.w - round(30 * s),
                                 round(30 * s), round(8 * s), "body")

    def draw_mini_supply(self, surface: pygame.Surface, seat: int, rect: pygame.Rect,
                         hidden: Collection[AreaKey]) -> None:
        """A small pyramid's tokens and cards left, small (faded once placed or used)."""
        s = self.scale
        p = self.pyramid(seat)
        x = rect.x + round(12 * s)
        y = rect.y + round(38 * s)
        for c in range(6):
            draw_token(surface, c, (x + round(7 * s), y), 7 * s,
                       faded=self.supply.token_placed(seat, c, hidden))
            x += round(17 * s)
        x += round(6 * s)
        for k in range(3):
            r = pygame.Rect(x, y - round(8 * s), round(16 * s), round(16 * s))
            draw_card_back(surface, r, CARD_SIDES[k], faded=k not in p["cards_left"])
            x += round(19 * s)

    def blit_pyramid(self, surface: pygame.Surface, seat: int, box: pygame.Rect,
                     hidden: Collection[AreaKey], big: bool) -> None:
        """Seat's pyramid inside `box`, from its own cached layer: repainted only when what
        it shows changed (a piece, card or token of this seat, the level being built, the
        domino laid this turn), not when another pyramid or the quarry did."""
        p = self.pyramid(seat)
        origin, q = self.table_layout.views[seat]
        o = self.obs
        s = self.scale
        mine = self.seat_hidden(seat, hidden, ("piece", "card", "token"))
        pending = o["pending"]
        placed = (pending["placed"] if pending is not None and big and o["to_move"] == seat
                  else None)
        background = self.background_layer()  # painted before the board, up to date
        key = (seat, pyramid_signature(p), mine, o["level"], o["phase"] == "over",
               tuple(sorted(placed.items())) if placed else None, origin, q, tuple(box),
               self.patterns, background.key)
        layer = self.pyramid_layers.get((big, seat))
        if layer is None:
            layer = self.pyramid_layers[(big, seat)] = Layer()
        # the layer starts at even pixels: Python rounds halves to even, so a piece at
        # x.5 lands on the layer where it would land on the board
        x0, y0 = box.x - box.x % 2, box.y - box.y % 2
        area = pygame.Rect(x0, y0, box.right - x0, box.bottom - y0)
        shifted = (origin[0] - x0, origin[1] - y0)

        under = background.surface
        assert under is not None, "the background is painted before the board"

        def paint(image: pygame.Surface) -> None:  # opaque: the table under it, the pyramid
            image.blit(under, (0, 0), area)
            clip = image.get_clip()  # the part repainted (see Layer.get)
            image.set_clip(clip.clip(box.move(-x0, -y0)))
            self.painter.draw_pyramid(image, seat, p, shifted, q, hidden, big=big)
            image.set_clip(clip)

        now: ShownAt = (key, p, mine, placed, o["level"])

        def changed(old_key: Hashable) -> list[pygame.Rect] | None:
            """Where the picture differs from the last one painted (same place, size
            and look; only the pyramid's pieces, the hidden ones, the domino laid this
            turn or the level being built changed)."""
            before = self.pyramids_shown.get((big, seat))
            steady = (0, 4, 6, 7, 8, 9, 10)
            if before is None or not isinstance(old_key, tuple) or before[0] != old_key or any(
                    old_key[k] != key[k] for k in steady):
                return None
            part = pyramid_change(before[1:], now[1:], seat, shifted, q, s)
            return None if part is None else [part]
        surface.blit(layer.get(key, area.size, paint, changed=changed), box,
                     box.move(-x0, -y0))
        self.pyramids_shown[(big, seat)] = now
