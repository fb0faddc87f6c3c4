"""The bots' heuristic prefers obviously better positions."""

from engines.pyramids.heuristic import LOST, evaluate

from .helpers import HOLES_LAYOUT_FOR_TESTS as HOLES
from .helpers import LEVEL1_4X5, game, play_turn


def test_heuristic_values_points_on_the_level():
    """Seat 0 lays a domino whose gems sit in a token area; seat 1 nothing yet: seat 0's
    estimate is higher."""
    state = game(2, seed=1)
    play_turn(state, 0, 0, 0, "GG47")
    values = evaluate(state)
    assert len(values) == 2
    assert values[0] > values[1]


def test_heuristic_dooms_a_pyramid_with_holes_it_cannot_fill():
    state = game(2, seed=11)
    state.pyramids[0].cards = [(1, 9, 9, c, 0, False) for c in (0, 2)]   # one card left
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
    state.pyramids[0].cards = [(1, 9, 9, 0, 0, False), (1, 9, 9, 2, 0, False)]
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

    trial = state.clone()
    trial.turn, trial.phase, trial._legal = seat, "take", None
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


def test_deep_estimate_is_the_plain_one_with_more_than_two_players():
    from engines.pyramids.heuristic import evaluate_deep

    for players in (3, 4):
        state = game(players, seed=3)
        for turn in range(players + 1):
            play_turn(state, *LEVEL1_4X5[turn // players])
        assert evaluate_deep(state) == evaluate(state)
    two = game(2, seed=3)
    for turn in range(3):
        play_turn(two, *LEVEL1_4X5[turn // 2])
    assert evaluate_deep(two) != evaluate(two)
