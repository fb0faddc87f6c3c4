"""Archaeology's market tiles and hand cards show their names whole in the smallest window
(1024x640), in every language, at no less than the smallest type."""

import pygame
import pytest

from engines.archaeology.cards import TREASURES
from scenes.archaeology import cards
from scenes.archaeology import layout as L
from scenes.archaeology.texts import card_name, value_of
from scenes.kit.canvas import CANVAS
from shell.language import i18n
from shell.ui.theme import MIN_PX, font_of, ui_scale

SCALE = ui_scale((1024, 640))


def full_hand_card() -> tuple[int, int]:
    """A hand card's size at 1024x640 with every kind in hand, two of each."""
    area = pygame.Rect(0, 0, round((CANVAS[0] - 20 - L.MUSEUM_W - 44) * SCALE),
                       round((L.OWN_H - 42) * SCALE))
    groups = [(name, 2) for name in TREASURES]
    return L.hand_card_size(area, groups, L.scaled(L.HAND_CARD, SCALE))


def drawn_names(monkeypatch, kind: str, size: tuple[int, int], scale: float) -> list:
    """The texts a card face of `size` draws: (text, rect on the card, px)."""
    drawn = []

    def record(surface, text, pos, role, s, colour, **kw):
        px = kw.get("px") or 0
        w, h = font_of(px).size(text) if px else (0, 0)
        rect = pygame.Rect(0, 0, w, h)
        setattr(rect, kw.get("anchor", "topleft"), pos)
        drawn.append((text, rect, px))
        return rect

    monkeypatch.setattr(cards, "draw_text", record)
    cards._card.fn(kind, *size, card_name(kind), value_of(kind), False, round(scale * 100))
    return [d for d in drawn if d[0] != str(value_of(kind))]


@pytest.fixture(autouse=True)
def english_after():
    pygame.font.init()
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
@pytest.mark.parametrize("card", ["market", "hand", "full hand"])
def test_card_names_are_drawn_whole_on_the_card(lang, card, monkeypatch):
    i18n.set_language(lang)
    scale = SCALE
    size = {"market": L.scaled(L.MARKET_CARD, scale), "hand": L.scaled(L.HAND_CARD, scale),
            "full hand": full_hand_card()}[card]
    face = pygame.Rect((0, 0), size)
    for kind in TREASURES:
        lines = drawn_names(monkeypatch, kind, size, scale)
        assert lines, f"{kind}: no name on a {size} card in {lang}"
        assert " ".join(text for text, _r, _px in lines) == card_name(kind)
        for text, rect, px in lines:
            assert px >= MIN_PX, f"{text!r} at {px}px"
            assert rect.w > 0 and face.contains(rect), f"{text!r} {rect} off the card {size}"
