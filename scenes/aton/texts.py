"""Aton's words on screen: ornaments, temples, cells, prompts and log lines."""

from engines.aton.observation import PendingPostRemove
from engines.aton.rules import END_WORDS
from game.i18n import N_, _, ngettext, translate

from .post_removal import Substitutes, direct_phase, substitutes, total_removals

ORNAMENT_NAMES = {1: N_("Points"), 2: N_("Order and removal"), 3: N_("Temples"),
                  4: N_("Placement")}
ORNAMENT_HELP = {
    1: N_("The higher card scores twice the difference; equal cards score nothing."),
    2: N_("Lower card plays first. From round 2: removes value − 2 enemy priests "
          "(a 1: one own)."),
    3: N_("You remove and place priests only in temples numbered up to this card."),
    4: N_("Place this many priests from your supply on empty cells."),
}
TEMPLE_SHORT = {1: N_("difference"), 2: N_("5 points"), 3: N_("1 per priest"),
                4: N_("3 per blue")}
TEMPLE_HELP = {
    1: N_("At a scoring, the player with more priests here scores the difference."),
    2: N_("At a scoring, the player with more priests here scores 5 points."),
    3: N_("At a scoring, the player with more priests here scores 1 point per own priest "
          "here."),
    4: N_("At a scoring, the player with more priests here scores 3 points for each blue "
          "cell they hold in all four temples."),
}
CELL_HELP = {
    "Y": N_("Yellow cell: whoever holds all 14 yellow cells wins at once."),
    "G": N_("Green cell: whoever holds all 14 green cells wins at once."),
    "K": N_("Black cell: at a scoring, the majority on the 10 black cells scores 8."),
    "B": N_("Blue cell: the majority in temple 4 scores 3 for each blue cell it holds."),
    "+1": N_("Bonus cell: its priest scores 1 point at every scoring."),
    "+2": N_("Bonus cell: its priest scores 2 points at every scoring."),
}
CATEGORY_NAMES = {"Ornament 1": N_("Cartouche 1"), "Cartouche 1": N_("Cartouche 1"),
                  "Temple 1": N_("Temple 1"),
                  "Temple 2": N_("Temple 2"), "Temple 3": N_("Temple 3"),
                  "Temple 4": N_("Temple 4"), "Black cells": N_("Black cells"),
                  "Bonus cells": N_("Bonus cells")}


def temples_text(temples) -> str:
    """"1" or "1–3": the temples a decision may use."""
    if not temples:
        return ""
    if len(temples) == 1 or temples[0] == temples[-1]:
        return str(temples[0])
    if list(temples) == list(range(temples[0], temples[-1] + 1)):
        return f"{temples[0]}–{temples[-1]}"
    return ", ".join(str(t) for t in temples)


def placements_text(temples) -> str:
    """Priests placed in a row, grouped by temple in the order first used: "3 priests in
    temple 1, 1 priest in temple 2" («в храме 1 — 3, в храме 2 — 1»)."""
    counts: dict[int, int] = {}
    for temple in temples:
        counts[temple] = counts.get(temple, 0) + 1
    return ", ".join(ngettext("{count} priest in temple {temple}",
                              "{count} priests in temple {temple}", count).format(
                                  count=count, temple=temple)
                     for temple, count in counts.items())


def post_remove_prompt(pending: PendingPostRemove, name: str, held: list[int]) -> str:
    """The after-scoring removal prompt (`held`: the player's priests in temples 1-4): which
    temples it takes from now, how many in all, and where the temples owed without a priest
    are paid from (scenes/aton/post_removal.py)."""
    n = total_removals(pending, held)
    temples = pending["temples"]
    if direct_phase(pending):
        text = ngettext("{name}: after the scoring take back one own priest from temple "
                        "{temples} ({n} to go).",
                        "{name}: after the scoring take back one own priest from each of "
                        "temples {temples} ({n} to go).", len(temples)).format(
            name=name, temples=temples_text(temples), n=n)
        owed = pending.get("substitutes") or []
        return f"{text} {substitutes_text(owed, substitutes(pending, held))}" if owed else text
    first = pending["substitutes"][0]
    if not all(t > first for t in temples):
        return _("{name}: none of yours in temple {owed} or above: take one back from temple "
                 "{temple} ({n} to go).").format(name=name, owed=first, temple=temples[-1],
                                                 n=n)
    if len(temples) == 1:
        return _("{name}: none of yours in temple {owed}: take one back from temple "
                 "{temple} above it ({n} to go).").format(name=name, owed=first,
                                                          temple=temples[0], n=n)
    return _("{name}: none of yours in temple {owed}: take one back from a higher temple of "
             "your choice, {temples} ({n} to go).").format(
        name=name, owed=first, temples=", ".join(str(t) for t in temples), n=n)


