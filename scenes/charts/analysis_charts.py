"""The post-game analysis drawn in pygame, in the app's palette: score over time, each
player's chance to win, the turning points (numbered gold rings on the chance chart, and a
line each naming the move played and the move the bot preferred, in the game's words).

Each player's line has their seat colour and also their own dash pattern and marker shape
(scenes/charts/style.py), shown in the legend, so the lines can be told apart without colour.
"""

import pygame

from engines.ai.hint_phrases import describe_move, phrasing
from engines.ai.whole_move import MAX_STEPS
from scenes.charts.style import draw_series, legend_sample
from shell.language.i18n import _
from shell.language.reasons import tr_message
from shell.ui.theme import (
    GOLD,
    INK,
    MUTED_INK,
    PAPYRUS,
    SAND_DARK,
    draw_text,
    first_lines,
    font,
    wrap,
)

GRID = SAND_DARK


def _frame(surface, rect, title, s, ts=None, names=None) -> pygame.Rect:
    """Background, title and the plotting area inside `rect` (texts at the text scale
    `ts`), under the legend of `names` where it takes rows of its own."""
    ts = ts or s
    pygame.draw.rect(surface, PAPYRUS, rect, border_radius=round(8 * s))
    pygame.draw.rect(surface, SAND_DARK, rect, 1, border_radius=round(8 * s))
    title_rect = draw_text(surface, title, (rect.x + round(10 * s), rect.y + round(6 * s)),
                           "small", ts, INK, bold=True, max_width=rect.w - round(20 * s))
    bottom = title_rect.bottom
    if names:
        bottom = max(bottom, legend_places(rect, title, names, s, ts)[1])
    # the top axis label and a turning point's ring reach half a line above the plot
    small = font("small", ts)
    top = max(rect.y + round(30 * s), bottom + max(round(12 * s), small.get_linesize() // 2))
    left = max(round(40 * s), small.size("100%")[0] + round(10 * s))
    return pygame.Rect(rect.x + left, top, rect.w - left - round(12 * s),
                       rect.bottom - max(round(12 * s), small.get_linesize() // 2) - top)


def legend_places(rect, title, names, s, ts) -> tuple[list, int]:
    """Where `legend` puts each name's sample (its left end and the line's middle), and the
    bottom of the legend: right-aligned on the title's row where all fit beside it, else
    on rows of their own under it, wrapped."""
    small = font("small", ts)
    line = small.get_linesize()
    sample, gap, pad = round(30 * s), round(14 * s), round(10 * s)
    widths = [sample + round(6 * s) + min(small.size(name)[0], rect.w - 2 * pad - sample)
              for name in names]
    title_w = font("small", ts, bold=True).size(title)[0]
    top = rect.y + round(6 * s)
    if title_w + sum(widths) + gap * len(widths) + 3 * pad <= rect.w:
        x = rect.right - pad - sum(widths) - gap * (len(widths) - 1)
        places: list[tuple[int, int]] = []
        for width in widths:
            places.append((x, top + line // 2))
            x += width + gap
        return places, top + line
    y = top + font("small", ts, bold=True).get_linesize()
    x = rect.x + pad
    places = []  # the title's row is full: rows of their own
    for width in widths:
        if x > rect.x + pad and x + width > rect.right - pad:
            x, y = rect.x + pad, y + line
        places.append((x, y + line // 2))
        x += width + gap
    return places, y + line


def legend(surface, rect, names, colours, s, ts=None, title="") -> None:
    """Each player's name after a sample of their line (pattern and marker) on the title's
    row or under it (`legend_places`)."""
    ts = ts or s
    sample = round(30 * s)
    places, _bottom = legend_places(rect, title, names, s, ts)
    room = rect.w - round(20 * s) - sample - round(6 * s)
    for seat, (x, y) in enumerate(places):
        legend_sample(surface, colours[seat], (x, y), seat, s, sample)
        draw_text(surface, names[seat], (x + sample + round(6 * s), y), "small", ts, INK,
                  anchor="midleft", max_width=room)


def _xy(plot, x_max, y_min, y_max, x, y) -> tuple[int, int]:
    fx = x / x_max if x_max else 0.0
    fy = (y - y_min) / (y_max - y_min) if y_max > y_min else 0.0
    return (round(plot.x + fx * plot.w), round(plot.bottom - fy * plot.h))


def score_chart(surface, rect, analysis, colours, s, names=None, ts=None) -> None:
    """Every player's score after each move; round, level and scoring marks as lines."""
    ts = ts or s
    title = _("Score over the game")
    plot = _frame(surface, rect, title, s, ts, names)
    if names:
        legend(surface, rect, names, colours, s, ts, title)
    plies = max(1, analysis.plies)
    top = max([max(row) for row in analysis.scores] + [1])
    bottom = min([min(row) for row in analysis.scores] + [0])
    for ply, kind in analysis.marks:
        if kind == "scoring":
            x, _y = _xy(plot, plies, bottom, top, ply, bottom)
            pygame.draw.line(surface, GRID, (x, plot.y), (x, plot.bottom), 1)
    pygame.draw.line(surface, MUTED_INK, plot.bottomleft, plot.bottomright, 1)
    pygame.draw.line(surface, MUTED_INK, plot.bottomleft, plot.topleft, 1)
    draw_text(surface, str(top), (plot.x - round(4 * s), plot.y), "small", ts, MUTED_INK,
              anchor="midright")
    draw_text(surface, str(bottom), (plot.x - round(4 * s), plot.bottom), "small", ts,
              MUTED_INK, anchor="midright")
    for seat in range(analysis.players):
        points = [_xy(plot, plies, bottom, top, ply, row[seat])
                  for ply, row in enumerate(analysis.scores)]
        draw_series(surface, colours[seat], points, seat, s)


def chance_points(plot, analysis, seat) -> list[tuple[int, int]]:
    """The step line of `seat`'s chance to win (its estimate holds until its next turn
    begins: engines/ai/analysis.py takes it there only)."""
    plies = max(1, analysis.plies)
    points: list[tuple[int, int]] = []
    line = analysis.chances[seat]
    for k, (ply, value) in enumerate(line):
        x, y = _xy(plot, plies, 0.0, 1.0, ply, value)
        if k:
            points.append((x, points[-1][1]))
        points.append((x, y))
    return points


def chance_chart(surface, rect, analysis, colours, s, ts=None) -> list:
    """Each player's chance to win; returns [(number, ring rect, turning point)]."""
    ts = ts or s
    plot = _frame(surface, rect, _("Chance to win (the Hard bot's estimate)"), s, ts)
    plies = max(1, analysis.plies)
    half = _xy(plot, plies, 0.0, 1.0, 0, 0.5)[1]
    pygame.draw.line(surface, GRID, (plot.x, half), (plot.right, half), 1)
    pygame.draw.line(surface, MUTED_INK, plot.bottomleft, plot.bottomright, 1)
    pygame.draw.line(surface, MUTED_INK, plot.bottomleft, plot.topleft, 1)
    shown: tuple[tuple[str, float], ...] = (("100%", 1.0), ("50%", 0.5), ("0%", 0.0))
    if plot.h // 2 < font("small", ts).get_linesize():  # no room for the middle one
        shown = shown[::2]
    for label, value in shown:
        y = _xy(plot, plies, 0.0, 1.0, 0, value)[1]
        draw_text(surface, label, (plot.x - round(4 * s), y), "small", ts, MUTED_INK,
                  anchor="midright")
    for seat in range(analysis.players):
        points = chance_points(plot, analysis, seat)
        draw_series(surface, colours[seat], points, seat, s)
    rings = []
    radius = max(round(11 * s), font("small", ts, bold=True).size("9")[1] // 2 + round(2 * s))
    placed: list = []
    for number, point in enumerate(analysis.turning_points, start=1):
        x = _xy(plot, plies, 0.0, 1.0, point.ply, 0.0)[0]
        y = _xy(plot, plies, 0.0, 1.0, 0, point.before)[1]
        x, y = clear_spot((x, y), placed, radius, plot)
        placed.append((x, y))
        pygame.draw.circle(surface, PAPYRUS, (x, y), radius)
        pygame.draw.circle(surface, GOLD, (x, y), radius, max(2, round(3 * s)))
        draw_text(surface, str(number), (x, y), "small", ts, INK, bold=True, anchor="center")
        rings.append((number, pygame.Rect(x - radius, y - radius, 2 * radius, 2 * radius),
                      point))
    return rings


def clear_spot(centre, placed, radius, plot) -> tuple[int, int]:
    """`centre`, moved up or down by whole rings until it overlaps no ring in `placed`
    (turning points close together stay readable), kept inside `plot`."""
    x, y = centre
    step = 2 * radius + 2
    for k in range(0, 12):
        for dy in ((0,) if k == 0 else (-k * step, k * step)):
            spot = (x, max(plot.y + radius, min(plot.bottom - radius, y + dy)))
            if all((spot[0] - px) ** 2 + (spot[1] - py) ** 2 >= step * step
                   for px, py in placed):
                return spot
    return x, y


def differing_moves(game, state, played, preferred) -> tuple:
    """(position, played steps, preferred steps) with what both moves share left out: the
    common first steps (played from `state`, which is not modified), and the steps both
    moves share where their order does not matter (the game's Phrasing says which: cards
    laid on the same ornament). Empty steps: the moves are the same."""
    played, preferred = list(played), list(preferred)
    world = state.clone()

    def advance(action):
        nonlocal world
        try:
            if world is not None:
                world.apply(action)
        except Exception:  # noqa: BLE001 (the names then come from the steps alone)
            world = None

    while played and preferred and played[0] == preferred[0] and len(played) > 1 \
            and len(preferred) > 1:
        advance(played.pop(0))
        preferred.pop(0)
    if played == preferred:
        return world, (), ()
    unordered = phrasing(game).unordered  # steps whose order does not matter (cards laid)
    if unordered:
        both = set(played) & set(preferred)
        if all(a[0] in unordered for a in both) and len(both) < max(len(played),
                                                                     len(preferred)):
            first = min(k for k, a in enumerate(played) if a[0] in unordered) if both else 0
            for a in played[:first]:
                advance(a)
            played = [a for a in played[first:] if a not in both]
            preferred = [a for a in preferred[first:] if a not in both]
            for a in sorted(both):
                advance(a)
    return world, tuple(played), tuple(preferred)


def turning_point_text(game, state, point) -> tuple[str, str | None]:
    """(what was played, what the bot preferred or None when it agreed) for a turning point
    at `state` (the position before it), naming only what differs; lowercase fragments,
    quoted where they are said."""
    world, played, preferred = differing_moves(game, state, point.played_steps[:MAX_STEPS],
                                               point.preferred_steps[:MAX_STEPS])
    if not played:
        return tr_message(describe_move(game, state, point.played_steps)), None
    said = tr_message(describe_move(game, world, played))
    other = tr_message(describe_move(game, world, preferred))
    if said == other:
        if phrasing(game).words_name_a_move:  # the same move in the game's words (an equal cell)
            return said, None
        other = _("the same move, in another place (see it on the board)")
    return said, other


def moment(point, stages=None) -> str:
    """When a turning point happened, in the player's language: its round, level or turn
    (`stages[ply]`, a marked Message, where the game has them), else its step's number."""
    stage = (stages or {}).get(point.ply)
    if stage is not None:
        return tr_message(stage)
    return _("Step {n}").format(n=point.ply + 1)


def turning_point_lines(analysis, names, game, states=None, stages=None) -> list[str]:
    """One line per turning point, in the player's language; `states[ply]` is the position
    before each turning point's move (without it, each move's first step alone is named),
    `stages[ply]` its round, level or turn (see `moment`). Both moves are quoted, lowercase,
    in sentences of their own: a move's steps are joined by the game's words, never by the
    punctuation that ends the sentence."""
    from engines.ai.hint_phrases import move_message

    lines = []
    for number, point in enumerate(analysis.turning_points, start=1):
        state = (states or {}).get(point.ply)
        if state is not None:
            played, preferred = turning_point_text(game, state, point)
        else:
            played = tr_message(move_message(game, point.played))
            preferred = (None if point.played == point.preferred else
                         tr_message(move_message(game, point.preferred)))
        head = _("{number}. {when}, {name}: chance to win {after}% with the move played, "
                 "{before}% with the bot's.").format(
            number=number, when=moment(point, stages), name=names[point.seat],
            before=round(100 * point.before), after=round(100 * point.after))
        said = _("Played: “{move}”.").format(move=played)
        advice = (_("The bot agrees.") if preferred is None else
                  _("The bot would have played: “{move}”.").format(move=preferred))
        lines.append(f"{head} {said} {advice}")
    return lines


def draw_turning_points(surface, rect, lines, s, ts=None) -> list:
    """The turning points' lines under their heading; returns [(index, rect)] of each line's
    text (a click there opens the turning point). What has no room is reported left out."""
    ts = ts or s
    f = font("small", ts)
    heading = font("small", ts, bold=True)
    y = rect.y
    for part in wrap(_("Turning points (click one to see it on the board)"), heading, rect.w):
        draw_text(surface, part, (rect.x, y), "small", ts, INK, bold=True)
        y += heading.get_linesize()
    y += max(0, round(22 * s) - heading.get_linesize())
    if not lines:
        for part in wrap(_("None: the bot would have played each move as it was played."), f,
                         rect.w):
            draw_text(surface, part, (rect.x, y), "small", ts, INK)
            y += f.get_linesize()
    places = []
    for index, line in enumerate(lines):
        parts = wrap(line, f, rect.w)
        if y + len(parts) * f.get_linesize() > rect.bottom:
            first_lines([" ".join(lines[index:])], 0, surface, rect)
            break
        top = y
        for part in parts:
            draw_text(surface, part, (rect.x, y), "small", ts, INK)
            y += f.get_linesize()
        places.append((index, pygame.Rect(rect.x, top, rect.w, y - top)))
        y += round(4 * s)
    return places


def points_height(lines, width, s, ts=None) -> int:
    """The height `draw_turning_points` needs for `lines` at `width`."""
    ts = ts or s
    f = font("small", ts)
    heading = font("small", ts, bold=True)
    title = _("Turning points (click one to see it on the board)")
    height = max(round(22 * s), len(wrap(title, heading, width)) * heading.get_linesize())
    return height + sum(len(wrap(line, f, width)) * f.get_linesize() + round(4 * s)
                        for line in lines)


def progress_bar(surface, rect, fraction, text, s, ts=None) -> None:
    pygame.draw.rect(surface, PAPYRUS, rect, border_radius=round(6 * s))
    inner = rect.inflate(-4, -4)
    inner.w = max(0, round(inner.w * min(1.0, max(0.0, fraction))))
    pygame.draw.rect(surface, GOLD, inner, border_radius=round(5 * s))
    pygame.draw.rect(surface, INK, rect, 1, border_radius=round(6 * s))
    draw_text(surface, text, (rect.centerx, rect.y - round(6 * s)), "small", ts or s, INK,
              anchor="midbottom")
