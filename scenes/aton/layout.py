"""Where everything sits on the Aton table, as data: `compute_layout(obs, table, scale)`.

Designed on a 980 x 720 canvas (the table left of the side panel at 1280 x 720), scaled by
the window's scale and centred in the table area. Temples 2 x 2 at the top left with the
Kingdom of the Dead under them, the four ornaments (red cards left, blue right) at the top
right, and the two players' mats (hand, deck, discard, supply, exchange chip) at the bottom.
"""

from collections.abc import Hashable
from dataclasses import dataclass
from typing import Literal, NamedTuple

import pygame

from engines.aton.observation import AtonObservation
from scenes.kit.canvas import Canvas
from scenes.kit.layout import TableLayout, frozen
from shell.ui.theme import font


# ------------------------------------------------------------------------ the areas' keys
# Each area's key is a named tuple whose first field, `kind`, names the kind of place: it
# equals the plain tuple of its fields (("hand", 0, 2) == HandKey("hand", 0, 2)).
class HandKey(NamedTuple):
    """A card's place in a mat's hand (0-3, left to right)."""

    kind: Literal["hand"]
    seat: int
    place: int


class SlotKey(NamedTuple):
    """A seat's card slot on a cartouche (ornament 1-4)."""

    kind: Literal["slot"]
    seat: int
    ornament: int


class OrnamentKey(NamedTuple):
    """A cartouche's row on the ornament board (1-4)."""

    kind: Literal["ornament"]
    ornament: int


class TempleKey(NamedTuple):
    """A temple's frame (1-4)."""

    kind: Literal["temple"]
    temple: int


class CellKey(NamedTuple):
    """A temple's cell (temple 1-4, cell 0-11 row by row)."""

    kind: Literal["cell"]
    temple: int
    cell: int


class DeadKey(NamedTuple):
    """A place of the Kingdom of the Dead (0-7)."""

    kind: Literal["dead"]
    place: int


class SeatKey(NamedTuple):
    """A seat's mat or a place on it, or its score row on the side panel (the kit's)."""

    kind: Literal["mat", "deck", "discard", "supply", "chip", "score"]
    seat: int


class BoardKey(NamedTuple):
    """One of the board's single places."""

    kind: Literal["kingdom", "ornaments", "track"]


AtonKey = HandKey | SlotKey | OrnamentKey | TempleKey | CellKey | DeadKey | SeatKey | BoardKey
KEYS: dict[str, type[AtonKey]] = {
    "hand": HandKey, "slot": SlotKey, "ornament": OrnamentKey, "temple": TempleKey,
    "cell": CellKey, "dead": DeadKey, "kingdom": BoardKey, "ornaments": BoardKey,
    "track": BoardKey, **dict.fromkeys(("mat", "deck", "discard", "supply", "chip", "score"),
                                       SeatKey)}
KINGDOM_KEY = BoardKey("kingdom")
ORNAMENTS_KEY = BoardKey("ornaments")
TRACK_KEY = BoardKey("track")


def read_key(key: Hashable) -> AtonKey | None:
    """`key` (a plain tuple or a named key) as Aton's named key; None for no key or a key
    of no kind of Aton's."""
    if not isinstance(key, tuple) or not key:
        return None
    kind = KEYS.get(key[0])
    if kind is None or len(key) != len(kind._fields):
        return None
    return kind(*key)


# ------------------------------------------------------------------------ the design
TOP = 52
TEMPLE_W, TEMPLE_H, TEMPLE_GAP = 226, 186, 8
CELL, CELL_STEP = 42, 45
CELL_X, CELL_Y = 23, 48  # the header above the cells takes two rows where one is too narrow
KINGDOM = (10, 440, 460, 76)
KINGDOM_CELL, KINGDOM_STEP = 40, 44
ORNAMENTS = (480, TOP, 490, 464)
ORNAMENT_HEADER = 38
ORNAMENT_ROW = 106
ORNAMENT_CARD = (70, 96)
MAT_Y, MAT_H, MAT_W = 526, 188, 475
MAT_CARD, MAT_CARD_STEP = (64, 88), 70


def temple_rect(canvas: Canvas, temple: int) -> pygame.Rect:
    col, row = (temple - 1) % 2, (temple - 1) // 2
    return canvas.rect(10 + col * (TEMPLE_W + TEMPLE_GAP), TOP + row * (TEMPLE_H + TEMPLE_GAP),
                       TEMPLE_W, TEMPLE_H)


