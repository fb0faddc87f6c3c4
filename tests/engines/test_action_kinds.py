"""Typed actions (engines.core.actions.ActionKinds): the one decoder from plain tuples."""

from typing import Literal, NamedTuple

import pytest

from engines.archaeology import ENGINE as ARCHAEOLOGY
from engines.archaeology.actions import ArchaeologyAction
from engines.aton import ENGINE as ATON
from engines.aton.actions import Assign, AtonAction
from engines.core import Rng
from engines.core.actions import ActionKinds, action_from_json, action_to_json
from engines.imhotep import ENGINE as IMHOTEP
from engines.imhotep.actions import ImhotepAction
from engines.pyramids import ENGINE as PYRAMIDS
from engines.pyramids.actions import PyramidsAction


class Take(NamedTuple):
    kind: Literal["take"]
    heap: int
    count: int


class Flag(NamedTuple):
    kind: Literal["flag"]
    on: bool


class Stop(NamedTuple):
    kind: Literal["stop"]


KINDS = ActionKinds(Take, Flag, Stop)


def test_a_plain_tuple_of_a_declared_kind_becomes_its_record():
    take = KINDS.decode(("take", 1, 2))
    assert type(take) is Take and take.heap == 1 and take.count == 2
    assert take == ("take", 1, 2)  # still a tuple: equal, same hash, same JSON
    assert hash(take) == hash(("take", 1, 2))
    assert action_to_json(take) == ["take", 1, 2]
    assert KINDS.decode(action_from_json(["take", 1, 2])) == take
    assert type(KINDS.decode(("flag", True))) is Flag and KINDS.decode(("stop",)) == ("stop",)
    same = Take("take", 0, 1)
    assert KINDS.decode(same) is same


@pytest.mark.parametrize("value", [
    ["take", 1, 2], ("take", 1.0, 2), ("take", True, 2), ("take", "1", 2), ("take", 1),
    ("take", 1, 2, 3), ("take", [1], 2), ("flag", 1), ("flag", 0), ("go",), (), None, 7,
    ("stop", None), ((), 1), ([], 1), ({"take": 1},),
])
def test_anything_else_is_refused(value):
    assert KINDS.decode(value) is None


def test_aton_plays_and_offers_its_typed_records():
    state = ATON.new_game(2, None, 3)
    while not state.is_over():
        legal = state.legal_actions()
        assert all(isinstance(action, AtonAction) for action in legal)
        state.apply(tuple(legal[-1]))  # a plain tuple (as a save gives) is decoded
    assert isinstance(Assign("assign", 1, 2), tuple)


def test_archaeology_plays_and_offers_its_typed_records():
    state = ARCHAEOLOGY.new_game(3, None, 4)
    rng = Rng(8)
    while not state.is_over():
        legal = state.legal_actions()
        assert all(isinstance(action, ArchaeologyAction) for action in legal)
        state.apply(tuple(legal[rng.randrange(len(legal))]))  # plain tuples are decoded


@pytest.mark.parametrize("side", ["A", "B"])
def test_imhotep_plays_and_offers_its_typed_records(side):
    options = {name: side for name in ("market", "pyramids", "temple", "tomb", "obelisks")}
    state = IMHOTEP.new_game(4, options, 6)
    rng = Rng(2)
    while not state.is_over():
        legal = state.legal_actions()
        assert all(isinstance(action, ImhotepAction) for action in legal)
        state.apply(tuple(legal[rng.randrange(len(legal))]))  # plain tuples are decoded


def test_pyramids_plays_and_offers_its_typed_records():
    for players in (2, 4):
        state = PYRAMIDS.new_game(players, None, 7)
        rng = Rng(players)
        while not state.is_over():
            legal = state.legal_actions()
            assert all(isinstance(action, PyramidsAction) for action in legal)
            state.apply(tuple(legal[rng.randrange(len(legal))]))  # plain tuples are decoded
