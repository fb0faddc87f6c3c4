"""Level scoring on the visible surface (docs/rules/pyramids.md, rulings 1 and 2).

Looking down on the pyramid, each quarter shows the colour of the highest square (or
single-tile card) over it. An area is a 4-connected set of visible quarters of one colour,
so areas join across levels. For each area holding one of the player's gem tokens the player
scores 1 point per visible gem symbol in it; the Mino bonus then adds the gems of the
smallest such area once (ties: once; a single area is the smallest). No token: 0 points.
"""

from .geometry import EMPTY, QW, qindex


def area_of(surface: list, start: int) -> tuple[int, int, set]:
    """(colour, visible gems, cells) of the area containing surface cell `start`."""
    colour = surface[start] >> 1
    lo, hi = 2 * colour, 2 * colour + 1
    seen = {start}
    todo = [start]
    gems = 0
    while todo:
        i = todo.pop()
        if surface[i] == hi:
            gems += 1
        for j in (i - 1, i + 1, i - QW, i + QW):
            if j not in seen:
                v = surface[j]
                if v == lo or v == hi:
                    seen.add(j)
                    todo.append(j)
    return colour, gems, seen


def token_areas(surface: list, tokens) -> list[tuple[int, int]]:
    """(colour, gems) of each area holding a token; `tokens` are (colour, qx, qy) with
    (qx, qy) the top-left quarter of the square or card the token lies on."""
    return [(colour, gems) for colour, gems, _cells, _starts in token_area_cells(surface, tokens)]


def token_area_cells(surface: list, tokens) -> list[tuple[int, int, set, list]]:
    """(colour, gems, cells, token cells) of each area holding a token, as token_areas: an
    area holding several tokens once, with the surface cells of all its tokens."""
    out: list[tuple[int, int, set, list]] = []
    counted: set = set()
    for _colour, qx, qy in tokens:
        start = qindex(qx, qy)
        if surface[start] == EMPTY:
            continue
        if start in counted:
            next(area for area in out if start in area[2])[3].append(start)
            continue
        colour, gems, cells = area_of(surface, start)
        counted |= cells
        out.append((colour, gems, cells, [start]))
    return out


def level_score(surface: list, tokens) -> tuple[list[tuple[int, int]], int, int]:
    """(areas [(colour, gems)], Mino bonus, total) for one player's level."""
    areas = token_areas(surface, tokens)
    gems = [g for _c, g in areas]
    return areas, min(gems, default=0), level_total(gems)


def level_total(gems: list) -> int:
    """A level's points from the gems of its token areas: their sum plus the Mino bonus (the
    smallest once); no area, no points."""
    return sum(gems) + min(gems) if gems else 0
