"""The Debian copyright file (machine-readable format 1.0) of what the Linux bundle ships.

Each third-party component is named by the bundle paths it owns (shell patterns relative to the
bundle folder); the licence texts are build/linux/licences/<name>.txt. `unlicensed_files`
lists every shared library and font in a bundle that no component claims: the .deb build
stops on any, so a new library cannot ship without its licence.
"""

from __future__ import annotations

import fnmatch
from dataclasses import dataclass
from pathlib import Path

LICENCES = Path(__file__).resolve().parent / "linux" / "licences"
FORMAT = "https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
PROJECT_HOLDER = "Nile Table studio"
PROJECT_NOTICE = f"Copyright {PROJECT_HOLDER}, all rights reserved."


@dataclass(frozen=True)
class Component:
    name: str
    patterns: tuple[str, ...]
    copyright: str
    licence: str  # a DEP-5 licence expression; each name has a file in LICENCES
    comment: str = ""


SDL = "1997-2024 Sam Lantinga <slouken@libsdl.org>"
XIPH = "Xiph.Org Foundation"
COMPONENTS = (
    Component("Python", ("_internal/libpython3*", "_internal/python3*/*",
                         "_internal/base_library.zip"),
              "2001-2024 Python Software Foundation", "PSF-2.0",
              "CPython's runtime and standard library."),
    Component("PyInstaller bootloader", ("NileTable",),
              "2010-2024 PyInstaller Development Team\n2005-2009 Giovanni Bajo\n"
              f"{PROJECT_HOLDER}",
              "GPL-2+ with Bootloader exception and PSF-2.0 and LGPL-2.1+ and Expat and "
              "BSD-3-clause and proprietary",
              "PyInstaller's bootloader with the byte-compiled Python modules appended: the "
              "game (proprietary), Python's standard library (PSF-2.0), pygame-ce's and "
              "zeroconf's Python parts (LGPL-2.1+), pygame_gui, python-i18n, platformdirs and "
              "ifaddr (Expat), websockets (BSD-3-clause)."),
    Component("pygame-ce", ("_internal/pygame/*",),
              "2000-2024 Pete Shinners, Rene Dudfield, the pygame and pygame-ce contributors",
              "LGPL-2.1+"),
    Component("GNU FreeFont (pygame's default font)", ("_internal/pygame/freesansbold.ttf",),
              "2002-2012 GNU FreeFont contributors", "GPL-3+ with Font exception"),
    Component("SDL2, SDL2_image, SDL2_mixer, SDL2_ttf", ("_internal/pygame_ce.libs/libSDL2*",),
              SDL, "Zlib"),
    Component("FLAC", ("_internal/pygame_ce.libs/libFLAC*",),
              f"2000-2009 Josh Coalson\n2011-2024 {XIPH}", "BSD-3-clause"),
    Component("Ogg, Vorbis, Opus", ("_internal/pygame_ce.libs/libogg*",
                                    "_internal/pygame_ce.libs/libvorbis*",
                                    "_internal/pygame_ce.libs/libopus*"),
              f"1994-2024 {XIPH}\n2001-2011 Skype Limited, Octasic, Jean-Marc Valin, "
              "Timothy B. Terriberry, CSIRO, Gregory Maxwell", "BSD-3-clause"),
    Component("WavPack", ("_internal/pygame_ce.libs/libwavpack*",),
              "1998-2024 David Bryant", "BSD-3-clause"),
    Component("libwebp", ("_internal/pygame_ce.libs/libwebp*",
                          "_internal/pygame_ce.libs/libsharpyuv*"),
              "2010-2024 Google Inc.", "BSD-3-clause"),
    Component("mpg123", ("_internal/pygame_ce.libs/libmpg123*",),
              "1995-2024 the mpg123 project (Michael Hipp, Thomas Orgis and others)",
              "LGPL-2.1"),
    Component("FluidSynth", ("_internal/pygame_ce.libs/libfluidsynth*",),
              "2003-2024 Peter Hanappe, Tom Moebert and the FluidSynth contributors",
              "LGPL-2.1+"),
    Component("libsndfile", ("_internal/pygame_ce.libs/libsndfile*",),
              "1999-2024 Erik de Castro Lopo and the libsndfile contributors", "LGPL-2.1+"),
    Component("libxmp", ("_internal/pygame_ce.libs/libxmp*",),
              "1996-2024 Claudio Matsuoka, Hipolito Carraro Jr and the libxmp contributors",
              "Expat"),
    Component("HarfBuzz", ("_internal/pygame_ce.libs/libharfbuzz*",),
              "2010-2024 Google, Inc.\n1998-2022 Red Hat, Inc\n2009-2024 Behdad Esfahbod",
              "MIT-old-style"),
    Component("Brotli", ("_internal/pygame_ce.libs/libbrotli*",),
              "2009-2024 the Brotli Authors", "Expat"),
    Component("PortMidi", ("_internal/pygame_ce.libs/libportmidi*",),
              "1999-2000 Ross Bencina and Phil Burk\n2001-2009 Roger B. Dannenberg", "Expat"),
    Component("alsa-lib", ("_internal/pygame_ce.libs/libasound*",),
              "1998-2024 Jaroslav Kysela and the ALSA project", "LGPL-2.1+"),
    Component("FreeType", ("_internal/pygame_ce.libs/libfreetype*",),
              "1996-2024 David Turner, Robert Wilhelm, Werner Lemberg", "FTL"),
    Component("libjpeg-turbo", ("_internal/pygame_ce.libs/libjpeg*",),
              "1991-2020 Thomas G. Lane, Guido Vollbeding\n"
              "2009-2024 D. R. Commander and the libjpeg-turbo contributors",
              "IJG and BSD-3-clause and Zlib"),
    Component("libpng", ("_internal/pygame_ce.libs/libpng*",),
              "1995-2024 The PNG Reference Library Authors\n1998-2018 Glenn Randers-Pehrson",
              "libpng-2.0"),
    Component("LibTIFF", ("_internal/pygame_ce.libs/libtiff*",),
              "1988-1997 Sam Leffler\n1991-1997 Silicon Graphics, Inc.", "libtiff"),
    Component("zlib", ("_internal/libz.so*",),
              "1995-2024 Jean-loup Gailly and Mark Adler", "Zlib"),
    Component("bzip2", ("_internal/libbz2*",),
              "1996-2019 Julian R Seward", "bzip2-1.0.6"),
    Component("liblzma (XZ Utils)", ("_internal/liblzma*",),
              "2005-2024 Lasse Collin and the XZ Utils contributors", "public-domain"),
    Component("libffi", ("_internal/libffi*",),
              "1996-2024 Anthony Green, Red Hat, Inc. and others", "Expat"),
    Component("SQLite", ("_internal/libsqlite3*",),
              "the SQLite authors (public domain)", "public-domain"),
    Component("pygame_gui", ("_internal/pygame_gui/*",),
              "2019-2024 Dan Lawrence", "Expat"),
    Component("websockets", ("_internal/websockets/*",),
              "Aymeric Augustin and contributors", "BSD-3-clause"),
    Component("zeroconf", ("_internal/zeroconf/*",),
              "2003 Paul Scott-Murphy\n2014 William McBrine\nthe python-zeroconf contributors",
              "LGPL-2.1+"),
    Component("OpenSSL (Python's ssl module)", ("_internal/libssl*", "_internal/libcrypto*"),
              "1998-2025 The OpenSSL Project Authors", "Apache-2.0"),
    Component("Noto Sans", ("_internal/assets/fonts/NotoSans*",
                            "_internal/pygame_gui/data/NotoSans*"),
              "2022 The Noto Project Authors", "OFL-1.1"),
    Component("Fira Code", ("_internal/pygame_gui/data/FiraCode*",),
              "2014-2020 The Fira Code Project Authors", "OFL-1.1"),
    Component("FluidR3 GM sound font", ("_internal/assets/audio/music/*",),
              "2000-2002, 2008 Frank Wen\n2008 Toby Smithe\n2026 Nile Table studio",
              "Expat", "Our own music, rendered with the sound font's instruments (its "
              "samples are in the files; the sound font is not bundled)."),
)

