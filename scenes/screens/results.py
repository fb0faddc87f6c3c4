"""The results: winner, each player's score breakdown as a stacked bar chart, and the
post-game analysis (engines/ai/analysis.py), computed in the background while the screen
stays responsive: a progress bar, then score over time, each player's chance to win and the
three turning points (a click on a numbered ring or on a turning point's text opens that
position in the replay viewer, with the move played and the move the bot preferred shown on
the board).
"""

import logging
from concurrent.futures import Future
from functools import partial

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from engines.ai.analysis import Analysis, TurningPoint
from engines.ai.hint_phrases import phrasing
from scenes.charts import analysis_charts as charts
from scenes.kit.sprites import POOL
from shell.language import i18n
from shell.language.i18n import _, ngettext
from shell.language.reasons import tr_message
from shell.store.puzzle_store import add_in_background
from shell.ui.focus import Spot
from shell.ui.scene import Scene
from shell.ui.theme import (
    GOLD,
    INK,
    MUTED_INK,
    button_width,
    button_widths,
    control_height,
    draw_text,
    first_lines,
    font,
    min_text_width,
    panel,
    tab_pad,
    text_room,
    wrap,
)
from shell.workers.analysis_job import AnalysisJob

log = logging.getLogger(__name__)

CATEGORY_COLOURS = ((31, 78, 121), (201, 162, 39), (79, 122, 58), (181, 83, 45),
                    (58, 124, 165), (122, 74, 138), (139, 90, 43), (107, 91, 69))


VEIL = (43, 33, 24, 150)  # over the table
VEIL_STRIPS = 4  # the veil is one strip this many times shorter than the window, repeated


