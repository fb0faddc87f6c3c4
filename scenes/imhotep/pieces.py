"""Imhotep's pieces drawn in code: stones (with the kit's colour-blind marks), ships, market
cards."""


import pygame

from engines.imhotep.data import COLOURS
from scenes.kit.marks import draw_mark
from shell.ui.pictures import pictures
from shell.ui.theme import (
    DEEP_NILE,
    GOLD,
    INK,
    NILE,
    PALM,
    PAPYRUS,
    TERRACOTTA,
    draw_text,
    fast,
    font_of,
    font_px,
    min_text_width,
    sign_area,
    smallest_px,
    wrap,
)

STONE_RGB = {"black": (44, 40, 38), "white": (238, 234, 224), "brown": (146, 94, 48),
             "gray": (136, 138, 140)}
MARK_RGB = {"black": (238, 234, 224), "white": (44, 40, 38), "brown": (244, 235, 208),
            "gray": (30, 30, 30)}
HULL = (150, 100, 55)
HULL_DARK = (110, 70, 36)
STATUE = (122, 74, 138)

CARD_STYLE = {  # card id -> (background, kind)
    "entrance": (TERRACOTTA, "red"), "sarcophagus": (TERRACOTTA, "red"),
    "paved_path": (TERRACOTTA, "red"),
    "decoration_pyramid": (PALM, "green"), "decoration_temple": (PALM, "green"),
    "decoration_tomb": (PALM, "green"), "decoration_obelisks": (PALM, "green"),
    "statue": (STATUE, "purple"),
    "lever": (DEEP_NILE, "blue"), "hammer": (DEEP_NILE, "blue"), "sail": (DEEP_NILE, "blue"),
    "chisel": (DEEP_NILE, "blue"),
}


