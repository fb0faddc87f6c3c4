"""Running a bot safely: determinize for the seat, never touch the caller's state.

`decide(state, seat, level, seed, game)` is the one entry point for the UI and the arena.
"""

import random

from engines.core import Rng

from .budget import Budget
from .levels import default_budget, make_bot, settings
from .parallel import root_parallel


def determinized(state, seat: int, seed: int):
    """A copy of `state` as `seat` may know it, unseen information resampled from `seed`.

    Besides the engine's own `determinize`, a top-level `rng` attribute (the engine's chance
    generator) is replaced, so that no bot can foresee future draws even if an engine forgot
    to resample it.
    """
    master = random.Random(seed)
    world = state.determinize(seat, Rng(master.getrandbits(64)))
    if isinstance(getattr(world, "rng", None), Rng):
        world.rng = Rng(master.getrandbits(64))
    return world


def decide(state, seat: int, level: str, seed: int, game: str | None = None,
           budget: Budget | None = None, cap: bool = True, info: dict | None = None,
           overrides: dict | None = None):
    """The action that the `level` bot playing `seat` chooses in `state`.

    state   the real game state; it is not modified (the bot gets a determinized copy)
    seat    must be `state.to_move()`
    level   "random", "easy", "medium", "hard" or "expert" (levels.LEVELS)
    seed    any int; the same state, seat, level, seed and budget give the same action
            (unless the wall-clock cap triggers, see budget.py)
    game    the game id (`engine.spec.id`): its engine descriptor's `heuristic` values
            positions (values.valuer_for); None, or a game without one, values
            positions by `state.scores()`
    budget  overrides the level's default budget (levels.py)
    cap     False drops the wall-clock cap (fully reproducible, as the arena does)
    info    optional dict that receives {"iterations": n, "capped": bool, "forced": bool}
            (iterations summed over the trees of a root-parallel level, see parallel.py)
    overrides  settings that replace the level's (levels.py; for tuning in the arena)
    """
    if state.to_move() != seat:
        raise ValueError(f"seat {seat} is not to move (to_move() is {state.to_move()!r})")
    legal = state.legal_actions()
    if len(legal) == 1:
        if info is not None:
            info.update(iterations=0, capped=False, forced=True)
        return legal[0]
    mix = random.Random(seed)
    world = determinized(state, seat, mix.getrandbits(64))
    bot_seed = mix.getrandbits(64)
    level_settings = settings(level, game, overrides)
    if level_settings.get("sees_all") or level_settings.get("sees_hands"):
        world = state.clone()  # the luck cap's bots (IsmctsBot's sees_all, sees_hands)
    if budget is None:
        budget = default_budget(level, game, overrides)
    if budget is not None and not cap:
        budget = budget.without_cap()
    trees = level_settings.get("trees", 1)
    if trees > 1:
        action = root_parallel(level, game, bot_seed, overrides, world, seat, budget, trees,
                               info)
        if info is not None:
            info["forced"] = False
    else:
        bot = make_bot(level, game, bot_seed, overrides)
        action = bot.choose(world, seat, budget)
        if info is not None:
            info.update(iterations=getattr(bot, "last_iterations", 0),
                        capped=getattr(bot, "last_capped", False), forced=False)
    if action not in legal:
        raise RuntimeError(f"{level} bot chose an illegal action {action!r}")
    return action


def decision_seed(game_seed: int, ply: int, seat: int) -> int:
    """A per-decision seed from the game's seed and the number of actions played so far."""
    return random.Random(f"{game_seed}:{ply}:{seat}").getrandbits(63)


class BotRunner:
    """The bots of one game: levels per seat, seeded from the game's seed.

    runner = BotRunner(game_id, {1: "hard", 2: "easy"}, game_seed)
    action = runner.decide(state, ply)   # ply = number of actions played so far
    """

    def __init__(self, game: str | None, levels: dict[int, str], game_seed: int,
                 cap: bool = True):
        self.game = game
        self.levels = dict(levels)
        self.game_seed = game_seed
        self.cap = cap

    def decide(self, state, ply: int, info: dict | None = None):
        seat = state.to_move()
        return decide(state, seat, self.levels[seat], decision_seed(self.game_seed, ply, seat),
                      self.game, cap=self.cap, info=info)
