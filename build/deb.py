"""The Linux .deb package, made with dpkg-deb (Debian's own tool) from the onedir bundle.

Layout (no maintainer scripts: dpkg's own file triggers refresh the icon cache and the menu):
  /usr/lib/nile-table/              the bundle (NileTable + _internal/)
  /usr/bin/nile-table               relative symlink to ../lib/nile-table/NileTable
  /usr/share/applications/nile-table.desktop
  /usr/share/icons/hicolor/<n>x<n>/apps/nile-table.png   from assets/icons/icon-<n>.png
Players' saves and settings live in their home folders and are never part of the package.
"""

from __future__ import annotations

import hashlib
import platform
import re
import shutil
import subprocess
from pathlib import Path

PACKAGE = "nile-table"
LIB_DIR = Path("usr/lib") / PACKAGE
LAUNCHER = Path("usr/bin") / PACKAGE
DESKTOP = Path("usr/share/applications") / f"{PACKAGE}.desktop"
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


def control_text(version: str, arch: str, installed_kib: int, glibc: str | None) -> str:
    depends = f"libc6 (>= {glibc})" if glibc else "libc6"
    return (f"Package: {PACKAGE}\n"
            f"Version: {version}\n"
            f"Architecture: {arch}\n"
            f"Maintainer: {MAINTAINER}\n"
            f"Installed-Size: {installed_kib}\n"
            f"Depends: {depends}\n"
            "Section: games\n"
            "Priority: optional\n"
            "Description: Imhotep, Pyramids, Archaeology and Aton against bots or hot-seat\n"
            " Nile Table: four Egyptian board and card games to play offline against bots\n"
            " or with friends at one screen, in English, Russian and Polish.\n")


def stage_tree(bundle: Path, root: Path, stage: Path, version: str, arch: str) -> Path:
    """Lay out the package's files and DEBIAN/ control folder in `stage` (emptied first)."""
    shutil.rmtree(stage, ignore_errors=True)
    shutil.copytree(bundle, stage / LIB_DIR, symlinks=True)
    (stage / LAUNCHER).parent.mkdir(parents=True)
    (stage / LAUNCHER).symlink_to(Path("..") / "lib" / PACKAGE / bundle.name)
    (stage / DESKTOP).parent.mkdir(parents=True)
    (stage / DESKTOP).write_text(desktop_entry(root / "build" / "linux" / "nile-table.desktop"),
                                 encoding="utf-8")
    for size in ICON_SIZES:
        (stage / icon_path(size)).parent.mkdir(parents=True)
        shutil.copyfile(root / "assets" / "icons" / f"icon-{size}.png", stage / icon_path(size))
    files = sorted(p for p in stage.rglob("*") if p.is_file() and not p.is_symlink())
    for path in stage.rglob("*"):  # dpkg-deb wants sane modes; executables stay executable
        if not path.is_symlink():
            mode = 0o755 if path.is_dir() or path.stat().st_mode & 0o111 else 0o644
            path.chmod(mode)
    control = stage / "DEBIAN"
    control.mkdir(mode=0o755)
    control.chmod(0o755)
    installed_kib = -(-sum(p.stat().st_size for p in files) // 1024)
    (control / "control").write_text(
        control_text(version, arch, installed_kib, glibc_floor(stage / LIB_DIR)),
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
