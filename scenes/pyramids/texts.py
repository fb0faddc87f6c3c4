"""Pyramids' words on screen: colour names, prompts and log lines."""

from collections.abc import Callable

from engines.core.events import Event, on
from engines.pyramids import events as ev
from engines.pyramids.observation import Domino
from shell.language.i18n import N_, _, ngettext

COLOUR_NAMES = (N_("brown"), N_("blue"), N_("yellow"), N_("turquoise"), N_("red"),
                N_("green"))


def colour_name(colour: int) -> str:
    return _(COLOUR_NAMES[colour])


def domino_name(domino: Domino) -> str:
    a, b = domino["colours"]
    gems = len(domino["gems"][0]) + len(domino["gems"][1])
    return ngettext("{a}/{b} domino, {n} gem", "{a}/{b} domino, {n} gems", gems).format(
        a=colour_name(a), b=colour_name(b), n=gems)


def describe(event: Event, name: Callable[[int | None], str]) -> str | None:
    """One log line for an engine event (`name(seat)` gives a player's name); None for an
    event the log does not tell (a domino taken: the placement line says it all)."""
    line = LINES.get(event.kind)
    return None if line is None else line(event, name(event.seat))


def _place(event: Event[ev.Placed], who: str) -> str:
    first, second = event.data["squares"]
    return _("{name} lays a {a}/{b} domino on level {level}.").format(
        name=who, a=colour_name(first["colour"]), b=colour_name(second["colour"]),
        level=event.data["level"])


def _token(event: Event[ev.Token], who: str) -> str:
    colour = colour_name(event.data["colour"])
    if event.data["on_card"]:
        return _("{name}'s {colour} gem token goes on the card.").format(name=who, colour=colour)
    return _("{name} places the {colour} gem token.").format(name=who, colour=colour)


def _single_tile(event: Event[ev.SingleTile], who: str) -> str:
    colour = colour_name(event.data["colour"])
    if event.data["forced"]:
        return _("{name} fills a hole with a {colour} single-tile card.").format(
            name=who, colour=colour)
    return _("{name} lays a {colour} single-tile card.").format(name=who, colour=colour)


def _refill(event: Event[ev.Refilled], who: str) -> str:
    return _("{name} refills the quarry from stack {stack}.").format(
        name=who, stack=event.data["stack"] + 1)


def _stack_split(event: Event[ev.StackSplit], who: str) -> str:
    d = event.data
    return ngettext("Stack {to} was empty: it gets {count} domino from stack {source}.",
                    "Stack {to} was empty: it gets {count} dominoes from stack {source}.",
                    d["count"]).format(to=d["to"] + 1, count=d["count"], source=d["from"] + 1)


def _forced_filling(event: Event[ev.ForcedFilling], who: str) -> str:
    return _("No domino fits {name}'s level: forced filling with single-tile "
             "cards.").format(name=who)


def _eliminated(event: Event[ev.Eliminated], who: str) -> str:
    d = event.data
    return ngettext("{name} cannot fill {holes} hole with {cards} cards and is eliminated.",
                    "{name} cannot fill {holes} holes with {cards} cards and is eliminated.",
                    d["holes"]).format(name=who, holes=d["holes"], cards=d["cards"])


def _level_scored(event: Event[ev.LevelScored], who: str) -> str:
    d = event.data
    if d["mino"]:
        return ngettext("{name} scores {total} point for level {level} (Mino bonus "
                        "{mino}).",
                        "{name} scores {total} points for level {level} (Mino bonus "
                        "{mino}).", d["total"]).format(
            name=who, total=d["total"], level=d["level"], mino=d["mino"])
    return ngettext("{name} scores {total} point for level {level}.",
                    "{name} scores {total} points for level {level}.", d["total"]).format(
        name=who, total=d["total"], level=d["level"])


def _tokens_returned(event: Event[ev.Level], who: str) -> str:
    return _("Level {level} is scored; the gem tokens go back.").format(
        level=event.data["level"])


def _level_start(event: Event[ev.Level], who: str) -> str:
    return _("Level {level} begins; {name} starts.").format(level=event.data["level"],
                                                             name=who)


def _game_over(event: Event[ev.GameOver], who: str) -> str:
    return _("The game is over.")


# the log line of each event kind the log tells
LINES = dict([
    on(ev.PLACE, _place), on(ev.TOKEN, _token), on(ev.SINGLE_TILE, _single_tile),
    on(ev.REFILL, _refill), on(ev.STACK_SPLIT, _stack_split),
    on(ev.FORCED_FILLING, _forced_filling), on(ev.ELIMINATED, _eliminated),
    on(ev.LEVEL_SCORED, _level_scored), on(ev.TOKENS_RETURNED, _tokens_returned),
    on(ev.LEVEL_START, _level_start), on(ev.GAME_OVER, _game_over),
])
