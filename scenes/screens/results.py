"""The results: winner, each player's score breakdown as a stacked bar chart, and the
post-game analysis (engines/ai/analysis.py), computed in the background while the screen
stays responsive: a progress bar, then score over time, each player's chance to win and the
three turning points (a click on a numbered ring or on a turning point's text opens that
position in the replay viewer, with the move played and the move the bot preferred shown on
the board).
"""

import logging

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from game.analysis_job import AnalysisJob
from game.focus import Spot
from game.i18n import _
from game.scene import Scene
from game.theme import GOLD, INK, MUTED_INK, button_width, control_height, draw_text, panel
from scenes.charts import analysis as charts
from scenes.kit.sprites import POOL

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
        self.categories = []
        for row in self.breakdown:
            for key in row:
                if key not in self.categories:
                    self.categories.append(key)
        self.job: AnalysisJob | None = None
        self.analysis = None
        self.rings: list = []  # (number, rect, turning point) of the drawn chance chart
        self.point_rects: list = []  # (rect, turning point) of each turning point's text
        self._charts = None  # (key, surface, place) of the drawn analysis
        self._veil = None

    def start_analysis(self) -> None:
        """Start the analysis of the finished game in the background (once)."""
        if self.job is None and self.table.state.is_over():
            self.job = AnalysisJob(self.table.session.replay,
                                   use_process=self.app.use_bot_process,
                                   iterations=self.analysis_iterations)

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

    def focus_spots(self) -> list:
        """Each turning point's text: Enter or Space opens it in the replay viewer."""
        return [Spot(f"point:{k}", rect, lambda point=point: self.open_turning_point(point))
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
        """(breakdown, turning points, score chart, chance chart) rectangles."""
        s = self.scale
        top = self.box.y + round(70 * s)
        bottom = self.table_button.rect.y - round(14 * s)
        left_w = round(self.box.w * 0.46)
        left = pygame.Rect(self.box.x + round(20 * s), top, left_w - round(20 * s),
                           bottom - top)
        bars_h = min(left.h, round((self.table.state.num_players * 48 + 70) * s))
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
        s = self.scale
        self._veil = paint_veil(surface, self._veil)
        panel(surface, self.box, radius=round(18 * s), scale=s)
        draw_text(surface, self.title(), (self.box.centerx, self.box.y + round(18 * s)),
                  "heading", s, INK, bold=True, anchor="midtop")
        breakdown, points, score_rect, chance_rect = self.regions()
        self.draw_breakdown(surface, breakdown)
        if self.analysis is not None:
            self.draw_analysis(surface, points, score_rect, chance_rect)
        else:
            self.draw_progress(surface, score_rect.union(chance_rect))
        super().draw(surface)

    def draw_progress(self, surface, area) -> None:
        s = self.scale
        job = self.job
        if job is not None and job.failed and job.failed != "cancelled":
            draw_text(surface, _("The analysis could not be made."), area.center, "body", s,
                      MUTED_INK, anchor="center")
            return
        done, total = job.progress if job is not None else (0, 0)
        fraction = done / total if total else 0.0
        bar = pygame.Rect(0, 0, area.w - round(80 * s), round(22 * s))
        bar.center = area.center
        charts.progress_bar(surface, bar, fraction,
                            _("Analysing the game… {pct}%").format(pct=round(100 * fraction)),
                            s)

    def draw_analysis(self, surface, points, score_rect, chance_rect) -> None:
        """The charts, painted once into a layer (the frame only blits it)."""
        area = score_rect.union(chance_rect).union(points)
        key = (self.size, area.topleft, id(self.analysis))
        if self._charts is None or self._charts[0] != key:
            layer = pygame.Surface(self.size, pygame.SRCALPHA)
            colours = [self.table.seat_colour(seat) for seat in range(self.analysis.players)]
            s = self.scale
            names = [self.table.session.name(seat) for seat in range(self.analysis.players)]
            charts.score_chart(layer, score_rect, self.analysis, colours, s, names)
            self.rings = charts.chance_chart(layer, chance_rect, self.analysis, colours, s)
            lines = charts.turning_point_lines(self.analysis, names, self.table.game_id,
                                               self.positions())
            places = charts.draw_turning_points(layer, points, lines, s)
            self.point_rects = [(rect, self.analysis.turning_points[k]) for k, rect in places]
            self._charts = (key, layer.subsurface(area).copy(), area.topleft)
        surface.blit(self._charts[1], self._charts[2])
        mouse = pygame.mouse.get_pos()
        for rect, _point in self.point_rects:  # the text under the pointer opens on a click
            if rect.collidepoint(mouse):
                pygame.draw.rect(surface, GOLD, rect.inflate(round(8 * self.scale), 4),
                                 max(1, round(2 * self.scale)), border_radius=round(6 * self.scale))

    def positions(self) -> dict:
        """{ply: the position before it} for each turning point (replayed from the seed)."""
        from engines import get_engine

        replay = self.table.session.replay
        wanted = {point.ply for point in self.analysis.turning_points}
        state = replay.start(get_engine(replay.game))
        found = {}
        for ply, action in enumerate(replay.actions):
            if not wanted - set(found):
                break
            if ply in wanted:
                found[ply] = state.clone()
            state.apply(action)
        return found

    def draw_breakdown(self, surface, area) -> None:
        """Each player's points by category, as stacked bars with the total."""
        s = self.scale
        top = area.y
        name_w = round(150 * s)
        chart_x = area.x + name_w
        chart_w = area.right - round(70 * s) - chart_x
        most = max([sum(max(0, v) for v in row.values()) for row in self.breakdown] + [1])
        bar_h = round(30 * s)
        order = sorted(range(len(self.scores)), key=lambda p: -self.scores[p])
        for rank, seat in enumerate(order):
            y = top + rank * (bar_h + round(12 * s))
            self.table.draw_seat_marker(surface, seat, (area.x + round(12 * s),
                                                        y + bar_h // 2), round(9 * s))
            draw_text(surface, self.table.session.name(seat),
                      (area.x + round(30 * s), y + bar_h // 2), "body", s, INK,
                      bold=seat in self.winners, anchor="midleft",
                      max_width=name_w - round(36 * s))
            x = chart_x
            for k, category in enumerate(self.categories):
                value = self.breakdown[seat].get(category, 0)
                if value <= 0:
                    continue
                width = max(1, round(chart_w * value / most))
                colour = CATEGORY_COLOURS[k % len(CATEGORY_COLOURS)]
                pygame.draw.rect(surface, colour, (x, y, width, bar_h))
                if width > round(26 * s):
                    draw_text(surface, str(value), (x + width // 2, y + bar_h // 2), "small",
                              s, (255, 255, 255), bold=True, anchor="center")
                x += width
            pygame.draw.rect(surface, INK, (chart_x, y, max(1, x - chart_x), bar_h), 1)
            negative = sum(v for v in self.breakdown[seat].values() if v < 0)
            total = str(self.scores[seat]) + (f"  ({negative})" if negative else "")
            draw_text(surface, total, (x + round(8 * s), y + bar_h // 2), "large", s, INK,
                      bold=True, anchor="midleft")
        legend_y = top + len(order) * (bar_h + round(12 * s)) + round(6 * s)
        x = area.x
        for k, category in enumerate(self.categories):
            colour = CATEGORY_COLOURS[k % len(CATEGORY_COLOURS)]
            label = _(category)
            pygame.draw.rect(surface, colour, (x, legend_y + 3, round(14 * s), round(14 * s)))
            rect = draw_text(surface, label, (x + round(20 * s), legend_y), "small", s,
                             MUTED_INK)
            x = rect.right + round(14 * s)
            if x > area.right - round(110 * s):
                x = area.x
                legend_y += round(22 * s)
