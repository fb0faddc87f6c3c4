"""The Hint on the table: the Hard bot's whole move for the human seat to move, as ghosts.

`HintHelper(scene, worker)` asks the bot worker (level "hint", engines/ai/hint.py) for the seat to
move, on a determinized copy made in the worker from that seat's view (of the position the
session gives, `GameSession.hint_position`: at a seat joined over the network, the seat's
own view the host sent, shell/net/seat_position.py); the answer is a whole
move (every step the seat takes before another seat decides or chance acts). Its first step
shows as a ghost of the moving piece over its target, a gold glow on the piece and the
target (or on the choice button that plays it); the later steps as the scene's own marks
(`scene.step_marks`: a domino at its place and turn, a gem token, cards on ornaments, cards
given and taken); with one line of what and why in the player's language. The hint stays
while the player follows it, step by step. Hints are only for a human seat to move, never
while a hot-seat cover is due, and each hint asked counts once per decision in the session
(`GameSession.count_hint`, kept in the save). `draw_marks` draws any whole move's marks
(the replay viewer's turning points use it too).
"""

import dataclasses
import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Protocol

import pygame
from pygame_gui.elements import UIButton

from engines.ai.hint import Hint
from engines.ai.hint_phrases import sentence, shown_chance
from engines.core import State
from scenes.kit.layout import AreaKey
from scenes.kit.view import TableView
from shell.language.i18n import _
from shell.language.reasons import tr_message
from shell.play.session import GameSession
from shell.ui.dragdrop import Interaction
from shell.ui.theme import GOLD, INK, PAPYRUS, draw_text, font, panel, wrap
from shell.ui.toast import Toast
from shell.workers.bot_worker import BotWorker


class MarkTable(Protocol):
    """What a whole move's marks are drawn from: the view (its `step_marks`), the areas
    and the board's scale (a table, the replay's, the hint's)."""

    @property
    def view(self) -> TableView: ...

    @property
    def areas(self) -> dict[AreaKey, pygame.Rect]: ...

    @property
    def scale(self) -> float: ...


class HintTable(MarkTable, Protocol):
    """What the hint reads of its table (the table scene is one)."""

    @property
    def state(self) -> State: ...

    @property
    def session(self) -> GameSession: ...

    @property
    def game_id(self) -> str: ...

    @property
    def hints_offered(self) -> bool:
        """This kind of table offers hints (a lesson's does not: its coach guides)."""

    @property
    def human_to_move(self) -> bool: ...

    @property
    def covered_for(self) -> int | None: ...

    @property
    def viewer(self) -> int: ...

    @property
    def interaction(self) -> Interaction: ...

    @property
    def choice_buttons(self) -> Mapping[UIButton, tuple]: ...

    @property
    def toast(self) -> Toast: ...

    @property
    def clock(self) -> float: ...

    @property
    def text_scale(self) -> float: ...

    @property
    def table_rect(self) -> pygame.Rect: ...

    @property
    def prompt_box(self) -> pygame.Rect | None: ...

    def glow(self, surface: pygame.Surface, rect: pygame.Rect, width: int = 3) -> None: ...

# (source rect or None, target rect or None, ghost image or None): a step shown on the table
Mark = tuple[pygame.Rect | None, pygame.Rect | None, pygame.Surface | None]
GHOST_ALPHA = 150


def hint_line(h: Hint, keys: str | None = None) -> str:
    """The hint's line in the player's language: the move (with `keys`, the keys that make it
    from the present position of the piece in hand) and why, then the chance to win as precise
    as the search makes it (engines/ai/hint_phrases.shown_chance)."""
    move = sentence(tr_message(h.move))
    if keys:
        move = _("{move} ({keys})").format(move=move, keys=keys)
    return _("{move} — {reason}. Chance to win from here: {chance}.").format(
        move=move, reason=tr_message(h.reason), chance=tr_message(shown_chance(h.win)))


