"""Win chances that mean something: a turning point is a move the search really prefers to
the one played (beyond the noise across seeds, never one where the move played gains), and
the chance chart compares a seat with itself at the same point of its turns (Pyramids' curve
zig-zagged by 20-70 points between the steps of one turn)."""

import pytest

from engines import get_engine
from engines.ai.analysis import analyse, analysis_budget
from engines.ai.duel import MIN_GAP, Verdict, duel

from .helpers import real_engines
from .test_analysis import easy_game

ITERATIONS = None  # each game's own analysis budget, as the results screen runs it
SEEDS = (2, 3)


def analysed(game, seed):
    final, actions = easy_game(game, 2, seed)
    return actions, analyse(game, 2, None, seed, actions, ITERATIONS)


def position(game, seed, actions, ply):
    state = get_engine(game).new_game(2, None, seed)
    for action in actions[:ply]:
        state.apply(action)
    return state


def test_a_gap_counts_only_beyond_the_noise_across_seeds():
    assert Verdict(0.6, 0.5, (0.10, 0.12, 0.11)).first_is_better
    assert not Verdict(0.6, 0.5, (0.10, -0.01, 0.2)).first_is_better, "one seed disagrees"
    assert not Verdict(0.6, 0.5, (0.05, 0.30, 0.01)).first_is_better, "mean within 2 sd"
    assert not Verdict(0.5, 0.49, (0.01, 0.01, 0.01)).first_is_better, "below MIN_GAP"
    assert MIN_GAP <= 0.05


@pytest.mark.slow
@pytest.mark.parametrize("engine", real_engines(), ids=lambda e: e.spec.id)
def test_every_turning_point_loses_against_the_move_preferred_beyond_the_noise(engine):
    """Easy bots' games, analysed: at no turning point does the move played raise the
    seat's chance, and a fresh duel with other seeds still prefers the bot's move."""
    game = engine.spec.id
    found = 0
    for seed in SEEDS:
        actions, result = analysed(game, seed)
        by_ply = {d.ply: d for d in result.decisions}
        for point in result.turning_points:
            found += 1
            decision = by_ply[point.ply]
            assert not decision.agreed and point.played != point.preferred
            assert point.after < point.before - max(MIN_GAP, 2 * point.noise)
            again = duel(position(game, seed, actions, point.ply), point.seat,
                         point.preferred, point.played, 1000 + seed, game,
                         2 * analysis_budget(game).iterations)
            assert again.gap > 0, (game, seed, point.ply, again)
    assert found, f"no turning point in {len(SEEDS)} games of Easy bots"


def test_the_pyramids_chart_takes_a_seat_only_where_its_turn_begins():
    game, seed = "pyramids", 3
    actions, result = analysed(game, seed)
    state = get_engine(game).new_game(2, None, seed)
    movers = []
    for action in actions:
        movers.append(state.to_move())
        state.apply(action)
    for seat, line in enumerate(result.chances):
        inner = line[1:-1]
        assert len(inner) > 10
        for ply, _chance in inner:
            assert ply == 0 or movers[ply - 1] != seat, (seat, ply, actions[ply])
            assert actions[ply][0] == "take" or movers[ply] == seat
