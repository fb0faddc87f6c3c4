"""Archaeology's hover help: hand and market cards, the dig deck and hazard piles, the
chambers, museums, opponents and trade trays, and what a sale held sells (Archaeology rules,
docs/rules/archaeology.md)."""

from typing import TYPE_CHECKING

from engines.archaeology.observation import ArchaeologyObservation
from scenes.kit.layout import AreaKey
from shell.language.i18n import _, ngettext

from . import keys as K
from .texts import card_help, card_name, cards_text, chamber_name, max_set, price

if TYPE_CHECKING:
    from .gestures import ArchaeologyGestures

CHAMBER_MAPS = {"small": 1, "medium": 2, "large": 3}


def sell_badge(name: str, count: int, changeable: bool) -> str:
    """What a sale held sells, and (when there is a choice) how to change the count."""
    text = _("Sell {n}× {card} for ${money}").format(n=count, card=card_name(name),
                                                     money=price(name, count))
    if changeable:
        text += " · " + _("wheel or +/− changes")
    return text


def tooltip(scene: "ArchaeologyGestures", key: AreaKey) -> str | None:
    """The help for the area `key` of the Archaeology table (None: nothing to say)."""
    o = scene.obs
    area = K.read(key)
    if isinstance(area, K.Hand):
        return hand_help(scene, area.card, area.nth)
    if isinstance(area, K.Market):
        return card_help(area.card) + " " + _("In the market: {n}.").format(
            n=o["market"].get(area.card, 0))
    if isinstance(area, K.Chamber):
        return chamber_help(o, area.chamber)
    if isinstance(area, K.Museum):
        return museum_help(scene, scene.viewer, own=True)
    if isinstance(area, K.OppMuseum):
        return museum_help(scene, area.seat, own=False)
    if isinstance(area, K.Opp | K.OppHand):
        return opponent_help(scene, area.seat)
    if isinstance(area, K.Score):
        seat = area.seat
        return _("{name}: money ${money}, cards sold {sold}.").format(
            name=scene.name(seat), money=o["money"][seat], sold=o["cards_sold"][seat])
    return None if area is None else table_help(scene, area)


def table_help(scene: "ArchaeologyGestures", area: K.Key) -> str | None:
    """The help for an area that names no card or seat: the market's panel, the piles, the
    viewer's hand and the trays."""
    o = scene.obs
    if isinstance(area, K.MarketPanel):
        return _("The market: face-up cards anyone may trade for. Give cards from your hand and "
                 "take market cards of equal or lower total trade value; no change is given.")
    if isinstance(area, K.Deck):
        return _("Dig deck, cards left: {n} (treasures, maps, thieves and sandstorms). "
                 "Digging is compulsory at the start of your turn.").format(n=o["deck_size"])
    if isinstance(area, K.Thieves):
        return _("Thieves dug: {n} of 8.").format(n=o["thieves_out"]) + " " + card_help("thief")
    if isinstance(area, K.Sandstorms):
        return _("Sandstorms dug: {n} of {total}.").format(
            n=o["sandstorms_out"], total=o["sandstorms_in_play"]) + " " + card_help("sandstorm")
    if isinstance(area, K.Own | K.OwnHand):
        return _("{name}'s hand: treasures to sell in your museum as sets (the bigger the set, "
                 "the better the price), maps to explore the chambers. At game end the most "
                 "money wins.").format(name=scene.name(scene.viewer))
    if isinstance(area, K.TradePanel):
        return _("Click to trade with the market.")
    if isinstance(area, K.GiveTray | K.TakeTray):
        return _("Give any cards; take market cards of equal or lower total value.")
    if isinstance(area, K.StormTray):
        return _("Click cards in your hand to discard them to the market.")
    return None


def hand_help(scene: "ArchaeologyGestures", name: str, i: int) -> str:
    text = card_help(name)
    count = scene.sell_count(name)
    if count is not None:
        text += " " + _("Drag it to the museum (or click it, then the museum) to sell {n} for "
                        "${money}.").format(n=count, money=price(name, count))
        if len(scene.sell_counts(name)) > 1:
            text += " " + _("While it is held, the wheel or + and − change how many.")
    elif i + 1 > max_set(name):
        text += " " + ngettext("A set holds at most {n} card.", "A set holds at most {n} cards.",
                               max_set(name)).format(n=max_set(name))
    return text


def chamber_help(o: ArchaeologyObservation, name: str) -> str:
    chamber = next(c for c in o["chambers"] if c["name"] == name)
    if chamber["explored"]:
        return _("{chamber}: already explored.").format(chamber=chamber_name(name))
    return _("{chamber}: maps needed {maps}, face-down cards {n}. Exploring gives you all of "
             "them; the maps used leave the game.").format(
        chamber=chamber_name(name), maps=chamber["maps"], n=chamber["cards"])


def museum_help(scene: "ArchaeologyGestures", seat: int, own: bool) -> str:
    """The museum of `seat` (`own`: the viewer's, a sale's target) and the sets it holds."""
    o = scene.obs
    sets = o["museums"][seat]
    head = (_("Your museum: sets sold are safe from thieves and sandstorms. Drop a set of one "
              "treasure here to sell it.") if own
            else _("{name}'s museum.").format(name=scene.name(seat)))
    if not sets:
        return head
    listed = ", ".join(_("{count}× {card} for ${money}").format(
        count=e["count"], card=card_name(e["card"]), money=e["money"]) for e in sets)
    return head + " " + _("Sets sold: {list}.").format(list=listed)


def opponent_help(scene: "ArchaeologyGestures", seat: int) -> str:
    o = scene.obs
    text = _("{name}: cards in hand {n}, money ${money}, cards sold {sold}.").format(
        name=scene.name(seat), n=o["hand_sizes"][seat], money=o["money"][seat],
        sold=o["cards_sold"][seat])
    known = o["known"].get(str(seat))
    if known:
        text += " " + _("You know they hold: {cards}.").format(cards=cards_text(known))
    return text
