"""build/deb.py and build/check_deb.py: the .deb's layout, control data and the install check
(run against a tiny fake bundle, so no PyInstaller build is needed)."""

import gzip
import os
import shutil
import subprocess
from pathlib import Path

import check_deb
import deb
import pytest

ROOT = Path(__file__).resolve().parents[2]
needs_dpkg = pytest.mark.skipif(not shutil.which("dpkg-deb"), reason="no dpkg-deb here")
needs_root_dpkg = pytest.mark.skipif(
    not shutil.which("dpkg") or not hasattr(os, "geteuid") or os.geteuid() != 0,
    reason="installing with dpkg needs root")


def fake_bundle(folder: Path, script: str = 'echo "smoke ok: fake"') -> Path:
    """A stand-in for dist/NileTable: an executable that runs `script`, and _internal/."""
    bundle = folder / "NileTable"
    (bundle / "_internal").mkdir(parents=True)
    (bundle / "_internal" / "libpython3.11.so.1.0").write_bytes(
        b"\x7fELF\x02junk GLIBC_2.17\x00 GLIBC_2.34\x00")
    (bundle / "_internal" / "data.txt").write_text("data", encoding="utf-8")
    exe = bundle / "NileTable"
    exe.write_text(f"#!/bin/sh\n{script}\n", encoding="utf-8")
    exe.chmod(0o755)
    return bundle


def test_desktop_entry_starts_the_launcher_on_path_with_the_hicolor_icon():
    text = deb.desktop_entry(ROOT / "build" / "linux" / "nile-table.desktop")
    lines = text.splitlines()
    assert "Exec=nile-table" in lines and "TryExec=nile-table" in lines
    assert "Icon=nile-table" in lines and "Type=Application" in lines
    assert not any(line.startswith("Exec=NileTable") for line in lines)


def test_every_icon_size_exists_in_assets():
    for size in deb.ICON_SIZES:
        assert (ROOT / "assets" / "icons" / f"icon-{size}.png").is_file()
    assert str(deb.icon_path(48)) == "usr/share/icons/hicolor/48x48/apps/nile-table.png"


def test_glibc_floor_is_the_newest_symbol_version_in_elf_files(tmp_path):
    bundle = fake_bundle(tmp_path)
    (bundle / "_internal" / "notes.txt").write_bytes(b"GLIBC_2.99\x00 (not an ELF file)")
    assert deb.glibc_floor(bundle) == "2.34"
    assert deb.glibc_floor(tmp_path / "NileTable" / "_internal" / "none") is None


def test_control_names_package_version_arch_size_and_libc():
    text = deb.control_text("1.2.3", "amd64", 4096, "2.35")
    fields = dict(line.split(": ", 1) for line in text.splitlines() if not line.startswith(" "))
    assert fields["Package"] == "nile-table" and fields["Version"] == "1.2.3"
    assert fields["Architecture"] == "amd64" and fields["Installed-Size"] == "4096"
    assert fields["Depends"] == "libc6 (>= 2.35)" and fields["Section"] == "games"
    assert text.endswith(".\n") and "\n " in text  # a long description follows the short one


def test_stage_tree_lays_out_bundle_launcher_desktop_icons_and_md5sums(tmp_path):
    stage = deb.stage_tree(fake_bundle(tmp_path), ROOT, tmp_path / "stage", "1.0", "amd64")
    launcher = stage / "usr" / "games" / "nile-table"
    assert launcher.is_symlink() and os.readlink(launcher) == "../lib/nile-table/NileTable"
    assert launcher.resolve() == (stage / "usr/lib/nile-table/NileTable").resolve()
    assert os.access(stage / "usr/lib/nile-table/NileTable", os.X_OK)
    assert (stage / "usr/lib/nile-table/_internal/data.txt").stat().st_mode & 0o777 == 0o644
    assert (stage / deb.DESKTOP).read_text("utf-8") == deb.desktop_entry(
        ROOT / "build" / "linux" / "nile-table.desktop")
    for size in deb.ICON_SIZES:
        assert (stage / deb.icon_path(size)).read_bytes() == (
            ROOT / "assets" / "icons" / f"icon-{size}.png").read_bytes()
    sums = (stage / "DEBIAN" / "md5sums").read_text("utf-8").splitlines()
    listed = {line.split("  ", 1)[1] for line in sums}
    assert "usr/lib/nile-table/_internal/data.txt" in listed
    assert "usr/games/nile-table" not in listed
    assert "Depends: libc6 (>= 2.34)" in (stage / "DEBIAN" / "control").read_text("utf-8")


