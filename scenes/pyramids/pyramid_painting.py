"""`PyramidPainter`: a pyramid seen from above, painted level by level — the plate (or the
squares level 1 may still cover), the level being built framed, its pieces and single-tile
cards, upper levels casting a shadow on the receding ones below, the gem tokens, the domino
laid this turn outlined. The board, the looked-at pyramid and the score card all paint
their pyramids with it."""

from collections.abc import Collection, Sequence

import pygame

from engines.pyramids.observation import Piece, PyramidView, Square, TokenSpot
from scenes.kit.layout import AreaKey
from shell.ui.theme import GOLD, INK, MUTED_INK, SAND_DARK

from . import keys as K
from . import layout as L
from .part import PyramidsPart
from .pieces import draw_card, draw_square, draw_token, square_rects

Point = tuple[float, float]
Colour = tuple[int, int, int]
Rgba = tuple[int, int, int, int]
# a piece to draw: its two square rects and the squares they show
ShownPiece = tuple[list[pygame.Rect], list[Square]]


def dashed_rect(surface: pygame.Surface, rect: pygame.Rect, colour: Colour,
                width: int) -> None:
    """`rect`'s outline in dashes."""
    dash = max(4, width * 5)
    for x in range(rect.x, rect.right, 2 * dash):
        end = min(x + dash, rect.right)
        pygame.draw.line(surface, colour, (x, rect.y), (end, rect.y), width)
        pygame.draw.line(surface, colour, (x, rect.bottom - 1), (end, rect.bottom - 1), width)
    for y in range(rect.y, rect.bottom, 2 * dash):
        end = min(y + dash, rect.bottom)
        pygame.draw.line(surface, colour, (rect.x, y), (rect.x, end), width)
        pygame.draw.line(surface, colour, (rect.right - 1, y), (rect.right - 1, end), width)


