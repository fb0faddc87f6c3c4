"""Turning points name moves without pointing at a ghost (only the live Hint shows one), and
are never a move that was the bot's choice: only the seat's own differing choices are."""

import pytest

from engines import get_engine
from engines.ai.analysis import analyse, same_move
from engines.ai.budget import Budget
from engines.ai.hint import hint
from engines.ai.hint_phrases import describe_move
from engines.aton.board import cell_kind
from engines.core import Rng


def reach(game, players, seed, wanted):
    """The first position along a random game where `wanted(legal)` holds."""
    state = get_engine(game).new_game(players, None, seed)
    rng = Rng(seed)
    while not state.is_over():
        legal = state.legal_actions()
        if wanted(legal):
            return state
        state.apply(legal[rng.randrange(len(legal))])
    raise AssertionError("no such position")


def two_spots(legal):
    """Two placements of one domino, level and turn at different spots, or None."""
    places = [a for a in legal if a[0] == "place"]
    for a in places:
        for b in places:
            if (a.level, a.orient) == (b.level, b.orient) and (a.x, a.y) != (b.x, b.y):
                return a, b
    return None


def test_a_pyramids_placement_points_at_the_ghost_only_on_the_table():
    state = reach("pyramids", 2, 3, lambda legal: legal[0][0] == "take")
    take = next(a for a in state.legal_actions() if a[0] == "take")
    world = state.clone()
    world.apply(take)
    place = world.legal_actions()[0]
    named = describe_move("pyramids", state, [take, place]).english()
    assert named.startswith(f"take domino {take[1] + 1} from the quarry and lay it on level ")
    assert "ghost" not in named
    shown = describe_move("pyramids", state, [take, place], on_table=True).english()
    assert shown == named + ", where the ghost shows"
    alone = describe_move("pyramids", world, [place]).english()
    assert "ghost" not in alone
    assert describe_move("pyramids", world, [place], on_table=True).english().endswith(
        ", where the ghost shows")


def test_the_live_hint_points_at_its_ghost():
    state = reach("pyramids", 2, 3, lambda legal: legal[0][0] == "take")
    h = hint(state, state.to_move(), 1, "pyramids", Budget(iterations=30), cap=False)
    assert any(step[0] == "place" for step in h.steps)
    assert h.move.english().count(", where the ghost shows") == 1


def test_same_move_in_words_only_where_the_words_name_the_move():
    state = reach("pyramids", 2, 5, two_spots)
    a, b = two_spots(state.legal_actions())
    assert describe_move("pyramids", state, [a]).english() == \
        describe_move("pyramids", state, [b]).english()
    assert not same_move("pyramids", state, [a], [b])
    assert same_move("pyramids", state, [a], [a])

    def yellow_pair(legal):
        cells = [a for a in legal if a[0] == "place" and a[1] == 1
                 and cell_kind(a[1], a[2])[0] == "Y"]
        return len(cells) >= 2

    aton = reach("aton", 2, 1, yellow_pair)
    first, second = [a for a in aton.legal_actions() if a[0] == "place" and a[1] == 1
                     and cell_kind(a[1], a[2])[0] == "Y"][:2]
    assert same_move("aton", aton, [first], [second])  # two yellow cells of one temple
    other = next(a for a in aton.legal_actions() if a[0] == "place" and a[1] != 1)
    assert not same_move("aton", aton, [first], [other])
    cards = reach("aton", 2, 1, lambda legal: legal[0][0] == "assign")
    laid = [("assign", 1, 2), ("assign", 2, 3)]
    assert same_move("aton", cards, laid, laid[::-1])  # cards read by ornament in any order


@pytest.mark.parametrize("game", ["pyramids", "aton"])
def test_an_analysed_game_has_no_agreed_turning_point(game):
    engine = get_engine(game)
    state = engine.new_game(2, None, 7)
    rng = Rng(7)
    actions = []
    while not state.is_over():
        legal = state.legal_actions()
        action = legal[rng.randrange(len(legal))]
        actions.append(action)
        state.apply(action)
    result = analyse(game, 2, None, 7, actions)
    by_ply = {d.ply: d for d in result.decisions}
    assert any(d.agreed for d in result.decisions)
    assert result.turning_points
    for point in result.turning_points:
        assert not by_ply[point.ply].agreed
