"""The toy Nim: the smallest complete game, a fixture of the tests in the real shape of
`engines/<id>/` (docs/adding-a-game.md). The game description in `spec.py`, its action in
`actions.py`, rules in `state.py`, what a seat sees in `observation.py`, positions as text in
`notation.py` (with `playable.py`), the bots' estimate in `heuristic.py`, the Hint's words
in `phrases.py`. Registered by the tests only (tests/toy/__init__.py)."""

from types import ModuleType

from engines.core import Engine
from engines.core.descriptor import EngineDescriptor

from .phrases import NimPhrasing
from .spec import SPEC
from .state import NimState, new_game


def load_heuristic() -> ModuleType:
    """The bots' estimate (heuristic.py)."""
    from . import heuristic

    return heuristic


def load_notation() -> ModuleType:
    """Written positions (notation.py)."""
    from . import notation

    return notation


ENGINE = Engine(SPEC, new_game, NimState.from_json)
DESCRIPTOR = EngineDescriptor(ENGINE, analysis_iterations=20, phrasing=NimPhrasing(),
                              heuristic=load_heuristic, notation=load_notation)

__all__ = ["DESCRIPTOR", "ENGINE", "SPEC", "NimState", "new_game"]
