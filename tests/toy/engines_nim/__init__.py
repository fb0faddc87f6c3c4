"""The toy Nim: the smallest complete game, a fixture of the tests in the real shape of
`engines/<id>/` (docs/adding-a-game.md). The game description in `spec.py`, its action in
`actions.py`, rules in `state.py`, what a seat sees in `observation.py`, positions as text in
`notation.py` (with `playable.py`; what one seat sees of them in `seen.py`), the bots'
estimate in `heuristic.py`, the Hint's words in `phrases.py`. Registered by the tests only
(tests/toy/__init__.py)."""

from engines.core import Engine
from engines.core.descriptor import EngineDescriptor
from engines.core.lazy import Lazy

from .phrases import NimPhrasing
from .spec import SPEC
from .state import NimState, new_game

ENGINE = Engine(SPEC, new_game, NimState.from_json)
DESCRIPTOR = EngineDescriptor(ENGINE, analysis_iterations=20, phrasing=NimPhrasing(),
                              heuristic=Lazy(f"{__name__}.heuristic"),
                              notation=Lazy(f"{__name__}.notation"),
                              seen=Lazy(f"{__name__}.seen"))

__all__ = ["DESCRIPTOR", "ENGINE", "SPEC", "NimState", "new_game"]
