"""Two first steps weighed against each other, with the noise of the search measured.

    means = duel(state, seat, (played, preferred), seed, game, iterations)

Hard's search (engines/ai/hint.py) with its root narrowed to the given steps, taken in
turn (each gets half the iterations, so both means are equally sure): every iteration
determinizes the seat's view, applies the step and lets Hard's tree search on below it.
The result is each step's mean reward, by which the steps are weighed, and its mean chance to
win (`Valuer.chances`, what the player is shown; with two seats the same figure). Run with
`DUEL_SEEDS` seeds, the spread of the gap between the steps across the seeds is the noise
the analysis compares a gap with: a move is called better than another only when every
seed says so and the mean gap exceeds `NOISE_TIMES` times its spread (a turning point,
engines/ai/analysis.py).

The tree below each step is the bot's own (`IsmctsBot._iterate`, its leaf values and
widening), so the means are Hard's, not a cruder estimate's.
"""

import random
import statistics
from dataclasses import dataclass

from engines.core import Rng

from .bots import _Node  # the tree below each step is the bot's own
from .hint import HINT_LEVEL
from .levels import make_bot
from .runner import determinized

DUEL_SEEDS = 3
NOISE_TIMES = 2.0  # a gap counts when above this many standard deviations across seeds
MIN_GAP = 0.02  # ... and above two points of chance to win in any case


@dataclass(frozen=True)
class Verdict:
    """The first step's and the second's mean reward over the seeds, the gaps they are
    weighed by, and their mean chances to win (what the player is shown)."""

    first: float
    second: float
    gaps: tuple  # first minus second, one per seed
    chances: tuple = ()  # (the first's mean chance, the second's); () where not measured
    chance_gaps: tuple = ()  # the first's chance minus the second's, one per seed

    @property
    def first_chance(self) -> float:
        return self.chances[0] if self.chances else self.first

    @property
    def second_chance(self) -> float:
        return self.chances[1] if self.chances else self.second

    @property
    def chance_noise(self) -> float:
        """The standard deviation across the seeds of the gap between the chances."""
        gaps = self.chance_gaps or self.gaps
        return statistics.stdev(gaps) if len(gaps) > 1 else 0.0

    def reversed(self) -> "Verdict":
        """The same duel with the two moves the other way round."""
        return Verdict(self.second, self.first, tuple(-gap for gap in self.gaps),
                       self.chances[::-1], tuple(-gap for gap in self.chance_gaps))

    @property
    def gap(self) -> float:
        return statistics.fmean(self.gaps)

    @property
    def noise(self) -> float:
        """The standard deviation of the gap across the seeds."""
        return statistics.stdev(self.gaps) if len(self.gaps) > 1 else 0.0

    @property
    def first_is_better(self) -> bool:
        """Every seed puts the first step ahead, by more than the noise across seeds."""
        return min(self.gaps) > 0 and self.gap > max(MIN_GAP, NOISE_TIMES * self.noise)


def duel_once(state, seat: int, steps: tuple, seed: int, game: str | None,
              iterations: int) -> list[tuple[float, float]]:
    """Each of `steps`' (mean reward, mean chance to win) for `seat` from one seeded search
    of `iterations`."""
    return weigh_once(state, seat, tuple((step,) for step in steps), seed, game, iterations)


def weigh_once(state, seat: int, moves: tuple, seed: int, game: str | None,
               iterations: int) -> list[tuple[float, float]]:
    """Each of `moves`' (each a sequence of steps `seat` plays in a row) (mean reward, mean
    chance to win) for `seat` from one seeded search of `iterations`, taken in turn."""
    mix = random.Random(seed)
    world = determinized(state, seat, mix.getrandbits(64))
    bot = make_bot(HINT_LEVEL, game, mix.getrandbits(64))
    values = bot.begin_search(world, seat)
    nodes = [_Node() for _move in moves]
    totals = [0.0] * len(moves)
    chances = [0.0] * len(moves)
    for k in range(max(len(moves), iterations)):
        index = k % len(moves)
        probe = world.determinize(seat, Rng(mix.getrandbits(64)))
        for step in moves[index]:
            probe.apply(step)
        if not probe.is_over():
            bot._iterate(nodes[index], probe)  # the tree below the move, played out
        nodes[index].visits += 1
        rewards, wins = values.rewards_and_chances(probe)
        totals[index] += rewards[seat]
        chances[index] += wins[seat]
    return [(total / max(1, node.visits), chance / max(1, node.visits))
            for total, chance, node in zip(totals, chances, nodes, strict=True)]


def verdict_of(results: list) -> Verdict:
    """The Verdict of one duel's results, one [(reward, chance) of the first move, ... of the
    second] per seed."""
    first = [r[0] for r in results]
    second = [r[1] for r in results]
    return Verdict(statistics.fmean(a[0] for a in first),
                   statistics.fmean(b[0] for b in second),
                   tuple(a[0] - b[0] for a, b in zip(first, second, strict=True)),
                   (statistics.fmean(a[1] for a in first),
                    statistics.fmean(b[1] for b in second)),
                   tuple(a[1] - b[1] for a, b in zip(first, second, strict=True)))


def duel(state, seat: int, first, second, seed: int, game: str | None,
         iterations: int, seeds: int = DUEL_SEEDS) -> Verdict:
    """`first` against `second` (two steps legal for `seat`, who is to move in `state`),
    each search `iterations` long, over `seeds` seeds derived from `seed`."""
    if state.to_move() != seat:
        raise ValueError(f"seat {seat} is not to move")
    return verdict_of([duel_once(state, seat, (first, second), seed * 7919 + k, game,
                                 iterations) for k in range(seeds)])


def duel_moves(state, seat: int, first: tuple, second: tuple, seed: int, game: str | None,
               iterations: int, seeds: int = DUEL_SEEDS) -> Verdict:
    """As `duel`, for two whole moves (each the steps `seat` plays in a row from `state`,
    engines/ai/whole_move.py): the search goes on below each move's last step."""
    if state.to_move() != seat:
        raise ValueError(f"seat {seat} is not to move")
    moves = (tuple(first), tuple(second))
    return verdict_of([weigh_once(state, seat, moves, seed * 7919 + k, game, iterations)
                       for k in range(seeds)])
