"""Helpers for the build tests: the build/ folder is not a package, so put it on sys.path."""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BUILD = ROOT / "build"
if str(BUILD) not in sys.path:
    sys.path.insert(0, str(BUILD))
