"""Statistics: a table per game and opponent level, a chart of win rates, and the finished
games kept as replays (click one, or select it and press Enter, to watch it).

The chart has two views (the tabs over it): win rates by game and opponents as bars, and
the win rate over time of the table's chosen row (click a row to choose it; at first the
row with the most games), after every game, over all games so far and over the last ten.

The table's columns: game, opponents, games, wins, win rate, best and average score, the
current and the best winning streak, hints used. Everything comes from shell/store/stats.py (which
never raises) and the kept replays in shell/store/finished.py; the screen lays out against the
window from 1024x640 up.
"""

import time

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from scenes.charts.win_rates import draw_win_rate_history, draw_win_rates, level_label
from scenes.games import game_title, games
from scenes.screens.reading import ReadingScene
from shell.language.i18n import _, decimal, ngettext
from shell.store.finished import KeptGame
from shell.store.puzzle_store import PuzzleStore
from shell.store.stats import (
    LEVELS,
    GameRecord,
    HistoryPoint,
    StatsStore,
    Summary,
    summarise,
    win_rate_history,
)
from shell.store.stats_reader import StatsReader
from shell.ui.focus import Spot
from shell.ui.screen_frame import clicked_row
from shell.ui.theme import (
    GOLD,
    INK,
    MUTED_INK,
    button_width,
    button_widths,
    control_height,
    draw_paragraphs,
    draw_table,
    draw_text,
    font,
    min_text_width,
    panel,
    text_room,
)

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
            f"{round(row.win_rate * 100)}%", str(row.best), decimal(row.average),
            str(row.streak), str(row.best_streak), str(row.hints)]


