"""Puzzles at the table: `open_puzzle(app, puzzle, following)` opens a puzzle's table
(scenes/puzzle/puzzle_table.py); the Puzzles screen (scenes/screens/puzzle_list.py) lists
them. What a puzzle is and how a move is judged: engines/ai/puzzles.py."""

from engines.ai.puzzles import Puzzle

from .puzzle_table import PuzzleTable


def open_puzzle(app, puzzle: Puzzle, following: tuple = (), *, push: bool = True,
                store=None) -> PuzzleTable:
    """The table of `puzzle` (Next opens `following` in turn), pushed when `push`;
    LookupError when its game cannot be played."""
    scene = PuzzleTable(app, puzzle, following=following, store=store)
    if push:
        app.scenes.push(scene)
    return scene


__all__ = ["PuzzleTable", "open_puzzle"]
