"""Build Nile Table for the platform this runs on: `python build/build.py [options]`.

Steps (each optional step is a flag, so CI and the release workflow call the same script):
  1. PyInstaller with build/nile_table.spec -> dist/NileTable/ (onedir; macOS also
     dist/NileTable.app). Work files go to build/work/ (ignored by git, apart from the tracked
     build/ files).
  2. --smoke: run the frozen app with `--smoke` (headless, SDL dummy driver, throw-away
     per-user folders) and fail unless it exits 0.
  3. --package: the platform's download: Linux dist/NileTable-<v>-linux-<arch>.tar.gz
     (plus an AppImage with --appimage when `appimagetool` is on PATH, updatable from the
     GitHub releases named by --appimage-update), Windows the Inno Setup
     installer (build/windows/NileTable.iss, needs ISCC.exe) plus a .zip, macOS a .dmg of the .app.
  4. --time-startup N: median time to the first menu frame, from source and from the bundle.
  5. --report PATH: the figures (sizes, times, smoke result) as JSON.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
import tomllib
import zipfile
from pathlib import Path

BUILD_DIR = Path(__file__).resolve().parent
ROOT = BUILD_DIR.parent
sys.path.insert(0, str(BUILD_DIR))
from bundle_config import (  # noqa: E402
    APP_NAME,
    DISPLAY_NAME,
    MAX_ARCHIVE_MB,
    MAX_BUNDLE_MB,
    version_tuple,
)

SPEC = BUILD_DIR / "nile_table.spec"
WORK = BUILD_DIR / "work"
DIST = ROOT / "dist"
SMOKE_TIMEOUT = 300
HDIUTIL_ATTEMPTS = 5
HDIUTIL_PAUSE_S = 10.0


def project_version() -> str:
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return data["project"]["version"]


def platform_tag() -> str:
    system = {"linux": "linux", "win32": "windows", "darwin": "macos"}.get(sys.platform,
                                                                         sys.platform)
    machine = platform.machine().lower()
    machine = {"amd64": "x86_64", "aarch64": "arm64"}.get(machine, machine)
    return f"{system}-{machine}"


def bundle_dir() -> Path:
    return DIST / APP_NAME


def executable() -> Path:
    """The frozen app's executable: inside the .app on macOS, else in the onedir bundle."""
    if sys.platform == "darwin":
        in_app = DIST / f"{APP_NAME}.app" / "Contents" / "MacOS" / APP_NAME
        if in_app.exists():
            return in_app
    name = APP_NAME + (".exe" if sys.platform == "win32" else "")
    return bundle_dir() / name


def tree_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def mb(n_bytes: int) -> float:
    return round(n_bytes / 1_000_000, 1)


def log(message: str) -> None:
    print(f"[build] {message}", flush=True)


# --- 1. PyInstaller ---------------------------------------------------------------------------
def compile_catalogs() -> None:
    """The .mo catalogs the bundle ships (compiled from the .po sources; never committed)."""
    subprocess.run([sys.executable, "-m", "shell.language.catalog_build"], cwd=ROOT, check=True)
    for lang in ("en", "ru", "pl"):
        if not (ROOT / "assets" / "locale" / lang / "LC_MESSAGES" / "messages.mo").exists():
            raise SystemExit(f"no compiled catalog for {lang}")


def run_pyinstaller(clean: bool) -> None:
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
               "--workpath", str(WORK), "--distpath", str(DIST), str(SPEC)]
    if clean:
        command.insert(3, "--clean")
    log("pyinstaller: " + " ".join(command[3:]))
    started = time.monotonic()
    subprocess.run(command, cwd=ROOT, check=True)
    log(f"pyinstaller done in {time.monotonic() - started:.0f} s")
    if not executable().exists():
        raise SystemExit(f"no executable at {executable()}")


