"""Position values for bots: the game's heuristic turned into per-seat rewards in [0, 1].

A game's engine descriptor gives its heuristic module (`heuristic`, a function importing
`engines/<id>/heuristic.py`; engines/core/descriptor.py) with `evaluate(state) -> list[float]`, each
seat's estimated final score. It may also define `SCALE`: the score margin that means "clearly
ahead" (the width of the logistic that turns margins into rewards). Without a heuristic
module, a game's current `scores()` are the estimate.

Reward of a seat = logistic((its value - best other value) / SCALE); at the end of the game
the win itself dominates: 0.85 * win share + 0.15 * logistic(margin / SCALE). A level's
`scale_by` names a function of the heuristic module giving the scale of each position instead
(Archaeology's Hard: `scale_by_table`, a closer margin at three and four seats; the tuning
setting `scale_by_deck` counts a two-player lead as surer the fewer cards the dig deck holds).
A level may ask for the `win` reward instead (its `reward` setting): each seat's chance to
win, exp(value / SCALE) over the sum of every seat's (the chance to finish first if every
final score is its estimate plus the same Gumbel noise). With two players it is the margin
reward; with three or four a seat far ahead of the second but level with the third no longer
counts as "winning", and a lead over the field counts more than the lead over one rival.
Whatever reward a search goes by, `Valuer.chances` is the win reward: the chance to win
players are shown (the margin reward is no chance with three or four seats: each of four
even seats would have about a half).

A heuristic module may also define `evaluate_deep(state)`: a finer (and usually slower)
estimate that a level asks for with its `deep` setting (Hard, and so the hint), while the
lower levels keep `evaluate`; a level's `estimate` setting names any other estimate of the
module (e.g. Archaeology's Medium values sets still to be built), and its `prune` setting names
another prune of the module, which may also leave out moves the level should not play
(Archaeology's Medium and Hard: the sales their own estimate values below keeping the cards).

An estimate may take a `viewer` keyword: the seat a search runs for. A search then asks it
through `Valuer.seen_by(seat)`, so the estimate may spend its costly parts on that seat
alone (the other seats get an estimate as good on average, only coarser). Without a viewer
(the hint's analysis, tests) it values every seat fully.

A heuristic module may also define `prune(state, legal) -> list`: the legal actions a bot
needs to consider, for games whose compound moves can be played in many orders (a trade
built card by card). It must return a non-empty subset of `legal` from which every outcome
of the compound move is still reachable; bots search only that subset.
"""

import importlib
import inspect
import math
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import partial
from types import ModuleType

from engines import find_descriptor, registry

WIN_WEIGHT = 0.85
REWARDS = ("margin", "win")


def _scores(state) -> list[float]:
    return [float(s) for s in state.scores()]


@dataclass(frozen=True)
class Valuer:
    """The heuristic of one game and the rewards derived from it."""

    evaluate: Callable
    scale: float | None = None
    prune: Callable | None = None
    viewer_aware: bool = False
    reward: str = "margin"  # or "win": each seat's chance to finish first (see above)
    scale_by: Callable | None = None  # state -> the position's scale (instead of `scale`)

    def seen_by(self, seat: int) -> "Valuer":
        """This valuer for a search on behalf of `seat` (itself unless the estimate takes a
        `viewer`)."""
        if not self.viewer_aware:
            return self
        return replace(self, evaluate=partial(self.evaluate, viewer=seat), viewer_aware=False)

    def actions(self, state) -> list:
        """The legal actions a bot considers in `state` (all of them unless the game prunes)."""
        legal = state.legal_actions()
        if self.prune is None or len(legal) < 2:
            return legal
        return self.prune(state, legal) or legal

    def margins(self, values) -> list[float]:
        n = len(values)
        if n == 1:
            return [0.0]
        out = []
        for i in range(n):
            best = max(values[j] for j in range(n) if j != i)
            out.append(values[i] - best)
        return out

    def _scale(self, values, state) -> float:
        if self.scale_by is not None:
            return self.scale_by(state)
        if self.scale:
            return self.scale
        return max(2.0, 0.1 * max(abs(v) for v in values))

    def _estimates(self, values, scale: float) -> list[float]:
        """Per-seat reward of estimated values: the margin's logistic, or the chance to win."""
        if self.reward == "win" and len(values) > 2:
            return win_chances(values, scale)
        return [_logistic(m / scale) for m in self.margins(values)]

    def rewards(self, state) -> list[float]:
        """Per-seat reward in [0, 1] for `state` (terminal or cut off)."""
        return self._valued(state, chances=False)[0]

    def chances(self, state) -> list[float]:
        """Each seat's chance to win in `state`: the win reward (with two players the margin
        reward, the same figure), whatever reward the searches use. What the player is
        shown: at four even seats each has about 25%, where the margin reward gives each
        about 50%."""
        return self._valued(state, chances=True)[1]

    def rewards_and_chances(self, state) -> tuple[list[float], list[float]]:
        """`rewards(state)` and `chances(state)` from one estimate of the position (the
        same list twice where they agree)."""
        return self._valued(state, chances=True)

    def _valued(self, state, chances: bool) -> tuple[list[float], list[float]]:
        """(rewards, chances) of `state`; the rewards twice where the chances are the same
        figure (two seats, the win reward) or not asked for."""
        over = state.is_over()
        values = _scores(state) if over else self.evaluate(state)
        scale = self._scale(values, state)
        lists = [self._estimates(values, scale)]
        if chances and len(values) > 2 and self.reward != "win":
            lists.append(win_chances(values, scale))
        if over:
            winners = state.winners()
            share = 1.0 / len(winners) if winners else 0.0
            won = [share if i in winners else 0.0 for i in range(len(values))]
            lists = [_with_win(won, estimates) for estimates in lists]
        return lists[0], lists[-1]

    def utility(self, state, seat: int) -> float:
        """A seat's margin over the best other seat, in heuristic points (for greedy bots)."""
        if state.is_over():
            values = _scores(state)
            winners = state.winners()
            bonus = self._scale(values, state) * 4 if seat in winners else 0.0
            return self.margins(values)[seat] + bonus
        return self.margins(self.evaluate(state))[seat]

    def unit(self, state) -> float:
        """The points that count as a noticeable margin in this position."""
        return self._scale(_scores(state) if state.is_over() else self.evaluate(state), state)


