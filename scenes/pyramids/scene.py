"""The Pyramids table: the quarry under its four stacks, your pyramid large in the centre,
the other pyramids small on the right, your gem tokens and single-tile cards on the left.

A turn with the mouse: drag a quarry domino onto your pyramid (or click it, then click a
spot); while it is held, the legal spots for its current rotation light up. R, the right
mouse button or the wheel turn it. Then click the glowing square for the gem token, a square
for a single-tile card (or Skip) and a side and corner in the card chooser, and the stack to
refill the quarry from. A forced filling is a click on an empty square, then on the chooser.
"""

from engines.pyramids.data import CARD_SIDES
from game.i18n import N_, _
from scenes.table import TableScene

from . import layout as L
from .animations import ANIMATE, PyramidsAnimations
from .drawing import PyramidsDrawing
from .gestures import PyramidsGestures
from .pieces import SEAT_RGB
from .texts import colour_name, describe, domino_name

LEVEL_SQUARES = (20, 12, 6, 2)


class PyramidsScene(PyramidsGestures, PyramidsDrawing, PyramidsAnimations, TableScene):
    game_id = "pyramids"
    ANIMATE = ANIMATE
    UNLOGGED = frozenset({"take", "skip_single"})  # the placement's line tells the turn
    ANNOUNCE_VIEWER = True  # hot seat: the table now shows the next player's pyramid

    def __init__(self, app, replay, state=None, *, autosave: bool = True):
        self.rotation = 0  # quarter turns of the domino in hand
        self.look: int | None = None  # another player's pyramid shown large
        self.drop_actions: dict = {}  # this turn's drop targets -> place actions
        self._places_cache = (None, [])
        self._drop_pos = None  # where a dragged domino was dropped (it lands from there)
        super().__init__(app, replay, state, autosave=autosave)

    def compute_layout(self, obs, table_rect, scale) -> L.PyramidsLayout:
        return L.compute_layout(obs, table_rect, scale)

    # ---------------------------------------------------------------- helpers
    def seat_colour(self, seat: int):
        return SEAT_RGB[seat % len(SEAT_RGB)]

    def pyramid(self, seat: int) -> dict:
        return self.obs["pyramids"][seat]

    def seat_detail(self, seat: int) -> str:
        p = self.pyramid(seat)
        if p["eliminated"]:
            return _("eliminated")
        level = self.obs["level"]
        built = len(p["levels"][level - 1]) + sum(
            1 for c in p["cards"] if c["level"] == level and c["forced"])
        parts = [f"{built}/{LEVEL_SQUARES[level - 1]}",
                 _("tokens {n}").format(n=len(p["tokens_left"])),
            _("cards {n}").format(n=len(p["cards_left"]))]
        return " · ".join(parts)

    def status(self) -> str:
        o = self.obs
        if o["phase"] == "over":
            return _("Game over")
        return _("Level {level} of 4").format(level=o["level"])

    def mover_is_viewer(self) -> bool:
        return self.human_to_move and self.obs["to_move"] == self.viewer

    PROMPTS = {  # what the human to move is to do
        "take": N_("{name}: drag a domino from the quarry onto your pyramid."),
        "place": N_("{name}: lay the domino in hand on your pyramid."),
        "token": N_("{name}: click the glowing square for your gem token."),
        "single": N_("Click a square of the new domino for a single-tile card, or skip."),
        "card": N_("{name}: pick the card's side and gem corner in the chooser on the "
                   "left."),
        "refill": N_("{name}: click a glowing stack to refill the quarry."),
        "fill": N_("{name}: no domino fits. Click an empty square, then a card side and "
                   "corner on the left."),
    }

    def prompt_key(self):
        return self.obs["phase"]

    # ---------------------------------------------------------------- layout
    # ---------------------------------------------------------------- interaction
    # ---------------------------------------------------------------- animation
    # ---------------------------------------------------------------- drawing
    # ---------------------------------------------------------------- words
    def tooltip(self, key) -> str | None:
        o = self.obs
        kind = key[0]
        if kind == "quarry":
            domino = o["quarry"][key[1]]
            if domino is None:
                return None
            return _("{domino}. Drag it onto your pyramid; R, right click or the wheel "
                     "turn it.").format(domino=domino_name(domino))
        if kind == "held":
            return _("The domino in hand. Drag it onto your pyramid.")
        if kind == "stack":
            stack = o["stacks"][key[1]]
            slots = [str(k + 1) for k in (key[1] - 1, key[1]) if 0 <= k < 3]
            return _("Stack {n}: {size} dominoes. Refills quarry slot {slots}.").format(
                n=key[1] + 1, size=stack["size"], slots=" / ".join(slots))
        if kind == "token_supply":
            p = self.pyramid(self.viewer)
            where = _("on the pyramid") if p["tokens"][key[1]] is not None else _("in supply")
            return _("{colour} gem token: {where}. It scores the area of its colour that "
                     "it lies in.").format(colour=colour_name(key[1]).capitalize(), where=where)
        if kind == "card_supply":
            a, b = CARD_SIDES[key[1]]
            used = key[1] not in self.pyramid(self.viewer)["cards_left"]
            text = _("Single-tile card {a}/{b}: covers one square of the new domino.").format(
                a=colour_name(a), b=colour_name(b))
            return text + (" " + _("Used.") if used else "")
        if kind == "mini":
            return _("{name}: {score} points. Click to look at this pyramid.").format(
                name=self.session.name(key[1]), score=self.pyramid(key[1])["score"])
        if kind == "pick":
            return _("{colour} side, gem in this corner").format(
                colour=colour_name(key[1]).capitalize())
        if kind == "hole":
            return _("Empty square: cover it with a single-tile card.")
        if kind == "half":
            return _("A square of the domino you just laid.")
        if kind == "score":
            seat = key[1]
            p = self.pyramid(seat)
            if p["eliminated"]:
                return _("{name} is eliminated and keeps {score} points.").format(
                    name=self.session.name(seat), score=p["score"])
            level = self.obs["level"]
            built = len(p["levels"][level - 1]) + sum(
                1 for c in p["cards"] if c["level"] == level and c["forced"])
            return _("{name}: {built} of {need} squares of level {level} built; {tokens} gem "
                     "tokens and {cards} single-tile cards left.").format(
                name=self.session.name(seat), built=built, need=LEVEL_SQUARES[level - 1],
                level=level, tokens=len(p["tokens_left"]), cards=len(p["cards_left"]))
        if kind == "drop":
            return None
        return None

    def describe(self, event) -> str | None:
        return describe(event, self.session.name)
