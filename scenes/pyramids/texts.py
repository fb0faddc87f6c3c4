"""Pyramids' words on screen: colour names, prompts and log lines."""

from game.i18n import N_, _, ngettext

COLOUR_NAMES = (N_("brown"), N_("blue"), N_("yellow"), N_("turquoise"), N_("red"),
                N_("green"))


def colour_name(colour: int) -> str:
    return _(COLOUR_NAMES[colour])


def domino_name(domino: dict) -> str:
    a, b = domino["colours"]
    gems = len(domino["gems"][0]) + len(domino["gems"][1])
    return ngettext("{a}/{b} domino, {n} gem", "{a}/{b} domino, {n} gems", gems).format(
        a=colour_name(a), b=colour_name(b), n=gems)


def describe(event, name) -> str | None:
    """One log line for an engine event (`name(seat)` gives a player's name)."""
    d = event.data
    who = name(event.seat)
    kind = event.kind
    if kind == "take":
        return None  # the placement line says it all
    if kind == "place":
        return _("{name} lays a {a}/{b} domino on level {level}.").format(
            name=who, a=colour_name(d["squares"][0]["colour"]),
            b=colour_name(d["squares"][1]["colour"]), level=d["level"])
    if kind == "token":
        if d["on_card"]:
            return _("{name}'s {colour} gem token goes on the card.").format(
                name=who, colour=colour_name(d["colour"]))
        return _("{name} places the {colour} gem token.").format(
            name=who, colour=colour_name(d["colour"]))
    if kind == "single_tile":
        if d["forced"]:
            return _("{name} fills a hole with a {colour} single-tile card.").format(
                name=who, colour=colour_name(d["colour"]))
        return _("{name} lays a {colour} single-tile card.").format(
            name=who, colour=colour_name(d["colour"]))
    if kind == "skip_single":
        return None
    if kind == "refill":
        return _("{name} refills the quarry from stack {stack}.").format(
            name=who, stack=d["stack"] + 1)
    if kind == "stack_split":
        return ngettext("Stack {to} was empty: it gets {count} domino from stack {source}.",
                        "Stack {to} was empty: it gets {count} dominoes from stack {source}.",
                        d["count"]).format(
            to=d["to"] + 1, count=d["count"], source=d["from"] + 1)
    if kind == "forced_filling":
        return _("No domino fits {name}'s level: forced filling with single-tile "
                 "cards.").format(name=who)
    if kind == "eliminated":
        return ngettext("{name} cannot fill {holes} hole with {cards} cards and is eliminated.",
                        "{name} cannot fill {holes} holes with {cards} cards and is eliminated.",
                        d["holes"]).format(name=who, holes=d["holes"], cards=d["cards"])
    if kind == "level_scored":
        if d["mino"]:
            return ngettext("{name} scores {total} point for level {level} (Mino bonus "
                            "{mino}).",
                            "{name} scores {total} points for level {level} (Mino bonus "
                            "{mino}).", d["total"]).format(
                name=who, total=d["total"], level=d["level"], mino=d["mino"])
        return ngettext("{name} scores {total} point for level {level}.",
                        "{name} scores {total} points for level {level}.", d["total"]).format(
            name=who, total=d["total"], level=d["level"])
    if kind == "tokens_returned":
        return _("Level {level} is scored; the gem tokens go back.").format(level=d["level"])
    if kind == "level_start":
        return _("Level {level} begins; {name} starts.").format(level=d["level"], name=who)
    if kind == "game_over":
        return _("The game is over.")
    return None
