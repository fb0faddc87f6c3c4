"""Rules: the games on the left, the chosen game's rules on the right (our own words).

Rules pages live in assets/rules/<game>.<lang>.txt (paragraphs separated by blank lines,
lines starting with "# " are headings); a game without a page shows its short description.
"""

import pygame
import pygame_gui

from game.i18n import _, current_language, translate
from game.paths import asset_path
from game.scene import Scene
from game.theme import INK, draw_table, draw_text, font_px, panel
from scenes.game_info import GAME_INFO


def rules_text(game_id: str, lang: str) -> str | None:
    for code in (lang, "en"):
        path = asset_path("rules", f"{game_id}.{code}.txt")
        try:
            return path.read_text(encoding="utf-8")
        except OSError:
            continue
    return None


def to_html(text: str, heading_px: int) -> str:
    """The rules page as pygame_gui's HTML subset."""
    out = []
    for block in text.strip().split("\n\n"):
        block = block.strip().replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
        if block.startswith("# "):
            out.append(f"<font pixel_size={heading_px}><b>{block[2:]}</b></font>")
        elif block.startswith("## "):
            out.append(f"<b>{block[3:]}</b>")
        else:
            out.append(block.replace("\n", "<br>"))
    return "<br><br>".join(out)


class RulesScene(Scene):
    def __init__(self, app, game_id: str = "imhotep"):
        super().__init__(app)
        self.game_id = game_id

    def build(self) -> None:
        w, h = self.size
        s = self.scale
        self.box = pygame.Rect(round(40 * s), round(100 * s), w - round(80 * s),
                               h - round(190 * s))
        list_w = round(230 * s)
        self.game_buttons = {}
        y = self.box.y
        for game_id, info in GAME_INFO.items():
            button = pygame_gui.elements.UIButton(
                pygame.Rect(self.box.x, y, list_w, round(50 * s)), translate(info["name"]), self.ui)
            if game_id == self.game_id:
                button.select()
            self.game_buttons[button] = game_id
            y += round(60 * s)
        text_rect = pygame.Rect(self.box.x + list_w + round(20 * s), self.box.y,
                                self.box.w - list_w - round(20 * s), self.box.h)
        page = rules_text(self.game_id, current_language())
        if page is None:
            info = GAME_INFO[self.game_id]
            page = f"# {translate(info['name'])}\n\n{translate(info['tagline'])}\n\n" + _(
                "The full rules of this game will appear here when it can be played.")
        heading_px = font_px("large", s)
        self.text_box = pygame_gui.elements.UITextBox(to_html(page, heading_px), text_rect,
                                                      self.ui)
        bw, bh = round(200 * s), round(50 * s)
        self.back_button = pygame_gui.elements.UIButton(
            pygame.Rect(self.box.x, h - bh - round(24 * s), bw, bh), _("Back"), self.ui)

    def on_button(self, element) -> None:
        if element is self.back_button:
            self.app.scenes.pop()
        elif element in self.game_buttons:
            self.game_id = self.game_buttons[element]
            self.rebuild()

    def handle_event(self, event) -> None:
        super().handle_event(event)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.scenes.pop()

    def draw(self, surface) -> None:
        draw_table(surface)
        s = self.scale
        draw_text(surface, _("Rules"), (self.box.x, round(32 * s)), "heading", s, INK,
                  bold=True)
        panel(surface, self.text_box.rect.inflate(4, 4), radius=round(10 * s), scale=s)
        super().draw(surface)
