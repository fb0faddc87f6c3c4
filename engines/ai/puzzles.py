"""Puzzles: a turning point played again, from the mover's seat only.

    found = puzzles_from_game(analysis, replay, created, source)   # a finished game's
    outcome = judge(puzzle, move)                                  # the player's whole move

A puzzle is a position (the full notation, docs/notation.md), the seat to move there, the
whole move the search prefers (engines/ai/whole_move.py) and the move played in the game,
which the search found clearly worse: beyond the noise of its own estimate, across several
seeds (engines/ai/duel.py, the turning points of engines/ai/analysis.py). Each keeps both
moves' chances to win, that noise, why the preferred move is good (a marked Message, in the
Hint's words: engines/ai/hint_phrases.py) and the moves found as good within the noise.

Judging a whole move: the preferred move itself, or one of the moves known to be as good
within the noise, is solved; the move played in the game is not; any other move is weighed
against the preferred one as the turning points are (`duel_moves`, `iterations` a search,
`DUEL_SEEDS` seeds from the puzzle's id) and is solved unless the preferred move is better
beyond the noise across the seeds. The same puzzle and move always give the same outcome.

`Puzzle.to_json` / `Puzzle.from_json` keep a puzzle as JSON; `from_json` trusts nothing
(a user's file or the shipped set): every field is checked, the position parsed, every move
played on it, and `PuzzleRefused` says what is wrong.
"""

import hashlib
import math
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from engines import find_descriptor, get_engine
from engines.core import Message, action_from_json, action_to_json
from engines.core.errors import IllegalAction

from .analysis import TurningPoint, same_move
from .duel import Verdict, duel_moves
from .hint import HINT_LEVEL, played_until_chance
from .hint_phrases import gain_message
from .levels import level_valuer
from .runner import determinized
from .whole_move import MAX_STEPS

PUZZLE_SALT = 0x9E221E
ORIGINS = ("game", "starter")  # from the player's own game, or shipped with the app
BEST, NOISE, WORSE = "best", "noise", "worse"  # how a move came out (`Outcome.how`)
MAX_POSITION = 100_000  # characters: a late game's position is about 2 KB
MAX_TEXT = 200  # characters of a name or a source
MAX_SOLUTIONS = 8  # moves known to be as good as the preferred one, within the noise
MAX_ITERATIONS = 100_000
MAX_MESSAGE_DEPTH = 3
# a translated reason is formatted with its parameters: only plain {name} fields, never a
# format spec (a width of a million characters) nor an attribute
_PLAIN_FIELDS = re.compile(r"\{[^{}]*[^{}\w][^{}]*\}")


class PuzzleRefused(ValueError):
    """Data that is not a puzzle; str() says what is wrong (for the log)."""


@dataclass(frozen=True)
class Puzzle:
    """One puzzle (see the module doc). `preferred_win` and `played_win` are the mover's
    chances with each move, `noise` the spread of their gap across the seeds; `solutions`
    are (move, chance) of other moves found as good within the noise; `iterations` is the
    search's budget when a new move is judged."""

    id: str
    game: str
    players: int
    options: dict
    position: str
    seat: int
    preferred: tuple
    preferred_win: float
    played: tuple
    played_win: float
    noise: float
    reason: Message
    iterations: int
    origin: str = "game"
    source: str = ""  # the finished game's file name, or the starter set's
    created: float = 0.0  # when it was made (seconds since the epoch)
    names: tuple = ()  # the seats' names in the game it came from (empty: the starter set)
    solutions: tuple = field(default=())

    def state(self):
        """The position, parsed (each call a fresh state)."""
        from engines.notation import parse

        return parse(self.position)

    @property
    def seed(self) -> int:
        """The seed every judgement of this puzzle uses."""
        return int(self.id[:12], 16) ^ PUZZLE_SALT

    def to_json(self) -> dict:
        return {
            "id": self.id, "game": self.game, "players": self.players,
            "options": dict(self.options), "position": self.position, "seat": self.seat,
            "preferred": moves_json(self.preferred), "preferred_win": self.preferred_win,
            "played": moves_json(self.played), "played_win": self.played_win,
            "noise": self.noise, "reason": message_to_json(self.reason),
            "iterations": self.iterations, "origin": self.origin, "source": self.source,
            "created": self.created, "names": list(self.names),
            "solutions": [[moves_json(move), win] for move, win in self.solutions],
        }

    @classmethod
    def from_json(cls, data) -> "Puzzle":
        """The puzzle `data` holds, every part checked (PuzzleRefused when it is none)."""
        if not isinstance(data, dict):
            raise PuzzleRefused("not an object")
        try:
            return _checked(data)
        except PuzzleRefused:
            raise
        except IllegalAction as exc:
            raise PuzzleRefused(exc.message.english()) from exc
        except Exception as exc:  # noqa: BLE001 (strange data must not end the app)
            raise PuzzleRefused(f"{type(exc).__name__}: {exc}"[:200]) from exc


