"""Aton scoring: the four temples, black cells, bonus cells, ties, the post-scoring removal,
the return of priests and the end after a scoring."""

import pytest

from engines.aton.board import BLUE_CELLS, EMPTY, board_points, empty_board, index
from engines.aton.state import CATEGORIES, MAX_ROUNDS
from engines.core import IllegalAction, Rng

from .helpers import (
    BLUE,
    RED,
    cards_accounted,
    fresh,
    kinds,
    play_cards,
    priests_accounted,
    put,
    rebuilt,
    to_kingdom,
    with_points,
)


def board_with(red=(), blue=()):
    board = empty_board()
    for t, c in red:
        board[index(t, c)] = RED
    for t, c in blue:
        board[index(t, c)] = BLUE
    return board


# -- the temples ------------------------------------------------------------------------


def test_temple_1_majority_scores_the_difference_of_priests():
    board = board_with(red=[(1, c) for c in (0, 1, 2, 3, 8)], blue=[(1, 9), (1, 10)])
    assert board_points(board)[RED][0] == 3
    assert board_points(board)[BLUE][0] == 0


def test_temple_2_majority_scores_5():
    board = board_with(red=[(2, 0)], blue=[(2, 1), (2, 2)])
    assert board_points(board)[BLUE][1] == 5
    assert board_points(board)[RED][1] == 0


def test_temple_3_majority_scores_1_per_own_priest_there():
    board = board_with(red=[(3, c) for c in (0, 1, 2, 8)], blue=[(3, 9), (3, 10), (3, 4)])
    assert board_points(board)[RED][2] == 4


def test_temple_4_majority_scores_3_per_blue_cell_it_holds_in_all_temples():
    blue_cells = [(1, 7), (3, 7), (4, 7)]
    board = board_with(red=[(4, 0), (4, 1)] + blue_cells, blue=[(4, 8), (4, 9), (2, 7)])
    assert all(board[i] != EMPTY for i in BLUE_CELLS)
    assert board_points(board)[RED][3] == 9
    assert board_points(board)[BLUE][3] == 0


def test_temple_4_majority_without_blue_cells_scores_nothing():
    board = board_with(red=[(4, 0), (4, 1)], blue=[(1, 7)])
    assert board_points(board)[RED][3] == 0


def test_black_cells_majority_over_all_temples_scores_8():
    board = board_with(red=[(1, 4), (2, 5), (3, 6)], blue=[(4, 4), (4, 5)])
    assert board_points(board)[RED][4] == 8
    assert board_points(board)[BLUE][4] == 0


def test_bonus_cells_score_their_value_to_each_occupant():
    board = board_with(red=[(1, 6), (4, 3)], blue=[(3, 3), (4, 11), (3, 11)])
    # +1 and +2 for red; +1, +2, +1 for blue. Temple majorities also count here, so
    # check only the bonus column.
    assert board_points(board)[RED][5] == 3
    assert board_points(board)[BLUE][5] == 4


def test_ties_score_nothing_in_temples_and_black_cells():
    board = board_with(
        red=[(1, 0), (1, 4), (2, 0), (2, 4), (3, 0), (4, 0)],
        blue=[(1, 1), (1, 5), (2, 1), (2, 5), (3, 1), (4, 1)],
    )
    assert board_points(board) == [[0] * 6, [0] * 6]


def test_score_breakdown_names_every_source_and_sums_to_the_score():
    state = fresh()
    state = with_points(state, RED, [4, 3, 5, 6, 9, 8, 2])
    # the breakdown names the sources in the English rulebook's words ("cartouche"); the
    # categories themselves are identifiers kept in saves and events
    assert list(state.score_breakdown()[RED]) == ["Cartouche 1", *CATEGORIES[1:]]
    assert CATEGORIES == ("Ornament 1", "Temple 1", "Temple 2", "Temple 3", "Temple 4",
                          "Black cells", "Bonus cells")
    assert sum(state.score_breakdown()[RED].values()) == state.scores()[RED] == 37


# -- when scoring happens ----------------------------------------------------------------


def kingdom_almost_full_round():
    """Round 2, Kingdom 7/8; red (first) removes a blue priest and fills it."""
    state = fresh(round_=2)
    state = to_kingdom(state, RED, RED, RED, RED, BLUE, BLUE, BLUE)
    state = put(state, BLUE, (1, 0))
    state = put(state, RED, (2, 0), (2, 1), (2, 2), (2, 4), (1, 6))
    state, _ = play_cards(state, [1, 3, 1, 1], [1, 4, 4, 1])
    return state


