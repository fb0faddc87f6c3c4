"""Fit Pyramids' FITTED table (engines/pyramids/fitted.py) from the outcomes of bot games.

    python -m tests.bench.fit_pyramids_estimate play --level medium --players 2 \\
        --games 160 --out /tmp/pyramids_medium2.jsonl.gz [--jobs 2] [--first 0]
    python -m tests.bench.fit_pyramids_estimate fit /tmp/pyramids_*.jsonl.gz [--print-table]
    python -m tests.bench.fit_pyramids_estimate speed [--players 2] [--games 20]

The commands are fit_estimate's. A position's phase is the level being built; the hand-set
estimate is two-player Hard's, `evaluate_deep`. An eliminated seat's features are all 0 (it
scores nothing more). The level's score as it stands and the quarry's best domino count one
for one (their weights are set, not fitted).
"""

from engines.pyramids import fitted
from engines.pyramids.data import LEVELS
from engines.pyramids.heuristic import evaluate_deep
from engines.pyramids.state import PyramidsState
from tests.bench.fit_estimate import FitGame, main

DEAL_SEED = 48000


def options(game: int) -> dict:
    return {}


def phase(state) -> int | None:
    return None if state.is_over() else state.level


def points_now(state) -> list[float]:
    return [float(p.score()) for p in state.pyramids]


def features(state) -> list[list[float]]:
    return [row or [0.0] * len(fitted.FEATURES) for row in fitted.features(state)]


def table():
    return fitted.FITTED


PYRAMIDS = FitGame(
    game="pyramids", deal_seed=DEAL_SEED, options=options,
    state_from_json=PyramidsState.from_json, phase=phase, phases=LEVELS,
    features=features, points_now=points_now, hand_set=evaluate_deep,
    fitted=fitted.evaluate_fitted, table=table,
    fixed={fitted.FEATURES.index("level_now"): 1.0, fitted.FEATURES.index("quarry_next"): 1.0},
)

if __name__ == "__main__":
    main(PYRAMIDS, description=__doc__.splitlines()[0])