@needs_dpkg
def test_build_deb_makes_a_package_dpkg_reads(tmp_path):
    out = deb.build_deb(fake_bundle(tmp_path), ROOT, tmp_path / "work", tmp_path, "2.0.1")
    assert out.name == f"nile-table_2.0.1_{deb.deb_architecture()}.deb"
    field = subprocess.run(["dpkg-deb", "--field", str(out), "Package", "Version"],
                           capture_output=True, text=True, check=True).stdout
    assert field.split() == ["Package:", "nile-table", "Version:", "2.0.1"]
    listing = subprocess.run(["dpkg-deb", "--contents", str(out)], capture_output=True,
                             text=True, check=True).stdout
    assert "root/root" in listing and "./usr/games/nile-table -> ../lib/nile-table/NileTable" \
        in listing
    assert "./usr/share/icons/hicolor/256x256/apps/nile-table.png" in listing


def test_stage_tree_adds_copyright_changelog_man_page_metainfo_and_overrides(tmp_path):
    bundle = fake_bundle(tmp_path)
    (bundle / "_internal" / "libz.so.1").write_bytes(b"\x7fELF\x02zlib")
    (bundle / "_internal" / "libstuff.so.2").write_bytes(b"\x7fELF\x02stuff")
    with pytest.raises(SystemExit, match="libstuff.so.2"):  # a library without a licence
        deb.stage_tree(bundle, ROOT, tmp_path / "stage", "1.0", "amd64")
    (bundle / "_internal" / "libstuff.so.2").unlink()
    stage = deb.stage_tree(bundle, ROOT, tmp_path / "stage", "1.0", "amd64")
    assert not (stage / deb.LIB_DIR / "_internal" / "libz.so.1").exists()  # Debian's zlib1g
    copyright = (stage / deb.DOC_DIR / "copyright").read_text("utf-8")
    assert copyright.startswith("Format: https://www.debian.org/doc/packaging-manuals/")
    assert "Files: usr/lib/nile-table/_internal/libpython3*" in copyright
    assert "License: PSF-2.0" in copyright and "Files: *" in copyright
    with gzip.open(stage / deb.DOC_DIR / "changelog.gz", "rt", encoding="utf-8") as handle:
        assert handle.readline() == "nile-table (1.0) unstable; urgency=medium\n"
    with gzip.open(stage / deb.MAN_PAGE, "rt", encoding="utf-8") as handle:
        man = handle.read()
    assert '.TH NILE-TABLE 6 ' in man and "Nile Table 1.0" in man and "@" not in man
    assert (stage / deb.MAN_PAGE).read_bytes()[4:8] == b"\0\0\0\0"  # gzip -n: no time stamp
    assert '<release version="1.0"' in (stage / deb.METAINFO).read_text("utf-8")
    overrides = (stage / deb.OVERRIDES).read_text("utf-8")
    assert all(line.startswith("nile-table: ") for line in overrides.splitlines()
               if line and not line.startswith("#"))


def test_changelog_is_in_debian_format_with_a_utc_date():
    text = deb.changelog_text("2.0", 1_800_000_000)
    assert text.splitlines()[0] == "nile-table (2.0) unstable; urgency=medium"
    assert text.endswith(" -- Nile Table <noreply@niletable.invalid>  "
                         "Fri, 15 Jan 2027 08:00:00 +0000\n")
    if shutil.which("dpkg-parsechangelog"):
        import tempfile

        with tempfile.NamedTemporaryFile("w", suffix=".changelog", delete=False) as handle:
            handle.write(text)
        fields = subprocess.run(["dpkg-parsechangelog", "-l", handle.name], check=True,
                                capture_output=True, text=True).stdout
        os.unlink(handle.name)
        assert "Version: 2.0" in fields and "Distribution: unstable" in fields


