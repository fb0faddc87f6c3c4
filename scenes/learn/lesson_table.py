"""The table of a guided first game: the game's real table with a coach on it.

`LearnTable` is the shared table (with the game's view) and the coach: after every change it
asks the coach what to say and what to point at; after every move it lets the coach hear the
events (the scorings it explains). The game is the real engine's, against an Easy bot, not
autosaved: it is a short fixed deal that Learn to play starts again in a moment, and saving it would
take one of the autosave places of the player's real games and make Continue open a lesson.
So leaving it (Esc, the Menu button, closing the window) asks first, at any time.

The coach card stands in the side panel, between the score rows and the game log (which
moves down to make room, and is left out when the card needs all of it: larger text; the
seat rows' details go too when even that is not enough), so it never covers the table, its
choice buttons or the prompt, which shows as in any game, nor runs under the panel's
buttons: what does not fit even then is paged (Page Down / Page Up or a click on the card).
The coach's blue rings and arrow point at the table.
"""

import pygame
import pygame_gui
from pygame_gui.core.utility import translate
from pygame_gui.windows import UIConfirmationDialog

from scenes.kit.coach_card import CoachCard, draw_pointer
from scenes.kit.table import TableScene
from shell.language.i18n import _
from shell.ui.theme import text_scale, wrap

from .coach import Coach
from .keys_line import keys_line


class LearnTable(TableScene):
    """The table of a lesson (see the module doc); `view` is the game's view class."""

    hints_offered = False  # the coach guides: no Hint
    log_kept = False  # the coach's card takes the game log's room, the rows keep theirs
    makes_puzzles = False  # a scripted first game: no puzzles from it

    def __init__(self, app, replay, state=None, *, view, script, autosave: bool = False):
        self.coach = Coach(script)
        # the "leave the lesson?" question while it is open
        self.leave_dialog: UIConfirmationDialog | None = None
        self._leave_then = "menu"  # what a yes does: "menu" or "quit"
        self.coach_card: CoachCard | None = None
        super().__init__(app, replay, state, view=view, autosave=autosave)

    # leaving asks first -----------------------------------------------------------------
    def asking(self) -> bool:
        return self.leave_dialog is not None and self.leave_dialog.alive()

    def back_to_menu(self) -> None:
        """Esc or Menu: a lesson not over asks before it is left (it is not saved)."""
        if self.state.is_over():
            super().back_to_menu()
        elif not self.asking():
            self.ask_to_leave("menu")

    def hold_quit(self) -> bool:
        """Closing the window during a lesson asks first: True while the question waits
        (closing again while it is open quits)."""
        if self.state.is_over() or self.asking():
            return False
        self.ask_to_leave("quit")
        return True

    def ask_to_leave(self, then: str) -> None:
        self._leave_then = then
        self.leave_dialog = leave_dialog(self.ui, self.table_rect, self.scale)

    def handle_event(self, event) -> None:
        """While the question is open only it answers (Esc closes it: the lesson goes on)."""
        if (event.type == pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED
                and event.ui_element is self.leave_dialog):
            self.leave_dialog = None
            if self._leave_then == "quit":
                self.app.quit()
            else:
                super().back_to_menu()
            return
        if self.asking():
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                if self.leave_dialog is not None:
                    self.leave_dialog.kill()
                self.leave_dialog = None
            else:
                self.ui.process_events(event)
            return
        if self.covered_for is None and self.turn_coach_page(event):
            return
        super().handle_event(event)

    def refresh(self) -> None:
        super().refresh()
        self.coach.update(self)
        self.place_coach()

    def play(self, action) -> bool:
        by_human = self.human_to_move
        before = len(self.session.history)
        if not super().play(action):
            return False
        events = [e for batch in self.session.history[before:] for e in batch]
        self.coach.played(self, action, by_human, events)
        self.coach.update(self)
        self.place_coach()
        return True

    def coach_lines(self) -> tuple[list[str], list[str]]:
        notes = list(self.coach.notes)
        keys = keys_line(self.choice_buttons, self.coach.highlight)  # by keys (room: one note)
        return [self.coach.text(self)], ([keys] if keys and len(notes) < 2 else []) + notes

    def place_coach(self) -> None:
        """The card's place in the panel for what the coach says now (after every change:
        drawing only draws it): the game log moves down under it, and gives its room up
        when the card needs it; a card that does not fit even then takes the seat rows'
        details' room too (from then on, so the rows do not jump back and forth), and what
        still does not fit is paged (a new coach line starts on its first page)."""
        lines, notes = self.coach_lines()
        card, with_log = self._coach_card(lines, notes)
        if card.paged and self.panel.details:
            self.panel.details = False
            for seat in range(self.state.num_players):  # the rows' click areas
                self.areas[("score", seat)] = self.panel.row(seat)
            card, with_log = self._coach_card(lines, notes)
        old = self.coach_card
        if old is not None and old.pages == card.pages:
            card.page = old.page  # the same text: the page the player turned to stays
        self.coach_card = card
        gap = round(12 * self.text_scale)
        above = card.rect.h + gap if with_log else self._card_room() + gap  # no log
        if above != self.panel.above_log:
            self.panel.above_log = above
            self.version += 1  # the panel is painted again with the log lower

    def _card_room(self) -> int:
        """The most height the card has: from the score rows to the panel's buttons."""
        return self.panel.bottom - round(8 * self.scale) - self.panel.between.y

    def _coach_card(self, lines, notes) -> tuple[CoachCard, bool]:
        """The card under the score rows, and whether the game log keeps room under it."""
        s = self.text_scale
        room = self.panel.between
        top = self._card_room()
        card = CoachCard(lines, notes, room.topleft, room.w, s)
        if card.rect.h + round(12 * s) + self.panel.log_room() <= top:
            return card, True
        return CoachCard(lines, notes, room.topleft, room.w, s, max_height=top), False

    def turn_coach_page(self, event) -> bool:
        """Page Down / Page Up (or a click on the card, from the last page to the first)
        turn a paged card's page; True when the event was taken."""
        card = self.coach_card
        if card is None or not card.paged:
            return False
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            card.turn(1 if event.key == pygame.K_PAGEDOWN else -1)
            return True
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and card.rect.collidepoint(event.pos)):
            card.turn(1, wrap_around=True)
            return True
        return False

    def draw_prompt(self, surface) -> None:
        """The prompt as in any game, and the coach card in the panel."""
        super().draw_prompt(surface)
        if self.coach_card is not None:
            self.coach_card.draw(surface)

    def draw_overlay(self, surface) -> None:
        super().draw_overlay(surface)
        h = self.coach.highlight
        if h is not None and not self.animator.busy:
            source = self.areas.get(h.source) if h.source is not None else None
            target = h.button.rect if h.button is not None else \
                self.areas.get(h.target) if h.target is not None else None
            draw_pointer(surface, source, target, self.scale, self.clock)


