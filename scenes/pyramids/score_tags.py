"""Where a scored level's point tags stand on the pyramid: each on its area, over the cell
nearest the area's middle where it overlaps no tag placed before it, else over another of
its cells, just above or below the area, and last the first free place down the picture;
every tag inside the score card."""

from collections.abc import Sequence

import pygame

Cell = tuple[int, int]


def tag_places(sizes: Sequence[tuple[int, int]], areas: Sequence[set[Cell]],
               origin: tuple[float, float], q: float, box: pygame.Rect,
               gap: int) -> list[pygame.Rect]:
    """One rect per tag (`sizes`: each tag's width and height) for the areas' cells on a
    picture at `origin` with cells `q` pixels wide, inside `box`, none overlapping another
    (with `gap` pixels between them) where the box has room."""
    placed: list[pygame.Rect] = []
    for (w, h), cells in zip(sizes, areas, strict=True):
        tag = None
        for centre in _centres(cells, origin, q, h):
            candidate = pygame.Rect(0, 0, w, h)
            candidate.center = centre
            candidate.clamp_ip(box)
            if _free(candidate, placed, gap):
                tag = candidate
                break
        if tag is None:  # every spot of the area is taken: the first free one down the box
            tag = pygame.Rect(0, 0, w, h)
            tag.center = next(iter(_centres(cells, origin, q, h)))
            tag.clamp_ip(box)
            while not _free(tag, placed, gap) and tag.bottom + h + gap <= box.bottom:
                tag.y += h // 2
        placed.append(tag)
    return placed


def _centres(cells: set[Cell], origin: tuple[float, float], q: float, h: int):
    """The spots to try for an area's tag, best first (see the module doc)."""
    cx = sum(x for x, _y in cells) / len(cells)
    cy = sum(y for _x, y in cells) / len(cells)
    for x, y in sorted(cells, key=lambda c: ((c[0] - cx) ** 2 + (c[1] - cy) ** 2, c)):
        yield round(origin[0] + (x + 0.5) * q), round(origin[1] + (y + 0.5) * q)
    top = min(y for _x, y in cells)
    bottom = max(y for _x, y in cells) + 1
    mid = round(origin[0] + (cx + 0.5) * q)
    yield mid, round(origin[1] + top * q - h / 2)
    yield mid, round(origin[1] + bottom * q + h / 2)


def _free(tag: pygame.Rect, placed: list[pygame.Rect], gap: int) -> bool:
    return tag.inflate(2 * gap, 2 * gap).collidelist(placed) < 0
