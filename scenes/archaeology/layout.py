"""Where everything sits on the Archaeology table, as data: `compute_layout(obs, table, scale)`.

Designed on a 980 x 720 canvas (the table left of the side panel at 1280 x 720), scaled by
the window's scale and centred in the table area. Top to bottom: the prompt, the opponents,
the middle row (dig deck and hazard piles | market and trade trays | pyramid chambers), the
action buttons, and the seat at the screen (hand and museum).
"""

from dataclasses import dataclass
from typing import NamedTuple

import pygame

from engines.archaeology.cards import TREASURES
from engines.archaeology.observation import ArchaeologyObservation, CountMap, MuseumSet
from scenes.kit.canvas import CANVAS, Canvas
from scenes.kit.layout import AreaKey, TableLayout, frozen

from . import keys as K

OPP_TOP, OPP_H = 50, 104
MID_TOP = 164
PILES_X, PILES_W = 10, 170
MARKET_X, MARKET_W, MARKET_H = 190, 450, 148
TRAY_TOP, TRAY_H = MID_TOP + MARKET_H + 10, 104
PYRAMID_X, PYRAMID_W = 650, 320
MID_BOTTOM = TRAY_TOP + TRAY_H  # 426
BUTTON_Y = MID_BOTTOM + 6
BAND = 48  # the choice buttons' band (their row and the room under it) in the design
OWN_TOP = BUTTON_Y + BAND
OWN_H = CANVAS[1] - OWN_TOP - 8
MUSEUM_W = 250
HAND_CARD = (104, 150)
MARKET_CARD = (102, 49)  # a market tile, four to a row (room for the names)
MARKET_GAP = 6
TRAY_CARD = (30, 42)
DECK_CARD = (90, 126)
PILE_ROW = (166, 46)  # a hazard pile's row: its top card and how many are out
# the dig deck's name, centred over the piles' column: the column and half the gap to the
# market on either side
DECK_NAME_W = MARKET_X - PILES_X
OPPONENT_CARD = (32, 46)  # an opponent's hand, face down
CHAMBER_CARD = (16, 22)  # a chamber's face-down cards
MAP_CARD = (18, 24)  # the maps a chamber needs


def scaled(size: tuple[int, int], scale: float) -> tuple[int, int]:
    """A canvas size in pixels (as Canvas.rect rounds it)."""
    return round(size[0] * scale), round(size[1] * scale)


def opponent_rects(canvas: Canvas, count: int) -> list[pygame.Rect]:
    gap = 12
    w = min(420, (CANVAS[0] - 20 - gap * (count - 1)) / max(1, count))
    x = (CANVAS[0] - (w * count + gap * (count - 1))) / 2
    return [canvas.rect(x + k * (w + gap), OPP_TOP, w, OPP_H) for k in range(count)]


HAND_GAP = 0.12  # between two kinds in the hand, of a card's width
HAND_DEPTH = 0.05  # the edge each card under the top one of its kind shows, of a width
HAND_MIN_CARD = 0.66  # a crowded hand's cards shrink to this share before kinds overlap


def hand_card_size(area: pygame.Rect, groups: list[tuple[str, int]],
                   card: tuple[int, int]) -> tuple[int, int]:
    """The hand's card size: the full size while every kind's stack fits side by side and
    the area is as tall as a card, else smaller (down to HAND_MIN_CARD of it)."""
    w, h = card
    if not groups:
        return card
    units = sum(1 + HAND_DEPTH * (n - 1) for _name, n in groups) + HAND_GAP * (len(groups) - 1)
    shrink = max(HAND_MIN_CARD, min(1.0, (area.w - len(groups)) / (w * units), area.h / h))
    return int(w * shrink), int(h * shrink)


