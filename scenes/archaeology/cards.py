"""Archaeology's cards, drawn in code: seven treasures, the thief, the sandstorm and the back.

`card_image(kind, size, label, value)` returns a cached surface; `icon(surface, kind, box)`
draws just the emblem (used for the small museum chips).
"""

import math
from collections.abc import Callable

import pygame

from shell.ui.pictures import pictures
from shell.ui.theme import GOLD, INK, MIN_PX, PAPYRUS, draw_text, fast, font_of, font_px, wrap

TYPE_RGB = {
    "pot_shard": (181, 83, 45),
    "parchment": (176, 146, 92),
    "coin": (201, 162, 39),
    "talisman": (46, 130, 112),
    "broken_cup": (58, 124, 165),
    "map": (120, 84, 48),
    "pharaoh_mask": (31, 78, 121),
    "thief": (43, 33, 24),
    "sandstorm": (196, 140, 70),
}
CREAM = (250, 244, 226)
NAME_MARGIN = 2  # between a card's name and its sides
BACK_RGB = (92, 62, 36)


def _pt(box: pygame.Rect, fx: float, fy: float) -> tuple[float, float]:
    """The point at fractions (`fx`, `fy`) of `box`."""
    return (box.x + box.w * fx, box.y + box.h * fy)


def _poly(box: pygame.Rect, points: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """`points` (fractions of `box`) as points in it."""
    return [_pt(box, x, y) for x, y in points]


Colour = tuple[int, int, int]
Painter = Callable[[pygame.Surface, pygame.Rect, int, Colour], None]


def _pot_shard(surface: pygame.Surface, box: pygame.Rect, lw: int, colour: Colour) -> None:
    """A broken pot: a jagged shard with painted bands and dots."""
    shape = _poly(box, [(0.18, 0.3), (0.5, 0.12), (0.86, 0.26), (0.78, 0.62), (0.62, 0.88),
                        (0.3, 0.8), (0.12, 0.58)])
    pygame.draw.polygon(surface, colour, shape)
    pygame.draw.polygon(surface, INK, shape, lw)
    for fy in (0.42, 0.56):
        pygame.draw.line(surface, (236, 196, 150), _pt(box, 0.2, fy), _pt(box, 0.8, fy - 0.06),
                         lw + 1)
    for k in range(4):
        c = _pt(box, 0.3 + k * 0.13, 0.7 - k * 0.03)
        pygame.draw.circle(surface, INK, c, max(1, lw))


def _parchment(surface: pygame.Surface, box: pygame.Rect, lw: int, colour: Colour) -> None:
    """A sheet between two rolls, written on."""
    sheet = pygame.Rect(0, 0, box.w * 0.62, box.h * 0.7)
    sheet.center = box.center
    pygame.draw.rect(surface, (240, 222, 178), sheet)
    pygame.draw.rect(surface, INK, sheet, lw)
    for fy in (0, 1):
        roll = pygame.Rect(0, 0, sheet.w + box.w * 0.12, box.h * 0.12)
        roll.center = (sheet.centerx, sheet.y if fy == 0 else sheet.bottom)
        pygame.draw.rect(surface, colour, roll, border_radius=roll.h // 2)
        pygame.draw.rect(surface, INK, roll, lw, border_radius=roll.h // 2)
    for k in range(4):
        y = sheet.y + sheet.h * (0.22 + k * 0.17)
        right = sheet.right - sheet.w * (0.18 if k % 2 else 0.3)
        pygame.draw.line(surface, (120, 90, 60), (sheet.x + sheet.w * 0.18, y), (right, y),
                         lw)


def _coin(surface: pygame.Surface, box: pygame.Rect, lw: int, colour: Colour) -> None:
    """A gold coin with an ankh, its shadow under it."""
    r = box.w * 0.38
    pygame.draw.circle(surface, (150, 116, 20), (box.centerx + lw, box.centery + lw), r)
    pygame.draw.circle(surface, colour, box.center, r)
    pygame.draw.circle(surface, (232, 200, 90), box.center, r * 0.78, lw)
    pygame.draw.circle(surface, INK, box.center, r, lw)
    # an ankh
    cx, cy = box.centerx, box.centery
    pygame.draw.ellipse(surface, INK, pygame.Rect(cx - r * 0.18, cy - r * 0.58, r * 0.36,
                                                  r * 0.4), lw + 1)
    pygame.draw.line(surface, INK, (cx, cy - r * 0.18), (cx, cy + r * 0.55), lw + 1)
    pygame.draw.line(surface, INK, (cx - r * 0.3, cy), (cx + r * 0.3, cy), lw + 1)


def _talisman(surface: pygame.Surface, box: pygame.Rect, lw: int, colour: Colour) -> None:
    """A scarab: its body, legs and head, the sun over it."""
    body = pygame.Rect(0, 0, box.w * 0.42, box.h * 0.5)
    body.center = (box.centerx, box.centery + box.h * 0.06)
    for side in (-1, 1):  # legs
        for k in range(3):
            y = body.y + body.h * (0.25 + 0.25 * k)
            pygame.draw.line(surface, INK, (body.centerx, y),
                             (body.centerx + side * box.w * 0.34, y + box.h * 0.05 * (k - 1)),
                             lw + 1)
    pygame.draw.ellipse(surface, colour, body)
    pygame.draw.ellipse(surface, INK, body, lw)
    pygame.draw.line(surface, INK, (body.centerx, body.y + body.h * 0.2), body.midbottom, lw)
    head = pygame.Rect(0, 0, box.w * 0.24, box.h * 0.16)
    head.midbottom = (body.centerx, body.y + lw * 2)
    pygame.draw.ellipse(surface, (30, 96, 82), head)
    pygame.draw.ellipse(surface, INK, head, lw)
    sun = pygame.Rect(0, 0, box.w * 0.2, box.w * 0.2)
    sun.midbottom = (head.centerx, head.y + lw)
    pygame.draw.ellipse(surface, GOLD, sun)
    pygame.draw.ellipse(surface, INK, sun, lw)


def _broken_cup(surface: pygame.Surface, box: pygame.Rect, lw: int, colour: Colour) -> None:
    """A goblet on its foot, chipped and cracked."""
    bowl = _poly(box, [(0.2, 0.22), (0.8, 0.22), (0.7, 0.55), (0.3, 0.55)])
    pygame.draw.polygon(surface, colour, bowl)
    chip = _poly(box, [(0.62, 0.22), (0.8, 0.22), (0.74, 0.36), (0.68, 0.3)])
    pygame.draw.polygon(surface, CREAM, chip)
    pygame.draw.polygon(surface, INK, bowl, lw)
    pygame.draw.line(surface, INK, _pt(box, 0.5, 0.55), _pt(box, 0.5, 0.74), lw + 2)
    base = pygame.Rect(0, 0, box.w * 0.4, box.h * 0.08)
    base.midtop = _pt(box, 0.5, 0.74)
    pygame.draw.rect(surface, colour, base, border_radius=3)
    pygame.draw.rect(surface, INK, base, lw, border_radius=3)
    crack = _poly(box, [(0.42, 0.22), (0.47, 0.32), (0.41, 0.4), (0.48, 0.5)])
    pygame.draw.lines(surface, INK, False, crack, lw + 1)


def _map(surface: pygame.Surface, box: pygame.Rect, lw: int, colour: Colour) -> None:
    """A folded map with a dotted path to a cross."""
    sheet = _poly(box, [(0.12, 0.2), (0.37, 0.26), (0.63, 0.18), (0.88, 0.24), (0.88, 0.8),
                        (0.63, 0.74), (0.37, 0.82), (0.12, 0.76)])
    pygame.draw.polygon(surface, (236, 214, 160), sheet)
    for fx in (0.37, 0.63):
        top = 0.26 if fx == 0.37 else 0.18
        pygame.draw.line(surface, (180, 150, 100), _pt(box, fx, top),
                         _pt(box, fx, top + 0.56), lw)
    pygame.draw.polygon(surface, INK, sheet, lw)
    path = _poly(box, [(0.2, 0.66), (0.32, 0.5), (0.46, 0.6), (0.58, 0.42), (0.7, 0.4)])
    for a, b in zip(path, path[1:], strict=False):
        pygame.draw.line(surface, (181, 83, 45), a, b, lw + 1)
    x, y = _pt(box, 0.74, 0.38)
    d = box.w * 0.07
    pygame.draw.line(surface, (181, 83, 45), (x - d, y - d), (x + d, y + d), lw + 2)
    pygame.draw.line(surface, (181, 83, 45), (x - d, y + d), (x + d, y - d), lw + 2)


def _pharaoh_mask(surface: pygame.Surface, box: pygame.Rect, lw: int, colour: Colour) -> None:
    """A pharaoh's face in a striped headdress, with its beard."""
    nemes = _poly(box, [(0.5, 0.1), (0.82, 0.3), (0.9, 0.82), (0.1, 0.82), (0.18, 0.3)])
    pygame.draw.polygon(surface, GOLD, nemes)
    for k in range(5):
        fx = 0.2 + k * 0.15
        pygame.draw.line(surface, colour, _pt(box, fx, 0.3), _pt(box, fx - 0.04 * (2 - k) / 2,
                                                                 0.82), max(2, lw * 2))
    pygame.draw.polygon(surface, INK, nemes, lw)
    face = pygame.Rect(0, 0, box.w * 0.34, box.h * 0.42)
    face.midtop = _pt(box, 0.5, 0.26)
    pygame.draw.ellipse(surface, (224, 180, 70), face)
    pygame.draw.ellipse(surface, INK, face, lw)
    for side in (-1, 1):
        eye = (face.centerx + side * face.w * 0.22, face.y + face.h * 0.4)
        pygame.draw.line(surface, INK, (eye[0] - face.w * 0.1, eye[1]),
                         (eye[0] + face.w * 0.1, eye[1]), lw + 1)
    beard = pygame.Rect(0, 0, box.w * 0.1, box.h * 0.14)
    beard.midtop = (face.centerx, face.bottom - lw)
    pygame.draw.rect(surface, colour, beard, border_radius=2)
    pygame.draw.rect(surface, INK, beard, lw, border_radius=2)


def _thief(surface: pygame.Surface, box: pygame.Rect, lw: int, colour: Colour) -> None:
    """A cloaked figure in a mask, a blade in hand."""
    cloak = _poly(box, [(0.5, 0.18), (0.82, 0.86), (0.18, 0.86)])
    pygame.draw.polygon(surface, (70, 58, 48), cloak)
    pygame.draw.polygon(surface, PAPYRUS, cloak, lw)
    head = pygame.Rect(0, 0, box.w * 0.34, box.w * 0.34)
    head.center = _pt(box, 0.5, 0.32)
    pygame.draw.ellipse(surface, (70, 58, 48), head)
    pygame.draw.ellipse(surface, PAPYRUS, head, lw)
    band = pygame.Rect(head.x + lw, head.centery - head.h * 0.1, head.w - 2 * lw, head.h * 0.2)
    pygame.draw.rect(surface, (181, 83, 45), band)
    for side in (-1, 1):
        pygame.draw.circle(surface, PAPYRUS, (head.centerx + side * head.w * 0.18,
                                              band.centery), max(1, lw))
    blade = _poly(box, [(0.64, 0.5), (0.9, 0.34), (0.68, 0.56)])
    pygame.draw.polygon(surface, (200, 200, 190), blade)


def _sandstorm(surface: pygame.Surface, box: pygame.Rect, lw: int, colour: Colour) -> None:
    """Swirls of wind over blown sand."""
    for k in range(4):
        swirl = pygame.Rect(0, 0, box.w * (0.3 + 0.16 * k), box.h * (0.22 + 0.1 * k))
        swirl.center = (box.centerx + box.w * 0.04 * (k - 1.5),
                        box.centery - box.h * 0.04 * k)
        start = 0.4 + 0.5 * k
        pygame.draw.arc(surface, (120, 76, 30), swirl, start, start + math.pi * 1.3, lw + 1)
    for k in range(7):
        x = box.x + box.w * (0.15 + 0.11 * k)
        y = box.y + box.h * (0.75 + 0.05 * ((k * 3) % 3))
        pygame.draw.circle(surface, (120, 76, 30), (x, y), max(1, lw))


def _back(surface: pygame.Surface, box: pygame.Rect, lw: int, colour: Colour) -> None:
    """A card's back: a pyramid with the sun."""
    pyramid = _poly(box, [(0.5, 0.2), (0.88, 0.8), (0.12, 0.8)])
    pygame.draw.polygon(surface, (214, 178, 110), pyramid)
    pygame.draw.polygon(surface, INK, pyramid, lw)
    for fy in (0.4, 0.6):
        half = (fy - 0.2) / 0.6 * 0.38
        pygame.draw.line(surface, (160, 120, 70), _pt(box, 0.5 - half, fy),
                         _pt(box, 0.5 + half, fy), lw)
    pygame.draw.circle(surface, GOLD, _pt(box, 0.8, 0.2), box.w * 0.09)


# kind -> its emblem's painter: (surface, box, line width, the kind's colour)
PAINTERS: dict[str, Painter] = {
    "pot_shard": _pot_shard, "parchment": _parchment, "coin": _coin, "talisman": _talisman,
    "broken_cup": _broken_cup, "map": _map, "pharaoh_mask": _pharaoh_mask, "thief": _thief,
    "sandstorm": _sandstorm, "back": _back,
}


def icon(surface: pygame.Surface, kind: str, box: pygame.Rect) -> None:
    """The emblem of a card kind inside `box` (roughly square); any kind not named in
    PAINTERS shows the back's."""
    lw = max(1, round(box.w / 28))
    PAINTERS.get(kind, _back)(surface, box, lw, TYPE_RGB.get(kind, INK))


@pictures(limit=512)
def _card(kind: str, w: int, h: int, label: str, value: int, highlight: bool,
          scale_key: int) -> pygame.Surface:
    s = scale_key / 100
    image = pygame.Surface((w, h), pygame.SRCALPHA)
    rect = image.get_rect()
    radius = max(3, round(min(w, h) * 0.09))
    back = kind == "back"
    if back:
        pygame.draw.rect(image, BACK_RGB, rect, border_radius=radius)
        inner = rect.inflate(-max(4, w // 8), -max(4, w // 8))
        pygame.draw.rect(image, (120, 84, 50), inner, border_radius=max(2, radius - 2))
        pygame.draw.rect(image, GOLD, inner, max(1, w // 40), border_radius=max(2, radius - 2))
        box = pygame.Rect(0, 0, inner.w * 0.9, inner.w * 0.9)
        box.center = inner.center
        icon(image, "back", box)
    elif w > h:
        _tile_face(image, kind, label, value, s, radius)
    else:
        dark = kind in ("thief",)
        fill = (58, 48, 38) if dark else CREAM
        pygame.draw.rect(image, fill, rect, border_radius=radius)
        band_h = max(6, round(h * 0.16))
        band = pygame.Rect(0, 0, w, band_h)
        pygame.draw.rect(image, TYPE_RGB.get(kind, INK), band, border_top_left_radius=radius,
                         border_top_right_radius=radius)
        lines = []
        px = label_px(label, w, s)
        if label and fits_words(label, px, w - 2 * NAME_MARGIN):
            lines = wrap(label, font_of(px), w - 2 * NAME_MARGIN)
            if len(lines) > 2:  # the rest on the second line, which draw_text fits
                lines = [lines[0], " ".join(lines[1:])]
        line_h = font_of(px).get_linesize()
        bottom = h - max(3, round(h * 0.04)) - line_h * len(lines)
        size = min(w * 0.78, h * 0.58, (bottom - band_h) * 0.92)
        box = pygame.Rect(0, 0, size, size)
        box.center = (w // 2, round(band_h + (bottom - band_h) / 2))
        icon(image, kind, box)
        if value and w >= 50:
            d = max(12, round(w * 0.26))
            coin = pygame.Rect(max(2, w // 20), max(2, w // 20), d, d)
            pygame.draw.ellipse(image, GOLD, coin)
            pygame.draw.ellipse(image, INK, coin, 1)
            draw_text(image, str(value), coin.center, "small", s * 0.9, INK, bold=True,
                      anchor="center")
        for k, line in enumerate(lines):
            draw_text(image, line, (w // 2, bottom + k * line_h), "small", s * 0.8,
                      PAPYRUS if dark else INK, anchor="midtop", max_width=w - 4, px=px)
    border = GOLD if highlight else INK
    pygame.draw.rect(image, border, rect, max(1, round(w / 40)) + (1 if highlight else 0),
                     border_radius=radius)
    return fast(image)


def _tile_face(image: pygame.Surface, kind: str, label: str, value: int, s: float,
               radius: int) -> None:
    """A market tile (wider than tall): the band on top, the emblem on the left and the
    name beside it on up to two lines, or across the tile when no emblem leaves it room."""
    w, h = image.get_size()
    pygame.draw.rect(image, CREAM, image.get_rect(), border_radius=radius)
    band_h = max(4, round(h * 0.14))
    pygame.draw.rect(image, TYPE_RGB.get(kind, INK), (0, 0, w, band_h),
                     border_top_left_radius=radius, border_top_right_radius=radius)
    pad = max(2, round(h * 0.08))
    room_h = h - band_h - 2 * pad
    px, lines, beside = tile_label(label, w - 2 * pad, room_h, round(room_h * 0.8), s)
    text_w = max([font_of(px).size(line)[0] for line in lines] + [0])
    left = pad
    if beside:
        size = min(room_h, w - 3 * pad - text_w)
        box = pygame.Rect(pad, band_h + pad + (room_h - size) // 2, size, size)
        icon(image, kind, box)
        left = box.right + pad
    line_h = font_of(px).get_linesize()
    top = band_h + pad + (room_h - line_h * len(lines)) // 2
    centre = (left + w - pad) // 2
    for k, line in enumerate(lines):
        draw_text(image, line, (centre, top + k * line_h), "small", s * 0.8, INK,
                  anchor="midtop", max_width=w - pad - left, px=px)
    if value:
        d = max(12, round(h * 0.36))
        coin = pygame.Rect(2, 2, d, d)
        pygame.draw.ellipse(image, GOLD, coin)
        pygame.draw.ellipse(image, INK, coin, 1)
        draw_text(image, str(value), coin.center, "small", s * 0.8, INK, bold=True,
                  anchor="center")


def tile_label(label: str, width: int, height: int, emblem: int,
               scale: float) -> tuple[int, list[str], bool]:
    """A market tile's name: (size, lines, with the emblem beside it). The largest size
    from the card's own down to the smallest type at which the name, on at most two lines
    as tall as `height`, fits `width` less an `emblem` beside it; else across the whole
    `width` at the largest size that fits (the smallest at worst)."""
    for beside in (True, False):
        room = width - emblem - 2 if beside else width
        for px in range(font_px("small", scale * 0.8), MIN_PX - 1, -1):
            lines = wrap(label, font_of(px), room) if label else []
            if len(lines) > 2:
                lines = [lines[0], " ".join(lines[1:])]
            if (len(lines) * font_of(px).get_linesize() <= height
                    and all(font_of(px).size(line)[0] <= room for line in lines)):
                return px, lines, beside
    lines = wrap(label, font_of(MIN_PX), width) if label else []
    return MIN_PX, lines[:1] + ([" ".join(lines[1:])] if len(lines) > 1 else []), False


def label_px(label: str, w: int, scale: float) -> int:
    """The card name's size on a card `w` wide: the card's own, smaller while its longest
    word is wider than the card (never below the smallest type)."""
    px = font_px("small", scale * 0.8)
    while px > MIN_PX and not fits_words(label, px, w - 2 * NAME_MARGIN):
        px -= 1
    return px


def fits_words(label: str, px: int, width: int) -> bool:
    """Whether every word of `label` at `px` is at most `width` wide (the name is shown
    on a card only then, on as many lines as it takes)."""
    return all(font_of(px).size(word)[0] <= width for word in label.split())


def card_image(kind: str, size: tuple[int, int], scale: float, label: str = "",
               value: int = 0, highlight: bool = False) -> pygame.Surface:
    """A card face (kind = a treasure, "thief" or "sandstorm") or its back (kind = "back")."""
    return _card(kind, int(size[0]), int(size[1]), label, value, highlight, round(scale * 100))
