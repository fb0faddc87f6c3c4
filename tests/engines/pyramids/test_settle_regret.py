"""The settle_regret bench: what it measures at one placement root."""

from tests.bench.settle_regret import root_regrets
from tests.engines.pyramids.helpers import wide_placement


def test_settle_regret_measures_each_world_count_and_top_it_can():
    """At a four-player placement root, every choice's regret against the reference is
    between 0 and the whole reward range, for the world counts the reference has room for
    and the tops asked for; the reference's best is one of the compared placements."""
    state = wide_placement(4, 5, 6)
    regrets = root_regrets(state, state.to_move(), top=8, reference=8, seed=3)
    assert set(regrets) == {"end", "rank", (8, 6), (8, 8)}
    assert 0 <= regrets["rank"] < 8
    for key in ("end", (8, 6), (8, 8)):
        assert 0.0 <= regrets[key] <= 1.0
    if regrets["rank"] == 0:
        assert regrets["end"] == 0.0
    else:
        assert regrets["end"] > 0.0
