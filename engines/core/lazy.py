"""A part of a game imported when it is first asked for.

The games' descriptors (engines' `EngineDescriptor`, scenes' `AppDescriptor`) name the parts
not needed to list or play a game (the bots' estimate, the notation, the lesson, the rules
pictures, the open cards) as `Lazy(module, name)`, so that listing the games imports none of
them.
"""

import importlib
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Lazy:
    """Called: the module `module` (a dotted name), or its attribute `name`."""

    module: str
    name: str | None = None

    def __call__(self) -> Any:
        found = importlib.import_module(self.module)
        return found if self.name is None else getattr(found, self.name)
