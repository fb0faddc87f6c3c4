"""The bot heuristic: fast, exact at the end, and it prefers obviously better positions."""

import time

from engines.core import Rng
from engines.imhotep.heuristic import evaluate

from .helpers import ALL_B, game, give_cards


def test_heuristic_prefers_a_big_tomb_group_and_statues():
    base = game(2)
    better = base.clone()
    better.tomb = [0] * 6
    better.quarry[0] -= 6
    give_cards(better, 0, "statue", "statue", "statue")
    before, after = evaluate(base), evaluate(better)
    assert after[0] > before[0] + 15
    assert after[1] == before[1]


def test_heuristic_prefers_more_points_and_loaded_ships():
    s = game(4, **ALL_B)
    richer = s.clone()
    richer.points[2][0] += 5
    assert evaluate(richer)[2] == evaluate(s)[2] + 5
    loaded = s.clone()
    loaded.sled[3] -= 1
    loaded.slots[0][0] = 3
    assert evaluate(loaded)[3] > evaluate(s)[3]


def test_heuristic_is_exact_at_the_end_and_fast():
    s = game(3, seed=4)
    rng = Rng(4)
    start = time.perf_counter()
    calls = 0
    while not s.is_over():
        values = evaluate(s)
        calls += 1
        assert len(values) == 3
        legal = s.legal_actions()
        s.apply(legal[rng.randrange(len(legal))])
    elapsed = time.perf_counter() - start
    assert evaluate(s) == [float(x) for x in s.scores()]
    assert elapsed / calls < 0.005


def test_one_ply_greedy_player_with_the_heuristic_beats_random_players():
    """Choosing the action whose result evaluates best (own estimate minus the best
    opponent's) wins clearly more often than chance against uniform random play."""
    from engines.imhotep import ENGINE

    def greedy(state, seat):
        best, best_value = None, None
        for action in state.legal_actions():
            after = state.clone()
            after.apply(action)
            v = evaluate(after)
            value = v[seat] - max(x for i, x in enumerate(v) if i != seat)
            if best_value is None or value > best_value:
                best, best_value = action, value
        return best

    rng = Rng(5)
    games, wins = 30, 0
    for g in range(games):
        state = ENGINE.new_game(2, None, g)
        me = g % 2
        while not state.is_over():
            legal = state.legal_actions()
            if state.to_move() == me:
                state.apply(greedy(state, me))
            else:
                state.apply(legal[rng.randrange(len(legal))])
        wins += me in state.winners()
    assert wins / games >= 0.65
