"""build/build.py: naming, version checks, headless runs that never touch real user folders,
and the packaging recipes it relies on."""

import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

import build as build_script

ROOT = Path(__file__).resolve().parents[2]
BUILD = ROOT / "build"


def pyproject_version():
    return tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]["version"]


def test_build_module_is_ours():
    assert Path(build_script.__file__).resolve() == BUILD / "build.py"


def test_version_comes_from_pyproject():
    assert build_script.project_version() == pyproject_version()


def test_package_name_has_version_and_platform():
    name = build_script.package_basename()
    assert name.startswith(f"NileTable-{pyproject_version()}-")
    assert name.split("-")[2] in ("linux", "windows", "macos")


def test_work_and_dist_folders_are_ignored_and_apart_from_tracked_files():
    assert build_script.WORK == BUILD / "work"
    assert build_script.DIST == ROOT / "dist"
    ignored = (ROOT / ".gitignore").read_text("utf-8").split()
    assert "dist/" in ignored and "build/work/" in ignored


def test_a_tag_that_disagrees_with_pyproject_stops_before_building(monkeypatch):
    monkeypatch.setattr(build_script, "run_pyinstaller",
                        lambda clean: pytest.fail("must not build"))
    with pytest.raises(SystemExit, match="does not match"):
        build_script.main(["--expect-version", "v999.0.0"])


def test_no_generated_version_file_is_committed_in_assets():
    assert not (ROOT / "assets" / "VERSION").exists()


def test_headless_env_points_user_folders_into_the_given_home(tmp_path):
    env = build_script.headless_env(tmp_path)
    assert env["SDL_VIDEODRIVER"] == os.environ.get("SDL_VIDEODRIVER", "dummy")
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME"):
        assert Path(env[var]).is_relative_to(tmp_path)


def test_frozen_layout_shows_the_pyproject_version(tmp_path, monkeypatch):
    """In the bundle there is no package metadata: app_version() reads assets/VERSION, which
    the spec writes from pyproject.toml."""
    import importlib.metadata

    from shell import version as app

    (tmp_path / "assets").mkdir()
    (tmp_path / "assets" / "VERSION").write_text(pyproject_version() + "\n", encoding="utf-8")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)

    def no_metadata(name):
        raise importlib.metadata.PackageNotFoundError(name)

    monkeypatch.setattr(app, "version", no_metadata)
    assert app.app_version() == pyproject_version()


def test_ci_run_keeps_its_lines_and_builds_and_smokes_the_bundle():
    ci = (ROOT / ".ci" / "run").read_text("utf-8")
    readme = (ROOT / "README.md").read_text("utf-8").splitlines()
    test_command = next(line for line in readme if line.endswith("-m pytest"))
    assert test_command in ci.splitlines()  # the README's command, word for word
    assert '-e ".[test]" -c build/constraints.txt' in test_command
    assert ".venv/bin/ruff check ." in ci
    assert '.venv/bin/pip install -q -e ".[build]" -c build/constraints.txt' in ci
    assert "build/constraints.py --check --strict" in ci
    assert "build/build.py" in ci and "--smoke" in ci and "--package" in ci
    assert ci.index("build/build.py") < ci.index("build/check_deb.py")


def test_ci_runs_debians_checks_on_the_deb_and_zizmor_on_the_workflow():
    ci = (ROOT / ".ci" / "run").read_text("utf-8")
    lines = [line.strip() for line in ci.splitlines()]
    assert 'lintian --fail-on error "$deb"' in lines
    assert any(line.startswith("appstreamcli validate --no-net") for line in lines)
    assert any(line.startswith("desktop-file-validate") and "nile-table.desktop" in line
               for line in lines)
    assert ci.index("build/check_deb.py") < ci.index("lintian --fail-on")
    for package in ("dpkg-dev", "lintian", "appstream", "desktop-file-utils"):
        assert f"missing+=({package})" in ci
    assert ci.index("missing+=(dpkg-dev)") < ci.index("build/build.py --clean")
    assert "zizmor --offline" in ci and '"zizmor==$ZIZMOR_VERSION"' in ci
    # zizmor installs into build/work before the build works there
    assert ci.index("zizmor --offline") < ci.index("( build_and_check )")


