"""The hot-seat cover as the table draws it: "Pass to Anna", and under it the button with
which the one still at the screen may take back their move before passing it on."""

from typing import Literal

import pygame

from shell.language.i18n import _
from shell.play.hotseat import HotSeat
from shell.play.session import GameSession
from shell.ui.theme import GOLD, INK, PAPYRUS, draw_text, font, panel
from shell.ui.widgets import cover

COVER_BLUE = ((31, 78, 121), (40, 92, 138))  # the cover's fill and stripes (shell.ui.widgets)


def takeback_rect(size: tuple[int, int], scale: float, label: str) -> pygame.Rect:
    """Where the take-back button lies: centred under the cover's plaque."""
    w, h = size
    width = font("body", scale, bold=True).size(label)[0] + round(48 * scale)
    rect = pygame.Rect(0, 0, min(w - round(40 * scale), max(round(260 * scale), width)),
                       round(48 * scale))
    rect.midtop = (w // 2, h // 2 + round(110 * scale) + round(28 * scale))
    return rect


def takeback_label(name: str) -> str:
    return _("Undo {name}'s move").format(name=name)


def draw_cover(surface: pygame.Surface, scale: float, name: str, takeback: str | None,
               note: str = "") -> None:
    """The cover naming the next player; `takeback` names the one who may still undo their
    move (None: no take-back offered); `note` says above the plaque why it is up again
    (after an undo)."""
    box = cover(surface, scale, _("Pass to {name}").format(name=name),
                _("Click when {name} is at the screen.").format(name=name))
    if note:
        draw_text(surface, note, (box.centerx, box.y - round(24 * scale)), "large", scale,
                  PAPYRUS, bold=True, anchor="midbottom",
                  max_width=surface.get_width() - round(40 * scale))
    if takeback is None:
        return
    label = takeback_label(takeback)
    rect = takeback_rect(surface.get_size(), scale, label)
    panel(surface, rect, fill=INK, radius=round(12 * scale), border=GOLD,
          border_width=max(1, round(2 * scale)), scale=scale)
    draw_text(surface, label, rect.center, "body", scale, PAPYRUS, bold=True, anchor="center",
              max_width=rect.w - round(24 * scale))


class HotSeatCover:
    """The table's hot-seat cover: who is at the screen (`hotseat`, shell/play/hotseat.py), when
    the cover is up and what a click or a key on it asks for. `active` is False at a table
    that nobody plays at (the replay viewer): no cover is ever due there."""

    def __init__(self, hotseat: HotSeat, session: GameSession, active: bool = True) -> None:
        self.hotseat = hotseat
        self.session = session
        self.active = active
        self.note = ""  # why the cover is up again (after an undo made on it)
        self._swallow_release = False  # a click finished the animation before the cover

    @property
    def due(self) -> int | None:
        """The seat a cover is due for (None: no cover)."""
        return self.hotseat.due if self.active else None

    @property
    def holder(self) -> int | None:
        """The seat at the screen (None: nobody known yet, the cover is due)."""
        return self.hotseat.holder

    def showing(self, animating: bool) -> bool:
        """The cover is up: it is due and the last move's animation (shown in the view of
        the one at the screen) is over, or nobody is known at the screen."""
        return self.due is not None and (self.holder is None or not animating)

    def takeback_offered(self, animating: bool) -> bool:
        """The cover offers the one still at the screen to take back their move."""
        return self.showing(animating) and self.session.can_undo(self.holder)

    def takeback_rect(self, size: tuple[int, int], scale: float) -> pygame.Rect:
        """Where the take-back button lies for the one at the screen."""
        return takeback_rect(size, scale, takeback_label(self.session.name(self.holder)))

    def command(self, event: pygame.event.Event, animating: bool, size: tuple[int, int],
                scale: float) -> Literal["finish", "undo", "menu", "lift"] | None:
        """What `event` asks while a cover is due: "finish" (before it is up, a click or key
        finishes the last move's animation, and that click's release does not also lift
        the cover), "undo" (the take-back button or Ctrl+Z), "menu" (Esc), "lift" (a click
        or Return/Space: the next player is at the screen) or None."""
        if not self.showing(animating):
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
                self._swallow_release = event.type == pygame.MOUSEBUTTONDOWN
                return "finish"
            return None
        if event.type == pygame.MOUSEBUTTONUP and self._swallow_release:
            self._swallow_release = False
            return None
        key = event.key if event.type == pygame.KEYDOWN else None
        if self.takeback_offered(animating) and (
                (event.type == pygame.MOUSEBUTTONUP
                 and self.takeback_rect(size, scale).collidepoint(event.pos))
                or (key == pygame.K_z and event.mod & pygame.KMOD_CTRL)):
            return "undo"
        if key == pygame.K_ESCAPE:
            return "menu"
        if event.type == pygame.MOUSEBUTTONUP or key in (pygame.K_RETURN, pygame.K_SPACE):
            return "lift"
        return None

    def lift(self) -> None:
        """The next player is at the screen."""
        self.hotseat.lift()
        self.note = ""

    def forget(self, note: str) -> None:
        """An undo made on the cover: nobody is known at the screen; `note` says why the
        cover is up again."""
        self.hotseat.forget()
        self.note = note

    def draw(self, surface: pygame.Surface, scale: float, animating: bool) -> None:
        """The cover for the seat it is due for, with the take-back button when offered."""
        name = self.session.name
        draw_cover(surface, scale, name(self.due),
                   name(self.holder) if self.takeback_offered(animating) else None, self.note)
