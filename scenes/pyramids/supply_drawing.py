"""`SupplyDrawing`: the supply column of the Pyramids board, for the seat the table shows —
its gem tokens (faded once on the pyramid) and single-tile cards (faded once used), the
levels' bars with each scored level's points, the total, and the card chooser while the
viewer chooses a card; each a tile repainted on its own (scenes/kit/render_cache.py)."""

from collections.abc import Collection

import pygame

from engines.core import canonical
from engines.pyramids.data import CARD_SIDES
from engines.pyramids.observation import PyramidView
from scenes.kit.layout import AreaKey
from shell.language.i18n import _
from shell.ui.theme import GOLD, INK, MUTED_INK, draw_text, first_lines, font, wrap

from . import keys as K
from . import layout as L
from .help import level_label
from .part import PyramidsPart
from .pieces import corner_centre, draw_card_back, draw_square, draw_token

Tile = tuple[pygame.Rect, object]  # a place of the part and what it shows there


class SupplyDrawing(PyramidsPart):
    """The supply column (see the module doc)."""

    def shown(self, seat: int) -> tuple:
        """What the supply column shows of `seat`'s pyramid (`draw` reads no more): which
        tokens are on it, the single-tile cards left, the levels' scores, the total. A
        domino laid leaves it as it was."""
        p = self.pyramid(seat)
        return (tuple(token is not None for token in p["tokens"]), tuple(p["cards_left"]),
                canonical(p["level_scores"]), p["score"])

    def token_placed(self, seat: int, colour: int, hidden: Collection[AreaKey]) -> bool:
        """`seat`'s gem token of `colour` is on the pyramid, or flying to or from it."""
        return (self.pyramid(seat)["tokens"][colour] is not None
                or K.TokenAt("token", seat, colour) in hidden
                or K.SupplyAt("supply", seat, colour) in hidden)

    def chooser_box(self) -> pygame.Rect:
        return self.table_layout.canvas.rect(L.LEFT[0] + 6, 404, L.LEFT[2] - 12, 300)

    def choosing(self) -> bool:
        """The viewer chooses a single-tile card's side and corner."""
        return self.obs["phase"] in ("card", "fill") and self.mover_is_viewer()

    def places(self, me: int, hidden: Collection[AreaKey]) -> list[Tile]:
        """The column's places: each gem token and single-tile card, the levels and the
        total, the card chooser; the whole column for the seat shown."""
        o = self.obs
        s = self.scale
        bt = self.board_text.scale
        lay = self.table_layout
        p = self.pyramid(me)
        over = o["phase"] == "over"
        places: list[Tile] = [(lay.left.inflate(8, 8), (me, self.patterns))]
        for c in range(6):
            places.append((self.areas[K.TokenSupply("token_supply", c)].inflate(8, 8),
                           self.token_placed(me, c, hidden)))
        for k in range(3):
            places.append((self.areas[K.CardSupply("card_supply", k)].inflate(4, 4),
                           k in p["cards_left"]))
        top = lay.canvas.point(0, 312)[1]
        bottom = top + round(22 * s) + round(70 * s) + font("body", bt, True).get_linesize()
        places.append((pygame.Rect(lay.left.x, top - 2, lay.left.w, bottom - top + 6),
                       (o["level"], over, canonical(p["level_scores"]), p["score"])))
        picker = tuple((k, tuple(r)) for k, r in self.areas.items()
                       if isinstance(K.read(k), K.Pick))
        places.append((self.chooser_box().inflate(4, 4), (self.choosing(), picker)))
        return places

    def draw(self, surface: pygame.Surface, hidden: Collection[AreaKey]) -> None:
        me = self.viewer
        p = self.pyramid(me)
        self.draw_pieces_left(surface, me, p, hidden)
        self.draw_levels(surface, p)
        if self.choosing():
            self.draw_picker(surface)

    def draw_pieces_left(self, surface: pygame.Surface, me: int, p: PyramidView,
                         hidden: Collection[AreaKey]) -> None:
        """The gem tokens and single-tile cards, faded once placed or used."""
        for c in range(6):
            r = self.areas[K.TokenSupply("token_supply", c)]
            draw_token(surface, c, r.center, r.w * 0.42, faded=self.token_placed(me, c, hidden))
        used = {k for k in range(3) if k not in p["cards_left"]}
        for k in range(3):
            r = self.areas[K.CardSupply("card_supply", k)]
            draw_card_back(surface, r, CARD_SIDES[k], faded=k in used)

    def draw_levels(self, surface: pygame.Surface, p: PyramidView) -> None:
        """Which level is being built and each scored level's points; the names and the
        points in two columns at the panel's right (as wide as their texts, a space apart),
        the bars in the room left of them; the total under them."""
        s = self.scale
        bt = self.board_text.scale
        o = self.obs
        left = self.table_layout.left
        x = left.x + round(12 * s)
        y = self.table_layout.canvas.point(0, 312)[1]
        draw_text(surface, _("Levels"), (x, y), "small", bt, MUTED_INK)
        y += round(22 * s)
        names = [_("L{level}").format(level=level) for level in range(1, 5)]
        labels = [level_label(entry) for entry in p["level_scores"]]
        plain, bold = font("small", bt), font("small", bt, True)
        space = plain.size(" ")[0]
        right = left.right - round(12 * s)
        points_w = max([bold.size(label)[0] for label in labels] + [bold.size("00+0")[0]])
        name_x = right - points_w - 2 * space - max(plain.size(n)[0] for n in names)
        unit = min(22 * s, (name_x - round(10 * s) - x - round(18 * s)) / 4)
        step = max(round(16 * s), round(0.65 * plain.get_height()))  # names apart
        for level in range(1, 5):
            w = round((5 - level) * unit + 14 * s)
            bar = pygame.Rect(x + round(4 * s) + round((level - 1) * unit / 2),
                              y + (4 - level) * step, w, round(14 * s))
            current = level == o["level"] and o["phase"] != "over"
            done = level <= len(labels)
            fill = GOLD if current else ((200, 176, 120) if done else (230, 216, 180))
            pygame.draw.rect(surface, fill, bar, border_radius=round(3 * s))
            pygame.draw.rect(surface, INK, bar, 1, border_radius=round(3 * s))
            draw_text(surface, names[level - 1], (name_x, bar.centery), "small", bt, MUTED_INK,
                      anchor="midleft")
            if done:
                draw_text(surface, labels[level - 1], (right, bar.centery), "small", bt, INK,
                          bold=True, anchor="midright")
        y += max(round(70 * s), 3 * step + round(22 * s))
        draw_text(surface, _("Total {score}").format(score=p["score"]), (x, y), "body", bt, INK,
                  bold=True)

    def draw_picker(self, surface: pygame.Surface) -> None:
        """The card chooser: per card left its two sides, each corner a target."""
        s = self.scale
        bt = self.board_text.scale
        box = self.chooser_box()
        pygame.draw.rect(surface, (250, 244, 226), box, border_radius=round(10 * s))
        pygame.draw.rect(surface, GOLD, box, max(2, round(2 * s)), border_radius=round(10 * s))
        f = font("small", bt, True)
        lines = wrap(_("Single-tile card: click where its gem goes"), f,
                     box.w - round(16 * s))
        for k, line in enumerate(first_lines(lines, 2, surface, box)):
            draw_text(surface, line, (box.x + round(8 * s), box.y + round(4 * s) +
                                      k * f.get_linesize()), "small", bt, INK, bold=True)
        seen = set()
        for key, rect in self.areas.items():
            pick = K.read(key)
            if not isinstance(pick, K.Pick) or pick.colour in seen:
                continue
            seen.add(pick.colour)
            square = rect.unionall([self.areas[K.Pick("pick", pick.colour, c)]
                                    for c in range(4)])
            draw_square(surface, square, pick.colour, (), self.patterns)
            pygame.draw.rect(surface, INK, square, 1)
            for corner in range(4):
                c = corner_centre(square, corner)
                pygame.draw.circle(surface, (250, 244, 226), (round(c[0]), round(c[1])),
                                   round(square.w / 7), 1)
