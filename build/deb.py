"""The Linux .deb package, made with dpkg-deb (Debian's own tool) from the onedir bundle.

Layout (no maintainer scripts: dpkg's own file triggers refresh the icon cache and the menu):
  /usr/lib/nile-table/              the bundle (NileTable + _internal/), less the libraries
                                    Debian itself provides (SYSTEM_LIBRARIES: Depends instead)
  /usr/games/nile-table             relative symlink to ../lib/nile-table/NileTable
  /usr/share/applications/nile-table.desktop
  /usr/share/metainfo/<app id>.metainfo.xml              AppStream (build/metainfo.py)
  /usr/share/icons/hicolor/<n>x<n>/apps/nile-table.png   from assets/icons/icon-<n>.png
  /usr/share/man/man6/nile-table.6.gz
  /usr/share/doc/nile-table/        copyright (build/copyright.py), changelog.gz, LICENSE and
                                    the licences/ notices when the project has them
  /usr/share/lintian/overrides/nile-table   the tags kept on purpose (build/linux/lintian-overrides)
Players' saves and settings live in their home folders and are never part of the package.
"""

from __future__ import annotations

import gzip
import hashlib
import platform
import re
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

import copyright as dep5
from linux_bundle import SHARED_LIBRARY
from metainfo import HOMEPAGE, METAINFO_NAME, metainfo_xml

PACKAGE = "nile-table"
LIB_DIR = Path("usr/lib") / PACKAGE
LAUNCHER = Path("usr/games") / PACKAGE
DESKTOP = Path("usr/share/applications") / f"{PACKAGE}.desktop"
METAINFO = Path("usr/share/metainfo") / METAINFO_NAME
DOC_DIR = Path("usr/share/doc") / PACKAGE
MAN_PAGE = Path("usr/share/man/man6") / f"{PACKAGE}.6.gz"
OVERRIDES = Path("usr/share/lintian/overrides") / PACKAGE
# Bundled copies of libraries every Debian/Ubuntu system has: the .deb uses the system's
# (security updates reach them) and depends on their packages (dpkg-shlibdeps works them out).
SYSTEM_LIBRARIES = ("libz.so.1", "libbz2.so.1.0", "liblzma.so.5", "libffi.so.8",
                    "libsqlite3.so.0")
# hicolor's fixed sizes that assets/icons has (1024 is no hicolor size)
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
MAINTAINER = "Nile Table <noreply@niletable.invalid>"


def icon_path(size: int) -> Path:
    return Path("usr/share/icons/hicolor") / f"{size}x{size}" / "apps" / f"{PACKAGE}.png"


def deb_architecture() -> str:
    """Debian's name for this machine's architecture (amd64, arm64, ...)."""
    if shutil.which("dpkg"):
        out = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True)
        if out.returncode == 0 and out.stdout.strip():
            return out.stdout.strip()
    machine = platform.machine().lower()
    return {"x86_64": "amd64", "aarch64": "arm64"}.get(machine, machine)


def glibc_floor(bundle: Path) -> str | None:
    """The newest GLIBC_x.y symbol version any file of the bundle asks for (its libc6
    dependency), or None when it names none."""
    found: set[tuple[int, ...]] = set()
    pattern = re.compile(rb"GLIBC_(2\.\d+(?:\.\d+)?)\x00")
    for path in bundle.rglob("*"):
        if path.is_file() and not path.is_symlink():
            with open(path, "rb") as handle:
                if handle.read(4) != b"\x7fELF":
                    continue
                data = handle.read()
            found |= {tuple(int(p) for p in m.decode().split(".")) for m in
                      pattern.findall(data)}
    return ".".join(map(str, max(found))) if found else None


def desktop_entry(template: Path) -> str:
    """The tarball's desktop file, starting the launcher on PATH."""
    lines = template.read_text(encoding="utf-8").splitlines()
    lines = [f"Exec={PACKAGE}" if line.startswith("Exec=") else line for line in lines]
    lines.insert(lines.index("Exec=" + PACKAGE) + 1, f"TryExec={PACKAGE}")
    return "\n".join(lines) + "\n"