def test_ci_builds_beside_the_linters_and_fails_when_the_build_does():
    """The build runs in the background after the build's packages are installed (pip
    rewrites the editable install the tests read), and CI waits for it and fails with it."""
    ci = (ROOT / ".ci" / "run").read_text("utf-8")
    lines = [line.strip() for line in ci.splitlines()]
    start = lines.index('( build_and_check ) > "$build_log" 2>&1 &')
    body = ci[ci.index("build_and_check() {"):ci.index("( build_and_check )")]
    assert "build/build.py --clean" in body and "build/check_deb.py" in body
    assert 'lintian --fail-on error "$deb"' in body
    assert lines.index('.venv/bin/pip install -q -e ".[build]" -c build/constraints.txt') < start
    assert start < lines.index(".venv/bin/python -m pytest -q -p tests.posix_hidden $posix_users")
    assert start < lines.index(".venv/bin/mypy")
    waited = lines.index('wait "$build_pid" || build_status=$?')
    assert waited > lines.index(".venv/bin/mypy")
    assert 'exit "$build_status"' in lines[waited:]


def test_ci_runs_the_tests_that_meet_a_posix_call_again_with_the_calls_hidden():
    ci = (ROOT / ".ci" / "run").read_text("utf-8")
    assert "posix_users=$(.venv/bin/python -m tests.posix_users)" in ci
    assert ".venv/bin/python -m pytest -q -p tests.posix_hidden $posix_users" in ci
    readme = (ROOT / "README.md").read_text("utf-8").splitlines()
    test_command = next(line for line in readme if line.endswith("-m pytest"))
    assert ci.index(test_command) < ci.index("tests.posix_hidden")


def test_desktop_entry_is_complete():
    lines = (BUILD / "linux" / "nile-table.desktop").read_text("utf-8").splitlines()
    assert lines[0] == "[Desktop Entry]"
    entry = dict(line.split("=", 1) for line in lines[1:] if "=" in line)
    assert entry["Type"] == "Application" and entry["Name"] == "Nile Table"
    assert entry["Icon"] == "nile-table" and entry["Categories"].startswith("Game;")
    assert entry["Exec"] == "NileTable"


def test_linux_scripts_are_executable_shell():
    for name in ("AppRun", "install.sh"):
        path = BUILD / "linux" / name
        assert path.read_text("utf-8").startswith("#!/bin/sh")
        assert os.access(path, os.X_OK), name
        subprocess.run(["sh", "-n", str(path)], check=True)


def test_inno_setup_script_takes_the_build_defines_and_installs_per_user():
    iss = (BUILD / "windows" / "NileTable.iss").read_text("utf-8")
    for define in ("AppVersion", "SourceDir", "OutputDir", "OutputBaseName", "IconFile"):
        assert f"#ifndef {define}" in iss
    assert "AppVersion={#AppVersion}" in iss
    assert "PrivilegesRequired=lowest" in iss
    assert 'Source: "{#SourceDir}\\*"' in iss and "recursesubdirs" in iss
    assert '{app}\\NileTable.exe' in iss


def test_worker_hook_leaves_ordinary_runs_alone(tmp_path):
    hook = BUILD / "rthooks" / "pyi_rth_niletable_workers.py"
    for argv in ([], ["--smoke"], ["-c", "print('not a multiprocessing helper')"]):
        result = subprocess.run([sys.executable, str(hook), *argv], capture_output=True,
                                text=True, timeout=30)
        assert result.returncode == 0 and result.stdout == "", argv


def fake_app(tmp_path, monkeypatch, body):
    """Point build.py at a stand-in 'frozen app' (a shell script) inside a fake bundle."""
    bundle = tmp_path / "dist" / "NileTable"
    bundle.mkdir(parents=True)
    exe = bundle / "NileTable"
    exe.write_text("#!/bin/sh\n" + body + "\n", encoding="utf-8")
    exe.chmod(0o755)
    monkeypatch.setattr(build_script, "DIST", tmp_path / "dist")
    monkeypatch.setattr(build_script, "executable", lambda: exe)
    return bundle


@pytest.mark.skipif(sys.platform == "win32", reason="stand-in app is a shell script")
def test_smoke_passes_a_clean_run_and_reports_its_summary(tmp_path, monkeypatch):
    fake_app(tmp_path, monkeypatch, 'echo "smoke ok: 10 frames"')
    assert build_script.smoke()["smoke_summary"] == "smoke ok: 10 frames"


