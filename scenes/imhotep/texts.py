"""Imhotep's words on screen: card names and help, site names, prompts and log lines."""

from collections.abc import Mapping

from game.i18n import N_, NC_, _, ngettext

# TRANSLATORS: the letter of a site board's side (A or B) on its small badge
SIDE_LETTERS = {"A": N_("A"), "B": N_("B")}

SITE_NAMES = {"market": NC_("imhotep", "Market"), "pyramids": N_("Pyramids"),
              "temple": N_("Temple"), "tomb": N_("Tomb"), "obelisks": N_("Obelisks")}
# a site named otherwise on its side A: the rulebooks' «А) Пирамида» / «Piramida (A)», one
# pyramid, while side B has three («В) Пирамиды»)
SIDE_A_NAMES = {"pyramids": N_("Pyramid")}

CARD_NAMES = {
    "entrance": N_("Entrance"), "sarcophagus": N_("Sarcophagus"),
    "paved_path": N_("Paved path"), "decoration_pyramid": N_("Pyramid decoration"),
    "decoration_temple": N_("Temple decoration"),
    "decoration_tomb": N_("Tomb decoration"),
    "decoration_obelisks": N_("Obelisk decoration"), "statue": N_("Statue"),
    "lever": N_("Lever"), "hammer": N_("Hammer"), "sail": N_("Sail"), "chisel": N_("Chisel"),
}
CARD_SHORT = {
    "entrance": N_("Entrance"), "sarcophagus": N_("Sarcoph."), "paved_path": N_("Path"),
    "decoration_pyramid": N_("Décor"), "decoration_temple": N_("Décor"),
    "decoration_tomb": N_("Décor"), "decoration_obelisks": N_("Décor"),
    "statue": N_("Statue"), "lever": N_("Lever"), "hammer": N_("Hammer"), "sail": N_("Sail"),
    "chisel": N_("Chisel"),
}
CARD_HELP = {
    "entrance": N_("At once: one of your stones from the quarry goes to the pyramid."),
    "sarcophagus": N_("At once: one of your stones from the quarry goes to the tomb."),
    "paved_path": N_("At once: one of your stones from the quarry goes to the obelisks."),
    "decoration_pyramid": N_("Game end: 1 point per 3 stones on the pyramid."),
    "decoration_temple": N_("Game end: 1 point per 3 stones in the temple."),
    "decoration_tomb": N_("Game end: 1 point per 3 stones in the tomb."),
    "decoration_obelisks": N_("Game end: 1 point per 3 stones on the obelisks."),
    "statue": N_("Game end: 1, 3, 6, 10, 15 points for 1-5 statues, +2 for each more."),
    "lever": N_("Your turn: sail a ship and choose the order its stones are unloaded."),
    "hammer": N_("Your turn: take up to 3 stones, then place 1 stone on a ship."),
    "sail": N_("Your turn: place 1 stone on a ship, then sail that ship."),
    "chisel": N_("Your turn: place 2 stones on ships (one ship or two)."),
}
CATEGORY_NAMES = {"pyramid": N_("Pyramid"), "temple": N_("Temple"),
                  "tomb": N_("Tomb"), "obelisks": N_("Obelisks"),
                  "market_cards": N_("Market cards"), "wrath": N_("Pharaoh's wrath")}
BONUS_NAMES = {"card": N_("top market card"), "stones": N_("3 stones to your sled"),
               "ship": N_("place a stone on a ship")}
REWARD_NAMES = {"point_or_stones": N_("1 point or 2 stones"), "two_points": N_("2 points"),
                "card": N_("top market card")}


def card_name(card: str) -> str:
    return _(CARD_NAMES.get(card, card))


def site_name(site: str, side: str) -> str:
    """The name of `site` with `side` ("A" or "B") up."""
    if side == "A" and site in SIDE_A_NAMES:
        return _(SIDE_A_NAMES[site])
    return _(SITE_NAMES.get(site, site))


def describe(event, name, sides: Mapping[str, str]) -> str | None:
    """One log line for an engine event (`name(seat)` gives a player's name, `sides` each
    site's side)."""
    d = event.data
    who = name(event.seat)
    kind = event.kind
    if kind == "round_start":
        return _("Round {round} begins; {name} starts.").format(round=d["round"], name=who)
    if kind == "take_stones":
        if d["count"] == 0:
            return None
        return ngettext("{name} takes {count} stone from the quarry.",
                        "{name} takes {count} stones from the quarry.",
                        d["count"]).format(name=who, count=d["count"])
    if kind == "place":
        return _("{name} places a stone on ship {ship}.").format(name=who, ship=d["ship"] + 1)
    if kind == "sail":
        return _("{name} sails ship {ship} to the {site}.").format(
            name=who, ship=d["ship"] + 1, site=site_name(d["site"], sides[d["site"]]))
    if kind == "play_card":
        return _("{name} plays {card}.").format(name=who, card=card_name(d["card"]))
    if kind == "pass":
        return _("{name} cannot act and passes.").format(name=who)
    if kind == "card_taken":
        if d.get("from") == "deck" and event.seat is not None:
            return _("{name} draws {card}.").format(name=who, card=card_name(d["card"]))
        return _("{name} takes {card}.").format(name=who, card=card_name(d["card"]))
    if kind == "keep":
        discarded = d["discarded"]
        if isinstance(discarded, str):
            discarded = [discarded]
        if not discarded:
            return _("{name} keeps {card}.").format(name=who, card=card_name(d["card"]))
        return _("{name} keeps {card} and discards {other}.").format(
            name=who, card=card_name(d["card"]),
            other=", ".join(card_name(c) for c in discarded))
    if kind == "score":
        points = d["points"]
        category = _(CATEGORY_NAMES.get(d["category"], d["category"]))
        if points >= 0:
            return ngettext("{name} scores {points} point ({category}).",
                            "{name} scores {points} points ({category}).", points).format(
                name=who, points=points, category=category)
        return ngettext("{name} loses {points} point ({category}).",
                        "{name} loses {points} points ({category}).", -points).format(
            name=who, points=-points, category=category)
    if kind == "stone_from_quarry":
        return _("{name} sends a stone from the quarry to the {site}.").format(
            name=who, site=site_name(d["site"], sides[d["site"]]))
    if kind == "no_effect":
        return _("{name} has no stone left in the quarry: the card has no effect.").format(
            name=who)
    if kind == "tower_built":
        return ngettext("{name} builds an obelisk worth {points} point.",
                        "{name} builds an obelisk worth {points} points.", d["value"]).format(
            name=who, points=d["value"])
    if kind == "round_end":
        return _("Round {round} ends.").format(round=d["round"])
    if kind == "decline":
        return _("{name} skips the bonus.").format(name=who)
    if kind == "game_end":
        return _("The game is over.")
    return None
