"""Declared shapes of the network's messages, checked field by field.

A message is a JSON object whose fields are declared by a `Record`; every field has a checker
that takes exactly its type (an int is not a bool or a float), its range or length, the
characters a text may hold, the items of a list and its count, and for free JSON (an
observation, an event's data) its depth, its number of parts and the length of its texts.
`check` answers the value or raises `SchemaError` naming the field; nothing is converted, so a
value that passes is the value that was sent.
"""

from dataclasses import dataclass, field
from typing import Any

from shell.language.names import shown_chars


class SchemaError(ValueError):
    """A value that does not fit its declared shape: `where` names the field."""

    def __init__(self, where: str, why: str) -> None:
        super().__init__(f"{where or 'message'}: {why}")
        self.where = where
        self.why = why


def _join(where: str, key: str | int) -> str:
    return f"{where}[{key}]" if isinstance(key, int) else (f"{where}.{key}" if where else key)


@dataclass(frozen=True)
class Int:
    """An int (never a bool or a float) from `lo` to `hi`."""

    lo: int
    hi: int

    def check(self, value: Any, where: str) -> int:
        if value.__class__ is not int:
            raise SchemaError(where, "not an integer")
        if not self.lo <= value <= self.hi:
            raise SchemaError(where, f"out of range {self.lo}..{self.hi}")
        return value


@dataclass(frozen=True)
class Bool:
    def check(self, value: Any, where: str) -> bool:
        if value.__class__ is not bool:
            raise SchemaError(where, "not true or false")
        return value


@dataclass(frozen=True)
class Text:
    """A string of `min_len` to `max_len` characters, each in `alphabet` when one is given,
    else each one that can be shown (`shell.language.names.shown_chars`: no control, format
    or private-use characters)."""

    max_len: int
    min_len: int = 0
    alphabet: str | None = None

    def check(self, value: Any, where: str) -> str:
        if value.__class__ is not str:
            raise SchemaError(where, "not a text")
        if not self.min_len <= len(value) <= self.max_len:
            raise SchemaError(where, f"length not in {self.min_len}..{self.max_len}")
        if self.alphabet is not None:
            if any(ch not in self.alphabet for ch in value):
                raise SchemaError(where, "a character not allowed here")
        elif shown_chars(value) != value:
            raise SchemaError(where, "a character that cannot be shown")
        return value


@dataclass(frozen=True)
class OneOf:
    """One of the given strings."""

    values: frozenset[str]

    def check(self, value: Any, where: str) -> str:
        if value.__class__ is not str or value not in self.values:
            raise SchemaError(where, "not one of the known values")
        return value


@dataclass(frozen=True)
class Maybe:
    """null, or what `inner` takes."""

    inner: Any

    def check(self, value: Any, where: str) -> Any:
        return None if value is None else self.inner.check(value, where)


@dataclass(frozen=True)
class ListOf:
    """A list of at most `max_len` items, each checked by `item`."""

    item: Any
    max_len: int

    def check(self, value: Any, where: str) -> list:
        if value.__class__ is not list:
            raise SchemaError(where, "not a list")
        if len(value) > self.max_len:
            raise SchemaError(where, f"more than {self.max_len} items")
        for index, item in enumerate(value):
            self.item.check(item, _join(where, index))
        return value


@dataclass(frozen=True)
class Record:
    """An object with exactly the declared keys (`optional` ones may be left out)."""

    fields: dict[str, Any]
    optional: frozenset[str] = field(default_factory=frozenset)

    def check(self, value: Any, where: str) -> dict:
        if value.__class__ is not dict:
            raise SchemaError(where, "not an object")
        for key in value:
            if key not in self.fields:
                raise SchemaError(where, f"unexpected field {str(key)[:24]!r}")
        for key, checker in self.fields.items():
            if key in value:
                checker.check(value[key], _join(where, key))
            elif key not in self.optional:
                raise SchemaError(_join(where, key), "missing")
        return value


ACTION_WORD = "abcdefghijklmnopqrstuvwxyz0123456789_-"


@dataclass(frozen=True)
class ActionValue:
    """An action as the engines write it in JSON (engines/core/actions.py): a list of
    words, ints and bools, nested at most `max_depth` deep, `max_items` in a list; a word
    holds lower-case letters, digits, `_` and `-` only. Whether it is legal is the engine's
    to say."""

    max_depth: int = 3
    max_items: int = 24
    max_word: int = 32
    max_int: int = 10**6

    def check(self, value: Any, where: str, depth: int = 1) -> list:
        if value.__class__ is not list:
            raise SchemaError(where, "an action is a list")
        if depth > self.max_depth:
            raise SchemaError(where, "an action nested too deep")
        if len(value) > self.max_items:
            raise SchemaError(where, f"an action of more than {self.max_items} parts")
        for index, item in enumerate(value):
            here = _join(where, index)
            kind = item.__class__
            if kind is list:
                self.check(item, here, depth + 1)
            elif kind is int:
                if not -self.max_int <= item <= self.max_int:
                    raise SchemaError(here, "a number out of range")
            elif kind is str:
                if len(item) > self.max_word or any(ch not in ACTION_WORD for ch in item):
                    raise SchemaError(here, "not an action word")
            elif kind is not bool:
                raise SchemaError(here, "not a word, number or true/false")
        return value


@dataclass(frozen=True)
class FreeJson:
    """JSON of any shape (an observation, an event's data, options, a replay), bounded: at
    most `max_depth` deep and `max_nodes` values in all, texts (and keys) at most
    `max_text` long, numbers finite and within +-2**53."""

    max_depth: int = 10
    max_nodes: int = 20_000
    max_text: int = 4_000

    def check(self, value: Any, where: str) -> Any:
        budget = [self.max_nodes]
        self._walk(value, where, 1, budget)
        return value

    def _walk(self, value: Any, where: str, depth: int, budget: list[int]) -> None:
        budget[0] -= 1
        if budget[0] < 0:
            raise SchemaError(where, "too many values")
        if depth > self.max_depth:
            raise SchemaError(where, "nested too deep")
        kind = value.__class__
        if kind is dict:
            for key, item in value.items():
                if key.__class__ is not str or len(key) > self.max_text:
                    raise SchemaError(where, "a bad key")
                self._walk(item, _join(where, key[:24]), depth + 1, budget)
        elif kind is list:
            for index, item in enumerate(value):
                self._walk(item, _join(where, index), depth + 1, budget)
        elif kind is str:
            if len(value) > self.max_text:
                raise SchemaError(where, "a text too long")
        elif kind is int:
            if not -(2**53) <= value <= 2**53:
                raise SchemaError(where, "a number out of range")
        elif kind is float:
            if value != value or value in (float("inf"), float("-inf")):
                raise SchemaError(where, "not a finite number")
        elif value is not None and kind is not bool:
            raise SchemaError(where, "not JSON")
