"""Imhotep's words on screen: card names and help, site names, prompts and log lines."""

from collections.abc import Callable, Mapping

from engines.core.events import Event, NoData, on
from engines.imhotep import events as ev
from shell.language.i18n import N_, NC_, _, ngettext

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
    "decoration_pyramid": N_("Decoration"), "decoration_temple": N_("Decoration"),
    "decoration_tomb": N_("Decoration"), "decoration_obelisks": N_("Decoration"),
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


def describe(event: Event, name: Callable[[int | None], str],
             sides: Mapping[str, str]) -> str | None:
    """One log line for an engine event (`name(seat)` gives a player's name, `sides` each
    site's side); None for an event the log does not tell."""
    line = LINES.get(event.kind)
    return None if line is None else line(event, name(event.seat), sides)


Sides = Mapping[str, str]


def _round_start(event: Event[ev.RoundStarted], who: str, sides: Sides) -> str:
    return _("Round {round} begins; {name} starts.").format(round=event.data["round"],
                                                             name=who)


def _take_stones(event: Event[ev.StonesTaken], who: str, sides: Sides) -> str | None:
    count = event.data["count"]
    if count == 0:
        return None
    return ngettext("{name} takes {count} stone from the quarry.",
                    "{name} takes {count} stones from the quarry.",
                    count).format(name=who, count=count)


def _place(event: Event[ev.Placed], who: str, sides: Sides) -> str:
    return _("{name} places a stone on ship {ship}.").format(name=who,
                                                             ship=event.data["ship"] + 1)


def _sail(event: Event[ev.Sailed], who: str, sides: Sides) -> str:
    site = event.data["site"]
    return _("{name} sails ship {ship} to the {site}.").format(
        name=who, ship=event.data["ship"] + 1, site=site_name(site, sides[site]))


def _play_card(event: Event[ev.CardPlayed], who: str, sides: Sides) -> str:
    return _("{name} plays {card}.").format(name=who, card=card_name(event.data["card"]))


def _pass(event: Event[NoData], who: str, sides: Sides) -> str:
    return _("{name} cannot act and passes.").format(name=who)


def _card_taken(event: Event[ev.CardTaken], who: str, sides: Sides) -> str:
    card = card_name(event.data["card"])
    if event.data["from"] == "deck" and event.seat is not None:
        return _("{name} draws {card}.").format(name=who, card=card)
    return _("{name} takes {card}.").format(name=who, card=card)


def _keep(event: Event[ev.Kept], who: str, sides: Sides) -> str:
    card, discarded = card_name(event.data["card"]), event.data["discarded"]
    if not discarded:
        return _("{name} keeps {card}.").format(name=who, card=card)
    return _("{name} keeps {card} and discards {other}.").format(
        name=who, card=card, other=", ".join(card_name(c) for c in discarded))


def _score(event: Event[ev.Scored], who: str, sides: Sides) -> str:
    points, category = event.data["points"], event.data["category"]
    category = _(CATEGORY_NAMES.get(category, category))
    if points >= 0:
        return ngettext("{name} scores {points} point ({category}).",
                        "{name} scores {points} points ({category}).", points).format(
            name=who, points=points, category=category)
    return ngettext("{name} loses {points} point ({category}).",
                    "{name} loses {points} points ({category}).", -points).format(
        name=who, points=-points, category=category)


def _stone_from_quarry(event: Event[ev.AtSite], who: str, sides: Sides) -> str:
    site = event.data["site"]
    return _("{name} sends a stone from the quarry to the {site}.").format(
        name=who, site=site_name(site, sides[site]))


def _no_effect(event: Event[ev.AtSite], who: str, sides: Sides) -> str:
    return _("{name} has no stone left in the quarry: the card has no effect.").format(
        name=who)


def _tower_built(event: Event[ev.TowerBuilt], who: str, sides: Sides) -> str:
    value = event.data["value"]
    return ngettext("{name} builds an obelisk worth {points} point.",
                    "{name} builds an obelisk worth {points} points.", value).format(
        name=who, points=value)


def _round_end(event: Event[ev.RoundEnded], who: str, sides: Sides) -> str:
    return _("Round {round} ends.").format(round=event.data["round"])


def _decline(event: Event[ev.Declined], who: str, sides: Sides) -> str:
    return _("{name} skips the bonus.").format(name=who)


def _game_end(event: Event[ev.GameEnded], who: str, sides: Sides) -> str:
    return _("The game is over.")


# the log line of each event kind the log tells
LINES = dict([
    on(ev.ROUND_START, _round_start), on(ev.TAKE_STONES, _take_stones),
    on(ev.PLACE, _place), on(ev.SAIL, _sail), on(ev.PLAY_CARD, _play_card),
    on(ev.PASS, _pass), on(ev.CARD_TAKEN, _card_taken), on(ev.KEEP, _keep),
    on(ev.SCORE, _score), on(ev.STONE_FROM_QUARRY, _stone_from_quarry),
    on(ev.NO_EFFECT, _no_effect), on(ev.TOWER_BUILT, _tower_built),
    on(ev.ROUND_END, _round_end), on(ev.DECLINE, _decline), on(ev.GAME_END, _game_end),
])
