"""Scenes and the SceneManager (a stack: push, pop, replace)."""

import i18n as gui_i18n  # type: ignore[import-untyped]  # python-i18n: pygame_gui's translations
import pygame_gui
from pygame_gui.core import UIAppearanceTheme
from pygame_gui.elements import UITextEntryLine

from shell import memory
from shell.language.i18n import LANGUAGES, current_language
from shell.ui import pictures, typed_text
from shell.ui.focus import Focus, gui_controls, reading_order
from shell.ui.gui_loader import InlineResourceLoader
from shell.ui.theme import font_px, gui_theme, text_scale, ui_scale
from shell.ui.toast import Toast

_themes: dict = {}  # (text scale, language) -> parsed theme, of the latest scales only
THEME_SCALES = 2  # the window's scale and the one before (F11 and back, a resize and back)


class _Theme(UIAppearanceTheme):
    """pygame_gui's theme, with each widget's theming ids found by a short key.

    pygame_gui keys the ids it has built by a string made with `str.join` the wrong way
    round: its length is the product of the lengths of the four id lists' texts, megabytes
    for a nested widget (a file dialog's list item: 4 MB, built in ~3 ms, and kept in the
    theme for good). Here the key is the four lists as tuples, and pygame_gui's own store
    is emptied after it built the ids of a new one."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._combined_ids: dict = {}

    def build_all_combined_ids(self, element_base_ids, element_ids, class_ids, object_ids):
        key = tuple(None if ids is None else tuple(ids)
                    for ids in (element_base_ids, element_ids, class_ids, object_ids))
        found = self._combined_ids.get(key)
        if found is None:
            found = super().build_all_combined_ids(element_base_ids, element_ids, class_ids,
                                                   object_ids)
            self._combined_ids[key] = found
            self.unique_theming_ids.clear()  # its keys: megabytes of text each
        return found


class _SharedThemeManager(pygame_gui.UIManager):
    """A manager that takes an already parsed theme instead of parsing one: every scene of
    one window scale and language shares one theme (its fonts, and the button shapes it
    caches), so opening a screen parses nothing.

    pygame_gui adds its translations folder to python-i18n's search path again with every
    manager made, and each text it shows that is not one of its own keys (every label,
    every file name in the file dialog) searches each entry of that path on disk, twice in
    a language other than English: the path is kept to one entry of each folder.

    Its fonts and images load in the thread that makes it (shell/ui/gui_loader.py)."""

    def __init__(self, size, theme, starting_language: str):
        loader = InlineResourceLoader()
        super().__init__(size, theme, resource_loader=loader, starting_language=starting_language)
        loader.start()  # pygame_gui leaves a loader it was given to its caller
        loader.update()
        unique = list(dict.fromkeys(gui_i18n.load_path))
        if len(unique) != len(gui_i18n.load_path):
            gui_i18n.load_path[:] = unique

    def create_new_theme(self, theme_path=None):
        if isinstance(theme_path, UIAppearanceTheme):
            return theme_path
        theme = _Theme(self.resource_loader, self._locale)
        if theme_path is not None:
            theme.load_theme(theme_path)
        return theme


def make_ui(size, scale: float | None = None) -> pygame_gui.UIManager:
    """A pygame_gui manager for a window of `size` with our theme (its text at the window's
    `scale`, by default `ui_scale(size)`, times the player's text size), pygame_gui's own
    texts (file dialog buttons) in the current language, and the bold faces rich text uses
    preloaded."""
    language = gui_language()
    ts = text_scale(ui_scale(size) if scale is None else scale)
    key = (round(ts, 4), language)
    theme = _themes.pop(key, None)
    manager = _SharedThemeManager(size, theme if theme is not None else gui_theme(ts),
                                  starting_language=language)
    if theme is None:
        sizes = {font_px(role, ts) for role in ("body", "large")} | {
            max(13, round(18 * ts))}
        manager.preload_fonts([{"name": "nilesans", "point_size": px, "style": "bold"}
                               for px in sorted(sizes)])
    _themes[key] = manager.get_theme()  # the latest used last
    scales = list(dict.fromkeys(kept[0] for kept in reversed(_themes)))[:THEME_SCALES]
    for old in [kept for kept in _themes if kept[0] not in scales]:
        del _themes[old]  # an older text scale's: no screen of this window asks for it
    return manager


def states_when_shown(ui) -> None:
    """pygame_gui draws every state of a new widget (hovered, selected, ...) over its first
    frames, one state a widget a frame; after a resize to a big window each costs tens of
    milliseconds a button, every frame for several frames. Those states are drawn when they
    are first shown instead (pygame_gui draws a state not drawn yet when it becomes
    active)."""
    for element in ui.get_sprite_group().sprites():
        shape = getattr(element, "drawable_shape", None)
        queue = getattr(shape, "states_to_redraw_queue", None)
        if queue is not None:
            queue.clear()


def forget_themes() -> None:
    """Drop the shared themes (the language changed, or the app shuts down)."""
    _themes.clear()


def gui_language() -> str:
    """pygame_gui's locale for the current language (English for the pseudo-locale)."""
    lang = current_language()
    return lang if lang in LANGUAGES else "en"


class Scene:
    """One screen. `draw` never changes state; `update` advances time."""

    #: draw the scene below first (for dialogs and covers over a table)
    overlay = False
    #: a game screen: what exists when it opens is frozen out of the garbage collector
    #: until no such screen is left (shell/memory.py)
    holds_game = False
    #: the screen's controls are walked by keyboard, with a focus ring (shell/ui/focus.py)
    keyboard_focus = False
    #: arrow keys the screen keeps for itself (they do not move the focus)
    focus_leaves: frozenset = frozenset()
    #: the music theme while this screen is on top (shell/ui/audio.py); None: the theme of
    #: the screen under it goes on (rules, settings, About over a table or the menu)
    music: str | None = "menu"

    def __init__(self, app):
        self.app = app
        self.size = app.size
        self.scale = self.scale_for(self.size)
        self.ui = make_ui(self.size)
        self.toast = Toast()  # the scene's own messages (refusals, saved, ...)
        self.focus = Focus(self)

    # keyboard focus (shell/ui/focus.py) ---------------------------------------------------
    def focus_controls(self) -> list:
        """The controls Tab walks, in order: the pygame_gui controls and `focus_spots` in
        reading order. A screen whose reading order is not the right one lists them."""
        return reading_order(gui_controls(self.ui) + self.focus_spots())

    def focus_spots(self) -> list:
        """The controls the screen draws itself (`focus.Spot`s)."""
        return []

    def reveal(self, control) -> None:
        """The focus moved to `control`: a screen that scrolls brings it into view."""

    def focus_start(self):
        """The control focused first (its `focus.identity`); None: the first one."""
        return None

    # lifecycle ------------------------------------------------------------------------
    def enter(self) -> None:
        """Called when the scene becomes the top of the stack (first time or again)."""
        if getattr(self, "_built", False):
            self.rebuild()
        else:
            self._built = True
            self.build()

    def leave(self) -> None:
        """Called when another scene covers or replaces this one."""

    def close(self) -> None:
        """Called after `leave` when the scene is taken off the stack for good (popped,
        replaced or reset away): give back what another screen may reuse."""

    def build(self) -> None:
        """(Re)create widgets for the current size and language. Override."""

    def rebuild(self) -> None:
        self.ui.clear_and_reset()
        self.build()

    def resize(self, size) -> None:
        self.fit(size)
        self.rebuild()
        states_when_shown(self.ui)

    def fit(self, size) -> None:
        """Take the window's new size and scale (a manager of that scale), without laying
        anything out yet."""
        old = self.text_scale
        self.size = size
        self.scale = self.scale_for(size)
        if abs(self.text_scale - old) > 0.01:
            self.ui = make_ui(size)
        else:
            self.ui.set_window_resolution(size)

    def scale_for(self, size) -> float:
        """The scale this screen lays out at in a window of `size` (a table's board may
        take less room than the window's scale gives it)."""
        return ui_scale(size)

    @property
    def text_scale(self) -> float:
        """The scale of text and the controls that hold it (the window's scale times the
        player's text size)."""
        return text_scale(ui_scale(self.size))

    def language_changed(self) -> None:
        forget_themes()  # the shared theme of this scale now speaks the new language
        self.ui.set_locale(gui_language())
        self.rebuild()

    def text_size_changed(self) -> None:
        """The player chose another text size: a manager with that theme, laid out anew."""
        self.scale = self.scale_for(self.size)
        self.ui = make_ui(self.size)
        self.rebuild()
        states_when_shown(self.ui)

    # frame ----------------------------------------------------------------------------
    def handle_event(self, event) -> None:
        self.ui.process_events(event)
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self.on_button(event.ui_element)

    def on_button(self, element) -> None:
        """A pygame_gui button was pressed. Override."""

    def update(self, dt: float) -> None:
        self.ui.update(dt)
        self.toast.update(dt)

    def draw(self, surface) -> None:
        self.ui.draw_ui(surface)

    def dirty_rects(self) -> list | None:
        """The window rects the last draw changed (None: the whole window)."""
        return None

    def busy(self) -> bool:
        """Something on this screen moves or works without the player (a toast fading; an
        override adds its own: pieces moving, a bot to move, work done a slice a frame):
        the app keeps its full frame rate (shell/app.py, `IDLE_AFTER`)."""
        return self.toast.visible

    def present_whole(self) -> None:
        """The next draw is given to the window whole (the app draws over it)."""


class SceneManager:
    def __init__(self, app):
        self.app = app
        pictures.window_resized(app.size)  # the picture caches keep this window's screenfuls
        self.stack: list[Scene] = []
        self.tidy_due = False  # a screen closed or the window resized: tidy next frame

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def typing(self) -> bool:
        """A text field of the top screen has the focus (a letter key is typed there)."""
        top = self.top
        return top is not None and any(isinstance(e, UITextEntryLine) and e.is_focused
                                       for e in top.ui.get_focus_set() or ())

    def music(self) -> str | None:
        """The theme of the topmost screen that names one (None with no screen)."""
        return next((s.music for s in reversed(self.stack) if s.music is not None), None)

    def push(self, scene: Scene) -> None:
        if self.top:
            self.top.leave()
        self.stack.append(scene)
        self._enter(scene)

    def pop(self) -> Scene | None:
        if not self.stack:
            return None
        scene = self.stack.pop()
        self._close(scene)
        self._after_close()
        if self.top:
            self._enter(self.top)
        return scene

    def replace(self, scene: Scene) -> None:
        if self.stack:
            self._close(self.stack.pop())
        self._after_close()  # a game replaced by another: the old one is collected
        self.stack.append(scene)
        self._enter(scene)

    def reset(self, scene: Scene) -> None:
        """Clear the stack and show `scene`."""
        while self.stack:
            self._close(self.stack.pop())
        self._after_close()
        self.stack.append(scene)
        self._enter(scene)

    @staticmethod
    def _close(scene: Scene) -> None:
        scene.leave()
        scene.close()

    def _enter(self, scene: Scene) -> None:
        if scene.size != self.app.size:  # resized while under another: `enter` lays it out
            scene.fit(self.app.size)
        scene.enter()
        if scene.holds_game:
            memory.settle()

    def _after_close(self) -> None:
        """A screen closed: the garbage collector is unfrozen when no game is left, and
        what the screen held is collected at the next frame, once nothing refers to the
        screen any more (shell/memory.py)."""
        if not any(scene.holds_game for scene in self.stack):
            memory.release()
        self.tidy_due = True

    def handle_event(self, event) -> None:
        """Give `event` to the top scene; typed and pasted text cleaned first."""
        if self.top:
            event = typed_text.clean_event(event, self.top.ui)
            if event is not None and not self.top.focus.handle_event(event):
                self.top.handle_event(event)

    def busy(self) -> bool:
        """The top screen is busy (Scene.busy) or a closed screen is still to tidy away."""
        return self.tidy_due or (self.top is not None and self.top.busy())

    def update(self, dt: float) -> None:
        if self.tidy_due:
            self.tidy_due = False
            memory.tidy()
        if self.top:
            self.top.update(dt)

    def shown(self) -> list[Scene]:
        """The scenes drawn each frame: the top one and those its overlays show."""
        first = len(self.stack) - 1
        while first > 0 and self.stack[first].overlay:
            first -= 1
        return self.stack[first:]

    def draw(self, surface) -> None:
        for scene in self.shown():
            scene.draw(surface)
        if self.top:
            self.top.focus.draw(surface)

    def focus_ring_showing(self) -> bool:
        """The keyboard focus ring is drawn over the top scene."""
        top = self.top
        return top is not None and top.keyboard_focus and top.focus.visible

    def dirty_rects(self) -> list | None:
        """The window rects the last frame changed: those the only scene shown reports
        (None: the whole window)."""
        shown = self.shown()
        return shown[0].dirty_rects() if len(shown) == 1 else None

    def present_whole(self) -> None:
        """The scenes shown give the window their next frame whole."""
        for scene in self.shown():
            scene.present_whole()

    def resize(self, size) -> None:
        """The window is `size` big: the scenes shown are laid out for it now, the ones
        under them when they come back on top (`_enter`), not in this frame."""
        pictures.window_resized(size)  # pictures of the old size go before new ones are made
        for scene in self.shown():
            scene.resize(size)
        self.tidy_due = True  # the old size's layers, managers and elements

    def language_changed(self) -> None:
        for scene in self.stack:
            scene.language_changed()

    def text_size_changed(self) -> None:
        """Every screen on the stack takes the new text size; the pictures drawn with the
        old one (texts, prompts, panels) are dropped."""
        pictures.forget_all()
        for scene in self.stack:
            scene.text_size_changed()
