"""The table of a seat joined over the network: the game's own view, fed by what the host
sends this seat (`shell.net.remote_session`), its moves sent to the host.

A move is checked against the legal actions the host sent (and, for a second step of the
same move, the preview sent with them), sent, and shown when the host's update comes back,
with the same log lines and animations as a move made at one screen; a move refused here
says the engine's reason from the seat's own view of the position, one the host refuses the
host's reason. Several steps of one move (a domino taken, then laid) are sent one after
another, each for the position the one before leads to. Undo asks the host, which applies
the same rule as at one screen. While the connection is lost the table says so and tries
again; once the game is over the host sends the whole game, and the results, the analysis
and the replay follow as after any game. The Hint is worked out here, in this app's bot
worker, from the seat's own view of the position (`RemoteSession.hint_position`), which is
also what Ctrl+C copies; saves are the host's.
"""

from engines.core.actions import action_to_json
from engines.core.errors import Message
from engines.core.replay import Replay, Seat
from scenes.kit.gamelog import GameLog
from scenes.kit.table import TableScene
from scenes.net.presence import row_note, with_note
from shell.language.i18n import _, tr_message
from shell.net.client import Status
from shell.net.link import SeatLink
from shell.net.mirror import Change
from shell.net.refusals import reason_text
from shell.net.remote_session import RemoteSession, RemoteState, seats_of
from shell.play.session import GameSession


def refusal_text(change: Change, name) -> str:
    """Why the host refused: the engine's own reason when it gave one, else the code's."""
    message = change.message
    if message is not None:
        msgid = message["msgid"]
        params = message["params"] if isinstance(message["params"], dict) else {}
        if isinstance(msgid, list) and len(msgid) == 2 and all(isinstance(m, str)
                                                               for m in msgid):
            return tr_message(Message((msgid[0], msgid[1]), params), name)
        if isinstance(msgid, str):
            return tr_message(Message(msgid, params), name)
    return reason_text(change.code)


class RemoteTable(TableScene):
    """A joined seat's table (see the module doc); `link` has been welcomed and synced."""

    play_again_offered = False

    def __init__(self, app, link: SeatLink, *, view) -> None:
        self.link = link
        self.remote = RemoteSession(link.mirror)
        self.pending: list[tuple] = []  # steps sent, not yet played by the host
        self.connection_note = ""  # what the prompt says of the connection ("": nothing)
        super().__init__(app, self.remote.replay, view=view, autosave=False,
                         session=self.remote)

    @property
    def mirror(self):
        return self.link.mirror

    def stuck(self) -> bool:
        mirror = self.mirror
        return isinstance(self.session, RemoteSession) and not mirror.over \
            and mirror.to_move == mirror.seat and not mirror.legal

    # moves and undos go to the host -------------------------------------------------------
    def _play(self, action: tuple) -> bool:
        if not isinstance(self.session, RemoteSession) or self.link.ended:
            return False
        steps = tuple(self.pending)
        if action not in RemoteState(self.mirror, steps).legal_actions():
            self.refused(tr_message(self.mirror.seen.refusal(steps, action), self.session.name))
            return False
        self.link.send("act", ply=self.mirror.ply + len(self.pending),
                       action=action_to_json(action))
        self.pending.append(action)
        self.interaction.set_bindings([])  # nothing more is played before the host answers
        for button in self.choice_buttons:
            button.hide()
        return True

    def undo(self) -> None:
        mirror = self.mirror
        if self.session.can_undo(mirror.seat) and not self.pending:
            self.link.send("undo", ply=mirror.ply)

    def written_position(self) -> str | None:
        """The seat's own view of the position as the host wrote it (Ctrl+C, Save…), once
        it is believed (`seat_position`); the whole game's at its end."""
        if isinstance(self.session, RemoteSession):
            return self.mirror.position if self.mirror.seen.state() is not None else None
        return super().written_position()

    def save_copy(self) -> None:
        self.toast.show(_("The host keeps this game's saves."))

    def _refresh(self) -> None:
        super()._refresh()
        if isinstance(self.session, RemoteSession):
            self.buttons.enable("save", False)

    def row_detail(self, seat: int) -> str:
        rows = self.mirror.seats
        return with_note(row_note(rows[seat]) if seat < len(rows) else "",
                         super().row_detail(seat))

    def prompt(self) -> str:
        if self.connection_note:
            return self.connection_note
        return super().prompt()

    # what the host sends --------------------------------------------------------------------
    def update(self, dt: float) -> None:
        for change in self.link.poll():
            if isinstance(change, Status):
                self.connection_changed(change)
            else:
                self.take(change)
        super().update(dt)

    def take(self, change: Change) -> None:
        if change.kind == "update":
            mine = self.pending and change.mover == self.mirror.seat
            self.remote.played(self.pending.pop(0) if mine else None)
            before = change.before if change.before is not None else self.obs
            self.show_played(change.events, before, dict(self.areas),  # type: ignore[arg-type]
                             (self.prompt_text, self.prompt_box), change.mover)
        elif change.kind == "sync":
            self.pending.clear()
            self.remote.synced()
            self.animator.clear()
            self.log = GameLog()
            self.log.add(_("The game begins."), None)
            for events in self.remote.history:
                self.log_events(events)
            self.refresh()
        elif change.kind == "seats":
            self.remote.renamed()
            self.version += 1
            self.refresh()
        elif change.kind == "refused":
            self.pending.clear()
            self.refused(refusal_text(change, self.session.name))
            self.refresh()
        elif change.kind == "final" and self.mirror.final is not None:
            self.game_over(self.mirror.final)

    def connection_changed(self, status: Status) -> None:
        if status.state == "retrying":
            self.connection_note = _("The connection to the table was lost; trying again…")
        elif status.state == "joined":
            self.connection_note = ""
        elif status.state == "ended" and not self.mirror.over:
            self.connection_note = reason_text(status.code)
            self.toast.show(self.connection_note, error=True, seconds=6)
        self.pending.clear()
        self.place_prompt()

    def game_over(self, final: Replay) -> None:
        """The whole game came: the table goes on with a session of it (this seat the one
        person here), for the results, the analysis and the replay."""
        seats = [Seat(seat.name, seat.kind) for seat in seats_of(self.mirror)]
        replay = Replay(final.game, dict(final.options), seats, final.seed,
                        list(final.actions), list(self.remote.replay.hints), final.position)
        self.session = GameSession(replay, autosave=False)
        self.ended_before = False
        self.link.close()
        self.refresh()

    def show_results(self) -> None:
        if isinstance(self.session, RemoteSession):  # the whole game has not come yet
            self.results_shown = False
            return
        super().show_results()

    def back_to_menu(self) -> None:
        self.link.close()
        super().back_to_menu()

    def close(self) -> None:
        self.link.close()
        super().close()