def _with_win(won: list[float], estimates: list[float]) -> list[float]:
    """A finished game's rewards: the win share dominates, the estimate of the margin adds."""
    return [WIN_WEIGHT * w + (1 - WIN_WEIGHT) * e for w, e in zip(won, estimates, strict=True)]


def win_chances(values, scale: float) -> list[float]:
    """Each seat's chance to finish first: the softmax of `values / scale` (for two seats the
    logistic of the margin)."""
    top = max(values)
    weights = [math.exp(max(-60.0, (v - top) / scale)) for v in values]
    total = sum(weights)
    return [w / total for w in weights]


def _logistic(x: float) -> float:
    if x < -30:
        return 0.0
    if x > 30:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))


_CACHE: dict = {}  # valuer_for's valuers by game id and settings
registry.on_change(_CACHE.clear)  # a game came or went: its heuristic with it


def _heuristic_module(game: str | None) -> ModuleType | None:
    """The heuristic module a registered game's engine descriptor gives, or None."""
    found = find_descriptor(game)
    return found.heuristic() if found is not None and found.heuristic is not None else None


def _named(module: ModuleType, name: str):
    """The function `name` of the heuristic `module`, or for "sub.function" the function of
    the module `sub` beside it in the game's package (None where there is none)."""
    if "." not in name:
        return getattr(module, name, None)
    sub, function = name.rsplit(".", 1)
    package = module.__name__.rpartition(".")[0]
    try:
        other = importlib.import_module(f"{package}.{sub}")
    except ModuleNotFoundError:
        return None
    return getattr(other, function, None)


def _function(game: str | None, module: ModuleType | None, what: str, name: str):
    """The function `name` of the game's heuristic `module` (`_named`); a ValueError naming
    the game and `what` it is when there is none."""
    found = _named(module, name) if module is not None else None
    if found is None:
        raise ValueError(f"{game} has no {what} {name!r}")
    return found


def valuer_for(game: str | None, deep: bool = False, scale: float | None = None,
               estimate: str | None = None, prune: str | None = None,
               reward: str = "margin", scale_by: str | None = None) -> Valuer:
    """The Valuer of game id `game` (None or a game without a heuristic: current scores);
    `deep` picks the game's `evaluate_deep` where it has one; `scale` replaces its SCALE;
    `estimate` and `prune` name another estimate and prune of the game's heuristic module,
    or as "module.function" of another module of the game's package (a level's own);
    `reward` "win" values a position by each seat's chance to win; `scale_by` names a
    function of the heuristic module giving the scale of each position instead."""
    if reward not in REWARDS:
        raise ValueError(f"unknown reward {reward!r} (choose from {', '.join(REWARDS)})")
    key = (game, deep, scale, estimate, prune, reward, scale_by)
    if key in _CACHE:
        return _CACHE[key]
    module = _heuristic_module(game)
    changes: dict = {}
    if scale is not None:
        changes["scale"] = float(scale)
    if reward != "margin":
        changes["reward"] = reward
    if scale_by is not None:
        changes["scale_by"] = _function(game, module, "scale", scale_by)
    if changes:  # the plain valuer with these settings replaced
        valuer = replace(valuer_for(game, deep, estimate=estimate, prune=prune), **changes)
    elif module is None:
        valuer = Valuer(_scores)
    else:
        evaluate = (getattr(module, "evaluate_deep", None) if deep else None) or module.evaluate
        if estimate:
            evaluate = _function(game, module, "estimate", estimate)
        pruning = _function(game, module, "prune", prune) if prune else _named(module, "prune")
        valuer = Valuer(evaluate, getattr(module, "SCALE", None), pruning,
                        "viewer" in inspect.signature(evaluate).parameters)
    _CACHE[key] = valuer
    return valuer
