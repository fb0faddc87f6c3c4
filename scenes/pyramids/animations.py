"""How Pyramids' events animate: `HANDLERS` maps every event kind the engine emits to a
handler of the view's animations part (None: the log line is enough; the view's `ANIMATE`
calls them). Dominoes hop from the stacks to the quarry, into hand and onto a pyramid; gem
tokens and single-tile cards fly from the supply; a level's scoring shows each pyramid's
scoring card over the table; levels, forced fillings and eliminations open with a
banner."""

from collections.abc import Iterator
from functools import partial

import pygame

from engines.core import Event
from engines.pyramids import events as E
from engines.pyramids.data import CARD_SIDES
from engines.pyramids.observation import Domino, PyramidsObservation, TokenSpot
from scenes.kit import event_animations, motion
from scenes.kit.context import TableContext
from scenes.kit.event_animations import seat_of
from scenes.kit.layout import AreaKey
from shell.language.i18n import _
from shell.ui.anim import Step, Tween
from shell.ui.theme import TERRACOTTA, fast

from . import keys as K
from . import layout as L
from .hand import Hand
from .part import PyramidsPart
from .pieces import (
    DominoFace,
    domino_image,
    draw_card,
    draw_token,
    square_rects,
    token_areas,
)
from .score_card import ScoreCard

Seen = event_animations.Moment[PyramidsObservation]  # a move as the table saw it
Point = tuple[float, float]


def token_drawer(colour: int, radius: float, surface: pygame.Surface, pos: Point,
                 _t: float) -> None:
    """A Tween drawer (with `colour` and `radius` given): a gem token on the moving point."""
    draw_token(surface, colour, pos, radius)


