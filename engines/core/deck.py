"""Seeded decks: build, shuffle and draw cards with an engine's `Rng`."""

from collections.abc import Iterable

from .rng import Rng


def build_deck(counts: Iterable[tuple[object, int]]) -> list:
    """A deck from (card, copies) pairs, in table order (unshuffled)."""
    deck: list = []
    for card, copies in counts:
        deck.extend([card] * copies)
    return deck


def shuffled(cards: Iterable, rng: Rng) -> list:
    """A new list with the cards in a random order drawn from `rng`."""
    deck = list(cards)
    rng.shuffle(deck)
    return deck


def draw(deck: list, count: int = 1) -> list:
    """Take up to `count` cards from the top (the end of the list) of `deck`."""
    count = min(count, len(deck))
    if count <= 0:
        return []
    taken = deck[-count:]
    del deck[-count:]
    taken.reverse()
    return taken
