"""The look shared by every scene (docs/art.md): palette, fonts, scaling, the pygame_gui theme."""

import json
from functools import lru_cache

import pygame

from shell.paths import asset_path
from shell.ui import textlog
from shell.ui.pictures import MIB, pictures

SAND = (0xE9, 0xD8, 0xA6)
PAPYRUS = (0xF4, 0xEB, 0xD0)
DEEP_NILE = (0x1F, 0x4E, 0x79)
NILE = (0x3A, 0x7C, 0xA5)
GOLD = (0xC9, 0xA2, 0x27)
TERRACOTTA = (0xB5, 0x53, 0x2D)
INK = (0x2B, 0x21, 0x18)
PALM = (0x4F, 0x7A, 0x3A)
SHADOW = (0x2B, 0x21, 0x18, 70)
MUTED_INK = (0x6B, 0x5B, 0x45)
SAND_DARK = (0xD6, 0xC0, 0x86)

BASE_SIZE = (1280, 720)
FONT_SIZES = {"small": 15, "body": 18, "large": 24, "heading": 34, "title": 64}
FONT_FILES = {"regular": "NotoSans-Regular.ttf", "bold": "NotoSans-Bold.ttf"}
TEXT_SIZES = (100, 125, 150, 200)  # the player's text size, in percent of the design's
_text_size = {"percent": 100}


def ui_scale(size: tuple[int, int]) -> float:
    """How much bigger than the 1280x720 design the window is (never below 0.8)."""
    return max(0.8, min(size[0] / BASE_SIZE[0], size[1] / BASE_SIZE[1]))


def set_text_size(percent: int) -> None:
    """Take the player's text size (one of TEXT_SIZES) for every text drawn from now on."""
    if percent not in TEXT_SIZES:
        raise ValueError(f"text size must be one of {TEXT_SIZES}, not {percent!r}")
    _text_size["percent"] = percent


def text_size() -> int:
    """The player's text size in percent (100: the design's)."""
    return _text_size["percent"]


def text_factor() -> float:
    """How much bigger than the design's the player wants text (1.0 to 2.0)."""
    return _text_size["percent"] / 100


def text_scale(scale: float) -> float:
    """The scale for text and the controls that hold it: the window's `scale` times the
    player's text size. The table's board (its pieces and their own labels) keeps the
    window's scale."""
    return scale * text_factor()


def font_px(role: str, scale: float) -> int:
    return max(13, round(FONT_SIZES[role] * scale))


@pictures(limit=64)
def _font(weight: str, px: int) -> pygame.font.Font:
    """The bundled font at `px` (dropped on a resize with the pictures: a font holds
    about half a megabyte, and the sizes of another window are rarely asked again)."""
    return pygame.font.Font(str(asset_path("fonts", FONT_FILES[weight])), px)


def fast(image: pygame.Surface) -> pygame.Surface:
    """The image in the display's pixel format (blits several times faster), when a
    window exists; an image already in that format is kept (no copy)."""
    display = pygame.display.get_surface()
    if display is None:
        return image
    alpha = bool(image.get_flags() & pygame.SRCALPHA)
    wanted = _fast_format(display.get_bitsize(), display.get_masks(), alpha)
    if (image.get_bitsize(), image.get_masks()) == wanted:
        return image
    return image.convert_alpha() if alpha else image.convert()


@lru_cache(maxsize=8)
def _fast_format(bits: int, masks: tuple, alpha: bool) -> tuple:
    """(bits, masks) that `convert`/`convert_alpha` give for a display of this format."""
    probe = pygame.Surface((1, 1), pygame.SRCALPHA if alpha else 0)
    probe = probe.convert_alpha() if alpha else probe.convert()
    return probe.get_bitsize(), probe.get_masks()


@pictures(limit=4096, budget=64 * MIB)
def _rendered(text: str, weight: str, px: int, colour: tuple) -> pygame.Surface:
    """Rendered text, cached: the same labels are drawn every frame."""
    return fast(_font(weight, px).render(text, True, colour))


def reset_font_cache() -> None:
    _sand_tile.cache_clear()
    _shadow.cache_clear()
    _rendered.cache_clear()
    _wrapped.cache_clear()
    _font.cache_clear()


