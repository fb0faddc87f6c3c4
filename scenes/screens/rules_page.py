"""A rules page laid out as blocks (headings, paragraphs, pictures) in rows of one line or
one picture, painted a band at a time as the rules screen scrolls it. A line
`[[picture: game.name]]` in the text is a picture from scenes/rules_art, drawn by the games'
own piece drawers."""

from dataclasses import dataclass
from typing import NamedTuple

import pygame

from scenes import rules_art
from shell.ui.pictures import MIB, pictures
from shell.ui.theme import INK, draw_text, font, wrap

PICTURE_WIDTH = 420  # at scale 1 (narrower pages shrink it)


@dataclass(frozen=True)
class Block:
    kind: str  # "title", "heading", "text" or "picture"
    text: str


def parse(page: str) -> list[Block]:
    """The page's blocks: `# ` a title, `## ` a heading, a marker line a picture, else text
    (paragraphs are separated by blank lines)."""
    blocks = []
    for chunk in page.strip().split("\n\n"):
        lines = [line for line in chunk.strip().split("\n")]
        text_lines: list[str] = []
        for line in lines:
            name = rules_art.marker_name(line)
            if name is not None:
                if text_lines:
                    blocks.append(_text_block("\n".join(text_lines)))
                    text_lines = []
                blocks.append(Block("picture", name))
            else:
                text_lines.append(line)
        if text_lines:
            blocks.append(_text_block("\n".join(text_lines)))
    return blocks


def _text_block(text: str) -> Block:
    if text.startswith("## "):
        return Block("heading", text[3:])
    if text.startswith("# "):
        return Block("title", text[2:])
    return Block("text", text)


def sections(blocks: list[Block]) -> list[list[Block]]:
    """The blocks of each `## ` section (what comes before the first heading is left out)."""
    out: list[list[Block]] = []
    for block in blocks:
        if block.kind == "heading":
            out.append([block])
        elif out:
            out[-1].append(block)
    return out


STYLE = {"title": ("heading", True), "heading": ("large", True), "text": ("body", False)}
BAND_HEIGHT = 1024  # px: a page is painted in bands of whole rows about this tall


class Row(NamedTuple):
    """One line of text or one picture of a laid-out page, at `y` and `height` tall."""

    y: int
    height: int
    picture: pygame.Surface | None
    text: str = ""
    role: str = "body"
    bold: bool = False


class Band(NamedTuple):
    """Consecutive rows painted together, from the page's y `top` to `bottom` (no row is
    cut)."""

    top: int
    bottom: int
    rows: list[Row]


class Page:
    """A laid-out page on a transparent ground, painted a band at a time as it is shown;
    bands far from the view are forgotten. (The whole page at 3840x2160 and 200% text would
    be one surface of about 500 MB.)"""

    def __init__(self, rows: list[Row], width: int, height: int, scale: float) -> None:
        self.width, self.height, self.scale = width, max(1, height), scale
        self.bands = _bands(rows, self.height)
        self.painted: dict[int, pygame.Surface] = {}  # band index -> its surface

    def get_height(self) -> int:
        return self.height

    def get_size(self) -> tuple[int, int]:
        return self.width, self.height

    def draw(self, surface: pygame.Surface, dest: tuple[int, int], area: pygame.Rect) -> None:
        """Blit the page's `area` (page coordinates) at `dest`, painting the bands it shows
        and forgetting those more than one band away from it."""
        near = [k for k, band in enumerate(self.bands)
                if band.bottom > area.top and band.top < area.bottom]
        for k in near:
            band = self.bands[k]
            if k not in self.painted:
                self.painted[k] = self._paint(band)
            shown = area.clip(pygame.Rect(0, band.top, self.width, band.bottom - band.top))
            surface.blit(self.painted[k], (dest[0] + shown.x - area.x,
                                           dest[1] + shown.y - area.y),
                         shown.move(0, -band.top))
        if near:
            for k in [k for k in self.painted if not near[0] - 1 <= k <= near[-1] + 1]:
                del self.painted[k]

    def whole(self) -> pygame.Surface:
        """Every row painted on one surface (what the bands show, in one piece)."""
        return self._paint(Band(0, self.height, [row for b in self.bands for row in b.rows]))

    def _paint(self, band: Band) -> pygame.Surface:
        out = pygame.Surface((self.width, max(1, band.bottom - band.top)), pygame.SRCALPHA)
        for row in band.rows:
            y = row.y - band.top
            if row.picture is not None:
                out.blit(row.picture, row.picture.get_rect(midtop=(self.width // 2, y)))
            else:
                draw_text(out, row.text, (0, y), row.role, self.scale, INK, bold=row.bold)
        return out


def _bands(rows: list[Row], height: int) -> list[Band]:
    """The rows in bands of about BAND_HEIGHT (a taller picture is a band of its own); the
    space after a row belongs to its band."""
    groups: list[list[Row]] = []
    for row in rows:
        if not groups or (row.y - groups[-1][0].y >= BAND_HEIGHT):
            groups.append([])
        groups[-1].append(row)
    tops = [0] + [group[0].y for group in groups[1:]]
    bottoms = tops[1:] + [height]
    return [Band(top, bottom, group) for top, bottom, group in zip(tops, bottoms, groups)]


@pictures(limit=128, budget=64 * MIB)
def picture(name: str, width: int, pad: int) -> pygame.Surface:
    """The picture `name` at `width`, trimmed to what is painted and `pad` around it (so it
    sits centred); kept, as the pages of the games are read one after the other."""
    image = rules_art.render(name, width)
    return image.subsurface(image.get_bounding_rect().inflate(2 * pad, 2 * pad).clip(
        image.get_rect())).copy()


def lay_out(blocks: list[Block], width: int, scale: float) -> Page:
    """The page laid out `width` wide (its pictures drawn, its text wrapped)."""
    s = scale
    gap = round(12 * s)
    rows: list[Row] = []
    y = gap
    known = rules_art.pictures()
    for block in blocks:
        if block.kind == "picture":
            if block.text not in known:  # a game that draws no such picture: left out
                continue
            image = picture(block.text, min(width, round(PICTURE_WIDTH * s)), round(6 * s))
            rows.append(Row(y, image.get_height(), image))
            y += image.get_height() + gap
            continue
        role, bold = STYLE[block.kind]
        f = font(role, s, bold)
        step = f.get_linesize()
        for line in wrap(block.text, f, width):
            rows.append(Row(y, step, None, line, role, bold))
            y += step
        y += gap
    return Page(rows, width, y, s)
