"""`ScoreCard`: a level's scoring shown over the Pyramids table — the pyramid as it scored,
what does not score dimmed, every scoring area outlined with its points on a tag (the
poorest one, the Mino bonus, outlined in white), the sum under it. Painted in slices a few
milliseconds each, one a frame (the animations hand it to the animator)."""

from collections.abc import Iterator, Sequence

import pygame

from engines.pyramids.events import LevelScored
from engines.pyramids.observation import PyramidView
from shell.language.i18n import _, ngettext
from shell.ui.theme import GOLD, INK, PAPYRUS, chip, draw_text, font, panel

from . import layout as L
from .part import PyramidsPart
from .pieces import COLOUR_RGB, visible_surface
from .pyramid_painting import Point, PyramidPainter
from .score_tags import Cell, tag_places

ScoringArea = tuple[int, int, set[Cell]]  # (colour, gems, cells) as the engine scores it


class ScoreCard(PyramidsPart):
    """Paints a level's score card (see the module doc) with the pyramids' painter."""

    def __init__(self, ctx, painter: PyramidPainter) -> None:
        super().__init__(ctx)
        self.painter = painter

    def paint(self, surface: pygame.Surface, seat: int, pyr: PyramidView,
              areas: Sequence[ScoringArea], data: LevelScored) -> Iterator[None]:
        """Level scoring on `surface` (a clear window-corner layer the size of the table):
        the pyramid, every scoring area outlined with its points. A generator: each `yield`
        ends a slice of a few milliseconds (the animator paints one slice a frame)."""
        box = self.paint_frame(surface, seat, data)
        yield
        s = self.scale
        area = box.inflate(-round(60 * s), -round(130 * s)).move(0, round(6 * s))
        origin, q = L.fit_view(L.level1_frame(pyr), area, 52 * s, (11, 11))
        self.painter.draw_pyramid(surface, seat, pyr, origin, q, frozenset(), big=False,
                                  tokens_override=pyr["tokens"], plain=True)
        yield
        self.dim_unscored(surface, pyr, areas, origin, q)
        mino = self.mino_index(areas)
        self.outline_areas(surface, areas, mino, origin, q)
        self.paint_tags(surface, areas, mino, origin, q, box)
        yield
        self.paint_sum(surface, areas, data, box)

    def paint_frame(self, surface: pygame.Surface, seat: int,
                    data: LevelScored) -> pygame.Rect:
        """The veil over the table, the card's panel, its title and the points scored; the
        panel's rect."""
        s = self.scale
        table = self.table_rect
        surface.fill((43, 33, 24, 140), table)  # the veil over the table
        box = table.inflate(-round(100 * s), -round(70 * s))
        box.top = table.y + round(52 * s)
        box.h = table.h - round(70 * s)
        # no soft shadow on the veil (a window-sized shadow costs 10 ms to make)
        panel(surface, box, radius=round(16 * s), scale=s, shadow=False)
        title = _("Level {level} scored: {name}").format(level=data["level"],
                                                          name=self.name(seat))
        draw_text(surface, title, (box.x + round(20 * s), box.y + round(14 * s)), "large", s,
                  INK, bold=True, max_width=box.w - round(200 * s), keep=False)
        draw_text(surface, f"+{data['total']}", (box.right - round(20 * s),
                                                  box.y + round(8 * s)),
                  "heading", s, GOLD, bold=True, anchor="topright", keep=False)
        return box

    def dim_unscored(self, surface: pygame.Surface, pyr: PyramidView,
                     areas: Sequence[ScoringArea], origin: Point, q: float) -> None:
        """Every visible cell of the pyramid outside the scoring areas, veiled."""
        scoring: set[Cell] = set()
        for _c, _g, cells in areas:
            scoring |= cells
        for (x, y) in visible_surface(pyr):
            if (x, y) not in scoring:
                x0, y0 = round(origin[0] + x * q), round(origin[1] + y * q)
                size = (round(origin[0] + (x + 1) * q) - x0, round(origin[1] + (y + 1) * q) - y0)
                surface.blit(self.painter.veil(size, (43, 33, 24, 130)), (x0, y0))

    @staticmethod
    def mino_index(areas: Sequence[ScoringArea]) -> int | None:
        """The area the Mino bonus scores again: the first with the fewest gems."""
        if not areas:
            return None
        low = min(g for _c, g, _cells in areas)
        return next(k for k, a in enumerate(areas) if a[1] == low)

    @staticmethod
    def outline_areas(surface: pygame.Surface, areas: Sequence[ScoringArea], mino: int | None,
                      origin: Point, q: float) -> None:
        """Each scoring area's outline: gold, the Mino bonus's white."""
        width = max(2, round(q / 8))
        for k, (_colour, _gems, cells) in enumerate(areas):
            edge = GOLD if k != mino else (255, 255, 255)
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

    def paint_tags(self, surface: pygame.Surface, areas: Sequence[ScoringArea],
                   mino: int | None, origin: Point, q: float, box: pygame.Rect) -> None:
        """Each area's points on a tag on it, framed in its colour (the Mino bonus's tag
        adds the bonus)."""
        s = self.scale
        f = font("large", s, True)
        labels = [f"+{gems}" if k != mino else _("+{gems}, Mino +{gems}").format(
            gems=gems) for k, (_c, gems, _cells) in enumerate(areas)]
        tags = tag_places([(f.size(label)[0] + round(18 * s), round(34 * s))
                           for label in labels], [cells for _c, _g, cells in areas],
                          origin, q, box, round(4 * s))
        for (colour, _gems, _cells), label, tag in zip(areas, labels, tags, strict=True):
            chip(surface, tag, INK, round(17 * s))
            pygame.draw.rect(surface, COLOUR_RGB[colour], tag, max(2, round(3 * s)),
                             border_radius=round(17 * s))
            draw_text(surface, label, tag.center, "large", s, PAPYRUS, bold=True,
                      anchor="center", keep=False)

    def paint_sum(self, surface: pygame.Surface, areas: Sequence[ScoringArea],
                  data: LevelScored, box: pygame.Rect) -> None:
        """The line under the pyramid: the areas' points, the Mino bonus, the total."""
        s = self.scale
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
