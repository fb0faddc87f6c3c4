"""Pyramids' hover help: the quarry, the pyramid and its drop spots, gem tokens, single-tile
cards and their chooser, the levels' points (Pyramido rules, docs/rules/pyramids.md)."""

from typing import Any

from engines.pyramids.data import CARD_SIDES
from engines.pyramids.observation import LevelScore, PyramidsObservation
from scenes.kit.game_view import ViewPart
from scenes.kit.layout import AreaKey
from shell.language.i18n import N_, _, ngettext

from . import keys as K
from .texts import colour_name, domino_name

View = ViewPart[PyramidsObservation, Any]  # the view, or any of its parts

LEVEL_SQUARES = (20, 12, 6, 2)
CORNER_NAMES = (N_("top left"), N_("bottom left"), N_("top right"), N_("bottom right"))
LEVEL_HELP = N_("Levels: a level is scored when it is complete. Each of your gem tokens "
                "scores 1 point per visible gem in the area of its colour it lies in; the "
                "Mino bonus adds the points of your lowest such area once more (shown as "
                "+bonus).")


def tooltip(view: View, key: AreaKey) -> str | None:
    """The help for the area `key` of the Pyramids table (None: nothing to say)."""
    o = view.obs
    area = K.read(key)
    if isinstance(area, K.Quarry):
        domino = o["quarry"][area.slot]
        if domino is None:
            return None
        return _("{domino}. Drag it onto your pyramid; R, right click or the wheel turn "
                 "it.").format(domino=domino_name(domino))
    if isinstance(area, K.Held):
        return _("The domino in hand. Drag it onto your pyramid.")
    if isinstance(area, K.Stack):
        return stack_help(o, area.stack)
    if isinstance(area, K.TokenSupply):
        placed = o["pyramids"][view.viewer]["tokens"][area.colour] is not None
        where = _("on the pyramid") if placed else _("in supply")
        return _("{colour} gem token: {where}. It scores the area of its colour that it lies "
                 "in when the level is complete.").format(
            colour=colour_name(area.colour).capitalize(), where=where)
    if isinstance(area, K.CardSupply):
        return card_help(area.card, area.card in o["pyramids"][view.viewer]["cards_left"])
    if isinstance(area, K.Mini):
        score = o["pyramids"][area.seat]["score"]
        return ngettext("{name}: {score} point. Click to look at this pyramid.",
                        "{name}: {score} points. Click to look at this pyramid.",
                        score).format(name=view.name(area.seat), score=score)
    if isinstance(area, K.Pyr):
        level = o["level"]
        return _("{name}'s pyramid, building level {level}: lay dominoes on it; a level "
                 "needs {need} squares.").format(name=view.name(area.seat), level=level,
                                                 need=LEVEL_SQUARES[level - 1])
    if isinstance(area, K.Score):
        return score_help(view, area.seat)
    return target_help(area)


def stack_help(o: PyramidsObservation, k: int) -> str:
    stack = o["stacks"][k]
    slots = [str(slot + 1) for slot in (k - 1, k) if 0 <= slot < 3]
    return ngettext("Stack {n}: {size} domino. Refills quarry slot {slots}.",
                    "Stack {n}: {size} dominoes. Refills quarry slot {slots}.",
                    stack["size"]).format(n=k + 1, size=stack["size"],
                                          slots=" / ".join(slots))


def card_help(k: int, left: bool) -> str:
    a, b = CARD_SIDES[k]
    text = _("Single-tile card {a}/{b}: after a domino, it may cover one square of that "
             "domino (either side up, its gem in any corner).").format(
        a=colour_name(a), b=colour_name(b))
    if not left:
        text += " " + _("Used.")
    return text


def target_help(area: K.Key | None) -> str | None:
    """The help for this turn's targets and the levels (None: nothing to say)."""
    if isinstance(area, K.Drop):
        return _("The domino in hand fits here: drop it to lay it.")
    if isinstance(area, K.Pick):
        return _("Lay the single-tile card {colour} side up, its gem in the {corner} "
                 "corner.").format(colour=colour_name(area.colour),
                                   corner=_(CORNER_NAMES[area.corner]))
    if isinstance(area, K.Hole):
        return _("Empty square: no domino fits, so a single-tile card must cover it.")
    if isinstance(area, K.Half):
        return _("A square of the domino you just laid: click it for the gem token or the "
                 "single-tile card.")
    if isinstance(area, K.Levels):
        return _(LEVEL_HELP)
    return None


def score_help(view: View, seat: int) -> str:
    obs = view.obs
    p = obs["pyramids"][seat]
    name = view.name(seat)
    if p["eliminated"]:
        return ngettext("{name} is eliminated and keeps {score} point.",
                        "{name} is eliminated and keeps {score} points.",
                        p["score"]).format(name=name, score=p["score"])
    level = obs["level"]
    built = len(p["levels"][level - 1]) + sum(
        1 for c in p["cards"] if c["level"] == level and c["forced"])
    return _("{name}: {built} of {need} squares of level {level} built; {tokens} gem tokens "
             "and {cards} single-tile cards left.").format(
        name=name, built=built, need=LEVEL_SQUARES[level - 1], level=level,
        tokens=len(p["tokens_left"]), cards=len(p["cards_left"]))


def level_label(entry: LevelScore) -> str:
    """A scored level's points as the results split them: the level, then the Mino bonus."""
    base = entry["total"] - entry["mino"]
    return f"{base}+{entry['mino']}" if entry["mino"] else str(base)
