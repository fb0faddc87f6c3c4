"""The Hint: the Hard bot's move for the seat to move, with its win estimate and one line of why.

    h = hint(state, seat, seed, game="imhotep")
    h.action   the move Hard plays here (the same as `decide(state, seat, "hard", seed, game)`)
    h.win      the search's estimate of the seat's chance to win, in [0, 1]: the mean reward
               of the chosen root action (a win counts 0.85 plus a margin term, see values.py)
    h.move     what the move is (a marked Message), h.reason why (a marked Message)

No peeking: the search runs on `determinized(state, seat, ...)` only, exactly as `decide`
does, and the explanation compares the determinized world before and after the move (the
heuristic's margin over the best other seat, the points scored at once, and per game a
feature such as the majority in an Aton temple).
"""

import random
from dataclasses import dataclass

from engines.core import Message, action_from_json, action_to_json

from .budget import Budget
from .hint_phrases import gain_message, move_message
from .levels import default_budget, level_valuer, make_bot
from .runner import determinized

HINT_LEVEL = "hard"
HINT_MARGIN = 0.15  # seconds of Hard's cap kept for determinizing and explaining the move


@dataclass(frozen=True)
class Hint:
    action: tuple
    win: float
    move: Message
    reason: Message
    iterations: int = 0
    alternatives: tuple = ()  # (action, visits, mean reward) of the most visited root actions

    def to_json(self) -> dict:
        return {
            "action": action_to_json(self.action),
            "win": self.win,
            "move": [self.move.msgid, self.move.params],
            "reason": [self.reason.msgid, self.reason.params],
            "iterations": self.iterations,
            "alternatives": [[action_to_json(a), v, r] for a, v, r in self.alternatives],
        }

    @classmethod
    def from_json(cls, data: dict) -> "Hint":
        def msg(pair):
            msgid = tuple(pair[0]) if isinstance(pair[0], list) else pair[0]
            return Message(msgid, dict(pair[1]))

        return cls(action_from_json(data["action"]), float(data["win"]), msg(data["move"]),
                   msg(data["reason"]), int(data.get("iterations", 0)),
                   tuple((action_from_json(a), v, r) for a, v, r in data.get("alternatives", ())))


def root_statistics(bot) -> dict:
    """{action: (visits, mean reward)} of the bot's last search (empty when it did not search)."""
    root = getattr(bot, "last_root", None)
    if root is None:
        return {}
    return {a: (c.visits, c.total / c.visits) for a, c in root.children.items() if c.visits}


def search(state, seat: int, seed: int, game: str | None, budget: Budget | None = None,
           cap: bool = True):
    """Hard's search from `seat`'s view: (action, world, {action: (visits, mean)}, iterations).

    Mirrors `runner.decide` (same seeds, same determinized copy), so the action is Hard's."""
    if state.to_move() != seat:
        raise ValueError(f"seat {seat} is not to move (to_move() is {state.to_move()!r})")
    legal = state.legal_actions()
    mix = random.Random(seed)
    world = determinized(state, seat, mix.getrandbits(64))
    if len(legal) == 1:
        return legal[0], world, {}, 0
    bot = make_bot(HINT_LEVEL, game, mix.getrandbits(64))
    if budget is None:
        budget = default_budget(HINT_LEVEL, game)
        if budget is not None and budget.seconds:  # the whole hint answers within the cap
            budget = Budget(budget.iterations, max(0.1, budget.seconds - HINT_MARGIN))
    if budget is not None and not cap:
        budget = budget.without_cap()
    action = bot.choose(world.clone(), seat, budget)
    if action not in legal:
        raise RuntimeError(f"the hint chose an illegal action {action!r}")
    return action, world, root_statistics(bot), getattr(bot, "last_iterations", 0)


def win_estimate(stats: dict, action, world, seat: int, game: str | None) -> float:
    """The chosen action's mean reward, or the position's value when nothing was searched."""
    if action in stats:
        return stats[action][1]
    return level_valuer(HINT_LEVEL, game).rewards(world)[seat]


def hint(state, seat: int, seed: int, game: str | None = None, budget: Budget | None = None,
         cap: bool = True) -> Hint:
    """The Hint for `seat` (who must be to move) in `state`; `state` is not modified."""
    action, world, stats, iterations = search(state, seat, seed, game, budget, cap)
    win = min(1.0, max(0.0, win_estimate(stats, action, world, seat, game)))
    after = world.clone()
    after.apply(action)
    ranked = sorted(stats.items(), key=lambda kv: (-kv[1][0], -kv[1][1]))[:3]
    return Hint(
        action=action,
        win=win,
        move=move_message(game, action),
        reason=gain_message(game, world, after, action, seat, level_valuer(HINT_LEVEL, game)),
        iterations=iterations,
        alternatives=tuple((a, v, m) for a, (v, m) in ranked),
    )
