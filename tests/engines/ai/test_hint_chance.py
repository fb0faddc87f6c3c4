"""The Hint's chance to win means the same inside a move as at its start: a hint asked after
the hinted first step of a Pyramids turn (the domino taken, to lay now), or at any later step
of the turn it plans, says about what the hint for the whole turn said (the search's own
mean read 10-20 points higher inside a turn, where the mover has laid one more piece than
the others)."""

import random
import statistics
from dataclasses import replace

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
    it is the valuer's chance after them (one deal: Pyramids hides only the stacks'
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
    assert one == pytest.approx(valuer.chances(played)[0])
    assert eight == pytest.approx(one)
    inside = settled_chance(after, 0, (place,), valuer, 3)
    assert inside == pytest.approx(one), "asked inside the move, the same chance"


# Measured noise (2026-11-29, Hard's search at 150 iterations, 12 turn starts of seat 0 in
# two-player Easy games, seeds 4 and 5, five hint seeds each): the shown chance moved by 1.4
# points on average across the seeds and by 9.7 at most (where a seed chose another plan);
# the search's mean reward of its first step by 0.3 points (standard deviation) only. Along
# the hint's own plan through the same turns (take, lay, gem token, single-tile card,
# refill) the shown chance moved by 0.8 points on average (9.7 at most), the search's mean
# by 21.6 (38.8 at most; 14.8 points a step on average, 25.4 at most): that mean is what
# the Hint showed before it took the valuer at the move's end.
SEED_NOISE = 0.10  # the largest move of the shown chance across hint seeds
TURN_BUDGET = Budget(iterations=100)


def walk_of_the_turn(state, seed):
    """(shown chance, the search's mean for the hinted step) at every decision of seat 0's
    turn from `state`, each step played as the hint at that step says, up to the refill."""
    seen = []
    for k in range(12):
        if state.is_over() or state.to_move() != 0:
            break
        legal = state.legal_actions()
        step = legal[0]
        if len(legal) > 1:
            h = hint(state, 0, seed * 100 + k, "pyramids", TURN_BUDGET, cap=False)
            searched = {a: mean for a, _visits, mean in h.alternatives}.get(h.action)
            seen.append((h.win, searched))
            step = h.action
        if any(e.reveals for e in state.apply(step)):
            break
    return seen


def test_the_pyramids_hint_gives_one_chance_at_every_step_of_a_turn():
    """Asked again at each step of a turn it plans (the domino taken, laid, its gem token,
    the single-tile card, the refill), the Hint gives the chance of the same turn: within
    the seeds' noise, where the search's own mean rises by about 20 points."""
    starts = []
    state = get_engine("pyramids").new_game(2, None, 4)
    fresh, ply = True, 0
    while len(starts) < 3 and not state.is_over():
        seat = state.to_move()
        if seat == 0 and fresh and len(state.legal_actions()) > 1 and ply > 8:
            starts.append(state.clone())
        action = decide(state, seat, "easy", ply, "pyramids")
        fresh = ends_move(state, seat, action, state.apply(action), "pyramids")
        ply += 1
    shown_ranges, searched_ranges = [], []
    for k, start in enumerate(starts):
        seen = walk_of_the_turn(start, k)
        assert len(seen) >= 3, seen
        shown = [win for win, _searched in seen]
        searched = [mean for _win, mean in seen if mean is not None]
        shown_ranges.append(max(shown) - min(shown))
        searched_ranges.append(max(searched) - min(searched))
    assert max(shown_ranges) <= SEED_NOISE, shown_ranges
    assert statistics.mean(shown_ranges) <= 0.03, shown_ranges
    assert statistics.mean(searched_ranges) >= 0.10, searched_ranges  # what it showed before


@pytest.mark.parametrize("game,players", [("imhotep", 4), ("pyramids", 4), ("imhotep", 3)])
def test_at_an_even_start_the_hint_gives_about_one_chance_in_the_number_of_players(
        game, players):
    """The chance is the win reward's (Valuer.chances), not the margin reward the search
    goes by: that gave every seat of an even four-player start about 50%. (Archaeology's
    start is not even: each seat sees its own dealt hand.)"""
    state = get_engine(game).new_game(players, None, 5)
    said = hint(state, state.to_move(), 3, game, Budget(iterations=60), cap=False)
    assert abs(said.win - 1 / players) < 0.12, said.win


def test_the_chances_add_up_to_one_and_leave_the_rewards_alone():
    """With three or four seats the chances are each seat's chance to finish first (they add
    up to one, in play and at the end); the rewards the searches go by are unchanged. With
    two seats both are the same figure."""
    valuer = level_valuer("hard", "imhotep")
    state = get_engine("imhotep").new_game(4, None, 8)
    moves = random.Random(8)
    for ply in range(400):
        rewards, chances = valuer.rewards_and_chances(state)
        assert rewards == valuer.rewards(state)
        assert sum(chances) == pytest.approx(1.0)
        if ply % 25 == 0:
            assert chances == pytest.approx(replace(valuer, reward="win").rewards(state))
        if state.is_over():
            break
        state.apply(moves.choice(state.legal_actions()))
    assert state.is_over()
    assert max(chances) > 0.85 and sum(rewards) > 1.0  # the margin rewards do not add up
    two = get_engine("imhotep").new_game(2, None, 8)
    assert valuer.chances(two) == valuer.rewards(two)
