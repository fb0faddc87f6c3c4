"""Post-game analysis: score over time, each seat's chance to win, and the turning points.

    result = analyse(game, players, options, seed, actions, progress=callback)

The finished game is replayed from its seed. At every decision with a real choice, the Hard
bot's search (engines/ai/hint.py, a lower per-decision budget, no wall-clock cap, seeded from
the game's seed and the ply) estimates the mover's chance to win from that seat's own
observation: it searches determinized copies only, never the hidden truth. The other seats
keep their last estimate until they decide again (everyone starts at 1/players), and the final
result closes every seat's line.

A swing is the change of a seat's estimate from one of its decisions to its next one (or to
the result); the three largest swings after a decision where the seat did not play the move
the search preferred are the turning points, each with the whole move the seat played there
and the whole move the search preferred (engines/ai/whole_move.py: the
first step the search chose, then its tree's most visited children while the seat decides).
Round, level and scoring events mark the
score chart. Pure and reproducible: the same game and budget give the same analysis.
"""

from collections import Counter
from collections.abc import Callable
from dataclasses import asdict, dataclass, field

from engines import find_descriptor, get_engine
from engines.core import action_from_json, action_to_json

from .budget import Budget
from .hint import HINT_LEVEL, search, win_estimate
from .hint_phrases import describe_move, phrasing
from .levels import level_valuer
from .runner import decision_seed
from .values import valuer_for
from .whole_move import played_move, whole_move

ANALYSIS_SALT = 0xA7A1
# iterations per decision; a whole 4-player game stays under 30 s (tests/bench/bench_analysis)
DEFAULT_ITERATIONS = 60  # a game's engine descriptor may set its own (analysis_iterations)
TURNING_POINTS = 3
MARK_EVENTS = {"round_start": "round", "level_start": "level", "round_end": "scoring",
               "scoring": "scoring", "level_scored": "scoring"}


@dataclass
class Decision:
    ply: int
    seat: int
    win: float  # the mover's chance to win here (the preferred move's mean reward)
    played: tuple
    preferred: tuple
    played_move: tuple = ()  # the whole moves (played[0] is `played`); empty in older files
    preferred_move: tuple = ()
    agreed: bool = False  # the move played is the one the search preferred (`same_move`)


@dataclass
class TurningPoint:
    ply: int
    seat: int
    before: float
    after: float
    played: tuple
    preferred: tuple
    played_move: tuple = ()
    preferred_move: tuple = ()

    @property
    def played_steps(self) -> tuple:
        return self.played_move or (self.played,)

    @property
    def preferred_steps(self) -> tuple:
        return self.preferred_move or (self.preferred,)

    @property
    def swing(self) -> float:
        return self.after - self.before


@dataclass
class Analysis:
    game: str
    players: int
    plies: int
    scores: list = field(default_factory=list)  # scores[ply] for ply 0..plies (0: the start)
    marks: list = field(default_factory=list)  # (ply, "round" | "level" | "scoring")
    decisions: list = field(default_factory=list)  # Decision per real choice
    chances: list = field(default_factory=list)  # chances[seat] = [(ply, estimate), ...]
    turning_points: list = field(default_factory=list)
    iterations: int = 0

    def to_json(self) -> dict:
        data = asdict(self)
        for d in data["decisions"] + data["turning_points"]:
            d["played"] = action_to_json(tuple(d["played"]))
            d["preferred"] = action_to_json(tuple(d["preferred"]))
            for key in ("played_move", "preferred_move"):
                d[key] = [action_to_json(tuple(a)) for a in d[key]]
        return data

    @classmethod
    def from_json(cls, data: dict) -> "Analysis":
        def actions(d):
            return {**d, "played": action_from_json(d["played"]),
                    "preferred": action_from_json(d["preferred"]),
                    **{key: tuple(action_from_json(a) for a in d.get(key, ()))
                       for key in ("played_move", "preferred_move")}}

        return cls(data["game"], data["players"], data["plies"], data["scores"],
                   [tuple(m) for m in data["marks"]],
                   [Decision(**actions(d)) for d in data["decisions"]],
                   [[tuple(p) for p in line] for line in data["chances"]],
                   [TurningPoint(**actions(t)) for t in data["turning_points"]],
                   data.get("iterations", 0))


def analysis_budget(game: str, iterations: int | None = None) -> Budget:
    found = find_descriptor(game)
    own = found.analysis_iterations if found is not None else None
    return Budget(iterations or own or DEFAULT_ITERATIONS)


