"""Install the .deb into a throwaway root, smoke-test it, remove it, and check the player's files.

`python build/check_deb.py [dist/nile-table_<v>_<arch>.deb]` (as root; CI runs it in .ci/run):
  1. a scratch player home: settings (XDG_CONFIG_HOME) and a save (XDG_DATA_HOME), written by
     the game's own code, snapshotted byte for byte;
  2. `dpkg --instdir <scratch root> --admindir <scratch admindir> --install`: the files go into
     the scratch root and nothing of the machine's dpkg database is touched. The admindir holds
     the machine's own status entries of the packages the .deb depends on (libc6), so dpkg
     checks the real dependencies without --force; the package has no maintainer scripts;
  3. the installed launcher (<root>/usr/games/nile-table, a relative symlink into
     <root>/usr/lib/nile-table) runs `--smoke` headless with that home: exit 0, "smoke ok";
     and, when its --help offers --version, `nile-table --version` names the package version;
  4. `dpkg --purge`: every file of the package is gone from the scratch root;
  5. the player's settings and saves are byte for byte what they were (no file added, changed
     or removed).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

BUILD_DIR = Path(__file__).resolve().parent
ROOT = BUILD_DIR.parent
sys.path.insert(0, str(BUILD_DIR))
from deb import (  # noqa: E402
    DESKTOP,
    DOC_DIR,
    ICON_SIZES,
    LAUNCHER,
    LIB_DIR,
    MAN_PAGE,
    METAINFO,
    PACKAGE,
    deb_architecture,
    icon_path,
)

SMOKE_TIMEOUT = 300


def log(message: str) -> None:
    print(f"[deb] {message}", flush=True)


def snapshot(folder: Path) -> dict[str, bytes | None]:
    """Every file (its bytes) and folder (None) under `folder`, by relative path."""
    return {p.relative_to(folder).as_posix(): (None if p.is_dir() else p.read_bytes())
            for p in sorted(folder.rglob("*"))}


def differences(before: dict, after: dict) -> list[str]:
    """What changed between two snapshots, one line per path."""
    out = [f"removed {path}" for path in before if path not in after]
    out += [f"added {path}" for path in after if path not in before]
    out += [f"changed {path}" for path in before if path in after and before[path] != after[path]]
    return sorted(out)


def player_home(home: Path) -> dict[str, str]:
    """XDG folders under `home` holding a player's settings and one save, written with the
    game's own code (so they are files the game reads, not junk it sets aside)."""
    env = {var: str(home / var.lower()) for var in
           ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME")}
    saved = {var: os.environ.get(var) for var in env}
    os.environ.update(env)
    try:
        sys.path.insert(0, str(ROOT))
        from engines import game_ids, get_engine
        from engines.core import Replay, Seat
        from shell.store import saves
        from shell.store.settings import Settings, save_settings

        save_settings(Settings(language="pl", effects_volume=33))
        game = game_ids()[0]
        engine = get_engine(game)
        options = engine.spec.resolve_options(None)
        replay = Replay(game, options, [Seat("Anna", "human"), Seat("Ramses", "easy")],
                        5, [])
        saves.save_replay(replay, saves.new_save_path(game))
    finally:
        for var, value in saved.items():
            if value is None:
                os.environ.pop(var, None)
            else:
                os.environ[var] = value
    return env


def scratch_admindir(admin: Path, deb: Path) -> None:
    """A dpkg database that knows only the machine's own entries of the packages `deb`
    depends on (so dpkg checks the real dependency versions)."""
    (admin / "info").mkdir(parents=True)
    (admin / "updates").mkdir()
    depends = subprocess.run(["dpkg-deb", "--field", str(deb), "Depends"], check=True,
                             capture_output=True, text=True).stdout
    stanzas = []
    for name in sorted({re.split(r"[\s(:]", part.strip())[0]
                        for part in re.split(r"[,|]", depends) if part.strip()}):
        found = subprocess.run(["dpkg-query", "--status", name], capture_output=True, text=True)
        if found.returncode != 0:
            raise SystemExit(f"this machine has no {name}, which the package depends on")
        stanzas.append(found.stdout.strip() + "\n")
        arch = re.search(r"^Architecture: (\S+)", found.stdout, re.M)
        multi = re.search(r"^Multi-Arch: same", found.stdout, re.M)
        list_name = f"{name}:{arch.group(1)}" if multi and arch else name
        (admin / "info" / f"{list_name}.list").touch()
    (admin / "status").write_text("\n".join(stanzas), encoding="utf-8")


def dpkg(root: Path, admin: Path, *args: str) -> str:
    command = ["dpkg", f"--instdir={root}", f"--admindir={admin}", *args]
    proc = subprocess.run(command, capture_output=True, text=True)
    output = (proc.stdout + proc.stderr).strip()
    if proc.returncode != 0:
        raise SystemExit(f"{' '.join(command[3:])} failed ({proc.returncode}):\n{output}")
    return output


def package_paths() -> list[Path]:
    return [LAUNCHER, LIB_DIR / "NileTable", LIB_DIR / "_internal", DESKTOP, METAINFO,
            MAN_PAGE, DOC_DIR / "copyright", DOC_DIR / "changelog.gz",
            *(icon_path(size) for size in ICON_SIZES)]


def run_smoke(launcher: Path, env: dict) -> tuple[str, float]:
    started = time.monotonic()
    proc = subprocess.run([str(launcher), "--smoke"], env=env, capture_output=True, text=True,
                          timeout=SMOKE_TIMEOUT)
    elapsed = time.monotonic() - started
    output = (proc.stdout + proc.stderr).strip()
    if proc.returncode != 0 or "smoke ok" not in proc.stdout:
        raise SystemExit(f"installed launcher's --smoke failed ({proc.returncode}):\n"
                         f"{output[-3000:]}")
    errors = [line for line in output.splitlines()
              if "Traceback" in line or " ERROR " in line or " CRITICAL " in line]
    if errors:
        raise SystemExit("installed launcher's --smoke logged errors:\n  " + "\n  ".join(errors))
    return next(line for line in proc.stdout.splitlines() if line.startswith("smoke ok")), elapsed


def version_check(launcher: Path, env: dict, expected: str) -> str | None:
    """`nile-table --version` names the package's version; None (skipped) when the app's
    --help offers no --version."""
    help_text = subprocess.run([str(launcher), "--help"], env=env, capture_output=True,
                               text=True, timeout=60)
    if "--version" not in help_text.stdout + help_text.stderr:
        return None
    proc = subprocess.run([str(launcher), "--version"], env=env, capture_output=True,
                          text=True, timeout=60)
    output = (proc.stdout + proc.stderr).strip()
    if proc.returncode != 0 or expected not in output.split():
        raise SystemExit(f"{PACKAGE} --version said {output!r} (exit {proc.returncode}), "
                         f"the package is {expected}")
    return output


def check(deb: Path) -> dict:
    if os.geteuid() != 0:
        raise SystemExit("run as root: dpkg unpacks files owned by root")
    deb = deb.resolve()
    with tempfile.TemporaryDirectory(prefix="niletable-deb-") as tmp:
        tmp = Path(tmp)
        root, admin = tmp / "root", tmp / "admin"
        root.mkdir()
        scratch_admindir(admin, deb)
        home_env = player_home(tmp / "home")
        player = {var: Path(home_env[var]) for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME")}
        before = {var: snapshot(folder) for var, folder in player.items()}
        if not all(before.values()):
            raise SystemExit("the sample settings and save were not written")

        dpkg(root, admin, "--install", str(deb))
        missing = [str(p) for p in package_paths() if not (root / p).exists()]
        if missing:
            raise SystemExit(f"installed package lacks {missing}")
        launcher = root / LAUNCHER
        if launcher.resolve() != (root / LIB_DIR / "NileTable").resolve():
            raise SystemExit(f"{launcher} points at {launcher.resolve()}")
        status = dpkg(root, admin, "--status", PACKAGE)
        if "Status: install ok installed" not in status:
            raise SystemExit(f"dpkg does not list {PACKAGE} as installed:\n{status}")
        log(f"installed into {root} ({sum(1 for _ in root.rglob('*'))} paths)")

        env = dict(os.environ, **home_env, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                   PYGAME_HIDE_SUPPORT_PROMPT="1")
        env["PATH"] = f"{root / LAUNCHER.parent}{os.pathsep}{env.get('PATH', '')}"
        installed = Path(shutil.which(PACKAGE, path=env["PATH"]))
        summary, seconds = run_smoke(installed, env)
        log(f"installed {PACKAGE} --smoke: {summary} ({seconds:.1f} s)")
        expected = subprocess.run(["dpkg-deb", "--field", str(deb), "Version"], check=True,
                                  capture_output=True, text=True).stdout.strip()
        said = version_check(installed, env, expected)
        log(f"{PACKAGE} --version: {said}" if said else
            f"{PACKAGE} --help offers no --version yet: version check skipped")

        dpkg(root, admin, "--purge", PACKAGE)
        left = [str(p) for p in package_paths() if (root / p).exists() or (root / p).is_symlink()]
        if left or (root / LIB_DIR).exists():
            raise SystemExit(f"purge left {left or [str(LIB_DIR)]}")
        log("removed: no file of the package is left")

        changed = [f"{var}: {line}" for var, folder in player.items()
                   for line in differences(before[var], snapshot(folder))]
        if changed:
            raise SystemExit("the player's files changed:\n  " + "\n  ".join(changed))
        files = sum(1 for snap in before.values() for v in snap.values() if v is not None)
        log(f"player's settings and saves untouched ({files} files, byte for byte)")
    return {"deb_smoke_seconds": round(seconds, 1), "deb_smoke_summary": summary}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("deb", type=Path, nargs="?",
                        help="the package (default: the one build.py --package made for the "
                             "pyproject.toml version)")
    args = parser.parse_args(argv)
    if args.deb is None:
        import tomllib

        version = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]["version"]
        args.deb = ROOT / "dist" / f"{PACKAGE}_{version}_{deb_architecture()}.deb"
    check(args.deb)
    log(f"{args.deb.name} installs, starts, and uninstalls cleanly")
    return 0


if __name__ == "__main__":
    sys.exit(main())
