"""About: the version, the game's licence, where settings, saves and the log are kept, and the
third-party notices (assets/licenses/THIRD-PARTY-NOTICES.txt, scrolled like a rules page).

The notices are legal texts and stay in English; only their visible lines are drawn."""

import functools
import re

import pygame
import pygame_gui

from game import crash
from game.i18n import _
from game.paths import asset_path, saves_dir
from game.scene import Scene
from game.settings import settings_path
from game.theme import (
    INK,
    MUTED_INK,
    button_width,
    control_height,
    draw_table,
    draw_text,
    font,
    panel,
    wrap,
)
from scenes.screens import page_view

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
        indent = re.match(r" *", line).group()
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


class AboutScene(page_view.ScrolledPage, Scene):
    keyboard_focus = True

    def __init__(self, app):
        super().__init__(app)
        self.scroll = 0
        self.lines: list[str] = []
        self._rendered: dict[int, pygame.Surface] = {}

    def places(self) -> list[tuple[str, str]]:
        """(what, where) of the player's files, the real paths."""
        return [(_("Settings"), str(settings_path())), (_("Saved games"), str(saves_dir())),
                (_("Log"), str(crash.log_path()))]

    def build(self) -> None:
        w, h = self.size
        s = self.scale
        box = pygame.Rect(round(40 * s), round(100 * s), w - round(80 * s), h - round(190 * s))
        left_w = min(round(440 * s), box.w * 2 // 5)
        self.info_rect = pygame.Rect(box.x, box.y, left_w, box.h)
        self.notices_rect = pygame.Rect(self.info_rect.right + round(20 * s), box.y,
                                        box.w - left_w - round(20 * s), box.h)
        heading_h = font("body", s, bold=True).get_linesize() + round(16 * s)
        self.view_rect = pygame.Rect(self.notices_rect.x, self.notices_rect.y + heading_h,
                                     self.notices_rect.w, self.notices_rect.h - heading_h)
        inner = page_view.inner_rect(self.view_rect, s)
        self.line_font = font("small", s)
        self.lines = wrap_keeping_indent(reflow(notices_text()), self.line_font,
                                         inner.w - round(12 * s))
        self._rendered.clear()
        self.scroll = min(self.scroll, self.max_scroll)
        bw, bh = button_width(200, s, [_("Back")]), control_height(50, s, 19)
        self.back_button = pygame_gui.elements.UIButton(
            pygame.Rect(box.x, h - bh - round(24 * s), bw, bh), _("Back"), self.ui)

    @property
    def content_height(self) -> int:
        return len(self.lines) * self.line_font.get_linesize()

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
        draw_text(surface, _("About Nile Table"), (self.info_rect.x, round(32 * s)), "heading",
                  s, INK, bold=True)
        self._draw_info(surface)
        self._draw_notices(surface)
        super().draw(surface)

    def _draw_info(self, surface) -> None:
        s = self.scale
        rect = self.info_rect
        panel(surface, rect, radius=round(10 * s), scale=s)
        pad = round(20 * s)
        x, y, width = rect.x + pad, rect.y + pad, rect.w - 2 * pad
        draw_text(surface, "Nile Table", (x, y), "large", s, INK, bold=True)
        y += font("large", s, bold=True).get_linesize()
        y = self._paragraph(surface, _("Version {version}").format(version=self.app.version),
                            x, y, width, "body", INK)
        y += round(10 * s)
        y = self._paragraph(surface, _("Copyright © 2026 Nile Table. All rights reserved."),
                            x, y, width, "small", INK)
        y = self._paragraph(surface, _("The components by others that come with the game "
                                       "keep their own licences; they are listed on the "
                                       "right."), x, y, width, "small", MUTED_INK)
        y += round(14 * s)
        y = self._paragraph(surface, _("Where your things are kept"), x, y, width, "body",
                            INK, bold=True)
        small = font("small", s)
        for what, where in self.places():
            y += round(6 * s)
            y = self._paragraph(surface, what, x, y, width, "small", INK, bold=True)
            for line in wrap_path(where, small, width):
                draw_text(surface, line, (x, y), "small", s, MUTED_INK)
                y += small.get_linesize()

    def _paragraph(self, surface, text, x, y, width, role, colour, bold=False) -> int:
        f = font(role, self.scale, bold=bold)
        for line in wrap(text, f, width):
            draw_text(surface, line, (x, y), role, self.scale, colour, bold=bold)
            y += f.get_linesize()
        return y

    def _draw_notices(self, surface) -> None:
        s = self.scale
        panel(surface, self.notices_rect, radius=round(10 * s), scale=s)
        pad = round(20 * s)
        draw_text(surface, _("Components by others and their licences"),
                  (self.notices_rect.x + pad, self.notices_rect.y + round(12 * s)), "body", s,
                  INK, bold=True, max_width=self.notices_rect.w - 2 * pad)
        inner = page_view.inner_rect(self.view_rect, s)
        line_h = self.line_font.get_linesize()
        first = self.scroll // line_h
        clip = surface.get_clip()
        surface.set_clip(inner)
        y = inner.y - self.scroll % line_h
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
