"""Where everything sits on the Imhotep table, as data: `compute_layout(obs, table, scale)`.

Coordinates are designed on the kit's 980 x 720 canvas and scaled by the window's scale,
centred in the table area. Five sites along the top with their docks under them, the Nile
with the round's ships, and the players' mats (sled, quarry, cards) at the bottom.
"""

from dataclasses import dataclass

import pygame

from engines.imhotep.observation import ImhotepObservation, Site
from scenes.kit.canvas import CANVAS, Canvas
from scenes.kit.layout import TableLayout, frozen
from shell.language.i18n import _

from .area_keys import (
    CellKey,
    DisplayKey,
    DockKey,
    HandAreaKey,
    HandKey,
    PairKey,
    PeekKey,
    PyramidKey,
    QuarryKey,
    RiverKey,
    ShipKey,
    SiteKey,
    SledKey,
    SledStoneKey,
    SlotKey,
    TowerKey,
)
from .pieces import card_width_for
from .texts import CARD_NAMES, CARD_SHORT

HAND_CARD_SCALE = 0.85  # the cards in a mat's hand, against the window's scale
SITE_ORDER: tuple[Site, ...] = ("market", "pyramids", "temple", "tomb", "obelisks")
SITE_WIDTHS = {"market": 220, "pyramids": 190, "temple": 166, "tomb": 186, "obelisks": 158}
SITE_TOP, SITE_H = 52, 238
DOCK_H = 50
RIVER_TOP, RIVER_BOTTOM = 292, 440
SHIP_ROW_Y, SHIP_H = 366, 54
SLOT, SLOT_STEP = 36, 42
MATS_TOP, MAT_GAP = 450, 10
MAT_H = 128  # a mat's height with its contents at the table's scale
MAT_MAX_H = 236  # one row of mats (two players) grows to use the room under the Nile...
MAT_GROW = 1.2  # ...its sled and quarry grow up to this much with it...
CARD_GROW = 1.8  # ...and the cards of its hand up to this much (full names on them)


def site_rects(canvas: Canvas) -> dict[str, pygame.Rect]:
    total = sum(SITE_WIDTHS.values())
    gap = (CANVAS[0] - 20 - total) / 4
    x = 10.0
    rects: dict[str, pygame.Rect] = {}
    for name in SITE_ORDER:
        rects[name] = canvas.rect(x, SITE_TOP, SITE_WIDTHS[name], SITE_H)
        x += SITE_WIDTHS[name] + gap
    return rects


def dock_rects(canvas: Canvas, sites: dict) -> dict[str, pygame.Rect]:
    return {name: pygame.Rect(r.x, r.bottom + round(4 * canvas.s), r.w,
                              round(DOCK_H * canvas.s)) for name, r in sites.items()}


STERN = 24  # room at the stern for the ship's number


def ship_size(capacity: int) -> tuple[int, int]:
    return capacity * SLOT_STEP + 34 + STERN, SHIP_H


def river_ship_rects(canvas: Canvas, capacities: list[int], in_river: list[bool]) -> dict:
    """The ships still in the river, each at its own place of the round: the row is laid out
    for all the round's ships, so a ship that sails leaves a gap and the others stay put."""
    widths = [ship_size(c)[0] for c in capacities]
    gap = 24
    x = (CANVAS[0] - sum(widths) - gap * max(0, len(widths) - 1)) / 2
    rects = {}
    for i, (w, here) in enumerate(zip(widths, in_river, strict=True)):
        if here:
            rects[i] = canvas.rect(x, SHIP_ROW_Y, w, SHIP_H)
        x += w + gap
    return rects


def docked_ship_rect(canvas: Canvas, dock: pygame.Rect, capacity: int) -> pygame.Rect:
    """A docked ship, shrunk to fit its dock."""
    w, h = ship_size(capacity)
    shrink = min(0.92, (dock.w - 4) / (w * canvas.s))
    rect = pygame.Rect(0, 0, round(w * canvas.s * shrink), round(h * canvas.s * shrink))
    rect.center = dock.center
    return rect


