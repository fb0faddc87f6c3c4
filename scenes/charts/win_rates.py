"""The statistics charts: win rate per game and opponent level, as grouped bars, and the
win rate of one game and level over time (after each game, over all and over the last ten).

Drawn with pygame in the app's palette; every level also has its own hatching, so the bars
can be told apart without colour. The y axis runs from 0 to 100 % with a line every 25 %;
each bar is labelled with its rate and the number of games under it.
"""

import time

import pygame

from scenes.charts import style as chart_style
from scenes.charts.style import draw_series, legend_sample
from scenes.games import game_title, games
from shell.language.i18n import N_, _, ngettext
from shell.store.stats import LEVELS, RECENT_GAMES
from shell.ui import textlog
from shell.ui.theme import (
    DEEP_NILE,
    GOLD,
    INK,
    MUTED_INK,
    PALM,
    SAND_DARK,
    TERRACOTTA,
    draw_text,
    font,
    min_text_width,
)

LEVEL_COLOURS = {"random": SAND_DARK, "easy": PALM, "medium": DEEP_NILE, "hard": TERRACOTTA,
                 "expert": INK, "hotseat": GOLD}


LEVEL_NAMES = {"random": N_("Random bots"), "easy": N_("Easy bots"),
               "medium": N_("Medium bots"), "hard": N_("Hard bots"),
               "expert": N_("Expert bots"),
               "hotseat": N_("People only")}


def level_label(level: str) -> str:
    """The opponents of a statistics row: the strongest bot level, or people only."""
    name = LEVEL_NAMES.get(level)
    return _(name) if name else level


