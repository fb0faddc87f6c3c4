"""The game log: every line of the game, newest at the bottom, scrollable.

It keeps the whole game (earlier moves, what the bots did, stay readable). Following the
newest line is the default; the wheel over the log, a drag of its text or scroll bar, and
Page Up / Page Down / Home / End scroll it. While scrolled back, new lines do not move the
text being read; End (or scrolling to the bottom) follows the newest line again.
"""

from collections.abc import Callable

import pygame

from shell.ui.theme import INK, MUTED_INK, fast, font, wrap

WHEEL_LINES = 3

# draws a seat's mark: (surface, seat, centre, radius)
Marker = Callable[[pygame.Surface, int, tuple[int, int], int], None]


class GameLog:
    def __init__(self) -> None:
        self.lines: list[tuple[str, int | None]] = []
        self.scroll = 0  # pixels scrolled back from the newest line (0: follow the newest)
        self._rows_cache: tuple = (None, [])  # ((width, scale), rows of the wrapped lines)
        self._wrapped = 0  # how many lines the cached rows hold
        self._images: dict = {}  # (row, text, scale) -> the row rendered
        self._drag: tuple | None = None  # (mouse y at press, scroll at press, on the bar)
        self._last_total = 0

    def add(self, text: str, seat: int | None = None) -> None:
        self.lines.append((text, seat))

    def replace_last(self, text: str, seat: int | None = None) -> None:
        """The newest line says `text` instead (a run of moves told in one line)."""
        self.lines[-1] = (text, seat)
        if self._wrapped == len(self.lines):  # its old rows go; the next draw wraps it anew
            rows = self._rows_cache[1]
            while rows and not rows[-1][2]:
                rows.pop()
            if rows:
                rows.pop()
            self._wrapped -= 1

    # geometry ------------------------------------------------------------------------
    def rows(self, width: int, scale: float) -> list[tuple[str, int | None, bool]]:
        """All lines wrapped to `width`: (text, seat, first row of its line), oldest first.
        Lines are wrapped once: a new line wraps only itself (a new width, everything)."""
        key = (width, scale)
        if self._rows_cache[0] != key:
            self._rows_cache = (key, [])
            self._wrapped = 0
        rows = self._rows_cache[1]
        if self._wrapped < len(self.lines):
            f = font("small", scale)
            room = self._text_width(width, scale)
            for text, seat in self.lines[self._wrapped:]:
                for k, line in enumerate(wrap(text, f, room)):
                    rows.append((line, seat, k == 0))
            self._wrapped = len(self.lines)
        return rows

    @staticmethod
    def _text_width(width: int, scale: float) -> int:
        return width - round(10 * scale) - round(8 * scale) - round(8 * scale)

    def content_height(self, rect: pygame.Rect, scale: float) -> int:
        return len(self.rows(rect.w, scale)) * font("small", scale).get_linesize()

    def max_scroll(self, rect: pygame.Rect, scale: float) -> int:
        return max(0, self.content_height(rect, scale) - rect.h)

    def scroll_by(self, pixels: int, rect: pygame.Rect, scale: float) -> None:
        """Scroll back (positive) or forward (negative), within the log."""
        self.scroll = max(0, min(self.max_scroll(rect, scale), self.scroll + pixels))

    def _keep_reading(self, rect: pygame.Rect, scale: float) -> None:
        """New rows arrived while scrolled back: keep the same text in view."""
        total = self.content_height(rect, scale)
        if self.scroll and total > self._last_total:
            self.scroll += total - self._last_total
        self._last_total = total
        self.scroll = min(self.scroll, self.max_scroll(rect, scale))

    def bar_rect(self, rect: pygame.Rect, scale: float) -> pygame.Rect | None:
        """The scroll bar's thumb (None when everything fits)."""
        total = self.content_height(rect, scale)
        if total <= rect.h:
            return None
        w = max(4, round(6 * scale))
        h = max(round(24 * scale), rect.h * rect.h // total)
        top = rect.y + (rect.h - h) * (total - rect.h - self.scroll) // (total - rect.h)
        return pygame.Rect(rect.right - w, top, w, h)

    # input ---------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event, rect: pygame.Rect, scale: float,
                     mouse: tuple[int, int] = (0, 0)) -> bool:
        """Scroll on wheel (with the mouse at `mouse`), drag and keys; True when the event
        was the log's."""
        self._keep_reading(rect, scale)
        line_h = font("small", scale).get_linesize()
        if event.type == pygame.MOUSEWHEEL:
            if rect.collidepoint(mouse):
                self.scroll_by(event.y * WHEEL_LINES * line_h, rect, scale)
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (4, 5):
            return rect.collidepoint(event.pos)  # old-style wheel clicks: MOUSEWHEEL scrolls
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and rect.collidepoint(event.pos):
            bar = self.bar_rect(rect, scale)
            on_bar = bar is not None and bar.inflate(round(8 * scale), 0).collidepoint(event.pos)
            self._drag = (event.pos[1], self.scroll, on_bar)
            return True
        if event.type == pygame.MOUSEMOTION and self._drag is not None:
            start_y, start_scroll, on_bar = self._drag
            dy = event.pos[1] - start_y
            if on_bar:  # the thumb follows the mouse: down shows newer lines
                total = self.content_height(rect, scale)
                dy = -dy * total // max(1, rect.h)
            self.scroll = start_scroll
            self.scroll_by(dy, rect, scale)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._drag is not None:
            self._drag = None
            return True
        if event.type == pygame.KEYDOWN:
            page = max(line_h, rect.h - line_h)
            if event.key == pygame.K_PAGEUP:
                self.scroll_by(page, rect, scale)
            elif event.key == pygame.K_PAGEDOWN:
                self.scroll_by(-page, rect, scale)
            elif event.key == pygame.K_HOME:
                self.scroll = self.max_scroll(rect, scale)
            elif event.key == pygame.K_END:
                self.scroll = 0
            else:
                return False
            return True
        return False

    @property
    def dragging(self) -> bool:
        return self._drag is not None

    # drawing -------------------------------------------------------------------------
    def _image(self, index: int, line: str, scale: float) -> pygame.Surface:
        """Row `index` rendered, kept with this log (not in the shared text cache: a
        game's log lines are seen in that game only, and go with it)."""
        key = (index, line, scale)
        image = self._images.get(key)
        if image is None:
            if len(self._images) > 4 * len(self._rows_cache[1]) + 64:
                self._images.clear()  # rows wrapped anew (another width, a replaced line)
            image = self._images[key] = fast(font("small", scale).render(line, True, INK))
        return image

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, scale: float,
             marker: Marker) -> None:
        """The lines in view, bottom-aligned; `marker(surface, seat, centre, radius)` draws
        the seat mark that starts each player's line."""
        self._keep_reading(rect, scale)
        f = font("small", scale)
        line_h = f.get_linesize()
        rows = self.rows(rect.w, scale)
        mark = round(10 * scale)
        clip = surface.get_clip()
        surface.set_clip(pygame.Rect(rect).clip(clip))  # within a clip it was given
        y = rect.bottom + self.scroll - line_h  # the newest row's top
        for index in range(len(rows) - 1, -1, -1):  # only whole rows, newest first
            line, seat, first_row = rows[index]
            if y < rect.y:
                break
            if y + line_h <= rect.bottom:
                if first_row and seat is not None:
                    marker(surface, seat, (rect.x + mark // 2, y + line_h // 2),
                           max(4, round(mark * 0.45)))
                surface.blit(self._image(index, line, scale),
                             (rect.x + mark + round(4 * scale), y))
            y -= line_h
        surface.set_clip(clip)
        bar = self.bar_rect(rect, scale)
        if bar is not None:
            pygame.draw.rect(surface, MUTED_INK, bar, border_radius=bar.w // 2)
