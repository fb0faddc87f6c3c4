"""The offer of a guided first game, shown once: the first time a game is chosen in the menu
(remembered in the settings under `learn_offered`). Over the game's setup screen it offers
"Learn to play" (a guided game instead of the setup) or "Set up a game" (back to the setup)."""

from dataclasses import replace

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from game.i18n import _
from game.scene import Scene
from game.settings import MAX_REMEMBERED_GAMES
from game.theme import (
    INK,
    button_width,
    control_height,
    draw_table,
    draw_text,
    font,
    panel,
    wrap,
)
from scenes.games import game_title


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
        s = self.scale
        self.box = pygame.Rect(0, 0, round(620 * s), round(300 * s))
        self.box.center = (w // 2, h // 2)
        bw = button_width(240, s, [_("Learn to play"), _("Set up a game")], 20, bold=True)
        bh = control_height(50, s, 20)
        y = self.box.bottom - bh - round(24 * s)
        self.learn_button = pygame_gui.elements.UIButton(
            pygame.Rect(self.box.centerx + round(10 * s), y, bw, bh), _("Learn to play"),
            self.ui, object_id=ObjectID(class_id="@primary"))
        self.setup_button = pygame_gui.elements.UIButton(
            pygame.Rect(self.box.centerx - bw - round(10 * s), y, bw, bh), _("Set up a game"),
            self.ui)

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
        s = self.scale
        panel(surface, self.box, radius=round(14 * s), scale=s)
        name = game_title(self.game_id)
        draw_text(surface, _("First time playing {game}?").format(game=name),
                  (self.box.centerx, self.box.y + round(30 * s)), "large", s, INK, bold=True,
                  anchor="midtop")
        text = _("Learn to play: a guided first game against an Easy bot. A coach says what "
                 "to do next and explains every scoring; leave it at any time with Menu or "
                 "Esc. It stays in the game's setup screen.")
        y = self.box.y + round(84 * s)
        f = font("body", s)
        for line in wrap(text, f, self.box.w - round(60 * s)):
            draw_text(surface, line, (self.box.x + round(30 * s), y), "body", s, INK)
            y += f.get_linesize()
        super().draw(surface)