def _hatch(surface, rect, level: str, scale: float) -> None:
    """A pattern per level (none, lines one way, the other way, crosses, level lines, dots)."""
    index = LEVELS.index(level) if level in LEVELS else 0
    step = max(6, round(9 * scale))
    colour = (255, 255, 255)
    clip = surface.get_clip()
    surface.set_clip(rect)
    if index in (1, 3):
        for x in range(rect.x - rect.h, rect.right, step):
            pygame.draw.line(surface, colour, (x, rect.bottom), (x + rect.h, rect.y))
    if index in (2, 3):
        for x in range(rect.x, rect.right + rect.h, step):
            pygame.draw.line(surface, colour, (x, rect.bottom), (x - rect.h, rect.y))
    if index == 4:
        for y in range(rect.y + step // 2, rect.bottom, step):
            pygame.draw.line(surface, colour, (rect.x, y), (rect.right, y))
    if index == 5:
        for y in range(rect.y + step // 2, rect.bottom, step):
            for x in range(rect.x + step // 2, rect.right, step):
                pygame.draw.circle(surface, INK, (x, y), max(1, round(scale * 1.5)))
    surface.set_clip(clip)


def axis_labels(plot: pygame.Rect, line: int) -> list[int]:
    """The percentages the y axis names: every 25 %, fewer where the plot is too short for
    a line of text between two of them (never two labels over each other)."""
    for step in (25, 50, 100):
        if plot.h * step // 100 >= line:
            return list(range(0, 101, step))
    return [0]


def draw_percent_axis(surface, plot: pygame.Rect, line: int, s: float, ts: float) -> None:
    """The 0-100 % grid lines across `plot` and their labels left of it."""
    for pct in axis_labels(plot, line):
        y = plot.bottom - plot.h * pct // 100
        pygame.draw.line(surface, SAND_DARK if pct else MUTED_INK, (plot.x, y),
                         (plot.right, y), 1)
        draw_text(surface, f"{pct}%", (plot.x - round(6 * s), y), "small", ts, MUTED_INK,
                  anchor="midright")


def legend_lines(widths: list[int], room: int, gap: int) -> list[list[int]]:
    """The entries (their indices) on each line of a legend `room` wide, in order."""
    lines: list[list[int]] = [[]]
    x = 0
    for k, width in enumerate(widths):
        if lines[-1] and x + width > room:
            lines.append([])
            x = 0
        lines[-1].append(k)
        x += width + gap
    return lines


def legend_under_plot(widths: list[int], rect: pygame.Rect, axis_w: int,
                      gap: int) -> tuple[list[list[int]], int]:
    """A chart's legend lines and their left edge: under the plot (right of the y axis) when
    they fit in one line, else from the chart's left edge."""
    legend = legend_lines(widths, rect.w - axis_w, gap)
    if len(legend) > 1:
        return legend_lines(widths, rect.w, gap), rect.x
    return legend, rect.x + axis_w


def _no_room(surface, rect, text: str) -> None:
    """The chart was left out: its place is too small at this text size (the text-fit
    tests see it)."""
    textlog.dropped(surface, rect, text)


def draw_win_rates(surface, rect: pygame.Rect, summaries, scale: float,
                   title: bool = True, text_scale: float | None = None) -> None:
    """Grouped bars of win rate, one group per game (in menu order), one bar per level
    (`title`: with the chart's title over it). Texts are at `text_scale` (the window's
    scale times the player's text size); the axis, legend and game names take the room
    their lines need, the game names on two staggered rows where one is too narrow."""
    s = scale
    ts = text_scale or scale
    small = font("small", ts)
    line = small.get_linesize()
    y = rect.y
    if title:
        y = draw_text(surface, _("Win rate by game and opponents"), (rect.x, rect.y), "body",
                      ts, INK, bold=True, max_width=rect.w).bottom
    shown = [g for g in games() if any(row.game == g for row in summaries)]
    levels = [lv for lv in LEVELS if any(row.level == lv for row in summaries)]
    if not shown:
        return
    box = round(14 * s)
    entries = [box + round(6 * s) + small.size(level_label(lv))[0] for lv in levels]
    axis_w = max(round(46 * s), small.size("100%")[0] + round(10 * s))
    legend, legend_x = legend_under_plot(entries, rect, axis_w, round(16 * s))
    legend_h = len(legend) * max(round(26 * s), line)
    top = max(rect.y + round(56 * s) if title else y, y + line + round(4 * s))
    plot_w = rect.w - axis_w
    group_w = plot_w // len(shown)
    names = [game_title(game) for game in shown]
    rows = 1 if all(min_text_width(name, "small", ts, bold=True) <= group_w - round(6 * s)
                    for name in names) else 2
    label_h = round(4 * s) + rows * font("small", ts, bold=True).get_linesize()
    plot = pygame.Rect(rect.x + axis_w, top, plot_w, rect.bottom - top - label_h - legend_h)
    if plot.h < round(40 * s):
        _no_room(surface, rect, _("Win rate by game and opponents"))
        return
    draw_percent_axis(surface, plot, line, s, ts)
    by_key = {(row.game, row.level): row for row in summaries}
    bar_w = max(4, min(round(48 * s), (group_w - round(16 * s)) // max(1, len(levels))))
    labelled = small.size("100%")[0] <= bar_w - 2  # a rate over each bar where it fits
    for g, game in enumerate(shown):
        x0 = plot.x + g * group_w + (group_w - bar_w * len(levels)) // 2
        for k, level in enumerate(levels):
            row = by_key.get((game, level))
            if row is None:
                continue
            height = round(plot.h * row.win_rate)
            bar = pygame.Rect(x0 + k * bar_w + 1, plot.bottom - height, bar_w - 2, height)
            if height:
                pygame.draw.rect(surface, LEVEL_COLOURS.get(level, INK), bar)
                _hatch(surface, bar, level, s)
            pygame.draw.rect(surface, INK, bar.inflate(0, 0) if height else
                             pygame.Rect(bar.x, plot.bottom - 1, bar.w, 2), 1)
            if labelled:
                draw_text(surface, f"{round(row.win_rate * 100)}%",
                          (bar.centerx, bar.y - round(2 * s)), "small", ts, INK,
                          anchor="midbottom")
        row_y = plot.bottom + round(4 * s) + (g % rows) * font("small", ts,
                                                              bold=True).get_linesize()
        draw_text(surface, names[g], (plot.x + g * group_w + group_w // 2, row_y), "small",
                  ts, INK, bold=True, anchor="midtop",
                  max_width=rows * group_w - round(6 * s))
    y = rect.bottom - legend_h
    for entry_line in legend:
        x = legend_x
        for k in entry_line:
            level = levels[k]
            swatch = pygame.Rect(x, y + (line - box) // 2, box, box)
            pygame.draw.rect(surface, LEVEL_COLOURS.get(level, INK), swatch)
            _hatch(surface, swatch, level, s)
            pygame.draw.rect(surface, INK, swatch, 1)
            label = draw_text(surface, level_label(level), (x + box + round(6 * s), y),
                              "small", ts, MUTED_INK)
            x = label.right + round(16 * s)
        y += max(round(26 * s), line)


HISTORY_COLOURS = (DEEP_NILE, TERRACOTTA)


def history_series_names() -> list[str]:
    return [_("All games so far"),
            ngettext("Last {n} game", "Last {n} games", RECENT_GAMES).format(
                n=RECENT_GAMES)]


def draw_win_rate_history(surface, rect: pygame.Rect, points, title: str,
                          scale: float, text_scale: float | None = None) -> pygame.Rect:
    """The win rate after each game, over all games so far (solid, circles) and over the
    last RECENT_GAMES (dashed, squares); the x axis counts the games and gives the dates of
    the first, middle and last (the middle left out where the three would touch). Texts
    are at `text_scale`. Returns the plotting area."""
    s = scale
    ts = text_scale or scale
    small = font("small", ts)
    line = small.get_linesize()
    top = rect.y + round(44 * s)
    if title:
        bottom = draw_text(surface, title, (rect.x, rect.y), "body", ts, INK, bold=True,
                           max_width=rect.w).bottom
        top = max(top, bottom + line // 2 + round(6 * s))
    else:
        top = rect.y + max(round(12 * s), line // 2 + round(4 * s))
    axis_w = max(round(46 * s), small.size("100%")[0] + round(10 * s))
    sample = round(34 * s)
    names = history_series_names()
    entries = [sample + round(6 * s) + small.size(name)[0] for name in names]
    legend, legend_x = legend_under_plot(entries, rect, axis_w, round(18 * s))
    legend_h = len(legend) * max(round(26 * s), line)
    label_h = round(12 * s) + 2 * line
    plot = pygame.Rect(rect.x + axis_w, top, rect.w - axis_w - round(12 * s),
                       rect.bottom - top - label_h - legend_h)
    if plot.h < round(40 * s) or not points:
        if points:
            _no_room(surface, rect, title or names[0])
        return plot
    draw_percent_axis(surface, plot, line, s, ts)
    count = len(points)

    def x_of(n: int) -> int:
        return plot.centerx if count == 1 else plot.x + round(plot.w * (n - 1) / (count - 1))

    def y_of(rate: float) -> int:
        return plot.bottom - round(plot.h * rate)

    for p in points:  # a tick per game under the axis: tall for a win, short for a loss
        x = x_of(p.n)
        tick = round((9 if p.won else 4) * s)
        pygame.draw.line(surface, PALM if p.won else MUTED_INK, (x, plot.bottom),
                         (x, plot.bottom + tick), max(1, round(s)))
    shown = sorted({1, (count + 1) // 2, count}) if count > 2 else sorted({1, count})
    dates = {n: time.strftime("%Y-%m-%d", time.localtime(points[n - 1].finished))
             for n in shown}
    widest = max(max(small.size(_("game {n}").format(n=n))[0], small.size(dates[n])[0])
                 for n in shown)
    if len(shown) == 3 and plot.w < 2 * widest + round(24 * s):
        shown = [1, count]  # the middle one would touch its neighbours
    for n in shown:
        x = x_of(n)
        anchor = "midtop" if 1 < n < count or count == 1 else (
            "topleft" if n == 1 else "topright")
        draw_text(surface, _("game {n}").format(n=n), (x, plot.bottom + round(11 * s)),
                  "small", ts, INK, anchor=anchor)
        draw_text(surface, dates[n], (x, plot.bottom + round(11 * s) + line), "small", ts,
                  MUTED_INK, anchor=anchor)
    for index, attribute in enumerate(("cumulative", "recent")):
        path = [(x_of(p.n), y_of(getattr(p, attribute))) for p in points]
        if count == 1:  # one game is one point per series: its marker, side by side
            x, y = path[0]
            radius = max(3, round(4.5 * s))
            chart_style.draw_marker(surface, HISTORY_COLOURS[index],
                                    (x + (2 * index - 1) * 2 * radius, y),
                                    chart_style.series_style(index).marker, radius)
        else:
            draw_series(surface, HISTORY_COLOURS[index], path, index, s)
    y = rect.bottom - legend_h + max(round(26 * s), line) // 2
    for entry_line in legend:
        x = legend_x
        for index in entry_line:
            right = legend_sample(surface, HISTORY_COLOURS[index], (x, y), index, s, sample)
            label = draw_text(surface, names[index], (right + round(6 * s), y), "small", ts,
                              MUTED_INK, anchor="midleft")
            x = label.right + round(18 * s)
        y += max(round(26 * s), line)
    return plot