@pictures(limit=256)
def stone_image(colour: str, size: int, patterns: bool) -> pygame.Surface:
    """A quarry stone: a rounded block with one soft edge shade; with patterns, its mark."""
    image = pygame.Surface((size, size), pygame.SRCALPHA)
    rect = image.get_rect().inflate(-2, -2)
    radius = max(2, size // 6)
    pygame.draw.rect(image, STONE_RGB[colour], rect, border_radius=radius)
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (0, 0, 0, 40), (0, rect.h * 2 // 3, rect.w, rect.h // 3),
                     border_bottom_left_radius=radius, border_bottom_right_radius=radius)
    image.blit(shade, rect)
    pygame.draw.rect(image, INK, rect, max(1, size // 14), border_radius=radius)
    if patterns:  # the seat's mark (the kit's set), light on dark stones, dark on light
        draw_mark(image, COLOURS.index(colour), rect.center, max(2, size // 6), MARK_RGB[colour],
                  max(1, size // 10))
    return fast(image)


def draw_stone(surface, colour: str, rect: pygame.Rect, patterns: bool) -> None:
    size = min(rect.w, rect.h)
    image = stone_image(colour, size, patterns)
    surface.blit(image, image.get_rect(center=rect.center))


def empty_cell(surface, rect: pygame.Rect, scale: float, colour=(214, 196, 150)) -> None:
    pygame.draw.rect(surface, colour, rect, border_radius=max(2, round(4 * scale)))
    pygame.draw.rect(surface, (190, 170, 120), rect, 1, border_radius=max(2, round(4 * scale)))


def ship_hull(surface, rect: pygame.Rect, scale: float) -> None:
    """A Nile boat seen from above, bow to the right."""
    bow = rect.h * 3 // 4
    points = [(rect.x + round(4 * scale), rect.y), (rect.right - bow, rect.y),
              (rect.right, rect.centery), (rect.right - bow, rect.bottom),
              (rect.x + round(4 * scale), rect.bottom), (rect.x, rect.centery)]
    pygame.draw.polygon(surface, HULL, points)
    pygame.draw.polygon(surface, HULL_DARK, points, max(2, round(3 * scale)))


LABEL_SCALE = 0.9  # a card's name, against the card's own scale


def card_width_for(label: str, scale: float) -> int:
    """How wide a card at `scale` must be to show `label` whole."""
    return min_text_width(label, "small", scale * LABEL_SCALE, bold=True) + 5


def card_face(surface, rect: pygame.Rect, card: str | None, label: str, scale: float,
              face_down: bool = False) -> None:
    """A market card: coloured by kind, with its short name; face down it shows the back."""
    radius = max(3, round(6 * scale))
    if face_down or card is None:
        pygame.draw.rect(surface, (196, 160, 90), rect, border_radius=radius)
        inner = rect.inflate(-round(8 * scale), -round(8 * scale))
        pygame.draw.rect(surface, GOLD, inner, max(1, round(2 * scale)), border_radius=radius)
        pygame.draw.polygon(surface, PAPYRUS, [(inner.centerx, inner.y + inner.h // 5),
                                               (inner.right - inner.w // 4, inner.bottom -
                                                inner.h // 5),
                                               (inner.x + inner.w // 4, inner.bottom -
                                                inner.h // 5)], 0)
        pygame.draw.rect(surface, INK, rect, max(1, round(1.5 * scale)), border_radius=radius)
        return
    background, _kind = CARD_STYLE[card]
    pygame.draw.rect(surface, background, rect, border_radius=radius)
    band = pygame.Rect(rect.x, rect.y + rect.h * 58 // 100, rect.w, rect.h * 42 // 100)
    pygame.draw.rect(surface, PAPYRUS, band, border_bottom_left_radius=radius,
                     border_bottom_right_radius=radius)
    card_icon(surface, card, pygame.Rect(rect.x, rect.y + 2, rect.w, rect.h * 56 // 100),
              scale)
    draw_card_label(surface, label, band, scale * LABEL_SCALE)
    pygame.draw.rect(surface, INK, rect, max(1, round(1.5 * scale)), border_radius=radius)


def card_symbol(surface, midtop, scale: float) -> pygame.Rect:
    """A market card drawn small (its back's colours), for a reward printed on a board;
    returns its rect. The text-fit tests see it as a sign no text may touch."""
    w, h = max(8, round(13 * scale)), max(11, round(17 * scale))
    rect = pygame.Rect(0, 0, w, h)
    rect.midtop = (round(midtop[0]), round(midtop[1]))
    radius = max(2, round(2 * scale))
    pygame.draw.rect(surface, (196, 160, 90), rect, border_radius=radius)
    pygame.draw.rect(surface, GOLD, rect.inflate(-max(2, round(4 * scale)),
                                                 -max(2, round(4 * scale))), 1,
                     border_radius=radius)
    pygame.draw.rect(surface, INK, rect, 1, border_radius=radius)
    sign_area(surface, rect)
    return rect


def draw_card_label(surface, label: str, band: pygame.Rect, scale: float) -> None:
    """A card's name centred in its band: on one line (shrunk to the readable minimum at
    most), else wrapped at that size (a long name on a small card in the rules pictures)."""
    room = band.w - 4
    if min_text_width(label, "small", scale, bold=True) <= room:
        draw_text(surface, label, band.center, "small", scale, INK, bold=True,
                  anchor="center", max_width=room)
        return
    px = smallest_px(font_px("small", scale), scale)
    f = font_of(px, bold=True)
    lines = wrap(label, f, room)
    top = band.centery - len(lines) * f.get_linesize() // 2
    for k, line in enumerate(lines):
        draw_text(surface, line, (band.centerx, top + k * f.get_linesize()), "small", scale,
                  INK, bold=True, anchor="midtop", max_width=room, px=px)


def card_icon(surface, card: str, rect: pygame.Rect, scale: float) -> None:
    """A small pictogram of what the card does, in papyrus on the card's colour."""
    c = rect.center
    u = max(3, min(rect.w, rect.h) // 6)
    light = PAPYRUS
    w = max(1, round(2 * scale))
    if card in ("entrance", "decoration_pyramid"):
        pygame.draw.polygon(surface, light, [(c[0], c[1] - 2 * u), (c[0] + 2 * u, c[1] + u),
                                             (c[0] - 2 * u, c[1] + u)], w)
    elif card in ("sarcophagus", "decoration_tomb"):
        pygame.draw.rect(surface, light, (c[0] - u, c[1] - 2 * u, 2 * u, 3 * u), w,
                         border_radius=u)
    elif card in ("paved_path", "decoration_obelisks"):
        pygame.draw.polygon(surface, light, [(c[0], c[1] - 2 * u), (c[0] + u // 2, c[1] - u),
                                             (c[0] + u // 2, c[1] + u), (c[0] - u // 2,
                                                                         c[1] + u),
                                             (c[0] - u // 2, c[1] - u)], w)
    elif card == "decoration_temple":
        for k in (-1, 0, 1):
            pygame.draw.line(surface, light, (c[0] + k * u, c[1] - u), (c[0] + k * u, c[1] + u),
                             w)
        pygame.draw.line(surface, light, (c[0] - 2 * u, c[1] - u - w), (c[0] + 2 * u,
                                                                        c[1] - u - w), w)
    elif card == "statue":
        pygame.draw.circle(surface, light, (c[0], c[1] - u), max(2, u * 2 // 3), w)
        pygame.draw.rect(surface, light, (c[0] - u // 2, c[1] - u // 3, u, u * 3 // 2), w)
    elif card == "lever":
        pygame.draw.line(surface, light, (c[0] - 2 * u, c[1] + u), (c[0] + 2 * u, c[1] - u),
                         w + 1)
        pygame.draw.polygon(surface, light, [(c[0], c[1] + u // 2), (c[0] - u // 2,
                                                                     c[1] + 3 * u // 2),
                                             (c[0] + u // 2, c[1] + 3 * u // 2)])
    elif card == "hammer":
        pygame.draw.line(surface, light, (c[0] - u, c[1] + 2 * u), (c[0] + u // 2, c[1] - u // 2),
                         w + 1)
        pygame.draw.rect(surface, light, (c[0] - u // 4, c[1] - 2 * u, 2 * u, u))
    elif card == "sail":
        pygame.draw.polygon(surface, light, [(c[0], c[1] - 2 * u), (c[0], c[1] + u),
                                             (c[0] + 2 * u, c[1] + u)])
        pygame.draw.line(surface, light, (c[0] - 2 * u, c[1] + 3 * u // 2),
                         (c[0] + 2 * u, c[1] + 3 * u // 2), w)
    elif card == "chisel":
        pygame.draw.polygon(surface, light, [(c[0] - u // 3, c[1] - 2 * u), (c[0] + u // 3,
                                                                             c[1] - 2 * u),
                                             (c[0] + u // 2, c[1] + u), (c[0], c[1] + 2 * u),
                                             (c[0] - u // 2, c[1] + u)], w)


def water(surface, rect: pygame.Rect, scale: float, phase: float = 0.0) -> None:
    """The Nile: deep water with a few light ripples."""
    pygame.draw.rect(surface, NILE, rect, border_radius=round(14 * scale))
    step = max(10, round(46 * scale))
    for row in range(1, 4):
        y = rect.y + rect.h * row // 4
        offset = int((phase * 12 + row * 17) % step)
        for x in range(rect.x + offset, rect.right - round(24 * scale), step):
            pygame.draw.line(surface, (98, 160, 196), (x, y), (x + round(16 * scale), y),
                             max(1, round(2 * scale)))
