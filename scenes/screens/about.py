"""About: the version, the game's licence, where settings, saves and the log are kept, and the
third-party notices (assets/licenses/THIRD-PARTY-NOTICES.txt, scrolled like a rules page).

The notices are legal texts and stay in English; only their visible lines are drawn."""

import functools
import re

import pygame
import pygame_gui

from scenes.screens import page_view
from shell import crash
from shell.language.i18n import _
from shell.paths import asset_path, saves_dir
from shell.store.settings import settings_path
from shell.ui.theme import (
    INK,
    MUTED_INK,
    button_width,
    control_height,
    draw_table,
    draw_text,
    font,
    panel,
    text_room,
    wrap,
)

NOTICES = ("licenses", "THIRD-PARTY-NOTICES.txt")
LINE_CACHE = 160  # rendered notice lines kept (a screenful or two)


@functools.lru_cache(maxsize=1)
def notices_text() -> str:
    try:
        return asset_path(*NOTICES).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return ""


def reflow(text: str) -> str:
    """Paragraphs of unindented lines joined into one line each (the file is wrapped for a
    text editor; the screen wraps to its own width). Indented lines, lists, headings and
    their underlines stay as they are."""
    def prose(line: str) -> bool:
        return bool(line) and not line[0].isspace() and line[0] not in "=-"

    out: list[str] = []
    for line in text.splitlines():
        if out and prose(line) and prose(out[-1]) and not out[-1].endswith(":"):
            out[-1] += " " + line
        else:
            out.append(line)
    return "\n".join(out)


def wrap_keeping_indent(text: str, f: pygame.font.Font, width: int) -> list[str]:
    """Lines no wider than `width`: a long line wraps at spaces (a word longer than the
    line at any character), its continuation lines indented like it."""
    lines = []
    for line in text.splitlines():
        if f.size(line)[0] <= width:
            lines.append(line)
            continue
        indent = line[:len(line) - len(line.lstrip(" "))]
        current = ""
        for word in line.split():
            candidate = f"{current} {word}" if current else indent + word
            if f.size(candidate)[0] <= width:
                current = candidate
                continue
            if current:
                lines.append(current)
            current = indent + word
            while f.size(current)[0] > width and len(current) > len(indent) + 1:
                cut = len(current) - 1
                while cut > len(indent) + 1 and f.size(current[:cut])[0] > width:
                    cut -= 1
                lines.append(current[:cut])
                current = indent + current[cut:]
        lines.append(current)
    return lines


def wrap_path(path: str, f: pygame.font.Font, width: int) -> list[str]:
    """A file path on as many lines as it needs, broken before its separators."""
    parts = re.split(r"(?=[/\\])", path)
    lines, current = [], ""
    for part in parts:
        if current and f.size(current + part)[0] > width:
            lines.append(current)
            current = part
        else:
            current += part
    return lines + [current] if current else lines