@dataclass(frozen=True)
class Outcome:
    """How the player's whole `move` came out: `how` is BEST (the preferred move), NOISE
    (as good within the search's noise) or WORSE (the preferred move is better beyond it);
    `move_win` and `best_win` are the mover's chances with the move and with the
    preferred one, from the same search."""

    how: str
    move: tuple
    move_win: float
    best_win: float

    @property
    def solved(self) -> bool:
        return self.how != WORSE


# making puzzles --------------------------------------------------------------------------
def puzzle_id(position: str, seat: int) -> str:
    """A puzzle's id: the same position and seat always give the same one."""
    return hashlib.sha1(f"{position}|{seat}".encode()).hexdigest()[:16]


def reason_for(game: str, state, seat: int, preferred: tuple, preferred_win: float,
               played_win: float, seed: int) -> Message:
    """Why the preferred whole move is good, in the Hint's words (on the seat's own view of
    `state`, up to a step that reveals what chance brings)."""
    world = determinized(state, seat, seed)
    after = played_until_chance(world, preferred)
    return gain_message(game, world, after, preferred[0], seat, level_valuer(HINT_LEVEL, game),
                        None, max(0.0, preferred_win - played_win), preferred_win,
                        steps=preferred)


def make_puzzle(game: str, state, seat: int, preferred: tuple, preferred_win: float,
                played: tuple, played_win: float, noise: float, iterations: int, *,
                origin: str = "game", source: str = "", created: float = 0.0,
                names: Iterable[str] = (), solutions: Iterable = ()) -> Puzzle | None:
    """The puzzle at `state` (`seat` to move), or None when the position cannot be written
    and read back as it is (docs/notation.md)."""
    from engines.notation import format as write
    from engines.notation import parse

    try:
        position = write(state)
        if parse(position) != state:
            return None
    except (KeyError, IllegalAction):
        return None
    ident = puzzle_id(position, seat)
    reason = reason_for(game, state, seat, tuple(preferred), preferred_win, played_win,
                        int(ident[:12], 16) ^ PUZZLE_SALT)
    return Puzzle(ident, game, state.num_players, dict(state.options), position, seat,
                  tuple(preferred), float(preferred_win), tuple(played), float(played_win),
                  float(noise), reason, int(iterations), origin, source[:MAX_TEXT],
                  float(created), tuple(names), tuple(solutions))


def positions_before(replay, plies: set) -> dict:
    """{ply: the position before action `ply`} of `replay` (a copy each)."""
    state = replay.start(get_engine(replay.game))
    found = {}
    for ply, action in enumerate(replay.actions):
        if ply in plies:
            found[ply] = state.clone()
        if len(found) == len(plies):
            break
        state.apply(action)
    return found


def puzzle_from_point(game: str, state, point: TurningPoint, iterations: int,
                      **made) -> Puzzle | None:
    """The puzzle of a turning point at `state` (the position before its move)."""
    return make_puzzle(game, state, point.seat, point.preferred_steps, point.before,
                       point.played_steps, point.after, point.noise, iterations, **made)


