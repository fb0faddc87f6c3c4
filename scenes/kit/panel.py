"""The side panel: the status line, one row per seat (mark, name, score, and a detail unless
the coach's card needs the room) and the game log (left out when the part kept above it,
the coach's card, takes its room), above the Hint / Undo / Save / Rules / Menu buttons.
Where larger text leaves the log less than its title and two lines, the rows give their
room up for it, one thing at a time (`fit_rows`).

Scores come from the observation (`obs["scores"]`); points still flying to the panel are
held back and count when they land.

The panel reads its table through `PanelFacts`, a few questions the table answers.
"""

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from scenes.kit.canvas import CANVAS
from scenes.kit.gamelog import GameLog, Marker
from shell.language.i18n import _
from shell.ui.theme import (
    GOLD,
    INK,
    MUTED_INK,
    PAPYRUS,
    control_height,
    draw_text,
    font,
    min_text_width,
    text_factor,
    text_scale,
    ui_scale,
    wrap,
)
from shell.ui.widgets import thinking_dots

ROW_FILL = (250, 244, 226)
PANEL_WIDTH = 300  # at 1280 x 720 and the design's text size
PANEL_GROWTH = 0.65  # how much of the text's growth the panel's width takes
MAX_PANEL_SHARE = 0.42  # of the window's width, at the largest text
MIN_BOARD_SCALE = 0.8  # the board's scale in the smallest window (1024 x 640)
PROMPT_LINES = 2  # lines a prompt in larger text may take over the design's one
Region = str | tuple[str, int]  # a part of the panel: "status", ("row", seat), "log"


@dataclass(frozen=True)
class PanelFacts:
    """What the side panel shows of its table (bound by the table)."""

    name: Callable[[int], str]  # a seat's player
    is_bot: Callable[[int], bool]  # a bot plays the seat (marked; "thinking" while it decides)
    mover: Callable[[], int | None]  # the seat marked as to move (None: nobody)
    deciding: Callable[[], bool]  # the marked seat's bot is still deciding (not decided, no
    # move of it landing)
    scores: Callable[[], Sequence[int]]  # the observation's, points in flight included
    status: Callable[[], str]  # the line at the top (the game's view)
    seat_detail: Callable[[int], str]  # a seat's second line (the game's view)
    thinking: Callable[[], float | None]  # a long-thinking bot's share done (BotPacer)
    marker: Marker  # a seat's mark (the game's view)
    patterns: Callable[[], bool]  # colour-blind marks are on
    clock: Callable[[], float]  # seconds since the table opened (the thinking dots)
    log: Callable[[], GameLog]  # the game log (replaced when a move is taken back)
    read_only: bool  # nobody plays at this table (no bot thinks)


def panel_width(size: tuple[int, int], factor: float | None = None) -> int:
    """The side panel's width in a window of `size`: wider for larger text (its names,
    details and buttons need the room), never more than MAX_PANEL_SHARE of the window nor
    so wide that the board would drop below the smallest window's scale. `factor`: the
    text size (the player's unless given)."""
    factor = text_factor() if factor is None else factor
    base = round(PANEL_WIDTH * ui_scale(size))
    grown = round(base * (1 + PANEL_GROWTH * (factor - 1)))
    room = size[0] - round(CANVAS[0] * MIN_BOARD_SCALE)
    return max(base, min(grown, round(size[0] * MAX_PANEL_SHARE), room))


def prompt_room(size: tuple[int, int], factor: float | None = None) -> int:
    """How much more room than the design's the prompt over the board takes at the
    player's text size (or `factor`; a pill of 1 + PROMPT_LINES lines of larger text): the
    board moves down by it, as far as the board keeps the smallest window's scale."""
    factor = text_factor() if factor is None else factor
    if factor == 1:
        return 0
    scale = ui_scale(size)
    ts = scale * factor
    room = round(44 * ts) + PROMPT_LINES * font("body", ts, bold=True).get_linesize() \
        - round(44 * scale)
    return max(0, min(room, size[1] - round(CANVAS[1] * MIN_BOARD_SCALE)))