def step_marks(scene: MarkTable, steps: Iterable[tuple], first: int = 0) -> list[Mark]:
    """[(source rect or None, target rect or None, ghost image or None)] of the steps of a
    whole move from `first` on that the scene can show (`scene.step_marks`)."""
    marks: list[Mark] = []
    for mark in scene.view.step_marks(tuple(steps), first):
        source, target = (place_rect(scene.areas, place) for place in mark[:2])
        if source is not None or target is not None:
            marks.append((source, target, mark[2]))
    return marks


def place_rect(areas: Mapping[AreaKey, pygame.Rect],
               place: AreaKey | pygame.Rect | None) -> pygame.Rect | None:
    """A step mark's source or target as a rect: itself, or its area's (None: none, or an
    area not laid out)."""
    if place is None or isinstance(place, pygame.Rect):
        return place
    return areas.get(place)


def draw_marks(surface: pygame.Surface, scene: MarkTable, marks: Sequence[Mark],
               colour: tuple[int, int, int] = GOLD, alpha: int = GHOST_ALPHA, width: int = 3,
               lines: bool = True) -> list[pygame.Rect]:
    """Outline each mark's source and target, its ghost image over the target and (with
    `lines`) a line from one to the other; returns the rects outlined."""
    s = scene.scale
    drawn = []
    for source, target, image in marks:
        for rect in (source, target):
            if rect is not None:
                pygame.draw.rect(surface, colour, rect.inflate(8, 8), max(2, round(width * s)),
                                 border_radius=round(8 * s))
                drawn.append(pygame.Rect(rect))
        if target is not None and image is not None:
            ghost = image.copy()
            ghost.set_alpha(alpha)
            surface.blit(ghost, ghost.get_rect(center=target.center))
        if lines and source is not None and target is not None:
            pygame.draw.line(surface, colour, source.center, target.center,
                             max(2, round(width * s)))
    return drawn


