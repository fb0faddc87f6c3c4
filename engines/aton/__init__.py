"""Aton: the two-player duel of priests and temples. Rules in `rules.py`, board in `board.py`,
what a seat sees in `observation.py`."""

from engines.core import Engine
from engines.core.descriptor import EngineDescriptor

from .phrases import AtonPhrasing
from .rules import SPEC, AtonState, new_game

ENGINE = Engine(SPEC, new_game, AtonState.from_json)
DESCRIPTOR = EngineDescriptor(ENGINE, analysis_iterations=60, phrasing=AtonPhrasing())

__all__ = ["ENGINE", "DESCRIPTOR", "SPEC", "AtonState", "new_game"]
