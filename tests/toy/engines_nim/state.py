"""The toy Nim's rules: three heaps (3, 4, 5; doubled with "big heaps"); a turn takes one to
three stones from one heap; whoever takes the last stone wins. Each seat holds a secret card
0-9 dealt from a shuffled deck, hidden from the others until the end; whoever empties a heap
swaps their card for the deck's top card (a chance event). The winner scores 10 plus their
card, the others their card.
"""

from engines.core import FORMAT_VERSION, N_, Event, IllegalAction, Rng, State, draw, shuffled
from engines.core.fields import LIST, RNG, Field, Fields

from .actions import ACTIONS, NimAction, Take
from .observation import NimObservation
from .spec import SPEC

HEAPS = (3, 4, 5)
MAX_TAKE = 3
CARDS = tuple(range(10))
WIN_POINTS = 10
CARD, WIN = N_("Card"), N_("Win")  # the score's categories
NOT_A_MOVE = N_("take one to three stones from a heap that has them")
NOT_SAVED = N_("this is not a saved Nim game")


class NimState(State):
    """A Nim position; every field is declared once, in FIELDS."""

    FIELDS = Fields(
        Field("num_players", key="players"),
        Field("options", encode=dict, decode=dict),  # never changed: the clone shares it
        Field("rng", RNG, encode=lambda rng: rng.state, decode=Rng),
        Field("deck", LIST), Field("secrets", LIST), Field("heaps", LIST), Field("turn"),
    )
    clone = FIELDS.clone_method()
    num_players: int
    options: dict
    rng: Rng
    heaps: list[int]
    deck: list[int]  # top card last
    secrets: list[int]  # per seat
    turn: int

    def to_move(self) -> int | None:
        return None if self.is_over() else self.turn

    def legal_actions(self) -> list[NimAction]:
        if self.is_over():
            return []
        return [Take("take", h, n) for h, size in enumerate(self.heaps)
                for n in range(1, min(MAX_TAKE, size) + 1)]

    def apply(self, action) -> list[Event]:
        move = ACTIONS.decode(action)
        if self.is_over() or move is None or move not in self.legal_actions():
            raise IllegalAction(NOT_A_MOVE, action)
        seat = self.turn
        self.heaps[move.heap] -= move.stones
        events = [Event("take", seat, {"heap": move.heap, "stones": move.stones})]
        if self.heaps[move.heap] == 0 and self.deck:
            (card,) = draw(self.deck, 1)
            self.deck.insert(0, self.secrets[seat])
            self.secrets[seat] = card
            events.append(Event("draw", seat, {}, reveals=True))
        if self.is_over():
            events.append(Event("game_over", seat))
        else:
            self.turn = (self.turn + 1) % self.num_players
        return events

    def is_over(self) -> bool:
        return sum(self.heaps) == 0

    def winners(self) -> list[int]:
        return [self.turn] if self.is_over() else []

    def score_breakdown(self) -> list[dict[str, int]]:
        won = set(self.winners())
        return [{CARD: self.secrets[s], WIN: WIN_POINTS if s in won else 0}
                for s in range(self.num_players)]

    def scores(self) -> list[int]:
        return [sum(b.values()) for b in self.score_breakdown()]

    def observation(self, seat: int) -> NimObservation:
        over = self.is_over()
        return {
            "game": "nim",
            "seat": seat,
            "to_move": self.to_move(),
            "scores": self.scores() if over else [0] * self.num_players,  # cards are secret
            "winners": self.winners(),
            "heaps": list(self.heaps),
            "turn": self.turn,
            "deck_size": len(self.deck),
            "secrets": [self.secrets[s] if (s == seat or over) else None
                        for s in range(self.num_players)],
        }

    def public_observation(self, seat: int) -> NimObservation:
        """`observation(seat)` as anyone at the table sees it: no secret card before the end."""
        obs = self.observation(seat)
        if not self.is_over():
            obs["secrets"] = [None] * self.num_players
        return obs

    def determinize(self, seat: int, rng: Rng) -> "NimState":
        """The others' cards and the deck dealt anew from the cards `seat` has not seen."""
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

    def to_json(self) -> dict:
        return self.FIELDS.to_json(self, {"version": FORMAT_VERSION, "game": "nim"})

    @classmethod
    def from_json(cls, data: dict) -> "NimState":
        if data.get("version") != FORMAT_VERSION:
            raise IllegalAction(NOT_SAVED)
        return cls.FIELDS.load(cls, data)


def new_game(players: int = 2, options: dict | None = None, seed: int = 0) -> NimState:
    """A new game: the deck shuffled, a secret card dealt to each seat, seat 0 to take."""
    SPEC.check_players(players)
    state = NimState.__new__(NimState)
    state.num_players = players
    state.options = SPEC.resolve_options(options)
    state.rng = Rng(seed)
    state.deck = shuffled(CARDS, state.rng)
    state.secrets = draw(state.deck, players)
    state.heaps = [h * (2 if state.options["big_heaps"] else 1) for h in HEAPS]
    state.turn = 0
    return state
