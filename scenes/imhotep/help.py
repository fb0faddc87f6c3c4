"""Imhotep's hover help: what every site, cell, ship, card and stone does and when it scores,
for side A and side B of each site (Imhotep rules, docs/rules/imhotep.md)."""

from collections.abc import Callable

from engines.imhotep.observation import ImhotepObservation, Side, Sites
from scenes.kit.game_view import ViewPart
from scenes.kit.layout import AreaKey
from shell.language.i18n import N_, _, ngettext, translate

from .area_keys import (
    CellKey,
    DisplayKey,
    DockKey,
    HandAreaKey,
    HandKey,
    ImhotepKey,
    PairKey,
    PeekKey,
    PyramidKey,
    QuarryKey,
    RiverKey,
    ShipKey,
    SiteKey,
    SledKey,
    SledStoneKey,
    SlotKey,
    TowerKey,
    read_key,
)
from .layout import ImhotepLayout
from .texts import BONUS_NAMES, CARD_HELP, card_name, site_name

SITE_HELP = {
    ("market", "A"): N_("Each stone unloaded here takes one face-up card, in unloading order. "
                        "Red cards act at once, blue cards are played later as a whole turn, "
                        "green and purple cards score at game end."),
    ("market", "B"): N_("Three face-up cards and a face-down pair. Each stone unloaded here "
                        "takes a face-up card, or the pair: look at both, keep one and discard "
                        "the other."),
    ("pyramids", "A"): N_("Stones fill the 14 cells in a fixed order; each scores the number "
                          "printed on its cell at once. When all are full, each further stone "
                          "scores 1 point."),
    ("pyramids", "B"): N_("Three small pyramids; the owner of each stone chooses one. A base "
                          "cell scores 1 point and gives that pyramid's bonus; the top cell "
                          "scores 4 points."),
    ("temple", "A"): N_("Stones fill the cells left to right, layer on layer. At the end of "
                        "every round each stone seen from above scores 1 point."),
    ("temple", "B"): N_("Stones fill the cells left to right, layer on layer. At the end of "
                        "every round each stone seen from above gives the reward printed under "
                        "its cell."),
    ("tomb", "A"): N_("Stones fill columns of three from the top left. At game end each "
                      "connected group of one colour scores 1, 3, 6, 10 or 15 points for 1 to "
                      "5 stones, and 2 more for each further stone."),
    ("tomb", "B"): N_("Stones fill columns of three from the top left. At game end each of the "
                      "three rows scores on its own: most stones 8 points, second 4, third 2, "
                      "fourth 1; tied players share."),
    ("obelisks", "A"): N_("Each player builds an own obelisk, one stone at a time. At game end "
                          "the tallest score most: 2 players 10/1, 3 players 12/6/1, 4 players "
                          "15/10/5/1 (at least one stone needed)."),
    ("obelisks", "B"): N_("Stones wait in their colour's field; every third stone builds an "
                          "obelisk on the free slot of highest value, which scores at once. "
                          "Each loose stone left at game end scores 1 point."),
}
PYRAMID_BONUS_HELP = {
    "card": N_("Left pyramid: a base cell scores 1 point and gives the top card of the market "
               "deck; the top cell scores 4 points."),
    "stones": N_("Middle pyramid: a base cell scores 1 point and puts 3 stones from your "
                 "quarry on your sled; the top cell scores 4 points."),
    "ship": N_("Right pyramid: a base cell scores 1 point and lets you place a stone from your "
               "sled on a ship that has not sailed; the top cell scores 4 points."),
}
REWARD_HELP = {
    "point_or_stones": N_("At the end of every round the stone on top of this cell gives its "
                          "owner 1 point or 2 stones from the quarry to the sled."),
    "two_points": N_("At the end of every round the stone on top of this cell scores 2 points "
                     "for its owner."),
    "card": N_("At the end of every round the stone on top of this cell gives its owner the "
               "top card of the market deck."),
}
OBELISK_RANKS = {2: "10/1", 3: "12/6/1", 4: "15/10/5/1"}


