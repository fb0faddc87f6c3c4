"""The where-won tool (tests/bench/pyramids_where_won.py) sums each game's record from the
first bot's side: its wins (a shared win as a share), level scores of games without an
eliminated player, cards by level, ties, and the leader after each level."""

from tests.bench.pyramids_where_won import summary


def seat(levels, card_levels=(), eliminated=False):
    return {"levels": list(levels), "card_levels": list(card_levels), "eliminated": eliminated}


def test_records_are_summed_from_the_first_bots_side():
    records = [
        # the first bot at seat 1 wins, ahead after every level
        {"first": 1, "winners": [1],
         "seats": [seat([18, 15, 12, 10], [4]), seat([20, 16, 14, 9], [1, 1])]},
        # the first bot at seat 0 ties on points and loses on cards: behind after level 1,
        # level after level 2, ahead after level 3
        {"first": 0, "winners": [1],
         "seats": [seat([17, 18, 16, 9], [1, 2, 3]), seat([19, 16, 15, 10])]},
        # an eliminated player: counted in wins and cards, not in level scores or ties
        {"first": 0, "winners": [0],
         "seats": [seat([20, 10, 5, 5], [2]), seat([5, 0, 0, 0], [1, 2, 3], True)]},
    ]
    s = summary(records)
    assert s["games"] == 3 and s["finished"] == 2
    assert s["wins"] == 2.0
    assert s["level_means"][0] == [18.5, 17.0, 15.0, 9.0]
    assert s["level_means"][1] == [18.5, 15.5, 13.5, 10.0]
    assert s["cards_by_level"][0] == {1: 3, 2: 2, 3: 1}
    assert s["cards_by_level"][1] == {1: 1, 2: 1, 3: 1, 4: 1}
    assert s["wins_by_cards"] == {1: (1.0, 1), 2: (1.0, 1), 3: (0.0, 1)}
    assert s["ties"] == 1 and s["ties_won"] == 0.0
    # the leader after level 1 won both games; after level 2 game 2 is level (35 each) and
    # does not count; after level 3 the first bot led game 2 and lost it
    assert s["leader_games"][1] == 2 and s["leader_wins"][1] == 2
    assert s["leader_games"][2] == 1 and s["leader_wins"][2] == 1
    assert s["leader_games"][3] == 2 and s["leader_wins"][3] == 1
