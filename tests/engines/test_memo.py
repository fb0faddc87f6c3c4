"""The bounded memo the bots' hot lookups share (engines/core/memo.py)."""

from engines.core.memo import remembered


def test_a_remembered_value_is_computed_once_per_key():
    calls = []

    def square(n):
        calls.append(n)
        return n * n

    cache: dict = {}
    assert remembered(cache, 10, "three", square, 3) == 9
    assert remembered(cache, 10, "three", square, 3) == 9
    assert calls == [3]


def test_a_full_memo_is_emptied_before_it_takes_another_value():
    cache: dict = {}
    for n in range(4):
        remembered(cache, 4, n, str, n)
    assert len(cache) == 4
    assert remembered(cache, 4, "new", str, 99) == "99"
    assert cache == {"new": "99"}
