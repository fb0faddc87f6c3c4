"""Replays are saves: `{format, version, game, options, seats, seed, actions}`.

Loading a replay plays its actions through the engine from the seeded start, so a corrupt or
tampered file fails at the first bad action with a message that says where. A game opened
at a written position (docs/notation.md) starts there instead: its replay carries that
position's text under "position".
"""

from dataclasses import dataclass, field

from .actions import action_from_json, action_to_json
from .errors import N_, IllegalAction, ReplayError

REPLAY_FORMAT = "nile-table-replay"
REPLAY_VERSION = 1
SEAT_KINDS = ("human", "random", "easy", "medium", "hard", "expert", "remote")
BOT_LEVELS = ("random", "easy", "medium", "hard", "expert")  # the kinds a bot plays
# the kinds a person plays: "human" at this screen, "remote" from another computer at a
# table hosted over the network (docs/network.md)
PERSON_KINDS = ("human", "remote")


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
    position: str | None = None  # the starting position's notation (None: the seeded start)

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
        if self.position is not None:
            data["position"] = self.position
        return data

    @classmethod
    def from_json(cls, data) -> "Replay":
        """Check the shape of a replay; engine legality is checked by `play`."""
        if not isinstance(data, dict):
            raise ReplayError(N_("this file is not a saved game"))
        if data.get("format") != REPLAY_FORMAT:
            raise ReplayError(N_("this file is not a Nile Table saved game"))
        version = data.get("version")
        if version != REPLAY_VERSION:
            raise ReplayError(N_("unknown save format version {version}"),
                              version=version if _is_int(version) else str(version)[:20])
        game = data.get("game")
        if not isinstance(game, str):
            raise ReplayError(N_("the save does not say which game it is"))
        options = data.get("options")
        if not isinstance(options, dict):
            raise ReplayError(N_("the save has lost the game's options"))
        seed = data.get("seed")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ReplayError(N_("the save has lost the game's shuffle"))
        seats_raw = data.get("seats")
        if not isinstance(seats_raw, list) or not seats_raw:
            raise ReplayError(N_("the save has no players"))
        seats = []
        for raw in seats_raw:
            if (
                not isinstance(raw, dict)
                or not isinstance(raw.get("name"), str)
                or raw.get("kind") not in SEAT_KINDS
            ):
                raise ReplayError(N_("a player of the save is damaged"))
            seats.append(Seat(raw["name"], raw["kind"]))
        actions = data.get("actions")
        if not isinstance(actions, list):
            raise ReplayError(N_("the save has lost the game's moves"))
        hints = data.get("hints", [])
        if not isinstance(hints, list) or (hints and (
                len(hints) != len(seats) or not all(
                    isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in hints))):
            raise ReplayError(N_("the save's hint counts are damaged"))
        position = data.get("position")
        if position is not None and not isinstance(position, str):
            raise ReplayError(N_("the save's starting position is damaged"))
        return cls(game, options, seats, seed, [action_from_json(a) for a in actions],
                   list(hints), position)

    def start(self, engine):
        """The starting state: the written position, or the seeded start."""
        if engine.spec.id != self.game:
            raise ReplayError(N_("this save is for another game"))
        try:
            if self.position is None:
                return engine.new_game(len(self.seats), self.options, self.seed)
            from engines.notation import notation_of  # the games' notations use this module

            state = notation_of(self.game).parse(self.position)
        except KeyError as exc:
            raise ReplayError(N_("this game cannot start from a written position")) from exc
        except IllegalAction as exc:
            raise ReplayError(N_("the saved game cannot start: {why}"),
                              why=exc.message) from exc
        if state.num_players != len(self.seats):
            raise ReplayError(N_("the save's players do not match its starting position"))
        return state

    def play(self, engine, upto: int | None = None):
        """The state after the first `upto` actions (all by default)."""
        state = self.start(engine)
        for index, action in enumerate(self.actions[:upto]):
            if state.is_over():
                raise ReplayError(N_("action {n} comes after the end of the game"),
                                  n=index + 1)
            try:
                state.apply(action)
            except IllegalAction as exc:
                raise ReplayError(N_("action {n} is illegal: {why}"),
                                  n=index + 1, why=exc.message) from exc
        return state


def _is_int(value) -> bool:
    return value.__class__ is int
