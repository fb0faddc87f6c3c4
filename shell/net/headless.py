"""A hosted table and a joining seat without a window: the same host, authority and client
the app uses, driven by a plain loop (`main.py --host` / `--join`, and the tests).

On a headless host the people "at the screen" (hot-seat "human" seats) are played by a
stand-in that picks a legal action at random (seeded), the bots by the engines' bots in this
process, and remote seats by whoever joins. A headless joiner plays its seat by picking one of
the legal actions the host sent it at random (seeded), or (`seat_bot="hint"`) by the Hint a
player at a joined table gets: worked out in its own bot worker from the seat's own view of
the position the host sent (`seat_position.SeatPosition`), never from the host's state.
Both print one JSON line per milestone on stdout for whoever started them.
"""

import json
import random
import sys
import time

from engines import get_engine
from engines.ai import decide, decision_seed
from engines.ai.hint import Hint
from engines.core import Replay, Seat
from engines.core.actions import action_to_json
from shell.language.reasons import tr_message
from shell.net import codes
from shell.net.client import DEFAULT_RETRY, Retry, Status
from shell.net.host import DEFAULT_LIMITS, Limits
from shell.net.hosting import Hosting
from shell.net.link import SeatLink
from shell.net.mirror import Change
from shell.net.protocol import DEFAULT_PORT
from shell.play.session import GameSession
from shell.workers.bot_worker import HINT, BotFailed, BotWorker


def say(**fields) -> None:
    """One milestone as a JSON line on stdout."""
    print(json.dumps(fields), flush=True)


class HeadlessHost:
    """A hosted table of `replay`'s game and seats (see the module doc); it starts the game
    once every remote seat is taken."""

    def __init__(self, replay: Replay, *, port: int = 0, bind: str = "127.0.0.1",
                 code: str | None = None, limits: Limits = DEFAULT_LIMITS,
                 names_fixed: bool = False, autosave: bool = False,
                 auto_start: bool = True) -> None:
        self.replay = replay
        self.auto_start = auto_start  # start the game once every remote seat is taken
        self.hosting = Hosting(replay, names_fixed=names_fixed, port=port, bind=bind,
                               announce=False, limits=limits)
        if code is not None:
            self.hosting.service.code = self.hosting.code = code
        self.code = self.hosting.code
        self.roster = self.hosting.roster
        self.service = self.hosting.service
        self.port = self.hosting.port
        self.authority = self.hosting.authority
        self.autosave = autosave
        self.session: GameSession | None = None
        self.people = random.Random(replay.seed ^ 0x9E0)  # the hot-seat stand-in's choices
        self.undos = 0  # moves the hot-seat stand-in took back

    def lobby_full(self) -> bool:
        return self.hosting.ready()

    def start_game(self) -> GameSession:
        """Start (or go on with) the game: the names the joiners gave go in its seats."""
        for seat, name in zip(self.replay.seats, self.roster.names(), strict=True):
            seat.name = name
        self.session = GameSession(self.replay, autosave=self.autosave)
        self.authority.begin(self.session)
        return self.session

    def step(self) -> None:
        """Decide the remote seats' requests, then play one move of a bot or of the hot-seat
        stand-in when one is to move."""
        session = self.session
        if session is None:
            self.authority.pump(lambda action: False, lambda seat: False)
            if self.auto_start and self.lobby_full():
                self.start_game()
            return
        self.authority.pump(self._play, self._undo)
        state = session.state
        seat = state.to_move()
        if seat is None:
            return
        level = session.bot_level(seat)
        if level is not None:
            action = decide(state, seat, level, decision_seed(self.replay.seed, session.ply,
                                                              seat), self.replay.game)
            session.apply(action)
        elif session.is_human(seat):
            self._person_moves(session, seat)

    def _person_moves(self, session: GameSession, seat: int) -> None:
        """The hot-seat stand-in: now and then takes back its move when the rule lets it
        (never twice running), else plays a legal action at random."""
        if session.can_undo(seat) and self.people.random() < 0.1 and self.undos < 3:
            self.undos += 1
            session.undo(seat)
            return
        legal = session.state.legal_actions()
        session.apply(legal[self.people.randrange(len(legal))])

    def _play(self, action: tuple) -> bool:
        assert self.session is not None
        self.session.apply(action)
        return True

    def _undo(self, seat: int) -> bool:
        assert self.session is not None
        return self.session.undo(seat) > 0

    @property
    def over(self) -> bool:
        return self.session is not None and self.session.state.is_over()

    def close(self) -> None:
        self.hosting.close()


