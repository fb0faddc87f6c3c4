"""Post-game analysis: score over time, each seat's chance to win, and the turning points.

    result = analyse(game, players, options, seed, actions, progress=callback)

The finished game is replayed from its seed. At every decision with a real choice, the Hard
bot's search (engines/ai/hint.py, a lower per-decision budget, no wall-clock cap, seeded from
the game's seed and the ply) estimates the mover's chance to win from that seat's own
observation: it searches determinized copies only, never the hidden truth. The chance is the
search's mean of `Valuer.chances` (with three or four seats the win reward: even seats have
1/players each), not of the reward the search goes by.

The chance chart takes a seat's estimate only where its turn begins (its first decision with
a choice after another seat's action; an Archaeology turn's compulsory dig comes before
it): the estimate within a turn is not comparable with the one at its
start, since the searches value positions where the mover has laid one more piece than the
others (in Pyramids the estimate rose by about 20 points after each domino laid and fell as
much at the next turn, a zig-zag of up to 70 points; docs/bots.md). Everyone starts at
1/players and the final result closes every seat's line.

A turning point is a decision where the seat's first step was not the search's and the
search's step is really better: both steps weighed against each other with several seeds
(engines/ai/duel.py), every seed preferring the search's step by more than the spread across
the seeds. Its chances are the seat's chance with the search's step and with the step
played (always lower), and it names the whole move played and the whole move preferred
(engines/ai/whole_move.py). The three largest gaps are shown. Round, level and scoring
events mark the score chart. Pure and reproducible: the same game and budget give the same
analysis.
"""

from collections import Counter
from collections.abc import Callable
from dataclasses import asdict, dataclass, field

from engines import find_descriptor, get_engine
from engines.core import action_from_json, action_to_json

from .budget import Budget
from .duel import duel
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
# decisions weighed again with several seeds (engines/ai/duel.py), the largest gaps of the
# single search first; each costs DUEL_SEEDS searches of twice a decision's iterations
DUEL_CANDIDATES = 8
MARK_EVENTS = {"round_start": "round", "level_start": "level", "round_end": "scoring",
               "scoring": "scoring", "level_scored": "scoring"}


@dataclass
class Decision:
    ply: int
    seat: int
    win: float  # the mover's chance to win here (the preferred move's mean Valuer.chances)
    played: tuple
    preferred: tuple
    played_move: tuple = ()  # the whole moves (played[0] is `played`); empty in older files
    preferred_move: tuple = ()
    agreed: bool = False  # the move played is the one the search preferred (`same_move`)
    played_win: float | None = None  # the played first step's chance in the same search
    turn_start: bool = True  # the seat's first choice since another seat acted (the chart's)


@dataclass
class TurningPoint:
    """A decision where the move played was clearly worse than the search's: `before` is
    the seat's chance to win with the search's first step, `after` with the step played
    (lower by more than `noise`, the gap's spread across the duel's seeds)."""

    ply: int
    seat: int
    before: float
    after: float
    played: tuple
    preferred: tuple
    played_move: tuple = ()
    preferred_move: tuple = ()
    noise: float = 0.0

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


