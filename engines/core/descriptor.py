"""What the engines layer knows of a game besides its rules: the bots' per-game parts, its
written positions and what one seat may see of them.

A game's engine module exposes `DESCRIPTOR = EngineDescriptor(ENGINE, ...)`; a module that
exposes only `ENGINE` gets the defaults (`describe`). The parts not needed to play (the
bots' estimate, the notation, its seen positions) are `Lazy` parts (lazy.py) that import
their module when called, so that listing the games imports none of them.
"""

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import ModuleType

from .phrasing import Phrasing
from .state import Engine


@dataclass(frozen=True)
class EngineDescriptor:
    """One game's engine and the settings the shared bots, Hint and analysis read."""

    engine: Engine
    # level -> settings that replace the level's defaults (engines/ai/levels.py; docs/bots.md)
    bot_settings: Mapping[str, Mapping[str, object]] = field(default_factory=dict)
    analysis_iterations: int | None = None  # the post-game analysis' budget per decision
    # step kinds that end a move inside one seat's long turn (engines/ai/whole_move.py)
    act_ends: frozenset = frozenset()
    phrasing: Phrasing = field(default_factory=Phrasing)  # the Hint's words for the moves
    # the bots' estimate: a module with evaluate(state) and, where useful, SCALE,
    # evaluate_deep and prune (engines/ai/values.py); None: the bots judge by the scores
    heuristic: Callable[[], ModuleType] | None = None
    # the written positions: a module with parse(text) and format(state) (docs/notation.md)
    notation: Callable[[], ModuleType] | None = None
    # what one seat may see of a written position: a module with hide and deal
    # (docs/notation.md, "Seen positions"); None: the game hides nothing
    seen: Callable[[], ModuleType] | None = None


def describe(module) -> EngineDescriptor:
    """The descriptor of an engine module: its DESCRIPTOR, or its ENGINE with defaults;
    LookupError when it has neither."""
    descriptor = getattr(module, "DESCRIPTOR", None)
    if isinstance(descriptor, EngineDescriptor):
        return descriptor
    engine = getattr(module, "ENGINE", None)
    if not isinstance(engine, Engine):
        raise LookupError(f"{module.__name__} defines no ENGINE")
    return EngineDescriptor(engine)
