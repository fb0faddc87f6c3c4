"""Load game: the saves in the per-user folder, newest first, and Open file… for any other.

A damaged save is listed with its reason and cannot be opened; nothing is ever deleted here.
"""

import time

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from game import saves
from game.i18n import _, ngettext, translate
from game.paths import saves_dir
from game.scene import Scene
from game.theme import (
    GOLD,
    INK,
    MUTED_INK,
    TERRACOTTA,
    draw_table,
    draw_text,
    panel,
)
from game.toast import Toast
from scenes import open_game
from scenes.game_info import GAME_INFO


class LoadScene(Scene):
    def __init__(self, app, folder=None):
        super().__init__(app)
        self.folder = folder or saves_dir()
        self.toast = Toast()
        self.entries = saves.list_saves(self.folder)
        self.selected = 0 if self.entries else None
        self.first = 0
        self.rows: list[tuple[int, pygame.Rect]] = []
        self.file_dialog = None

    def build(self) -> None:
        w, h = self.size
        s = self.scale
        self.box = pygame.Rect(round(40 * s), round(100 * s), w - round(80 * s),
                               h - round(190 * s))
        self.row_h = round(64 * s)
        bw, bh = round(200 * s), round(50 * s)
        by = h - bh - round(24 * s)
        self.back_button = pygame_gui.elements.UIButton(
            pygame.Rect(self.box.x, by, bw, bh), _("Back"), self.ui)
        self.open_button = pygame_gui.elements.UIButton(
            pygame.Rect(self.box.right - 2 * bw - round(16 * s), by, bw, bh), _("Open file…"),
            self.ui)
        self.load_button = pygame_gui.elements.UIButton(
            pygame.Rect(self.box.right - bw, by, bw, bh), _("Load"), self.ui,
            object_id=ObjectID(class_id="@primary"))
        self._update_load_button()

    def _update_load_button(self) -> None:
        ok = self.selected is not None and self.entries[self.selected].error is None
        if ok:
            self.load_button.enable()
        else:
            self.load_button.disable()

    # input ----------------------------------------------------------------------------
    def handle_event(self, event) -> None:
        super().handle_event(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for index, rect in self.rows:
                if rect.collidepoint(event.pos):
                    self.selected = index
                    self._update_load_button()
        elif event.type == pygame.MOUSEWHEEL:
            visible = max(1, (self.box.h - round(20 * self.scale)) // self.row_h)
            self.first = max(0, min(len(self.entries) - visible, self.first - event.y))
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.scenes.pop()
            elif event.key == pygame.K_RETURN:
                self.load_selected()
            elif event.key in (pygame.K_DOWN, pygame.K_UP) and self.entries:
                step = 1 if event.key == pygame.K_DOWN else -1
                current = -1 if self.selected is None else self.selected
                self.selected = max(0, min(len(self.entries) - 1, current + step))
                self._update_load_button()
        elif event.type == pygame_gui.UI_FILE_DIALOG_PATH_PICKED:
            self.load_path(event.text)

    def on_button(self, element) -> None:
        if element is self.back_button:
            self.app.scenes.pop()
        elif element is self.load_button:
            self.load_selected()
        elif element is self.open_button:
            s = self.scale
            rect = pygame.Rect(0, 0, round(640 * s), round(480 * s))
            rect.center = (self.size[0] // 2, self.size[1] // 2)
            self.file_dialog = pygame_gui.windows.UIFileDialog(
                rect, self.ui, window_title=_("Open a saved game"),
                initial_file_path=str(self.folder if self.folder.exists() else "."),
                allow_existing_files_only=True)

    def load_selected(self) -> None:
        if self.selected is None:
            return
        entry = self.entries[self.selected]
        if entry.error:
            self.toast.show(entry.error, error=True)
            return
        self.load_path(entry.path)

    def load_path(self, path) -> None:
        try:
            replay, state = saves.load_game(path)
            open_game(self.app, replay, state, replace=True)
        except (saves.SaveError, LookupError) as exc:
            self.toast.show(_("Cannot load: {reason}").format(reason=exc), error=True, seconds=5)

    # frame ----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.toast.update(dt)

    def draw(self, surface) -> None:
        draw_table(surface)
        s = self.scale
        draw_text(surface, _("Load game"), (self.box.x, round(32 * s)), "heading", s, INK,
                  bold=True)
        panel(surface, self.box, radius=round(14 * s), scale=s)
        self.rows = []
        if not self.entries:
            draw_text(surface, _("No saved games yet. Games are saved after every move."),
                      self.box.center, "body", s, MUTED_INK, anchor="center")
        pad = round(10 * s)
        y = self.box.y + pad
        for index in range(self.first, len(self.entries)):
            if y + self.row_h > self.box.bottom - pad:
                break
            rect = pygame.Rect(self.box.x + pad, y, self.box.w - 2 * pad, self.row_h - pad // 2)
            self._draw_row(surface, self.entries[index], rect, index == self.selected)
            self.rows.append((index, rect))
            y += self.row_h
        super().draw(surface)
        self.toast.draw(surface, s)

    def _draw_row(self, surface, entry, rect, selected) -> None:
        s = self.scale
        fill = (250, 244, 226) if not selected else (240, 224, 170)
        pygame.draw.rect(surface, fill, rect, border_radius=round(8 * s))
        pygame.draw.rect(surface, GOLD if selected else (214, 200, 160), rect,
                         max(1, round(2 * s)), border_radius=round(8 * s))
        x = rect.x + round(14 * s)
        if entry.error:
            draw_text(surface, entry.path.name, (x, rect.y + round(6 * s)), "body", s, INK,
                      bold=True)
            draw_text(surface, _("Damaged: {reason}").format(reason=entry.error),
                      (x, rect.y + round(32 * s)), "small", s, TERRACOTTA,
                      max_width=rect.w - round(28 * s))
            return
        info = GAME_INFO.get(entry.game)
        title = translate(info["name"]) if info else entry.game
        if entry.path.name == saves.AUTOSAVE_NAME:
            title = _("{game} (last game, autosaved)").format(game=title)
        draw_text(surface, title, (x, rect.y + round(6 * s)), "body", s, INK, bold=True)
        detail = ngettext("{players} · {moves} move", "{players} · {moves} moves",
                          entry.actions).format(players=", ".join(entry.seats),
                                                moves=entry.actions)
        draw_text(surface, detail, (x, rect.y + round(32 * s)), "small", s, MUTED_INK,
                  max_width=rect.w * 3 // 4)
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(entry.modified))
        draw_text(surface, when, (rect.right - round(14 * s), rect.centery), "small", s,
                  MUTED_INK, anchor="midright")
