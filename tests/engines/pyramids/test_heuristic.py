"""The bots' heuristic prefers obviously better positions."""

import pytest

from engines.pyramids import notation
from engines.pyramids.heuristic import LOST, evaluate
from engines.pyramids.state import LEVEL_SQUARES
from tests.engines.notation_checks import edit

from .helpers import HOLES_LAYOUT_FOR_TESTS as HOLES
from .helpers import (
    LEVEL1_4X5,
    LEVEL2_3X4,
    game,
    play_level,
    play_turn,
    put_in_quarry,
    wide_placement,
)


def test_heuristic_values_points_on_the_level():
    """Seat 0 lays a domino whose gems sit in a token area; seat 1 nothing yet: seat 0's
    estimate is higher."""
    state = game(2, seed=1)
    state = put_in_quarry(state, 0, "GG47")
    play_turn(state, 0, 0, 0)
    values = evaluate(state)
    assert len(values) == 2
    assert values[0] > values[1]


def test_heuristic_dooms_a_pyramid_with_holes_it_cannot_fill():
    state = game(2, seed=11)
    state.pyramids[0].cards = [(1, 0, 0, c, 0, False) for c in (0, 2)]   # one card left
    for turn in range(9):
        play_turn(state, *HOLES[turn])
        if turn < 8:
            play_turn(state, *LEVEL1_4X5[turn])
    values = evaluate(state)
    assert values[0] < values[1] - LOST / 2


def test_heuristic_is_the_score_at_the_end():
    from .helpers import LAYOUT, play_level

    state = game(2, seed=8)
    for layout in LAYOUT:
        play_level(state, layout)
    assert evaluate(state) == [float(s) for s in state.scores()]


def test_heuristic_values_cards_as_insurance():
    state = game(2, seed=1)
    before = evaluate(state)
    state.pyramids[0].cards = [(1, 0, 0, 0, 0, False), (1, 0, 0, 2, 0, False)]
    after = evaluate(state)
    assert after[0] < before[0] and after[1] == before[1]


def test_dead_holes_count_the_checkerboard_imbalance_of_each_region():
    from engines.pyramids.heuristic import dead_holes

    state = game(2, seed=11)
    for turn in range(9):
        play_turn(state, *HOLES[turn])
        play_turn(state, *LEVEL1_4X5[turn])
    assert dead_holes(state.pyramids[0], 1) == 2      # two single holes
    assert dead_holes(state.pyramids[1], 1) == 0      # one empty domino-shaped pair


# -- the deeper estimate (Hard and the hint): what the quarry offers the next chooser --------

def _engine_best_gain(state, seat, slot):
    """The most the domino in quarry `slot` adds to `seat`'s level score as it stands, found
    by the engine itself: take it, try every placement and token choice, score the level."""
    from engines.pyramids.scoring import level_score

    def level_points(p):
        return level_score(p.surface, p.placed_tokens())[2]

    text = notation.format(state)
    trial = notation.parse(edit(edit(text, "turn", str(seat)), "phase", "take"))
    trial.apply(("take", slot))
    before = level_points(trial.pyramids[seat])
    best = 0
    for place in trial.legal_actions():
        after_place = trial.clone()
        after_place.apply(place)
        if after_place.phase == "token":
            outcomes = []
            for token in after_place.legal_actions():
                t = after_place.clone()
                t.apply(token)
                outcomes.append(t)
        else:
            outcomes = [after_place]
        for t in outcomes:
            best = max(best, level_points(t.pyramids[seat]) - before)
    return best


