"""A host under attack: thousands of malformed and hostile frames, before and after a hello,
from a seated player and from strangers. Nothing crashes, nothing hangs, the game does not
change, and the honest players then play it to its end."""

import contextlib
import json
import threading
import time

from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from shell.net import protocol
from shell.net.headless import HeadlessClient, HeadlessHost
from shell.net.host import Limits
from tests.shell.net.hostile import hostile_frames
from tests.shell.net.loopback import play, replay_of

FRAMES = 3000  # sent by the seated attacker, each answered before the next
STRANGERS = 300  # connections that open with a hostile frame instead of a hello


def hello(code: str, token: str | None = None, seat: int | None = None) -> str:
    return json.dumps({"type": "hello", "version": protocol.VERSION, "app": "x", "code": code,
                       "name": "Mallory", "seat": seat, "token": token})


def socket_to(port: int):
    return connect(f"ws://127.0.0.1:{port}/", subprotocols=[protocol.SUBPROTOCOL],
                   open_timeout=5, close_timeout=1, max_size=protocol.HOST_FRAME_LIMIT)


class Attacker(threading.Thread):
    """Takes seat 1 properly, then sends the hostile frames (joining again with its token
    when the host ends its connection), and tries the strangers' openings."""

    def __init__(self, port: int, code: str) -> None:
        super().__init__(daemon=True)
        self.port, self.code = port, code
        self.token: str | None = None
        self.refused = 0
        self.sent = 0
        self.ended = 0  # connections the host ended
        self.strangers_refused = 0
        self.error: BaseException | None = None

    def run(self) -> None:
        try:
            frames = hostile_frames(FRAMES, seed=11)
            while frames:
                frames = self._seated(frames)
            for raw in hostile_frames(STRANGERS, seed=12):
                with socket_to(self.port) as socket:
                    socket.send(raw)
                    answer = json.loads(socket.recv(timeout=5))
                    assert answer["type"] == "bye", answer
                    self.strangers_refused += 1
        except BaseException as exc:  # reported by the test
            self.error = exc

    def _seated(self, frames: list) -> list:
        """Send frames one at a time on one seated connection, each answered before the
        next (a refusal with its reason, or a goodbye that ends the connection); what is
        left to send."""
        with socket_to(self.port) as socket:
            socket.send(hello(self.code, self.token, None if self.token else 1))
            welcome = json.loads(socket.recv(timeout=5))
            assert welcome["type"] == "welcome", welcome
            self.token = welcome["token"]
            for k, raw in enumerate(frames):
                socket.send(raw)
                self.sent += 1
                answer = self._answer(socket)
                if answer["type"] == "bye":
                    self.ended += 1
                    return frames[k + 1:]
                assert answer["type"] == "refused" and answer["code"], answer
                self.refused += 1
            return []

    def _answer(self, socket) -> dict:
        """The answer to the frame just sent (the table's news in between skipped)."""
        while True:
            answer = json.loads(socket.recv(timeout=10))
            if answer["type"] in ("refused", "bye"):
                return answer


def test_thousands_of_hostile_messages_change_nothing_and_the_game_goes_on():
    limits = Limits(hello_timeout=2.0, ping_interval=2.0, ping_timeout=2.0, rate=1e6,
                    burst=10**6, max_refusals=10**6, bad_codes=10**6)
    host = HeadlessHost(replay_of("imhotep", ["remote", "remote", "random"]), limits=limits)
    honest = HeadlessClient("127.0.0.1", host.port, host.code, "Honest", seat=0,
                            autoplay=False)
    try:
        attacker = Attacker(host.port, host.code)
        play(host, [honest], 5, until=lambda: honest.mirror.seat == 0)
        attacker.start()
        play(host, [honest], 10, until=lambda: host.session is not None)
        session = host.session
        before, ply = session.state.clone(), session.ply
        assert session.state.to_move() == 0  # the honest seat's turn all along
        started = time.monotonic()
        play(host, [honest], 90, until=lambda: not attacker.is_alive())
        took = time.monotonic() - started
        assert attacker.error is None, attacker.error
        assert session.state == before and session.ply == ply
        # every frame answered: refused with its reason, or (a well-formed "leave") a goodbye
        assert attacker.sent == FRAMES == attacker.refused + attacker.ended
        assert attacker.refused > FRAMES * 0.9 and host.service.refusals >= attacker.refused
        assert attacker.ended >= 1  # a "leave" ends a connection; it came back with its token
        assert attacker.strangers_refused == STRANGERS
        assert honest.status.state == "joined" and honest.mirror.ply == ply
        assert took < 60
        # the host still answers at once, and the honest players finish the game
        honest.autoplay = True
        back = HeadlessClient("127.0.0.1", host.port, host.code, "x", token=attacker.token)
        play(host, [honest, back], 30)
        assert honest.mirror.final is not None and back.mirror.final is not None
    finally:
        honest.close()
        host.close()


def test_a_flood_is_refused_as_too_fast_and_then_ended():
    limits = Limits(hello_timeout=2.0, ping_interval=2.0, ping_timeout=2.0, rate=5.0,
                    burst=10, max_refusals=30)
    host = HeadlessHost(replay_of("aton", ["remote", "human"]), limits=limits)
    try:
        codes_seen = []
        with socket_to(host.port) as socket:
            socket.send(hello(host.code))
            assert json.loads(socket.recv(timeout=5))["type"] == "welcome"

            def flood() -> None:
                with contextlib.suppress(ConnectionClosed):
                    for _ in range(200):
                        socket.send(json.dumps({"type": "undo", "ply": 0}))

            sender = threading.Thread(target=flood, daemon=True)
            sender.start()
            with contextlib.suppress(ConnectionClosed):
                while True:
                    codes_seen.append(json.loads(socket.recv(timeout=5)).get("code"))
            sender.join(5)
        assert codes_seen.count("too_fast") > 20 and codes_seen[-1] == "too_fast"  # a bye
        assert len(codes_seen) < 60
        for _ in range(20):
            host.step()
        assert host.session is None or host.session.ply == 0
    finally:
        host.close()


def test_wrong_codes_from_one_address_are_refused_for_a_while():
    limits = Limits(hello_timeout=2.0, bad_codes=3)
    host = HeadlessHost(replay_of("aton", ["remote", "human"]), limits=limits)
    try:
        wrong = "Z" * protocol.CODE_LENGTH if host.code != "Z" * 6 else "Y" * 6
        answers = []
        for code in [wrong] * 4 + [host.code]:
            with socket_to(host.port) as socket:
                socket.send(hello(code))
                answers.append(json.loads(socket.recv(timeout=5)).get("code"))
        assert answers == ["bad_code"] * 3 + ["too_many_tries"] * 2  # even the right one
    finally:
        host.close()


def test_a_silent_connection_is_ended_and_the_connections_are_bounded():
    limits = Limits(hello_timeout=0.5, max_connections=3)
    host = HeadlessHost(replay_of("aton", ["remote", "human"]), limits=limits)
    try:
        with contextlib.ExitStack() as stack:
            sockets = [stack.enter_context(socket_to(host.port)) for _ in range(3)]
            with socket_to(host.port) as fourth:
                assert json.loads(fourth.recv(timeout=5)) == {"type": "bye", "code": "busy"}
            for socket in sockets:  # said nothing: ended after the hello's time
                assert json.loads(socket.recv(timeout=5)) == {"type": "bye",
                                                               "code": "hello_first"}
    finally:
        host.close()