class AboutScene(page_view.ScrolledPage):
    """The facts on the left, the notices scrolled on the right; when the facts do not fit
    their panel at the player's text size, one page holds both, scrolled."""
    music = None  # the theme of the screen under it goes on

    keyboard_focus = True

    def __init__(self, app):
        super().__init__(app)
        self.scroll = 0
        self.lines: list[str] = []  # the notices' wrapped lines
        self.info: list[tuple] = []  # (y, text, role, bold, colour) in the info panel
        self.page: list[tuple] = []  # (y, text, role, bold, colour) of the scrolled page
        self._rendered: dict[int, pygame.Surface] = {}

    def places(self) -> list[tuple[str, str]]:
        """(what, where) of the player's files, the real paths."""
        return [(_("Settings"), str(settings_path())), (_("Saved games"), str(saves_dir())),
                (_("Log"), str(crash.log_path()))]

    def build(self) -> None:
        w, h = self.size
        s, ts = self.scale, self.text_scale
        bw, bh = button_width(200, s, [_("Back")]), control_height(50, s, 19)
        by = h - bh - round(24 * s)
        top = max(round(100 * s), self.heading_y + text_room(0, "heading", s, bold=True)
                  + round(8 * s))
        box = pygame.Rect(round(40 * s), top, w - round(80 * s), by - round(16 * s) - top)
        pad = round(20 * s)
        left_w = min(round(440 * s), box.w * 2 // 5)
        self.info = self.info_lines(left_w - 2 * pad)
        together = self.info_height(self.info) + 2 * pad > box.h
        if together:  # one page: the facts, then the notices
            self.info_rect = pygame.Rect(box.x, box.y, 0, box.h)
            self.notices_rect = box
        else:
            self.info_rect = pygame.Rect(box.x, box.y, left_w, box.h)
            self.notices_rect = pygame.Rect(self.info_rect.right + round(20 * s), box.y,
                                            box.w - left_w - round(20 * s), box.h)
        self.view_rect = self.notices_rect
        inner = page_view.inner_rect(self.view_rect, s)
        self.line_font = font("small", ts)
        self.lines = wrap_keeping_indent(reflow(notices_text()), self.line_font,
                                         inner.w - round(12 * s))
        self.page = self.info_lines(inner.w - round(12 * s), below=True) if together else []
        y = self.info_height(self.page) + (round(14 * s) if together else 0)
        heading = font("body", ts, bold=True)
        for line in wrap(_("Components by others and their licences"), heading,
                         inner.w - round(12 * s)):
            self.page.append((y, line, "body", True, INK))
            y += heading.get_linesize()
        self.notices_y = y + round(8 * s)
        self._rendered.clear()
        self.scroll = min(self.scroll, self.max_scroll)
        self.back_button = pygame_gui.elements.UIButton(
            pygame.Rect(box.x, by, bw, bh), _("Back"), self.ui)

    @property
    def heading_y(self) -> int:
        return round(32 * self.scale)

    def info_lines(self, width: int, below: bool = False) -> list[tuple]:
        """The facts wrapped to `width`: (y, text, role, bold, colour) from the top
        (`below`: the notices follow them on one page)."""
        s, ts = self.scale, self.text_scale
        out: list[tuple] = []
        y = 0

        def add(text, role, colour=INK, bold=False, wrapper=wrap):
            nonlocal y
            f = font(role, ts, bold=bold)
            for line in wrapper(text, f, width):
                out.append((y, line, role, bold, colour))
                y += f.get_linesize()

        add("Nile Table", "large", bold=True)
        add(_("Version {version}").format(version=self.app.version), "body")
        y += round(10 * s)
        add(_("Copyright © 2026 Nile Table. All rights reserved."), "small")
        add(_("The components by others that come with the game keep their own licences; "
              "they are listed below.") if below else
            _("The components by others that come with the game keep their own licences; "
              "they are listed on the right."), "small", MUTED_INK)
        y += round(14 * s)
        add(_("Where your things are kept"), "body", bold=True)
        for what, where in self.places():
            y += round(6 * s)
            add(what, "small", bold=True)
            add(where, "small", MUTED_INK, wrapper=wrap_path)
        return out

    def info_height(self, lines: list[tuple]) -> int:
        if not lines:
            return 0
        y, _text, role, bold, _colour = lines[-1]
        return y + font(role, self.text_scale, bold=bold).get_linesize()

    @property
    def content_height(self) -> int:
        return self.notices_y + len(self.lines) * self.line_font.get_linesize()

    @property
    def max_scroll(self) -> int:
        return page_view.max_scroll(self.content_height, self.view_rect, self.scale)

    def on_button(self, element) -> None:
        if element is self.back_button:
            self.app.scenes.pop()

    def focus_spots(self) -> list:
        return [page_view.page_spot(self.view_rect)]

    def focus_start(self):
        return "page"

    @property
    def page_rect(self) -> pygame.Rect:
        return self.view_rect

    # drawing --------------------------------------------------------------------------
    def draw(self, surface) -> None:
        draw_table(surface)
        s = self.scale
        draw_text(surface, _("About Nile Table"), (self.info_rect.x, self.heading_y),
                  "heading", self.text_scale, INK, bold=True)
        if self.info_rect.w:
            panel(surface, self.info_rect, radius=round(10 * s), scale=s)
            pad = round(20 * s)
            self._draw_lines(surface, self.info, self.info_rect.x + pad,
                             self.info_rect.y + pad)
        self._draw_notices(surface)
        super().draw(surface)

    def _draw_lines(self, surface, lines, x, y, clip=None) -> None:
        """`lines` from (x, y); with a `clip`, only those reaching into it."""
        for top, text, role, bold, colour in lines:
            height = font(role, self.text_scale, bold=bold).get_linesize()
            if clip is not None and not clip.colliderect((x, y + top, clip.w, height)):
                continue
            draw_text(surface, text, (x, y + top), role, self.text_scale, colour, bold=bold)

    def _draw_notices(self, surface) -> None:
        s = self.scale
        panel(surface, self.notices_rect, radius=round(10 * s), scale=s)
        inner = page_view.inner_rect(self.view_rect, s)
        line_h = self.line_font.get_linesize()
        clip = surface.get_clip()
        surface.set_clip(inner)
        top = inner.y - self.scroll
        self._draw_lines(surface, self.page, inner.x, top, inner)
        first = max(0, (self.scroll - self.notices_y) // line_h)
        y = top + self.notices_y + first * line_h
        for index in range(first, min(len(self.lines), first + inner.h // line_h + 2)):
            surface.blit(self._line(index), (inner.x, y))
            y += line_h
        surface.set_clip(clip)
        page_view.draw_bar(surface, self.view_rect, self.scroll, s, self.content_height)

    def _line(self, index: int) -> pygame.Surface:
        image = self._rendered.get(index)
        if image is None:
            if len(self._rendered) >= LINE_CACHE:
                self._rendered.clear()
            image = self.line_font.render(self.lines[index], True, INK)
            self._rendered[index] = image
        return image
