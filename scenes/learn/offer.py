"""The offer of a guided first game, shown once: the first time a game is chosen in the menu
(remembered in the settings under `learn_offered`). Over the game's setup screen it offers
"Learn to play" (a guided game instead of the setup) or "Set up a game" (back to the setup)."""

from dataclasses import replace

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from scenes.games import game_title
from shell.language.i18n import _
from shell.store.settings import MAX_REMEMBERED_GAMES
from shell.ui.scene import Scene
from shell.ui.theme import (
    INK,
    button_width,
    control_height,
    draw_paragraphs,
    draw_table,
    draw_text,
    font,
    panel,
    wrap,
)


def offer_due(settings, game_id: str) -> bool:
    return game_id not in settings.learn_offered


def mark_offered(app, game_id: str) -> None:
    offered = [g for g in app.settings.learn_offered if g != game_id][-(MAX_REMEMBERED_GAMES - 1):]
    app.apply_settings(replace(app.settings, learn_offered=offered + [game_id]))


class LearnOffer(Scene):
    keyboard_focus = True

    def __init__(self, app, game_id: str):
        super().__init__(app)
        self.game_id = game_id
        mark_offered(app, game_id)

    def build(self) -> None:
        w, h = self.size
        s, ts = self.scale, self.text_scale
        bw = button_width(240, s, [_("Learn to play"), _("Set up a game")], 20, bold=True)
        bh = control_height(50, s, 20)
        width = min(w - round(40 * s), max(round(620 * ts), 2 * bw + round(80 * s)))
        self.text_w = width - round(60 * s)
        title_h = len(self.title_lines()) * font("large", ts, bold=True).get_linesize()
        body_h = len(self.body_lines()) * font("body", ts).get_linesize()
        height = round(30 * s) + title_h + round(20 * s) + body_h + round(24 * s) + bh \
            + round(24 * s)
        self.box = pygame.Rect(0, 0, width, min(h - round(40 * s), max(round(300 * s), height)))
        self.box.center = (w // 2, h // 2)
        y = self.box.bottom - bh - round(24 * s)
        self.body_rect = pygame.Rect(self.box.x + round(30 * s),
                                     self.box.y + round(30 * s) + title_h + round(20 * s),
                                     self.text_w, 0)
        self.body_rect.h = y - round(12 * s) - self.body_rect.y
        self.learn_button = pygame_gui.elements.UIButton(
            pygame.Rect(self.box.centerx + round(10 * s), y, bw, bh), _("Learn to play"),
            self.ui, object_id=ObjectID(class_id="@primary"))
        self.setup_button = pygame_gui.elements.UIButton(
            pygame.Rect(self.box.centerx - bw - round(10 * s), y, bw, bh), _("Set up a game"),
            self.ui)

    def title_lines(self) -> list[str]:
        title = _("First time playing {game}?").format(game=game_title(self.game_id))
        return wrap(title, font("large", self.text_scale, bold=True), self.text_w)

    @staticmethod
    def body() -> str:
        return _("Learn to play: a guided first game against an Easy bot. A coach says what "
                 "to do next and explains every scoring; leave it at any time with Menu or "
                 "Esc. It stays in the game's setup screen.")

    def body_lines(self) -> list[str]:
        return wrap(self.body(), font("body", self.text_scale), self.text_w)

    def on_button(self, element) -> None:
        if element is self.setup_button:
            self.app.scenes.pop()
        elif element is self.learn_button:
            from scenes.learn import start_learning

            self.app.scenes.pop()
            self.app.scenes.replace(start_learning(self.app, self.game_id, push=False))

    def handle_event(self, event) -> None:
        super().handle_event(event)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.scenes.pop()

    def draw(self, surface) -> None:
        draw_table(surface)
        s, ts = self.scale, self.text_scale
        panel(surface, self.box, radius=round(14 * s), scale=s)
        y = self.box.y + round(30 * s)
        for line in self.title_lines():
            y = draw_text(surface, line, (self.box.centerx, y), "large", ts, INK, bold=True,
                          anchor="midtop").bottom
        draw_paragraphs(surface, [self.body()], self.body_rect, "body", ts, INK)
        super().draw(surface)
