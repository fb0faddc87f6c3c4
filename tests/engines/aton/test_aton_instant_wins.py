"""Aton instant wins: 40 points on ornament 1, a full temple, all yellow, all green."""

from engines.aton.board import (
    EMPTY,
    GREEN_CELLS,
    YELLOW_CELLS,
    empty_board,
    instant_win,
    instant_win_after,
)
from engines.core import Rng

from .helpers import BLUE, RED, fill_temple, fresh, kinds, play_cards, put, with_points


def cells_of(indices):
    return [(i // 12 + 1, i % 12) for i in indices]


def test_40_points_on_ornament_1_wins_at_once():
    state = fresh()
    state = with_points(state, RED, {0: 36})
    state, events = play_cards(state, [3, 1, 1, 1], [1, 2, 1, 1])
    assert state.scores()[RED] == 40
    assert state.is_over() and state.winners() == [RED]
    assert state.end_reason == "40 points on ornament 1"
    assert "turn_order" not in kinds(events)      # the round stops at once
    assert state.to_move() is None and state.legal_actions() == []


def test_below_40_on_ornament_1_play_goes_on():
    state = fresh()
    state = with_points(state, RED, {0: 35})
    state, _ = play_cards(state, [3, 1, 1, 1], [1, 2, 1, 1])
    assert not state.is_over()


def test_full_temple_wins_at_once_even_with_priests_left_to_place():
    state = fresh()
    state = fill_temple(state, RED, 2, 11)
    state, _ = play_cards(state, [1, 1, 2, 3], [4, 2, 1, 1])
    assert state.to_move() == RED
    events = state.apply(("place", 2, 11))
    assert state.is_over() and state.winners() == [RED]
    assert (state.end_reason, state.end_temple) == ("A full temple", 2)
    assert [e.data for e in events if e.kind == "instant_win"] == [
        {"reason": "A full temple", "temple": 2}]
    assert state.observation(BLUE)["end_temple"] == 2
    assert state.scores() == [0, 6]               # the winner need not lead on points


def test_all_yellow_cells_win_at_once():
    state = fresh()
    yellow = cells_of(YELLOW_CELLS)
    state = put(state, BLUE, *yellow[:-1])
    assert yellow[-1] == (4, 2)
    state, _ = play_cards(state, [1, 1, 1, 1], [1, 2, 4, 1])
    state.apply(("place", 1, 4))                  # red first, one priest in temple 1
    assert state.to_move() == BLUE
    state.apply(("place", 4, 2))
    assert state.is_over() and state.winners() == [BLUE]
    assert state.end_reason == "All yellow cells"


def test_all_green_cells_win_at_once():
    state = fresh()
    green = cells_of(GREEN_CELLS)
    state = put(state, RED, *green[1:])
    assert green[0] == (1, 8)
    state, _ = play_cards(state, [1, 1, 1, 1], [1, 2, 1, 1])
    state.apply(("place", 1, 8))
    assert state.is_over() and state.winners() == [RED] and state.end_reason == "All green cells"


def test_thirteen_yellow_cells_are_not_a_win():
    state = fresh()
    state = put(state, RED, *cells_of(YELLOW_CELLS)[:-1])
    assert instant_win(state.board, RED) is None
    assert instant_win(state.board, BLUE) is None


def test_the_fast_check_after_a_placement_agrees_with_the_full_check():
    rng = Rng(5)
    for _ in range(300):
        board = empty_board()
        for i in range(48):
            board[i] = (RED, RED, RED, BLUE, EMPTY)[rng.randrange(5)]
        for i in range(48):
            if board[i] == EMPTY:
                continue
            seat = board[i]
            before = list(board)
            before[i] = EMPTY
            if instant_win(before, seat) is None:
                assert instant_win_after(board, seat, i) == instant_win(board, seat)
