"""Big button shapes drawn once per size, state and colours, like pygame_gui's small ones.

pygame_gui draws a rounded button shape four times as big and scales it down, and keeps it
in the theme's shape cache only when it is under 40,000 square pixels. A screen's buttons
at 2560x1440 and above are over that: every button drew each of its states again on every
screen opened (the menu's six, the Load screen's four, each 10-50 ms a state at
3840x2160), although they share size and colours. `keep_big_shapes` makes pygame_gui keep
those too, up to what its cache pages hold (`MAX_SIDE` a side; the cache itself is bounded
and drops shapes used once when it is full).
"""

from pygame_gui.core.drawable_shapes.rounded_rect_drawable_shape import RoundedRectangleShape

SMALL = 40_000  # px²: pygame_gui keeps the shapes under this itself
MAX_SIDE = 1024  # px: the side of pygame_gui's cache pages
_draw = RoundedRectangleShape.redraw_state


def shape_key(shape, state: str) -> str | None:
    """The theme cache's key of `shape`'s bare shape in `state`; None for a shape pygame_gui
    keeps itself or cannot keep (small, too big for a page, resized, a filled bar)."""
    w, h = shape.containing_rect.size
    if w * h < SMALL or w > MAX_SIDE or h > MAX_SIDE or shape.has_been_resized \
            or "filled_bar" in shape.theming or f"{state}_bg" not in shape.theming:
        return None
    return shape.shape_cache.build_cache_id(
        "rounded_rectangle", shape.containing_rect.size, shape.shadow_width,
        shape.border_widths, shape.theming[f"{state}_border"], shape.theming[f"{state}_bg"],
        shape.shape_corner_radius)


def redraw_state(self, state_str: str, add_text: bool = True) -> None:
    """pygame_gui's drawing of a state, the bare shape kept first when it is a big one."""
    key = shape_key(self, state_str)
    if key is not None and self.shape_cache.find_surface_in_cache(key) is None:
        _draw(self, state_str, add_text=False)
        self.shape_cache.add_surface_to_cache(self.states[state_str].surface.copy(), key)
        if not add_text:
            return
    _draw(self, state_str, add_text)  # a kept shape: copied, its text drawn on it


def keep_big_shapes() -> None:
    """From now on big rounded button shapes are kept in the theme's cache (idempotent)."""
    RoundedRectangleShape.redraw_state = redraw_state  # type: ignore[method-assign]
