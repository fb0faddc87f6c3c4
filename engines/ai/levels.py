"""Bot levels and their budgets, per game where a game needs its own numbers.

Budgets are iteration counts (deterministic) with a wall-clock safety cap for interactive
play (see budget.py). The caps sit under the think-time targets: Medium 0.7 s, Hard 2 s at the
95th percentile; Easy does a fixed amount of work (one copy and one heuristic call per legal
action, at most `max_actions` of them).

Two settings change the position values rather than the search: `deep` (the game's
`evaluate_deep`, a finer estimate) and `scale` (the margin that means "clearly ahead",
replacing the heuristic's SCALE); see values.py.
"""

from .bots import EasyBot, IsmctsBot, RandomBot
from .budget import Budget
from .values import valuer_for

LEVELS = ("random", "easy", "medium", "hard")

# Default settings; a game's entry in GAME_SETTINGS overrides keys of a level.
DEFAULT_SETTINGS = {
    "random": {},
    "easy": {"noise": 0.1},
    "medium": {"iterations": 150, "seconds": 0.6, "rollout_depth": 4, "guided": 0.0},
    "hard": {"iterations": 700, "seconds": 1.8, "rollout_depth": 8, "guided": 0.0},
}

GAME_SETTINGS: dict[str, dict[str, dict]] = {
    # Imhotep: Hard widens nodes of more than 6 actions, with priors from the first visit
    # (70% [48-86] of 20 games against Medium, seed 31; 62.5% of 24 without).
    # With four players the heuristic's own scale (a tenth of the best estimate, about 3-4
    # points) made the margins to the best other seat saturate: early rewards of 0.01-0.04
    # left nothing to choose by, and Hard won 21.9% of 16 games against three Medium (chance
    # 25%). Rewards on a margin scale of 8 points: 48.8% [34-64] of 40 (seed 41).
    "imhotep": {"hard": {"widen_min": 6, "widen_visits": 0, "scale": 8}},
    # Archaeology: a luck-heavy game where the value differences between actions are small
    # next to what the unseen cards change, so the search needs more samples to tell them
    # apart (Medium at 150 iterations only drew with Easy). Random rollouts mostly make
    # pointless trades: the searches value their leaves directly (depth 0 beat depth 4 in
    # 69% of 16 games at equal iterations).
    # Hard explores less (0.3): the actions' values differ little, and with the default 0.7
    # the visits spread almost evenly, so the most visited action was nearly a coin toss.
    # Hard's deeper estimate (two players) also counts the best trade the market offers the
    # player who trades next, so a trade or a sandstorm discard that leaves them what they
    # need counts against it: against Easy 80% -> 85% [71-93] of 40 games (seed 31).
    "archaeology": {
        "medium": {"iterations": 300, "rollout_depth": 0},
        "hard": {"iterations": 1200, "rollout_depth": 0, "exploration": 0.3, "deep": True},
    },
    # Pyramids: the heuristic alone beat 4-move random rollouts in 94% of 16 games. Hard at
    # 1200 iterations beat Easy in 90% of 40 games where 700 won 71% of the same deals, but
    # only split with Medium: a turn is up to six decisions of one player (take, place among
    # up to 50 placements, token, single tile, card, refill), so the search never got past
    # its own turn. Hard widens progressively (nodes of more than 6 actions; see bots.py).
    # Both searches valued their leaves with the same estimate of each pyramid alone, so
    # Hard played Medium's plan (57.5% of 40). Hard's deeper estimate also counts the
    # quarry's best domino for the player who chooses next (taking what the other player
    # needs, refilling with what they cannot use): Medium with it beat Medium in 72.5% of 40,
    # and Hard with it beat Medium in 77.5% [62-88] of 40 and Easy in 95% of 40 (seed 31).
    # Two players only (heuristic.DEEP_MAX_PLAYERS): with four it gave up Hard's own points.
    # With three or four players Hard's deeper estimate instead fits what the level being
    # built still adds, counting for its own seat what a typical domino would add to the
    # pyramid (heuristic.LEVEL_FIT): against three Medium 48.8% [38.1-59.5] of 80 games
    # where the plain estimate won 36.3% of the same deals (seed 41).
    "pyramids": {"medium": {"rollout_depth": 0},
                 "hard": {"iterations": 1200, "rollout_depth": 0, "widen_min": 6,
                          "deep": True}},
}

_BOT_KEYS = {
    "easy": ("noise", "max_actions", "follow", "max_evals", "follow_width"),
    "medium": ("exploration", "rollout_depth", "guided", "guide_sample"),
    "hard": ("exploration", "rollout_depth", "guided", "guide_sample", "widen_min",
             "widen_base", "widen_k", "widen_alpha", "widen_visits", "bias"),
}


def settings(level: str, game: str | None, overrides: dict | None = None) -> dict:
    """The settings of `level` in `game`, with `overrides` (for tuning) applied last."""
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r} (choose from {', '.join(LEVELS)})")
    merged = dict(DEFAULT_SETTINGS[level])
    merged.update(GAME_SETTINGS.get(game or "", {}).get(level, {}))
    if overrides:
        unknown = (set(overrides) - set(_BOT_KEYS.get(level, ()))
                   - {"iterations", "seconds", "deep", "scale"})
        if unknown:
            raise ValueError(f"{level} has no setting {', '.join(sorted(unknown))}")
        merged.update(overrides)
    return merged


def default_budget(level: str, game: str | None, overrides: dict | None = None
                   ) -> Budget | None:
    """The budget of `level` in `game` (None for levels that do a fixed amount of work)."""
    conf = settings(level, game, overrides)
    if "iterations" not in conf:
        return None
    return Budget(conf["iterations"], conf.get("seconds"))


def level_valuer(level: str, game: str | None, overrides: dict | None = None):
    """The position values the bots of `level` use in `game` (the deeper estimate where the
    level's `deep` setting asks for it)."""
    conf = settings(level, game, overrides)
    return valuer_for(game, bool(conf.get("deep")), conf.get("scale"))


def make_bot(level: str, game: str | None, seed: int, overrides: dict | None = None):
    """A fresh bot of `level` for game id `game`, seeded with `seed`."""
    conf = settings(level, game, overrides)
    kwargs = {k: conf[k] for k in _BOT_KEYS.get(level, ()) if k in conf}
    valuer = valuer_for(game, bool(conf.get("deep")), conf.get("scale"))
    if level == "random":
        return RandomBot(valuer, seed)
    if level == "easy":
        return EasyBot(valuer, seed, **kwargs)
    return IsmctsBot(valuer, seed, **kwargs)