def veil_size(size: tuple[int, int]) -> tuple[int, int]:
    """The veil strip's size: the window's width, a `VEIL_STRIPS`th of its height (a
    window-sized alpha surface costs up to 30 ms to make; a strip a quarter of that, and
    its blits cover the window as one veil would)."""
    return size[0], -(-size[1] // VEIL_STRIPS)


def paint_veil(surface, strip: pygame.Surface | None) -> pygame.Surface:
    """The veil over all of `surface`: `strip` (taken from the pool, filled, when it is
    None or of another size) blitted down it; returns the strip, to be kept."""
    size = veil_size(surface.get_size())
    if strip is None or strip.get_size() != size:
        POOL.give(strip)
        strip = POOL.take(size, alpha=True)
        strip.fill(VEIL)
    for k in range(VEIL_STRIPS):
        surface.blit(strip, (0, k * size[1]))
    return strip


def results_box(size: tuple[int, int], scale: float) -> pygame.Rect:
    """The results' panel, centred in the window."""
    w, h = size
    box = pygame.Rect(0, 0, min(w - round(40 * scale), round(1200 * scale)),
                      min(h - round(40 * scale), round(680 * scale)))
    box.center = (w // 2, h // 2)
    return box


def button_places(box: pygame.Rect, scale: float) -> dict:
    """The buttons at the foot of `box`: name -> (label, rect, pygame_gui object id)."""
    bw = button_width(210, scale, [_("View the table"), _("Play again"), _("Main menu")],
                      20, bold=True)
    bh = control_height(46, scale, 20)
    y = box.bottom - bh - round(20 * scale)
    return {"table": (_("View the table"), pygame.Rect(box.x + round(24 * scale), y, bw, bh),
                      None),
            "again": (_("Play again"), pygame.Rect(box.centerx - bw // 2, y, bw, bh), None),
            "menu": (_("Main menu"), pygame.Rect(box.right - bw - round(24 * scale), y, bw, bh),
                     ObjectID(class_id="@primary"))}


class ResultsScene(Scene):
    overlay = True
    keyboard_focus = True
    analysis_iterations: int | None = None  # per-decision budget (None: the game's default)

    def __init__(self, app, table):
        """The results of `table`'s game, which must be over (before the end they would
        show what the hands held: ValueError)."""
        state = table.state
        if not state.is_over():
            raise ValueError("a game that is not over has no results")
        super().__init__(app)
        self.table = table
        self.scores = state.scores()
        self.breakdown = state.score_breakdown()
        self.winners = state.winners()
        self.categories: list[str] = []
        for row in self.breakdown:
            for key in row:
                if key not in self.categories:
                    self.categories.append(key)
        self.job: AnalysisJob | None = None
        self.analysis: Analysis | None = None
        # the game's puzzles being kept (shell/store/puzzle_store.py): how many were new
        self.puzzles_added: Future[int] | None = None
        self.rings: list = []  # (number, rect, turning point) of the drawn chance chart
        # (rect, turning point) of each turning point's text
        self.point_rects: list[tuple[pygame.Rect, TurningPoint]] = []
        self._charts = None  # (key, surface, place) of the drawn analysis
        self.part = "scores"  # shown where one part at a time fits: "charts", "points"
        self.tabs: dict = {}
        self._laid_out_for = None  # the analysis the layout has made room for
        self._lines = None  # (analysis and language, the turning points' lines)
        self._veil = None

    def start_analysis(self) -> None:
        """Start the analysis of the finished game in the background (once)."""
        if self.job is None and self.table.state.is_over():
            self.job = AnalysisJob(self.table.session.replay,
                                   use_process=self.app.use_bot_process,
                                   iterations=self.analysis_iterations,
                                   puzzles=self.table.makes_puzzles)

    def enter(self) -> None:
        super().enter()
        self.start_analysis()

    def leave(self) -> None:
        if self.job is not None and self.job.running:
            self.job.cancel()
            self.job = None  # started again when the results come back

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.job is not None and self.analysis is None:
            self.analysis = self.job.poll()
            if self.analysis is not None and self.job.puzzles:
                self.puzzles_added = add_in_background(self.job.puzzles)
        self.tell_puzzles()
        if self.analysis is not None and self._laid_out_for is not self.analysis:
            self._laid_out_for = self.analysis  # its turning points may need more room
            if not self.compact and not self.fits():
                self.rebuild()

    def tell_puzzles(self) -> None:
        """Once the game's new puzzles are kept, say how many (none: nothing)."""
        future = self.puzzles_added
        if future is None or not future.done():
            return
        self.puzzles_added = None
        added = future.result()
        if added:
            self.app.toast.show(ngettext(
                "This game gave you {n} new puzzle: see Puzzles on the menu.",
                "This game gave you {n} new puzzles: see Puzzles on the menu.",
                added).format(n=added), seconds=6)

    def point_lines(self) -> list[str]:
        """The turning points' lines, in the player's language (once per analysis and
        language)."""
        if self.analysis is None:
            return []
        key = (id(self.analysis), i18n.current_language())
        if self._lines is None or self._lines[0] != key:
            names = [self.table.session.name(seat) for seat in range(self.analysis.players)]
            states, stages = self.positions(self.analysis)
            self._lines = (key, charts.turning_point_lines(self.analysis, names,
                                                           self.table.game_id, states,
                                                           stages))
        return self._lines[1]

    def title(self) -> str:
        names = [self.table.session.name(w) for w in self.winners]
        if len(names) == 1:
            return _("{name} wins!").format(name=names[0])
        return _("Shared win: {names}").format(names=", ".join(names))

    def build(self) -> None:
        self.box = results_box(self.size, self.scale)
        buttons = {name: pygame_gui.elements.UIButton(place, label, self.ui, object_id=style)
                   for name, (label, place, style) in button_places(self.box, self.scale).items()}
        self.table_button, self.again_button = buttons["table"], buttons["again"]
        self.menu_button = buttons["menu"]
        if not self.table.play_again_offered:  # a table over the network: hosted anew
            self.again_button.hide()
        s = self.scale
        self.compact = not self.fits()
        self.tabs = {}
        if self.compact:  # one part at a time, chosen by the tabs over it
            parts = (("scores", _("Score breakdown")), ("charts", _("Charts")),
                     ("points", _("Turning points")))
            gap = round(8 * s)
            room = self.box.w - round(40 * s)
            widths = button_widths(0, s, [label for _part, label in parts], room, gap,
                                   pad=tab_pad(s))
            x = self.box.x + round(20 * s)
            for (part, label), width in zip(parts, widths, strict=True):
                rect = pygame.Rect(x, self.content_top(), width, self.tab_h())
                self.tabs[pygame_gui.elements.UIButton(rect, label, self.ui)] = part
                x += width + gap
            self.show_part(self.part)

    def tab_h(self) -> int:
        return control_height(34, self.scale, 19)

    def ending_lines(self) -> list[str]:
        """Why the game went to its winners where the score alone does not say (an
        elimination, an instant win, a tie-break: the game's `Phrasing.ending`), wrapped
        to the box under the title; empty when the score says it all."""
        reasons = phrasing(self.table.game_id).ending(self.table.state)
        text = " ".join(tr_message(m, self.table.session.name) for m in reasons)
        if not text:
            return []
        return wrap(text, font("small", self.text_scale), self.box.w - round(40 * self.scale))

    def title_bottom(self) -> int:
        return self.box.y + round(18 * self.scale) + text_room(0, "heading", self.scale,
                                                               bold=True)

    def content_top(self) -> int:
        """Under the title and the ending's reason."""
        s = self.scale
        lines = self.ending_lines()
        said = len(lines) * font("small", self.text_scale).get_linesize()
        return max(self.box.y + round(70 * s), self.title_bottom() + said + round(8 * s))

    def fits(self) -> bool:
        """The breakdown over the turning points, beside the two charts, fit at this text
        size (the turning points with six lines of room, each chart with a readable plot)."""
        s, ts = self.scale, self.text_scale
        room = self.table_button.rect.y - round(14 * s) - self.content_top()
        left_w = round(self.box.w * 0.46) - round(20 * s)
        small = font("small", ts).get_linesize()
        lines = self.point_lines()
        points = charts.points_height(lines, left_w, s, ts) if lines else 7 * small
        chart = 2 * small + round(30 * s) + max(round(60 * s), 3 * small)
        return self.breakdown_height(left_w) + round(8 * s) + points <= room \
            and 2 * chart + round(10 * s) <= room

    def show_part(self, part: str) -> None:
        self.part = part
        for button, name in self.tabs.items():
            if name == part:
                button.select()
            else:
                button.unselect()

    def showing(self, part: str) -> bool:
        return not self.compact or self.part == part

    def focus_spots(self) -> list:
        """Each turning point's text: Enter or Space opens it in the replay viewer."""
        if not self.showing("points"):
            return []
        return [Spot(f"point:{k}", rect, partial(self.open_turning_point, point))
                for k, (rect, point) in enumerate(self.point_rects)]

    def close(self) -> None:
        POOL.give(self._veil)  # the next results screen's veil
        self._veil = None

    def on_button(self, element) -> None:
        if element is self.table_button:
            self.app.scenes.pop()
        elif element is self.menu_button:
            self.app.scenes.pop()
            self.app.scenes.pop()
        elif element is self.again_button:
            self.app.navigator.play_again(self.app, self.table.session.replay)
        elif element in self.tabs:
            self.show_part(self.tabs[element])

    def handle_event(self, event) -> None:
        super().handle_event(event)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.scenes.pop()
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for _number, rect, point in self.rings:
                if rect.inflate(6, 6).collidepoint(event.pos):
                    self.open_turning_point(point)
                    return
            for rect, point in self.point_rects:
                if rect.collidepoint(event.pos):
                    self.open_turning_point(point)
                    return

    def open_turning_point(self, point) -> bool:
        """Open the position of a turning point (before the move) in the replay viewer,
        seen by the seat that decided there; False when the viewer is not available."""
        try:
            self.app.navigator.replay(self.app, self.table.session.replay, point.ply,
                                      point.seat, comparison=point)
        except Exception:  # a viewer failure must not end the results screen
            log.exception("opening the turning point at action %s failed", point.ply)
            return False
        return True

    # layout ---------------------------------------------------------------------------
    def regions(self) -> tuple:
        """(breakdown, turning points, score chart, chance chart) rectangles (where one
        part shows at a time, the shown part's fill the room under the tabs)."""
        s = self.scale
        top = self.content_top()
        bottom = self.table_button.rect.y - round(14 * s)
        if self.compact:
            top += self.tab_h() + round(12 * s)
            whole = pygame.Rect(self.box.x + round(20 * s), top, self.box.w - round(40 * s),
                                bottom - top)
            half = (whole.w - round(16 * s)) // 2
            return (whole, whole, pygame.Rect(whole.x, whole.y, half, whole.h),
                    pygame.Rect(whole.right - half, whole.y, half, whole.h))
        left_w = round(self.box.w * 0.46)
        left = pygame.Rect(self.box.x + round(20 * s), top, left_w - round(20 * s),
                           bottom - top)
        bars_h = min(left.h, self.breakdown_height(left.w))
        breakdown = pygame.Rect(left.x, left.y, left.w, bars_h)
        points = pygame.Rect(left.x, left.y + bars_h + round(8 * s), left.w,
                             left.h - bars_h - round(8 * s))
        right = pygame.Rect(left.right + round(16 * s), top,
                            self.box.right - round(20 * s) - left.right - round(16 * s),
                            bottom - top)
        half = (right.h - round(10 * s)) // 2
        return (breakdown, points, pygame.Rect(right.x, right.y, right.w, half),
                pygame.Rect(right.x, right.bottom - half, right.w, half))

    def draw(self, surface) -> None:
        s, ts = self.scale, self.text_scale
        self._veil = paint_veil(surface, self._veil)
        panel(surface, self.box, radius=round(18 * s), scale=s)
        draw_text(surface, self.title(), (self.box.centerx, self.box.y + round(18 * s)),
                  "heading", ts, INK, bold=True, anchor="midtop",
                  max_width=self.box.w - round(40 * s))
        y = self.title_bottom()
        for line in self.ending_lines():
            draw_text(surface, line, (self.box.centerx, y), "small", ts, INK, anchor="midtop")
            y += font("small", ts).get_linesize()
        breakdown, points, score_rect, chance_rect = self.regions()
        if self.showing("scores"):
            self.draw_breakdown(surface, breakdown)
        if self.analysis is not None:
            self.draw_analysis(surface, self.analysis, points, score_rect, chance_rect)
        elif self.showing("charts") or self.showing("points"):
            self.draw_progress(surface, score_rect.union(chance_rect))
        super().draw(surface)

    def draw_progress(self, surface, area) -> None:
        s, ts = self.scale, self.text_scale
        job = self.job
        if job is not None and job.failed and job.failed != "cancelled":
            draw_text(surface, _("The analysis could not be made."), area.center, "body", ts,
                      MUTED_INK, anchor="center", max_width=area.w)
            return
        done, total = job.progress if job is not None else (0, 0)
        fraction = done / total if total else 0.0
        bar = pygame.Rect(0, 0, area.w - round(80 * s), round(22 * s))
        bar.center = area.center
        charts.progress_bar(surface, bar, fraction,
                            _("Analysing the game… {pct}%").format(pct=round(100 * fraction)),
                            s, ts)

    def draw_analysis(self, surface: pygame.Surface, analysis: Analysis, points: pygame.Rect,
                      score_rect: pygame.Rect, chance_rect: pygame.Rect) -> None:
        """The charts of `analysis` (the screen's), painted once into a layer (the frame
        only blits it)."""
        area = score_rect.union(chance_rect).union(points)
        ts = self.text_scale
        key = (self.size, area.topleft, id(analysis), ts, self.part)
        if self._charts is None or self._charts[0] != key:
            layer = pygame.Surface(self.size, pygame.SRCALPHA)
            colours = [self.table.view.seat_colour(seat) for seat in range(analysis.players)]
            s = self.scale
            names = [self.table.session.name(seat) for seat in range(analysis.players)]
            self.rings, self.point_rects = [], []
            if self.showing("charts"):
                charts.score_chart(layer, score_rect, analysis, colours, s, names, ts)
                self.rings = charts.chance_chart(layer, chance_rect, analysis, colours, s, ts)
            if self.showing("points"):
                places = charts.draw_turning_points(layer, points, self.point_lines(), s, ts)
                self.point_rects = [(rect, analysis.turning_points[k])
                                    for k, rect in places]
            self._charts = (key, layer.subsurface(area).copy(), area.topleft)
        surface.blit(self._charts[1], self._charts[2])
        mouse = pygame.mouse.get_pos()
        for rect, _point in self.point_rects:  # the text under the pointer opens on a click
            if rect.collidepoint(mouse):
                pygame.draw.rect(surface, GOLD, rect.inflate(round(8 * self.scale), 4),
                                 max(1, round(2 * self.scale)), border_radius=round(6 * self.scale))

    def positions(self, analysis: Analysis) -> tuple[dict, dict]:
        """({ply: the position before it}, {ply: its round, level or turn, a Message or
        None}) for each turning point of `analysis` (replayed from the seed)."""
        from engines import get_engine
        from scenes.replay.timeline import numbered, stage_message, stage_of

        replay = self.table.session.replay
        wanted = {point.ply for point in analysis.turning_points}
        state = replay.start(get_engine(replay.game))
        found: dict = {}
        stages = []
        for ply, action in enumerate(replay.actions):
            if not wanted - set(found):
                break
            stages.append(stage_of(state))
            if ply in wanted:
                found[ply] = state.clone()
            state.apply(action)
        counted = numbered(stages)
        return found, {ply: stage_message(counted[ply]) for ply in found}

    def bar_h(self) -> int:
        return text_room(30, "body", self.scale)

    def name_w(self) -> int:
        """The players' names' column: 150 in the design, wider where the longest name
        (shrunk as far as a label may be) needs it at the player's text size."""
        s = self.scale
        widest = max(min_text_width(self.table.session.name(p), "body", self.text_scale,
                                    bold=True) for p in range(len(self.scores)))
        return max(round(150 * s), widest + round(36 * s))

    def total_text(self, seat: int) -> str:
        negative = sum(v for v in self.breakdown[seat].values() if v < 0)
        return str(self.scores[seat]) + (f"  ({negative})" if negative else "")

    def legend_rows(self, width: int) -> list[list[int]]:
        """The categories (their indices) on each line of the legend under the bars."""
        s = self.scale
        small = font("small", self.text_scale)
        rows: list[list[int]] = [[]]
        x = 0
        for k, category in enumerate(self.categories):
            need = round(20 * s) + small.size(_(category))[0]
            if rows[-1] and x + need > width:
                rows.append([])
                x = 0
            rows[-1].append(k)
            x += need + round(14 * s)
        return rows

    def stacked(self, width: int) -> bool:
        """The names over their bars: beside them, the longest would take more than two
        fifths of `width`."""
        return self.name_w() > width * 2 // 5

    def row_h(self, width: int) -> int:
        """A player's row: the bar (under the name where `stacked`) and the air under it."""
        s = self.scale
        name = text_room(0, "body", s, bold=True) if self.stacked(width) else 0
        return name + self.bar_h() + round(12 * s)

    def breakdown_height(self, width: int) -> int:
        s = self.scale
        line = text_room(22, "small", s)
        return len(self.scores) * self.row_h(width) + round(6 * s) \
            + len(self.legend_rows(width)) * line + round(6 * s)

    def draw_breakdown(self, surface, area) -> None:
        """Each player's points by category, as stacked bars with the total."""
        s, ts = self.scale, self.text_scale
        top = area.y
        stacked = self.stacked(area.w)
        name_w = 0 if stacked else self.name_w()
        name_h = text_room(0, "body", s, bold=True) if stacked else 0
        chart_x = area.x + (round(30 * s) if stacked else name_w)
        total_w = max(font("large", ts, bold=True).size(self.total_text(seat))[0]
                      for seat in range(len(self.scores)))
        chart_w = area.right - max(round(70 * s), total_w + round(12 * s)) - chart_x
        most = max([sum(max(0, v) for v in row.values()) for row in self.breakdown] + [1])
        bar_h = self.bar_h()
        value_face = font("small", ts, bold=True)
        order = sorted(range(len(self.scores)), key=lambda p: -self.scores[p])
        for rank, seat in enumerate(order):
            y = top + rank * self.row_h(area.w)
            if y + self.row_h(area.w) > area.bottom + round(12 * s):  # no room left
                first_lines([self.table.session.name(p) for p in order[rank:]], 0, surface,
                            area)
                break
            middle = y + (name_h // 2 if stacked else bar_h // 2)
            self.table.view.draw_seat_marker(surface, seat, (area.x + round(12 * s), middle),
                                        round(9 * s))
            draw_text(surface, self.table.session.name(seat), (area.x + round(30 * s), middle),
                      "body", ts, INK, bold=seat in self.winners, anchor="midleft",
                      max_width=(area.w if stacked else name_w) - round(36 * s))
            y += name_h
            x = chart_x
            for k, category in enumerate(self.categories):
                value = self.breakdown[seat].get(category, 0)
                if value <= 0:
                    continue
                width = max(1, round(chart_w * value / most))
                colour = CATEGORY_COLOURS[k % len(CATEGORY_COLOURS)]
                pygame.draw.rect(surface, colour, (x, y, width, bar_h))
                if width >= max(round(26 * s), value_face.size(str(value))[0] + round(6 * s)):
                    draw_text(surface, str(value), (x + width // 2, y + bar_h // 2), "small",
                              ts, (255, 255, 255), bold=True, anchor="center")
                x += width
            pygame.draw.rect(surface, INK, (chart_x, y, max(1, x - chart_x), bar_h), 1)
            draw_text(surface, self.total_text(seat), (x + round(8 * s), y + bar_h // 2),
                      "large", ts, INK, bold=True, anchor="midleft")
        legend_y = top + len(order) * self.row_h(area.w) + round(6 * s)
        line = text_room(22, "small", s)
        box = round(14 * s)
        for n, row in enumerate(rows := self.legend_rows(area.w)):
            if legend_y + line > area.bottom + round(12 * s):  # no room left
                first_lines([_(self.categories[k]) for r in rows[n:] for k in r], 0, surface,
                            area)
                break
            x = area.x
            for k in row:
                colour = CATEGORY_COLOURS[k % len(CATEGORY_COLOURS)]
                pygame.draw.rect(surface, colour, (x, legend_y + (line - box) // 2, box, box))
                rect = draw_text(surface, _(self.categories[k]), (x + round(20 * s), legend_y),
                                 "small", ts, MUTED_INK)
                x = rect.right + round(14 * s)
            legend_y += line
