"""Archaeology's hover help: hand and market cards, the dig deck and hazard piles, the
chambers, museums, opponents and trade trays, and what a sale held sells (Archaeology rules,
docs/rules/archaeology.md)."""

from engines.archaeology.observation import ArchaeologyObservation
from game.i18n import _, ngettext

from .texts import card_help, card_name, cards_text, chamber_name, max_set, price

CHAMBER_MAPS = {"small": 1, "medium": 2, "large": 3}


def sell_badge(name: str, count: int, changeable: bool) -> str:
    """What a sale held sells, and (when there is a choice) how to change the count."""
    text = _("Sell {n}× {card} for ${money}").format(n=count, card=card_name(name),
                                                     money=price(name, count))
    if changeable:
        text += " · " + _("wheel or +/− changes")
    return text


def tooltip(scene, key) -> str | None:
    """The help for the area `key` of the Archaeology table (None: nothing to say)."""
    o: ArchaeologyObservation = scene.obs
    kind = key[0]
    if kind == "hand":
        return hand_help(scene, key[1], key[2])
    if kind == "market":
        return card_help(key[1]) + " " + _("In the market: {n}.").format(
            n=o["market"].get(key[1], 0))
    if kind == "market_panel":
        return _("The market: face-up cards anyone may trade for. Give cards from your hand and "
                 "take market cards of equal or lower total trade value; no change is given.")
    if kind == "deck":
        return _("Dig deck, cards left: {n} (treasures, maps, thieves and sandstorms). "
                 "Digging is compulsory at the start of your turn.").format(n=o["deck_size"])
    if kind == "thieves":
        return _("Thieves dug: {n} of 8.").format(n=o["thieves_out"]) + " " + card_help("thief")
    if kind == "sandstorms":
        return _("Sandstorms dug: {n} of {total}.").format(
            n=o["sandstorms_out"], total=o["sandstorms_in_play"]) + " " + card_help("sandstorm")
    if kind == "chamber":
        return chamber_help(o, key[1])
    if kind in ("museum", "opp_museum"):
        return museum_help(scene, kind, key)
    if kind in ("opp", "opp_hand"):
        return opponent_help(scene, key[1])
    if kind in ("own", "own_hand"):
        return _("{name}'s hand: treasures to sell in your museum as sets (the bigger the set, "
                 "the better the price), maps to explore the chambers. At game end the most "
                 "money wins.").format(name=scene.name(scene.viewer))
    if kind == "trade_panel":
        return _("Click to trade with the market.")
    if kind in ("give_tray", "take_tray"):
        return _("Give any cards; take market cards of equal or lower total value.")
    if kind == "storm_tray":
        return _("Click cards in your hand to discard them to the market.")
    if kind == "score":
        seat = key[1]
        return _("{name}: money ${money}, cards sold {sold}.").format(
            name=scene.name(seat), money=o["money"][seat], sold=o["cards_sold"][seat])
    return None


def hand_help(scene, name: str, i: int) -> str:
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


def museum_help(scene, kind, key) -> str:
    o: ArchaeologyObservation = scene.obs
    seat = scene.viewer if kind == "museum" else key[1]
    sets = o["museums"][seat]
    head = (_("Your museum: sets sold are safe from thieves and sandstorms. Drop a set of one "
              "treasure here to sell it.") if kind == "museum"
            else _("{name}'s museum.").format(name=scene.name(seat)))
    if not sets:
        return head
    listed = ", ".join(_("{count}× {card} for ${money}").format(
        count=e["count"], card=card_name(e["card"]), money=e["money"]) for e in sets)
    return head + " " + _("Sets sold: {list}.").format(list=listed)


def opponent_help(scene, seat: int) -> str:
    o: ArchaeologyObservation = scene.obs
    text = _("{name}: cards in hand {n}, money ${money}, cards sold {sold}.").format(
        name=scene.name(seat), n=o["hand_sizes"][seat], money=o["money"][seat],
        sold=o["cards_sold"][seat])
    known = o["known"].get(str(seat))
    if known:
        text += " " + _("You know they hold: {cards}.").format(cards=cards_text(known))
    return text
