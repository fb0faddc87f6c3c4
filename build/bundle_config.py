"""What goes into the frozen bundle: shared by the spec, build.py and tests/build/.

Kept free of PyInstaller imports so the tests can read it with the plain test venv.
"""

import re
import sys
from pathlib import Path

APP_NAME = "NileTable"  # executable and bundle folder name (dist/NileTable/NileTable)
DISPLAY_NAME = "Nile Table"

# Packages the game imports by name (importlib) and PyInstaller cannot see: all submodules go in.
HIDDEN_PACKAGES = ("engines", "scenes", "shell")

# Modules the game never needs. numpy is an optional pygame dependency (surfarray/sndarray);
# the rest are test, build and dev tools that may sit in the build venv.
EXCLUDES = [
    "numpy",
    # compiles the catalogs at build time (shell.language.catalog_build); the bundle reads .mo
    "babel",
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
    # websockets' command-line client (python -m websockets) and the readline it imports
    # (GNU readline and ncurses' libtinfo would come with it)
    "websockets.cli",
    "websockets.__main__",
    "readline",
    # uuid's C helper (and util-linux's libuuid): websockets' uuid4 ids come from os.urandom
    "_uuid",
    # OpenSSL's hashlib backend stays out (hashlib falls back to Python's built-in hashes);
    # ssl stays in: websockets' client imports it (a table over the network, docs/network.md:
    # plain ws://, no TLS is used)
    "_hashlib",
    "pygame.tests",
    "pygame.examples",
    "pygame.docs",
    "pygame._camera_opencv",
    "pygame.camera",
    "pygame.surfarray",
    "pygame.sndarray",
    # East Asian codecs (0.9 MB): the game reads and writes UTF-8 only
    "_multibytecodec",
    "_codecs_cn",
    "_codecs_hk",
    "_codecs_iso2022",
    "_codecs_jp",
    "_codecs_kr",
    "_codecs_tw",
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


# assets/ files no bundle needs at run time: the catalogs' sources (the app reads the compiled
# .mo files) and the icons only the build itself uses (the .ico/.icns go into the exe/app
# through the spec's icon=, 1024 px only into the .icns); the window icon is icon-64.png.
ASSETS_LEFT_OUT = (".po", ".pot", "icon-1024.png", "NileTable.ico", "NileTable.icns")

# Libraries of the build machine the Linux bundle must not carry: the system's GL drivers
# (Mesa) load against libstdc++/libgcc_s, and a bundled older copy shadows the system's newer
# one (GLIBCXX_x not found -> no GL context). The .deb depends on libstdc++6 and libgcc-s1;
# every Linux desktop has them.
LINUX_SYSTEM_BINARIES = ("libstdc++.so", "libgcc_s.so")


# Python packages in the bundle whose licence files travel with it (pygame-ce's wheel has none:
# its LGPL text is in assets/licenses/ and the Debian copyright file).
LICENSED_PACKAGES = ("pygame_gui", "platformdirs", "python-i18n", "websockets", "zeroconf",
                     "ifaddr")


def package_licence_files(packages=LICENSED_PACKAGES) -> list[tuple[str, str]]:
    """(source file, bundle folder) for each licence file the installed `packages` carry:
    pygame_gui/data/licenses/ (its fonts) where it lies, the rest under licenses/<package>/."""
    from importlib.metadata import distribution

    found = []
    for package in packages:
        dist = distribution(package)
        for file in dist.files or ():
            name = str(file).replace("\\", "/")
            if "LICEN" not in name.upper() and "COPYING" not in name.upper():
                continue
            source = str(dist.locate_file(file))
            if name.startswith("pygame_gui/data/licenses/"):
                found.append((source, "pygame_gui/data/licenses"))
            else:
                found.append((source, f"licenses/{package}"))
    return found


def keep_binary(dest: str, platform: str = sys.platform) -> bool:
    """Whether a binary (bundle-relative destination path) goes into the bundle."""
    name = Path(dest.replace("\\", "/")).name
    if platform.startswith("linux"):
        return not any(name.startswith(prefix) for prefix in LINUX_SYSTEM_BINARIES)
    return True


def keep_data(dest: str) -> bool:
    """Whether a data file (bundle-relative destination path) goes into the bundle."""
    parts = Path(dest.replace("\\", "/")).parts
    if parts and parts[0].endswith((".egg-info", ".dist-info")) and "nile" in parts[0].lower():
        return False  # the game's own package metadata: assets/VERSION is the bundle's version
    if parts[:1] == ("assets",):
        return not parts[-1].endswith(ASSETS_LEFT_OUT)
    if parts[:2] == ("pygame_gui", "data"):
        return ("translations" in parts or "licenses" in parts
                or parts[-1] in GUI_DATA_KEEP)
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


def macos_signing(root: Path, env: dict) -> dict:
    """PyInstaller's own signing of the macOS app (EXE and BUNDLE arguments): every binary it
    collects, then the .app, with the hardened runtime and build/macos/entitlements.plist.
    Empty (unsigned) unless MACOS_SIGN_IDENTITY names a Developer ID in the keychain."""
    identity = env.get("MACOS_SIGN_IDENTITY", "").strip()
    if not identity:
        return {}
    return {"codesign_identity": identity,
            "entitlements_file": str(root / "build" / "macos" / "entitlements.plist")}


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
