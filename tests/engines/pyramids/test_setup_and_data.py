"""Components and setup: the 90 dominoes, tokens, cards, quarry and the four stacks."""

from collections import Counter

import pytest

from engines import get_engine
from engines.core import IllegalAction
from engines.pyramids.data import COLOURS, DOMINO_CODES, DOMINOES, NUM_DOMINOES

from .helpers import game


def test_ninety_distinct_dominoes_with_two_gems_each():
    assert NUM_DOMINOES == 90
    assert len(set(DOMINO_CODES)) == 90
    assert all(len(ga) + len(gb) == 2 for _a, _b, ga, gb in DOMINOES)


def test_domino_totals_match_the_component_table():
    squares, gems = Counter(), Counter()
    for a, b, ga, gb in DOMINOES:
        squares[COLOURS[a]] += 1
        squares[COLOURS[b]] += 1
        gems[COLOURS[a]] += len(ga)
        gems[COLOURS[b]] += len(gb)
    assert squares == {"N": 37, "B": 34, "Y": 31, "A": 29, "R": 26, "G": 23}
    assert gems == {"N": 24, "B": 28, "Y": 29, "A": 31, "R": 32, "G": 36}


def test_domino_code_reads_colours_then_gem_corners():
    yn16 = DOMINOES[DOMINO_CODES.index("YN16")]
    assert yn16 == (COLOURS.index("Y"), COLOURS.index("N"), (1,), (2,))
    gr13 = DOMINOES[DOMINO_CODES.index("GR13")]
    assert gr13 == (COLOURS.index("G"), COLOURS.index("R"), (1, 3), ())


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_tokens_cards_quarry_and_four_stacks(players):
    state = game(players, seed=7)
    for p in state.pyramids:
        assert p.tokens == [None] * 6
        assert p.cards_left() == [0, 1, 2]
        assert p.pieces == [] and p.cards == []
    assert len(state.quarry) == 3
    assert sorted(len(st) for st in state.stacks) == [21, 22, 22, 22]
    assert sorted(state.quarry + [d for st in state.stacks for d in st]) == list(range(90))
    assert state.to_move() == 0 and state.level == 1
    assert state.legal_actions() == [("take", 0), ("take", 1), ("take", 2)]


def test_setup_is_shuffled_by_the_seed():
    assert game(2, seed=1).stacks != game(2, seed=2).stacks


def test_player_counts_two_to_four():
    engine = get_engine("pyramids")
    for bad in (1, 5):
        with pytest.raises(IllegalAction):
            engine.new_game(bad, {}, 1)


def test_only_stack_tops_are_visible():
    state = game(3, seed=4)
    obs = state.observation(0)
    assert [s["size"] for s in obs["stacks"]] == [len(st) for st in state.stacks]
    assert [s["top"]["id"] for s in obs["stacks"]] == [st[-1] for st in state.stacks]
    hidden = {d for st in state.stacks for d in st[:-1]}
    shown = {s["top"]["id"] for s in obs["stacks"]} | {q["id"] for q in obs["quarry"]}
    assert not hidden & shown