SIDE_HEADINGS = {"A": N_("{site}, side A"), "B": N_("{site}, side B")}  # (Cyrillic А/В in ru)


def site_heading(site: str, side: str) -> str:
    return _(SIDE_HEADINGS[side]).format(site=site_name(site, side))


def site_help(site: str, side: str) -> str:
    return f"{site_heading(site, side)}: {_(SITE_HELP[site, side])}"


def card_help(card: str) -> str:
    return f"{card_name(card)}: {_(CARD_HELP[card])}"


def tooltip(scene: ViewPart[ImhotepObservation, ImhotepLayout], key: AreaKey) -> str | None:
    """The help for the area `key` of the Imhotep table (None: nothing to say)."""
    o = scene.obs
    sites = o["sites"]
    place = read_key(key)
    if isinstance(place, SiteKey):
        return site_help(place.site, side_of(sites, place.site))
    if isinstance(place, DockKey):
        text = _("Dock of the {site}: drag a ship here to sail it there; its stones are "
                 "unloaded from the bow, each placed by its owner.").format(
            site=site_name(place.site, side_of(sites, place.site)))
        docked = [i for i, ship in enumerate(o["ships"]) if ship["site"] == place.site]
        if docked:
            text += " " + _("Ship {n} has landed here this round.").format(n=docked[0] + 1)
        return text
    if isinstance(place, RiverKey):
        return _("The Nile: ships wait here until they sail. Drop a blue card on it to play "
                 "the card.")
    if isinstance(place, (ShipKey, SlotKey)):
        return ship_help(o, place)
    if isinstance(place, DisplayKey):
        card = o["market"]["display"][place.place]
        return card_help(card) if card else _("An empty market space.")
    if isinstance(place, PairKey):
        return _("Face-down pair: a stone unloaded here takes both cards; keep one and discard "
                 "the other.")
    if isinstance(place, HandKey):
        return card_help(place.card)
    if isinstance(place, PeekKey):
        peek = o["peek"]
        return card_help(peek[place.which]) if peek else None
    if isinstance(place, PyramidKey):
        pyramids = sites["pyramids"]
        if pyramids["side"] == "B":
            return translate(PYRAMID_BONUS_HELP[pyramids["bonus"][place.pyramid]])
        return None
    if isinstance(place, TowerKey):
        return tower_help(scene, place.slot)
    if isinstance(place, CellKey):
        return cell_help(scene, place.site, place.cell)
    return seat_help(o, scene.name, key, place)


def seat_help(o: ImhotepObservation, name: Callable[[int], str], key: AreaKey,
              place: ImhotepKey | None) -> str | None:
    """The help for a seat's own things (`place`: `key` read): its cards, its quarry, its
    sled, its score."""
    if isinstance(place, HandAreaKey):
        return _("{name}'s cards: blue ones are played as a whole turn (unused ones score 1 "
                 "point at game end); green and purple ones score at game end.").format(
            name=name(place.seat))
    if isinstance(place, QuarryKey):
        stones = o["quarry"][place.seat]
        return ngettext("{name}'s quarry: {n} stone. Drag it onto the sled to take up to 3.",
                        "{name}'s quarry: {n} stones. Drag it onto the sled to take up to 3.",
                        stones).format(name=name(place.seat), n=stones)
    if isinstance(place, (SledKey, SledStoneKey)):
        return _("{name}'s sled: {n} of 5 stones. Drag a stone onto a ship.").format(
            name=name(place.seat), n=o["sleds"][place.seat])
    if key and key[0] == "score":  # the side panel's score of a seat
        points = o["scores"][key[1]]
        return ngettext("{name}: {points} point so far.", "{name}: {points} points so far.",
                        points).format(name=name(key[1]), points=points)
    return None


