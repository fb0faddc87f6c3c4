"""Replays are saves: `{format, version, game, options, seats, seed, actions}`.

Loading a replay plays its actions through the engine from the seeded start, so a corrupt or
tampered file fails at the first bad action with a message that says where.
"""

from dataclasses import dataclass, field

from .actions import action_from_json, action_to_json
from .errors import IllegalAction, ReplayError

REPLAY_FORMAT = "nile-table-replay"
REPLAY_VERSION = 1
SEAT_KINDS = ("human", "random", "easy", "medium", "hard")


@dataclass
class Seat:
    name: str
    kind: str = "human"

    def to_json(self) -> dict:
        return {"name": self.name, "kind": self.kind}


@dataclass
class Replay:
    game: str
    options: dict
    seats: list[Seat]
    seed: int
    actions: list = field(default_factory=list)
    hints: list = field(default_factory=list)  # hints used per seat (empty: none yet)

    def to_json(self) -> dict:
        data = {
            "format": REPLAY_FORMAT,
            "version": REPLAY_VERSION,
            "game": self.game,
            "options": dict(self.options),
            "seats": [s.to_json() for s in self.seats],
            "seed": self.seed,
            "actions": [action_to_json(a) for a in self.actions],
        }
        if any(self.hints):
            data["hints"] = list(self.hints)
        return data

    @classmethod
    def from_json(cls, data) -> "Replay":
        """Check the shape of a replay; engine legality is checked by `play`."""
        if not isinstance(data, dict):
            raise ReplayError("not a saved game (expected a JSON object)")
        if data.get("format") != REPLAY_FORMAT:
            raise ReplayError("not a Nile Table saved game")
        version = data.get("version")
        if version != REPLAY_VERSION:
            raise ReplayError(f"unknown save format version {version!r}")
        game = data.get("game")
        if not isinstance(game, str):
            raise ReplayError("the saved game names no game")
        options = data.get("options")
        if not isinstance(options, dict):
            raise ReplayError("the saved game's options are missing")
        seed = data.get("seed")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ReplayError("the saved game's seed is missing")
        seats_raw = data.get("seats")
        if not isinstance(seats_raw, list) or not seats_raw:
            raise ReplayError("the saved game has no seats")
        seats = []
        for raw in seats_raw:
            if (
                not isinstance(raw, dict)
                or not isinstance(raw.get("name"), str)
                or raw.get("kind") not in SEAT_KINDS
            ):
                raise ReplayError(f"bad seat entry {raw!r}")
            seats.append(Seat(raw["name"], raw["kind"]))
        actions = data.get("actions")
        if not isinstance(actions, list):
            raise ReplayError("the saved game's actions are missing")
        hints = data.get("hints", [])
        if not isinstance(hints, list) or (hints and (
                len(hints) != len(seats) or not all(
                    isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in hints))):
            raise ReplayError("the saved game's hint counts are malformed")
        return cls(game, options, seats, seed, [action_from_json(a) for a in actions],
                   list(hints))

    def start(self, engine):
        """The seeded starting state."""
        if engine.spec.id != self.game:
            raise ReplayError(f"this save is for {self.game!r}, not {engine.spec.id!r}")
        try:
            return engine.new_game(len(self.seats), self.options, self.seed)
        except IllegalAction as exc:
            raise ReplayError(f"cannot start the saved game: {exc.reason}") from exc

    def play(self, engine, upto: int | None = None):
        """The state after the first `upto` actions (all by default)."""
        state = self.start(engine)
        for index, action in enumerate(self.actions[:upto]):
            if state.is_over():
                raise ReplayError(f"action {index + 1} comes after the end of the game")
            try:
                state.apply(action)
            except IllegalAction as exc:
                raise ReplayError(f"action {index + 1} is illegal: {exc.reason}") from exc
        return state
