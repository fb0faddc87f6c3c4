"""The engine contract every game implements (docs/architecture.md, "The engine contract").

An engine module exposes `ENGINE`, an `Engine` with `spec`, `new_game(players, options, seed)`
and `state_from_json(data)`. Its `State` subclass implements the abstract methods below.
"""

import json
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass

from .events import Event
from .observation import Observation
from .rng import Rng
from .spec import GameSpec

FORMAT_VERSION = 1


class State(ABC):
    """A position of one game. Mutated only through `apply`."""

    num_players: int
    options: dict  # the variant options it was started with (a replay keeps them)

    @abstractmethod
    def to_move(self) -> int | None:
        """The seat that must decide now; None once the game is over."""

    @abstractmethod
    def legal_actions(self) -> list:
        """Every action allowed now; never empty before the end."""

    @abstractmethod
    def apply(self, action) -> list[Event]:
        """Play `action`; raise IllegalAction (state untouched) when it is not legal."""

    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def scores(self) -> list[int]: ...

    @abstractmethod
    def score_breakdown(self) -> list[dict[str, int]]:
        """Points per category per player (categories are translation keys)."""

    @abstractmethod
    def winners(self) -> list[int]:
        """Seats that won (several on a shared win); empty before the end."""

    @abstractmethod
    def observation(self, seat: int) -> Observation:
        """JSON view of everything `seat` may see and nothing else (each game's TypedDict
        extends `Observation`)."""

    @abstractmethod
    def determinize(self, seat: int, rng: Rng) -> "State":
        """A full copy consistent with `observation(seat)`, unseen information resampled.

        The result must depend only on `observation(seat)` and `rng`: build the pool of
        unseen items in an order fixed by the observation (sort it) before shuffling it,
        or a bot could read hidden information through the world it is given."""

    @abstractmethod
    def clone(self) -> "State": ...

    @abstractmethod
    def to_json(self) -> dict:
        """Everything, hidden parts included, with `"version": FORMAT_VERSION`."""

    @classmethod
    @abstractmethod
    def from_json(cls, data: dict) -> "State": ...

    # Shared helpers -----------------------------------------------------------------

    def is_legal(self, action) -> bool:
        return action in self.legal_actions()

    def __eq__(self, other) -> bool:
        if not isinstance(other, State):
            return NotImplemented
        return type(self) is type(other) and canonical(self.to_json()) == canonical(
            other.to_json()
        )

    __hash__ = None  # type: ignore[assignment]  # states are mutable


def canonical(data) -> str:
    """A stable text form of JSON data, for equality checks."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


@dataclass(frozen=True)
class Engine:
    spec: GameSpec
    new_game: Callable[..., State]
    state_from_json: Callable[[dict], State]
