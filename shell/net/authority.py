"""The host's game side: the one authority over a hosted table's game.

On the game's thread (the table's frame, or the headless host's loop) `pump` takes what the
remote seats asked (`host.Request`) and decides each: an action is played only when the game
has started, is not over, the seat is the one to move, the action was chosen in the position
now (`ply`) and the engine finds it legal; an undo only when `GameSession.can_undo` allows it
that seat (the same rule as at one screen). Anything else is refused with its reason and
changes nothing. As the session's watcher it sends every remote seat whose player is here its
view after each action and each undo (`seat_messages`), and at the end the whole game.

A remote seat whose player is away waits, or is played by a stand-in bot the host chose
(`stand_in`); a rejoin gets the whole view again.
"""

import logging
from collections.abc import Callable

from engines.core import Event, IllegalAction
from engines.core.actions import action_from_json
from shell.net import protocol, seat_messages
from shell.net.host import HostService, Request
from shell.play.session import GameSession

log = logging.getLogger(__name__)

Play = Callable[[tuple], bool]  # plays a legal action on the host (with its animation)
Undo = Callable[[int], bool]  # takes back seat's last move on the host


def message_json(message) -> dict:
    """An engine's reason (engines/core/errors.py `Message`) as the protocol carries it."""
    params = {key: message_json(value) if hasattr(value, "msgid") else value
              for key, value in message.params.items()}
    msgid = list(message.msgid) if isinstance(message.msgid, tuple) else message.msgid
    return {"msgid": msgid, "params": params}


class Authority:
    """Decides the remote seats' requests and keeps them told (see the module doc)."""

    def __init__(self, service: HostService, session: GameSession | None = None) -> None:
        self.service = service
        self.session: GameSession | None = None
        self.final_sent = False
        if session is not None:
            self.begin(session)

    def begin(self, session: GameSession) -> None:
        """The game starts (or goes on from a save): every remote seat here gets its view."""
        self.session = session
        session.watchers.append(self)
        session.stand_ins.update(self.service.roster.stand_ins())
        self.service.started = True
        self.service.seats_changed()
        for seat in self.service.roster.present_remote():
            self.sync(seat)

    # requests ---------------------------------------------------------------------------
    def pump(self, play: Play, undo: Undo, most: int = 32) -> list[Request]:
        """Decide the requests waiting (at most `most`); answers those taken."""
        taken = self.service.take(most)
        for request in taken:
            try:
                self.decide(request, play, undo)
            except Exception:  # a defect here must not end the host's table
                log.exception("a request of seat %d could not be decided", request.seat)
                self.service.refuse(request.seat, "malformed", detail="host error")
        return taken

    def decide(self, request: Request, play: Play, undo: Undo) -> None:
        service, session, seat = self.service, self.session, request.seat
        if request.kind == "joined":
            if service.roster.place(seat).stand_in is not None:
                self.stand_in(seat, None)  # the player is back: the stand-in bot steps aside
            if session is not None:
                self.sync(seat)
            return
        if request.kind == "left":
            return
        if session is None:
            service.refuse(seat, "not_started")
            return
        state = session.state
        if state.is_over():
            service.refuse(seat, "game_over")
            return
        if request.fields["ply"] != session.ply:
            service.refuse(seat, "stale")
            return
        if request.kind == "undo":
            if not session.can_undo(seat) or not undo(seat):
                service.refuse(seat, "undo_refused")
            return
        if state.to_move() != seat or session.bot_level(seat) is not None:
            service.refuse(seat, "not_your_turn")
            return
        action = action_from_json(request.fields["action"])
        if action not in state.legal_actions():
            try:
                state.clone().apply(action)
                reason = None
            except IllegalAction as exc:
                reason = message_json(exc.message)
            service.refuse(seat, "illegal", reason)
            return
        if not play(action):
            service.refuse(seat, "illegal")

    # the views sent ---------------------------------------------------------------------
    def sync(self, seat: int) -> None:
        """Send `seat` its whole view (and the whole game once it is over)."""
        session = self.session
        if session is None:
            return
        self.service.send(seat, protocol.to_client("sync", **seat_messages.sync_fields(session,
                                                                                  seat)))
        if session.state.is_over():
            self.service.send(seat, self._final())

    def after_action(self, mover: int, events: list[Event]) -> None:
        session = self.session
        assert session is not None
        for seat in self.service.roster.present_remote():
            self.service.send(seat, protocol.to_client(
                "update", **seat_messages.update_fields(session, seat, mover, events)))
        if session.state.is_over():
            final = self._final()
            for seat in self.service.roster.present_remote():
                self.service.send(seat, final)

    def after_undo(self, by: int) -> None:
        for seat in self.service.roster.present_remote():
            self.sync(seat)

    def _final(self) -> str:
        """The "final" message: the game's replay, every card open."""
        assert self.session is not None
        return protocol.to_client("final", replay=self.session.replay.to_json())

    # stand-ins ---------------------------------------------------------------------------
    def stand_in(self, seat: int, level: str | None) -> None:
        """A bot of `level` plays remote seat `seat` while its player is away (None: the
        seat waits for its player again)."""
        self.service.roster.set_stand_in(seat, level)
        if self.session is not None:
            if level is None:
                self.session.stand_ins.pop(seat, None)
            else:
                self.session.stand_ins[seat] = level
        self.service.seats_changed()
