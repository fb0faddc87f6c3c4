"""A rules page laid out as blocks (headings, paragraphs, pictures) and painted into one tall
surface that the rules screen scrolls. A line `[[picture: game.name]]` in the text is a picture
from scenes/rules_art, drawn by the games' own piece drawers."""

from dataclasses import dataclass
from typing import NamedTuple

import pygame

from scenes import rules_art
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


class Lines(NamedTuple):
    """A text block's wrapped lines, in its font role (bold or not)."""

    lines: list[str]
    role: str
    bold: bool


def paint(blocks: list[Block], width: int, scale: float) -> pygame.Surface:
    """The whole page, `width` wide, on a transparent ground."""
    s = scale
    gap = round(12 * s)
    items: list[tuple[pygame.Surface | Lines, int]] = []  # (picture or lines, height)
    known = rules_art.pictures()
    for block in blocks:
        if block.kind == "picture":
            if block.text not in known:  # a game that draws no such picture: left out
                continue
            image = rules_art.render(block.text, min(width, round(PICTURE_WIDTH * s)))
            pad = round(6 * s)  # trimmed to what is painted, so it sits centred
            image = image.subsurface(image.get_bounding_rect().inflate(2 * pad, 2 * pad).clip(
                image.get_rect())).copy()
            items.append((image, image.get_height()))
            continue
        role, bold = STYLE[block.kind]
        f = font(role, s, bold)
        lines = wrap(block.text, f, width)
        items.append((Lines(lines, role, bold), len(lines) * f.get_linesize()))
    height = sum(h for _p, h in items) + gap * (len(items) + 1)
    page = pygame.Surface((width, max(1, height)), pygame.SRCALPHA)
    y = gap
    for payload, h in items:
        if isinstance(payload, pygame.Surface):
            page.blit(payload, payload.get_rect(midtop=(width // 2, y)))
        else:
            step = font(payload.role, s, payload.bold).get_linesize()
            for i, line in enumerate(payload.lines):
                draw_text(page, line, (0, y + i * step), payload.role, s, INK,
                          bold=payload.bold)
        y += h + gap
    return page