class PyramidsAnimations(PyramidsPart):
    """The animation part of `PyramidsView`; `ANIMATE` below names its handlers. It reads
    the hand (where a dragged domino was dropped: it lands from there)."""

    def __init__(self, ctx: TableContext, hand: Hand, score_card: ScoreCard) -> None:
        super().__init__(ctx)
        self.hand = hand
        self.score_card = score_card

    def anim_take(self, event: Event, moment: Seen) -> None:
        """A bot's (or a clicked) domino hops from the quarry into hand."""
        if self.mover_is_viewer() and self.hand.drop_pos is not None:
            return
        start = moment.old_areas.get(K.Quarry("quarry", E.TAKE.data(event)["slot"]))
        pending = self.obs["pending"]
        held = pending["held"] if pending is not None else None
        if start is not None and held is not None and K.HELD in self.areas:
            image = domino_image(held, 0, start.h, self.patterns)
            self.animator.add(Step([motion.fly(image, start.center, self.areas[K.HELD].center,
                                               duration=0.18, arc=14 * self.scale,
                                               hides={K.HELD})]))

    def anim_refill(self, event: Event, moment: Seen) -> None:
        d = E.REFILL.data(event)
        stack, slot = K.Stack("stack", d["stack"]), K.Quarry("quarry", d["slot"])
        start = moment.old_areas.get(stack, self.areas[stack])
        end = self.areas.get(slot)
        domino = self.obs["quarry"][d["slot"]]
        if end is not None and domino is not None:
            image = domino_image(domino, 0, end.h, self.patterns)
            self.animator.add(Step([motion.fly(image, start.center, end.center, arc=10 * self.scale,
                                               hides={slot})],
                                   on_start=self._sound("quarry")))

    def anim_stack_split(self, event: Event, moment: Seen) -> None:
        d = E.STACK_SPLIT.data(event)
        start = self.areas[K.Stack("stack", d["from"])]
        end = self.areas[K.Stack("stack", d["to"])]
        top = self.obs["stacks"][d["to"]]["top"]
        if top is not None:
            image = domino_image(top, 0, round(L.STACK_SQ * self.scale), self.patterns)
            self.animator.add(Step([motion.fly(image, start.center, end.center, duration=0.35,
                                               arc=16 * self.scale,
                                               hides={K.Stack("stack", d["to"])})],
                                   on_start=self._sound("quarry")))

    def anim_forced_filling(self, event: Event, moment: Seen) -> None:
        self.banner_step(_("Forced filling: {name}").format(
            name=self.name(event.seat)), 1.0)

    def anim_eliminated(self, event: Event, moment: Seen) -> None:
        self.banner_step(_("{name} is eliminated").format(name=self.name(event.seat)),
                         1.4, TERRACOTTA, self._sound("error"))

    def anim_level_start(self, event: Event, moment: Seen) -> None:
        self.banner_step(_("Level {level}: {name} starts").format(
            level=E.LEVEL_START.data(event)["level"], name=self.name(event.seat)), 1.1,
            sound=self._sound("round_start"))

    def anim_game_over(self, event: Event, moment: Seen) -> None:
        self.banner_step(_("Game over"), 1.0)

    def anim_place(self, event: Event, moment: Seen) -> None:
        d, seat = E.PLACE.data(event), seat_of(event)
        view = self.table_layout.views.get(seat)
        if view is None:
            return
        origin, q = view
        rects = square_rects(origin, q, d["x"], d["y"], d["orient"])
        end = rects[0].union(rects[1]).center
        start: Point
        if self.hand.drop_pos is not None and seat == self.viewer:
            start = self.hand.drop_pos
            duration = 0.12
        else:
            held = moment.old_areas.get(K.HELD) or moment.old_areas.get(K.Quarry("quarry", 0))
            start = held.center if held is not None else end
            duration = 0.4
        domino: DominoFace = {"colours": [sq["colour"] for sq in d["squares"]], "gems": []}
        # the domino's own gems (unrotated) come from the observation of the piece
        domino = self._domino_json(d["domino"], moment.before) or domino
        image = domino_image(domino, d["orient"], round(2 * q), self.patterns)
        index = len(self.pyramid(seat)["pieces"]) - 1
        self.animator.add(Step([Tween(start, end, self._blit(image), duration=duration,
                                      arc=0 if duration < 0.2 else 30 * self.scale,
                                      hides=frozenset({K.PieceAt("piece", seat, index)}))],
                               on_start=self._sound(SOUND_OF[event.kind])))

    def _domino_json(self, domino_id: int, prev: PyramidsObservation) -> Domino | None:
        pending = prev["pending"]
        held = pending["held"] if pending is not None else None
        if held is not None and held["id"] == domino_id:
            return held
        for d in prev["quarry"]:
            if d is not None and d["id"] == domino_id:
                return d
        return None

    def quarter_point(self, seat: int, qx: float, qy: float) -> Point:
        origin, q = self.table_layout.views[seat]
        return origin[0] + qx * q, origin[1] + qy * q

    def supply_point(self, seat: int, key: AreaKey) -> Point:
        if seat == self.viewer and key in self.areas:
            return self.areas[key].center
        rect = self.table_layout.minis.get(seat)
        return rect.midtop if rect is not None else self.table_rect.center

    def anim_token(self, event: Event, moment: Seen) -> None:
        d = E.TOKEN.data(event)
        seat = seat_of(event)
        if seat not in self.table_layout.views:
            return
        q = self.table_layout.views[seat][1]
        start = self.supply_point(seat, K.TokenSupply("token_supply", d["colour"]))
        end = self.quarter_point(seat, d["x"] + 1, d["y"] + 1)
        radius = max(5, q * 0.55)
        self.animator.add(Step([Tween(start, end, partial(token_drawer, d["colour"], radius),
                                      duration=0.3, arc=24 * self.scale,
                                      hides=frozenset({K.TokenAt("token", seat, d["colour"])}))],
                               on_start=self._sound(SOUND_OF[event.kind])))

    def anim_single_tile(self, event: Event, moment: Seen) -> None:
        d, seat = E.SINGLE_TILE.data(event), seat_of(event)
        view = self.table_layout.views.get(seat)
        if view is None:
            return
        origin, q = view
        card = next(k for k, sides in enumerate(CARD_SIDES) if d["colour"] in sides)
        start = self.supply_point(seat, K.CardSupply("card_supply", card))
        end = self.quarter_point(seat, d["x"] + 1, d["y"] + 1)
        size = round(2 * q)
        index = len(self.pyramid(seat)["cards"]) - 1
        # several forced cards in one batch: count back from the last one
        index -= sum(1 for e in moment.later(event) if e.kind == "single_tile" and e.seat == seat)
        colour, corner, forced = d["colour"], d["corner"], d["forced"]
        patterns = self.patterns

        def draw(surface: pygame.Surface, pos: Point, _t: float) -> None:
            rect = pygame.Rect(0, 0, size, size)
            rect.center = (round(pos[0]), round(pos[1]))
            draw_card(surface, rect, colour, corner, patterns, forced)
        self.animator.add(Step([Tween(start, end, draw, duration=0.3, arc=20 * self.scale,
                                      hides=frozenset({K.CardAt("card", seat, index)}))],
                               on_start=self._sound(SOUND_OF[event.kind])))

    def anim_tokens_returned(self, event: Event, moment: Seen) -> None:
        """After scoring, every token on the pyramids flies back to its owner's supply."""
        tweens: list[Tween] = []
        for seat in range(self.obs["players"]):
            if seat not in self.table_layout.views:
                continue
            # colour -> the quarter its token lies on
            tokens = {c: (t["x"], t["y"])
                      for c, t in enumerate(moment.before["pyramids"][seat]["tokens"])
                      if t is not None}
            for e in moment.events:
                if e.kind == "token" and e.seat == seat:
                    laid = E.TOKEN.data(e)
                    tokens[laid["colour"]] = (laid["x"], laid["y"])
            q = self.table_layout.views[seat][1]
            for colour, (x, y) in tokens.items():
                start = self.quarter_point(seat, x + 1, y + 1)
                end = self.supply_point(seat, K.TokenSupply("token_supply", colour))
                radius = max(5, q * 0.55)
                tweens.append(Tween(start, end, partial(token_drawer, colour, radius),
                                    duration=0.35, delay=0.03 * len(tweens), arc=20 * self.scale,
                                    hides=frozenset({K.SupplyAt("supply", seat, colour)})))
        if tweens:
            self.animator.add(Step(tweens, on_start=self._sound("gem")))

    def anim_level_scored(self, event: Event, moment: Seen) -> None:
        """The level's scoring shown over the table: the pyramid with each scoring area
        outlined and its points, the Mino bonus marked."""
        seat = seat_of(event)
        d = E.LEVEL_SCORED.data(event)
        if next(e for e in moment.events if e.kind == "level_scored") is event:
            self.animator.add(Step([], on_start=self._sound("round_end"), pause=0.3))
        pyr = self.pyramid(seat).copy()
        tokens: list[dict[str, int]] = [
            {"level": t["level"], "x": t["x"], "y": t["y"], "colour": c}
            for c, t in enumerate(moment.before["pyramids"][seat]["tokens"]) if t is not None]
        for e in moment.events:
            if e is event:
                break
            if e.kind == "token" and e.seat == seat:
                laid = E.TOKEN.data(e)
                tokens.append({"level": laid["level"], "x": laid["x"], "y": laid["y"],
                               "colour": laid["colour"]})
        spots: list[TokenSpot | None] = [None] * 6
        for t in tokens:
            spots[t["colour"]] = {"level": t["level"], "x": t["x"], "y": t["y"]}
        pyr["tokens"] = spots
        areas = token_areas(pyr, tokens)
        centre = self.table_rect.center
        count = sum(1 for e in moment.events if e.kind == "level_scored")
        duration = 2.4 if count <= 2 else 1.8

        card: dict[tuple[int, int], pygame.Surface] = {}

        def paint(table: pygame.Rect) -> Iterator[None]:
            """The card, over the table only (the table starts at the window's corner),
            painted in slices ahead of its turn, then blitted every frame."""
            image = pygame.Surface(table.size, pygame.SRCALPHA)
            yield
            yield from self.score_card.paint(image, seat, pyr, areas, d)
            card[table.size] = fast(image)

        def draw(surface: pygame.Surface, _pos: Point, _t: float) -> None:
            table = self.table_rect
            if table.size not in card:  # the window changed size since it was painted
                for _slice in paint(table):
                    pass
            surface.blit(card[table.size], table.topleft)
        self.animator.add(motion.Banner([Tween(centre, centre, draw, duration=duration)],
                                        on_start=self._sound("score"),
                                        prepare=paint(self.table_rect.copy())))


SOUND_OF = {"place": "domino", "token": "gem", "single_tile": "card_flip"}
# event kind -> the handler of the animations part (None: the log line is enough)
HANDLERS = event_animations.by_name(
    PyramidsAnimations,
    animated=("level_start", "take", "place", "token", "single_tile", "refill", "stack_split",
              "forced_filling", "level_scored", "tokens_returned", "eliminated", "game_over"),
    silent=("skip_single",))
