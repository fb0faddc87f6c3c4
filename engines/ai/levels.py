"""Bot levels and their budgets, per game where a game needs its own numbers.

Budgets are iteration counts (deterministic) with a wall-clock safety cap for interactive
play (see budget.py). The caps sit under the think-time targets: Medium 0.7 s, Hard 2 s,
Expert 3 s at the 95th percentile; Easy does a fixed amount of work (one copy and one
heuristic call per legal action, at most `max_actions` of them).

Settings that change the position values rather than the search: `deep` (the game's
`evaluate_deep`, a finer estimate), `estimate` (another estimate of the game's heuristic, or
"module.function" of another module of the game's package),
`scale` (the margin that means "clearly ahead", replacing the heuristic's SCALE), `scale_by`
(a function of the game's heuristic giving that margin for each position) and `prune`
(another prune of the game's heuristic: the moves the level considers) and `reward` ("win":
each seat's chance to finish first instead of the margin over the best other); see values.py.
`trees` (Expert): root-parallel trees of `iterations` each, summed at the root (parallel.py).
"""

from engines import find_descriptor

from .bots import EasyBot, IsmctsBot, RandomBot
from .budget import Budget
from .values import valuer_for

LEVELS = ("random", "easy", "medium", "hard", "expert")
# Expert is Hard's search with its settings in the game, EXPERT_ITERATIONS times its
# iterations in each of `trees` root-parallel trees (parallel.py), under a longer cap; a
# game's `bot_settings["expert"]` changes what it names (Imhotep and Aton: longer rollouts;
# Archaeology: guided rollouts at every table, Hard's iterations in each tree).
EXPERT_ITERATIONS = 2

# Default settings; a game's engine descriptor (`bot_settings`) overrides keys of a level.
# Why each setting is what it is, with the measurements: docs/bots.md.
DEFAULT_SETTINGS = {
    "random": {},
    "easy": {"noise": 0.1},
    "medium": {"iterations": 150, "seconds": 0.6, "rollout_depth": 4, "guided": 0.0},
    "hard": {"iterations": 700, "seconds": 1.8, "rollout_depth": 8, "guided": 0.0},
    "expert": {"trees": 2, "seconds": 2.8},
}


def game_settings(game: str | None) -> dict:
    """Level -> the settings game id `game` sets for it (none for an unregistered game)."""
    found = find_descriptor(game)
    return {level: dict(conf) for level, conf in found.bot_settings.items()} if found else {}


_BOT_KEYS = {
    "easy": ("noise", "max_actions", "follow", "max_evals", "follow_width"),
    "medium": ("exploration", "rollout_depth", "guided", "guide_sample", "guide_estimate",
               "sees_all", "sees_hands"),
    "hard": ("exploration", "rollout_depth", "guided", "guide_sample", "guide_estimate",
             "by_table", "widen_min", "widen_base", "widen_k", "widen_alpha", "widen_visits",
             "bias", "sees_all", "greedy_others", "chance_nodes", "sees_hands", "settle_wide",
             "settle_ahead", "settle_top", "ahead_searched", "ahead_others", "settle_take",
             "ahead_turns"),
}
_BOT_KEYS["expert"] = _BOT_KEYS["hard"]
_VALUE_KEYS = {"iterations", "seconds", "deep", "scale", "estimate", "prune", "reward", "trees",
               "scale_by"}


def settings(level: str, game: str | None, overrides: dict | None = None) -> dict:
    """The settings of `level` in `game`, with `overrides` (for tuning) applied last."""
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r} (choose from {', '.join(LEVELS)})")
    merged = {}
    if level == "expert":  # Hard's settings in this game, more iterations
        merged = settings("hard", game)
        merged["iterations"] *= EXPERT_ITERATIONS
    merged.update(DEFAULT_SETTINGS[level])
    merged.update(game_settings(game).get(level, {}))
    if overrides:
        unknown = set(overrides) - set(_BOT_KEYS.get(level, ())) - _VALUE_KEYS
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
    return valuer_for(game, bool(conf.get("deep")), conf.get("scale"), conf.get("estimate"),
                      conf.get("prune"), conf.get("reward", "margin"), conf.get("scale_by"))


def make_bot(level: str, game: str | None, seed: int, overrides: dict | None = None):
    """A fresh bot of `level` for game id `game`, seeded with `seed`."""
    conf = settings(level, game, overrides)
    kwargs = {k: conf[k] for k in _BOT_KEYS.get(level, ()) if k in conf}
    valuer = level_valuer(level, game, overrides)
    if level == "random":
        return RandomBot(valuer, seed)
    if level == "easy":
        return EasyBot(valuer, seed, **kwargs)
    # its worlds' turns or its guided rollout moves are played by the game's plain estimate
    if conf.get("settle_ahead") or conf.get("guide_estimate"):
        kwargs["playout"] = valuer_for(game)
    return IsmctsBot(valuer, seed, **kwargs)
