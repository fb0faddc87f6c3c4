"""Fit Archaeology's FITTED table (engines/archaeology/fitted.py) from the outcomes of bot games.

    python -m tests.bench.fit_archaeology_estimate play --level medium --players 4 \\
        --games 24 --out /tmp/archaeology_medium4.jsonl.gz [--jobs 1] [--first 0]
    python -m tests.bench.fit_archaeology_estimate fit /tmp/archaeology_*.jsonl.gz \\
        [--test FILES] [--print-table]
    python -m tests.bench.fit_archaeology_estimate speed [--players 4] [--games 20]

The commands are fit_estimate's. Archaeology has no options; a position's phase is how far
the dig deck has run (fitted.phase); the hand-set estimate is Hard's before the fit,
`evaluate_deep` (at three and four players Medium's `evaluate_sets`).
"""

from engines.archaeology import fitted
from engines.archaeology.fitted import evaluate_fitted
from engines.archaeology.heuristic import evaluate_deep
from engines.archaeology.state import ArchaeologyState
from tests.bench.fit_estimate import FitGame, main

DEAL_SEED = 47000


def options(game: int) -> dict:
    return {}


def phase(state) -> int | None:
    return None if state.is_over() else fitted.phase(state)


def points_now(state) -> list[float]:
    return [float(m) for m in state.money]


def table():
    return fitted.FITTED


ARCHAEOLOGY = FitGame(
    game="archaeology", deal_seed=DEAL_SEED, options=options,
    state_from_json=ArchaeologyState.from_json, phase=phase, phases=fitted.PHASES,
    features=fitted.features, points_now=points_now, hand_set=evaluate_deep,
    fitted=evaluate_fitted, table=table,
)

if __name__ == "__main__":
    main(ARCHAEOLOGY, description=__doc__.splitlines()[0])
