"""A turning point on the replay's board: the move played there and the move the bot preferred.

The results screen opens the replay viewer at a turning point (the position before its move)
and hands it the analysis' `TurningPoint`; while the viewer stands there, the played move's
pieces and targets are outlined in white with lines, the preferred move's as gold ghosts (the
scene's own `step_marks`, as the Hint draws them), and a box names both moves in the game's
words, quoted, with the mover's chance to win with each. Stepping away hides it; coming
back shows it.
"""

import pygame

from scenes.charts.analysis_charts import turning_point_text
from scenes.kit.hint_ghosts import draw_marks, step_marks
from scenes.replay.timeline import stage_message
from shell.language import i18n
from shell.language.i18n import _
from shell.language.reasons import tr_message
from shell.ui.theme import GOLD, INK, PAPYRUS, draw_text, font, panel, wrap

PLAYED = (250, 250, 250)


def comparison_lines(scene, comparison) -> list[str]:  # comparison: a TurningPoint
    """What the box says: when and who, the move played (outlined in white: the outline's
    colour, not a player's), the move the bot would have played (gold) and the seat's chance
    to win with each."""
    played, preferred = turning_point_text(scene.game_id, scene.timeline.state_at(
        comparison.ply), comparison)
    stage = stage_message(scene.timeline.stages[comparison.ply])
    when = tr_message(stage) if stage is not None else _("Step {n}").format(n=comparison.ply + 1)
    lines = [_("{when}, to move: {name}").format(when=when,
                                                 name=scene.session.name(comparison.seat)),
             _("Played (white outline): “{move}”.").format(move=played)]
    if preferred is None:
        lines.append(_("The bot agrees."))
    else:
        lines.append(_("The bot would have played (gold): “{move}”.").format(move=preferred))
    lines.append(_("Chance to win: {after}% with the move played, {before}% with the "
                   "bot's.").format(before=round(100 * comparison.before),
                                    after=round(100 * comparison.after)))
    return lines


def draw_comparison(surface, scene) -> pygame.Rect | None:
    """Both moves on the board and the box naming them, while the viewer stands at the
    turning point; returns the box (None when nothing is shown)."""
    comparison = getattr(scene, "comparison", None)
    if comparison is None or scene.position != comparison.ply:
        return None
    key = (comparison, i18n.current_language())
    cached = getattr(scene, "_comparison_lines", None)
    if cached is None or cached[0] != key:
        cached = scene._comparison_lines = (key, comparison_lines(scene, comparison))
    return draw_moves(surface, scene, comparison.played_steps, comparison.preferred_steps,
                      cached[1])


def draw_moves(surface, scene, played_steps, preferred_steps, lines) -> pygame.Rect | None:
    """Two whole moves on the board, the one played (`played_steps`) outlined in white with
    lines, the one preferred as gold ghosts, and the box of `lines` naming them at the foot
    of the table, moved up (not above the prompt) where it would cover their marks; returns
    the box (None: no lines, no box). The turning points' display, and a puzzle's verdict
    (scenes/puzzle/)."""
    s, ts = scene.scale, scene.text_scale
    played = step_marks(scene, played_steps)
    preferred = step_marks(scene, preferred_steps)
    marked = draw_marks(surface, scene, played, PLAYED, alpha=0, width=2)
    marked += draw_marks(surface, scene, preferred, GOLD, lines=False)
    if not lines:
        return None
    table = scene.table_rect
    width = min(table.w - round(40 * s), round(760 * ts))
    f = font("small", ts)  # the player's text size
    rows = []
    for line in lines:
        rows += wrap(line, f, width - round(28 * s))
    box = pygame.Rect(0, 0, width, f.get_linesize() * len(rows) + round(20 * s))
    box.midbottom = (table.centerx, table.bottom - round(14 * s))
    prompt = scene.prompt_box
    top = (prompt.bottom if prompt is not None else table.y) + round(8 * s)
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
