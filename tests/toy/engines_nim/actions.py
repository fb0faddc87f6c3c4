"""The toy Nim's one action as a typed record (still a tuple: a save lists it as a JSON list).
Heaps are numbered from 0."""

from typing import Literal, NamedTuple

from engines.core.actions import ActionKinds


class Take(NamedTuple):
    """Take `stones` stones (1-3) from heap `heap`."""

    kind: Literal["take"]
    heap: int
    stones: int


NimAction = Take
ACTIONS: ActionKinds[NimAction] = ActionKinds(Take)
