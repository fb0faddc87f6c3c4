"""How Imhotep's events animate: `ANIMATE` maps every event kind the engine emits to its
handler (None: the log line is enough). Stones hop from the quarry to the sled and from the
sled onto a ship, ships sail to their dock, unloaded stones hop onto their site, points fly
to the panel, cards fly into the hand, and rounds open with a banner. The scoring at a
round's and the game's end goes place by place (kit's motion.scoring_step).
"""

from collections.abc import Collection, Sequence
from typing import Protocol

import pygame

from engines.core import Event
from engines.imhotep.events import (
    CARD_TAKEN,
    PLACE,
    ROUND_START,
    SAIL,
    SCORE,
    STONE_FROM_QUARRY,
    STONE_PLACED,
    TAKE_STONES,
    UNLOAD,
)
from engines.imhotep.observation import ImhotepObservation, Site
from scenes.kit import motion
from scenes.kit.event_animations import Moment, seat_of
from scenes.kit.layout import AreaKey
from shell.language.i18n import _
from shell.ui.anim import Step, Tween
from shell.ui.theme import GOLD, TERRACOTTA

from . import layout as L
from .drawing import ImhotepDrawing
from .pieces import card_face, ship_hull, stone_image
from .texts import CARD_SHORT, CATEGORY_NAMES

Seen = Moment[ImhotepObservation]  # a move as the table saw it


class Drawn(Protocol):
    """The view a handler is handed (stage.ImhotepView): the handler reads the table and
    plays its animations through the view's drawing part, made from the same context."""

    @property
    def drawing(self) -> ImhotepDrawing: ...


SCORED_SITE = {"pyramid": "pyramids", "temple": "temple", "tomb": "tomb",
               "obelisks": "obelisks"}


def stone(stage: ImhotepDrawing, seat: int) -> pygame.Surface:
    return stone_image(stage.colour(seat), round(32 * stage.scale), stage.patterns)


def stone_hop(stage: ImhotepDrawing, seat: int, start: tuple[int, int], end: tuple[int, int],
              delay: float = 0.0, hides: Collection[AreaKey] = (), arc: float = 0.0) -> Tween:
    return motion.fly(stone(stage, seat), start, end, delay=delay, hides=hides, arc=arc)


def take_stones(view: Drawn, event: Event, moment: Seen) -> None:
    stage = view.drawing
    seat, count = seat_of(event), TAKE_STONES.data(event)["count"]
    if count <= 0:
        return
    start = moment.old_areas.get(("quarry", seat), stage.areas[("quarry", seat)]).center
    first = stage.obs["sleds"][seat] - count
    tweens = []
    for k in range(count):
        key = ("sled_stone", seat, first + k)
        if key in stage.areas:
            tweens.append(stone_hop(stage, seat, start, stage.areas[key].center,
                                    delay=0.08 * k, hides={key}))
    stage.animator.add(Step(tweens, on_start=motion.sound(stage, "stone")))


def place(view: Drawn, event: Event, moment: Seen) -> None:
    stage = view.drawing
    d, seat = PLACE.data(event), seat_of(event)
    key = ("slot", d["ship"], d["slot"])
    start = moment.old_areas.get(("sled", seat), stage.areas[("sled", seat)])
    stage.animator.add(Step([stone_hop(stage, seat, start.center,
                                       stage.areas[key].center, hides={key})],
                            on_start=motion.sound(stage, "stone")))


def sail(view: Drawn, event: Event, moment: Seen) -> None:
    stage = view.drawing
    ship = SAIL.data(event)["ship"]
    start = moment.old_areas.get(("ship", ship))
    if start is None:
        return
    image = pygame.Surface(start.size, pygame.SRCALPHA)
    stage.draw_ship(image, ship, start.move(-start.x, -start.y), moment.before, plain=True)
    end = stage.areas[("ship", ship)]
    stage.animator.add(Step([motion.fly(image, start.center, end.center, duration=0.45,
                                        hides={("ship", ship)})],
                            on_start=motion.sound(stage, "sail")))


