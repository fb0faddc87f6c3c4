"""The dialog over a table or the replay viewer that keeps its position: copy it (Ctrl+C
there too), save it as a .txt file (Save position…), and at a table save the whole game.

The position is the written one of what the one at the screen sees (scenes/kit/
position_copy.py): the dialog says whose sight that is. Save position… opens a file dialog
naming a new file (a name without a suffix gets .txt; a file already there is refused with
the reason, nothing written). What was done is told on the screen under the dialog, which
closes; a refusal is told in the dialog, which stays.
"""

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from scenes.kit.position_copy import (
    Shared,
    copied_text,
    is_copy_key,
    put_on_clipboard,
    sight_text,
)
from scenes.kit.sprites import POOL
from scenes.screens.file_dialog import SaveFileDialog
from scenes.screens.results import paint_veil
from shell.language.i18n import _, tr_message
from shell.paths import saves_dir
from shell.store.position_file import PositionRefused, position_name, save_position
from shell.ui.scene import Scene
from shell.ui.theme import (
    INK,
    control_height,
    draw_text,
    first_lines,
    font,
    panel,
    text_room,
    wrap,
)

BOX_UNITS = 560  # the dialog's width in the design (more for larger text; the window at most)
SAVED = (".txt", ".TXT")  # what the file dialog lists


class PositionShareScene(Scene):
    overlay = True
    keyboard_focus = True
    music = None  # the table's theme goes on

    def __init__(self, app, shared: Shared, title: str):
        super().__init__(app)
        self.shared = shared
        self.title = title
        self.buttons: dict = {}
        self.file_dialog: SaveFileDialog | None = None
        self._veil: pygame.Surface | None = None

    # layout ---------------------------------------------------------------------------
    def choices(self) -> list[tuple[str, str, str]]:
        """(command, label, tooltip) of the dialog's buttons, top to bottom."""
        rows = []
        if self.shared.save_game is not None:
            rows.append(("game", _("Save the game"),
                         _("A copy of the whole game, to load later (Load game)")))
        rows += [("copy", _("Copy position (Ctrl+C)"),
                  _("Copy the position's line: paste it with Ctrl+V on the Load screen")),
                 ("file", _("Save position…"), _("Write the position's line to a .txt file")),
                 ("back", _("Back"), "")]
        return rows

    def lines(self, width: int, role: str = "body") -> list[str]:
        return wrap(sight_text(self.shared.text, self.shared.name),
                    font(role, self.text_scale), width)

    def build(self) -> None:
        s, ts = self.scale, self.text_scale
        w, h = self.size
        pad, gap = round(24 * s), round(10 * s)
        bh = control_height(46, s, 19)
        choices = self.choices()
        title_h = text_room(44, "heading", s, bold=True)
        room = h - round(20 * s)
        widest = w - round(40 * s)
        natural = min(widest, max(round(BOX_UNITS * s), round(BOX_UNITS * ts * 0.8)))
        # the first that fits the window's height: the design's width, the window's, the
        # buttons two by two, the text in small print
        for width, columns, role in ((natural, 1, "body"), (widest, 1, "body"),
                                     (widest, 2, "body"), (widest, 2, "small")):
            inner = width - 2 * pad
            lines = self.lines(inner, role)
            rows = -(-len(choices) // columns)
            height = (pad + title_h + len(lines) * font(role, ts).get_linesize() + pad
                      + rows * (bh + gap) - gap + pad)
            if height <= room:
                break
        self.text_lines, self.text_role = lines, role
        self.box = pygame.Rect(0, 0, width, min(height, room))
        self.box.center = (w // 2, h // 2)
        self.text_top = self.box.y + pad + title_h
        button_w = (inner - (columns - 1) * gap) // columns
        top = self.box.bottom - pad - rows * (bh + gap) + gap
        self.buttons = {}
        for k, (command, label, tip) in enumerate(choices):
            style = ObjectID(class_id="@primary") if command == "copy" else None
            place = pygame.Rect(self.box.x + pad + (k % columns) * (button_w + gap),
                                top + (k // columns) * (bh + gap), button_w, bh)
            button = pygame_gui.elements.UIButton(place, label, self.ui,
                                                  tool_tip_text=tip or None, object_id=style)
            self.buttons[button] = command
        self.file_dialog = None

    # what the buttons do ----------------------------------------------------------------
    def on_button(self, element) -> None:
        command = self.buttons.get(element)
        if command == "game" and self.shared.save_game is not None:
            self.app.scenes.pop()
            self.shared.save_game()
        elif command == "copy":
            self.copy()
        elif command == "file":
            self.open_file_dialog()
        elif command == "back":
            self.app.scenes.pop()

    def copy(self) -> None:
        """The line on the clipboard, told under the dialog; why not, in it."""
        problem = put_on_clipboard(self.shared.text)
        if problem is not None:
            self.toast.show(problem, error=True, seconds=6)
            return
        self.app.scenes.pop()
        self.shared.told(copied_text(self.shared.text, self.shared.name), False)

    def open_file_dialog(self) -> None:
        s = self.scale
        rect = pygame.Rect(0, 0, min(self.size[0], round(640 * s)),
                           min(self.size[1], round(480 * s)))
        rect.center = (self.size[0] // 2, self.size[1] // 2)
        folder = saves_dir()
        self.file_dialog = SaveFileDialog(
            rect, self.ui, window_title=_("Save the position as a .txt file"),
            initial_file_path=str(folder / position_name(self.shared.game_id)),
            allowed_suffixes=SAVED)
        self.focus.focus(self.file_dialog.file_path_text_line)

    @property
    def dialog_open(self) -> bool:
        return self.file_dialog is not None and self.file_dialog.alive()

    def write(self, path: str) -> None:
        """The position written to the file `path`, told under the dialog; why not, in
        it."""
        try:
            written = save_position(path, self.shared.text)
        except PositionRefused as exc:
            self.toast.show(_("The position was not saved: {reason}").format(
                reason=tr_message(exc.message)), error=True, seconds=6)
            return
        self.app.scenes.pop()
        self.shared.told(_("Position saved as {name}").format(name=written.name), False)

    # events and frames ------------------------------------------------------------------
    def handle_event(self, event) -> None:
        super().handle_event(event)
        if event.type == pygame_gui.UI_FILE_DIALOG_PATH_PICKED:
            self.write(event.text)
        elif event.type == pygame.KEYDOWN and not self.dialog_open:
            if event.key == pygame.K_ESCAPE:
                self.app.scenes.pop()
            elif is_copy_key(event):
                self.copy()

    def close(self) -> None:
        POOL.give(self._veil)
        self._veil = None

    def draw(self, surface) -> None:
        s, ts = self.scale, self.text_scale
        self._veil = paint_veil(surface, self._veil)
        panel(surface, self.box, radius=round(18 * s), scale=s)
        pad = round(24 * s)
        draw_text(surface, self.title, (self.box.x + pad, self.box.y + pad), "heading", ts,
                  INK, bold=True, max_width=self.box.w - 2 * pad)
        y = self.text_top
        line_h = font(self.text_role, ts).get_linesize()
        room = max(0, (min(self.buttons_top(), self.box.bottom) - pad // 2 - y) // line_h)
        rect = pygame.Rect(self.box.x + pad, y, self.box.w - 2 * pad, room * line_h)
        for line in first_lines(self.text_lines, room, surface, rect):
            draw_text(surface, line, (self.box.x + pad, y), self.text_role, ts, INK)
            y += line_h
        super().draw(surface)
        self.toast.draw(surface, ts)

    def buttons_top(self) -> int:
        return min((button.rect.y for button in self.buttons), default=self.box.bottom)
