"""Geometry: corner rotation, domino orientation, the half-offset levels and their sizes."""

from engines.pyramids.geometry import (
    DIRS,
    ROTATE,
    domino_squares,
    from_quarter,
    level_rect,
    qindex,
    to_quarter,
)

from .helpers import R, Y, blank, square

LT, LB, RT, RB = range(4)   # corner codes: 2 * right + bottom


def test_turning_a_square_clockwise_moves_its_corners_clockwise():
    assert ROTATE[1][LT] == RT and ROTATE[1][RT] == RB
    assert ROTATE[1][RB] == LB and ROTATE[1][LB] == LT
    for c in range(4):
        assert ROTATE[1][ROTATE[3][c]] == c
        assert ROTATE[2][c] == ROTATE[1][ROTATE[1][c]]


def test_orientation_puts_square_b_right_below_left_above():
    assert DIRS == ((1, 0), (0, 1), (-1, 0), (0, -1))
    data = (Y, R, (LT,), (RB,))                      # yellow A gem left-top, red B right-bottom
    assert domino_squares(1, 0, 0, 0, data) == [(0, 0, Y, (LT,)), (2, 0, R, (RB,))]
    assert domino_squares(1, 0, 0, 1, data) == [(0, 0, Y, (RT,)), (0, 2, R, (LB,))]
    assert domino_squares(1, 0, 0, 2, data) == [(0, 0, Y, (RB,)), (-2, 0, R, (LT,))]
    assert domino_squares(2, 1, 1, 3, data) == [(1, 1, Y, (LB,)), (1, -1, R, (RT,))]


def test_level_k_squares_are_offset_by_k_minus_1_quarters():
    assert to_quarter(1, 0, 0) == (0, 0)
    assert to_quarter(2, 0, 0) == (1, 1)
    assert to_quarter(3, 0, 0) == (2, 2)
    assert from_quarter(2, 3, 5) == (1, 2)
    assert from_quarter(2, 2, 5) is None
    assert from_quarter(1, 1, 0) is None


def test_upper_square_covers_one_quarter_of_four_squares_below():
    p = blank()
    for qx, qy in ((0, 0), (2, 0), (0, 2), (2, 2)):
        square(p, 1, qx, qy, Y)
    square(p, 2, 1, 1, R)
    red = {(qx, qy) for qx in range(4) for qy in range(4)
           if p.surface[qindex(qx, qy)] >> 1 == R}
    assert red == {(1, 1), (2, 1), (1, 2), (2, 2)}


def test_levels_shrink_by_one_square_each_way():
    assert [level_rect((0, 0, 5, 4), k)[2:] for k in (1, 2, 3, 4)] == [
        (5, 4), (4, 3), (3, 2), (2, 1)]
    assert [level_rect((-1, -2, 4, 5), k)[2:] for k in (1, 2, 3, 4)] == [
        (4, 5), (3, 4), (2, 3), (1, 2)]
