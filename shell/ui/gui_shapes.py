"""Big button shapes drawn once per size, state and colours, like pygame_gui's small ones.

pygame_gui draws a rounded button shape four times as big and scales it down, and keeps it
in the theme's shape cache only when it is under 40,000 square pixels. A screen's buttons
at 2560x1440 and above are over that: every button drew each of its states again on every
screen opened (the menu's six, the Load screen's four, each 10-50 ms a state at
3840x2160), although they share size and colours. `keep_big_shapes` makes pygame_gui keep
those too, up to what its cache pages hold (`MAX_SIDE` a side; the cache itself is bounded
and drops shapes used once when it is full).

A plain shape (solid colours, no shadow), big or small, is drawn here instead and kept the
same way (one too big for a page is drawn here each time, kept nowhere): pygame_gui fills
surfaces four times as big (30 ms a state for a 780x150 button at 3840x2160, 1-2 ms for a
small one; the position dialog's four buttons at 200% text on 1920x1080, each wider than a
page, took a second), where only the corners need it. Here a small square
holding the four corners is drawn four times as big and scaled down, and the shape is
filled around it (under 1 ms). The outer edge comes out as pygame_gui's; a few blended
pixels of the inner corners differ from its by a few shades.
"""

import pygame
from pygame_gui.core.drawable_shapes.rounded_rect_drawable_shape import RoundedRectangleShape

SMALL = 40_000  # px²: pygame_gui keeps the shapes under this itself
MAX_SIDE = 1024  # px: the side of pygame_gui's cache pages
AA = 4  # pygame_gui draws a rounded shape this many times as big, then scales it down
_draw = RoundedRectangleShape.redraw_state


def shape_key(shape, state: str, small: bool = False, big: bool = False) -> str | None:
    """The theme cache's key of `shape`'s bare shape in `state`; None for a shape pygame_gui
    keeps itself (small, unless `small`) or cannot keep (too big for a page, unless `big`;
    not a rounded rectangle, resized, a filled bar)."""
    if not isinstance(shape, RoundedRectangleShape):
        return None
    w, h = shape.containing_rect.size
    if (w * h < SMALL and not small) or ((w > MAX_SIDE or h > MAX_SIDE) and not big) \
            or shape.has_been_resized or "filled_bar" in shape.theming \
            or f"{state}_bg" not in shape.theming:
        return None
    return shape.shape_cache.build_cache_id(
        "rounded_rectangle", shape.containing_rect.size, shape.shadow_width,
        shape.border_widths, shape.theming[f"{state}_border"], shape.theming[f"{state}_bg"],
        shape.shape_corner_radius)


def bare_shape(shape, state: str) -> pygame.Surface | None:
    """`shape`'s bare rounded rectangle in `state`, drawn the quick way; None when it is not
    a plain one (a shadow, a colour gradient, borders of unequal widths, too small a size
    for its corners)."""
    border_colour = shape.theming[f"{state}_border"]
    bg_colour = shape.theming[f"{state}_bg"]
    widths = set(shape.border_widths.values())
    radii = list(shape.shape_corner_radius)
    if shape.shadow_width or not isinstance(border_colour, pygame.Color) \
            or not isinstance(bg_colour, pygame.Color) or len(widths) != 1:
        return None
    border = widths.pop()
    w, h = shape.containing_rect.size
    corner = max(radii) + border + 1  # a corner's square: its curves and their blending
    if w < 2 * corner or h < 2 * corner or border < 0 or min(radii) < 0:
        return None
    corners = _corners(corner, border, radii, border_colour, bg_colour, (w, h))
    surface = pygame.Surface((w, h), pygame.SRCALPHA, 32)
    surface.fill(border_colour)
    surface.fill(bg_colour, pygame.Rect(border, border, w - 2 * border, h - 2 * border))
    for x, y in ((0, 0), (w - corner, 0), (0, h - corner), (w - corner, h - corner)):
        surface.fill((0, 0, 0, 0), (x, y, corner, corner))
        area = pygame.Rect(0 if x == 0 else corner, 0 if y == 0 else corner, corner, corner)
        surface.blit(corners, (x, y), area, special_flags=pygame.BLEND_PREMULTIPLIED)
    return surface


def _corners(corner: int, border: int, radii: list, border_colour, bg_colour,
             size: tuple[int, int]) -> pygame.Surface:
    """A rounded rectangle two `corner`s a side with `radii` (top left, top right, bottom
    left, bottom right) and a `border`, drawn `AA` times as big and scaled down as pygame_gui
    does. Its background's corners are pygame_gui's: the outer shape scaled to the inner
    rectangle of a shape of `size`."""
    side = 2 * corner * AA
    big = pygame.Surface((side, side), pygame.SRCALPHA, 32)
    big.fill((0, 0, 0, 0))
    outer = [radius * AA for radius in radii]
    pygame.draw.rect(big, border_colour, big.get_rect(), border_top_left_radius=outer[0],
                     border_top_right_radius=outer[1], border_bottom_left_radius=outer[2],
                     border_bottom_right_radius=outer[3])
    w, h = size
    shrink = ((w - 2 * border) / w + (h - 2 * border) / h) / 2
    inner = [round(radius * shrink) for radius in outer]
    pygame.draw.rect(big, bg_colour, big.get_rect().inflate(-2 * border * AA, -2 * border * AA),
                     border_top_left_radius=inner[0], border_top_right_radius=inner[1],
                     border_bottom_left_radius=inner[2], border_bottom_right_radius=inner[3])
    return pygame.transform.smoothscale(big, (2 * corner, 2 * corner))


def redraw_state(self, state_str: str, add_text: bool = True) -> None:
    """pygame_gui's drawing of a state, its bare shape kept first: drawn the quick way when
    it is plain, else by pygame_gui (which keeps a small one itself)."""
    key = shape_key(self, state_str, small=True)
    if key is None:
        _draw_unkept(self, state_str, add_text)
        return
    if self.shape_cache.find_surface_in_cache(key) is None:
        bare = bare_shape(self, state_str)
        if bare is None and shape_key(self, state_str) is None:
            _draw(self, state_str, add_text)  # a small one: pygame_gui keeps it
            return
        if bare is None:
            _draw(self, state_str, add_text=False)
            bare = self.states[state_str].surface.copy()
            if not add_text:
                self.shape_cache.add_surface_to_cache(bare, key)
                return
        self.shape_cache.add_surface_to_cache(bare, key)
    _draw(self, state_str, add_text)  # a kept shape: copied, its text drawn on it


def _draw_unkept(shape, state: str, add_text: bool) -> None:
    """A shape the cache cannot keep: when it is plain and only too big for a page, its bare
    shape is drawn the quick way and lent to pygame_gui for this one drawing."""
    key = shape_key(shape, state, small=True, big=True)
    lent = shape.shape_cache.cache_short_term_lookup
    bare = bare_shape(shape, state) if key is not None and key not in lent else None
    if bare is None:
        _draw(shape, state, add_text)
        return
    lent[key] = {"surface": bare, "uses": 1}
    try:
        _draw(shape, state, add_text)
    finally:
        del lent[key]


def keep_big_shapes() -> None:
    """From now on big rounded button shapes are kept in the theme's cache (idempotent)."""
    RoundedRectangleShape.redraw_state = redraw_state  # type: ignore[method-assign]
