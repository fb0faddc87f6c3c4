"""Aton's hover help: ornaments as sentences, temples, cells, the Kingdom of the Dead, the
mats, the exchange chip (Aton rules, docs/rules/aton.md)."""

from collections.abc import Callable, Hashable

from engines.aton.observation import AtonObservation
from shell.language.i18n import N_, _, ngettext

from .hand import HandSlots
from .layout import (
    KINGDOM_KEY,
    ORNAMENTS_KEY,
    TRACK_KEY,
    CellKey,
    DeadKey,
    HandKey,
    OrnamentKey,
    SeatKey,
    SlotKey,
    TempleKey,
    read_key,
)
from .texts import CATEGORY_NAMES, CELL_HELP, ORNAMENT_NAMES, TEMPLE_HELP

ORNAMENT_BOARD = {  # the line under each ornament on the board
    1: N_("The higher card scores twice the difference; equal cards score nothing."),
    2: N_("The lower card plays first. From round 2 a 3 or a 4 removes 1 or 2 enemy "
          "priests; a 1 removes one of your own."),
    3: N_("You remove and place priests only in temples numbered up to this card."),
    4: N_("Place this many priests from your supply on empty cells."),
}
ORNAMENT_BOARD_SHORT = {  # the same, where larger text leaves no room for it
    1: N_("Higher card: twice the difference."),
    2: N_("Lower card plays first; 3–4 remove enemies, 1 your own."),
    3: N_("Only temples up to this card."),
    4: N_("Place this many priests."),
}
ORNAMENT_TIP = {  # the full rule, on hover
    1: N_("Both players score here: the higher card scores twice the difference of the two "
          "cards at once; equal cards score nothing."),
    2: N_("The lower card here plays first this round. From round 2 on, this card also "
          "removes enemy priests: its value minus 2 of them (a 3 removes one, a 4 removes "
          "two, a 2 none); a 1 removes one of your own priests instead."),
    3: N_("This card limits your removals and placements this round to the temples numbered "
          "up to its value (a 2: temples 1 and 2)."),
    4: N_("You place this many priests from your supply on empty cells of the temples "
          "cartouche 3 allows; a priest that finds no empty cell goes to the Kingdom of the "
          "Dead."),
}


def ornament_help(ornament: int) -> str:
    return _("Cartouche {n} · {name}: {text}").format(
        n=ornament, name=_(ORNAMENT_NAMES[ornament]), text=_(ORNAMENT_TIP[ornament]))


def tooltip(obs: AtonObservation, name: Callable[[int | None], str], slots: HandSlots,
            key: Hashable) -> str | None:
    """The help for the area `key` of the Aton table (None: nothing to say); `name` names a
    seat's player, `slots` are the hands' places."""
    place = read_key(key)
    if isinstance(place, CellKey):
        cell_kind = obs["layout"][place.temple - 1][place.cell]
        return f"{_(CELL_HELP[cell_kind])}\n{temple_help(obs, name, place.temple)}"
    if isinstance(place, TempleKey):
        return temple_help(obs, name, place.temple)
    if isinstance(place, (OrnamentKey, SlotKey)):
        return ornament_help(place.ornament)
    if isinstance(place, DeadKey) or place == KINGDOM_KEY:
        return _("Kingdom of the Dead: removed priests and priests that find no empty cell. "
                 "When its 8 cells are full, a scoring follows at the end of the round; "
                 "further priests stay in their supply.")
    if place == ORNAMENTS_KEY:
        return _("The four cartouches: each player lays one card on each, face down; then both "
                 "are revealed and the cartouches act in order 1 to 4.")
    if place == TRACK_KEY:
        scores = ", ".join(ngettext("{name} — {n} point", "{name} — {n} points", n).format(
            name=name(s), n=n) for s, n in enumerate(obs["scores"]))
        return _("Score track: {scores}. 40 points end the game.").format(scores=scores)
    if isinstance(place, HandKey):
        return hand_help(obs, name, slots, place)
    if isinstance(place, SeatKey):
        return seat_help(obs, name, place)
    return None


def hand_help(obs: AtonObservation, name: Callable[[int | None], str], slots: HandSlots,
              place: HandKey) -> str:
    """A place of a mat's hand: the card there, or where the card from there went."""
    seat = place.seat
    if not slots.filled(seat, place.place):
        if seat == obs["seat"]:
            return _("The card from here lies on one of your cartouches.")
        return _("{name} has laid the card from here on a cartouche.").format(name=name(seat))
    if seat == obs["seat"]:
        return _("Your card: drag it onto one of your cartouches.")
    return _("{name}'s card, face down until both have assigned.").format(name=name(seat))


def seat_help(obs: AtonObservation, name: Callable[[int | None], str],
              place: SeatKey) -> str | None:
    """A seat's mat, deck, discard pile, supply, exchange chip or score row."""
    seat = place.seat
    if place.kind == "deck":
        size = obs["deck_sizes"][seat]
        text = ngettext("{name}'s deck: {n} card.", "{name}'s deck: {n} cards.",
                        size).format(name=name(seat), n=size)
        bottom = obs["deck_bottoms"][seat]
        if bottom:
            text += " " + _("Known at the bottom: {cards}.").format(
                cards=" ".join(str(v) for v in bottom))
        return text
    if place.kind == "discard":
        pile = obs["discards"][seat]
        counts = ", ".join(f"{v}: {pile.count(v)}" for v in (1, 2, 3, 4))
        return ngettext("{name}'s discard pile: {n} card ({counts}).",
                        "{name}'s discard pile: {n} cards ({counts}).", len(pile)).format(
            name=name(seat), n=len(pile), counts=counts)
    if place.kind == "supply":
        supply = obs["supply"][seat]
        return ngettext("{name}'s supply: {n} priest.", "{name}'s supply: {n} priests.",
                        supply).format(name=name(seat), n=supply)
    if place.kind == "chip":
        return _("Exchange chip: once per game, before assigning, discard the 4 drawn cards "
                 "and draw 4 new ones.")
    if place.kind == "mat":
        return _("{name}'s mat: four cards drawn each round, the deck, the discard pile, the "
                 "supply of priests and the exchange chip.").format(name=name(seat))
    breakdown = obs["breakdown"][seat]  # its score row on the panel
    return "\n".join(f"{_(CATEGORY_NAMES.get(c, c))}: {v}" for c, v in breakdown.items())


def temple_help(obs: AtonObservation, name: Callable[[int | None], str], temple: int) -> str:
    cells = obs["temples"][temple - 1]
    counts = " · ".join(ngettext("{name} — {n} priest", "{name} — {n} priests",
                                 cells.count(s)).format(name=name(s),
                                                        n=cells.count(s)) for s in (0, 1))
    return "{}: {} ({})".format(_("Temple {n}").format(n=temple), _(TEMPLE_HELP[temple]),
                                counts)
