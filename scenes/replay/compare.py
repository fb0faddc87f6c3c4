"""A turning point on the replay's board: the move played there and the move the bot preferred.

The results screen opens the replay viewer at a turning point (the position before its move)
and hands it the analysis' `TurningPoint`; while the viewer stands there, the played move's
pieces and targets are outlined in white with lines, the preferred move's as gold ghosts (the
scene's own `step_marks`, as the Hint draws them), and a box names both moves in the game's
words, quoted, with the mover's chance to win with each. Stepping away hides it; coming
back shows it.

The box reads of the viewer only what a `ComparedTable` says: the turning point and where
the viewer stands, the timeline, the names, and the marks' table (the view, areas, scale).
`draw_moves` draws any two whole moves and a box of lines so (a puzzle's verdict too,
scenes/puzzle/), reading only a `MovesTable`.
"""

import weakref
from typing import Protocol

import pygame

from engines.ai.analysis import TurningPoint
from scenes.charts.analysis_charts import turning_point_text
from scenes.kit.context import TableContext
from scenes.kit.hint_ghosts import MarkTable, draw_marks, step_marks
from scenes.replay.timeline import Timeline, stage_message
from shell.language import i18n
from shell.language.i18n import _
from shell.language.reasons import tr_message
from shell.ui.theme import GOLD, INK, PAPYRUS, draw_text, font, panel, wrap

PLAYED = (250, 250, 250)


class MovesTable(MarkTable, Protocol):
    """What two moves and their box read of a table."""

    @property
    def ctx(self) -> TableContext:
        """The view's context: the players' names, the table's rect, the text size."""

    @property
    def prompt_box(self) -> pygame.Rect | None:
        """The prompt's box over the table, which the box keeps clear of."""


class ComparedTable(MovesTable, Protocol):
    """What the turning point's box reads of the replay viewer's table."""

    @property
    def game_id(self) -> str: ...

    @property
    def timeline(self) -> Timeline:
        """The replay's positions and stages."""

    @property
    def position(self) -> int:
        """The actions played at the position shown."""

    @property
    def comparison(self) -> TurningPoint | None:
        """The turning point to show (None: none)."""


# each table's box lines with what they were made for (a turning point and a language)
_MADE: "weakref.WeakKeyDictionary[ComparedTable, tuple[tuple, list[str]]]" = (
    weakref.WeakKeyDictionary())


def comparison_lines(table: ComparedTable, comparison: TurningPoint) -> list[str]:
    """What the box says: when and who, the move played (outlined in white: the outline's
    colour, not a player's), the move the bot would have played (gold) and the seat's chance
    to win with each."""
    played, preferred = turning_point_text(table.game_id, table.timeline.state_at(
        comparison.ply), comparison)
    stage = stage_message(table.timeline.stages[comparison.ply])
    when = tr_message(stage) if stage is not None else _("Step {n}").format(n=comparison.ply + 1)
    name = table.ctx.queries.name(comparison.seat)
    lines = [_("{when}, to move: {name}").format(when=when, name=name),
             _("Played (white outline): “{move}”.").format(move=played)]
    if preferred is None:
        lines.append(_("The bot agrees."))
    else:
        lines.append(_("The bot would have played (gold): “{move}”.").format(move=preferred))
    lines.append(_("Chance to win: {after}% with the move played, {before}% with the "
                   "bot's.").format(before=round(100 * comparison.before),
                                    after=round(100 * comparison.after)))
    return lines


def draw_comparison(surface: pygame.Surface, table: ComparedTable) -> pygame.Rect | None:
    """Both moves on the board and the box naming them, while the viewer stands at the
    turning point; returns the box (None when nothing is shown)."""
    comparison = table.comparison
    if comparison is None or table.position != comparison.ply:
        return None
    key = (comparison, i18n.current_language())
    made = _MADE.get(table)
    if made is None or made[0] != key:
        made = _MADE[table] = (key, comparison_lines(table, comparison))
    return draw_moves(surface, table, comparison.played_steps, comparison.preferred_steps,
                      made[1])


def draw_moves(surface: pygame.Surface, table: MovesTable, played_steps, preferred_steps,
               lines: list[str]) -> pygame.Rect | None:
    """Two whole moves on the board, the one played (`played_steps`) outlined in white with
    lines, the one preferred as gold ghosts, and the box of `lines` naming them (at the
    player's text size) at the foot of the table, moved up (not above the prompt) where it
    would cover their marks; returns the box (None: no lines, no box)."""
    s, ts = table.scale, table.ctx.text_scale
    played = step_marks(table, played_steps)
    preferred = step_marks(table, preferred_steps)
    marked = draw_marks(surface, table, played, PLAYED, alpha=0, width=2)
    marked += draw_marks(surface, table, preferred, GOLD, lines=False)
    if not lines:
        return None
    room = table.ctx.table_rect
    width = min(room.w - round(40 * s), round(760 * ts))
    f = font("small", ts)
    rows = []
    for line in lines:
        rows += wrap(line, f, width - round(28 * s))
    box = pygame.Rect(0, 0, width, f.get_linesize() * len(rows) + round(20 * s))
    box.midbottom = (room.centerx, room.bottom - round(14 * s))
    prompt = table.prompt_box
    top = (prompt.bottom if prompt is not None else room.y) + round(8 * s)
    if any(box.colliderect(r) for r in marked):
        best: tuple[int, int] | None = None
        for y in range(box.y, top - 1, -max(4, round(8 * s))):
            place = box.copy()
            place.y = y
            cover = sum(place.clip(r).w * place.clip(r).h for r in marked)
            if best is None or cover < best[0]:
                best = (cover, y)
            if cover == 0:
                break
        if best is not None:  # (it is: the box's own place is tried first)
            box.y = best[1]
    panel(surface, box, fill=PAPYRUS, radius=round(10 * s), border=GOLD,
          border_width=max(2, round(2 * s)), scale=s)
    y = box.y + round(10 * s)
    for row in rows:
        draw_text(surface, row, (box.centerx, y), "small", ts, INK, anchor="midtop")
        y += f.get_linesize()
    return box
