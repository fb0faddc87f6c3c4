"""Shared fixtures for the bot tests: the engines to test and a Nim with a canonical determinize."""

from engines import GAME_IDS, get_engine
from engines.core import Rng, shuffled
from tests.toy_nim import ENGINE as NIM
from tests.toy_nim import NimState


class CanonicalNim(NimState):
    """Nim whose determinize depends only on the observation (the unseen pool is sorted
    before it is shuffled), as every real engine's determinize must."""

    def clone(self):
        copy = super().clone()
        copy.__class__ = CanonicalNim
        return copy

    def determinize(self, seat, rng: Rng):
        copy = self.clone()
        if self.is_over():
            return copy
        others = [s for s in range(self.num_players) if s != seat]
        pool = shuffled(sorted(copy.deck + [copy.secrets[s] for s in others]), rng)
        for s in others:
            copy.secrets[s] = pool.pop()
        copy.deck = pool
        copy.rng = rng.fork()
        return copy


def canonical_nim(players=2, seed=0, big=False):
    state = NIM.new_game(players, {"big_heaps": big}, seed)
    copy = state.clone()
    copy.__class__ = CanonicalNim
    return copy


def real_engines():
    """The game engines present and importable in the tree (they land one by one; a package
    still being written, without ENGINE, is left out)."""
    found = []
    for gid in GAME_IDS:
        try:
            found.append(get_engine(gid))
        except (ImportError, AttributeError, LookupError):
            continue
    return found


def all_engines():
    return [NIM, *real_engines()]


def game_id(engine):
    """The game id the bots get: None for the test game (no heuristic module)."""
    return None if engine is NIM else engine.spec.id
