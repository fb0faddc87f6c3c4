"""The Aton heuristic prefers obviously better positions and only reads the state."""

from engines.aton.board import YELLOW_CELLS
from engines.aton.heuristic import evaluate

from .helpers import BLUE, RED, fill_temple, fresh, play_cards, put, with_points


def test_heuristic_prefers_the_player_holding_the_majorities():
    state = fresh()
    for t in (1, 2, 3, 4):
        state = put(state, RED, (t, 0), (t, 4), (t, 7))
        state = put(state, BLUE, (t, 8))
    red, blue = evaluate(state)
    assert red > blue + 10      # 30 board points, weighted by an empty Kingdom


def test_heuristic_counts_points_already_scored():
    state = fresh()
    state = with_points(state, BLUE, {0: 12})
    red, blue = evaluate(state)
    assert blue - red == 12


def test_heuristic_values_a_near_instant_win():
    near, far = fresh(), fresh()
    near = fill_temple(near, RED, 1, 11)
    far = fill_temple(far, RED, 1, 6)
    far = put(far, RED, *[(i // 12 + 1, i % 12) for i in YELLOW_CELLS[4:9]])
    assert evaluate(near)[RED] - evaluate(near)[BLUE] > evaluate(far)[RED] - evaluate(far)[BLUE]


def test_heuristic_at_the_end_is_the_final_score():
    """Priests still on the board and a near-full temple count for nothing once the game is
    over: the estimate is the final score."""
    state = fresh()
    state = fill_temple(state, RED, 1, 10)
    for t in (2, 3, 4):
        state = put(state, BLUE, (t, 0), (t, 4), (t, 7))
    state = with_points(state, RED, {0: 38})
    state, _ = play_cards(state, [2, 1, 1, 1], [1, 2, 1, 1])
    assert state.is_over()
    assert state.scores() == [40, 0]
    assert evaluate(state) == [40.0, 0.0]


def test_heuristic_reads_the_state_without_changing_it():
    """A search calls it thousands of times on the same state (its speed is a benchmark
    figure: heuristic_us in tests/bench/bench_aton.py)."""
    state = fresh()
    for t in (1, 2, 3, 4):
        state = put(state, RED, (t, 0), (t, 1))
        state = put(state, BLUE, (t, 8))
    before = state.to_json()
    first = evaluate(state)
    assert all(evaluate(state) == first for _ in range(50))
    assert state.to_json() == before
