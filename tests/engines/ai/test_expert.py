"""Expert (root-parallel Hard), the win reward, and search progress reports."""

import math

import pytest

from engines import get_engine
from engines.ai import LEVELS, decide, parallel
from engines.ai.budget import Budget, report_progress
from engines.ai.levels import EXPERT_ITERATIONS, default_budget, make_bot, settings
from engines.ai.parallel import merged_choice, merged_stats, tree_seeds
from engines.ai.values import Valuer, valuer_for, win_chances

SMALL = {"iterations": 24}


def test_expert_is_the_strongest_level_with_hards_settings_and_more_iterations():
    """Expert searches with Hard's settings, more iterations, and where a game says so
    longer rollouts (Imhotep and Aton) or rollouts guided by the estimate (Archaeology)."""
    assert LEVELS[-1] == "expert"
    rollout_keys = ("rollout_depth", "guided", "guide_sample", "by_table")
    for game in ("imhotep", "pyramids", "archaeology", "aton"):
        hard, expert = settings("hard", game), settings("expert", game)
        assert expert["iterations"] * expert["trees"] >= EXPERT_ITERATIONS * hard["iterations"]
        assert expert["iterations"] >= hard["iterations"], game
        assert expert["trees"] == 2 and expert["seconds"] > hard["seconds"]
        assert expert["rollout_depth"] >= hard["rollout_depth"], game
        same = {k: v for k, v in hard.items()
                if k not in ("iterations", "seconds") + rollout_keys}
        assert {k: expert[k] for k in same} == same, game
    for game in ("imhotep", "aton"):  # each tree Expert searches plays its rollouts further
        assert make_bot("expert", game, 1).rollout_depth == 2 * make_bot(
            "hard", game, 1).rollout_depth
    hard, expert = make_bot("hard", "archaeology", 1), make_bot("expert", "archaeology", 1)
    guided = (6, 1.0, 3)  # Archaeology: rollouts of 6 moves, each the best by estimate of 3
    assert (hard.rollout_depth, hard.guided, hard.guide_sample) == guided
    # Hard: the best of 6 at two seats, the estimate at the leaf at three
    assert hard.by_table == {2: {"guide_sample": 6}, 3: {"rollout_depth": 0}}
    assert (expert.rollout_depth, expert.guided, expert.guide_sample) == guided
    assert expert.by_table == {2: {"guide_sample": 6}}  # at every table, two seats' as Hard's
    assert default_budget("expert", "aton", {"iterations": 5}).iterations == 5


def test_the_win_reward_is_the_margin_reward_with_two_players():
    values = [31.0, 24.5]
    margin = Valuer(lambda s: values, scale=8.0)
    assert win_chances(values, 8.0)[0] == pytest.approx(
        margin._estimates(values, 8.0)[0])


def test_the_win_reward_counts_every_rival_with_four_players():
    values = [40.0, 30.0, 40.0, 10.0]
    chances = win_chances(values, 5.0)
    assert sum(chances) == pytest.approx(1.0)
    assert chances[0] == pytest.approx(chances[2]) and chances[0] < 0.5
    # the margin reward calls a tie for first "even" (0.5) whatever the others hold
    margin = Valuer(lambda s: values, scale=5.0)
    assert margin._estimates(values, 5.0)[0] == pytest.approx(0.5)
    win = Valuer(lambda s: values, scale=5.0, reward="win")
    assert win._estimates(values, 5.0) == pytest.approx(chances)
    # a lead over the whole field is worth more than the same lead over one close rival
    assert win_chances([40.0, 30.0, 10.0, 10.0], 5.0)[0] > win_chances(
        [40.0, 30.0, 30.0, 30.0], 5.0)[0]
    assert math.isclose(sum(win_chances([1e4, 0.0, 0.0], 1.0)), 1.0)


def test_a_level_asks_for_the_win_reward_by_its_setting():
    assert valuer_for("imhotep", reward="win").reward == "win"
    assert valuer_for("imhotep").reward == "margin"
    with pytest.raises(ValueError, match="unknown reward"):
        valuer_for("imhotep", reward="score")


