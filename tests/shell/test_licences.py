"""The project's licence and the third-party notices: every library pygame-ce bundles is
named, and every licence text the notices point to is there."""

import re
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parents[2]
LICENSES = ROOT / "assets" / "licenses"
NOTICES = (LICENSES / "THIRD-PARTY-NOTICES.txt").read_text(encoding="utf-8")
# where pygame-ce's Linux wheel keeps the shared libraries it bundles (auditwheel)
WHEEL_LIBS = Path(pygame.__file__).resolve().parent.parent / "pygame_ce.libs"


def library_stem(filename: str) -> str:
    """libSDL2_image-2-d6906c81.0.so.0.800.12 -> libSDL2_image; libpng16-fefdc88d... ->
    libpng16 (the name up to auditwheel's hash or the version)."""
    return re.split(r"[-.]", filename, maxsplit=1)[0]


def test_library_stems():
    assert library_stem("libSDL2-2-50d19f93.0.so.0.3200.10") == "libSDL2"
    assert library_stem("libpng16-fefdc88d.so.16.58.0") == "libpng16"
    assert library_stem("libasound-2b3a3662.so.2.0.0") == "libasound"


@pytest.mark.skipif(not WHEEL_LIBS.is_dir(), reason="pygame-ce's Linux wheel layout")
def test_every_library_in_pygame_ce_libs_is_named_in_the_notices():
    libraries = sorted(path.name for path in WHEEL_LIBS.iterdir() if ".so" in path.name)
    assert libraries, WHEEL_LIBS
    files_lines = "\n".join(re.findall(r"^ *Files: .*(?:\n {13}.*)*", NOTICES, re.M))
    missing = [name for name in libraries
               if not re.search(rf"\b{re.escape(library_stem(name))}\b", files_lines)]
    assert not missing, f"not in assets/licenses/THIRD-PARTY-NOTICES.txt: {missing}"


def test_every_licence_file_the_notices_name_is_there():
    named = set(re.findall(r"\b([\w.-]+\.txt)\b", NOTICES)) - {"THIRD-PARTY-NOTICES.txt"}
    assert {"LGPL-2.1.txt", "OFL-1.1.txt", "PSF-2.0.txt", "FTL.txt"} <= named
    assert [name for name in sorted(named) if not (LICENSES / name).is_file()] == []
    for name in named:
        assert (LICENSES / name).stat().st_size > 400, name  # a text, not a pointer


def test_every_bundled_font_is_covered():
    ofl = (LICENSES / "OFL-1.1.txt").read_text(encoding="utf-8")
    assert "The Noto Project Authors" in ofl and "SIL OPEN FONT LICENSE Version 1.1" in ofl
    for font in (ROOT / "assets" / "fonts").glob("*.ttf"):
        assert font.name.split("-")[0] in NOTICES, font.name


def test_the_project_states_its_own_licence():
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert "Copyright (c) 2026 Nile Table. All rights reserved." in text
    assert "keeps its own licence" in text and "assets/licenses/" in text
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert 'license-files = ["LICENSE", "assets/licenses/*.txt"]' in pyproject
