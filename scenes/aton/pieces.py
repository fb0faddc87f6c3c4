"""Aton's pieces drawn in code: priests (with colour-blind marks), cards, temple cells."""

import pygame

from scenes.kit.marks import draw_mark
from shell.ui.pictures import pictures
from shell.ui.theme import GOLD, INK, PAPYRUS, draw_text, fast

PRIEST_RGB = ((196, 54, 42), (36, 86, 190))
PRIEST_LIGHT = ((236, 128, 108), (120, 164, 236))
PRIEST_DARK = ((120, 28, 22), (18, 44, 110))
CELL_RGB = {"Y": (232, 190, 74), "K": (58, 52, 48), "B": (86, 150, 204), "G": (104, 152, 78),
            "+1": (238, 224, 186), "+2": (238, 224, 186)}
CELL_EDGE = {"Y": (178, 138, 40), "K": (24, 20, 18), "B": (44, 98, 150), "G": (62, 104, 46),
             "+1": (184, 150, 70), "+2": (184, 150, 70)}
CARD_BACK = ((150, 44, 34), (30, 70, 150))


@pictures(limit=128)
def priest_image(seat: int, size: int, patterns: bool) -> pygame.Surface:
    """A priest seen from the front: a robed body and a round head, with a light rim so it
    stands out on any cell colour; with patterns, the seat's mark (red a dot, blue a stripe)."""
    image = pygame.Surface((size, size), pygame.SRCALPHA)
    w = size
    colour, light, dark = PRIEST_RGB[seat], PRIEST_LIGHT[seat], PRIEST_DARK[seat]
    head_r = max(3, round(w * 0.17))
    head = (w // 2, round(w * 0.24))
    body = [(round(w * 0.5), round(w * 0.30)), (round(w * 0.80), round(w * 0.90)),
            (round(w * 0.20), round(w * 0.90))]
    rim = max(2, round(w * 0.07))
    # a light halo first (contrast on dark and same-coloured cells)
    pygame.draw.polygon(image, (*PAPYRUS, 235), body, 0)
    pygame.draw.polygon(image, (*PAPYRUS, 235), body, rim * 2)
    pygame.draw.circle(image, (*PAPYRUS, 235), head, head_r + rim)
    pygame.draw.polygon(image, colour, body)
    pygame.draw.polygon(image, dark, body, max(1, w // 18))
    base = pygame.Rect(round(w * 0.18), round(w * 0.84), round(w * 0.64), max(2, round(w * 0.1)))
    pygame.draw.rect(image, dark, base, border_radius=max(1, base.h // 2))
    pygame.draw.circle(image, colour, head, head_r)
    pygame.draw.circle(image, dark, head, head_r, max(1, w // 18))
    pygame.draw.line(image, light, (round(w * 0.45), round(w * 0.42)),
                     (round(w * 0.33), round(w * 0.78)), max(1, w // 14))
    if patterns:  # the seat's mark from the kit's one set, on the robe
        draw_mark(image, seat, (w // 2, round(w * 0.64)), max(2, round(w * 0.11)), PAPYRUS,
                  max(2, round(w * 0.06)))
    return fast(image)


def draw_priest(surface, seat: int, rect: pygame.Rect, patterns: bool) -> None:
    size = round(min(rect.w, rect.h) * 0.9)
    image = priest_image(seat, size, patterns)
    surface.blit(image, image.get_rect(center=rect.center))


def draw_cell(surface, kind: str, rect: pygame.Rect, scale: float,
              text_scale: float | None = None) -> None:
    """A temple cell at `scale`, its reward (+1, +2) at `text_scale` (the board's text:
    scenes/kit/board_text.py) unless given none."""
    radius = max(2, round(6 * scale))
    pygame.draw.rect(surface, CELL_RGB[kind], rect, border_radius=radius)
    pygame.draw.rect(surface, CELL_EDGE[kind], rect, max(1, round(2 * scale)),
                     border_radius=radius)
    if kind in ("+1", "+2"):
        draw_text(surface, kind, rect.center, "body", text_scale or scale, (132, 98, 30),
                  bold=True, anchor="center")
    elif kind == "B":
        # a small lotus-blue diamond: the cell temple 4 counts
        c = rect.center
        u = max(3, rect.w // 7)
        pygame.draw.polygon(surface, (200, 226, 244), [(c[0], c[1] - u), (c[0] + u, c[1]),
                                                        (c[0], c[1] + u), (c[0] - u, c[1])], 1)


@pictures(limit=128)
def card_image(value: int, seat: int, w: int, h: int, face_up: bool) -> pygame.Surface:
    """A player's card: face up a papyrus face with its value and as many suns; face down
    the player's colour with the sun disc of Aton."""
    image = pygame.Surface((w, h), pygame.SRCALPHA)
    rect = image.get_rect()
    radius = max(3, w // 9)
    edge = max(1, w // 30)
    if not face_up:
        pygame.draw.rect(image, CARD_BACK[seat], rect, border_radius=radius)
        inner = rect.inflate(-max(4, w // 8), -max(4, w // 8))
        pygame.draw.rect(image, GOLD, inner, max(1, w // 36), border_radius=radius)
        c = inner.center
        r = max(3, w // 6)
        for k in range(12):
            v = pygame.math.Vector2(1, 0).rotate(k * 30)
            a = (c[0] + v.x * (r + 2), c[1] + v.y * (r + 2))
            b = (c[0] + v.x * (r + max(3, w // 8)), c[1] + v.y * (r + max(3, w // 8)))
            pygame.draw.line(image, GOLD, a, b, max(1, w // 40))
        pygame.draw.circle(image, GOLD, c, r)
        pygame.draw.rect(image, INK, rect, edge, border_radius=radius)
        return fast(image)
    pygame.draw.rect(image, PAPYRUS, rect, border_radius=radius)
    band = max(3, w // 10)
    pygame.draw.rect(image, PRIEST_RGB[seat], rect, band, border_radius=radius)
    draw_text(image, str(value), (w // 2, round(h * 0.44)), "heading", h / 80, INK, bold=True,
              anchor="center")
    r = max(2, w // 16)
    gap = r * 2 + max(2, w // 20)
    y = round(h * 0.78)
    x0 = w // 2 - (value - 1) * gap // 2
    for k in range(value):
        pygame.draw.circle(image, GOLD, (x0 + k * gap, y), r)
        pygame.draw.circle(image, INK, (x0 + k * gap, y), r, 1)
    draw_text(image, str(value), (band + 3, band + 1), "small", h / 110, INK, bold=True)
    pygame.draw.rect(image, INK, rect, edge, border_radius=radius)
    return fast(image)


def draw_card(surface, rect: pygame.Rect, value: int, seat: int, face_up: bool) -> None:
    surface.blit(card_image(value, seat, rect.w, rect.h, face_up), rect)


def empty_slot(surface, rect: pygame.Rect, scale: float, colour=(226, 210, 168)) -> None:
    radius = max(3, round(8 * scale))
    pygame.draw.rect(surface, colour, rect, border_radius=radius)
    pygame.draw.rect(surface, (176, 150, 100), rect, max(1, round(2 * scale)),
                     border_radius=radius)


def cartouche(surface, rect: pygame.Rect, scale: float, fill, edge) -> None:
    """An oval cartouche with its tie line (the ornament's frame)."""
    pygame.draw.rect(surface, fill, rect, border_radius=rect.h // 2)
    pygame.draw.rect(surface, edge, rect, max(2, round(2.5 * scale)), border_radius=rect.h // 2)
    pygame.draw.line(surface, edge, (rect.right - round(2 * scale), rect.y + rect.h // 4),
                     (rect.right - round(2 * scale), rect.bottom - rect.h // 4),
                     max(2, round(4 * scale)))


def chip_image(size: int, available: bool) -> pygame.Surface:
    """The white exchange chip with two arrows; used up it is drawn faded."""
    image = pygame.Surface((size, size), pygame.SRCALPHA)
    c = (size // 2, size // 2)
    r = size // 2 - 1
    alpha = 255 if available else 80
    pygame.draw.circle(image, (246, 242, 232, alpha), c, r)
    pygame.draw.circle(image, (*INK, alpha), c, r, max(1, size // 14))
    u = max(2, size // 5)
    w = max(1, size // 14)
    ink = (*INK, alpha)
    pygame.draw.line(image, ink, (c[0] - u, c[1] - u // 2), (c[0] + u, c[1] - u // 2), w)
    pygame.draw.polygon(image, ink, [(c[0] + u + 1, c[1] - u // 2), (c[0] + u // 3, c[1] - u),
                                     (c[0] + u // 3, c[1])])
    pygame.draw.line(image, ink, (c[0] - u, c[1] + u // 2), (c[0] + u, c[1] + u // 2), w)
    pygame.draw.polygon(image, ink, [(c[0] - u - 1, c[1] + u // 2), (c[0] - u // 3, c[1]),
                                     (c[0] - u // 3, c[1] + u)])
    return image
