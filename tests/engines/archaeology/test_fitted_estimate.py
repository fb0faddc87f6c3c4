"""The estimate fitted to bot games (engines/archaeology/fitted.py): its table fits its
features, it only reads the state, repeats, is exact at the end, falls back where it was not
fitted (two players: Hard's estimate before), and Hard, which names it, plays a whole
four-player game.
(Its speed is a benchmark figure: `python -m tests.bench.fit_archaeology_estimate speed`.)"""

from engines.ai.budget import Budget
from engines.ai.levels import level_valuer, make_bot
from engines.archaeology import ENGINE, fitted
from engines.archaeology.cards import COIN
from engines.archaeology.fitted import evaluate_fitted
from engines.archaeology.heuristic import counted_hand, evaluate_deep, evaluate_sets

from ..fitted_checks import (
    check_reads_only_repeats_and_is_exact_at_the_end,
    play_to_the_end,
    random_positions,
)
from .helpers import position, vec


def acting(size, hands=None):
    """Four players, seat 0 to act, the dig deck `size` cards long (every thief and
    sandstorm already drawn when it is shorter than 12 cards), the other treasures in the
    market."""
    drawn = {"thieves": 8, "storms": 4} if size < 12 else {}
    return position(players=4, hands=hands, phase="act", size=size, rest="market", **drawn)


def _random_positions(players, seed):
    """Every position of one random game, the last one over."""
    return random_positions(ENGINE.new_game(players, None, seed), seed)


def test_the_table_has_a_row_of_every_feature_for_every_phase():
    assert set(fitted.FITTED) == {3, 4}
    for table in fitted.FITTED.values():
        assert len(table) == fitted.PHASES
        assert all(len(row) == len(fitted.FEATURES) for row in table)
    for players in (3, 4):
        positions = _random_positions(players, seed=players)
        assert {fitted.phase(s) for s in positions} == set(range(1, fitted.PHASES + 1))
        for state in positions[::20]:
            rows = fitted.features(state)
            assert len(rows) == players
            assert all(len(row) == len(fitted.FEATURES) and row[0] == 1.0 for row in rows)


def test_the_folded_tables_give_the_table_times_the_features():
    for players in (3, 4):
        for state in _random_positions(players, seed=11)[:-1:3]:
            weights = fitted.FITTED[players][fitted.phase(state) - 1]
            friction = [counted_hand(state, seat)[1] for seat in range(players)]
            expected = [money + extra + sum(w * x for w, x in zip(weights, row, strict=True))
                        for money, extra, row in zip(state.money, friction,
                                                     fitted.features(state), strict=True)]
            values = fitted.fitted_values(state)
            assert values is not None
            assert max(abs(a - b) for a, b in zip(values, expected, strict=True)) < 1e-9


def test_the_phase_follows_the_dig_deck_down_to_the_end_phase():
    for size, phase in ((45, 1), (40, 1), (39, 2), (25, 3), (5, 5), (1, 5), (0, fitted.PHASES)):
        assert fitted.phase(acting(size)) == phase


def test_the_fitted_estimate_reads_only_repeats_and_is_exact_at_the_end():
    check_reads_only_repeats_and_is_exact_at_the_end(
        evaluate_fitted, evaluate_deep, _random_positions(4, seed=7))


def test_two_players_keep_hards_estimate_before():
    for state in _random_positions(2, seed=3)[::7]:
        assert fitted.fitted_values(state) is None
        assert evaluate_fitted(state) == evaluate_deep(state)
    assert level_valuer("hard", "archaeology").evaluate is evaluate_fitted
    assert level_valuer("medium", "archaeology").evaluate is evaluate_sets


def test_a_richer_hand_raises_only_that_seats_estimate():
    hands = [vec(pot_shard=1), vec(parchment=1), vec(coin=2), vec(pot_shard=2)]
    for size in (45, 25, 5):
        state = acting(size, hands)
        richer = state.clone()
        assert richer.market[COIN] > 0
        richer.market[COIN] -= 1
        richer.hands[2][COIN] += 1
        before, after = evaluate_fitted(state), evaluate_fitted(richer)
        assert after[2] > before[2] + 2
        assert [after[s] for s in (0, 1, 3)] == [before[s] for s in (0, 1, 3)]


def test_hard_with_the_fitted_estimate_plays_a_whole_four_player_game():
    state = ENGINE.new_game(4, None, 21)
    bots = [make_bot("hard", "archaeology", seat) for seat in range(4)]
    plies = play_to_the_end(state, bots, Budget(iterations=8))
    assert not state.deck and plies > 50
