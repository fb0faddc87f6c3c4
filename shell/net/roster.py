"""Who sits where at a hosted table: each seat's kind, name, the token of a remote seat's
player, whether that player is here, and a bot standing in while they are away.

Kinds: "person" (at the host's screen, hot-seat), a bot's level, "remote" (a person at
another computer). A remote seat is free until someone joins it; the joiner gets the seat's token,
and the token (with the table code) takes the same seat again after a drop, from any window
(the older connection is then ended). Read by the host's network thread and written by both
it and the game: every method holds the roster's lock.
"""

import threading
from dataclasses import dataclass

from shell.net import codes
from shell.net.refusals import ProtocolError


@dataclass
class Place:
    """One seat of the table."""

    kind: str  # "person", "remote" or a bot's level
    name: str
    token: str | None = None  # a remote seat's, given at its first join
    connection: int | None = None  # the live connection playing it (None: away or free)
    stand_in: str | None = None  # the bot level playing a remote seat while it is away

    def row(self) -> dict:
        """The seat as the "seats" message lists it."""
        return {"name": self.name, "kind": self.kind,
                "present": self.kind != "remote" or self.connection is not None,
                "bot": self.kind not in ("person", "remote") or self.stand_in is not None}


@dataclass(frozen=True)
class Claim:
    """A seat given to a connection: its token, and the connection it replaced (None)."""

    seat: int
    token: str
    replaced: int | None


class Roster:
    """The seats of one hosted table (see the module doc). `names_fixed`: joiners keep the
    seat's name (a game continued from a save) instead of giving theirs."""

    def __init__(self, places: list[Place], names_fixed: bool = False) -> None:
        self._places = places
        self._lock = threading.Lock()
        self.names_fixed = names_fixed
        self.version = 0  # bumped on every change (the lobby redraws)

    def rows(self) -> list[dict]:
        with self._lock:
            return [place.row() for place in self._places]

    def __len__(self) -> int:
        return len(self._places)

    def place(self, seat: int) -> Place:
        """A copy of seat `seat` as it is now."""
        with self._lock:
            found = self._places[seat]
            return Place(found.kind, found.name, found.token, found.connection, found.stand_in)

    def remote_seats(self) -> list[int]:
        with self._lock:
            return [seat for seat, place in enumerate(self._places) if place.kind == "remote"]

    def present_remote(self) -> list[int]:
        """The remote seats whose player is connected now."""
        with self._lock:
            return [seat for seat, place in enumerate(self._places)
                    if place.kind == "remote" and place.connection is not None]

    def connection(self, seat: int) -> int | None:
        with self._lock:
            return self._places[seat].connection

    def claim(self, connection: int, name: str, seat: int | None,
              token: str | None) -> Claim:
        """Give a seat to `connection`: the seat of `token` (a rejoin), else seat `seat`, or
        when `seat` is None the free remote seat of that name (a game continued from a
        save) or the first free one. A ProtocolError (bad_token, no_seat,
        seat_taken) when none can be given; nothing changes then."""
        with self._lock:
            if token is not None:
                for index, place in enumerate(self._places):
                    if place.token is not None and codes.same(token, place.token):
                        replaced, place.connection = place.connection, connection
                        self.version += 1
                        return Claim(index, place.token, replaced)
                raise ProtocolError("bad_token")
            if seat is None:
                free = [index for index, place in enumerate(self._places)
                        if place.kind == "remote" and place.token is None]
                if not free:
                    raise ProtocolError("no_seat")
                named = [index for index in free
                         if self._places[index].name.casefold() == name.casefold()]
                seat = (named or free)[0]  # a saved game's player finds their own seat
            if seat >= len(self._places) or self._places[seat].kind != "remote":
                raise ProtocolError("no_seat")
            place = self._places[seat]
            if place.token is not None:
                raise ProtocolError("seat_taken")
            place.token = codes.new_token()
            place.connection = connection
            if not self.names_fixed:
                place.name = name
            self.version += 1
            return Claim(seat, place.token, None)

    def release(self, seat: int, connection: int) -> bool:
        """`connection` has ended; True when it was the one playing `seat` (now away)."""
        with self._lock:
            place = self._places[seat]
            if place.connection != connection:
                return False
            place.connection = None
            self.version += 1
            return True

    def set_stand_in(self, seat: int, level: str | None) -> None:
        """A bot of `level` plays remote seat `seat` until `None` calls it off."""
        with self._lock:
            self._places[seat].stand_in = level
            self.version += 1

    def stand_ins(self) -> dict[int, str]:
        with self._lock:
            return {seat: place.stand_in for seat, place in enumerate(self._places)
                    if place.stand_in is not None}

    def names(self) -> list[str]:
        with self._lock:
            return [place.name for place in self._places]