def board_scale(size: tuple[int, int], factor: float | None = None) -> float:
    """The table's scale in a window of `size`: the window's, less by as much as a panel
    grown for larger text (the player's, or `factor`) narrows the table and the prompt's
    room lowers it (the board keeps its margins)."""
    scale = ui_scale(size)
    base = size[0] - round(PANEL_WIDTH * scale)
    return min(scale, scale * (size[0] - panel_width(size, factor)) / base,
               max(MIN_BOARD_SCALE, (size[1] - prompt_room(size, factor)) / CANVAS[1]))


def table_area(size: tuple[int, int]) -> pygame.Rect:
    """The table's place: left of the panel, under the prompt's room."""
    room = prompt_room(size)
    return pygame.Rect(0, room, size[0] - panel_width(size), size[1] - room)


def button_places(rect: pygame.Rect, scale: float, labels: list[str]) -> dict:
    """The panel's five buttons at the foot of `rect` (`labels`: Hint, Undo, Save, Rules,
    Menu): Hint over two rows of two; when larger text leaves a half row too narrow for a
    label, Hint over rows of as many as fit side by side, each as wide as its label and the
    row shared out (name -> rect)."""
    pad = round(12 * scale)
    bw = (rect.w - 3 * pad) // 2
    full = 2 * bw + pad
    bh = control_height(40, scale, 19)
    x0 = rect.x + pad
    face = font("body", text_scale(scale) * 19 / 18)  # the buttons' own (theme.json)
    names = ("undo", "save", "rules", "menu")
    needs = [face.size(label)[0] + round(12 * scale) for label in labels[1:]]
    rows: list[list[int]] = [[0, 1], [2, 3]]
    if max(needs) > bw:
        rows = [[]]
        for k, need in enumerate(needs):
            if rows[-1] and sum(needs[j] for j in rows[-1]) + need + \
                    len(rows[-1]) * (pad // 2) > full:
                rows.append([])
            rows[-1].append(k)
    y = rect.bottom - pad - (len(rows) + 1) * bh - len(rows) * (pad // 2)
    places = {"hint": pygame.Rect(x0, y, full, bh)}
    for row in rows:
        y += bh + pad // 2
        gap = pad if len(row) == 2 and max(needs) <= bw else pad // 2
        room = full - gap * (len(row) - 1)
        x = x0
        for k in row:
            w = room // len(row) if max(needs) <= bw else \
                round(room * needs[k] / sum(needs[j] for j in row))
            places[names[k]] = pygame.Rect(x, y, w, bh)
            x += w + gap
    return places


def hint_label(rect: pygame.Rect, scale: float, label: str, short: str) -> str:
    """The Hint button's `label`, or `short` (without its key) when the label is wider
    than the panel's row."""
    pad = round(12 * scale)
    face = font("body", text_scale(scale) * 19 / 18)
    fits = face.size(label)[0] + round(12 * scale) <= rect.w - 2 * pad
    return label if fits else short


class SidePanel:
    def __init__(self, rect: pygame.Rect, scale: float, seats: int, bottom: int,
                 facts: PanelFacts, log_kept: bool = True) -> None:
        """`rect`: the panel on screen; `scale`: the window's; `bottom`: where the buttons
        start; `facts`: what it shows; `log_kept`: the rows give way for the game log (not
        at a lesson, where the coach's card takes its room). Its texts are at the player's
        text size, the rows as tall as they need."""
        self.log_kept = log_kept
        self.facts = facts
        self.rect = rect
        self.s = scale
        self.ts = text_scale(scale)
        self.seats = seats
        self.pad = round(12 * scale)
        self.detail_lines = 1  # lines a seat's detail may take (see fit_details)
        self.details = True  # the rows show their details (the coach's card may need the room)
        self.compact = False  # the scores as large as the names (their room went to the log)
        # where even that leaves the log no room under the rows, a toggle (the table's
        # button, `toggle_rect`) shows it in the rows' place: `log_open`
        self.log_open = False
        self.toggle_h = control_height(40, scale, 19)
        self.name_lines = 1  # lines a seat's name may take (see fit_rows)
        self.status_lines = 1  # lines the status at the top may take (see fit_rows)
        self.bottom = bottom
        self.held = [0] * seats  # points in flight, not yet shown
        self.above_log = 0  # room kept between the score rows and the game log (the coach)

    def px(self, n: float) -> int:
        return round(n * self.s)

    def grown(self, role: str) -> int:
        """How much taller a line of `role` is at the player's text size."""
        return font(role, self.ts).get_linesize() - font(role, self.s).get_linesize()

    @property
    def detail_y(self) -> int:
        """The detail's first line in a row, under the name."""
        return self.px(29) + max(0, self.grown("body"), self.grown("large") - self.px(4)) + \
            (self.name_lines - 1) * font("body", self.ts, bold=True).get_linesize()

    @property
    def row_h(self) -> int:
        small = font("small", self.ts).get_linesize()
        air = round(58 * self.s) - self.px(29) - font("small", self.s).get_linesize()
        if self.compact:  # the name's lines, the score as large as a name
            return self.px(29) + max(0, self.grown("body")) + (self.name_lines - 1) * font(
                "body", self.ts, bold=True).get_linesize() + air
        if not self.details:  # as tall as the score
            return max(self.detail_y, font("large", self.ts, bold=True).get_linesize()) + air
        return self.detail_y + self.detail_lines * small + air

    def detail_width(self) -> int:
        return self.rect.w - 2 * self.pad - self.px(20)

    @property
    def score_role(self) -> str:
        """The text role of the rows' scores (as large as a name in compact rows)."""
        return "body" if self.compact else "large"

    def fit_details(self, details: list[str]) -> bool:
        """Give the rows a second detail line once a seat's detail is too long for one
        (kept from then on, so rows do not jump back and forth); True when it changed."""
        f = font("small", self.ts)
        needed = max([1] + [len(wrap(text, f, self.detail_width())) for text in details])
        needed = min(2, max(self.detail_lines, needed))
        changed = needed != self.detail_lines
        self.detail_lines = needed
        return changed

    def seat_name(self, seat: int) -> str:
        """The name a seat's row shows (a bot's marked)."""
        name = self.facts.name(seat)
        return name + " · " + _("bot") if self.facts.is_bot(seat) else name

    def name_width(self) -> int:
        """The room for a name: the row up to the widest score it shows."""
        score = font(self.score_role, self.ts, bold=True).size("000")[0]
        return self.rect.w - 2 * self.pad - self.px(54) - score

    def fit_rows(self) -> bool:
        """Give the names, and the status over them, a second line once one does not fit
        one even shrunk (larger text, a long name; kept from then on, so rows do not jump
        back and forth), and leave the details, then the names' second line, out while the
        rows would reach the buttons; then, while the game log has less than its title and
        two lines and nothing is kept above it, the rows give up for it in turn: the
        details, a name's second line, the scores' larger size (each kept given up); True
        when it changed."""
        before = (self.name_lines, self.status_lines, self.details, self.detail_lines,
                  self.compact)
        self.name_lines = 2 if any(
            min_text_width(self.seat_name(seat), "body", self.ts, True)
            > self.name_width() for seat in range(self.seats)) else 1
        status = 2 if min_text_width(self.facts.status(), "body", self.ts, True) > \
            self.rect.w - 2 * self.pad else 1
        self.status_lines = max(status, self.status_lines)
        if self.details and self._overflows():
            self.details = False  # the rows give their details' room up
        if self.name_lines > 1 and self._overflows():
            self.name_lines = 1  # then the names' second line (a long name shrinks)
        self.room_for_log()
        return (self.name_lines, self.status_lines, self.details, self.detail_lines,
                self.compact) != before

    def room_for_log(self) -> None:
        """The rows give up, one thing at a time, what keeps the log from its title and two
        lines (nothing is kept above the log: the coach's card takes the log's room)."""
        if self.above_log or not self.log_kept:
            return
        if self.details and not self.fits_under_rows:
            self.details = False
        if self.name_lines > 1 and not self.fits_under_rows:
            self.name_lines = 1
        if not self.compact and not self.fits_under_rows:
            self.compact = True

    def _overflows(self) -> bool:
        """Whether the last seat's row reaches the buttons."""
        return self._row(self.seats - 1).bottom + self.px(10) > self.bottom

    def row(self, seat: int) -> pygame.Rect:
        """Seat `seat`'s row on screen (worked out once for the lines the rows take)."""
        key = (seat, self.status_lines, self.name_lines, self.detail_lines, self.details,
               self.compact)
        rows = self.__dict__.setdefault("_rows", {})
        if key not in rows:
            rows[key] = self._row(seat)
        return rows[key].copy()

    def _row(self, seat: int) -> pygame.Rect:
        y = self.rect.y + self.pad + self.px(32) + max(0, self.grown("body")) + \
            (self.status_lines - 1) * font("body", self.ts, bold=True).get_linesize() + \
            seat * self.row_h
        return pygame.Rect(self.rect.x + self.pad, y, self.rect.w - 2 * self.pad,
                           self.row_h - self.px(6))

    @property
    def between(self) -> pygame.Rect:
        """The room kept under the score rows (`above_log` high), on screen."""
        y = self.row(self.seats - 1).bottom + self.px(10)
        return pygame.Rect(self.rect.x + self.pad, y, self.rect.w - 2 * self.pad,
                           self.above_log)

    @property
    def rows_end(self) -> int:
        """Where the room under the score rows starts, on screen."""
        return self.row(self.seats - 1).bottom + self.px(10)

    def _log_box(self, title_y: int, bottom: int) -> pygame.Rect:
        """The log's text box under its title at `title_y`, down to `bottom`."""
        y = title_y + self.px(27) + max(0, self.grown("small"))
        return pygame.Rect(self.rect.x + self.pad, y, self.rect.w - 2 * self.pad,
                           bottom - y - self.px(10))

    @property
    def fits_under_rows(self) -> bool:
        """The log's title and two lines fit under the rows (and what is kept above it)."""
        box = self._log_box(self.rows_end + self.above_log, self.bottom)
        return box.h >= 2 * font("small", self.ts).get_linesize()

    @property
    def folded(self) -> bool:
        """The log has no room under the rows even when they gave all they could: the
        toggle (`toggle_rect`) shows it in their place (the coach's card keeps its room)."""
        return self.log_kept and not self.above_log and not self.fits_under_rows

    @property
    def rows_shown(self) -> bool:
        """The score rows are shown (not the log in their place)."""
        return not (self.log_open and self.folded)

    def toggle_rect(self) -> pygame.Rect | None:
        """Where the toggle between the rows and the log stands (None: the log has its
        room): under the rows, as wide as they are, the same place for both."""
        if not self.folded:
            return None
        y = min(self.rows_end, self.bottom - self.toggle_h - self.px(4))
        return pygame.Rect(self.rect.x + self.pad, y, self.rect.w - 2 * self.pad,
                           self.toggle_h)

    @property
    def log_title_y(self) -> int:
        if self.folded:  # in the rows' place while open (else not shown)
            return self.row(0).y if self.log_open else self.bottom
        return self.rows_end + self.above_log

    @property
    def log_rect(self) -> pygame.Rect:
        """The game log's text box on screen."""
        toggle = self.toggle_rect()
        bottom = toggle.y if toggle is not None else self.bottom
        return self._log_box(self.log_title_y, bottom)

    def log_room(self) -> int:
        """The least room the game log is shown in: its title and two lines, under the
        part kept above it."""
        return self.px(37) + max(0, self.grown("small")) + \
            2 * font("small", self.ts).get_linesize()

    @property
    def log_shown(self) -> bool:
        """Whether the log is shown: it has room for two lines (the coach's card may take
        it all), under the rows or in their place."""
        if self.folded and not self.log_open:
            return False
        return self.log_rect.h >= 2 * font("small", self.ts).get_linesize()

    # scores --------------------------------------------------------------------------
    def hold_points(self, seat: int, points: int) -> None:
        self.held[seat] += points

    def release_points(self, seat: int, points: int) -> None:
        self.held[seat] -= points

    def shown_scores(self, scores: Sequence[int]) -> list[int]:
        """`scores`, less the points still flying here."""
        return [score - self.held[seat] for seat, score in enumerate(scores)]

    # drawing -------------------------------------------------------------------------
    def regions(self) -> dict[Region, tuple[pygame.Rect, tuple]]:
        """The panel's parts on screen, each with what it shows: name -> (rect, key). A part
        draws only inside its rect, so a change repaints only the parts whose key changed
        (`draw` under a clip draws only the parts there)."""
        facts = self.facts
        mover = facts.mover()
        scores = self.shown_scores(facts.scores())
        top = self.row(0).y - self.px(3)
        regions: dict[Region, tuple[pygame.Rect, tuple]] = {
            "status": (pygame.Rect(self.rect.x, self.rect.y, self.rect.w, top - self.rect.y),
                       (facts.status(), self.status_lines))}
        for seat in range(self.seats if self.rows_shown else 0):
            regions[("row", seat)] = (self.row(seat).inflate(self.pad, self.px(6)),
                                      (self.seat_name(seat), seat == mover,
                                       scores[seat], self.details and self.detail(
                                           seat, seat == mover),
                                       self.name_lines, self.detail_lines, self.compact,
                                       facts.patterns()))
        log = facts.log()
        y = min(self.bottom, self.log_title_y - self.px(3))
        regions["log"] = (pygame.Rect(self.rect.x, y, self.rect.w, self.bottom - y),
                          (len(log.lines), log.lines[-1] if log.lines else None, log.scroll,
                           self.above_log, self.log_shown))
        return regions

    def draw(self, surface: pygame.Surface, origin: tuple[int, int]) -> None:
        """The panel on its own layer (`origin`: the layer's place on screen); under a
        clip, only the parts (`regions`) that meet it."""
        s = self.ts
        ox, oy = origin

        def local(rect: pygame.Rect) -> pygame.Rect:
            return rect.move(-ox, -oy)

        clip = surface.get_clip().move(ox, oy)  # on screen
        rect = local(self.rect)
        pygame.draw.rect(surface, PAPYRUS, rect)
        pygame.draw.line(surface, INK, rect.topleft, rect.bottomleft, max(1, self.px(2)))
        width = rect.w - 2 * self.pad
        if clip.colliderect(self.rect.x, self.rect.y, self.rect.w,
                            self.row(0).y - self.px(3) - self.rect.y):
            status = [self.facts.status()]
            if self.status_lines > 1 and min_text_width(status[0], "body", s, True) > width:
                status = wrap(status[0], font("body", s, bold=True), width)
                status[1:] = [" ".join(status[1:])] if len(status) > 1 else []
            for k, line in enumerate(status):
                draw_text(surface, line, (rect.x + self.pad, rect.y + self.pad + k * font(
                    "body", s, bold=True).get_linesize()), "body", s, INK, bold=True,
                    max_width=width)
        mover = self.facts.mover()
        scores = self.shown_scores(self.facts.scores())
        for seat in range(self.seats if self.rows_shown else 0):
            row = self.row(seat)
            if clip.colliderect(row.inflate(self.pad, self.px(6))):
                self.draw_row(surface, seat, local(row), seat == mover, scores[seat])
        if clip.bottom <= self.log_title_y - self.px(3) or not self.log_shown:
            return
        draw_text(surface, _("Game log"), (rect.x + self.pad, self.log_title_y - oy), "small",
                  s, MUTED_INK, bold=True)
        log_rect = local(self.log_rect)
        pygame.draw.rect(surface, ROW_FILL, log_rect.inflate(8, 8), border_radius=self.px(6))
        self.facts.log().draw(surface, log_rect, s, self.facts.marker)

    def log_rows(self) -> tuple | None:
        """The log's rows as its picture shows them (None: scrolled back, or not shown)."""
        log = self.facts.log()
        if log.scroll or not self.log_shown:
            return None
        return tuple(log.rows(self.log_rect.w, self.ts))

    def scroll_log(self, layer: pygame.Surface, origin: tuple[int, int], before: tuple | None,
                   after: tuple | None) -> list[pygame.Rect] | None:
        """The log on the panel's `layer` (at `origin` on screen) moved up for new rows:
        `before` and `after` are its `log_rows` then and now. The rows both show are
        scrolled in place; the rects (on screen) still to paint are returned: the rows
        new at the bottom, a row's height at the top (where a row half out of view is not
        shown) and the scroll bar. None: the log is to be painted whole."""
        if before is None or after is None or len(after) < len(before):
            return None
        line_h = font("small", self.ts).get_linesize()
        common = next((k for k, (a, b) in enumerate(zip(before, after)) if a != b),
                      min(len(before), len(after)))
        fresh, shift = len(after) - common, len(after) - len(before)
        rect = self.log_rect
        if (fresh + 2) * line_h >= rect.h:
            return None
        bar = max(4, round(6 * self.ts)) + 2
        text = pygame.Rect(rect.x, rect.y, rect.w - bar, rect.h)
        if shift:
            clip = layer.get_clip()
            layer.set_clip(text.move(-origin[0], -origin[1]))
            layer.scroll(0, -shift * line_h)
            layer.set_clip(clip)
        top = rect.h % line_h + line_h
        return [pygame.Rect(rect.x, rect.bottom - fresh * line_h, rect.w, fresh * line_h),
                pygame.Rect(rect.x, rect.y, rect.w, top),
                pygame.Rect(text.right, rect.y, bar, rect.h)]

    def detail(self, seat: int, active: bool) -> str:
        """What a seat's row says under its name: the game's detail, or that a bot thinks."""
        facts = self.facts
        if active and facts.is_bot(seat) and not facts.read_only and facts.deciding():
            share = facts.thinking()
            if share is not None and share >= 0:
                # TRANSLATORS: a bot's seat row while it thinks long; {percent} of its search
                return _("thinking {percent}%").format(percent=int(100 * share)) \
                    + thinking_dots(facts.clock())
            return _("thinking") + thinking_dots(facts.clock())
        return facts.seat_detail(seat)

    def draw_row(self, surface: pygame.Surface, seat: int, row: pygame.Rect, active: bool,
                 score: int) -> None:
        s = self.ts
        pygame.draw.rect(surface, ROW_FILL, row, border_radius=self.px(8))
        if active:
            pygame.draw.rect(surface, GOLD, row, max(2, self.px(3)), border_radius=self.px(8))
        # the seat's mark beside the name's first line (at larger text, its middle)
        mark_y = row.y + max(self.px(17), self.px(5) + font("body", s, bold=True)
                             .get_linesize() // 2)
        self.facts.marker(surface, seat, (row.x + self.px(18), mark_y), self.px(9))
        name = self.seat_name(seat)
        # the score and the detail change with the game: rendered afresh (the panel is a
        # cached layer), not kept in the shared text cache
        score_rect = draw_text(surface, str(score), (row.right - self.px(10),
                                                     row.y + self.px(4)),
                               self.score_role, s, INK, bold=True, anchor="topright",
                               keep=False)
        # the name has the row up to the score (a long name shrinks before it is elided)
        name_x = row.x + self.px(34)
        room = score_rect.x - self.px(10) - name_x
        if self.name_lines == 1 and min_text_width(name, "body", s, active) > room:
            name = self.facts.name(seat)  # no room for the bot's mark
        names = [name]
        if self.name_lines > 1 and min_text_width(name, "body", s, active) > room:
            names = wrap(name, font("body", s, bold=True), room)
            names[1:] = [" ".join(names[1:])] if len(names) > 1 else []
        for k, line in enumerate(names):
            draw_text(surface, line, (name_x, row.y + self.px(5) + k * font(
                "body", s, bold=True).get_linesize()), "body", s, INK, bold=active,
                max_width=room)
        if not self.details:
            return
        detail = self.detail(seat, active)
        # the detail runs under the seat marker too (the whole row's width), on as many
        # lines as the rows have room for
        f = font("small", s)
        lines = wrap(detail, f, self.detail_width())
        if len(lines) > self.detail_lines:
            lines[self.detail_lines - 1:] = [" ".join(lines[self.detail_lines - 1:])]
        for k, line in enumerate(lines):
            draw_text(surface, line, (row.x + self.px(10),
                                      row.y + self.detail_y + k * f.get_linesize()),
                      "small", s, MUTED_INK, max_width=self.detail_width(), keep=False)