def estimate(state, seat: int, seed: int, game: str, budget: Budget) -> tuple:
    """(preferred whole move, the seat's chance to win) from the seat's view of `state`."""
    preferred, world, stats, _n, root = search(state, seat, seed ^ ANALYSIS_SALT, game,
                                               budget, cap=False, tree=True)
    steps = whole_move(world, seat, preferred, root, level_valuer(HINT_LEVEL, game), game)
    return steps, win_estimate(stats, preferred, world, seat, game)


def start_state(game: str, players: int, options, seed: int, position: str | None = None):
    """The game's first state: the written `position` (docs/notation.md), or the seeded
    start."""
    if position is not None:
        from engines.notation import notation_of

        return notation_of(game).parse(position)
    return get_engine(game).new_game(players, options, seed)


def count_decisions(game: str, players: int, options, seed: int, actions,
                    position: str | None = None) -> int:
    """How many decisions of the game had a real choice (the analysis's progress total)."""
    state = start_state(game, players, options, seed, position)
    count = 0
    for action in actions:
        count += len(state.legal_actions()) > 1
        state.apply(action)
    return count


def analyse(game: str, players: int, options, seed: int, actions,
            iterations: int | None = None,
            progress: Callable[[int, int], None] | None = None,
            position: str | None = None) -> Analysis:
    """The analysis of a finished game (see the module docstring) that started at the
    written `position` or the seeded start; `progress(done, total)` is called after each
    searched decision."""
    actions = list(actions)
    budget = analysis_budget(game, iterations)
    total = count_decisions(game, players, options, seed, actions, position)
    state = start_state(game, players, options, seed, position)
    valuer = valuer_for(game)
    result = Analysis(game, players, len(actions), scores=[list(state.scores())],
                      iterations=budget.iterations or 0)
    result.chances = [[(0, 1.0 / players)] for _ in range(players)]
    done = 0
    for ply, action in enumerate(actions):
        seat = state.to_move()
        assert seat is not None, "an action after the end of the game"
        if len(state.legal_actions()) > 1:
            preferred, win = estimate(state, seat, decision_seed(seed, ply, seat), game, budget)
            played = played_move(state, actions, ply, game)
            result.decisions.append(Decision(ply, seat, win, action, preferred[0], played,
                                             preferred, same_move(game, state, played,
                                                                  preferred)))
            result.chances[seat].append((ply, win))
            done += 1
            if progress is not None:
                progress(done, total)
        for event in state.apply(action):
            mark = MARK_EVENTS.get(event.kind)
            if mark and (not result.marks or result.marks[-1] != (ply + 1, mark)):
                result.marks.append((ply + 1, mark))
        result.scores.append(list(state.scores()))
    final = valuer.rewards(state) if state.is_over() else None
    if final is not None:
        for seat in range(players):
            result.chances[seat].append((len(actions), final[seat]))
    result.turning_points = turning_points(result.decisions, final)
    return result


def same_move(game: str, state, played, preferred) -> bool:
    """The whole moves `played` and `preferred` from `state` are one move: the same steps
    (those whose order does not matter in any order), or the same in the game's words where
    its words name a move fully (two yellow cells of one Aton temple, say; a Pyramids domino's
    spot is not in words)."""
    played, preferred = tuple(played), tuple(preferred)
    if played == preferred:
        return True
    words = phrasing(game)
    if Counter(played) == Counter(preferred) and all(
            words.kind(a) in words.unordered
            for a, b in zip(played, preferred, strict=True) if a != b):
        return True
    return words.words_name_a_move and (describe_move(game, state, played).english()
                                        == describe_move(game, state, preferred).english())


def turning_points(decisions: list, final: list | None,
                   count: int = TURNING_POINTS) -> list:
    """The `count` largest swings of a seat's estimate between its consecutive decisions
    (the last one to the result), largest first; ties go to the earlier ply. A swing after
    a decision where the seat played the move the search preferred is left out: the seat's
    choice did not make it (the other seats' moves and chance did)."""
    by_seat: dict = {}
    for d in decisions:
        by_seat.setdefault(d.seat, []).append(d)
    swings = []
    for seat, mine in by_seat.items():
        for here, nxt in zip(mine, mine[1:] + [None], strict=True):
            if nxt is not None:
                after = nxt.win
            elif final is not None:
                after = final[seat]
            else:
                continue
            if here.agreed:
                continue
            swings.append(TurningPoint(here.ply, seat, here.win, after, here.played,
                                       here.preferred, here.played_move, here.preferred_move))
    swings.sort(key=lambda t: (-abs(t.swing), t.ply))
    return swings[:count]
