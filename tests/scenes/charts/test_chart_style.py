"""Charts for colour-blind players: every series has its own dash pattern and
marker shape, so two series drawn in the SAME colour still look different, in the analysis
charts (score over time, chance to win), their legend and the statistics chart."""

import pygame
import pytest

from engines.ai.analysis import Analysis
from scenes.charts import analysis_charts
from scenes.charts.style import (
    dash_runs,
    draw_series,
    legend_sample,
    points_along,
    series_style,
)
from scenes.charts.win_rates import draw_win_rate_history
from shell.store.stats import GameRecord, win_rate_history

COLOUR = (200, 40, 40)


def mask(draw) -> set:
    """The pixels `draw(surface)` paints on a blank surface."""
    surface = pygame.Surface((400, 300))
    surface.fill((255, 255, 255))
    draw(surface)
    return {(x, y) for x in range(400) for y in range(300)
            if surface.get_at((x, y))[:3] != (255, 255, 255)}


def test_the_first_four_series_have_four_patterns_and_four_markers():
    styles = [series_style(k) for k in range(4)]
    assert len({s.dash for s in styles}) == 4
    assert len({s.marker for s in styles}) == 4
    assert series_style(4) == series_style(0)


def test_dash_runs_follow_the_pattern_across_corners():
    runs = dash_runs([(0, 0), (10, 0), (10, 20)], (6, 4))
    # along the line: on 0-6, off 6-10, on 10-16 (from the corner), off 16-20, on 20-26,
    # off 26-30 (the end)
    assert runs == [[(0.0, 0.0), (6.0, 0.0)], [(10.0, 0.0), (10.0, 6.0)],
                    [(10.0, 10.0), (10.0, 16.0)]]
    assert dash_runs([(0, 0), (30, 0)], ()) == [[(0.0, 0.0), (30.0, 0.0)]]


def test_markers_are_set_at_even_distances_along_the_line():
    assert points_along([(0, 0), (100, 0), (100, 100)], 50, 10) == [
        (10, 0), (60, 0), (100, 10), (100, 60)]


@pytest.mark.parametrize("a,b", [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)])
def test_two_series_in_the_same_colour_differ_in_pattern(a, b):
    line = [(20, 150), (120, 60), (220, 200), (380, 100)]
    first = mask(lambda s: draw_series(s, COLOUR, line, a, 1.0))
    second = mask(lambda s: draw_series(s, COLOUR, line, b, 1.0))
    assert len(first ^ second) > 150, "the lines look different without their colours"
    sample_a = mask(lambda s: legend_sample(s, COLOUR, (20, 20), a, 1.0))
    sample_b = mask(lambda s: legend_sample(s, COLOUR, (20, 20), b, 1.0))
    assert sample_a != sample_b, "the legend shows the difference too"


def analysis() -> Analysis:
    scores = [[k, 2 * k] for k in range(41)]
    chances = [[(k, 0.5 + k / 100) for k in range(0, 40, 4)],
               [(k, 0.5 - k / 100) for k in range(2, 40, 4)]]
    return Analysis("imhotep", 2, 40, scores, [], [], chances, [])


@pytest.mark.parametrize("chart", ["score", "chance"])
def test_the_analysis_charts_draw_each_seat_in_its_own_pattern(chart, monkeypatch):
    """Each seat's line (and its legend sample) is drawn in that seat's style, so with every
    seat in the same colour the chart still shows which line is whose."""
    pygame.font.init()
    lines, samples = [], []
    monkeypatch.setattr(analysis_charts, "draw_series",
                        lambda surface, colour, points, index, s: lines.append(index))
    monkeypatch.setattr(analysis_charts, "legend_sample",
                        lambda surface, colour, left, index, s, n: samples.append(index))
    surface = pygame.Surface((400, 300))
    rect = pygame.Rect(0, 0, 400, 300)
    if chart == "score":
        analysis_charts.score_chart(surface, rect, analysis(), [COLOUR, COLOUR], 1.0,
                                    ["Ann", "Bob"])
        assert samples == [0, 1]  # the legend, in seat order
    else:
        analysis_charts.chance_chart(surface, rect, analysis(), [COLOUR, COLOUR], 1.0)
    assert lines == [0, 1]


def test_the_statistics_history_lines_differ_in_pattern():
    pygame.font.init()
    records = [GameRecord("imhotep", "hard", 2, 10, k % 3 == 0, 0, float(k))
               for k in range(30)]
    points = win_rate_history(records, "imhotep", "hard")
    from scenes.charts import win_rates as stats_chart

    drawn = []
    original = stats_chart.draw_series
    stats_chart.draw_series = lambda *args, **kw: drawn.append(args[3]) or original(*args,
                                                                                   **kw)
    try:
        surface = pygame.Surface((600, 400))
        draw_win_rate_history(surface, pygame.Rect(0, 0, 600, 400), points, "", 1.0)
    finally:
        stats_chart.draw_series = original
    assert drawn == [0, 1]
    assert series_style(0).dash != series_style(1).dash


def test_turning_points_close_together_get_rings_apart():
    from engines.ai.analysis import TurningPoint

    pygame.font.init()
    data = analysis()
    data.turning_points = [TurningPoint(k, k % 2, 0.5, 0.1, ("a",), ("b",)) for k in (1, 2, 3)]
    surface = pygame.Surface((400, 300))
    rings = analysis_charts.chance_chart(surface, pygame.Rect(0, 0, 400, 300), data,
                                         [COLOUR, COLOUR], 1.0)
    rects = [rect for _n, rect, _p in rings]
    assert len(rects) == 3
    for a in rects:
        assert surface.get_rect().contains(a)
        for b in rects:
            assert a is b or not a.colliderect(b)


def test_one_game_over_time_is_one_marker_per_series(monkeypatch):
    """With a single game the history chart shows one point for each series, not a line of
    repeated markers across the plot."""
    pygame.font.init()
    from scenes.charts import style as chart_style

    points = win_rate_history([GameRecord("aton", "easy", 2, 10, True, 0, 1.0)], "aton", "easy")
    markers = []
    original = chart_style.draw_marker
    monkeypatch.setattr(chart_style, "draw_marker",
                        lambda surface, colour, centre, marker, radius:
                        markers.append((centre, marker)) or original(surface, colour, centre,
                                                                     marker, radius))
    surface = pygame.Surface((600, 400))
    draw_win_rate_history(surface, pygame.Rect(0, 0, 600, 400), points, "", 1.0)
    plotted = [m for m in markers if m[0][1] < 300]  # the legend's samples sit below the plot
    assert len(plotted) == 2
    assert {m[1] for m in plotted} == {series_style(0).marker, series_style(1).marker}
