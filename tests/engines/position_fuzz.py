"""Mutations of every game's position notation, and the engine invariant they are checked
against: a position the notation accepts is one the game can be played on from, to an end
(a state not over always has a legal action; random play ends within a bound).

`mutations(texts, count, seed)` changes one thing in a written position: one character
replaced, deleted or inserted (from the characters the notation writes), or one number
replaced by a near or far one (0, ±1, its negation, a fraction, a long run of digits).
`check(game_id, mutated)` parses and, when accepted, plays on with random moves; the
outcome is REFUSED (with the notation's reason), PLAYED (to the end) or a failure that says
what broke. Used by tests/engines/test_position_fuzz.py (a few thousand a game) and
tests/bench/bench_position_fuzz.py (10,000 a game).
"""

import re
from dataclasses import dataclass

from engines import get_engine, notation
from engines.core import IllegalAction, Rng

# a random game of any of the four ends within a few thousand actions; a game still going
# after this many is one that cannot end
MAX_ACTIONS = 20_000
NUMBER = re.compile(r"-?\d+")
EXTRA_CHARACTERS = "-.,/=0123456789 :[]y?"
REFUSED, PLAYED = "refused", "played"


@dataclass(frozen=True)
class Outcome:
    """What became of one mutated position: refused, played to the end, or broken."""

    kind: str          # REFUSED, PLAYED, or the failure ("stuck", "endless", "raised")
    text: str
    detail: str = ""

    @property
    def failed(self) -> bool:
        return self.kind not in (REFUSED, PLAYED)


def start_positions(game_id: str, games: int, seed: int, every: int = 7) -> list[str]:
    """Texts of positions reached by random play at every player count (default options
    and the spec's others), every `every`-th action and the last; each also as a seen line
    (docs/notation.md), from one of its seats in turn or by anyone at the table."""
    engine = get_engine(game_id)
    texts = []
    option_sets = engine.spec.all_option_sets() or [{}]
    for g in range(games):
        players = list(engine.spec.player_counts())[g % len(engine.spec.player_counts())]
        options = option_sets[g % len(option_sets)]
        state = engine.new_game(players, options, seed * 1_000 + g)
        rng = Rng(seed * 7 + g)
        step = 0
        while True:
            if step % every == 0 or state.is_over():
                texts.append(notation.format(state))
                viewer = len(texts) % (players + 1)
                texts.append(notation.format_seen(state, viewer if viewer < players else None))
            if state.is_over():
                break
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
            step += 1
    return texts


def mutate(text: str, rng: Rng) -> str:
    """`text` with one character or one number changed (the game's id left alone)."""
    head, _, body = text.partition(" ")
    kind = rng.randrange(5)
    if kind == 0:
        return f"{head} {_number(body, rng)}"
    alphabet = sorted(set(body.replace(" ", "")) | set(EXTRA_CHARACTERS))
    at = rng.randrange(len(body))
    char = alphabet[rng.randrange(len(alphabet))]
    if kind in (1, 2):
        body = body[:at] + char + body[at + 1:]
    elif kind == 3:
        body = body[:at] + body[at + 1:]
    else:
        body = body[:at] + char + body[at:]
    return f"{head} {body}"


def _number(body: str, rng: Rng) -> str:
    """`body` with one of its numbers replaced by another."""
    found = list(NUMBER.finditer(body))
    if not found:
        return body
    match = found[rng.randrange(len(found))]
    value = int(match.group())
    choices = [0, 1, value + 1, value - 1, -value, 2 * value + 2, 10 * value, 99, 1_000_000,
               f"{value}.0", f"{value}.", "1." + "9" * 40, str(value) + "0" * 20,
               f"0{value}" if value >= 0 else f"-0{-value}"]
    new = choices[rng.randrange(len(choices))]
    return body[:match.start()] + str(new) + body[match.end():]


def mutations(texts: list[str], count: int, seed: int):
    """`count` mutated texts, each from one of `texts`; never the text itself."""
    rng = Rng(seed)
    made = 0
    while made < count:
        base = texts[rng.randrange(len(texts))]
        text = mutate(base, rng)
        if text != base:
            made += 1
            yield text


def check(mutated: str, seed: int = 1) -> Outcome:
    """Parse `mutated`; when accepted, play it on with random moves to the end."""
    try:
        state = notation.parse(mutated)
    except IllegalAction as exc:
        return Outcome(REFUSED, mutated, str(exc))
    return play_to_end(state, mutated, seed)


def play_to_end(state, text: str = "", seed: int = 1) -> Outcome:
    """Random moves from `state` until it is over; the first broken invariant, if any."""
    rng = Rng(seed)
    try:
        for step in range(MAX_ACTIONS):
            if state.is_over():
                return Outcome(PLAYED, text, f"{step} actions")
            legal = state.legal_actions()
            if not legal:
                return Outcome("stuck", text, f"no legal action after {step} actions")
            if state.to_move() is None:
                return Outcome("stuck", text, f"no seat to move after {step} actions")
            state.apply(legal[rng.randrange(len(legal))])
    except Exception as exc:  # noqa: BLE001 - any exception is the finding
        return Outcome("raised", text, f"{type(exc).__name__}: {exc}")
    return Outcome("endless", text, f"not over after {MAX_ACTIONS} actions")