def substitutes_text(owed: list[int], paid: Substitutes) -> str:
    """The sentence on the temples `owed` without a priest: how many more and from where."""
    listed = temples_text(owed)
    if paid.count == 0:
        return ngettext("You have no priest left for temple {temples}.",
                        "You have no priest left for temples {temples}.",
                        len(owed)).format(temples=listed)
    none = ngettext("You have none in temple {temples}", "You have none in temples {temples}",
                    len(owed)).format(temples=listed)
    if len(paid.sources) == 1:
        return ngettext("{none}: take {k} more from temple {temple} instead.",
                        "{none}: take {k} more from temple {temple} instead.",
                        paid.count).format(none=none, k=paid.count,
                                           temple=next(iter(paid.sources)))
    if paid.all_higher:
        return ngettext("{none}: take {k} more from a higher temple instead.",
                        "{none}: take {k} more from higher temples instead.",
                        paid.count).format(none=none, k=paid.count)
    return ngettext("{none}: take {k} more from a higher temple where you have one, else "
                    "from your highest.",
                    "{none}: take {k} more, each from a higher temple where you have one, "
                    "else from your highest.", paid.count).format(none=none, k=paid.count)


def cards_text(values) -> str:
    return ", ".join(str(v) for v in values)


def describe(event, name) -> str | None:
    """One log line for an engine event (`name(seat)` gives a player's name)."""
    d = event.data
    kind = event.kind
    who = name(event.seat) if event.seat is not None else ""
    if kind == "round_start":
        return _("Round {round} begins.").format(round=d["round"])
    if kind == "reshuffle":
        return _("{name} shuffles the discard pile into a new deck.").format(name=who)
    if kind == "exchange":
        return _("{name} uses the exchange chip and discards {cards}.").format(
            name=who, cards=cards_text(d["discarded"]))
    if kind == "reveal":
        red, blue = d["cards"]
        return _("Cards revealed: {red}: {a} · {blue}: {b}.").format(
            red=name(0), a=cards_text(red), blue=name(1), b=cards_text(blue))
    if kind == "score":
        return ngettext("{name} scores {points} point ({category}).",
                        "{name} scores {points} points ({category}).", d["points"]).format(
            name=who, points=d["points"],
            category=_(CATEGORY_NAMES.get(d["source"], d["source"])))
    if kind == "tiebreak_reveal":
        red, blue = d["cards"]
        return _("Tie for the turn order: {red} shows {a}, {blue} shows {b}.").format(
            red=name(0), a=red, blue=name(1), b=blue)
    if kind == "tiebreak_coin":
        return _("The turn order is drawn by lot.")
    if kind == "turn_order":
        return _("{name} plays first this round.").format(name=name(d["first"]))
    if kind == "remove":
        owner = d["owner"]
        if d["to"] == "kingdom":
            if owner == event.seat:
                return _("{name} removes an own priest from temple {temple} to the Kingdom "
                         "of the Dead.").format(name=who, temple=d["temple"])
            return _("{name} removes a priest of {owner} from temple {temple} to the Kingdom "
                     "of the Dead.").format(name=who, owner=name(owner), temple=d["temple"])
        if owner == event.seat:
            return _("{name} takes a priest back from temple {temple} to the supply.").format(
                name=who, temple=d["temple"])
        return _("{name} removes a priest of {owner} from temple {temple}; the Kingdom is "
                 "full, so it returns to the supply.").format(name=who, owner=name(owner),
                                                              temple=d["temple"])
    if kind == "place":
        return _("{name} places a priest in temple {temple}.").format(name=who,
                                                                      temple=d["temple"])
    if kind == "to_kingdom":
        return _("{name}'s priest finds no empty cell and goes to the Kingdom of the "
                 "Dead.").format(name=who)
    if kind == "returned":
        return _("{name}'s priest finds the Kingdom of the Dead full and stays in the "
                 "supply.").format(name=who)
    if kind == "kingdom_full":
        return _("The Kingdom of the Dead is full: scoring at the end of this round.")
    if kind == "scoring":
        points = d["points"]
        return _("Scoring: {red} +{a}, {blue} +{b}.").format(
            red=name(0), a=sum(points[0]), blue=name(1), b=sum(points[1]))
    if kind == "priests_return":
        return _("The priests go back to their supplies.")
    if kind == "instant_win":
        reason = translate(END_WORDS.get(d["reason"], d["reason"]))
        if d.get("temple"):
            reason = f"{reason} ({_('Temple {n}').format(n=d['temple'])})"
        return _("{name} wins at once: {reason}.").format(name=who, reason=reason)
    if kind == "game_over":
        return _("The game is over.")
    return None
