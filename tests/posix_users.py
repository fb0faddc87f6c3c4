"""The test files that meet a name tests/posix_hidden.py hides: what CI runs again with it.

    python -m tests.posix_users        # prints the files, one per line

A test file is listed when it, a `tests.*` module it imports (directly or through another),
or a conftest.py above it names a POSIX-only call (`os.mkfifo`, `signal.SIGKILL`,
`hasattr(signal, "SIGSTOP")`, `from os import fork`, `import fcntl`, ...). Every other test
sees Python exactly as it is without the plugin, so running it again would test nothing new.
"""

import re
import sys
from pathlib import Path

from tests.posix_hidden import POSIX_MODULES, POSIX_OS, WINDOWS_SIGNAL

ROOT = Path(__file__).resolve().parent.parent
TESTS = ROOT / "tests"
ATTRIBUTE = re.compile(r"\b(os|signal)\.(\w+)")
BY_NAME = re.compile(r"""(?:hasattr|getattr)\(\s*(os|signal)\s*,\s*["'](\w+)["']""")
FROM_IMPORT = re.compile(r"^\s*from\s+(os|signal)\s+import\s+\(?([\w\s,]+)", re.M)
IMPORT = re.compile(r"^\s*(?:import|from)\s+([\w.]+)", re.M)
RELATIVE = re.compile(r"^\s*from\s+(\.+)([\w.]*)\s+import\s+([\w\s,]+)", re.M)


def hidden(module: str, name: str) -> bool:
    """Whether tests/posix_hidden.py hides `module`.`name`."""
    if module == "os":
        return name in POSIX_OS
    return not name.startswith("_") and name not in WINDOWS_SIGNAL


def names_hidden(text: str) -> bool:
    """Whether a module's source names a hidden call or imports a POSIX-only module."""
    for pattern in (ATTRIBUTE, BY_NAME):
        if any(hidden(m.group(1), m.group(2)) for m in pattern.finditer(text)):
            return True
    for m in FROM_IMPORT.finditer(text):
        if any(hidden(m.group(1), name.strip()) for name in m.group(2).split(",")
               if name.strip()):
            return True
    return any(m.group(1).split(".")[0] in POSIX_MODULES for m in IMPORT.finditer(text))


def module_file(dotted: str) -> Path | None:
    """The file of a `tests.*` module (a package's __init__.py), None for any other."""
    if dotted != "tests" and not dotted.startswith("tests."):
        return None
    path = ROOT.joinpath(*dotted.split("."))
    for candidate in (path.with_suffix(".py"), path / "__init__.py"):
        if candidate.is_file():
            return candidate
    return None


def imported(path: Path, text: str) -> list[Path]:
    """The `tests.*` modules a file imports (absolute and relative imports)."""
    found = [module_file(m.group(1)) for m in IMPORT.finditer(text)]
    package = path.parent.relative_to(ROOT).parts
    for m in RELATIVE.finditer(text):
        base = package[:len(package) - (len(m.group(1)) - 1)]
        dotted = ".".join(base + tuple(p for p in m.group(2).split(".") if p))
        found.append(module_file(dotted))
        for name in m.group(3).split(","):  # `from . import helpers`
            if name.strip():
                found.append(module_file(f"{dotted}.{name.strip()}"))
    return [f for f in found if f is not None and f != path]


def meets_hidden(path: Path, seen: dict[Path, bool]) -> bool:
    """Whether `path` or a tests.* module it imports (transitively) names a hidden call."""
    if path in seen:
        return seen[path]
    seen[path] = False  # an import cycle adds nothing
    text = path.read_text(encoding="utf-8")
    found = names_hidden(text) or any(meets_hidden(f, seen) for f in imported(path, text))
    seen[path] = found
    return found


def users() -> list[Path]:
    """Every test file that meets a hidden name (see the module doc)."""
    seen: dict[Path, bool] = {}
    files = []
    for path in sorted(TESTS.rglob("test_*.py")):
        conftests = [folder / "conftest.py" for folder in path.parents
                     if folder == TESTS or TESTS in folder.parents]
        if meets_hidden(path, seen) or any(c.is_file() and meets_hidden(c, seen)
                                           for c in conftests):
            files.append(path)
    return files


def main() -> int:
    files = users()
    if not files:  # an empty list would make pytest run the whole suite
        print("no test meets a hidden name: the scan is broken", file=sys.stderr)
        return 1
    for path in files:
        print(path.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
