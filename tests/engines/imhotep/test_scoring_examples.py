"""The rulebook's worked scoring examples, with the rulebook's numbers (pure functions)."""

from engines.imhotep import scoring

from .helpers import BLACK, BROWN, GRAY, WHITE

# The 4-player tomb of the side A example, column by column from the top left:
#   col0 G G G | col1 G G G | col2 Br Br Br | col3 W W B | col4 Br
TOMB_A_EXAMPLE = [GRAY] * 6 + [BROWN] * 3 + [WHITE, WHITE, BLACK, BROWN]

# The side B example: top row W W W Br G, middle row B B B W, bottom row G G G G.
TOMB_B_EXAMPLE = [
    WHITE, BLACK, GRAY,
    WHITE, BLACK, GRAY,
    WHITE, BLACK, GRAY,
    BROWN, WHITE, GRAY,
    GRAY,
]


def test_tomb_a_groups_score_white_3_black_1_brown_6_plus_1_gray_15_plus_2():
    groups = sorted(scoring.tomb_groups(TOMB_A_EXAMPLE))
    assert groups == [(BLACK, 1), (WHITE, 2), (BROWN, 1), (BROWN, 3), (GRAY, 6)]
    assert scoring.tomb_a_points(TOMB_A_EXAMPLE, 4) == [1, 3, 6 + 1, 15 + 2]


def test_tomb_a_diagonal_stones_are_not_connected():
    # col0: W B -, col1: B W  -> the whites touch only diagonally
    tomb = [WHITE, BLACK, BLACK, BLACK, WHITE, BLACK]
    assert sorted(s for o, s in scoring.tomb_groups(tomb) if o == WHITE) == [1, 1]


def test_group_table_1_3_6_10_15_then_plus_2():
    assert [scoring.group_points(n) for n in range(1, 9)] == [1, 3, 6, 10, 15, 17, 19, 21]


def test_statues_three_cards_score_6():
    assert scoring.group_points(3) == 6


def test_tomb_b_rows_score_8_then_3_and_3_then_8_and_4_then_8():
    rows = scoring.tomb_rows(TOMB_B_EXAMPLE, 4)
    assert rows == [[0, 3, 1, 1], [3, 1, 0, 0], [0, 0, 0, 4]]
    assert scoring.shared_rank_points(rows[0], (8, 4, 2, 1)) == [0, 8, 3, 3]
    assert scoring.shared_rank_points(rows[1], (8, 4, 2, 1)) == [8, 4, 0, 0]
    assert scoring.shared_rank_points(rows[2], (8, 4, 2, 1)) == [0, 0, 0, 8]
    assert scoring.tomb_b_points(TOMB_B_EXAMPLE, 4) == [8, 12, 3, 11]


def test_obelisk_a_ties_share_rounded_down_15_7_7_0():
    heights = [3, 4, 0, 3]  # black, white, brown, gray
    assert scoring.obelisk_a_points(heights) == [7, 15, 0, 7]


def test_obelisk_a_tables_per_player_count():
    assert scoring.obelisk_a_points([5, 2]) == [10, 1]
    assert scoring.obelisk_a_points([1, 2, 3]) == [1, 6, 12]
    assert scoring.obelisk_a_points([2, 2, 2]) == [6, 6, 6]  # (12+6+1)//3
    assert scoring.obelisk_a_points([0, 0]) == [0, 0]


def test_decoration_with_13_stones_on_site_scores_4():
    assert scoring.decoration_points(13) == 4
    assert scoring.decoration_points(len(TOMB_A_EXAMPLE)) == 4


def test_temple_visibility_gray_2_white_brown_black_1():
    temple = [BLACK, WHITE, BROWN, WHITE, BLACK, GRAY, GRAY, BROWN]  # width 5, 2nd layer 3
    visible = scoring.temple_visible(temple, 5)
    assert visible == [(0, GRAY), (1, GRAY), (2, BROWN), (3, WHITE), (4, BLACK)]
    counts = [sum(1 for _, o in visible if o == p) for p in range(4)]
    assert counts == [1, 1, 1, 2]