def test_shared_libraries_in_the_package_are_not_executable(tmp_path):
    bundle = fake_bundle(tmp_path)
    (bundle / "_internal" / "libpython3.11.so.1.0").chmod(0o755)
    stage = deb.stage_tree(bundle, ROOT, tmp_path / "stage", "1.0", "amd64")
    assert (stage / deb.LIB_DIR / "_internal" / "libpython3.11.so.1.0").stat().st_mode & 0o777 \
        == 0o644
    assert os.access(stage / deb.LIB_DIR / "NileTable", os.X_OK)


def test_control_has_homepage_and_takes_the_shlibdeps_line():
    text = deb.control_text("1.0", "amd64", 1, "2.35", "libc6 (>= 2.35), libstdc++6 (>= 4.8)")
    assert "Depends: libc6 (>= 2.35), libstdc++6 (>= 4.8)\n" in text
    assert "Homepage: https://" in text


@pytest.mark.skipif(not shutil.which("dpkg-shlibdeps"), reason="no dpkg-shlibdeps here")
def test_shlib_depends_names_the_system_packages_of_real_libraries(tmp_path):
    import sys

    libpython = Path(sys.executable).resolve().parent.parent / "lib"
    found = sorted(libpython.glob("python3*/lib-dynload/_ctypes*.so"))
    if not found:
        pytest.skip("no _ctypes extension module to look at")
    lib_dir = tmp_path / "lib"
    lib_dir.mkdir()
    shutil.copy(found[0], lib_dir / found[0].name)
    depends = deb.shlib_depends(lib_dir)
    assert depends and "libc6" in depends and "libffi" in depends


def test_snapshot_differences_name_added_changed_and_removed_files(tmp_path):
    (tmp_path / "a").write_bytes(b"1")
    (tmp_path / "b").write_bytes(b"2")
    before = check_deb.snapshot(tmp_path)
    (tmp_path / "a").write_bytes(b"changed")
    (tmp_path / "b").unlink()
    (tmp_path / "c").mkdir()
    assert check_deb.differences(before, check_deb.snapshot(tmp_path)) == [
        "added c", "changed a", "removed b"]
    assert check_deb.differences(before, before) == []


@needs_dpkg
@needs_root_dpkg
def test_install_check_passes_a_good_package(tmp_path):
    out = deb.build_deb(fake_bundle(tmp_path), ROOT, tmp_path / "work", tmp_path, "1.0")
    assert check_deb.check(out)["deb_smoke_summary"] == "smoke ok: fake"


VERSIONED = ('case "$1" in --help) echo "usage: nile-table [--version] [--smoke]";; '
             '--version) echo "nile-table {}";; *) echo "smoke ok: fake";; esac')


@needs_dpkg
@needs_root_dpkg
def test_install_check_runs_version_when_the_app_offers_it(tmp_path, capsys):
    out = deb.build_deb(fake_bundle(tmp_path, VERSIONED.format("1.0")), ROOT, tmp_path / "w",
                        tmp_path, "1.0")
    check_deb.check(out)
    assert "nile-table --version: nile-table 1.0" in capsys.readouterr().out


@needs_dpkg
@needs_root_dpkg
def test_install_check_fails_a_wrong_version(tmp_path):
    out = deb.build_deb(fake_bundle(tmp_path, VERSIONED.format("0.9")), ROOT, tmp_path / "w",
                        tmp_path, "1.0")
    with pytest.raises(SystemExit, match="--version said 'nile-table 0.9'"):
        check_deb.check(out)


@needs_dpkg
@needs_root_dpkg
@pytest.mark.parametrize("script, message", [
    ('echo crashed; exit 3', "--smoke failed"),
    ('echo "smoke ok"; echo "x ERROR y" >&2', "logged errors"),
    ('echo "{}" > "$XDG_CONFIG_HOME/NileTable/settings.json"; echo "smoke ok"',
     "changed NileTable/settings.json"),
    ('rm -r "$XDG_DATA_HOME/NileTable/saves"; echo "smoke ok"', "removed NileTable/saves"),
])
def test_install_check_fails_a_bad_launcher_or_touched_player_files(tmp_path, script, message):
    out = deb.build_deb(fake_bundle(tmp_path, script), ROOT, tmp_path / "work", tmp_path, "1.0")
    with pytest.raises(SystemExit, match=message):
        check_deb.check(out)
