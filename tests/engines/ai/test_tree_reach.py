"""The tree-reach tool (tests/bench/tree_reach.py) counts each tree node's visits under whose
decision it is, how often the deciding seat changed before it, and the step's kind; steps
the real position does not allow count as elsewhere."""

from types import SimpleNamespace

from engines import find_descriptor
from engines.pyramids import ENGINE
from tests.bench.tree_reach import reach


def node(visits, children=None):
    return SimpleNamespace(visits=visits, children=children or {})


def test_visits_are_counted_by_whose_turn_how_far_and_which_step():
    kind = find_descriptor("pyramids").phrasing.kind
    state = ENGINE.new_game(2, None, 3)
    seat = state.to_move()
    take = state.legal_actions()[0]
    after_take = state.clone()
    after_take.apply(take)
    place = after_take.legal_actions()[0]
    turn_end = after_take.clone()
    turn_end.apply(place)
    steps = []
    while turn_end.to_move() == seat:              # the rest of the seat's turn
        step = turn_end.legal_actions()[0]
        steps.append(step)
        turn_end.apply(step)
    other_take = turn_end.legal_actions()[0]
    chain = node(2)
    tail = chain
    for step in reversed(steps):
        chain = node(2, {step: chain})
    tail.children = {other_take: node(1)}
    root = node(10, {take: node(7, {place: chain, ("take", 9): node(3)}),
                     ("nothing", 0): node(2), state.legal_actions()[1]: node(0)})
    counts = reach(root, state, seat, kind)
    assert counts[("own", 0, "take")] == 7, "an unvisited child counts nothing"
    assert counts[("own", 0, "place")] == 2
    assert counts[("other", 1, "take")] == 1, "the other seat's take opens turn +1"
    assert counts["elsewhere"] == 3 + 2
    assert sum(counts.values()) == 7 + 2 + 2 * len(steps) + 1 + 5
