"""A run-time check of a JSON-like value against a type built of TypedDicts, lists, dicts,
unions, Literals and plain types: the keys of every TypedDict at every level exactly (its
required keys all there, nothing it does not declare), and every value's type."""

import functools
import types
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints, is_typeddict

PLAIN = (int, str, bool, float)


def mismatches(value, tp, path: str = "obs", seen: set | None = None) -> list[str]:
    """Where `value` does not match `tp` (empty: it matches). The TypedDicts matched are
    added to `seen`."""
    seen = set() if seen is None else seen
    if tp is Any:
        return []
    if tp is None or tp is type(None):
        return [] if value is None else [f"{path}: {value!r} is not None"]
    if is_typeddict(tp):
        return _typeddict(value, tp, path, seen)
    origin, args = get_origin(tp), get_args(tp)
    if origin in (Union, types.UnionType):
        found = []
        for option in args:
            matched: set = set()
            problems = mismatches(value, option, path, matched)
            if not problems:
                seen |= matched
                return []
            found.append(problems)
        return [f"{path}: matches none of {tp}"] + [p for each in found for p in each]
    if origin is Literal:
        if any(value == arg and type(value) is type(arg) for arg in args):
            return []
        return [f"{path}: {value!r} is none of {args}"]
    if origin is list:
        if not isinstance(value, list):
            return [f"{path}: {type(value).__name__} where a list belongs"]
        return [p for i, item in enumerate(value)
                for p in mismatches(item, args[0], f"{path}[{i}]", seen)]
    if origin is dict:
        if not isinstance(value, dict):
            return [f"{path}: {type(value).__name__} where a dict belongs"]
        return [p for key, item in value.items()
                for p in mismatches(key, args[0], f"{path} key {key!r}", seen)
                + mismatches(item, args[1], f"{path}[{key!r}]", seen)]
    if tp in PLAIN:
        if type(value) is tp or (tp is float and type(value) is int):
            return []
        return [f"{path}: {value!r} is not {tp.__name__}"]
    raise TypeError(f"{path}: cannot check against {tp!r}")


def _typeddict(value, tp, path: str, seen: set) -> list[str]:
    if not isinstance(value, dict):
        return [f"{path}: {type(value).__name__} where {tp.__name__} belongs"]
    hints = _hints(tp)
    required, optional = tp.__required_keys__, tp.__optional_keys__
    problems = [f"{path}: {tp.__name__} lacks {key!r}" for key in sorted(required - value.keys())]
    problems += [f"{path}: {tp.__name__} has no key {key!r}"
                 for key in sorted(value.keys() - required - optional)]
    for key in sorted(value.keys() & hints.keys()):
        problems += mismatches(value[key], hints[key], f"{path}.{key}", seen)
    if not problems:
        seen.add(tp)
    return problems


@functools.cache
def _hints(tp) -> dict:
    return get_type_hints(tp)


def typeddicts(tp, found: set | None = None) -> set:
    """Every TypedDict reachable from `tp`."""
    found = set() if found is None else found
    if is_typeddict(tp):
        if tp in found:
            return found
        found.add(tp)
        for hint in get_type_hints(tp).values():
            typeddicts(hint, found)
        return found
    for arg in get_args(tp):
        if not isinstance(arg, str | int | bool):  # Literal values
            typeddicts(arg, found)
    return found
