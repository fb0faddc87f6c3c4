"""Levels: forced filling, elimination, level scoring in play, the next first player, the
end after level 4 and the tie-breaks."""

from engines.core import Rng
from engines.pyramids.state import CATEGORIES, best_seats, next_first_player

from .helpers import (
    HOLES_LAYOUT_FOR_TESTS,
    LAYOUT,
    LEVEL1_4X5,
    B,
    G,
    N,
    R,
    careful_choice,
    dominoes_accounted,
    game,
    play_level,
    play_turn,
    put_in_quarry,
)

HOLES_LAYOUT = HOLES_LAYOUT_FOR_TESTS


def lay_nine_with_holes(players=2, cards_used=0):
    state = game(players, seed=11)
    state.pyramids[0].cards = [(1, 0, 0, c, 0, False) for c in (0, 2, 4)[:cards_used]]
    for turn in range(9):
        for _ in range(players):
            seat = state.to_move()
            qx, qy, o = HOLES_LAYOUT[turn] if seat == 0 else LEVEL1_4X5[turn]
            play_turn(state, qx, qy, o)
    return state


def test_forced_filling_when_no_domino_fits_the_two_holes():
    state = lay_nine_with_holes()
    assert state.to_move() == 0 and state.phase == "fill"
    legal = state.legal_actions()
    assert {a[1:3] for a in legal} == {(6, 0), (0, 8)}
    assert len(legal) == 2 * 6 * 4
    tokens = list(state.pyramids[0].tokens)
    state.apply(("fill", 6, 0, R, 2))
    assert state.to_move() == 0 and state.phase == "fill"
    assert {a[3] for a in state.legal_actions()} == {0, 1, 2, 3}      # red/green card used
    state.apply(("fill", 0, 8, B, 0))
    p = state.pyramids[0]
    assert p.level_done(1)
    assert p.tokens == tokens                           # no token goes on a forced card
    assert [c[5] for c in p.cards] == [True, True]
    assert state.to_move() == 1
    dominoes_accounted(state)


def test_forced_filling_does_not_take_from_the_quarry():
    state = lay_nine_with_holes()
    quarry = list(state.quarry)
    state.apply(("fill", 6, 0, R, 2))
    state.apply(("fill", 0, 8, B, 0))
    assert state.quarry == quarry


def test_too_few_cards_for_the_holes_eliminates_and_ends_a_two_player_game():
    state = lay_nine_with_holes(players=2, cards_used=2)
    assert state.is_over()
    assert state.pyramids[0].eliminated
    assert state.winners() == [1]


def test_eliminated_player_is_skipped_and_cannot_win():
    state = lay_nine_with_holes(players=3, cards_used=2)
    assert not state.is_over()
    assert state.pyramids[0].eliminated
    assert state.to_move() == 1
    rng = Rng(3)
    while not state.is_over():
        assert state.to_move() != 0
        state.apply(careful_choice(state, rng))
    assert 0 not in state.winners()
    assert len(state.pyramids[0].results) == 0


SEAT0_LEVEL1 = ["GG47", "NN16", "NN07", "NN26", "NN37", "NN06", "BB26", "BB37", "BB16", "BB07"]


def test_level_scored_in_play_then_tokens_return():
    """Seat 0: a green domino (2 gems), 5 brown dominoes forming one area (10 gems), 4 blue
    dominoes forming one area (8 gems): 20 points + Mino bonus 2 = 22."""
    state = game(2, seed=2)
    codes = {0: SEAT0_LEVEL1, 1: [None] * 10}
    count = {0: 0, 1: 0}
    events = []
    while state.level == 1:
        seat = state.to_move()
        qx, qy, o = LEVEL1_4X5[count[seat]]
        if codes[seat][count[seat]] is not None:
            state = put_in_quarry(state, 0, codes[seat][count[seat]])
        events += play_turn(state, qx, qy, o)
        count[seat] += 1
    p = state.pyramids[0]
    areas, mino, total = p.results[0]
    assert sorted(areas) == sorted([(G, 2), (N, 10), (B, 8)])
    assert (mino, total) == (2, 22)
    scored = [e for e in events if e.kind == "level_scored" and e.seat == 0][0]
    assert scored.data["total"] == 22 and scored.data["mino"] == 2
    assert all(t is None for q in state.pyramids for t in q.tokens)
    breakdown = state.score_breakdown()[0]
    assert breakdown["Level 1"] == 20 and breakdown["Mino bonus"] == 2
    assert sum(breakdown.values()) == state.scores()[0] == 22
    totals = {s: q.results[0][2] for s, q in enumerate(state.pyramids)}
    assert state.first == next_first_player(totals, 0, 2)
    assert state.to_move() == state.first and state.level == 2


def test_next_first_player_is_the_lowest_level_score():
    """Rulebook example: level 1 scores A 20, B 24, C 21, T 18: T starts level 2."""
    assert next_first_player({0: 20, 1: 24, 2: 21, 3: 18}, 0, 4) == 3


def test_next_first_player_tie_goes_to_the_nearest_from_the_previous_first():
    assert next_first_player({0: 18, 1: 24, 2: 18, 3: 30}, 1, 4) == 2
    assert next_first_player({0: 18, 1: 24, 2: 18, 3: 30}, 3, 4) == 0
    assert next_first_player({0: 18, 2: 18}, 2, 3) == 2


def test_game_ends_after_level_four():
    state = game(2, seed=8)
    for level, layout in enumerate(LAYOUT, start=1):
        assert state.level == level and not state.is_over()
        play_level(state, layout)
    assert state.is_over() and state.to_move() is None and state.legal_actions() == []
    for p in state.pyramids:
        assert len(p.results) == 4
        assert [lv for lv, *_ in p.pieces].count(4) == 1
    assert [sum(b.values()) for b in state.score_breakdown()] == state.scores()
    assert set(state.score_breakdown()[0]) == set(CATEGORIES)
    dominoes_accounted(state)


def finished(results, cards):
    """The winners of a finished game whose players scored `results` (level totals) with
    `cards` single-tile cards used."""
    return best_seats({seat: (levels, used)
                       for seat, (levels, used) in enumerate(zip(results, cards, strict=True))})


def test_highest_total_wins():
    """Rulebook score sheet: A 89, B 98, C 86, T 83: B wins."""
    assert finished([[20, 24, 26, 19], [24, 23, 29, 22], [21, 22, 25, 18],
                     [18, 21, 24, 20]], [0, 0, 0, 0]) == [1]


def test_tie_break_fewer_single_tile_cards():
    assert finished([[20, 20, 20, 20], [10, 30, 20, 20]], [2, 1]) == [1]


def test_tie_break_best_single_level():
    assert finished([[20, 20, 20, 20], [10, 30, 20, 20]], [1, 1]) == [1]


def test_full_tie_is_shared():
    assert finished([[20, 20, 20, 20], [20, 20, 20, 20]], [1, 1]) == [0, 1]


def test_winners_empty_before_the_end():
    assert game().winners() == []
