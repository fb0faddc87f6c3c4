"""build/elf.py and build/linux_bundle.py: search paths, library modes and font twins, on small
ELF files made here (and on a real one when the machine has it)."""

import os
import shutil
import struct
import subprocess
import sys
from pathlib import Path

import copyright as dep5
import elf
import linux_bundle
import pytest

ROOT = Path(__file__).resolve().parents[2]


def make_elf(path: Path, needed: list[str], search: list[tuple[int, str]]) -> Path:
    """A minimal 64-bit little-endian ELF: one PT_LOAD over the whole file (vaddr = offset),
    one PT_DYNAMIC with DT_NEEDED, the given RPATH/RUNPATH entries, DT_STRTAB and DT_NULL."""
    strings = b"\0"
    offsets = {}
    for text in needed + [value for _tag, value in search]:
        offsets[text] = len(strings)
        strings += text.encode() + b"\0"
    entries = [(elf.DT_NEEDED, offsets[n]) for n in needed]
    entries += [(tag, offsets[value]) for tag, value in search]
    header_size, phentsize = 64, 56
    strtab_at = header_size + 2 * phentsize
    dynamic_at = strtab_at + len(strings) + (-len(strings)) % 8
    entries += [(elf.DT_STRTAB, strtab_at), (elf.DT_NULL, 0)]
    dynamic = b"".join(struct.pack("<qQ", tag, value) for tag, value in entries)
    total = dynamic_at + len(dynamic)
    ident = b"\x7fELF" + bytes([2, 1, 1]) + bytes(9)
    header = ident + struct.pack("<HHIQQQIHHHHHH", 3, 62, 1, 0, header_size, 0, 0,
                                 header_size, phentsize, 2, 64, 0, 0)
    load = struct.pack("<IIQQQQQQ", elf.PT_LOAD, 5, 0, 0, 0, total, total, 0x1000)
    dyn = struct.pack("<IIQQQQQQ", elf.PT_DYNAMIC, 6, dynamic_at, dynamic_at, dynamic_at,
                      len(dynamic), len(dynamic), 8)
    data = header + load + dyn + strings + bytes(dynamic_at - strtab_at - len(strings)) + dynamic
    path.write_bytes(data)
    return path


def test_reads_needed_and_search_paths(tmp_path):
    lib = make_elf(tmp_path / "libx.so.1", ["libc.so.6"],
                   [(elf.DT_RUNPATH, "/root/.pyenv/versions/3.11.7/lib")])
    parsed = elf.Elf(lib)
    assert parsed.needed() == ["libc.so.6"]
    assert parsed.search_paths() == [("RUNPATH", "/root/.pyenv/versions/3.11.7/lib")]


def test_foreign_search_paths_go_and_origin_ones_stay(tmp_path):
    lib = make_elf(tmp_path / "mod.so", ["libSDL2.so", "libc.so.6"],
                   [(elf.DT_RPATH, "$ORIGIN/../pygame_ce.libs"),
                    (elf.DT_RUNPATH, "/usr/local/lib")])
    lib.chmod(0o755)
    assert elf.drop_foreign_search_paths(lib) == ["RUNPATH /usr/local/lib"]
    parsed = elf.Elf(lib)
    assert parsed.search_paths() == [("RPATH", "$ORIGIN/../pygame_ce.libs")]
    assert parsed.needed() == ["libSDL2.so", "libc.so.6"]  # the other entries are intact
    assert lib.stat().st_mode & 0o777 == 0o755
    assert elf.drop_foreign_search_paths(lib) == []  # idempotent


def test_a_mixed_search_path_counts_as_foreign():
    assert elf.stays_inside("$ORIGIN:$ORIGIN/../lib")
    assert not elf.stays_inside("$ORIGIN:/usr/local/lib")


@pytest.mark.skipif(not shutil.which("readelf"), reason="no readelf here")
def test_readelf_agrees_on_a_real_library(tmp_path):
    dynload = Path(sys.base_prefix) / "lib" / f"python{sys.version_info[0]}.{sys.version_info[1]}"
    found = sorted((dynload / "lib-dynload").glob("_json*.so"))
    if not found:
        pytest.skip("no lib-dynload here")
    lib = tmp_path / found[0].name
    shutil.copy(found[0], lib)
    elf.drop_foreign_search_paths(lib)
    out = subprocess.run(["readelf", "-d", str(lib)], capture_output=True, text=True,
                         check=True).stdout
    for line in out.splitlines():
        if "RUNPATH" in line or "RPATH" in line:
            assert "$ORIGIN" in line
    assert "(NEEDED)" in out or "(STRTAB)" in out


