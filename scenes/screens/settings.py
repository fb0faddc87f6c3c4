"""Settings: language (at once), window size / fullscreen, text size (at once, every
screen laid out anew), animation speed, music and effects volumes, quiet in the background,
colour-blind patterns. Every change is applied and saved immediately. Where the rows have
no room (large text), they scroll. About opens from here too."""

from collections.abc import Sequence
from dataclasses import replace

import pygame
import pygame_gui
from pygame_gui.core import UIElement
from pygame_gui.elements import UIDropDownMenu, UIHorizontalSlider

from shell.language.i18n import LANGUAGES, N_, _
from shell.store.settings import ANIMATION_SPEEDS, WINDOW_SIZES
from shell.ui.scene import Scene
from shell.ui.scroll_view import ScrollView, bar_width
from shell.ui.theme import (
    INK,
    MUTED_INK,
    TEXT_SIZES,
    control_height,
    draw_table,
    draw_text,
    font,
    panel,
)

SPEED_LABELS = {0.0: N_("Instant"), 0.5: N_("Fast"), 1.0: N_("Normal"), 2.0: N_("Slow")}


class SettingsScene(Scene):
    music = None  # the theme of the screen under it goes on
    keyboard_focus = True

    def build(self) -> None:
        s, ts = self.scale, self.text_scale
        labels = [_("Language"), _("Window size"), _("Text size"), _("Fullscreen"),
                  _("Animation speed"), _("Music volume"), _("Effects volume"),
                  _("Quiet in the background"), _("Colour-blind patterns")]
        bh = control_height(50, s, 19)
        self.heading_y = round(32 * s)
        top = self.heading_y + font("heading", ts, bold=True).get_linesize() + round(8 * s)
        self.buttons_y = self.size[1] - bh - round(24 * s)
        body = font("body", ts)
        back_w, about_w = (max(round(200 * s), body.size(text)[0] + round(40 * s))
                           for text in (_("Back"), _("About")))
        note_w = font("small", ts).size(_("Changes are saved at once."))[0] + round(32 * s)
        row_h, gap = self.row_size(len(labels), top)
        label_w = max(body.size(label)[0] for label in labels) + round(24 * s)
        rows_h = len(labels) * (row_h + gap) - gap
        self.lay_out_box(top, label_w, rows_h, back_w + about_w + note_w)
        self.build_rows(labels, min(label_w, self.box.w // 2), row_h, gap)
        self.back_button = pygame_gui.elements.UIButton(
            pygame.Rect(self.box.x, self.buttons_y, back_w, bh), _("Back"), self.ui)
        self.about_button = pygame_gui.elements.UIButton(
            pygame.Rect(self.box.right - about_w, self.buttons_y, about_w, bh), _("About"),
            self.ui)
        self.place_note(back_w, about_w, bh, note_w)

    # layout -------------------------------------------------------------------------------
    def row_size(self, rows: int, top: int) -> tuple[int, int]:
        """(a row's height, the gap under it): the rows share what is left between the
        heading (down to `top`) and the buttons."""
        s = self.scale
        room = self.buttons_y - top - round(72 * s)
        body = font("body", self.text_scale)
        row_h = min(control_height(44, s), max(body.get_linesize() + round(8 * s),
                                                room // rows - round(4 * s)))
        gap = max(round(4 * s), min(round(14 * s), room // rows - row_h))
        return row_h, gap

    def lay_out_box(self, top: int, label_w: int, rows_h: int, buttons_w: int) -> None:
        """The rows' box from `top` (wide enough for the widest label and choice, and for
        the buttons with the note between them) and the view in it that scrolls the rows
        where even their smallest height leaves them no room (large text)."""
        w = self.size[0]
        s, ts = self.scale, self.text_scale
        body = font("body", ts)
        choices = [*LANGUAGES.values(), "1920×1080", _("Instant"), _("Fast"), _("Normal"),
                   _("Slow"), _("Off"), _("On")]
        control_w = max(round(380 * s), max(body.size(text)[0] for text in choices)
                        + round(60 * s))
        self.box = pygame.Rect(0, 0, min(w - round(80 * s), max(
            round(760 * s), label_w + control_w + round(64 * s) + bar_width(ts), buttons_w)),
                               min(rows_h + round(56 * s), self.buttons_y - round(12 * s) - top))
        self.box.midtop = (w // 2, top)
        view = pygame.Rect(self.box.x + round(4 * s), self.box.y + round(12 * s),
                           self.box.w - round(8 * s) - bar_width(ts),
                           self.box.h - round(24 * s))
        self.scroll = ScrollView(self.ui, view, rows_h + round(32 * s), s, ts)

    def build_rows(self, labels: list[str], label_w: int, row_h: int, gap: int) -> None:
        """Each row's label and its control in the scrolled view, one under another
        (`controls`: each control and its row's label)."""
        s = self.scale
        view = self.scroll.rect
        x = self.box.x + round(32 * s)
        cx = x + label_w
        cw = view.right - round(28 * s) - cx
        y = view.y + round(16 * s)
        self.controls: dict[UIElement, str] = {}
        makers = (self.language_row, self.window_row, self.text_size_row, self.fullscreen_row,
                  self.speed_row, self.music_row, self.effects_row, self.background_row,
                  self.patterns_row)
        for label, make in zip(labels, makers, strict=True):
            pygame_gui.elements.UILabel(self.scroll.place((x, y, label_w, row_h)), label,
                                        self.ui, container=self.scroll.content)
            self.controls[make(self.scroll.place((cx, y, cw, row_h)))] = label
            y += row_h + gap

    def place_note(self, back_w: int, about_w: int, bh: int, note_w: int) -> None:
        """The note under the box, or between the buttons when the rows need that room."""
        s = self.scale
        note = font("small", self.text_scale)
        between = self.box.w - back_w - about_w
        if self.box.bottom + round(12 * s) + note.get_linesize() <= self.buttons_y or \
                note_w > between:
            self.note_at = (self.box.centerx, self.box.bottom + round(12 * s))
            self.note_anchor = "midtop"
        else:
            self.note_at = (self.box.x + back_w + between // 2, self.buttons_y + bh // 2)
            self.note_anchor = "center"

    # the rows' controls -------------------------------------------------------------------
    def drop_down(self, options: Sequence[tuple[str, str]], current: tuple[str, str],
                  rect: pygame.Rect) -> UIDropDownMenu:
        """A drop-down of (shown text, value) `options` showing `current`."""
        return UIDropDownMenu(list(options), current, rect, self.ui,
                              container=self.scroll.content)

    def on_off(self, on: bool, rect: pygame.Rect) -> UIDropDownMenu:
        return self.drop_down([(_("Off"), "False"), (_("On"), "True")],
                              (_("On"), "True") if on else (_("Off"), "False"), rect)

    def slider(self, volume: int, rect: pygame.Rect) -> UIHorizontalSlider:
        return UIHorizontalSlider(rect, volume, (0, 100), self.ui, click_increment=5,
                                  container=self.scroll.content)

    def language_row(self, rect: pygame.Rect) -> UIElement:
        language = self.app.settings.language
        self.language_menu = self.drop_down(
            [(name, code) for code, name in LANGUAGES.items()],
            (LANGUAGES[language], language), rect)
        return self.language_menu

    def window_row(self, rect: pygame.Rect) -> UIElement:
        st = self.app.settings
        sizes = [(f"{a}×{b}", f"{a}x{b}") for a, b in WINDOW_SIZES]
        current = f"{st.window_width}x{st.window_height}"
        if current not in [v for _t, v in sizes]:
            sizes.append((current.replace("x", "×"), current))
        self.size_menu = self.drop_down(sizes, (current.replace("x", "×"), current), rect)
        return self.size_menu

    def text_size_row(self, rect: pygame.Rect) -> UIElement:
        size = self.app.settings.text_size
        self.text_size_menu = self.drop_down(
            [(f"{percent}%", str(percent)) for percent in TEXT_SIZES],
            (f"{size}%", str(size)), rect)
        return self.text_size_menu

    def fullscreen_row(self, rect: pygame.Rect) -> UIElement:
        self.fullscreen_menu = self.on_off(self.app.settings.fullscreen, rect)
        return self.fullscreen_menu

    def speed_row(self, rect: pygame.Rect) -> UIElement:
        speed = self.app.settings.animation_speed
        self.speed_menu = self.drop_down(
            [(_(SPEED_LABELS[v]), str(v)) for v in ANIMATION_SPEEDS],
            (_(SPEED_LABELS[speed]), str(speed)), rect)
        return self.speed_menu

    def music_row(self, rect: pygame.Rect) -> UIElement:
        self.music_slider = self.slider(self.app.settings.music_volume, rect)
        return self.music_slider

    def effects_row(self, rect: pygame.Rect) -> UIElement:
        self.effects_slider = self.slider(self.app.settings.effects_volume, rect)
        return self.effects_slider

    def background_row(self, rect: pygame.Rect) -> UIElement:
        self.background_menu = self.on_off(self.app.settings.quiet_in_background, rect)
        return self.background_menu

    def patterns_row(self, rect: pygame.Rect) -> UIElement:
        self.patterns_menu = self.on_off(self.app.settings.colour_blind, rect)
        return self.patterns_menu

    # frame --------------------------------------------------------------------------------
    def reveal(self, control) -> None:
        self.scroll.show_control(control)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.scroll.update()

    def handle_event(self, event) -> None:
        if self.scroll.handle_event(event):
            return
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
            elif element is self.text_size_menu:
                self.app.apply_settings(replace(st, text_size=int(value)))
            elif element is self.fullscreen_menu:
                self.app.apply_settings(replace(st, fullscreen=value == "True"))
            elif element is self.speed_menu:
                self.app.apply_settings(replace(st, animation_speed=float(value)))
            elif element is self.patterns_menu:
                self.app.apply_settings(replace(st, colour_blind=value == "True"))
            elif element is self.background_menu:
                self.app.apply_settings(replace(st, quiet_in_background=value == "True"))
        elif event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED:
            if event.ui_element is self.music_slider:
                self.app.apply_settings(replace(st, music_volume=int(event.value)))
            elif event.ui_element is self.effects_slider:
                self.app.apply_settings(replace(st, effects_volume=int(event.value)))
                self.app.audio.play("click")  # the new level, heard
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
        s, ts = self.scale, self.text_scale
        draw_text(surface, _("Settings"), (self.box.x, self.heading_y), "heading", ts, INK,
                  bold=True)
        panel(surface, self.box, radius=round(14 * s), scale=s)
        draw_text(surface, _("Changes are saved at once."), self.note_at, "small", ts,
                  MUTED_INK, anchor=self.note_anchor)
        super().draw(surface)
