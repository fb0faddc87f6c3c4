"""A state's fields declared once: how `clone()` copies each and how JSON saves and loads it.

    FIELDS = Fields(Field("turn"), Field("deck", LIST), Field("rng", RNG, encode=..., ...))
    clone = FIELDS.clone_method()          # in the class body: a fast, generated copy
    data = FIELDS.to_json(state, header)   # the saved fields under their keys
    state = FIELDS.load(cls, data)         # a new object with every declared field set

A copy rule is an expression template over the field's value `{0}` (VALUE shares it, so only
immutable values may use it). Saving and loading use the copy rule too unless the field
gives `encode` / `decode` (needed where the value is not JSON as it is: tuples, objects,
numbers standing for names). A field that is not `saved` (a cache, or something derived from
the saved fields) is set to its `default` on loading, for the class to rebuild.
"""

from collections.abc import Callable
from dataclasses import dataclass

VALUE = "{0}"                                   # immutable: the clone shares it
LIST = "{0}[:]"                                 # a list of immutable items
LISTS = "[v[:] for v in {0}]"                   # a list of such lists
COPIES = "[v.copy() for v in {0}]"              # a list of dicts or of objects with copy()
OPTIONAL_LIST = "(None if {0} is None else {0}[:])"
RNG = "{0}.copy()"
CLEARED = "None"                                # a cache the clone recomputes


def plain(value):
    """JSON form of plain data: tuples become lists, containers are copied."""
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    return value


@dataclass(frozen=True)
class Field:
    """One field: its attribute name, copy rule, JSON key and conversions."""

    name: str
    copy: str = VALUE
    key: str | None = None                      # the JSON key (default: the name)
    encode: Callable | None = None              # value -> JSON (default: the copy rule)
    decode: Callable | None = None              # JSON -> value (default: the copy rule)
    saved: bool = True
    default: object = None                      # an unsaved field's value on loading (immutable)

    @property
    def json_key(self) -> str:
        return self.key or self.name


class Fields:
    """The declared fields of one state class, in order."""

    def __init__(self, *fields: Field):
        names = [f.name for f in fields]
        if len(set(names)) != len(names):
            raise ValueError(f"a field is declared twice: {names}")
        self.fields = fields
        self.names = tuple(names)
        self.saved = tuple(f for f in fields if f.saved)
        self.to_json = self._to_json_function()
        self.load = self._load_function()

    def clone_method(self) -> Callable:
        """A `clone(self)` copying every field by its rule, written out as one function."""
        lines = ["def clone(self):", "    c = new(self.__class__)"]
        lines += [f"    c.{f.name} = {f.copy.format('self.' + f.name)}" for f in self.fields]
        lines.append("    return c")
        clone = self._compile(lines, "clone")
        clone.__doc__ = "A copy sharing nothing mutable (fields: " + ", ".join(self.names) + ")."
        return clone

    def _to_json_function(self) -> Callable:
        """to_json(state, header): `header` and every saved field under its key, through its
        `encode` (by default its copy rule: the JSON data shares nothing with the state)."""
        lines = ["def to_json(self, header):", "    return {", "        **header,"]
        for f in self.saved:
            value = "self." + f.name
            expr = f"encode[{f.name!r}]({value})" if f.encode else f.copy.format(value)
            lines.append(f"        {f.json_key!r}: {expr},")
        lines.append("    }")
        return self._compile(lines, "to_json")

    def _load_function(self) -> Callable:
        """load(cls, data): a new `cls` object (no __init__) with every declared field set
        from `data` through its `decode` (by default its copy rule), an unsaved one to its
        default; KeyError when a saved field is missing."""
        lines = ["def load(cls, data):", "    s = new(cls)"]
        for f in self.fields:
            if not f.saved:
                expr = f"default[{f.name!r}]"
            elif f.decode:
                expr = f"decode[{f.name!r}](data[{f.json_key!r}])"
            else:
                expr = f.copy.format(f"data[{f.json_key!r}]")
            lines.append(f"    s.{f.name} = {expr}")
        lines.append("    return s")
        return self._compile(lines, "load")

    def _compile(self, lines: list[str], name: str) -> Callable:
        namespace: dict = {
            "new": object.__new__,
            "encode": {f.name: f.encode for f in self.fields},
            "decode": {f.name: f.decode for f in self.fields},
            "default": {f.name: f.default for f in self.fields},
        }
        exec("\n".join(lines), namespace)  # the source comes from the declaration alone
        return namespace[name]