def test_root_parallel_trees_sum_their_root_visits():
    results = [({"a": (10, 6.0, 3.0), "b": (8, 6.0, 3.0)}, 18, False),
               ({"a": (3, 1.0, 0.5), "b": (9, 6.0, 3.0)}, 12, True)]
    assert merged_choice(["a", "b"], results) == "b"  # 17 visits against 13
    tie = [({"a": (5, 2.0, 2.5), "b": (5, 4.0, 1.0)}, 10, False)]
    assert merged_choice(["a", "b"], tie) == "b"  # equal visits: the higher mean reward
    merged = merged_stats(results)
    assert merged["a"] == (13, 7.0 / 13, 3.5 / 13)  # totals over the trees, then the means
    assert tree_seeds(7, 3) == tree_seeds(7, 3) and len(set(tree_seeds(7, 3))) == 3


def test_expert_decides_the_same_in_one_process_and_in_two():
    engine = get_engine("aton")
    state = engine.new_game(2, None, 12)
    seat = state.to_move()
    alone: dict = {}
    first = decide(state, seat, "expert", 5, "aton", cap=False, info=alone, overrides=SMALL)
    assert alone["iterations"] == 2 * SMALL["iterations"] and alone["trees"] == 2
    assert decide(state, seat, "expert", 5, "aton", cap=False, overrides=SMALL) == first
    parallel.start_helpers(1)
    try:
        assert parallel.processes() == 2
        both: dict = {}
        assert decide(state, seat, "expert", 5, "aton", cap=False, info=both,
                      overrides=SMALL) == first
        assert both["iterations"] == alone["iterations"]
        parallel._STARTED[0].kill()  # a helper that dies leaves its tree to the caller
        parallel._STARTED[0].join()
        assert decide(state, seat, "expert", 5, "aton", cap=False, overrides=SMALL) == first
    finally:
        parallel.shutdown()
    assert parallel.processes() == 1


def test_a_search_reports_its_progress():
    engine = get_engine("aton")
    state = engine.new_game(2, None, 3)
    shares: list[float] = []
    report_progress(shares.append)
    try:
        decide(state, state.to_move(), "hard", 1, "aton", budget=Budget(96), cap=False)
    finally:
        report_progress(None)
    assert shares == [1 / 3, 2 / 3, 1.0]


def test_the_arena_and_the_tuning_tool_play_expert():
    from engines.ai.arena import parse_bot
    from engines.ai.tune import tune
    from tests.toy.engines_nim import ENGINE as NIM

    assert parse_bot("expert:40") == ("expert", 40)
    report = tune(NIM, "expert", {"iterations": 40}, "random", {}, deals=3, seed=4)
    assert report["candidate"].startswith("expert") and report["games"] == 6
    assert report["wins"] == 6, "two trees of 40 iterations outplay a random Nim player"


def test_the_hint_searches_experts_trees_beside_a_helper_and_hards_alone():
    from engines.ai.hint import HINT_SECONDS, hint, hint_search_level

    engine = get_engine("aton")
    state = engine.new_game(2, None, 12)
    seat = state.to_move()
    small = Budget(24)
    assert hint_search_level("aton") == ("hard", None)
    alone = hint(state, seat, 5, "aton", budget=small, cap=False)
    assert alone.action == decide(state, seat, "hard", 5, "aton", budget=small, cap=False)
    assert alone.iterations == 24
    parallel.start_helpers(1)
    try:
        level, budget = hint_search_level("aton")
        assert level == "expert" and budget is not None
        assert budget.iterations == settings("expert", "aton")["iterations"]
        assert budget.seconds is not None and budget.seconds < HINT_SECONDS
        both = hint(state, seat, 5, "aton", budget=small, cap=False)
        assert both.action == decide(state, seat, "expert", 5, "aton", budget=small,
                                     cap=False)
        assert both.iterations == 2 * 24  # both trees, one of them in the helper
        assert both.steps[0] == both.action and both.alternatives[0][0] == both.action
    finally:
        parallel.shutdown()
