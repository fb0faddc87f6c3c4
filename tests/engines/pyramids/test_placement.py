"""Placement legality on every level; each illegal kind is refused with its reason."""

import pytest

from engines.core import IllegalAction, canonical

from .helpers import LEVEL1_4X5, LEVEL2_3X4, game, play_level, play_turn


def take(state):
    state.apply(("take", 0))
    return state


def refused(state, action, words):
    before = canonical(state.to_json())
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    assert words in info.value.reason
    assert canonical(state.to_json()) == before


def both(state, qx, qy, o):
    """Seat 0 then seat 1 lay the same placement."""
    for _ in range(state.num_players):
        play_turn(state, qx, qy, o)


def at_level_2():
    state = game(2, seed=3)
    play_level(state, LEVEL1_4X5)
    assert state.level == 2
    return state


def test_first_domino_may_go_anywhere_and_is_normalised_to_the_origin():
    """The Russian rulebook, "Правила размещения жетонов домино", sets no place for the first
    domino, so any position is accepted; the engine lays it at the pyramid's origin."""
    state = take(game())
    assert state.legal_actions() == [("place", 1, 0, 0, o) for o in range(4)]
    anywhere = state.clone()
    events = anywhere.apply(("place", 1, 6, -9, 1))
    at_origin = state.clone()
    at_origin.apply(("place", 1, 0, 0, 1))
    assert canonical(anywhere.to_json()) == canonical(at_origin.to_json())
    placed = next(e for e in events if e.kind == "place")
    assert (placed.data["x"], placed.data["y"]) == (0, 0)
    refused(state, ("place", 1, 6.0, -9, 1), "not a way")  # still whole numbers only


def test_taking_comes_before_placing():
    state = game()
    refused(state, ("place", 1, 0, 0, 0), "take a domino from the quarry")


def test_level1_off_lattice_refused():
    state = game()
    both(state, 0, 0, 0)
    take(state)
    refused(state, ("place", 1, 1, 2, 0), "line up")


def test_level1_not_touching_refused():
    state = game()
    both(state, 0, 0, 0)               # squares (0,0) and (1,0)
    take(state)
    refused(state, ("place", 1, 0, 4, 0), "must touch")   # squares (0,2), (1,2)
    refused(state, ("place", 1, 4, 2, 0), "must touch")   # diagonal only: (2,1), (3,1)


def test_level1_over_an_occupied_square_refused():
    state = game()
    both(state, 0, 0, 0)
    take(state)
    refused(state, ("place", 1, 2, 0, 0), "already covered")


def test_level1_outside_the_rectangle_refused():
    state = game()
    both(state, 0, 0, 0)               # (0,0)-(1,0)
    both(state, 4, 0, 0)               # (2,0)-(3,0): a row 4 long
    take(state)
    refused(state, ("place", 1, 8, 0, 0), "rectangle")        # 6 long
    assert ("place", 1, 8, 0, 1) in state.legal_actions()    # 5 long x 2 high is fine


def test_level1_five_wide_forbids_a_fifth_row():
    state = game()
    both(state, 0, 0, 0)
    both(state, 4, 0, 0)
    both(state, 8, 0, 1)               # (4,0)-(4,1): 5 wide, 2 high
    both(state, 0, 2, 1)               # (0,1)-(0,2): 3 high
    take(state)
    refused(state, ("place", 1, 0, 6, 1), "rectangle")        # (0,3)-(0,4): 5 high
    assert ("place", 1, 0, 6, 0) in state.legal_actions()    # (0,3)-(1,3): 4 high


def test_level1_four_wide_allows_a_fifth_row():
    state = game()
    both(state, 0, 0, 1)               # (0,0)-(0,1)
    both(state, 0, 4, 1)               # (0,2)-(0,3)
    take(state)
    assert ("place", 1, 0, 8, 0) in state.legal_actions()    # (0,4)-(1,4): 2 x 5
    refused(state, ("place", 1, 0, 8, 1), "rectangle")        # (0,4)-(0,5): 6 high


def test_level1_legal_placements_share_a_whole_side():
    state = game()
    both(state, 0, 0, 0)
    take(state)
    for _, _, qx, qy, o in state.legal_actions():
        assert qx % 2 == 0 and qy % 2 == 0
        assert state.placement_error(("place", 1, qx, qy, o)) is None


def test_legal_list_agrees_with_the_refusals_on_a_crowded_level1():
    state = game()
    for qx, qy, o in [(0, 0, 0), (0, 2, 0), (4, 0, 1), (6, 2, 0), (0, 4, 1), (2, 4, 0)]:
        both(state, qx, qy, o)
    take(state)
    legal = set(state.legal_actions())
    assert legal
    for qx in range(-10, 12):
        for qy in range(-10, 12):
            for o in range(4):
                action = ("place", 1, qx, qy, o)
                assert (state.placement_error(action) is None) == (action in legal), action


def test_level2_sits_on_the_half_offset_lattice():
    state = take(at_level_2())
    legal = state.legal_actions()
    assert legal and all(a[2] % 2 == 1 and a[3] % 2 == 1 for a in legal)
    refused(state, ("place", 2, 0, 0, 0), "centre of a square below")
    refused(state, ("place", 2, 2, 1, 0), "centre of a square below")


def test_level2_overhang_refused():
    state = take(at_level_2())
    refused(state, ("place", 2, 5, 1, 0), "wholly on the level below")  # x = 2, 3 of 3 wide
    refused(state, ("place", 2, -1, 1, 0), "wholly on the level below")
    refused(state, ("place", 2, 1, 7, 1), "wholly on the level below")  # rows 3, 4 of 4 high


def test_level2_over_an_occupied_square_refused():
    state = at_level_2()
    seat = state.to_move()
    play_turn(state, 1, 1, 1)
    while state.to_move() != seat:
        play_turn(state, 5, 5, 1)
    take(state)
    refused(state, ("place", 2, 1, 3, 0), "already covered")


def test_level2_pieces_need_not_touch_each_other():
    state = at_level_2()
    seat = state.to_move()
    play_turn(state, 1, 1, 0)                                  # top-left corner
    while state.to_move() != seat:
        play_turn(state, 1, 1, 0)
    take(state)
    assert ("place", 2, 5, 5, 1) in state.legal_actions()    # bottom-right corner, apart


def test_wrong_level_refused():
    state = take(at_level_2())
    refused(state, ("place", 1, 0, 0, 0), "level 2")


def test_malformed_and_bad_orientation_refused():
    state = take(game())
    refused(state, ("place", 1, 0, 0), "not a way")
    refused(state, ("place", 1, 0, 0, 4), "quarter turns")
    refused(state, ("place", True, 0, 0, 0), "not a way")


def test_upper_levels_legal_list_agrees_with_the_refusals():
    state = at_level_2()
    play_level(state, LEVEL2_3X4)
    assert state.level == 3
    take(state)
    legal = set(state.legal_actions())
    # 2 wide x 3 high: 3 horizontal and 4 vertical positions, each in two rotations
    assert len(legal) == 14
    for qx in range(-6, 10):
        for qy in range(-6, 12):
            for o in range(4):
                action = ("place", 3, qx, qy, o)
                assert (state.placement_error(action) is None) == (action in legal), action
