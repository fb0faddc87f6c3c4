"""The bots. Each has `choose(state, seat, budget) -> action` and is seeded at construction.

`state` is always a determinized copy (see `engines.ai.runner`); a bot may mutate it.
Easy, Medium and Hard consider `valuer.actions(state)`: the legal actions, narrowed by the
game's `prune` where it has one (one canonical order for compound moves, see values.py).

- RandomBot: a uniformly random action among those bots consider (`valuer.actions`: the
  legal actions, narrowed by the game's prune, which keeps it from looping through
  compound moves; all legal actions without a valuer), for tests and as the weakest opponent.
- EasyBot: greedy one step: tries every legal action on a copy, scores the result with the
  game's heuristic (own estimate minus the best other seat's), following its own compound
  moves a few steps greedily, and adds Gaussian noise.
- IsmctsBot: single-observer information-set Monte Carlo tree search (Cowling, Powley and
  Whitehouse 2012). Every iteration samples a fresh determinization of the root, descends the
  tree with UCB1 over the actions legal in that determinization (availability counts), adds
  one node, plays a short random rollout and values the reached position with the game's
  heuristic (or the real result when the game ended). The most visited root action is played.
  Hard adds progressive widening: at a node with more than `widen_min` actions, every
  action is first valued by the heuristic one step ahead (its prior, computed once per node
  and action, once the node has been visited `widen_visits` times), and only the best
  `widen_base + widen_k * visits ** widen_alpha` of them, in prior order, are searched; so a
  wide node (a Pyramids placement) is searched among its plausible moves and the tree gets
  deep enough to see the replies.
"""

import math
import random

from engines.core import Rng
from engines.core.events import seen_by

from .budget import Budget
from .values import Valuer
from .whole_move import greedy_step

AHEAD_STEPS = 200  # the other seats' moves a settle_ahead world plays at most
TABLE_SETTINGS = ("rollout_depth", "guided", "guide_sample")  # what `by_table` may set


def _own_turn(world, seat: int, valuer) -> None:
    """`world` played on while `seat` moves: each step the best by `valuer` one step ahead."""
    while not world.is_over() and world.to_move() == seat:
        world.apply(greedy_step(world, seat, valuer))


def turn_ahead(state, seat: int, action, seed: int, values, playout,
               greedy_others: bool = False, turns: int = 1) -> tuple[list, list]:
    """The rewards and chances by `values` at the end of the seat's `turns`th turn from now
    in the world `seed` samples from the seat's view of `state`, after `action` and the
    rest of its turn (each step the best by `values`), then for each of those turns the
    other seats' moves (random among those `playout` considers, or with `greedy_others` each
    their best by `playout` one step ahead) and the seat's best turn (each first step
    followed by the best steps by `playout`, the best end by `values`): one world of
    `settle_ahead`."""
    world = state.determinize(seat, Rng(seed))
    world.apply(action)
    _own_turn(world, seat, values)
    others = random.Random(seed)
    for _turn in range(turns):
        for _ in range(AHEAD_STEPS):
            if world.is_over() or world.to_move() == seat:
                break
            if greedy_others:
                world.apply(greedy_step(world, world.to_move(), playout))
                continue
            legal = playout.actions(world)
            world.apply(legal[int(others.random() * len(legal))])
        if world.is_over() or world.to_move() != seat:
            break
        world = _best_turn(world, seat, playout, values)
    return values.rewards_and_chances(world)


def _best_turn(world, seat: int, playout, judge):
    """The end of `seat`'s turn from `world` (not modified) that `judge` values most for it,
    over every first step, each followed by the best steps by `playout` one step ahead."""
    best, best_value = None, None
    for first in playout.actions(world):
        after = world.clone()
        after.apply(first)
        _own_turn(after, seat, playout)
        value = judge.rewards(after)[seat]
        if best_value is None or value > best_value:
            best, best_value = after, value
    return best


class RandomBot:
    name = "random"

    def __init__(self, valuer: Valuer | None = None, seed: int = 0):
        self.valuer = valuer
        self.rand = random.Random(seed)

    def choose(self, state, seat, budget: Budget | None = None):
        legal = self.valuer.actions(state) if self.valuer else state.legal_actions()
        return legal[self.rand.randrange(len(legal))]