LIBRARY_SUFFIXES = (".so", ".ttf", ".otf")


def component_of(relative: str) -> Component | None:
    """The last component whose pattern matches a bundle-relative path (later = narrower)."""
    found = None
    for component in COMPONENTS:
        if any(fnmatch.fnmatch(relative, pattern) for pattern in component.patterns):
            found = component
    return found


def is_library_or_font(path: Path) -> bool:
    name = path.name
    return name.endswith(LIBRARY_SUFFIXES) or ".so." in name


def unlicensed_files(bundle: Path) -> list[str]:
    """Shared libraries and fonts of the bundle that no component claims (symlinks, such as
    PyInstaller's links to pygame_ce.libs, are claimed through their target)."""
    return sorted(p.relative_to(bundle).as_posix() for p in bundle.rglob("*")
                  if p.is_file() and not p.is_symlink() and is_library_or_font(p)
                  and component_of(p.relative_to(bundle).as_posix()) is None)


def components_in(bundle: Path) -> list[Component]:
    """The components that own at least one file of the bundle, in COMPONENTS order."""
    present = {component_of(p.relative_to(bundle).as_posix())
               for p in bundle.rglob("*") if p.is_file() or p.is_symlink()}
    return [c for c in COMPONENTS if c in present]


def licence_names(expression: str) -> list[str]:
    """"IJG and BSD-3-clause" -> ["IJG", "BSD-3-clause"] (a "with X exception" stays whole)."""
    return [part.strip() for part in expression.split(" and ")]


