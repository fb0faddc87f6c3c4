"""The joining app's network side: one WebSocket connection to a host, on a thread of its
own with its own asyncio loop, so a frame never waits on the network.

`TableClient` connects, says hello (the table code and a name, or the seat's token on a
rejoin) and puts what the host sends, each message checked against its schema
(`protocol.from_host`), in its inbox for the game to `poll`; `send` queues a message and never
blocks. When the connection drops after the table gave a seat, it tries again with the seat's
token, a bounded number of times with growing waits (`Retry`); a goodbye from the host ends
it for good. What the game polls besides messages is the connection's `Status`.
"""

import asyncio
import contextlib
import logging
import queue
import threading
from dataclasses import dataclass

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI
from websockets.typing import Subprotocol

from shell.net import protocol
from shell.net.refusals import ProtocolError
from shell.version import app_version

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Retry:
    """How a dropped connection is tried again: the waits (seconds) before each try."""

    waits: tuple[float, ...] = (0.5, 1.0, 2.0, 4.0, 8.0, 8.0)
    open_timeout: float = 8.0  # to connect and finish the opening handshake


DEFAULT_RETRY = Retry()


@dataclass(frozen=True)
class Status:
    """The connection's state: "connecting", "joined" (seated), "retrying" (dropped, trying
    again), "ended" (for good: `code` says why, a reason of `refusals.REASONS` or "lost" when
    every retry failed or the host could not be reached)."""

    state: str
    code: str = ""


def parse_address(text: str) -> tuple[str, int] | None:
    """(host, port) of an address typed as `host`, `host:port`, `[v6]` or `[v6]:port`;
    None when it is no address."""
    text = text.strip()
    if not text or len(text) > 255 or any(ch.isspace() or ch in "/@?#" for ch in text):
        return None
    port = protocol.DEFAULT_PORT
    if text.startswith("["):
        host, _sep, rest = text[1:].partition("]")
        if rest and not rest.startswith(":"):
            return None
        port_text = rest[1:] if rest else ""
    elif text.count(":") == 1:
        host, port_text = text.split(":")
    else:
        host, port_text = text, ""
    if port_text:
        if not port_text.isdigit() or not 0 < int(port_text) < 65536:
            return None
        port = int(port_text)
    return (host, port) if host else None


def uri(host: str, port: int) -> str:
    return f"ws://[{host}]:{port}/" if ":" in host else f"ws://{host}:{port}/"


