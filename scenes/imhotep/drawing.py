"""How the Imhotep table is drawn: sites, docks, ships and mats in two cached layers (the
background changes with the layout only; the pieces go over it), the keep dialog and the
pieces in hand. Everything is placed by the layout (`self.table_layout`)."""

from collections.abc import Callable, Collection, Sequence
from functools import partial
from typing import Any

import pygame

from engines.core import canonical
from engines.imhotep.observation import (
    ImhotepObservation,
    MarketSite,
    ObelisksA,
    ObelisksB,
    PyramidsA,
    PyramidsB,
    Site,
    TempleA,
    TempleB,
    Tomb,
)
from scenes.kit.context import TableContext
from scenes.kit.game_view import ViewPart
from scenes.kit.layout import AreaKey
from scenes.kit.render_cache import Tiles
from shell.language import i18n
from shell.language.i18n import _, ngettext, translate
from shell.ui.theme import GOLD, INK, MUTED_INK, PAPYRUS, chip, draw_text, font, panel, wrap

from . import layout as L
from .area_keys import HandKey, QuarryKey, ShipKey, SledKey, read_key
from .help import side_of
from .pieces import (
    STONE_RGB,
    card_face,
    card_symbol,
    draw_stone,
    empty_cell,
    ship_hull,
    stone_image,
    water,
)
from .texts import CARD_SHORT, SIDE_LETTERS, site_name

Hidden = Collection[AreaKey]  # the areas whose pieces an animation has in flight
Paint = Callable[[pygame.Surface], None]


