"""The App: window, clock (60 FPS cap, frame times recorded), scene stack, settings, audio."""

import logging
import time
from collections import deque
from dataclasses import fields, replace
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from shell import crash, memory, notices
from shell.language import i18n
from shell.language.system_language import system_language
from shell.paths import asset_path
from shell.platform_setup import prepare_window
from shell.store.settings import MIN_WINDOW, Settings, save_settings, settings_write_reason
from shell.ui import gui_shapes
from shell.ui.audio import Audio
from shell.ui.scene import SceneManager, forget_themes
from shell.ui.theme import reset_font_cache, set_text_size, text_scale, ui_scale
from shell.ui.toast import Toast
from shell.version import app_version

if TYPE_CHECKING:
    from shell.workers.bot_worker import BotWorker

log = logging.getLogger(__name__)
FPS = 60
# A screen with nothing moving and no input for IDLE_AFTER seconds draws one frame each
# IDLE_FRAME seconds and wakes at once for the next event: an untouched window drawn 60
# times a second costs a third to a half of a core (docs/performance.md, Idle).
IDLE_AFTER = 1.0
IDLE_FRAME = 0.1
MAX_RECOVERIES = 3  # failing frames survived (back to the menu) before the app gives up
RECOVERY_FORGOTTEN_AFTER = 3600  # frames without a failure (a minute) that forget one of them


