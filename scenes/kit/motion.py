"""Animations every table uses: banners, pieces flying, points flying to the panel, floating
labels. Each returns a `Tween` or queues a `Step` on the scene's animator; a game's event
handlers compose them.

A `Banner` step covers the table (a banner, a scoring card): tooltips are not drawn while
one is on screen.
"""

from collections.abc import Callable, Collection, Hashable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

import pygame

from shell.ui.anim import Cue, Step, Tween
from shell.ui.theme import GOLD, INK, PAPYRUS, TERRACOTTA, draw_text, font

if TYPE_CHECKING:
    from scenes.kit.panel import SidePanel

Point = tuple[float, float]
Colour = tuple[int, ...]  # RGB or RGBA
Drawer = Callable[[pygame.Surface, Point, float], None]  # a Tween's painter


class Stage(Protocol):
    """What these animations read of the table, or of a game's view of it, they play on."""

    def cue(self, name: str) -> Cue:
        """A step's `on_start` that plays effect `name`."""
        ...

    @property
    def text_scale(self) -> float: ...

    @property
    def table_rect(self) -> pygame.Rect: ...

    @property
    def panel(self) -> "SidePanel": ...

    version: int


@dataclass
class Banner(Step):
    """A step that covers the table while it plays."""


@dataclass
class ScoringStep(Banner):
    """One place's scoring (see scoring_step); `place` is its title."""

    place: str = ""


def blit(image: pygame.Surface) -> Drawer:
    """A Tween drawer that blits `image` centred on the moving point."""
    def draw(surface: pygame.Surface, pos: Point, _t: float) -> None:
        surface.blit(image, image.get_rect(center=(round(pos[0]), round(pos[1]))))
    return draw


def sound(scene: Stage, name: str | None) -> Cue | None:
    """A Step's `on_start` that plays effect `name` when the step starts on screen, and not
    when it is skipped (shell/ui/anim.py's Cue); None for no sound."""
    if not name:
        return None
    return scene.cue(name)


def fly(image: pygame.Surface, start: Point, end: Point, *, duration: float = 0.3,
        delay: float = 0.0, hides: Collection[Hashable] = (), arc: float = 0.0) -> Tween:
    """`image` flying from `start` to `end` (points), hiding `hides` until it lands."""
    return Tween(start, end, blit(image), duration=duration, delay=delay,
                 hides=frozenset(hides), arc=arc)


def banner(scene: Stage, text: str, duration: float = 0.9, colour: Colour = GOLD,
           on_start: Callable[[], None] | None = None,
           centre: Point | None = None) -> Banner:
    """A banner: `text` on a dark plaque over the table (or at `centre`), fading in and out
    over `duration` seconds; the heading font shrinks to fit the table."""
    s = scene.text_scale
    table = scene.table_rect
    room = table.w - round(40 * s)
    role = "heading" if font("heading", s, True).size(text)[0] + round(60 * s) <= room \
        else "large"

    plaque: list[pygame.Surface] = []  # the plaque with its text, painted once, faded whole

    def draw(surface: pygame.Surface, pos: Point, t: float) -> None:
        alpha = int(255 * min(1.0, 4 * min(t, 1 - t) + 0.2))
        w = min(room, font(role, s, True).size(text)[0] + round(60 * s))
        rect = pygame.Rect(0, 0, w, round(64 * s))
        rect.center = (round(pos[0]), round(pos[1]))
        rect.clamp_ip(table)  # an off-centre banner stays whole on the table
        if not plaque or plaque[0].get_size() != rect.size:
            image = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(image, (*INK, 225), image.get_rect(),
                             border_radius=round(14 * s))
            draw_text(image, text, image.get_rect().center, role, s, colour[:3], bold=True,
                      anchor="center", max_width=w - round(24 * s), keep=False)
            plaque[:] = [image]
        # one render of the text, whatever the fade (a render per alpha value would fill
        # the text cache with near-identical surfaces)
        plaque[0].set_alpha(alpha)
        surface.blit(plaque[0], rect)
    centre = centre or table.center
    return Banner([Tween(centre, centre, draw, duration=duration)], on_start=on_start)


