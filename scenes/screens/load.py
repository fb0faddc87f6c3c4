"""Load game: the saves in the per-user folder, newest first, and Open file… for any other
save (.json) or a written position (.txt, docs/notation.md; Ctrl+V pastes one).

Each row shows the game, its players, how far it has come (round, level, cards left), the
date and the file name, so that two saves of one game can be told apart. The list is there
at once (newest first, from the folder's listing); each row's details are read in the
background (shell/store/save_reader.py) and shown as they come. A damaged save is listed greyed
with its reason (in the player's language) and cannot be opened; one bad file never stops
the screen. Nothing is ever deleted here. Watch replay opens the selected save
in the replay viewer (scenes/replay/). A position opens the seats screen
(scenes/screens/position_setup.py: who plays it); one that is not a position is refused
with the reason and nothing else changes.

`open_saved_game` is the one way every path opens a save: this screen, Open file…, the
menu's Continue and the command line's --load. Only an autosave in the saves folder is
written on; any other save (one opened from elsewhere above all) is copied into a new
autosave of ours at once and never written or removed.
"""

import logging
from pathlib import Path

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from scenes import is_playable, open_game
from scenes.games import game_title
from scenes.screens.file_dialog import SafeFileDialog
from scenes.screens.reading import ReadingScene
from shell.language.i18n import _, ngettext
from shell.language.names import clean_name
from shell.language.reasons import tr_message
from shell.paths import saves_dir
from shell.store import saves
from shell.store.save_reader import SaveReader
from shell.ui.focus import Spot
from shell.ui.screen_frame import ROW_FILL, clicked_row, draw_row, foot_row, shown_time
from shell.ui.theme import (
    INK,
    MUTED_INK,
    TERRACOTTA,
    button_widths,
    draw_table,
    draw_text,
    font,
    min_text_width,
    panel,
    text_room,
    wrap,
)

log = logging.getLogger(__name__)
GREYED = (226, 218, 198)
OPENED = {".json", ".JSON", ".txt", ".TXT"}  # what Open file… lists: saves and positions
PASTE_MODS = pygame.KMOD_CTRL | pygame.KMOD_META


def open_saved_game(app, path, *, replace: bool = False, copy: bool = True) -> str | None:
    """Load the save at `path` and show its table; None when it opened, else the reason
    (translated, naming only the file) for the player. Never raises. An unfinished game
    from any file but our own autosave is copied into a new autosave now (`copy`; a
    screenshot writes nothing)."""
    name = clean_name(Path(str(path)).name, "?", limit=60)  # as the toast has room for it
    try:
        replay, state = saves.load_game(path)
        if any(seat.kind == "remote" for seat in replay.seats) and not state.is_over():
            # a game with players on other computers goes on at a hosted table
            lobby = app.navigator.host_lobby(app, replay, names_fixed=True,
                                             save_path=path if copy else None,
                                             replace=replace)
            return None if lobby is not None else _(
                "Cannot load {name}: its table cannot be opened on the network").format(
                    name=name)
        scene = open_game(app, replay, state, replace=replace)
    except saves.SaveError as exc:
        log.warning("cannot load %s", exc)  # the whole file name, and the reason
        return _("Cannot load {name}: {reason}").format(name=name, reason=exc.reason_text())
    except LookupError:
        log.warning("cannot load %s: its game cannot be played yet", saves.file_label(path))
        return _("Cannot load {name}: this game cannot be played yet").format(name=name)
    except Exception:  # a table that trips on a strange save must not end the app
        log.exception("opening %s failed", saves.file_label(path))
        return _("Cannot load {name}: the saved game cannot be opened").format(name=name)
    writer = scene.session.writer
    if writer is not None and not writer.use_path(path) and copy \
            and not scene.state.is_over():  # an autosave of ours goes on; else a copy now
        writer.submit(scene.session.replay)
    return None


