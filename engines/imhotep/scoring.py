"""Imhotep's scoring rules as pure functions over plain lists (owners are seat numbers)."""

from .data import (
    DECORATION_STONES_PER_POINT,
    GROUP_EXTRA,
    GROUP_POINTS,
    OBELISK_A_POINTS,
    TOMB_B_ROW_POINTS,
    TOMB_HEIGHT,
)


def group_points(size: int) -> int:
    """1/3/6/10/15 for 1..5 (tomb A groups, statues), +2 for each beyond 5."""
    if size < len(GROUP_POINTS):
        return GROUP_POINTS[size]
    return GROUP_POINTS[-1] + GROUP_EXTRA * (size - len(GROUP_POINTS) + 1)


def shared_rank_points(values: list[int], table: tuple[int, ...]) -> list[int]:
    """Points by rank of `values` (higher is better). A player needs at least 1 to take part;
    tied players share the summed points of the ranks they cover, each rounded down."""
    result = [0] * len(values)
    ranked = sorted((v for v in values if v > 0), reverse=True)
    position = 0
    done = set()
    for v in ranked:
        if v in done:
            continue
        done.add(v)
        tied = [p for p, x in enumerate(values) if x == v]
        share = sum(table[position:position + len(tied)]) // len(tied)
        for p in tied:
            result[p] = share
        position += len(tied)
    return result


def tomb_cell(index: int) -> tuple[int, int]:
    """(column, row) of the stone placed `index`-th in the tomb (columns of 3, top first)."""
    return divmod(index, TOMB_HEIGHT)


def tomb_groups(tomb: list[int]) -> list[tuple[int, int]]:
    """(owner, size) of every orthogonally connected one-colour group in the tomb."""
    seen = [False] * len(tomb)
    groups = []
    for start, owner in enumerate(tomb):
        if seen[start]:
            continue
        seen[start] = True
        size, todo = 0, [start]
        while todo:
            i = todo.pop()
            size += 1
            col, row = divmod(i, TOMB_HEIGHT)
            neighbours = [i - TOMB_HEIGHT, i + TOMB_HEIGHT]
            if row > 0:
                neighbours.append(i - 1)
            if row < TOMB_HEIGHT - 1:
                neighbours.append(i + 1)
            for j in neighbours:
                if 0 <= j < len(tomb) and not seen[j] and tomb[j] == owner:
                    seen[j] = True
                    todo.append(j)
        groups.append((owner, size))
    return groups


def tomb_a_points(tomb: list[int], players: int) -> list[int]:
    """Side A: each connected group scores group_points(size) for its colour."""
    result = [0] * players
    for owner, size in tomb_groups(tomb):
        result[owner] += group_points(size)
    return result


def tomb_rows(tomb: list[int], players: int) -> list[list[int]]:
    """Stones per player in each of the tomb's rows (top row first)."""
    rows = [[0] * players for _ in range(TOMB_HEIGHT)]
    for index, owner in enumerate(tomb):
        rows[index % TOMB_HEIGHT][owner] += 1
    return rows


def tomb_b_points(tomb: list[int], players: int) -> list[int]:
    """Side B: every row is a separate majority (8/4/2/1), ties share rounded down."""
    result = [0] * players
    for counts in tomb_rows(tomb, players):
        for p, pts in enumerate(shared_rank_points(counts, TOMB_B_ROW_POINTS)):
            result[p] += pts
    return result


def obelisk_a_points(heights: list[int]) -> list[int]:
    """Side A: towers ranked by height with the player-count table; ties share."""
    return shared_rank_points(heights, OBELISK_A_POINTS[len(heights)])


def decoration_points(stones_on_site: int) -> int:
    """A decoration card: 1 point per 3 stones (all colours) on its site."""
    return stones_on_site // DECORATION_STONES_PER_POINT


def temple_visible(temple: list[int], width: int) -> list[tuple[int, int]]:
    """(column, owner) of the stone seen from above in each occupied column, left to right."""
    tops = {}
    for index, owner in enumerate(temple):
        tops[index % width] = owner
    return sorted(tops.items())