def font_of(px: int, bold: bool = False) -> pygame.font.Font:
    """The bundled sans font at `px` (a size `smallest_px` or `fitting_px` chose)."""
    return _font("bold" if bold else "regular", px)


def font(role: str, scale: float, bold: bool = False) -> pygame.font.Font:
    """The bundled sans font for a text role at the window's scale."""
    return _font("bold" if bold else "regular", font_px(role, scale))


# Blocks whose rows are list items: their row height follows their font (pygame_gui's fixed
# 20 px rows overlap once the font grows with the window).
LIST_BLOCKS = ("drop_down_menu", "selection_list")
# pygame_gui's file dialog lays out fixed-height buttons, path line and rows: its text keeps
# the size given in theme.json at every window size.
FIXED_SIZE_BLOCKS = ("file_dialog",)


def line_height(px: int) -> int:
    """Height of one line of the bundled font at `px` (ascent + descent + leading)."""
    if pygame.font.get_init():
        return _font("regular", px).get_linesize()
    return round(px * 1.37)


def control_height(units: float, scale: float, px: int = FONT_SIZES["body"]) -> int:
    """The height of a control (a button, a row) `units` tall in the design, holding one
    line of text of `px` at the design's size: at the player's text size its line grows,
    its air above and below does not."""
    design = round(units * scale)
    grown = line_height(font_px_at(px, text_scale(scale))) - line_height(font_px_at(px, scale))
    return design + max(0, grown)


def button_width(units: float, scale: float, labels, px: int = 19, bold: bool = False,
                 pad: int | None = None) -> int:
    """A button `units` wide in the design, wider where one of `labels` needs it at the
    player's text size (`px`: the button's font size in theme.json) with `pad` pixels
    beside it (24 in the design at the window's scale unless given: `tab_pad`)."""
    face = _font("bold" if bold else "regular", font_px_at(px, text_scale(scale)))
    pad = round(24 * scale) if pad is None else pad
    return max(round(units * scale), max(face.size(text)[0] for text in labels) + pad)


def tab_pad(scale: float, px: int = 19) -> int:
    """The room beside a tab's label (`px`: its font size in theme.json): a line of its
    text, half on each side, so that larger text does not fill its tab edge to edge."""
    return _font("regular", font_px_at(px, text_scale(scale))).get_height()


def text_room(units: float, role: str, scale: float, bold: bool = False, lines: int = 1) -> int:
    """The height `lines` lines of a role's text take on a screen that draws them itself:
    `units` in the design at the window's `scale`, more where the text at the player's
    size needs it."""
    return max(round(units * scale), lines * font(role, text_scale(scale), bold).get_linesize())


def button_widths(units: float, scale: float, labels, room: int, gap: int, px: int = 19,
                  bold: bool = False, pad: int | None = None) -> list[int]:
    """Widths for a row of buttons with `labels` and `gap` between them: all as wide as
    `button_width` makes the widest, when that row fits `room`; else each as wide as its
    own label needs, the room left shared out evenly."""
    same = button_width(units, scale, labels, px, bold, pad)
    if len(labels) * same + (len(labels) - 1) * gap <= room:
        return [same] * len(labels)
    own = [button_width(0, scale, [label], px, bold, pad) for label in labels]
    spare = max(0, room - sum(own) - (len(labels) - 1) * gap) // max(1, len(labels))
    return [width + spare for width in own]


def font_px_at(px: int, scale: float) -> int:
    """A font size of `px` in the design at `scale` (as the theme scales pygame_gui's)."""
    return max(13, round(px * scale))


def list_row_height(px: int, scale: float) -> int:
    """A list row for text of `px`: one line and a little air above and below."""
    return line_height(px) + 2 * max(2, round(3 * scale))


@lru_cache(maxsize=1)
def _theme_text() -> str:
    """assets/theme.json, read once (a resize to a new scale parses it again, cheaply)."""
    return asset_path("theme.json").read_text(encoding="utf-8")


