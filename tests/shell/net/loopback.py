"""Helpers of the in-process network tests: a headless host and joiners on 127.0.0.1, driven
by one loop, and a session watcher that works out, from the host's true state, what each
remote seat may be sent at every move."""

import json
import time

from engines import get_engine, notation
from engines.core import Event, Replay, Seat, State, canonical
from engines.core.actions import action_to_json
from engines.core.events import SECRET, secret_seats, seen_by
from shell.net import seat_messages
from shell.net.headless import HeadlessClient, HeadlessHost
from shell.net.host import Limits
from tests.conformance import worlds_alike_after

WORLDS = 3  # other deals tried per move for the check that nothing hidden is sent


def replay_of(game: str, kinds: list[str], seed: int = 11) -> Replay:
    engine = get_engine(game)
    seats = [Seat(f"{kind}{i}", kind) for i, kind in enumerate(kinds)]
    return Replay(game, engine.spec.resolve_options(None), seats, seed, [])


def play(host: HeadlessHost, clients: list[HeadlessClient], timeout: float = 30.0,
         until=None) -> None:
    """Step the host and the joiners until the game is over and every joiner has the whole
    game (or `until()` holds); an AssertionError when time runs out."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        host.step()
        for client in clients:
            client.step()
        if until is not None:
            if until():
                return
        elif host.over and all(client.done for client in clients):
            return
        time.sleep(0.0005)
    raise AssertionError(f"not done in {timeout} s: ply "
                         f"{host.session.ply if host.session else None}, "
                         f"clients {[c.status for c in clients]}")


def message_fields(client: HeadlessClient, kind: str) -> list[dict]:
    return [m.fields for m in client.received if m.type == kind]


class PrivacyWatcher:
    """Watches the host's session: for every action, the update each remote seat should be
    sent, worked out from the true state, and the check that it would be the same in other
    deals the seat cannot tell apart (so it carries nothing hidden from that seat)."""

    def __init__(self, host: HeadlessHost, seats: list[int]) -> None:
        assert host.session is not None
        self.host = host
        self.session = host.session
        self.seats = seats
        self.before: State = self.session.state.clone()
        self.expected: dict[int, list[dict]] = {seat: [] for seat in seats}
        self.worlds_checked = 0
        self.session.watchers.append(self)

    def after_action(self, mover: int, events: list[Event]) -> None:
        state, action = self.session.state, self.session.replay.actions[-1]
        for seat in self.seats:
            sent = self.expected_update(state, seat, mover, events)
            self.expected[seat].append(sent)
            if mover != seat:
                self.same_in_other_worlds(self.before, action, seat, sent)
        self.before = state.clone()

    def after_undo(self, by: int) -> None:
        self.before = self.session.state.clone()

    def expected_update(self, state: State, seat: int, mover: int,
                        events: list[Event]) -> dict:
        """What seat `seat` may be sent of the action just played (JSON as sent)."""
        mine = state.to_move() == seat
        for event in events:  # a secret only to the seats allowed to see it
            shown = seen_by(event, seat).data
            assert (SECRET in shown) == (SECRET in event.data and seat in secret_seats(event))
        return json.loads(json.dumps({
            "ply": self.session.ply, "mover": mover,
            "events": [seen_by(e, seat).to_json() for e in events],
            "obs": state.observation(seat), "to_move": state.to_move(),
            "legal": [action_to_json(a) for a in state.legal_actions()] if mine else [],
            "previews": seat_messages.previews(state, seat) if mine else [],
            "can_undo": self.session.can_undo(seat),
            "position": None if state.is_over() else notation.format_seen(state, seat)}))

    def same_in_other_worlds(self, before: State, action: tuple, seat: int,
                             sent: dict) -> None:
        """In deals `seat` cannot tell from the true one (`determinize`), the same action
        leaving it the same observation sends it the same events, legal actions, previews
        and written position: they carry nothing it may not see."""
        seeds = [1000 * self.session.ply + k for k in range(WORLDS)]
        for world, events in worlds_alike_after(before, action, seat, seeds,
                                                canonical(sent["obs"])):
            mine = world.to_move() == seat
            other = json.loads(json.dumps({
                "events": [seen_by(e, seat).to_json() for e in events],
                "legal": [action_to_json(a) for a in world.legal_actions()] if mine else [],
                "previews": seat_messages.previews(world, seat) if mine else [],
                "position": None if world.is_over() else notation.format_seen(world, seat)}))
            assert other == {key: sent[key] for key in other}, \
                f"seat {seat} would learn something hidden at ply {self.session.ply}"
            self.worlds_checked += 1


def quick_limits() -> Limits:
    """Limits of a test host: short waits, and no rate limit, so a joiner playing at random
    as fast as it can never rests half a second after a "too fast" refusal (the limit and
    the rest have their own tests in test_host_client.py and test_host_fuzz.py)."""
    return Limits(hello_timeout=2.0, ping_interval=2.0, ping_timeout=2.0, rate=1e6,
                  burst=10**6)
