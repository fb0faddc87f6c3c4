"""Aton's position notation: format and parse are inverse over random positions, and parse
refuses text that is no position and positions no game could hold, with the reason."""

import pytest

from engines.aton import ENGINE, notation
from engines.aton.notation import format, parse
from engines.core import IllegalAction, Rng
from tests.engines.notation_checks import check_round_trip, kit_for


def random_positions(games=6, every=5):
    for seed in range(games):
        state = ENGINE.new_game(2, None, seed)
        rng = Rng(seed + 100)
        step = 0
        while True:
            if step % every == 0 or state.is_over():
                yield state.clone()
            if state.is_over():
                return
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
            step += 1


def test_parse_inverts_format_over_random_positions():
    kit, rng = kit_for(ENGINE), Rng(7)
    seen_phases = set()
    for state in random_positions():
        text = check_round_trip(kit, notation, state, rng)
        assert text.startswith("aton round=")
        seen_phases.add(state.phase)
    assert seen_phases == {"exchange", "assign", "remove", "place", "post_remove", "over"}


def _edit(text, key, value):
    words = [f"{key}={value}" if w.startswith(key + "=") else w for w in text.split()]
    return " ".join(words)


START = format(ENGINE.new_game(2, None, 5))


@pytest.mark.parametrize(("text", "reason"), [
    (_edit(START, "board", "r..........." + "/............" * 3), "29 priests"),
    (_edit(START, "supply", "28,29"), "29 priests"),
    (_edit(START, "hands", "333/3111"), "36 cards"),
    (_edit(START, "hands", "3334/3111"), "36 cards"),
    (_edit(_edit(START, "kingdom", "rrrrrbbbb"), "supply", "24,25"), "at most 8"),
    (_edit(START, "phase", "dance"), "not an Aton position"),
    (_edit(START, "board", "............"), "not an Aton position"),
    (_edit(START, "seat", "g"), "not an Aton position"),
    (START.replace(" temple=-", ""), "not an Aton position"),
    (START + " extra=1", "not an Aton position"),
    ("", "not an Aton position"),
    ("round=one", "not an Aton position"),
    (START.removeprefix("aton "), "not an Aton position"),
])
def test_parse_refuses_impossible_positions_with_the_reason(text, reason):
    with pytest.raises(IllegalAction, match=reason):
        parse(text)


def test_a_moved_priest_keeps_the_count_and_is_accepted():
    text = _edit(_edit(START, "board", "r..........." + "/............" * 3), "supply", "28,29")
    state = parse(text)
    assert state.board[0] == 0 and state.supply == [28, 29]


def _finished(seed=0):
    """A random game played to its end (seed 0: 40 points after a scoring, red 55 to 17)."""
    state, rng = ENGINE.new_game(2, None, seed), Rng(seed + 100)
    while not state.is_over():
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return format(state)


FINISHED = _finished()
FULL_TEMPLE = _edit(_edit(START, "board", "r" * 12 + "/............" * 3), "supply", "17,29")


def _won_by_temple(phase="over", result="0", temple="1"):
    """Red holding temple 1 entirely: an instant win (end reason 1, a full temple)."""
    text = _edit(_edit(FULL_TEMPLE, "phase", phase), "result", result)
    return _edit(_edit(text, "end", "1" if phase == "over" else "-"), "temple", temple)


def test_endings_the_points_and_board_give_are_accepted():
    assert parse(FINISHED).winners() == [0]
    assert format(parse(_won_by_temple())) == _won_by_temple()


@pytest.mark.parametrize(("text", "reason"), [
    (_edit(FINISHED, "result", "1"), "winners and how it ended"),
    (_edit(FINISHED, "result", "0,1"), "winners and how it ended"),
    (_edit(FINISHED, "end", "5"), "winners and how it ended"),
    (_edit(FINISHED, "temple", "2"), "winners and how it ended"),
    (_edit(FINISHED, "points", "2,2,2,2,2,2,2/16,0,0,0,0,0,1"), "the last scoring"),
    (_edit(_edit(_edit(FINISHED, "phase", "place"), "result", "-"), "end", "-"),
     "fewer than 40 points"),
    (_edit(START, "result", "0"), "fewer than 40 points"),
    (_edit(START, "phase", "over"), "winners and how it ended"),
    (_edit(_edit(START, "phase", "over"), "result", "1"), "winners and how it ended"),
    (_won_by_temple(temple="2"), "winners and how it ended"),
    (_won_by_temple(result="1"), "winners and how it ended"),
    (_won_by_temple(temple="-"), "winners and how it ended"),
    (_won_by_temple(phase="place", result="-", temple="-"), "full temple"),
])
def test_parse_refuses_endings_the_points_and_board_do_not_give(text, reason):
    with pytest.raises(IllegalAction, match=reason):
        parse(text)
