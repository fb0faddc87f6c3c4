"""How Aton's events animate: `ANIMATE` maps every event kind the engine emits to its
handler (None: the log line is enough). Cards fly from the deck to the hand and from the hand
onto the ornaments, then turn over together; priests walk from the supply into the temples
and from the temples to the Kingdom of the Dead or home; points fly to the panel (they count
there when they land); rounds and the turn order open with a banner; a scoring goes place
by place (each temple, the black cells, the bonus cells) with the kit's scoring step.
"""

from collections.abc import Callable, Collection, Hashable
from typing import Protocol

import pygame

from engines.aton.events import (
    ASSIGN,
    DRAW,
    EXCHANGE,
    PLACE,
    REMOVE,
    REVEAL,
    ROUND_START,
    SCORE,
    TIEBREAK_REVEAL,
    TURN_ORDER,
)
from engines.aton.observation import AtonObservation
from engines.aton.state import SCORING_CATEGORIES
from engines.core import Event
from scenes.kit import motion
from scenes.kit.event_animations import Handler, Moment, seat_of
from scenes.kit.layout import AreaKey
from shell.language.i18n import N_, _
from shell.ui.anim import Animator, Step, Tween
from shell.ui.theme import GOLD

from . import layout as L
from .hand import HandState
from .layout import KINGDOM_KEY, CellKey, DeadKey, HandKey, OrnamentKey, SeatKey, SlotKey, TempleKey
from .pieces import PRIEST_RGB, card_image, priest_image
from .texts import CATEGORY_NAMES, describe

Seen = Moment[AtonObservation]  # a move as the table saw it
Point = tuple[float, float]
Colour = tuple[int, int, int]
SCORING_SOURCES = {"Temple 1": 1, "Temple 2": 2, "Temple 3": 3, "Temple 4": 4}


class AtonStage(motion.Stage, Protocol):
    """What Aton's animations read of the view they play on (`AtonView`), beyond what the
    kit's animations read."""

    @property
    def obs(self) -> AtonObservation: ...

    @property
    def viewer(self) -> int: ...

    @property
    def areas(self) -> dict[AreaKey, pygame.Rect]: ...

    @property
    def scale(self) -> float: ...

    @property
    def patterns(self) -> bool: ...

    @property
    def animator(self) -> Animator: ...

    @property
    def hand(self) -> HandState:
        """The hands' places (the card a draw deals into each, the place a laid card left)."""
        ...

    def name(self, seat: int | None) -> str: ...

    def banner_step(self, text: str, duration: float = 0.9, colour: Colour = GOLD,
                    sound: Callable[[], None] | None = None,
                    centre: tuple[int, int] | None = None) -> None: ...


def card(scene: AtonStage, value: int, seat: int, face_up: bool,
         size: tuple[int, int]) -> pygame.Surface:
    s = scene.scale
    return card_image(value, seat, round(size[0] * s), round(size[1] * s), face_up)


def priest_walk(scene: AtonStage, seat: int, start: Point, end: Point, delay: float = 0.0,
                hides: Collection[Hashable] = (), arc: float = 0.0) -> Tween:
    image = priest_image(seat, round(40 * scene.scale), scene.patterns)
    return motion.fly(image, start, end, delay=delay, hides=hides, arc=arc)


def supply_icon(scene: AtonStage, seat: int) -> tuple[int, int]:
    """Where the priests of `seat`'s supply stand (its icon)."""
    return L.supply_icon(scene.areas[SeatKey("supply", seat)], scene.scale)


def dead_before(moment: Seen, event: Event) -> int:
    """How many priests lie in the Kingdom of the Dead when `event` happens."""
    dead = sum(1 for k in moment.before["kingdom"] if k is not None)
    for e in moment.events:
        if e is event:
            break
        if e.kind == "to_kingdom" or (e.kind == "remove" and REMOVE.data(e)["to"] == "kingdom"):
            dead += 1
        elif e.kind == "priests_return":
            dead = 0
    return dead


def round_start(scene: AtonStage, event: Event, moment: Seen) -> None:
    scene.banner_step(_("Round {round}").format(round=ROUND_START.data(event)["round"]),
                      sound=motion.sound(scene, "round_start"))