def gui_theme(scale: float) -> dict:
    """The pygame_gui theme (assets/theme.json) with font sizes scaled to the window, and list
    rows (drop-downs, the file dialog) as tall as their scaled text."""
    theme = json.loads(_theme_text())
    regular = str(asset_path("fonts", FONT_FILES["regular"]))
    bold = str(asset_path("fonts", FONT_FILES["bold"]))
    for name, block in theme.items():
        spec = block.get("font")
        if spec:
            if not name.startswith(FIXED_SIZE_BLOCKS):
                spec["size"] = str(max(13, round(int(spec.get("size", 18)) * scale)))
            spec["regular_path"] = regular
            spec["bold_path"] = bold
    # list items are buttons: the tallest font a row may show decides the row height
    tallest = max(int(theme[name]["font"]["size"]) for name in ("button", *LIST_BLOCKS)
                  if "font" in theme.get(name, {}))
    row = str(list_row_height(tallest, scale))
    for name in LIST_BLOCKS:
        theme.setdefault(name, {}).setdefault("misc", {})["list_item_height"] = row
    # a window's title bar (the confirmation dialogs') holds a line of the buttons' text
    theme.setdefault("window", {}).setdefault("misc", {})["title_bar_height"] = str(
        list_row_height(int(theme["button"]["font"]["size"]), scale))
    fixed_px = int(theme["file_dialog.button"]["font"]["size"])
    theme["file_dialog.#file_display_list"].setdefault("misc", {})["list_item_height"] = str(
        list_row_height(fixed_px, 1.0))
    return theme


def draw_text(surface, text, pos, role="body", scale=1.0, colour=INK, bold=False,
              anchor="topleft", max_width=None, keep=True, px=None):
    """Render `text` at `pos` (anchored as a pygame.Rect attribute); returns its rect.
    `keep=False`: a text that changes with the game (a seat's counts) and is painted into
    a cached layer is rendered afresh, not kept in the shared text cache (which would fill
    with every count of every game). `px` overrides the role's size (`fit_paragraphs`)."""
    px = px or font_px(role, scale)
    weight = "bold" if bold else "regular"
    f = _font(weight, px)
    wanted = text
    if max_width is not None:
        px = fitting_px(text, weight, px, max_width, scale)
        f = _font(weight, px)
        text = elide(text, f, max_width)
    if keep:
        image = _rendered(text, weight, px, tuple(colour))
    else:
        image = f.render(text, True, tuple(colour))
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    textlog.text(surface, rect, text, wanted, max_width, f)
    return rect


# A label too wide for its room first shrinks by up to this much, then is elided; never
# below 14 px (docs/art.md) except in windows smaller than 1280x720, and never below 11 px.
MAX_SHRINK = 0.75
MIN_READABLE_PX = 14
MIN_PX = 11


def smallest_px(px: int, scale: float = 1.0) -> int:
    """The smallest size a label of `px` may shrink to (MAX_SHRINK, the readable minimum)."""
    floor = max(MIN_PX, min(MIN_READABLE_PX, round(MIN_READABLE_PX * scale)))
    return min(px, max(floor, round(px * MAX_SHRINK)))


@lru_cache(maxsize=8192)
def min_text_width(text: str, role: str, scale: float, bold: bool = False) -> int:
    """The narrowest room `draw_text(..., max_width=...)` shows `text` in without eliding."""
    px = smallest_px(font_px(role, scale), scale)
    return _font("bold" if bold else "regular", px).size(text)[0]


@lru_cache(maxsize=8192)
def fitting_px(text: str, weight: str, px: int, max_width: int, scale: float = 1.0) -> int:
    """The largest size from `px` down to MAX_SHRINK of it (never below the readable
    minimum at `scale`) at which `text` fits `max_width`; the smallest when none does."""
    smallest = smallest_px(px, scale)
    for size in range(px, smallest - 1, -1):
        if _font(weight, size).size(text)[0] <= max_width:
            return size
    return smallest


def elide(text: str, f: pygame.font.Font, max_width: int) -> str:
    """`text`, cut to the longest prefix that fits `max_width` with "…" (binary search on the
    width: logarithmic in the length; a glyph is at least a pixel wide, so no more than
    `max_width` characters are ever measured)."""
    cut = text[: max(0, max_width) + 1]
    if cut == text and f.size(text)[0] <= max_width:
        return text
    lo, hi = 0, len(cut) + 1  # cut[:lo] + "…" fits; cut[:hi] + "…" does not
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if f.size(cut[:mid] + "…")[0] <= max_width:
            lo = mid
        else:
            hi = mid
    return cut[:lo] + "…"