def test_scoring_happens_when_the_kingdom_is_full_after_both_players_finish_the_round():
    state = kingdom_almost_full_round()
    assert state.to_move() == RED and state.phase == "remove"
    events = state.apply(("remove", 1, 0))
    assert kinds(events)[:2] == ["remove", "kingdom_full"]
    assert "scoring" not in kinds(events)
    state.apply(("place", 1, 1))
    # Blue still plays: removes two red priests (to supply: the Kingdom is full), places one.
    assert state.to_move() == BLUE and state.phase == "remove"
    events = state.apply(("remove", 2, 0))
    assert [e.data["to"] for e in events if e.kind == "remove"] == ["supply"]
    state.apply(("remove", 2, 1))
    assert state.phase == "place"
    events = state.apply(("place", 4, 7))
    assert kinds(events).index("scoring") > kinds(events).index("place")
    assert state.last_scoring == board_points(state.board)
    # red: temple 1 (2-0) 2, temple 2 (2-0) 5, black 8 (2-0... red holds (2,4) only), bonus 1
    assert state.last_scoring[RED] == [2, 5, 0, 0, 8, 1]
    # blue: temple 4 majority holding one blue cell
    assert state.last_scoring[BLUE] == [0, 0, 0, 3, 0, 0]
    assert state.scores() == [16, 3]
    assert state.phase == "post_remove"
    priests_accounted(state)


def test_scoring_adds_to_the_breakdown_by_source():
    state = kingdom_almost_full_round()
    for action in [("remove", 1, 0), ("place", 1, 1), ("remove", 2, 0), ("remove", 2, 1),
                   ("place", 4, 7)]:
        state.apply(action)
    breakdown = state.score_breakdown()
    assert breakdown[RED]["Temple 2"] == 5 and breakdown[RED]["Black cells"] == 8
    assert breakdown[BLUE]["Temple 4"] == 3


# -- after the scoring ------------------------------------------------------------------


def scored_state(red_cells, blue_cells, red_points=0, blue_points=0):
    """A state just after a scoring (round 2), with the given priests on the board: the
    Kingdom full (5 red, 3 blue), the round's second player places its last priest (the last
    of `blue_cells`, or of `red_cells` when blue has none) and the round ends; (state, the
    events of that placement)."""
    assert red_cells or blue_cells, "the round's last placement needs a priest to place"
    last = BLUE if blue_cells else RED
    state = fresh(round_=2)
    # ornament 3 = 4: the last priest may go to any temple; ornament 4 = 1: one to place
    state, _ = play_cards(state, [1, 2, 4, 1], [1, 2, 4, 1])
    cells = {RED: list(red_cells), BLUE: list(blue_cells)}
    placed = cells[last].pop()
    state = put(state, RED, *cells[RED])
    state = put(state, BLUE, *cells[BLUE])
    state = to_kingdom(state, *([RED] * 5 + [BLUE] * 3))
    state = with_points(with_points(state, RED, {0: red_points}), BLUE, {0: blue_points})
    seat = "rb"[last]
    state = rebuilt(state, phase="place", seat=seat, first="rb"[1 - last], step="1", todo="1")
    events = state.apply(("place", *placed))
    return state, events


def test_post_scoring_removal_starts_with_the_leader():
    state, _ = scored_state([(1, 0)], [(1, 1), (1, 2), (2, 0)])
    # blue leads after scoring (temple 1 majority 1 + temple 2 5 points)
    assert state.scores()[BLUE] > state.scores()[RED]
    assert state.phase == "post_remove" and state.to_move() == BLUE


def test_post_scoring_removal_starts_with_red_on_equal_scores():
    state, _ = scored_state([(1, 0)], [(1, 1)])
    assert state.scores() == [0, 0]
    assert state.to_move() == RED


def test_post_scoring_removal_takes_one_own_priest_from_each_temple():
    red = [(t, c) for t in (1, 2, 3, 4) for c in (0, 1)]
    state, _ = scored_state(red, [(1, 8)], red_points=20)
    assert state.to_move() == RED
    assert {a[1] for a in state.legal_actions()} == {1, 2, 3, 4}
    with pytest.raises(IllegalAction):
        state.apply(("remove", 1, 8))       # not red's own priest
    state.apply(("remove", 3, 1))
    assert {a[1] for a in state.legal_actions()} == {1, 2, 4}
    state.apply(("remove", 1, 0))
    state.apply(("remove", 4, 0))
    state.apply(("remove", 2, 1))
    assert state.board.count(RED) == 4
    assert [state.board[index(t, 0)] for t in (1, 2, 3, 4)] == [EMPTY, RED, RED, EMPTY]
    assert state.to_move() == BLUE


def test_post_scoring_removal_takes_from_a_higher_temple_where_the_player_has_none():
    red = [(2, 0), (2, 1), (3, 0), (3, 1)]
    state, _ = scored_state(red, [(1, 8)], red_points=20)
    # First the temples where red has priests (2 and 3) ...
    assert {a[1] for a in state.legal_actions()} == {2, 3}
    state.apply(("remove", 2, 0))
    state.apply(("remove", 3, 0))
    # ... then temple 1's share from any higher temple red holds (2 or 3) ...
    assert {a[1] for a in state.legal_actions()} == {2, 3}
    state.apply(("remove", 2, 1))
    # ... and temple 4's share, no higher temple holding one: from the highest that does.
    assert state.legal_actions() == [("remove", 3, 1)]
    state.apply(("remove", 3, 1))
    assert state.board.count(RED) == 0
    assert state.to_move() == BLUE


