"""A joined seat's link to its table: the connection (`client.TableClient`) and what the
seat knows (`mirror.SeatMirror`), polled together by the game's loop (a frame of the join
screen or the table, or the headless joiner)."""

from shell.net.client import DEFAULT_RETRY, Retry, Status, TableClient
from shell.net.mirror import Change, SeatMirror
from shell.net.refusals import ProtocolError


class SeatLink:
    """One seat's connection and knowledge; `status` is the connection's latest."""

    def __init__(self, host: str, port: int, code: str, name: str, *, seat: int | None = None,
                 token: str | None = None, retry: Retry = DEFAULT_RETRY) -> None:
        self.host, self.port, self.code = host, port, code
        self.mirror = SeatMirror()
        self.client = TableClient(host, port, code, name, seat, token, retry)
        self.status = Status("connecting")
        self.received: list = []  # every message taken (the tests read them)
        self.client.start()

    def poll(self) -> list[Change | Status]:
        """What changed since the last poll, oldest first (never blocks). A message the
        seat cannot believe ends the link with its reason."""
        changes: list[Change | Status] = []
        for item in self.client.poll():
            if isinstance(item, Status):
                self.status = item
                changes.append(item)
                continue
            try:
                change = self.mirror.take(item)
            except ProtocolError as exc:
                self.status = Status("ended", exc.code)
                changes.append(self.status)
                self.client.close(timeout=0)
                break
            self.received.append(item)
            if change is not None:
                changes.append(change)
        return changes

    def send(self, kind: str, **fields) -> None:
        self.client.send(kind, **fields)

    @property
    def ended(self) -> bool:
        return self.status.state == "ended"

    def close(self) -> None:
        """Leave the table (the seat stays this player's, for a rejoin)."""
        self.client.close()
