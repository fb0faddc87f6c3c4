"""Shared checks for the position notations (engines/<game>/notation.py): random positions
reached by random play, and a position parsed from its text that plays on in step."""

import pytest

from engines.core import IllegalAction, Rng
from tests.conformance import ConformanceKit


def kit_for(engine, **attributes) -> ConformanceKit:
    kit = ConformanceKit()
    kit.engine = engine
    for name, value in attributes.items():
        setattr(kit, name, value)
    return kit


def random_positions(engine, players, options, seed, every=3, choose=None):
    """Every `every`-th position of a game played from `seed` (random actions, or those of
    `choose(state, rng)`), and the last one."""
    state = engine.new_game(players, options, seed)
    rng = Rng(seed * 31 + players)
    step = 0
    while True:
        if step % every == 0 or state.is_over():
            yield state
        if state.is_over():
            return
        if choose is None:
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        else:
            state.apply(choose(state, rng))
        step += 1


def check_round_trip(kit, notation, state, rng, steps=4) -> str:
    """`parse(format(state))` is the same position: every field, the same text again, and
    `steps` random actions later the same events, legal actions, views and scores."""
    text = notation.format(state)
    assert "\n" not in text and text.split()[0] == notation.GAME
    parsed = notation.parse(text)
    kit.check_same_fields(parsed, state, "the position parsed from its text")
    assert notation.format(parsed) == text
    original = state.clone()
    kit.check_in_step(parsed, original, [], [], "the position parsed from its text")
    for _ in range(steps):
        if original.is_over():
            break
        legal = original.legal_actions()
        action = legal[rng.randrange(len(legal))]
        events = original.apply(action)
        kit.check_in_step(parsed, original, events, parsed.apply(action),
                          "the position parsed from its text")
    return text


def edit(text: str, key: str, value: str) -> str:
    """`text` with the field `key` set to `value`."""
    words = [f"{key}={value}" if w.startswith(key + "=") else w for w in text.split()]
    assert words != text.split() or f"{key}={value}" in words, f"no field {key}"
    return " ".join(words)


def field(text: str, key: str) -> str:
    """The value of field `key` in `text`."""
    return next(w.split("=", 1)[1] for w in text.split() if w.startswith(key + "="))


def first_position(engine, notation, where, players=2, options=None, seeds=range(60)) -> str:
    """The written position of the first state, in random games of `seeds` in turn, where
    `where` holds."""
    for game in seeds:
        state = engine.new_game(players, options, game)
        rng = Rng(game)
        while not state.is_over():
            if where(state):
                return notation.format(state)
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
    raise AssertionError("no such position")


def refused_by(notation, text: str, reason: str) -> None:
    """The notation refuses `text` with a reason matching `reason`."""
    with pytest.raises(IllegalAction, match=reason):
        notation.parse(text)