def test_post_scoring_pending_names_the_temples_paid_by_substitutes():
    red = [(2, 0), (2, 1), (3, 0), (3, 1)]
    state, _ = scored_state(red, [(1, 8)], red_points=20)
    pending = state.pending()
    assert pending["substitutes"] == [1, 4] and pending["remaining"] == 4
    state.apply(("remove", 2, 0))
    state.apply(("remove", 3, 0))
    assert state.pending()["substitutes"] == [1, 4] and state.pending()["temples"] == [2, 3]
    state.apply(("remove", 2, 1))
    assert state.pending()["substitutes"] == [4] and state.pending()["temples"] == [3]
    assert state.observation(RED)["pending"]["substitutes"] == [4]


def test_post_scoring_removal_higher_temple_is_the_players_choice():
    red = [(1, 0), (3, 0), (4, 0), (4, 1)]
    state, _ = scored_state(red, [(1, 8)], red_points=20)
    for action in [("remove", 1, 0), ("remove", 3, 0), ("remove", 4, 0)]:
        state.apply(action)
    # Temple 2 owes one: red holds temple 4 only (higher than 2).
    assert state.legal_actions() == [("remove", 4, 1)]


def test_post_scoring_removal_with_fewer_than_four_priests_removes_them_all():
    state, _ = scored_state([(3, 0)], [(1, 8)], red_points=20)
    state.apply(("remove", 3, 0))
    assert state.to_move() == BLUE


def test_priests_removed_and_in_the_kingdom_return_to_supply_and_next_round_starts():
    state, _ = scored_state([(1, 0), (1, 1)], [(2, 0)], red_points=20)
    state.apply(("remove", 1, 0))
    # temple 2's share, with no red priest in temple 2 or higher: from temple 1, the highest
    assert state.legal_actions() == [("remove", 1, 1)]
    state.apply(("remove", 1, 1))
    assert state.kingdom and state.to_move() == BLUE
    events = state.apply(("remove", 2, 0))
    assert "priests_return" in kinds(events)
    assert state.kingdom == []
    assert state.supply == [29, 29]
    assert state.round == 3 and state.phase in ("exchange", "assign")
    assert state.assigned == [[0] * 4, [0] * 4]
    priests_accounted(state)
    cards_accounted(state)


# -- the end after a scoring --------------------------------------------------------------


def test_game_ends_after_a_scoring_with_40_or_more_and_the_higher_total_wins():
    # blue reached 39 first, red passes it in the scoring: "it no longer matters who reached
    # 40 first"
    state, events = scored_state([(2, 0), (2, 1)], [(1, 0)], red_points=38, blue_points=39)
    assert state.is_over()
    assert state.scores() == [43, 40]
    assert state.winners() == [RED]
    assert state.end_reason == "40 points after a scoring"
    assert "post_remove" not in [e.kind for e in events]


def test_equal_totals_after_the_final_scoring_are_a_draw():
    state, _ = scored_state([(2, 0)], [(1, 0), (1, 1), (1, 8)], red_points=36, blue_points=38)
    # red: temple 2 = 5 -> 41; blue: temple 1 (3-0) 3 -> 41
    assert state.scores() == [41, 41]
    assert state.is_over() and state.winners() == [RED, BLUE]


def test_round_limit_ends_the_game_with_a_scoring():
    state = fresh(round_=MAX_ROUNDS)
    state = put(state, RED, (2, 0))
    state, _ = play_cards(state, [1, 2, 1, 1], [1, 3, 1, 1])
    assert len(state.kingdom) < 8
    while not state.is_over():
        state.apply(state.legal_actions()[0])
    assert state.end_reason == "Round limit"
    assert state.last_scoring is not None
    assert state.winners() == [RED]


def test_post_scoring_removal_always_takes_four_priests_or_all_there_are():
    rng = Rng(2024)
    for _ in range(40):
        cells = [(t, c) for t in (1, 2, 3, 4) for c in range(12)]
        rng.shuffle(cells)
        red_n, blue_n = rng.randrange(9), rng.randrange(9)
        red, blue = cells[:red_n], cells[red_n:red_n + blue_n]
        state, _ = scored_state(red, blue, red_points=1)
        before = [state.board.count(RED), state.board.count(BLUE)]
        if state.is_over():
            continue
        removed = [0, 0]
        while state.phase == "post_remove":
            seat = state.to_move()
            legal = state.legal_actions()
            assert legal and all(state.board[index(t, c)] == seat for _, t, c in legal)
            state.apply(legal[rng.randrange(len(legal))])
            removed[seat] += 1
        assert removed == [min(4, n) for n in before]
        priests_accounted(state)
