"""Rules: the games on the left, the chosen game's rules on the right (our own words), with
pictures drawn by the games' piece drawers.

Rules pages live in assets/rules/<game>.<lang>.txt, or in the folder the game's app descriptor
names (paragraphs separated by blank lines,
lines starting with "# " are headings, `[[picture: game.name]]` lines are pictures, see
scenes/screens/rules_page.py); a game without a page shows its short description. The page scrolls
with the wheel, the arrow keys and Page Up/Down, Home and End.
"""

import pygame
import pygame_gui

from scenes.games import app_descriptor, game_tagline, game_title, games
from scenes.screens import page_view, rules_page
from shell.language.i18n import _, current_language
from shell.ui.theme import INK, button_width, control_height, draw_table, draw_text


def rules_text(game_id: str, lang: str) -> str | None:
    """The rules page of a playable game in `lang` (else in English), or None."""
    found = app_descriptor(game_id)
    if found is None:
        return None
    for code in (lang, "en"):
        path = found.rules_path(game_id, code)
        try:
            return path.read_text(encoding="utf-8")
        except OSError:
            continue
    return None


class RulesScene(page_view.ScrolledPage):
    music = None  # the theme of the screen under it goes on
    keyboard_focus = True

    def __init__(self, app, game_id: str | None = None):
        super().__init__(app)
        self.game_id = game_id or games()[0]
        self.scroll = 0
        self.page: rules_page.Page | None = None

    def build(self) -> None:
        w, h = self.size
        s = self.scale
        self.box = pygame.Rect(round(40 * s), round(100 * s), w - round(80 * s),
                               h - round(190 * s))
        list_w = button_width(230, s, [game_title(game_id) for game_id in games()])
        bh = control_height(50, s, 19)
        self.game_buttons = {}
        y = self.box.y
        for game_id in games():
            button = pygame_gui.elements.UIButton(
                pygame.Rect(self.box.x, y, list_w, bh), game_title(game_id), self.ui)
            if game_id == self.game_id:
                button.select()
            self.game_buttons[button] = game_id
            y += bh + round(10 * s)
        self.text_rect = pygame.Rect(self.box.x + list_w + round(20 * s), self.box.y,
                                     self.box.w - list_w - round(20 * s), self.box.h)
        self.lay_out_page()
        self.scroll_to(self.scroll)
        bw = button_width(200, s, [_("Back")])
        self.back_button = pygame_gui.elements.UIButton(
            pygame.Rect(self.box.x, h - bh - round(24 * s), bw, bh), _("Back"), self.ui)

    def focus_controls(self) -> list:
        """The games (down the left), the page (its arrows scroll it), Back."""
        return [*self.game_buttons, page_view.page_spot(self.text_rect), self.back_button]

    def focus_start(self):
        return "page"

    def lay_out_page(self) -> None:
        """The game's page in the current language laid out as wide as the text panel (its
        bands are painted as they are shown)."""
        page = rules_text(self.game_id, current_language())
        if page is None:
            title, tagline = game_title(self.game_id), game_tagline(self.game_id)
            page = f"# {title}\n\n{tagline}\n\n" + _(
                "The full rules of this game will appear here when it can be played.")
        self.page = rules_page.lay_out(rules_page.parse(page),
                                       self.text_rect.w - round(40 * self.scale),
                                       self.text_scale)

    def on_button(self, element) -> None:
        if element is self.back_button:
            self.app.scenes.pop()
        elif element in self.game_buttons:
            self.game_id = self.game_buttons[element]
            self.scroll = 0
            self.rebuild()

    @property
    def max_scroll(self) -> int:
        height = self.page.get_height() if self.page is not None else 0
        return page_view.max_scroll(height, self.text_rect, self.scale)

    def scroll_to(self, y: int) -> None:
        self.scroll = max(0, min(self.max_scroll, y))

    @property
    def page_rect(self) -> pygame.Rect:
        return self.text_rect

    def draw(self, surface) -> None:
        draw_table(surface)
        s = self.scale
        draw_text(surface, _("Rules"), (self.box.x, round(32 * s)), "heading", self.text_scale, INK,
                  bold=True)
        page_view.draw(surface, self.page, self.text_rect, self.scroll, s)
        super().draw(surface)