class ImhotepDrawing(ViewPart[ImhotepObservation, L.ImhotepLayout]):
    """What `ImhotepView` draws, made from the view's table context: the background, the
    board's parts, the overlay, the pieces in hand and each seat's stone. Everything is
    placed by the layout (`self.table_layout`)."""

    def __init__(self, ctx: TableContext[ImhotepObservation], fine_print: bool = True) -> None:
        super().__init__(ctx)
        # the sites' names and printed notes (card names, deck size, scoring lines); a small
        # picture of the sites leaves them out and names the sites under the boards
        self.fine_print = fine_print

    def colour(self, seat: int) -> str:
        """The colour of `seat`'s stones."""
        return self.obs["colours"][seat]

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        return STONE_RGB[self.colour(seat)]

    def draw_seat_marker(self, surface: pygame.Surface, seat: int, center: tuple[int, int],
                         radius: int) -> None:
        """A seat's mark: one of its stones."""
        image = stone_image(self.colour(seat), radius * 2 + 2, self.patterns)
        surface.blit(image, image.get_rect(center=center))

    def drag_image(self, source: AreaKey) -> pygame.Surface | None:
        s = self.scale
        piece = read_key(source)
        if isinstance(piece, (SledKey, QuarryKey)):
            return stone_image(self.colour(piece.seat), round(34 * s), self.patterns)
        if isinstance(piece, HandKey):
            rect = pygame.Rect(0, 0, round(70 * s), round(48 * s))
            image = pygame.Surface(rect.size, pygame.SRCALPHA)
            card_face(image, rect, piece.card, _(CARD_SHORT[piece.card]), s)
            return image
        if isinstance(piece, ShipKey) and piece.ship in self.table_layout.ships:
            rect = self.table_layout.ships[piece.ship]
            image = pygame.Surface(rect.size, pygame.SRCALPHA)
            self.draw_ship(image, piece.ship, rect.move(-rect.x, -rect.y), self.obs, plain=True)
            return image
        return None

    def background_key(self) -> tuple:
        o = self.obs
        return (self.size, o["players"], tuple(sorted(o["options"].items())),
                i18n.current_language())

    def draw_background(self, surface: pygame.Surface) -> None:
        water(surface, self.table_layout.river, self.scale)
        self.draw_site_boards(surface)
        for dock in self.table_layout.docks.values():
            self.draw_dock(surface, dock)
        for seat, mat in enumerate(self.table_layout.mats):
            self.draw_mat_background(surface, seat, mat)

    def draw_site_boards(self, surface: pygame.Surface) -> None:
        """The five sites' boards with their names, sides and printed cells."""
        s = self.scale
        bt = self.board_text.scale
        for name in L.SITE_ORDER:
            rect = self.table_layout.sites[name]
            side = side_of(self.obs["sites"], name)
            panel(surface, rect, radius=round(12 * s), scale=s)
            tag = pygame.Rect(rect.right - round(27 * s), rect.y + round(9 * s), round(22 * s),
                              round(22 * s))
            if self.fine_print:  # the name has the row up to the side's badge
                left = rect.x + round(8 * s)
                draw_text(surface, site_name(name, side), (left, rect.y + round(8 * s)),
                          "body", bt, INK, bold=True, max_width=tag.x - round(3 * s) - left)
            chip(surface, tag, INK, round(5 * s))
            draw_text(surface, translate(SIDE_LETTERS[side]), tag.center,
                      "small", bt, PAPYRUS,
                      bold=True, anchor="center")
            self.draw_site(surface, name, frozenset(), True)

    def draw_site(self, surface: pygame.Surface, name: Site, hidden: Hidden,
                  background: bool) -> None:
        """Site `name` on its board: its printed cells (`background`), else what lies on it
        less what is `hidden`."""
        rect = self.table_layout.sites[name]
        sites = self.obs["sites"]
        if name == "market":
            self.draw_market(surface, rect, sites["market"], hidden, background)
        elif name == "pyramids":
            self.draw_pyramids(surface, rect, sites["pyramids"], hidden, background)
        elif name == "temple":
            self.draw_temple(surface, rect, sites["temple"], hidden, background)
        elif name == "tomb":
            self.draw_tomb(surface, rect, sites["tomb"], hidden, background)
        else:
            self.draw_obelisks(surface, rect, sites["obelisks"], hidden, background)

    def board_parts(self) -> dict[str | tuple[str, int], tuple[pygame.Rect, Any, Paint]]:
        """The five sites, each ship and each mat: where each is (with room for labels,
        badges and a lifted ship), what it shows and how it is painted (see
        GameView.board_parts). A site is keyed by what its board shows (a stone in flight
        there shows as none: its landing frame leaves the site be); the market by its
        places (each card, the deck and the stones)."""
        o = self.obs
        lay = self.table_layout
        hidden = self.animator.hidden_keys()
        pad = round(30 * self.scale)
        parts: dict[str | tuple[str, int], tuple[pygame.Rect, Any, Paint]] = {}
        for name in L.SITE_ORDER:  # the market's stones may run past its right edge
            rect = lay.sites[name].inflate(pad if name == "market" else 4, 0)
            # what else shows inside the site's own board (not the pad: a docked ship's
            # place there is its own part's); the stones hidden there are in `shown`
            inside = self.shown_inside(lay.sites[name])
            inside = inside[:1] + inside[2:]
            key: Any
            if name == "market":
                key = Tiles(self._market_places(rect, inside))
            else:
                key = (self._site_shown(name, hidden), o["players"], inside)

            def paint_site(surface: pygame.Surface, name: Site = name) -> None:
                self.draw_site(surface, name, hidden, False)
            parts[name] = (rect, key, paint_site)
        for k in range(len(o["ships"])):
            rect = self._ship_part_rect(k)

            def paint_ship(surface: pygame.Surface, k: int = k) -> None:
                self.draw_ship_at_rest(surface, k, hidden)
            parts[("ship", k)] = (rect, (canonical(o["ships"][k]), ("ship", k) in hidden,
                                         self.shown_inside(rect)), paint_ship)
        mat_pad = round(8 * self.scale)  # highlights round a sled or quarry; mats stand
        for seat, mat in enumerate(lay.mats):  # 10 units apart: each catches up alone
            rect = mat.inflate(mat_pad, mat_pad)

            def paint_mat(surface: pygame.Surface, seat: int = seat,
                          mat: pygame.Rect = mat) -> None:
                self.draw_mat(surface, seat, mat, hidden)
            parts[("mat", seat)] = (
                rect, (seat, o["to_move"] == seat, o["first_player"] == seat, o["sleds"][seat],
                       o["quarry"][seat], canonical(o["hands"][seat]), self.shown_inside(rect)),
                paint_mat)
        return parts

    def _ship_part_rect(self, k: int) -> pygame.Rect:
        """Where ship `k` at rest paints: its hull (lifted while picked up) with the gold
        ring round it, its "min n" above it in the river and its "stayed" under it."""
        s = self.scale
        bt = self.board_text.scale
        ship = self.table_layout.ships[k]
        lifted = self.interaction.active_source == ("ship", k) and not self.interaction.dragging
        edge = 2 * max(4, round(2 * s))  # the ring 3 px out, the hull's line half out
        rect = ship.inflate(edge, edge)
        if lifted:
            rect.union_ip(ship.move(0, -round(6 * s)).inflate(edge, edge))
        f = font("small", bt * 0.85)
        w, h = f.size(_("stayed"))
        rect.union_ip(pygame.Rect(ship.centerx - w // 2 - 2, ship.bottom - 2, w + 4, h + 4))
        data = self.obs["ships"][k]
        if data["site"] is None:
            w, h = f.size(_("min {n}").format(n=data["min_load"]))
            rect.union_ip(pygame.Rect(ship.x + round(8 * s) - 2, ship.y - round(1 * s) - h - 2,
                                      w + 4, h + 4))
        return rect

    def _site_shown(self, name: Site, hidden: Hidden) -> tuple:
        """What site `name`'s board shows over the background: the stones on it less those
        hidden (in flight there), its extra stones."""
        sites = self.obs["sites"]

        def shown(cells: Sequence[int | None], key: Callable[[int], AreaKey]) -> tuple:
            """The stones drawn: (place, owner), none hidden."""
            return tuple((i, owner) for i, owner in enumerate(cells)
                         if owner is not None and key(i) not in hidden)
        def pyramid_cell(k: int, c: int) -> AreaKey:
            return ("cell", name, (k, c))
        if name == "pyramids":
            pyramids = sites["pyramids"]
            cells: tuple
            if pyramids["side"] == "A":
                cells = shown(pyramids["cells"], lambda i: ("cell", name, i))
            else:
                cells = tuple(shown(pyramid, partial(pyramid_cell, k))
                              for k, pyramid in enumerate(pyramids["pyramids"]))
            return pyramids["side"], cells, tuple(pyramids["extra"][-8:])
        if name == "temple":
            temple = sites["temple"]
            return temple["side"], tuple(
                tuple(column[:-1] if ("cell", name, c) in hidden and column else column)
                for c, column in enumerate(temple["columns"]))
        if name == "tomb":
            tomb = sites["tomb"]
            return tomb["side"], shown(tomb["stones"], lambda i: ("cell", name, i))
        obelisks = sites["obelisks"]
        n = self.obs["players"]
        less = [1 if ("cell", name, seat) in hidden else 0 for seat in range(n)]
        if obelisks["side"] == "A":
            return obelisks["side"], tuple(h - k for h, k in zip(obelisks["heights"][:n], less,
                                                                  strict=True))
        return obelisks["side"], canonical(obelisks["towers"]), tuple(
            h - k for h, k in zip(obelisks["loose"][:n], less, strict=True))

    def _market_places(self, rect: pygame.Rect, inside: tuple) -> list[tuple[pygame.Rect, Any]]:
        """The market's places (`Tiles`): each card of the display, the face-down pair,
        the deck's size and the stones there; the whole site for the rest."""
        s = self.scale
        o = self.obs
        market = o["market"]
        board = self.table_layout.sites["market"]
        places: list[tuple[pygame.Rect, Any]] = [(rect, (o["players"], inside))]
        for i, card in enumerate(market["display"]):
            places.append((self.areas[("display", i)].inflate(4, 4), card))
        if ("pair",) in self.areas:
            places.append((self.areas[("pair",)].inflate(4, 4), bool(market["pair"])))
        top = board.bottom - round(52 * s) - 2
        places.append((pygame.Rect(rect.x, top, rect.w, rect.bottom - top),
                       (market["deck_size"], tuple(o["market_stones"]))))
        return places

    def draw_board(self, surface: pygame.Surface) -> None:
        for _rect, _key, paint in self.board_parts().values():
            paint(surface)

    def draw_ship_at_rest(self, surface: pygame.Surface, k: int, hidden: Hidden) -> None:
        """Ship `k` where the layout puts it (unless it is sailing: the animation has it)."""
        if ("ship", k) in hidden:
            return
        active = self.interaction.active_source
        self.draw_ship(surface, k, self.table_layout.ships[k], self.obs, hidden=hidden,
                       lifted=active == ("ship", k) and not self.interaction.dragging,
                       movable=("ship", k) in self.interaction.sources())

    def draw_overlay(self, surface: pygame.Surface) -> None:
        o = self.obs
        lit = self.interaction.lit_targets()
        if ("river",) in lit:
            draw_text(surface, _("Drop the card on the river to play it"),
                      self.table_layout.river.move(0, round(6 * self.scale)).midtop,
                      "small", self.scale, PAPYRUS, bold=True, anchor="midtop")
        if o["pending"]["kind"] == "keep" and o["peek"]:
            self.draw_keep(surface, o["peek"], lit)

    def draw_market(self, surface: pygame.Surface, rect: pygame.Rect, site: MarketSite,
                    hidden: Hidden, background: bool) -> None:
        s = self.scale
        bt = self.board_text.scale
        market = self.obs["market"]
        if background:
            for i in range(len(market["display"])):
                empty_cell(surface, self.areas[("display", i)], s)
            if ("pair",) in self.areas:
                empty_cell(surface, self.areas[("pair",)], s)
            return
        for i, card in enumerate(market["display"]):
            if card is not None:
                card_face(surface, self.areas[("display", i)], card,
                          _(CARD_SHORT[card]) if self.fine_print else "", s)
        if ("pair",) in self.areas and market["pair"]:
            back = self.areas[("pair",)].inflate(-round(10 * s), -round(8 * s))
            card_face(surface, back.move(-round(5 * s), -round(3 * s)), None, "", s, True)
            card_face(surface, back.move(round(5 * s), round(3 * s)), None, "", s, True)
        y = rect.bottom - round(52 * s)
        if self.fine_print:
            draw_text(surface, ngettext("Deck: {n} card", "Deck: {n} cards",
                                        market["deck_size"]).format(n=market["deck_size"]),
                      (rect.x + round(10 * s), y), "small", bt, MUTED_INK)
        x = rect.x + round(10 * s)
        y += round(22 * s)
        for seat, count in enumerate(self.obs["market_stones"]):
            for _k in range(count):
                draw_stone(surface, self.colour(seat), pygame.Rect(x, y, round(20 * s),
                                                                   round(20 * s)), self.patterns)
                x += round(22 * s)

    def draw_pyramids(self, surface: pygame.Surface, rect: pygame.Rect,
                      site: PyramidsA | PyramidsB, hidden: Hidden, background: bool) -> None:
        s = self.scale
        bt = self.board_text.scale
        if site["side"] == "A":
            cells = site["cells"]
            for i in range(14):
                key: AreaKey = ("cell", "pyramids", i)
                r = self.areas[key]
                if background:
                    empty_cell(surface, r, s, (222, 204, 158) if i < 9 else (232, 216, 172))
                    draw_text(surface, str(site["values"][i]), r.center, "small", bt, MUTED_INK,
                              anchor="center")
                elif i < len(cells) and key not in hidden:
                    draw_stone(surface, self.colour(cells[i]), r, self.patterns)
        else:
            for k, pyramid in enumerate(site["pyramids"]):
                for c in range(5):
                    key = ("cell", "pyramids", (k, c))
                    r = self.areas[key]
                    if background:
                        empty_cell(surface, r, s)
                        draw_text(surface, "4" if c == 4 else "1", r.center, "small", bt,
                                  MUTED_INK, anchor="center")
                    elif c < len(pyramid) and key not in hidden:
                        draw_stone(surface, self.colour(pyramid[c]), r, self.patterns)
                if background and self.fine_print:
                    area = self.areas[("pyramid", k)]
                    label = {"card": _("card"), "stones": "+3",
                             "ship": _("ship")}[site["bonus"][k]]
                    draw_text(surface, label, (area.centerx, area.bottom - round(18 * s)),
                              "small", bt, MUTED_INK, anchor="midtop",
                              max_width=area.w + round(8 * s))
        extra = site["extra"]
        if extra and not background:
            x = rect.x + round(10 * s)
            y = rect.bottom - round(28 * s)
            draw_text(surface, "+", (x, y), "body", bt, MUTED_INK)
            x += round(14 * s)
            for owner in extra[-8:]:
                draw_stone(surface, self.colour(owner), pygame.Rect(x, y, round(18 * s),
                                                                    round(18 * s)),
                           self.patterns)
                x += round(20 * s)

    def draw_temple(self, surface: pygame.Surface, rect: pygame.Rect, site: TempleA | TempleB,
                    hidden: Hidden, background: bool) -> None:
        s = self.scale
        bt = self.board_text.scale
        if background:
            for c in range(site["width"]):
                base = self.areas[("cell", "temple", c)]
                empty_cell(surface, base, s)
                if site["side"] == "B" and site["rewards"] and self.fine_print:
                    # under each cell its reward: "1/2", "2", or a card drawn small (a
                    # word would run into its neighbours' labels; the tooltip names it)
                    reward = site["rewards"][c]
                    top = (base.centerx, base.bottom + round(4 * s))
                    if reward == "card":
                        card_symbol(surface, top, s)
                    else:
                        draw_text(surface, "1/2" if reward == "point_or_stones" else "2",
                                  top, "small", bt, MUTED_INK, anchor="midtop")
            if site["side"] == "A" and self.fine_print:
                label = self.board_text.label(
                    [_("1 point per top stone"), _("1 per top stone")], rect.w - round(12 * s),
                    factor=0.85)
                draw_text(surface, label,
                          (rect.centerx, rect.bottom - round(22 * s)), "small", s * 0.85,
                          MUTED_INK, anchor="midtop", px=self.board_text.px("small", 0.85),
                          max_width=rect.w - round(12 * s))
            return
        lift = round(24 * s)
        for c, column in enumerate(site["columns"]):
            key = ("cell", "temple", c)
            base = self.areas[key]
            visible = list(column)
            if key in hidden and visible:
                visible = visible[:-1]
            shown = visible[-5:]
            for k, owner in enumerate(shown):
                draw_stone(surface, self.colour(owner), base.move(0, -k * lift), self.patterns)
            if len(visible) > 1:
                draw_text(surface, str(len(visible)),
                          (base.centerx, base.y - (len(shown) - 1) * lift - round(2 * s)),
                          "small", bt, MUTED_INK, anchor="midbottom")

    def draw_tomb(self, surface: pygame.Surface, rect: pygame.Rect, site: Tomb, hidden: Hidden,
                  background: bool) -> None:
        s = self.scale
        bt = self.board_text.scale
        stones = site["stones"]
        if background and not self.fine_print:
            return
        if background:  # the cells grow with the stones: they are drawn with them
            if site["side"] == "B":  # under the rows, wrapped to the board's width
                first = self.areas[("cell", "tomb", 0)]
                f = font("small", bt * 0.85)
                y = first.y + 3 * (first.h + 2) + 4
                for line in wrap(_("rows: majority 8/4/2/1"), f, rect.w - round(12 * s)):
                    draw_text(surface, line, (rect.centerx, y), "small", bt * 0.85, MUTED_INK,
                              anchor="midtop")
                    y += f.get_linesize()
            else:
                draw_text(surface, _("groups: 1/3/6/10/15"),
                          (rect.centerx, rect.bottom - round(22 * s)), "small", bt * 0.85,
                          MUTED_INK, anchor="midtop")
            return
        index = 0
        while ("cell", "tomb", index) in self.areas:
            empty_cell(surface, self.areas[("cell", "tomb", index)], s)
            index += 1
        for index, owner in enumerate(stones):
            key = ("cell", "tomb", index)
            if key in self.areas and key not in hidden:
                draw_stone(surface, self.colour(owner), self.areas[key], self.patterns)

    def draw_obelisks(self, surface: pygame.Surface, rect: pygame.Rect,
                      site: ObelisksA | ObelisksB, hidden: Hidden, background: bool) -> None:
        s = self.scale
        bt = self.board_text.scale
        n = self.obs["players"]
        if background:
            for seat in range(n):
                empty_cell(surface, self.areas[("cell", "obelisks", seat)], s)
            if site["side"] == "B":
                for k, value in enumerate(site["slot_values"]):
                    r = self.areas[("tower", k)]
                    empty_cell(surface, r, s)
                    draw_text(surface, str(value), (r.centerx, r.bottom + round(1 * s)),
                              "small", bt * 0.85, MUTED_INK, anchor="midtop")
            return
        if site["side"] == "A":
            for seat in range(n):
                key = ("cell", "obelisks", seat)
                base = self.areas[key]
                height = site["heights"][seat] - (1 if key in hidden else 0)
                layer = round(9 * s)
                max_layers = max(1, (base.bottom - rect.y - round(44 * s)) // layer)
                shown = min(height, max_layers)
                colour = STONE_RGB[self.colour(seat)]
                for k in range(shown):
                    r = pygame.Rect(base.x, base.bottom - (k + 1) * layer, base.w, layer - 1)
                    pygame.draw.rect(surface, colour, r, border_radius=2)
                    pygame.draw.rect(surface, INK, r, 1, border_radius=2)
                # above the stack, and never over the cell a stone goes to
                top = min(base.y, base.bottom - shown * layer)
                draw_text(surface, str(height), (base.centerx, top - round(2 * s)), "small", bt,
                          INK, bold=True, anchor="midbottom")
        else:
            for k, owner in enumerate(site["towers"]):
                if ("tower", k) in self.areas:
                    draw_stone(surface, self.colour(owner),
                               self.areas[("tower", k)].inflate(-4, -14), self.patterns)
            for seat in range(n):
                key = ("cell", "obelisks", seat)
                loose = site["loose"][seat] - (1 if key in hidden else 0)
                for k in range(loose):
                    draw_stone(surface, self.colour(seat),
                               self.areas[key].move(0, -k * round(8 * s)), self.patterns)

    def draw_dock(self, surface: pygame.Surface, dock: pygame.Rect) -> None:
        s = self.scale
        pier = dock.inflate(-round(16 * s), -round(12 * s))
        pygame.draw.rect(surface, (176, 140, 86), pier, border_radius=round(6 * s))
        for k in range(1, 6):
            x = pier.x + pier.w * k // 6
            pygame.draw.line(surface, (150, 112, 62), (x, pier.y + 2), (x, pier.bottom - 3), 1)

    def draw_ship(self, surface: pygame.Surface, i: int, rect: pygame.Rect,
                  obs: ImhotepObservation, hidden: Hidden = frozenset(), lifted: bool = False,
                  movable: bool = False, plain: bool = False) -> None:
        s = self.scale
        bt = self.board_text.scale
        ship = obs["ships"][i]
        if lifted:
            rect = rect.move(0, -round(6 * s))
        ship_hull(surface, rect, s)
        for j, r in enumerate(L.slot_rects(rect, ship["capacity"], s)):
            owner = ship["slots"][j]
            pygame.draw.rect(surface, (196, 152, 96), r, border_radius=round(4 * s))
            pygame.draw.rect(surface, (110, 70, 36), r, 1, border_radius=round(4 * s))
            if owner is not None and ("slot", i, j) not in hidden:
                draw_stone(surface, self.colour(owner), r, self.patterns)
        self.draw_ship_number(surface, i, rect)
        if ship["site"] is None:
            label = _("min {n}").format(n=ship["min_load"])
            draw_text(surface, label, (rect.x + round(8 * s), rect.y - round(1 * s)), "small",
                      bt * 0.85, PAPYRUS, anchor="bottomleft")
        if ship.get("stayed"):
            draw_text(surface, _("stayed"), rect.midbottom, "small", bt * 0.85, PAPYRUS,
                      anchor="midtop")
        if movable and not plain:
            pygame.draw.rect(surface, GOLD, rect.inflate(6, 6), max(1, round(2 * s)),
                             border_radius=round(10 * s))

    def draw_ship_number(self, surface: pygame.Surface, i: int, rect: pygame.Rect) -> None:
        """The ship's number (as the log names it) on a disc at the stern."""
        s = rect.h / L.SHIP_H
        radius = max(6, round(11 * s))
        centre = (rect.x + round(16 * s), rect.centery)
        pygame.draw.circle(surface, PAPYRUS, centre, radius)
        pygame.draw.circle(surface, INK, centre, radius, max(1, round(2 * s)))
        draw_text(surface, str(i + 1), centre, "small", s, INK, bold=True, anchor="center")

    def draw_mat_background(self, surface: pygame.Surface, seat: int, mat: pygame.Rect) -> None:
        s = self.scale
        bt = self.board_text.scale
        panel(surface, mat, radius=round(12 * s), scale=s)
        self.draw_seat_marker(surface, seat, (mat.x + round(20 * s), mat.y + round(16 * s)),
                              round(9 * s))
        draw_text(surface, self.name(seat), self._name_place(mat), "body", bt, INK,
                  bold=True, max_width=mat.w // 2)
        sled = self.areas[("sled", seat)]
        pygame.draw.rect(surface, (200, 170, 112), sled, border_radius=round(6 * s))
        for k in range(5):
            empty_cell(surface, self.areas[("sled_stone", seat, k)], s, (218, 196, 146))
        quarry = self.areas[("quarry", seat)]
        # beside the pile, not under it: the hand's cards come up to the pile
        draw_text(surface, _("quarry"), (quarry.right + round(6 * s), quarry.centery), "small",
                  s * 0.85, MUTED_INK, anchor="midleft", px=self.board_text.px("small", 0.85),
                  max_width=mat.right - round(10 * s) - (quarry.right + round(6 * s)))

    def _name_place(self, mat: pygame.Rect) -> tuple[int, int]:
        """Where a mat's name starts: risen by as much as its larger text grew (the sled
        row comes up under it)."""
        s = self.scale
        return (mat.x + round(36 * s),
                mat.y + round(5 * s) - self.board_text.taller("body", s, True))

    def _draw_first_player(self, surface: pygame.Surface, seat: int, mat: pygame.Rect) -> None:
        """"first player" at the mat's top right; beside the name where its text, larger
        than the board's scale, would reach down to the quarry's frame."""
        s, bt = self.scale, self.board_text.scale
        label = _("first player")
        f = font("small", bt)
        rect = pygame.Rect(0, 0, *f.size(label))
        taller = self.board_text.taller("small", s)
        rect.topright = (mat.right - round(12 * s), mat.y + round(7 * s) - taller)
        if taller and rect.colliderect(self.areas[("quarry", seat)].inflate(6, 6)):
            x, y = self._name_place(mat)
            name = font("body", bt, True).size(self.name(seat))[0]
            rect.bottomleft = (x + min(name, mat.w // 2) + f.size(" ")[0] * 2,  # baselines
                               y + font("body", bt, True).get_ascent() - f.get_descent())
        draw_text(surface, label, rect.topleft, "small", bt, MUTED_INK,
                  max_width=mat.right - round(12 * s) - rect.x)

    def draw_mat(self, surface: pygame.Surface, seat: int, mat: pygame.Rect, hidden: Hidden,
                 ) -> None:
        s = self.scale
        bt = self.board_text.scale
        o = self.obs
        if o["to_move"] == seat:
            pygame.draw.rect(surface, GOLD, mat, max(2, round(3 * s)),
                             border_radius=round(12 * s))
        if seat == o["first_player"]:  # it changes every round: not on the background
            self._draw_first_player(surface, seat, mat)
        sources = self.interaction.sources()
        for k in range(o["sleds"][seat]):
            key = ("sled_stone", seat, k)
            lifted = (self.interaction.dragging and self.interaction.pressed == ("sled", seat)
                      and k == o["sleds"][seat] - 1)
            if key not in hidden and not lifted:
                draw_stone(surface, self.colour(seat), self.areas[key], self.patterns)
        if ("sled", seat) in sources:
            pygame.draw.rect(surface, GOLD, self.areas[("sled", seat)].inflate(4, 4),
                             max(1, round(2 * s)), border_radius=round(8 * s))
        quarry = self.areas[("quarry", seat)]
        ms = self.table_layout.mat_scale
        pile = pygame.Rect(quarry.x, quarry.y, round(40 * ms), round(40 * ms))
        for k, (dx, dy) in enumerate(((0, 12), (14, 12), (7, 0))):
            if o["quarry"][seat] > k:
                draw_stone(surface, self.colour(seat),
                           pygame.Rect(pile.x + round(dx * ms), pile.y + round(dy * ms),
                                       round(24 * ms), round(24 * ms)), self.patterns)
        draw_text(surface, str(o["quarry"][seat]), (pile.right + round(6 * ms), pile.centery),
                  "large", bt, INK, bold=True, anchor="midleft")
        if ("quarry", seat) in sources:
            pygame.draw.rect(surface, GOLD, quarry.inflate(6, 6), max(1, round(2 * s)),
                             border_radius=round(8 * s))
        hand = o["hands"][seat]
        for card, count in hand.items():
            hand_key: AreaKey = ("hand", seat, card)
            if count <= 0 or hand_key not in self.areas or hand_key in hidden:
                continue
            r = self.areas[hand_key]
            cs = self.table_layout.card_scale
            card_face(surface, r, card, L.hand_label(card, r.w, cs), cs * L.HAND_CARD_SCALE)
            if count > 1:
                badge = pygame.Rect(r.right - round(16 * s), r.y - round(6 * s), round(20 * s),
                                    round(18 * s))
                chip(surface, badge, INK, round(9 * s))
                draw_text(surface, str(count), badge.center, "small", bt * 0.85, PAPYRUS,
                          bold=True, anchor="center")
            if hand_key in sources:
                pygame.draw.rect(surface, GOLD, r.inflate(6, 6), max(2, round(2 * s)),
                                 border_radius=round(8 * s))
        if not any(v > 0 for v in hand.values()):
            area = self.areas[("hand_area", seat)]
            draw_text(surface, _("no cards yet"), (area.x, area.centery), "small", bt, MUTED_INK,
                      anchor="midleft")

    def draw_keep(self, surface: pygame.Surface, peek: list[str], lit: Collection[AreaKey],
                  ) -> None:
        s = self.scale
        bt = self.board_text.scale
        box = self.table_layout.dialog
        if box is None:  # the layout sets the dialog whenever a keep is pending
            return
        veil = pygame.Surface(self.table_rect.size, pygame.SRCALPHA)
        veil.fill((43, 33, 24, 120))
        surface.blit(veil, self.table_rect)
        panel(surface, box, radius=round(16 * s), scale=s)
        draw_text(surface, _("Keep one card; the other is discarded"),
                  (box.centerx, box.y + round(18 * s)), "body", bt, INK, bold=True,
                  anchor="midtop", max_width=box.w - round(20 * s))
        for j, card in enumerate(peek):
            r = self.areas[("peek", j)]
            card_face(surface, r, card, _(CARD_SHORT[card]), s * 1.2)
            if ("peek", j) in lit:
                self.glow(surface, r)
