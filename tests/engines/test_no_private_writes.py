"""No engine test builds a position by writing an engine object's private fields: positions
come from the notation (engines/<game>/notation.py) or from play. The scan reads every module
under tests/engines and refuses an assignment, augmented assignment or `del` of an attribute
starting with "_" (or of an item inside one), a mutating call on one, and `setattr` with
such a name; a test's own `self` and `cls` are left alone."""

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent
MUTATORS = frozenset(("append", "pop", "extend", "clear", "insert", "remove", "update",
                      "add", "discard", "setdefault", "popitem", "sort", "reverse",
                      "__setitem__", "__delitem__"))
OWN = frozenset(("self", "cls"))


def _private(node) -> bool:
    """`obj._name` (not a dunder) on something other than the test's own self or cls."""
    return (isinstance(node, ast.Attribute) and node.attr.startswith("_")
            and not (node.attr.startswith("__") and node.attr.endswith("__"))
            and not (isinstance(node.value, ast.Name) and node.value.id in OWN)) or (
        isinstance(node, ast.Attribute) and node.attr == "__dict__")


def _written(target) -> bool:
    """Whether assigning to `target` writes a private field (or an item inside one)."""
    if isinstance(target, (ast.Tuple, ast.List)):
        return any(_written(t) for t in target.elts)
    if isinstance(target, ast.Starred):
        return _written(target.value)
    while isinstance(target, ast.Subscript):
        target = target.value
        if _private(target):
            return True
    return _private(target)


def private_writes(source: str) -> list[int]:
    """Line numbers of the private-field writes in `source`."""
    lines = []
    for node in ast.walk(ast.parse(source)):
        targets: list = []
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
            targets = [node.target]
        elif isinstance(node, ast.Delete):
            targets = node.targets
        elif isinstance(node, ast.Call):
            func = node.func
            if isinstance(func, ast.Attribute) and func.attr in MUTATORS:
                inner = func.value
                while isinstance(inner, ast.Subscript):
                    inner = inner.value
                if _private(inner):
                    lines.append(node.lineno)
            elif (isinstance(func, ast.Name) and func.id in ("setattr", "delattr")
                  and len(node.args) >= 2 and isinstance(node.args[1], ast.Constant)
                  and str(node.args[1].value).startswith("_")):
                lines.append(node.lineno)
        if any(_written(t) for t in targets):
            lines.append(node.lineno)
    return sorted(lines)


@pytest.mark.parametrize("source", [
    "state._legal = None",
    "state.turn, state._legal = 0, None",
    "s._legal += [1]",
    "del state._legal",
    "state._cache[0] = 1",
    "state._cache[0][1] = 1",
    "state._queue.append(1)",
    "state._queue[0].pop()",
    "state._cache.update({})",
    "state._cache.__setitem__(0, 1)",
    "setattr(state, '_legal', None)",
    "state.__dict__['_legal'] = None",
    "state._a: list = []",
])
def test_the_scan_finds_every_form_of_write(source):
    assert private_writes(source) == [1]


@pytest.mark.parametrize("source", [
    "state.turn = 1",
    "self._seen = []",
    "self._seen.append(1)",
    "x = state._legal",
    "state._legal_list()",
    "n = len(state._cache)",
])
def test_the_scan_leaves_reads_and_a_tests_own_fields_alone(source):
    assert private_writes(source) == []


def test_no_engine_test_writes_a_private_field():
    found = [f"{path.relative_to(ROOT)}:{line}" for path in sorted(ROOT.rglob("*.py"))
             for line in private_writes(path.read_text(encoding="utf-8"))]
    assert not found, "private fields written at " + ", ".join(found)
