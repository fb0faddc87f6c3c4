"""The host's network side: a WebSocket server on a thread of its own, with its own asyncio
loop, so a frame of the game never waits on the network.

Each connection must say "hello" first, within `Limits.hello_timeout`, with this version and
the table code; it is then given a seat (`roster.Roster.claim`) and a "welcome", and what it
sends after is read message by message: checked against its schema (`protocol.from_client`),
held to a rate, and handed to the game as a `Request` in `inbox`. The game (on its own
thread: the table, or the headless host) decides, and sends each seat its messages through
`send`, which never blocks. A refused message is answered with a "refused" and changes
nothing; a connection that keeps sending what is refused, sends too fast for too long, or
does not read what it is sent is ended. Everything is bounded: connections, the size of a
message, the messages waiting to be sent, the wrong codes tried from one address.

At most one host runs in an app (`HostService.start` refuses a second).
"""

import asyncio
import contextlib
import logging
import queue
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.typing import Subprotocol

from shell.net import codes, protocol
from shell.net.refusals import ProtocolError
from shell.net.roster import Roster

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Limits:
    """The bounds of a host (seconds, counts)."""

    hello_timeout: float = 10.0  # to say hello after connecting
    max_connections: int = 16  # open at once, seated or not
    rate: float = 20.0  # messages a second one connection may send, on average
    burst: int = 40  # messages it may send at once
    max_refusals: int = 200  # refused messages before its connection is ended
    bad_codes: int = 10  # wrong table codes one address may try a minute
    out_queue: int = 512  # messages waiting to be sent to one connection
    ping_interval: float = 10.0  # WebSocket keep-alive: a dead peer is found within
    ping_timeout: float = 10.0  # about these two together


DEFAULT_LIMITS = Limits()
MAX_ADDRESSES = 1024  # addresses whose wrong codes are counted at once


@dataclass(frozen=True)
class Request:
    """What a seat's player asks of the game: "joined" and "left" (the connection), "act"
    (`fields`: ply, action) and "undo" (ply)."""

    kind: str
    seat: int
    connection: int
    fields: dict[str, Any] = field(default_factory=dict)


class _Bucket:
    """A token bucket: `rate` a second, at most `burst` at once."""

    def __init__(self, rate: float, burst: int) -> None:
        self.rate, self.burst = rate, burst
        self.tokens = float(burst)
        self.at = time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


class _Connection:
    def __init__(self, number: int, socket: ServerConnection, limit: int) -> None:
        self.number = number
        self.socket = socket
        self.outgoing: asyncio.Queue[str | None] = asyncio.Queue(limit)
        self.seat: int | None = None


_running: "HostService | None" = None
_running_lock = threading.Lock()


