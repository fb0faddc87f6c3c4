"""Finishing touches on the Linux onedir bundle, after PyInstaller (every Linux download).

- RPATH/RUNPATH entries pointing outside the bundle (the build machine's Python prefix) are
  removed: a player's machine must never search the build machine's folders.
- Shared libraries lose their execute bits (0644): they are loaded, never run.
- Font files that are byte-identical copies (our assets/fonts Noto Sans and pygame_gui's) become
  relative symlinks to one copy: pygame_gui opens its own package path, the game its assets path,
  both read the same bytes.
All steps are idempotent.
"""

from __future__ import annotations

import hashlib
import os
import re
from pathlib import Path

from elf import Elf, drop_foreign_search_paths, is_elf, stays_inside

SHARED_LIBRARY = re.compile(r"\.so(\.\d+)*$")
# (link, target), relative to _internal: pygame_gui loads its copy, the game its own
FONT_TWINS = (("pygame_gui/data/NotoSans-Regular.ttf", "assets/fonts/NotoSans-Regular.ttf"),
              ("pygame_gui/data/NotoSans-Bold.ttf", "assets/fonts/NotoSans-Bold.ttf"))


def elf_files(bundle: Path) -> list[Path]:
    return sorted(p for p in bundle.rglob("*")
                  if p.is_file() and not p.is_symlink() and is_elf(p))


def is_shared_library(path: Path) -> bool:
    return bool(SHARED_LIBRARY.search(path.name))


def foreign_search_paths(bundle: Path) -> list[str]:
    """'<file>: RUNPATH <value>' for each search path that leaves the bundle."""
    return [f"{path.relative_to(bundle)}: {kind} {value}"
            for path in elf_files(bundle)
            for kind, value in Elf(path).search_paths() if not stays_inside(value)]


def executable_libraries(bundle: Path) -> list[str]:
    return [str(p.relative_to(bundle)) for p in elf_files(bundle)
            if is_shared_library(p) and p.stat().st_mode & 0o111]


def link_font_twins(internal: Path) -> int:
    """Replace each FONT_TWINS copy by a relative symlink when the bytes are the same; the
    number of bytes saved."""
    saved = 0
    for link, target in FONT_TWINS:
        link_path, target_path = internal / link, internal / target
        if link_path.is_symlink() or not (link_path.is_file() and target_path.is_file()):
            continue
        if digest(link_path) != digest(target_path):
            continue
        saved += link_path.stat().st_size
        link_path.unlink()
        link_path.symlink_to(os.path.relpath(target_path, link_path.parent))
    return saved


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def finish(bundle: Path) -> dict:
    """Apply every step to the bundle folder (dist/NileTable); figures for the build report."""
    dropped = 0
    for path in elf_files(bundle):
        dropped += len(drop_foreign_search_paths(path))
        if is_shared_library(path):
            path.chmod(0o644)
    internal = bundle / "_internal"
    saved = link_font_twins(internal) if internal.is_dir() else 0
    return {"search_paths_removed": dropped, "font_twins_bytes_saved": saved}