class HintHelper:
    """The hint of one table (`scene`); `worker` gives the app's bot worker."""

    def __init__(self, scene: HintTable, worker: Callable[[], BotWorker]) -> None:
        self.scene = scene
        self.worker = worker
        self.asked_for: tuple[int, int | None] | None = None  # (ply, seat) of the request
        self.shown: tuple | None = None  # (ply, seat, Hint)
        self.closed = False  # the shown hint was put away (Esc); H shows it again
        self.ghost_rects: list[pygame.Rect] = []  # where the last frame drew the ghost
        self.text_box: pygame.Rect | None = None  # where the last frame drew the line
        # the first step's piece, target or button (last frame)
        self.first_rects: list[pygame.Rect] = []
        self.text_lines: list[str] = []  # the line as drawn, wrapped
        self._placed: tuple | None = None  # (what the box's place depends on, the place)
        # the (ply, seat) the scene was last prepared for
        self._prepared: tuple[int, int | None] | None = None

    # when a hint may be asked ---------------------------------------------------------
    def available(self) -> bool:
        scene = self.scene
        state = scene.state
        return (not state.is_over() and scene.human_to_move and scene.covered_for is None
                and state.to_move() == scene.viewer and scene.hints_offered)

    @property
    def thinking(self) -> bool:
        return self.asked_for is not None

    def _key(self) -> tuple:
        scene = self.scene
        return (scene.session.ply, scene.state.to_move())

    def request(self) -> bool:
        """Ask for a hint for the seat to move; False when none may be asked now."""
        if not self.available():
            return False
        key = self._key()
        self.closed = False  # a hint put away for this decision comes back
        if self.current() is not None or self.asked_for == key:
            return True
        scene = self.scene
        ply, seat = key
        assert seat is not None  # available(): a seat is to move
        found = scene.session.hint_position(seat)
        if found is None:
            scene.toast.show(_("No hint could be worked out."), error=True)
            return True
        position, seed = found
        self.worker().request(scene.game_id, position, seat, "hint", seed, key=("hint", ply))
        self.asked_for = key
        scene.session.count_hint(seat)
        return True

    def _followed(self) -> int | None:
        """How many steps of the shown whole move the seat has played since it was asked
        (None: the position left the move: another step, another seat, or the move done)."""
        if self.shown is None:
            return None
        ply, seat, hint = self.shown
        done = self.scene.session.played_since(ply)
        steps = hint.move_steps
        if (done is not None and len(done) < len(steps) and steps[:len(done)] == done
                and self.scene.state.to_move() == seat):
            return len(done)
        return None

    def update(self) -> None:
        """Collect the worker's answer; drop a hint that no longer fits the position."""
        if self.shown is not None and self._followed() is None:
            self.shown = None
        elif self.shown is not None and self._prepared != self._key():
            self._prepared = self._key()
            steps = self.shown[2].move_steps[self._followed():]
            self.scene.view.prepare_hint(steps[0], steps)
        if self.asked_for is None:
            return
        if self.asked_for != self._key() or not self.available():
            self.cancel()
            return
        try:
            result = self.worker().poll()
        except Exception:  # noqa: BLE001 (a failed hint must never end the game)
            self.asked_for = None
            self.scene.toast.show(_("No hint could be worked out."), error=True)
            return
        if result is None:
            return
        key, value = result
        if key == ("hint", self.asked_for[0]):
            hint = Hint.from_json(value)
            if hint.action in self.scene.state.legal_actions():
                self.shown = (*self.asked_for, hint)
                self.closed = False
                self._prepared = self.asked_for
                self.scene.view.prepare_hint(hint.action, hint.move_steps)
            self.asked_for = None

    def close(self) -> bool:
        """Put the hint shown away (Esc); False when none shows."""
        if self.current() is None:
            return False
        self.closed = True
        return True

    def cancel(self) -> None:
        """Drop the hint in flight (the worker is stopped only if it still thinks about it)."""
        if self.asked_for is not None:
            worker = self.worker()
            if worker.busy and worker.pending_key == ("hint", self.asked_for[0]):
                worker.cancel()
            self.asked_for = None

    def current(self) -> Hint | None:
        """The hint for this very decision, if one was shown and not put away: the rest of
        its whole move while the seat follows it (its `action` the next step, its text the
        whole move)."""
        done, shown = self._followed(), self.shown
        if done is None or shown is None or self.closed or not self.available():
            return None
        hint = shown[2]
        if done:
            steps = hint.move_steps[done:]
            hint = dataclasses.replace(hint, action=steps[0], steps=steps)
        return hint

    # drawing ---------------------------------------------------------------------------
    def places(self, hint: Hint) -> tuple:
        """(source key or None, target key or None, choice button or None) for the hint:
        the scene's own `hint_places` when it has one, else the first drag binding of the
        action, else its click target, else the choice button that plays it."""
        scene = self.scene
        for button, action in scene.choice_buttons.items():
            if action == hint.action:
                return None, None, button
        special = scene.view.hint_places(hint.action, hint.move_steps)
        if special is not None:
            return (*special, None)
        click = None
        for binding in scene.interaction.bindings:
            if binding.action != hint.action or binding.target not in scene.areas:
                continue
            if binding.source is not None and binding.source in scene.areas:
                return binding.source, binding.target, None
            click = click or (None, binding.target, None)
        return click or (None, None, None)

    def draw(self, surface: pygame.Surface) -> None:
        self.ghost_rects = []
        self.first_rects = []
        self.text_box = None
        hint = self.current()
        if hint is None:
            return
        scene = self.scene
        s = scene.scale
        pulse = 0.5 + 0.5 * math.sin(scene.clock * 4.0)
        source, target, button = self.places(hint)
        if button is not None:
            self._outline(surface, button.rect, pulse)
        if source is not None and source in scene.areas:
            self._outline(surface, scene.areas[source], pulse)
        else:
            source = None
        if target is not None and target in scene.areas:
            rect = scene.areas[target]
            self._outline(surface, rect, pulse)
            image = scene.view.drag_image(source) if source is not None else None
            if image is not None:
                ghost = image.copy()
                ghost.set_alpha(GHOST_ALPHA)
                surface.blit(ghost, ghost.get_rect(center=rect.center))
            if source is not None:
                pygame.draw.line(surface, GOLD, scene.areas[source].center, rect.center,
                                 max(2, round(3 * s)))
        later = step_marks(scene, hint.move_steps, 1)
        self.first_rects = list(self.ghost_rects)
        self.ghost_rects += draw_marks(surface, scene, later, GOLD, lines=False)
        if self.shown is not None:  # (it is: current() found it)
            self._text(surface, hint_line(self.shown[2], scene.view.hint_keys(hint.move_steps)))

    def _outline(self, surface: pygame.Surface, rect: pygame.Rect, pulse: float) -> None:
        s = self.scene.scale
        self.scene.glow(surface, rect, width=3 + round(2 * pulse))
        pygame.draw.rect(surface, (255, 236, 160), rect.inflate(10, 10), max(1, round(2 * s)),
                         border_radius=round(10 * s))
        self.ghost_rects.append(pygame.Rect(rect))

    def _place(self, box: pygame.Rect, first: list, keep_clear: list,
               top: int) -> pygame.Rect:
        """Where the hint's box goes (see `_text`): from the foot of the table up, centred
        or against either side; the least of the marks covered first, then the fewest
        pieces (the table's areas smaller than the box: not the regions holding them),
        then the lowest place, centred before the sides."""
        scene = self.scene
        table = scene.table_rect
        margin = round(14 * scene.text_scale)
        pieces = [r for r in scene.areas.values() if r.w * r.h < box.w * box.h]
        xs = [box.x]
        if box.w < table.w - 2 * margin:
            xs += [table.x + margin, table.right - margin - box.w]
        best = None
        step = max(4, round(8 * scene.text_scale))
        for y in range(box.y, top - 1, -step):
            for k, x in enumerate(xs):
                place = pygame.Rect(x, y, box.w, box.h)
                if any(place.colliderect(r) for r in first):
                    continue
                marks = sum(place.clip(r).w * place.clip(r).h for r in keep_clear)
                covered = sum(1 for r in pieces if place.colliderect(r))
                cost = (marks, covered, box.y - y, k)
                if best is None or cost < best[0]:
                    best = (cost, place)
            if best is not None and best[0][:2] == (0, 0):
                break
        return best[1] if best is not None else box

    def _text(self, surface: pygame.Surface, text: str) -> None:
        """The hint's line at the foot of the table, else as low as it covers none of the
        whole move's marks, the choice buttons nor the prompt, and the fewest of the
        table's pieces and counts (a mat's stones, a quarry's count: the hint may speak of
        them); where every place covers some marks, the place that covers least of them
        and nothing of the first step."""
        scene = self.scene
        s = scene.text_scale
        table = scene.table_rect
        width = min(table.w - round(40 * s), round(720 * s))
        style = "body"
        f = font(style, s)
        lines = wrap(text, f, width - round(28 * s))
        if len(lines) > 3:  # a long whole move: the smaller type, and never a line cut off
            style = "small"
            f = font(style, s)
            lines = wrap(text, f, width - round(28 * s))
        line_h = f.get_linesize()
        box = pygame.Rect(0, 0, width, line_h * len(lines) + round(20 * s))
        box.midbottom = (table.centerx, table.bottom - round(14 * s))
        first = [r.inflate(12, 12) for r in self.first_rects] + [
            button.rect for button in scene.choice_buttons]
        keep_clear = first + [r.inflate(12, 12) for r in self.ghost_rects]
        prompt = scene.prompt_box
        top = (prompt.bottom if prompt is not None else table.y) + round(8 * s)
        key = (text, box.size, tuple(map(tuple, keep_clear)), top, tuple(table),
               tuple(map(tuple, scene.areas.values())))
        if self._placed is None or self._placed[0] != key:
            self._placed = (key, self._place(box, first, keep_clear, top))
        box = self._placed[1]
        self.text_box = box
        self.text_lines = lines
        panel(surface, box, fill=PAPYRUS, radius=round(10 * s), border=GOLD,
              border_width=max(2, round(2 * s)), scale=s)
        y = box.y + round(10 * s)
        for line in lines:
            draw_text(surface, line, (box.centerx, y), style, s, INK, anchor="midtop")
            y += line_h