def cell_rect(canvas: Canvas, temple: int, cell: int) -> pygame.Rect:
    col, row = (temple - 1) % 2, (temple - 1) // 2
    x = 10 + col * (TEMPLE_W + TEMPLE_GAP) + CELL_X + (cell % 4) * CELL_STEP
    y = TOP + row * (TEMPLE_H + TEMPLE_GAP) + CELL_Y + (cell // 4) * CELL_STEP
    return canvas.rect(x, y, CELL, CELL)


def temple_parts(canvas: Canvas, temple: int) -> tuple[pygame.Rect, pygame.Rect]:
    """A temple's header (its number, name and scoring badge) and its cells, inside the
    temple's frame."""
    frame = temple_rect(canvas, temple)
    cells = cell_rect(canvas, temple, 0).union(cell_rect(canvas, temple, 11))
    header = pygame.Rect(frame.x + canvas.px(12), frame.y + canvas.px(5),
                         frame.w - canvas.px(21), cells.y - frame.y - canvas.px(7))
    return header, cells


def kingdom_rect(canvas: Canvas) -> pygame.Rect:
    return canvas.rect(*KINGDOM)


def kingdom_cell(canvas: Canvas, k: int) -> pygame.Rect:
    x, y, w, _h = KINGDOM
    x0 = x + (w - 8 * KINGDOM_STEP + (KINGDOM_STEP - KINGDOM_CELL)) / 2
    return canvas.rect(x0 + k * KINGDOM_STEP, y + 28, KINGDOM_CELL, KINGDOM_CELL)


def ornament_panel(canvas: Canvas) -> pygame.Rect:
    return canvas.rect(*ORNAMENTS)


def ornament_row(canvas: Canvas, ornament: int) -> pygame.Rect:
    x, y, w, _h = ORNAMENTS
    return canvas.rect(x + 6, y + ORNAMENT_HEADER + (ornament - 1) * ORNAMENT_ROW, w - 12,
                       ORNAMENT_ROW - 6)


def slot_rect(canvas: Canvas, seat: int, ornament: int) -> pygame.Rect:
    x, y, w, _h = ORNAMENTS
    cw, ch = ORNAMENT_CARD
    top = y + ORNAMENT_HEADER + (ornament - 1) * ORNAMENT_ROW + (ORNAMENT_ROW - 6 - ch) / 2
    left = x + 14 if seat == 0 else x + w - 14 - cw
    return canvas.rect(left, top, cw, ch)


def mat_rect(canvas: Canvas, seat: int) -> pygame.Rect:
    return canvas.rect(10 + seat * (MAT_W + 10), MAT_Y, MAT_W, MAT_H)


def mat_card(canvas: Canvas, seat: int, index: int) -> pygame.Rect:
    """index 0-3: the hand, 4: the deck, 5: the discard pile."""
    x = 10 + seat * (MAT_W + 10) + 12 + index * MAT_CARD_STEP + (12 if index >= 4 else 0)
    return canvas.rect(x, MAT_Y + 34, *MAT_CARD)


def mat_supply(canvas: Canvas, seat: int) -> pygame.Rect:
    x = 10 + seat * (MAT_W + 10)
    return canvas.rect(x + 12, MAT_Y + 146, 250, 34)


def mat_chip(canvas: Canvas, seat: int) -> pygame.Rect:
    x = 10 + seat * (MAT_W + 10)
    return canvas.rect(x + 276, MAT_Y + 146, 190, 34)


def supply_icon(supply: pygame.Rect, scale: float) -> tuple[int, int]:
    """Where the priest icon of a supply stands (priests walk to and from it)."""
    return supply.x + round(18 * scale), supply.centery


@dataclass(frozen=True, kw_only=True)
class AtonLayout(TableLayout):
    canvas: Canvas


def compute_layout(obs: AtonObservation, table: pygame.Rect, scale: float,
                   names: tuple[str, str] = ("", "")) -> AtonLayout:
    """`names`: the players' names, which the score track leaves room for."""
    canvas = Canvas(table, scale)
    areas: dict[AtonKey, pygame.Rect] = {}
    for seat in (0, 1):
        areas[SeatKey("mat", seat)] = mat_rect(canvas, seat)
    areas[ORNAMENTS_KEY] = ornament_panel(canvas)
    areas[TRACK_KEY] = track_rect(areas[ORNAMENTS_KEY], scale, names)
    for ornament in range(1, 5):
        areas[OrnamentKey("ornament", ornament)] = ornament_row(canvas, ornament)
        for seat in (0, 1):
            areas[SlotKey("slot", seat, ornament)] = slot_rect(canvas, seat, ornament)
    for temple in range(1, 5):
        areas[TempleKey("temple", temple)] = temple_rect(canvas, temple)
        for cell in range(12):
            areas[CellKey("cell", temple, cell)] = cell_rect(canvas, temple, cell)
    areas[KINGDOM_KEY] = kingdom_rect(canvas)
    for k in range(8):
        areas[DeadKey("dead", k)] = kingdom_cell(canvas, k)
    for seat in (0, 1):
        for i in range(4):
            areas[HandKey("hand", seat, i)] = mat_card(canvas, seat, i)
        areas[SeatKey("deck", seat)] = mat_card(canvas, seat, 4)
        areas[SeatKey("discard", seat)] = mat_card(canvas, seat, 5)
        areas[SeatKey("supply", seat)] = mat_supply(canvas, seat)
        areas[SeatKey("chip", seat)] = mat_chip(canvas, seat)
    mats = [areas[SeatKey("mat", seat)] for seat in (0, 1)]
    regions = {f"temple {t}": areas[TempleKey("temple", t)] for t in range(1, 5)}
    regions |= {"kingdom": areas[KINGDOM_KEY], "ornaments": areas[ORNAMENTS_KEY],
                "mat 0": mats[0], "mat 1": mats[1],
                "prompt": pygame.Rect(table.x, table.y, table.w, canvas.y(TOP) - table.y)}
    middle = areas[TempleKey("temple", 1)].union(areas[TempleKey("temple", 4)]).center
    buttons_x = buttons_y = None
    pending = obs.get("pending")
    if pending is not None and pending["kind"] == "exchange":
        # the round's first choice: on the ornament board, empty until the cards are laid,
        # clear of the temples, the score track and the hands the choice is about
        board = areas[ORNAMENTS_KEY]
        buttons_x, buttons_y = board.centerx, board.centery - round(20 * scale)
    # in view over a choice: each temple's header and cells, the Kingdom of the Dead, the
    # score track and both mats (the hands a choice is about); the temples' frames and the
    # cartouches' titles and rules too where there is room. The exchange choice is about
    # the chooser's own hand, read against the cartouches: those stay in view, with the
    # chooser's hand, piles, supply, chip and header (its name and points); the other
    # seat's mat only where there is room (at 200% text the buttons are wider than the
    # board's gaps and stand over the other mat)
    kept: tuple[pygame.Rect, ...] = tuple(mats)
    frames = tuple(areas[TempleKey("temple", t)] for t in range(1, 5))
    cartouches = tuple(cartouche_text(areas, ornament) for ornament in range(1, 5))
    if pending is not None and pending["kind"] == "exchange":
        seat = pending["seat"]
        kept = (*mat_places(areas, seat), mat_without_hand(areas, seat)[0], *cartouches)
        frames += (*mat_without_hand(areas, 1 - seat), mats[seat])
    else:
        frames += cartouches
    keep = tuple(part for t in range(1, 5) for part in temple_parts(canvas, t)) + (
        areas[KINGDOM_KEY], areas[TRACK_KEY], *kept)
    return AtonLayout(table, scale, frozen(regions), frozen(areas), banner_at=middle,
                      buttons_y=buttons_y, buttons_x=buttons_x, keep_clear=keep,
                      rather_clear=frames, canvas=canvas)


def mat_without_hand(areas: dict[AtonKey, pygame.Rect], seat: int,
                     ) -> tuple[pygame.Rect, ...]:
    """A seat's mat but its hand's cards and their label: its name and points, deck and
    discard, supply."""
    mat, supply = areas[SeatKey("mat", seat)], areas[SeatKey("supply", seat)]
    hand = areas[HandKey("hand", seat, 0)].union(areas[HandKey("hand", seat, 3)])
    return (pygame.Rect(mat.x, mat.y, mat.w, hand.y - mat.y),
            pygame.Rect(hand.right, hand.y, mat.right - hand.right, supply.y - hand.y),
            pygame.Rect(mat.x, supply.y, mat.w, mat.bottom - supply.y))


def mat_places(areas: dict[AtonKey, pygame.Rect], seat: int) -> tuple[pygame.Rect, ...]:
    """A seat's hand, deck, discard pile, supply and exchange chip (its mat less its frame
    and header)."""
    hand = areas[HandKey("hand", seat, 0)].union(areas[HandKey("hand", seat, 3)])
    return (hand, *(areas[SeatKey(kind, seat)] for kind in ("deck", "discard", "supply",
                                                            "chip")))


def cartouche_text(areas: dict[AtonKey, pygame.Rect], ornament: int) -> pygame.Rect:
    """The cartouche's title and rule between its two card slots."""
    row = areas[OrnamentKey("ornament", ornament)]
    left, right = areas[SlotKey("slot", 0, ornament)], areas[SlotKey("slot", 1, ornament)]
    return pygame.Rect(left.right, row.y, right.x - left.right, row.h)


def track_rect(box: pygame.Rect, s: float, names: tuple[str, str]) -> pygame.Rect:
    """The score track (0 to 40) across the top of the ornament board, between the names."""
    f = font("small", s, True)
    widest = max(f.size(name)[0] for name in names)
    side = min(box.w // 3, widest + round(30 * s))
    return pygame.Rect(box.x + side, box.y + round(3 * s), box.w - 2 * side, round(32 * s))