@pytest.mark.skipif(sys.platform == "win32", reason="stand-in app is a shell script")
@pytest.mark.parametrize("body, reason", [
    ("exit 3", "exit code 3"),
    ('echo "2026-01-01 ERROR scenes.kit.table: bot failed" >&2; echo "smoke ok"', "logged errors"),
    ('echo "Traceback (most recent call last):" >&2', "logged errors"),
    ('touch "$(dirname "$0")/settings.json"', "wrote inside its bundle"),
])
def test_smoke_fails_on_exit_code_logged_errors_or_files_in_the_bundle(tmp_path, monkeypatch,
                                                                       body, reason):
    fake_app(tmp_path, monkeypatch, body)
    with pytest.raises(SystemExit, match=reason):
        build_script.smoke()


@pytest.mark.skipif(sys.platform == "win32", reason="stand-in app is a shell script")
def test_smoke_reads_errors_from_the_apps_log_file(tmp_path, monkeypatch):
    """A windowed app has no stderr: an error in its per-user log fails the smoke too."""
    fake_app(tmp_path, monkeypatch,
             'mkdir -p "$XDG_STATE_HOME/NileTable/log"\n'
             'echo "x ERROR scenes.kit.table: bot failed" >> "$XDG_STATE_HOME/NileTable/log/'
             'nile-table.log"\necho "smoke ok"')
    with pytest.raises(SystemExit, match="bot failed"):
        build_script.smoke()


def test_bundle_check_flags_po_sources_codecs_metadata_and_linux_libstdcxx(tmp_path, monkeypatch):
    root = tmp_path / "_internal"
    for rel in ("assets/locale/ru/LC_MESSAGES/messages.po", "assets/locale/ru/LC_MESSAGES/x.mo",
                "python3.11/lib-dynload/_codecs_jp.cpython-311.so", "nile_table.egg-info/PKG-INFO",
                "libstdc++.so.6", "libgcc_s.so.1", "libpython3.11.so.1.0"):
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_bytes(b"x")
    monkeypatch.setattr(build_script.sys, "platform", "linux")
    flagged = {p.name for p in build_script.unwanted_files(root)}
    assert flagged == {"messages.po", "_codecs_jp.cpython-311.so", "nile_table.egg-info",
                       "libstdc++.so.6", "libgcc_s.so.1"}
    monkeypatch.setattr(build_script.sys, "platform", "win32")
    assert "libstdc++.so.6" not in {p.name for p in build_script.unwanted_files(root)}


def test_licence_files_go_to_the_top_of_a_download():
    assert build_script.licence_arcname(ROOT / "LICENSE") == "LICENSE"
    notice = ROOT / "assets" / "licenses" / "LGPL-2.1.txt"
    assert build_script.licence_arcname(notice) == "licenses/LGPL-2.1.txt"
    for path in build_script.licence_files():
        assert path.is_file() and (path.name == "LICENSE" or "licenses" in path.parts)


def test_tar_and_zip_carry_the_licence_files_at_their_top(tmp_path, monkeypatch):
    import tarfile
    import zipfile

    dist = tmp_path / "dist"
    (dist / "NileTable" / "_internal").mkdir(parents=True)
    (dist / "NileTable" / "NileTable").write_text("exe", encoding="utf-8")
    notices = tmp_path / "assets" / "licenses"
    notices.mkdir(parents=True)
    (notices / "THIRD-PARTY-NOTICES.txt").write_text("notices", encoding="utf-8")
    (tmp_path / "LICENSE").write_text("terms", encoding="utf-8")
    monkeypatch.setattr(build_script, "DIST", dist)
    monkeypatch.setattr(build_script, "licence_files",
                        lambda: [tmp_path / "LICENSE", notices / "THIRD-PARTY-NOTICES.txt"])
    monkeypatch.setattr(build_script, "licence_arcname",
                        lambda p: p.name if p.name == "LICENSE" else f"licenses/{p.name}")
    top = build_script.package_basename()
    with tarfile.open(build_script.make_tar()) as tar:
        names = tar.getnames()
    with zipfile.ZipFile(build_script.make_zip()) as archive:
        zipped = archive.namelist()
    for listing in (names, zipped):
        assert f"{top}/LICENSE" in listing
        assert f"{top}/licenses/THIRD-PARTY-NOTICES.txt" in listing


# --- the AppImage's update information ------------------------------------------------------

