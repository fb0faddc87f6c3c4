"""Bots: Random, Easy (greedy one step with noise), Medium, Hard and Expert (ISMCTS; Expert
searches root-parallel trees, parallel.py).

Entry point for the UI (call it from a worker thread; it never mutates `state`):

    from engines.ai import decide
    action = decide(state, seat, level, seed, game=engine.spec.id)

- `level` is one of LEVELS: "random", "easy", "medium", "hard", "expert".
- `game` is the game id; the bot values positions with the `evaluate` of the heuristic its
  engine descriptor gives (or `state.scores()` when the game has none).
- `seed` makes the choice reproducible: the same state, seat, level and seed give the same
  action. A good choice is `decision_seed(replay.seed, len(replay.actions), seat)`, which
  `BotRunner` does for you:

      runner = BotRunner(engine.spec.id, {1: "hard", 2: "easy"}, replay.seed)
      action = runner.decide(state, ply=len(replay.actions))

- The bot only ever sees `state.determinize(seat, rng)`: hidden information (others' cards,
  deck order, other seats' pending blind choices, the chance generator) is resampled.
- Think time: Easy does a bounded amount of work (well under 50 ms); Medium and Hard run an
  iteration budget with a wall-clock cap (0.6 s and 1.8 s; Expert 2.8 s, two trees, the
  second in a helper process where one is given, see parallel.py) that only triggers on a slow
  machine or an unusually wide position; when it does, the choice may depend on timing.
  Pass `cap=False` for strictly reproducible choices (the arena does).
- Forced moves (a single legal action) return at once.

Arena: `python -m engines.ai.arena --game GAME --players 2 --bots hard,easy --games 200`.
"""

from .bots import EasyBot, IsmctsBot, RandomBot
from .budget import Budget
from .levels import LEVELS, default_budget, make_bot
from .runner import BotRunner, decide, decision_seed, determinized
from .values import Valuer, valuer_for

__all__ = [
    "EasyBot", "IsmctsBot", "RandomBot", "Budget", "LEVELS", "default_budget", "make_bot",
    "BotRunner", "decide", "decision_seed", "determinized", "Valuer", "valuer_for",
]
