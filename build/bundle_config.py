"""What goes into the frozen bundle: shared by the spec, build.py and tests/build/.

Kept free of PyInstaller imports so the tests can read it with the plain test venv.
"""

import re
import sys
from pathlib import Path

APP_NAME = "NileTable"  # executable and bundle folder name (dist/NileTable/NileTable)
DISPLAY_NAME = "Nile Table"

# Packages the game imports by name (importlib) and PyInstaller cannot see: all submodules go in.
HIDDEN_PACKAGES = ("engines", "scenes", "game")

# Modules the game never needs. numpy is an optional pygame dependency (surfarray/sndarray);
# the rest are test, build and dev tools that may sit in the build venv.
EXCLUDES = [
    "numpy",
    "babel",  # compiles the catalogs at build time (game.catalog_build); the bundle reads .mo
    "tkinter",
    "_tkinter",
    "pytest",
    "_pytest",
    "hypothesis",
    "ruff",
    "yaml",
    "pygments",
    "setuptools",
    "pkg_resources",
    "distutils",
    "pip",
    "PyInstaller",
    "IPython",
    "matplotlib",
    "PIL",
    "lib2to3",
    "pydoc",
    "doctest",
    "unittest",
    "xmlrpc",
    "curses",
    # no network: ssl and OpenSSL's hashlib backend (libcrypto, 4.6 MB) stay out; hashlib falls
    # back to Python's built-in hashes.
    "ssl",
    "_ssl",
    "_hashlib",
    "pygame.tests",
    "pygame.examples",
    "pygame.docs",
    "pygame._camera_opencv",
    "pygame.camera",
    "pygame.surfarray",
    "pygame.sndarray",
]

# Files of pygame_gui/data kept in the bundle: the default fonts pygame_gui loads for en/ru/pl
# (NotoSans regular/bold/italic for the "noto_sans" default, FiraCode for its symbols font) and
# its default theme. Its translations/ folder is kept whole (python-i18n reads it at start-up).
GUI_DATA_KEEP = frozenset({
    "__init__.py",
    "default_theme.json",
    "NotoSans-Regular.ttf",
    "NotoSans-Bold.ttf",
    "NotoSans-Italic.ttf",
    "NotoSans-BoldItalic.ttf",
    "FiraCode-Regular.ttf",
})

# Strip symbol tables from shared libraries on Linux only (libpython alone drops from 23 MB to
# about 4 MB); on Windows there is no strip and on macOS it would upset code signatures.
STRIP = sys.platform.startswith("linux")


def keep_data(dest: str) -> bool:
    """Whether a data file (bundle-relative destination path) goes into the bundle."""
    parts = Path(dest.replace("\\", "/")).parts
    if parts[:2] == ("pygame_gui", "data"):
        return "translations" in parts or parts[-1] in GUI_DATA_KEEP
    if parts[:1] == ("pygame",):
        return not any(p in ("docs", "examples", "tests") for p in parts[1:2])
    return True


# Size budget of the onedir bundle and of each download.
MAX_BUNDLE_MB = 50
MAX_ARCHIVE_MB = 25


def icon_for_platform(root: Path, platform: str) -> Path | None:
    """The application icon file PyInstaller takes on `platform` (sys.platform value)."""
    icons = root / "assets" / "icons"
    if platform.startswith("win"):
        path = icons / "NileTable.ico"
    elif platform == "darwin":
        path = icons / "NileTable.icns"
    else:
        path = icons / "icon-256.png"
    return path if path.exists() else None


def version_tuple(version: str) -> tuple[int, int, int, int]:
    """"1.2.3" -> (1, 2, 3, 0): the four numbers of a Windows version resource (anything after
    a number's digits, such as "rc1", is dropped)."""
    numbers = [int(re.match(r"\d{0,5}", part).group() or 0) for part in version.split(".")[:4]]
    return tuple((numbers + [0, 0, 0, 0])[:4])


def windows_version_info(version: str) -> str:
    """The exe's version resource (PyInstaller's version-file format: Explorer's Details tab,
    SmartScreen and the uninstaller show it)."""
    numbers = version_tuple(version)
    dotted = ".".join(map(str, numbers))
    strings = {
        "CompanyName": DISPLAY_NAME,
        "FileDescription": DISPLAY_NAME,
        "FileVersion": dotted,
        "InternalName": APP_NAME,
        "LegalCopyright": f"(c) {DISPLAY_NAME}",
        "OriginalFilename": f"{APP_NAME}.exe",
        "ProductName": DISPLAY_NAME,
        "ProductVersion": version,
    }
    table = ",\n          ".join(f"StringStruct({k!r}, {v!r})" for k, v in strings.items())
    return f"""VSVersionInfo(
  ffi=FixedFileInfo(filevers={numbers}, prodvers={numbers}, mask=0x3f, flags=0x0,
                    OS=0x40004, fileType=0x1, subtype=0x0, date=(0, 0)),
  kids=[
    StringFileInfo([
      StringTable('040904B0', [
          {table}])]),
    VarFileInfo([VarStruct('Translation', [0x0409, 1200])])
  ]
)
"""


def macos_info_plist(version: str) -> dict:
    """Info.plist entries of NileTable.app beyond PyInstaller's own."""
    return {
        "CFBundleName": DISPLAY_NAME,
        "CFBundleDisplayName": DISPLAY_NAME,
        "CFBundleShortVersionString": version,
        "CFBundleVersion": version,
        "LSApplicationCategoryType": "public.app-category.board-games",
        "NSHighResolutionCapable": True,
    }
