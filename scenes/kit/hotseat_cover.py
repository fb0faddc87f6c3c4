"""The hot-seat cover as the table draws it: "Pass to Anna", and under it the button with
which the one still at the screen may take back their move before passing it on."""

import pygame

from game.i18n import _
from game.theme import GOLD, INK, PAPYRUS, draw_text, font, panel
from game.widgets import cover

COVER_BLUE = ((31, 78, 121), (40, 92, 138))  # the cover's fill and stripes (game.widgets)


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


def draw_cover(surface, scale: float, name: str, takeback: str | None,
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
