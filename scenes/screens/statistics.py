"""Statistics: a table per game and opponent level, a chart of win rates, and the finished
games kept as replays (click one, or select it and press Enter, to watch it).

The chart has two views (the tabs over it): win rates by game and opponents as bars, and
the win rate over time of the table's chosen row (click a row to choose it; at first the
row with the most games), after every game, over all games so far and over the last ten.

The table's columns: game, opponents, games, wins, win rate, best and average score, the
current and the best winning streak, hints used. Everything comes from game/stats.py (which
never raises) and the kept replays in game/finished.py; the screen lays out against the
window from 1024x640 up.
"""

import time

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from game.finished import list_kept
from game.focus import Spot
from game.i18n import _
from game.scene import Scene
from game.stats import BUSY_WAIT_READ, LEVELS, StatsStore, summarise, win_rate_history
from game.theme import (
    GOLD,
    INK,
    MUTED_INK,
    button_width,
    control_height,
    draw_table,
    draw_text,
    panel,
)
from scenes.charts.stats import draw_win_rate_history, draw_win_rates, level_label
from scenes.games import game_title, games

ROW_FILL = (250, 244, 226)
SELECTED_FILL = (240, 224, 170)


def game_name(game_id: str) -> str:
    return game_title(game_id)


def columns() -> list[tuple[str, float]]:
    """The table's headings and their share of its width."""
    return [(_("Game"), 0.13), (_("Opponents"), 0.15), (_("Games"), 0.07), (_("Wins"), 0.08),
            (_("Win rate"), 0.10), (_("Best"), 0.08), (_("Average"), 0.08),
            (_("Streak"), 0.07), (_("Best streak"), 0.12), (_("Hints"), 0.12)]


def row_cells(row) -> list[str]:
    return [game_name(row.game), level_label(row.level), str(row.games), str(row.wins),
            f"{round(row.win_rate * 100)}%", str(row.best), f"{row.average:.1f}",
            str(row.streak), str(row.best_streak), str(row.hints)]


