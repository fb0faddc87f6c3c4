"""The card faces an Archaeology table's first frame draws, made ahead while the menu is
idle (scenes/kit/warmup.py calls `warm_up` for every game package that has one): a card
face with its name and value costs 2-3 ms the first time at a size, and the first frame at
1920x1080 drew about a dozen of them (open 45-70 ms, over the 60 ms target)."""

from collections.abc import Iterator

from engines.archaeology.cards import TREASURES

from . import layout as L
from .cards import card_image
from .texts import card_name, value_of

# (kind, canvas size) of the small cards every table shows (see drawing.py)
SMALL_CARDS = (("back", L.OPPONENT_CARD), ("back", L.CHAMBER_CARD), ("map", L.MAP_CARD))


def warm_up(scale: float) -> Iterator[None]:
    """One card face a slice at the window's `scale`: the market's and the hand's faces
    of every treasure, the dig deck's back, the hazard piles and the small cards."""
    s = scale
    for name in TREASURES:
        for card in (L.MARKET_CARD, L.HAND_CARD):
            card_image(name, L.scaled(card, s), s, card_name(name), value_of(name))
            yield
    card_image("back", L.scaled(L.DECK_CARD, s), s)
    yield
    pile = (round(30 * s), L.scaled(L.PILE_ROW, s)[1] - round(6 * s))  # as draw_piles
    for kind in ("thief", "sandstorm"):
        card_image(kind, pile, s)
        yield
    for kind, size in SMALL_CARDS:
        card_image(kind, L.scaled(size, s), s)
        yield
