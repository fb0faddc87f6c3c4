"""Aton: the two-player duel of priests and temples. Rules in `rules.py`, board in `board.py`,
what a seat sees in `observation.py`."""

from engines.core import Engine

from .rules import SPEC, AtonState, new_game

ENGINE = Engine(SPEC, new_game, AtonState.from_json)

__all__ = ["ENGINE", "SPEC", "AtonState", "new_game"]
