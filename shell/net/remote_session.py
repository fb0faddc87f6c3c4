"""A seat's session of a game hosted on another computer: what the table of a joining app
reads, answered from what the host sent that seat (`mirror.SeatMirror`), and its moves and
undos sent to the host, which decides.

`RemoteState` stands where the table keeps a game state: whose turn it is, the seat's own
observation, its legal actions when it is to move (another seat's are not its to know), and
a preview of the legal actions after one of its steps that keeps the turn (what the host sent
with them). What needs the hidden parts of the game (another seat's observation, a
determinized copy, the whole state as JSON) is not here: those raise `LookupError`. Once the
game is over the host sends the whole game, and the table goes on with a real session of it.

A step it refuses says the engine's reason, and the Hint is worked out, from the seat's own
view of the position as the host wrote it (`seat_position.SeatPosition`): a state whose
hidden cards are dealt from what the seat has seen, never the host's.

`RemoteSession` stands where the table keeps its `GameSession`: the seats' names and kinds as
the host tells them (the seat of this app is its one "human"; every other person is
"remote"), the number of actions played (`ply`), the game log's events, this seat's own
actions the host played (a hint followed step by step) and the hints it asked; `send`
queues a move, which the host plays or refuses. The seed and the actions stay with the host
until the end: this session's replay holds the game, its options, its seats and the hints.
"""

from engines import get_engine
from engines.core import N_, Event, IllegalAction, Observation, Replay, Seat, State
from shell.net.mirror import SeatMirror
from shell.play.session import GameSession

PEOPLE = ("person", "remote")  # the kinds of the host's seats a person plays


class RemoteState(State):
    """One seat's view of a position played elsewhere (see the module doc). `steps`: steps of
    this seat's own taken in a preview (never played here)."""

    def __init__(self, mirror: SeatMirror, steps: tuple[tuple, ...] = ()) -> None:
        self.mirror = mirror
        self.steps = steps
        self.num_players = len(mirror.seats)
        self.options = dict(mirror.options)

    def to_move(self) -> int | None:
        return self.mirror.seat if self.steps else self.mirror.to_move

    def legal_actions(self) -> list:
        mirror = self.mirror
        if not self.steps:
            return list(mirror.legal) if mirror.to_move == mirror.seat else []
        if len(self.steps) == 1:
            return list(mirror.previews.get(self.steps[0], []))
        return []  # two steps ahead: not sent

    def apply(self, action) -> list[Event]:
        """In a preview only: the step taken when it is legal as far as this seat knows; else
        the engine's reason, as the seat's own view of the position gives it."""
        if action not in self.legal_actions():
            raise IllegalAction(self.mirror.seen.refusal(self.steps, action), action)
        self.steps += (action,)
        return []

    def is_over(self) -> bool:
        return self.mirror.over

    def scores(self) -> list[int]:
        return list(self.mirror.obs.get("scores", [0] * self.num_players))

    def score_breakdown(self) -> list[dict[str, int]]:
        raise LookupError("the points by category come with the whole game, at its end")

    def winners(self) -> list[int]:
        return list(self.mirror.obs.get("winners", []))

    def observation(self, seat: int) -> Observation:
        if seat != self.mirror.seat or self.steps:
            raise LookupError("only this seat's own view is known here")
        return dict(self.mirror.obs)  # type: ignore[return-value]  # the game's, as sent

    def determinize(self, seat, rng) -> State:
        raise LookupError("the hidden parts of a game played elsewhere are not known here")

    def clone(self) -> "RemoteState":
        return RemoteState(self.mirror, self.steps)

    def to_json(self) -> dict:
        raise LookupError("the host keeps the game's state")

    @classmethod
    def from_json(cls, data: dict) -> State:
        raise LookupError("the host keeps the game's state")


def seats_of(mirror: SeatMirror) -> list[Seat]:
    """The seats as this app plays them: its own seat "human", the other people "remote",
    the bots their level (they think on the host)."""
    return [Seat(row["name"], "human" if seat == mirror.seat else
                 "remote" if row["kind"] in PEOPLE else row["kind"])
            for seat, row in enumerate(mirror.seats)]


class RemoteSession(GameSession):
    """A seat's session of a game hosted elsewhere (see the module doc). It replays nothing:
    `GameSession.__init__` is not called."""

    def __init__(self, mirror: SeatMirror) -> None:
        assert mirror.game is not None and mirror.seat is not None  # welcomed
        self.mirror = mirror
        self.engine = get_engine(mirror.game)
        self.replay = Replay(mirror.game, dict(mirror.options), seats_of(mirror), 0)
        self.writer = None
        self.state: State = RemoteState(mirror)
        self.movers, self.reveals = [], []
        self.watchers, self.stand_ins = [], {}
        self.own: dict[int, tuple] = {}  # ply -> this seat's action played there

    @property
    def history(self) -> list[list]:  # the mirror's, as sent
        return self.mirror.history

    @history.setter
    def history(self, value: list[list]) -> None:
        raise AttributeError("the history comes from the host")

    @property
    def ply(self) -> int:
        return self.mirror.ply

    def renamed(self) -> None:
        """The host sent the seats again: the names and kinds shown follow."""
        self.replay.seats = seats_of(self.mirror)

    def is_human(self, seat: int) -> bool:
        return seat == self.mirror.seat

    def human_seats(self) -> list[int]:
        return [] if self.mirror.seat is None else [self.mirror.seat]

    def bot_level(self, seat: int) -> str | None:
        return None  # no bot decides here: the host's bots decide there

    def is_bot(self, seat: int) -> bool:
        rows = self.mirror.seats
        return seat < len(rows) and rows[seat]["bot"]

    def apply(self, action) -> list:
        raise IllegalAction(N_("the host plays the moves of this game"), action)

    def why_illegal(self, action) -> str | None:
        """The engine's reason, from the seat's own view of the position (the plain one when
        it cannot tell), as at a table of one screen; None when the host sent it as legal."""
        from shell.language.i18n import tr_message

        if action in self.state.legal_actions():
            return None
        return tr_message(self.mirror.seen.refusal((), action), self.name)

    def hint_position(self, seat: int) -> tuple[State, int] | None:
        """The seat's own view of the position, its hidden cards dealt from what it has seen,
        and the hint's seed from that view (`seat_position.SeatPosition`); None for another
        seat or when the host sent no position to believe."""
        if seat != self.mirror.seat:
            return None
        state = self.mirror.seen.state()
        return None if state is None else (state, self.mirror.seen.hint_seed())

    def played(self, action: tuple | None) -> None:
        """The host played the last action so far: `action` of this seat's (None: another
        seat's, or one not known here)."""
        if action is None:
            self.own.pop(self.mirror.ply - 1, None)
        else:
            self.own[self.mirror.ply - 1] = action

    def synced(self) -> None:
        """The host sent the whole view again (an undo, a rejoin): what was played since is
        not known."""
        self.own = {ply: action for ply, action in self.own.items() if ply < self.mirror.ply}

    def played_since(self, ply: int) -> tuple[tuple, ...] | None:
        """This seat's own actions played after the first `ply` (None: another seat acted
        since, or what was played is not known here)."""
        found = [self.own.get(p) for p in range(ply, self.mirror.ply)]
        return None if None in found else tuple(a for a in found if a is not None)

    def can_undo(self, by: int | None) -> bool:
        return by is not None and by == self.mirror.seat and self.mirror.can_undo \
            and not self.mirror.over

    def undo(self, by: int | None) -> int:
        raise IllegalAction(N_("the host plays the moves of this game"))