class EasyBot:
    """Greedy one step with noise, looking through the seat's own compound moves.

    Each legal action is tried on a copy and valued with the heuristic (own estimate minus
    the best other seat's). When the same seat must decide again (a trade being built, a
    multi-step placement), up to `follow` more of its own steps are played greedily and the
    action is valued by where that leads, so that the first step of a good compound move is
    not mistaken for a neutral one. Gaussian noise (`noise` times the game's scale) keeps it
    beatable. The work is bounded: at most `max_actions` first steps and about `max_evals`
    heuristic calls per decision, continuations only over at most `follow_width` actions.
    """

    name = "easy"

    def __init__(self, valuer: Valuer, seed: int = 0, noise: float = 0.1,
                 max_actions: int = 48, follow: int = 3, max_evals: int = 200,
                 follow_width: int = 12):
        self.valuer = valuer
        self.rand = random.Random(seed)
        self.noise = noise
        self.max_actions = max_actions
        self.follow = follow
        self.max_evals = max_evals
        self.follow_width = follow_width

    def choose(self, state, seat, budget: Budget | None = None):
        legal = self.valuer.actions(state)
        if len(legal) == 1:
            return legal[0]
        candidates = legal
        if len(legal) > self.max_actions:
            candidates = self.rand.sample(legal, self.max_actions)
        utility = self.valuer.utility
        sigma = self.noise * self.valuer.unit(state)
        allowance = max(0, self.max_evals // len(candidates) - 1)
        best, best_value = candidates[0], -math.inf
        gauss = self.rand.gauss
        for action in candidates:
            after = state.clone()
            after.apply(action)
            value = utility(after, seat)
            spent, steps = 0, 0
            while steps < self.follow and not after.is_over() and after.to_move() == seat:
                more = self.valuer.actions(after)
                if len(more) > self.follow_width or spent + len(more) > allowance:
                    break
                next_state, next_value = None, -math.inf
                for step in more:
                    trial = after.clone()
                    trial.apply(step)
                    trial_value = utility(trial, seat)
                    if trial_value > next_value:
                        next_state, next_value = trial, trial_value
                spent += len(more)
                steps += 1
                after, value = next_state, next_value
            value += gauss(0.0, sigma)
            if value > best_value:
                best, best_value = action, value
        return best


def _rank(child) -> tuple:
    """A root child's place in the choice: the most visited first, then the best mean."""
    return child.visits, child.total / child.visits


def _keep_compared(root, means: dict, visits: int) -> None:
    """Each compared child of `root` as `visits` visits of its (mean reward, mean chance)
    in `means`, the root's visits kept their sum."""
    for action, (reward, chance) in means.items():
        child = root.children[action]
        root.visits += visits - child.visits
        child.visits = visits
        child.total, child.chance = reward * visits, chance * visits


class _Node:
    __slots__ = ("children", "visits", "avail", "total", "chance", "priors", "outcomes")

    def __init__(self):
        self.children: dict = {}
        self.visits = 0
        self.avail = 1
        self.total = 0.0
        # below the root: the searching seat's chances to win summed (Valuer.chances), what
        # the Hint and the analysis show; the search itself goes by `total`
        self.chance = 0.0
        self.priors: dict | None = None
        # chance_nodes: what the searching seat saw the action reveal -> the node below
        self.outcomes: dict | None = None


class IsmctsBot:
    """SO-ISMCTS with heuristic cut-off evaluation.

    exploration   UCB1 constant (rewards are in [0, 1])
    rollout_depth random moves played after the new node before the heuristic is asked
    guided        probability that a rollout move is chosen greedily among `guide_sample`
                  sampled actions by the heuristic instead of uniformly
    guide_estimate
                  guided rollout moves are chosen by the `playout` valuer (the game's plain
                  estimate) instead of the level's own
    by_table      {seats: {setting: value}}: `rollout_depth`, `guided` and `guide_sample`
                  for a search at a table of that many seats (the others as set)
    widen_min     progressive widening at nodes with more actions than this (0: off)
    widen_base, widen_k, widen_alpha
                  a widened node searches its best `widen_base + widen_k * visits **
                  widen_alpha` actions by prior (the mover's reward one step ahead)
    widen_visits  visits before a widened node computes its priors (until then it widens
                  over random actions: priors cost a heuristic call per action)
    bias          progressive bias: `bias * prior / (visits + 1)` added to a widened
                  node's UCB scores
    sees_all      search the state as it is (every hidden card, the deck's order, the
                  draws to come) instead of the seat's determinizations: the luck cap's
                  bot for measuring (docs/bots.md), never a player
    sees_hands    search worlds with every hand as it is and only what no seat has seen
                  dealt anew (the deck's order, unexplored chambers; a game's state
                  `reshuffle_unseen`): the luck cap's share that the hands make, for
                  measuring, never a player
    greedy_others the other seats' moves in the tree are their best by prior (their reward
                  one step ahead) instead of searched: the iterations go to the searching
                  seat's own decisions (a model of the other seats, for tuning)
    settle_wide   at a table of at least this many seats (0: never; true: every table) a
                  root with more actions than `widen_min` (a Pyramids placement) is not
                  searched: each action is followed by the mover's own next steps, each
                  the best by reward one step ahead, and the action whose end is worth
                  most is played: the estimate decides, not the search. The root keeps
                  each action's end as one visit (its reward and chance to win), as the
                  Hint and the analysis read a searched root
    settle_ahead  with settle_wide, the `settle_top` actions whose ends are worth most are
                  compared again on `settle_ahead` sampled worlds, the same worlds for each
                  (common random numbers, so the draws' luck cancels between them): in each,
                  the action and the seat's turn are played as above, the other seats play
                  random moves among those bots consider until the seat's next turn, and
                  the seat plays that turn through greedily (each first step followed by
                  the best steps by the `playout` valuer, the best end by its own). The
                  action with the best mean reward over the worlds is played; the root
                  keeps each compared action as `settle_ahead` visits
    ahead_searched
                  with settle_ahead, a searched root with more actions than `widen_min` (a
                  table under `settle_wide` seats) is compared too: its `settle_top` most
                  visited actions, on common worlds as above; the best mean is played and
                  each compared action keeps one visit more than the root's most visited
                  had, with its mean over the worlds
    ahead_others  the other seats in a settle_ahead world: "random" moves, or "greedy" (each
                  their best by the `playout` valuer one step ahead)
    ahead_turns   the seat's turns a settle_ahead world plays after the action's (each
                  after the other seats' moves), the compared value at the end of the last
    settle_take   with settle_wide, a root whose every action leaves the same seat at a
                  root it settles (a Pyramids quarry choice before the placement) is not
                  searched either: each action is valued by the best end of its settled
                  root (with settle_ahead, the best compared mean, every action's compared
                  on the same worlds), and the root keeps each as that root's best child
    chance_nodes  below an action that revealed something (a card dug, a domino drawn: its
                  events marked `reveals`), the tree goes on in a node of its own for each
                  outcome the searching seat sees (a card it drew by its type, another
                  seat's by what is public of it), so a decision after the draw is searched
                  for what was drawn instead of for every draw at once
    """

    name = "ismcts"

    def __init__(self, valuer: Valuer, seed: int = 0, exploration: float = 0.7,
                 rollout_depth: int = 6, guided: float = 0.0, guide_sample: int = 3,
                 guide_estimate: bool = False, widen_min: int = 0,
                 widen_base: int = 3, widen_k: float = 1.0, widen_alpha: float = 0.5,
                 widen_visits: int = 16, bias: float = 0.0,
                 sees_all: bool = False, greedy_others: bool = False,
                 chance_nodes: bool = False, sees_hands: bool = False,
                 settle_wide: int = 0, settle_ahead: int = 0, settle_top: int = 6,
                 ahead_searched: bool = False, ahead_others: str = "random",
                 settle_take: bool = False, ahead_turns: int = 1,
                 by_table: dict | None = None, playout: Valuer | None = None):
        self.valuer = valuer
        self.rand = random.Random(seed)
        self.exploration = exploration
        self.rollout_depth = rollout_depth
        self.guided = guided
        self.guide_sample = guide_sample
        self.by_table = {int(seats): dict(own) for seats, own in (by_table or {}).items()}
        for own in self.by_table.values():
            unknown = set(own) - set(TABLE_SETTINGS)
            if unknown:
                raise ValueError(f"by_table sets only {', '.join(TABLE_SETTINGS)}, "
                                 f"not {', '.join(sorted(unknown))}")
        # the rollouts of the search under way: begin_search sets them for its table
        self._rollout_moves, self._guided, self._guide_sample = (rollout_depth, guided,
                                                                 guide_sample)
        self.guide_estimate = guide_estimate
        self.widen_min = widen_min
        self.widen_base = widen_base
        self.widen_k = widen_k
        self.widen_alpha = widen_alpha
        self.widen_visits = widen_visits
        self.bias = bias
        self.sees_all = sees_all
        self.sees_hands = sees_hands
        self.greedy_others = greedy_others
        self.chance_nodes = chance_nodes
        self.settle_wide = settle_wide
        self.settle_ahead = settle_ahead
        self.settle_top = settle_top
        self.ahead_searched = ahead_searched
        self.settle_take = settle_take
        self.ahead_turns = ahead_turns
        if ahead_others not in ("random", "greedy"):
            raise ValueError(f"ahead_others is random or greedy, not {ahead_others!r}")
        self.greedy_ahead = ahead_others == "greedy"
        self.playout = playout or valuer
        self._seat = 0  # the seat the search under way runs for
        self.last_iterations = 0
        self.last_capped = False
        # the last search's root (its children's visits and values)
        self.last_root: _Node | None = None
        self._values = valuer  # the valuer of the search under way (seen by its seat)
        self._guide = valuer  # the valuer its guided rollout moves are chosen by

    def _world(self, state, seat: int, rng: Rng):
        """One world of the search: the seat's determinization, or for measuring the luck
        cap the real state (`sees_all`) or its hands with the unseen reshuffled
        (`sees_hands`)."""
        if self.sees_all:
            return state.clone()
        if self.sees_hands:
            return state.reshuffle_unseen(rng)
        return state.determinize(seat, rng)

    def choose(self, state, seat, budget: Budget | None = None):
        legal = self.valuer.actions(state)
        if len(legal) == 1:
            self.last_iterations, self.last_capped, self.last_root = 0, False, None
            return legal[0]
        budget = budget or Budget(iterations=200)
        self.begin_search(state, seat)
        settled = self._settled_take(state, seat, legal) if self.settle_take else None
        if settled is None and self._settles(state, legal):
            settled = self._settled(state, seat, legal)
        if settled is not None:
            root = settled
            self.last_iterations, self.last_capped = 0, False
        else:
            root = _Node()
            clock = budget.start()
            rand = self.rand
            while clock.more():
                seed = rand.getrandbits(64)
                world = self._world(state, seat, Rng(seed))
                self._iterate(root, world)
                root.visits += 1
                clock.tick()
            self.last_iterations, self.last_capped = clock.done, clock.capped
            if self.ahead_searched and self.settle_ahead and 0 < self.widen_min < len(legal):
                self._ahead_searched(root, state, seat, legal)
        self.last_root = root
        children = root.children
        return max((a for a in legal if a in children), key=lambda a: _rank(children[a]),
                   default=legal[0])

    def begin_search(self, state, seat: int) -> Valuer:
        """Set up a search on behalf of `seat` in `state`: the values it sees (returned) and
        the rollouts its table gets (`by_table`)."""
        self._values = self.valuer.seen_by(seat)
        self._guide = self.playout.seen_by(seat) if self.guide_estimate else self._values
        self._seat = seat
        seats = len(state.scores())
        own = self.by_table.get(seats, {})
        self._rollout_moves = own.get("rollout_depth", self.rollout_depth)
        self._guided = own.get("guided", self.guided)
        self._guide_sample = own.get("guide_sample", self.guide_sample)
        return self._values

    def _settles(self, state, legal: list) -> bool:
        """A root the estimate decides (`settle_wide`): wider than `widen_min` at a table
        of at least `settle_wide` seats."""
        return (self.settle_wide > 0 and 0 < self.widen_min < len(legal)
                and len(state.scores()) >= self.settle_wide)

    def _settled_take(self, state, seat: int, legal: list) -> _Node | None:
        """`settle_take`: a root whose every action leaves `seat` at a root it settles,
        each action kept as the best child of that settled root (its compared ones on
        worlds common to every action); None where some action does not."""
        if self.settle_wide <= 0 or len(state.scores()) < self.settle_wide:
            return None
        nexts = []
        for action in legal:
            after = state.clone()
            after.apply(action)
            if after.is_over() or after.to_move() != seat:
                return None
            following = self.valuer.actions(after)
            if not self._settles(after, following):
                return None
            nexts.append((action, after, following))
        seeds = self._world_seeds()
        root = _Node()
        for action, after, following in nexts:
            below = self._settled(after, seat, following, seeds)
            best = max(below.children.values(), key=_rank)
            child = root.children[action] = _Node()
            child.visits, child.total, child.chance = best.visits, best.total, best.chance
            root.visits += best.visits
        return root

    def _world_seeds(self) -> list:
        """The seeds of `settle_ahead` common worlds."""
        return [self.rand.getrandbits(64) for _ in range(self.settle_ahead)]

    def _settled(self, state, seat: int, legal: list, seeds: list | None = None) -> _Node:
        """A root with a child per action, each followed by the seat's own next steps (each
        the best by reward one step ahead): one visit, the reward and the chance to win at
        its end; with `settle_ahead`, the best `settle_top` compared again a turn further
        on common worlds (`_ahead`). Its most visited child, then best mean, is the action
        whose end is worth most (ties: the first in legal order)."""
        values = self._values
        root = _Node()
        for action in legal:
            after = state.clone()
            after.apply(action)
            _own_turn(after, seat, values)
            rewards, chances = values.rewards_and_chances(after)
            child = root.children[action] = _Node()
            child.visits, child.total, child.chance = 1, rewards[seat], chances[seat]
            root.visits += 1
        if self.settle_ahead:
            self._ahead(root, state, seat, legal, seeds)
        return root

    def _ahead(self, root: _Node, state, seat: int, legal: list,
               seeds: list | None = None) -> None:
        """`settle_ahead`: the root's best `settle_top` children revalued on common worlds
        (`seeds`, or new ones), each as `settle_ahead` visits of the reward and chance a turn
        further on."""
        ranked = sorted(legal, key=lambda a: root.children[a].total, reverse=True)
        _keep_compared(root, self._compared(state, seat, ranked, seeds), self.settle_ahead)

    def _ahead_searched(self, root: _Node, state, seat: int, legal: list) -> None:
        """`ahead_searched`: the searched root's `settle_top` most visited children (then
        best mean) revalued on common worlds; each keeps one visit more than the most
        visited had, with its mean reward and chance a turn further on."""
        children = root.children
        visited = [a for a in legal if a in children and children[a].visits]
        ranked = sorted(visited, key=lambda a: _rank(children[a]), reverse=True)
        if len(ranked) > 1:
            most = children[ranked[0]].visits + 1
            _keep_compared(root, self._compared(state, seat, ranked), most)

    def _compared(self, state, seat: int, ranked: list, seeds: list | None = None) -> dict:
        """{action: (mean reward, mean chance)} of the first `settle_top` of `ranked` over
        `settle_ahead` common worlds a turn further on (`turn_ahead`; `seeds`, or new)."""
        seeds = seeds or self._world_seeds()
        means = {}
        for action in ranked[:self.settle_top]:
            reward = chance = 0.0
            for seed in seeds:
                rewards, chances = turn_ahead(state, seat, action, seed, self._values,
                                              self.playout, self.greedy_ahead,
                                              self.ahead_turns)
                reward += rewards[seat]
                chance += chances[seat]
            means[action] = (reward / len(seeds), chance / len(seeds))
        return means

    def _iterate(self, root: _Node, world) -> None:
        rand_random = self.rand.random
        c = self.exploration
        log, sqrt = math.log, math.sqrt
        actions = self.valuer.actions
        widen_min = self.widen_min
        node = root
        path = []
        while not world.is_over():
            mover = world.to_move()
            legal = actions(world)
            children = node.children
            if self.greedy_others and mover != self._seat and len(legal) > 1:
                action = self._best_by_prior(node, world, legal, mover)
                child = children.get(action)
                events = world.apply(action)
                if child is None:
                    child = children[action] = _Node()
                    path.append((child, mover))
                    break
                path.append((child, mover))
                node = self._below(child, events, path, mover)
                continue
            widened = bool(widen_min) and len(legal) > widen_min
            if widened:
                legal = self._widened(node, world, legal, mover)
            untried = [a for a in legal if a not in children]
            if untried:
                for a in legal:
                    child = children.get(a)
                    if child is not None:
                        child.avail += 1
                # a widened node tries its actions in prior order, others at random
                action = (untried[0] if widened and node.priors is not None
                          else untried[int(rand_random() * len(untried))])
                child = _Node()
                children[action] = child
                world.apply(action)
                path.append((child, mover))
                break
            priors = node.priors if widened and self.bias else None
            best_child: _Node | None = None
            best_action, best_score = None, -math.inf
            for a in legal:
                child = children[a]
                child.avail += 1
                score = child.total / child.visits + c * sqrt(log(child.avail) / child.visits)
                if priors is not None:
                    score += self.bias * priors[a] / (child.visits + 1)
                if score > best_score:
                    best_child, best_action, best_score = child, a, score
            assert best_child is not None  # every legal action has a child here
            events = world.apply(best_action)
            path.append((best_child, mover))
            node = self._below(best_child, events, path, mover)
        self._rollout(world)
        rewards, chances = self._values.rewards_and_chances(world)
        for child, mover in path:
            child.visits += 1
            child.total += rewards[mover]
        if path:
            path[0][0].chance += chances[self._seat]

    def _below(self, child: _Node, events, path: list, mover) -> _Node:
        """The node the descent goes on in after `child`'s action: `child` itself, or with
        `chance_nodes` the node of the outcome the searching seat saw (added to `path`, so
        its visits count for its own widening)."""
        if not self.chance_nodes:
            return child
        key = self._outcome(events)
        if key is None:
            return child
        if child.outcomes is None:
            child.outcomes = {}
        below = child.outcomes.get(key)
        if below is None:
            below = child.outcomes[key] = _Node()
        path.append((below, mover))
        return below

    def _outcome(self, events):
        """What the searching seat sees of the events that revealed something (None when
        none did): their kinds, seats and data, secrets only where the seat may see them."""
        seat = self._seat
        shown = tuple((e.kind, e.seat, repr(sorted(seen_by(e, seat).data.items())))
                      for e in events or () if e.reveals)
        return shown or None

    def _widened(self, node: _Node, world, legal, mover) -> list:
        """The node's actions allowed so far: the best by prior once the node has been
        visited `widen_visits` times (priors computed once per action), before that the
        children it has plus random untried ones, as many as the widening allows."""
        allowed = self.widen_base + int(self.widen_k * node.visits ** self.widen_alpha)
        priors = node.priors
        if priors is None and node.visits < self.widen_visits:
            children = node.children
            have = [a for a in legal if a in children]
            if len(have) >= allowed or len(have) == len(legal):
                return have
            untried = [a for a in legal if a not in children]
            return have + [untried[int(self.rand.random() * len(untried))]]
        priors = self._priors(node, world, legal, mover)
        ranked = sorted(legal, key=priors.__getitem__, reverse=True)
        return ranked[:allowed]

    def _priors(self, node: _Node, world, legal, mover) -> dict:
        """The node's priors: each action's reward for the mover one step ahead, computed
        once per action of the node."""
        priors = node.priors
        if priors is None:
            priors = node.priors = {}
        rewards = self._values.rewards
        for a in legal:
            if a not in priors:
                after = world.clone()
                after.apply(a)
                priors[a] = rewards(after)[mover]
        return priors

    def _best_by_prior(self, node: _Node, world, legal, mover):
        """The mover's best action by prior (the first of the best in legal order)."""
        return max(legal, key=self._priors(node, world, legal, mover).__getitem__)

    def _rollout(self, world) -> None:
        rand_random = self.rand.random
        guided = self._guided
        actions = self.valuer.actions
        for _ in range(self._rollout_moves):
            if world.is_over():
                return
            legal = actions(world)
            if guided and len(legal) > 1 and rand_random() < guided:
                action = self._greedy(world, legal)
            else:
                action = legal[int(rand_random() * len(legal))]
            world.apply(action)

    def _greedy(self, world, legal):
        mover = world.to_move()
        sample = legal
        if len(legal) > self._guide_sample:
            sample = self.rand.sample(legal, self._guide_sample)
        best, best_value = sample[0], -math.inf
        for action in sample:
            after = world.clone()
            after.apply(action)
            value = self._guide.utility(after, mover)
            if value > best_value:
                best, best_value = action, value
        return best