def points_to_panel(scene: Stage, seat: int, start: Point, text: str, *,
                    colour: Colour = GOLD, label: str | None = None,
                    border: Colour | None = None, points: int = 0, duration: float = 0.45,
                    arc: float = 40.0) -> Tween:
    """A dark plaque with `text` (and a smaller `label` under it) flying from `start` to
    seat's score on the side panel. `points` are shown on the panel only when it lands."""
    s = scene.text_scale
    end = scene.panel.row(seat).midright
    if points:
        scene.panel.hold_points(seat, points)

    def draw(surface: pygame.Surface, pos: Point, _t: float) -> None:
        w = font("large", s, True).size(text)[0] + round(24 * s)
        h = round(34 * s)
        if label:
            w = max(w, font("small", s, True).size(label)[0] + round(20 * s))
            h = round(50 * s)
        rect = pygame.Rect(0, 0, max(w, round(54 * s)), h)
        rect.center = (round(pos[0]), round(pos[1]))
        pygame.draw.rect(surface, INK, rect, border_radius=min(rect.h // 2, round(16 * s)))
        if border is not None:
            pygame.draw.rect(surface, border, rect, max(2, round(3 * s)),
                             border_radius=min(rect.h // 2, round(16 * s)))
        if label:
            draw_text(surface, text, (rect.centerx, rect.y + round(3 * s)), "large", s, colour,
                      bold=True, anchor="midtop")
            draw_text(surface, label, (rect.centerx, rect.bottom - round(3 * s)), "small", s,
                      PAPYRUS, anchor="midbottom")
        else:
            draw_text(surface, text, rect.center, "large", s, colour, bold=True,
                      anchor="center")
    return Tween(start, (end[0] - round(40 * s), end[1]), draw, duration=duration,
                 arc=arc * s)


def landing(scene: Stage, seat: int, points: int) -> Callable[[], None]:
    """A Step callback: the points that flew to seat's score count now."""
    def done() -> None:
        scene.panel.release_points(seat, points)
        scene.version += 1  # repaint the score row and whatever shows the score
    return done


def float_text(scene: Stage, text: str, pos: Point, colour: Colour, rise: float = 36.0,
               duration: float = 0.7) -> Tween:
    """A label rising over a spot (a pass, the cards a sandstorm takes)."""
    s = scene.text_scale

    def draw(surface: pygame.Surface, p: Point, _t: float) -> None:
        f = font("large", s, True)
        rect = pygame.Rect(0, 0, f.size(text)[0] + round(22 * s), round(34 * s))
        rect.center = (round(p[0]), round(p[1]))
        pygame.draw.rect(surface, PAPYRUS, rect, border_radius=rect.h // 2)
        pygame.draw.rect(surface, colour, rect, max(2, round(2 * s)),
                         border_radius=rect.h // 2)
        draw_text(surface, text, rect.center, "large", s, colour, bold=True, anchor="center")
    return Tween(pos, (pos[0], pos[1] - round(rise * s)), draw, duration=duration)


def scoring_step(scene: Stage, rects: Sequence[pygame.Rect], title: str,
                 flights: Sequence[tuple[int, int, str]], *, duration: float = 1.5,
                 colour: Colour = GOLD, above: bool = False,
                 sound: str = "score") -> ScoringStep:
    """One place's scoring shown where it happens: `rects` (the place) outlined in `colour`,
    a plaque with `title` over their top edge (just above it with `above`), and `flights`
    -- (seat, points, label) -- flying from the place to the seats' score rows, where they
    count when the step ends; effect `sound` starts with it. Steps like this one queue one
    after another, place by place; a click skips them all (the table's click finishes every
    animation)."""
    s = scene.text_scale
    rects = [pygame.Rect(r) for r in rects]
    place = rects[0].unionall(rects[1:]) if rects else scene.table_rect.copy()
    table = scene.table_rect
    plaque: list[pygame.Surface] = []

    def draw(surface: pygame.Surface, _pos: Point, t: float) -> None:
        width = max(2, round(3 * s))
        for rect in rects:
            pygame.draw.rect(surface, colour, rect.inflate(2 * width, 2 * width), width,
                             border_radius=round(8 * s))
        if not plaque:
            f = font("body", s, True)
            w = min(table.w - round(20 * s), f.size(title)[0] + round(28 * s))
            image = pygame.Surface((w, round(34 * s)), pygame.SRCALPHA)
            pygame.draw.rect(image, (*INK, 235), image.get_rect(),
                             border_radius=round(12 * s))
            pygame.draw.rect(image, colour, image.get_rect(), max(1, round(2 * s)),
                             border_radius=round(12 * s))
            draw_text(image, title, image.get_rect().center, "body", s, colour[:3], bold=True,
                      anchor="center", max_width=w - round(16 * s), keep=False)
            plaque.append(image)
        rect = plaque[0].get_rect(midtop=(place.centerx, place.top + round(4 * s)))
        if above:
            rect.bottom = place.top - round(4 * s)
        rect.clamp_ip(table)
        surface.blit(plaque[0], rect)

    centre = place.center
    tweens = [Tween(centre, centre, draw, duration=duration)]
    for k, (seat, points, label) in enumerate(flights):
        tween = points_to_panel(scene, seat, centre, f"{points:+d}",
                                colour=GOLD if points > 0 else TERRACOTTA, label=label,
                                points=points, duration=0.55, arc=40)
        tween.delay = 0.45 + 0.12 * k
        tweens.append(tween)

    def done() -> None:
        for seat, points, _label in flights:
            scene.panel.release_points(seat, points)
        scene.version += 1
    return ScoringStep(tweens, on_start=globals()["sound"](scene, sound), on_done=done,
                       place=title)
