"""Aton: the two-player duel of priests and temples. The game description in `spec.py`, rules
in `rules.py`, board in `board.py`, what a seat sees in `observation.py`."""

from types import ModuleType

from engines.core import Engine
from engines.core.descriptor import EngineDescriptor

from .phrases import AtonPhrasing
from .spec import SPEC
from .state import AtonState, new_game


def load_heuristic() -> ModuleType:
    """The bots' estimate (heuristic.py)."""
    from . import heuristic

    return heuristic


def load_notation() -> ModuleType:
    """Written positions (notation.py)."""
    from . import notation

    return notation


ENGINE = Engine(SPEC, new_game, AtonState.from_json)
DESCRIPTOR = EngineDescriptor(ENGINE, analysis_iterations=60, phrasing=AtonPhrasing(),
                              heuristic=load_heuristic, notation=load_notation)

__all__ = ["ENGINE", "DESCRIPTOR", "SPEC", "AtonState", "new_game"]
