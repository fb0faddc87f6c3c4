"""Archaeology pictures: the treasures, a set sold to the museum with its price, a trade,
the thief and the sandstorm, the three chambers."""

import pygame

from engines.archaeology.cards import TREASURES, set_price
from scenes.archaeology.cards import card_image
from scenes.archaeology.texts import card_name, value_of

from . import Picture
from .common import arrow, badge

W, H = 70, 100


def _card(surface: pygame.Surface, kind: str, x: int, y: int, s: float,
          back: bool = False) -> None:
    size = (round(W * s), round(H * s))
    image = card_image("back" if back else kind, size, s, "" if back else card_name(kind),
                       value_of(kind) if kind in TREASURES else 0)
    surface.blit(image, (x, y))


def treasures(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    for i, kind in enumerate(TREASURES):
        _card(surface, kind, rect.x + round(10 * s) + i * round(56 * s), rect.y + round(6 * s), s)


def sell_set(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    """Three coins sold as one set: the price table's value for 3."""
    for i in range(3):
        _card(surface, "coin", rect.x + round(20 * s) + i * round(30 * s), rect.y + round(6 * s),
              s)
    arrow(surface, (rect.x + round(170 * s), rect.y + round(56 * s)),
          (rect.x + round(250 * s), rect.y + round(56 * s)), s)
    badge(surface, str(set_price(TREASURES.index("coin"), 3)),
          (rect.x + round(290 * s), rect.y + round(56 * s)), s)


def trade(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    """The rulebook's example: giving a pharaoh mask (4) for a talisman (3); no change is
    given, the extra point is lost."""
    _card(surface, "pharaoh_mask", rect.x + round(40 * s), rect.y + round(6 * s), s)
    arrow(surface, (rect.x + round(140 * s), rect.y + round(56 * s)),
          (rect.x + round(220 * s), rect.y + round(56 * s)), s)
    _card(surface, "talisman", rect.x + round(240 * s), rect.y + round(6 * s), s)
    badge(surface, str(value_of("pharaoh_mask")), (rect.x + round(75 * s),
                                                   rect.y + round(120 * s)), s)
    badge(surface, str(value_of("talisman")), (rect.x + round(275 * s),
                                               rect.y + round(120 * s)), s)


def big_set(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    """The tip's numbers: five coins sold as one set against five single coins."""
    coin = TREASURES.index("coin")
    for row, (count, sets) in enumerate(((5, 1), (1, 5))):
        y = rect.y + round(6 * s) + row * round(112 * s)
        for k in range(5):
            x = rect.x + round(20 * s) + k * (round(22 * s) if count == 5 else round(48 * s))
            _card(surface, "coin", x, y, s)
        arrow(surface, (rect.x + round(270 * s), y + round(50 * s)),
              (rect.x + round(330 * s), y + round(50 * s)), s)
        badge(surface, str(sets * set_price(coin, count)), (rect.x + round(370 * s),
                                                            y + round(50 * s)), s)


def thief_and_storm(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    _card(surface, "thief", rect.x + round(60 * s), rect.y + round(6 * s), s)
    _card(surface, "sandstorm", rect.x + round(200 * s), rect.y + round(6 * s), s)


def chambers(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    for i, maps in enumerate((1, 2, 3)):
        x = rect.x + round(20 * s) + i * round(130 * s)
        for k in range(maps + 1):
            _card(surface, "back", x + k * round(6 * s), rect.y + round(6 * s) + k * round(3 * s),
                  s, back=True)
        badge(surface, str(maps), (x + round(35 * s), rect.y + round(120 * s)), s)


PICTURES: dict[str, Picture] = {
    "treasures": (treasures, 0.32),
    "sell_set": (sell_set, 0.3),
    "trade": (trade, 0.34),
    "big_set": (big_set, 0.58),
    "thief_and_storm": (thief_and_storm, 0.28),
    "chambers": (chambers, 0.36),
}
