"""Aton: the two-player duel of priests and temples. The game description in `spec.py`, rules
in `rules.py`, board in `board.py`, what a seat sees in `observation.py`."""

from engines.core import Engine
from engines.core.descriptor import EngineDescriptor
from engines.core.lazy import Lazy

from .phrases import AtonPhrasing
from .spec import SPEC
from .state import AtonState, new_game

ENGINE = Engine(SPEC, new_game, AtonState.from_json)
DESCRIPTOR = EngineDescriptor(ENGINE, analysis_iterations=60, phrasing=AtonPhrasing(),
                              # Expert plays each new node out 16 random moves, Hard 8
                              bot_settings={"expert": {"rollout_depth": 16}},
                              heuristic=Lazy(f"{__name__}.heuristic"),
                              notation=Lazy(f"{__name__}.notation"),
                              seen=Lazy(f"{__name__}.seen"))

__all__ = ["ENGINE", "DESCRIPTOR", "SPEC", "AtonState", "new_game"]
