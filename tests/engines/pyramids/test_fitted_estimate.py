"""The estimate fitted to two-player bot games (engines/pyramids/fitted.py): its table fits
its features, each seat's value is its scored levels plus the weights times its features,
a doomed or eliminated pyramid loses LOST, it only reads the state, repeats, is exact at the
end, and falls back to the deep estimate where it was not fitted (three and four players).
(Its speed is a benchmark figure: `python -m tests.bench.fit_pyramids_estimate speed`.)"""

import pytest

from engines.pyramids import fitted
from engines.pyramids.fitted import FEATURES, FITTED, evaluate_fitted, features
from engines.pyramids.heuristic import LOST, domino_gain, evaluate_deep

from ..fitted_checks import check_reads_only_repeats_and_is_exact_at_the_end, random_positions
from .helpers import HOLES_LAYOUT_FOR_TESTS as HOLES
from .helpers import LEVEL1_4X5, game, play_turn


def test_the_table_has_a_row_of_every_feature_for_every_level():
    assert set(FITTED) == {2}
    assert len(FITTED[2]) == 4
    assert all(len(row) == len(FEATURES) for row in FITTED[2])
    assert all(row[FEATURES.index("level_now")] == 1.0 for row in FITTED[2]), \
        "the level as it stands counts one for one"
    assert all(row[FEATURES.index("quarry_next")] == 1.0 for row in FITTED[2]), \
        "so does the quarry's best domino for the next chooser"


def test_a_seat_is_its_scored_levels_plus_the_weights_times_its_features():
    state = game(2, seed=3)
    for turn in range(4):
        play_turn(state, *LEVEL1_4X5[turn // 2])
    rows = features(state)
    assert state.phase == "take" and state.turn == 0
    best = max(domino_gain(state.pyramids[0], 1, d) for d in state.quarry)
    assert rows[0][FEATURES.index("quarry_next")] == best > 0
    assert rows[1][FEATURES.index("quarry_next")] == 0.0, "only the next chooser's"
    assert [row[FEATURES.index("dominoes_left")] for row in rows] == [8.0, 8.0]
    assert [row[FEATURES.index("tokens_left")] for row in rows] == [
        float(sum(t is None for t in p.tokens)) for p in state.pyramids]
    values = evaluate_fitted(state)
    for p, row, value in zip(state.pyramids, rows, values, strict=True):
        want = p.score() + sum(w * f for w, f in zip(FITTED[2][0], row, strict=True))
        assert value == pytest.approx(want)


def test_a_pyramid_with_more_dead_holes_than_cards_is_doomed():
    state = game(2, seed=11)
    state.pyramids[0].cards = [(1, 0, 0, c, 0, False) for c in (0, 2)]   # one card left
    for turn in range(9):
        play_turn(state, *HOLES[turn])
        if turn < 8:
            play_turn(state, *LEVEL1_4X5[turn])
    p = state.pyramids[0]
    row = features(state)[0]
    assert row[FEATURES.index("dead_holes")] > row[FEATURES.index("cards")] == 1.0
    assert evaluate_fitted(state)[0] == p.score() - LOST


@pytest.mark.parametrize("players", [3, 4])
def test_three_and_four_players_keep_the_deep_estimate(players):
    state = game(players, seed=5)
    for turn in range(2 * players):
        play_turn(state, *LEVEL1_4X5[turn // players])
    assert evaluate_fitted(state, viewer=1) == evaluate_deep(state, viewer=1)


@pytest.mark.parametrize("seed", [1, 2])
def test_it_only_reads_repeats_and_is_exact_at_the_end(seed):
    positions = random_positions(game(2, seed=seed), seed)
    check_reads_only_repeats_and_is_exact_at_the_end(evaluate_fitted, evaluate_deep, positions)


def test_an_eliminated_seat_has_no_features():
    state = game(2, seed=4)
    state.pyramids[1].eliminated = True
    assert features(state)[1] is None
    assert evaluate_fitted(state)[1] == state.pyramids[1].score() - LOST
    assert fitted.features(state)[0] is not None
