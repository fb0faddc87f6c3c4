"""Post-game analysis: reproducible for a seed, from each seat's own view, with turning
points only where the step played was not the search's (tests/engines/ai/
test_turning_point_noise.py: only beyond the noise)."""

import pytest

from engines import get_engine
from engines.ai import decide, decision_seed
from engines.ai.analysis import (
    DUEL_CANDIDATES,
    Analysis,
    Decision,
    analyse,
    analysis_budget,
    estimate,
    single_search_gap,
    turning_points,
)
from engines.core import Rng, canonical

from .helpers import real_engines

ITERS = 6


def easy_game(game, players, seed):
    state = get_engine(game).new_game(players, None, seed)
    actions = []
    while not state.is_over():
        seat = state.to_move()
        action = decide(state, seat, "easy", decision_seed(seed, len(actions), seat), game)
        state.apply(action)
        actions.append(action)
    return state, actions


@pytest.mark.parametrize("engine", real_engines(), ids=lambda e: e.spec.id)
def test_the_analysis_of_a_seeded_game_is_reproducible(engine):
    game = engine.spec.id
    final, actions = easy_game(game, 2, 5)
    seen = []
    first = analyse(game, 2, None, 5, actions, ITERS, progress=lambda d, t: seen.append((d, t)))
    second = analyse(game, 2, None, 5, actions, ITERS)
    assert first.to_json() == second.to_json()
    assert Analysis.from_json(first.to_json()).to_json() == first.to_json()
    # score over time: the start, then one row per action, ending at the final scores
    assert len(first.scores) == len(actions) + 1
    assert first.scores[-1] == list(final.scores())
    # progress counts every searched decision and the duels up to the total
    assert seen and seen[-1][0] == seen[-1][1] == len(first.decisions) + DUEL_CANDIDATES
    assert [d for d, _t in seen] == sorted(d for d, _t in seen)
    # every seat's line starts at 1/players and ends at the result
    for line in first.chances:
        assert line[0] == (0, 0.5) and line[-1][0] == len(actions)
        assert all(0.0 <= v <= 1.0 for _p, v in line)
    assert len(first.turning_points) <= 3
    for point in first.turning_points:
        assert actions[point.ply] == point.played
        assert first.decisions[[d.ply for d in first.decisions].index(point.ply)].seat == \
            point.seat


def test_round_and_scoring_marks_in_imhotep():
    _final, actions = easy_game("imhotep", 2, 2)
    result = analyse("imhotep", 2, None, 2, actions, 2)
    kinds = [kind for _ply, kind in result.marks]
    assert kinds.count("round") >= 5 and "scoring" in kinds


def test_each_estimate_comes_from_the_movers_view_only():
    """A decision's estimate is the search from the mover's determinized view: another
    hidden truth with the same observation gives the same estimate and preferred move."""
    game = "archaeology"
    _final, actions = easy_game(game, 3, 4)
    engine = get_engine(game)
    result = analyse(game, 3, None, 4, actions[:40], ITERS)
    state = engine.new_game(3, None, 4)
    by_ply = {d.ply: d for d in result.decisions}
    checked = 0
    for ply, action in enumerate(actions[:40]):
        if ply in by_ply and checked < 5:
            seat = state.to_move()
            other = state.determinize(seat, Rng(ply))
            if canonical(other.to_json()) != canonical(state.to_json()):
                preferred, win = estimate(other, seat, decision_seed(4, ply, seat), game,
                                          analysis_budget(game, ITERS))
                assert preferred == by_ply[ply].preferred_move
                assert preferred[0] == by_ply[ply].preferred
                assert win == pytest.approx(by_ply[ply].win)
                checked += 1
        state.apply(action)
    assert checked > 0


def test_only_decisions_whose_step_was_not_the_searchs_are_weighed():
    d = [Decision(0, 0, 0.5, ("a",), ("a",), agreed=True), Decision(1, 1, 0.5, ("b",), ("c",)),
         Decision(2, 0, 0.95, ("d",), ("e",), played_win=0.9),
         Decision(3, 1, 0.6, ("f",), ("g",), played_win=0.1)]
    assert turning_points(d, {}, 1, "imhotep", 10) == []
    # the duels go to the largest single-search gaps first (an unsearched step counts 0)
    assert [x.ply for x in sorted(d[1:], key=lambda x: -single_search_gap(x))] == [1, 3, 2]
    assert single_search_gap(d[3]) == pytest.approx(0.5)
    assert single_search_gap(d[2]) == pytest.approx(0.05)


def test_with_four_players_the_chart_shows_chances_that_add_up():
    """Each seat's line is a chance to win: four even seats have about a quarter each (the
    margin reward the search goes by gives each about a half), and the final result closes
    the four lines at shares of one."""
    final, actions = easy_game("archaeology", 4, 3)
    result = analyse("archaeology", 4, None, 3, actions, ITERS)
    searched = [v for line in result.chances for ply, v in line[1:-1]]
    assert len(searched) > 20
    assert sum(searched) / len(searched) < 0.4
    ends = [line[-1] for line in result.chances]
    assert all(ply == len(actions) for ply, _v in ends)
    assert sum(v for _ply, v in ends) == pytest.approx(1.0)
    winners = set(final.winners())
    assert all((v > 0.85) == (seat in winners) for seat, (_p, v) in enumerate(ends)) \
        or len(winners) > 1