def draw(scene: AtonStage, event: Event, moment: Seen) -> None:
    seat, count = seat_of(event), DRAW.data(event)["count"]
    if not count:
        return
    start = scene.areas[SeatKey("deck", seat)].center
    tweens = []
    for i in range(min(4, count)):
        key = HandKey("hand", seat, i)
        value = scene.hand.slots.value(seat, i) if seat == scene.viewer else None
        if value is not None:
            face = card(scene, value, seat, True, L.MAT_CARD)
        else:
            face = card(scene, 1, seat, False, L.MAT_CARD)
        tweens.append(motion.fly(face, start, scene.areas[key].center, delay=0.07 * i,
                                 hides={key}))
    scene.animator.add(Step(tweens, on_start=motion.sound(scene, "card_deal")))


def exchange(scene: AtonStage, event: Event, moment: Seen) -> None:
    seat = seat_of(event)
    pile = SeatKey("discard", seat)
    end = scene.areas[pile].center
    tweens = []
    for i, value in enumerate(EXCHANGE.data(event)["discarded"]):
        place = HandKey("hand", seat, i)
        start = moment.old_areas.get(place, scene.areas[place])
        tweens.append(motion.fly(card(scene, value, seat, True, L.MAT_CARD), start.center, end,
                                 delay=0.05 * i, hides={pile}))
    scene.animator.add(Step(tweens, on_start=motion.sound(scene, "card_deal")))


def assign(scene: AtonStage, event: Event, moment: Seen) -> None:
    """The card leaves the hand (face up only for its owner) for its ornament slot."""
    seat, ornament = seat_of(event), ASSIGN.data(event)["ornament"]
    key = SlotKey("slot", seat, ornament)
    value = scene.obs["assignment"][ornament - 1] if seat == scene.viewer else None
    place = HandKey("hand", seat, scene.hand.slots.vacated.get(seat, 0))
    start = moment.old_areas.get(place, scene.areas[place])
    image = card(scene, value or 1, seat, value is not None, L.ORNAMENT_CARD)
    scene.animator.add(Step([motion.fly(image, start.center, scene.areas[key].center,
                                        hides={key})],
                            on_start=motion.sound(scene, "card_deal")))


def reveal(scene: AtonStage, event: Event, moment: Seen) -> None:
    """All eight cards turn over together, ornament by ornament."""
    cards = REVEAL.data(event)["cards"]
    tweens = []
    for seat in (0, 1):
        for o in range(1, 5):
            key = SlotKey("slot", seat, o)
            rect = scene.areas[key]
            back = card(scene, 1, seat, False, L.ORNAMENT_CARD)
            face = card(scene, cards[seat][o - 1], seat, True, L.ORNAMENT_CARD)
            tweens.append(Tween(rect.center, rect.center, flip(back, face), duration=0.4,
                                delay=0.08 * (o - 1), hides=frozenset({key})))
    flying = {SlotKey("slot", seat_of(e), ASSIGN.data(e)["ornament"]) for e in moment.events
              if e.kind == "assign"}
    waiting_keys = [SlotKey("slot", seat, o) for seat in (0, 1) for o in range(1, 5)
                    if SlotKey("slot", seat, o) not in flying]

    def waiting(surface: pygame.Surface) -> None:
        for key in waiting_keys:
            surface.blit(card(scene, 1, key.seat, False, L.ORNAMENT_CARD), scene.areas[key])
    scene.animator.add(Step(tweens, on_start=motion.sound(scene, "card_flip"), waiting=waiting,
                            pause=0.25))


def flip(back: pygame.Surface,
         face: pygame.Surface) -> Callable[[pygame.Surface, Point, float], None]:
    """A Tween drawer: a card turning over, from `back` to `face`."""
    def draw_flip(surface: pygame.Surface, pos: Point, t: float) -> None:
        image = back if t < 0.5 else face
        width = max(1, round(image.get_width() * abs(1 - 2 * t)))
        squeezed = pygame.transform.smoothscale(image, (width, image.get_height()))
        surface.blit(squeezed, squeezed.get_rect(center=(round(pos[0]), round(pos[1]))))
    return draw_flip