SEAT_BOTS = ("random", "hint")  # what plays a headless joiner's seat (see the module doc)


class HeadlessClient:
    """One remote seat played from what the host sends (see the module doc)."""

    def __init__(self, host: str, port: int, code: str, name: str, *, seat: int | None = None,
                 token: str | None = None, seed: int = 0, retry: Retry = DEFAULT_RETRY,
                 autoplay: bool = True, seat_bot: str = "random") -> None:
        self.link = SeatLink(host, port, code, name, seat=seat, token=token, retry=retry)
        self.mirror = self.link.mirror
        self.client = self.link.client
        self.autoplay = autoplay  # play the seat (False: only take what comes)
        self.rng = random.Random(seed)
        self.acted_at: int | None = None  # the ply of the last action sent
        self.resting_until = 0.0  # refused as too fast: no action before then
        if seat_bot not in SEAT_BOTS:
            raise ValueError(f"no seat bot {seat_bot!r}")
        self.worker: BotWorker | None = BotWorker() if seat_bot == "hint" else None
        self.hint_asked: int | None = None  # the ply the hint in the worker was asked at
        self.hints: list[tuple[int, Hint]] = []  # (ply, the hint) of each decision

    @property
    def status(self) -> Status:
        return self.link.status

    @property
    def received(self) -> list:
        return self.link.received

    def step(self) -> None:
        """Take what came, and play when it is this seat's turn."""
        for change in self.link.poll():
            if isinstance(change, Change) and change.kind == "sync":
                self.acted_at = None  # a whole view (a rejoin): an action sent may be lost
                self.hint_asked = None
            if isinstance(change, Change) and change.kind == "refused":
                self.acted_at = None  # the action was not played: choose again
                if change.code == "too_fast":
                    self.resting_until = time.monotonic() + 0.5
        mirror = self.mirror
        if (self.autoplay and mirror.synced and mirror.to_move == mirror.seat and mirror.legal
                and self.acted_at != mirror.ply and time.monotonic() >= self.resting_until):
            action = self._by_hint() if self.worker is not None else self._at_random()
            if action is not None:
                self.acted_at = mirror.ply
                self.link.send("act", ply=mirror.ply, action=action_to_json(action))

    def _at_random(self) -> tuple:
        return self.mirror.legal[self.rng.randrange(len(self.mirror.legal))]

    def _by_hint(self) -> tuple | None:
        """The Hint's first step for the seat now, once the bot worker has it (None: not
        yet); a legal action at random when no hint can be worked out."""
        mirror, worker = self.mirror, self.worker
        assert worker is not None and mirror.game is not None and mirror.seat is not None
        if self.hint_asked != mirror.ply:
            position = mirror.seen.state()
            if position is None:
                return self._at_random()
            worker.request(mirror.game, position, mirror.seat, HINT, mirror.seen.hint_seed(),
                           key=(HINT, mirror.ply))
            self.hint_asked = mirror.ply
            return None
        try:
            answer = worker.poll()
        except BotFailed:
            return self._at_random()
        if answer is None or answer[0] != (HINT, mirror.ply):
            return None
        hint = Hint.from_json(answer[1])
        self.hints.append((mirror.ply, hint))
        return hint.action if hint.action in mirror.legal else self._at_random()

    @property
    def done(self) -> bool:
        return self.mirror.final is not None or self.link.ended

    def close(self) -> None:
        self.link.close()
        if self.worker is not None:
            self.worker.shutdown()


