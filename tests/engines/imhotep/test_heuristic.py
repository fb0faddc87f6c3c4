"""The bot heuristic: exact at the end, read-only, and it prefers obviously better positions."""

from engines.core import Rng
from engines.imhotep.heuristic import evaluate

from .helpers import ALL_B, game, give_cards


def test_heuristic_prefers_a_big_tomb_group_and_statues():
    base = game(2)
    better = base.clone()
    better.tomb = [0] * 6
    better.quarry[0] -= 6
    better = give_cards(better, 0, "statue", "statue", "statue")
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


def test_heuristic_is_exact_at_the_end():
    """(Its speed is a benchmark figure: heuristic_us in tests/bench/bench_imhotep.py.)"""
    s = game(3, seed=4)
    rng = Rng(4)
    while not s.is_over():
        before = s.to_json()
        values = evaluate(s)
        assert len(values) == 3
        assert s.to_json() == before, "the heuristic only reads the state"
        legal = s.legal_actions()
        s.apply(legal[rng.randrange(len(legal))])
    assert evaluate(s) == [float(x) for x in s.scores()]


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