def scoring(scene: AtonStage, event: Event, moment: Seen) -> None:
    """The round's scoring, place by place where it happens: each temple, then the black
    cells, then the bonus cells, outlined and named, both players' points flying together."""
    points: dict[str, dict[int, int]] = {}
    for e in moment.events:
        scored = SCORE.data(e) if e.kind == "score" else None
        if scored and scored["points"] and scored["source"] != "Ornament 1":
            points.setdefault(scored["source"], {})[seat_of(e)] = scored["points"]
    scene.animator.add(Step([], on_start=motion.sound(scene, "round_end"), pause=0.3))
    for source in SCORING_CATEGORIES:
        if source not in points:
            continue
        seats = points[source]
        title = _("Scoring: {place}").format(place=_(CATEGORY_NAMES.get(source, source)))
        flights = [(seat, seats[seat], scene.name(seat)) for seat in sorted(seats)]
        scene.animator.add(motion.scoring_step(
            scene, scoring_rects(scene, source, seats), title, flights,
            sound="temple" if source in SCORING_SOURCES else "score"))


def scoring_rects(scene: AtonStage, source: str,
                  seats: Collection[int]) -> list[pygame.Rect]:
    """Where `source` scores: its temple, the black cells, or the scoring seats' bonus
    cells."""
    areas, obs = scene.areas, scene.obs
    if source in SCORING_SOURCES:
        return [areas[TempleKey("temple", SCORING_SOURCES[source])]]
    kinds = ("K",) if source == "Black cells" else ("+1", "+2")
    return [areas[CellKey("cell", t + 1, c)] for t in range(4) for c in range(12)
            if obs["layout"][t][c] in kinds and CellKey("cell", t + 1, c) in areas
            and (source == "Black cells" or obs["temples"][t][c] in seats)]


def score(scene: AtonStage, event: Event, moment: Seen) -> None:
    """Ornament 1's points fly from the ornament to the panel (a scoring's points go place
    by place, see `scoring`)."""
    d, seat = SCORE.data(event), seat_of(event)
    if not d["points"] or d["source"] != "Ornament 1":
        return
    tween = motion.points_to_panel(
        scene, seat, scene.areas[OrnamentKey("ornament", 1)].center, f"+{d['points']}", colour=GOLD,
        label=_(CATEGORY_NAMES.get(d["source"], d["source"])), border=PRIEST_RGB[seat],
        points=d["points"], duration=0.55, arc=50)
    scene.animator.add(Step([tween], on_start=motion.sound(scene, "score"),
                            on_done=motion.landing(scene, seat, d["points"])))


def tiebreak_reveal(scene: AtonStage, event: Event, moment: Seen) -> None:
    red, blue = TIEBREAK_REVEAL.data(event)["cards"]
    scene.banner_step(_("Turn-order tie: {red} — {a}, {blue} — {b}").format(
        red=scene.name(0), a=red, blue=scene.name(1), b=blue), 0.9)


def turn_order(scene: AtonStage, event: Event, moment: Seen) -> None:
    scene.banner_step(_("{name} plays first").format(
        name=scene.name(TURN_ORDER.data(event)["first"])), 0.8)


def place(scene: AtonStage, event: Event, moment: Seen) -> None:
    d, seat = PLACE.data(event), seat_of(event)
    key = CellKey("cell", d["temple"], d["cell"])
    supply = SeatKey("supply", seat)
    start = moment.old_areas.get(supply, scene.areas[supply])
    scene.animator.add(Step([priest_walk(scene, seat, L.supply_icon(start, scene.scale),
                                         scene.areas[key].center, hides={key})],
                            on_start=motion.sound(scene, "priest")))


def remove(scene: AtonStage, event: Event, moment: Seen) -> None:
    d = REMOVE.data(event)
    start = scene.areas[CellKey("cell", d["temple"], d["cell"])].center
    owner = d["owner"]
    hides: set[DeadKey] = set()
    if d["to"] == "kingdom":
        key = DeadKey("dead", min(7, dead_before(moment, event)))
        end, hides = scene.areas[key].center, {key}
    else:
        end = supply_icon(scene, owner)
    scene.animator.add(Step([priest_walk(scene, owner, start, end, hides=hides,
                                         arc=30 * scene.scale)],
                            on_start=motion.sound(scene, "kingdom" if d["to"] == "kingdom"
                                                  else "priest")))