class TableClient:
    """A connection to a hosted table (see the module doc)."""

    def __init__(self, host: str, port: int, code: str, name: str, seat: int | None = None,
                 token: str | None = None, retry: Retry = DEFAULT_RETRY) -> None:
        self.address = uri(host, port)
        self.code = code
        self.name = name
        self.seat = seat
        self.token = token
        self.retry = retry
        self.inbox: queue.Queue[protocol.Message | Status] = queue.Queue()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._outgoing: asyncio.Queue[str] | None = None
        self._closing: asyncio.Event | None = None
        self._socket: ClientConnection | None = None

    def start(self) -> None:
        self._thread = threading.Thread(target=self._run, name="table-client", daemon=True)
        self._thread.start()

    def send(self, kind: str, **fields) -> None:
        """Queue message `kind` for the host (dropped while not connected)."""
        text = protocol.to_host(kind, **fields)
        loop, outgoing = self._loop, self._outgoing
        if loop is not None and outgoing is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(self._queue, text)

    def poll(self, most: int = 64) -> list[protocol.Message | Status]:
        """What came since the last poll (at most `most`), oldest first; never blocks."""
        found: list[protocol.Message | Status] = []
        while len(found) < most:
            try:
                found.append(self.inbox.get_nowait())
            except queue.Empty:
                break
        return found

    def close(self, timeout: float = 3.0) -> None:
        """Leave the table (the seat is kept for a rejoin) and end the thread."""
        loop, closing = self._loop, self._closing
        if loop is not None and closing is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(closing.set)
        if self._thread is not None:
            self._thread.join(timeout)

    # the network thread -------------------------------------------------------------------
    def _queue(self, text: str) -> None:
        assert self._outgoing is not None
        if self._socket is not None and self._outgoing.qsize() < 64:
            self._outgoing.put_nowait(text)

    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        try:
            loop.run_until_complete(self._main())
        except Exception:
            log.exception("the table's connection failed")
            self.inbox.put(Status("ended", "lost"))
        finally:
            loop.close()

    async def _main(self) -> None:
        self._outgoing = asyncio.Queue()
        self._closing = asyncio.Event()
        waits = list(self.retry.waits)
        self.inbox.put(Status("connecting"))
        while True:
            outcome = await self._session()
            if outcome != "dropped":
                self.inbox.put(Status("ended", outcome))
                return
            if self.token is None or not waits:  # never seated, or every retry used
                self.inbox.put(Status("ended", "lost"))
                return
            self.inbox.put(Status("retrying"))
            closing = asyncio.ensure_future(self._closing.wait())
            done, _pending = await asyncio.wait({closing}, timeout=waits.pop(0))
            if closing in done:
                self.inbox.put(Status("ended", "closed"))
                return
            closing.cancel()

    async def _session(self) -> str:
        """One connection: "dropped" when it was lost, else why it ended for good."""
        assert self._outgoing is not None and self._closing is not None
        try:
            socket = await connect(self.address, subprotocols=[Subprotocol(protocol.SUBPROTOCOL)],
                                   compression=None, max_size=protocol.HOST_FRAME_LIMIT,
                                   open_timeout=self.retry.open_timeout, ping_interval=10,
                                   ping_timeout=10, close_timeout=2, proxy=None)
        except (OSError, TimeoutError, InvalidHandshake, InvalidURI) as exc:
            log.info("cannot reach the table at %s: %s", self.address, exc)
            return "dropped"
        self._socket = socket
        while not self._outgoing.empty():  # nothing from before this connection
            self._outgoing.get_nowait()
        try:
            await socket.send(protocol.to_host(
                "hello", version=protocol.VERSION, app=app_version()[:32], code=self.code,
                name=self.name, seat=self.seat if self.token is None else None,
                token=self.token))
            reader = asyncio.ensure_future(self._read(socket))
            writer = asyncio.ensure_future(self._write(socket))
            closing = asyncio.ensure_future(self._closing.wait())
            done, pending = await asyncio.wait({reader, writer, closing},
                                               return_when=asyncio.FIRST_COMPLETED)
            for task in pending:
                task.cancel()
            if closing in done:
                with contextlib.suppress(ConnectionClosed):
                    await socket.send(protocol.to_host("leave"))
                return "closed"
            if reader in done and not reader.cancelled() and reader.exception() is None:
                return reader.result()
            return "dropped"
        finally:
            self._socket = None
            await socket.close()

    async def _write(self, socket: ClientConnection) -> None:
        assert self._outgoing is not None
        with contextlib.suppress(ConnectionClosed):  # the reader tells the drop
            while True:
                await socket.send(await self._outgoing.get())

    async def _read(self, socket: ClientConnection) -> str:
        """Read until the host says goodbye (its code) or the connection drops."""
        try:
            async for raw in socket:
                try:
                    message = protocol.from_host(raw)
                except ProtocolError as exc:
                    log.warning("a message from the host refused: %s", exc)
                    continue
                if message.type == "bye":
                    return str(message.fields["code"])
                if message.type == "welcome":
                    if message.fields["version"] != protocol.VERSION:
                        return "version"
                    self.token = message.fields["token"]
                    self.seat = message.fields["seat"]
                    self.inbox.put(Status("joined"))
                self.inbox.put(message)
        except ConnectionClosed:
            pass
        return "dropped"