def puzzles_from_game(analysis, replay, created: float, source: str) -> list[Puzzle]:
    """The puzzles of a finished, analysed game: its turning points played by a person
    (a bot's mistake is not the player's to learn from), each from the mover's seat."""
    humans = {seat for seat, s in enumerate(replay.seats) if s.kind == "human"}
    points = [p for p in analysis.turning_points if p.seat in humans]
    states = positions_before(replay, {p.ply for p in points})
    names = tuple(s.name for s in replay.seats)
    iterations = 2 * max(1, analysis.iterations)  # the analysis' duels (analysis.py)
    found = []
    for point in points:
        puzzle = puzzle_from_point(replay.game, states[point.ply], point, iterations,
                                   origin="game", source=source, created=created, names=names)
        if puzzle is not None:
            found.append(puzzle)
    return found


# judging -------------------------------------------------------------------------------
Weigh = Callable[..., Verdict]


def known_outcome(puzzle: Puzzle, move: Iterable) -> Outcome | None:
    """The outcome of a move the puzzle already knows (the preferred move, one as good
    within the noise, the move played in the game), found without a search; None for
    another move."""
    move = tuple(tuple(step) for step in move)
    state = puzzle.state()
    game = puzzle.game
    if same_move(game, state, move, puzzle.preferred):
        return Outcome(BEST, move, puzzle.preferred_win, puzzle.preferred_win)
    for other, win in puzzle.solutions:
        if same_move(game, state, move, other):
            return Outcome(NOISE, move, win, puzzle.preferred_win)
    if same_move(game, state, move, puzzle.played):
        return Outcome(WORSE, move, puzzle.played_win, puzzle.preferred_win)
    return None


def judge(puzzle: Puzzle, move: Iterable, weigh: Weigh = duel_moves) -> Outcome:
    """How the whole `move` (the steps the mover played) does against the puzzle's
    preferred move (see the module doc); `weigh` is the duel of two whole moves."""
    move = tuple(tuple(step) for step in move)
    known = known_outcome(puzzle, move)
    if known is not None:
        return known
    verdict = weigh(puzzle.state(), puzzle.seat, puzzle.preferred, move, puzzle.seed,
                    puzzle.game, puzzle.iterations)
    return Outcome(WORSE if verdict.first_is_better else NOISE, move, verdict.second_chance,
                   verdict.first_chance)


def outcome_to_json(outcome: Outcome) -> dict:
    return {"how": outcome.how, "move": moves_json(outcome.move),
            "move_win": outcome.move_win, "best_win": outcome.best_win}


def outcome_from_json(data: dict) -> Outcome:
    return Outcome(data["how"], tuple(action_from_json(step) for step in data["move"]),
                   float(data["move_win"]), float(data["best_win"]))


# JSON ----------------------------------------------------------------------------------
def moves_json(move: tuple) -> list:
    return [action_to_json(step) for step in move]


def message_to_json(message: Message) -> dict:
    msgid = list(message.msgid) if isinstance(message.msgid, tuple) else message.msgid
    return {"msgid": msgid, "params": {key: message_to_json(value)
                                       if isinstance(value, Message) else value
                                       for key, value in message.params.items()}}


def message_from_json(data, depth: int = 0) -> Message:
    """A reason back from JSON: a msgid (or a singular/plural pair) of plain fields, and
    parameters that are short texts, numbers or such messages."""
    if depth > MAX_MESSAGE_DEPTH or not isinstance(data, dict):
        raise PuzzleRefused("a reason that is no message")
    msgid = data["msgid"]
    ids = msgid if isinstance(msgid, list) and len(msgid) == 2 else [msgid]
    if not all(isinstance(text, str) and len(text) <= MAX_TEXT
               and not _PLAIN_FIELDS.search(text) for text in ids):
        raise PuzzleRefused("a reason's text is not one of ours")
    params = data["params"]
    if not isinstance(params, dict) or len(params) > 8:
        raise PuzzleRefused("a reason's parameters")
    out = {}
    for key, value in params.items():
        if not isinstance(key, str) or len(key) > 32:
            raise PuzzleRefused("a reason's parameter name")
        if isinstance(value, dict):
            value = message_from_json(value, depth + 1)
        elif isinstance(value, str):
            value = value[:MAX_TEXT]
        elif type(value) not in (int, float) or not math.isfinite(value) or abs(value) > 1e9:
            raise PuzzleRefused("a reason's parameter value")
        out[key] = value
    return Message(tuple(ids) if len(ids) == 2 else ids[0], out)


