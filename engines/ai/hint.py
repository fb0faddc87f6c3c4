"""The Hint: the strongest bot's move for the seat to move within 2 s, with its win estimate
and one line of why.

    h = hint(state, seat, seed, game=game_id)
    h.action   the move Expert plays here under a 2 s cap where the process has a helper
               to search beside it (the app's bot worker: both cores), else the move Hard
               plays (`decide(state, seat, "hard", seed, game)`); see hint_search_level
    h.win      the seat's chance to win after the whole move, in [0, 1] (`Valuer.chances`:
               with three or four seats the win reward, so even seats have 1/n each; a won
               game counts 0.85 plus a margin term, see values.py): the game's valuer at the
               end of the move, over several deals that fit the seat's view
               (`settled_chance`), so that a hint asked inside a move says what one asked at
               its start says
    h.steps    the whole move: its atomic steps while the same seat decides and no chance
               acts (engines/ai/whole_move.py); h.action is the first
    h.move     what the whole move is (a marked Message), h.reason why (a marked Message)

No peeking: the search runs on `determinized(state, seat, ...)` only, exactly as `decide`
does, and the explanation compares the determinized world before and after the whole move (the
heuristic's margin over the best other seat, the points scored at once, and per game a
feature such as the majority in an Aton temple); the steps after the first follow the
search tree's most visited children, then the heuristic one step ahead.

The chance is not the search's mean reward of its first step: inside a move that mean is
taken where the mover has laid one more piece than the others, and it read about 10 to 14
points higher than at the move's start for the same plan (Pyramids and Imhotep: mean over
two-player positions of Easy games, 300 iterations; docs/bots.md). The valuer at the move's
end is the same point of the turn however far into the move the hint is asked, and at a
move's start it is within 2 points of the search's mean on average in every game. The
search's means still rank the first steps (the next best move is told by its gap below).
"""

import random
from dataclasses import dataclass

from engines.core import Message, action_from_json, action_to_json

from .budget import Budget
from .hint_phrases import describe_move, gain_message
from .levels import default_budget, level_valuer, make_bot, settings
from .parallel import processes, root_parallel
from .runner import determinized
from .whole_move import whole_move

HINT_LEVEL = "hard"  # the search of the analysis, the puzzles and a hint on one core
EXPERT = "expert"  # the hint's search where the process has a helper (hint_search_level)
HINT_SECONDS = 2.0  # a hint answers within this (Expert's trees are cut at it)
SETTLING_DEALS = 8  # deals that fit the seat's view the chance after the move is averaged over
HINT_MARGIN = 0.15  # seconds of the cap kept for determinizing and explaining the move
# the spread of one rollout's reward around an action's mean: the gap between the two best
# first steps of one position, searched with five seeds, varied as this spread predicts
# (0.09 in Imhotep, 0.16 in Aton)
REWARD_SD = 0.15


@dataclass(frozen=True)
class Hint:
    action: tuple
    win: float
    move: Message
    reason: Message
    iterations: int = 0
    alternatives: tuple = ()  # (action, visits, mean reward) of the most visited root actions
    steps: tuple = ()  # the whole move, its first step `action` included

    @property
    def move_steps(self) -> tuple:
        """The whole move (the first step alone for a hint stored without its steps)."""
        return self.steps or (self.action,)

    def to_json(self) -> dict:
        return {
            "action": action_to_json(self.action),
            "win": self.win,
            "move": [self.move.msgid, self.move.params],
            "reason": [self.reason.msgid, self.reason.params],
            "iterations": self.iterations,
            "alternatives": [[action_to_json(a), v, r] for a, v, r in self.alternatives],
            "steps": [action_to_json(a) for a in self.steps],
        }

    @classmethod
    def from_json(cls, data: dict) -> "Hint":
        def msg(pair):
            msgid = tuple(pair[0]) if isinstance(pair[0], list) else pair[0]
            return Message(msgid, dict(pair[1]))

        return cls(action_from_json(data["action"]), float(data["win"]), msg(data["move"]),
                   msg(data["reason"]), int(data.get("iterations", 0)),
                   tuple((action_from_json(a), v, r) for a, v, r in data.get("alternatives", ())),
                   tuple(action_from_json(a) for a in data.get("steps", ())))


def root_statistics(bot) -> dict:
    """{action: (visits, mean reward, mean chance to win)} of the bot's last search (empty
    when it did not search)."""
    root = getattr(bot, "last_root", None)
    if root is None:
        return {}
    return {a: (c.visits, c.total / c.visits, c.chance / c.visits)
            for a, c in root.children.items() if c.visits}


def search(state, seat: int, seed: int, game: str | None, budget: Budget | None = None,
           cap: bool = True, tree: bool = False, level: str = HINT_LEVEL):
    """`level`'s search (Hard's by default) from `seat`'s view: (action, world, {action:
    (visits, mean reward, mean chance to win)}, iterations), and the search's root as a
    fifth item when `tree` (None when nothing was searched; the first tree's root for a
    root-parallel level).

    Mirrors `runner.decide` (same seeds, same determinized copy), so the action is the
    level's own."""
    if state.to_move() != seat:
        raise ValueError(f"seat {seat} is not to move (to_move() is {state.to_move()!r})")
    legal = state.legal_actions()
    mix = random.Random(seed)
    world = determinized(state, seat, mix.getrandbits(64))
    if len(legal) == 1:
        return (legal[0], world, {}, 0, None) if tree else (legal[0], world, {}, 0)
    bot_seed = mix.getrandbits(64)
    if budget is None:
        budget = default_budget(level, game)
        if budget is not None and budget.seconds:  # the whole hint answers within the cap
            budget = Budget(budget.iterations, max(0.1, budget.seconds - HINT_MARGIN))
    if budget is not None and not cap:
        budget = budget.without_cap()
    trees = settings(level, game).get("trees", 1)
    if trees > 1:
        kept: list = []
        info: dict = {}
        action = root_parallel(level, game, bot_seed, None, world.clone(), seat, budget,
                               trees, info, kept)
        stats, iterations = info["stats"], info["iterations"]
        root = kept[0].last_root if kept else None
    else:
        bot = make_bot(level, game, bot_seed)
        action = bot.choose(world.clone(), seat, budget)
        stats, iterations = root_statistics(bot), getattr(bot, "last_iterations", 0)
        root = bot.last_root
    if action not in legal:
        raise RuntimeError(f"the hint chose an illegal action {action!r}")
    result = (action, world, stats, iterations)
    return (*result, root) if tree else result