class App:
    """`settings` are the player's (as loaded); `overrides` are this run's alone (the command
    line's --lang, --size, --fullscreen). `self.settings` is what the app runs with: the
    player's settings with the overrides, the system's language when the player has not
    chosen one, and (Windows) the window fitted to the desktop. None of those is ever saved:
    a field keeps its saved value until the player changes it. `navigator` opens the screens
    that lead from one to another (the table's results, the results' replay viewer): the
    scenes layer gives it (scenes/navigator.py), so those screens import none of each other."""

    def __init__(self, settings: Settings, *, settings_path: Path | None = None,
                 size: tuple[int, int] | None = None, persist_settings: bool = True,
                 audio: bool = True, overrides: dict | None = None, navigator=None):
        stored = settings
        running = dict(overrides or {})
        if stored.language is None:
            running.setdefault("language", system_language())
        settings = replace(stored, **running).validated() if running else stored
        settings = prepare_window(settings)  # Windows: DPI-aware, fits the desktop (pre-init)
        self.settings = settings
        self._saved_values = {f.name: getattr(stored, f.name) for f in fields(Settings)
                              if getattr(settings, f.name) != getattr(stored, f.name)}
        self.settings_path = settings_path
        self.persist_settings = persist_settings
        self._settings_unsaved = False  # a write failed and was told
        memory.limit_heap()  # window-sized surfaces give their pages back when freed
        gui_shapes.keep_big_shapes()  # a big button's shape is drawn once per size and state
        pygame.init()
        reset_font_cache()  # fonts made before an earlier pygame.quit() are dead
        forget_themes()  # and so are the shared themes' fonts
        pygame.display.set_caption("Nile Table")
        try:
            pygame.display.set_icon(pygame.image.load(str(asset_path("icons", "icon-64.png"))))
        except (pygame.error, FileNotFoundError):
            pass
        self.window_size = size or (settings.window_width, settings.window_height)
        self.surface = self._open_window(settings.fullscreen)
        self.clock = pygame.time.Clock()
        self.frame_times: deque[float] = deque(maxlen=10_000)
        self.audio = Audio(settings.music_volume, settings.effects_volume, enabled=audio,
                           muted=settings.muted)
        self.scenes = SceneManager(self)
        self.focus_visible = False  # the focus ring shows (keys used since the last click)
        self._drawn_over = False  # the app drew over the scenes in the last frame
        self._navigator = navigator
        self._bot_worker: BotWorker | None = None
        self.running = True
        self.last_event = time.monotonic()  # the last input (window events included)
        self.version = app_version()
        self.toast = Toast(at_top=True)  # messages from anywhere (notices) and from crashes
        self.recoveries = 0  # recent failing frames (see run)
        self._clean_frames = 0  # frames in a row without a failure
        i18n.set_language(settings.language or system_language())
        set_text_size(settings.text_size)
        crash.register_app(self)

    @property
    def navigator(self):
        """The way between screens (see the class doc); a clear error when none was given."""
        if self._navigator is None:
            raise LookupError("this App was made without a navigator (App(navigator=...))")
        return self._navigator

    # window ---------------------------------------------------------------------------
    @property
    def size(self) -> tuple[int, int]:
        return self.surface.get_size()

    def _open_window(self, fullscreen: bool):
        if fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        w = max(MIN_WINDOW[0], self.window_size[0])
        h = max(MIN_WINDOW[1], self.window_size[1])
        return pygame.display.set_mode((w, h), pygame.RESIZABLE)

    def toggle_fullscreen(self) -> None:
        """F11 / Alt+Enter: switch between window and fullscreen (kept in the settings)."""
        self.apply_settings(replace(self.settings, fullscreen=not self.settings.fullscreen))

    def handle_window_keys(self, event) -> bool:
        """F11 and Alt+Enter toggle fullscreen on every screen; Esc in fullscreen first
        leaves fullscreen (the screen itself stays); M mutes and unmutes (not while a text
        field takes the keys). True when the key was used here."""
        if event.type != pygame.KEYDOWN:
            return False
        alt_enter = event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and (
            event.mod & pygame.KMOD_ALT)
        if event.key == pygame.K_F11 or alt_enter:
            self.toggle_fullscreen()
            return True
        if event.key == pygame.K_m and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT
                                                        | pygame.KMOD_META) \
                and not self.scenes.typing():
            self.toggle_mute()
            return True
        if event.key == pygame.K_ESCAPE and self.settings.fullscreen:
            self.toggle_fullscreen()
            return True
        return False

    def toggle_mute(self) -> None:
        """M: all sound off or back on, on every screen (kept in the settings)."""
        self.apply_settings(replace(self.settings, muted=not self.settings.muted))
        self.toast.show(i18n._("Sound off (M)") if self.settings.muted
                        else i18n._("Sound on"), seconds=2)

    def focus_changed(self, event) -> None:
        """The window lost or got back the keyboard focus: quiet while away, if so set."""
        away = event.type == pygame.WINDOWFOCUSLOST
        if self.settings.quiet_in_background or not away:
            self.audio.set_background(away)

    def set_fullscreen(self, on: bool) -> None:
        """Switch the window in or out of fullscreen; the resize events the switch itself
        queued are dropped (an X server without a window manager sends the old size after
        the new one), and the settings say what the window really is."""
        self.surface = self._open_window(on)
        pygame.event.clear(pygame.VIDEORESIZE)
        really = bool(self.surface.get_flags() & pygame.FULLSCREEN)
        if really != self.settings.fullscreen:
            self.settings = replace(self.settings, fullscreen=really)
        self.scenes.resize(self.size)

    def _on_resize(self, w: int, h: int) -> None:
        """The window was resized: windowed, to (w, h) (at least the smallest window); in
        fullscreen the screen keeps its mode and the scenes take the window's real size."""
        if self.settings.fullscreen:
            self.surface = pygame.display.get_surface()
            self.scenes.resize(self.size)
            return
        w, h = max(MIN_WINDOW[0], w), max(MIN_WINDOW[1], h)
        if (w, h) != self.size:
            self.surface = pygame.display.set_mode((w, h), pygame.RESIZABLE)
        self.window_size = (w, h)
        self.scenes.resize(self.size)

    # settings -------------------------------------------------------------------------
    def apply_settings(self, new: Settings) -> None:
        """Take new settings at once and keep them on disk (a field that holds this run's
        override keeps its saved value, until the player changes that field)."""
        old = self.settings
        self.settings = new.validated()
        for name in list(self._saved_values):
            if getattr(self.settings, name) != getattr(old, name):
                del self._saved_values[name]  # the player's own choice from now on
        self.audio.set_volumes(self.settings.music_volume, self.settings.effects_volume)
        if self.settings.muted != self.audio.muted:
            self.audio.set_muted(self.settings.muted)
        if not self.settings.quiet_in_background and self.audio.background:
            self.audio.set_background(False)
        if self.settings.language != old.language:
            i18n.set_language(self.settings.language or system_language())
            self.scenes.language_changed()
        if self.settings.text_size != old.text_size:
            set_text_size(self.settings.text_size)
            self.scenes.text_size_changed()
        if self.settings.fullscreen != old.fullscreen:
            self.set_fullscreen(self.settings.fullscreen)
        elif not self.settings.fullscreen and (
            (self.settings.window_width, self.settings.window_height) != self.size
        ):
            self.window_size = (self.settings.window_width, self.settings.window_height)
            self.surface = self._open_window(False)
            self.scenes.resize(self.size)
        if self.persist_settings:
            self._keep_settings()

    def _keep_settings(self) -> None:
        """Write the settings; a failure is told once (until a write succeeds again): the
        change holds for this run only."""
        try:
            save_settings(self.settings_to_save(), self.settings_path)
        except OSError as exc:
            log.warning("cannot save settings: %s", exc)
            if not self._settings_unsaved:
                self._settings_unsaved = True
                notices.post(i18n._("Settings cannot be saved: {reason}. The change holds "
                                    "until Nile Table is closed.").format(
                                        reason=i18n._(settings_write_reason(exc))),
                             error=True)
            return
        self._settings_unsaved = False

    def settings_to_save(self) -> Settings:
        """The running settings less this run's overrides (their saved values instead)."""
        return replace(self.settings, **self._saved_values)

    # loop -----------------------------------------------------------------------------
    def quit(self) -> None:
        self.running = False

    def step(self, events=None) -> float:
        """One frame: events, update, draw, flip. Returns the frame's work time in ms."""
        dt = self.clock.tick(FPS) / 1000.0
        started = time.perf_counter()
        events = pygame.event.get() if events is None else events
        if events:
            self.last_event = time.monotonic()
        for event in events:
            if event.type == pygame.QUIT:
                hold = getattr(self.scenes.top, "hold_quit", None)
                if hold is None or not hold():  # a scene may ask first (a lesson)
                    self.quit()
            elif event.type == pygame.VIDEORESIZE:
                self._on_resize(event.w, event.h)
            elif event.type in (pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED):
                self.focus_changed(event)
            elif not self.handle_window_keys(event):
                self.scenes.handle_event(event)
        self.scenes.update(min(dt, 0.1))
        self.audio.play_music(self.scenes.music())
        for text, error in notices.take():
            self.toast.show(text, error=error, seconds=6 if error else 3)
        self.toast.update(min(dt, 0.1))
        self.present(self.draw())
        work = (time.perf_counter() - started) * 1000.0
        self.frame_times.append(work)
        return work

    def draw(self) -> bool:
        """Draw the frame; True when the window is to be presented whole: the app draws
        over the scenes in this frame or did in the last (a toast, the focus ring)."""
        over = self.toast.visible or self.scenes.focus_ring_showing()
        whole, self._drawn_over = over or self._drawn_over, over
        if whole:
            self.scenes.present_whole()
        self.scenes.draw(self.surface)
        self.toast.draw(self.surface, text_scale(ui_scale(self.size)))
        return whole

    def present(self, whole: bool) -> None:
        """Show the frame: the rects the scenes changed (a table's), else the window."""
        rects = None if whole else self.scenes.dirty_rects()
        if rects is None:
            pygame.display.flip()
        else:
            pygame.display.update(rects)

    def run(self, max_frames: int | None = None) -> None:
        """The main loop. A frame that raises is logged with its traceback and the player is
        taken back to the menu with the log's path (autosaves flushed); after
        `MAX_RECOVERIES` such failures, or when recovering fails, the exception goes on.
        Each `RECOVERY_FORGOTTEN_AFTER` frames in a row without a failure forget one of
        them: only failures close together end the app."""
        frames = 0
        while self.running and self.scenes.top is not None:
            try:
                self.step(self.wait_while_idle())
            except Exception:
                self.recover_from_crash()
            else:
                self._count_clean_frame()
            frames += 1
            if max_frames is not None and frames >= max_frames:
                break

    def idle(self) -> bool:
        """No event for `IDLE_AFTER` seconds and nothing moving (no toast, the top screen not
        busy: Scene.busy)."""
        return (time.monotonic() - self.last_event >= IDLE_AFTER and not self.toast.visible
                and not self.scenes.busy())

    def wait_while_idle(self) -> list | None:
        """While idle, the events of the next `IDLE_FRAME` seconds, returned as soon as one
        comes (an empty list when none did); else None: the frame takes the queue's."""
        if not self.idle():
            return None
        first = pygame.event.wait(round(IDLE_FRAME * 1000))
        if first.type == pygame.NOEVENT:
            return []
        return [first, *pygame.event.get()]

    def _count_clean_frame(self) -> None:
        self._clean_frames += 1
        if self.recoveries and self._clean_frames >= RECOVERY_FORGOTTEN_AFTER:
            self.recoveries -= 1
            self._clean_frames = 0

    def recover_from_crash(self) -> None:
        """Called inside an `except`: log, flush autosaves, go back to the bottom screen (the
        menu) and show a message."""
        import sys

        exc_type, exc, tb = sys.exc_info()
        path = crash.report(exc_type, exc, tb, where="a frame")
        self.recoveries += 1
        self._clean_frames = 0
        if self.recoveries > MAX_RECOVERIES:  # give up: keep the autosaves, say so, end
            crash.keep_autosaves()
            crash.show_on_screen(crash.player_message(path))  # while the window is open
            crash.mark_reported(exc)
            raise
        while len(self.scenes.stack) > 1:  # back to the bottom screen (the menu); each
            self.scenes.pop()  # scene's leave() flushes its autosave
        self.toast.show(crash.player_message(path), error=True, seconds=10)

    def screenshot(self, path: Path) -> None:
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.surface, str(path))

    def frame_stats(self) -> dict:
        """Frame work time statistics in ms (mean, p50, p95, p99, max)."""
        times = sorted(self.frame_times)
        if not times:
            return {}

        def pct(p):
            return times[min(len(times) - 1, int(p / 100 * len(times)))]

        return {"frames": len(times), "mean": sum(times) / len(times), "p50": pct(50),
                "p95": pct(95), "p99": pct(99), "max": times[-1]}

    def bot_worker(self):
        """The shared bot worker (a process), started on first use."""
        if self._bot_worker is None:
            from shell.workers.bot_worker import BotWorker

            self._bot_worker = BotWorker(use_process=self.use_bot_process)
        return self._bot_worker

    use_bot_process = True

    def shutdown(self) -> None:
        while self.scenes.stack:  # let every scene finish (autosaves are flushed)
            self.scenes.stack.pop().leave()
        if self._bot_worker is not None:
            self._bot_worker.shutdown()
            self._bot_worker = None
        memory.release()
        forget_themes()
        reset_font_cache()
        self.audio.close()  # before pygame.quit(): see Audio.close
        drop_posted_events()
        pygame.quit()


def drop_posted_events() -> None:
    """Read the queue empty before pygame quits: an event posted with attributes (pygame_gui
    posts its widget with each of its events) holds them until it is read, and
    `pygame.event.clear()` or `pygame.quit()` drop the event but never let go of them (the
    app's whole UI stays in memory, once per app shut down in one process)."""
    if pygame.display.get_init():
        pygame.event.get()
