"""The estimate fitted to bot games (engines/imhotep/fitted.py): its table fits its features,
it only reads the state, repeats, is exact at the end, falls back where it was not fitted,
and a level that names it plays a whole four-player game.
(Its speed is a benchmark figure: `python -m tests.bench.fit_imhotep_estimate speed`.)"""

from engines.ai.budget import Budget
from engines.ai.levels import make_bot
from engines.imhotep import fitted
from engines.imhotep.data import ROUNDS
from engines.imhotep.heuristic import evaluate, evaluate_fitted

from ..fitted_checks import (
    check_reads_only_repeats_and_is_exact_at_the_end,
    play_to_the_end,
    random_positions,
)
from .helpers import ALL_B, game


def _random_positions(players, seed, **options):
    """Every position of one random game, the last one over."""
    return random_positions(game(players, seed=seed, **options), seed)


def test_the_table_has_a_row_of_every_feature_for_every_round():
    assert set(fitted.FITTED) == {3, 4}
    for table in fitted.FITTED.values():
        assert len(table) == ROUNDS
        assert all(len(row) == len(fitted.FEATURES) for row in table)
    for players in (3, 4):
        for state in _random_positions(players, seed=players)[::25]:
            rows = fitted.features(state)
            assert len(rows) == players
            assert all(len(row) == len(fitted.FEATURES) for row in rows)


def test_the_fitted_estimate_reads_only_repeats_and_is_exact_at_the_end():
    check_reads_only_repeats_and_is_exact_at_the_end(
        evaluate_fitted, evaluate, _random_positions(4, seed=7, pharaohs_wrath=True))


def test_the_hand_set_estimate_stands_in_where_the_table_was_not_fitted():
    for state in _random_positions(2, seed=3)[::10] + _random_positions(4, 5, **ALL_B)[::10]:
        assert fitted.fitted_values(state) is None
        assert evaluate_fitted(state) == evaluate(state)


def test_more_stones_on_the_tomb_and_a_statue_raise_only_that_seats_estimate():
    state = [s for s in _random_positions(4, seed=11) if s.round_no == 3][0]
    richer = state.clone()
    richer.tomb = richer.tomb + [2, 2]
    richer.quarry[2] -= 2
    richer.hands[2] = dict(richer.hands[2], statue=richer.hands[2]["statue"] + 1)
    before, after = evaluate_fitted(state), evaluate_fitted(richer)
    assert after[2] > before[2] + 1
    assert [after[s] for s in (0, 1, 3)] == [before[s] for s in (0, 1, 3)]


def test_a_level_that_names_the_fitted_estimate_plays_a_whole_four_player_game():
    state = game(4, seed=21)
    bots = [make_bot("hard", "imhotep", seat, {"estimate": "evaluate_fitted"})
            for seat in range(4)]
    plies = play_to_the_end(state, bots, Budget(iterations=8))
    assert state.round_no == ROUNDS and plies > 50
