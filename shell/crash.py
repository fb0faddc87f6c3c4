"""What happens when something fails that nobody caught.

Every uncaught exception (main thread: `sys.excepthook`; other threads:
`threading.excepthook`) is written with its traceback to the log file in the per-user folder.
The App's loop catches a failing frame itself (`App.run`): the autosaves are flushed, the
player is taken back to the menu and told in a short message where the log is. Only when that
recovery fails too does the exception leave the loop; the hook then keeps the autosave
(every scene's `leave` flushes it), shows the message on screen and lets the app end.
"""

import logging
import sys
import threading
import traceback
from pathlib import Path

log = logging.getLogger("nile-table.crash")
LOG_NAME = "nile-table.log"
_app = None  # the running App (its scenes are left, so autosaves are flushed)


def log_path() -> Path:
    from shell.paths import log_dir

    return log_dir() / LOG_NAME


def register_app(app) -> None:
    global _app
    _app = app


def open_positions() -> list[str]:
    """The written position (docs/notation.md) of each open table, for a bug report: one
    line per table, "position of <scene> (<its view>): <notation>"."""
    app = _app
    lines = []
    for scene in list(getattr(getattr(app, "scenes", None), "stack", [])):
        state = getattr(scene, "state", None)
        if state is None:
            continue
        try:
            from engines.notation import format as position

            shown = type(scene).__name__
            view = getattr(scene, "view", None)
            if view is not None:
                shown += f" ({type(view).__name__})"
            lines.append(f"position of {shown}: {position(state)}")
        except Exception:  # a report never fails for want of a position
            continue
    return lines


def report(exc_type, exc, tb, where: str = "") -> Path:
    """Write the exception and its traceback, and the open tables' positions, to the log
    file; returns the log's path."""
    text = "".join(traceback.format_exception(exc_type, exc, tb))
    text += "".join(line + "\n" for line in open_positions())
    log.critical("uncaught exception%s:\n%s", f" in {where}" if where else "", text)
    path = log_path()
    if not any(getattr(h, "baseFilename", None) == str(path.absolute())
               for h in logging.getLogger().handlers):
        try:  # logging is not set up (an early failure): write the log ourselves
            path.parent.mkdir(parents=True, exist_ok=True)
            with open(path, "a", encoding="utf-8") as handle:
                handle.write(text)
        except OSError:
            pass
    return path


def player_message(path: Path) -> str:
    from shell.language.i18n import _

    return _("Something went wrong. Your game is saved; the details are in {path}").format(
        path=path)


def keep_autosaves() -> None:
    """Flush the autosave of every open game (each table scene's `leave`)."""
    app = _app
    if app is None:
        return
    for scene in list(getattr(app.scenes, "stack", [])):
        try:
            scene.leave()
        except Exception:
            log.exception("could not flush %s while crashing", type(scene).__name__)


def mark_reported(exc) -> None:
    """The exception is logged and shown already (the App gave up on it): the hook only
    prints the short message."""
    try:
        exc.nile_table_reported = True
    except AttributeError:
        pass


def _excepthook(exc_type, exc, tb) -> None:
    if issubclass(exc_type, KeyboardInterrupt):
        sys.__excepthook__(exc_type, exc, tb)
        return
    if getattr(exc, "nile_table_reported", False):
        print(player_message(log_path()), file=sys.stderr)
        return
    path = report(exc_type, exc, tb, "the main thread")
    keep_autosaves()
    message = player_message(path)
    print(message, file=sys.stderr)
    show_on_screen(message)


def _thread_hook(args) -> None:
    if args.exc_type is SystemExit:
        return
    report(args.exc_type, args.exc_value, args.exc_traceback,
           f"thread {getattr(args.thread, 'name', '?')}")


def install() -> None:
    sys.excepthook = _excepthook
    threading.excepthook = _thread_hook


def show_on_screen(message: str, seconds: float = 30.0) -> None:
    """Show `message` in the window until a key, a click or `seconds` (no window: nothing)."""
    try:
        import os

        import pygame

        if os.environ.get("SDL_VIDEODRIVER") == "dummy" or not pygame.display.get_init():
            return
        surface = pygame.display.get_surface()
        if surface is None:
            return
        from shell.ui.theme import INK, PAPYRUS, draw_text, font, wrap

        surface.fill(INK)
        f = font("body", 1.0)
        y = surface.get_height() // 3
        for line in wrap(message, f, surface.get_width() - 80):
            draw_text(surface, line, (40, y), "body", 1.0, PAPYRUS)
            y += f.get_linesize()
        pygame.display.flip()
        clock = pygame.time.Clock()
        waited = 0.0
        while waited < seconds:
            for event in pygame.event.get():
                if event.type in (pygame.QUIT, pygame.KEYDOWN, pygame.MOUSEBUTTONUP):
                    return
            waited += clock.tick(20) / 1000.0
    except Exception:  # showing the message is a courtesy; the log has the details
        log.exception("could not show the crash message")