def unload(view: Drawn, event: Event, moment: Seen) -> None:
    """A stone hops from the docked ship (drawn as it was) onto its place on the site."""
    stage = view.drawing
    d, seat = UNLOAD.data(event), seat_of(event)
    ship, slot = d["ship"], d["slot"]
    capacity = len(moment.before["ships"][ship]["slots"])
    lay = stage.table_layout
    hull = L.docked_ship_rect(lay.canvas, lay.docks[d["site"]], capacity)
    start = L.slot_rects(hull, capacity, stage.scale)[slot].center
    target = landing(stage, d["site"], seat, moment.later(event))
    end = stage.areas[target].center if target in stage.areas else lay.sites[d["site"]].center
    s = stage.scale
    image = stone(stage, seat)

    def waiting(surface: pygame.Surface) -> None:
        surface.blit(image, image.get_rect(center=start))

    def backdrop(surface: pygame.Surface) -> None:
        ship_hull(surface, hull, s)
        for r in L.slot_rects(hull, capacity, s):
            pygame.draw.rect(surface, (196, 152, 96), r, border_radius=round(4 * s))
    stage.animator.add(Step(
        [stone_hop(stage, seat, start, end,
                   hides={target} if target in stage.areas else set(), arc=30 * s)],
        on_start=motion.sound(stage, "stone"), waiting=waiting, backdrop=backdrop))


def stone_from_quarry(view: Drawn, event: Event, moment: Seen) -> None:
    stage = view.drawing
    site, seat = STONE_FROM_QUARRY.data(event)["site"], seat_of(event)
    target = landing(stage, site, seat, moment.later(event))
    start = stage.areas[("quarry", seat)].center
    end = stage.areas[target].center if target in stage.areas else \
        stage.table_layout.sites[site].center
    stage.animator.add(Step([stone_hop(stage, seat, start, end, hides={target},
                                       arc=40 * stage.scale)],
                            on_start=motion.sound(stage, "stone")))


def landing(stage: ImhotepDrawing, site: Site, seat: int | None,
            later: Sequence[Event]) -> AreaKey:
    """The area key where a stone arriving at `site` lands (from its stone_placed)."""
    for event in later:
        if event.kind == "stone_placed" and event.seat == seat:
            placed = STONE_PLACED.data(event)
            cell = placed.get("cell")
            if site == "pyramids" and "pyramid" in placed:
                return ("cell", "pyramids", (placed["pyramid"], cell))
            if site == "temple" and isinstance(cell, int):  # a temple's cells are numbered
                width = stage.obs["sites"]["temple"]["width"]
                return ("cell", "temple", cell % width)
            if site == "obelisks":
                return ("cell", "obelisks", seat)
            return ("cell", site, cell)
        if event.kind in ("unload", "sail"):
            break
    return ("site", site)


def scoring_run(events: Sequence[Event], event: Event) -> Sequence[Event]:
    """The score events of `event`'s category in a row around it (one place's scoring)."""
    at = next(k for k, e in enumerate(events) if e is event)
    first = last = at
    category = SCORE.data(event)["category"]

    def same(e: Event) -> bool:
        return e.kind == "score" and SCORE.data(e)["category"] == category
    while first > 0 and same(events[first - 1]):
        first -= 1
    while last + 1 < len(events) and same(events[last + 1]):
        last += 1
    return events[first:last + 1]


def place_rects(stage: ImhotepDrawing, category: str, seats: list[int]) -> list[pygame.Rect]:
    """Where a category scores: its site, or the scoring seats' cards or mats."""
    lay = stage.table_layout
    site = SCORED_SITE.get(category)
    if site:
        return [lay.sites[site]]
    if category == "market_cards":
        return [stage.areas[("hand_area", seat)] for seat in seats
                if ("hand_area", seat) in stage.areas]
    return [lay.mats[seat] for seat in seats]


