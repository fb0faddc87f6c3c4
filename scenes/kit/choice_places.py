"""Where a table's choice buttons stand: inside the table area, clear of what must stay in
view while the player chooses (the layout's `keep_clear` rects and the prompt) and, where
there is room, of what is better left in view (its `rather_clear` rects).

The buttons are a block of rows, each row centred in the block. Every way of breaking them
into rows that fits the table's width is tried (all in one row first, one to a row last; the
design's padding first, then shrunk to their text) at every place worth trying: the layout's
place for them, the table's edges and the edges of each rect to keep clear (the design's
room from them, or flush against them where no place with room is clear). The block goes
where it covers the least of those rects; among places equally clear it keeps to fewer
rows, room round them, the design's padding, then the place nearest the layout's. The
least area of `keep_clear` covered counts first, then the fewest `rather_clear` rects
touched.
"""

from collections.abc import Sequence

import pygame

from shell.ui.theme import FONT_SIZES, control_height, font

PRIMARY_BUTTON_PX = 20  # the choice buttons' font size in assets/theme.json ("@primary")
TIGHT_PADDING = 20  # a choice button's width beyond its text where a row is short of room


def choice_height(window_scale: float) -> int:
    """A choice button's height at the player's text size (`window_scale`: the window's)."""
    return control_height(40, window_scale, PRIMARY_BUTTON_PX)


def choice_bar(table_rect: pygame.Rect, table_layout, scale: float) -> tuple[int, int]:
    """The layout's place for the choice buttons (the centre of their top edge); by default
    the top of the table, centred."""
    x, y = table_rect.centerx, table_rect.y + round(6 * scale)
    if table_layout is not None:
        if table_layout.buttons_x is not None:
            x = table_layout.buttons_x
        if table_layout.buttons_y is not None:
            y = table_layout.buttons_y
    return x, y


def choice_places(labels: list[str], table_rect: pygame.Rect, table_layout, scale: float,
                  window_scale: float, text_scale: float,
                  avoid: Sequence[pygame.Rect] = ()) -> list[pygame.Rect]:
    """One rect per label, in reading order: each as wide as its label in the buttons' own
    face and as tall as the player's text size needs (`scale` is the board's), all inside
    `table_rect`, where they cover the least of the layout's `keep_clear` rects and
    `avoid` (see the module's docstring)."""
    bh = choice_height(window_scale)
    # measured with the buttons' own face: bold, 20 px at scale 1 (theme.json "@primary")
    f = font("large", text_scale * PRIMARY_BUTTON_PX / FONT_SIZES["large"], bold=True)
    texts = [f.size(label)[0] for label in labels]
    gap = round(10 * scale)
    room = max(1, table_rect.w - 2 * gap)
    roomy = [min(room, max(round(110 * scale), text + round(40 * scale))) for text in texts]
    snug = [min(room, text + round(TIGHT_PADDING * window_scale)) for text in texts]
    must = _inside(list(getattr(table_layout, "keep_clear", ())) + list(avoid), table_rect)
    rather = _inside(getattr(table_layout, "rather_clear", ()), table_rect)
    bar = choice_bar(table_rect, table_layout, scale)
    arrangements = _arrangements([roomy, snug], gap, room)
    best = _best(arrangements, lambda rows: _row_rects(rows, gap, bh), table_rect, must,
                 rather, bar, gap, False)
    if best[0][0] > 0:  # nowhere clear with room round the buttons: flush places too
        best = _best(arrangements, lambda rows: _row_rects(rows, gap, bh), table_rect, must,
                     rather, bar, gap, True, best)
    _key, block, rows = best
    return _lay_rows(rows, block, gap, bh)


def steady_places(labels: list[str], kept: dict, table_rect: pygame.Rect, table_layout,
                  scale: float, window_scale: float, text_scale: float,
                  avoid: Sequence[pygame.Rect] = ()) -> list[pygame.Rect]:
    """`choice_places`, except that a button shown before (`kept`: label -> its last rect)
    stays where it stood while that place is still inside the table, as tall as a button
    now, clear of `keep_clear`, `avoid` and the other buttons kept: a button never moves
    under a pointer between two decisions. The new ones go where `choice_places` puts them
    clear of those kept, or, where they cannot, all are placed afresh."""
    bh = choice_height(window_scale)
    must = _inside(list(getattr(table_layout, "keep_clear", ())) + list(avoid), table_rect)
    stay: dict[str, pygame.Rect] = {}
    for label in labels:
        rect = kept.get(label)
        if (rect is not None and rect.h == bh and table_rect.contains(rect)
                and rect.collidelist(must) < 0 and rect.collidelist(list(stay.values())) < 0):
            stay[label] = pygame.Rect(rect)
    rest = [label for label in labels if label not in stay]
    if not stay:
        return choice_places(labels, table_rect, table_layout, scale, window_scale,
                             text_scale, avoid)
    new = iter(choice_places(rest, table_rect, table_layout, scale, window_scale, text_scale,
                             list(avoid) + list(stay.values())) if rest else [])
    places = [stay[label] if label in stay else next(new) for label in labels]
    if any(place.collidelist([p for p in places if p is not place]) >= 0 for place in places):
        return choice_places(labels, table_rect, table_layout, scale, window_scale,
                             text_scale, avoid)
    return places


