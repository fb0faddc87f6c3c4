"""A rules page laid out as blocks (headings, paragraphs, pictures) and painted into one tall
surface that the rules screen scrolls. A line `[[picture: game.name]]` in the text is a picture
from scenes/rules_art, drawn by the games' own piece drawers."""

from dataclasses import dataclass

import pygame

from game.theme import INK, draw_text, font, wrap
from scenes import rules_art

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
        text_lines = []
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


def paint(blocks: list[Block], width: int, scale: float) -> pygame.Surface:
    """The whole page, `width` wide, on a transparent ground."""
    s = scale
    gap = round(12 * s)
    items = []  # (kind, payload, height)
    known = rules_art.pictures()
    for block in blocks:
        if block.kind == "picture":
            if block.text not in known:  # a game that draws no such picture: left out
                continue
            image = rules_art.render(block.text, min(width, round(PICTURE_WIDTH * s)))
            pad = round(6 * s)  # trimmed to what is painted, so it sits centred
            image = image.subsurface(image.get_bounding_rect().inflate(2 * pad, 2 * pad).clip(
                image.get_rect())).copy()
            items.append(("image", image, image.get_height()))
            continue
        role, bold = STYLE[block.kind]
        f = font(role, s, bold)
        lines = wrap(block.text, f, width)
        items.append(("lines", (lines, role, bold), len(lines) * f.get_linesize()))
    height = sum(h for _k, _p, h in items) + gap * (len(items) + 1)
    page = pygame.Surface((width, max(1, height)), pygame.SRCALPHA)
    y = gap
    for kind, payload, h in items:
        if kind == "image":
            page.blit(payload, payload.get_rect(midtop=(width // 2, y)))
        else:
            lines, role, bold = payload
            step = font(role, s, bold).get_linesize()
            for i, line in enumerate(lines):
                draw_text(page, line, (0, y + i * step), role, s, INK, bold=bold)
        y += h + gap
    return page