class PyramidPainter(PyramidsPart):
    """Paints pyramids (see the module doc); keeps the veils' and shadows' pictures."""

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self._halos: dict[tuple, pygame.Surface] = {}  # veils and shadows, by size and colour

    def veil(self, size: tuple[int, int], colour: Rgba) -> pygame.Surface:
        """A translucent veil of `size` (kept: one picture per size and colour)."""
        key = ("veil", size, colour)
        image = self._halos.get(key)
        if image is None:
            image = self._halos[key] = pygame.Surface(size, pygame.SRCALPHA)
            image.fill(colour)
        return image

    def shadow(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The shadow a piece of an upper level casts, at `rect`."""
        key = ("shadow", rect.size)
        image = self._halos.get(key)
        if image is None:
            image = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(image, (43, 33, 24, 95), image.get_rect(),
                             border_radius=max(2, rect.w // 16))
            self._halos[key] = image
        surface.blit(image, rect)

    def draw_pyramid(self, surface: pygame.Surface, seat: int, p: PyramidView, origin: Point,
                     q: float, hidden: Collection[AreaKey], big: bool = False,
                     tokens_override: Sequence[TokenSpot | None] | None = None,
                     plain: bool = False) -> None:
        """A pyramid seen from above: level by level, upper levels casting a shadow. `big`:
        the viewer's (the level's frame in ink, the domino laid this turn outlined);
        `plain`: no level being built; `hidden`: the keys of pieces still flying there."""
        o = self.obs
        plate = self.draw_plate(surface, p, origin, q)
        building = o["level"] if o["phase"] != "over" and not p["eliminated"] else None
        if plain:
            building = None
        by_level: list[list[int]] = [[] for _ in range(4)]
        for i, piece in enumerate(p["pieces"]):
            by_level[piece["level"] - 1].append(i)
        for level in range(1, 5):
            if building == level and level > 1 and p["rects"]:
                self.draw_level_frame(surface, p, level, origin, q, big)
            shown = self.shown_pieces(seat, p, level, by_level[level - 1], origin, q, hidden)
            if level > 1 and shown:
                self.draw_level_shadows(surface, plate, shown, q)
            for rects, pair in shown:
                self.draw_piece(surface, rects, pair, q)
            self.draw_cards(surface, seat, p, level, origin, q, hidden)
        tokens = tokens_override if tokens_override is not None else p["tokens"]
        self.draw_tokens(surface, seat, tokens, origin, q, hidden)
        if big and not plain:
            self.draw_placed(surface, seat, origin, q)

    def draw_plate(self, surface: pygame.Surface, p: PyramidView, origin: Point,
                   q: float) -> pygame.Rect:
        """Under the pyramid: before level 1 is complete the squares it may still cover,
        faintly; then the level-1 plate. The plate's rect (level 1's frame)."""
        x0, y0, x1, y1 = L.level1_frame(p)
        plate = pygame.Rect(round(origin[0] + x0 * q), round(origin[1] + y0 * q),
                            round((x1 - x0) * q), round((y1 - y0) * q))
        if not p["rects"]:
            for qy in range(y0, y1, 2):
                for qx in range(x0, x1, 2):
                    cell = pygame.Rect(round(origin[0] + qx * q), round(origin[1] + qy * q),
                                       round(2 * q) - 1, round(2 * q) - 1)
                    pygame.draw.rect(surface, (232, 214, 170), cell.inflate(-2, -2),
                                     border_radius=max(1, round(q / 6)))
        else:
            pygame.draw.rect(surface, SAND_DARK, plate.inflate(round(q / 2), round(q / 2)),
                             border_radius=max(2, round(q / 3)))
        return plate

    def draw_level_frame(self, surface: pygame.Surface, p: PyramidView, level: int,
                         origin: Point, q: float, big: bool) -> None:
        """The rectangle of the level being built (above level 1), dashed."""
        rects = p["rects"]
        assert rects is not None
        r = rects[level - 1]
        target = pygame.Rect(round(origin[0] + r["x"] * q), round(origin[1] + r["y"] * q),
                             round(2 * r["w"] * q), round(2 * r["h"] * q))
        dashed_rect(surface, target, INK if big else MUTED_INK, max(1, round(q / 12)))

    @staticmethod
    def shown_pieces(seat: int, p: PyramidView, level: int, indices: list[int], origin: Point,
                     q: float, hidden: Collection[AreaKey]) -> list[ShownPiece]:
        """The pieces of `level` (their indices in laying order) not hidden: each its square
        rects and its two squares (the level's squares are listed two a piece, in order)."""
        pieces: list[Piece] = p["pieces"]
        level_squares = p["levels"][level - 1]
        shown: list[ShownPiece] = []
        for n, i in enumerate(indices):
            if K.PieceAt("piece", seat, i) in hidden:
                continue
            piece = pieces[i]
            pair = level_squares[2 * n:2 * n + 2]
            rects = square_rects(origin, q, piece["x"], piece["y"], piece["orient"])
            shown.append((rects, pair))
        return shown

    def draw_level_shadows(self, surface: pygame.Surface, plate: pygame.Rect,
                           shown: list[ShownPiece], q: float) -> None:
        """Under an upper level's pieces: the levels below recede a little, each piece
        casts a shadow."""
        base = plate.inflate(round(q / 2), round(q / 2))
        surface.blit(self.veil(base.size, (43, 33, 24, 30)), base)
        off = max(2, round(q * 0.28))
        for rects, _pair in shown:
            whole = rects[0].union(rects[1])
            self.shadow(surface, whole.move(off, off))

    def draw_piece(self, surface: pygame.Surface, rects: list[pygame.Rect],
                   pair: list[Square], q: float) -> None:
        """A laid domino: its two squares, an ink outline and the line between them."""
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

    def draw_cards(self, surface: pygame.Surface, seat: int, p: PyramidView, level: int,
                   origin: Point, q: float, hidden: Collection[AreaKey]) -> None:
        """The single-tile cards laid on `level` (not hidden)."""
        for j, card in enumerate(p["cards"]):
            if card["level"] != level or K.CardAt("card", seat, j) in hidden:
                continue
            rect = pygame.Rect(round(origin[0] + card["x"] * q),
                               round(origin[1] + card["y"] * q), round(2 * q), round(2 * q))
            draw_card(surface, rect.inflate(-max(1, round(q / 8)), -max(1, round(q / 8))),
                      card["colour"], card["corner"], self.patterns, card["forced"])

    @staticmethod
    def draw_tokens(surface: pygame.Surface, seat: int, tokens: Sequence[TokenSpot | None],
                    origin: Point, q: float, hidden: Collection[AreaKey]) -> None:
        """The gem tokens on the pyramid (by colour; not hidden)."""
        for colour, token in enumerate(tokens):
            if token is None or K.TokenAt("token", seat, colour) in hidden:
                continue
            centre = (origin[0] + (token["x"] + 1) * q, origin[1] + (token["y"] + 1) * q)
            draw_token(surface, colour, centre, max(4, q * 0.55))

    def draw_placed(self, surface: pygame.Surface, seat: int, origin: Point, q: float) -> None:
        """The domino `seat` laid this turn, outlined in gold."""
        o = self.obs
        pending = o["pending"]
        placed = pending["placed"] if pending is not None else None
        if placed and o["to_move"] == seat:
            s = self.scale
            rects = square_rects(origin, q, placed["x"], placed["y"], placed["orient"])
            pygame.draw.rect(surface, GOLD, rects[0].union(rects[1]).inflate(4, 4),
                             max(2, round(2 * s)), border_radius=round(4 * s))