def leave_dialog(ui, room: pygame.Rect, scale: float) -> UIConfirmationDialog:
    """The "leave the lesson?" question over `room`, as big as its text needs at the
    player's text size (pygame_gui makes a dialog's buttons 30 pixels tall whatever their
    text): measured with the fonts of the manager's theme."""
    text = _("This lesson is not saved. Leave it? Learn to play starts it again from the "
             "beginning.")
    labels = ["pygame-gui.Cancel", _("Leave")]  # pygame_gui's own word, then ours
    theme = ui.get_theme()
    face = theme.get_font(["button"])
    sizes = [face.size(translate(label)) for label in labels]
    pad = round(10 * scale)
    bw = max(w for w, _h in sizes) + round(28 * scale)
    bh = max(h for _w, h in sizes) + round(12 * scale)
    width = min(room.w, max(round(440 * scale), round(380 * text_scale(scale)),
                            2 * bw + 3 * pad))
    body = theme.get_font(["text_box"])
    line_h = round(body.size("Ay")[1] * 1.3)  # the text box's line spacing
    lines = 1 + len(wrap(text, body, width - round(70 * scale)))  # and the box's air
    title_h = int(theme.get_misc_data("title_bar_height", ["window"]))
    height = min(room.h, max(round(220 * scale), title_h + lines * line_h + bh + 4 * pad))
    rect = pygame.Rect(0, 0, width, height)
    rect.center = room.center
    dialog = UIConfirmationDialog(rect, text, ui, window_title=_("Leave the lesson?"),
                                  action_short_name=_("Leave"))
    inside = dialog.get_container().get_rect()
    right = inside.w - pad
    for name in ("cancel_button", "confirm_button"):  # the same buttons, as big as their text
        old = getattr(dialog, name)
        button = pygame_gui.elements.UIButton(
            pygame.Rect(right - bw, inside.h - pad - bh, bw, bh), old.text, ui,
            container=dialog, object_id=f"#{name}")
        old.kill()
        setattr(dialog, name, button)
        right -= bw + pad
    dialog.confirmation_text.set_dimensions((inside.w - pad, inside.h - bh - 3 * pad))
    return dialog
