"""The results: winner, and each player's score breakdown as a stacked bar chart."""

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from game.i18n import _
from game.scene import Scene
from game.theme import INK, MUTED_INK, draw_text, panel

CATEGORY_COLOURS = ((31, 78, 121), (201, 162, 39), (79, 122, 58), (181, 83, 45),
                    (58, 124, 165), (122, 74, 138), (139, 90, 43), (107, 91, 69))


class ResultsScene(Scene):
    overlay = True

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        state = table.state
        self.scores = state.scores()
        self.breakdown = state.score_breakdown()
        self.winners = state.winners()
        self.categories = []
        for row in self.breakdown:
            for key in row:
                if key not in self.categories:
                    self.categories.append(key)

    def title(self) -> str:
        names = [self.table.session.name(w) for w in self.winners]
        if len(names) == 1:
            return _("{name} wins!").format(name=names[0])
        return _("Shared win: {names}").format(names=", ".join(names))

    def build(self) -> None:
        w, h = self.size
        s = self.scale
        self.box = pygame.Rect(0, 0, min(w - round(60 * s), round(980 * s)),
                               min(h - round(60 * s), round(600 * s)))
        self.box.center = (w // 2, h // 2)
        bw, bh = round(210 * s), round(46 * s)
        y = self.box.bottom - bh - round(20 * s)
        self.table_button = pygame_gui.elements.UIButton(
            pygame.Rect(self.box.x + round(24 * s), y, bw, bh), _("View the table"), self.ui)
        self.again_button = pygame_gui.elements.UIButton(
            pygame.Rect(self.box.centerx - bw // 2, y, bw, bh), _("Play again"), self.ui)
        self.menu_button = pygame_gui.elements.UIButton(
            pygame.Rect(self.box.right - bw - round(24 * s), y, bw, bh), _("Main menu"),
            self.ui, object_id=ObjectID(class_id="@primary"))

    def on_button(self, element) -> None:
        if element is self.table_button:
            self.app.scenes.pop()
        elif element is self.menu_button:
            self.app.scenes.pop()
            self.app.scenes.pop()
        elif element is self.again_button:
            from scenes.game_start import start_new_game

            replay = self.table.session.replay
            scene = start_new_game(self.app, replay.game, seats=list(replay.seats),
                                   options=dict(replay.options), push=False)
            self.app.scenes.pop()
            self.app.scenes.replace(scene)

    def handle_event(self, event) -> None:
        super().handle_event(event)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.scenes.pop()

    def draw(self, surface) -> None:
        s = self.scale
        veil = pygame.Surface(self.size, pygame.SRCALPHA)
        veil.fill((43, 33, 24, 150))
        surface.blit(veil, (0, 0))
        panel(surface, self.box, radius=round(18 * s), scale=s)
        draw_text(surface, self.title(), (self.box.centerx, self.box.y + round(18 * s)),
                  "heading", s, INK, bold=True, anchor="midtop")
        top = self.box.y + round(80 * s)
        name_w = round(180 * s)
        chart_x = self.box.x + round(24 * s) + name_w
        chart_w = self.box.right - round(100 * s) - chart_x
        most = max([sum(max(0, v) for v in row.values()) for row in self.breakdown] + [1])
        bar_h = round(34 * s)
        order = sorted(range(len(self.scores)), key=lambda p: -self.scores[p])
        for rank, seat in enumerate(order):
            y = top + rank * (bar_h + round(14 * s))
            self.table.draw_seat_marker(surface, seat, (self.box.x + round(36 * s),
                                                        y + bar_h // 2), round(9 * s))
            draw_text(surface, self.table.session.name(seat),
                      (self.box.x + round(54 * s), y + bar_h // 2), "body", s, INK,
                      bold=seat in self.winners, anchor="midleft",
                      max_width=name_w - round(36 * s))
            x = chart_x
            for k, category in enumerate(self.categories):
                value = self.breakdown[seat].get(category, 0)
                if value <= 0:
                    continue
                width = max(1, round(chart_w * value / most))
                colour = CATEGORY_COLOURS[k % len(CATEGORY_COLOURS)]
                pygame.draw.rect(surface, colour, (x, y, width, bar_h))
                if width > round(26 * s):
                    draw_text(surface, str(value), (x + width // 2, y + bar_h // 2), "small",
                              s, (255, 255, 255), bold=True, anchor="center")
                x += width
            pygame.draw.rect(surface, INK, (chart_x, y, max(1, x - chart_x), bar_h), 1)
            negative = sum(v for v in self.breakdown[seat].values() if v < 0)
            total = str(self.scores[seat]) + (f"  ({negative})" if negative else "")
            draw_text(surface, total, (x + round(10 * s), y + bar_h // 2), "large", s, INK,
                      bold=True, anchor="midleft")
        legend_y = top + len(order) * (bar_h + round(14 * s)) + round(10 * s)
        x = self.box.x + round(24 * s)
        for k, category in enumerate(self.categories):
            colour = CATEGORY_COLOURS[k % len(CATEGORY_COLOURS)]
            label = _(category)
            pygame.draw.rect(surface, colour, (x, legend_y + 3, round(14 * s), round(14 * s)))
            rect = draw_text(surface, label, (x + round(20 * s), legend_y), "small", s,
                             MUTED_INK)
            x = rect.right + round(18 * s)
            if x > self.box.right - round(150 * s):
                x = self.box.x + round(24 * s)
                legend_y += round(24 * s)
        super().draw(surface)
