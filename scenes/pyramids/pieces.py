"""Pyramids' pieces drawn in code: coloured squares with gem symbols, dominoes, gem tokens,
single-tile cards and whole pyramids seen from above (upper levels cast a shadow).

`paint_*` draw a piece; `draw_*` blit the same piece from the kit's sprite cache (painted
once per size, so no colour mixing or gem polygons per square per frame)."""

from typing import TypedDict

import pygame

from engines.pyramids.geometry import DIRS, ROTATE
from engines.pyramids.observation import PyramidView
from scenes.kit.sprites import SPRITES
from shell.ui.theme import GOLD, INK, PAPYRUS

# Our own six stone colours (brown, blue, yellow, turquoise, red, green).
COLOUR_RGB = ((150, 98, 56), (46, 94, 164), (228, 180, 46), (42, 160, 152), (192, 60, 44),
              (84, 142, 56))
# Each colour has its own gem kind, so that colours read without colour too.
GEM_SHAPES = ("square", "diamond", "circle", "hexagon", "triangle", "leaf")
SEAT_RGB = ((58, 124, 165), (181, 83, 45), (79, 122, 58), (122, 74, 138))


def seat_rgb(seat: int) -> tuple[int, int, int]:
    """A seat's colour (its marker, its pieces in the log)."""
    return SEAT_RGB[seat % len(SEAT_RGB)]


def mix(a, b, t: float):
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))


def gem_points(shape: str, c, r: float) -> list:
    x, y = c
    if shape == "square":
        k = r * 0.82
        return [(x - k, y - k), (x + k, y - k), (x + k, y + k), (x - k, y + k)]
    if shape == "diamond":
        return [(x, y - r * 1.1), (x + r * 0.85, y), (x, y + r * 1.1), (x - r * 0.85, y)]
    if shape == "hexagon":
        return [(x - r, y), (x - r / 2, y - r * 0.9), (x + r / 2, y - r * 0.9), (x + r, y),
                (x + r / 2, y + r * 0.9), (x - r / 2, y + r * 0.9)]
    if shape == "triangle":
        return [(x, y - r * 1.05), (x + r * 1.05, y + r * 0.8), (x - r * 1.05, y + r * 0.8)]
    if shape == "leaf":
        return [(x, y - r * 1.15), (x + r * 0.75, y - r * 0.1), (x + r * 0.45, y + r * 0.8),
                (x, y + r * 1.05), (x - r * 0.45, y + r * 0.8), (x - r * 0.75, y - r * 0.1)]
    return []


def draw_gem(surface, colour: int, centre, radius: float, outline=INK) -> None:
    """The gem symbol of `colour`: a light facetted shape with an ink outline."""
    radius = max(2.0, radius)
    light = mix(COLOUR_RGB[colour], (255, 255, 255), 0.55)
    width = max(1, round(radius / 5))
    if GEM_SHAPES[colour] == "circle":
        c = (round(centre[0]), round(centre[1]))
        pygame.draw.circle(surface, light, c, round(radius))
        pygame.draw.circle(surface, outline, c, round(radius), width)
        pygame.draw.circle(surface, (255, 255, 255), (c[0] - round(radius / 3),
                                                      c[1] - round(radius / 3)),
                           max(1, round(radius / 4)))
        return
    points = gem_points(GEM_SHAPES[colour], centre, radius)
    pygame.draw.polygon(surface, light, points)
    pygame.draw.polygon(surface, outline, points, width)
    x, y = centre
    pygame.draw.line(surface, (255, 255, 255), (x - radius / 3, y - radius / 3),
                     (x, y - radius * 0.55), max(1, width))


def corner_centre(rect: pygame.Rect, corner: int):
    """Centre of quarter `corner` (0 left-top, 1 left-bottom, 2 right-top, 3 right-bottom)."""
    cx, cy = corner // 2, corner % 2
    return (rect.x + rect.w * (1 + 2 * cx) / 4, rect.y + rect.h * (1 + 2 * cy) / 4)