def first_lines(lines: list[str], limit: int, surface=None, rect=None) -> list[str]:
    """The first `limit` of wrapped `lines`; the rest, left out for lack of room, is
    reported to the text recorder (a text-fit test fails on it)."""
    if len(lines) > limit:
        textlog.dropped(surface, rect or (0, 0, 0, 0), " ".join(lines[limit:]))
    return lines[:limit]


def draw_paragraphs(surface, texts, rect, role="small", scale=1.0, colour=INK,
                    centred=False, sizes: tuple[int, int] | None = None) -> int:
    """Paragraphs wrapped into `rect` one under another (each line `centred` or from the
    left), in the largest size from the role's own down to the readable minimum
    (`smallest_px`), or in `sizes` (largest, least), at which all of them fit; where none
    does, the whole paragraphs that fit at the smallest size (the rest is reported as
    dropped). Returns the y under the last line drawn."""
    rect = pygame.Rect(rect)
    top = font_px(role, scale)
    top, least = sizes or (top, smallest_px(top, scale))
    for px in range(top, least - 1, -1):
        f = _font("regular", px)
        wrapped = [wrap(text, f, rect.w) for text in texts]
        if sum(len(lines) for lines in wrapped) * f.get_linesize() <= rect.h:
            break
    y = rect.y
    for k, lines in enumerate(wrapped):
        if y + len(lines) * f.get_linesize() > rect.bottom:
            textlog.dropped(surface, rect, " ".join(texts[k:]))
            break
        for line in lines:
            if centred:
                draw_text(surface, line, (rect.centerx, y), role, scale, colour,
                          anchor="midtop", px=px)
            else:
                draw_text(surface, line, (rect.x, y), role, scale, colour, px=px)
            y += f.get_linesize()
    return y


def wrap(text: str, f: pygame.font.Font, max_width: int) -> list[str]:
    """Greedy word wrap; paragraphs split on newlines."""
    return list(_wrapped(text, f, max_width))


@pictures(limit=4096)
def _wrapped(text: str, f: pygame.font.Font, max_width: int) -> tuple[str, ...]:
    """`wrap`'s lines, cached (the same texts are wrapped every frame; a resize or a new
    font empties it)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = paragraph.split(" ")
        line = ""
        for word in words:
            candidate = word if not line else f"{line} {word}"
            if f.size(candidate)[0] <= max_width or not line:
                line = candidate
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return tuple(lines)


def balanced_wrap(text: str, f: pygame.font.Font, max_width: int) -> list[str]:
    """`wrap` into as few lines as at `max_width`, each line as short as that allows: the
    words shared out evenly, so that the last line is no lone word («…niebieską↵kartę.»)."""
    lines = wrap(text, f, max_width)
    if len(lines) < 2 or "\n" in text:
        return lines
    lo = max(f.size(word)[0] for word in text.split(" "))  # no narrower: a word would stick out
    hi = max_width
    while lo < hi:  # the narrowest width with as few lines
        mid = (lo + hi) // 2
        if len(wrap(text, f, mid)) <= len(lines):
            hi = mid
        else:
            lo = mid + 1
    return wrap(text, f, lo)


def draw_arrow(surface, start, end, colour, width: int, head: float) -> None:
    """A straight arrow from `start` to `end` with a triangular head `head` pixels long."""
    start, end = pygame.Vector2(start), pygame.Vector2(end)
    pygame.draw.line(surface, colour, start, end, width)
    direction = (end - start).normalize()
    side = pygame.Vector2(-direction.y, direction.x)
    pygame.draw.polygon(surface, colour, [end, end - direction * head + side * head / 2,
                                          end - direction * head - side * head / 2])


def panel(surface, rect, fill=PAPYRUS, radius=12, border=INK, border_width=0, shadow=True,
          scale=1.0):
    """A flat rounded panel with one soft shadow (docs/art.md)."""
    rect = pygame.Rect(rect)
    if shadow:  # inside panel_extent()
        offset = _shadow_offset(scale)
        for (x, y), piece in _shadow(rect.size, offset, radius):
            surface.blit(piece, (rect.x + x, rect.y + y))
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    textlog.panel(surface, rect)
    if border_width:
        pygame.draw.rect(surface, border, rect, border_width, border_radius=radius)
    return rect


def prepare_panel(size, radius=12, scale=1.0) -> None:
    """Make ahead the shadow `panel` draws under a panel of `size`."""
    _shadow((size[0], size[1]), _shadow_offset(scale), radius)


def panel_extent(rect, scale=1.0) -> pygame.Rect:
    """Where `panel(surface, rect, scale=scale)` may paint: the panel and its shadow (which
    falls right and down)."""
    rect = pygame.Rect(rect)
    offset = _shadow_offset(scale)
    return pygame.Rect(rect.x, rect.y, rect.w + 2 * offset, rect.h + offset // 2 + 2 * offset)


def _shadow_offset(scale: float) -> int:
    """How far a panel's shadow reaches past it (its blur margin and its drop)."""
    return max(2, round(4 * scale))