def test_domino_gain_is_the_best_placement_with_its_token_as_the_engine_plays_it():
    from engines.pyramids.heuristic import domino_gain

    state = game(2, seed=3)
    for turn in range(4):
        play_turn(state, *LEVEL1_4X5[turn // 2])
    checked = 0
    for seat in (0, 1):
        p = state.pyramids[seat]
        for slot, d in enumerate(state.quarry):
            assert domino_gain(p, state.level, d) == _engine_best_gain(state, seat, slot)
            checked += 1
    assert checked == 6


def test_deep_estimate_gives_the_next_chooser_the_quarrys_best_domino():
    from engines.pyramids.heuristic import QUARRY_WEIGHT, domino_gain, evaluate_deep

    state = game(2, seed=3)
    for turn in range(3):
        play_turn(state, *LEVEL1_4X5[turn // 2])
    # seat 1 is to take: the quarry is theirs to choose from
    assert state.phase == "take" and state.turn == 1
    plain, deep = evaluate(state), evaluate_deep(state)
    best = max(domino_gain(state.pyramids[1], 1, d) for d in state.quarry)
    assert best > 0
    assert deep[1] == plain[1] + QUARRY_WEIGHT * best and deep[0] == plain[0]
    # seat 1 has taken and laid: what is left in the quarry is seat 0's to choose from next
    state.apply(("take", 0))
    state.apply(state.legal_actions()[0])
    plain, deep = evaluate(state), evaluate_deep(state)
    left = [d for d in state.quarry if d >= 0]
    best = max(domino_gain(state.pyramids[0], 1, d) for d in left)
    assert deep[0] == plain[0] + QUARRY_WEIGHT * best and deep[1] == plain[1]


def test_next_chooser_skips_a_player_whose_level_is_done():
    from engines.pyramids.heuristic import next_chooser

    state = game(3, seed=2)
    assert next_chooser(state) == state.turn
    state.apply(("take", 0))
    seat = state.turn
    assert next_chooser(state) == (seat + 1) % 3
    state.pyramids[(seat + 1) % 3].occ[0] = (1 << 20) - 1      # 20 squares: level 1 done
    assert next_chooser(state) == (seat + 2) % 3
    state.pyramids[(seat + 2) % 3].eliminated = True
    assert next_chooser(state) == seat


def test_hard_and_the_hint_use_the_deep_estimate_and_medium_the_plain_one():
    from engines.ai.hint import HINT_LEVEL
    from engines.ai.levels import level_valuer
    from engines.pyramids.heuristic import evaluate_deep

    assert level_valuer("hard", "pyramids").evaluate is evaluate_deep
    assert level_valuer(HINT_LEVEL, "pyramids").evaluate is evaluate_deep
    assert level_valuer("medium", "pyramids").evaluate is evaluate
    assert level_valuer("easy", "pyramids").evaluate is evaluate


def test_hard_and_expert_place_by_the_estimate_at_three_or_four_seats_and_search_at_two():
    """Pyramids' Hard and Expert (and so the Hint) settle a wide placement root at a table of
    three or four, comparing its best placements again a turn further on common worlds, and
    search it at two (settle_wide 3, settle_ahead 8; docs/bots.md)."""
    from engines.ai.budget import Budget
    from engines.ai.levels import make_bot

    for level in ("hard", "expert"):
        bot = make_bot(level, "pyramids", 1)
        assert (bot.settle_wide, bot.settle_ahead, bot.settle_top) == (3, 8, 6), level
        for players in (2, 3, 4):
            state = wide_placement(players, 4, bot.widen_min)
            bot.choose(state.clone(), state.to_move(), Budget(40, None))
            assert (bot.last_iterations == 0) is (players > 2), (level, players)
            if players > 2:
                visits = sorted(c.visits for c in bot.last_root.children.values())
                assert visits[-6:] == [8] * 6 and set(visits[:-6]) == {1}, level


# -- the deeper estimate with three or four players: what the level being built still adds ---

def _rest_difference(state, seat, viewer=None):
    """What evaluate_deep adds to `evaluate` for `seat`: the fitted rest of the level in place
    of PER_DOMINO a domino left (with the typical gain for the viewer, coarse for others)."""
    from engines.pyramids.heuristic import LEVEL_FIT, LEVEL_FIT_COARSE, PER_DOMINO, typical_gain

    p, level = state.pyramids[seat], state.level
    left = (LEVEL_SQUARES[level - 1] - p.occ[level - 1].bit_count()) / 2
    if not left:
        return 0.0
    if viewer is not None and seat != viewer:
        a, b = LEVEL_FIT_COARSE[level - 1]
        return a + b * left - PER_DOMINO * left
    a, b, c = LEVEL_FIT[level - 1]
    fitted = a + b * left + (c * typical_gain(p, level) if c else 0.0)
    return fitted - PER_DOMINO * left


def test_deep_estimate_with_four_players_fits_what_each_level_still_adds():
    from engines.pyramids.heuristic import evaluate_deep

    first = game(4, seed=5)
    play_turn(first, *LEVEL1_4X5[0])
    plain, deep = evaluate(first), evaluate_deep(first)
    for seat in range(4):
        assert deep[seat] == pytest.approx(plain[seat] + _rest_difference(first, seat))
    state = game(4, seed=5)
    play_level(state, LEVEL1_4X5)
    for _ in range(2):                       # two players lay their first level-2 domino
        play_turn(state, *LEVEL2_3X4[0])
    assert state.level == 2
    plain, deep = evaluate(state), evaluate_deep(state)
    lefts = {min(6, (12 - p.occ[1].bit_count()) / 2) for p in state.pyramids}
    assert lefts == {5, 6}, "some players have laid a domino on level 2, some not"
    for seat in range(4):
        assert deep[seat] == pytest.approx(plain[seat] + _rest_difference(state, seat))
    assert deep != plain
    viewer = state.turn
    seen = evaluate_deep(state, viewer=viewer)
    for seat in range(4):
        assert seen[seat] == pytest.approx(plain[seat] + _rest_difference(state, seat, viewer))
    assert seen[viewer] == deep[viewer]
    assert seen != deep, "the other seats get the coarse fit"


def _scored_gain(p, level, domino):
    """domino_gain the long way: every placement and token choice scored with level_score."""
    from engines.pyramids.data import DOMINOES
    from engines.pyramids.geometry import domino_squares, paint_square
    from engines.pyramids.scoring import level_score

    tokens = p.placed_tokens()
    before = level_score(p.surface, tokens)[2]
    best = 0
    for x, y, orient in p.moves(level):
        surface = list(p.surface)
        squares = domino_squares(level, 2 * x + level - 1, 2 * y + level - 1, orient,
                                 DOMINOES[domino])
        for sqx, sqy, colour, corners in squares:
            paint_square(surface, sqx, sqy, colour, corners)
        options = [(colour, sqx, sqy) for sqx, sqy, colour, corners in squares
                   if corners and p.tokens[colour] is None]
        for extra in options or [None]:
            after = level_score(surface, tokens + [extra] if extra else tokens)[2]
            best = max(best, after - before)
    return best


def test_domino_gain_rescoring_only_the_areas_it_reaches_is_exact():
    """Every domino on every pyramid of played games at all four levels: the same gain as
    scoring each placement whole."""
    import random

    from engines.pyramids import heuristic
    from engines.pyramids.data import NUM_DOMINOES

    from .helpers import careful_choice

    rng = random.Random(5)
    checked, levels, positive = 0, set(), 0
    for seed in (3, 4):
        state = game(3, seed=seed)
        while not state.is_over():
            if state.phase == "take" and rng.random() < 0.2:
                for p in state.pyramids:
                    if p.eliminated or p.level_done(state.level):
                        continue
                    for d in rng.sample(range(NUM_DOMINOES), 15):
                        gain = heuristic._one_gain(p, state.level, d)  # computed, not recalled
                        assert gain == _scored_gain(p, state.level, d)
                        assert heuristic.domino_gain(p, state.level, d) == gain
                        checked += 1
                        positive += gain > 0
                    levels.add(state.level)
            state.apply(careful_choice(state, rng))
    assert levels == {1, 2, 3, 4} and checked > 300 and positive > checked // 4


def test_typical_gain_is_the_mean_best_gain_of_the_typical_dominoes():
    from engines.pyramids.heuristic import TYPICAL_DOMINOES, domino_gain, typical_gain

    state = game(4, seed=5)
    play_level(state, LEVEL1_4X5)
    play_turn(state, *LEVEL2_3X4[0])
    p = state.pyramids[state.turn - 1 if state.turn else 3]
    gains = [domino_gain(p, 2, d) for d in TYPICAL_DOMINOES]
    assert typical_gain(p, 2) == sum(gains) / len(gains)
    assert len(set(gains)) > 1, "the typical dominoes differ in what they add"


def test_a_level_done_adds_nothing_more_in_the_deep_estimate():
    """A player whose level is complete waits for the others: the fitted rest is 0 and the
    deep estimate is the plain one for them."""
    from engines.pyramids.heuristic import evaluate_deep

    state = game(3, seed=2)
    state.apply(("take", 0))
    seat = state.turn
    state.pyramids[(seat + 1) % 3].occ[0] = (1 << 20) - 1      # 20 squares: level 1 done
    done = (seat + 1) % 3
    assert _rest_difference(state, done) == 0.0
    assert evaluate_deep(state)[done] == evaluate(state)[done]


def test_two_players_keep_the_quarry_term_and_not_the_fit():
    from engines.pyramids.heuristic import evaluate_deep, next_chooser

    two = game(2, seed=3)
    for turn in range(3):
        play_turn(two, *LEVEL1_4X5[turn // 2])
    plain, deep = evaluate(two), evaluate_deep(two)
    other = 1 - next_chooser(two)
    assert deep[other] == plain[other], "no fitted rest with two players"


def test_the_level_fit_tool_solves_least_squares():
    from tests.bench.fit_pyramids_levels import least_squares

    rows = [[1.0, x, z] for x in range(1, 7) for z in (0.5, 1.0, 2.5, 4.0)]
    exact = [2.0 - 0.5 * r[1] + 3.0 * r[2] for r in rows]
    assert least_squares(rows, exact) == pytest.approx([2.0, -0.5, 3.0])
    noisy = [t + (0.25 if k % 2 else -0.25) for k, t in enumerate(exact)]
    w = least_squares(rows, noisy)
    residuals = [sum(a * b for a, b in zip(r, w, strict=True)) - t
                 for r, t in zip(rows, noisy, strict=True)]
    for column in range(3):                  # the normal equations hold at the optimum
        assert sum(r[column] * e for r, e in zip(rows, residuals, strict=True)) == \
            pytest.approx(0.0, abs=1e-9)


def test_the_remembered_level_terms_are_the_pyramid_scored_as_it_stands():
    """Every pyramid of played games at all four levels, positions in play order (the memo
    filling as a search fills it): the level score and dead holes recalled are the ones
    computed afresh."""
    import random

    from engines.pyramids import heuristic
    from engines.pyramids.scoring import level_score

    from .helpers import careful_choice

    rng = random.Random(7)
    checked, levels, scores, holes = 0, set(), set(), set()
    for seed in (6, 7):
        state = game(4, seed=seed)
        while not state.is_over():
            for p in state.pyramids:
                current, dead = heuristic._level_terms(p, state.level)
                assert current == level_score(p.surface, p.placed_tokens())[2]
                assert dead == heuristic.dead_holes(p, state.level)
                checked += 1
                scores.add(current)
                holes.add(dead)
            levels.add(state.level)
            state.apply(careful_choice(state, rng))
    assert levels == {1, 2, 3, 4} and checked > 1000
    assert len(scores) > 10 and len(holes) > 1, "the terms change as the pyramids grow"
