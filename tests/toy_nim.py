"""A tiny test-only game that exercises the engine contract and the conformance kit.

Nim with hidden information: three heaps (3, 4, 5); a turn takes 1-3 stones from one heap;
whoever takes the last stone wins. Each seat is dealt a secret card 0-9 from a shuffled deck
(hidden from the others until the end); the winner scores 10 plus their card, the others
score their card. When a heap is emptied the taker draws a new secret card (chance event).
"""

from typing import Literal, NamedTuple

from engines.core import (
    FORMAT_VERSION,
    N_,
    Engine,
    Event,
    GameSpec,
    IllegalAction,
    OptionSpec,
    Rng,
    State,
    draw,
    shuffled,
)
from engines.core.actions import ActionKinds


class Take(NamedTuple):
    kind: Literal["take"]
    heap: int
    count: int


ACTIONS = ActionKinds(Take)
HEAPS = (3, 4, 5)
MAX_TAKE = 3
CARDS = tuple(range(10))

SPEC = GameSpec(
    id="nim",
    name=N_("Nim"),
    min_players=2,
    max_players=3,
    options=(OptionSpec("big_heaps", N_("Big heaps"), False),),
)


class NimState(State):
    def __init__(self, players, options, rng, heaps, deck, secrets, turn):
        self.num_players = players
        self.options = options
        self.rng = rng
        self.heaps = heaps
        self.deck = deck
        self.secrets = secrets
        self.turn = turn

    def to_move(self):
        return None if self.is_over() else self.turn

    def legal_actions(self):
        if self.is_over():
            return []
        return [
            Take("take", h, n)
            for h, size in enumerate(self.heaps)
            for n in range(1, min(MAX_TAKE, size) + 1)
        ]

    def apply(self, action):
        move = ACTIONS.decode(action)
        if self.is_over() or move is None or move not in self.legal_actions():
            raise IllegalAction("not a legal Nim move", action)
        heap, count = move.heap, move.count
        seat = self.turn
        self.heaps[heap] -= count
        events = [Event("take", seat, {"heap": heap, "count": count})]
        if self.heaps[heap] == 0 and self.deck:
            (card,) = draw(self.deck, 1)
            self.deck.insert(0, self.secrets[seat])
            self.secrets[seat] = card
            events.append(Event("draw", seat, {}, reveals=True))
        if self.is_over():
            events.append(Event("game_over", seat))
        else:
            self.turn = (self.turn + 1) % self.num_players
        return events

    def is_over(self):
        return sum(self.heaps) == 0

    def winners(self):
        return [self.turn] if self.is_over() else []

    def score_breakdown(self):
        won = set(self.winners())
        return [
            {N_("Card"): self.secrets[s], N_("Win"): 10 if s in won else 0}
            for s in range(self.num_players)
        ]

    def scores(self):
        return [sum(b.values()) for b in self.score_breakdown()]

    def observation(self, seat):
        over = self.is_over()
        return {
            "seat": seat,
            "to_move": self.to_move(),
            "scores": self.scores() if over else [0] * self.num_players,  # the cards are secret
            "winners": self.winners(),
            "heaps": list(self.heaps),
            "turn": self.turn,
            "deck_size": len(self.deck),
            "secrets": [
                self.secrets[s] if (s == seat or over) else None for s in range(self.num_players)
            ],
        }

    def determinize(self, seat, rng: Rng):
        copy = self.clone()
        if self.is_over():
            return copy
        others = [s for s in range(self.num_players) if s != seat]
        # sorted first: the world must depend on what `seat` sees, not on the hidden order
        pool = shuffled(sorted(copy.deck + [copy.secrets[s] for s in others]), rng)
        for s in others:
            copy.secrets[s] = pool.pop()
        copy.deck = pool
        copy.rng = rng.fork()
        return copy

    def clone(self):
        return NimState(
            self.num_players, dict(self.options), self.rng.copy(), list(self.heaps),
            list(self.deck), list(self.secrets), self.turn,
        )

    def to_json(self):
        return {
            "version": FORMAT_VERSION,
            "players": self.num_players,
            "options": self.options,
            "rng": self.rng.state,
            "heaps": self.heaps,
            "deck": self.deck,
            "secrets": self.secrets,
            "turn": self.turn,
        }

    @classmethod
    def from_json(cls, data):
        return cls(
            data["players"], dict(data["options"]), Rng(data["rng"]), list(data["heaps"]),
            list(data["deck"]), list(data["secrets"]), data["turn"],
        )


def new_game(players, options=None, seed=0):
    SPEC.check_players(players)
    options = SPEC.resolve_options(options)
    rng = Rng(seed)
    deck = shuffled(CARDS, rng)
    secrets = draw(deck, players)
    heaps = [h * (2 if options["big_heaps"] else 1) for h in HEAPS]
    return NimState(players, options, rng, heaps, deck, secrets, 0)


ENGINE = Engine(SPEC, new_game, NimState.from_json)