def _text(value, name: str) -> str:
    if not isinstance(value, str) or len(value) > MAX_TEXT:
        raise PuzzleRefused(f"{name} is not a short text")
    return value


def _chance(value, name: str) -> float:
    if type(value) not in (int, float) or not 0.0 <= value <= 1.0:
        raise PuzzleRefused(f"{name} is not a chance")
    return float(value)


def _move(value, state, seat: int, name: str) -> tuple:
    """A whole move of `seat` from `state` (a list of steps, each legal in its turn)."""
    if not isinstance(value, list) or not 1 <= len(value) <= MAX_STEPS:
        raise PuzzleRefused(f"{name} is not a move")
    world = state.clone()
    steps = []
    for raw in value:
        step = action_from_json(raw)
        if not isinstance(step, tuple) or world.to_move() != seat \
                or step not in world.legal_actions():
            raise PuzzleRefused(f"{name} is not a legal move there")
        world.apply(step)
        steps.append(step)
    return tuple(steps)


def _checked(data: dict) -> Puzzle:
    from engines.notation import parse

    game = _text(data["game"], "the game")
    found = find_descriptor(game)
    if found is None:
        raise PuzzleRefused(f"no game {game!r}")
    position = data["position"]
    if not isinstance(position, str) or len(position) > MAX_POSITION:
        raise PuzzleRefused("the position is not a text")
    state = parse(position)
    players, seat, options = data["players"], data["seat"], data["options"]
    if type(players) is not int or players != state.num_players:
        raise PuzzleRefused("the players do not fit the position")
    if not isinstance(options, dict) or options != dict(state.options):
        raise PuzzleRefused("the options do not fit the position")
    if type(seat) is not int or state.is_over() or state.to_move() != seat:
        raise PuzzleRefused("the seat is not to move in the position")
    ident = data["id"]
    if ident != puzzle_id(position, seat):
        raise PuzzleRefused("the id does not fit the position")
    iterations = data["iterations"]
    if type(iterations) is not int or not 2 <= iterations <= MAX_ITERATIONS:
        raise PuzzleRefused("the search's budget")
    noise = data["noise"]
    if type(noise) not in (int, float) or not 0.0 <= noise <= 1.0:
        raise PuzzleRefused("the noise is not a chance")
    origin = data["origin"]
    if origin not in ORIGINS:
        raise PuzzleRefused("an unknown origin")
    created = data.get("created", 0.0)
    if type(created) not in (int, float) or not math.isfinite(created):
        raise PuzzleRefused("the time it was made")
    names = data.get("names", [])
    if not isinstance(names, list) or len(names) not in (0, players):
        raise PuzzleRefused("the names do not fit the players")
    solutions = data.get("solutions", [])
    if not isinstance(solutions, list) or len(solutions) > MAX_SOLUTIONS \
            or not all(isinstance(pair, list) and len(pair) == 2 for pair in solutions):
        raise PuzzleRefused("the moves as good")
    return Puzzle(
        ident, game, players, dict(options), position, seat,
        _move(data["preferred"], state, seat, "the preferred move"),
        _chance(data["preferred_win"], "the preferred move's chance"),
        _move(data["played"], state, seat, "the move played"),
        _chance(data["played_win"], "the played move's chance"),
        float(noise), message_from_json(data["reason"]), iterations, origin,
        _text(data.get("source", ""), "the source"), float(created),
        tuple(_text(name, "a name") for name in names),
        tuple((_move(move, state, seat, "a move as good"), _chance(win, "its chance"))
              for move, win in solutions))
