"""The engine invariant over mutated positions: every game's notation, changed by one
character or one number (tests/engines/position_fuzz.py), either refuses the line with a
reason or gives a position that random play carries to the end (never a state with no
legal action, an exception or a game that does not end). A few thousand mutations a game
here; `python -m tests.bench.bench_position_fuzz` runs 10,000 a game."""

import pytest

from engines import notation
from tests.engines import position_fuzz

MUTATIONS = 5000


@pytest.mark.parametrize("game_id", notation.notation_games())
def test_every_mutated_position_is_refused_or_plays_to_the_end(game_id):
    texts = position_fuzz.start_positions(game_id, games=4, seed=3)
    outcomes = [position_fuzz.check(text, index)
                for index, text in enumerate(position_fuzz.mutations(texts, MUTATIONS, 29))]
    failures = [o for o in outcomes if o.failed]
    assert not failures, "\n".join(f"{o.kind}: {o.detail}\n  {o.text}" for o in failures[:5])
    kinds = {o.kind for o in outcomes}
    assert kinds == {position_fuzz.REFUSED, position_fuzz.PLAYED}, kinds


def test_a_broken_position_is_told_by_the_fuzz_not_hidden():
    class NoMove:
        def is_over(self):
            return False

        def to_move(self):
            return 0

        def legal_actions(self):
            return []

    outcome = position_fuzz.play_to_end(NoMove(), "text")
    assert outcome.failed and outcome.kind == "stuck"