def to_kingdom(scene: AtonStage, event: Event, moment: Seen) -> None:
    key, seat = DeadKey("dead", min(7, dead_before(moment, event))), seat_of(event)
    start = supply_icon(scene, seat)
    scene.animator.add(Step([priest_walk(scene, seat, start, scene.areas[key].center,
                                         hides={key}, arc=30 * scene.scale)],
                            on_start=motion.sound(scene, "kingdom")))


def reshuffle(scene: AtonStage, event: Event, moment: Seen) -> None:
    seat = seat_of(event)
    back = card(scene, 1, seat, False, L.MAT_CARD)
    start = scene.areas[SeatKey("discard", seat)].center
    end = scene.areas[SeatKey("deck", seat)].center
    scene.animator.add(Step([motion.fly(back, start, end, delay=0.05 * k) for k in range(3)],
                            on_start=motion.sound(scene, "card_deal")))


def returned(scene: AtonStage, event: Event, moment: Seen) -> None:
    start, seat = scene.areas[KINGDOM_KEY].center, seat_of(event)
    end = supply_icon(scene, seat)
    scene.animator.add(Step([priest_walk(scene, seat, start, end,
                                         arc=30 * scene.scale)]))


def priests_return(scene: AtonStage, event: Event, moment: Seen) -> None:
    tweens = []
    for k, owner in enumerate(moment.before["kingdom"]):
        if owner is None:
            continue
        grave = DeadKey("dead", k)
        start = moment.old_areas.get(grave, scene.areas[grave]).center
        end = supply_icon(scene, owner)
        tweens.append(priest_walk(scene, owner, start, end, delay=0.04 * k))
    if tweens:
        scene.animator.add(Step(tweens, on_start=motion.sound(scene, "priest")))


def discard(scene: AtonStage, event: Event, moment: Seen) -> None:
    """The revealed ornament cards go to their discard piles."""
    revealed = moment.before.get("revealed")
    if not revealed:
        return
    tweens = []
    for seat in (0, 1):
        pile = SeatKey("discard", seat)
        end = scene.areas[pile].center
        for o in range(1, 5):
            value = revealed[seat][o - 1]
            if not value:
                continue
            slot = SlotKey("slot", seat, o)
            start = moment.old_areas.get(slot, scene.areas[slot])
            tweens.append(motion.fly(card(scene, value, seat, True, L.MAT_CARD), start.center,
                                     end, duration=0.35, delay=0.04 * o, hides={pile}))
    scene.animator.add(Step(tweens, on_start=motion.sound(scene, "card_deal")))


def banner(text: str, duration: float) -> Handler:
    """A handler showing the marked message `text` as a banner."""
    def show(scene: AtonStage, event: Event, moment: Seen) -> None:
        scene.banner_step(_(text), duration)
    return show


def instant_win(scene: AtonStage, event: Event, moment: Seen) -> None:
    scene.banner_step(describe(event, scene.name) or _("Game over"), 1.6)


def game_over(scene: AtonStage, event: Event, moment: Seen) -> None:
    if not any(e.kind == "instant_win" for e in moment.events):
        scene.banner_step(_("Game over"), 1.0)


ANIMATE = {
    "round_start": round_start,
    "draw": draw,
    "exchange": exchange,
    "keep": None,
    "assign": assign,
    "reveal": reveal,
    "score": score,
    "scoring": scoring,
    "tiebreak_reveal": tiebreak_reveal,
    "tiebreak_coin": banner(N_("The turn order is drawn by lot."), 0.8),
    "turn_order": turn_order,
    "place": place,
    "remove": remove,
    "to_kingdom": to_kingdom,
    "reshuffle": reshuffle,
    "returned": returned,
    "kingdom_full": banner(N_("The Kingdom of the Dead is full"), 1.0),
    "priests_return": priests_return,
    "discard": discard,
    "instant_win": instant_win,
    "game_over": game_over,
}