def test_appimage_update_information_points_at_this_builds_zsync_in_the_latest_release():
    import fnmatch

    info = build_script.appimage_update_information("octo/nile-table")
    kind, owner, name, channel, pattern = info.split("|")
    assert (kind, owner, name, channel) == ("gh-releases-zsync", "octo", "nile-table", "latest")
    arch = build_script.platform_tag().split("-", 1)[1]
    assert pattern == f"NileTable-*{arch}.AppImage.zsync"
    assert fnmatch.fnmatch(build_script.package_basename() + ".AppImage.zsync", pattern)
    for bad in ("octo", "octo/", "/nile", "a/b/c", "octo/ni|le"):
        with pytest.raises(SystemExit):
            build_script.appimage_update_information(bad)


def test_appimagetool_gets_the_update_information_and_the_pinned_runtime_when_given(tmp_path):
    out = tmp_path / "NileTable-1-linux-x86_64.AppImage"
    plain = build_script.appimagetool_command("tool", tmp_path / "AppDir", out, None, None)
    assert plain == ["tool", "--no-appstream", str(tmp_path / "AppDir"), out.name]
    full = build_script.appimagetool_command("tool", tmp_path / "AppDir", out, "octo/nile",
                                             "/tools/runtime-x86_64")
    assert full[full.index("-u") + 1] == build_script.appimage_update_information("octo/nile")
    assert full[full.index("--runtime-file") + 1] == "/tools/runtime-x86_64"
    assert full[-2:] == [str(tmp_path / "AppDir"), out.name]


STAND_IN_APPIMAGETOOL = """#!{python}
import json, sys
from pathlib import Path
args = sys.argv[1:]
Path("calls.json").write_text(json.dumps(args))
Path(args[-1]).write_bytes(b"AppImage")
if "-u" in args and {zsync}:
    Path(args[-1] + ".zsync").write_bytes(b"zsync")
"""


@pytest.mark.skipif(sys.platform == "win32", reason="the stand-in tool is a POSIX script")
@pytest.mark.parametrize("zsync", [True, False])
def test_make_appimage_writes_the_zsync_beside_the_appimage(tmp_path, monkeypatch, zsync):
    """A stand-in appimagetool (writes the AppImage, and its .zsync when given -u, in the
    folder it runs in, as zsyncmake does): the .zsync is one of the downloads; a tool that
    writes none stops the build."""
    dist = tmp_path / "dist"
    (dist / "NileTable").mkdir(parents=True)
    (dist / "NileTable" / "NileTable").write_text("bundle")
    tool = tmp_path / "appimagetool"
    tool.write_text(STAND_IN_APPIMAGETOOL.format(python=sys.executable, zsync=zsync))
    tool.chmod(0o755)
    monkeypatch.setattr(build_script, "DIST", dist)
    monkeypatch.setattr(build_script, "WORK", tmp_path / "work")
    monkeypatch.setenv("APPIMAGETOOL", str(tool))
    monkeypatch.setenv("APPIMAGE_RUNTIME", "/pinned/runtime-x86_64")
    out = dist / f"{build_script.package_basename()}.AppImage"
    assert build_script.make_appimage() == [out]
    if zsync:
        made = build_script.make_appimage("octo/nile")
        assert made == [out, dist / (out.name + ".zsync")]
        assert made[1].read_bytes() == b"zsync"
    else:
        with pytest.raises(SystemExit, match="no .*zsync"):
            build_script.make_appimage("octo/nile")
    import json
    calls = json.loads((dist / "calls.json").read_text())
    assert "-u" in calls and calls[calls.index("--runtime-file") + 1] == "/pinned/runtime-x86_64"
    assert (tmp_path / "work" / "AppDir" / "AppRun").is_file()


def test_appimage_update_needs_the_appimage():
    with pytest.raises(SystemExit):
        build_script.main(["--no-build", "--appimage-update", "octo/nile"])


def test_the_zsync_is_listed_but_is_not_the_compressed_download(tmp_path, monkeypatch):
    files = {}
    for name, size in (("a.tar.gz", 3000), ("a.deb", 2000), ("a.AppImage", 4000),
                       ("a.AppImage.zsync", 10)):
        files[name] = tmp_path / name
        files[name].write_bytes(b"x" * size)
    monkeypatch.setattr(build_script.sys, "platform", "linux")
    monkeypatch.setattr(build_script, "make_tar", lambda: files["a.tar.gz"])
    monkeypatch.setattr(build_script, "make_deb", lambda: files["a.deb"])
    monkeypatch.setattr(build_script, "make_appimage",
                        lambda repo: [files["a.AppImage"], files["a.AppImage.zsync"]])
    report = build_script.package(True, "octo/nile")
    assert set(report["packages"]) == set(files)
    assert report["compressed_mb"] == build_script.mb(2000)
