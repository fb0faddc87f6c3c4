"""The application icons (assets/icons/): every size, the Windows ICO and the macOS ICNS, and
they are what build/make_icons.py draws."""

import io
import struct
from pathlib import Path

import make_icons
import pygame
import pytest

ICONS = Path(__file__).resolve().parents[2] / "assets" / "icons"


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


@pytest.mark.parametrize("px", make_icons.SIZES)
def test_png_icon_exists_with_its_size(px):
    image = pygame.image.load(str(ICONS / f"icon-{px}.png"))
    assert image.get_size() == (px, px)
    assert image.get_bitsize() == 32  # with an alpha channel (rounded corners)


def test_window_icon_and_linux_icon_are_there():
    assert (ICONS / "icon-64.png").is_file()  # shell/app.py sets it as the window icon
    assert (ICONS / "icon-256.png").is_file()  # Linux .desktop / AppImage icon


def test_ico_holds_16_to_256_as_png_entries():
    data = (ICONS / "NileTable.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1)
    sizes = []
    for i in range(count):
        w, h, _c, _r, planes, bits, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * i: 22 + 16 * i])
        px = w or 256
        assert (w, h) == (px % 256, px % 256) and planes == 1 and bits == 32
        assert png_size(data[offset:offset + length]) == (px, px)
        sizes.append(px)
    assert sorted(sizes) == [16, 24, 32, 48, 64, 128, 256]


def test_icns_holds_png_entries_up_to_1024():
    data = (ICONS / "NileTable.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    expected = dict(make_icons.ICNS_TYPES)
    seen = {}
    pos = 8
    while pos < len(data):
        kind = data[pos:pos + 4].decode("ascii")
        length = struct.unpack(">I", data[pos + 4:pos + 8])[0]
        seen[kind] = png_size(data[pos + 8:pos + length])[0]
        pos += length
    assert seen == expected
    assert max(seen.values()) == 1024


def test_icons_are_the_ones_make_icons_draws():
    """Committed files match the script (regenerate with `python build/make_icons.py`)."""
    master = make_icons.draw_master()
    for px in (16, 64, 256):
        drawn = make_icons.scaled(master, px)
        stored = pygame.image.load(str(ICONS / f"icon-{px}.png"))
        assert pygame.image.tobytes(drawn, "RGBA") == pygame.image.tobytes(stored, "RGBA"), px


def test_icon_uses_the_art_palette():
    image = pygame.image.load(str(ICONS / "icon-256.png"))
    colours = {tuple(image.get_at((x, y)))[:3] for x in range(0, 256, 4) for y in range(0, 256, 4)}
    for colour in (make_icons.DEEP_NILE, make_icons.GOLD, make_icons.SAND, make_icons.NILE):
        assert colour in colours, colour
    assert image.get_at((0, 0)).a == 0  # transparent outside the rounded square


def test_ico_writer_round_trips_sizes(tmp_path):
    pngs = {px: make_icons.png_bytes(pygame.Surface((px, px), pygame.SRCALPHA))
            for px in (16, 256)}
    data = make_icons.ico_bytes(pngs)
    assert struct.unpack("<HHH", data[:6]) == (0, 1, 2)
    assert data[6] == 16 and data[22] == 0  # 256 is written as 0
    assert len(io.BytesIO(data).getvalue()) == 6 + 32 + sum(len(v) for v in pngs.values())