def licence_file(name: str) -> Path:
    files = {"GPL-2+ with Bootloader exception": "GPL-2+-with-bootloader-exception.txt",
             "GPL-3+ with Font exception": "GPL-3+-with-font-exception.txt",
             "BSD-3-clause": "BSD-3-Clause.txt", "Expat": "MIT.txt"}
    return LICENCES / files.get(name, f"{name}.txt")


def indent(text: str) -> str:
    """A licence text as a DEP-5 field body: one leading space, "." for empty lines."""
    lines = text.strip("\n").splitlines()
    return "\n".join(f" {line}" if line.strip() else " ." for line in lines)


def project_licence_text(root: Path) -> str:
    """The project's own terms: its LICENSE file when there is one, else the plain notice."""
    licence = root / "LICENSE"
    if licence.is_file():
        return licence.read_text(encoding="utf-8")
    return PROJECT_NOTICE + "\n"


def copyright_text(bundle: Path, root: Path, prefix: str) -> str:
    """The whole copyright file for a package that installs `bundle` under `prefix`."""
    unclaimed = unlicensed_files(bundle)
    if unclaimed:
        raise SystemExit("no licence recorded (build/copyright.py COMPONENTS) for: "
                         + ", ".join(unclaimed))
    paragraphs = [f"Format: {FORMAT}\nUpstream-Name: Nile Table\n"
                  f"Upstream-Contact: {PROJECT_HOLDER}",
                  f"Files: *\nCopyright: {PROJECT_HOLDER}\nLicense: proprietary"]
    used = ["proprietary"]
    for component in components_in(bundle):
        files = "\n ".join(f"{prefix}/{pattern}" for pattern in component.patterns)
        holders = "\n ".join(component.copyright.splitlines())
        text = f"Files: {files}\nCopyright: {holders}\nLicense: {component.licence}"
        comment = f"{component.name}. {component.comment}".strip()
        text += f"\nComment: {comment}"
        paragraphs.append(text)
        used += [n for n in licence_names(component.licence) if n not in used]
    for name in used:
        body = (project_licence_text(root) if name == "proprietary"
                else licence_file(name).read_text(encoding="utf-8"))
        paragraphs.append(f"License: {name}\n{indent(body)}")
    return "\n\n".join(paragraphs) + "\n"
