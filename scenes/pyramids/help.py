"""Pyramids' hover help: the quarry, the pyramid and its drop spots, gem tokens, single-tile
cards and their chooser, the levels' points (Pyramido rules, docs/rules/pyramids.md)."""

from engines.pyramids.data import CARD_SIDES
from engines.pyramids.observation import PyramidsObservation
from game.i18n import N_, _, ngettext

from .texts import colour_name, domino_name

LEVEL_SQUARES = (20, 12, 6, 2)
CORNER_NAMES = (N_("top left"), N_("bottom left"), N_("top right"), N_("bottom right"))
LEVEL_HELP = N_("Levels: a level is scored when it is complete. Each of your gem tokens "
                "scores 1 point per visible gem in the area of its colour it lies in; the "
                "Mino bonus adds the points of your lowest such area once more (shown as "
                "+bonus).")


def tooltip(scene, key) -> str | None:
    """The help for the area `key` of the Pyramids table (None: nothing to say)."""
    o: PyramidsObservation = scene.obs
    name = scene.name
    kind = key[0]
    if kind == "quarry":
        domino = o["quarry"][key[1]]
        if domino is None:
            return None
        return _("{domino}. Drag it onto your pyramid; R, right click or the wheel turn "
                 "it.").format(domino=domino_name(domino))
    if kind == "held":
        return _("The domino in hand. Drag it onto your pyramid.")
    if kind == "stack":
        stack = o["stacks"][key[1]]
        slots = [str(k + 1) for k in (key[1] - 1, key[1]) if 0 <= k < 3]
        return ngettext("Stack {n}: {size} domino. Refills quarry slot {slots}.",
                        "Stack {n}: {size} dominoes. Refills quarry slot {slots}.",
                        stack["size"]).format(n=key[1] + 1, size=stack["size"],
                                              slots=" / ".join(slots))
    if kind == "token_supply":
        placed = scene.pyramid(scene.viewer)["tokens"][key[1]] is not None
        where = _("on the pyramid") if placed else _("in supply")
        return _("{colour} gem token: {where}. It scores the area of its colour that it lies "
                 "in when the level is complete.").format(
            colour=colour_name(key[1]).capitalize(), where=where)
    if kind == "card_supply":
        a, b = CARD_SIDES[key[1]]
        text = _("Single-tile card {a}/{b}: after a domino, it may cover one square of that "
                 "domino (either side up, its gem in any corner).").format(
            a=colour_name(a), b=colour_name(b))
        if key[1] not in scene.pyramid(scene.viewer)["cards_left"]:
            text += " " + _("Used.")
        return text
    if kind == "mini":
        score = scene.pyramid(key[1])["score"]
        return ngettext("{name}: {score} point. Click to look at this pyramid.",
                        "{name}: {score} points. Click to look at this pyramid.",
                        score).format(name=name(key[1]), score=score)
    if kind == "pyr":
        level = o["level"]
        return _("{name}'s pyramid, building level {level}: lay dominoes on it; a level "
                 "needs {need} squares.").format(name=name(key[1]), level=level,
                                                 need=LEVEL_SQUARES[level - 1])
    if kind == "drop":
        return _("The domino in hand fits here: drop it to lay it.")
    if kind == "pick":
        return _("Lay the single-tile card {colour} side up, its gem in the {corner} "
                 "corner.").format(colour=colour_name(key[1]),
                                   corner=_(CORNER_NAMES[key[2]]))
    if kind == "hole":
        return _("Empty square: no domino fits, so a single-tile card must cover it.")
    if kind == "half":
        return _("A square of the domino you just laid: click it for the gem token or the "
                 "single-tile card.")
    if kind == "levels":
        return _(LEVEL_HELP)
    if kind == "score":
        return score_help(scene, key[1])
    return None


def score_help(scene, seat: int) -> str:
    p = scene.pyramid(seat)
    name = scene.name(seat)
    if p["eliminated"]:
        return ngettext("{name} is eliminated and keeps {score} point.",
                        "{name} is eliminated and keeps {score} points.",
                        p["score"]).format(name=name, score=p["score"])
    obs: PyramidsObservation = scene.obs
    level = obs["level"]
    built = len(p["levels"][level - 1]) + sum(
        1 for c in p["cards"] if c["level"] == level and c["forced"])
    return _("{name}: {built} of {need} squares of level {level} built; {tokens} gem tokens "
             "and {cards} single-tile cards left.").format(
        name=name, built=built, need=LEVEL_SQUARES[level - 1], level=level,
        tokens=len(p["tokens_left"]), cards=len(p["cards_left"]))


def level_label(entry: dict) -> str:
    """A scored level's points as the results split them: the level, then the Mino bonus."""
    base = entry["total"] - entry["mino"]
    return f"{base}+{entry['mino']}" if entry["mino"] else str(base)
