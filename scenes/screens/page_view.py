"""A tall page shown in a panel and scrolled (the wheel, the arrow keys, Page Up/Down, Home
and End), with a thin scroll bar: the rules pages (painted a band at a time) and the About
screen's notices (only the visible lines drawn)."""

from typing import Protocol

import pygame

from shell.ui.focus import Spot
from shell.ui.scene import Scene
from shell.ui.theme import panel

BAR_COLOUR = (190, 170, 120)


class Page(Protocol):
    """A page the panel shows a part of (`rules_page.Page`)."""

    def get_height(self) -> int: ...

    def draw(self, surface: pygame.Surface, dest: tuple[int, int],
             area: pygame.Rect) -> None: ...


def inner_rect(rect: pygame.Rect, scale: float) -> pygame.Rect:
    """Where the page shows inside its panel."""
    return rect.inflate(-2 * round(20 * scale), -round(24 * scale))


def max_scroll(content_height: int, rect: pygame.Rect, scale: float) -> int:
    return max(0, content_height - inner_rect(rect, scale).h)


def scrolled(event, scroll: int, rect: pygame.Rect, scale: float, limit: int) -> int | None:
    """The scroll after `event` (clamped to 0..limit), None when it does not scroll."""
    step = round(60 * scale)
    if event.type == pygame.MOUSEWHEEL:
        wanted = scroll - event.y * step
    elif event.type == pygame.KEYDOWN:
        keys = {pygame.K_DOWN: scroll + step, pygame.K_UP: scroll - step,
                pygame.K_PAGEDOWN: scroll + rect.h * 4 // 5,
                pygame.K_PAGEUP: scroll - rect.h * 4 // 5,
                pygame.K_HOME: 0, pygame.K_END: limit}
        if event.key not in keys:
            return None
        wanted = keys[event.key]
    else:
        return None
    return max(0, min(limit, wanted))


def page_spot(rect: pygame.Rect) -> Spot:
    """The page as a focus stop: while it has the focus, Up / Down scroll it."""
    return Spot("page", rect, None, frozenset((pygame.K_UP, pygame.K_DOWN)))


class ScrolledPage(Scene):
    """A screen whose page scrolls (see `scrolled`) and that Esc leaves; the screen gives
    `page_rect` (where the page shows), `scroll` and `max_scroll`."""

    scroll: int

    @property
    def page_rect(self) -> pygame.Rect:
        """Where the page shows. Override."""
        raise NotImplementedError

    @property
    def max_scroll(self) -> int:
        """How far the page scrolls. Override."""
        raise NotImplementedError

    def handle_event(self, event) -> None:
        super().handle_event(event)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.scenes.pop()
            return
        wanted = scrolled(event, self.scroll, self.page_rect,
                          self.scale, self.max_scroll)
        if wanted is not None:
            self.scroll = wanted


def draw(surface, page: Page | None, rect: pygame.Rect, scroll: int, scale: float) -> None:
    """The panel, the visible part of the page and, when it scrolls, the bar."""
    panel(surface, rect, radius=round(10 * scale), scale=scale)
    if page is None:
        return
    inner = inner_rect(rect, scale)
    page.draw(surface, inner.topleft, pygame.Rect(0, scroll, inner.w, inner.h))
    draw_bar(surface, rect, scroll, scale, page.get_height())


def draw_bar(surface, rect: pygame.Rect, scroll: int, scale: float,
             content_height: int) -> None:
    """A thin bar at the panel's right edge showing where the view is (none when all of the
    content fits)."""
    limit = max_scroll(content_height, rect, scale)
    if not limit:
        return
    inner = inner_rect(rect, scale)
    bar_h = max(round(30 * scale), inner.h * inner.h // content_height)
    bar_y = inner.y + (inner.h - bar_h) * scroll // limit
    pygame.draw.rect(surface, BAR_COLOUR, (rect.right - round(10 * scale), bar_y,
                                           round(5 * scale), bar_h),
                     border_radius=round(3 * scale))