def check_bundle() -> dict:
    """Sanity checks of the finished bundle: assets present, excluded things absent."""
    internal = bundle_dir() / "_internal"
    root = internal if internal.is_dir() else bundle_dir()
    problems = []
    for rel in ("assets/VERSION", "assets/theme.json", "assets/fonts/NotoSans-Regular.ttf",
                "assets/locale/en/LC_MESSAGES/messages.mo",
                "assets/locale/ru/LC_MESSAGES/messages.mo",
                "assets/locale/pl/LC_MESSAGES/messages.mo", "assets/icons/icon-64.png",
                "assets/audio/music/menu.ogg", "assets/audio/effects/click.ogg",
                "pygame_gui/data/NotoSans-Regular.ttf", "pygame_gui/data/default_theme.json",
                "pygame_gui/data/licenses/NotoSans-LICENSE.txt",
                "licenses/pygame_gui/LICENSE.txt"):
        if not (root / rel).exists():
            problems.append(f"missing {rel}")
    version = (root / "assets" / "VERSION").read_text(encoding="utf-8").strip() \
        if (root / "assets" / "VERSION").exists() else None
    if version != project_version():
        problems.append(f"assets/VERSION is {version!r}, pyproject.toml says {project_version()}")
    for banned in ("numpy", "pygame_gui/data/NotoSansSC-Regular.otf", "pygame/tests",
                   "pygame/examples", "pygame/docs", "_pytest", "hypothesis",
                   "assets/icons/icon-1024.png", "assets/icons/NileTable.icns"):
        if (root / banned).exists():
            problems.append(f"unwanted {banned} in the bundle")
    problems += [f"unwanted {p.relative_to(root)} in the bundle" for p in unwanted_files(root)]
    for notice in licence_files():
        if not (root / notice.relative_to(ROOT)).is_file():
            problems.append(f"missing {notice.relative_to(ROOT)}")
    if sys.platform.startswith("linux"):
        from linux_bundle import executable_libraries, foreign_search_paths

        problems += [f"search path outside the bundle: {p}" for p in
                     foreign_search_paths(bundle_dir())]
        problems += [f"executable shared library: {p}" for p in
                     executable_libraries(bundle_dir())]
    if problems:
        raise SystemExit("bundle check failed:\n  " + "\n  ".join(problems))
    size = tree_size(bundle_dir())
    log(f"bundle {bundle_dir()} is {mb(size)} MB (budget {MAX_BUNDLE_MB} MB)")
    if size > MAX_BUNDLE_MB * 1_000_000:
        raise SystemExit(f"bundle is {mb(size)} MB, over the {MAX_BUNDLE_MB} MB budget")
    return {"bundle_bytes": size, "bundle_mb": mb(size), "version": version}


def finish_linux_bundle() -> dict:
    """Search paths, library modes and duplicate fonts of the Linux bundle (linux_bundle.py)."""
    from linux_bundle import finish

    figures = finish(bundle_dir())
    log(f"linux bundle: {figures['search_paths_removed']} foreign RPATH/RUNPATH entries "
        f"removed, {mb(figures['font_twins_bytes_saved'])} MB of duplicate fonts linked")
    return figures


def licence_files() -> list[Path]:
    """The project's LICENSE and assets/licenses/* (third-party notices), where the checkout
    has them: every download carries them."""
    found = [ROOT / "LICENSE"] if (ROOT / "LICENSE").is_file() else []
    folder = ROOT / "assets" / "licenses"
    return found + (sorted(p for p in folder.rglob("*") if p.is_file()) if folder.is_dir() else [])


def licence_arcname(notice: Path) -> str:
    """Where a licence file goes at the top of a download: LICENSE, licenses/<name>."""
    assets = ROOT / "assets"
    return notice.relative_to(assets).as_posix() if notice.is_relative_to(assets) \
        else notice.name


def unwanted_files(root: Path) -> list[Path]:
    """Files no bundle may hold: .po sources, East Asian codecs, the game's package metadata,
    and on Linux the build machine's libstdc++/libgcc_s."""
    found = [p for p in root.rglob("*") if p.name.endswith((".po", ".pot"))
             or p.name.startswith(("_codecs_", "_multibytecodec"))
             or (p.name.endswith((".egg-info", ".dist-info")) and "nile" in p.name.lower())]
    if sys.platform.startswith("linux"):
        found += [p for p in root.glob("*") if p.name.startswith(("libstdc++", "libgcc_s"))]
    return sorted(found)


