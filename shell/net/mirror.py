"""What a joining app knows of the game its seat plays at a hosted table, kept from the
host's messages alone: the seat, the table's seats, and the position as this seat sees it
(its observation, whose turn it is, its legal actions and previews, its game log's events,
and the position as it sees it written as a seen line: `seat_position.py` reads it).
At the end the host sends the whole game; it is checked against what this seat was shown
before it is believed.
"""

from dataclasses import dataclass, field

from engines import get_engine
from engines.core import Event, ReplayError, canonical
from engines.core.actions import action_from_json
from engines.core.replay import Replay
from engines.registry import game_ids
from shell.net.protocol import Message
from shell.net.refusals import ProtocolError
from shell.net.seat_position import SeatPosition


def event_from_json(data: dict) -> Event:
    return Event(data["kind"], data["seat"], data["data"], data["reveals"])


@dataclass
class Change:
    """What one message changed: its type, and for an "update" the mover, the events and
    the observation before it; for a "refused" its code and the engine's reason (JSON)."""

    kind: str
    mover: int | None = None
    events: list[Event] = field(default_factory=list)
    before: dict | None = None
    code: str = ""
    message: dict | None = None


class SeatMirror:
    """One remote seat's knowledge of its game (see the module doc)."""

    def __init__(self) -> None:
        self.seat: int | None = None
        self.token: str | None = None
        self.game: str | None = None
        self.options: dict = {}
        self.seats: list[dict] = []
        self.started = False
        self.synced = False  # a "sync" came: the position below is known
        self.ply = 0
        self.obs: dict = {}
        self.to_move: int | None = None
        self.legal: list[tuple] = []
        self.previews: dict[tuple, list[tuple]] = {}
        self.history: list[list[Event]] = []
        self.can_undo = False
        self.position: str | None = None  # the seen line sent with the position
        self.seen = SeatPosition(self)  # that line read as a state, when it is believed
        self.final: Replay | None = None

    @property
    def over(self) -> bool:
        return self.synced and self.to_move is None

    def take(self, message: Message) -> Change | None:
        """Take one message from the host; what it changed (None: an update out of turn,
        dropped: a "sync" follows). A ProtocolError when the host sends what cannot be (a
        game this app does not know, a final game that does not match what was shown)."""
        fields = message.fields
        if message.type == "welcome":
            if fields["game"] not in game_ids():
                raise ProtocolError("unknown_game", str(fields["game"]))
            self.seat, self.token = fields["seat"], fields["token"]
            self.game, self.options = fields["game"], fields["options"]
            self.seats, self.started = fields["seats"], fields["started"]
            return Change("welcome")
        if message.type == "seats":
            self.seats, self.started = fields["seats"], fields["started"]
            return Change("seats")
        if message.type == "refused":
            return Change("refused", code=fields["code"], message=fields["message"])
        if message.type == "sync":
            self._position(fields)
            self.history = [[event_from_json(e) for e in events]
                            for events in fields["history"]]
            self.synced = True
            return Change("sync")
        if message.type == "update":
            if not self.synced or fields["ply"] != self.ply + 1:
                return None
            before = self.obs
            self._position(fields)
            events = [event_from_json(e) for e in fields["events"]]
            self.history.append(events)
            return Change("update", fields["mover"], events, before)
        if message.type == "final":
            self.final = self._checked_final(fields["replay"])
            return Change("final")
        return None

    def _position(self, fields: dict) -> None:
        self.ply, self.obs, self.to_move = fields["ply"], fields["obs"], fields["to_move"]
        self.legal = [action_from_json(a) for a in fields["legal"]]
        self.previews = {action_from_json(p["step"]): [action_from_json(a) for a in p["legal"]]
                         for p in fields["previews"]}
        self.can_undo = fields["can_undo"]
        self.position = fields["position"]

    def _checked_final(self, data: dict) -> Replay:
        """The final replay, when it is this game's, over, and shows this seat what it was
        shown."""
        try:
            replay = Replay.from_json(data)
            if replay.game != self.game or self.seat is None:
                raise ReplayError("another game")
            state = replay.play(get_engine(replay.game))
        except Exception as exc:  # whatever a host sends: a replay that does not play
            raise ProtocolError("bad_field", f"final game: {str(exc)[:100]}") from exc
        if not state.is_over() or len(replay.actions) != self.ply or \
                canonical(state.observation(self.seat)) != canonical(self.obs):
            raise ProtocolError("bad_field", "the final game is not the one shown")
        return replay