def _best(arrangements, lines_of, table, must, rather, bar, gap, flush, best=None) -> tuple:
    """(key, block, rows): the best place of all `arrangements` (see the module's
    docstring), or `best` when none is better."""
    for rows, tight in arrangements:
        if best is not None and best[0] <= (0, 0, len(rows), 0, tight, 0):
            break  # no later arrangement can do better (they come in the key's order)
        lines = lines_of(rows)
        for block, near_must, near_rather in _places(lines, table, must, rather, bar, gap,
                                                     flush):
            placed = [line.move(block.topleft) for line in lines]
            if best is not None and best[0][0] == 0 and any(
                    row.collidelist(near_must) >= 0 for row in placed):
                continue  # covers what must stay in view, where another place does not
            cost = _covered(placed, near_must)
            if best is not None and cost > best[0][0]:
                continue
            worse = len({k for row in placed for k in row.collidelistall(near_rather)})
            if best is not None and (cost, worse, len(rows)) > best[0][:3]:
                continue
            crowded = len({k for row in placed
                           for k in row.inflate(2 * gap, 2 * gap).collidelistall(near_must)})
            distance = abs(block.centerx - bar[0]) + abs(block.y - bar[1])
            key = (cost, worse, len(rows), crowded, tight, distance)
            if best is None or key < best[0]:
                best = (key, block, rows)
    assert best is not None
    return best


def _arrangements(width_sets: list[list[int]], gap: int, room: int) -> list:
    """(rows, tight) for each way of breaking the buttons into rows of at most k buttons
    that fit `room` (k from all to one), with the design's widths, then the tight ones;
    fewest rows first."""
    found = []
    seen = set()
    count = len(width_sets[0])
    for tight, widths in enumerate(width_sets):
        for most in range(count, 0, -1):
            rows = _rows(widths, gap, room, most)
            key = tuple(tuple(row) for row in rows)
            if key not in seen:
                seen.add(key)
                found.append((rows, tight))
    found.sort(key=lambda item: (len(item[0]), item[1]))
    return found


def _row_rects(rows: list[list[int]], gap: int, bh: int) -> list[pygame.Rect]:
    """Each row's extent in a block at (0, 0), centred in it, from its top down."""
    width = max(_row_width(row, gap) for row in rows)
    return [pygame.Rect((width - _row_width(row, gap)) // 2, k * (bh + gap),
                        _row_width(row, gap), bh) for k, row in enumerate(rows)]


def _inside(rects, table: pygame.Rect) -> list[pygame.Rect]:
    """`rects` that show on `table`."""
    rects = [pygame.Rect(r) for r in rects]
    return [r for r in rects if r.w > 0 and r.h > 0 and r.colliderect(table)]


def _places(lines: list[pygame.Rect], table: pygame.Rect, must: list[pygame.Rect],
            rather: list[pygame.Rect], bar: tuple[int, int], gap: int, flush: bool):
    """(block, near_must, near_rather) for each place worth trying for the rows `lines`
    (see `_row_rects`): at the layout's place, the table's edges and the named rects'
    edges (with the design's room, and with `flush` right against them too); with the
    named rects near its band."""
    rooms = (gap, 0) if flush else (gap,)
    w = max(line.right for line in lines)
    h = lines[-1].bottom
    left, right = table.x + gap, max(table.x + gap, table.right - gap - w)
    top, bottom = table.y, max(table.y, table.bottom - gap - h)
    ys = {bar[1], top, bottom}
    for r in must + rather:
        for line in lines:
            for room in rooms:
                ys.add(r.bottom + room - line.y)
                ys.add(r.y - room - line.bottom)
    for y in sorted({min(max(y, top), bottom) for y in ys}):
        strip = pygame.Rect(table.x, y - gap, table.w, h + 2 * gap)
        near_must = [must[k] for k in strip.collidelistall(must)]
        near_rather = [rather[k] for k in strip.collidelistall(rather)]
        xs = {bar[0] - w // 2, left, right}
        for r in near_must + near_rather:
            for line in lines:
                for room in rooms:
                    xs.add(r.right + room - line.x)
                    xs.add(r.x - room - line.right)
        for x in sorted({min(max(x, left), right) for x in xs}):
            yield pygame.Rect(x, y, w, h), near_must, near_rather


def _covered(rows: list[pygame.Rect], rects: list[pygame.Rect]) -> int:
    """The area of `rects` under `rows`."""
    area = 0
    for row in rows:
        for k in row.collidelistall(rects):
            clip = row.clip(rects[k])
            area += clip.w * clip.h
    return area


def _lay_rows(rows: list[list[int]], block: pygame.Rect, gap: int,
              bh: int) -> list[pygame.Rect]:
    """The buttons of `rows`, each row centred in `block`, from its top down."""
    places = []
    for row, line in zip(rows, _row_rects(rows, gap, bh), strict=True):
        x = block.x + line.x
        for width in row:
            places.append(pygame.Rect(x, block.y + line.y, width, bh))
            x += width + gap
    return places


def _row_width(widths: list[int], gap: int) -> int:
    return sum(widths) + gap * (len(widths) - 1)


def _rows(widths: list[int], gap: int, room: int, most: int) -> list[list[int]]:
    """`widths` in order, as many to a row as fit in `room` (at most `most`)."""
    rows: list[list[int]] = [[]]
    for width in widths:
        if rows[-1] and (len(rows[-1]) >= most
                         or _row_width(rows[-1] + [width], gap) > room):
            rows.append([])
        rows[-1].append(width)
    return rows
