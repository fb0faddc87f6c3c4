"""One hosted table in the app: its code, its seats, its server, its announcement on the local
network and its authority over the game, opened together by the lobby and closed together
when the table is left. The server listens on `protocol.DEFAULT_PORT` (the port to open for
players over the internet), or, when another program holds that port, on a free one.
"""

import logging

from engines.core import Replay
from shell.net import codes, protocol
from shell.net.authority import Authority
from shell.net.discovery import Announcer, local_addresses
from shell.net.host import DEFAULT_LIMITS, HostService, Limits
from shell.net.roster import Place, Roster

log = logging.getLogger(__name__)

ROSTER_KIND = {"human": "person"}  # a replay seat kind -> the roster's (others the same)


def roster_for(replay: Replay, names_fixed: bool) -> Roster:
    """The roster of `replay`'s seats (people here, bots, remote seats)."""
    return Roster([Place(ROSTER_KIND.get(seat.kind, seat.kind), seat.name)
                   for seat in replay.seats], names_fixed)


class Hosting:
    """A hosted table (see the module doc). `names_fixed`: a game continued from a save
    keeps its seats' names; `announce`: tell the local network (off in tests that need no
    multicast)."""

    def __init__(self, replay: Replay, *, names_fixed: bool = False, host_name: str = "",
                 port: int = protocol.DEFAULT_PORT, bind: str = "0.0.0.0",
                 announce: bool = True, limits: Limits = DEFAULT_LIMITS) -> None:
        self.replay = replay
        self.code = codes.new_code()
        self.roster = roster_for(replay, names_fixed)
        self.service = HostService(self.code, self.roster, replay.game, dict(replay.options),
                                   limits)
        try:
            self.port = self.service.start(bind, port)
        except OSError:
            if port == 0:
                raise
            log.warning("port %d is taken; the table listens on another", port)
            self.port = self.service.start(bind, 0)
        self.authority = Authority(self.service)
        self.announcer: Announcer | None = None
        if announce:
            free = len(self.roster.remote_seats()) - len(self.roster.present_remote())
            self.announcer = Announcer(self.port, replay.game, host_name, free)
            self.announcer.start()
        self.closed = False

    def addresses(self) -> list[str]:
        """Where players on the local network connect: this machine's addresses."""
        return local_addresses(None)

    def ready(self) -> bool:
        """Every remote seat is taken and its player here: the game may start."""
        return len(self.roster.present_remote()) == len(self.roster.remote_seats())

    def close(self) -> None:
        """Say goodbye to the remote players, stop listening and withdraw the announcement."""
        if self.closed:
            return
        self.closed = True
        if self.announcer is not None:
            self.announcer.stop()
        self.service.stop()
