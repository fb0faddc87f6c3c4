"""build/constraints.txt: the exact versions of every package CI tested, for `pip install -c`.

  python build/constraints.py --write    pin what this interpreter's environment holds (run it
                                         with the CI venv's python after a fresh install)
  python build/constraints.py --check    fail if an installed package differs from its pin;
                                         with --strict also if one has no pin (CI uses it)

CI (.ci/run) and the release workflow install with `-c build/constraints.txt`, so the release
builds with the versions the tests ran against. The game itself (editable install) is not pinned.
"""

from __future__ import annotations

import argparse
import re
import sys
from importlib import metadata
from pathlib import Path

CONSTRAINTS = Path(__file__).resolve().parent / "constraints.txt"
PROJECT = "nile-table"
# pip's own tools are not pinned (pip freeze leaves them out too)
UNPINNED = {"pip", "setuptools", "wheel", "distribute"}
HEADER = ("# Exact versions CI tested (Linux, Python 3.11): pip install -c build/constraints.txt\n"
          "# Made by `python build/constraints.py --write` from the CI venv; do not edit by hand.\n"
          "# Packages only Windows or macOS need (pefile, pywin32-ctypes, macholib) have no pin.\n")


def normalise(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def installed() -> dict[str, tuple[str, str]]:
    """normalised name -> (name as published, version) of every installed distribution."""
    found = {}
    for dist in metadata.distributions():
        name = dist.metadata["Name"]
        if name and normalise(name) not in UNPINNED | {PROJECT}:
            found[normalise(name)] = (name, dist.version)
    return found


def read_pins(path: Path = CONSTRAINTS) -> dict[str, str]:
    pins = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            name, _, version = line.partition("==")
            if not version:
                raise ValueError(f"{path.name}: {line!r} is not an exact pin (name==version)")
            pins[normalise(name)] = version.strip()
    return pins


def render(packages: dict[str, tuple[str, str]]) -> str:
    lines = [f"{name}=={version}" for name, version in
             sorted(packages.values(), key=lambda item: normalise(item[0]))]
    return HEADER + "\n".join(lines) + "\n"


def problems(pins: dict[str, str], packages: dict[str, tuple[str, str]],
             strict: bool) -> list[str]:
    out = [f"{name} {version} installed, pinned {pins[key]}"
           for key, (name, version) in sorted(packages.items())
           if key in pins and pins[key] != version]
    if strict:
        out += [f"{name} {version} installed but not pinned"
                for key, (name, version) in sorted(packages.items()) if key not in pins]
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--write", action="store_true")
    mode.add_argument("--check", action="store_true")
    parser.add_argument("--strict", action="store_true",
                        help="with --check: an installed package without a pin fails too")
    args = parser.parse_args(argv)
    if args.write:
        CONSTRAINTS.write_text(render(installed()), encoding="utf-8")
        print(f"wrote {CONSTRAINTS} ({len(read_pins())} pins)")
        return 0
    found = problems(read_pins(), installed(), args.strict)
    if found:
        print("build/constraints.txt does not match this environment:\n  " + "\n  ".join(found)
              + "\nafter a deliberate upgrade: python build/constraints.py --write",
              file=sys.stderr)
        return 1
    print(f"environment matches build/constraints.txt ({len(read_pins())} pins)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
