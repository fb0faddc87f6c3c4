"""Fit Imhotep's FITTED table (engines/imhotep/fitted.py) from the outcomes of bot games.

    python -m tests.bench.fit_imhotep_estimate play --level medium --players 4 --games 60 \\
        --out /tmp/imhotep_medium4.jsonl.gz [--jobs 1] [--first 0]
    python -m tests.bench.fit_imhotep_estimate fit /tmp/imhotep_*.jsonl.gz [--print-table]
    python -m tests.bench.fit_imhotep_estimate speed [--players 4] [--games 20]

The commands are fit_estimate's. Imhotep's games: every site on side A, Pharaoh's wrath on
in odd games; a position's phase is its round (positions before the first round are not
fitted).
"""

from engines.imhotep import fitted
from engines.imhotep.heuristic import evaluate, evaluate_fitted
from engines.imhotep.state import ImhotepState
from tests.bench.fit_estimate import FitGame, main

DEAL_SEED = 46000


def options(game: int) -> dict:
    return {"pharaohs_wrath": bool(game % 2)}


def phase(state) -> int | None:
    return state.round_no if state.round_no >= 1 else None


def points_now(state) -> list[float]:
    return [float(sum(p)) for p in state.points]


def table():
    return fitted.FITTED


IMHOTEP = FitGame(
    game="imhotep", deal_seed=DEAL_SEED, options=options,
    state_from_json=ImhotepState.from_json, phase=phase, phases=fitted.ROUNDS,
    features=fitted.features, points_now=points_now, hand_set=evaluate,
    fitted=evaluate_fitted, table=table,
)

if __name__ == "__main__":
    main(IMHOTEP, description=__doc__.splitlines()[0])