def shlib_depends(lib_dir: Path) -> str | None:
    """The Depends line dpkg-shlibdeps (Debian's own tool) works out for every ELF file of the
    installed bundle, the bundle's own libraries resolved inside it; None when the bundle
    holds no ELF file (the tests' stand-ins)."""
    files = []
    for path in sorted(lib_dir.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with open(path, "rb") as handle:
                if handle.read(18)[16:18] in (b"\x02\x00", b"\x03\x00"):  # ET_EXEC, ET_DYN
                    files.append(path)
    if not files:
        return None
    if not shutil.which("dpkg-shlibdeps"):
        raise SystemExit("dpkg-shlibdeps not found: it works out the .deb's Depends "
                         "(apt-get install dpkg-dev)")
    private = sorted({str(p.parent) for p in files})
    with tempfile.TemporaryDirectory(prefix="niletable-shlibs-") as tmp:
        (Path(tmp) / "debian").mkdir()
        (Path(tmp) / "debian" / "control").write_text(
            f"Source: {PACKAGE}\n\nPackage: {PACKAGE}\nArchitecture: any\n", encoding="utf-8")
        proc = subprocess.run(["dpkg-shlibdeps", "-O", "--ignore-missing-info",
                               *(f"-l{d}" for d in private), *map(str, files)],
                              cwd=tmp, capture_output=True, text=True)
    if proc.returncode != 0:
        raise SystemExit(f"dpkg-shlibdeps failed:\n{proc.stderr[-3000:]}")
    line = next((x for x in proc.stdout.splitlines() if x.startswith("shlibs:Depends=")), "")
    return line.partition("=")[2].strip() or None


def control_text(version: str, arch: str, installed_kib: int, glibc: str | None,
                 depends: str | None = None) -> str:
    depends = depends or (f"libc6 (>= {glibc})" if glibc else "libc6")
    return (f"Package: {PACKAGE}\n"
            f"Version: {version}\n"
            f"Architecture: {arch}\n"
            f"Maintainer: {MAINTAINER}\n"
            f"Installed-Size: {installed_kib}\n"
            f"Depends: {depends}\n"
            "Section: games\n"
            f"Homepage: {HOMEPAGE}\n"
            "Priority: optional\n"
            "Description: Imhotep, Pyramids, Archaeology and Aton against bots or hot-seat\n"
            " Nile Table: four Egyptian board and card games to play offline against bots\n"
            " or with friends at one screen, in English, Russian and Polish.\n")


def changelog_text(version: str, when: float) -> str:
    """The package's Debian changelog (a native package: usr/share/doc/<pkg>/changelog.gz)."""
    stamp = time.strftime("%a, %d %b %Y %H:%M:%S +0000", time.gmtime(when))  # RFC 2822, UTC
    return (f"{PACKAGE} ({version}) unstable; urgency=medium\n\n"
            f"  * Nile Table {version}: the release notes list what changed.\n\n"
            f" -- {MAINTAINER}  {stamp}\n")


def man_page(root: Path, version: str, when: float) -> str:
    """build/linux/nile-table.6 with its version and date filled in."""
    text = (root / "build" / "linux" / "nile-table.6").read_text(encoding="utf-8")
    return (text.replace("@VERSION@", version)
            .replace("@DATE@", time.strftime("%Y-%m-%d", time.gmtime(when))))


def write_gzip(path: Path, text: str) -> None:
    """gzip -9n: no name or time stamp in the header (reproducible; lintian checks it)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "wb") as raw, gzip.GzipFile(filename="", mode="wb", fileobj=raw,
                                                compresslevel=9, mtime=0) as out:
        out.write(text.encode("utf-8"))


def release_time(root: Path) -> float:
    """The time of the commit being packaged (stable across rebuilds), else now."""
    proc = subprocess.run(["git", "-C", str(root), "log", "-1", "--format=%ct"],
                          capture_output=True, text=True)
    return float(proc.stdout.strip()) if proc.returncode == 0 and proc.stdout.strip() \
        else time.time()


def stage_tree(bundle: Path, root: Path, stage: Path, version: str, arch: str) -> Path:
    """Lay out the package's files and DEBIAN/ control folder in `stage` (emptied first)."""
    shutil.rmtree(stage, ignore_errors=True)
    shutil.copytree(bundle, stage / LIB_DIR, symlinks=True)
    for name in SYSTEM_LIBRARIES:
        (stage / LIB_DIR / "_internal" / name).unlink(missing_ok=True)
    when = release_time(root)
    (stage / LAUNCHER).parent.mkdir(parents=True)
    (stage / LAUNCHER).symlink_to(Path("..") / "lib" / PACKAGE / bundle.name)
    (stage / DESKTOP).parent.mkdir(parents=True)
    (stage / DESKTOP).write_text(desktop_entry(root / "build" / "linux" / "nile-table.desktop"),
                                 encoding="utf-8")
    (stage / METAINFO).parent.mkdir(parents=True)
    (stage / METAINFO).write_text(metainfo_xml(version, when), encoding="utf-8")
    for size in ICON_SIZES:
        (stage / icon_path(size)).parent.mkdir(parents=True)
        shutil.copyfile(root / "assets" / "icons" / f"icon-{size}.png", stage / icon_path(size))
    doc = stage / DOC_DIR
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(
        dep5.copyright_text(stage / LIB_DIR, root, LIB_DIR.as_posix()), encoding="utf-8")
    write_gzip(doc / "changelog.gz", changelog_text(version, when))
    if (root / "LICENSE").is_file():
        shutil.copyfile(root / "LICENSE", doc / "LICENSE")
    if (root / "assets" / "licenses").is_dir():
        shutil.copytree(root / "assets" / "licenses", doc / "licenses")
    write_gzip(stage / MAN_PAGE, man_page(root, version, when))
    (stage / OVERRIDES).parent.mkdir(parents=True)
    shutil.copyfile(root / "build" / "linux" / "lintian-overrides", stage / OVERRIDES)
    files = sorted(p for p in stage.rglob("*") if p.is_file() and not p.is_symlink())
    for path in stage.rglob("*"):  # dpkg-deb wants sane modes; executables stay executable
        if not path.is_symlink():
            executable = path.stat().st_mode & 0o111 and not SHARED_LIBRARY.search(path.name)
            path.chmod(0o755 if path.is_dir() or executable else 0o644)
    control = stage / "DEBIAN"
    control.mkdir(mode=0o755)
    control.chmod(0o755)
    installed_kib = -(-sum(p.stat().st_size for p in files) // 1024)
    (control / "control").write_text(
        control_text(version, arch, installed_kib, glibc_floor(stage / LIB_DIR),
                     shlib_depends(stage / LIB_DIR)),
        encoding="utf-8")
    (control / "md5sums").write_text("".join(
        f"{hashlib.md5(p.read_bytes()).hexdigest()}  {p.relative_to(stage).as_posix()}\n"
        for p in files), encoding="utf-8")
    for name in ("control", "md5sums"):
        (control / name).chmod(0o644)
    return stage


def build_deb(bundle: Path, root: Path, work: Path, out_dir: Path, version: str) -> Path:
    """dist/nile-table_<version>_<arch>.deb from the bundle; needs dpkg-deb."""
    if not shutil.which("dpkg-deb"):
        raise SystemExit("dpkg-deb not found: it makes the .deb (apt-get install dpkg)")
    arch = deb_architecture()
    stage = stage_tree(bundle, root, work / "deb", version, arch)
    out = out_dir / f"{PACKAGE}_{version}_{arch}.deb"
    out.unlink(missing_ok=True)
    subprocess.run(["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(stage), str(out)],
                   check=True, stdout=subprocess.DEVNULL)
    return out
