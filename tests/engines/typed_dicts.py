"""A run-time check of a JSON-like value against a type built of TypedDicts, lists, dicts,
unions, Literals and plain types: the keys of every TypedDict at every level exactly (its
required keys all there, nothing it does not declare), and every value's type.

A value is first checked by a checker made once per type (`_checker`: yes or no, no paths
built); only a value that fails is walked again to say where."""

import functools
import types
from collections.abc import Callable
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints, is_typeddict

PLAIN = (int, str, bool, float)


def mismatches(value, tp, path: str = "obs", seen: set | None = None) -> list[str]:
    """Where `value` does not match `tp` (empty: it matches). The TypedDicts matched are
    added to `seen`."""
    seen = set() if seen is None else seen
    if _checker(tp)(value, seen):
        return []
    return _mismatches(value, tp, path, seen)


def _mismatches(value, tp, path: str, seen: set) -> list[str]:
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
            problems = _mismatches(value, option, path, matched)
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
                for p in _mismatches(item, args[0], f"{path}[{i}]", seen)]
    if origin is dict:
        if not isinstance(value, dict):
            return [f"{path}: {type(value).__name__} where a dict belongs"]
        return [p for key, item in value.items()
                for p in _mismatches(key, args[0], f"{path} key {key!r}", seen)
                + _mismatches(item, args[1], f"{path}[{key!r}]", seen)]
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
        problems += _mismatches(value[key], hints[key], f"{path}.{key}", seen)
    if not problems:
        seen.add(tp)
    return problems


@functools.cache
def _hints(tp) -> dict:
    return get_type_hints(tp)


Checker = Callable[[Any, set], bool]


@functools.cache
def _checker(tp) -> Checker:
    """Whether a value matches `tp`, adding the TypedDicts it matched to the set given: what
    `_mismatches` finds no problem in, without building a path."""
    if tp is Any:
        return lambda value, seen: True
    if tp is None or tp is type(None):
        return lambda value, seen: value is None
    if is_typeddict(tp):
        return _typeddict_checker(tp)
    origin, args = get_origin(tp), get_args(tp)
    if origin in (Union, types.UnionType):
        return _union_checker(args)
    if origin is Literal:
        return lambda value, seen: any(value == arg and type(value) is type(arg)
                                       for arg in args)
    if origin is list:
        item_ok = _checker(args[0])
        return lambda value, seen: isinstance(value, list) and all(
            item_ok(item, seen) for item in value)
    if origin is dict:
        key_ok, item_ok = _checker(args[0]), _checker(args[1])
        return lambda value, seen: isinstance(value, dict) and all(
            key_ok(key, seen) and item_ok(item, seen) for key, item in value.items())
    if tp is float:
        return lambda value, seen: type(value) is float or type(value) is int
    if tp in PLAIN:
        return lambda value, seen: type(value) is tp
    raise TypeError(f"cannot check against {tp!r}")


def _union_checker(options) -> Checker:
    checkers = [_checker(option) for option in options]

    def check(value, seen: set) -> bool:
        for option_ok in checkers:
            matched: set = set()
            if option_ok(value, matched):
                seen |= matched
                return True
        return False
    return check


def _typeddict_checker(tp) -> Checker:
    required, declared = tp.__required_keys__, tp.__required_keys__ | tp.__optional_keys__
    fields: dict = {}

    def check(value, seen: set) -> bool:
        if not fields:  # on first use: a TypedDict may refer to itself
            fields.update({key: _checker(hint) for key, hint in _hints(tp).items()})
        if not isinstance(value, dict) or not required <= value.keys() <= declared:
            return False
        for key, item in value.items():
            field_ok = fields.get(key)
            if field_ok is not None and not field_ok(item, seen):
                return False
        seen.add(tp)
        return True
    return check


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