# --- 2. smoke test ----------------------------------------------------------------------------
def headless_env(home: Path) -> dict:
    """SDL dummy drivers and per-user folders inside `home` (never the real ones)."""
    env = dict(os.environ)
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    env["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        env[var] = str(home / var.lower())
    if sys.platform == "win32":
        env["LOCALAPPDATA"] = str(home / "localappdata")
        env["APPDATA"] = str(home / "appdata")
    elif sys.platform == "darwin":
        env["HOME"] = str(home)
    return env


def app_logs(home: Path) -> list[Path]:
    """The frozen app's log file(s) for a run with headless_env(home): under `home` where the
    per-user folders follow the environment, the real per-user log on Windows (platformdirs
    asks Windows itself there)."""
    found = list(home.rglob("nile-table.log"))
    if sys.platform == "win32":
        import platformdirs

        found.append(Path(platformdirs.user_log_dir(APP_NAME, APP_NAME)) / "nile-table.log")
    return found


def new_log_text(paths: list[Path], sizes_before: dict[Path, int]) -> str:
    """What was appended to each log since `sizes_before` was taken."""
    text = ""
    for path in paths:
        if path.exists():
            with open(path, "rb") as handle:
                handle.seek(sizes_before.get(path, 0))
                text += handle.read().decode("utf-8", errors="replace")
    return text


def bundle_listing() -> set[str]:
    """Every path inside the bundle (and the .app on macOS), to catch files the app writes."""
    roots = [bundle_dir(), DIST / f"{APP_NAME}.app"]
    return {str(p) for root in roots if root.exists() for p in root.rglob("*")}


def smoke() -> dict:
    """Run the frozen app's --smoke; it must exit 0 and write nothing inside the bundle
    (settings, saves and logs belong in the per-user folders)."""
    before = bundle_listing()
    with tempfile.TemporaryDirectory(prefix="niletable-smoke-") as tmp:
        logs = app_logs(Path(tmp))
        log_sizes = {path: path.stat().st_size for path in logs if path.exists()}
        started = time.monotonic()
        proc = subprocess.run([str(executable()), "--smoke"], env=headless_env(Path(tmp)),
                              capture_output=True, text=True, timeout=SMOKE_TIMEOUT)
        elapsed = time.monotonic() - started
        logged = new_log_text(app_logs(Path(tmp)), log_sizes)
    stray = sorted(bundle_listing() - before)
    output = (proc.stdout + proc.stderr).strip()
    log(f"smoke: exit {proc.returncode} in {elapsed:.1f} s: {output[-2000:]}")
    if proc.returncode != 0:
        raise SystemExit(f"frozen smoke test failed with exit code {proc.returncode}")
    # The table scene logs a failed bot (e.g. a worker process that cannot start) and plays on:
    # in the frozen smoke any logged error or traceback is a failure.
    # (The app's log file is read too: a windowed Windows app has no stderr.)
    errors = [line for line in (output + "\n" + logged).splitlines()
              if "Traceback" in line or " ERROR " in line or " CRITICAL " in line]
    if errors:
        raise SystemExit("frozen smoke test logged errors:\n  " + "\n  ".join(errors[:10]))
    if stray:
        raise SystemExit(f"the frozen app wrote inside its bundle: {stray[:10]}")
    summary = next((line for line in output.splitlines() if line.startswith("smoke ok")), "")
    return {"smoke_exit": proc.returncode, "smoke_seconds": round(elapsed, 1),
            "smoke_summary": summary}


# --- 3. packages ------------------------------------------------------------------------------
def package_basename() -> str:
    return f"{APP_NAME}-{project_version()}-{platform_tag()}"


def make_tar() -> Path:
    out = DIST / f"{package_basename()}.tar.gz"
    top = package_basename()
    with tarfile.open(out, "w:gz", compresslevel=9) as tar:
        tar.add(bundle_dir(), arcname=top)
        tar.add(BUILD_DIR / "linux" / "nile-table.desktop", arcname=f"{top}/nile-table.desktop")
        tar.add(BUILD_DIR / "linux" / "install.sh", arcname=f"{top}/install.sh")
        tar.add(ROOT / "assets" / "icons" / "icon-256.png", arcname=f"{top}/nile-table.png")
        for notice in licence_files():  # LICENSE and licenses/... beside the executable
            tar.add(notice, arcname=f"{top}/{licence_arcname(notice)}")
    return out


def make_deb() -> Path:
    """dist/nile-table_<v>_<arch>.deb (build/deb.py: /usr/lib/nile-table, a nile-table
    launcher on PATH, desktop entry, hicolor icons)."""
    from deb import build_deb

    return build_deb(bundle_dir(), ROOT, WORK, DIST, project_version())


def make_zip() -> Path:
    out = DIST / f"{package_basename()}.zip"
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for path in sorted(bundle_dir().rglob("*")):
            archive.write(path, Path(package_basename()) / path.relative_to(bundle_dir()))
        for notice in licence_files():  # LICENSE and licenses/... beside the executable
            archive.write(notice, f"{package_basename()}/{licence_arcname(notice)}")
    return out


def appimage_update_information(repository: str) -> str:
    """The AppImage's update information for the GitHub releases of `repository`
    ("owner/name"): AppImageUpdate and appimaged fetch the .zsync of the latest published
    release whose name matches this build's (NileTable-*<arch>.AppImage.zsync)."""
    owner, _, name = repository.partition("/")
    if not owner or not name or "/" in name or "|" in repository:
        raise SystemExit(f"--appimage-update wants owner/name, not {repository!r}")
    arch = platform_tag().split("-", 1)[1]
    return f"gh-releases-zsync|{owner}|{name}|latest|{APP_NAME}-*{arch}.AppImage.zsync"


def appimagetool_command(tool: str, appdir: Path, out: Path, update_repository: str | None,
                         runtime: str | None) -> list[str]:
    """appimagetool's arguments: no AppStream check, the update information (appimagetool
    then writes <out>.zsync beside the AppImage with its bundled zsyncmake), and the AppImage
    runtime from `runtime` when given (else appimagetool downloads the newest itself)."""
    command = [tool, "--no-appstream"]
    if update_repository:
        command += ["-u", appimage_update_information(update_repository)]
    if runtime:
        command += ["--runtime-file", runtime]
    return command + [str(appdir), out.name]


def make_appimage(update_repository: str | None = None) -> list[Path]:
    """An AppImage from an AppDir around the bundle (and, with `update_repository`, its
    .zsync); needs `appimagetool` (or $APPIMAGETOOL), uses $APPIMAGE_RUNTIME when set."""
    tool = os.environ.get("APPIMAGETOOL") or shutil.which("appimagetool")
    if not tool:
        log("appimagetool not found: no AppImage (the tar.gz is the Linux download)")
        return []
    appdir = WORK / "AppDir"
    shutil.rmtree(appdir, ignore_errors=True)
    (appdir / "usr").mkdir(parents=True)
    shutil.copytree(bundle_dir(), appdir / "usr" / APP_NAME, symlinks=True)
    shutil.copy2(BUILD_DIR / "linux" / "AppRun", appdir / "AppRun")
    (appdir / "AppRun").chmod(0o755)
    shutil.copy2(BUILD_DIR / "linux" / "nile-table.desktop", appdir / "nile-table.desktop")
    shutil.copy2(ROOT / "assets" / "icons" / "icon-256.png", appdir / "nile-table.png")
    out = DIST / f"{package_basename()}.AppImage"
    zsync = out.with_name(out.name + ".zsync")
    zsync.unlink(missing_ok=True)
    env = dict(os.environ, ARCH=platform.machine())
    command = appimagetool_command(tool, appdir, out, update_repository,
                                   os.environ.get("APPIMAGE_RUNTIME"))
    # run in dist/: zsyncmake writes the .zsync into the folder it runs in
    subprocess.run(command, check=True, env=env, cwd=DIST)
    if not update_repository:
        return [out]
    if not zsync.is_file():
        raise SystemExit(f"appimagetool wrote no {zsync.name} (is zsyncmake bundled with it?)")
    return [out, zsync]


ISCC_FOLDERS = ("Inno Setup 7", "Inno Setup 6")  # newest first


def find_iscc(env: dict | None = None) -> str | None:
    """ISCC.exe of Inno Setup 7 or 6: $ISCC, PATH, or the folders either version installs to
    (Program Files, either view, or the per-user %LOCALAPPDATA%\\Programs)."""
    env = os.environ if env is None else env
    if env.get("ISCC") and Path(env["ISCC"]).is_file():
        return env["ISCC"]
    found = shutil.which("iscc") or shutil.which("ISCC")
    if found:
        return found
    bases = [env.get("ProgramFiles(x86)"), env.get("ProgramFiles"),
             str(Path(env["LOCALAPPDATA"]) / "Programs") if env.get("LOCALAPPDATA") else None]
    for folder in ISCC_FOLDERS:
        for base in bases:
            if base and (Path(base) / folder / "ISCC.exe").is_file():
                return str(Path(base) / folder / "ISCC.exe")
    for base in bases:  # any other "Inno Setup N"
        if base and Path(base).is_dir():
            for candidate in sorted(Path(base).glob("Inno Setup */ISCC.exe"), reverse=True):
                return str(candidate)
    return None


def iscc_signing_args(env: dict | None = None) -> list[str]:
    """With WINDOWS_SIGNING=1, ISCC signs the setup program and its uninstaller through
    build/windows/sign.ps1 (the .iss SignTool directive); nothing otherwise."""
    env = os.environ if env is None else env
    if env.get("WINDOWS_SIGNING") != "1":
        return []
    script = BUILD_DIR / "windows" / "sign.ps1"
    command = f"powershell.exe -NoProfile -ExecutionPolicy Bypass -File $q{script}$q $f"
    return [f"/Sniletable={command}", "/DSignToolName=niletable"]


def make_windows_installer() -> Path:
    iscc = find_iscc()
    if not iscc:
        raise SystemExit("ISCC.exe (Inno Setup 6 or 7) not found; install it "
                         "(choco install innosetup) or set ISCC to its path")
    name = f"{package_basename()}-setup"  # NileTable-<v>-windows-x86_64-setup.exe
    numeric = ".".join(map(str, version_tuple(project_version())))
    subprocess.run([iscc, f"/DAppVersion={project_version()}", f"/DNumericVersion={numeric}",
                    f"/DSourceDir={bundle_dir()}",
                    f"/DOutputDir={DIST}", f"/DOutputBaseName={name}",
                    f"/DIconFile={ROOT / 'assets' / 'icons' / 'NileTable.ico'}",
                    *iscc_signing_args(),
                    str(BUILD_DIR / "windows" / "NileTable.iss")], check=True)
    return DIST / f"{name}.exe"


def make_dmg() -> Path:
    app = DIST / f"{APP_NAME}.app"
    if not app.is_dir():
        raise SystemExit(f"no {app}: the spec builds it on macOS only")
    stage = WORK / "dmg"
    shutil.rmtree(stage, ignore_errors=True)
    stage.mkdir(parents=True)
    shutil.copytree(app, stage / app.name, symlinks=True)
    (stage / "Applications").symlink_to("/Applications")
    out = DIST / f"{package_basename()}.dmg"
    out.unlink(missing_ok=True)
    # hdiutil fails now and then with "Resource busy" on hosted macOS runners: try again
    run_with_retries(["hdiutil", "create", "-volname", DISPLAY_NAME, "-srcfolder", str(stage),
                      "-fs", "HFS+", "-format", "UDZO", "-ov", str(out)])
    return out


def run_with_retries(command: list[str], attempts: int = HDIUTIL_ATTEMPTS,
                     pause: float = HDIUTIL_PAUSE_S) -> None:
    """Run `command` until it succeeds, at most `attempts` times, waiting longer each time."""
    for attempt in range(1, attempts + 1):
        proc = subprocess.run(command)
        if proc.returncode == 0:
            return
        if attempt < attempts:
            log(f"{command[0]} failed ({proc.returncode}), attempt {attempt} of {attempts}; "
                f"retrying in {pause * attempt:.0f} s")
            time.sleep(pause * attempt)
    raise SystemExit(f"{' '.join(command[:2])} failed {attempts} times")


def package(appimage: bool, update_repository: str | None = None) -> dict:
    outputs: list[Path] = []
    if sys.platform == "win32":
        outputs.append(make_zip())
        outputs.append(make_windows_installer())
    elif sys.platform == "darwin":
        outputs.append(make_dmg())
    else:
        outputs.append(make_tar())
        outputs.append(make_deb())
        if appimage:
            outputs += make_appimage(update_repository)
    figures = {}
    for out in outputs:
        size = out.stat().st_size
        log(f"package {out.name}: {mb(size)} MB")
        figures[out.name] = size
    compressed = min(size for name, size in figures.items() if not name.endswith(".zsync"))
    if compressed > MAX_ARCHIVE_MB * 1_000_000:
        raise SystemExit(f"compressed download is {mb(compressed)} MB, over {MAX_ARCHIVE_MB} MB")
    return {"packages": figures, "compressed_mb": mb(compressed)}


# --- 4. start-up time -------------------------------------------------------------------------
def children_cpu() -> float:
    """CPU seconds (user + system) used so far by finished child processes (0 on Windows)."""
    try:
        import resource
    except ImportError:
        return 0.0
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def time_to_first_frame(command: list[str], cwd: Path) -> tuple[float, float]:
    """Seconds from process start until the menu's first frame is written by --screenshot,
    and the CPU seconds the whole run used (steadier than wall time on a busy machine)."""
    with tempfile.TemporaryDirectory(prefix="niletable-start-") as tmp:
        shot = Path(tmp) / "menu.png"
        env = headless_env(Path(tmp))
        env.pop("PYTHONDONTWRITEBYTECODE", None)  # from source: cached bytecode, as for a player
        cpu_before = children_cpu()
        started = time.perf_counter()
        proc = subprocess.Popen(command + ["--screenshot", str(shot), "--scene", "menu"],
                                cwd=cwd, env=env,
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        while proc.poll() is None and not (shot.exists() and shot.stat().st_size > 0):
            time.sleep(0.002)
        elapsed = time.perf_counter() - started
        _, err = proc.communicate(timeout=60)
        if proc.returncode != 0 or not shot.exists():
            raise SystemExit(f"screenshot run failed ({proc.returncode}): {err.decode()[-800:]}")
    return elapsed, children_cpu() - cpu_before


def time_startup(runs: int) -> dict:
    results = {}
    for label, command in (("source", [sys.executable, str(ROOT / "main.py")]),
                           ("bundle", [str(executable())])):
        if label == "bundle" and not executable().exists():
            continue
        time_to_first_frame(command, ROOT)  # warm the file cache once
        runs_made = [time_to_first_frame(command, ROOT) for _ in range(runs)]
        samples = [wall for wall, _cpu in runs_made]
        median = statistics.median(samples)
        cpu = statistics.median(cpu for _wall, cpu in runs_made)
        log(f"first menu frame from {label}: median {median:.3f} s over {runs} runs "
            f"(min {min(samples):.3f}, max {max(samples):.3f}); CPU of the whole run "
            f"{cpu:.3f} s")
        results[f"startup_{label}_s"] = round(median, 3)
        results[f"startup_{label}_min_s"] = round(min(samples), 3)
        results[f"startup_{label}_cpu_s"] = round(cpu, 3)
    return results


# --- main -------------------------------------------------------------------------------------
def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-build", action="store_true",
                        help="reuse the bundle already in dist/ (for --smoke / --time-startup)")
    parser.add_argument("--clean", action="store_true", help="clear PyInstaller's cache first")
    parser.add_argument("--smoke", action="store_true", help="run the frozen app's --smoke")
    parser.add_argument("--package", action="store_true", help="make the platform's download")
    parser.add_argument("--appimage", action="store_true",
                        help="with --package on Linux: also an AppImage (needs appimagetool)")
    parser.add_argument("--appimage-update", metavar="OWNER/NAME",
                        help="with --appimage: embed update information for the GitHub "
                             "releases of OWNER/NAME and write the .zsync beside the AppImage")
    parser.add_argument("--time-startup", type=int, metavar="N", default=0,
                        help="median time to the first menu frame over N runs")
    parser.add_argument("--expect-version", metavar="V",
                        help="fail unless pyproject.toml's version is V (a leading 'v' is "
                             "ignored; the release workflow passes the tag)")
    parser.add_argument("--expect-arch", metavar="ARCH",
                        help="fail unless this machine builds for ARCH (x86_64, arm64): the "
                             "release matrix names each download's architecture")
    parser.add_argument("--report", type=Path, metavar="PATH", help="write the figures as JSON")
    args = parser.parse_args(argv)
    if args.appimage_update and not args.appimage:
        parser.error("--appimage-update goes with --appimage")

    version = project_version()
    if args.expect_version and args.expect_version.removeprefix("v") != version:
        raise SystemExit(f"tag {args.expect_version} does not match pyproject.toml {version}")
    arch = platform_tag().split("-", 1)[1]
    if args.expect_arch and args.expect_arch != arch:
        raise SystemExit(f"this runner builds for {arch}, not {args.expect_arch}")
    report: dict = {"version": version, "platform": platform_tag()}
    if not args.no_build:
        compile_catalogs()
        run_pyinstaller(args.clean)
        if sys.platform.startswith("linux"):
            report.update(finish_linux_bundle())
    report.update(check_bundle())
    if args.smoke:
        report.update(smoke())
    if args.package:
        report.update(package(args.appimage, args.appimage_update))
    if args.time_startup:
        report.update(time_startup(args.time_startup))
    if args.report:
        args.report.parent.mkdir(parents=True, exist_ok=True)
        args.report.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    log("figures: " + json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