class StatisticsScene(Scene):
    keyboard_focus = True

    def __init__(self, app, store: StatsStore | None = None):
        super().__init__(app)
        store = store or StatsStore(wait=BUSY_WAIT_READ)  # read on the UI thread
        try:
            self.records = store.records()
        finally:
            store.close()
        order = {g: i for i, g in enumerate(games())}
        self.summaries = sorted(summarise(self.records), key=lambda r: (
            order.get(r.game, 99), LEVELS.index(r.level) if r.level in LEVELS else 99))
        self.by_replay = {r.replay: r for r in self.records if r.replay}
        self.finished = list_kept()
        self.selected = 0 if self.finished else None
        self.first = 0
        self.table_first = 0
        self.rows: list[tuple[int, pygame.Rect]] = []
        self.table_rows: list[tuple[int, pygame.Rect]] = []  # (summary index, its row)
        self.chart_mode = "games"  # or "time": the chosen row's win rate over time
        self.chosen = max(range(len(self.summaries)), key=lambda k: self.summaries[k].games,
                          default=None)

    # layout -----------------------------------------------------------------------------
    def build(self) -> None:
        w, h = self.size
        s = self.scale
        margin = round(32 * s)
        top = round(84 * s)
        bh = control_height(48, s, 19)
        bottom = h - bh - round(40 * s)
        table_h = min(round(300 * s), (bottom - top) * 45 // 100)
        self.table_box = pygame.Rect(margin, top, w - 2 * margin, table_h)
        lower_y = self.table_box.bottom + round(16 * s)
        split = (w - 2 * margin) * 56 // 100
        self.chart_box = pygame.Rect(margin, lower_y, split, bottom - lower_y)
        self.list_box = pygame.Rect(margin + split + round(16 * s), lower_y,
                                    w - 2 * margin - split - round(16 * s), bottom - lower_y)
        self.line_h = round(30 * s)
        self.row_h = round(56 * s)
        bw = button_width(210, s, [_("Back"), _("Watch replay")], 20, bold=True)
        by = h - bh - round(20 * s)
        self.back_button = pygame_gui.elements.UIButton(
            pygame.Rect(margin, by, bw, bh), _("Back"), self.ui)
        self.watch_button = pygame_gui.elements.UIButton(
            pygame.Rect(w - margin - bw, by, bw, bh), _("Watch replay"), self.ui,
            object_id=ObjectID(class_id="@primary"))
        if self.selected is None:
            self.watch_button.disable()
        tab_w = max(min(round(150 * s), (self.chart_box.w - round(32 * s)) // 3),
                    button_width(0, s, [_("Over time"), _("By game")]))
        tab_h = control_height(34, s, 19)
        tab_y = self.chart_box.y + round(10 * s)
        right = self.chart_box.right - round(14 * s)
        self.tabs = {}
        for k, (mode, label) in enumerate((("time", _("Over time")),
                                           ("games", _("By game")))):
            rect = pygame.Rect(right - (k + 1) * tab_w - k * round(6 * s), tab_y, tab_w, tab_h)
            self.tabs[pygame_gui.elements.UIButton(rect, label, self.ui)] = mode
        self.show_tabs()

    def focus_spots(self) -> list:
        """The table (Up / Down choose a row, Enter shows it over time) and the list of
        finished games (Up / Down pick one, Enter or Space watches it)."""
        arrows = frozenset((pygame.K_UP, pygame.K_DOWN))
        spots = []
        if self.summaries:
            spots.append(Spot("table", self.table_box, lambda: self.set_chart("time"), arrows))
        if self.finished:
            spots.append(Spot("games", self.list_box, self.watch_selected,
                              arrows | {pygame.K_RETURN}))
        return spots

    def focus_start(self):
        return "games"  # its Up / Down and Enter act at once, as before any focus

    def show_tabs(self) -> None:
        for button, mode in self.tabs.items():
            if mode == self.chart_mode:
                button.select()
            else:
                button.unselect()
            if self.chosen is None:
                button.disable()

    def set_chart(self, mode: str) -> None:
        self.chart_mode = mode
        self.show_tabs()

    def history(self):
        """The chosen row's win rate after each of its games."""
        row = self.summaries[self.chosen]
        return win_rate_history(self.records, row.game, row.level)

    # input ------------------------------------------------------------------------------
    def handle_event(self, event) -> None:
        super().handle_event(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for index, rect in self.table_rows:
                if rect.collidepoint(event.pos):
                    self.chosen = index
                    self.set_chart("time")
            for index, rect in self.rows:
                if rect.collidepoint(event.pos):
                    if index == self.selected:
                        self.watch_selected()
                    self.selected = index
        elif event.type == pygame.MOUSEWHEEL:
            mouse = pygame.mouse.get_pos()
            if self.table_box.collidepoint(mouse):
                self.table_first = max(0, min(len(self.summaries) - self.table_visible(),
                                              self.table_first - event.y))
            else:
                self.first = max(0, min(len(self.finished) - self.visible(),
                                        self.first - event.y))
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.scenes.pop()
            elif event.key == pygame.K_RETURN:
                self.watch_selected()
            elif event.key in (pygame.K_DOWN, pygame.K_UP) and self.focus.at("table"):
                self.choose_row(1 if event.key == pygame.K_DOWN else -1)
            elif event.key in (pygame.K_DOWN, pygame.K_UP) and self.finished:
                step = 1 if event.key == pygame.K_DOWN else -1
                current = -1 if self.selected is None else self.selected
                self.selected = max(0, min(len(self.finished) - 1, current + step))
                self.first = min(self.selected,
                                 max(self.first, self.selected - self.visible() + 1))

    def choose_row(self, step: int) -> None:
        """The table's next / previous row, shown over time."""
        self.chosen = max(0, min(len(self.summaries) - 1, (self.chosen or 0) + step))
        self.table_first = min(self.chosen, max(self.table_first,
                                                self.chosen - self.table_visible() + 1))
        self.set_chart("time")

    def visible(self) -> int:
        return max(1, (self.list_box.h - round(50 * self.scale)) // self.row_h)

    def table_visible(self) -> int:
        return max(1, (self.table_box.h - round(20 * self.scale)) // self.line_h - 1)

    def on_button(self, element) -> None:
        if element is self.back_button:
            self.app.scenes.pop()
        elif element is self.watch_button:
            self.watch_selected()
        elif element in self.tabs:
            self.set_chart(self.tabs[element])

    def watch_selected(self) -> None:
        if self.selected is None:
            return
        from scenes.replay import open_replay_file

        problem = open_replay_file(self.app, self.finished[self.selected].path)
        if problem:
            self.toast.show(problem, error=True, seconds=5)

    # frame ------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        draw_table(surface)
        s = self.scale
        draw_text(surface, _("Statistics"), (self.table_box.x, round(22 * s)), "heading", s,
                  INK, bold=True)
        for box in (self.table_box, self.chart_box, self.list_box):
            panel(surface, box, radius=round(14 * s), scale=s)
        self.draw_summary(surface)
        chart = self.chart_box.inflate(-round(32 * s), -round(28 * s))
        title_room = chart.copy()
        title_room.w = min(button.rect.x for button in self.tabs) - chart.x - round(8 * s)
        if self.summaries and self.chart_mode == "time":
            row = self.summaries[self.chosen]
            title = f"{game_name(row.game)}, {level_label(row.level)}"  # under "Over time"
            draw_text(surface, title, chart.topleft, "body", s, INK, bold=True,
                      max_width=title_room.w)
            draw_win_rate_history(surface, chart, self.history(), "", s)
        elif self.summaries:
            draw_text(surface, _("Win rate by game and opponents"), chart.topleft, "body", s,
                      INK, bold=True, max_width=title_room.w)
            draw_win_rates(surface, chart, self.summaries, s, title=False)
        else:
            draw_text(surface, _("Win rate by game and opponents"), chart.topleft, "body", s,
                      INK, bold=True, max_width=chart.w)
        self.draw_finished(surface)
        super().draw(surface)
        self.toast.draw(surface, s)

    def draw_summary(self, surface) -> None:
        s = self.scale
        box = self.table_box.inflate(-round(24 * s), -round(20 * s))
        if not self.summaries:
            draw_text(surface, _("No finished games yet. Play a game to its end to see your "
                                 "statistics here."), self.table_box.center, "body", s,
                      MUTED_INK, anchor="center", max_width=box.w)
            return
        y = box.y
        cols = columns()
        self._row(surface, [name for name, _share in cols], cols, box, y, MUTED_INK, True)
        y += self.line_h
        pygame.draw.line(surface, GOLD, (box.x, y - round(4 * s)), (box.right, y - round(4 * s)),
                         max(1, round(2 * s)))
        shown = self.summaries[self.table_first:self.table_first + self.table_visible()]
        previous = None
        self.table_rows = []
        for n, row in enumerate(shown):
            index = self.table_first + n
            band = pygame.Rect(box.x - round(6 * s), y - round(2 * s), box.w + round(12 * s),
                               self.line_h)
            self.table_rows.append((index, band))
            if index == self.chosen and self.chart_mode == "time":
                pygame.draw.rect(surface, SELECTED_FILL, band, border_radius=round(6 * s))
            elif n % 2 == 0:
                pygame.draw.rect(surface, ROW_FILL, band, border_radius=round(6 * s))
            cells = row_cells(row)
            if row.game == previous:  # the game is named once over its rows
                cells[0] = ""
            previous = row.game
            self._row(surface, cells, cols, box, y, INK, False)
            y += self.line_h
        hidden = len(self.summaries) - len(shown)
        if hidden > 0:
            draw_text(surface, _("Scroll for more rows"), (box.right, self.table_box.bottom -
                                                           round(6 * s)),
                      "small", s, MUTED_INK, anchor="bottomright")

    def _row(self, surface, cells, cols, box, y, colour, bold) -> None:
        s = self.scale
        x = box.x
        for k, (text, (_name, share)) in enumerate(zip(cells, cols, strict=True)):
            width = round(box.w * share)
            if k < 2:
                draw_text(surface, text, (x, y), "small" if bold else "body", s, colour,
                          bold=bold or k == 0, max_width=width - round(8 * s))
            else:
                draw_text(surface, text, (x + width - round(10 * s), y), "small" if bold
                          else "body", s, colour, bold=bold, anchor="topright",
                          max_width=width - round(8 * s))
            x += width

    def draw_finished(self, surface) -> None:
        s = self.scale
        box = self.list_box
        pad = round(12 * s)
        draw_text(surface, _("Finished games"), (box.x + pad, box.y + pad), "body", s, INK,
                  bold=True, max_width=box.w - 2 * pad)
        self.rows = []
        if not self.finished:
            draw_text(surface, _("Finished games are kept here to watch again."),
                      (box.centerx, box.centery), "small", s, MUTED_INK, anchor="center",
                      max_width=box.w - 2 * pad)
            return
        y = box.y + round(44 * s)
        for index in range(self.first, len(self.finished)):
            if y + self.row_h > box.bottom - pad // 2:
                break
            rect = pygame.Rect(box.x + pad, y, box.w - 2 * pad, self.row_h - round(6 * s))
            self._finished_row(surface, self.finished[index], rect, index == self.selected)
            self.rows.append((index, rect))
            y += self.row_h

    def _finished_row(self, surface, info, rect, selected) -> None:
        s = self.scale
        pygame.draw.rect(surface, SELECTED_FILL if selected else ROW_FILL, rect,
                         border_radius=round(8 * s))
        pygame.draw.rect(surface, GOLD if selected else (214, 200, 160), rect,
                         max(1, round(2 * s)), border_radius=round(8 * s))
        x = rect.x + round(10 * s)
        record = self.by_replay.get(info.path.name)
        title = game_name(info.game)
        if record is not None:
            result = _("won") if record.won else _("lost")
            title = _("{game}: {result}, score {points}").format(
                game=title, result=result, points=record.score)
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(info.modified))
        draw_text(surface, when, (rect.right - round(10 * s), rect.y + round(5 * s)), "small",
                  s, MUTED_INK, anchor="topright")
        date_w = round(130 * s)
        draw_text(surface, title, (x, rect.y + round(4 * s)), "body", s, INK, bold=True,
                  max_width=rect.w - date_w - round(20 * s))
        draw_text(surface, ", ".join(info.seats), (x, rect.y + round(28 * s)), "small", s,
                  MUTED_INK, max_width=rect.w - round(20 * s))