def host_main(args) -> int:
    """`main.py --host GAME --seats ...`: host a table until its game ends."""
    from engines.registry import game_ids

    if args.host not in game_ids():
        print(f"--host: no game {args.host[:40]!r}; one of {', '.join(game_ids())}",
              file=sys.stderr)
        return 2
    engine = get_engine(args.host)
    kinds = args.seats or ["human", "remote"]
    if not engine.spec.min_players <= len(kinds) <= engine.spec.max_players:
        print(f"{args.host} takes {engine.spec.min_players}-{engine.spec.max_players} "
              "players", file=sys.stderr)
        return 2
    if args.load is not None:
        from shell.store import saves

        try:
            replay = saves.read_replay(args.load)
        except saves.SaveError as exc:
            print(f"--load: {exc}", file=sys.stderr)
            return 2
    else:
        seats = [Seat(f"Player {i + 1}" if kind in ("human", "remote") else f"Bot {i + 1}",
                      kind) for i, kind in enumerate(kinds)]
        replay = Replay(args.host, engine.spec.resolve_options(None), seats, args.seed, [])
    code = None if args.code is None else codes.typed_code(args.code)
    if args.code is not None and code is None:
        print("--code: six letters and digits", file=sys.stderr)
        return 2
    try:
        host = HeadlessHost(replay, port=DEFAULT_PORT if args.port is None else args.port,
                            bind=args.bind, code=code, names_fixed=args.load is not None)
    except OSError as exc:
        print(f"cannot listen on {args.bind}:{args.port}: {exc}", file=sys.stderr)
        return 1
    say(port=host.port, code=host.code)
    deadline = time.monotonic() + args.timeout
    try:
        while not host.over and time.monotonic() < deadline:
            host.step()
            time.sleep(0.002)
        session = host.session
        if session is None or not session.state.is_over():
            say(over=False)
            return 1
        deadline = time.monotonic() + 5  # the last messages leave before the host closes
        while host.roster.present_remote() and time.monotonic() < deadline:
            host.step()
            time.sleep(0.01)
        say(over=True, ply=session.ply, scores=session.state.scores(), undos=host.undos)
        return 0
    finally:
        host.close()


def join_main(args) -> int:
    """`main.py --join ADDRESS --code CODE`: play one remote seat until the end, at random or
    by the Hint (`--seat-bot`); each hint is printed with whether the host sent its move as
    legal."""
    from shell.net.client import parse_address

    address = parse_address(args.join)
    code = codes.typed_code(args.code or "")
    if address is None or code is None:
        print("--join needs an address (host or host:port) and --code the table's code",
              file=sys.stderr)
        return 2
    player = HeadlessClient(address[0], address[1], code, args.name, seat=args.seat,
                            token=args.token, seed=args.seed, seat_bot=args.seat_bot)
    deadline = time.monotonic() + args.timeout
    told = False
    try:
        while not player.done and time.monotonic() < deadline:
            acted, hinted = player.acted_at, len(player.hints)
            player.step()
            for ply, hint in player.hints[hinted:]:
                say(hint=action_to_json(hint.action), ply=ply,
                    legal=hint.action in player.mirror.legal, move=tr_message(hint.move),
                    reason=tr_message(hint.reason))
            if player.acted_at is not None and player.acted_at != acted:
                say(act=player.acted_at)
            if not told and player.mirror.token is not None:
                told = True
                say(seat=player.mirror.seat, token=player.mirror.token)
            time.sleep(0.002)
        if player.mirror.final is None:
            say(over=False, why=player.status.code)
            return 1
        say(over=True, ply=player.mirror.ply, seat=player.mirror.seat)
        return 0
    finally:
        player.close()