def fake_bundle(folder: Path) -> Path:
    bundle = folder / "NileTable"
    internal = bundle / "_internal"
    for sub in ("assets/fonts", "pygame_gui/data", "python3.11/lib-dynload"):
        (internal / sub).mkdir(parents=True)
    make_elf(bundle / "NileTable", ["libc.so.6"], []).chmod(0o755)
    make_elf(internal / "libpython3.11.so.1.0", ["libc.so.6"],
             [(elf.DT_RUNPATH, "/root/.pyenv/versions/3.11.7/lib")]).chmod(0o755)
    make_elf(internal / "python3.11/lib-dynload/_json.cpython-311-x86_64-linux-gnu.so", [],
             [(elf.DT_RUNPATH, "/root/.pyenv/versions/3.11.7/lib")]).chmod(0o755)
    for name in ("NotoSans-Regular.ttf", "NotoSans-Bold.ttf"):
        (internal / "assets/fonts" / name).write_bytes(b"font " + name.encode())
        (internal / "pygame_gui/data" / name).write_bytes(b"font " + name.encode())
    return bundle


def test_finish_strips_search_paths_library_modes_and_links_font_twins(tmp_path):
    bundle = fake_bundle(tmp_path)
    internal = bundle / "_internal"
    (internal / "pygame_gui/data/NotoSans-Bold.ttf").write_bytes(b"another version")
    assert len(linux_bundle.foreign_search_paths(bundle)) == 2
    figures = linux_bundle.finish(bundle)
    assert figures["search_paths_removed"] == 2
    assert linux_bundle.foreign_search_paths(bundle) == []
    assert linux_bundle.executable_libraries(bundle) == []
    assert os.access(bundle / "NileTable", os.X_OK)
    regular = internal / "pygame_gui/data/NotoSans-Regular.ttf"
    assert regular.is_symlink()
    assert os.readlink(regular) == "../../assets/fonts/NotoSans-Regular.ttf"
    assert regular.read_bytes() == b"font NotoSans-Regular.ttf"
    assert not (internal / "pygame_gui/data/NotoSans-Bold.ttf").is_symlink()  # other bytes
    assert figures["font_twins_bytes_saved"] == len(b"font NotoSans-Regular.ttf")
    assert linux_bundle.finish(bundle)["search_paths_removed"] == 0


def test_copyright_claims_every_library_and_font_of_the_fake_bundle(tmp_path):
    bundle = fake_bundle(tmp_path)
    assert dep5.unlicensed_files(bundle) == []
    text = dep5.copyright_text(bundle, ROOT, "usr/lib/nile-table")
    names = {c.name for c in dep5.components_in(bundle)}
    assert names == {"Python", "PyInstaller bootloader", "Noto Sans"}
    for licence in ("PSF-2.0", "OFL-1.1", "GPL-2+ with Bootloader exception", "proprietary"):
        assert f"\nLicense: {licence}\n" in text, licence
    assert "SIL OPEN FONT LICENSE Version 1.1" in text


def test_every_licence_named_by_a_component_has_its_text():
    for component in dep5.COMPONENTS:
        for name in dep5.licence_names(component.licence):
            if name != "proprietary":
                assert dep5.licence_file(name).is_file(), name


def test_copyright_names_each_library_pygame_ce_ships():
    """Every library in the installed pygame-ce wheel (the bundle copies them) is claimed."""
    import pygame

    libs = Path(pygame.__file__).resolve().parent.parent / "pygame_ce.libs"
    if not libs.is_dir():
        pytest.skip("this pygame-ce has no bundled libraries")
    for lib in libs.iterdir():
        assert dep5.component_of(f"_internal/pygame_ce.libs/{lib.name}"), lib.name


def test_apache_components_refer_to_the_common_licence_text():
    """lintian refuses a copyright file with the whole Apache 2.0 licence in it (an error)."""
    text = (dep5.LICENCES / "Apache-2.0.txt").read_text("utf-8")
    assert "/usr/share/common-licenses/Apache-2.0" in text and len(text.splitlines()) < 20
    assert any(c.licence == "Apache-2.0" for c in dep5.COMPONENTS)


def test_lgpl_components_refer_to_the_common_licence_text():
    text = (dep5.LICENCES / "LGPL-2.1+.txt").read_text("utf-8")
    assert "/usr/share/common-licenses/LGPL-2.1" in text
    lgpl = {c.name for c in dep5.COMPONENTS if "LGPL" in c.licence}
    assert {"pygame-ce", "mpg123", "FluidSynth", "libsndfile"} <= lgpl