def estimate(state, seat: int, seed: int, game: str, budget: Budget,
             played=None) -> tuple:
    """(preferred whole move, the seat's chance to win) from the seat's view of `state`,
    and with `played` (a first step) a third item: that step's chance in the same search
    (None when the search never tried it)."""
    preferred, world, stats, _n, root = search(state, seat, seed ^ ANALYSIS_SALT, game,
                                               budget, cap=False, tree=True)
    steps = whole_move(world, seat, preferred, root, level_valuer(HINT_LEVEL, game), game)
    win = win_estimate(stats, preferred, world, seat, game)
    if played is None:
        return steps, win
    return steps, win, stats[played][2] if played in stats else None


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
            position: str | None = None, points: int = TURNING_POINTS,
            candidates: int = DUEL_CANDIDATES) -> Analysis:
    """The analysis of a finished game (see the module docstring) that started at the
    written `position` or the seeded start; `progress(done, total)` is called after each
    searched decision and each duel (the total counts the `candidates` duels). At most
    `points` turning points are kept, from the `candidates` weighed."""
    actions = list(actions)
    budget = analysis_budget(game, iterations)
    total = count_decisions(game, players, options, seed, actions, position) + candidates
    state = start_state(game, players, options, seed, position)
    valuer = valuer_for(game)
    result = Analysis(game, players, len(actions), scores=[list(state.scores())],
                      iterations=budget.iterations or 0)
    result.chances = [[(0, 1.0 / players)] for _ in range(players)]
    positions: dict = {}  # ply -> the position, where the step played was not the search's
    done, last_mover, decided = 0, None, False  # decided: the mover has chosen this turn
    for ply, action in enumerate(actions):
        seat = state.to_move()
        assert seat is not None, "an action after the end of the game"
        if seat != last_mover:
            decided = False
        if len(state.legal_actions()) > 1:
            preferred, win, played_win = estimate(state, seat, decision_seed(seed, ply, seat),
                                                  game, budget, played=action)
            played = played_move(state, actions, ply, game)
            decision = Decision(ply, seat, win, action, preferred[0], played, preferred,
                                same_move(game, state, played, preferred), played_win,
                                turn_start=not decided)
            decided = True
            result.decisions.append(decision)
            if decision.turn_start:
                result.chances[seat].append((ply, win))
            if not decision.agreed and action != preferred[0]:
                positions[ply] = state.clone()
            done += 1
            if progress is not None:
                progress(done, total)
        last_mover = seat
        for event in state.apply(action):
            mark = MARK_EVENTS.get(event.kind)
            if mark and (not result.marks or result.marks[-1] != (ply + 1, mark)):
                result.marks.append((ply + 1, mark))
        result.scores.append(list(state.scores()))
    final = valuer.chances(state) if state.is_over() else None
    if final is not None:
        for seat in range(players):
            result.chances[seat].append((len(actions), final[seat]))

    def weighed(ply: int) -> None:
        nonlocal done
        done += 1
        if progress is not None:
            progress(done, total)

    result.turning_points = turning_points(result.decisions, positions, seed, game,
                                           2 * (budget.iterations or DEFAULT_ITERATIONS),
                                           points, candidates, on_duel=weighed)
    if progress is not None and done < total:
        progress(total, total)
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


def single_search_gap(decision: Decision) -> float:
    """How much better the search found its step than the one played (the step played
    unsearched counts as a chance of 0: the search did not think it worth a try)."""
    played = decision.played_win if decision.played_win is not None else 0.0
    return decision.win - played


def turning_points(decisions: list, positions: dict, seed: int, game: str | None,
                   iterations: int, count: int = TURNING_POINTS,
                   candidates: int = DUEL_CANDIDATES,
                   on_duel: Callable[[int], None] | None = None) -> list:
    """The `count` decisions where the step played lost the most against the search's,
    largest gap first (ties: the earlier ply). Only decisions whose position is in
    `positions` (ply -> the position; the step played was not the search's) are weighed,
    the `candidates` with the largest gap in their single search first; each is a duel of
    the two steps (engines/ai/duel.py, `iterations` per search) and a turning point only
    when the search's step is better beyond the noise across the duel's seeds."""
    weighed = sorted((d for d in decisions if d.ply in positions),
                     key=lambda d: (-single_search_gap(d), d.ply))[:candidates]
    points = []
    for d in weighed:
        verdict = duel(positions[d.ply], d.seat, d.preferred, d.played,
                       decision_seed(seed, d.ply, d.seat) ^ ANALYSIS_SALT, game, iterations)
        if on_duel is not None:
            on_duel(d.ply)
        if verdict.first_is_better:
            points.append(TurningPoint(d.ply, d.seat, verdict.first_chance,
                                       verdict.second_chance, d.played, d.preferred,
                                       d.played_move, d.preferred_move, verdict.chance_noise))
    points.sort(key=lambda t: (t.swing, t.ply))
    return points[:count]
