"""Level scoring on the visible surface, with hand-built pyramids and the rulebook examples.

Hand-built pyramids paint squares straight onto a pyramid's surface (quarter coordinates of
each square's top-left quarter; level k squares on quarters congruent to k - 1 mod 2).
"""

from engines.pyramids.scoring import level_score

from .helpers import B, G, N, R, Y, blank, square


def score(p, tokens):
    """(areas, mino, total) with tokens given as (colour, qx, qy)."""
    return level_score(p.surface, tokens)


def test_area_spans_two_levels_where_a_square_lies_on_its_colour():
    p = blank()
    square(p, 1, 0, 0, B, [0])      # blue, gem at its left-top quarter (stays visible)
    square(p, 1, 2, 0, R)
    square(p, 1, 0, 2, R)
    square(p, 1, 2, 2, R)
    square(p, 2, 1, 1, B, [3])      # a blue level-2 square on the blue one, gem right-bottom
    assert score(p, [(B, 1, 1)]) == ([(B, 2)], 2, 4)


def test_area_does_not_join_across_levels_on_another_colour():
    p = blank()
    square(p, 1, 0, 0, B, [0])
    square(p, 2, 1, 1, Y, [3])
    assert score(p, [(Y, 1, 1)]) == ([(Y, 1)], 1, 2)


def test_gem_hidden_by_an_upper_square_does_not_count():
    def build(with_cover):
        p = blank()
        square(p, 1, 0, 0, B, [3])  # its right-bottom quarter is under level 2 at (1, 1)
        square(p, 1, 2, 0, B, [0])  # gem at quarter (2, 0): visible
        if with_cover:
            square(p, 2, 1, 1, R)
        square(p, 2, 3, 1, B)       # blue level-2 square joined to the blue squares below
        return p

    assert score(build(False), [(B, 3, 1)]) == ([(B, 2)], 2, 4)
    assert score(build(True), [(B, 3, 1)]) == ([(B, 1)], 1, 2)


def test_single_tile_card_covers_a_gem():
    p = blank()
    square(p, 1, 0, 0, Y, [0])
    square(p, 1, 2, 0, Y, [2])
    assert score(p, [(Y, 2, 0)]) == ([(Y, 2)], 2, 4)
    square(p, 1, 0, 0, R, [3])      # a red card on the first yellow square
    areas, mino, total = score(p, [(Y, 2, 0), (R, 0, 0)])
    assert sorted(areas) == [(Y, 1), (R, 1)]
    assert (mino, total) == (1, 3)


def test_mino_bonus_counts_equal_smallest_areas_once():
    p = blank()
    square(p, 1, 0, 0, N, [0, 1, 2])
    square(p, 1, 2, 0, B, [0, 3])
    square(p, 1, 4, 0, Y, [1, 2])
    assert score(p, [(N, 0, 0), (B, 2, 0), (Y, 4, 0)]) == (
        [(N, 3), (B, 2), (Y, 2)], 2, 3 + 2 + 2 + 2)


def test_mino_bonus_single_area_counts_twice():
    p = blank()
    square(p, 1, 0, 0, G, [0, 1])
    square(p, 1, 2, 0, G, [2, 3])
    assert score(p, [(G, 2, 0)]) == ([(G, 4)], 4, 8)


def test_player_without_tokens_scores_nothing():
    p = blank()
    square(p, 1, 0, 0, G, [0, 1])
    assert score(p, []) == ([], 0, 0)


def test_areas_without_token_do_not_count():
    p = blank()
    square(p, 1, 0, 0, G, [0, 1])
    square(p, 1, 2, 0, R, [0, 1, 2, 3])
    assert score(p, [(G, 0, 0)]) == ([(G, 2)], 2, 4)


def test_areas_are_four_connected_not_diagonal():
    p = blank()
    square(p, 1, 0, 0, G, [0])
    square(p, 1, 2, 2, G, [0])      # touches the first only at a corner
    square(p, 1, 2, 0, R)
    square(p, 1, 0, 2, R)
    assert score(p, [(G, 0, 0)]) == ([(G, 1)], 1, 2)


# -- the rulebook's worked examples (pictures lost: one area per colour with those gems) ---

def areas_with(gem_counts):
    """A pyramid with one area per entry (colours in order), each a row of squares."""
    p = blank()
    tokens = []
    for colour, gems in enumerate(gem_counts):
        qy = 2 * colour - 8
        qx = 0
        while gems > 0:
            take = min(gems, 4)
            square(p, 1, qx, qy, colour, range(take))
            gems -= take
            qx += 2
        tokens.append((colour, 0, qy))
    return p, tokens


def test_rulebook_level1_example_scores_24():
    p, tokens = areas_with([4, 4, 3, 4, 3, 3])
    areas, mino, total = score(p, tokens)
    assert [g for _c, g in areas] == [4, 4, 3, 4, 3, 3]
    assert (mino, total) == (3, 24)


def test_rulebook_level2_example_scores_23():
    assert score(*areas_with([6, 5, 4, 4]))[1:] == (4, 23)


def test_rulebook_level3_example_scores_29():
    assert score(*areas_with([7, 6, 6, 5]))[1:] == (5, 29)


def test_rulebook_level4_example_without_single_tile_scores_14():
    assert score(*areas_with([7]))[1:] == (7, 14)


def test_rulebook_level4_example_with_single_tile_scores_22():
    assert score(*areas_with([8, 7]))[1:] == (7, 22)
