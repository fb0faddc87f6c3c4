"""Settings: language (at once), window size / fullscreen, animation speed, volume,
colour-blind patterns. Every change is applied and saved immediately. About opens from here
too."""

from dataclasses import replace

import pygame
import pygame_gui

from game.i18n import LANGUAGES, N_, _
from game.scene import Scene
from game.settings import ANIMATION_SPEEDS, WINDOW_SIZES
from game.theme import INK, MUTED_INK, draw_table, draw_text, panel

SPEED_LABELS = {0.0: N_("Instant"), 0.5: N_("Fast"), 1.0: N_("Normal"), 2.0: N_("Slow")}


class SettingsScene(Scene):
    keyboard_focus = True

    def build(self) -> None:
        w, h = self.size
        s = self.scale
        st = self.app.settings
        self.box = pygame.Rect(0, 0, min(w - round(80 * s), round(760 * s)),
                               min(h - round(190 * s), round(400 * s)))
        self.box.midtop = (w // 2, round(100 * s))
        row_h, gap = round(44 * s), round(14 * s)
        label_w = round(260 * s)
        x = self.box.x + round(32 * s)
        cx = x + label_w
        cw = self.box.right - round(32 * s) - cx
        y = self.box.y + round(28 * s)
        self.controls = {}

        def row(label, make):
            nonlocal y
            pygame_gui.elements.UILabel(pygame.Rect(x, y, label_w, row_h), label, self.ui)
            self.controls[make(pygame.Rect(cx, y, cw, row_h))] = label
            y += row_h + gap

        languages = [(name, code) for code, name in LANGUAGES.items()]
        self.language_menu = None
        self.size_menu = None

        def language(rect):
            self.language_menu = pygame_gui.elements.UIDropDownMenu(
                languages, (LANGUAGES[st.language], st.language), rect, self.ui)
            return self.language_menu

        sizes = [(f"{a}×{b}", f"{a}x{b}") for a, b in WINDOW_SIZES]
        current = f"{st.window_width}x{st.window_height}"
        if current not in [v for _t, v in sizes]:
            sizes.append((current.replace("x", "×"), current))

        def window(rect):
            self.size_menu = pygame_gui.elements.UIDropDownMenu(
                sizes, (current.replace("x", "×"), current), rect, self.ui)
            return self.size_menu

        def fullscreen(rect):
            self.fullscreen_menu = pygame_gui.elements.UIDropDownMenu(
                [(_("Off"), "False"), (_("On"), "True")],
                ((_("On"), "True") if st.fullscreen else (_("Off"), "False")), rect, self.ui)
            return self.fullscreen_menu

        def speed(rect):
            options = [(_(SPEED_LABELS[v]), str(v)) for v in ANIMATION_SPEEDS]
            self.speed_menu = pygame_gui.elements.UIDropDownMenu(
                options, (_(SPEED_LABELS[st.animation_speed]), str(st.animation_speed)),
                rect, self.ui)
            return self.speed_menu

        def volume(rect):
            self.volume_slider = pygame_gui.elements.UIHorizontalSlider(
                rect, st.volume, (0, 100), self.ui, click_increment=5)
            return self.volume_slider

        def patterns(rect):
            self.patterns_menu = pygame_gui.elements.UIDropDownMenu(
                [(_("Off"), "False"), (_("On"), "True")],
                ((_("On"), "True") if st.colour_blind else (_("Off"), "False")), rect, self.ui)
            return self.patterns_menu

        row(_("Language"), language)
        row(_("Window size"), window)
        row(_("Fullscreen"), fullscreen)
        row(_("Animation speed"), speed)
        row(_("Sound volume"), volume)
        row(_("Colour-blind patterns"), patterns)
        bw, bh = round(200 * s), round(50 * s)
        self.back_button = pygame_gui.elements.UIButton(
            pygame.Rect(self.box.x, h - bh - round(24 * s), bw, bh), _("Back"), self.ui)
        self.about_button = pygame_gui.elements.UIButton(
            pygame.Rect(self.box.right - bw, h - bh - round(24 * s), bw, bh), _("About"),
            self.ui)

    def handle_event(self, event) -> None:
        super().handle_event(event)
        st = self.app.settings
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            value = event.selected_option_id
            element = event.ui_element
            if element is self.language_menu:
                self.app.apply_settings(replace(st, language=value))
            elif element is self.size_menu:
                width, height = (int(v) for v in value.split("x"))
                self.app.apply_settings(replace(st, window_width=width, window_height=height))
            elif element is self.fullscreen_menu:
                self.app.apply_settings(replace(st, fullscreen=value == "True"))
            elif element is self.speed_menu:
                self.app.apply_settings(replace(st, animation_speed=float(value)))
            elif element is self.patterns_menu:
                self.app.apply_settings(replace(st, colour_blind=value == "True"))
        elif event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED:
            if event.ui_element is self.volume_slider:
                self.app.apply_settings(replace(st, volume=int(event.value)))
                self.app.audio.play("click")
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.scenes.pop()

    def on_button(self, element) -> None:
        if element is self.back_button:
            self.app.scenes.pop()
        elif element is self.about_button:
            from scenes.screens.about import AboutScene

            self.app.scenes.push(AboutScene(self.app))

    def draw(self, surface) -> None:
        draw_table(surface)
        s = self.scale
        draw_text(surface, _("Settings"), (self.box.x, round(32 * s)), "heading", s, INK,
                  bold=True)
        panel(surface, self.box, radius=round(14 * s), scale=s)
        draw_text(surface, _("Changes are saved at once."),
                  (self.box.centerx, self.box.bottom + round(12 * s)), "small", s, MUTED_INK,
                  anchor="midtop")
        super().draw(surface)
