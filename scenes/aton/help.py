"""Aton's hover help: ornaments as sentences, temples, cells, the Kingdom of the Dead, the
mats, the exchange chip (Aton rules, docs/rules/aton.md)."""

from engines.aton.observation import AtonObservation
from game.i18n import N_, _, ngettext

from .texts import CATEGORY_NAMES, CELL_HELP, ORNAMENT_NAMES, TEMPLE_HELP

ORNAMENT_BOARD = {  # the line under each ornament on the board
    1: N_("The higher card scores twice the difference; equal cards score nothing."),
    2: N_("The lower card plays first. From round 2 a 3 or a 4 removes 1 or 2 enemy "
          "priests; a 1 removes one of your own."),
    3: N_("You remove and place priests only in temples numbered up to this card."),
    4: N_("Place this many priests from your supply on empty cells."),
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


def tooltip(scene, key) -> str | None:
    """The help for the area `key` of the Aton table (None: nothing to say)."""
    o: AtonObservation = scene.obs
    name = scene.name
    kind = key[0]
    if kind == "cell":
        cell_kind = o["layout"][key[1] - 1][key[2]]
        return f"{_(CELL_HELP[cell_kind])}\n{temple_help(scene, key[1])}"
    if kind == "temple":
        return temple_help(scene, key[1])
    if kind in ("ornament", "slot"):
        return ornament_help(key[-1])
    if kind == "ornaments":
        return _("The four cartouches: each player lays one card on each, face down; then both "
                 "are revealed and the cartouches act in order 1 to 4.")
    if kind in ("kingdom", "dead"):
        return _("Kingdom of the Dead: removed priests and priests that find no empty cell. "
                 "When its 8 cells are full, a scoring follows at the end of the round; "
                 "further priests stay in their supply.")
    if kind == "deck":
        size = o["deck_sizes"][key[1]]
        text = ngettext("{name}'s deck: {n} card.", "{name}'s deck: {n} cards.",
                        size).format(name=name(key[1]), n=size)
        bottom = o["deck_bottoms"][key[1]]
        if bottom:
            text += " " + _("Known at the bottom: {cards}.").format(
                cards=" ".join(str(v) for v in bottom))
        return text
    if kind == "discard":
        pile = o["discards"][key[1]]
        counts = ", ".join(f"{v}: {pile.count(v)}" for v in (1, 2, 3, 4))
        return ngettext("{name}'s discard pile: {n} card ({counts}).",
                        "{name}'s discard pile: {n} cards ({counts}).", len(pile)).format(
            name=name(key[1]), n=len(pile), counts=counts)
    if kind == "supply":
        supply = o["supply"][key[1]]
        return ngettext("{name}'s supply: {n} priest.", "{name}'s supply: {n} priests.",
                        supply).format(name=name(key[1]), n=supply)
    if kind == "chip":
        return _("Exchange chip: once per game, before assigning, discard the 4 drawn cards "
                 "and draw 4 new ones.")
    if kind == "hand":
        if not scene.hand_slots.filled(key[1], key[2]):
            if key[1] == o["seat"]:
                return _("The card from here lies on one of your cartouches.")
            return _("{name} has laid the card from here on a cartouche.").format(
                name=name(key[1]))
        if key[1] == o["seat"]:
            return _("Your card: drag it onto one of your cartouches.")
        return _("{name}'s card, face down until both have assigned.").format(name=name(key[1]))
    if kind == "mat":
        return _("{name}'s mat: four cards drawn each round, the deck, the discard pile, the "
                 "supply of priests and the exchange chip.").format(name=name(key[1]))
    if kind == "track":
        scores = ", ".join(ngettext("{name} — {n} point", "{name} — {n} points", n).format(
            name=name(s), n=n) for s, n in enumerate(o["scores"]))
        return _("Score track: {scores}. 40 points end the game.").format(scores=scores)
    if kind == "score":
        breakdown = o["breakdown"][key[1]]
        return "\n".join(f"{_(CATEGORY_NAMES.get(c, c))}: {v}" for c, v in breakdown.items())
    return None


def temple_help(scene, temple: int) -> str:
    obs: AtonObservation = scene.obs
    cells = obs["temples"][temple - 1]
    counts = " · ".join(ngettext("{name} — {n} priest", "{name} — {n} priests",
                                 cells.count(s)).format(name=scene.name(s),
                                                        n=cells.count(s)) for s in (0, 1))
    return "{}: {} ({})".format(_("Temple {n}").format(n=temple), _(TEMPLE_HELP[temple]),
                                counts)