class HostService:
    """A table's server (see the module doc). `started` tells joiners the game is on."""

    def __init__(self, code: str, roster: Roster, game: str, options: dict,
                 limits: Limits = DEFAULT_LIMITS) -> None:
        self.code = code
        self.roster = roster
        self.game = game
        self.options = options
        self.limits = limits
        self.started = False
        self.refusals = 0  # messages and requests refused so far (for the log and the tests)
        self.inbox: queue.Queue[Request] = queue.Queue()
        self.port: int | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._server: Server | None = None
        self._stopping: asyncio.Event | None = None
        self._connections: dict[int, _Connection] = {}
        self._by_seat: dict[int, _Connection] = {}
        self._numbers = 0
        self._bad_codes: dict[str, deque[float]] = {}

    # the game's side (any thread) ------------------------------------------------------
    def start(self, host: str = "0.0.0.0", port: int = protocol.DEFAULT_PORT,
              timeout: float = 10.0) -> int:
        """Listen on `host`:`port` (0: any free port) and answer the port; an OSError when
        it cannot (the port is taken), a RuntimeError when this app hosts already."""
        global _running
        with _running_lock:
            if _running is not None:
                raise RuntimeError("this app hosts a table already")
            _running = self
        ready = threading.Event()
        failure: list[BaseException] = []
        self._thread = threading.Thread(target=self._run, args=(host, port, ready, failure),
                                        name="table-host", daemon=True)
        self._thread.start()
        if not ready.wait(timeout) or failure:
            self.stop()
            if failure and isinstance(failure[0], OSError):
                raise failure[0]
            raise OSError("the table could not start listening")
        assert self.port is not None
        return self.port

    def stop(self, timeout: float = 5.0) -> None:
        """Say goodbye to every connection, stop listening and end the thread."""
        global _running
        loop, stopping = self._loop, self._stopping
        if loop is not None and stopping is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):  # the loop has just ended
                loop.call_soon_threadsafe(stopping.set)
        if self._thread is not None:
            self._thread.join(timeout)
        with _running_lock:
            if _running is self:
                _running = None

    def send(self, seat: int, text: str) -> None:
        """Queue message `text` (a `protocol.to_client` frame) for seat `seat`'s player;
        dropped when nobody plays it from another computer now."""
        loop = self._loop
        if loop is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(self._queue_for_seat, seat, text)

    def refuse(self, seat: int, code: str, message: dict | None = None, detail: str = "") -> None:
        """Tell seat `seat` its request was refused (reason `code`, an engine's `message`)."""
        self.refusals += 1
        self.send(seat, protocol.to_client("refused", code=code, message=message,
                                           detail=detail[:200]))

    def seats_changed(self) -> None:
        """Send every connected seat who sits where and who is here."""
        loop = self._loop
        if loop is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(self._broadcast_seats)

    def take(self, most: int = 64) -> list[Request]:
        """The requests waiting (at most `most`), oldest first; never blocks."""
        taken: list[Request] = []
        while len(taken) < most:
            try:
                taken.append(self.inbox.get_nowait())
            except queue.Empty:
                break
        return taken

    # the network thread ---------------------------------------------------------------
    def _run(self, host: str, port: int, ready: threading.Event,
             failure: list[BaseException]) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        try:
            loop.run_until_complete(self._main(host, port, ready))
        except BaseException as exc:  # reported to `start`, or logged once it has returned
            failure.append(exc)
            if ready.is_set():
                log.exception("the table's host stopped")
            ready.set()
        finally:
            loop.close()

    async def _main(self, host: str, port: int, ready: threading.Event) -> None:
        self._stopping = asyncio.Event()
        limits = self.limits
        async with serve(self._serve, host, port, subprotocols=[Subprotocol(protocol.SUBPROTOCOL)],
                         compression=None, max_size=protocol.CLIENT_FRAME_LIMIT,
                         max_queue=16, open_timeout=limits.hello_timeout,
                         ping_interval=limits.ping_interval, ping_timeout=limits.ping_timeout,
                         close_timeout=1) as server:
            self._server = server
            self.port = server.sockets[0].getsockname()[1]
            ready.set()
            await self._stopping.wait()
            for connection in list(self._connections.values()):
                self._say_bye(connection, "closed")
            await asyncio.sleep(0.05)  # the goodbyes leave before the sockets close

    def _queue_for_seat(self, seat: int, text: str) -> None:
        connection = self._by_seat.get(seat)
        if connection is not None:
            self._queue(connection, text)

    def _queue(self, connection: _Connection, text: str | None) -> None:
        try:
            connection.outgoing.put_nowait(text)
        except asyncio.QueueFull:  # a peer that does not read: end it
            log.warning("connection %d does not read what it is sent; ended",
                        connection.number)
            asyncio.ensure_future(connection.socket.close(1008, "too slow"))

    def _say_bye(self, connection: _Connection, code: str) -> None:
        self._queue(connection, protocol.to_client("bye", code=code))
        self._queue(connection, None)  # the writer closes the connection after it

    def _broadcast_seats(self) -> None:
        text = protocol.to_client("seats", seats=self.roster.rows(), started=self.started)
        for connection in list(self._by_seat.values()):
            self._queue(connection, text)

    async def _writer(self, connection: _Connection) -> None:
        socket = connection.socket
        with contextlib.suppress(ConnectionClosed):
            while True:
                text = await connection.outgoing.get()
                if text is None:
                    await socket.close(1000, "bye")
                    return
                await socket.send(text)

    async def _serve(self, socket: ServerConnection) -> None:
        self._numbers += 1
        connection = _Connection(self._numbers, socket, self.limits.out_queue)
        writer = asyncio.ensure_future(self._writer(connection))
        try:
            if len(self._connections) >= self.limits.max_connections:
                self._say_bye(connection, "busy")
                return
            self._connections[connection.number] = connection
            if await self._hello(connection):
                await self._read(connection)
        except ConnectionClosed:
            pass
        finally:
            self._connections.pop(connection.number, None)
            seat = connection.seat
            if seat is not None and self._by_seat.get(seat) is connection:
                del self._by_seat[seat]
            if seat is not None and self.roster.release(seat, connection.number):
                self.inbox.put(Request("left", seat, connection.number))
                self._broadcast_seats()
            try:
                await asyncio.wait_for(writer, 3)
            except (TimeoutError, ConnectionClosed):
                writer.cancel()

    async def _hello(self, connection: _Connection) -> bool:
        """Read the hello and seat the connection; False (and a goodbye) when refused."""
        try:
            raw = await asyncio.wait_for(connection.socket.recv(), self.limits.hello_timeout)
        except TimeoutError:
            self._say_bye(connection, "hello_first")
            return False
        try:
            message = protocol.from_client(raw)
            if message.type != "hello":
                raise ProtocolError("hello_first")
            fields = message.fields
            if fields["version"] != protocol.VERSION:
                raise ProtocolError("version", f"{fields['version']} is not "
                                               f"{protocol.VERSION}")
            self._check_code(connection, fields["code"])
            claim = self.roster.claim(connection.number, fields["name"], fields["seat"],
                                      fields["token"])
        except ProtocolError as exc:
            log.info("connection %d refused: %s", connection.number, exc)
            self._say_bye(connection, exc.code)
            return False
        replaced = self._by_seat.get(claim.seat)
        connection.seat = claim.seat
        self._queue(connection, protocol.to_client(
            "welcome", version=protocol.VERSION, seat=claim.seat, token=claim.token,
            game=self.game, options=self.options, seats=self.roster.rows(),
            started=self.started))
        self._by_seat[claim.seat] = connection
        if replaced is not None:
            replaced.seat = None
            self._say_bye(replaced, "replaced")
        self.inbox.put(Request("joined", claim.seat, connection.number))
        self._broadcast_seats()
        return True

    def _check_code(self, connection: _Connection, code: str) -> None:
        """A ProtocolError for a wrong code, or for an address that tried too many."""
        address = str(connection.socket.remote_address[0]) \
            if connection.socket.remote_address else ""
        now = time.monotonic()
        if address not in self._bad_codes and len(self._bad_codes) >= MAX_ADDRESSES:
            for old in [a for a, times in self._bad_codes.items()
                        if not times or now - times[-1] > 60]:
                del self._bad_codes[old]  # addresses whose minute is over
            if len(self._bad_codes) >= MAX_ADDRESSES:
                raise ProtocolError("too_many_tries")  # too many addresses guessing at once
        tried = self._bad_codes.setdefault(address, deque())
        while tried and now - tried[0] > 60:
            tried.popleft()
        if len(tried) >= self.limits.bad_codes:
            raise ProtocolError("too_many_tries")
        if not codes.same(code, self.code):
            tried.append(now)
            raise ProtocolError("bad_code")

    async def _read(self, connection: _Connection) -> None:
        bucket = _Bucket(self.limits.rate, self.limits.burst)
        refusals = 0
        async for raw in connection.socket:
            seat = connection.seat
            if seat is None:  # replaced by a rejoin
                return
            try:
                if not bucket.take():
                    raise ProtocolError("too_fast")
                message = protocol.from_client(raw)
                if message.type == "hello":
                    raise ProtocolError("malformed", "a second hello")
            except ProtocolError as exc:
                refusals += 1
                self.refusals += 1
                if refusals > self.limits.max_refusals:
                    self._say_bye(connection, exc.code)
                    return
                self._queue(connection, protocol.to_client(
                    "refused", code=exc.code, message=None, detail=exc.detail[:200]))
                continue
            if message.type == "leave":
                self._say_bye(connection, "closed")
                return
            self.inbox.put(Request(message.type, seat, connection.number, message.fields))