def hand_rects(area: pygame.Rect, groups: list[tuple[str, int]], card: tuple[int, int],
               scale: float) -> dict[tuple[str, int], pygame.Rect]:
    """The hand in `area`: one stack per kind, its cards a thin edge apart under the top one
    (so every kind's name shows), kinds side by side; {(name, i): rect}, left to right.
    Kinds overlap only when even cards of HAND_MIN_CARD size do not fit."""
    if not groups:
        return {}
    w, h = card
    depth = round(w * HAND_DEPTH)
    gap: float = round(w * HAND_GAP)
    widths = [w + depth * (n - 1) for _name, n in groups]
    width = sum(widths) + gap * (len(groups) - 1)
    if width > area.w and len(groups) > 1:
        gap -= (width - area.w) / (len(groups) - 1)
        width = area.w
    x = area.x + max(0, (area.w - width) / 2)
    y = area.bottom - h
    rects = {}
    for (name, n), stack_w in zip(groups, widths, strict=True):
        for i in range(n):
            rects[(name, i)] = pygame.Rect(round(x + depth * i), y, w, h)
        x += stack_w + gap
    return rects


@dataclass(frozen=True, kw_only=True)
class ArchaeologyLayout(TableLayout):
    canvas: Canvas
    market: pygame.Rect
    market_slots: dict[str, pygame.Rect]  # treasure -> its place in the market
    tray: pygame.Rect  # under the market: trade trays, sandstorm tray
    give: pygame.Rect
    take: pygame.Rect
    pyramid: pygame.Rect
    opps: dict[int, pygame.Rect]  # opponent seat -> its panel
    own: pygame.Rect
    museum: pygame.Rect
    hand_area: pygame.Rect
    hand_card: tuple[int, int]


def opponents(obs: ArchaeologyObservation) -> list[int]:
    """The other seats, in turn order after the seat at the screen."""
    n = obs["players"]
    return [(obs["seat"] + k) % n for k in range(1, n)]


def shown_hand(obs: ArchaeologyObservation) -> CountMap:
    """The viewer's hand as drawn: cards put in the give tray have left it."""
    hand = dict(obs["hand"])
    pending = obs["pending"]
    if pending["kind"] == "trade" and pending["seat"] == obs["seat"]:
        for card, n in pending["give"].items():
            hand[card] = hand.get(card, 0) - n
    return {c: n for c, n in hand.items() if n > 0}


def counts(d: CountMap) -> list[tuple[str, int]]:
    """(treasure, count) in the deck's order, for the treasures present."""
    return [(name, d[name]) for name in TREASURES if d.get(name)]


def trading(obs: ArchaeologyObservation) -> bool:
    p = obs["pending"]
    return p["kind"] == "trade" and p["seat"] == obs["seat"]


def discarding(obs: ArchaeologyObservation) -> bool:
    p = obs["pending"]
    return p["kind"] == "discard" and p["seat"] == obs["seat"]


CHOICE_H = 40  # a choice button's height in the design


def band_growth(choice_h: int, scale: float) -> float:
    """How much taller than BAND (canvas units) the choice buttons' band is made for a row of
    buttons `choice_h` pixels tall (larger text), with the design's room round it; the seat
    at the screen gives the room."""
    return max(0.0, choice_h / scale - CHOICE_H)


class OwnPlaces(NamedTuple):
    """The seat at the screen: its panel, museum, hand and the hand's card size."""

    own: pygame.Rect
    museum: pygame.Rect
    hand_area: pygame.Rect
    hand_card: tuple[int, int]


def lay_piles(c: Canvas, areas: dict[AreaKey, pygame.Rect]) -> None:
    """The dig deck and the hazard piles under it."""
    areas[K.DECK] = c.rect(PILES_X + 40, MID_TOP + 24, *DECK_CARD)
    areas[K.THIEVES] = c.rect(PILES_X + 2, MID_TOP + 162, *PILE_ROW)
    areas[K.SANDSTORMS] = c.rect(PILES_X + 2, MID_TOP + 214, *PILE_ROW)