def chip(surface, rect, fill=INK, radius=None):
    """A badge's backing (a count on a card, a tag): a flat rounded rectangle, by default
    a pill."""
    rect = pygame.Rect(rect)
    pygame.draw.rect(surface, fill, rect, border_radius=rect.h // 2 if radius is None
                     else radius)
    textlog.chip(surface, rect)
    return rect


def sign_area(surface, rect) -> None:
    """Tell the text-fit tests where a sign drawn with shapes (not a font) stands."""
    textlog.mark(surface, rect)


@pictures(limit=256, budget=48 * MIB)
def _shadow(size: tuple[int, int], offset: int, radius: int) -> tuple:
    """A panel's shadow (a rounded rectangle `offset` larger, dropped by half of it) as the
    pieces its panel, drawn over it, leaves uncovered: ((x, y) from the panel's corner,
    surface). The pieces: what lies above, below, left and right of the panel, and its
    four corner squares, where its rounded corners let the shadow show. A whole
    window-sized shadow cost tens of milliseconds to make and to blend, for millions of
    pixels the panel then paints over."""
    w, h = size
    drop = offset // 2
    shade = pygame.Rect(0, drop, w + 2 * offset, h + 2 * offset)  # as the panel sees it
    shape = shade.inflate(-offset, -offset)
    panel = pygame.Rect(0, 0, w, h)
    r = max(0, min(radius, w // 2, h // 2))
    parts = [pygame.Rect(shade.x, shade.y, shade.w, panel.y - shade.y),  # above
             pygame.Rect(shade.x, panel.bottom, shade.w, shade.bottom - panel.bottom),  # below
             pygame.Rect(shade.x, panel.y, panel.x - shade.x, panel.h),  # left
             pygame.Rect(panel.right, panel.y, shade.right - panel.right, panel.h)]  # right
    if r:
        parts += [pygame.Rect(x, y, r, r) for x in (0, w - r) for y in (0, h - r)]
    pieces = []
    for part in parts:
        part = part.clip(shade)
        if part.w > 0 and part.h > 0:
            piece = pygame.Surface(part.size, pygame.SRCALPHA)
            pygame.draw.rect(piece, SHADOW, shape.move(-part.x, -part.y),
                             border_radius=radius + offset)
            pieces.append((part.topleft, fast(piece)))
    return tuple(pieces)


SAND_TILE = 512  # the sand's speckle repeats every this many pixels


@lru_cache(maxsize=1)
def _sand_tile() -> pygame.Surface:
    """A square of the table: sand with a faint, fixed speckle (a paper/stone feel, no
    gradients), tiled over any window (one window-sized texture per size cost 0.1-0.5 s
    and 8-33 MiB at each resize)."""
    size = (SAND_TILE, SAND_TILE)
    surface = pygame.Surface(size)
    surface.fill(SAND)
    import random

    rnd = random.Random(1234)
    dots = size[0] * size[1] // 180
    for _ in range(dots):
        x, y = rnd.randrange(size[0]), rnd.randrange(size[1])
        shade = rnd.choice(((0xDF, 0xCC, 0x96), (0xF0, 0xE2, 0xB6), (0xE3, 0xD1, 0x9C)))
        surface.fill(shade, (x, y, 2, 2))
    return fast(surface)


def draw_table(surface):
    """The table's sand over the whole of `surface` (within its clip)."""
    tile = _sand_tile()
    w, h = surface.get_size()
    clip = surface.get_clip()
    for y in range(clip.top - clip.top % SAND_TILE, min(h, clip.bottom), SAND_TILE):
        for x in range(clip.left - clip.left % SAND_TILE, min(w, clip.right), SAND_TILE):
            surface.blit(tile, (x, y))
