"""A test-only game with simultaneous blind choices, like Aton's card assignment.

Blind Bid: every seat holds tokens 1-4. In each of three rounds the seats bid one token each,
one seat at a time and blind to the bids already made this round; then the bids are revealed,
the highest bid made by exactly one seat scores its value for that seat (no score if every
high bid is tied) and the tokens are spent. Most points wins; ties share the win.
"""

from typing import Literal, NamedTuple

from engines.core import (
    FORMAT_VERSION,
    N_,
    Engine,
    Event,
    GameSpec,
    IllegalAction,
    State,
)
from engines.core.actions import ActionKinds


class Bid(NamedTuple):
    kind: Literal["bid"]
    token: int


ACTIONS = ActionKinds(Bid)
TOKENS = (1, 2, 3, 4)
ROUNDS = 3

SPEC = GameSpec(id="blind_bid", name=N_("Blind Bid"), min_players=2, max_players=3)


class BidState(State):
    def __init__(self, players, hands, pending, points, round_no, turn):
        self.num_players = players
        self.hands = hands          # per seat: tokens left (sorted lists)
        self.pending = pending      # per seat: this round's bid or None
        self.points = points
        self.round_no = round_no
        self.turn = turn

    def to_move(self):
        return None if self.is_over() else self.turn

    def legal_actions(self):
        if self.is_over():
            return []
        return [Bid("bid", t) for t in self.hands[self.turn]]

    def apply(self, action):
        move = ACTIONS.decode(action)
        if move is None or move not in self.legal_actions():
            raise IllegalAction("not a token you hold", action)
        seat = self.turn
        self.pending[seat] = move.token
        events = [Event("bid", seat, {})]
        if seat + 1 < self.num_players:
            self.turn = seat + 1
            return events
        bids = list(self.pending)
        for s, bid in enumerate(bids):
            self.hands[s].remove(bid)
        unique = [b for b in bids if bids.count(b) == 1]
        if unique:
            top = max(unique)
            self.points[bids.index(top)] += top
        events.append(Event("reveal", None, {"bids": bids}, reveals=True))
        self.pending = [None] * self.num_players
        self.round_no += 1
        self.turn = 0
        return events

    def is_over(self):
        return self.round_no >= ROUNDS

    def scores(self):
        return list(self.points)

    def score_breakdown(self):
        return [{N_("Bids won"): p} for p in self.points]

    def winners(self):
        if not self.is_over():
            return []
        best = max(self.points)
        return [s for s, p in enumerate(self.points) if p == best]

    def observation(self, seat):
        return {
            "hands": [list(h) for h in self.hands],
            "bid_made": [b is not None for b in self.pending],
            "my_bid": self.pending[seat],
            "points": list(self.points),
            "round": self.round_no,
            "turn": self.turn,
        }

    def determinize(self, seat, rng):
        copy = self.clone()
        for s, bid in enumerate(copy.pending):
            if bid is not None and s != seat:
                hand = copy.hands[s]
                copy.pending[s] = hand[rng.randrange(len(hand))]
        return copy

    def clone(self):
        return BidState(self.num_players, [list(h) for h in self.hands], list(self.pending),
                        list(self.points), self.round_no, self.turn)

    def to_json(self):
        return {"version": FORMAT_VERSION, "players": self.num_players, "hands": self.hands,
                "pending": self.pending, "points": self.points, "round": self.round_no,
                "turn": self.turn}

    @classmethod
    def from_json(cls, data):
        return cls(data["players"], [list(h) for h in data["hands"]], list(data["pending"]),
                   list(data["points"]), data["round"], data["turn"])


def new_game(players, options=None, seed=0):
    SPEC.check_players(players)
    SPEC.resolve_options(options)
    return BidState(players, [list(TOKENS) for _ in range(players)], [None] * players,
                    [0] * players, 0, 0)


ENGINE = Engine(SPEC, new_game, BidState.from_json)
