"""A state declared once (engines.core.fields): the generated clone, saving and loading."""

import json

import pytest

from engines.core import Rng
from engines.core.fields import (
    CLEARED,
    COPIES,
    LIST,
    LISTS,
    OPTIONAL_LIST,
    RNG,
    Field,
    Fields,
)
from tests.conformance import shared_parts, state_fields


class Box:
    FIELDS = Fields(
        Field("size"), Field("items", LIST), Field("rows", LISTS), Field("notes", COPIES),
        Field("maybe", OPTIONAL_LIST), Field("rng", RNG, encode=lambda r: r.state, decode=Rng),
        Field("pair", key="two", encode=list, decode=tuple),
        Field("cache", CLEARED, saved=False), Field("derived", saved=False, default=7),
    )
    __slots__ = FIELDS.names
    clone = FIELDS.clone_method()


def box() -> Box:
    b = object.__new__(Box)
    b.size, b.items, b.rows, b.notes = 3, [1, 2], [[1], [2, 3]], [{"a": 1}]
    b.maybe, b.rng, b.pair, b.cache, b.derived = [4], Rng(9), (1, 2), [0], 8
    return b


def test_the_clone_copies_every_field_by_its_rule_and_shares_nothing_mutable():
    original = box()
    copy = original.clone()
    assert type(copy) is Box
    assert copy.cache is None  # CLEARED
    fields = state_fields(copy)
    assert fields == dict(state_fields(original), rng=fields["rng"], cache=None)
    assert copy.rng.state == original.rng.state
    assert shared_parts(copy, original) == []
    copy.items.append(5)
    copy.rows[1].append(4)
    copy.notes[0]["b"] = 2
    copy.maybe.append(1)
    assert original.items == [1, 2] and original.rows == [[1], [2, 3]]
    assert original.notes == [{"a": 1}] and original.maybe == [4]


def test_saving_writes_the_saved_fields_under_their_keys_and_loading_reads_them_back():
    original = box()
    data = Box.FIELDS.to_json(original, {"version": 1})
    assert data == {"version": 1, "size": 3, "items": [1, 2], "rows": [[1], [2, 3]],
                    "notes": [{"a": 1}], "maybe": [4], "rng": 9, "two": [1, 2]}
    loaded = Box.FIELDS.load(Box, json.loads(json.dumps(data)))
    assert loaded.pair == (1, 2) and loaded.rng.state == 9
    assert loaded.cache is None and loaded.derived == 7  # unsaved: their defaults
    assert loaded.rows == original.rows and loaded.rows is not data["rows"]
    data["rows"][0].append(99)
    assert loaded.rows == [[1], [2, 3]]  # the loaded state shares nothing with its JSON


def test_a_saved_field_missing_from_the_json_is_refused():
    data = Box.FIELDS.to_json(box(), {})
    del data["items"]
    with pytest.raises(KeyError):
        Box.FIELDS.load(Box, data)


def test_a_field_declared_twice_is_refused():
    with pytest.raises(ValueError, match="twice"):
        Fields(Field("a"), Field("a", LIST))