def ship_help(o: ImhotepObservation, key: ShipKey | SlotKey) -> str:
    i = key.ship
    ship = o["ships"][i]
    load = sum(owner is not None for owner in ship["slots"])
    text = ngettext("Ship {n}: {load} of {cap} stone; it may sail with at least {min}.",
                    "Ship {n}: {load} of {cap} stones; it may sail with at least {min}.",
                    ship["capacity"]).format(n=i + 1, load=load, cap=ship["capacity"],
                                             min=ship["min_load"])
    if ship["site"] is not None:
        text = _("Ship {n} has sailed to the {site}.").format(
            n=i + 1, site=site_name(ship["site"], side_of(o["sites"], ship["site"])))
    if isinstance(key, SlotKey):
        text += " " + _("Stones are unloaded from the bow (the right end) first; this is "
                        "place {k} from the bow.").format(k=key.slot + 1)
    return text


def side_of(sites: Sites, site: str) -> Side:
    """The side of the site named `site`."""
    sides: dict[str, Side] = {
        "market": sites["market"]["side"], "pyramids": sites["pyramids"]["side"],
        "temple": sites["temple"]["side"], "tomb": sites["tomb"]["side"],
        "obelisks": sites["obelisks"]["side"]}
    return sides[site]


def tower_help(scene, k: int) -> str | None:
    """An Obelisks B tower slot (None on side A, which has none)."""
    obs: ImhotepObservation = scene.obs
    site = obs["sites"]["obelisks"]
    if site["side"] != "B":
        return None
    value = site["slot_values"][k]
    if k < len(site["towers"]):
        return ngettext("{name}'s obelisk, worth {points} point.",
                        "{name}'s obelisk, worth {points} points.", value).format(
            name=scene.name(site["towers"][k]), points=value)
    return ngettext("Free obelisk slot worth {points} point: the next obelisk built takes the "
                    "free slot of highest value.",
                    "Free obelisk slot worth {points} points: the next obelisk built takes the "
                    "free slot of highest value.", value).format(points=value)


def cell_help(scene, site_id: str, index) -> str:
    o: ImhotepObservation = scene.obs
    sites = o["sites"]
    pyramids, temple, obelisks = sites["pyramids"], sites["temple"], sites["obelisks"]
    if site_id == "pyramids" and pyramids["side"] == "A":
        value = pyramids["values"][index]
        return ngettext("Pyramid cell {k} of 14: the stone placed here scores {points} point "
                        "at once.",
                        "Pyramid cell {k} of 14: the stone placed here scores {points} points "
                        "at once.", value).format(k=index + 1, points=value)
    if site_id == "pyramids" and pyramids["side"] == "B":
        pyramid, c = index
        bonus = translate(BONUS_NAMES[pyramids["bonus"][pyramid]])
        if c == 4:
            return _("Top cell: the stone placed here scores 4 points at once.")
        return _("Base cell: the stone placed here scores 1 point and gives: {bonus}.").format(
            bonus=bonus)
    if site_id == "temple":
        column = temple["columns"][index]
        stack = _("Stones in this column: {n}.").format(n=len(column))
        if temple["side"] == "B":
            reward = temple["rewards"][index]
            return f"{_(REWARD_HELP[reward])} {stack}"
        return _("At the end of every round the stone on top of this cell scores 1 point for "
                 "its owner.") + " " + stack
    if site_id == "tomb":
        if sites["tomb"]["side"] == "B":
            return _("Row {row}: at game end most stones in this row score 8 points, second "
                     "4, third 2, fourth 1.").format(row=index % 3 + 1)
        return site_help("tomb", "A")
    if site_id == "obelisks":
        who = scene.name(index)
        if obelisks["side"] == "A":
            height = obelisks["heights"][index]
            return ngettext("{name}'s obelisk: {n} stone high. At game end: {ranks} points "
                            "by height.",
                            "{name}'s obelisk: {n} stones high. At game end: {ranks} points "
                            "by height.", height).format(name=who, n=height,
                                                         ranks=OBELISK_RANKS[o["players"]])
        loose = obelisks["loose"][index]
        return ngettext("{name}'s field: {n} loose stone; every third one builds an obelisk.",
                        "{name}'s field: {n} loose stones; every third one builds an obelisk.",
                        loose).format(name=who, n=loose)
    return site_help(site_id, side_of(sites, site_id))