def _blit_sprite(surface, key, rect: pygame.Rect, paint) -> None:
    """Piece `key` painted by `paint(surface, rect)` inside `rect`, from the sprite cache (a
    margin keeps whatever the paint draws just outside the rect, e.g. a thick edge)."""
    m = max(2, rect.w // 8)
    inner = pygame.Rect(m, m, rect.w, rect.h)
    image = SPRITES.get(key, (rect.w + 2 * m, rect.h + 2 * m), lambda img: paint(img, inner))
    surface.blit(image, (rect.x - m, rect.y - m))


def draw_square(surface, rect: pygame.Rect, colour: int, gems, patterns: bool = False,
                bevel: bool = True) -> None:
    """One coloured square with its gem symbols in their corners (a cached sprite)."""
    gems = tuple(gems)
    _blit_sprite(surface, ("pyramids square", colour, gems, patterns, bevel), rect,
                 lambda img, r: paint_square(img, r, colour, gems, patterns, bevel))


def paint_square(surface, rect: pygame.Rect, colour: int, gems, patterns: bool = False,
                 bevel: bool = True) -> None:
    """One coloured square with its gem symbols in their corners."""
    base = COLOUR_RGB[colour]
    pygame.draw.rect(surface, base, rect)
    if bevel and rect.w >= 10:
        w = max(1, rect.w // 22)
        pygame.draw.line(surface, mix(base, (255, 255, 255), 0.3), rect.topleft,
                         (rect.right - 1, rect.y), w)
        pygame.draw.line(surface, mix(base, (255, 255, 255), 0.3), rect.topleft,
                         (rect.x, rect.bottom - 1), w)
        pygame.draw.line(surface, mix(base, (0, 0, 0), 0.25), (rect.x, rect.bottom - w),
                         (rect.right - 1, rect.bottom - w), w)
        pygame.draw.line(surface, mix(base, (0, 0, 0), 0.25), (rect.right - w, rect.y),
                         (rect.right - w, rect.bottom - 1), w)
    if patterns and rect.w >= 16:
        points = gem_points(GEM_SHAPES[colour], rect.center, rect.w / 9)
        dark = mix(base, (0, 0, 0), 0.35)
        if GEM_SHAPES[colour] == "circle":
            pygame.draw.circle(surface, dark, rect.center, round(rect.w / 9), 1)
        else:
            pygame.draw.polygon(surface, dark, points, 1)
    for corner in gems:
        draw_gem(surface, colour, corner_centre(rect, corner), rect.w / 7.5)


def square_rects(origin, q: float, qx: int, qy: int, orient: int):
    """Pixel rects of squares A and B of a domino whose square A has top-left quarter
    (qx, qy); a quarter is `q` pixels and the pyramid's quarter (0, 0) is at `origin`."""
    dx, dy = DIRS[orient]
    out = []
    for sx, sy in ((qx, qy), (qx + 2 * dx, qy + 2 * dy)):
        x0 = origin[0] + sx * q
        y0 = origin[1] + sy * q
        out.append(pygame.Rect(round(x0), round(y0), round(x0 + 2 * q) - round(x0),
                               round(y0 + 2 * q) - round(y0)))
    return out


def draw_domino(surface, rects, domino: dict, orient: int, patterns: bool = False,
                outline=INK) -> None:
    """A domino (observation dict) laid with `orient` into its two square rects."""
    rot = ROTATE[orient]
    for half, rect in enumerate(rects):
        gems = [rot[c] for c in domino["gems"][half]]
        paint_square(surface, rect, domino["colours"][half], gems, patterns)
    whole = rects[0].union(rects[1])
    width = max(1, round(whole.w / 60 + whole.h / 60))
    pygame.draw.rect(surface, outline, whole, width, border_radius=max(2, width * 2))
    a, b = rects
    if a.y == b.y:
        x = max(a.x, b.x)
        pygame.draw.line(surface, mix(outline, (128, 128, 128), 0.4), (x, a.y + width),
                         (x, a.bottom - width - 1), max(1, width // 2))
    else:
        y = max(a.y, b.y)
        pygame.draw.line(surface, mix(outline, (128, 128, 128), 0.4), (a.x + width, y),
                         (a.right - width - 1, y), max(1, width // 2))


class DominoFace(TypedDict):
    """What a domino's picture shows (a quarry `Domino` has these keys and more)."""

    colours: list[int]  # [A, B]
    gems: list[list[int]]  # [corners of A, corners of B], in the domino's orientation 0


def domino_image(domino: DominoFace, orient: int, square: int, patterns: bool = False,
                 alpha: int = 255) -> pygame.Surface:
    """A domino laid with `orient`, squares `square` pixels wide (a cached sprite)."""
    colours = tuple(domino["colours"])
    gems = tuple(tuple(g) for g in domino["gems"])
    square = max(4, square)
    dx, dy = DIRS[orient]
    size = (2 * square, square) if dy == 0 else (square, 2 * square)

    def paint(image):
        corner = (square if dx < 0 else 0, square if dy < 0 else 0)
        plain = {"colours": list(colours), "gems": [list(g) for g in gems]}
        draw_domino(image, square_rects(corner, square / 2, 0, 0, orient), plain, orient,
                    patterns)
        if alpha < 255:
            image.set_alpha(alpha)
    return SPRITES.get(("pyramids domino", colours, gems, orient, patterns, alpha), size, paint)


def draw_token(surface, colour: int, centre, radius: float, faded: bool = False) -> None:
    """A gem token (a cached sprite)."""
    c = (round(centre[0]), round(centre[1]))
    r = max(4, round(radius))
    m = r + max(1, r // 6) + 2
    image = SPRITES.get(("pyramids token", colour, r, faded), (2 * m, 2 * m),
                        lambda img: paint_token(img, colour, (m, m), r, faded))
    surface.blit(image, (c[0] - m, c[1] - m))


def paint_token(surface, colour: int, centre, radius: float, faded: bool = False) -> None:
    """A gem token: a papyrus disc with a gold rim and the colour's gem."""
    c = (round(centre[0]), round(centre[1]))
    r = max(4, round(radius))
    if faded:
        pygame.draw.circle(surface, (214, 198, 160), c, r)
        pygame.draw.circle(surface, (184, 166, 126), c, r, max(1, r // 7))
        draw_gem(surface, colour, c, r * 0.5, outline=(160, 142, 106))
        return
    pygame.draw.circle(surface, (43, 33, 24), (c[0] + max(1, r // 6), c[1] + max(1, r // 6)),
                       r)
    pygame.draw.circle(surface, PAPYRUS, c, r)
    pygame.draw.circle(surface, GOLD, c, r, max(2, r // 5))
    pygame.draw.circle(surface, INK, c, r, 1)
    draw_gem(surface, colour, c, r * 0.52)


def draw_card(surface, rect: pygame.Rect, colour: int, corner: int, patterns: bool = False,
              forced: bool = False) -> None:
    """A single-tile card (a cached sprite)."""
    _blit_sprite(surface, ("pyramids card", colour, corner, patterns, forced), rect,
                 lambda img, r: paint_card(img, r, colour, corner, patterns, forced))


def paint_card(surface, rect: pygame.Rect, colour: int, corner: int, patterns: bool = False,
               forced: bool = False) -> None:
    """A single-tile card on a square: a papyrus-edged tile of one colour, one gem."""
    frame = max(2, rect.w // 12)
    pygame.draw.rect(surface, PAPYRUS, rect, border_radius=max(2, rect.w // 10))
    inner = rect.inflate(-2 * frame, -2 * frame)
    paint_square(surface, inner, colour, (), patterns, bevel=False)
    draw_gem(surface, colour, corner_centre(rect, corner), rect.w / 7.5)
    pygame.draw.rect(surface, INK if not forced else (120, 40, 30), rect, max(1, frame // 2),
                     border_radius=max(2, rect.w // 10))


def draw_card_back(surface, rect: pygame.Rect, sides, faded: bool = False) -> None:
    """A player's double-sided card in the supply (a cached sprite)."""
    sides = tuple(sides)
    _blit_sprite(surface, ("pyramids card back", sides, faded), rect,
                 lambda img, r: paint_card_back(img, r, sides, faded))


def paint_card_back(surface, rect: pygame.Rect, sides, faded: bool = False) -> None:
    """A player's double-sided card in the supply: both sides shown split diagonally."""
    a, b = (COLOUR_RGB[c] for c in sides)
    if faded:
        a, b = mix(a, (220, 206, 170), 0.75), mix(b, (220, 206, 170), 0.75)
    radius = max(3, rect.w // 9)
    pygame.draw.rect(surface, PAPYRUS, rect, border_radius=radius)
    inner = rect.inflate(-max(4, rect.w // 8), -max(4, rect.w // 8))
    pygame.draw.polygon(surface, a, [inner.topleft, inner.topright, inner.bottomleft])
    pygame.draw.polygon(surface, b, [inner.topright, inner.bottomright, inner.bottomleft])
    if not faded:
        draw_gem(surface, sides[0], (inner.x + inner.w * 0.3, inner.y + inner.h * 0.3),
                 inner.w / 7)
        draw_gem(surface, sides[1], (inner.x + inner.w * 0.7, inner.y + inner.h * 0.7),
                 inner.w / 7)
    pygame.draw.rect(surface, INK if not faded else (184, 166, 126), rect, max(1, rect.w // 30),
                     border_radius=radius)


def pyramid_signature(pyramid: PyramidView) -> tuple:
    """What a pyramid shows, in short: pieces and cards are only added (or the last taken
    back), so their count and the last one tell them; tokens, level frames and the
    elimination in full."""
    def last(items):
        return (len(items), tuple(sorted(items[-1].items())) if items else None)
    tokens = tuple(None if t is None else (t["level"], t["x"], t["y"])
                   for t in pyramid["tokens"])
    rects = tuple(tuple(sorted(r.items())) for r in pyramid["rects"] or ())
    return (last(pyramid["pieces"]), last(pyramid["cards"]), tokens, rects,
            pyramid["eliminated"])


def visible_surface(pyramid: PyramidView) -> dict:
    """(qx, qy) quarter -> (colour, gem shown, level) looking down on the pyramid."""
    cells: dict = {}
    for level in range(1, 5):
        for sq in pyramid["levels"][level - 1]:
            _paint(cells, sq["x"], sq["y"], sq["colour"], sq["gems"], level)
        for card in pyramid["cards"]:
            if card["level"] == level:
                _paint(cells, card["x"], card["y"], card["colour"], [card["corner"]], level)
    return cells


def _paint(cells, qx, qy, colour, gems, level) -> None:
    for corner in range(4):
        cells[(qx + corner // 2, qy + corner % 2)] = (colour, corner in gems, level)


def token_areas(pyramid: PyramidView, tokens) -> list:
    """Areas holding tokens, as the engine scores them: [(colour, gems, cells)]."""
    cells = visible_surface(pyramid)
    out = []
    counted: set = set()
    for token in tokens:
        start = (token["x"], token["y"])
        if start in counted or start not in cells:
            continue
        colour = cells[start][0]
        seen = {start}
        todo = [start]
        gems = 0
        while todo:
            x, y = todo.pop()
            if cells[(x, y)][1]:
                gems += 1
            for n in ((x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)):
                if n not in seen and n in cells and cells[n][0] == colour:
                    seen.add(n)
                    todo.append(n)
        counted |= seen
        out.append((colour, gems, seen))
    return out