def hint_search_level(game: str | None) -> tuple[str, Budget | None]:
    """The strongest search that answers a hint within `HINT_SECONDS`: Expert's trees
    (Hard's settings, more iterations) when this process has a helper to search beside it
    (the app's bot worker), else Hard's search; with its budget for a hint."""
    if processes() > 1 and settings(EXPERT, game).get("trees", 1) <= processes():
        budget = default_budget(EXPERT, game)
        if budget is not None:
            return EXPERT, Budget(budget.iterations, HINT_SECONDS - HINT_MARGIN)
    return HINT_LEVEL, None


def win_estimate(stats: dict, action, world, seat: int, game: str | None) -> float:
    """The chosen action's mean chance to win in the search, or the position's chance when
    nothing was searched."""
    if action in stats:
        return stats[action][2]
    return level_valuer(HINT_LEVEL, game).chances(world)[seat]


def next_best(stats: dict, action) -> float | None:
    """The mean chance to win of the best searched first step (by mean reward) other than
    `action`."""
    others = [(mean, chance) for a, (visits, mean, chance) in stats.items()
              if a != action and visits]
    return max(others)[1] if others else None


def gap_noise(stats: dict, action) -> float:
    """The standard error of the gap between `action`'s mean reward and the best other
    one's, from their visits (REWARD_SD per rollout); 0.0 when either is missing."""
    others = [(mean, visits) for a, (visits, mean, _chance) in stats.items()
              if a != action and visits]
    if action not in stats or not stats[action][0] or not others:
        return 0.0
    _mean, visits = max(others)
    return REWARD_SD * (1 / stats[action][0] + 1 / visits) ** 0.5


def spread(stats: dict) -> float | None:
    """The gap between the best and the worst mean reward of the searched first steps."""
    means = [mean for visits, mean, _chance in stats.values() if visits]
    return max(means) - min(means) if len(means) > 1 else None


def only_moves(world, steps) -> bool:
    """Every step of the whole move `steps` is the only one allowed where it is taken."""
    world = world.clone()
    for step in steps:
        if len(world.legal_actions()) != 1:
            return False
        world.apply(step)
    return True


def played_until_chance(world, steps):
    """`world` (not modified) after the `steps` up to the first that reveals hidden
    information or uses chance: what chance brings is a guess on the seat's view."""
    after = world.clone()
    for step in steps:
        probe = after.clone()
        if any(e.reveals for e in probe.apply(step)):
            break
        after = probe
    return after


def settled_chance(state, seat: int, steps, valuer, seed: int,
                   deals: int = SETTLING_DEALS) -> float | None:
    """The seat's chance to win at the end of its whole move `steps` (up to chance), by the
    game's `valuer`, averaged over `deals` determinizations of `state` from the seat's
    view; None when the steps fit none of them."""
    mix = random.Random(seed)
    values = []
    for _deal in range(deals):
        world = determinized(state, seat, mix.getrandbits(64))
        try:
            after = played_until_chance(world, steps)
        except Exception:  # noqa: BLE001 (a deal where a step is not allowed is left out)
            continue
        values.append(valuer.chances(after)[seat])
    return sum(values) / len(values) if values else None


def hint(state, seat: int, seed: int, game: str | None = None, budget: Budget | None = None,
         cap: bool = True) -> Hint:
    """The Hint for `seat` (who must be to move) in `state`; `state` is not modified."""
    level, hint_budget = hint_search_level(game)
    action, world, stats, iterations, root = search(state, seat, seed, game,
                                                    budget or hint_budget, cap, tree=True,
                                                    level=level)
    searched = win_estimate(stats, action, world, seat, game)
    valuer = level_valuer(HINT_LEVEL, game)
    steps = whole_move(world, seat, action, root, valuer, game)
    after = played_until_chance(world, steps)
    settled = settled_chance(state, seat, steps, valuer, seed ^ 0x5E771E)
    win = min(1.0, max(0.0, searched if settled is None else settled))
    # the next best first step on the chance's own scale: as far below it as in the search
    other = next_best(stats, action)
    other = None if other is None else win - (searched - other)
    ranked = sorted(stats.items(), key=lambda kv: (-kv[1][0], -kv[1][1]))[:3]
    # a root decided without iterations (settled, IsmctsBot.settle_wide) has exact values on
    # its world: no sampling noise between its first steps
    noise = gap_noise(stats, action) if iterations else 0.0
    return Hint(
        action=action,
        win=win,
        move=describe_move(game, world, steps, on_table=True),
        reason=gain_message(game, world, after, action, seat, valuer,
                            other, spread(stats), win,
                            forced=only_moves(world, steps),
                            noise=noise, steps=steps),
        iterations=iterations,
        alternatives=tuple((a, v, m) for a, (v, m, _c) in ranked),
        steps=steps,
    )