def slot_rects(ship: pygame.Rect, capacity: int, scale: float) -> list[pygame.Rect]:
    """Slot 0 is the bow (the right end); the rest follow toward the stern."""
    size = round(SLOT * scale * ship.h / (SHIP_H * scale))
    step = round(SLOT_STEP * scale * ship.h / (SHIP_H * scale))
    bow_room = ship.h * 3 // 4
    rects = []
    for j in range(capacity):
        right = ship.right - bow_room - j * step
        rects.append(pygame.Rect(right - size, ship.centery - size // 2, size, size))
    return rects


def mat_rects(canvas: Canvas, players: int) -> list[pygame.Rect]:
    cols = 2
    rows = (players + 1) // 2
    w = (CANVAS[0] - 20 - MAT_GAP) / cols
    h = (CANVAS[1] - MATS_TOP - 8 - MAT_GAP * (rows - 1)) / rows
    h = min(h, MAT_MAX_H)
    rects = []
    for seat in range(players):
        r, c = divmod(seat, cols)
        rects.append(canvas.rect(10 + c * (w + MAT_GAP), MATS_TOP + r * (h + MAT_GAP), w, h))
    return rects


@dataclass(frozen=True, kw_only=True)
class ImhotepLayout(TableLayout):
    canvas: Canvas
    sites: dict[str, pygame.Rect]  # site name -> its board
    docks: dict[str, pygame.Rect]  # site name -> its dock
    river: pygame.Rect
    ships: dict[int, pygame.Rect]  # ship index -> hull
    mats: tuple[pygame.Rect, ...]
    tomb_cell: int
    mat_scale: float = 1.0  # the scale of a mat's sled and quarry (more on a taller mat)
    card_scale: float = 1.0  # the scale of a mat's hand cards (more on a taller mat)


def mat_scale(mat: pygame.Rect, scale: float, most: float = MAT_GROW) -> float:
    """The scale of what lies on a mat: larger (up to `most` times) on a mat taller than
    MAT_H."""
    return scale * max(1.0, min(most, mat.h / (MAT_H * scale)))


def card_order(card: str) -> int:
    """Cards in hand: blue cards first, then statues and decorations."""
    order = ("lever", "hammer", "sail", "chisel", "statue", "decoration_pyramid",
             "decoration_temple", "decoration_tomb", "decoration_obelisks")
    return order.index(card) if card in order else len(order)


def compute_layout(obs: ImhotepObservation, table: pygame.Rect, scale: float) -> ImhotepLayout:
    s = scale
    canvas = Canvas(table, s)
    areas: dict = {}
    sites = site_rects(canvas)
    docks = dock_rects(canvas, sites)
    river = canvas.rect(4, RIVER_TOP, CANVAS[0] - 8, RIVER_BOTTOM - RIVER_TOP)
    areas[RiverKey("river")] = river
    for name in SITE_ORDER:
        areas[SiteKey("site", name)] = sites[name]
        areas[DockKey("dock", name)] = docks[name]
    tomb_cell = _layout_sites(areas, obs, sites, s)
    ships = obs["ships"]
    in_river = [ship["site"] is None for ship in ships]
    river_ships = river_ship_rects(canvas, [sh["capacity"] for sh in ships], in_river)
    hulls = {}
    for i, ship in enumerate(ships):
        if ship["site"] is None:
            rect = river_ships[i]
        else:
            rect = docked_ship_rect(canvas, docks[ship["site"]], ship["capacity"])
        hulls[i] = rect
        areas[ShipKey("ship", i)] = rect
        for j, slot in enumerate(slot_rects(rect, ship["capacity"], s)):
            areas[SlotKey("slot", i, j)] = slot
    mats = mat_rects(canvas, obs["players"])
    ms, cs = mat_scale(mats[0], s), mat_scale(mats[0], s, CARD_GROW)
    for seat, mat in enumerate(mats):
        _layout_mat(areas, obs["hands"][seat], seat, mat, s, ms, cs)
    regions = {"river": river, **{f"mat {seat}": mat for seat, mat in enumerate(mats)}}
    for site, rect in sites.items():
        regions[f"site {site}"] = rect
    regions["prompt"] = pygame.Rect(table.x, table.y, table.w, sites["market"].y - table.y)
    box = None
    if obs["pending"]["kind"] == "keep" and obs["peek"]:
        box = pygame.Rect(0, 0, round(420 * s), round(220 * s))
        box.center = table.center
        for j, rect in enumerate(keep_card_rects(box, len(obs["peek"]), s)):
            areas[PeekKey("peek", j)] = rect
    # in view over a choice: the sites with their headers and docks, the ships still in the
    # river, and the mat of the seat choosing (the stones and cards a bonus or reward goes to)
    keep = tuple(sites.values()) + tuple(docks.values()) + tuple(river_ships.values())
    chooser = obs["to_move"]
    keep += tuple(mat for seat, mat in enumerate(mats) if seat == chooser)
    others = tuple(mat for seat, mat in enumerate(mats) if seat != chooser)
    return ImhotepLayout(table, s, frozen(regions), frozen(areas), dialog=box, canvas=canvas,
                         keep_clear=keep, rather_clear=others,
                         sites=sites, docks=docks, river=river, ships=hulls, mats=tuple(mats),
                         tomb_cell=tomb_cell, mat_scale=ms, card_scale=cs)


def keep_card_rects(box: pygame.Rect, count: int, s: float) -> list[pygame.Rect]:
    w, h = round(120 * s), round(130 * s)
    gap = round(30 * s)
    x = box.centerx - (count * w + (count - 1) * gap) // 2
    return [pygame.Rect(x + j * (w + gap), box.y + round(60 * s), w, h) for j in range(count)]


def _layout_mat(areas, hand, seat, mat, s, ms, cs) -> None:
    """A mat's sled and quarry at the mat's scale `ms`, its hand at `cs` (its name line at
    `s`); on a grown mat the hand's row stands in the middle of the room under the sled."""
    slot = round(34 * ms)
    x = mat.x + round(12 * s)
    y = mat.y + round(36 * s)
    sled = pygame.Rect(x - round(4 * ms), y - round(4 * ms), 5 * (slot + round(4 * ms)) +
                       round(4 * ms), slot + round(8 * ms))
    areas[SledKey("sled", seat)] = sled
    for k in range(5):
        areas[SledStoneKey("sled_stone", seat, k)] = pygame.Rect(
            x + k * (slot + round(4 * ms)), y, slot, slot)
    areas[QuarryKey("quarry", seat)] = pygame.Rect(
        sled.right + round(14 * s), y - round(6 * ms), round(86 * ms), round(48 * ms))
    cx = mat.x + round(12 * s)
    ch, gap = round(34 * cs), round(6 * s)
    cy = mat.bottom - round(40 * s)
    if cs > s:  # a grown mat: the row in the middle of the room under the sled
        cy = (sled.bottom + mat.bottom - ch) // 2
    area = areas[HandAreaKey("hand_area", seat)] = pygame.Rect(
        cx, cy, mat.right - cx - round(8 * s), ch)
    held = [card for card in sorted(hand, key=card_order) if hand[card] > 0]
    # as wide as the longest name needs (full names on a grown mat when the row holds
    # them), unless the hand would then not fit the row
    def widest(names):
        return max([round(60 * cs)] + [card_width_for(_(names[card]), cs * HAND_CARD_SCALE)
                                       for card in held])
    cw = widest(CARD_SHORT)
    if cs > s and held and len(held) * (widest(CARD_NAMES) + gap) - gap <= area.w:
        cw = widest(CARD_NAMES)
    if held and len(held) * (cw + gap) - gap > area.w:
        cw = max(round(60 * s), (area.w + gap) // len(held) - gap)
    for card in held:
        if cx + cw > area.right:
            break
        areas[HandKey("hand", seat, card)] = pygame.Rect(cx, cy, cw, ch)
        cx += cw + gap


def hand_label(card: str, width: int, scale: float) -> str:
    """A hand card's name: in full where a card `width` wide at `scale` shows it whole (a
    grown mat), else the short one."""
    full = _(CARD_NAMES[card])
    if card_width_for(full, scale * HAND_CARD_SCALE) <= width:
        return full
    return _(CARD_SHORT[card])


def _layout_sites(areas, o: ImhotepObservation, site_rects, s) -> int:
    """The sites' cells and cards; returns the burial chamber's cell size."""
    sites = o["sites"]
    # market
    r = site_rects["market"]
    cw, ch = (r.w - round(30 * s)) // 2, round(66 * s)
    top = r.y + round(36 * s)
    display = o["market"]["display"]
    for i in range(len(display) + (1 if o["market"]["side"] == "B" else 0)):
        row, col = divmod(i, 2)
        rect = pygame.Rect(r.x + round(10 * s) + col * (cw + round(10 * s)),
                           top + row * (ch + round(10 * s)), cw, ch)
        key = DisplayKey("display", i) if i < len(display) else PairKey("pair")
        areas[key] = rect
    # pyramids
    r = site_rects["pyramids"]
    pyr = sites["pyramids"]
    if pyr["side"] == "A":
        # level 1 (3x3) on the left; level 2 (2x2) and the top cell to its right
        cell = round(27 * s)
        step = round(30 * s)
        x0 = r.x + round(12 * s)
        y0 = r.y + round(66 * s)
        for i in range(9):
            col, row = divmod(i, 3)
            areas[CellKey("cell", "pyramids", i)] = pygame.Rect(
                x0 + col * step, y0 + row * step, cell, cell)
        x1 = x0 + 3 * step + round(14 * s)
        for j in range(4):
            col, row = divmod(j, 2)
            areas[CellKey("cell", "pyramids", 9 + j)] = pygame.Rect(
                x1 + col * step, y0 + step + row * step, cell, cell)
        areas[CellKey("cell", "pyramids", 13)] = pygame.Rect(
            x1 + step // 2, y0 - round(6 * s), cell, cell)
    else:
        cell = round(24 * s)
        width = 2 * cell + round(4 * s)
        gap = (r.w - 3 * width) // 4
        for k in range(3):
            x0 = r.x + gap + k * (width + gap)
            y0 = r.y + round(64 * s)
            areas[PyramidKey("pyramid", k)] = pygame.Rect(
                x0 - round(4 * s), r.y + round(34 * s), width + round(8 * s), round(130 * s))
            for c in range(4):
                col, row = divmod(c, 2)
                areas[CellKey("cell", "pyramids", (k, c))] = pygame.Rect(
                    x0 + col * (cell + round(4 * s)), y0 + row * (cell + round(4 * s)),
                    cell, cell)
            areas[CellKey("cell", "pyramids", (k, 4))] = pygame.Rect(
                x0 + (width - cell) // 2, y0 + (cell + round(4 * s)) // 2, cell, cell)
    # temple: a column key per column (the top of its stack)
    r = site_rects["temple"]
    width = sites["temple"]["width"]
    cw = round(28 * s)
    gap = (r.w - width * cw) // (width + 1)
    base = r.y + round(176 * s)
    for c in range(width):
        areas[CellKey("cell", "temple", c)] = pygame.Rect(
            r.x + gap + c * (cw + gap), base, cw, cw)
    # tomb: columns of 3 from the top left
    r = site_rects["tomb"]
    columns = max(6, (len(sites["tomb"]["stones"]) + 2) // 3 + 1)
    cell = min(round(28 * s), (r.w - round(16 * s)) // columns - round(2 * s))
    x0 = r.x + round(8 * s)
    y0 = r.y + round(46 * s)
    for index in range(columns * 3):
        col, row = divmod(index, 3)
        areas[CellKey("cell", "tomb", index)] = pygame.Rect(
            x0 + col * (cell + round(2 * s)), y0 + row * (cell + round(2 * s)), cell, cell)
    tomb_cell = cell
    # obelisks: one tower (A) or loose-stone field (B) per player
    r = site_rects["obelisks"]
    n = o["players"]
    cw = round(26 * s)
    gap = (r.w - n * cw) // (n + 1)
    for seat in range(n):
        areas[CellKey("cell", "obelisks", seat)] = pygame.Rect(
            r.x + gap + seat * (cw + gap), r.bottom - round(40 * s), cw, cw)
    if sites["obelisks"]["side"] == "B":
        tw = round(30 * s)
        for k in range(len(sites["obelisks"]["slot_values"])):
            row, col = divmod(k, 4)
            areas[TowerKey("tower", k)] = pygame.Rect(
                r.x + round(10 * s) + col * (tw + round(4 * s)),
                r.y + round(40 * s) + row * round(50 * s), tw, round(44 * s))
    return tomb_cell
