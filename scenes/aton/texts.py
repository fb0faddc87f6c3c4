"""Aton's words on screen: ornaments, temples, cells, prompts and log lines."""

from collections.abc import Callable

from engines.aton import events as ev
from engines.aton.observation import PendingPostRemove
from engines.aton.state import END_WORDS
from engines.core.events import Event, NoData, on
from shell.language.i18n import N_, NC_, _, ngettext, translate

from .post_removal import Substitutes, direct_phase, substitutes, total_removals

ORNAMENT_NAMES = {1: N_("Points"), 2: N_("Order and removal"), 3: N_("Temples"),
                  4: N_("Placement")}
# an ornament's title where its whole name has no room on its plate (its rule, under it,
# says what it removes)
ORNAMENT_SHORT = {2: NC_("aton", "Order")}

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

def ornament_titles(ornament: int) -> list[str]:
    """An ornament's title on its plate ("2 · Order and removal"), then any shorter one."""
    names = [ORNAMENT_NAMES[ornament]] + \
        ([ORNAMENT_SHORT[ornament]] if ornament in ORNAMENT_SHORT else [])
    return [f"{ornament} · {translate(name)}" for name in names]


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


Name = Callable[[int], str]


def describe(event: Event, name: Name) -> str | None:
    """One log line for an engine event (`name(seat)` gives a player's name); None for an
    event the log does not tell."""
    line = LINES.get(event.kind)
    if line is None:
        return None
    return line(event, name, name(event.seat) if event.seat is not None else "")


def _round_start(event: Event[ev.Round], name: Name, who: str) -> str:
    return _("Round {round} begins.").format(round=event.data["round"])


def _reshuffle(event: Event[ev.Reshuffled], name: Name, who: str) -> str:
    return _("{name} shuffles the discard pile into a new deck.").format(name=who)


def _exchange(event: Event[ev.Exchanged], name: Name, who: str) -> str:
    return _("{name} uses the exchange chip and discards {cards}.").format(
        name=who, cards=cards_text(event.data["discarded"]))


def _reveal(event: Event[ev.Revealed], name: Name, who: str) -> str:
    red, blue = event.data["cards"]
    return _("Cards revealed: {red}: {a} · {blue}: {b}.").format(
        red=name(0), a=cards_text(red), blue=name(1), b=cards_text(blue))


def _score(event: Event[ev.Scored], name: Name, who: str) -> str:
    points, source = event.data["points"], event.data["source"]
    return ngettext("{name} scores {points} point ({category}).",
                    "{name} scores {points} points ({category}).", points).format(
        name=who, points=points, category=_(CATEGORY_NAMES.get(source, source)))


def _tiebreak_reveal(event: Event[ev.TiebreakReveal], name: Name, who: str) -> str:
    red, blue = event.data["cards"]
    return _("Tie for the turn order: {red} shows {a}, {blue} shows {b}.").format(
        red=name(0), a=red, blue=name(1), b=blue)


def _tiebreak_coin(event: Event[ev.First], name: Name, who: str) -> str:
    return _("The turn order is drawn by lot.")


def _turn_order(event: Event[ev.TurnOrder], name: Name, who: str) -> str:
    return _("{name} plays first this round.").format(name=name(event.data["first"]))


def _remove(event: Event[ev.Removed], name: Name, who: str) -> str:
    owner, temple = event.data["owner"], event.data["temple"]
    if event.data["to"] == "kingdom":
        if owner == event.seat:
            return _("{name} removes an own priest from temple {temple} to the Kingdom "
                     "of the Dead.").format(name=who, temple=temple)
        return _("{name} removes a priest of {owner} from temple {temple} to the Kingdom "
                 "of the Dead.").format(name=who, owner=name(owner), temple=temple)
    if owner == event.seat:
        return _("{name} takes a priest back from temple {temple} to the supply.").format(
            name=who, temple=temple)
    return _("{name} removes a priest of {owner} from temple {temple}; the Kingdom is "
             "full, so it returns to the supply.").format(name=who, owner=name(owner),
                                                          temple=temple)


def _place(event: Event[ev.Cell], name: Name, who: str) -> str:
    return _("{name} places a priest in temple {temple}.").format(
        name=who, temple=event.data["temple"])


def _to_kingdom(event: Event[NoData], name: Name, who: str) -> str:
    return _("{name}'s priest finds no empty cell and goes to the Kingdom of the "
             "Dead.").format(name=who)


def _returned(event: Event[NoData], name: Name, who: str) -> str:
    return _("{name}'s priest finds the Kingdom of the Dead full and stays in the "
             "supply.").format(name=who)


def _kingdom_full(event: Event[NoData], name: Name, who: str) -> str:
    return _("The Kingdom of the Dead is full: scoring at the end of this round.")


def _scoring(event: Event[ev.Scoring], name: Name, who: str) -> str:
    points = event.data["points"]
    return _("Scoring: {red} +{a}, {blue} +{b}.").format(
        red=name(0), a=sum(points[0]), blue=name(1), b=sum(points[1]))


def _priests_return(event: Event[ev.PriestsReturned], name: Name, who: str) -> str:
    return _("The priests go back to their supplies.")


def _instant_win(event: Event[ev.InstantWin], name: Name, who: str) -> str:
    reason, temple = event.data["reason"], event.data["temple"]
    reason = translate(END_WORDS.get(reason, reason))
    if temple:
        reason = f"{reason} ({_('Temple {n}').format(n=temple)})"
    return _("{name} wins at once: {reason}.").format(name=who, reason=reason)


def _game_over(event: Event[ev.GameOver], name: Name, who: str) -> str:
    return _("The game is over.")


# the log line of each event kind the log tells
LINES = dict([
    on(ev.ROUND_START, _round_start), on(ev.RESHUFFLE, _reshuffle),
    on(ev.EXCHANGE, _exchange), on(ev.REVEAL, _reveal), on(ev.SCORE, _score),
    on(ev.TIEBREAK_REVEAL, _tiebreak_reveal), on(ev.TIEBREAK_COIN, _tiebreak_coin),
    on(ev.TURN_ORDER, _turn_order), on(ev.REMOVE, _remove), on(ev.PLACE, _place),
    on(ev.TO_KINGDOM, _to_kingdom), on(ev.RETURNED, _returned),
    on(ev.KINGDOM_FULL, _kingdom_full), on(ev.SCORING, _scoring),
    on(ev.PRIESTS_RETURN, _priests_return), on(ev.INSTANT_WIN, _instant_win),
    on(ev.GAME_OVER, _game_over),
])
