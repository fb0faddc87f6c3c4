"""Chart series told apart by more than colour, for colour-blind players.

Series k (a seat, or a line of the statistics) has its own dash pattern and marker shape:
solid with circles, long dashes with squares, short dashes with triangles, dash-dot with
diamonds (then round again). A line is drawn in its colour over a thin ink edge, its markers
set along it at even distances (shifted per series so that lines on top of each other still
show every marker), and the legend shows a sample with both.
"""

import math
from dataclasses import dataclass

import pygame

from shell.ui.theme import INK

DASHES = ((), (14, 6), (5, 5), (14, 5, 3, 5))  # on/off lengths at scale 1; () is solid
MARKERS = ("circle", "square", "triangle", "diamond")


@dataclass(frozen=True)
class SeriesStyle:
    dash: tuple
    marker: str


def series_style(index: int) -> SeriesStyle:
    return SeriesStyle(DASHES[index % len(DASHES)], MARKERS[index % len(MARKERS)])


def _length(a, b) -> float:
    return math.hypot(b[0] - a[0], b[1] - a[1])


def _towards(a, b, t: float) -> tuple[float, float]:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def dash_runs(points, pattern) -> list[list]:
    """The drawn pieces of the polyline `points` under the on/off `pattern` (lengths in
    pixels): a list of point runs, the pattern carried on across the line's corners."""
    points = [tuple(map(float, p)) for p in points]
    if len(points) < 2 or not pattern:
        return [points] if len(points) >= 2 else []
    runs, current = [], [points[0]]
    k, left = 0, float(pattern[0])  # the pattern entry in force and what remains of it
    for a, b in zip(points, points[1:], strict=False):
        seg = _length(a, b)
        done = 0.0
        while seg - done > left:
            done += left
            cut = _towards(a, b, done / seg)
            if k % 2 == 0:  # an "on" piece ends here
                current.append(cut)
                runs.append(current)
                current = []
            else:
                current = [cut]
            k = (k + 1) % len(pattern)
            left = float(pattern[k])
        left -= seg - done
        if k % 2 == 0:
            current.append(b)
    if k % 2 == 0 and len(current) >= 2:
        runs.append(current)
    return [run for run in runs if len(run) >= 2]


def points_along(points, spacing: float, offset: float) -> list[tuple[int, int]]:
    """Points every `spacing` pixels along the polyline, the first `offset` from its start."""
    out = []
    target = offset
    walked = 0.0
    for a, b in zip(points, points[1:], strict=False):
        seg = _length(a, b)
        while seg and target <= walked + seg:
            x, y = _towards(a, b, (target - walked) / seg)
            out.append((round(x), round(y)))
            target += spacing
        walked += seg
    return out


def draw_marker(surface, colour, center, marker: str, radius: int) -> None:
    """A filled marker shape with an ink edge."""
    x, y = center
    r = max(3, radius)
    if marker == "circle":
        pygame.draw.circle(surface, colour, center, r)
        pygame.draw.circle(surface, INK, center, r, 1)
        return
    if marker == "square":
        shape = [(x - r, y - r), (x + r, y - r), (x + r, y + r), (x - r, y + r)]
    elif marker == "triangle":
        shape = [(x, y - r - 1), (x + r + 1, y + r), (x - r - 1, y + r)]
    else:  # diamond
        shape = [(x, y - r - 1), (x + r + 1, y), (x, y + r + 1), (x - r - 1, y)]
    pygame.draw.polygon(surface, colour, shape)
    pygame.draw.polygon(surface, INK, shape, 1)


def draw_series(surface, colour, points, index: int, scale: float,
                spacing: float | None = None) -> None:
    """Series `index`'s line through `points`: its dash pattern in `colour` over an ink
    edge, its marker every `spacing` pixels (about 70 at scale 1)."""
    if len(points) < 2:
        return
    style = series_style(index)
    width = max(2, round(2.5 * scale))
    pattern = tuple(max(2, round(v * scale)) for v in style.dash)
    runs = dash_runs(points, pattern)
    for run in runs:
        pygame.draw.lines(surface, INK, False, run, width + 2)
    for run in runs:
        pygame.draw.lines(surface, colour, False, run, width)
    spacing = spacing or 70 * scale
    radius = max(3, round(4.5 * scale))
    offset = spacing * (0.25 + 0.18 * (index % 4))
    for center in points_along(points, spacing, offset):
        draw_marker(surface, colour, center, style.marker, radius)


def legend_sample(surface, colour, left: tuple[int, int], index: int, scale: float,
                  length: int | None = None) -> int:
    """A short piece of series `index`'s line with its marker in the middle, starting at
    `left` (its vertical centre); returns its right end."""
    length = length or round(34 * scale)
    x, y = left
    style = series_style(index)
    width = max(2, round(2.5 * scale))
    pattern = tuple(max(2, round(v * scale * 0.6)) for v in style.dash)
    for run in dash_runs([(x, y), (x + length, y)], pattern):
        pygame.draw.lines(surface, INK, False, run, width + 2)
        pygame.draw.lines(surface, colour, False, run, width)
    draw_marker(surface, colour, (x + length // 2, y), style.marker,
                max(3, round(4.5 * scale)))
    return x + length