class StatisticsScene(ReadingScene):
    keyboard_focus = True

    def __init__(self, app, store: StatsStore | None = None):
        super().__init__(app)
        self.records: list[GameRecord] = []
        self.unread: str | None = None  # why the file's games are not shown (told)
        self.summaries: list[Summary] = []
        self.by_replay: dict[str, GameRecord] = {}
        self.finished: list[KeptGame] = []
        self.read = {"records": False, "finished": False}  # what has come from the reader
        self.selected: int | None = None
        self.first = 0
        self.table_first = 0
        self.rows: list[tuple[int, pygame.Rect]] = []
        self.table_rows: list[tuple[int, pygame.Rect]] = []  # (summary index, its row)
        self.chart_mode = "games"  # or "time": the chosen row's win rate over time
        self.part = "table"  # the part shown when one at a time fits: "chart", "finished"
        self.table_col = 2  # the first of the table's columns that scroll sideways
        self.chosen: int | None = None
        self.reader = StatsReader(store)  # the screen shows at once, the rows when read
        # the puzzles tried and solved, per game (from the progress alone: quick)
        self.puzzles = PuzzleStore(read_puzzles=False).tried()

    # reading ------------------------------------------------------------------------------
    @property
    def reading(self) -> bool:
        """The statistics or the kept replays are still being read (both taken, or the
        reader's thread ended without them)."""
        return not all(self.read.values())

    def _take_read(self) -> None:
        for kind, value in self.reader.poll():
            if kind == "records":
                self._take_records(*value)
            else:
                self.finished = value
                self.selected = 0 if value else None
                self.first = 0
            self.read[kind] = True
        if self.reader.done:  # the thread ended without all of it (a bug, logged)
            self.read = dict.fromkeys(self.read, True)
        if hasattr(self, "watch_button"):  # built: the controls that depend on the data
            self.widths = self.column_widths(self.table_box.w - round(24 * self.scale))
            if self.selected is None:
                self.watch_button.disable()
            else:
                self.watch_button.enable()
            self.show_tabs()

    def _take_records(self, records: list, unread: str | None, skipped: int = 0) -> None:
        """The kept games; `skipped` rows of the file that are not games are told."""
        self.records, self.unread = records, unread
        if skipped:
            self.toast.show(ngettext(
                "{n} row of the statistics file is not a game and is not shown.",
                "{n} rows of the statistics file are not games and are not shown.",
                skipped).format(n=skipped), error=True, seconds=6)
        order = {g: i for i, g in enumerate(games())}
        self.summaries = sorted(summarise(records), key=lambda r: (
            order.get(r.game, 99), LEVELS.index(r.level) if r.level in LEVELS else 99))
        self.by_replay = {r.replay: r for r in records if r.replay}
        self.chosen = max(range(len(self.summaries)), key=lambda k: self.summaries[k].games,
                          default=None)

    def update(self, dt: float) -> None:
        if self.reading:
            self._take_read()
        super().update(dt)

    # layout -----------------------------------------------------------------------------
    def build(self) -> None:
        w, h = self.size
        s = self.scale
        margin = round(32 * s)
        self.heading_y = round(22 * s)
        top = max(round(84 * s), self.heading_y + text_room(0, "heading", s, bold=True)
                  + round(8 * s))
        bh = control_height(48, s, 19)
        bottom = h - bh - round(40 * s)
        self.line_h = text_room(30, "body", s)
        self.head_h = text_room(30, "small", s, bold=True)
        self.hint_h = text_room(0, "small", s)
        self.row_h = round(4 * s) + text_room(24, "body", s, bold=True) \
            + text_room(22, "small", s) + round(9 * s)
        tab_h = control_height(34, s, 19)
        self.compact = not self.fits(bottom - top, tab_h)
        self.tabs = {}
        if self.compact:  # one part at a time, chosen by the tabs over it
            parts = (("table", _("Table")), ("games", _("By game")), ("time", _("Over time")),
                     ("finished", _("Finished games")))
            gap = round(8 * s)
            widths = button_widths(0, s, [label for _mode, label in parts], w - 2 * margin,
                                   gap)
            x = margin
            for (mode, label), width in zip(parts, widths, strict=True):
                button = pygame_gui.elements.UIButton(pygame.Rect(x, top, width, tab_h), label,
                                                      self.ui)
                self.tabs[button] = mode
                x += width + gap
            view = pygame.Rect(margin, top + tab_h + round(10 * s), w - 2 * margin,
                               bottom - top - tab_h - round(10 * s))
            self.table_box = self.chart_box = self.list_box = view
        else:
            table_h = max(self.table_least(), min(round(300 * s), (bottom - top) * 45 // 100))
            self.table_box = pygame.Rect(margin, top, w - 2 * margin, table_h)
            lower_y = self.table_box.bottom + round(16 * s)
            split = (w - 2 * margin) * 56 // 100
            self.chart_box = pygame.Rect(margin, lower_y, split, bottom - lower_y)
            self.list_box = pygame.Rect(margin + split + round(16 * s), lower_y,
                                        w - 2 * margin - split - round(16 * s),
                                        bottom - lower_y)
            labels = [_("Over time"), _("By game")]
            tab_w = max(min(round(150 * s), (self.chart_box.w - round(32 * s)) // 3),
                        button_width(0, s, labels))
            tab_y = self.chart_box.y + round(10 * s)
            right = self.chart_box.right - round(14 * s)
            for k, (mode, label) in enumerate(zip(("time", "games"), labels, strict=True)):
                rect = pygame.Rect(right - (k + 1) * tab_w - k * round(6 * s), tab_y, tab_w,
                                   tab_h)
                self.tabs[pygame_gui.elements.UIButton(rect, label, self.ui)] = mode
        self.widths = self.column_widths(self.table_box.w - round(24 * s))
        self.table_col = min(self.table_col, len(self.widths) - 1)
        bw = button_width(210, s, [_("Back"), _("Watch replay")], 20, bold=True)
        by = h - bh - round(20 * s)
        self.back_button = pygame_gui.elements.UIButton(
            pygame.Rect(margin, by, bw, bh), _("Back"), self.ui)
        self.watch_button = pygame_gui.elements.UIButton(
            pygame.Rect(w - margin - bw, by, bw, bh), _("Watch replay"), self.ui,
            object_id=ObjectID(class_id="@primary"))
        if self.selected is None:
            self.watch_button.disable()
        self.show_tabs()

    def table_least(self) -> int:
        """The table's height with its headings, three rows and the scrolling hint."""
        return round(20 * self.scale) + self.head_h + 3 * self.line_h + self.hint_h

    def fits(self, room: int, tab_h: int) -> bool:
        """The table over the chart and the finished games fit `room` at this text size
        (each with the least it can show: three rows, a readable plot, two games)."""
        s = self.scale
        small = text_room(0, "small", s)
        chart = round(28 * s) + max(tab_h, text_room(0, "body", s, bold=True)) \
            + small + round(80 * s) + 4 * small
        games = round(44 * s) + 2 * self.row_h
        return self.table_least() + round(16 * s) + max(chart, games) <= room

    def column_widths(self, room: int) -> list[int]:
        """Each column's width: its share of `room` where every text has room in it, else
        as wide as its widest text, the spare room shared out (more columns than fit:
        the first two stay, the others scroll sideways)."""
        ts = self.text_scale
        pad = round(16 * self.scale)
        heading = font("small", ts, bold=True)
        cells = [row_cells(row) for row in self.summaries]
        need = []
        for k, (name, _share) in enumerate(columns()):
            face = font("body", ts, bold=k == 0)
            need.append(max([heading.size(name)[0]] + [face.size(c[k])[0] for c in cells])
                        + pad)
        shares = [share for _name, share in columns()]
        given = [round(room * share) for share in shares]
        if all(g >= n for g, n in zip(given, need, strict=True)):
            return given
        spare = room - sum(need)
        if spare >= 0:
            return [n + round(spare * share / sum(shares)) for n, share in zip(need, shares,
                                                                                strict=True)]
        return need

    def shown_columns(self, room: int) -> list[int]:
        """The columns shown in `room`: the game and the opponents, then from `table_col`
        on those that fit."""
        shown = [0, 1]
        x = self.widths[0] + self.widths[1]
        for k in range(max(2, self.table_col), len(self.widths)):
            if x + self.widths[k] > room:
                break
            shown.append(k)
            x += self.widths[k]
        return shown

    def columns_hidden(self) -> bool:
        room = self.table_box.w - round(24 * self.scale)
        return len(self.shown_columns(room)) < len(self.widths) or self.table_col > 2

    def scroll_columns(self, step: int) -> None:
        room = self.table_box.w - round(24 * self.scale)
        last = len(self.widths) - 1
        if step > 0 and self.shown_columns(room)[-1] >= last:
            return
        self.table_col = max(2, min(last, self.table_col + step))

    def focus_spots(self) -> list:
        """The table (Up / Down choose a row, Enter shows it over time, Left / Right its
        columns where they do not all fit) and the list of finished games (Up / Down pick
        one, Enter or Space watches it); one at a time where one part is shown."""
        arrows = frozenset((pygame.K_UP, pygame.K_DOWN))
        spots = []
        if self.summaries and self.showing("table"):
            sideways = frozenset((pygame.K_LEFT, pygame.K_RIGHT)) if self.columns_hidden() \
                else frozenset()
            spots.append(Spot("table", self.table_box, lambda: self.set_chart("time"),
                              arrows | sideways))
        if self.finished and self.showing("finished"):
            spots.append(Spot("games", self.list_box, self.watch_selected,
                              arrows | {pygame.K_RETURN}))
        return spots

    def focus_start(self):
        return "games" if self.showing("finished") else None  # its keys act at once

    def showing(self, part: str) -> bool:
        """`part` ("table", "chart", "finished") is on the screen."""
        return not self.compact or self.part == part

    def show_tabs(self) -> None:
        for button, mode in self.tabs.items():
            chosen = (mode == self.chart_mode and self.showing("chart")) \
                or (self.compact and mode == self.part)
            if chosen:
                button.select()
            else:
                button.unselect()
            if mode in ("time", "games"):
                if self.chosen is None:
                    button.disable()
                else:
                    button.enable()

    def set_chart(self, mode: str) -> None:
        self.chart_mode = mode
        self.part = "chart"
        self.show_tabs()

    def show_part(self, part: str) -> None:
        self.part = part
        self.show_tabs()

    def chosen_row(self) -> Summary | None:
        """The table's chosen row (None while there is none)."""
        return self.summaries[self.chosen] if self.chosen is not None else None

    def history(self) -> list[HistoryPoint]:
        """The chosen row's win rate after each of its games."""
        row = self.chosen_row()
        return win_rate_history(self.records, row.game, row.level) if row is not None else []

    # input ------------------------------------------------------------------------------
    def handle_event(self, event) -> None:
        super().handle_event(event)
        if (table_row := clicked_row(event, self.table_rows)) is not None:  # shown over time
            self.chosen = table_row
            self.set_chart("time")
        elif (finished_row := clicked_row(event, self.rows)) is not None:
            if finished_row == self.selected:  # selected; a second click watches it
                self.watch_selected()
            self.selected = finished_row
        elif event.type == pygame.MOUSEWHEEL:
            self.wheel(event)
        elif event.type == pygame.KEYDOWN:
            self.key(event.key)

    def wheel(self, event) -> None:
        """The wheel scrolls what is under the mouse: the table's rows, or its columns
        sideways (Shift), or the finished games."""
        mouse = pygame.mouse.get_pos()
        on_table = self.table_box.collidepoint(mouse) and self.showing("table")
        sideways = event.x or (pygame.key.get_mods() & pygame.KMOD_SHIFT and event.y)
        if on_table and sideways:
            self.scroll_columns(1 if (event.x or -event.y) > 0 else -1)
        elif on_table:
            self.table_first = max(0, min(len(self.summaries) - self.table_visible(),
                                          self.table_first - event.y))
        elif self.showing("finished"):
            self.first = max(0, min(len(self.finished) - self.visible(),
                                    self.first - event.y))

    def key(self, key) -> None:
        """Escape leaves, Enter watches the selected game, the arrows move in the focused
        part: the table's columns and rows, or the finished games."""
        vertical = 1 if key == pygame.K_DOWN else -1
        if key == pygame.K_ESCAPE:
            self.app.scenes.pop()
        elif key == pygame.K_RETURN:
            self.watch_selected()
        elif key in (pygame.K_LEFT, pygame.K_RIGHT) and self.focus.at("table"):
            self.scroll_columns(1 if key == pygame.K_RIGHT else -1)
        elif key in (pygame.K_DOWN, pygame.K_UP) and self.focus.at("table"):
            self.choose_row(vertical)
        elif key in (pygame.K_DOWN, pygame.K_UP) and self.finished \
                and self.showing("finished"):
            current = -1 if self.selected is None else self.selected
            self.selected = max(0, min(len(self.finished) - 1, current + vertical))
            self.first = min(self.selected,
                             max(self.first, self.selected - self.visible() + 1))

    def choose_row(self, step: int) -> None:
        """The table's next / previous row (shown over time beside the table; where one
        part shows at a time, the table stays until Enter)."""
        self.chosen = max(0, min(len(self.summaries) - 1, (self.chosen or 0) + step))
        self.table_first = min(self.chosen, max(self.table_first,
                                                self.chosen - self.table_visible() + 1))
        if self.compact:
            self.chart_mode = "time"
        else:
            self.set_chart("time")

    def list_top(self) -> int:
        """Where the finished games' rows begin, under the list's title."""
        s = self.scale
        return round(12 * s) + text_room(32, "body", s, bold=True)

    def visible(self) -> int:
        return max(1, (self.list_box.h - self.list_top() - round(6 * self.scale))
                   // self.row_h)

    def table_visible(self) -> int:
        """The rows the table shows (less a line for the scrolling hint where it shows)."""
        s = self.scale
        room = self.table_box.h - round(20 * s) - self.head_h
        if len(self.summaries) > room // self.line_h or self.columns_hidden():
            room += round(6 * s) - self.hint_h  # the hint stands in the padding under them
        return max(1, room // self.line_h)

    def on_button(self, element) -> None:
        if element is self.back_button:
            self.app.scenes.pop()
        elif element is self.watch_button:
            self.watch_selected()
        elif element in self.tabs:
            mode = self.tabs[element]
            if mode in ("time", "games"):
                self.set_chart(mode)
            else:
                self.show_part(mode)

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
        s, ts = self.scale, self.text_scale
        title = draw_text(surface, _("Statistics"), (self.table_box.x, self.heading_y),
                          "heading", ts, INK, bold=True)
        self.draw_puzzles(surface, title)
        for box in {tuple(self.table_box), tuple(self.chart_box), tuple(self.list_box)}:
            panel(surface, box, radius=round(14 * s), scale=s)
        self.table_rows, self.rows = [], []
        if self.showing("table"):
            self.draw_summary(surface)
        if self.showing("chart"):
            self.draw_chart(surface)
        if self.showing("finished"):
            self.draw_finished(surface)
        super().draw(surface)
        self.toast.draw(surface, ts)

    def puzzles_line(self) -> str:
        """The puzzles tried and solved, all games together (the Puzzles screen counts them
        by game)."""
        counts = self.puzzles.values()
        return _("Puzzles: {tried} tried, {solved} solved").format(
            tried=sum(c.tried for c in counts), solved=sum(c.solved for c in counts))

    def draw_puzzles(self, surface, title: pygame.Rect) -> None:
        """The puzzles' line, beside the title, against the right edge."""
        s, ts = self.scale, self.text_scale
        room = self.table_box.right - title.right - round(24 * s)
        draw_text(surface, self.puzzles_line(), (self.table_box.right, title.centery), "body",
                  ts, MUTED_INK, anchor="midright", max_width=room)

    def draw_chart(self, surface) -> None:
        """The chart's title (beside the tabs where they share its box) and the chart
        under it."""
        s, ts = self.scale, self.text_scale
        chart = self.chart_box.inflate(-round(32 * s), -round(28 * s))
        row = self.chosen_row()
        if self.summaries and self.chart_mode == "time" and row is not None:
            title = f"{game_name(row.game)}, {level_label(row.level)}"  # under "Over time"
        else:
            title = _("Win rate by game and opponents")
        title_room = chart.copy()
        title_h = text_room(0, "body", s, bold=True)
        if not self.compact:
            beside = min(button.rect.x for button in self.tabs) - chart.x - round(8 * s)
            tabs_bottom = max(button.rect.bottom for button in self.tabs) - chart.y
            # beside the tabs only at its full size: a title shrunk to fit there would be
            # smaller than the other boxes' titles
            if font("body", ts, bold=True).size(title)[0] <= beside:
                title_room.w = beside
                title_h = max(title_h, tabs_bottom)
            else:  # under the tabs
                title_room.y += tabs_bottom + round(4 * s)
                title_h += tabs_bottom + round(4 * s)
        draw_text(surface, title, title_room.topleft, "body", ts, INK, bold=True,
                  max_width=title_room.w)
        below = pygame.Rect(chart.x, chart.y + title_h, chart.w, chart.h - title_h)
        if self.summaries and self.chart_mode == "time":
            draw_win_rate_history(surface, below, self.history(), "", s, ts)
        elif self.summaries:
            draw_win_rates(surface, below, self.summaries, s, title=False, text_scale=ts)

    def draw_summary(self, surface) -> None:
        s, ts = self.scale, self.text_scale
        box = self.table_box.inflate(-round(24 * s), -round(20 * s))
        if not self.read["records"]:
            draw_paragraphs(surface, [_("Reading…")], box, "body", ts, MUTED_INK,
                            centred=True)
            return
        if not self.summaries and self.unread:
            draw_paragraphs(surface, [self.unread], box, "body", ts, MUTED_INK, centred=True)
            return
        if not self.summaries:
            draw_paragraphs(surface, [_("No finished games yet. Play a game to its end to see "
                                        "your statistics here.")], box, "body", ts, MUTED_INK,
                            centred=True)
            return
        y = box.y
        cols = columns()
        shown = self.shown_columns(box.w)
        self._row(surface, [name for name, _share in cols], shown, box, y, MUTED_INK, True)
        y += self.head_h
        pygame.draw.line(surface, GOLD, (box.x, y - round(4 * s)), (box.right, y - round(4 * s)),
                         max(1, round(2 * s)))
        rows = self.summaries[self.table_first:self.table_first + self.table_visible()]
        previous = None
        for n, row in enumerate(rows):
            index = self.table_first + n
            band = pygame.Rect(box.x - round(6 * s), y - round(2 * s), box.w + round(12 * s),
                               self.line_h)
            self.table_rows.append((index, band))
            if index == self.chosen and self.chart_mode == "time":
                pygame.draw.rect(surface, SELECTED_FILL, band, border_radius=round(6 * s))
            elif n % 2 == 0:
                pygame.draw.rect(surface, ROW_FILL, band, border_radius=round(6 * s))
            cells = row_cells(row)
            if row.game == previous and n:  # the game is named once over its rows
                cells[0] = ""
            previous = row.game
            self._row(surface, cells, shown, box, y, INK, False)
            y += self.line_h
        hint_y = self.table_box.bottom - round(6 * s)
        if len(self.summaries) > len(rows):
            draw_text(surface, _("Scroll for more rows"), (box.right, hint_y), "small", ts,
                      MUTED_INK, anchor="bottomright")
        if self.columns_hidden():
            draw_text(surface, _("Left / Right: more columns"), (box.x, hint_y), "small", ts,
                      MUTED_INK, anchor="bottomleft")

    def _row(self, surface, cells, shown, box, y, colour, heading) -> None:
        s, ts = self.scale, self.text_scale
        x = box.x
        for k in shown:
            text, width = cells[k], self.widths[k]
            role = "small" if heading else "body"
            if k < 2:
                draw_text(surface, text, (x, y), role, ts, colour, bold=heading or k == 0,
                          max_width=width - round(8 * s))
            else:
                draw_text(surface, text, (x + width - round(10 * s), y), role, ts, colour,
                          bold=heading, anchor="topright", max_width=width - round(8 * s))
            x += width

    def draw_finished(self, surface) -> None:
        s, ts = self.scale, self.text_scale
        box = self.list_box
        pad = round(12 * s)
        draw_text(surface, _("Finished games"), (box.x + pad, box.y + pad), "body", ts, INK,
                  bold=True, max_width=box.w - 2 * pad)
        y = box.y + self.list_top()
        if not self.finished:
            empty = _("Finished games are kept here to watch again.") \
                if self.read["finished"] else _("Reading…")
            draw_paragraphs(surface, [empty],
                            pygame.Rect(box.x + pad, y, box.w - 2 * pad, box.bottom - pad - y),
                            "small", ts, MUTED_INK, centred=True)
            return
        room = (box.bottom - pad // 2 - y) // self.row_h  # the rows whole in the list
        shown = self.finished[self.first:self.first + max(0, room)]
        x = box.x + pad + round(10 * s)
        date_x = box.right - pad - round(10 * s) - stamp_width(ts)
        beside = all(min_text_width(self.row_title(info), "body", ts, bold=True)
                     <= date_x - x - round(12 * s) for info in shown)
        for index, info in enumerate(shown, start=self.first):
            rect = pygame.Rect(box.x + pad, y, box.w - 2 * pad, self.row_h - round(6 * s))
            self._finished_row(surface, info, rect, index == self.selected, beside)
            self.rows.append((index, rect))
            y += self.row_h

    def row_title(self, info) -> str:
        """A finished game's title: the game, with its result and score where known."""
        record = self.by_replay.get(info.path.name)
        if record is None:
            return game_name(info.game)
        return ngettext("{game}: {result}, {points} point", "{game}: {result}, {points} points",
                        record.score).format(
            game=game_name(info.game), result=_("won") if record.won else _("lost"),
            points=record.score)

    def _finished_row(self, surface, info, rect, selected, beside) -> None:
        """The title over the players; the date beside the title (`beside`: every row's
        title fits there) or else beside the players, the same place in every row."""
        s, ts = self.scale, self.text_scale
        pygame.draw.rect(surface, SELECTED_FILL if selected else ROW_FILL, rect,
                         border_radius=round(8 * s))
        pygame.draw.rect(surface, GOLD if selected else (214, 200, 160), rect,
                         max(1, round(2 * s)), border_radius=round(8 * s))
        x = rect.x + round(10 * s)
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(info.modified))
        right = rect.right - round(10 * s)
        date_x = right - stamp_width(ts)  # the same for every date: the digits differ
        second_y = rect.y + round(4 * s) + text_room(24, "body", s, bold=True)
        whole, short = rect.w - round(20 * s), date_x - x - round(12 * s)
        date_y = rect.y + round(5 * s) if beside else second_y
        draw_text(surface, when, (right, date_y), "small", ts, MUTED_INK, anchor="topright")
        draw_text(surface, self.row_title(info), (x, rect.y + round(4 * s)), "body", ts, INK,
                  bold=True, max_width=short if beside else whole)
        draw_text(surface, ", ".join(info.seats), (x, second_y), "small", ts, MUTED_INK,
                  max_width=whole if beside else short)


def stamp_width(text_scale: float) -> int:
    """The width of the widest date and time a finished game's row can show."""
    face = font("small", text_scale)
    digit = max("0123456789", key=lambda d: face.size(d)[0])
    return face.size(f"{digit * 4}-{digit * 2}-{digit * 2} {digit * 2}:{digit * 2}")[0]
