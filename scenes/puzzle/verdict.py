"""What a puzzle's verdict says, in the player's language: whether the move solved it, the
player's move and the bot's in the game's words (as the turning points name them), why the
bot's move is good and the chance to win with each."""

from engines.ai.analysis import TurningPoint
from engines.ai.puzzles import BEST, NOISE, Outcome, Puzzle
from scenes.charts.analysis_charts import turning_point_text
from shell.language.i18n import N_, _
from shell.language.reasons import tr_message

HEADS = {
    BEST: N_("Solved: you found the bot's move."),
    NOISE: N_("Solved: your move is as good as the bot's, within what its search can tell "
              "apart."),
}
NOT_SOLVED = N_("Not solved: the bot's move is clearly better.")


def as_turning_point(puzzle: Puzzle, outcome: Outcome) -> TurningPoint:
    """The player's move against the bot's, as a turning point (how the board and the words
    show two moves)."""
    return TurningPoint(0, puzzle.seat, outcome.best_win, outcome.move_win, outcome.move[0],
                        puzzle.preferred[0], outcome.move, puzzle.preferred)


def verdict_head(outcome: Outcome) -> str:
    """The verdict's first line."""
    return _(HEADS.get(outcome.how, NOT_SOLVED))


def verdict_lines(puzzle: Puzzle, outcome: Outcome) -> list[str]:
    """The verdict box's lines (the position is the puzzle's)."""
    mine, bots = turning_point_text(puzzle.game, puzzle.state(),
                                    as_turning_point(puzzle, outcome))
    lines = [verdict_head(outcome),
             _("Your move (white outline): “{move}”.").format(move=mine)]
    if bots is None:
        lines.append(_("The bot plays the same move."))
    else:
        lines.append(_("The bot's move (gold): “{move}”.").format(move=bots))
    lines.append(_("Why the bot's move: {reason}.").format(
        reason=tr_message(puzzle.reason)))
    lines.append(_("Chance to win: {mine}% with your move, {bots}% with the bot's.").format(
        mine=round(100 * outcome.move_win), bots=round(100 * outcome.best_win)))
    return lines