def lay_market(c: Canvas, obs: ArchaeologyObservation, areas: dict[AreaKey, pygame.Rect],
               ) -> tuple[pygame.Rect, dict[str, pygame.Rect]]:
    """The market's panel and a slot per treasure, four to a row (an area for each treasure
    the market holds); returns (panel, treasure -> slot)."""
    market = c.rect(MARKET_X, MID_TOP, MARKET_W, MARKET_H)
    areas[K.MARKET_PANEL] = market
    mw, mh = MARKET_CARD
    slots = {name: c.rect(MARKET_X + 12 + k % 4 * (mw + MARKET_GAP),
                          MID_TOP + 36 + k // 4 * (mh + MARKET_GAP), mw, mh)
             for k, name in enumerate(TREASURES)}
    for name in TREASURES:
        if obs["market"].get(name):
            areas[K.Market("market", name)] = slots[name]
    return market, slots


def lay_trays(c: Canvas, obs: ArchaeologyObservation, areas: dict[AreaKey, pygame.Rect],
              ) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """Under the market: the give and take trays while the viewer trades, the storm tray
    while the viewer discards, else the trade panel; returns (tray, give, take)."""
    tray = c.rect(MARKET_X, TRAY_TOP, MARKET_W, TRAY_H)
    half = (MARKET_W - 10) / 2
    give = c.rect(MARKET_X, TRAY_TOP, half, TRAY_H - 24)
    take = c.rect(MARKET_X + half + 10, TRAY_TOP, half, TRAY_H - 24)
    if trading(obs):
        areas[K.GIVE_TRAY] = give
        areas[K.TAKE_TRAY] = take
    elif discarding(obs):
        areas[K.STORM_TRAY] = tray
    else:
        areas[K.TRADE_PANEL] = tray
    return tray, give, take


def lay_pyramid(c: Canvas, areas: dict[AreaKey, pygame.Rect]) -> pygame.Rect:
    """The pyramid and its three chambers, smallest on top; returns the pyramid."""
    for k, (name, w) in enumerate((("small", 176), ("medium", 236), ("large", 300))):
        areas[K.Chamber("chamber", name)] = c.rect(PYRAMID_X + (PYRAMID_W - w) / 2,
                                                   MID_TOP + 44 + k * 74, w, 66)
    return c.rect(PYRAMID_X, MID_TOP, PYRAMID_W, MID_BOTTOM - MID_TOP)


def lay_opponents(c: Canvas, obs: ArchaeologyObservation,
                  areas: dict[AreaKey, pygame.Rect]) -> dict[int, pygame.Rect]:
    """Each opponent's panel in a row along the top, its hand and museum inside it; returns
    seat -> panel."""
    s = c.s
    opps = {}
    for seat, rect in zip(opponents(obs), opponent_rects(c, obs["players"] - 1), strict=True):
        opps[seat] = rect
        areas[K.Opp("opp", seat)] = rect
        areas[K.OppHand("opp_hand", seat)] = pygame.Rect(
            rect.x + round(10 * s), rect.y + round(34 * s), round(120 * s), round(62 * s))
        areas[K.OppMuseum("opp_museum", seat)] = pygame.Rect(
            rect.x + round(136 * s), rect.y + round(32 * s), rect.w - round(144 * s),
            round(68 * s))
    return opps


def lay_own(c: Canvas, obs: ArchaeologyObservation, areas: dict[AreaKey, pygame.Rect],
            top: float, height: float) -> OwnPlaces:
    """The seat at the screen from canvas row `top` down, `height` tall: its panel, the
    museum on the right and the hand's cards, one stack per treasure."""
    own = c.rect(10, top, CANVAS[0] - 20, height)
    areas[K.OWN] = own
    museum = c.rect(CANVAS[0] - 10 - MUSEUM_W - 8, top + 8, MUSEUM_W, height - 16)
    areas[K.MUSEUM] = museum
    hand_area = c.rect(22, top + 34, CANVAS[0] - 20 - MUSEUM_W - 44, height - 42)
    areas[K.OWN_HAND] = hand_area
    groups = counts(shown_hand(obs))
    card = hand_card_size(hand_area, groups, scaled(HAND_CARD, c.s))
    for (name, i), rect in hand_rects(hand_area, groups, card, c.s).items():
        areas[K.Hand("hand", name, i)] = rect
    return OwnPlaces(own, museum, hand_area, card)


def regions_of(c: Canvas, table: pygame.Rect, own_top: float, market: pygame.Rect,
               tray: pygame.Rect, pyramid: pygame.Rect, own: pygame.Rect,
               opps: dict[int, pygame.Rect]) -> dict[str, pygame.Rect]:
    """The table's named regions: the piles, the market with its trays, the pyramid, the
    seat at the screen, each opponent, the buttons' band and the prompt's row."""
    regions = {"piles": c.rect(PILES_X, MID_TOP, PILES_W, MID_BOTTOM - MID_TOP),
               "market": market.union(tray), "pyramid": pyramid, "own": own,
               "buttons": c.rect(10, BUTTON_Y, CANVAS[0] - 20, own_top - BUTTON_Y - 2),
               "prompt": pygame.Rect(table.x, c.oy, table.w, c.y(OPP_TOP) - c.oy)}
    regions |= {f"opponent {seat}": rect for seat, rect in opps.items()}
    return regions


def compute_layout(obs: ArchaeologyObservation, table: pygame.Rect, scale: float,
                   choice_h: int = 0) -> ArchaeologyLayout:
    """`choice_h`: the height of a choice button (pixels), which the band under the middle
    row holds."""
    c = Canvas(table, scale)
    grow = band_growth(choice_h, scale)
    own_top, own_h = OWN_TOP + grow, OWN_H - grow
    areas: dict[AreaKey, pygame.Rect] = {}
    lay_piles(c, areas)
    market, slots = lay_market(c, obs, areas)
    tray, give, take = lay_trays(c, obs, areas)
    pyramid = lay_pyramid(c, areas)
    opps = lay_opponents(c, obs, areas)
    me = lay_own(c, obs, areas, own_top, own_h)
    regions = regions_of(c, table, own_top, market, tray, pyramid, me.own, opps)
    # in view over a choice: everything but the buttons' band (the piles, the market and
    # its trays, the chambers, the opponents and the seat at the screen)
    keep = tuple(rect for name, rect in regions.items() if name not in ("buttons", "prompt"))
    # and the room between them is better left too: the band is the buttons' place, also
    # when they are few (End turn alone with an empty hand)
    band = regions["buttons"]
    outside = (pygame.Rect(table.x, table.y, table.w, band.y - table.y),
               pygame.Rect(table.x, band.bottom, table.w, table.bottom - band.bottom))
    return ArchaeologyLayout(
        table, scale, frozen(regions), frozen(areas), buttons_y=c.y(BUTTON_Y), keep_clear=keep,
        rather_clear=outside,
        canvas=c,
        market=market, market_slots=slots, tray=tray, give=give, take=take, pyramid=pyramid,
        opps=opps, own=me.own, museum=me.museum, hand_area=me.hand_area,
        hand_card=me.hand_card)


Chips = dict[str, tuple[pygame.Rect, int, int]]  # treasure -> (chip, cards sold, money)


def museum_inner(lay: ArchaeologyLayout) -> pygame.Rect:
    """The viewer's museum less its title row: where its chips sit."""
    s = lay.scale
    m = lay.museum
    return pygame.Rect(m.x + round(10 * s), m.y + round(38 * s), m.w - round(20 * s),
                       m.h - round(44 * s))


def museum_chips(area: pygame.Rect, sets: list[MuseumSet], scale: float,
                 compact: bool = False) -> Chips:
    """{treasure: (chip rect, cards sold, money)} for one museum in `area`, in TREASURES
    order (`compact`: an opponent's, one small row)."""
    s = scale
    cards: dict[str, int] = {}
    money: dict[str, int] = {}
    for entry in sets:
        cards[entry["card"]] = cards.get(entry["card"], 0) + entry["count"]
        money[entry["card"]] = money.get(entry["card"], 0) + entry["money"]
    kinds = [name for name in TREASURES if name in cards]
    if compact:
        cw, ch = round(24 * s), round(34 * s)
        per_row = len(kinds)
        step = min(cw + round(10 * s), (area.w - cw) / max(1, len(kinds) - 1))
    else:
        cw, ch = round(44 * s), round(62 * s)
        per_row = 4
        step = (area.w - cw - round(8 * s)) / 3
    chips = {}
    for k, name in enumerate(kinds):
        row, col = divmod(k, per_row)
        x = area.x + round(col * step)
        y = area.y + round(2 * s) if compact else \
            area.y + round(6 * s) + row * (ch + round(26 * s))
        chips[name] = (pygame.Rect(x, y, cw, ch), cards[name], money[name])
    return chips