def site_scoring(stage: ImhotepDrawing, event: Event, moment: Seen) -> None:
    """A round's or the game's scoring, place by place: the first score event of a place
    queues its step (the place outlined and named, each seat's points flying to its row)."""
    run = scoring_run(moment.events, event)
    if run[0] is not event:
        return
    points: dict[int, int] = {}
    for e in run:
        scored = SCORE.data(e)["points"]
        if scored:
            points[seat_of(e)] = points.get(seat_of(e), 0) + scored
    if not points:
        return
    category = SCORE.data(event)["category"]
    title = _("Scoring: {place}").format(place=_(CATEGORY_NAMES.get(category, category)))
    flights = [(seat, pts, stage.name(seat)) for seat, pts in points.items() if pts]
    stage.animator.add(motion.scoring_step(stage, place_rects(stage, category, list(points)),
                                           title, flights, above=category not in SCORED_SITE))


def score(view: Drawn, event: Event, moment: Seen) -> None:
    stage = view.drawing
    d = SCORE.data(event)
    if any(e.kind in ("round_end", "game_end") for e in moment.events):
        site_scoring(stage, event, moment)
        return
    if d["points"] == 0:
        return
    site, seat = SCORED_SITE.get(d["category"]), seat_of(event)
    lay = stage.table_layout
    start = lay.sites[site].center if site else lay.mats[seat].center
    tween = motion.points_to_panel(stage, seat, start, f"{d['points']:+d}",
                                   colour=GOLD if d["points"] > 0 else TERRACOTTA,
                                   points=d["points"])
    stage.animator.add(Step([tween], on_start=motion.sound(stage, "score"),
                            on_done=motion.landing(stage, seat, d["points"])))


def card_taken(view: Drawn, event: Event, moment: Seen) -> None:
    stage = view.drawing
    d = CARD_TAKEN.data(event)
    card = d["card"]
    market = stage.table_layout.sites["market"]
    if d["from"] == "display":
        start = moment.old_areas.get(("display", d.get("index", 0)))
    elif d["from"] == "pair":
        start = moment.old_areas.get(("pair",))
    else:
        start = market
    start = start or market
    end = stage.areas.get(("hand", event.seat, card), stage.areas[("hand_area", event.seat)])
    s = stage.scale
    rect = pygame.Rect(0, 0, round(70 * s), round(48 * s))
    image = pygame.Surface(rect.size, pygame.SRCALPHA)
    card_face(image, rect, card, _(CARD_SHORT[card]), s)
    stage.animator.add(Step([motion.fly(image, start.center, end.center, duration=0.4,
                                        hides={("hand", event.seat, card)})],
                            on_start=motion.sound(stage, "card_deal")))


def round_start(view: Drawn, event: Event, moment: Seen) -> None:
    stage = view.drawing
    stage.banner_step(_("Round {round}").format(round=ROUND_START.data(event)["round"]),
                      sound=motion.sound(stage, "round_start"))


def round_end(view: Drawn, event: Event, moment: Seen) -> None:
    """A round's end is heard before its scoring goes place by place."""
    stage = view.drawing
    stage.animator.add(Step([], on_start=motion.sound(stage, "round_end"), pause=0.3))


def game_end(view: Drawn, event: Event, moment: Seen) -> None:
    stage = view.drawing
    stage.banner_step(_("Game over"))


ANIMATE = {
    "round_start": round_start,
    "take_stones": take_stones,
    "place": place,
    "sail": sail,
    "unload": unload,
    "stone_from_quarry": stone_from_quarry,
    "stone_placed": None,  # the stone's hop (unload, stone_from_quarry) lands it
    "score": score,
    "card_taken": card_taken,
    "game_end": game_end,
    "decline": None,
    "keep": None,
    "lever_order": None,
    "market_dealt": None,
    "no_card": None,
    "no_effect": None,
    "pair_discarded": None,
    "pass": None,
    "play_card": None,
    "reshuffle": None,
    "round_end": round_end,
    "stones_returned": None,
    "take_pair": None,
    "tower_built": None,
}
