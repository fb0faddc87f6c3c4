"""Actions are small immutable values: tuples of str / int / bool (nested tuples allowed).

In JSON a tuple becomes a list; `action_from_json` turns lists back into tuples. A game may
declare its actions as typed records (`ActionKinds`: NamedTuples whose first field is
`kind: Literal["..."]`); they are still tuples, so their JSON is the same.
"""

from typing import Any, Generic, TypeVar, get_args, get_type_hints

Action = tuple
Record = TypeVar("Record")


class ActionKinds(Generic[Record]):
    """A game's action records, and the one decoder from plain tuples to them
    (`ActionKinds[GameAction]`: what `decode` gives is typed as the game's union)."""

    def __init__(self, *records: type):
        self.records: dict[str, tuple[type, tuple[type, ...]]] = {}
        self.classes = frozenset(records)
        for record in records:
            hints = get_type_hints(record)
            fields = record._fields  # type: ignore[attr-defined]
            (kind,) = get_args(hints[fields[0]])
            self.records[kind] = (record, tuple(hints[name] for name in fields[1:]))

    def decode(self, value: Any) -> Record | None:
        """The record `value` stands for: a record as it is (code builds records, and the
        type checker checks their fields), or a plain tuple of a declared kind whose fields
        have exactly the declared types (an int field refuses a float or a bool, which
        Python calls equal to it); None for anything else, a list included."""
        kind = value.__class__
        if kind in self.classes:
            return value
        if kind is not tuple or not value or value[0].__class__ is not str:
            return None
        entry = self.records.get(value[0])
        if entry is None:
            return None
        record, types = entry
        if len(value) != len(types) + 1:
            return None
        for item, wanted in zip(value[1:], types, strict=True):
            if item.__class__ is not wanted:
                return None
        return record(*value)


def action_to_json(action):
    if isinstance(action, tuple):
        return [action_to_json(a) for a in action]
    return action


def action_from_json(value):
    if isinstance(value, list):
        return tuple(action_from_json(v) for v in value)
    return value
