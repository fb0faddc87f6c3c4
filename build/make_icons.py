"""Draw the Nile Table application icon and write it for every platform.

`python build/make_icons.py` writes into assets/icons/ (files are committed):
  icon-<N>.png for N in SIZES (the window icon is icon-64.png, Linux uses icon-256.png),
  NileTable.ico (Windows: 16..256, PNG-compressed entries),
  NileTable.icns (macOS: 16..1024, PNG entries).
The art is our own (docs/art.md palette): a gold pyramid with a shaded east face under the gold
sun disc, on a sand bank above a band of Nile water, all on a deep Nile rounded square.
Pure pygame drawing, supersampled then scaled down; the ICO and ICNS containers are written
by hand (no image library needed).
"""

from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "icons"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types holding PNG data, by pixel size (retina variants share the bitmaps).
ICNS_TYPES = (("icp4", 16), ("icp5", 32), ("icp6", 64), ("ic07", 128), ("ic08", 256),
              ("ic09", 512), ("ic10", 1024), ("ic11", 32), ("ic12", 64), ("ic13", 256),
              ("ic14", 512))
MASTER = 2048

DEEP_NILE = (0x1F, 0x4E, 0x79)
NILE = (0x3A, 0x7C, 0xA5)
GOLD = (0xC9, 0xA2, 0x27)
GOLD_SHADE = (0x9C, 0x7A, 0x16)
SAND = (0xE9, 0xD8, 0xA6)
PAPYRUS = (0xF4, 0xEB, 0xD0)
INK = (0x2B, 0x21, 0x18)


def draw_master(size: int = MASTER) -> pygame.Surface:
    """The icon at `size` px, transparent outside the rounded square."""
    s = size / 1024.0

    def p(x: float, y: float) -> tuple[int, int]:
        return round(x * s), round(y * s)

    icon = pygame.Surface((size, size), pygame.SRCALPHA)
    icon.fill((0, 0, 0, 0))
    tile = pygame.Rect(p(32, 32), p(960, 960))
    pygame.draw.rect(icon, DEEP_NILE, tile, border_radius=round(200 * s))

    art = pygame.Surface((size, size), pygame.SRCALPHA)
    art.fill((0, 0, 0, 0))
    # sun disc (Aton) with a thin papyrus ring
    pygame.draw.circle(art, PAPYRUS, p(752, 272), round(118 * s))
    pygame.draw.circle(art, GOLD, p(752, 272), round(100 * s))
    # sand bank and the Nile below it
    pygame.draw.rect(art, SAND, pygame.Rect(p(0, 700), p(1024, 130)))
    pygame.draw.rect(art, NILE, pygame.Rect(p(0, 830), p(1024, 200)))
    for i, y in enumerate((880, 940)):
        points = [p(x, y + (18 if (x // 64 + i) % 2 else -18)) for x in range(0, 1025, 64)]
        pygame.draw.lines(art, PAPYRUS, False, points, max(1, round(18 * s)))
    # pyramid: one soft shadow, a lit west face and a shaded east face
    apex, left, right, foot = p(430, 190), p(110, 760), p(800, 760), p(520, 760)
    shadow = [(x + round(30 * s), y + round(22 * s)) for x, y in (apex, left, right)]
    pygame.draw.polygon(art, (*INK, 90), shadow)
    pygame.draw.polygon(art, GOLD, [apex, left, foot])
    pygame.draw.polygon(art, GOLD_SHADE, [apex, foot, right])
    for frac in (0.38, 0.62, 0.83):  # courses of stone on the lit face
        y = apex[1] + (left[1] - apex[1]) * frac
        x0 = apex[0] + (left[0] - apex[0]) * frac
        x1 = apex[0] + (foot[0] - apex[0]) * frac
        pygame.draw.line(art, GOLD_SHADE, (x0, y), (x1, y), max(1, round(12 * s)))

    # clip the art to the rounded square
    mask = pygame.Surface((size, size), pygame.SRCALPHA)
    mask.fill((0, 0, 0, 0))
    pygame.draw.rect(mask, (255, 255, 255, 255), tile, border_radius=round(200 * s))
    art.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    icon.blit(art, (0, 0))
    return icon


def scaled(master: pygame.Surface, px: int) -> pygame.Surface:
    """Scale down in halving steps (a clean box filter at every size)."""
    image = master
    while image.get_width() // 2 >= px:
        image = pygame.transform.smoothscale(image, (image.get_width() // 2,) * 2)
    if image.get_width() != px:
        image = pygame.transform.smoothscale(image, (px, px))
    return image


def png_bytes(image: pygame.Surface) -> bytes:
    buffer = io.BytesIO()
    pygame.image.save(image, buffer, "icon.png")
    return buffer.getvalue()


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO file whose entries are PNG images (Windows Vista and later)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries, blobs = b"", b""
    for px in sizes:
        data = pngs[px]
        dim = 0 if px >= 256 else px
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    body = b""
    for kind, px in ICNS_TYPES:
        data = pngs[px]
        body += kind.encode("ascii") + struct.pack(">I", 8 + len(data)) + data
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def render_all() -> dict[int, bytes]:
    """PNG bytes of the icon at every size in SIZES."""
    master = draw_master()
    return {px: png_bytes(scaled(master, px)) for px in SIZES}


def main(out: Path = OUT) -> int:
    out.mkdir(parents=True, exist_ok=True)
    pngs = render_all()
    for px, data in pngs.items():
        (out / f"icon-{px}.png").write_bytes(data)
    (out / "NileTable.ico").write_bytes(ico_bytes({px: pngs[px] for px in ICO_SIZES}))
    (out / "NileTable.icns").write_bytes(icns_bytes(pngs))
    print(f"wrote {len(pngs)} PNGs, NileTable.ico and NileTable.icns to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT))
