"""The Hint's chance to win means the same inside a move as at its start: a hint asked after
the hinted first step of a Pyramids turn (the domino taken, to lay now) says about what the
hint for the whole turn said (the search's own mean read 10-14 points higher inside a turn,
where the mover has laid one more piece than the others)."""

import statistics

import pytest

from engines import get_engine
from engines.ai import decide
from engines.ai.budget import Budget
from engines.ai.hint import hint, settled_chance
from engines.ai.levels import level_valuer
from engines.ai.whole_move import ends_move

BUDGET = Budget(iterations=150)


def turns_and_their_second_steps(game, seeds, every=2):
    """(chance at a turn's start, chance after its hinted first step) of seat 0, on Easy
    games, at every `every`-th turn whose next decision is seat 0's again with a choice."""
    pairs = []
    for seed in seeds:
        state = get_engine(game).new_game(2, None, seed)
        starts, fresh, ply = 0, True, 0
        while not state.is_over():
            seat, legal = state.to_move(), state.legal_actions()
            if seat == 0 and fresh and len(legal) > 1:
                starts += 1
                if starts % every == 0:
                    at_start = hint(state, 0, seed * 1000 + ply, game, BUDGET, cap=False)
                    inside = state.clone()
                    inside.apply(at_start.action)
                    if inside.to_move() == 0 and len(inside.legal_actions()) > 1:
                        then = hint(inside, 0, seed * 1000 + ply + 1, game, BUDGET, cap=False)
                        pairs.append((at_start.win, then.win))
            action = decide(state, seat, "easy", seed * 7 + ply, game)
            fresh = ends_move(state, seat, action, state.apply(action), game)
            ply += 1
    return pairs


@pytest.mark.slow
def test_inside_a_pyramids_turn_the_hint_gives_the_chance_of_its_start():
    pairs = turns_and_their_second_steps("pyramids", seeds=(3, 4))
    assert len(pairs) >= 12
    drift = statistics.mean(then - start for start, then in pairs)
    assert abs(drift) < 0.04, (drift, pairs)


def test_the_settled_chance_is_the_valuers_at_the_end_of_the_move_over_deals():
    """The same steps from the same position give the same chance, whatever the search;
    it is the valuer's reward after them (one deal: Pyramids hides only the stacks'
    order, which the valuer of a position before the refill does not read)."""
    state = get_engine("pyramids").new_game(2, None, 5)
    take = state.legal_actions()[0]
    after = state.clone()
    after.apply(take)
    place = after.legal_actions()[0]
    valuer = level_valuer("hard", "pyramids")
    one = settled_chance(state, 0, (take, place), valuer, 1, deals=1)
    eight = settled_chance(state, 0, (take, place), valuer, 2)
    played = state.clone()
    played.apply(take)
    played.apply(place)
    assert one == pytest.approx(valuer.rewards(played)[0])
    assert eight == pytest.approx(one)
    inside = settled_chance(after, 0, (place,), valuer, 3)
    assert inside == pytest.approx(one), "asked inside the move, the same chance"