class LoadScene(ReadingScene):
    keyboard_focus = True

    def __init__(self, app, folder=None):
        super().__init__(app)
        self.folder = folder or saves_dir()
        self.entries = saves.listing(self.folder)
        self.reader = SaveReader(self.folder, self.entries)  # fills self.entries in
        self.selected = 0 if self.entries else None
        self.first = 0
        self.rows: list[tuple[int, pygame.Rect]] = []
        self.file_dialog = None

    def build(self) -> None:
        w, h = self.size
        s = self.scale
        foot = foot_row(self.size, s)
        bh, by = foot.h, foot.y
        top = max(round(100 * s), self.heading_y + text_room(0, "heading", s, bold=True)
                  + round(8 * s))
        self.box = pygame.Rect(round(40 * s), top, w - round(80 * s), by - round(16 * s) - top)
        self.row_h = self.row_height()
        gap = round(16 * s)
        labels = [_("Back"), _("Watch replay"), _("Open file…"), _("Load")]
        widths = button_widths(200, s, labels, self.box.w, gap, 20, bold=True)
        back_w, replay_w, open_w, load_w = widths
        load = pygame.Rect(self.box.right - load_w, by, load_w, bh)
        opening = pygame.Rect(load.x - gap - open_w, by, open_w, bh)
        self.load_button = pygame_gui.elements.UIButton(
            load, _("Load"), self.ui, object_id=ObjectID(class_id="@primary"))
        self.open_button = pygame_gui.elements.UIButton(
            opening, _("Open file…"), self.ui,
            tool_tip_text=_("A saved game (.json) or a written position (.txt); Ctrl+V "
                            "pastes a position"))
        self.replay_button = pygame_gui.elements.UIButton(
            pygame.Rect(opening.x - gap - replay_w, by, replay_w, bh), _("Watch replay"),
            self.ui, tool_tip_text=_("Step through the game move by move"))
        self.back_button = pygame_gui.elements.UIButton(
            pygame.Rect(self.box.x, by, back_w, bh), _("Back"), self.ui)
        self._update_load_button()

    def focus_spots(self) -> list:
        """The list of saves: Up / Down pick one, Enter or Space loads it."""
        if not self.entries:
            return []
        keys = frozenset((pygame.K_UP, pygame.K_DOWN, pygame.K_RETURN, pygame.K_KP_ENTER))
        return [Spot("saves", self.box, self.load_selected, keys)]

    @property
    def heading_y(self) -> int:
        return round(32 * self.scale)

    def row_lines(self) -> tuple[int, int, int]:
        """The tops of a row's three lines (title, players, progress), from the row's top:
        as in the design, lower where the text at the player's size needs the room."""
        s = self.scale
        top = round(6 * s)
        middle = top + text_room(26, "body", s, bold=True)
        return top, middle, middle + text_room(20, "small", s)

    def row_height(self) -> int:
        """A row's height, the gap under it included (84 in the design)."""
        s = self.scale
        return self.row_lines()[2] + text_room(20, "small", s) + round(11 * s)

    def row_w(self) -> int:
        return self.box.w - 2 * round(10 * self.scale)

    def players_lines(self, entry) -> list[str]:
        """The players' line, wrapped on two where one is too narrow at the player's text
        size (a longer list is elided on the second)."""
        text = self.players(entry)
        width = self.row_w() - round(28 * self.scale)
        if min_text_width(text, "small", self.text_scale) <= width:
            return [text]
        lines = wrap(text, font("small", self.text_scale), width)
        return [lines[0], " ".join(lines[1:])]

    def entry_h(self, entry) -> int:
        """Row `entry`'s height: `row_h`, a line more where its players take two."""
        if not entry.ready or entry.error is not None:
            return self.row_h
        return self.row_h + (len(self.players_lines(entry)) - 1) * text_room(
            20, "small", self.scale)

    def rows_from(self, first: int) -> int:
        """How many rows the list shows from row `first` (at least one)."""
        room = self.box.h - 2 * round(10 * self.scale)
        count = 0
        for index in range(first, len(self.entries)):
            room -= self.entry_h(self.entries[index])
            if room < 0:
                break
            count += 1
        return max(1, count)

    def last_first(self) -> int:
        """The first row when the list is scrolled to its end."""
        room = self.box.h - 2 * round(10 * self.scale)
        first = len(self.entries)
        while first > 0 and room - self.entry_h(self.entries[first - 1]) >= 0:
            first -= 1
            room -= self.entry_h(self.entries[first])
        return min(first, max(0, len(self.entries) - 1))

    def _take_read(self) -> None:
        for position, info in self.reader.poll():
            self.entries[position] = info
            if position == self.selected:
                self._update_load_button()

    def _details(self, index: int):
        """Row `index` with its details (a row still being read is read now)."""
        entry = self.entries[index]
        if not entry.ready:
            entry = self.entries[index] = saves.read_details(entry)
        return entry

    def _update_load_button(self) -> None:
        if not hasattr(self, "load_button"):  # not built yet
            return
        entry = self.entries[self.selected] if self.selected is not None else None
        ok = entry is not None and entry.error is None  # a row being read may be opened
        for button in (self.load_button, self.replay_button):
            if ok:
                button.enable()
            else:
                button.disable()

    # input ----------------------------------------------------------------------------
    def handle_event(self, event) -> None:
        super().handle_event(event)
        clicked = clicked_row(event, self.rows)
        if clicked is not None:
            self.selected = clicked
            self._update_load_button()
        elif event.type == pygame.MOUSEWHEEL:
            self.first = max(0, min(self.last_first(), self.first - event.y))
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_v and event.mod & PASTE_MODS and not self.dialog_open:
                self.paste_position()
            elif event.key == pygame.K_ESCAPE:
                self.app.scenes.pop()
            elif event.key == pygame.K_RETURN:
                self.load_selected()
            elif event.key in (pygame.K_DOWN, pygame.K_UP) and self.entries:
                step = 1 if event.key == pygame.K_DOWN else -1
                current = -1 if self.selected is None else self.selected
                self.selected = max(0, min(len(self.entries) - 1, current + step))
                self.first = min(self.selected, self.first)
                while self.selected >= self.first + self.rows_from(self.first):
                    self.first += 1
                self._update_load_button()
        elif event.type == pygame_gui.UI_FILE_DIALOG_PATH_PICKED:
            self.load_path(event.text)

    def on_button(self, element) -> None:
        if element is self.back_button:
            self.app.scenes.pop()
        elif element is self.load_button:
            self.load_selected()
        elif element is self.replay_button:
            self.watch_selected()
        elif element is self.open_button:
            s = self.scale
            rect = pygame.Rect(0, 0, round(640 * s), round(480 * s))
            rect.center = (self.size[0] // 2, self.size[1] // 2)
            self.file_dialog = SafeFileDialog(
                rect, self.ui, window_title=_("Open a saved game (.json) or a position (.txt)"),
                initial_file_path=str(self.folder if self.folder.exists() else "."),
                allow_existing_files_only=True, allowed_suffixes=OPENED)

    @property
    def dialog_open(self) -> bool:
        return self.file_dialog is not None and self.file_dialog.alive()

    def load_selected(self) -> None:
        if self.selected is None:
            return
        entry = self._details(self.selected)
        if entry.error is not None:
            self.toast.show(_("Cannot load {name}: {reason}").format(
                name=clean_name(entry.path.name, "?", limit=60),
                reason=entry.error.reason_text()), error=True, seconds=5)
            return
        self.load_path(entry.path)

    def watch_selected(self) -> None:
        """Open the selected save in the replay viewer (from its first move)."""
        from scenes.replay import open_replay_file

        if self.selected is None or self._details(self.selected).error is not None:
            return
        problem = open_replay_file(self.app, self.entries[self.selected].path)
        if problem:
            self.toast.show(problem, error=True, seconds=5)

    def load_path(self, path) -> None:
        """Open the save, or the position of a .txt file, at `path`."""
        if Path(str(path)).suffix.lower() == ".txt":
            from scenes.position import read_position_file

            self.show_position(*read_position_file(path))
            return
        problem = open_saved_game(self.app, path, replace=True)
        if problem:
            self.toast.show(problem, error=True, seconds=5)

    def paste_position(self) -> None:
        """Ctrl+V: the position on the clipboard, or why its text is none."""
        from scenes.position import read_pasted

        try:
            text = pygame.scrap.get_text() or ""
        except (pygame.error, UnicodeError) as exc:
            log.warning("cannot read the clipboard: %s", exc)
            text = ""
        if not text.strip():
            self.toast.show(_("Copy a position first: nothing to paste"), error=True, seconds=5)
            return
        self.show_position(*read_pasted(text))

    def show_position(self, state, text: str) -> None:
        """The seats screen for the position `state` (written `text`), or `text`, the reason
        it cannot be opened, told."""
        from engines.notation import game_of
        from scenes.screens.position_setup import PositionSetupScene

        if state is not None and not is_playable(game_of(text)):
            state, text = None, _("Cannot open the position: this game cannot be played yet")
        if state is None:
            self.toast.show(text, error=True, seconds=6)
            return
        self.app.scenes.push(PositionSetupScene(self.app, state, text))

    # frame ----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self._take_read()

    def draw(self, surface) -> None:
        draw_table(surface)
        s, ts = self.scale, self.text_scale
        draw_text(surface, _("Load game"), (self.box.x, self.heading_y), "heading", ts, INK,
                  bold=True)
        panel(surface, self.box, radius=round(14 * s), scale=s)
        self.rows = []
        if not self.entries:
            draw_text(surface, _("No saved games yet. Games are saved after every move."),
                      self.box.center, "body", ts, MUTED_INK, anchor="center")
        pad = round(10 * s)
        y = self.box.y + pad
        for index in range(self.first, len(self.entries)):
            height = self.entry_h(self.entries[index])
            if y + height > self.box.bottom - pad:
                break
            rect = pygame.Rect(self.box.x + pad, y, self.box.w - 2 * pad, height - pad // 2)
            self._draw_row(surface, self.entries[index], rect, index == self.selected)
            self.rows.append((index, rect))
            y += height
        super().draw(surface)
        self.toast.draw(surface, ts)

    def _draw_row(self, surface, entry, rect, selected) -> None:
        """A save's row: the game over its players and progress on the left, the date over
        the file name on the right (the players' line has the row's whole width)."""
        s, ts = self.scale, self.text_scale
        damaged = entry.error is not None
        draw_row(surface, rect, selected, s, GREYED if damaged else ROW_FILL)
        x = rect.x + round(14 * s)
        top, middle, bottom = (rect.y + line for line in self.row_lines())
        right = rect.right - round(14 * s)
        file_name = clean_name(saves.shown_name(entry.path), "?", limit=60)
        side_w = rect.w * 3 // 10
        main_w = rect.w - side_w - round(40 * s)
        whole_w = rect.w - round(28 * s)
        when = shown_time(entry.modified, "%Y-%m-%d %H:%M")
        draw_text(surface, when, (right, top), "small", ts, INK, anchor="topright",
                  max_width=side_w)
        if not entry.ready:
            draw_text(surface, file_name, (x, top), "body", ts, MUTED_INK, bold=True,
                      max_width=main_w)
            draw_text(surface, _("Reading…"), (x, middle), "small", ts, MUTED_INK,
                      max_width=main_w)
            return
        if damaged:
            draw_text(surface, file_name, (x, top), "body", ts, MUTED_INK, bold=True,
                      max_width=main_w)
            draw_text(surface, _("Damaged: {reason}").format(reason=entry.error.reason_text()),
                      (x, middle), "small", ts, TERRACOTTA, max_width=whole_w)
            return
        draw_text(surface, self.title(entry), (x, top), "body", ts, INK, bold=True,
                  max_width=main_w)
        extra = 0
        for k, line in enumerate(self.players_lines(entry)):
            extra = k * text_room(20, "small", s)
            draw_text(surface, line, (x, middle + extra), "small", ts, MUTED_INK,
                      max_width=whole_w)
        bottom += extra
        progress = draw_text(surface, self.progress(entry), (x, bottom), "small", ts,
                             MUTED_INK, max_width=main_w)
        draw_text(surface, file_name, (right, bottom), "small", ts, MUTED_INK,
                  anchor="topright", max_width=right - progress.right - round(24 * s))

    @staticmethod
    def title(entry) -> str:
        title = game_title(entry.game)
        if entry.is_autosave:
            title = _("{game} (autosaved)").format(game=title)
        return title

    @classmethod
    def detail(cls, entry) -> str:
        """Players (bots with their level), progress and the number of moves."""
        return " · ".join((cls.players(entry), cls.progress(entry)))

    @staticmethod
    def players(entry) -> str:
        """The players, bots with their level (the row's second line)."""
        from scenes.screens.setup_layout import seat_kind_label

        return ", ".join(
            name if kind == "human" else f"{name} ({seat_kind_label(kind)})"
            for name, kind in zip(entry.seats, entry.kinds or ["human"] * len(entry.seats),
                                  strict=False))

    @staticmethod
    def progress(entry) -> str:
        """Round or level reached and the number of moves (the row's third line)."""
        parts = [tr_message(entry.progress)] if entry.progress is not None else []
        parts.append(ngettext("{moves} move", "{moves} moves", entry.actions).format(
            moves=entry.actions))
        return " · ".join(parts)
