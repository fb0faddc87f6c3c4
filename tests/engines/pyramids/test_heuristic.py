"""The bots' heuristic prefers obviously better positions."""

from engines.pyramids.heuristic import LOST, evaluate

from .helpers import HOLES_LAYOUT_FOR_TESTS as HOLES
from .helpers import LEVEL1_4X5, game, play_turn


def test_heuristic_values_points_on_the_level():
    """Seat 0 lays a domino whose gems sit in a token area; seat 1 nothing yet: seat 0's
    estimate is higher."""
    state = game(2, seed=1)
    play_turn(state, 0, 0, 0, "GG47")
    values = evaluate(state)
    assert len(values) == 2
    assert values[0] > values[1]


def test_heuristic_dooms_a_pyramid_with_holes_it_cannot_fill():
    state = game(2, seed=11)
    state.pyramids[0].cards = [(1, 9, 9, c, 0, False) for c in (0, 2)]   # one card left
    for turn in range(9):
        play_turn(state, *HOLES[turn])
        if turn < 8:
            play_turn(state, *LEVEL1_4X5[turn])
    values = evaluate(state)
    assert values[0] < values[1] - LOST / 2


def test_heuristic_is_the_score_at_the_end():
    from .helpers import LAYOUT, play_level

    state = game(2, seed=8)
    for layout in LAYOUT:
        play_level(state, layout)
    assert evaluate(state) == [float(s) for s in state.scores()]


def test_heuristic_values_cards_as_insurance():
    state = game(2, seed=1)
    before = evaluate(state)
    state.pyramids[0].cards = [(1, 9, 9, 0, 0, False), (1, 9, 9, 2, 0, False)]
    after = evaluate(state)
    assert after[0] < before[0] and after[1] == before[1]


def test_dead_holes_count_the_checkerboard_imbalance_of_each_region():
    from engines.pyramids.heuristic import dead_holes

    state = game(2, seed=11)
    for turn in range(9):
        play_turn(state, *HOLES[turn])
        play_turn(state, *LEVEL1_4X5[turn])
    assert dead_holes(state.pyramids[0], 1) == 2      # two single holes
    assert dead_holes(state.pyramids[1], 1) == 0      # one empty domino-shaped pair
